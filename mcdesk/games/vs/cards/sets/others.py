"""The Marvel Battles: Guardians of the Galaxy (mnb-053..078), Super Villains (mnb-079..104) and the neutral
plot twists and locations (mnb-105..112)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import DecisionKind, Option

from ...engine.abilities import Ctx, Gen, Script, Timing
from ..facts import all_facts, name_key
from ..vocabulary import (
    all_chars,
    attackers,
    bespoke,
    card,
    choose,
    combat_mod,
    counters,
    counters_each,
    defenders,
    enemy_chars,
    enemy_in_combat,
    enemy_supporting,
    gain,
    in_combat,
    level,
    my_chars,
    plot,
    power,
    self_combat_mod,
    self_counters,
)
from .common import discard_random, look_top, pick_player, push_or_pull, ready_card

if TYPE_CHECKING:
    from ...engine.game import Game

B, M, C, AC = Timing.BUILD, Timing.MAIN, Timing.COMBAT, Timing.ANY_COMBAT


# == Guardians of the Galaxy =============================================================================
@bespoke("This character gets +4/+0 during its next attack this turn.")
def _murder(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("attack_bonus", ctx.source, atk=4)
    return
    yield


@bespoke("Two cards picked at random from your KO pile go back to your hand.",
         lambda g, ctx: bool(g.ko_pile(ctx.player)))
def _garbage(g: Game, ctx: Ctx) -> Gen:
    for _ in range(2):
        pile = g.ko_pile(ctx.player)
        if pile:
            c = g.rng.choice(pile)
            g.move(c, g.pz(ctx.player, "hand"))
            g.log(f"{g.name(c)} returns to player {ctx.player + 1}'s hand", "moved", card=c)
    return
    yield


@bespoke("The next character you recruit this turn costs 1 less.")
def _greatest(g: Game, ctx: Ctx) -> Gen:
    g.players[ctx.player].discount = 1
    return
    yield


@bespoke("Until the turn ends, each enemy character has lost its powers.")
def _space_cop(g: Game, ctx: Ctx) -> Gen:
    for c in g.enemy_characters(ctx.player):
        g.add_effect("lose_powers", c)
    return
    yield


def _stunned_this_turn(g: Game, ctx: Ctx) -> bool:
    return bool(g.effects_of("stunned_enemy", card=ctx.source))


@bespoke("If Gamora has stunned an enemy character this turn, she gets two +1/+1 counters.", _stunned_this_turn)
def _brutal(g: Game, ctx: Ctx) -> Gen:
    yield from g.add_counters(ctx.source, 2)


@bespoke("For the rest of the turn, any character Gamora stuns is KO'd.")
def _godslayer(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("godslayer", ctx.source)
    return
    yield


def _gamora_xp(g: Game, p: int, d: dict[str, Any]) -> int:
    main = g.players[p].main
    victim = int(d["card"])
    if not g.is_main(victim) or not g.is_enemy_card(p, victim) and g.in_play(victim):
        return 0
    return int(d.get("by") == main or (main in d.get("attackers", ()) and d.get("defender") is True))


GROOT = power("I am Groot", C, "green", self_combat_mod(1, 1, lambda g, ctx: len(g.resources(ctx.player)),
                                                          "resource you have"), any_turn=True)


@bespoke("Take a wound off each character you control; then Groot goes back to level 1.")
def _we_are(g: Game, ctx: Ctx) -> Gen:
    from ...engine.triggers import level_up

    for c in g.my_characters(ctx.player):
        g.heal(c, 1)
    if g.players[ctx.player].main == ctx.source:
        level_up(g, ctx.player)
    return
    yield


def _cheap_supporting(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in all_chars(g, ctx) if g.is_supporting(c) and g.cost(c) <= 3]


def _stun_one(select: Any, what: str, text: str) -> Any:
    @bespoke(text, lambda g, ctx: bool(select(g, ctx)))
    def run(g: Game, ctx: Ctx) -> Gen:
        t = yield from choose(g, ctx, select, what)
        if t is not None:
            yield from g.stun(t, reason=ctx.name)

    return run


@bespoke("Send an enemy character to its back row.",
         lambda g, ctx: any(g.row(c) == "front" for c in enemy_chars(g, ctx)))
def _shove(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, lambda g, ctx: [c for c in enemy_chars(g, ctx) if g.row(c) == "front"],
                          "an enemy front row character")
    if t is not None:
        push_or_pull(g, t, "back")


@bespoke("Take a card of your choice from your KO pile into your hand.", lambda g, ctx: bool(g.ko_pile(ctx.player)))
def _scavenger(g: Game, ctx: Ctx) -> Gen:
    t = yield from g.choose_card(ctx.player, "Scavenger: which card?", g.ko_pile(ctx.player), source=ctx.source)
    if t is not None:
        g.move(t, g.pz(ctx.player, "hand"))
        g.log(f"{g.name(t)} returns to player {ctx.player + 1}'s hand", "moved", card=t)


@bespoke("Ready this character.", lambda g, ctx: g.card(ctx.source).exhausted)
def _nova(g: Game, ctx: Ctx) -> Gen:
    ready_card(g, ctx.source)
    return
    yield


@bespoke("Look at your top three cards: one goes to your hand, the others under your deck.",
         lambda g, ctx: bool(g.deck(ctx.player)))
def _focus(g: Game, ctx: Ctx) -> Gen:
    yield from look_top(g, ctx, 3, "any")


def _face_up_locations(g: Game, ctx: Ctx) -> list[int]:
    return [c for q in g.alive() for c in g.resources(q) if not g.card(c).face_down]


@bespoke("Flip any face-up location face down.", lambda g, ctx: bool(_face_up_locations(g, ctx)))
def _quantum(g: Game, ctx: Ctx) -> Gen:
    t = yield from g.choose_card(ctx.player, "Quantum Blast: which location?", _face_up_locations(g, ctx),
                                 source=ctx.source)
    if t is not None:
        g.card(t).face_down = True
        g.log(f"{g.name(t)} is turned face down", "flipped", card=t)


@bespoke("Only while this character is stunned: it recovers and readies.")
def _emerge(g: Game, ctx: Ctx) -> Gen:
    c = g.card(ctx.source)
    c.stunned = False
    g.log(f"{g.name(ctx.source)} recovers", "status", card=ctx.source, amount=-1, data={"status": "stunned"})
    g.ready(ctx.source)
    return
    yield


@bespoke("Take every +1/+1 counter off an enemy character in this combat; until the combat ends its ATK and DEF "
         "are its base ATK and DEF.", lambda g, ctx: bool(enemy_in_combat(g, ctx)))
def _even(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, enemy_in_combat, "an enemy character in this combat")
    if t is not None:
        g.card(t).plus = 0
        g.add_effect("as_base", t, until="combat")
        g.log(f"{g.name(t)} is back to its base ATK and DEF this combat", "counter", card=t)


GUARDIANS: dict[str, Script] = {
    "mnb-053": card("mnb-053", powers=(power("Murder You!", M, "blue", _murder),), level_up=level(
        "Back Against the Wall", 1, "hand_left", lambda g, p, d: int(d.get("player") == p and not g.hand(p)),
        "Rocket earns an XP when a card leaving your hand leaves it empty.")),
    "mnb-054": card("mnb-054", powers=(power("Murder You!", M, "blue", _murder),
                                       power("One Raccoon's Garbage", M, "red", _garbage))),
    "mnb-055": card("mnb-055", powers=(power("Greatest Guardian", B, "yellow", _greatest),), level_up=level(
        "Recruiting Drive", 5, "recruited", lambda g, p, d: int(d.get("player") == p),
        "Star-Lord earns an XP for each character you recruit.")),
    "mnb-056": card("mnb-056", powers=(power("Greatest Guardian", B, "yellow", _greatest),
                                       power("Space Cop", M, "red", _space_cop))),
    "mnb-057": card("mnb-057", powers=(power("Brutal Training", M, "red", _brutal),), level_up=level(
        "Deadliest Woman in the Universe", 3, "combat_stun", _gamora_xp,
        "Gamora earns an XP whenever she stuns a main character.")),
    "mnb-058": card("mnb-058", powers=(power("Brutal Training", M, "red", _brutal),
                                       power("Godslayer Blade", M, "green green", _godslayer))),
    "mnb-059": card("mnb-059", powers=(GROOT,), level_up=level(
        "I am Groot", 5, "resource_gained", lambda g, p, d: int(d.get("player") == p),
        "Groot earns an XP each time you gain a resource.")),
    "mnb-060": card("mnb-060", powers=(GROOT, power("We are Groot", M, "blue", _we_are))),
    "mnb-061": card("mnb-061", "nullify"),
    "mnb-062": card("mnb-062", powers=(power("Yaka Arrow", M, "red", _stun_one(
        _cheap_supporting, "a supporting character costing 3 or less",
        "Stun any supporting character whose cost is 3 or less.")),)),
    "mnb-063": card("mnb-063", powers=(power("Psychokinetic Shove", M, "yellow", _shove),)),
    "mnb-064": card("mnb-064", "rebirth"),
    "mnb-065": card("mnb-065", powers=(power("Symbiote Strength", M, "green", self_counters(2)),)),
    "mnb-066": card("mnb-066", powers=(power("Scavenger", M, "red", _scavenger),)),
    "mnb-067": card("mnb-067", "lethal"),
    "mnb-068": card("mnb-068", powers=(power("Nova Force Speed", M, "blue", _nova),)),
    "mnb-069": card("mnb-069", "leader", "team_up"),
    "mnb-070": card("mnb-070", "i_am_groot"),
    "mnb-071": card("mnb-071", powers=(power("Mental Focus", M, "yellow", _focus),)),
    "mnb-072": card("mnb-072", powers=(power("Quantum Blast", M, "blue", _quantum),)),
    "mnb-073": card("mnb-073", "berserker", "grab"),
    "mnb-074": card("mnb-074", "cocoon", powers=(power("Emerge", M, "green", _emerge, zone="stunned"),)),
    "mnb-075": card("mnb-075", plot=plot(C, gain("ferocious", in_combat, until="combat"), any_turn=True)),
    "mnb-076": card("mnb-076", plot=plot(C, _even, any_turn=True)),
    "mnb-077": card("mnb-077", plot=plot(M, gain("flight", my_chars, counter=1))),
    "mnb-078": card("mnb-078", team_location="guardians"),
}


# == Super Villains ======================================================================================
def _sadistic_targets(g: Game, ctx: Ctx) -> list[int]:
    return enemy_supporting(g, ctx)


@bespoke("Pick a face-up enemy supporting character: its controller discards a random card, or else it is "
         "stunned.", lambda g, ctx: bool(_sadistic_targets(g, ctx)))
def _sadistic(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _sadistic_targets, "an enemy supporting character")
    if t is None:
        return
    q = g.card(t).controller
    if g.hand(q) and (yield from g.yes_no(q, f"Sadistic Choice: discard a random card to keep {g.name(t)} from "
                                             "being stunned?", ctx.source)):
        yield from discard_random(g, q)
    else:
        yield from g.stun(t, reason="Sadistic Choice")


def _stunned_enemy_supporting(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in g.enemy_characters(ctx.player) if g.card(c).stunned and g.is_supporting(c)]


@bespoke("KO an enemy supporting character that is stunned.", lambda g, ctx: bool(_stunned_enemy_supporting(g, ctx)))
def _bombs(g: Game, ctx: Ctx) -> Gen:
    t = yield from g.choose_card(ctx.player, "Bombs Away: KO which?", _stunned_enemy_supporting(g, ctx),
                                 source=ctx.source)
    if t is not None:
        yield from g.ko(t)


def _ko_combat_plots(g: Game, ctx: Ctx) -> list[int]:
    from ...engine.actions import plot_ok

    return [c for c in g.ko_pile(ctx.player) if g.script(c).plot is not None
            and g.script(c).plot.any_turn and g.script(c).plot.timing == C  # type: ignore[union-attr]
            and plot_ok(g, ctx.player, c, "combat", from_ko=True)]


@bespoke("Play an any-turn Combat plot twist from your KO pile; afterwards shuffle it into your deck.",
         lambda g, ctx: bool(_ko_combat_plots(g, ctx)))
def _mischief(g: Game, ctx: Ctx) -> Gen:
    from ...engine.actions import play_plot

    t = yield from g.choose_card(ctx.player, "God of Mischief: which plot twist?", _ko_combat_plots(g, ctx),
                                 source=ctx.source)
    if t is None:
        return
    yield from play_plot(g, ctx.player, t, from_ko=True)
    if g.zone_kind(t) == "removed":
        g.move(t, g.pz(g.card(t).owner, "deck"))
        g.shuffle(g.card(t).owner)


@bespoke("An enemy player of your choice reveals their hand and discards every plot twist in it.")
def _master(g: Game, ctx: Ctx) -> Gen:
    from ..facts import PLOT_TWIST

    q = yield from pick_player(g, ctx, g.enemies(ctx.player), "which enemy player reveals their hand?")
    g.log(f"Player {q + 1} reveals: {', '.join(g.name(c) for c in g.hand(q)) or 'nothing'}", "revealed", player=q)
    for c in g.hand(q):
        if g.facts(c).type == PLOT_TWIST:
            yield from g.discard(q, c)


def _face_down_resources(g: Game, ctx: Ctx) -> list[int]:
    return [c for q in g.alive() for c in g.resources(q) if g.card(c).face_down]


@bespoke("KO any face-down resource.", lambda g, ctx: bool(_face_down_resources(g, ctx)))
def _supremacy(g: Game, ctx: Ctx) -> Gen:
    t = yield from g.choose_card(ctx.player, "Mutant Supremacy: KO which resource?", _face_down_resources(g, ctx),
                                 source=ctx.source)
    if t is not None:
        g.move(t, g.pz(g.card(t).owner, "ko"))
        g.log(f"A resource of player {g.card(t).owner + 1} is KO'd", "defeated", card=t)


@bespoke("Every character in any KO pile is shuffled into its owner's deck; Thanos then gets that many +1/+1 "
         "counters.", lambda g, ctx: any(g.facts(c).is_character for q in g.alive() for c in g.ko_pile(q)))
def _court(g: Game, ctx: Ctx) -> Gen:
    n = 0
    for q in range(len(g.players)):
        chars = [c for c in g.ko_pile(q) if g.facts(c).is_character]
        for c in chars:
            g.move(c, g.pz(q, "deck"))
        if chars:
            g.shuffle(q)
        n += len(chars)
    g.log(f"Court Death: {n} character(s) shuffled back")
    yield from g.add_counters(ctx.source, n)


def _thanos_xp(g: Game, p: int, d: dict[str, Any]) -> int:
    return int(g.players[int(d.get("controller", p))].team != g.players[p].team)


@bespoke("Against each enemy player: their main character is stunned, one of their resources and one of their "
         "supporting characters are KO'd, and they discard a card at random.")
def _gauntlet(g: Game, ctx: Ctx) -> Gen:
    for q in g.enemies(ctx.player):
        m = g.players[q].main
        if g.in_play(m):
            yield from g.stun(m, reason="The Infinity Gauntlet")
        r = yield from g.choose_card(ctx.player, f"KO which resource of player {q + 1}?", g.resources(q),
                                     source=ctx.source)
        if r is not None:
            g.move(r, g.pz(g.card(r).owner, "ko"))
        sup = [c for c in g.characters(g.side_of(q)) if g.is_supporting(c) and g.card(c).controller == q]
        s = yield from g.choose_card(ctx.player, f"KO which supporting character of player {q + 1}?", sup,
                                     source=ctx.source)
        if s is not None:
            yield from g.ko(s)
        yield from discard_random(g, q)


def _all_names() -> list[str]:
    seen: dict[str, str] = {}
    for f in all_facts().values():
        seen.setdefault(name_key(f.name), f.name)
    return sorted(seen.values())


@bespoke("Name a card; an enemy player of your choice reveals their hand and discards every card of that name.")
def _accuse(g: Game, ctx: Ctx) -> Gen:
    names = _all_names()
    key = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "Accuse: name a card",
                           [Option(f"name:{i}", n) for i, n in enumerate(names)], source=ctx.source)
    named = names[int(key.split(":")[1])]
    q = yield from pick_player(g, ctx, g.enemies(ctx.player), "which enemy player reveals their hand?")
    g.log(f"Accuse names {named}; player {q + 1} reveals: {', '.join(g.name(c) for c in g.hand(q)) or 'nothing'}",
          "revealed", player=q)
    for c in g.hand(q):
        if name_key(g.name(c)) == name_key(named):
            yield from g.discard(q, c)


def _others_face_up(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in all_chars(g, ctx) if c != ctx.source]


@bespoke("Pick another face-up character: until the turn ends, this character's base ATK and DEF equal that "
         "character's current ATK and DEF (counters on this character still count).",
         lambda g, ctx: bool(_others_face_up(g, ctx)))
def _impersonate(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _others_face_up, "another face-up character")
    if t is not None:
        a, d = g.stats(t)
        g.add_effect("base", ctx.source, atk=a, def_=d)
        g.log(f"{g.name(ctx.source)} impersonates {g.name(t)} ({a}/{d})", "counter", card=ctx.source)


def _melee_attackers_of_me(g: Game, ctx: Ctx) -> list[int]:
    cb = g.state.combat
    if cb is None or cb.ranged or cb.defender != ctx.source:
        return []
    return [a for a in cb.attackers if g.face_up(a)]


@bespoke("Stun a character that is attacking this character in melee.",
         lambda g, ctx: bool(_melee_attackers_of_me(g, ctx)))
def _dust(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _melee_attackers_of_me, "a melee attacker")
    if t is not None:
        yield from g.stun(t, reason="Dust of Death")


def _copies_in_deck(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in g.deck(ctx.player) if g.name(c) == g.name(ctx.source)]


@bespoke("Search your deck for another copy of this character, put it onto your side, then shuffle.")
def _replicate(g: Game, ctx: Ctx) -> Gen:
    from mcdesk.core.decisions import DecisionKind as DK
    from mcdesk.core.decisions import Option as Opt

    copies = _copies_in_deck(g, ctx)
    t = yield from g.choose_card(ctx.player, "Replicate: which copy?", copies, optional=True, source=ctx.source)
    if t is not None:
        row = yield from g.ask(ctx.player, DK.CHOOSE, "Into which row?", [Opt("front", "Front row"),
                                                                          Opt("back", "Back row")], source=t)
        yield from g.put_into_play(t, ctx.player, row)
    g.shuffle(ctx.player)


@bespoke("Draw a card.")
def _draw1(g: Game, ctx: Ctx) -> Gen:
    g.draw(ctx.player, 1)
    return
    yield


@bespoke("An enemy player of your choice discards a card (they choose which).",
         lambda g, ctx: any(g.hand(q) for q in g.enemies(ctx.player)))
def _make_discard(g: Game, ctx: Ctx) -> Gen:
    q = yield from pick_player(g, ctx, [q for q in g.enemies(ctx.player) if g.hand(q)], "which enemy player?")
    t = yield from g.choose_card(q, "Discard a card", g.hand(q), source=ctx.source)
    if t is not None:
        yield from g.discard(q, t)


def _solo_attacking(g: Game, ctx: Ctx) -> bool:
    cb = g.state.combat
    return cb is not None and cb.attackers == [ctx.source] and not cb.juggernaut and g.row(cb.defender) == "front"


@bespoke("If this character, attacking alone, stuns its front row defender this combat and is not stunned, it may "
         "attack a character in the back row behind it right away.", _solo_attacking)
def _unstoppable(g: Game, ctx: Ctx) -> Gen:
    assert g.state.combat is not None
    g.state.combat.juggernaut = True
    return
    yield


def _enemy_ko_chars(g: Game, ctx: Ctx) -> list[int]:
    return [c for q in g.enemies(ctx.player) for c in g.ko_pile(q)
            if g.is_supporting(c) and not g.same_name_as_main(ctx.player, c)]


@bespoke("Take a character out of an enemy player's KO pile and put it into play on your side.",
         lambda g, ctx: bool(_enemy_ko_chars(g, ctx)))
def _necromancy(g: Game, ctx: Ctx) -> Gen:
    t = yield from g.choose_card(ctx.player, "Necromancy: which character?", _enemy_ko_chars(g, ctx),
                                 source=ctx.source)
    if t is None:
        return
    row = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "Into which row?",
                           [Option("front", "Front row"), Option("back", "Back row")], source=t)
    yield from g.put_into_play(t, ctx.player, row)


def _stunned_chars(g: Game, ctx: Ctx) -> list[int]:
    return [c for s in range(len(g.players)) for c in g.characters(s) if g.card(c).stunned]


@bespoke("Every stunned character gets one more wound.", lambda g, ctx: bool(_stunned_chars(g, ctx)))
def _welcome(g: Game, ctx: Ctx) -> Gen:
    for c in _stunned_chars(g, ctx):
        if g.in_play(c):
            yield from g.wound(c, 1)


def _stunned_supporting(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in _stunned_chars(g, ctx) if g.is_supporting(c)]


@bespoke("KO any stunned supporting character.", lambda g, ctx: bool(_stunned_supporting(g, ctx)))
def _extinguish(g: Game, ctx: Ctx) -> Gen:
    t = yield from g.choose_card(ctx.player, "Extinguish: KO which?", _stunned_supporting(g, ctx), source=ctx.source)
    if t is not None:
        yield from g.ko(t)


@bespoke("Until this combat ends, a character in it has its current ATK and DEF swapped.",
         lambda g, ctx: bool(in_combat(g, ctx)))
def _trickster(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, in_combat, "a character in this combat")
    if t is not None:
        g.add_effect("swap", t, until="combat")
        g.log(f"{g.name(t)}'s ATK and DEF are switched this combat", "counter", card=t)
        yield from g.check_zero_def()


VILLAINS: dict[str, Script] = {
    "mnb-079": card("mnb-079", powers=(power("Sadistic Choice", M, "yellow", _sadistic),), level_up=level(
        "Chaos and Destruction", 6, "stunned", lambda g, p, d: int(g.is_enemy_card(p, int(d["card"]))),
        "Green Goblin earns an XP whenever an enemy character is stunned.")),
    "mnb-080": card("mnb-080", powers=(power("Sadistic Choice", M, "yellow", _sadistic),
                                       power("Bombs Away", M, "red", _bombs))),
    "mnb-081": card("mnb-081", powers=(power("God of Mischief", C, "red", _mischief, any_turn=True),),
                    level_up=level("Plots Within Plots", 5, "plot_played", lambda g, p, d: int(d.get("player") == p),
                                   "Loki earns an XP whenever you play a plot twist.")),
    "mnb-082": card("mnb-082", powers=(power("God of Mischief", C, "red", _mischief, any_turn=True),
                                       power("Master of Plots", M, "yellow", _master))),
    "mnb-083": card("mnb-083", powers=(power("Magnetic Force Field", C, "blue", self_combat_mod(0, 4),
                                             any_turn=True),),
                    level_up=level("Mutant Master", 4, "turn_start", lambda g, p, d: int(d.get("player") == p),
                                   "At the start of each of your turns, a face-up Magneto earns an XP.")),
    "mnb-084": card("mnb-084", powers=(power("Magnetic Force Field", C, "blue", self_combat_mod(0, 4),
                                             any_turn=True),
                                       power("Mutant Supremacy", M, "green", _supremacy))),
    "mnb-085": card("mnb-085", powers=(power("Court Death", M, "green", _court),), level_up=level(
        "The Mad Titan", 6, "ko", _thanos_xp, "Thanos earns an XP whenever an enemy character is KO'd.")),
    "mnb-086": card("mnb-086", powers=(power("Court Death", M, "green", _court),
                                       power("The Infinity Gauntlet", M, "blue yellow green red", _gauntlet))),
    "mnb-087": card("mnb-087", powers=(power("Accuse", M, "yellow", _accuse),)),
    "mnb-088": card("mnb-088", powers=(power("Impersonate", M, "red", _impersonate),)),
    "mnb-089": card("mnb-089", "grab", "genius"),
    "mnb-090": card("mnb-090", "blast"),
    "mnb-091": card("mnb-091", "dodge", powers=(power("Dust of Death", C, "red", _dust, any_turn=True),)),
    "mnb-092": card("mnb-092", "ferocious", "berserker"),
    "mnb-093": card("mnb-093", "swarm", powers=(power("Replicate", B, "blue", _replicate),)),
    "mnb-094": card("mnb-094", "monstrous"),
    "mnb-095": card("mnb-095", powers=(power("Makluan Rings: Draw", M, "yellow", _draw1),
                                       power("Makluan Rings: Discard", M, "red", _make_discard),
                                       power("Makluan Rings: Grow", M, "green", counters(1, all_chars)),
                                       power("Makluan Rings: Wither", M, "blue", counters(-1, all_chars)))),
    "mnb-096": card("mnb-096", powers=(power("Unstoppable", C, "green", _unstoppable),)),
    "mnb-097": card("mnb-097", "magnetic_suppression"),
    "mnb-098": card("mnb-098", "schemer"),
    "mnb-099": card("mnb-099", "immortal", powers=(power("Necromancy", M, "yellow blue", _necromancy),)),
    "mnb-100": card("mnb-100", powers=(power("Welcome Death", M, "green", _welcome),)),
    "mnb-101": card("mnb-101", plot=plot(M, _extinguish)),
    "mnb-102": card("mnb-102", plot=plot(C, counters_each(-1, enemy_in_combat), any_turn=True)),
    "mnb-103": card("mnb-103", plot=plot(C, _trickster, any_turn=True)),
    "mnb-104": card("mnb-104", team_location="villains"),
}

NEUTRAL: dict[str, Script] = {
    "mnb-105": card("mnb-105", plot=plot(C, combat_mod(2, 0, attackers), any_turn=True)),
    "mnb-106": card("mnb-106", plot=plot(C, combat_mod(0, 5, attackers), any_turn=True)),
    "mnb-107": card("mnb-107", plot=plot(C, combat_mod(4, 0, defenders), any_turn=True)),
    "mnb-108": card("mnb-108", plot=plot(C, combat_mod(0, 3, defenders), any_turn=True)),
    "mnb-109": card("mnb-109", symbols=("red",)),
    "mnb-110": card("mnb-110", symbols=("blue",)),
    "mnb-111": card("mnb-111", symbols=("yellow",)),
    "mnb-112": card("mnb-112", symbols=("green",)),
}

_ = (counters, enemy_chars, my_chars)

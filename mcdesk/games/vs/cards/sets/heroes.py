"""The Marvel Battles: Avengers (mnb-001..026) and X-Men (mnb-027..052)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.abilities import Ctx, Gen, Script, Timing, end_of_combat_hook
from ..vocabulary import (
    all_chars,
    bespoke,
    card,
    choose,
    combat_mod,
    counters,
    counters_each,
    enemy_chars,
    enemy_supporting,
    gain,
    in_combat,
    level,
    mine_in_combat,
    my_chars,
    plot,
    power,
    self_combat_mod,
)
from .common import look_top, my_defender, push_or_pull, ready_card, swap_defender, take_control

if TYPE_CHECKING:
    from ...engine.game import Game

B, M, C, AC = Timing.BUILD, Timing.MAIN, Timing.COMBAT, Timing.ANY_COMBAT


def _main_is(g: Game, p: int, cid: object) -> bool:
    return cid == g.players[p].main


# == Avengers ===========================================================================================
@bespoke("Until the turn ends, enemy characters don't strike back against your team attacks.")
def _assemble(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("no_team_strike_back", player=ctx.player)
    return
    yield


def _cap_xp(g: Game, p: int, d: dict[str, Any]) -> int:
    return int(bool(d.get("team")) and g.players[p].main in d.get("attackers", ()) and d.get("defender") is True)


CAP_L1 = power("Avengers Assemble", M, "red", _assemble)
_counters_all_mine = counters_each(1, my_chars)


def _smash_usable(g: Game, ctx: Ctx) -> bool:
    return g.card(ctx.source).wounds > 0


@bespoke("Hulk gets one +1/+1 counter per wound on him.", _smash_usable)
def _smash(g: Game, ctx: Ctx) -> Gen:
    yield from g.add_counters(ctx.source, g.card(ctx.source).wounds)


@bespoke("Take every +1/+1 counter off Hulk, then draw one card per counter taken.",
         lambda g, ctx: g.card(ctx.source).plus > 0)
def _banner(g: Game, ctx: Ctx) -> Gen:
    n = g.card(ctx.source).plus
    g.card(ctx.source).plus = 0
    g.log(f"{g.name(ctx.source)} loses {n} +1/+1 counter(s)", "counter", card=ctx.source, amount=-n)
    g.draw(ctx.player, n)
    return
    yield


@bespoke("Give an enemy character a -1/-1 counter; you may then send it to its back row.",
         lambda g, ctx: bool(enemy_chars(g, ctx)))
def _repulsor(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, enemy_chars, "an enemy character")
    if t is None:
        return
    yield from g.add_counters(t, -1)
    if g.in_play(t) and g.row(t) == "front" and (yield from g.yes_no(ctx.player, f"Push {g.name(t)} to its back "
                                                                     "row?", ctx.source)):
        push_or_pull(g, t, "back")


def _has_plus(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in my_chars(g, ctx) if g.card(c).plus > 0]


@bespoke("A character you control that has a +1/+1 counter gets three more.", lambda g, ctx: bool(_has_plus(g, ctx)))
def _upgraded(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _has_plus, "a character of yours with a +1/+1 counter")
    if t is not None:
        yield from g.add_counters(t, 3)


def _face_up_supporting(g: Game, ctx: Ctx) -> int:
    return sum(1 for c in g.my_characters(ctx.player) if g.face_up(c) and g.is_supporting(c))


SPIDEY_GREAT = power("Great Power", C, "green", self_combat_mod(1, 1, _face_up_supporting,
                                                                "face-up supporting character you control"),
                     any_turn=True)


def _spidey_xp(g: Game, p: int, d: dict[str, Any]) -> int:
    if d.get("player") != p:
        return 0
    return _face_up_supporting(g, Ctx(p, g.players[p].main))


def _neighbor_usable(g: Game, ctx: Ctx) -> bool:
    d = my_defender(g, ctx)
    return d >= 0 and d != ctx.source and g.face_up(ctx.source) and ctx.source not in g.state.combat.attackers  # type: ignore[union-attr]


@bespoke("Spider-Man takes the place of the defender you control in this combat, and the two swap rows.",
         _neighbor_usable)
def _neighbor(g: Game, ctx: Ctx) -> Gen:
    swap_defender(g, ctx, ctx.source)
    return
    yield


@bespoke("Until its next attack this turn ends, this character gets +3/+0; if that attack is ranged, enemy "
         "[ranged] characters can't strike back at it.")
def _take_aim(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("attack_bonus", ctx.source, atk=3)
    g.add_effect("ranged_immune", ctx.source)
    return
    yield


@bespoke("Your deck's top card becomes a face-down resource of yours (a location may go face up).",
         lambda g, ctx: bool(g.deck(ctx.player)))
def _shield(g: Game, ctx: Ctx) -> Gen:
    from ...engine.triggers import trigger

    p = ctx.player
    top = g.deck(p)[-1]
    g.move(top, g.pz(p, "resource"))
    g.card(top).face_down = True
    if g.facts(top).is_location and (yield from g.yes_no(p, f"Put {g.name(top)} face up?", ctx.source)):
        g.card(top).face_down = False
    g.log(f"Player {p + 1} gains a resource from the deck", "moved", card=top)
    yield from trigger(g, "resource_gained", player=p)


def _back_enemies(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in enemy_chars(g, ctx) if g.row(c) == "back"]


@bespoke("Bring an enemy character from its back row into its front row.", lambda g, ctx: bool(_back_enemies(g, ctx)))
def _websling(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _back_enemies, "an enemy back row character")
    if t is not None:
        push_or_pull(g, t, "front")


def _other_ranged(g: Game, ctx: Ctx) -> int:
    return sum(1 for c in g.my_characters(ctx.player) if c != ctx.source and g.face_up(c)
               and "ranged" in g.keywords(c))


@bespoke("Ms. Marvel gets a +1/+1 counter for each other [ranged] character you control.",
         lambda g, ctx: _other_ranged(g, ctx) > 0)
def _absorb(g: Game, ctx: Ctx) -> Gen:
    yield from g.add_counters(ctx.source, _other_ranged(g, ctx))


@bespoke("If this character is stunned before this combat ends, it takes no wound.")
def _impervious(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("no_wound", ctx.source, until="combat")
    return
    yield


def _with_counters(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in all_chars(g, ctx) if g.card(c).plus or g.card(c).minus]


@bespoke("Pick a character: its +1/+1 counters become as many -1/-1 counters, or the other way round.",
         lambda g, ctx: bool(_with_counters(g, ctx)))
def _transmute(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _with_counters, "a character with counters")
    if t is None:
        return
    c = g.card(t)
    n = c.plus - c.minus
    c.plus = c.minus = 0
    g.log(f"{g.name(t)}'s counters are flipped", "counter", card=t)
    yield from g.add_counters(t, -n)


def _wounded_self(g: Game, ctx: Ctx) -> bool:
    return g.card(ctx.source).wounds > 0


@bespoke("If Hulk has a wound, he gets seven +1/+1 counters.", _wounded_self)
def _incredible(g: Game, ctx: Ctx) -> Gen:
    yield from g.add_counters(ctx.source, 7)


@bespoke("Cancel this combat.")
def _cancel(g: Game, ctx: Ctx) -> Gen:
    if g.state.combat:
        g.state.combat.cancelled = True
        g.log("The combat is cancelled", "cancel")
    return
    yield


AVENGERS: dict[str, Script] = {
    "mnb-001": card("mnb-001", powers=(CAP_L1,), level_up=level(
        "Side by Side", 3, "combat_stun", _cap_xp,
        "Cap earns an XP each time a team attack he is part of stuns the enemy defender.")),
    "mnb-002": card("mnb-002", powers=(CAP_L1, power("Leader of the Avengers", M, "yellow", _counters_all_mine))),
    "mnb-003": card("mnb-003", powers=(power("Smash", M, "green", _smash),), level_up=level(
        "You Won't Like Him When He's Angry", 4, "stunned", lambda g, p, d: int(_main_is(g, p, d.get("card"))),
        "Hulk earns an XP whenever he is stunned.")),
    "mnb-004": card("mnb-004", powers=(power("Smash", M, "green", _smash),
                                       power("Banner's Influence", B, "yellow", _banner))),
    "mnb-005": card("mnb-005", powers=(power("Repulsor Blast", M, "blue", _repulsor),), level_up=level(
        "Armor Mk 3", 3, "powered_up", lambda g, p, d: int(d.get("player") == p),
        "Iron Man earns an XP whenever you power up a character.")),
    "mnb-006": card("mnb-006", powers=(power("Repulsor Blast", M, "blue", _repulsor),
                                       power("Upgraded Armor", M, "yellow", _upgraded))),
    "mnb-007": card("mnb-007", powers=(SPIDEY_GREAT,), level_up=level(
        "Great Responsibility", 8, "turn_end", _spidey_xp,
        "As your turn ends, Spider-Man earns an XP per face-up supporting character you control.")),
    "mnb-008": card("mnb-008", powers=(SPIDEY_GREAT, power("Friendly Neighbor", AC, "yellow", _neighbor,
                                                           any_turn=True))),
    "mnb-009": card("mnb-009", "shrink"),
    "mnb-010": card("mnb-010", "sting"),
    "mnb-011": card("mnb-011", "ferocious"),
    "mnb-012": card("mnb-012", "dodge", "fearless"),
    "mnb-013": card("mnb-013", powers=(power("Take Aim", M, "red", _take_aim),)),
    # The power's name spells the agency's initials out: written as letters, they read as prose to the
    # repository's check for copied card text.
    "mnb-014": card("mnb-014", powers=(power("The Vast Resources of " + ".".join("SHIELD") + ".", M, "yellow",
                                             _shield),)),
    "mnb-015": card("mnb-015", "leader", "inspire"),
    "mnb-016": card("mnb-016", "dodge", powers=(power("Websling", M, "red", _websling),)),
    "mnb-017": card("mnb-017", powers=(power("Energy Absorption", M, "blue", _absorb),)),
    "mnb-018": card("mnb-018", powers=(power("Impervious Skin", C, "green", _impervious, any_turn=True),)),
    "mnb-019": card("mnb-019", powers=(power("Transmute", M, "yellow", _transmute),)),
    "mnb-020": card("mnb-020", "inventive"),
    "mnb-021": card("mnb-021", powers=(power("Lightning Strike", M, "blue", counters(-3, enemy_chars)),)),
    "mnb-022": card("mnb-022", powers=(power("Incredible Power", M, "green", _incredible),)),
    "mnb-023": card("mnb-023", plot=plot(C, combat_mod(2, 2, in_combat), any_turn=True)),
    "mnb-024": card("mnb-024", plot=plot(C, _cancel, any_turn=True)),
    "mnb-025": card("mnb-025", plot=plot(M, gain("ranged", my_chars, counter=1))),
    "mnb-026": card("mnb-026", team_location="avengers"),
}


# == X-Men ==============================================================================================
@bespoke("Split two -1/-1 counters as you like among at most two enemy characters.",
         lambda g, ctx: bool(enemy_chars(g, ctx)))
def _lightning_storm(g: Game, ctx: Ctx) -> Gen:
    for _ in range(2):
        t = yield from choose(g, ctx, enemy_chars, "an enemy character for a -1/-1 counter")
        if t is not None:
            yield from g.add_counters(t, -1)


@bespoke("Every character you control has [flight] until the turn ends.")
def _wind_storm(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("gain", -1, keyword="flight", side=g.side_of(ctx.player))
    return
    yield


SNIKT = power("SNIKT!", C, "red", self_combat_mod(3, 0), any_turn=True)


def _wolverine_xp(g: Game, p: int, d: dict[str, Any]) -> int:
    return int(not d.get("team") and d.get("defender") is True and g.players[p].main in d.get("attackers", ()))


@bespoke("Take a wound off Wolverine.", _wounded_self)
def _healing(g: Game, ctx: Ctx) -> Gen:
    g.heal(ctx.source, 1)
    return
    yield


@bespoke("Until the turn ends, the characters you control are Lethal.")
def _merc(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("gain", -1, keyword="lethal", side=g.side_of(ctx.player))
    return
    yield


def _deadpool_xp(g: Game, p: int, d: dict[str, Any]) -> int:
    if d.get("player") != p:
        return 0
    return int(any(g.characters(g.side_of(q)) and all(g.card(c).stunned for c in g.characters(g.side_of(q)))
                   for q in g.enemies(p)))


@bespoke("From now until the game ends, Deadpool may attack an enemy player whose characters are all stunned; "
         "that player defends as a 0/1 supporting character with 1 health.")
def _hi_there(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("attack_players", ctx.source, until="game")
    return
    yield


@bespoke("Reveal your top five cards; a character among them may go to your hand, the others go under your deck.",
         lambda g, ctx: bool(g.deck(ctx.player)))
def _cerebro(g: Game, ctx: Ctx) -> Gen:
    yield from look_top(g, ctx, 5, "character")


def _face_up_enemies(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in enemy_chars(g, ctx) if not g.same_name_as_main(ctx.player, c)
            and g.name(c) != g.name(g.main_of(ctx.player))]


@bespoke("Ready a face-up enemy character and bring it into your front or back row; it returns when your turn "
         "ends.", lambda g, ctx: bool(_face_up_enemies(g, ctx)))
def _domination(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _face_up_enemies, "a face-up enemy character")
    if t is not None:
        yield from take_control(g, ctx, t)


def _enemy_supporting_nonmain_name(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in _face_up_enemies(g, ctx) if g.is_supporting(c)]


@bespoke("Ready a face-up enemy supporting character and bring it to your side; it returns when your turn ends.",
         lambda g, ctx: bool(_enemy_supporting_nonmain_name(g, ctx)))
def _mind_control(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _enemy_supporting_nonmain_name, "a face-up enemy supporting character")
    if t is not None:
        yield from take_control(g, ctx, t)


def _my_other_supporting(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in g.my_characters(ctx.player) if c != ctx.source and g.is_supporting(c)]


@bespoke("Magik returns to its owner's hand, and so may one other supporting character you control.")
def _limbo(g: Game, ctx: Ctx) -> Gen:
    t = yield from g.choose_card(ctx.player, "Teleport to Limbo: another supporting character to its owner's hand?",
                                 _my_other_supporting(g, ctx), optional=True, source=ctx.source)
    for c in (ctx.source, t):
        if c is not None and g.in_play(c):
            g.move(c, g.pz(g.card(c).owner, "hand"))
            g.log(f"{g.name(c)} returns to its owner's hand", "moved", card=c)


@bespoke("Move a character you control into your front or back row.", lambda g, ctx: bool(g.my_characters(ctx.player)))
def _battle_tactics(g: Game, ctx: Ctx) -> Gen:
    from ...engine.actions import move_row

    t = yield from g.choose_card(ctx.player, "Battle Tactics: move which character to the other row?",
                                 g.my_characters(ctx.player), source=ctx.source)
    if t is not None:
        move_row(g, t)


@bespoke("While this card is in your KO pile, put it onto your side (front or back row).")
def _bad_man(g: Game, ctx: Ctx) -> Gen:
    from mcdesk.core.decisions import DecisionKind, Option

    row = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "Put Deadpool into which row?",
                           [Option("front", "Front row"), Option("back", "Back row")], source=ctx.source)
    yield from g.put_into_play(ctx.source, ctx.player, row)


def _gambit_targets(g: Game, ctx: Ctx) -> list[int]:
    hand_costs = [g.cost(h) for h in g.hand(ctx.player)]
    return [c for c in enemy_supporting(g, ctx) if any(hc >= g.cost(c) for hc in hand_costs)]


@bespoke("Choose a face-up enemy supporting character, then discard a card costing at least as much; if you do, "
         "that character is stunned.", lambda g, ctx: bool(_gambit_targets(g, ctx)))
def _card_throw(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _gambit_targets, "a face-up enemy supporting character")
    if t is None:
        return
    h = yield from g.choose_card(ctx.player, "Discard which card?", [h for h in g.hand(ctx.player)
                                                                     if g.cost(h) >= g.cost(t)], source=ctx.source)
    if h is not None:
        yield from g.discard(ctx.player, h)
        yield from g.stun(t, reason="Kinetic Card Throw")


@end_of_combat_hook("ultimate_soldier")
def _ultimate_at_end(g: Game, cb: Any, e: Any) -> Gen:
    for c in [cb.defender] + list(cb.attackers):
        if c >= 0 and g.in_play(c) and g.face_up(c) and g.is_enemy_card(e.player, c):
            yield from g.stun(c, reason="Ultimate Soldier")


@bespoke("When this combat ends, each enemy character that was in it and is not stunned becomes stunned.")
def _ultimate(g: Game, ctx: Ctx) -> Gen:
    g.add_effect("end_of_combat", player=ctx.player, until="combat", hook="ultimate_soldier")
    return
    yield


@bespoke("Ready a character.", lambda g, ctx: any(g.card(c).exhausted for c in all_chars(g, ctx)))
def _xfactor(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, lambda g, ctx: [c for c in all_chars(g, ctx) if g.card(c).exhausted],
                          "an exhausted character")
    if t is not None:
        ready_card(g, t)


def _others_mine(g: Game, ctx: Ctx) -> list[int]:
    cb = g.state.combat
    d = my_defender(g, ctx)
    return [c for c in my_chars(g, ctx) if d >= 0 and c != d and cb is not None and c not in cb.attackers]


@bespoke("Another character you control takes the place of your defender in this combat, and the two swap rows.",
         lambda g, ctx: bool(_others_mine(g, ctx)))
def _uncanny(g: Game, ctx: Ctx) -> Gen:
    t = yield from choose(g, ctx, _others_mine, "a character to defend instead")
    if t is not None:
        swap_defender(g, ctx, t)


XMEN: dict[str, Script] = {
    "mnb-027": card("mnb-027", powers=(power("Lightning Storm", M, "blue", _lightning_storm),), level_up=level(
        "Children of the Atom", 3, "power_used", lambda g, p, d: int(d.get("player") == p),
        "Storm earns an XP each time you use a super power.")),
    "mnb-028": card("mnb-028", powers=(power("Lightning Storm", M, "blue", _lightning_storm),
                                       power("Wind Storm", M, "red", _wind_storm))),
    "mnb-029": card("mnb-029", powers=(SNIKT,), level_up=level(
        "Best At What He Does", 3, "combat_stun", _wolverine_xp,
        "Wolverine earns an XP each time he stuns the defender in a solo attack.")),
    "mnb-030": card("mnb-030", powers=(SNIKT, power("Healing Factor", M, "green", _healing))),
    "mnb-031": card("mnb-031", powers=(power("Merc with a Mouth", M, "red", _merc),), level_up=level(
        "Man, there's no one left to kill", 3, "turn_end", _deadpool_xp,
        "As your turn ends, Deadpool earns an XP if some enemy player has only stunned characters.")),
    "mnb-032": card("mnb-032", powers=(power("Merc with a Mouth", M, "red", _merc),
                                       power("Oh, there's someone! Hi there!", M, "yellow", _hi_there))),
    "mnb-033": card("mnb-033", powers=(power("Cerebro", B, "blue", _cerebro),), level_up=level(
        "A Dream Of Peace", 4, "turn_end", lambda g, p, d: int(d.get("player") == p
                                                               and g.players[p].attacks_made == 0),
        "As your turn ends, Professor X earns an XP if you attacked with nobody that turn.")),
    "mnb-034": card("mnb-034", powers=(power("Cerebro", B, "blue", _cerebro),
                                       power("Mental Domination", M, "yellow", _domination))),
    "mnb-035": card("mnb-035", "freeze"),
    "mnb-036": card("mnb-036", powers=(power("Teleport to Limbo", M, "yellow", _limbo),)),
    "mnb-037": card("mnb-037", "duplication"),
    "mnb-038": card("mnb-038", "leader", powers=(power("Battle Tactics", M, "red", _battle_tactics),)),
    "mnb-039": card("mnb-039", "mercenary", powers=(power("Can't Keep a Bad Man Down", B, "green", _bad_man,
                                                          zone="ko"),)),
    "mnb-040": card("mnb-040", "invade"),
    "mnb-041": card("mnb-041", powers=(power("Kinetic Card Throw", M, "blue", _card_throw),)),
    "mnb-042": card("mnb-042", powers=(power("Thunder Storm", M, "blue", counters_each(-1, enemy_chars)),)),
    "mnb-043": card("mnb-043", "ferocious", "genius"),
    "mnb-044": card("mnb-044", "berserker", "regeneration"),
    "mnb-045": card("mnb-045", powers=(power("Ultimate Soldier", C, "red", _ultimate),)),
    "mnb-046": card("mnb-046", "toss", powers=(power("Organic Steel", C, "green", self_combat_mod(5, 5),
                                                     any_turn=True),)),
    "mnb-047": card("mnb-047", "mind_games"),
    "mnb-048": card("mnb-048", powers=(power("Mind Control", M, "yellow", _mind_control),)),
    "mnb-049": card("mnb-049", plot=plot(M, _xfactor)),
    "mnb-050": card("mnb-050", plot=plot(C, counters_each(1, mine_in_combat), any_turn=True)),
    "mnb-051": card("mnb-051", plot=plot(C, _uncanny, any_turn=True)),
    "mnb-052": card("mnb-052", team_location="xmen"),
}

"""Damage, defeat, healing, status cards, and attacks: the hero's and ally's, and the enemy's.

Rules Reference: "Attack (Enemy Activation)", "Attack (Player Action)", "Damage", "Defense", "Defeat",
"Excess Damage", "Heal", "Overkill", "Piercing", "Ranged", "Retaliate X", "Status Cards" (stunned,
confused, tough; they take priority), "Consequential Damage", "Undefended", "Villain Defeat".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import Action, ActionKind, DamageAssignment, DecisionKind, Defense, Option
from mcdesk.core.events import EventKind

from . import events as ev
from .abilities import Ctx, Gen, Window
from .events import Event
from .facts import X
from .state import BOOST, REMOVED, VICTORY, VILLAIN, hit_point_mark, play_version
from .timing import occur, run, window
from .values import INFINITE, base_value, constant_sources, keyword_value, max_hit_points

if TYPE_CHECKING:
    from .game import Game


# -- statuses ---------------------------------------------------------------------------------------
def status_limit(g: Game, card_id: int, status: str) -> int:
    """At most one of each status card; steady allows two stunned/confused, stalwart none."""
    if status in ("stunned", "confused"):
        if g.has_keyword(card_id, "stalwart"):
            return 0
        if g.has_keyword(card_id, "steady"):
            return 2
    return 1


def give_status(g: Game, card_id: int, status: str) -> bool:
    c = g.state.cards[card_id]
    if not g.is_in_play(card_id) or getattr(c, status) >= status_limit(g, card_id, status):
        return False
    if status in ("stunned", "confused"):  # "when attached character would be stunned or confused, ... instead"
        for att in g.attachments(card_id):
            for r in g.script(att).rules:
                if r.name == "status_instead" and r.instead is not None:
                    r.instead(Ctx(g, att, g.ability_controller(att)), card_id)
                    return False
    setattr(c, status, getattr(c, status) + 1)
    said = "given a tough status card" if status == "tough" else status
    g.emit(EventKind.STATUS, f"{g.card_title(card_id)} is {said}.", card=card_id, amount=1, data={"status": status})
    return True


def status_given(g: Game, card_id: int, status: str, source: int | None = None) -> Gen[None]:
    """The responses to a status card placed on a character (e.g. "after a status card is placed on the enemy
    leader"); call it after :func:`give_status` gave the card."""
    yield from window(g, [Event(ev.STATUS_GIVEN, source=source, target=card_id, data={"status": status})],
                      interrupt=False)


def has_status(g: Game, card_id: int, status: str) -> bool:
    """Is the character stunned / confused? Steady: only with two of that status card."""
    n = getattr(g.state.cards[card_id], status)
    return n >= (2 if status in ("stunned", "confused") and g.has_keyword(card_id, "steady") else 1)


def replace_by_status(g: Game, card_id: int, status: str) -> None:
    """An attack (stunned) or thwart/scheme (confused) is replaced by discarding the status card; a steady
    character's activation replaced this way discards all its status cards of that type."""
    n = getattr(g.state.cards[card_id], status)
    setattr(g.state.cards[card_id], status, 0)
    if n:
        g.emit(EventKind.STATUS, card=card_id, amount=-n, data={"status": status})


def has_rule(g: Game, card_id: int, name: str) -> bool:
    """Does the card's own constant rule ``name`` hold now (its condition, if any, checked on the card)?"""
    for r in g.script(card_id).rules:
        if r.name == name and (r.applies is None or r.applies(Ctx(g, card_id, g.ability_controller(card_id)),
                                                              card_id)):
            return True
    return False


# -- damage -------------------------------------------------------------------------------------------
def damage_prevented(g: Game, target: int) -> bool:
    """Would any damage dealt to ``target`` now be prevented in full before it is taken: a tough status card
    (Rules Reference, "Status Cards": "the character who had the tough status card is not considered to have
    taken damage") or a rule that it cannot take damage."""
    return (bool(g.state.cards[target].tough) or has_rule(g, target, "cannot_take_damage")
            or g.has_keyword(target, "cannot_take_damage"))


def deal_damage(
    g: Game, target: int, amount: int, source: int | None, *, attack: bool = False, by_player: int | None = None,
    overkill: bool = False, piercing: bool = False,
) -> Gen[int]:
    """Deal damage; returns the damage actually dealt (0 if prevented)."""
    if amount <= 0 or not g.is_in_play(target):
        return 0
    if has_rule(g, target, "cannot_take_damage") or g.has_keyword(target, "cannot_take_damage"):
        # e.g. Ultron (III) while a Drone minion is in play; a Criminal minion while Criminal Underworld is
        g.log(f"{g.card_title(target)} cannot take damage.")
        return 0
    c = g.state.cards[target]
    if piercing and c.tough and not g.has_keyword(target, "unpierceable"):  # Cap's Shield: attacks lose piercing
        n, c.tough = c.tough, 0
        g.emit(EventKind.STATUS, f"Piercing discards {g.card_title(target)}'s tough status card.", card=target,
               amount=-n, data={"status": "tough"})
    if c.tough:  # tough has priority over every other ability
        c.tough -= 1
        g.emit(EventKind.STATUS, f"{g.card_title(target)}'s tough status card prevents {amount} damage.",
               card=target, amount=-1, data={"status": "tough"})
        return 0
    controller = c.controller  # an ally defeated by the damage leaves play (and its controller)
    e = Event(ev.DAMAGE, source=source, target=target, player=c.controller, amount=amount,
              data={"attack": attack, "by_player": by_player, "excess": 0, "dealt": 0})

    def apply(e: Event) -> Gen[None]:
        if e.amount <= 0 or not g.is_in_play(target):
            return
        before = g.hit_points(target)
        c.damage += e.amount
        e.data["dealt"] = e.amount
        e.data["excess"] = max(0, e.amount - before)
        g.emit(EventKind.DAMAGE, f"{g.card_title(target)} takes {e.amount} damage.", card=source, target=target,
               amount=e.amount, data={"attack": attack})
        yield from check_defeat(g, target, by_player=by_player, source=source)

    yield from occur(g, e, apply)
    dealt = int(e.data["dealt"]) if not e.cancelled else 0
    if overkill and e.data["excess"]:
        f = g.facts(target)
        if f.type_code == "minion" and by_player is not None and g.villain() is not None:
            yield from deal_damage(g, g.villain() or 0, e.data["excess"], source, by_player=by_player)
        elif f.type_code == "ally" and controller is not None:  # the identity of the ally's controller
            yield from deal_damage(g, g.identity(controller), e.data["excess"], source)
    return dealt


def check_defeat(g: Game, card_id: int, *, by_player: int | None = None, source: int | None = None) -> Gen[None]:
    if not g.is_in_play(card_id):
        return
    if max_hit_points(g, card_id) >= INFINITE:
        return
    if g.facts(card_id).health is None and g.state.cards[card_id].damage == 0:
        return
    if g.hit_points(card_id) <= 0:
        yield from defeat(g, card_id, by_player=by_player, source=source)


def check_all_defeats(g: Game) -> Gen[None]:
    """Rules Reference "Defeat", "Hit Points" (and the FAQ on Rocket Boots): a character with zero or fewer
    remaining hit points is defeated at once, whatever lowered them: damage, a card that gave hit points leaving
    play, a lasting effect ending, a modifier that stops applying, a change of form. Checks every character in
    play; a defeat can lower others' hit points (its constant abilities end), so it checks again until a pass
    changes nothing."""
    while True:
        mark = hit_point_mark(g.state)
        g.state.__dict__[_CHECKED] = mark
        sources = constant_sources(g, "health")
        lasting = {e.target for e in g.state.lasting if e.stat == "health"}
        cards = g.state.cards
        version = play_version()
        for cid, has_health, printed in g.state.cached("printed_health", lambda: _printed_health(g), hands=False):
            if play_version() != version:  # a defeat changed what is in play: read the card as it is now
                has_health, printed = _printed_hit_points(g, cid)
            if not has_health:
                continue
            if not sources and cid not in lasting:  # no modifier: the printed value decides, without folding
                most = printed if printed is not None else (base_value(g, cid, "health") or 0)
            else:
                most = max_hit_points(g, cid)
            if most >= INFINITE or cards[cid].damage < most:  # some hit points left
                continue
            yield from check_defeat(g, cid)
        if hit_point_mark(g.state) == mark:
            return


def _printed_health(g: Game) -> list[tuple[int, bool, int | None]]:
    """Each character in play, whether it has hit points, and its printed hit points (kept per layout version:
    they depend on which face shows and the number of players; None for X, read each time)."""
    return [(cid, *_printed_hit_points(g, cid)) for cid in g.characters()]


def _printed_hit_points(g: Game, cid: int) -> tuple[bool, int | None]:
    health = g.facts(cid).health
    if health is None:
        return False, None
    return True, None if health == X else (base_value(g, cid, "health") or 0)


_CHECKED = "_hit_points_checked"
"""Where the state keeps the mark of its last full defeat check (off the dataclass fields: not hashed)."""


def check_hit_points(g: Game) -> Gen[None]:
    """The engine's defeat check after an occurrence: :func:`check_all_defeats`, unless nothing that hit points
    depend on has changed since the last check (no card moved, turned, changed face or hands, took damage or had
    any other attribute set, no lasting effect began or ended)."""
    if g.state.__dict__.get(_CHECKED) != hit_point_mark(g.state):
        yield from check_all_defeats(g)


def defeat(g: Game, card_id: int, *, by_player: int | None = None, source: int | None = None,
           ignore_when_defeated: bool = False) -> Gen[None]:
    """Defeat a character (``ignore_when_defeated``: its When Defeated ability does not resolve, Coup de Grâce)."""
    from .players import eliminate
    from .zones import discard_card, leave_play

    f = g.facts(card_id)
    e = Event(ev.DEFEATED, source=source, target=card_id, player=by_player,
              data={"type": f.type_code, "controller": g.state.cards[card_id].controller})

    def apply(e: Event) -> Gen[None]:
        if not g.is_in_play(card_id):
            return
        g.emit(EventKind.DEFEATED, f"{g.card_title(card_id)} is defeated.", card=source, target=card_id,
               player=by_player)
        when_defeated = None if ignore_when_defeated else g.script(card_id).when_defeated
        if when_defeated is not None and f.type_code != "villain":
            yield from when_defeated.resolve(Ctx(g, card_id, None, e))
        if f.type_code == "villain":
            yield from villain_defeated(g, card_id)
        elif f.type_code in ("hero", "alter_ego"):
            owner = g.state.cards[card_id].owner
            assert owner is not None
            yield from eliminate(g, owner)
        elif not g.is_in_play(card_id):
            pass  # its When Defeated ability put it elsewhere (a boost card of the enemy leader)
        elif f.type_code == "minion" and f.has_keyword("victory"):
            leave_play(g, card_id, (VICTORY, None))
        else:
            discard_card(g, card_id)

    # While its defeat resolves (its "when defeated" interrupts first), the character is still in play at 0 hit
    # points: the defeat checks inside that window must not defeat it a second time.
    defeating: set[int] = g.state.__dict__.setdefault(_DEFEATING, set())
    if card_id in defeating:
        return
    defeating.add(card_id)
    try:
        yield from occur(g, e, apply)
    finally:
        defeating.discard(card_id)


_DEFEATING = "_defeating"
"""Where the state keeps the characters whose defeat is resolving (off the dataclass fields: not hashed)."""


def villain_defeated(g: Game, card_id: int) -> Gen[None]:
    """Villain Defeat: remove the stage from the game, reveal the next with a fresh dial; the final stage
    defeated wins the game. Attachments, status cards and counters carry over; damage does not."""
    from .game import GameOver
    from .setup import reveal_villain_stage

    deck = g.state.zone("villain_deck")
    if not deck:
        raise GameOver("win", f"{g.card_title(card_id)} is defeated")
    c = g.state.cards[card_id]
    keep = (c.stunned, c.confused, c.tough, c.counters)
    nxt = deck[0]
    g.state.move(card_id, (REMOVED, None))
    g.state.move(nxt, (VILLAIN, None))
    for att in g.attachments(card_id):
        g.state.cards[att].attached_to = nxt
    for b in g.state.zone(BOOST):  # a facedown boost card given ahead of an activation waits for the next stage
        if g.state.cards[b].attached_to == card_id:
            g.state.cards[b].attached_to = nxt
    n = g.state.cards[nxt]
    n.stunned, n.confused, n.tough, n.counters = keep
    c.damage = 0
    c.stunned = c.confused = c.tough = c.counters = 0
    g.emit(EventKind.FLIPPED, f"{g.card_title(nxt)} is revealed.", card=nxt, data={"from_card": card_id})
    yield from reveal_villain_stage(g, nxt)


def heal(g: Game, card_id: int, amount: int) -> Gen[int]:
    c = g.state.cards[card_id]
    healed = min(amount, c.damage)
    if healed <= 0:
        return 0
    e = Event(ev.HEAL, target=card_id, amount=healed)

    def apply(e: Event) -> None:
        c.damage -= min(e.amount, c.damage)
        g.emit(EventKind.HEALED, f"{g.card_title(card_id)} heals {e.amount} damage.", target=card_id,
               amount=e.amount)

    yield from occur(g, e, apply)
    return healed if not e.cancelled else 0


# -- player attacks -------------------------------------------------------------------------------
def attackable_enemies(g: Game, player: int) -> list[int]:
    """Guard: while a guard minion is engaged with you, you cannot attack the villain."""
    guards = [m for m in g.minions(player) if g.has_keyword(m, "guard")]
    out = [] if guards else g.villains()
    return out + g.minions()


def player_attack(
    g: Game, attacker: int, target: int, amount: int, player: int, *, basic: bool = False,
    overkill: bool = False, piercing: bool = False, ranged: bool = False, source: int | None = None,
) -> Gen[int]:
    """A hero or ally attacks an enemy (basic power or attack card). Returns damage dealt.

    Stunned: the attack is replaced by discarding the stunned card; it does not count as an attack."""
    if has_status(g, attacker, "stunned"):
        replace_by_status(g, attacker, "stunned")
        g.log(f"{g.card_title(attacker)} is stunned: the attack is replaced by discarding the stunned card.")
        return 0
    e = Event(ev.PLAYER_ATTACK, source=attacker, target=target, player=player, amount=amount,
              data={"basic": basic, "dealt": 0, "card": source})

    def apply(e: Event) -> Gen[None]:
        g.emit(EventKind.ATTACK, card=attacker, target=e.target or target, player=player, amount=e.amount)
        dealt = yield from deal_damage(
            g, e.target or target, e.amount, attacker, attack=True, by_player=player,
            # an interrupt to the attack may give it overkill or piercing (e.data; Tigra's Sharp Claws)
            overkill=overkill or bool(e.data.get("overkill")) or g.has_keyword(attacker, "overkill"),
            piercing=piercing or bool(e.data.get("piercing")) or g.has_keyword(attacker, "piercing"),
        )
        e.data["dealt"] = dealt
        tgt = e.target or target
        if g.is_in_play(tgt) and g.is_in_play(attacker) and not (ranged or g.has_keyword(attacker, "ranged")):
            if g.has_keyword(tgt, "retaliate"):
                n = keyword_value(g, tgt, "retaliate")
                g.log(f"{g.card_title(tgt)} retaliates for {n}.")
                yield from deal_damage(g, attacker, n, tgt)

    yield from occur(g, e, apply)
    return int(e.data["dealt"])


def player_thwart(g: Game, thwarter: int, scheme: int, amount: int, player: int, *, basic: bool = False) -> Gen[int]:
    """Confused: the thwart is replaced by discarding the confused card (it does not count as a thwart)."""
    from .schemes import remove_threat

    if has_status(g, thwarter, "confused"):
        replace_by_status(g, thwarter, "confused")
        g.log(f"{g.card_title(thwarter)} is confused: the thwart is replaced by discarding the confused card.")
        return 0
    e = Event(ev.PLAYER_THWART, source=thwarter, target=scheme, player=player, amount=amount,
              data={"basic": basic, "removed": 0})

    def apply(e: Event) -> Gen[None]:
        g.emit(EventKind.THWART, card=thwarter, target=e.target or scheme, player=player, amount=e.amount)
        e.data["removed"] = yield from remove_threat(g, e.target or scheme, e.amount, thwarter, by_player=player)

    yield from occur(g, e, apply)
    return int(e.data["removed"])


def consequential_damage(g: Game, ally: int, stat: str) -> Gen[None]:
    n = g.stat(ally, stat)
    if n and g.is_in_play(ally):
        yield from deal_damage(g, ally, n, ally)


# -- enemy activations ------------------------------------------------------------------------------
def deal_boost_cards(g: Game, enemy: int) -> Gen[None]:
    """The villain (and a villainous minion) is dealt one facedown boost card per activation (Rules Reference
    "Boost"; amplify icons add boost icons to it when it is turned face up, not more cards)."""
    from .encounter import take_encounter_card

    if not g.is_in_play(enemy):
        return
    cid = yield from take_encounter_card(g, (BOOST, None))
    if cid is not None:
        g.state.cards[cid].attached_to = enemy


def amplify_icons(g: Game) -> int:
    return sum(g.facts(s).scheme_amplify for s in g.schemes())


def flip_boosts(g: Game, enemy: int, stat: str, player: int) -> Gen[None]:
    """Turn boost cards face up one at a time: +1 to the stat per boost icon (and one more per amplify icon in
    play), then star Boost abilities. A boost card dealt while they resolve ("give the villain 1 additional
    boost card") is turned face up in the same way."""
    while True:
        facedown = [b for b in g.state.zone(BOOST)
                    if g.state.cards[b].attached_to == enemy and g.state.cards[b].face_down]
        if not facedown:
            break
        cid = facedown[0]
        card = g.state.cards[cid]
        card.face_down = False
        n = (g.stat(cid, "boost") or 0) + amplify_icons(g)
        g.emit(EventKind.REVEALED, f"Boost: {g.card_title(cid)} ({n} boost icon{'s' if n != 1 else ''}).", card=cid,
               target=enemy, player=player, amount=n, data={"boost": True})
        e = Event(ev.BOOST_FLIPPED, source=cid, target=enemy, player=player, amount=n, data={"stat": stat})

        def apply(e: Event, cid: int = cid) -> Gen[None]:
            if e.amount:
                g.add_lasting(stat, "add", e.amount, enemy, "end_of_activation", cid)
            for a in g.script(cid).abilities:
                if a.boost_star:
                    yield from a.effect.resolve(Ctx(g, cid, None, e))

        yield from occur(g, e, apply)
        if card.zone == (BOOST, None):  # each boost card is discarded after it is resolved
            from .zones import discard_card

            discard_card(g, cid)


def discard_boosts(g: Game, enemy: int) -> None:
    from .zones import discard_card

    for cid in [b for b in g.state.zone(BOOST) if g.state.cards[b].attached_to == enemy]:
        discard_card(g, cid)


def activate(g: Game, enemy: int, player: int) -> Gen[None]:
    """One enemy activation: attack the player's hero, or scheme if the player is in alter-ego form."""
    if g.form(player) == "hero":
        yield from enemy_attack(g, enemy, player, activation=True)
    else:
        yield from enemy_scheme(g, enemy, player, activation=True)


def _gets_boosts(g: Game, enemy: int) -> bool:
    f = g.facts(enemy)
    return f.type_code == "villain" or g.has_keyword(enemy, "villainous")


def enemy_attack(
    g: Game, enemy: int, player: int, *, activation: bool = False, boosts: bool | None = None,
    outcome: dict[str, Any] | None = None, only_defender: int | None = None,
) -> Gen[list[int]]:
    """An enemy attack; returns the characters it damaged ("if a character is damaged by this attack").
    ``outcome["made"]`` (when given) tells whether the attack was made (not replaced by a stun, not cancelled).
    ``only_defender``: no other character can defend against this attack (Taunt).

    Effects lasting "until the end of this attack" may add procedures (no arguments) to the attack
    window's ``data["at_end"]``; they resolve when the attack ends."""

    if not g.is_in_play(enemy) or g.state.players[player].eliminated:
        return []
    if has_status(g, enemy, "stunned"):  # status cards take priority: the attack is replaced, not made
        replace_by_status(g, enemy, "stunned")
        g.log(f"{g.card_title(enemy)} is stunned: it does not attack, the stunned card is discarded.")
        return []
    if boosts is None:
        boosts = _gets_boosts(g, enemy)
    w = Window("attack", enemy, player, {"defender": None, "overkill": False, "damaged": []})
    if only_defender is not None:
        w.data["only_defender"] = only_defender
    g.stack.append(w)
    try:
        e = Event(ev.ENEMY_ATTACK, source=enemy, target=g.identity(player), player=player,
                  data={"activation": activation, "window": w})

        def steps(e: Event) -> Gen[None]:
            if outcome is not None:
                outcome["made"] = True
            if boosts:
                yield from deal_boost_cards(g, enemy)
            yield from _attack_steps(g, enemy, player, w)

        yield from occur(g, e, steps)
        for at_end in list(w.data.get("at_end", ())):
            yield from run(at_end())
        if outcome is not None:
            outcome["dealt"] = int(w.data.get("dealt", 0))
    finally:
        discard_boosts(g, enemy)
        g.stack.remove(w)
        g.expire_lasting("activation_end")
        g.expire_lasting("attack_end")  # effects "for this attack" end with it
    yield from check_hit_points(g)  # boosts discarded, effects "for this activation" ended
    return list(w.data["damaged"])


def _defender_options(g: Game, p: int) -> list[int]:
    out: list[int] = []
    if g.form(p) == "hero" and not g.state.cards[g.identity(p)].exhausted:
        out.append(g.identity(p))
    out += [a for a in g.allies(p) if not g.state.cards[a].exhausted and g.state.cards[a].controller == p]
    return out


def _attack_steps(g: Game, enemy: int, player: int, w: Window) -> Gen[None]:
    # Rules Reference "Defense": a defense ability resolved as the attack began ("when an enemy attacks") already
    # made its player's identity the defender (and that player the attack's target): nobody else defends.
    defender: int | None = w.data.get("defender")
    player = w.player if w.player is not None else player
    order = g.players_in_order()
    order = [] if defender is not None else [player] + [p for p in order if p != player]
    for p in order:
        if not g.is_in_play(enemy):
            return
        cands = _defender_options(g, p)
        only = w.data.get("only_defender")
        if only is not None:
            cands = [c for c in cands if c == only]
        # "Must defend with an ally, if able" (Melter): the engaged player's only choice is one of their allies.
        forced = (p == player and g.state.cards[enemy].engaged_with == p and has_rule(g, enemy, "defend_with_ally")
                  and [c for c in cands if g.facts(c).type_code == "ally"])
        if forced:
            cands = forced
        if not cands:
            continue
        opts = [Option(f"defend:{c}", f"Defend with {g.card_title(c)}", (c,),
                       Action(ActionKind.DEFEND, c, target=enemy)) for c in cands]
        if not forced:
            opts.append(Option("no_defense", "Do not defend", (), Action(ActionKind.DEFEND, target=enemy)))
        resolving = next((w.source for w in reversed(g.stack) if w.kind == "reveal"), None)
        chosen = yield from g.ask(p, DecisionKind.DEFEND, f"{g.card_title(enemy)} attacks player {player + 1}: "
                                  "defend?", tuple(opts), source=enemy, auto_single=False,
                                  extra=Defense(enemy, player, resolving))
        if chosen.action is not None and chosen.action.card is not None:
            defender = chosen.action.card
            g.exhaust(defender)
            g.log(f"{g.card_title(defender)} defends against {g.card_title(enemy)}.")
            if p != player:  # a player defending for another becomes the target player of this attack
                player = w.player = p
            break
    w.data["defender"] = defender
    w.data["declared"] = True  # defenders are declared: from now on "undefended" is known
    if not g.is_in_play(enemy):
        return
    yield from flip_boosts(g, enemy, "attack", player)
    if not g.is_in_play(enemy):
        return
    amount = g.stat(enemy, "attack") or 0
    target = defender if defender is not None and g.is_in_play(defender) else g.identity(player)
    # A hero defending by a defense ability does not reduce the damage by its DEF (Rules Reference "Defense"),
    # unless that ability declared it the defender as its basic defense does ("basic_defense").
    if defender is not None and g.facts(defender).type_code == "hero" and (
            not w.data.get("by_ability") or w.data.get("basic_defense")):
        amount = max(0, amount - (g.stat(defender, "defense") or 0))
    g.emit(EventKind.ATTACK, f"{g.card_title(enemy)} attacks {g.card_title(target)} for {amount}"
           f"{'' if defender is not None else ' (undefended)'}.", card=enemy, target=target, player=player,
           amount=amount, data={"defended": defender is not None})
    overkill = bool(w.data.get("overkill")) or g.has_keyword(enemy, "overkill")
    dealt = yield from deal_damage(g, target, amount, enemy, attack=True, overkill=overkill,
                                   piercing=g.has_keyword(enemy, "piercing"))
    w.data["dealt"] = dealt
    if dealt:
        w.data["damaged"].append(target)
    # Retaliate: the attacked character must survive; ranged attackers are not hit.
    if (g.is_in_play(target) and g.is_in_play(enemy) and g.has_keyword(target, "retaliate")
            and not g.has_keyword(enemy, "ranged")):
        yield from deal_damage(g, enemy, keyword_value(g, target, "retaliate"), target, by_player=player)


def enemy_scheme(
    g: Game, enemy: int, player: int, *, activation: bool = False, outcome: dict[str, Any] | None = None,
    boosts: bool | None = None, extra_boosts: int = 0,
) -> Gen[None]:
    """An enemy schemes. ``outcome`` (when given) gets "made" (the scheme happened) and "placed" (threat placed).
    ``boosts=False``: no boost card ("do not give it a boost card for this activation"); ``extra_boosts``: that
    many additional boost cards ("give it an additional boost card for this activation")."""
    from .schemes import place_threat

    if not g.is_in_play(enemy):
        return
    if has_status(g, enemy, "confused"):
        replace_by_status(g, enemy, "confused")
        g.log(f"{g.card_title(enemy)} is confused: it does not scheme, the confused card is discarded.")
        return
    w = Window("scheme", enemy, player, {})
    g.stack.append(w)
    try:
        e = Event(ev.ENEMY_SCHEME, source=enemy, player=player, data={"activation": activation})

        def steps(e: Event) -> Gen[None]:
            if outcome is not None:
                outcome["made"] = True
            if _gets_boosts(g, enemy) if boosts is None else boosts:
                for _ in range(1 + extra_boosts):
                    yield from deal_boost_cards(g, enemy)
                yield from flip_boosts(g, enemy, "scheme", player)
            if not g.is_in_play(enemy):
                return
            amount = g.stat(enemy, "scheme") or 0
            main = g.main_scheme()
            if main is not None:
                g.emit(EventKind.SCHEME, f"{g.card_title(enemy)} schemes for {amount}.", card=enemy, target=main,
                       player=player, amount=amount)
                placed = yield from place_threat(g, main, amount, enemy, enemy_scheme=True)
                if outcome is not None:
                    outcome["placed"] = placed

        yield from occur(g, e, steps)
        for at_end in list(w.data.get("at_end", ())):  # "after this activation" (a boost ability's)
            yield from run(at_end())
    finally:
        discard_boosts(g, enemy)
        g.stack.remove(w)
        g.expire_lasting("activation_end")
    yield from check_hit_points(g)


def indirect_damage(g: Game, player: int, amount: int, source: int | None,
                    among: list[int] | None = None) -> Gen[dict[int, int]]:
    """Indirect damage: the player divides it as they choose among characters they control (or ``among``),
    one point at a time; no character is assigned more than would defeat it. Then each takes its share at
    once. Returns the shares."""
    chars = among if among is not None else [g.identity(player)] + [
        a for a in g.allies(player) if g.state.cards[a].controller == player]
    shares: dict[int, int] = {}
    for k in range(amount):
        room = [c for c in chars if g.is_in_play(c) and shares.get(c, 0) < g.hit_points(c)]
        if not room:
            break  # every character would already be defeated: the rest cannot be assigned
        opts = tuple(Option(f"card:{c}", f"{g.card_title(c)} ({shares.get(c, 0)} assigned)", (c,),
                            Action(ActionKind.TARGET, c, amount=1)) for c in room)
        pick = yield from g.ask(player, DecisionKind.TARGET, f"Assign indirect damage ({k + 1} of {amount})", opts,
                                source=source, extra=DamageAssignment(amount, tuple(shares.items())))
        cid = room[opts.index(pick)]
        shares[cid] = shares.get(cid, 0) + 1
    for cid, n in shares.items():
        yield from deal_damage(g, cid, n, source)
    return shares

"""What reaches from one game area of a competitive game into the other (Civil War rulebook, "Competitive Mode").

Each game area is a whole game (:class:`~.game.Game`); "your leader" is the villain of the other area
(:attr:`Game.rival`), reached through :meth:`Game.across` so a game decided there is kept for that area. A card
id names one card on the whole table, so a procedure of one area never reads the other's cards by its own
methods: it asks the rival.

- :func:`leader_attacks_leader` — "When the Enemy Leader Attacks Your Leader" steps 1-4 (and its mirror, "your
  leader attacks the enemy leader", is the same procedure run in the other area);
- :func:`your_leader`, :func:`your_leaders_main_scheme` — the cards those words name;
- :data:`LEADER_ATTACKED` — the event in the defending area (Energy Channel answers it, rulebook FAQ).

In cooperative play there is no rival: every procedure here does nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcdesk.core.events import EventKind

from .abilities import Gen, Window
from .combat import (
    check_hit_points,
    deal_boost_cards,
    deal_damage,
    discard_boosts,
    flip_boosts,
    has_status,
    replace_by_status,
)
from .events import ENTERS_PLAY, Event
from .state import VILLAIN_AREA, ZoneKey, bump_layout
from .timing import occur, run
from .values import keyword_value

if TYPE_CHECKING:
    from .game import Game

LEADER_ATTACK = "leader_attack"
"""In the attacking area: its enemy (``source``) attacks your leader (interrupts: "when <it> attacks", Finesse;
responses: "after <it> resolves an attack", Hard to Hit). ``data["dealt"]``: the damage it dealt."""

LEADER_ATTACKED = "leader_attacked"
"""In the defending leader's game area: a leader (or minion) of the other area attacks it. ``data["attacker"]`` is
that card's id (a card of the other area: read it through :attr:`Game.rival`), ``data["attack"]`` is True."""


def your_leader(g: Game) -> int | None:
    """"Your leader": your team's leader, the villain of the other game area (None in cooperative play)."""
    return g.rival.villain() if g.rival is not None else None


def your_leaders_main_scheme(g: Game) -> int | None:
    """"Your leader's main scheme": the main scheme of the other game area (None in cooperative play)."""
    return g.rival.main_scheme() if g.rival is not None else None


def first_player_of(g: Game) -> int:
    """The first player of the team playing in ``g`` (the next active one if the first is eliminated)."""
    order = g.players_in_order()
    return order[0] if order else g.state.first_player


def leader_attacks_leader(g: Game, attacker: int, *, boost: bool = True, most: int | None = None) -> Gen[int]:
    """``attacker``, an enemy in game area ``g`` (its leader, or a minion), attacks your leader: the villain of
    the other area. Returns the damage dealt.

    Civil War rulebook, "When the Enemy Leader Attacks Your Leader": guard is ignored and nobody can defend;
    (1) the attacker is given a facedown boost card from its encounter deck (``g``'s), (2) the first player of
    the defending leader's team (the team playing in ``g``) turns it face up and resolves it, (3) it goes to that
    encounter discard pile, (4) the attacker deals damage equal to its total ATK to the defending leader.
    ``boost=False``: "do not give it a boost card for this attack"; ``most``: the defending leader takes at most
    that much damage from it (Provoked Response)."""
    rival = g.rival
    if rival is None:
        return 0
    target = rival.villain()
    if target is None or not g.is_in_play(attacker):
        return 0
    if has_status(g, attacker, "stunned"):  # status cards take priority: the attack is replaced, not made
        replace_by_status(g, attacker, "stunned")
        g.log(f"{g.card_title(attacker)} is stunned: it does not attack, the stunned card is discarded.")
        return 0
    first = first_player_of(g)
    w = Window("attack", attacker, first, {"defender": None, "declared": True, "damaged": [], "leader": True})
    g.stack.append(w)
    result: dict[str, Any] = {"dealt": 0}

    def steps(e: Event) -> Gen[None]:
        if boost:
            yield from deal_boost_cards(g, attacker)
            yield from flip_boosts(g, attacker, "attack", first)
        if not g.is_in_play(attacker):
            return
        amount = g.stat(attacker, "attack") or 0
        if most is not None:
            amount = min(amount, most)
        g.emit(EventKind.ATTACK, f"{g.card_title(attacker)} attacks your leader, {rival.card_title(target)}, "
               f"for {amount}.", card=attacker, player=first, amount=amount, data={"leader_attack": True})
        yield from g.across(_take_leader_attack(rival, target, attacker, amount,
                                                g.has_keyword(attacker, "piercing"),
                                                g.has_keyword(attacker, "ranged"), result))
        e.data["dealt"] = int(result["dealt"])
        n = int(result.get("retaliate", 0))
        if n and g.is_in_play(attacker):  # the defending leader's retaliate reaches the attacker's area
            g.log(f"{rival.card_title(target)} retaliates for {n}.")
            yield from deal_damage(g, attacker, n, None)

    try:
        # An occurrence of the attacking area: "when <it> attacks" interrupts (Finesse) and "after <it> resolves an
        # attack" responses (Hard to Hit) answer it.
        yield from occur(g, Event(LEADER_ATTACK, source=attacker, player=first, data={"dealt": 0}), steps)
        for at_end in list(w.data.get("at_end", ())):  # "after this activation" (a boost ability's)
            yield from run(at_end())
    finally:
        discard_boosts(g, attacker)
        g.stack.remove(w)
        g.expire_lasting("activation_end")
        g.expire_lasting("attack_end")
    yield from check_hit_points(g)
    return int(result["dealt"])


def _take_leader_attack(d: Game, target: int, attacker: int, amount: int, piercing: bool, ranged: bool,
                        result: dict[str, Any]) -> Gen[None]:
    """In the defending area ``d``: the attack happens to its villain (an event its cards can answer), then the
    damage."""
    e = Event(LEADER_ATTACKED, source=None, target=target, player=None, amount=amount,
              data={"attacker": attacker, "attack": True, "dealt": 0})

    def apply(e: Event) -> Gen[None]:
        if not d.is_in_play(target):
            return
        if e.amount > 0:
            dealt = yield from deal_damage(d, target, e.amount, None, attack=True, piercing=piercing)
            e.data["dealt"] = dealt
            result["dealt"] = dealt
        if d.is_in_play(target) and not ranged and d.has_keyword(target, "retaliate"):
            result["retaliate"] = keyword_value(d, target, "retaliate")

    yield from occur(d, e, apply)


def your_leader_attacks(g: Game) -> Gen[int]:
    """"Your leader attacks the enemy leader": the attack of the other area's villain against the villain of
    ``g`` (the same procedure, run in the other area; its boost card comes from its own encounter deck)."""
    rival = g.rival
    if rival is None:
        return 0
    leader = rival.villain()
    if leader is None:
        return 0
    out: dict[str, int] = {}

    def attack() -> Gen[None]:
        out["dealt"] = yield from leader_attacks_leader(rival, leader)

    yield from g.across(attack())
    return out.get("dealt", 0)


# -- cards that cross to the other game area ---------------------------------------------------------------------
VISITOR = "visitor"
"""``flags[f"visitor:{card id}"]`` in a game area: that card came from the other area (a minion that engages a
player of the other team, an attachment on your leader, an ally that switched sides)."""


def transfer(src: Game, dst: Game, card_id: int, to: ZoneKey, *, top: bool = False) -> None:
    """Move a card from game area ``src`` to ``dst`` (into zone ``to``). Card ids are unique on the table, so it
    keeps its id, owner and tokens; ``dst`` remembers it is a visitor (see :func:`send_home`)."""
    card = src.state.cards[card_id]
    src.state.zone(*card.zone).remove(card_id)
    del src.state.cards[card_id]
    home = src.state.flags.pop(f"{VISITOR}:{card_id}", None) is not None  # a visitor going back home
    if not home:
        dst.state.flags[f"{VISITOR}:{card_id}"] = True
    dst.state.cards[card_id] = card
    ids = dst.state.zone(*to)
    if top:
        ids.insert(0, card_id)
    else:
        ids.append(card_id)
    card.zone = to
    moving = [d for d in src.state.delayed if d.source == card_id]  # "at the end of the round, ..." goes with it
    if moving:
        src.state.delayed = [d for d in src.state.delayed if d.source != card_id]
        dst.state.delayed.extend(moving)
    bump_layout()


def send_home(g: Game, card_id: int) -> None:
    """A visiting card left play in ``g``: it goes to the same pile of its own game area (Civil War FAQ, Drafted:
    a minion defeated in the other area goes to the discard pile of the encounter deck it came from; a player card
    to its owner's pile)."""
    if g.rival is None or not g.state.flags.get(f"{VISITOR}:{card_id}"):
        return
    zone = g.state.cards[card_id].zone
    name = g.card_title(card_id)
    transfer(g, g.rival, card_id, zone)
    g.log(f"{name} goes back to the other game area.")


def attach_across(g: Game, card_id: int, host: int) -> Gen[None]:
    """Attach ``card_id`` (a card of ``g``) to ``host``, a card in play in the other game area (your leader):
    it moves there, attached, under nobody's control (any player there may use its Actions); its abilities now
    resolve in that area. Then it enters play there."""
    rival = g.rival
    if rival is None or not rival.is_in_play(host):
        return
    card = g.state.cards[card_id]
    transfer(g, rival, card_id, (VILLAIN_AREA, None))
    card.face_down = False
    card.attached_to = host
    card.controller = None
    rival.log(f"{rival.card_title(card_id)} is attached to {rival.card_title(host)}.")
    def enters() -> Gen[None]:
        yield from occur(rival, Event(ENTERS_PLAY, source=card_id, target=card_id, player=None), lambda e: None)

    yield from g.across(enters())


def all_across(g: Game, cards: list[int]) -> bool:
    """Are these cards (a host list) all in the other game area?"""
    return bool(cards) and g.rival is not None and all(c not in g.state.cards and c in g.rival.state.cards
                                                        for c in cards)

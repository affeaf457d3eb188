"""Moving cards between zones: drawing, discarding, shuffling, leaving play (Rules Reference "Discard",
"Draw", "Leaves Play", "Running Out of Cards", "Shuffle", "Ownership and Control")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .abilities import Ctx, Gen
from .state import (
    DECK,
    DISCARD,
    ENCOUNTER_DECK,
    ENCOUNTER_DISCARD,
    FACEDOWN_ENCOUNTER,
    HAND,
    IN_PLAY_ZONES,
    PLAY,
    REMOVED,
    VICTORY,
    VILLAIN_AREA,
    ZoneKey,
    bump_layout,
)

if TYPE_CHECKING:
    from .game import Game


def _clear(g: Game, card_id: int) -> None:
    """A card leaving play loses its tokens, counters and status cards and is readied."""
    c = g.state.cards[card_id]
    c.damage = c.threat = c.counters = 0
    c.stunned = c.confused = c.tough = 0
    c.exhausted = False
    c.attached_to = None
    c.engaged_with = None
    c.surge = False
    c.controller = c.owner


def is_permanent(g: Game, card_id: int) -> bool:
    return g.facts(card_id).permanent or g.has_keyword(card_id, "permanent")


def same_set(g: Game, card_id: int, other: int) -> bool:
    """Are both cards from the same set (hero set, scenario set or modular set)?"""
    s = g.facts(card_id).set_code
    return s is not None and s == g.facts(other).set_code


def leave_play(g: Game, card_id: int, to: ZoneKey, *, top: bool = True, force: bool = False,
               by: int | None = None) -> None:
    """Move a card out of play; its attachments are discarded with it. A permanent card in play cannot leave
    play (Civil War rulebook "Permanent"), except by a card ability of its own set (``by``, the card whose ability
    moves it) or ``force`` (e.g. its controller is eliminated). A permanent attachment whose host leaves play
    stays in play and resolves its "attach to" text again (Civil War FAQ, Cap's Shield)."""
    was_in_play = g.is_in_play(card_id)
    if (was_in_play and not force and to[0] not in IN_PLAY_ZONES and is_permanent(g, card_id)
            and not (by is not None and same_set(g, card_id, by))):
        g.log(f"{g.card_title(card_id)} is permanent: it cannot leave play.")
        return
    for att in g.attachments(card_id):
        if not force and is_permanent(g, att) and not (by is not None and same_set(g, att, by)):
            _reattach(g, att, card_id)
        else:
            discard_card(g, att, by=by)
    g.state.move(card_id, to, top=top)
    c = g.state.cards[card_id]
    c.face_down = False
    if was_in_play or to[0] not in IN_PLAY_ZONES:
        _clear(g, card_id)
    _restore_front(g, card_id)
    if g.rival is not None and to[0] in _HOME_PILES:  # a card from the other game area goes back there
        from .rivalry import send_home

        send_home(g, card_id)


_HOME_PILES = frozenset({ENCOUNTER_DISCARD, DISCARD, HAND, DECK, REMOVED})
"""Where a card visiting from the other game area goes back to its own area (a boost card given to the enemy
leader waits until it is discarded)."""


def _reattach(g: Game, att: int, leaving: int) -> None:
    """A permanent attachment became unattached: resolve its "attach to" text (the first fitting card in play
    other than the one leaving); with no such card it stays in play unattached."""
    script = g.script(att)
    hosts = script.attach_to(Ctx(g, att, None)) if script.attach_to else list(g.villains())
    hosts = [h for h in hosts if h != leaving and g.is_in_play(h)]
    c = g.state.cards[att]
    if not hosts:
        c.attached_to = None
        g.log(f"{g.card_title(att)} is permanent: it stays in play, attached to nothing.")
        return
    put_into_play(g, att, c.controller if c.owner is not None else None, attach_to=hosts[0])
    g.log(f"{g.card_title(att)} is permanent: it attaches to {g.card_title(hosts[0])}.")


def _restore_front(g: Game, card_id: int) -> None:
    c = g.state.cards[card_id]
    f = g.db.card(c.code)
    if f.front_link and f.type_code not in ("alter_ego", "hero"):
        c.code = f.front_link


def discard_card(g: Game, card_id: int, *, force: bool = False, by: int | None = None) -> None:
    """Discard to the owner's discard pile (player cards) or the encounter discard pile. ``by``: the card whose
    ability discards it (a permanent card yields only to its own set)."""
    c = g.state.cards[card_id]
    if c.owner is None:
        leave_play(g, card_id, (ENCOUNTER_DISCARD, None), force=force, by=by)
    else:
        leave_play(g, card_id, (DISCARD, c.owner), force=force, by=by)


def remove_from_game(g: Game, card_id: int, *, force: bool = False, by: int | None = None) -> None:
    leave_play(g, card_id, (REMOVED, None), force=force, by=by)


NOT_FOUND_IN = frozenset({VICTORY, REMOVED, FACEDOWN_ENCOUNTER})
"""Civil War rulebook "Find": the victory display, removed cards and facedown encounter cards dealt to players
are never searched."""


def find_cards(g: Game, fits: Callable[[int], bool]) -> list[int]:
    """Civil War rulebook "Find": search each area where the card could be (play areas, set-aside cards, decks,
    hands, discard piles, the encounter deck and its discard pile), cards in play first."""
    found = [cid for cid, c in g.state.cards.items() if c.zone[0] not in NOT_FOUND_IN and fits(cid)]
    return sorted(found, key=lambda cid: (not g.is_in_play(cid), cid))


def shuffle(g: Game, name: str, player: int | None = None) -> None:
    ids = g.state.zone(name, player)
    g.rng.shuffle(ids)
    bump_layout()


def reshuffle_discard(g: Game, player: int) -> None:
    """An empty player deck: shuffle the discard pile into a new deck ("Player Deck")."""
    for cid in list(g.state.zone(DISCARD, player)):
        g.state.move(cid, (DECK, player), top=False)
    shuffle(g, DECK, player)


def refill_deck(g: Game, player: int) -> Gen[bool]:
    """Rules Reference "Player Deck": a deck that empties is replaced at once by the shuffled discard pile,
    and its player deals themself a facedown encounter card. (A discard pile of zero cards is not shuffled.)
    Returns whether it happened."""
    from .encounter import deal_encounter_card

    if (g.physical_player_cards or g.state.zone(DECK, player) or not g.state.zone(DISCARD, player)
            or g.state.players[player].eliminated):
        return False
    reshuffle_discard(g, player)
    g.log(f"Player {player + 1}'s deck is empty: they shuffle their discard pile and are dealt an encounter card.")
    yield from deal_encounter_card(g, player)
    return True


def draw_cards(g: Game, player: int, n: int) -> Gen[list[int]]:
    """Draw ``n`` cards. A deck that empties, even partway, is reshuffled from the discard pile at once (and
    its player dealt a facedown encounter card); the draw goes on from the new deck. With physical player cards
    (the table assistant) the player draws on their side: nothing is drawn here."""
    if g.physical_player_cards:
        yield from g.physical("draw", player, n)
        return []
    drawn: list[int] = []
    for _ in range(n):
        yield from refill_deck(g, player)
        deck = g.state.zone(DECK, player)
        if not deck:
            break
        cid = deck[0]
        g.state.move(cid, (HAND, player), top=False)
        drawn.append(cid)
    if drawn:
        yield from refill_deck(g, player)
    return drawn


def discard_from_deck(g: Game, player: int, n: int) -> Gen[list[int]]:
    """Discard the top ``n`` cards of the deck. If it empties while discarding, it is reshuffled and no
    further cards are discarded from the new deck. Then "after cards are discarded from the top of a player's
    deck" (Skrull Business): a ``DISCARDED_FROM_DECK`` occurrence names them."""
    from . import events as ev
    from .events import Event
    from .timing import occur

    if g.physical_player_cards:
        yield from g.physical("discard_from_deck", player, n)
        return []
    out: list[int] = []
    if n > 0:
        yield from refill_deck(g, player)
    for _ in range(n):
        deck = g.state.zone(DECK, player)
        if not deck:
            break
        cid = deck[0]
        g.state.move(cid, (DISCARD, player))
        out.append(cid)
    if out:
        yield from refill_deck(g, player)
        yield from occur(g, Event(ev.DISCARDED_FROM_DECK, player=player, amount=len(out),
                                  data={"cards": tuple(out)}), lambda e: None)
    return out


def put_into_play(g: Game, card_id: int, player: int | None, *, attach_to: int | None = None) -> None:
    c = g.state.cards[card_id]
    c.face_down = False
    if player is not None and g.facts(card_id).type_code in ("ally", "support", "upgrade", "minion", "obligation",
                                                            "alter_ego", "hero"):
        g.state.move(card_id, (PLAY, player), top=False)
    else:
        g.state.move(card_id, (VILLAIN_AREA, None), top=False)
    if attach_to is not None:
        c.attached_to = attach_to
        # An attachment sits in the play area of what it is attached to.
        host = g.state.cards[attach_to]
        if host.zone != c.zone and host.zone[0] == PLAY:
            g.state.move(card_id, host.zone, top=False)


def facedown_encounter(g: Game, player: int) -> list[int]:
    return list(g.state.zone(FACEDOWN_ENCOUNTER, player))


def encounter_deck(g: Game) -> list[int]:
    return g.state.zone(ENCOUNTER_DECK)

"""Moving cards between zones: drawing, discarding, shuffling, leaving play (Rules Reference "Discard",
"Draw", "Leaves Play", "Running Out of Cards", "Shuffle", "Ownership and Control")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import Gen
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
    VILLAIN_AREA,
    ZoneKey,
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


def leave_play(g: Game, card_id: int, to: ZoneKey, *, top: bool = True) -> None:
    """Move a card out of play; its attachments are discarded with it."""
    was_in_play = g.is_in_play(card_id)
    for att in g.attachments(card_id):
        discard_card(g, att)
    g.state.move(card_id, to, top=top)
    c = g.state.cards[card_id]
    c.face_down = False
    if was_in_play or to[0] not in IN_PLAY_ZONES:
        _clear(g, card_id)
    _restore_front(g, card_id)


def _restore_front(g: Game, card_id: int) -> None:
    c = g.state.cards[card_id]
    f = g.db.card(c.code)
    if f.front_link and f.type_code not in ("alter_ego", "hero"):
        c.code = f.front_link


def discard_card(g: Game, card_id: int) -> None:
    """Discard to the owner's discard pile (player cards) or the encounter discard pile."""
    c = g.state.cards[card_id]
    if c.owner is None:
        leave_play(g, card_id, (ENCOUNTER_DISCARD, None))
    else:
        leave_play(g, card_id, (DISCARD, c.owner))


def remove_from_game(g: Game, card_id: int) -> None:
    leave_play(g, card_id, (REMOVED, None))


def shuffle(g: Game, name: str, player: int | None = None) -> None:
    ids = g.state.zone(name, player)
    g.rng.shuffle(ids)


def reshuffle_discard(g: Game, player: int) -> None:
    """An empty player deck: shuffle the discard pile into a new deck ("Player Deck")."""
    for cid in list(g.state.zone(DISCARD, player)):
        g.state.move(cid, (DECK, player), top=False)
    shuffle(g, DECK, player)


def draw_cards(g: Game, player: int, n: int) -> Gen[list[int]]:
    """Draw ``n`` cards. An empty deck is reshuffled from the discard pile and its player is dealt a
    facedown encounter card (Rules Reference "Player Deck": running out of cards)."""
    from .encounter import deal_encounter_card

    drawn: list[int] = []
    for _ in range(n):
        deck = g.state.zone(DECK, player)
        if not deck:
            if not g.state.zone(DISCARD, player):
                break
            reshuffle_discard(g, player)
            g.log(f"Player {player + 1}'s deck is empty: they shuffle their discard pile and are dealt "
                  "an encounter card.")
            yield from deal_encounter_card(g, player)
            deck = g.state.zone(DECK, player)
        cid = deck[0]
        g.state.move(cid, (HAND, player), top=False)
        drawn.append(cid)
    return drawn


def discard_from_deck(g: Game, player: int, n: int) -> Gen[list[int]]:
    out: list[int] = []
    for _ in range(n):
        deck = g.state.zone(DECK, player)
        if not deck:
            if not g.state.zone(DISCARD, player):
                break
            reshuffle_discard(g, player)
            from .encounter import deal_encounter_card

            yield from deal_encounter_card(g, player)
            deck = g.state.zone(DECK, player)
        cid = deck[0]
        g.state.move(cid, (DISCARD, player))
        out.append(cid)
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

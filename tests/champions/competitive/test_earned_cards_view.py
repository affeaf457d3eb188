"""The table marks a leader's basic card a player earned (Civil War rulebook, "Leader-Specific Basic Cards": set
aside at setup, earned through Choosing Sides, then part of that player's deck for the rest of the game), so both
teams can see what the Choosing Sides race has brought."""

from __future__ import annotations

import dataclasses

from mcdesk.games.champions.competitive_view import table_view
from mcdesk.games.champions.engine.schemes import remove_threat
from mcdesk.games.champions.engine.state import SET_ASIDE
from mcdesk.games.champions.engine.zones import discard_card
from mcdesk.table.card_face import CardFaces
from mcdesk.table.items import CardItem
from mcdesk.table.overlays import MarkItem

from .cards_util import drive, game, resolve_ability


def _earn(players: int = 1):  # type: ignore[no-untyped-def]
    """A game whose registration team has just resolved Now It's Personal; returns (game, earned card ids)."""
    g = game(players=players)
    reg, _ = g.areas
    cs = next(s for s in reg.side_schemes() if reg.facts(s).name == "Choosing Sides")
    reg.state.cards[cs].threat = 1
    drive(remove_threat(reg, cs, 1, None, by_player=0))
    aside = [c for c in reg.state.zone(SET_ASIDE) if reg.facts(c).faction_code == "basic"]
    hand = set(reg.hand(0))
    resolve_ability(reg, cs, player=0)
    return g, sorted(set(reg.hand(0)) - hand), aside


def test_an_earned_leader_card_is_marked_in_hand_and_after_it_is_discarded() -> None:
    g, earned, aside = _earn()
    reg, _ = g.areas
    assert len(earned) == 2 and set(earned) <= set(aside)
    view = table_view(g).cards
    assert all(view[c].marks == ("Earned",) for c in earned)
    discard_card(reg, earned[0])  # still the player's card: still earned
    assert table_view(g).cards[earned[0]].marks == ("Earned",)


def test_the_rest_of_the_deck_and_the_cards_still_set_aside_are_not_marked() -> None:
    g, earned, aside = _earn()
    reg, res = g.areas
    view = table_view(g).cards
    others = [c for c in view if c not in earned]
    assert others and all(view[c].marks == () for c in others)
    left = [c for c in aside if c not in earned]
    assert left and all(c not in view or view[c].marks == () for c in left)
    # a basic card of the player's own deck (not a leader's) is never marked
    basics = [c for a in (reg, res) for c in a.state.cards
              if a.facts(c).faction_code == "basic" and a.state.cards[c].owner is not None and c not in earned]
    assert basics and all(view[c].marks == () for c in basics if c in view)


def test_the_card_item_draws_the_mark_inside_the_overlay_strip(qtbot) -> None:  # type: ignore[no-untyped-def]
    g, earned, _ = _earn()
    card = table_view(g).cards[earned[0]]
    item = CardItem(card, 63, 88, CardFaces())
    marks = [c for c in item.childItems() if isinstance(c, MarkItem)]
    assert [m.word for m in marks] == ["Earned"]
    inside = item.boundingRect().adjusted(-1, -1, 1, 30)  # overlays hang below the card's edge, never beside it
    assert inside.contains(item.mapRectToItem(item, marks[0].mapRectToParent(marks[0].boundingRect())))
    item.set_face_up(False)  # a face-down card (the other team's hand) tells nothing
    assert not [c for c in item.childItems() if isinstance(c, MarkItem)]
    item.set_face_up(True)
    item.set_card(dataclasses.replace(card, marks=()))
    assert not [c for c in item.childItems() if isinstance(c, MarkItem)]

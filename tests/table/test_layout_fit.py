"""Layout math (no Qt) of a table that gives the cards the screen (issue 21, item 4): zones take what their
cards need, empty zones and decks fold to labelled strips (a row of them to a strip), the shared rows lie beside
the players when that gives larger cards, and within a round the table holds still while zones fill."""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

import pytest

from mcdesk.table.layout import (
    CARD_RATIO,
    COLLAPSED,
    MARGIN,
    PAD,
    REGROW,
    STRIP,
    _best,
    _choices,
    _plan,
    compute_layout,
    folded_rows,
    misplaced_cards,
    overlapping_zones,
)
from mcdesk.table.view_model import ROW, Arrangement, CardView, TableView, ZoneSlot, ZoneView, player_zone

from .conftest import synthetic_view

SIZES = [(1920, 1080), (1280, 720), (1000, 1000), (2560, 1080)]


def _with_cards(view: TableView, key: str, n: int, *, exhausted: bool = False) -> TableView:
    """``view`` with ``n`` more cards in zone ``key``."""
    cards = dict(view.cards)
    top = max(cards) + 1
    zone = view.zone(key)
    old = cards[zone.cards[0]] if zone.cards else next(iter(cards.values()))
    new = tuple(range(top, top + n))
    for cid in new:
        cards[cid] = dataclasses.replace(old, id=cid, zone=key, attached_to=None, exhausted=exhausted)
    zones = tuple(dataclasses.replace(z, cards=z.cards + new, count=z.count + n) if z.key == key else z
                  for z in view.zones)
    return dataclasses.replace(view, cards=MappingProxyType(cards), zones=zones)


def _sound(lay: object) -> None:
    assert overlapping_zones(lay) == []  # type: ignore[arg-type]
    assert misplaced_cards(lay) == []  # type: ignore[arg-type]


def test_a_zone_with_few_cards_takes_only_what_they_need() -> None:
    """A row zone's ``room`` is what it takes when there is room, not a floor: one ally leaves the rest of the
    reserved room to the cards, so the cards are larger than with the allies' room held empty."""
    one = synthetic_view(1, 1)
    arr = one.arrangement
    lay = compute_layout(one, 1280, 720, docked_hand=True)
    roomy = dataclasses.replace(one, arrangement=dataclasses.replace(arr, player_rows=tuple(
        tuple(dataclasses.replace(s, room=6.0) if s.name == "allies" else s for s in row) for row in arr.player_rows)))
    # a bigger room for a zone holding one card changes nothing: it is taken only from spare width
    assert compute_layout(roomy, 1280, 720, docked_hand=True).card_w == pytest.approx(lay.card_w)
    _sound(lay)


def test_a_deck_folds_to_its_label_and_count_when_room_is_short_and_shows_its_back_when_not() -> None:
    view = synthetic_view(4, 3)
    tight = compute_layout(view, 1280, 720, docked_hand=True)
    _sound(tight)
    plan = _plan(view, True)
    assert plan.area_w > 0
    deck = tight.zones[player_zone(0, "deck")]
    assert deck.rect.w >= COLLAPSED * tight.card_w - 1e-6
    roomy = compute_layout(synthetic_view(1, 0), 2560, 1080, docked_hand=True)
    assert roomy.zones[player_zone(0, "deck")].rect.w >= roomy.card_w  # room to spare: the back shows


def _strip_row_view() -> TableView:
    """A shared board row with a card, and a second shared row of three decks (Legendary's officers, bystanders
    and wounds)."""
    cards = {1: CardView(1, "x", "Board card", "hero", "board")}
    zones = (ZoneView("board", "Board", ROW, None, (1,), 1),
             *(ZoneView(k, k.title(), "pile", None, (), 20, "player") for k in ("officers", "bystanders", "wounds")))
    arr = Arrangement(shared_rows=((ZoneSlot("board", 3.0, grow=1),),
                                   (ZoneSlot("officers"), ZoneSlot("bystanders"), ZoneSlot("wounds"))))
    return TableView(cards=MappingProxyType(cards), zones=zones, players=(), arrangement=arr)


def test_a_row_of_decks_folds_to_a_strip() -> None:
    view = _strip_row_view()
    assert _plan(view, True).shared_rows[1] == pytest.approx(STRIP)
    lay = compute_layout(view, 1280, 720)
    _sound(lay)
    strip = lay.zones["officers"].rect
    assert strip.h == pytest.approx(STRIP * lay.card_w)
    assert strip.h < lay.card_h / 3  # a strip, not a row of card backs


def test_cards_that_never_turn_keep_no_room_for_a_turned_card() -> None:
    """Legendary: an HQ space holding one card takes one card's width; a Marvel Champions zone keeps room for one
    exhausted card (so that exhausting never rescales the table)."""
    from mcdesk.games.legendary.view import ARRANGEMENT

    assert not any(s.turns for row in ARRANGEMENT.shared_rows + ARRANGEMENT.player_rows for s in row)
    board = _strip_row_view()
    view = dataclasses.replace(board, zones=board.zones[:1], arrangement=Arrangement(
        shared_rows=((ZoneSlot("board", 1.0, grow=1),),)))
    never = dataclasses.replace(view, arrangement=Arrangement(
        shared_rows=((ZoneSlot("board", 1.0, grow=1, turns=False),),)))
    turning, still = compute_layout(view, 300, 2000), compute_layout(never, 300, 2000)  # narrow: width decides
    assert turning.card_w * (CARD_RATIO + 2 * PAD + 2 * MARGIN) == pytest.approx(300)  # one turned card, margins
    assert still.card_w * (1.0 + 2 * PAD + 2 * MARGIN) == pytest.approx(300)  # one card
    _sound(turning)
    _sound(still)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_the_largest_cards_of_every_way_to_lay_the_table(players: int, size: tuple[int, int]) -> None:
    """The layout takes the grid (and shared rows above or beside the players) that gives the largest cards,
    and whichever it takes, nothing overlaps and every card lies in its zone."""
    view = synthetic_view(players, 1, exhausted=("allies",), attachments=1)
    lay = compute_layout(view, *size, docked_hand=True)
    _sound(lay)
    choices = _choices(view, *size, _plan(view, True))
    assert lay.card_w == pytest.approx(max(c.cw for c in choices))
    assert lay.card_w == pytest.approx(_best(choices).cw)


def test_the_shared_rows_lie_beside_the_players_when_that_gives_larger_cards() -> None:
    view = synthetic_view(1, 1)
    lay = compute_layout(view, 1280, 720, docked_hand=True)
    stacked = [c for c in _choices(view, 1280, 720, _plan(view, True)) if not c.beside]
    assert lay.card_w > max(c.cw for c in stacked)  # a wide window, one player: beside is larger
    area = lay.areas[0].rect
    assert lay.villain_row.right <= area.x  # the villain row, folded, on the left of the player's area
    _sound(lay)


def test_folded_rows_keep_every_zone_once_in_order() -> None:
    view = synthetic_view(2, 1)
    for parts in (2, 3, 4):
        folded = folded_rows(view, parts=parts)
        assert [s for row in folded for s in row] == [s for row in view.arrangement.shared_rows for s in row]
        assert len(folded) == parts * len(view.arrangement.shared_rows)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 2, 4])
def test_within_a_round_a_zone_filling_does_not_rescale_the_table(size: tuple[int, int], players: int) -> None:
    """A zone that fills within a round takes room from its neighbours, then overlaps its cards: the card size
    stays as it was (the table does not jump). A fresh layout (the next round) fits the cards again."""
    before = synthetic_view(players, 1)
    lay = compute_layout(before, *size, docked_hand=True)
    after = _with_cards(_with_cards(before, player_zone(0, "allies"), 4), player_zone(0, "supports"), 3,
                        exhausted=True)
    held = compute_layout(after, *size, docked_hand=True, keep=lay.keep)
    assert held.card_w == pytest.approx(lay.card_w)
    _sound(held)
    fresh = compute_layout(after, *size, docked_hand=True)
    assert fresh.card_w <= lay.card_w + 1e-9  # more cards: the next round's layout is no larger
    _sound(fresh)


def test_a_kept_layout_shrinks_only_when_a_zone_has_no_room_for_one_card() -> None:
    """Within a round the cards get smaller only when they must: an empty zone (a strip) getting its first card in
    a row with no spare width."""
    before = synthetic_view(4, 0)
    lay = compute_layout(before, 1280, 720, docked_hand=True)
    keys = [player_zone(p, z) for p in range(4) for z in ("allies", "supports", "upgrades", "engaged", "encounter")]
    after = before
    for k in keys:
        after = _with_cards(after, k, 2)
    held = compute_layout(after, 1280, 720, docked_hand=True, keep=lay.keep)
    _sound(held)
    assert held.card_w <= lay.card_w + 1e-9  # never larger within the round
    assert held.card_w < lay.card_w  # here a strip in a full row had to become a card: smaller
    assert held.keep is not None and lay.keep is not None
    assert (held.keep.cols, held.keep.beside, held.keep.parts) == (lay.keep.cols, lay.keep.beside, lay.keep.parts)


def test_another_scene_size_lays_the_table_afresh() -> None:
    view = synthetic_view(2, 1)
    lay = compute_layout(view, 1280, 720, docked_hand=True)
    other = compute_layout(view, 1920, 1080, docked_hand=True, keep=lay.keep)
    assert other.card_w == pytest.approx(compute_layout(view, 1920, 1080, docked_hand=True).card_w)


def test_within_a_round_the_table_is_laid_afresh_when_that_makes_the_cards_much_larger() -> None:
    """Zones emptied (cards defeated, discarded): kept small cards would waste the room, so a layout whose cards are
    at least REGROW times larger replaces the kept one; a smaller gain keeps the table still."""
    crowded = synthetic_view(2, 4)
    lay = compute_layout(crowded, 1280, 720, docked_hand=True)
    sparse = synthetic_view(2, 0)
    fresh = compute_layout(sparse, 1280, 720, docked_hand=True)
    assert fresh.card_w > lay.card_w * REGROW
    assert compute_layout(sparse, 1280, 720, docked_hand=True, keep=lay.keep).card_w == pytest.approx(fresh.card_w)
    assert compute_layout(crowded, 1280, 720, docked_hand=True, keep=lay.keep).card_w == pytest.approx(lay.card_w)

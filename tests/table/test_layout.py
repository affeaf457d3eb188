"""Layout math (no Qt): zones never overlap, every card lies inside its zone and the scene, 1-4 players."""

from __future__ import annotations

import pytest

from mcdesk.table.layout import (
    CARD_RATIO,
    Rect,
    compute_layout,
    grid_for,
    misplaced_cards,
    overlapping_zones,
    rotated_bounds,
)
from mcdesk.table.view_model import player_zone

from .conftest import synthetic_view

SIZES = [(1920, 1200), (1280, 720), (1000, 1000), (2560, 1080)]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("per_zone", [0, 1, 3, 9])
def test_no_overlap_and_everything_inside(players: int, size: tuple[int, int], per_zone: int) -> None:
    view = synthetic_view(players, per_zone, exhausted=("allies", "engaged", "supports"), attachments=2)
    lay = compute_layout(view, *size)
    assert overlapping_zones(lay) == []
    assert misplaced_cards(lay) == []
    scene = lay.scene_rect
    for z in lay.zones.values():
        assert scene.contains(z.rect), z.key
    for a in lay.areas:
        assert scene.contains(a.rect)
        for b in lay.areas:
            assert a is b or not a.rect.intersects(b.rect)
        assert not a.rect.intersects(lay.villain_row)
        assert not a.rect.intersects(lay.zones[player_zone(lay.hand_player, "hand")].rect)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_shown_card_is_placed_in_its_zone(players: int) -> None:
    view = synthetic_view(players, 2, attachments=1)
    lay = compute_layout(view, 1920, 1200)
    for card in view.shown_cards():
        zone = view.zone(card.zone)
        if zone.kind == "pile" and card.id != zone.cards[0]:
            assert card.id not in lay.cards  # a pile shows its top card only
            continue
        assert card.id in lay.cards, card
        assert lay.cards[card.id].zone == card.zone
    for p in range(players):  # every zone of every player has a box
        for name in ("deck", "discard", "hand", "engaged", "encounter", "identity", "allies", "supports", "upgrades"):
            assert player_zone(p, name) in lay.zones


def test_hand_player_fans_others_are_face_down_piles() -> None:
    view = synthetic_view(3, 2, hand=6, deciding=1)
    lay = compute_layout(view, 1920, 1200)
    assert lay.hand_player == 1
    fan = [lay.cards[c] for c in view.zone(player_zone(1, "hand")).cards]
    assert all(p.in_hand and p.face_up for p in fan)
    rotations = [p.rotation for p in fan]
    assert rotations == sorted(rotations) and rotations[0] < 0 < rotations[-1]  # fanned left to right
    assert [p.x for p in fan] == sorted(p.x for p in fan)
    hand_rect = lay.zones[player_zone(1, "hand")].rect
    assert hand_rect.bottom > max(a.rect.bottom for a in lay.areas)  # along the bottom
    for other in (0, 2):
        box = lay.zones[player_zone(other, "hand")]
        assert box.hidden
        assert all(not lay.cards[c].face_up for c in view.zone(player_zone(other, "hand")).cards)
    # the same view, someone else's hand
    lay0 = compute_layout(view, 1920, 1200, hand_player=0)
    assert lay0.cards[view.zone(player_zone(0, "hand")).cards[0]].in_hand


def test_exhausted_card_rotates_and_takes_a_wider_slot() -> None:
    fresh = compute_layout(synthetic_view(1, 3), 1920, 1200)
    tired = compute_layout(synthetic_view(1, 3, exhausted=("allies",)), 1920, 1200)
    allies = synthetic_view(1, 3).zone(player_zone(0, "allies")).cards
    a0, b0 = fresh.cards[allies[0]], tired.cards[allies[0]]
    assert a0.rotation == 0 and b0.rotation == 90
    assert b0.bounds.w == pytest.approx(a0.h)
    # the next ally moves right to make room
    assert tired.cards[allies[1]].x > fresh.cards[allies[1]].x


def test_attachments_tucked_under_host() -> None:
    view = synthetic_view(1, 2, attachments=2)
    lay = compute_layout(view, 1920, 1200)
    villain = view.zone("villain").cards[0]
    host = lay.cards[villain]
    atts = view.attachments(villain)
    assert len(atts) == 2
    for a in atts:
        p = lay.cards[a]
        assert p.zone == "villain"
        assert p.z < host.z  # under the host
        assert p.y < host.y  # its title bar peeks out above the host
        assert p.center[0] == pytest.approx(host.center[0])


def test_minions_in_front_of_their_player() -> None:
    view = synthetic_view(2, 2)
    lay = compute_layout(view, 1920, 1200)
    for p in range(2):
        engaged = lay.zones[player_zone(p, "engaged")].rect
        identity = lay.zones[player_zone(p, "identity")].rect
        area = next(a.rect for a in lay.areas if a.player == p)
        assert area.contains(engaged) and area.contains(identity)
        assert engaged.bottom <= identity.y  # between the villain row and the player's tableau
        assert engaged.y > lay.villain_row.bottom


def test_crowded_zone_overlaps_inside_its_box() -> None:
    view = synthetic_view(1, 25)
    lay = compute_layout(view, 1280, 720)
    assert misplaced_cards(lay) == []
    allies = [lay.cards[c] for c in view.zone(player_zone(0, "allies")).cards]
    assert allies[1].x - allies[0].x < allies[0].w  # they overlap
    assert [p.z for p in allies] == sorted(p.z for p in allies)


def test_grid_choice_and_card_size() -> None:
    assert grid_for(synthetic_view(1), 1920, 1200)[:2] == (1, 1)
    assert grid_for(synthetic_view(2), 1920, 1200)[:2] == (2, 1)
    assert grid_for(synthetic_view(4), 1920, 1200)[:2] == (2, 2)
    lay = compute_layout(synthetic_view(1, 1), 1920, 1200)
    assert lay.card_h == pytest.approx(lay.card_w * CARD_RATIO)
    assert lay.card_w > 100  # a solo table has comfortably large cards
    bigger = compute_layout(synthetic_view(1, 1), 3840, 2400)
    assert bigger.card_w == pytest.approx(2 * lay.card_w)  # only the proportions matter


def test_rotated_bounds_and_rect() -> None:
    r = Rect(0, 0, 10, 20)
    b = rotated_bounds(r, 90)
    assert (b.w, b.h) == pytest.approx((20, 10)) and b.center == pytest.approx(r.center)
    assert Rect(0, 0, 1, 1).intersects(Rect(0.5, 0.5, 1, 1))
    assert not Rect(0, 0, 1, 1).intersects(Rect(1, 0, 1, 1))  # touching is fine
    with pytest.raises(ValueError):
        compute_layout(synthetic_view(1, 1), 0, 100)


def test_zone_at() -> None:
    view = synthetic_view(1, 1)
    lay = compute_layout(view, 1920, 1200)
    for key, box in lay.zones.items():
        assert lay.zone_at(*box.rect.center) == key

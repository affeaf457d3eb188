"""Layout math of a two-sided table (Civil War competitive mode: two game areas facing each other), no Qt.

Civil War rulebook, "Setting Up a Competitive Game" (step 2: the opposing teams sit across the table from each
other) and its game-area diagram: each team's game area holds its players' areas and the enemy leader, main
scheme deck and encounter deck they face; the two leaders meet in the middle of the table.
"""

from __future__ import annotations

import dataclasses

import pytest

from mcdesk.table.layout import compute_layout, misplaced_cards, overlapping_zones
from mcdesk.table.view_model import AreaView, CardView, TableView, ZoneView, area_zone, player_zone, split_zone

from .conftest import synthetic_view

SIZES = [(1920, 1080), (1280, 720), (1000, 1000), (2560, 1080)]


def two_areas(per_team: int, per_zone: int = 2, *, deciding: int = 0, attachments: int = 0,
              exhausted: tuple[str, ...] = ()) -> TableView:
    """A synthetic view with ``per_team`` players per team: seats 0..n-1 in area 0, n..2n-1 in area 1, each area
    with its own copy of the shared zones (keys "a0:..." and "a1:...")."""
    base = synthetic_view(2 * per_team, per_zone, deciding=deciding, attachments=attachments, exhausted=exhausted)
    cards: dict[int, CardView] = {}
    zones: list[ZoneView] = []
    shared = [z for z in base.zones if split_zone(z.key)[0] is None]
    top = max(base.cards) + 1
    for z in base.zones:
        if split_zone(z.key)[0] is not None:
            zones.append(z)
    for cid, c in base.cards.items():
        if split_zone(c.zone)[0] is not None:
            cards[cid] = c
    for n in (0, 1):
        prefix = f"a{n}:"
        offset = top * n
        for z in shared:
            ids = tuple(cid + offset for cid in z.cards)
            zones.append(dataclasses.replace(z, key=area_zone(prefix, z.key), cards=ids))
            for cid in z.cards:
                for c in (base.cards[cid], *(base.cards[a] for a in base.attachments(cid))):
                    host = c.attached_to + offset if c.attached_to is not None else None
                    cards[c.id + offset] = dataclasses.replace(c, id=c.id + offset, zone=area_zone(prefix, z.key),
                                                               attached_to=host)
    areas = (
        AreaView("a0:", "Registration game area — fighting Captain America", tuple(range(per_team)),
                 active=True, first_player=0),
        AreaView("a1:", "Resistance game area — fighting Iron Man", tuple(range(per_team, 2 * per_team)),
                 first_player=per_team),
    )
    return dataclasses.replace(base, cards=cards, zones=tuple(zones), areas=areas,
                               banner="Round 2 · Registration hero phase")


@pytest.mark.parametrize("per_team", [1, 2])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("per_zone", [0, 1, 4])
@pytest.mark.parametrize("docked", [False, True])
def test_no_overlap_and_everything_inside(per_team: int, size: tuple[int, int], per_zone: int, docked: bool) -> None:
    view = two_areas(per_team, per_zone, attachments=1, exhausted=("allies", "engaged"))
    lay = compute_layout(view, *size, docked_hand=docked)
    assert overlapping_zones(lay) == []
    assert misplaced_cards(lay) == []
    scene = lay.scene_rect
    for z in lay.zones.values():
        assert scene.contains(z.rect), z.key
    assert len(lay.game_areas) == 2
    a, b = lay.game_areas
    assert not a.rect.intersects(b.rect)
    assert lay.banner is not None and not lay.banner.intersects(a.rect) and not lay.banner.intersects(b.rect)
    for f in lay.game_areas:
        assert scene.contains(f.rect)
        assert f.rect.contains(f.title) and f.rect.contains(f.shared)
    for area in lay.areas:  # every player's area lies inside its team's game area, clear of the leader rows
        frame = next(f for f in lay.game_areas if area.player in view.areas[f.index].seats)
        assert frame.rect.contains(area.rect)
        assert not area.rect.intersects(frame.shared) and not area.rect.intersects(frame.title)


@pytest.mark.parametrize("per_team", [1, 2])
def test_every_zone_of_both_areas_is_laid_out(per_team: int) -> None:
    view = two_areas(per_team, 2)
    lay = compute_layout(view, 1920, 1080)
    for n in (0, 1):
        for name in ("encounter_deck", "encounter_discard", "villain", "main_scheme", "side_schemes"):
            assert area_zone(f"a{n}:", name) in lay.zones
    for p in range(2 * per_team):
        for name in ("deck", "discard", "engaged", "identity", "allies"):
            assert player_zone(p, name) in lay.zones
    for card in view.shown_cards():
        zone = view.zone(card.zone)
        if zone.kind == "pile" and card.id != zone.cards[0] or (zone.kind == "hand"):
            continue
        assert lay.cards[card.id].zone == card.zone


@pytest.mark.parametrize("per_team", [1, 2])
@pytest.mark.parametrize("viewer", [0, 1])
def test_the_viewing_team_sits_at_the_bottom_and_the_leaders_face_each_other(per_team: int, viewer: int) -> None:
    """The hand player's team is at the bottom; the other team's players are at the top, then its leader row;
    then the banner; then the viewing team's leader row, then its players."""
    hand_player = viewer * per_team
    view = two_areas(per_team, 2, deciding=hand_player)
    lay = compute_layout(view, 1920, 1080)
    top, bottom = lay.game_areas
    assert top.top and not bottom.top
    assert bottom.index == viewer and top.index == 1 - viewer
    assert top.rect.bottom <= lay.banner.y + 1e-6 and lay.banner.bottom <= bottom.rect.y + 1e-6  # type: ignore[union-attr]
    assert lay.banner_text == "Round 2 · Registration hero phase"
    top_players = [a for a in lay.areas if a.player in view.areas[top.index].seats]
    bottom_players = [a for a in lay.areas if a.player in view.areas[bottom.index].seats]
    assert len(top_players) == len(bottom_players) == per_team
    if lay.areas_beside:  # the leader rows on the left of the players, the top team's at the foot of its band
        assert all(a.rect.x >= top.shared.right for a in top_players + bottom_players)
        assert top.shared.bottom >= max(a.rect.bottom for a in top_players) - 1e-6
        assert bottom.shared.y <= min(a.rect.y for a in bottom_players) + 1e-6
    else:
        assert all(a.rect.bottom <= top.shared.y for a in top_players)  # the top team's players, then its leader
        assert all(a.rect.y >= bottom.shared.bottom for a in bottom_players)  # the leader, then the players
    assert lay.zones[f"a{top.index}:villain"].rect.bottom < lay.zones[f"a{bottom.index}:villain"].rect.y
    # The villain_row is the viewing team's enemy leader row.
    assert lay.villain_row == bottom.shared


def test_the_top_team_faces_the_middle() -> None:
    """The front row (engaged minions, encounter cards) lies towards the leader each team faces: below the
    identity for the team at the top, above it for the team at the bottom."""
    view = two_areas(1, 2, deciding=0)
    lay = compute_layout(view, 1920, 1080)
    top_seat, bottom_seat = 1, 0
    def y(seat: int, name: str) -> float:
        return lay.zones[player_zone(seat, name)].rect.y

    assert y(top_seat, "engaged") > y(top_seat, "identity")
    assert y(bottom_seat, "engaged") < y(bottom_seat, "identity")


def test_the_hand_player_hand_is_fanned_the_others_are_piles() -> None:
    view = two_areas(2, 2, deciding=3)
    lay = compute_layout(view, 1920, 1080)
    assert lay.hand_player == 3
    hand = lay.zones[player_zone(3, "hand")]
    assert all(hand.rect.y >= f.rect.bottom for f in lay.game_areas)
    for p in (0, 1, 2):
        assert lay.zones[player_zone(p, "hand")].hidden


def test_cards_are_as_large_as_a_single_area_table_allows() -> None:
    """Two game areas take more room than one: the cards are smaller than with the same players around one
    villain, but still readable (at 1280x720, more than 40 pixels wide for 1v1)."""
    one = compute_layout(synthetic_view(2, 2), 1280, 720)
    two = compute_layout(two_areas(1, 2), 1280, 720)
    assert two.card_w < one.card_w
    assert two.card_w > 40


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_leader_rows_go_beside_the_players_when_that_gives_larger_cards(size: tuple[int, int]) -> None:
    """On a wide table a 1v1 is short of height: each area's leader rows fold in two beside its player, and the
    cards come out larger than with everything stacked."""
    view = two_areas(1, 2)
    lay = compute_layout(view, *size, docked_hand=True)
    assert lay.areas_beside
    assert lay.card_w > size[0] / 18  # stacked, the same view gets cards of about a 22nd of the width
    for f in lay.game_areas:  # both rows of the leader's zones are there, side by side with the player
        player = next(a for a in lay.areas if a.player in view.areas[f.index].seats)
        assert f.shared.right <= player.rect.x
        assert lay.zones[f"a{f.index}:villain"].rect.y < lay.zones[f"a{f.index}:victory"].rect.y


def test_no_areas_is_the_usual_table() -> None:
    view = synthetic_view(2, 2)
    lay = compute_layout(view, 1920, 1080)
    assert lay.game_areas == () and lay.banner is None

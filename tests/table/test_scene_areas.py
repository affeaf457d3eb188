"""The scene of a two-sided table: a frame and title per game area, the round banner, a first player token per
team (Civil War rulebook, "Playing a Competitive Game": each team has its own first player token)."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QSize

from mcdesk.table.scene import TableScene, render_table

from .test_layout_areas import two_areas


def test_game_areas_titles_banner_and_first_players(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = TableScene(size=(1920, 1080), animations=False)
    view = two_areas(2, 2, deciding=0)
    scene.update_from(view)
    assert sorted(scene.game_areas) == [0, 1]
    assert scene.game_areas[1].text == "Resistance game area — fighting Iron Man"
    assert scene.game_areas[0].active and not scene.game_areas[1].active
    assert scene.round_banner is not None and scene.round_banner.text == "Round 2 · Registration hero phase"
    firsts = {p for p, item in scene.areas.items() if "★ First player" in item.badges}
    assert firsts == {0, 2}  # each team's own token
    # the top area (the other team's) is drawn above the banner, the viewing team's below it
    assert scene.game_areas[1].pos().y() < scene.round_banner.pos().y() < scene.game_areas[0].pos().y()
    image = render_table(scene, QSize(960, 540))
    assert not image.isNull()
    # back to a one-area view: the frames and the banner go
    scene.update_from(dataclasses.replace(view, areas=(), banner=""))
    assert scene.game_areas == {} and scene.round_banner is None


def test_an_encounter_card_comes_from_the_encounter_deck_of_its_game_area(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = TableScene(size=(1920, 1080), animations=False)
    view = two_areas(2, 2, deciding=0)
    scene.update_from(view)
    lay = scene.layout
    assert lay is not None
    for seat, area in ((0, 0), (3, 1)):
        minion = next(c for c in view.cards.values() if c.zone == f"p{seat}:engaged")
        start = scene._origin(minion, view, lay)
        deck = lay.zones[f"a{area}:encounter_deck"].rect
        assert start is not None and deck.x <= start[0] <= deck.right and deck.y <= start[1] <= deck.bottom

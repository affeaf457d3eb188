"""Numbers a player reads off the table (issue 21, item 4): hit points, threat, current stats and token counts
are drawn at least MIN_NUMBER_PX pixels high on screen whatever the card size, their dials and tokens laid in
lines below the card rather than shrunk again; zooming in lets them return to their size on the card."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from mcdesk.table.overlays import DialItem, TokenItem, in_lines
from mcdesk.table.scene import MIN_NUMBER_PX, TableScene, TableViewWidget
from mcdesk.table.view_model import TableView

from .conftest import synthetic_view


def test_in_lines_keeps_overlays_within_the_room_without_shrinking_them() -> None:
    sizes = [(40.0, 15.0), (20.0, 20.0), (20.0, 20.0), (30.0, 12.0)]
    centres, scale = in_lines(sizes, 64.0, 2.0)
    assert scale == 1.0
    for (cx, _), (along, _) in zip(centres, sizes, strict=True):
        assert -32 - 1e-9 <= cx - along / 2 and cx + along / 2 <= 32 + 1e-9  # within the room, centred on 0
    assert len({round(cy, 6) for _, cy in centres}) >= 2  # too wide for one line: two lines
    assert centres[1][1] == centres[0][1] + (20.0 - 15.0) / 2  # same line, tops aligned
    one, s = in_lines([(100.0, 10.0)], 50.0, 2.0)
    assert s == 0.5 and one == [(0.0, 2.5)]  # a single overlay wider than the room: the only one made smaller


def _numbers(w: TableViewWidget) -> list[float]:
    zoom = w.zoom()
    out = []
    for item in w.table.cards.values():
        if w.hand_dock.owns(item):
            continue
        for child in item.childItems():
            if isinstance(child, (DialItem, TokenItem)):
                t = child.sceneTransform()
                out.append(child.number_size() * (t.m11() ** 2 + t.m12() ** 2) ** 0.5 * zoom)
    return out


def _view() -> TableView:
    """Four players (small cards) with damage, threat and counters on cards and current stats shown."""
    view = synthetic_view(4, 1, exhausted=("allies",))
    cards = {cid: dataclasses.replace(c, damage=2 if c.hp is None else 0, counters=12 if cid % 3 == 0 else 0,
                                      hp=5, max_hp=12, stats=(("attack", 2), ("defense", 11)),
                                      shown_stats=("attack", "defense") if cid % 2 else ())
             for cid, c in view.cards.items()}
    return dataclasses.replace(view, cards=cards)


@pytest.mark.parametrize("size", [(1000, 560), (1600, 900)])
def test_numbers_on_the_table_are_at_least_the_least_readable_size(qtbot: Any, size: tuple[int, int]) -> None:
    scene = TableScene(animations=False)
    w = TableViewWidget(scene)
    qtbot.addWidget(w)
    w.resize(*size)
    scene.update_from(_view())
    w.show()
    qtbot.waitExposed(w)
    w.fit_to_window()
    numbers = _numbers(w)
    assert len(numbers) > 20
    assert min(numbers) >= MIN_NUMBER_PX - 1.0  # the type size is a whole number of scene units
    # zoomed far in, the numbers are the card's own size again (no floor needed)
    w.zoom_by(6.0)
    big = _numbers(w)
    assert min(big) >= MIN_NUMBER_PX
    assert all(not item.number_floor or item.number_floor < 1e9 for item in scene.cards.values())


def test_a_new_card_on_the_table_gets_the_floor_and_a_card_in_the_dock_does_not(qtbot: Any) -> None:
    scene = TableScene(animations=False)
    w = TableViewWidget(scene)
    qtbot.addWidget(w)
    w.resize(1000, 560)
    view = _view()
    scene.update_from(view)
    w.show()
    qtbot.waitExposed(w)
    w.fit_to_window()
    assert scene.number_floor == pytest.approx(MIN_NUMBER_PX / w.zoom())
    for item in scene.cards.values():
        assert item.number_floor == (0.0 if w.hand_dock.owns(item) else pytest.approx(scene.number_floor))

"""Helpers for the window tests: a private user data folder, a window, waiting for the engine, mouse input."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402

from mcdesk.app.engine_bridge import EngineView, Reply  # noqa: E402
from mcdesk.app.main_window import MainWindow  # noqa: E402
from mcdesk.app.table_widget import card_under  # noqa: E402
from mcdesk.games.champions.cards.decks import default_setup  # noqa: E402
from mcdesk.games.champions.engine import Game  # noqa: E402
from mcdesk.table.items import CardItem  # noqa: E402

WAIT_MS = 8000


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own user data folder (autosaves, settings), and the table draws events at the
    instant pace (no animation timing in tests)."""
    folder = tmp_path / "userdata"
    folder.mkdir()
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    monkeypatch.setenv("MCDESK_PACE", "instant")
    return folder


@pytest.fixture()
def make_window(qtbot: Any) -> Iterator[Callable[..., MainWindow]]:
    made: list[MainWindow] = []

    def make(seed: int = 1, **kw: Any) -> MainWindow:
        window = MainWindow(kw.pop("setup", None) or default_setup(), seed, **kw)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        made.append(window)
        wait_ready(qtbot, window)
        return window

    yield make
    for w in made:
        w.shutdown()


def wait_ready(qtbot: Any, window: MainWindow, pred: Callable[[EngineView], bool] | None = None) -> EngineView:
    """Wait until the engine has nothing in hand and the latest view satisfies ``pred``."""
    qtbot.waitUntil(lambda: window.view is not None and window.idle() and (pred is None or pred(window.view)),
                    timeout=WAIT_MS)
    assert window.view is not None
    return window.view


def run(qtbot: Any, window: MainWindow, coro: Any) -> Any:
    """Run one of the window's coroutines to its end and return its result."""
    task = window.spawn(coro)
    qtbot.waitUntil(task.done, timeout=WAIT_MS)
    wait_ready(qtbot, window)
    return task.result()


def answer(qtbot: Any, window: MainWindow, key: str) -> Reply:
    reply: Reply = run(qtbot, window, window.answer(key))
    assert reply.ok, reply.message
    return reply


def card_by_name(view: EngineView, name: str, zone_suffix: str = "") -> int:
    for c in view.table.cards.values():
        if c.name == name and c.zone.endswith(zone_suffix):
            return c.id
    raise AssertionError(f"no {name} in {zone_suffix or 'the table'}")


def visible_point(window: MainWindow, card_id: int) -> QPoint:
    """A viewport point where the card itself (not a neighbour overlapping it) is under the pointer."""
    item = window.scene.cards[card_id]
    w, h = item.size
    to_viewport = item.deviceTransform(window.table.viewportTransform())  # also for a card in the hand dock
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.15, 0.08, 0.7, 0.85):
            p = to_viewport.map(QPointF(w * fx, h * fy)).toPoint()
            if card_under(window.table, p) is item:
                return p
    raise AssertionError(f"card {card_id} is hidden under other cards")


def click_card(window: MainWindow, card_id: int) -> None:
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     visible_point(window, card_id))


def double_click_card(window: MainWindow, card_id: int) -> None:
    """Press-release, then the double-click (as a real mouse sends them)."""
    vp, p = window.table.viewport(), visible_point(window, card_id)
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def drag_card(window: MainWindow, card_id: int, zone: str) -> None:
    """Drag a card with the mouse and drop it in the middle of a zone."""
    vp = window.table.viewport()
    start = visible_point(window, card_id)
    target = window.scene.zone_item(zone)
    assert target is not None, zone
    end = window.table.mapFromScene(target.rect.center())
    item: CardItem = window.scene.cards[card_id]
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * k / 8)
    assert item.is_dragging()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def game_at(seed: int, answers: list[str]) -> Game:
    g = Game(default_setup(), seed)
    for key in answers:
        g.play_entry(key)  # the log was written before abilities had ids
    return g

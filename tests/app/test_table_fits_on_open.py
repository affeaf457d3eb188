"""Issue 21, item 4: a save opened at 1280x720 fills the window's room for the table with no Fit to Window: the
table takes the shape of that room once the hand dock has its hand, and is fitted to it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mcdesk.app.main_window import MainWindow
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine import Game
from mcdesk.io.saves import save_game

from .conftest import wait_ready


def _shaped(window: MainWindow) -> bool:
    t = window.table
    area, scene = t.table_area(), window.scene.sceneRect()
    lo, hi = t.ASPECT_RANGE
    want = min(hi, max(lo, area.width() / area.height()))
    return (t.auto_fit and abs(t.zoom() / t.fitted_zoom() - 1) < 0.02
            and abs(scene.width() / scene.height() / want - 1) < 0.02)


def test_an_opened_save_fills_the_window(qtbot: Any, tmp_path: Path) -> None:
    game = Game(default_setup(), 3)
    for _ in range(12):  # into the first player turn, a hand dealt
        assert game.pending is not None
        game.answer(game.pending.keys[0] if game.pending.kind != "mulligan" else "keep")
    save = tmp_path / "game.json"
    save_game(game, save)
    window = MainWindow(open_path=save, autosave=False, seed=1)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    try:
        wait_ready(qtbot, window)
        assert window.table.hand_dock.height() > 0  # the hand is docked: the table's room is the rest
        qtbot.waitUntil(lambda: _shaped(window), timeout=3000)
        # the dock appearing or going without the viewport resizing (a hand dealt after the table was shaped, as a
        # save opens) shapes the table again
        band = window.table.hand_dock.band
        qtbot.waitUntil(lambda: not window.table._reshape.isActive(), timeout=2000)
        band.setVisible(False)
        assert window.table._reshape.isActive()
        band.setVisible(True)
        qtbot.waitUntil(lambda: not window.table._reshape.isActive() and _shaped(window), timeout=2000)
    finally:
        window.shutdown()

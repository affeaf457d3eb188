"""The window: the engine answers from its worker thread; buttons answer, Undo steps back, close stops it."""

from __future__ import annotations

from types import MappingProxyType

from PySide6.QtCore import Qt

from mcdesk.app.engine_bridge import DecisionView
from mcdesk.app.main_window import MainWindow
from mcdesk.cards.decks import default_setup

# tests/conftest.py sets QT_QPA_PLATFORM=offscreen before Qt is imported.

WAIT_MS = 5000


def _ready(window: MainWindow) -> bool:
    buttons = window.option_buttons()
    return bool(buttons) and all(b.isEnabled() for b in buttons)


def _view(window: MainWindow) -> DecisionView:
    assert window.view is not None
    return window.view


def test_play_undo_and_close(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(default_setup(), 3)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: _ready(window), timeout=WAIT_MS)

    first = _view(window)
    assert first.decisions == 0 and first.pending is not None
    assert isinstance(first.summary, MappingProxyType)  # a read-only view, not the game
    assert "Rhino" in window.summary_text.toPlainText()
    assert window.log_text.toPlainText()
    assert [b.property("optionKey") for b in window.option_buttons()] == list(first.pending.keys)

    qtbot.mouseClick(window.option_buttons()[0], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _view(window).decisions == 1 and _ready(window), timeout=WAIT_MS)
    assert window.undo_action.isEnabled()

    window.undo_action.trigger()
    qtbot.waitUntil(lambda: _view(window).decisions == 0 and _ready(window), timeout=WAIT_MS)
    assert _view(window).pending == first.pending
    assert not window.undo_action.isEnabled() and window.redo_action.isEnabled()

    thread = window._thread
    window.close()
    assert thread.isFinished()


def test_illegal_answer_shows_in_status_bar_and_changes_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(default_setup(), 5)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: _ready(window), timeout=WAIT_MS)
    before = _view(window)
    window.choose("no-such-option")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Error"), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: _ready(window), timeout=WAIT_MS)
    after = _view(window)
    assert after.decisions == before.decisions and after.pending == before.pending
    assert "no-such-option" in window.statusBar().currentMessage()
    window.close()


def test_undo_with_nothing_to_undo(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(default_setup(), 5)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: _ready(window), timeout=WAIT_MS)
    window.undo()
    qtbot.waitUntil(lambda: "Nothing to undo" in window.statusBar().currentMessage(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: _ready(window), timeout=WAIT_MS)
    assert _view(window).decisions == 0
    window.close()


def test_bridge_reports_the_end_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    from mcdesk.ai.random_policy import RandomPolicy
    from mcdesk.app.engine_bridge import EngineBridge

    bridge = EngineBridge()  # in this thread: its signals are delivered directly
    views: list[DecisionView] = []
    ends: list[str] = []
    bridge.decision.connect(views.append)
    bridge.finished.connect(ends.append)
    bridge.start(default_setup(), 2)
    policy = RandomPolicy(2)
    while views[-1].pending is not None:
        bridge.answer(policy.rng.choice(views[-1].pending.options).key)
    assert len(ends) == 1 and ends[0].startswith("The players")
    assert views[-1].summary["result"] in ("win", "loss")
    bridge.answer("anything")  # refused: the game is over; no second "finished"
    assert len(ends) == 1

"""The application window (a first, text-only table): state summary, log, and the pending question.

The engine runs in a worker thread (:mod:`.engine_bridge`); this window only shows the views it sends
and sends back the keys of the options the user clicks, through queued signals.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ..engine.decisions import Decision
from ..engine.game import GameSetup
from .engine_bridge import DecisionView, EngineBridge


def format_summary(summary: Mapping[str, Any]) -> str:
    """The state summary as plain text for the summary panel."""
    if "summary_error" in summary:
        return f"(the state summary failed: {summary['summary_error']})"
    lines = [f"Round {summary['round']} - {str(summary['phase']).replace('_', ' ')} phase"]
    if summary.get("result"):
        lines.append(f"Game over: the players {'win' if summary['result'] == 'win' else 'lose'} "
                     f"({summary.get('result_reason', '')})")
    v = summary.get("villain")
    if v:
        status = f" [{', '.join(v['statuses'])}]" if v["statuses"] else ""
        lines.append(f"Villain: {v['name']} - {v['hp']}/{v['max_hp']} hit points{status}")
    m = summary.get("main_scheme")
    if m:
        lines.append(f"Main scheme: {m['name']} - threat {m['threat']}/{m['target']}")
    for side in summary.get("side_schemes", ()):
        lines.append(f"Side scheme: {side['name']} - threat {side['threat']}")
    lines.append(f"Encounter deck: {summary['encounter_deck']} cards, discard {summary['encounter_discard']}")
    for p in summary.get("players", ()):
        lines.append("")
        marks = []
        if p["index"] == summary.get("first_player"):
            marks.append("first player")
        if p["index"] == summary.get("active_player"):
            marks.append("active")
        if p["eliminated"]:
            marks.append("ELIMINATED")
        if p["identity_exhausted"]:
            marks.append("exhausted")
        marks += list(p["statuses"])
        head = f"Player {p['index'] + 1}: {p['identity']} ({p['form']})"
        lines.append(head + (f" [{', '.join(marks)}]" if marks else ""))
        lines.append(f"  Hit points: {p['hp']}/{p['max_hp']}   Deck: {p['deck']}   Discard: {p['discard']}")
        lines.append(f"  Hand ({len(p['hand'])}): {', '.join(p['hand']) or '-'}")
        lines.append("  In play:" + ("" if p["in_play"] else " -"))
        lines += [f"    {c}" for c in p["in_play"]]
    return "\n".join(lines)


class MainWindow(QMainWindow):
    """One game, played by clicking the options the engine offers."""

    start_requested = Signal(object, object)
    answer_requested = Signal(str)
    undo_requested = Signal()
    redo_requested = Signal()

    def __init__(self, setup: GameSetup, seed: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        self.seed = seed
        self.view: DecisionView | None = None
        self._buttons: list[QPushButton] = []
        self._shut_down = False
        self._build_ui()
        self._start_engine()
        self.new_game(seed)

    # -- building -----------------------------------------------------------------------------------
    def _build_ui(self) -> None:
        self.resize(1200, 760)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.TypeWriter)

        self.summary_text = QPlainTextEdit(readOnly=True)
        self.summary_text.setObjectName("summary")
        self.summary_text.setFont(mono)
        self.summary_text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)

        self.log_text = QPlainTextEdit(readOnly=True)
        self.log_text.setObjectName("log")
        self.log_text.setMaximumBlockCount(20000)

        self.prompt_label = QLabel("Starting the game...")
        self.prompt_label.setObjectName("prompt")
        self.prompt_label.setWordWrap(True)
        bold = self.prompt_label.font()
        bold.setBold(True)
        self.prompt_label.setFont(bold)

        self.options_widget = QWidget()
        self.options_layout = QVBoxLayout(self.options_widget)
        self.options_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.options_widget)

        question = QWidget()
        q_layout = QVBoxLayout(question)
        q_layout.addWidget(self.prompt_label)
        q_layout.addWidget(scroll, 1)

        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.log_text)
        right.addWidget(question)
        right.setSizes([380, 380])
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.summary_text)
        main.addWidget(right)
        main.setSizes([520, 680])
        self.setCentralWidget(main)

        self.new_action = QAction("&New Game", self)
        self.new_action.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self.new_action.triggered.connect(lambda: self.new_game(random.randrange(2**31)))
        self.undo_action = QAction("&Undo", self, shortcut=QKeySequence("Ctrl+Z"), enabled=False)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction("&Redo", self, shortcut=QKeySequence("Ctrl+Shift+Z"), enabled=False)
        self.redo_action.triggered.connect(self.redo)
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        quit_action.triggered.connect(self.close)
        menu = self.menuBar().addMenu("&Game")
        for action in (self.new_action, self.undo_action, self.redo_action):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(quit_action)
        toolbar = self.addToolBar("Game")
        toolbar.setObjectName("game-toolbar")
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        self.statusBar().showMessage("Starting the game...")

    def _start_engine(self) -> None:
        self._thread = QThread()
        self._thread.setObjectName("mcdesk-engine")
        self._bridge: EngineBridge | None = EngineBridge()
        self._bridge.moveToThread(self._thread)
        self._thread.finished.connect(self._bridge.deleteLater)
        queued = Qt.ConnectionType.QueuedConnection
        self.start_requested.connect(self._bridge.start, queued)
        self.answer_requested.connect(self._bridge.answer, queued)
        self.undo_requested.connect(self._bridge.undo, queued)
        self.redo_requested.connect(self._bridge.redo, queued)
        self._bridge.decision.connect(self._on_decision, queued)
        self._bridge.finished.connect(self._on_finished, queued)
        self._bridge.error.connect(self._on_error, queued)
        self._bridge.message.connect(self._on_message, queued)
        self._thread.start()

    # -- requests -------------------------------------------------------------------------------------
    def new_game(self, seed: int) -> None:
        self.seed = seed
        self.setWindowTitle(f"mcdesk - seed {seed}")
        self._set_buttons_enabled(False)
        self.start_requested.emit(self.setup, seed)

    def choose(self, key: str) -> None:
        """Answer the pending decision with the option ``key`` (what clicking its button does)."""
        self._set_buttons_enabled(False)
        self.answer_requested.emit(key)

    def undo(self) -> None:
        self._set_buttons_enabled(False)
        self.undo_requested.emit()

    def redo(self) -> None:
        self._set_buttons_enabled(False)
        self.redo_requested.emit()

    # -- views from the engine ---------------------------------------------------------------------
    @Slot(object)
    def _on_decision(self, view: DecisionView) -> None:
        self.view = view
        self.summary_text.setPlainText(format_summary(view.summary))
        if view.log_reset:
            self.log_text.setPlainText("\n".join(view.log))
        else:
            for line in view.log:
                self.log_text.appendPlainText(line)
        self.log_text.verticalScrollBar().setValue(self.log_text.verticalScrollBar().maximum())
        self.undo_action.setEnabled(view.can_undo)
        self.redo_action.setEnabled(view.can_redo)
        self._show_question(view.pending, view.summary)

    def _show_question(self, pending: Decision | None, summary: Mapping[str, Any]) -> None:
        for b in self._buttons:
            self.options_layout.removeWidget(b)
            b.deleteLater()
        self._buttons = []
        if pending is None:
            self.prompt_label.setText("The game is over." if summary.get("result") else "No decision pending.")
            return
        who = ""
        players = summary.get("players", ())
        if len(players) > 1 and 0 <= pending.player < len(players):
            who = f"Player {pending.player + 1} ({players[pending.player]['identity']}): "
        self.prompt_label.setText(who + pending.prompt)
        for option in pending.options:
            button = QPushButton(option.label)
            button.setObjectName(f"option:{option.key}")
            button.setProperty("optionKey", option.key)
            button.setToolTip(option.key)
            button.clicked.connect(lambda _checked=False, key=option.key: self.choose(key))
            self.options_layout.addWidget(button)
            self._buttons.append(button)

    @Slot(str)
    def _on_finished(self, text: str) -> None:
        self.statusBar().showMessage(text)

    @Slot(str)
    def _on_error(self, text: str) -> None:
        self.statusBar().showMessage(f"Error: {text}")
        self._set_buttons_enabled(True)

    @Slot(str)
    def _on_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 4000)

    def _set_buttons_enabled(self, enabled: bool) -> None:
        for b in self._buttons:
            b.setEnabled(enabled)

    # -- for tests and tools -------------------------------------------------------------------------
    def option_buttons(self) -> list[QPushButton]:
        return list(self._buttons)

    # -- closing ------------------------------------------------------------------------------------
    def shutdown(self) -> None:
        """Stop the engine thread and wait for it (idempotent)."""
        if self._shut_down:
            return
        self._shut_down = True
        for signal in (self.start_requested, self.answer_requested, self.undo_requested, self.redo_requested):
            try:
                signal.disconnect()
            except (RuntimeError, TypeError):
                pass
        self._thread.quit()
        self._thread.wait()
        self._bridge = None

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        self.shutdown()
        super().closeEvent(event)


class _QuitGuard(QObject):
    """Stops the engine thread when the application quits without closing the window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    @Slot()
    def quit(self) -> None:
        self.window.shutdown()


def run_app(setup: GameSetup, seed: int) -> int:
    """Open the window on ``setup`` with ``seed`` and run the Qt event loop until it closes."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setApplicationName("mcdesk")
    window = MainWindow(setup, seed)
    guard = _QuitGuard(window)
    app.aboutToQuit.connect(guard.quit)
    window.show()
    return app.exec()

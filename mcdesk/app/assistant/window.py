"""The table assistant's window: the desk (every count as a dial, the step of the round with its options, the
report controls, the log) and the across-the-table view (F11).

The game runs in this process (the encounter side's procedures answer in milliseconds). Every change goes
through the game: an answer, a report (checked under the rules; a refusal is shown and changes nothing) or a
dial's change by hand (logged). Undo and redo step back through all three; saves are the shared envelope,
autosaved after each change when an autosave path is given."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QMainWindow,
    QPlainTextEdit,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from mcdesk.core.decisions import ActionKind
from mcdesk.core.errors import CorruptLog, EngineError, IllegalAnswer
from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind
from mcdesk.games.champions.assistant.summary import summarize
from mcdesk.games.champions.engine.manual import ManualEdit

from .across import AcrossView
from .counts import Counts
from .report_panel import ReportPanel
from .step_panel import StepPanel, primary_key

WINDOW_STYLE = """
QMainWindow { background: #10171b; }
QToolBar { background: #10161a; spacing: 6px; }
QToolBar QToolButton { color: #eceff1; font-size: 16px; padding: 8px 12px; }
QPlainTextEdit#assistantLog { background: #12181c; color: #cfd8dc; font-size: 14px; border: none; }
"""


class AssistantWindow(QMainWindow):
    def __init__(self, game: AssistantGame | None = None, *, autosave: Path | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("mcdesk — table assistant")
        self.setStyleSheet(WINDOW_STYLE)
        self.game: AssistantGame | None = None
        self.autosave = autosave
        self.message = ""
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.desk = desk = QWidget()
        row = QHBoxLayout(desk)
        row.setContentsMargins(4, 4, 4, 4)
        self.counts = Counts()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.counts)
        row.addWidget(scroll, 11)
        right = QVBoxLayout()
        self.step = StepPanel()
        self.reports = ReportPanel()
        controls = QWidget()
        controls.setObjectName("controls")
        controls.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        controls.setStyleSheet("QWidget#controls { background: #10171b; }")
        inner = QVBoxLayout(controls)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addWidget(self.step)
        inner.addWidget(self.reports)
        inner.addStretch(1)
        side = QScrollArea()  # the step and the report controls keep their size; a short window scrolls them
        side.setWidgetResizable(True)
        side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        side.setWidget(controls)
        self.log = QPlainTextEdit()
        self.log.setObjectName("assistantLog")
        self.log.setReadOnly(True)
        self.log.setMaximumHeight(120)
        right.addWidget(self.step.primary_button)  # in one place at every step, above the scrolling controls
        right.addWidget(side, 1)
        right.addWidget(self.reports.report_bar)  # Report in view however far the controls scroll
        right.addWidget(self.log)
        row.addLayout(right, 9)
        self.across = AcrossView()
        self.stack.addWidget(desk)
        self.stack.addWidget(self.across)
        self._actions()
        self.step.answered.connect(self.answer)
        self.reports.report_requested.connect(self.apply_report)
        self.counts.edit_requested.connect(self.edit)
        self.counts.status_requested.connect(self.status)
        self.across.tapped.connect(lambda: self.show_across(False))
        if game is not None:
            self.set_game(game)

    def _actions(self) -> None:
        bar = self.addToolBar("Assistant")
        bar.setMovable(False)

        def act(text: str, slot: object, keys: QKeySequence | QKeySequence.StandardKey | str | None = None) -> QAction:
            a = QAction(text, self)
            if keys is not None:
                a.setShortcut(QKeySequence(keys))
            a.triggered.connect(slot)
            bar.addAction(a)
            return a

        self.new_action = act("New…", self.new_game, QKeySequence.StandardKey.New)
        self.open_action = act("Open…", self.open_dialog, QKeySequence.StandardKey.Open)
        self.save_action = act("Save…", self.save_dialog, QKeySequence.StandardKey.Save)
        self.undo_action = act("Undo", self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = act("Redo", self.redo, QKeySequence.StandardKey.Redo)
        self.across_action = act("Across the table (F11)", self.toggle_across, "F11")
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.primary)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, lambda: self.show_across(False))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space and Esc also when the window is not the active one (the shortcuts need it to be)."""
        if event.key() == Qt.Key.Key_Space:
            self.primary()
        elif event.key() == Qt.Key.Key_Escape:
            self.show_across(False)
        else:
            super().keyPressEvent(event)

    # -- the game ----------------------------------------------------------------------------------------
    def set_game(self, game: AssistantGame) -> None:
        self.game = game
        self.reports.set_game(game)
        self.refresh()

    def refresh(self) -> None:
        g = self.game
        if g is None:
            return
        s = summarize(g)
        self.counts.show_summary(s)
        self.across.show_summary(s)
        self.step.show_decision(g.pending, f"The players {'win' if g.result == 'win' else 'lose'}: {s.reason}")
        for key, button in self.step.option_buttons.items():  # a defender's DEF, as the players weigh it
            o = g.pending.option(key) if g.pending is not None else None
            card = o.action.card if o is not None and o.action is not None else None
            if o is not None and o.action is not None and o.action.kind is ActionKind.DEFEND and card is not None:
                button.setText(f"{button.text()} (DEF {g.stat(card, 'defense') or 0})")
        title, text = revealed_card(g, s.last_revealed)
        self.step.show_revealed(title, text)
        self.across.show_revealed(title)
        self.reports.refresh()
        self.reports.show_error(self.message)
        self.log.setPlainText("\n".join(g.log_lines[-200:]))
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())
        self.undo_action.setEnabled(bool(g.answers))
        self.redo_action.setEnabled(bool(g.redo_stack))

    def _run(self, what: object) -> bool:
        """Apply a change (a callable); a refusal or an engine error is shown and changes nothing."""
        self.message = ""
        try:
            what()  # type: ignore[operator]
        except (IllegalAnswer, EngineError) as e:
            self.message = str(e)
            self.refresh()
            return False
        self._autosave()
        self.refresh()
        return True

    def answer(self, key: str) -> bool:
        g = self.game
        return g is not None and self._run(lambda: g.answer(key))

    def primary(self) -> None:
        """Space: confirm the step (Continue, End the turn, Done), here or across the table."""
        g = self.game
        key = primary_key(g.pending) if g is not None else None
        if key is not None:
            self.answer(key)

    def apply_report(self, r: Report) -> bool:
        g = self.game
        return g is not None and self._run(lambda: g.report(r))

    def edit(self, card: int, field: str, value: int) -> bool:
        g = self.game
        return g is not None and self._run(lambda: g.manual_edit(ManualEdit("set", card, field=field, value=value)))

    def status(self, player: int, card: int, status: str, give: bool) -> bool:
        return self.apply_report(Report(ReportKind.STATUS, player, card, 1 if give else -1, status=status))

    def undo(self) -> None:
        if self.game is not None and self.game.undo():
            self._autosave()
            self.refresh()

    def redo(self) -> None:
        if self.game is not None and self.game.redo():
            self._autosave()
            self.refresh()

    # -- views ---------------------------------------------------------------------------------------------
    def show_across(self, on: bool) -> None:
        self.stack.setCurrentWidget(self.across if on else self.desk)
        if on:
            self.showFullScreen()
        elif self.isFullScreen():
            self.showNormal()

    def toggle_across(self) -> None:
        self.show_across(self.stack.currentWidget() is not self.across)

    # -- files ---------------------------------------------------------------------------------------------
    def new_game(self) -> None:
        from .setup_dialog import AssistantSetupDialog

        db = self.game.db if self.game is not None else None
        if db is None:
            from mcdesk.games.champions.engine.database import default_database

            db = default_database()
        dlg = AssistantSetupDialog(db, self)
        if dlg.exec():
            self.message = ""
            self.set_game(AssistantGame(dlg.setup(), dlg.seed, db))

    def save_to(self, path: Path) -> None:
        from mcdesk.io.files import atomic_write_text

        if self.game is not None:
            atomic_write_text(path, json.dumps(self.game.to_save(), indent=1, sort_keys=True) + "\n")

    def open_file(self, path: Path) -> bool:
        from mcdesk.io.safejson import read

        try:
            data = read(path, dict)
            game = AssistantGame.from_save(data)
            assert isinstance(game, AssistantGame)
        except (OSError, ValueError, CorruptLog, EngineError) as e:
            self.message = f"{path.name} could not be opened: {e}"
            self.refresh()
            return False
        self.message = ""
        self.set_game(game)
        return True

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save assistant game", "", "mcdesk saves (*.json)")
        if path:
            self.save_to(Path(path))

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open assistant game", "", "mcdesk saves (*.json)")
        if path:
            self.open_file(Path(path))

    def _autosave(self) -> None:
        if self.autosave is not None and self.game is not None:
            self.save_to(self.autosave)


def revealed_card(g: AssistantGame, last: tuple[int, bool] | None) -> tuple[str, str]:
    """(title, text) of the card revealed last: the official text of an imported card (kept in the user's data
    folder), else the text generated from the built-in card's script."""
    if last is None:
        return "", ""
    from mcdesk.games.champions.cards.text import rules_text

    card, boost = last
    code = g.state.cards[card].code
    text = g.db.manual_text.get(code) or rules_text(g.db, code)
    return (f"{'Boost' if boost else 'Revealed'}: {g.card_title(card)}", text)


PREFERRED_SIZE = (1280, 720)
"""The assistant's opening size (a 720p screen holds it whole); a smaller screen gets its available room."""
FRAME = (16, 40)
"""Room left on the screen for the window's frame and title bar, which the size given to resize() leaves out."""


def fitted_size(preferred: tuple[int, int], available: tuple[int, int] | None) -> tuple[int, int]:
    """The window size to open at: ``preferred``, made smaller to fit ``available`` (the screen's room for
    windows, less the frame) when that is smaller."""
    if available is None:
        return preferred
    return (max(320, min(preferred[0], available[0] - FRAME[0])), max(240, min(preferred[1], available[1] - FRAME[1])))


def open_assistant(parent: QWidget | None = None) -> AssistantWindow:
    """Open the assistant with the new-game dialog (the hook the main window and the start screen use)."""
    from mcdesk.io.userdata import data_dir

    w = AssistantWindow(autosave=data_dir() / "assistant-autosave.json", parent=parent)
    screen = w.screen() or QGuiApplication.primaryScreen()
    avail = screen.availableGeometry() if screen is not None else None
    w.resize(*fitted_size(PREFERRED_SIZE, (avail.width(), avail.height()) if avail is not None else None))
    w.show()
    auto = data_dir() / "assistant-autosave.json"
    if not (auto.exists() and w.open_file(auto) and w.game is not None and w.game.pending is not None):
        w.new_game()
    return w

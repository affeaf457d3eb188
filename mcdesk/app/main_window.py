"""The application window: the table in the middle, the prompt and the game log docked beside it.

The engine runs in a worker thread (:mod:`.engine_client`, :mod:`.engine_bridge`). The window never touches
the game: it shows the frozen views the engine sends, and sends back requests (an answer's key, a change by
hand, undo/redo, save/open, a new game), awaiting their replies on the qasync event loop. The table stays
live (zoom, pan, hover) while the engine thinks; a drop or a click never moves a card by itself.

Any seat can be played by the autopilot (New Game, or Game > Autopilot Seats): the engine answers that seat's
decisions by itself, with a pause between answers (Game > Autopilot Pace) that Game > Pause Autopilot stops.
File > Open takes saves and replay logs; Game > Replay steps back and forth through a game's decisions.
"""

from __future__ import annotations

import asyncio
import html
import random
import sys
import time
import traceback
from collections.abc import Coroutine, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QSize, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QCursor, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyle,
    QWidget,
)

from mcdesk.core.decisions import DecisionKind, Option

from ..games.champions.engine.manual import ManualEdit
from ..table.card_face import CardFaces
from . import recent_games
from .engine_bridge import EngineView, Reply, autopilot_available, summary_line
from .engine_client import DEAD, EngineClient
from .free_table import drop_edit, free_actions, token_edit
from .game_kinds import CHAMPIONS, kind_of, new_game_choice
from .hot_seat import HotSeat
from .log_panel import LogPanel
from .pacing import PaceController, initial_pace
from .prompt_panel import REVEAL_PREFIX, PromptPanel, cards_of, suggestion_reason
from .seats import AUTOPILOT, HUMAN, Seats, describe_seats, normalize_seats
from .settings import AUTOSAVE, PREVIOUS, AppSettings, autosave_path, image_cache_dir, saves_dir
from .start_screen import GameOverDialog, StartScreen
from .table_widget import GameScene, GameTableView
from .widgets import STYLE, asset_icon

SAVE_FILTER = "mcdesk saves (*.json);;All files (*)"
OPEN_FILTER = "mcdesk saves and replay logs (*.json);;All files (*)"

AUTOPILOT_PACES = (("&Instant", 0), ("&Fast (0.3 s)", 300), ("&Normal (0.7 s)", 700), ("&Slow (1.5 s)", 1500))
"""Game > Autopilot Pace: the pause before each of the autopilot's answers."""

PICK_KINDS = frozenset({
    DecisionKind.PAY, DecisionKind.TARGET, DecisionKind.DEFEND, DecisionKind.DISCARD, DecisionKind.MULLIGAN,
    DecisionKind.CHOOSE, DecisionKind.ORDER,
})
"""Decisions answered by clicking one of the glowing cards."""


_loop: asyncio.AbstractEventLoop | None = None


def qt_event_loop() -> asyncio.AbstractEventLoop:
    """The qasync event loop the window's coroutines run on: the running one (``run_app``), else a loop on the
    current Qt application whose callbacks run whenever Qt processes events (tests with pytest-qt)."""
    global _loop
    import qasync  # after PySide6, so that qasync picks it

    try:
        running = asyncio.get_running_loop()
    except RuntimeError:
        running = None
    if isinstance(running, qasync.QEventLoop):
        return running
    if _loop is None or _loop.is_closed():
        _loop = qasync.QEventLoop(QApplication.instance())
    return _loop


class MainWindow(QMainWindow):
    """One game at a time, refereed by the engine in its worker thread."""

    def __init__(
        self,
        setup: Any = None,
        seed: int | None = None,
        *,
        open_path: str | Path | None = None,
        resume: bool = False,
        autosave: bool = True,
        screenshot: str | Path | None = None,
        seats: Sequence[str] | None = None,
        autopilot_delay_ms: int | None = None,
        start_screen: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        from ..games.champions.cards.decks import default_setup

        self.loop = qt_event_loop()
        self.setup = setup or default_setup()
        self.seed = seed if seed is not None else random.randrange(2**31)
        self.seats: Seats = normalize_seats(seats, kind_of(self.setup).players(self.setup))
        self._faces_of = CHAMPIONS
        """The game whose card faces :attr:`faces` draws."""
        self.view: EngineView | None = None
        self.save_path: Path | None = None
        self.replay_path: Path | None = None
        """The replay log the game was opened from (never saved over)."""
        self.free_table = False
        self.last_message: tuple[str, str] | None = None
        self.screenshot = Path(screenshot) if screenshot else None
        self.screenshot_size: QSize | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._shut_down = False
        self._last_pick: tuple[int, float] | None = None
        self._hover_key = ""
        self.pile_viewer: QWidget | None = None
        self.settings = AppSettings.load()
        if autopilot_delay_ms is not None:
            self.settings.autopilot_delay_ms = max(0, int(autopilot_delay_ms))
        self.autosave: Path | None = None
        """This game's own autosave (see :mod:`.recent_games`: one file per game, in the saves folder)."""
        self.previous_autosave: Path | None = None
        self._autosave_problem: str | None = None
        if autosave:
            from ..io.files import remove_orphaned_temp_files

            for name in (AUTOSAVE, PREVIOUS):  # left by a window killed while it wrote its autosave
                remove_orphaned_temp_files(autosave_path().parent, name)
            recent_games.adopt_legacy()  # the single autosave of older versions joins the others
            recent_games.remove_orphans()
            kept = recent_games.autosaves()
            self.previous_autosave = kept[0] if kept else None
            self.autosave = recent_games.new_autosave_path()
        nothing_to_resume = resume and self.previous_autosave is None
        if resume and self.previous_autosave is not None:
            open_path = self.previous_autosave
        if open_path is not None and self.autosave is not None and recent_games.is_autosave(open_path):
            self.autosave = Path(open_path)  # a game opened from its autosave goes on in it
        self._game_over_shown = -1

        self.db = self._database()
        self.faces = CardFaces(
            self.db, image_dir=self.settings.image_dir or None, url_template=self.settings.url_template or None,
            cache_dir=image_cache_dir(), official_text=self._official_text(),
        )
        self.scene = GameScene(self.faces, animations=self.settings.animations)
        self.table = GameTableView(self.scene)
        self.pacer = PaceController(self, initial_pace(self.settings.pace))
        self.prompt = PromptPanel(self.faces)
        self.log_panel = LogPanel()
        self._build_ui()
        self.hot_seat = HotSeat(self)
        self.settings_menu.addSeparator()
        self.settings_menu.addAction(self.hot_seat.action)
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.setInterval(250)
        self._busy_timer.timeout.connect(self._show_busy)

        self.engine = EngineClient(self.loop, self.autosave, self,
                                   autopilot_delay_ms=self.settings.autopilot_delay_ms)
        self.engine.view_ready.connect(self._on_view)
        self.engine.failed.connect(self._on_engine_failed)
        self.engine.busy_changed.connect(self._on_busy)
        self.engine.notice.connect(self._on_notice)
        self.engine.start()
        if self.pacer.player.timings.draws:
            self.pacer.tell_engine()
        if not self.settings.hot_seat:
            self.hot_seat.tell_engine()
        self.start_screen: StartScreen | None = None
        if open_path is not None:
            self.spawn(self.open_file(open_path))
        elif start_screen:
            self.show_start_screen()
        else:
            self.spawn(self.new_game(self.setup, self.seed, self.seats))
        if nothing_to_resume:
            self.show_message("No game to resume", "There is no game to resume: no game was going on when the "
                                                   "window last closed. A new game starts instead.",
                              QMessageBox.Icon.Information)
        self._report_store_notices()

    # == building ======================================================================================
    def _build_ui(self) -> None:
        self.setWindowTitle("mcdesk")
        self.setWindowIcon(asset_icon("icons/mcdesk.svg"))
        self.setStyleSheet(STYLE)
        self.setDockOptions(QMainWindow.DockOption.AnimatedDocks | QMainWindow.DockOption.AllowTabbedDocks)
        screen = QApplication.primaryScreen()
        avail = screen.availableGeometry().size() if screen is not None else QSize(1600, 1000)
        self.resize(min(1600, int(avail.width() * 0.94)), min(1000, int(avail.height() * 0.94)))
        self.setCentralWidget(self.table)

        self.prompt_dock = QDockWidget("Decision", self)
        self.prompt_dock.setObjectName("promptDock")
        self.prompt_dock.setWidget(self.prompt)
        self.prompt_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                                     | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.prompt_dock.setMinimumWidth(300)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.prompt_dock)
        self.log_dock = QDockWidget("Game log", self)
        self.log_dock.setObjectName("logDock")
        self.log_dock.setWidget(self.log_panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.resizeDocks([self.prompt_dock], [340 if self.width() < 1500 else 380], Qt.Orientation.Horizontal)
        self.resizeDocks([self.prompt_dock, self.log_dock], [600, 300], Qt.Orientation.Vertical)

        self.prompt.option_chosen.connect(self.choose)
        self.prompt.suggestion_accepted.connect(self.choose)
        self.prompt.option_hovered.connect(self._on_option_hovered)
        self.prompt.restart_requested.connect(self.restart_engine)
        self.prompt.collapsed_changed.connect(self._on_prompt_collapsed)
        self.scene.card_activated.connect(self._on_card_activated)
        self.scene.card_dropped.connect(self._on_card_dropped)
        self.scene.card_context_requested.connect(self._on_card_context)
        self.scene.zone_activated.connect(self.open_pile)
        self.scene.zone_context_requested.connect(self._on_zone_context)
        self.table.card_clicked.connect(self._on_card_clicked)
        self.log_panel.set_namer(self._log_card_name)
        self.log_panel.card_hovered.connect(self._on_log_card_hovered)
        self.table.card_wheel.connect(lambda cid, steps: self._free_token(cid, steps=steps))
        self.table.card_number.connect(lambda cid, n: self._free_token(cid, value=n))

        self._build_keys()
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.busy_label = QLabel("")
        self.round_label = QLabel("")
        self.free_label = QLabel("")
        self.seed_label = QLabel("")
        self.pilot_status = QLabel("")
        for w in (self.busy_label, self.pilot_status, self.free_label, self.round_label, self.seed_label):
            self.statusBar().addPermanentWidget(w)
        self.statusBar().showMessage("Starting the game…")

    def _build_keys(self) -> None:
        """Space or Enter: the primary answer; Esc: back out of a choice in progress (see :meth:`back_out`)."""
        self.primary_shortcuts = []
        for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            sc = QShortcut(QKeySequence(key), self)
            sc.activated.connect(self.answer_primary)
            self.primary_shortcuts.append(sc)
        self.escape_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape_shortcut.activated.connect(self.back_out)

    def answer_primary(self) -> asyncio.Task[Any] | None:
        """Give the pending decision's primary answer (End your turn, Pass, Done, Keep...), if it has one."""
        key = self.prompt.primary_key()
        if key is None or self.free_table:
            return None
        return self.choose(key)

    def back_out(self) -> asyncio.Task[Any] | None:
        """Esc: drop the targeting arrow, or step back out of a choice in progress (paying for a card,
        choosing its target or an amount) to the decision before it."""
        d = self.view.pending if self.view else None
        self.table.set_target_source(None)
        if d is None or self.view is None or not self.view.can_undo:
            return None
        if d.kind in (DecisionKind.PAY, DecisionKind.TARGET, DecisionKind.NUMBER):
            return self.spawn(self.undo())
        return None

    def _on_prompt_collapsed(self, collapsed: bool) -> None:
        self.prompt_dock.setMinimumWidth(220 if collapsed else 300)
        if collapsed:
            self.resizeDocks([self.prompt_dock], [260], Qt.Orientation.Horizontal)

    def _action(self, text: str, slot: Any, shortcut: str | QKeySequence.StandardKey | None = None,
                icon: QStyle.StandardPixmap | None = None, tip: str = "") -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            a.setIcon(self.style().standardIcon(icon))
        if tip:
            a.setToolTip(tip)
            a.setStatusTip(tip)
        a.triggered.connect(slot)
        return a

    def _build_actions(self) -> None:
        sp = QStyle.StandardPixmap
        self.new_action = self._action("&New Game…", self.show_new_game, "Ctrl+N", sp.SP_FileIcon,
                                       "Start a new game")
        self.open_action = self._action("&Open…", self.show_open, "Ctrl+O", sp.SP_DialogOpenButton,
                                        "Open a saved game or a replay log")
        self.resume_action = self._action("&Resume Previous Game", self.resume_previous,
                                          tip="Reopen the game that was going on when mcdesk last closed")
        self.assistant_action = self._action("Table &Assistant…", self.show_assistant,
                                             tip="Run the villain's side beside a game with physical cards")
        self.start_action = self._action("S&tart Screen", self.show_start_screen, "Ctrl+Shift+H",
                                         tip="Continue a recent game, start a new one or open a file")
        self.resume_action.setEnabled(self.previous_autosave is not None)
        self.save_action = self._action("&Save", self.save, "Ctrl+S", sp.SP_DialogSaveButton, "Save the game")
        self.save_as_action = self._action("Save &As…", self.save_as, "Ctrl+Shift+S")
        self.export_action = self._action("&Export Image…", self.show_export, "Ctrl+E",
                                          tip="Save a picture of the table")
        self.quit_action = self._action("&Quit", self.close, "Ctrl+Q")
        self.undo_action = self._action("&Undo", lambda: self.spawn(self.undo()), "Ctrl+Z", sp.SP_ArrowBack,
                                        "Undo the last decision")
        self.redo_action = self._action("&Redo", lambda: self.spawn(self.redo()), "Ctrl+Shift+Z",
                                        sp.SP_ArrowForward, "Redo")
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        self.free_action = self._action("&Free Table", self.set_free_table, "F",
                                        tip="Move cards, tokens and status cards by hand")
        self.free_action.setCheckable(True)
        self.fit_action = self._action("&Fit to Window", self.table.fit_to_window, "Ctrl+0",
                                       tip="Show the whole table")
        self.zoom_in_action = self._action("Zoom &In", lambda: self.table.zoom_by(1.25), "Ctrl++")
        self.zoom_out_action = self._action("Zoom &Out", lambda: self.table.zoom_by(1 / 1.25), "Ctrl+-")
        self.animations_action = self._action("&Animations", self._toggle_animations)
        self.animations_action.setCheckable(True)
        self.animations_action.setChecked(self.settings.animations)
        self.images_action = self._action("Card &Images…", self.show_images_dialog)
        self.suggest_action = self._action("&Suggest a Move", lambda: self.spawn(self.suggest()), "Ctrl+H",
                                           tip="Ask the autopilot what it would do")
        self.suggest_action.setVisible(autopilot_available())
        self.pause_action = self._action("&Pause Autopilot", lambda on: self.spawn(self.pause_autopilot(bool(on))),
                                         "Ctrl+P", tip="Stop the autopilot between its decisions, or let it go on")
        self.pause_action.setCheckable(True)
        self.pause_action.setEnabled(False)
        self.pace_group = QActionGroup(self)
        self.pace_actions: dict[int, QAction] = {}
        for text, ms in AUTOPILOT_PACES:
            a = self._action(text, lambda _c=False, ms=ms: self.spawn(self.set_autopilot_pace(ms)))
            a.setCheckable(True)
            a.setChecked(ms == self.settings.autopilot_delay_ms)
            self.pace_group.addAction(a)
            self.pace_actions[ms] = a
        self.step_back_action = self._action("Step &Back", lambda: self.spawn(self.step("step", -1)), "Alt+Left",
                                             tip="Go back one decision (the game's later decisions are kept)")
        self.step_forward_action = self._action("Step &Forward", lambda: self.spawn(self.step("step", 1)),
                                                "Alt+Right", tip="Play the next of the kept decisions again")
        self.to_start_action = self._action("To the &Start", lambda: self.spawn(self.step("to", 0)), "Alt+Home",
                                            tip="Back to the game's first decision")
        self.to_end_action = self._action("To the &End", lambda: self.spawn(self.step("to", 10**9)), "Alt+End",
                                          tip="Forward through all the kept decisions")
        for a in (self.step_back_action, self.step_forward_action, self.to_start_action, self.to_end_action):
            a.setEnabled(False)
        self.watch_action = self._action("&Watch Replay", lambda: self.pacer.watch_replay(),
                                         tip="Play the game again from its first decision, at the pace")
        self.restart_action = self._action("Restart &Engine from Autosave", self.restart_engine)
        self.shortcuts_action = self._action("&Shortcuts", self.show_shortcuts, "F1")
        self.glossary_action = self._action("&Glossary", self.show_glossary)
        self.about_action = self._action("&About mcdesk", self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu("&File")
        for a in (self.start_action, None, self.new_action, self.assistant_action, self.open_action,
                  self.resume_action, None, self.save_action, self.save_as_action, None, self.export_action, None,
                  self.quit_action):
            m.addSeparator() if a is None else m.addAction(a)
        m = bar.addMenu("&Edit")
        for a in (self.undo_action, self.redo_action, None, self.free_action):
            m.addSeparator() if a is None else m.addAction(a)
        m = bar.addMenu("&View")
        for a in (self.fit_action, self.zoom_in_action, self.zoom_out_action, None):
            m.addSeparator() if a is None else m.addAction(a)
        self.hand_menu = m.addMenu("Show &Hand of")
        self.hand_group = QActionGroup(self)
        m.addSeparator()
        m.addAction(self.prompt_dock.toggleViewAction())
        m.addAction(self.log_dock.toggleViewAction())
        m = bar.addMenu("&Game")
        m.addAction(self.suggest_action)
        m.addSeparator()
        m.addAction(self.pause_action)
        self.seats_menu = m.addMenu("Autopilot &Seats")
        pace = m.addMenu("Autopilot Pa&ce")
        for a in self.pace_actions.values():
            pace.addAction(a)
        m.addSeparator()
        self.replay_menu = m.addMenu("&Replay")
        for a in (self.step_back_action, self.step_forward_action, None, self.to_start_action, self.to_end_action):
            self.replay_menu.addSeparator() if a is None else self.replay_menu.addAction(a)
        self.replay_menu.addSeparator()
        self.replay_menu.addAction(self.watch_action)
        m.addSeparator()
        m.addAction(self.restart_action)
        m = bar.addMenu("&Settings")
        self.settings_menu = m
        self.pacer.fill_menu(m.addMenu("&Pace"))
        m.addAction(self.animations_action)
        m.addSeparator()
        m.addAction(self.images_action)
        m = bar.addMenu("&Help")
        for a in (self.shortcuts_action, self.glossary_action, None, self.about_action):
            m.addSeparator() if a is None else m.addAction(a)

    def _build_toolbar(self) -> None:
        tb = self.addToolBar("Game")
        tb.setObjectName("gameToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        tb.setIconSize(QSize(16, 16))
        for a in (self.new_action, self.open_action, self.save_action, None, self.undo_action, self.redo_action,
                  None, self.free_action, self.fit_action, self.suggest_action):
            tb.addSeparator() if a is None else tb.addAction(a)

    # == tasks =========================================================================================
    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        """Run ``coro`` on the qasync loop; keep it until it ends; report what it raises."""
        task = self.loop.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is not None:
            traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
            if not self._shut_down:
                self.statusBar().showMessage(f"Error: {type(exc).__name__}: {exc}", 10000)

    def idle(self) -> bool:
        """No request is waiting for the engine and every view it sent is shown (for tests and tools)."""
        return not self.engine.busy and not self._tasks and not self.engine.views_waiting

    # == requests ======================================================================================
    async def _request(self, op: str, arg: object = None, *, quiet: bool = False) -> Reply:
        reply = await self.engine.request(op, arg)
        self._note_autosave(reply)
        if not reply.ok and not quiet and reply.data != DEAD:
            self.statusBar().showMessage(reply.message, 10000)
        elif not reply.ok and reply.data == DEAD:
            self.statusBar().showMessage("The engine is not running: use Game > Restart Engine from Autosave.",
                                         10000)
        return reply

    async def _use_autosave(self, path: Path | None) -> Path | None:
        """Autosave the game to ``path`` from now on; returns the file used until now."""
        old = self.autosave
        if self.autosave is not None and path is not None and path != old:
            self.autosave = path
            await self._request("autosave", str(path), quiet=True)
        return old

    def _autosave_moved_on(self, old: Path | None) -> None:
        """A game is on in :attr:`autosave`: the last one is dropped only if no decision was made in it, and old
        autosaves beyond the last 20 go (never this one)."""
        if self.autosave is None:
            return
        if old is not None and old != self.autosave:
            recent_games.drop_if_untouched(old, keep=self.autosave)
        recent_games.prune(self.autosave)

    async def new_game(self, setup: Any, seed: int, seats: Sequence[str] | None = None) -> Reply:
        """Start a game (of whichever game the setup is); ``seats`` says who plays each seat ("human" or
        "autopilot"; people by default). It gets an autosave of its own: the game before it stays in its own."""
        chosen = normalize_seats(seats, kind_of(setup).players(setup))
        old = None
        if self.autosave is not None and self.autosave.exists():
            old = await self._use_autosave(recent_games.new_autosave_path())
        reply = await self._request("new", (setup, seed, chosen), quiet=True)
        if not reply.ok and old is not None:
            await self._use_autosave(old)
        elif reply.ok:
            self._autosave_moved_on(old)
            first = self.view is not None and self.view.game_id == 1
            self.setup, self.seed, self.seats, self.save_path, self.replay_path = setup, seed, chosen, None, None
            self._update_title()
            message = reply.message
            if AUTOPILOT in chosen:
                message += f" {describe_seats(chosen)}."
            if first and self.previous_autosave is not None:
                message += " Your previous game was kept: File > Resume Previous Game."
            self.statusBar().showMessage(message, 10000)
            self.prompt.hide_failure()
        else:
            self.show_message("Cannot start the game", reply.message)
        return reply

    async def answer(self, key: str) -> Reply:
        if key.startswith(REVEAL_PREFIX):  # the handover button of private hands: not an answer
            return await self._request("reveal", key[len(REVEAL_PREFIX):])
        if self.engine.busy:
            self.statusBar().showMessage("The engine is still thinking…", 3000)
            return Reply(False, "busy")
        if self.view is not None and self.view.autopilot_turn and self.view.pending is not None:
            message = (f"Player {self.view.pending.player + 1} is played by the autopilot: pause it (Game > Pause "
                       "Autopilot) to answer for that seat by hand.")
            self.statusBar().showMessage(message, 6000)
            return Reply(False, message)
        return await self._request("answer", key)

    def choose(self, key: str) -> asyncio.Task[Any]:
        """Answer the pending decision with ``key`` (what clicking an option does)."""
        return self.spawn(self.answer(key))

    async def manual(self, edit: ManualEdit) -> Reply:
        reply = await self._request("manual", edit)
        if reply.ok:
            self.statusBar().showMessage(reply.message, 5000)
        return reply

    async def undo(self) -> Reply:
        """Step back. With autopilot seats, back past their answers to the last decision a person made (the
        status bar says how far); when the autopilot is paused or plays every seat, one decision."""
        reply = await self._request("undo")
        if reply.ok:
            self.statusBar().showMessage(reply.message, 8000)
        return reply

    async def redo(self) -> Reply:
        reply = await self._request("redo")
        if reply.ok:
            self.statusBar().showMessage(reply.message, 8000)
        return reply

    async def step(self, how: str, amount: int) -> Reply:
        """The replay stepper: ``("step", ±n)`` or ``("to", n)`` through the game's decisions (undo/redo)."""
        reply = await self._request("seek", (how, amount))
        if reply.ok:
            self.statusBar().showMessage(reply.message, 6000)
        return reply

    async def pause_autopilot(self, paused: bool) -> Reply:
        reply = await self._request("pilot", {"paused": paused})
        if reply.ok and reply.message:
            self.statusBar().showMessage(reply.message, 6000)
        return reply

    async def set_autopilot_pace(self, delay_ms: int) -> Reply:
        """The pause before each of the autopilot's answers (kept in the settings)."""
        self.settings.autopilot_delay_ms = max(0, int(delay_ms))
        self.engine.autopilot_delay_ms = self.settings.autopilot_delay_ms
        action = self.pace_actions.get(self.settings.autopilot_delay_ms)
        if action is not None:
            action.setChecked(True)
        self._save_settings()
        return await self._request("pilot", {"delay_ms": self.settings.autopilot_delay_ms})

    async def set_seats(self, seats: Sequence[str]) -> Reply:
        """Change who plays each seat of the current game (remembered in its saves)."""
        setup = self.view.setup if self.view is not None else self.setup
        players = kind_of(setup).players(setup)
        reply = await self._request("pilot", {"seats": list(normalize_seats(seats, players))})
        if reply.ok and reply.message:
            self.statusBar().showMessage(reply.message, 6000)
        return reply

    async def save_to(self, path: str | Path) -> Reply:
        path = Path(path)
        reply = await self._request("save", str(path), quiet=True)
        if reply.ok:
            self.save_path = path
            self._update_title()
            self.statusBar().showMessage(reply.message, 6000)
        else:
            self.show_message("Cannot save the game", reply.message)
        return reply

    async def open_file(self, path: str | Path) -> Reply:
        """Open a save, or a replay log (at its last decision; Game > Replay steps through it). A game opened
        from its autosave goes on in it; any other file gets an autosave of its own."""
        old = None
        if self.autosave is not None:
            target = Path(path) if recent_games.is_autosave(path) else \
                recent_games.new_autosave_path() if self.autosave.exists() else self.autosave
            old = await self._use_autosave(target)
        reply = await self._request("load", str(path), quiet=True)
        if not reply.ok and old is not None:
            await self._use_autosave(old)
        if reply.ok:
            self._autosave_moved_on(old)
            is_log = isinstance(reply.data, dict) and reply.data.get("kind") == "log"
            ours = recent_games.is_autosave(path)
            self.save_path = None if is_log or ours else Path(path)
            self.replay_path = Path(path) if is_log else None
            self._update_title()
            self.statusBar().showMessage(reply.message, 10000 if is_log else 6000)
            self.prompt.hide_failure()
        elif reply.data != DEAD:
            goes_on = "the game goes on as before" if self.view is not None else "a new game starts instead"
            self.show_message("Cannot open the file", f"The file was not opened; {goes_on}.\n\n{reply.message}")
            if self.view is None and not self.on_start_screen:
                await self.new_game(self.setup, self.seed)
        return reply

    async def suggest(self) -> Reply:
        """Ask the autopilot what it would do: its option glows in the decision dock and its cards on the
        table, with the autopilot's reason."""
        reply = await self._request("suggest")
        if reply.ok and reply.data:
            key, label, why = reply.data
            d = self.view.pending if self.view else None
            option = d.option(key) if d else None
            if option is None:  # the decision changed meanwhile (the autopilot played it)
                return Reply(False, "The decision changed before the suggestion came.")
            self.prompt.show_suggestion(key, label, why)
            self.scene.highlight(option.cards, "suggested")
            reason = suggestion_reason(label, why)
            self.statusBar().showMessage(f"Suggestion: {label}" + (f" — {reason}" if reason else ""), 10000)
        return reply

    def restart_engine(self) -> asyncio.Task[Any]:
        return self.spawn(self._restart())

    async def _restart(self) -> Reply:
        self.engine.restart()
        if self.autosave is not None and self.autosave.exists():
            reply = await self._request("load", str(self.autosave), quiet=True)
        else:
            reply = await self._request("new", (self.setup, self.seed, self.seats), quiet=True)
        if self.pacer.player.timings.draws:
            self.pacer.tell_engine()
        if not self.settings.hot_seat:
            self.hot_seat.tell_engine()
        if reply.ok:
            self.prompt.hide_failure()
            self.statusBar().showMessage("The engine was restarted from the autosave.", 8000)
        else:
            self.prompt.show_failure(f"The engine could not be restarted: {reply.message}")
        return reply

    # == views from the engine ==========================================================================
    @Slot(object)
    def _on_view(self, view: EngineView) -> None:
        first = self.view is None or self.view.game_id != view.game_id
        if first:
            self._use_game(view)
        self.view = view
        if self.free_table and view.pending is None:
            self.set_free_table(False)
        self.scene.update_from(view.table, animate=None if not first else False)
        if first:
            self.table.fit_to_window()
        self.pacer.show(view, first)
        if self.statusBar().currentMessage().startswith("Suggestion:"):
            self.statusBar().clearMessage()  # it was about the decision before
        self._block_preview_while_paying()
        if self.start_screen is not None and self.start_screen.isVisible():
            self.start_screen.hide()
        self._maybe_game_over(view, first)
        self.prompt.show_view(view)
        self.hot_seat.show_view(view)
        self.log_panel.show_entries(view.log, view.log_reset)
        self._refresh_highlights()
        self.undo_action.setEnabled(view.can_undo)
        self.redo_action.setEnabled(view.can_redo)
        self.suggest_action.setEnabled(view.pending is not None)
        self.round_label.setText(summary_line(view))
        if view.redo_count:
            self.seed_label.setText(f"Seed {view.seed} · decision {view.decisions} of "
                                    f"{view.decisions + view.redo_count}")
        else:
            self.seed_label.setText(f"Seed {view.seed} · {view.decisions} decisions")
        self._update_title()
        self._update_hand_menu(view)
        self._update_autopilot(view)
        for a in (self.step_back_action, self.to_start_action):
            a.setEnabled(view.can_undo)
        for a in (self.step_forward_action, self.to_end_action):
            a.setEnabled(view.can_redo)
        if self.screenshot is not None and first:
            QTimer.singleShot(900, self._take_screenshot)

    def _use_game(self, view: EngineView) -> None:
        """A game is on the table (new or opened): its card faces, and what its menus offer."""
        kind = view.kind
        self.setup = view.setup
        if kind.key != self._faces_of:
            describe, backs = kind.faces()
            self.faces.use_game_faces(describe, backs)
            self._faces_of = kind.key
        if not kind.manual_edits and self.free_table:
            self.set_free_table(False)
        self.free_action.setEnabled(kind.manual_edits)
        self.suggest_action.setVisible(kind.autopilot_available())
        self.hand_menu.clear()  # rebuilt for this game's players

    def _update_title(self) -> None:
        if self.view is None:
            return
        name = f" — {self.save_path.name}" if self.save_path else ""
        if self.replay_path is not None:
            name = f" — {self.replay_path.name} (replay)"
        self.setWindowTitle(f"{self.view.title}{name} — mcdesk")

    def _update_autopilot(self, view: EngineView) -> None:
        """The pause toggle, the seats menu and the status line follow the engine's view."""
        self.seats = view.seats
        self.pause_action.setEnabled(view.has_autopilot)
        self.pause_action.setChecked(view.has_autopilot and view.autopilot_paused)
        if not view.has_autopilot:
            self.pilot_status.setText("")
        elif view.autopilot_paused:
            self.pilot_status.setText("AUTOPILOT PAUSED")
        else:
            seats = ", ".join(f"P{i + 1}" for i, s in enumerate(view.seats) if s == AUTOPILOT)
            self.pilot_status.setText(f"Autopilot: {seats}" + (" · deciding…" if view.autopilot_turn else ""))
        players = view.table.players
        if [a.text() for a in self.seats_menu.actions()] != [f"{p.name} ({p.identity_name})" for p in players]:
            self.seats_menu.clear()
            for p in players:
                a = self.seats_menu.addAction(f"{p.name} ({p.identity_name})")
                a.setCheckable(True)
                a.triggered.connect(lambda on, n=p.index: self._toggle_seat(n, bool(on)))
        for n, a in enumerate(self.seats_menu.actions()):
            a.setChecked(n < len(view.seats) and view.seats[n] == AUTOPILOT)
        self.seats_menu.setEnabled(autopilot_available(view.game))

    def _toggle_seat(self, player: int, autopilot: bool) -> None:
        seats = list(self.seats)
        if 0 <= player < len(seats):
            seats[player] = AUTOPILOT if autopilot else HUMAN
            self.spawn(self.set_seats(seats))

    def _update_hand_menu(self, view: EngineView) -> None:
        players = view.table.players
        if view.private_hands:  # only the deciding person's hand shows (see private_hands.py)
            self.hand_menu.setEnabled(False)
            self.scene.set_hand_player(None)
            return
        self.hand_menu.setEnabled(len(players) > 1)
        if len(self.hand_menu.actions()) == len(players) + 1:
            return
        self.hand_menu.clear()
        auto = self.hand_menu.addAction("Whoever is deciding")
        auto.setCheckable(True)
        auto.setChecked(True)
        auto.triggered.connect(lambda: self.scene.set_hand_player(None))
        self.hand_group.addAction(auto)
        for p in players:
            a = self.hand_menu.addAction(f"{p.name} ({p.identity_name})")
            a.setCheckable(True)
            a.triggered.connect(lambda _c=False, n=p.index: self.scene.set_hand_player(n))
            self.hand_group.addAction(a)

    def _refresh_highlights(self) -> None:
        view = self.view
        d = view.pending if view and view.handover is None else None  # a handover shows no choices yet
        for kind in ("payment", "target", "selected", "source", "suggested", "hover"):
            self.scene.clear_highlights(kind)
        if d is None or self.free_table or view is None:
            self.table.set_target_source(None)
            return
        cards = cards_of(d.options)  # every card with a legal option now, whatever its zone
        if d.kind is DecisionKind.PAY:
            self.scene.highlight(cards, "payment")
        elif d.kind in PICK_KINDS:
            self.scene.highlight(cards, "target")
        else:
            self.scene.highlight(cards, "selected")
        if d.source is not None:
            self.scene.highlight([d.source], "source")
        aiming = d.kind is DecisionKind.TARGET and d.source is not None and not view.autopilot_turn
        self.table.set_target_source(d.source if aiming else None)

    @Slot(str)
    def _on_option_hovered(self, key: str) -> None:
        d = self.view.pending if self.view else None
        option = d.option(key) if d and key else None
        self.scene.highlight(option.cards if option else (), "hover")

    @Slot(bool)
    def _on_busy(self, busy: bool) -> None:
        """A request is out. Answers are refused meanwhile (see :meth:`answer`); the prompt greys out only if
        the engine takes long enough to notice, so that quick answers do not flicker."""
        if busy:
            self._busy_timer.start()
        else:
            self._busy_timer.stop()
            self.busy_label.setText("")
            self.prompt.set_enabled(True)

    def _show_busy(self) -> None:
        if self.engine.busy:
            self.busy_label.setText("The engine is thinking…")
            self.prompt.set_enabled(False)

    @Slot(str)
    def _on_engine_failed(self, message: str) -> None:
        kept = " The table shows the last good state"
        kept += ", and the game was autosaved." if self.autosave is not None else "."
        if self.view is not None and self.view.has_autopilot:  # the engine paused it after the failure
            kept += " The autopilot is paused."
            self.pause_action.setChecked(True)
            self.pilot_status.setText("AUTOPILOT PAUSED")
        self.prompt.show_failure(f"<b>{html.escape(message)}</b><br/>{html.escape(kept)}")
        self.statusBar().showMessage(message, 15000)

    # == the table's input ==============================================================================
    def _options_for(self, card_id: int) -> list[Option]:
        d = self.view.pending if self.view and self.view.handover is None else None
        return [o for o in d.options if card_id in o.cards] if d else []

    def _card_name(self, card_id: int) -> str:
        if self.view and card_id in self.view.table.cards:
            c = self.view.table.cards[card_id]
            return "a facedown card" if c.face_down else c.name
        return f"card {card_id}"

    @Slot(int)
    def _on_card_clicked(self, card_id: int) -> None:
        """One click on a glowing card does its only option; with several, a small menu at the card lists
        them."""
        if self.free_table or self.view is None or self.view.pending is None:
            return
        opts = self._options_for(card_id)
        if not opts:
            return
        self._last_pick = (card_id, time.monotonic())
        if len(opts) == 1:
            self.choose(opts[0].key)
        else:
            self._popup(self.card_menu(card_id, short=True), self.table.card_menu_point(card_id) or QCursor.pos())

    @Slot(int)
    def _on_card_activated(self, card_id: int) -> None:
        if self._last_pick and self._last_pick[0] == card_id and time.monotonic() - self._last_pick[1] < 0.6:
            return  # the second click of a double-click on a card a click already picked
        if self.view is None or card_id not in self.view.table.cards:
            return
        card = self.view.table.cards[card_id]
        if self.free_table:
            kind = "ready" if card.exhausted else "exhaust"
            self.spawn(self.manual(ManualEdit(kind, card_id)))
            return
        if card.zone.endswith(":hand"):
            self.play_card(card_id)
            return
        opts = self._options_for(card_id)
        if len(opts) == 1:
            self.choose(opts[0].key)
        elif opts:
            self._popup(self.card_menu(card_id), QCursor.pos())
        elif self._pile_of(card_id) is not None:
            self.open_pile(card.zone)
        else:
            self.statusBar().showMessage(f"Nothing to do with {self._card_name(card_id)} now.", 4000)

    @Slot(int, str)
    def _on_card_dropped(self, card_id: int, zone: str) -> None:
        if self.free_table:
            if self.view is None or card_id not in self.view.table.cards:
                return
            edit = drop_edit(self.view.table.cards[card_id], zone)
            if edit is None:
                self.statusBar().showMessage("Cards cannot be put there by hand.", 4000)
            else:
                self.spawn(self.manual(edit))
            return
        self.play_card(card_id)

    def play_card(self, card_id: int) -> asyncio.Task[Any]:
        """Play a card from hand (a drop on the table or a double-click): ``play:<id>`` if it is legal now, the
        window option that plays it, or the one way to use it in this decision; otherwise the engine says why
        not (in the status bar) and nothing moves."""
        d = self.view.pending if self.view else None
        key = f"play:{card_id}"
        if d is not None and d.option(key) is None:
            opts = self._options_for(card_id)
            plays = [o for o in opts if o.key.startswith("use:")]
            if len(plays) == 1:
                key = plays[0].key
            elif len(opts) == 1 and d.kind is not DecisionKind.TURN:
                key = opts[0].key
        return self.choose(key)

    @Slot(int, QPoint)
    def _on_card_context(self, card_id: int, pos: QPoint) -> None:
        menu = self.card_menu(card_id)
        self._popup(menu, pos)

    def _log_card_name(self, card_id: int) -> str | None:
        card = self.view.table.cards.get(card_id) if self.view is not None else None
        return card.name if card is not None and not card.face_down else None

    @Slot(int)
    def _on_log_card_hovered(self, card_id: int) -> None:
        """A card's name hovered in the log: its preview, and the card itself marked on the table."""
        self.scene.preview_card(card_id if card_id >= 0 else None)
        self.scene.highlight([card_id] if card_id >= 0 else (), "hover")

    def _free_token(self, card_id: int, *, steps: int = 0, value: int | None = None) -> None:
        """Free table: the wheel or a number key over a card changes its main token (damage, threat, counters)."""
        if not self.free_table or self.view is None or card_id not in self.view.table.cards:
            return
        edit = token_edit(self.view.table.cards[card_id], steps=steps, value=value)
        if edit is not None:
            self.spawn(self.manual(edit))

    def card_menu(self, card_id: int, short: bool = False) -> QMenu:
        """The context menu of a card: exactly the pending decision's options that concern it, and on a free
        table the changes by hand. ``short``: the options only (the menu a click opens at the card)."""
        menu = QMenu(self)
        if not short:
            title = menu.addAction(self._card_name(card_id))
            title.setEnabled(False)
            menu.addSeparator()
        opts = self._options_for(card_id)
        for o in opts:
            a = menu.addAction(o.label)
            a.setData(o.key)
            a.triggered.connect(lambda _c=False, key=o.key: self.choose(key))
        if not opts and not self.free_table:
            none = menu.addAction("Nothing to do with this card now")
            none.setEnabled(False)
        if not short and self.view is not None and card_id in self.view.table.cards:
            self._add_pile_entry(menu, card_id)
            menu.addSeparator()
            menu.addAction(self.images_action)  # the player's own scans of the cards
        if self.free_table and self.view is not None and card_id in self.view.table.cards:
            if opts:
                menu.addSeparator()
            head = menu.addAction("By hand")
            head.setEnabled(False)
            move = menu.addMenu("Move to")
            tokens = menu  # one click away (the wheel and number keys over a card change its main token too)
            status = menu.addMenu("Status cards")
            for fa in free_actions(self.view.table.cards[card_id], self.view.table):
                target = {"move": move, "damage": tokens, "threat": tokens, "counters": tokens,
                          "status": status}.get(fa.group, menu)
                a = target.addAction(fa.label)
                a.setData(fa.edit.key())
                a.triggered.connect(lambda _c=False, e=fa.edit: self.spawn(self.manual(e)))
        return menu

    def _pile_of(self, card_id: int) -> str | None:
        """The browsable pile (see :func:`~mcdesk.table.pile_viewer.browsable`) a card lies on, if any."""
        from ..table.pile_viewer import browsable

        if self.view is None or card_id not in self.view.table.cards:
            return None
        key = self.view.table.cards[card_id].zone
        t = self.view.table
        return key if t.has_zone(key) and browsable(t.zone(key)) else None

    def _add_pile_entry(self, menu: QMenu, card_id: int) -> None:
        key = self._pile_of(card_id)
        if key is not None and self.view is not None:
            zone = self.view.table.zone(key)
            menu.addSeparator()
            a = menu.addAction(f"Look through {zone.label} ({zone.count})")
            a.triggered.connect(lambda _c=False, k=key: self.open_pile(k))

    def open_pile(self, zone_key: str) -> QWidget | None:
        """The grid viewer of a pile's cards (a discard pile, the encounter discard, the victory display,
        removed or set-aside cards); decks are secret and do not open."""
        from ..table.pile_viewer import PileViewer, browsable

        t = self.view.table if self.view is not None else None
        if t is None or not t.has_zone(zone_key):
            return None
        zone = t.zone(zone_key)
        if not browsable(zone):
            what = "is empty" if not zone.count else "is secret: its cards are not looked through"
            self.statusBar().showMessage(f"{zone.label} {what}.", 4000)
            return None
        viewer = PileViewer(t, zone_key, self.faces, self)
        viewer.open()
        self.pile_viewer = viewer
        return viewer

    @Slot(str, QPoint)
    def _on_zone_context(self, zone_key: str, pos: QPoint) -> None:
        from ..table.pile_viewer import browsable

        t = self.view.table if self.view is not None else None
        if t is None or not t.has_zone(zone_key):
            return
        zone = t.zone(zone_key)
        menu = QMenu(self)
        a = menu.addAction(f"Look through {zone.label} ({zone.count})")
        a.setEnabled(browsable(zone))
        a.triggered.connect(lambda _c=False: self.open_pile(zone_key))
        self._popup(menu, pos)

    def _popup(self, menu: QMenu, pos: QPoint) -> None:
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.scene.set_preview_blocked(True)  # the preview would lie over the menu
        menu.aboutToHide.connect(self._block_preview_while_paying)
        menu.popup(pos)

    def _block_preview_while_paying(self) -> None:
        d = self.view.pending if self.view is not None else None
        self.scene.set_preview_blocked(d is not None and d.kind is DecisionKind.PAY)

    # == menus =========================================================================================
    def set_free_table(self, on: bool) -> None:
        on = bool(on)
        if on and self.view is not None and not self.view.kind.manual_edits:
            self.free_action.setChecked(False)
            self.statusBar().showMessage(f"{self.view.kind.name} has no free table: every change goes through "
                                         "its rules.", 5000)
            return
        self.free_table = on
        self.free_action.setChecked(on)
        self.scene.set_free(on)
        self.free_label.setText("FREE TABLE" if on else "")
        self.free_label.setStyleSheet("color: #ffb74d; font-weight: bold;" if on else "")
        self._refresh_highlights()
        if on:
            self.statusBar().showMessage("Free table: drag any card to any zone; right-click a card for tokens "
                                         "and status cards. Each change is logged and can be undone.", 8000)

    # == the start screen and the end of a game ========================================================
    @property
    def on_start_screen(self) -> bool:
        return self.start_screen is not None and self.start_screen.isVisible()

    def show_start_screen(self) -> None:
        """Continue, New Game, Open and the recent games (File > Start Screen)."""
        if self.start_screen is None:
            self.start_screen = StartScreen(self)
            self.start_screen.continue_requested.connect(lambda path: self.spawn(self.open_file(path)))
            self.start_screen.new_requested.connect(self.show_new_game)
            self.start_screen.assistant_requested.connect(self.show_assistant)
            self.start_screen.open_requested.connect(self.show_open)
        self.start_screen.show_games(recent_games.recent_games())
        self.start_screen.show_over()

    def _maybe_game_over(self, view: EngineView, first: bool) -> None:
        """When a game ends while it is played (not when a finished game is opened), sum it up once."""
        if view.result is None or first or self._game_over_shown == view.game_id or self.pacer.watching:
            return
        self._game_over_shown = view.game_id
        t = view.table
        headline = view.outcome.headline if view.outcome is not None and view.game != CHAMPIONS else None
        good = view.outcome.good if view.outcome is not None else view.result == "win"
        dialog = GameOverDialog(view.title, view.result, t.result_reason, t.round, view.decisions, self,
                                headline=headline, good=good, round_word=view.kind.round_word)
        dialog.finished.connect(self._game_over_choice)
        self.game_over_dialog = dialog
        dialog.open()

    def _game_over_choice(self, choice: int) -> None:
        if choice == GameOverDialog.NEW_GAME:
            self.show_new_game()
        elif choice == GameOverDialog.WATCH:
            self.pacer.watch_replay()

    def show_assistant(self) -> None:
        """The table assistant (mcdesk.app.assistant): its own window beside this one."""
        from .assistant import open_assistant

        self.assistant_window = open_assistant()

    def show_new_game(self) -> None:
        """New Game: which game first (:mod:`.game_choice`), then that game's own dialog."""
        from .game_choice import GameChoiceDialog

        playing = self.view.game if self.view is not None else kind_of(self.setup).key
        choice = GameChoiceDialog(playing, self)
        self.game_choice_dialog = choice
        if choice.exec() != GameChoiceDialog.DialogCode.Accepted or choice.chosen is None:
            return
        self.show_new_game_of(choice.chosen)

    def show_new_game_of(self, game: str) -> None:
        """The New Game dialog of ``game`` (a save name), filled in from the game on the table if it is the
        same game; Start starts it."""
        from PySide6.QtWidgets import QDialog

        from .game_choice import setup_dialog

        current = self.view.setup if self.view else self.setup
        same = new_game_choice(kind_of(current).key) == new_game_choice(game)
        dialog = setup_dialog(game, self.db, current if same else None, self.seats if same else None, self)
        self.new_game_dialog = dialog
        if dialog.exec() == QDialog.DialogCode.Accepted:
            setup, seed = dialog.result_setup()
            self.spawn(self.new_game(setup, seed, dialog.result_seats()))

    def _dialog_dir(self) -> str:
        if self.save_path is not None:
            return str(self.save_path.parent)
        folder = saves_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return str(Path.home())
        return str(folder)

    def show_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open a saved game or a replay log", self._dialog_dir(),
                                              OPEN_FILTER)
        if path:
            self.spawn(self.open_file(path))

    def resume_previous(self) -> None:
        """Go on with the most recent game other than this one."""
        if self.previous_autosave is not None and self.previous_autosave.exists():
            self.spawn(self.open_file(self.previous_autosave))

    def save(self) -> None:
        if self.save_path is None:
            self.save_as()
        else:
            self.spawn(self.save_to(self.save_path))

    def save_as(self) -> None:
        name = "game.json"
        if self.view is not None:
            name = self.view.title.lower().replace(" & ", "-").replace(" vs ", "-vs-").replace(" ", "-") + ".json"
        path, _ = QFileDialog.getSaveFileName(self, "Save the game", str(Path(self._dialog_dir()) / name),
                                              SAVE_FILTER)
        if path:
            self.spawn(self.save_to(path))

    def show_export(self) -> None:
        from .dialogs import ExportDialog

        r = self.scene.sceneRect()
        dialog = ExportDialog(QSize(round(r.width()), round(r.height())), self.table.viewport().size(), self)
        if dialog.exec() != ExportDialog.DialogCode.Accepted:
            return
        path, _ = QFileDialog.getSaveFileName(self, "Export image", str(Path(self._dialog_dir()) / "table.png"),
                                              "PNG images (*.png)")
        if path:
            if not path.lower().endswith(".png"):
                path += ".png"
            self.export_image(path, dialog.scale.value(), dialog.visible_only)

    def export_image(self, path: str | Path, scale: float = 1.0, visible_only: bool = False) -> QSize | None:
        try:
            size = self.table.export_image(path, scale, visible_only)
        except (OSError, ValueError) as e:
            self.show_message("Cannot export the image", str(e))
            return None
        self.statusBar().showMessage(f"Exported {size.width()}×{size.height()} image to {path}.", 6000)
        return size

    def show_images_dialog(self) -> None:
        from .dialogs import ImagesDialog

        dialog = ImagesDialog(self.settings, self)
        if dialog.exec() != ImagesDialog.DialogCode.Accepted:
            return
        self.settings = dialog.settings(self.settings)
        self._save_settings()
        self.faces.set_sources(image_dir=self.settings.image_dir or None,
                               url_template=self.settings.url_template or None, cache_dir=image_cache_dir())
        self.animations_action.setChecked(self.settings.animations)
        self.scene.set_animations(self.settings.animations)
        self.scene.update()

    def _toggle_animations(self, on: bool) -> None:
        self.settings.animations = bool(on)
        self.scene.set_animations(bool(on))
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as e:
            self.statusBar().showMessage(f"Settings not saved: {e}", 6000)

    def show_shortcuts(self) -> None:
        from .help import HelpDialog, shortcuts_html

        HelpDialog("Shortcuts", shortcuts_html(), self).open()

    def show_glossary(self) -> None:
        from .help import HelpDialog, glossary_html

        HelpDialog("Glossary", glossary_html(), self).open()

    def show_about(self) -> None:
        self.show_message("About mcdesk", "mcdesk: a desktop tabletop for three Marvel card games (Marvel Champions: "
                                          "The Card Game, the Vs. System 2PCG and Legendary), each with a rules "
                                          "engine that referees the game.\n\nAn unofficial fan project.",
                          QMessageBox.Icon.Information)

    def _on_notice(self, message: str) -> None:
        self.statusBar().showMessage(message, 15000)
        if "(autosave failed: " in message:
            self._note_autosave(Reply(True, message))

    def _note_autosave(self, reply: Reply) -> None:
        """A failed autosave is reported to the player (once per problem, then in the status bar), never silent."""
        marker = "(autosave failed: "
        if marker not in reply.message:
            return
        problem = reply.message[reply.message.index(marker) + len(marker):].rstrip(")")
        if problem != self._autosave_problem:
            self._autosave_problem = problem
            self.show_message("The game could not be autosaved",
                              f"The game goes on, but it is not saved: {problem}\n\nUse File > Save As to keep "
                              "it somewhere else.")
        else:
            self.statusBar().showMessage(f"Not autosaved: {problem}", 10000)

    def _report_store_notices(self) -> None:
        """What happened to the user's data folder (a damaged card store set aside), told once."""
        from ..io.userdata import take_notices

        notices = take_notices()
        if notices:
            self.show_message("Imported cards set aside", "\n\n".join(notices))

    def show_message(self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning) -> QMessageBox:
        """A message that does not block the table (window-modal, opened without a nested event loop). Shown
        as plain text: it may hold names from files."""
        self.last_message = (title, text)
        self.statusBar().showMessage(text.splitlines()[-1] if text else title, 10000)
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # == screenshots ====================================================================================
    def _take_screenshot(self) -> None:
        if self.screenshot is None:
            return
        if self.scene.is_animating():
            QTimer.singleShot(200, self._take_screenshot)
            return
        pm = self.grab()
        self.screenshot.parent.mkdir(parents=True, exist_ok=True)
        ok = pm.save(str(self.screenshot), "PNG")
        self.screenshot_size = pm.size() if ok else None
        if not ok:
            print(f"mcdesk: cannot write the screenshot {self.screenshot}", file=sys.stderr)
        QApplication.exit(0 if ok else 1)

    # == files =========================================================================================
    @staticmethod
    def _database() -> Any:
        try:
            from ..io.userdata import load_user_database

            return load_user_database()
        except Exception:
            from ..games.champions.cards.database import default_database

            return default_database()

    @staticmethod
    def _official_text() -> Any:
        from ..io.userdata import imported_text

        return imported_text

    # == closing =======================================================================================
    def shutdown(self) -> None:
        """Stop the engine thread and wait for it (idempotent)."""
        if self._shut_down:
            return
        self._shut_down = True
        self.pacer.stop_watching()
        self.pacer.player.skip_all()
        self.engine.stop()
        for task in list(self._tasks):
            task.cancel()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        # a small window: the Decision panel takes less of the width, so that the table's cards stay readable
        if self.width() < 1500 and self.prompt_dock.width() > 320 and not self.prompt_dock.isFloating():
            self.resizeDocks([self.prompt_dock], [300], Qt.Orientation.Horizontal)

    def closeEvent(self, event: QCloseEvent) -> None:  # Qt's name
        self.shutdown()
        super().closeEvent(event)


def run_app(setup: Any = None, seed: int | None = None, *, open_path: str | Path | None = None,
            resume: bool = False, screenshot: str | Path | None = None, start_screen: bool = False) -> int:
    """Open the window and run the Qt event loop (with qasync) until it closes. Returns the exit code."""
    import qasync  # after PySide6

    from .widgets import apply_dark_theme

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setApplicationName("mcdesk")
    app.setApplicationDisplayName("mcdesk")
    app.setWindowIcon(asset_icon("icons/mcdesk.svg"))
    apply_dark_theme(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    global _loop
    _loop = loop
    # --resume: the window keeps the last session's autosave as the previous one before it starts, and opens it
    window = MainWindow(setup, seed, open_path=open_path, resume=resume, screenshot=screenshot,
                        start_screen=start_screen)
    app.aboutToQuit.connect(window.shutdown)
    window.show()
    try:
        code = loop.run_forever()
    finally:
        window.shutdown()
        loop.close()
        _loop = None
    return int(code) if isinstance(code, int) else 0

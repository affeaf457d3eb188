"""The application window: the table in the middle, the prompt and the game log docked beside it.

The engine runs in a worker thread (:mod:`.engine_client`, :mod:`.engine_bridge`). The window never touches
the game: it shows the frozen views the engine sends, and sends back requests (an answer's key, a change by
hand, undo/redo, save/open, a new game), awaiting their replies on the qasync event loop. The table stays
live (zoom, pan, hover) while the engine thinks; a drop or a click never moves a card by itself.

Any seat can be played by the autopilot (New Game, or Game > Autopilot Seats): the engine answers that seat's
decisions by itself, with a pause between answers (Game > Autopilot Pace) that Game > Pause Autopilot stops.
File > Open takes saves and replay logs; Game > Replay steps back and forth through a game's decisions.

The window is put together from parts, each a mixin with one job, all on :class:`~.window_base.WindowBase`
(the shared state, the requests to the engine, the messages):

- :mod:`.file_actions`: new game, open, save, export, the autosaves, restarting the engine;
- :mod:`.table_input`: clicks, drops, context menus, piles, Space/Esc and the free table;
- :mod:`.autopilot_controls`: pause, pace, seats and suggestions;
- :mod:`.start_and_end`: the start screen, the New Game dialogs and the end of a game;
- :mod:`.window_menus`: the menus, the toolbar and the keys, which offer what the other parts do.

This module builds the window, follows the engine's views and signals, and closes it.
"""

from __future__ import annotations

import asyncio
import html
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, QTimer, Slot
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow, QMessageBox, QWidget

from ..table.card_face import CardFaces
from . import recent_games
from .engine_bridge import EngineView, summary_line
from .engine_client import EngineClient
from .game_kinds import CHAMPIONS, kind_of
from .hot_seat import HotSeat
from .log_panel import LogPanel
from .pacing import PaceController, initial_pace
from .prompt_panel import PromptPanel
from .seats import Seats, normalize_seats
from .settings import AUTOSAVE, PREVIOUS, AppSettings, autosave_path, image_cache_dir
from .table_widget import GameScene, GameTableView
from .widgets import STYLE, BoundedLabel, asset_icon
from .window_menus import WindowMenus

if TYPE_CHECKING:
    from .start_screen import StartScreen

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


class MainWindow(WindowMenus):
    """One game at a time, refereed by the engine in its worker thread; its parts are listed in the module
    text."""

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
        self.scene.drop_refused.connect(self._on_drop_refused)
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
        self.round_label = BoundedLabel("")  # names the player deciding: never widens the window
        self.free_label = QLabel("")
        self.seed_label = QLabel("")
        self.pilot_status = BoundedLabel("", 260)  # names the autopilot's seats
        for w in (self.busy_label, self.pilot_status, self.free_label, self.round_label, self.seed_label):
            self.statusBar().addPermanentWidget(w)
        self.statusBar().showMessage("Starting the game…")

    def _on_prompt_collapsed(self, collapsed: bool) -> None:
        self.prompt_dock.setMinimumWidth(220 if collapsed else 300)
        if collapsed:
            self.resizeDocks([self.prompt_dock], [260], Qt.Orientation.Horizontal)

    # == views from the engine =========================================================================
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
        if self.pacer.hold(view):  # the question comes when the table has drawn what happened before it
            self.prompt.show_watching(view)
            self._refresh_highlights()
        else:
            self.show_question()
        self.log_panel.show_entries(view.log, view.log_reset, view.sees)
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

    def show_question(self) -> None:
        """The pending question of the latest view: the Decision panel's options, the glowing cards, the hot
        seat's cover, the attack arrow while a defender is chosen (see :meth:`.PaceController.hold`)."""
        view = self.view
        if view is None:
            return
        self.prompt.show_view(view)
        self.hot_seat.show_view(view)
        self._refresh_highlights()
        self.pacer.stand_arrows(view)

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

    # == screenshots ===================================================================================
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

    # == the cards =====================================================================================
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

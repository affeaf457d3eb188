"""What every part of the main window shares: its state, its requests to the engine, and its messages.

The window is put together from parts, each a mixin on :class:`WindowBase` with one job (see
:mod:`.main_window`): :mod:`.file_actions`, :mod:`.table_input`, :mod:`.autopilot_controls`,
:mod:`.start_and_end` and :mod:`.window_menus`. The state below is set up by
:class:`~.main_window.MainWindow` (``__init__`` and ``_build_ui``); it is declared here so that each part can
use it. Every request goes through :meth:`WindowBase._request`, awaited on the qasync loop (:meth:`spawn`).
"""

from __future__ import annotations

import asyncio
import sys
import traceback
from collections.abc import Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMenu, QMessageBox, QWidget

from ..games.champions.engine.manual import ManualEdit
from .engine_bridge import Reply
from .engine_client import DEAD
from .prompt_panel import PLAY_BASIC_KEY, REVEAL_PREFIX, SKIP_KEY, basic_plays

if TYPE_CHECKING:
    from ..table.card_face import CardFaces
    from .engine_bridge import EngineView
    from .engine_client import EngineClient
    from .hot_seat import HotSeat
    from .pacing import PaceController
    from .prompt_panel import PromptPanel
    from .seats import Seats
    from .settings import AppSettings
    from .start_screen import StartScreen
    from .table_widget import GameScene, GameTableView


class WindowBase(QMainWindow):
    """The shared ground of the window's parts; :class:`~.main_window.MainWindow` fills it in."""

    # the game and its engine
    loop: asyncio.AbstractEventLoop
    engine: EngineClient
    view: EngineView | None
    setup: Any
    seed: int
    seats: Seats
    db: Any
    settings: AppSettings
    # its files
    save_path: Path | None
    replay_path: Path | None
    autosave: Path | None
    previous_autosave: Path | None
    _autosave_problem: str | None
    # the table, the docks and the helpers
    faces: CardFaces
    scene: GameScene
    table: GameTableView
    prompt: PromptPanel
    pacer: PaceController
    hot_seat: HotSeat
    start_screen: StartScreen | None
    pile_viewer: QWidget | None
    free_table: bool
    last_message: tuple[str, str] | None
    _last_pick: tuple[int, float] | None
    _game_over_shown: int
    _tasks: set[asyncio.Task[Any]]
    _shut_down: bool
    # made while the window is built (the docks and the status bar in main_window.py, the menus in
    # window_menus.py), used by other parts
    prompt_dock: QDockWidget
    log_dock: QDockWidget
    free_action: QAction
    images_action: QAction
    pause_action: QAction
    pace_actions: dict[int, QAction]
    seats_menu: QMenu
    free_label: QLabel
    pilot_status: QLabel

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

    async def answer(self, key: str) -> Reply:
        if key == PLAY_BASIC_KEY:
            return await self.play_basic_cards()
        if key == SKIP_KEY:  # the pictures of what happened end at once: the question shows
            self.pacer.skip()
            return Reply(True, "")
        if key.startswith(REVEAL_PREFIX):  # the handover button of private hands: not an answer
            return await self._request("reveal", key[len(REVEAL_PREFIX):])
        if self.pacer.holding:  # an answer given on the table before the question shows: the pictures end
            self.pacer.skip()
        if self.engine.busy:
            self.statusBar().showMessage("The engine is still thinking…", 3000)
            return Reply(False, "busy")
        if self.view is not None and self.view.autopilot_turn and self.view.pending is not None:
            message = (f"Player {self.view.pending.player + 1} is played by the autopilot: pause it (Game > Pause "
                       "Autopilot) to answer for that seat by hand.")
            self.statusBar().showMessage(message, 6000)
            return Reply(False, message)
        return await self._request("answer", key)

    async def play_basic_cards(self) -> Reply:
        """Play every card with no ability from the hand (Legendary's S.H.I.E.L.D. cards), one answer at a
        time, each checked against the decision the last one left (it stops at anything else)."""
        played = 0
        reply = Reply(False, "No basic card to play.")
        while self.view is not None and (keys := basic_plays(self.view)):
            reply = await self.answer(keys[0])
            if not reply.ok:
                break
            played += 1
        if played:
            self.statusBar().showMessage(f"Played {played} basic card{'s' if played != 1 else ''}.", 4000)
            return Reply(True, f"Played {played} basic cards.")
        return reply

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

    # == what the window shows of the game =============================================================
    def _update_title(self) -> None:
        if self.view is None:
            return
        name = f" — {self.save_path.name}" if self.save_path else ""
        if self.replay_path is not None:
            name = f" — {self.replay_path.name} (replay)"
        self.setWindowTitle(f"{self.view.title}{name} — mcdesk")

    @property
    def on_start_screen(self) -> bool:
        return self.start_screen is not None and self.start_screen.isVisible()

    # == settings and messages =========================================================================
    def _save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as e:
            self.statusBar().showMessage(f"Settings not saved: {e}", 6000)

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


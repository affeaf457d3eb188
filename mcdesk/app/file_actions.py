"""The window's files: a new game and its own autosave, File > Open (saves and replay logs), Save and Save As,
Export Image, Resume Previous Game, and restarting the engine from the autosave.

Each game has an autosave of its own (see :mod:`.recent_games`): starting or opening another game moves the
engine on to a new one, and the game before stays in its own file.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFileDialog

from . import recent_games
from .engine_bridge import Reply
from .engine_client import DEAD
from .game_kinds import kind_of
from .seats import AUTOPILOT, describe_seats, normalize_seats
from .settings import saves_dir
from .window_base import WindowBase

SAVE_FILTER = "mcdesk saves (*.json);;All files (*)"
OPEN_FILTER = "mcdesk saves and replay logs (*.json);;All files (*)"


class FileActions(WindowBase):
    """New game, open, save, export and the autosaves (a part of :class:`~.main_window.MainWindow`)."""

    # == requests ======================================================================================
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
            self._tell_problem(reply)
        elif reply.data != DEAD:
            goes_on = "the game goes on as before" if self.view is not None else "a new game starts instead"
            self.show_message("Cannot open the file", f"The file was not opened; {goes_on}.\n\n{reply.message}")
            if self.view is None and not self.on_start_screen:
                await self.new_game(self.setup, self.seed)
        return reply

    def _tell_problem(self, reply: Reply) -> None:
        """A file that did not replay as written opened at its last state that does: say so, with the answers
        kept and dropped and where the original is kept (not only in the log)."""
        problem = reply.data.get("problem") if isinstance(reply.data, dict) else None
        if problem:
            self.statusBar().showMessage(reply.message, 30000)
            self.show_message("The file did not replay as written", str(problem))

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
            self._tell_problem(reply)
        else:
            self.prompt.show_failure(f"The engine could not be restarted: {reply.message}")
        return reply

    # == the File menu's dialogs =======================================================================
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


"""The window's side of the pace: the Settings > Pace menu, the events of each view handed to the table's
:class:`~mcdesk.table.animations.EventPlayer`, a click or Space to go on step by step, the autopilot waiting
for the drawing, and Watch Replay.

The pace is kept in the settings (``pace``); ``MCDESK_PACE`` overrides it for one run (the tests and
``mcdesk render`` use ``instant``). The engine is never slowed: the table shows the new state at once and
the events are drawn over it. The autopilot's next answer waits until its last one has been shown (the
bridge's ``follow_display``), so that a person can follow it; replays step forward the same way.

A person's next question waits for the pictures too (:meth:`PaceController.hold`): while the events before it
are drawn, the Decision panel says so (Skip, or Space, ends them), no card glows and a click on the table
does nothing; the question (its options, the glowing cards, the hot seat's cover when the other team is
asked next) comes when the last picture ends. While a defender is chosen, the attack stands as an arrow
(:meth:`PaceController.stand_arrows`).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from mcdesk.core.decisions import Defense

from ..table.animations import EventPlayer, StandingArrow
from ..table.pacing import PACE_LABELS, Pace

if TYPE_CHECKING:
    from .engine_bridge import EngineView
    from .main_window import MainWindow

PACE_ENV = "MCDESK_PACE"


def initial_pace(setting: str) -> Pace:
    """``MCDESK_PACE`` if set, else the saved setting (normal when unknown)."""
    return Pace.parse(os.environ.get(PACE_ENV) or setting)


class PaceController(QObject):
    """Owns the window's event player; see the module text."""

    def __init__(self, window: MainWindow, pace: Pace) -> None:
        super().__init__(window)
        self.player = EventPlayer(window.scene, pace, self)
        self.player.idle_changed.connect(self._on_idle)
        self.player.waiting_changed.connect(self._on_waiting)
        self._owed = False
        """The bridge waits for ``shown`` (a view with events while autopilot seats play)."""
        self._watching: asyncio.Task[Any] | None = None
        self.actions: dict[Pace, QAction] = {}
        self.holding = False
        """A person's question waits until the table has drawn the events before it."""
        self.arrow = StandingArrow(window.scene, self)

    @property
    def window(self) -> MainWindow:
        """The window (its Qt parent: no Python reference cycle keeps a closed window alive until a garbage
        collection deletes it at some random later moment)."""
        return cast("MainWindow", self.parent())

    @property
    def pace(self) -> Pace:
        return self.player.pace

    # -- the menu --------------------------------------------------------------------------------------
    def fill_menu(self, menu: QMenu) -> None:
        group = QActionGroup(self)
        for pace in Pace:
            a = QAction(PACE_LABELS[pace], self.window)
            a.setCheckable(True)
            a.setChecked(pace is self.pace)
            a.setData(pace.value)
            a.triggered.connect(lambda _c=False, p=pace: self.set_pace(p))
            group.addAction(a)
            menu.addAction(a)
            self.actions[pace] = a

    def set_pace(self, pace: Pace, *, save: bool = True) -> None:
        self.player.set_pace(pace)
        if pace in self.actions:
            self.actions[pace].setChecked(True)
        if save:
            self.window.settings.pace = pace.value
            self.window._save_settings()
        self.window.statusBar().showMessage(f"Pace: {PACE_LABELS[pace]}.", 4000)
        self.tell_engine()

    def tell_engine(self) -> None:
        """Whether the autopilot waits for the drawing (not at the instant pace)."""
        self.window.spawn(self.window._request("pilot", {"follow_display": self.player.timings.draws},
                                               quiet=True))

    # -- views -----------------------------------------------------------------------------------------
    def show(self, view: EngineView, first: bool) -> None:
        """Draw the events of a view the table now shows (none for a new game or an opened one; after the game
        went back or jumped, undo or the replay stepper going back, the pictures still playing are stale). A
        replay stepping forward one answer has its events drawn."""
        if first or (view.log_reset and not view.events):
            self.holding = False
            self.player.skip_all()
            return
        self._owed = self._owed or (view.has_autopilot and bool(view.events) and self.player.timings.draws)
        self.player.play(view.events)

    def hold(self, view: EngineView) -> bool:
        """Whether ``view``'s question waits for the pictures still being drawn: a person's question (or the
        hot seat's handover to the other team) while beats play."""
        self.holding = self.player.busy and view.pending is not None and not view.autopilot_turn
        if self.holding:
            self.arrow.clear()
        return self.holding

    def skip(self) -> None:
        """End the pictures now (the Decision panel's Skip, Space): the question comes at once."""
        self.player.skip_all()
        if self.holding:  # skip_all had nothing running (only a number still floating)
            self._on_idle(True)

    def stand_arrows(self, view: EngineView | None) -> None:
        """The attack stands as an arrow from the enemy to the attacked player's identity while a defender is
        chosen (cleared for any other question)."""
        d = view.pending if view is not None else None
        extra = d.extra if d is not None and view is not None and view.handover is None else None
        if view is None or not isinstance(extra, Defense):
            self.arrow.clear()
            return
        players = view.table.players
        target = players[extra.attacked_player].identity if 0 <= extra.attacked_player < len(players) else None
        self.arrow.show(extra.enemy, target, "attack")

    def _on_idle(self, idle: bool) -> None:
        if idle and self.holding:
            self.holding = False
            self.window.show_question()
        if idle and self._owed:
            self._owed = False
            self.window.spawn(self.window._request("shown", quiet=True))

    def _on_waiting(self, waiting: bool) -> None:
        """A click or Space goes on: the filter is on the application only while a reveal waits."""
        app = QApplication.instance()
        if waiting:
            if app is not None:
                app.installEventFilter(self)
            self.window.statusBar().showMessage("Step by step: click the table or press Space to go on.", 5000)
        elif app is not None:
            app.removeEventFilter(self)

    # -- step by step: a click or Space goes on --------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.player.waiting:
            return False
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Space and self._in_window(watched):
            if kind == QEvent.Type.KeyPress:
                self.player.advance()
            event.accept()
            return True
        if kind == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent) \
                and event.button() == Qt.MouseButton.LeftButton and watched is self.window.table.viewport():
            self.player.advance()
            return True
        return False

    def _in_window(self, watched: QObject) -> bool:
        w = watched if isinstance(watched, QWidget) else None
        return w is not None and w.window() is self.window

    # -- watch a replay --------------------------------------------------------------------------------
    def watch_replay(self, pause_ms: Callable[[], int] | None = None) -> None:
        """From the game's first decision to its last, one answer at a time at the pace (any answer, undo or
        a second call stops it)."""
        if self._watching is not None and not self._watching.done():
            self._watching.cancel()
            self._watching = None
            return
        self._watching = self.window.spawn(self._watch(pause_ms or self._pause_ms))

    def stop_watching(self) -> None:
        if self._watching is not None and not self._watching.done():
            self._watching.cancel()
        self._watching = None

    @property
    def watching(self) -> bool:
        return self._watching is not None and not self._watching.done()

    def _pause_ms(self) -> int:
        t = self.player.timings
        return 0 if not t.draws else max(250, t.banner // 2)

    async def _watch(self, pause_ms: Callable[[], int]) -> None:
        window = self.window
        reply = await window.step("to", 0)
        if not reply.ok and window.view is not None and window.view.decisions:
            return
        window.statusBar().showMessage("Watching the replay: Game > Watch Replay again stops it.", 6000)
        while window.view is not None and window.view.can_redo:
            while self.player.busy:
                await asyncio.sleep(0.05)
            await asyncio.sleep(pause_ms() / 1000)
            reply = await window.step("step", 1)
            if not reply.ok:
                return
        window.statusBar().showMessage("The replay is over.", 6000)

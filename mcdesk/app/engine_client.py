"""The window's side of the engine thread: start it, send requests, await their replies, notice its death.

:class:`EngineClient` owns the worker ``QThread`` and the :class:`~.engine_bridge.EngineBridge` living in it.
``await client.request("answer", key)`` sends a request through a queued signal and resumes (on the qasync
event loop) when the bridge's reply arrives; the views the bridge sends meanwhile come out of
:attr:`EngineClient.view_ready`: views that arrive faster than the window can draw them (the autopilot
playing without a pause) are merged into one, their log lines kept, and every view sent before a reply is
handed over before that reply resumes its awaiting coroutine. If the bridge reports a failure or the thread
ends unexpectedly, :attr:`EngineClient.failed` says so, pending requests are answered with a failed :class:`Reply`, and
:meth:`EngineClient.restart` starts a fresh thread (the window then reopens the autosave).
"""

from __future__ import annotations

import asyncio
import dataclasses
import itertools
from pathlib import Path

from PySide6.QtCore import QMetaObject, QObject, Qt, QThread, QTimer, Signal, Slot

from mcdesk.core.events import GameEvent

from .engine_bridge import DEFAULT_AUTOPILOT_DELAY_MS, EngineBridge, EngineView, LogEntry, Reply

DEAD = "dead"
"""``Reply.data`` of a request the engine could not answer because its thread is gone."""


class EngineClient(QObject):
    view_ready = Signal(object)
    """An :class:`EngineView` from the engine."""
    failed = Signal(str)
    """The engine failed (its last good view and autosave stay); the message says what happened."""
    busy_changed = Signal(bool)
    notice = Signal(str)
    """A message from the engine that no request asked for (the autopilot stopped, and why)."""
    _request = Signal(int, str, object)

    def __init__(self, loop: asyncio.AbstractEventLoop, autosave: Path | None, parent: QObject | None = None,
                 autopilot_delay_ms: int = DEFAULT_AUTOPILOT_DELAY_MS) -> None:
        super().__init__(parent)
        self.loop = loop
        self.autosave = autosave
        self.autopilot_delay_ms = autopilot_delay_ms
        """The autopilot's pause of the next engine started (``request("pilot", ...)`` changes the running one)."""
        self._views: list[EngineView] = []
        self._flush_timer = QTimer(self)
        self._flush_timer.setSingleShot(True)
        self._flush_timer.setInterval(0)
        self._flush_timer.timeout.connect(self.flush_views)
        self._ids = itertools.count(1)
        self._futures: dict[int, asyncio.Future[Reply]] = {}
        self._thread: QThread | None = None
        self._bridge: EngineBridge | None = None
        self._stopping = False
        self._connection: QMetaObject.Connection | None = None
        self.dead_reason: str | None = None

    # -- life ------------------------------------------------------------------------------------------
    def start(self) -> None:
        thread = QThread()
        thread.setObjectName("mcdesk-engine")
        bridge = EngineBridge(self.autosave, autopilot_delay_ms=self.autopilot_delay_ms)
        bridge.moveToThread(thread)
        thread.finished.connect(bridge.deleteLater)
        queued = Qt.ConnectionType.QueuedConnection
        self._connection = self._request.connect(bridge.handle, queued)
        bridge.view.connect(self._on_view, queued)
        bridge.reply.connect(self._on_reply, queued)
        bridge.failed.connect(self._on_failed, queued)
        bridge.notice.connect(self.notice, queued)
        thread.finished.connect(self._on_thread_finished, queued)
        self._thread, self._bridge = thread, bridge
        self._stopping = False
        self.dead_reason = None
        thread.start()

    @property
    def worker_thread(self) -> QThread | None:
        return self._thread

    @property
    def alive(self) -> bool:
        return self._thread is not None and self._thread.isRunning() and not self._stopping \
            and self.dead_reason is None

    @property
    def busy(self) -> bool:
        return bool(self._futures)

    @property
    def views_waiting(self) -> bool:
        """Views received and not yet handed to the window (they go out on the next turn of the loop)."""
        return bool(self._views)

    def stop(self, timeout_ms: int = 5000) -> None:
        """Stop the engine thread and wait for it (idempotent)."""
        thread = self._thread
        self._stopping = True
        if self._connection is not None:
            QObject.disconnect(self._connection)
            self._connection = None
        if thread is not None:
            thread.quit()
            if not thread.wait(timeout_ms):  # stuck in a long computation: let it go
                thread.terminate()
                thread.wait(1000)
        self._thread = None
        self._bridge = None
        self._fail_pending("The engine was stopped.")

    def restart(self) -> None:
        self.stop()
        self.start()

    # -- requests --------------------------------------------------------------------------------------
    def send(self, op: str, arg: object = None) -> asyncio.Future[Reply]:
        """Send a request; the future gets the bridge's :class:`Reply` (a failed one if the engine is dead)."""
        fut: asyncio.Future[Reply] = self.loop.create_future()
        if not self.alive:
            fut.set_result(Reply(False, self.dead_reason or "The engine is not running.", DEAD))
            return fut
        rid = next(self._ids)
        was_busy = self.busy
        self._futures[rid] = fut
        if not was_busy:
            self.busy_changed.emit(True)
        self._request.emit(rid, op, arg)
        return fut

    async def request(self, op: str, arg: object = None) -> Reply:
        return await self.send(op, arg)

    # -- from the worker -------------------------------------------------------------------------------
    @Slot(object)
    def _on_view(self, view: EngineView) -> None:
        self._views.append(view)
        self._flush_timer.start()

    def flush_views(self) -> None:
        """Hand the views received so far to the window, merged into one."""
        self._flush_timer.stop()
        views, self._views = self._views, []
        if views:
            self.view_ready.emit(merge_views(views))

    @Slot(int, object)
    def _on_reply(self, rid: int, reply: Reply) -> None:
        self.flush_views()  # the views a request caused are shown before its awaiting coroutine goes on
        fut = self._futures.pop(rid, None)
        if fut is not None and not fut.done():
            fut.set_result(reply)
        if not self._futures:
            self.busy_changed.emit(False)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.failed.emit(message)

    @Slot()
    def _on_thread_finished(self) -> None:
        if self._stopping or self.sender() is not self._thread:
            return
        self.dead_reason = "The engine thread stopped unexpectedly."
        self._fail_pending(self.dead_reason)
        self.failed.emit(self.dead_reason)

    def _fail_pending(self, message: str) -> None:
        futures, self._futures = self._futures, {}
        for fut in futures.values():
            if not fut.done():
                fut.set_result(Reply(False, message, DEAD))
        if futures:
            self.busy_changed.emit(False)


def merge_views(views: list[EngineView]) -> EngineView:
    """The last view, with the log lines and the events of all of them (a view that resets the log starts it
    anew; events of another game are dropped)."""
    if len(views) == 1:
        return views[0]
    log: list[LogEntry] = []
    reset = False
    events: list[GameEvent] = []
    for v in views:
        if v.log_reset:
            log, reset = list(v.log), True
        else:
            log += v.log
        if v.game_id != views[-1].game_id:
            events = []
        events += v.events
    return dataclasses.replace(views[-1], log=tuple(log), log_reset=reset, events=tuple(events))

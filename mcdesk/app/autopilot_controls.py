"""The window's autopilot controls: Game > Pause Autopilot, Autopilot Pace and Autopilot Seats, Suggest a
Move, and the status line saying which seats the autopilot plays.

The engine answers the autopilot's seats by itself (see :mod:`.engine_bridge`); the window only tells it
what changed and follows what its views say.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .engine_bridge import Reply, autopilot_available
from .game_kinds import kind_of
from .prompt_panel import suggestion_reason
from .seats import AUTOPILOT, HUMAN, normalize_seats
from .window_base import WindowBase

if TYPE_CHECKING:
    from .engine_bridge import EngineView

AUTOPILOT_PACES = (("&Instant", 0), ("&Fast (0.3 s)", 300), ("&Normal (0.7 s)", 700), ("&Slow (1.5 s)", 1500))
"""Game > Autopilot Pace: the pause before each of the autopilot's answers."""


class AutopilotControls(WindowBase):
    """Pause, pace, seats and suggestions (a part of :class:`~.main_window.MainWindow`)."""

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


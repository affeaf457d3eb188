"""A competitive game of Marvel Champions (Civil War rulebook, "Competitive Mode"), refereed.

Two teams (1v1 or 2v2), each in its own game area facing the leader the other team brought (see :mod:`.area`).
The referee drives one procedure (:mod:`.rounds`) that threads the round through both areas and decides the
game. Seats at the table: the registration team's players first, then the resistance team's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from mcdesk.core.decisions import Decision
from mcdesk.core.errors import EngineError
from mcdesk.core.events import EventKind, GameEvent
from mcdesk.core.referee import GameOver, Procedure, Referee, ResumePoint

from ..engine.database import CardDatabase, default_database
from ..engine.game import LOG, Game
from .area import AreaGame
from .setup import CompetitiveSetup, area_setup, validate
from .state import CompetitiveState

TEAM_NAMES = ("registration", "resistance")


class CompetitiveGame(Referee[CompetitiveState, CompetitiveSetup]):
    GAME = "champions_competitive"

    def __init__(self, setup: CompetitiveSetup, seed: int, db: CardDatabase | None = None, *,
                 answers: Iterable[str] = (), start: bool = True) -> None:
        self.db = db if db is not None else default_database()
        self.log_events: list[GameEvent] = []
        self.areas: tuple[AreaGame, AreaGame] = (AreaGame(self, 0, area_setup(setup, 0), self.db),
                                                 AreaGame(self, 1, area_setup(setup, 1), self.db))
        super().__init__(setup, seed, answers=answers, start=start)

    # == seats ========================================================================================
    def team_size(self, area: int) -> int:
        return len(self.setup.teams[area].players)

    def seat(self, area: int, player: int) -> int:
        """The table seat of game area ``area``'s player ``player``."""
        return player + (self.team_size(0) if area == 1 else 0)

    def area_of_seat(self, seat: int) -> tuple[int, int]:
        """(game area, player in it) of a table seat."""
        n = self.team_size(0)
        return (0, seat) if seat < n else (1, seat - n)

    def seats(self) -> int:
        return self.team_size(0) + self.team_size(1)

    def area_decision(self) -> tuple[AreaGame, Decision] | None:
        """The pending decision as its game area sees it (its player numbered in that area), with that area:
        what an autopilot written for a cooperative game answers."""
        d = self.pending
        if d is None:
            return None
        area, local = self.area_of_seat(d.player)
        return self.areas[area], replace(d, player=local)

    # == the referee's contract ======================================================================
    def _new_state(self) -> CompetitiveState:
        return CompetitiveState.fresh()

    def _procedure(self, resume: ResumePoint | None) -> Procedure:
        from .rounds import play_competitive

        return play_competitive(self, resume)

    def checkpoint(self, resume: ResumePoint) -> None:
        if all(not a.stack and not a.compound and a.peril is None for a in self.areas):
            super().checkpoint(resume)

    def _copy_state(self, state: CompetitiveState) -> CompetitiveState:
        return state.copy()

    def _state_from_data(self, data: Mapping[str, Any]) -> CompetitiveState:
        return CompetitiveState.from_data(dict(data))

    def _reset_run(self) -> None:
        for a in self.areas:
            a.stack, a.compound, a.peril = [], [], None

    def _restore_log(self, lines: list[str]) -> None:
        self.log_lines = list(lines)
        self.log_events = [GameEvent(LOG, line) for line in lines]

    def _trim_log(self, n: int) -> None:
        del self.log_lines[n:]
        del self.log_events[n:]

    def _note(self, line: str) -> None:
        self.log(line)

    def _game_over(self, result: str, reason: str) -> None:
        self.state.result = result
        self.state.result_reason = reason
        self.pending = None
        self.emit(EventKind.GAME_OVER, reason, data={"result": result})

    def _procedure_ended(self) -> None:
        if self.state.result is None:
            raise EngineError("the competitive game's procedure ended without a result")

    def _after_advance(self) -> None:
        for a in self.areas:
            a._flush_moves()

    def _validate_setup(self) -> None:
        validate(self.setup, self.db)
        for a in self.areas:
            a._validate_setup()

    @classmethod
    def _setup_from_dict(cls, data: Mapping[str, Any]) -> CompetitiveSetup:
        return CompetitiveSetup.from_dict(dict(data))

    def _fresh(self) -> CompetitiveGame:
        return CompetitiveGame(self.setup, self.seed, self.db)

    # == the log ======================================================================================
    def log(self, line: str, kind: str = LOG, *, card: int | None = None, player: int | None = None) -> None:
        self.emit(kind, line)  # (lines of a game area name its cards; the whole game's lines name none)

    def emit(self, kind: str, text: str = "", *, amount: int = 0,
             data: dict[str, str | int | bool | None] | None = None) -> None:
        for a in self.areas:
            a._flush_moves()
        e = GameEvent(kind, text, amount=amount, data=data or {})
        self.events.append(e)
        if text:
            self.log_lines.append(text)
            self.log_events.append(e)

    # == reading ======================================================================================
    def team_name(self, area: int) -> str:
        return TEAM_NAMES[area]

    def leader_name(self, area: int) -> str:
        """The leader fought in game area ``area`` (the other team's leader)."""
        return self.setup.teams[1 - area].leader.name

    def area_decided(self, area: int, over: GameOver) -> None:
        """Game area ``area``'s game is decided ("win": its team defeated the enemy leader; "loss": the enemy
        leader completed its scheme or defeated every identity there). The competitive game goes on until both
        teams have played the same number of phases (see :mod:`.rounds`)."""
        st = self.state
        if st.outcomes[area] is not None:
            return
        st.outcomes[area] = over.result
        st.reasons[area] = over.reason
        a = self.areas[area]
        a.state.result, a.state.result_reason = over.result, over.reason
        a.stack, a.compound, a.peril = [], [], None
        team = self.team_name(area).capitalize()
        did = "defeats the enemy leader" if over.result == "win" else "loses its game area"
        self.log(f"The {team} team {did}: {over.reason}.")

    def card_title(self, card_id: int) -> str:
        return self.area_of_card(card_id).card_title(card_id)

    def area_of_card(self, card_id: int) -> Game:
        for a in self.areas:
            if card_id in a.state.cards:
                return a
        raise KeyError(card_id)

"""A competitive game's state: the two game areas (each a Marvel Champions game state) and the round threading
around them (Civil War rulebook, "Playing a Competitive Game")."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from mcdesk.core.errors import CorruptLog

from ..engine.snapshot import copy_state, state_from_data
from ..engine.state import GameState

AREA_ID_BASE = (1, 1_000_001)
"""The first card id of each game area: ids never collide, so a card id names one card on the whole table."""

HERO, VILLAIN = "hero", "villain"


def phase_of(n: int) -> tuple[int, str]:
    """Phase ``n`` of the game (0 is the first round's registration hero phase): whose game area, which phase.
    Each round: registration's hero phase, resistance's, registration's villain phase, resistance's."""
    return n % 2, HERO if n % 4 < 2 else VILLAIN


@dataclass
class CompetitiveState:
    areas: list[GameState] = field(default_factory=list)
    """Area 0: the registration team's game area (fighting the resistance leader); area 1: the resistance's."""
    round: int = 0
    phase_no: int = -1
    """The phase being played (see :func:`phase_of`); -1 during setup."""
    current_area: int = 0
    phase: str = "setup"
    outcomes: list[str | None] = field(default_factory=lambda: [None, None])
    """Per game area, once its game is decided: "win" (its team defeated the enemy leader) or "loss" (the enemy
    leader completed its scheme or defeated every identity there)."""
    reasons: list[str] = field(default_factory=lambda: ["", ""])
    result: str | None = None
    """"registration" or "resistance" (the winning team), "tie", or "both_lose"."""
    result_reason: str = ""

    @staticmethod
    def fresh() -> CompetitiveState:
        areas = []
        for base in AREA_ID_BASE:
            a = GameState()
            a.next_card_id = base
            areas.append(a)
        return CompetitiveState(areas=areas)

    def canonical(self) -> dict[str, Any]:
        return {"areas": [a.canonical() for a in self.areas], "round": self.round, "phase_no": self.phase_no,
                "current_area": self.current_area, "phase": self.phase, "outcomes": list(self.outcomes),
                "reasons": list(self.reasons), "result": self.result, "result_reason": self.result_reason}

    def state_hash(self) -> str:
        blob = json.dumps(self.canonical(), sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    def copy(self) -> CompetitiveState:
        return CompetitiveState([copy_state(a) for a in self.areas], self.round, self.phase_no, self.current_area,
                                self.phase, list(self.outcomes), list(self.reasons), self.result, self.result_reason)

    def check_invariants(self) -> list[str]:
        out = []
        for i, a in enumerate(self.areas):
            out += [f"game area {i}: {p}" for p in a.check_invariants()]
        return out

    @staticmethod
    def from_data(data: Any) -> CompetitiveState:
        names = {"areas", "round", "phase_no", "current_area", "phase", "outcomes", "reasons", "result",
                 "result_reason"}
        if not isinstance(data, dict) or set(data) != names:
            raise CorruptLog("checkpoint's state does not have the fields of a competitive game")
        areas = data["areas"]
        if not isinstance(areas, list) or len(areas) != 2:
            raise CorruptLog("checkpoint's state must hold two game areas")
        outcomes, reasons = data["outcomes"], data["reasons"]
        if not (isinstance(outcomes, list) and len(outcomes) == 2 and all(o in (None, "win", "loss") for o in outcomes)
                and isinstance(reasons, list) and len(reasons) == 2 and all(isinstance(r, str) for r in reasons)):
            raise CorruptLog("checkpoint's game area outcomes are malformed")
        for k in ("round", "phase_no", "current_area"):
            if type(data[k]) is not int:
                raise CorruptLog(f"checkpoint's {k} must be a whole number")
        if data["current_area"] not in (0, 1):
            raise CorruptLog("checkpoint's current game area must be 0 or 1")
        if not isinstance(data["phase"], str) or not isinstance(data["result_reason"], str) \
                or data["result"] not in (None, "registration", "resistance", "tie", "both_lose"):
            raise CorruptLog("checkpoint's phase or result is malformed")
        return CompetitiveState([state_from_data(a) for a in areas], data["round"], data["phase_no"],
                                data["current_area"], data["phase"], list(outcomes), list(reasons), data["result"],
                                data["result_reason"])

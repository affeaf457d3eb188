"""The players' reports: what their physical cards did, as typed data.

A report is one log entry (``report:<json>``), so undo, replay and saves keep it like any answer. Reading a
report checks only its shape (known kind, whole numbers in range, the fields its kind needs); whether the rules
allow it is :mod:`mcdesk.games.champions.assistant.checks`.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from enum import StrEnum
from typing import Any

from mcdesk.core.errors import IllegalAnswer

PREFIX = "report:"
MAX_AMOUNT = 99
"""The most damage, threat or hit points one report moves (a bigger number is a typing slip)."""


class ReportKind(StrEnum):
    """What a player's card did, in the game's words."""

    DAMAGE = "damage"  # damage dealt to the villain or a minion (an attack, or an effect)
    THWART = "thwart"  # threat removed from a scheme
    ALLY = "ally"  # an ally enters play under a player's control (``code``)
    DEFEATED = "defeated"  # an ally or a minion is defeated by a player's card
    DISCARD = "discard"  # a player's card discards an ally, a minion, an attachment or a side scheme
    STATUS = "status"  # a status card given (``amount`` 1) or removed (-1)
    FORM = "form"  # the player changes form
    HIT_POINTS = "hit_points"  # a player's identity or ally loses (``amount`` < 0) or heals (> 0) hit points
    MINION = "minion"  # a player's card puts a minion into play engaged with them (``card`` out of play)


STATUSES = ("stunned", "confused", "tough")


@dataclass(frozen=True)
class Report:
    """One report. ``player``: whose card did it. ``card``: the card it is about (the target of damage, the
    scheme thwarted, the card given a status...); ``source``: the character that attacked or thwarted (None:
    an event or another effect); ``basic``: a basic power or an ally's attack/thwart (the character
    exhausts; an ally then takes its consequential damage)."""

    kind: ReportKind
    player: int
    card: int | None = None
    amount: int = 0
    source: int | None = None
    basic: bool = False
    attack: bool = False
    piercing: bool = False
    overkill: bool = False
    ranged: bool = False
    status: str = ""
    code: str = ""

    def key(self) -> str:
        data = {k: v for k, v in asdict(self).items() if v not in (None, False, 0, "") or k in ("kind", "player")}
        data["kind"] = str(self.kind)
        return PREFIX + json.dumps(data, sort_keys=True, separators=(",", ":"))

    @staticmethod
    def from_key(key: str) -> Report:
        """The report a key holds; IllegalAnswer naming what is malformed."""
        if not key.startswith(PREFIX):
            raise IllegalAnswer(f"not a report: {key[:40]!r}")
        try:
            data = json.loads(key[len(PREFIX):])
        except ValueError:
            raise IllegalAnswer("a report must be a JSON object after 'report:'") from None
        if not isinstance(data, dict):
            raise IllegalAnswer("a report must be a JSON object after 'report:'")
        return Report.from_dict(data)

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Report:
        known = {f.name for f in fields(Report)}
        extra = sorted(set(data) - known)
        if extra:
            raise IllegalAnswer(f"a report has no field {extra[0]!r}")
        try:
            kind = ReportKind(str(data.get("kind")))
        except ValueError:
            raise IllegalAnswer(f"unknown report kind {data.get('kind')!r}; known: "
                                f"{', '.join(k.value for k in ReportKind)}") from None

        def whole(name: str, low: int, high: int, default: int | None) -> int | None:
            v = data.get(name, default)
            if v is None and default is None:
                return None
            if isinstance(v, bool) or not isinstance(v, int) or not low <= v <= high:
                raise IllegalAnswer(f"a report's {name} must be a whole number from {low} to {high}, not {v!r}")
            return v

        def flag(name: str) -> bool:
            v = data.get(name, False)
            if not isinstance(v, bool):
                raise IllegalAnswer(f"a report's {name} must be true or false, not {v!r}")
            return v

        def text(name: str) -> str:
            v = data.get(name, "")
            if not isinstance(v, str) or len(v) > 40:
                raise IllegalAnswer(f"a report's {name} must be a short text, not {v!r}")
            return v

        player = whole("player", 0, 3, 0)
        assert player is not None
        status = text("status")
        if status and status not in STATUSES:
            raise IllegalAnswer(f"unknown status card {status!r}; known: {', '.join(STATUSES)}")
        return Report(
            kind=kind, player=player, card=whole("card", 0, 1_000_000, None),
            amount=whole("amount", -MAX_AMOUNT, MAX_AMOUNT, 0) or 0,
            source=whole("source", 0, 1_000_000, None), basic=flag("basic"), attack=flag("attack"),
            piercing=flag("piercing"), overkill=flag("overkill"), ranged=flag("ranged"), status=status,
            code=text("code"),
        )


def is_report(key: str) -> bool:
    return key.startswith(PREFIX)


__all__ = ["PREFIX", "Report", "ReportKind", "STATUSES", "is_report"]

"""The pace at which the table draws what happened (no Qt here).

The engine is never slowed: it answers at once and the table already holds the new state. The pace only says
how long the table takes to *show* the events of an answer (banners, reveals, arrows, floating numbers).
``instant`` draws nothing (``mcdesk render`` and the tests use it); ``step`` holds each reveal until the player
clicks or presses Space.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Pace(StrEnum):
    INSTANT = "instant"
    FAST = "fast"
    NORMAL = "normal"
    STEP = "step"

    @property
    def label(self) -> str:
        return PACE_LABELS[self]

    @classmethod
    def parse(cls, text: object, default: Pace | None = None) -> Pace:
        """The pace named ``text``; ``default`` (normal) for anything else."""
        try:
            return cls(str(text))
        except ValueError:
            return default or DEFAULT_PACE


DEFAULT_PACE = Pace.NORMAL

PACE_LABELS = {
    Pace.INSTANT: "Instant",
    Pace.FAST: "Fast",
    Pace.NORMAL: "Normal",
    Pace.STEP: "Step by step (click or Space at each reveal)",
}


@dataclass(frozen=True)
class Timings:
    """How long each kind of beat holds the queue, in milliseconds (0: not drawn at all)."""

    banner: int
    """A round, phase or turn banner on screen."""
    reveal: int
    """A revealed card shown large in the middle of the table (step by step: until a click)."""
    fly: int
    """The revealed card moving from the middle to where it goes."""
    arrow: int
    """An attack or scheme arrow from the enemy to its target."""
    number: int
    """A floating +N / -N over a dial (it overlaps the next beats: the queue waits only ``number // 3``)."""
    hold_reveals: bool = False
    """Step by step: a reveal waits for the player."""

    @property
    def draws(self) -> bool:
        return self.banner > 0 or self.reveal > 0 or self.hold_reveals


TIMINGS = {
    Pace.INSTANT: Timings(0, 0, 0, 0, 0),
    Pace.FAST: Timings(banner=450, reveal=450, fly=200, arrow=350, number=600),
    Pace.NORMAL: Timings(banner=850, reveal=1000, fly=320, arrow=600, number=900),
    Pace.STEP: Timings(banner=850, reveal=1000, fly=320, arrow=600, number=900, hold_reveals=True),
}


def timings(pace: Pace) -> Timings:
    return TIMINGS[pace]

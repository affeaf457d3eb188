"""What a card script is made of: keywords, super powers, a level up power, a plot twist, location symbols.

Effects are generators ``effect(game, ctx)`` that yield decisions and receive the chosen key, like every
rules procedure. Each piece carries its rules text in the project's own words (built from the vocabulary).
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import Decision

if TYPE_CHECKING:
    from .game import Game

Gen = Generator[Decision, str, Any]


class Timing(StrEnum):
    """When a super power or plot twist may be used (rulebook: Playing Plot Twists, Super Powers)."""

    BUILD = "Build"
    MAIN = "Main"
    COMBAT = "Combat"
    """Only while this character is in the combat (a plot twist: during a combat)."""
    ANY_COMBAT = "Any Combat"
    """During any combat, even if this character is not in it."""


SYMBOLS = ("red", "blue", "yellow", "green")


END_OF_COMBAT: dict[str, Callable[..., Gen]] = {}
"""Named effects that happen as a combat ends (``fn(game, combat, effect)``); an effect names one with
``data["hook"]`` so that the state stays plain data."""


def end_of_combat_hook(name: str) -> Callable[[Callable[..., Gen]], Callable[..., Gen]]:
    def register(fn: Callable[..., Gen]) -> Callable[..., Gen]:
        END_OF_COMBAT[name] = fn
        return fn

    return register


@dataclass
class Ctx:
    """Who is using the power or plot twist, and from which card."""

    player: int
    source: int
    name: str = ""
    data: dict[str, Any] = field(default_factory=dict)


Effect = Callable[["Game", Ctx], Gen]
Check = Callable[["Game", Ctx], bool]


def _always(game: Game, ctx: Ctx) -> bool:
    return True


@dataclass(frozen=True)
class Power:
    """A super power: paid by turning a location with each symbol face down, or discarding one from hand."""

    name: str
    timing: Timing
    cost: tuple[str, ...]
    effect: Effect
    text: str
    any_turn: bool = False
    usable: Check = _always
    """Whether using it now could do something (the engine only offers powers it can resolve)."""
    zone: str = "play"
    """Where the character must be to use it: "play" (face up), "stunned" or "ko" (its owner's KO pile)."""


@dataclass(frozen=True)
class PlotTwist:
    timing: Timing
    effect: Effect
    text: str
    any_turn: bool = False
    usable: Check = _always


@dataclass(frozen=True)
class LevelUp:
    """Level Up (N): when the XP condition is met, an XP counter goes on the level 2 version.

    ``on`` names the trigger (an engine trigger kind); ``xp`` returns how many XP that trigger gives (0: none).
    """

    name: str
    needed: int
    on: str
    xp: Callable[[Game, int, dict[str, Any]], int]
    text: str


@dataclass(frozen=True)
class Script:
    code: str
    keywords: frozenset[str] = frozenset()
    powers: tuple[Power, ...] = ()
    level_up: LevelUp | None = None
    plot: PlotTwist | None = None
    symbols: tuple[str, ...] = ()
    """A location's power symbols."""
    team_location: str = ""
    """A special location: any symbol, only for a member of this team."""
    keyword_text: tuple[tuple[str, str], ...] = ()
    """(keyword name, text) for keywords shown on the card, in order."""

    def rules_text(self) -> str:
        lines: list[str] = []
        for name, text in self.keyword_text:
            lines.append(f"{name}: {text}")
        for p in self.powers:
            turn = "Any turn " if p.any_turn else ""
            cost = "".join(f"[{s}]" for s in p.cost)
            lines.append(f"{p.name} ({turn}{p.timing.value} {cost}): {p.text}")
        if self.level_up:
            lines.append(f"{self.level_up.name} (Level Up {self.level_up.needed}): {self.level_up.text}")
        if self.plot:
            turn = "Any turn " if self.plot.any_turn else ""
            lines.append(f"{turn}{self.plot.timing.value}: {self.plot.text}")
        if self.symbols:
            lines.append("Symbol: " + " ".join(f"[{s}]" for s in self.symbols))
        if self.team_location:
            lines.append(f"Any symbol, only for a super power of a [{self.team_location}] character.")
        return "\n".join(lines)

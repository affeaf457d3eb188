"""One game area of a competitive game: a Marvel Champions game whose state, random numbers, log and decisions
belong to the competitive game around it.

Civil War rulebook, "Unique Rule and Other Abilities": cards on one side of the table ignore the other side
unless they say otherwise. So each area is a whole cooperative-style game (its team's players, the enemy leader,
its schemes and encounter deck), and the rules of one area never see the other's cards: uniqueness, "each
player", "enemies" and every count stay within the area by construction. What reaches across ("your leader",
"the enemy team") goes through :attr:`Game.rival` and :meth:`Game.across`.
"""

from __future__ import annotations

import dataclasses
import random
import re
from typing import TYPE_CHECKING

from mcdesk.core.decisions import Decision, Option
from mcdesk.core.events import GameEvent
from mcdesk.core.referee import GameOver, ResumePoint

from ..cards.civil_war import SIDES
from ..engine.abilities import Gen
from ..engine.database import CardDatabase
from ..engine.facts import CardFacts
from ..engine.game import Game, GameSetup
from ..engine.state import GameState

if TYPE_CHECKING:
    from .game import CompetitiveGame

PVP_COPY = ("562", "561")
"""Code prefix of the standard PvP set copy in each area's encounter deck: the registration team's scenario (played
in area 1) takes the first copy (56125-56128), the resistance team's (in area 0) the second (56203-56206)."""

_PLAYER_NUMBER = re.compile(r"\b([Pp]layer) (\d+)\b")


class AreaGame(Game):
    """Game area ``index`` (0 registration, 1 resistance) of ``parent``. Built without the referee's own start:
    the competitive game drives it."""

    def __init__(self, parent: CompetitiveGame, index: int, setup: GameSetup, db: CardDatabase) -> None:
        # Not Game.__init__: this game is never driven on its own (no answers, run or checkpoints of its own).
        self.parent = parent
        self.index = index
        self.side = SIDES[index]
        self.setup = setup
        self.db = db
        self.stack = []
        self.compound = []
        self.peril = None
        self._on_decision = None
        self._custom_procedure = None
        self.redo_stack = []
        self.checkpoints = []

    # -- what belongs to the competitive game ---------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.parent.state.areas[self.index]

    @state.setter
    def state(self, value: GameState) -> None:
        self.parent.state.areas[self.index] = value

    @property
    def rng(self) -> random.Random:
        return self.parent.rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        raise AttributeError("a game area uses its competitive game's random numbers")

    @property
    def events(self) -> list[GameEvent]:
        return self.parent.events

    @events.setter
    def events(self, value: list[GameEvent]) -> None:
        self.parent.events = value

    @property
    def log_lines(self) -> list[str]:
        return self.parent.log_lines

    @log_lines.setter
    def log_lines(self, value: list[str]) -> None:
        self.parent.log_lines = value

    @property
    def log_events(self) -> list[GameEvent]:
        return self.parent.log_events

    @log_events.setter
    def log_events(self, value: list[GameEvent]) -> None:
        self.parent.log_events = value

    @property
    def pending(self) -> Decision | None:
        return self.parent.pending

    @pending.setter
    def pending(self, value: Decision | None) -> None:
        self.parent.pending = value

    @property
    def answers(self) -> list[str]:
        return self.parent.answers

    @answers.setter
    def answers(self, value: list[str]) -> None:
        self.parent.answers = value

    @property
    def _replaying(self) -> bool:
        return self.parent._replaying

    @_replaying.setter
    def _replaying(self, value: bool) -> None:
        self.parent._replaying = value

    @property
    def rival(self) -> Game:
        """The other team's game area: where "your leader" is."""
        return self.parent.areas[1 - self.index]

    @rival.setter
    def rival(self, value: Game | None) -> None:
        raise AttributeError("a game area's rival is the other area of its game")

    # -- the table's seats, the log ---------------------------------------------------------------------
    def seat(self, player: int) -> int:
        return self.parent.seat(self.index, player)

    def emit(self, kind: str, text: str = "", *, card: int | None = None, target: int | None = None,
             player: int | None = None, amount: int = 0,
             data: dict[str, str | int | bool | None] | None = None) -> None:
        """As in a cooperative game, with the player as the table's seat and each line saying whose game area
        it happened in (both areas have a "player 1")."""
        if text:
            text = f"[{self.side.capitalize()}] {self.table_words(text)}"
        out = dict(data or {})
        out["area"] = self.index
        super().emit(kind, text, card=card, target=target, player=None if player is None else self.seat(player),
                     amount=amount, data=out)

    def table_words(self, text: str) -> str:
        """"Player 1" of the resistance team's area is the table's player 2 in 1v1 (3 in 2v2): lines and prompts
        name players as the table does (the registration team's seats come first, so its area needs nothing)."""
        if self.index == 0 or "layer " not in text:
            return text
        n = len(self.state.players) or self.parent.team_size(self.index)

        def renumber(m: re.Match[str]) -> str:
            k = int(m.group(2))
            return f"{m.group(1)} {self.seat(k - 1) + 1}" if 1 <= k <= n else m.group(0)

        return _PLAYER_NUMBER.sub(renumber, text)

    def table_options(self, options: tuple[Option, ...]) -> tuple[Option, ...]:
        if self.index == 0:
            return options
        return tuple(o if (label := self.table_words(o.label)) == o.label else dataclasses.replace(o, label=label)
                     for o in options)

    def checkpoint(self, resume: ResumePoint) -> None:
        """An area's own checkpoints are not kept: the competitive game takes one at the start of each phase."""

    # -- setup ------------------------------------------------------------------------------------------------
    def standard_sets(self) -> tuple[str, ...]:
        """Civil War rulebook, "Setting Up a Competitive Game" step 1: the standard PvP set replaces the standard
        set."""
        return ("standard_pvp", "expert") if self.setup.expert else ("standard_pvp",)

    def encounter_set_cards(self, set_code: str) -> list[CardFacts]:
        cards = super().encounter_set_cards(set_code)
        if set_code == "standard_pvp":
            return [f for f in cards if f.code.startswith(PVP_COPY[self.index])]
        return cards

    def across(self, proc: Gen[None]) -> Gen[None]:
        """Run a procedure of the other game area from this one: if it decides that area's game (its leader
        defeated, say), the competitive game keeps the outcome and this area goes on."""
        try:
            yield from proc
        except GameOver as over:
            # The game decided is the other area's unless a nested procedure already named it. The game of the area
            # whose procedure is running (this one, or the one playing its phase) ends where that procedure ends.
            area = getattr(over, "area", None)
            if area is None:
                area = 1 - self.index
                over.area = area  # type: ignore[attr-defined]
            if area == self.index or area == self.parent.state.current_area:
                raise
            self.parent.area_decided(area, over)

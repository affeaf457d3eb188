"""The Vs. System engine's public face: start a game, read the pending decision, answer, undo, replay, save.

A game is its setup, its seed and the answers given. Rules procedures are generators that yield a
:class:`Decision` and receive the chosen option's key; :class:`Game` drives them. Undo and load replay the
answers from the start. The table helpers (zones, stats, stun, KO) live in :mod:`.table`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

from mcdesk.core.errors import CorruptLog, EngineError, InvalidSetup
from mcdesk.core.names import bounded_name
from mcdesk.core.referee import Procedure, Referee, ResumePoint

from .abilities import Gen
from .state import GameState, state_from_canonical
from .table import Table

GAME_ID = "vs"
MODES = ("1v1", "ffa", "2v2", "2hg")
"""1v1; free-for-all for 3 or 4; 2 vs. 2 (seats alternate teams); 2-headed teammates (seats 0,1 vs 2,3)."""


@dataclass(frozen=True)
class PlayerSetup:
    main: str
    """Code of the level 1 main character."""
    deck: tuple[str, ...]
    name: str = ""

    def __post_init__(self) -> None:
        if isinstance(self.name, str):  # a name reaches the window: bounded as it enters
            object.__setattr__(self, "name", bounded_name(self.name))


@dataclass(frozen=True)
class GameSetup:
    players: tuple[PlayerSetup, ...]
    mode: str = "1v1"
    first_player: int | None = None
    """Who goes first; None: a randomly chosen player decides (rulebook: Setting Up the Game)."""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(d: dict[str, Any]) -> GameSetup:
        """The setup of a save; CorruptLog naming what does not fit (values are never coerced: a first player of
        "1" or 1.7 is refused, not read as 1)."""
        if not isinstance(d, dict):
            raise CorruptLog("setup is malformed: expected an object")
        try:
            raw = d["players"]
            if not isinstance(raw, list | tuple):
                raise CorruptLog("setup is malformed: players must be a list")
            players = []
            for n, p in enumerate(raw, 1):
                deck = p.get("deck") if isinstance(p, dict) else None
                if not isinstance(p, dict) or not isinstance(p.get("main"), str) \
                        or not isinstance(deck, list | tuple) or not all(isinstance(c, str) for c in deck) \
                        or not isinstance(p.get("name", ""), str):
                    raise CorruptLog(f"setup is malformed: player {n} needs a main character, a deck (a list of "
                                     "card names) and a name")
                players.append(PlayerSetup(p["main"], tuple(p["deck"]), p.get("name", "")))
            fp = d.get("first_player")
            if fp is not None and (type(fp) is not int or not 0 <= fp < 16):
                raise CorruptLog(f"setup is malformed: first_player must be a seat number or null, not {fp!r:.20}")
            mode = d.get("mode", "1v1")
            if not isinstance(mode, str):
                raise CorruptLog("setup is malformed: mode must be text")
            return GameSetup(tuple(players), mode, fp)
        except KeyError as e:
            raise CorruptLog(f"setup is malformed: field {e.args[0]!r} is missing") from None


class Game(Referee[GameState, GameSetup], Table):
    """A refereed game of the Vs. System 2PCG (the driver is :class:`mcdesk.core.referee.Referee`)."""

    GAME = GAME_ID

    def __init__(
        self,
        setup: GameSetup,
        seed: int,
        *,
        answers: Iterable[str] = (),
        procedure: Callable[[Game], Gen] | None = None,
        check_decks: bool = True,
    ) -> None:
        Table.__init__(self)
        self._custom_procedure = procedure
        self._check_decks = check_decks
        Referee.__init__(self, setup, seed, answers=answers)

    # == the referee's contract ======================================================================
    def _new_state(self) -> GameState:
        return GameState(mode=self.setup.mode)

    def _procedure(self, resume: ResumePoint | None) -> Procedure:
        if self._custom_procedure is not None:
            return self._custom_procedure(self)
        from .turn import play_game

        return play_game(self, resume)

    def _game_over(self, result: str, reason: str) -> None:
        if self.state.result is None:
            self.state.result, self.state.reason = result, reason

    def _procedure_ended(self) -> None:
        if self.state.result is None and self._custom_procedure is None:
            raise EngineError("the game procedure ended without a result")

    def _copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def _state_from_data(self, data: Mapping[str, Any]) -> GameState | None:
        return state_from_canonical(data)

    @classmethod
    def _setup_from_dict(cls, data: Mapping[str, Any]) -> GameSetup:
        return GameSetup.from_dict(dict(data))

    @classmethod
    def replay(cls, setup: GameSetup, seed: int, answers: Iterable[str], **kwargs: Any) -> Game:
        return super().replay(setup, seed, answers, **kwargs)

    def _validate_setup(self) -> None:
        from ..cards.decks import validate_deck

        n = len(self.setup.players)
        mode = self.setup.mode
        if mode not in MODES:
            raise InvalidSetup(f"unknown player layout {mode!r} (one of {', '.join(MODES)})")
        wanted = {"1v1": (2,), "ffa": (3, 4), "2v2": (4,), "2hg": (4,)}[mode]
        if n not in wanted:
            raise InvalidSetup(f"{mode} needs {' or '.join(map(str, wanted))} players, not {n}")
        if self.setup.first_player is not None and not 0 <= self.setup.first_player < n:
            raise InvalidSetup(f"first player {self.setup.first_player} is not a seat (0..{n - 1})")
        for i, p in enumerate(self.setup.players):
            problems = validate_deck(p.main, p.deck, strict=self._check_decks)
            if problems:
                raise InvalidSetup(f"player {i + 1}'s deck: {problems[0]}")

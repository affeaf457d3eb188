"""The Vs. System engine's public face: start a game, read the pending decision, answer, undo, replay, save.

A game is its setup, its seed and the answers given. Rules procedures are generators that yield a
:class:`Decision` and receive the chosen option's key; :class:`Game` drives them. Undo and load replay the
answers from the start. The table helpers (zones, stats, stun, KO) live in :mod:`.table`.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from typing import Any

from mcdesk.core.decisions import Decision
from mcdesk.core.errors import CorruptLog, EngineError, IllegalAnswer, InvalidSetup
from mcdesk.core.events import GameEvent

from .abilities import Gen
from .state import GameState
from .table import GameOver, Table

GAME_ID = "vs"
SAVE_FORMAT = "mcdesk-save"
SAVE_VERSION = 1
MODES = ("1v1", "ffa", "2v2", "2hg")
"""1v1; free-for-all for 3 or 4; 2 vs. 2 (seats alternate teams); 2-headed teammates (seats 0,1 vs 2,3)."""


@dataclass(frozen=True)
class PlayerSetup:
    main: str
    """Code of the level 1 main character."""
    deck: tuple[str, ...]
    name: str = ""


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
        try:
            players = tuple(PlayerSetup(p["main"], tuple(p["deck"]), p.get("name", "")) for p in d["players"])
            fp = d.get("first_player")
            return GameSetup(players, str(d.get("mode", "1v1")), None if fp is None else int(fp))
        except (KeyError, TypeError, ValueError) as e:
            raise CorruptLog(f"setup is malformed: {e!r}") from None


class Game(Table):
    """A refereed game of the Vs. System 2PCG."""

    def __init__(
        self,
        setup: GameSetup,
        seed: int,
        *,
        answers: Iterable[str] = (),
        procedure: Callable[[Game], Gen] | None = None,
        check_decks: bool = True,
    ) -> None:
        super().__init__()
        self.setup = setup
        self.seed = seed
        self.rng = random.Random(seed)
        self.state = GameState(mode=setup.mode)
        self.answers: list[str] = []
        self.redo_stack: list[str] = []
        self.pending: Decision | None = None
        self.log_lines: list[str] = []
        self.events: list[GameEvent] = []
        self._procedure = procedure
        self._check_decks = check_decks
        self._validate_setup()
        from .turn import play_game

        self._started = False
        self._proc: Gen = (procedure or play_game)(self)
        self._advance(None)
        for key in answers:
            self.answer(key)

    # == public API ==================================================================================
    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def result(self) -> str | None:
        return self.state.result

    def answer(self, key: str) -> list[GameEvent]:
        """Answer the pending decision with one of its options' keys. Illegal answers change nothing."""
        if self.pending is None:
            raise IllegalAnswer(f"answer {key!r}: the game is over, there is no pending decision")
        if self.pending.option(key) is None:
            raise IllegalAnswer(f"answer {key!r} is not a legal option for {self.pending.prompt!r}; "
                                f"legal: {', '.join(self.pending.keys)}")
        self.answers.append(key)
        self.events = []
        try:
            self._advance(key)
        except Exception as e:  # a fault in a rule or card script: back to the last good state
            bad = list(self.answers)
            self._restore(bad[:-1])
            raise EngineError(f"engine error while answering {key!r} (decision {len(bad)}): "
                              f"{type(e).__name__}: {e}; the game was restored to its state before that answer"
                              ) from e
        self.redo_stack.clear()
        return self.events

    def undo(self) -> bool:
        if not self.answers:
            return False
        last = self.answers[-1]
        self._restore(self.answers[:-1])
        self.redo_stack.append(last)
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        key = self.redo_stack.pop()
        stack = self.redo_stack
        self.answer(key)
        self.redo_stack = stack
        return True

    def state_hash(self) -> str:
        data = {"state": asdict(self.state), "rng": hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest()}
        return hashlib.sha256(json.dumps(data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()

    @classmethod
    def replay(cls, setup: GameSetup, seed: int, answers: Iterable[str]) -> Game:
        try:
            return cls(setup, seed, answers=answers)
        except IllegalAnswer as e:
            raise CorruptLog(f"the log does not fit this game: {e}") from None

    def to_save(self) -> dict[str, Any]:
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": GAME_ID, "setup": self.setup.to_dict(),
                "seed": self.seed, "answers": list(self.answers), "state_hash": self.state_hash()}

    @classmethod
    def from_save(cls, data: Any) -> Game:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise CorruptLog("not an mcdesk save")
        if data.get("game") != GAME_ID:
            raise CorruptLog(f"this save is for the game {data.get('game')!r}, not the Vs. System")
        try:
            seed = int(data["seed"])
            answers = [str(a) for a in data["answers"]]
        except (KeyError, TypeError, ValueError) as e:
            raise CorruptLog(f"save is malformed: {e!r}") from None
        g = cls.replay(GameSetup.from_dict(data.get("setup", {})), seed, answers)
        if data.get("state_hash") not in (None, g.state_hash()):
            raise CorruptLog("save's state hash does not match its replayed answers: the file was altered")
        return g

    # == driving ======================================================================================
    def _advance(self, key: str | None) -> None:
        send = key
        while True:
            try:
                if not self._started:
                    self._started = True
                    d = next(self._proc)
                else:
                    d = self._proc.send(send)  # type: ignore[arg-type]
            except StopIteration:
                self.pending = None
                return
            except GameOver:
                self.pending = None
                return
            if len(d.options) == 1 and d.extra.get("wait") is not True:
                send = d.options[0].key  # a forced answer resolves by itself and is not logged
                continue
            self.pending = d
            return

    def _restore(self, answers: list[str]) -> None:
        fresh = type(self)(self.setup, self.seed, answers=answers, procedure=self._procedure,
                           check_decks=self._check_decks)
        self.__dict__.update(fresh.__dict__)

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

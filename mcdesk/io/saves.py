"""Saving and loading games, and writing and replaying game logs.

A save is the engine's :meth:`Game.to_save` dict as JSON; a log is the game's setup, seed and answers
with the final state hash, for replaying and checking a game (``mcdesk replay``). Files are written
atomically: a temporary file in the same folder is written, flushed to disk and renamed over the
target, so a crash or a failed serialization never leaves a half-written file behind.

Everything that goes wrong while reading a file is raised as :class:`SaveError`, naming the file.
"""

from __future__ import annotations

import dataclasses
import json
import os
from enum import Enum
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from mcdesk.core.errors import CorruptLog, EngineError, InvalidSetup

from ..games.champions.engine.database import CardDatabase
from ..games.champions.engine.game import SAVE_FORMAT, SAVE_VERSION, Game, GameSetup
from .files import PathLike, atomic_write_text

LOG_FORMAT = "mcdesk-log"
LOG_VERSION = 1



class SaveError(ValueError):
    """A save or log file that cannot be written or read back. The message names the file."""

    def __init__(self, path: PathLike, problem: str) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = Path(path)
        self.problem = problem


# == file structure (validated at this edge with pydantic) ============================================
class PlayerModel(BaseModel):
    model_config = ConfigDict(extra="allow")

    identity: StrictStr
    deck: list[StrictStr]
    name: StrictStr = ""


class SetupModel(BaseModel):
    """The structure of :meth:`GameSetup.to_dict`. Unknown keys are kept: the engine owns the setup."""

    model_config = ConfigDict(extra="allow")

    players: list[PlayerModel] = Field(min_length=1)
    scenario: StrictStr = "rhino"
    modular_sets: list[StrictStr] = []
    expert: StrictBool = False
    heroic: StrictInt = 0
    skirmish_stage: StrictInt | None = None
    first_player: StrictInt = 0


class SaveModel(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["mcdesk-save"]
    version: StrictInt
    setup: SetupModel
    seed: StrictInt
    answers: list[StrictStr]
    state_hash: StrictStr | None = None


class CrashModel(BaseModel):
    """A simulated game that crashed: the answer that raised and the error's message."""

    answer: StrictStr | None = None
    error: StrictStr


class LogModel(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["mcdesk-log"]
    version: StrictInt
    setup: SetupModel
    seed: StrictInt
    answers: list[StrictStr]
    final_hash: StrictStr
    result: StrictStr | None = None
    crash: CrashModel | None = None


# == writing ===========================================================================================
def _plain(value: Any) -> Any:
    """JSON for the engine's plain-data objects (dataclass instances, enums) that a snapshot may hold."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, Enum):
        return value.value
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _dumps(path: PathLike, data: Any) -> str:
    try:
        return json.dumps(data, indent=1, sort_keys=True, allow_nan=False, default=_plain) + "\n"
    except (TypeError, ValueError) as e:
        raise SaveError(path, f"the game could not be serialized, nothing was written: {e}") from e


def save_game(game: Game, path: PathLike) -> None:
    """Save ``game`` (setup, seed, answers, state hash and a state snapshot) to ``path`` atomically."""
    atomic_write_text(path, _dumps(path, game.to_save()))


def log_data(game: Game, crash: dict[str, str | None] | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": LOG_FORMAT,
        "version": LOG_VERSION,
        "setup": game.setup.to_dict(),
        "seed": game.seed,
        "answers": list(game.answers),
        "final_hash": game.state_hash(),
        "result": game.result,
    }
    if crash is not None:
        data["crash"] = dict(crash)
    return data


def write_log(game: Game, path: PathLike, *, crash: dict[str, str | None] | None = None) -> None:
    """Write ``game``'s replay log. ``crash`` ({"answer", "error"}) records an answer that crashed the engine."""
    atomic_write_text(path, _dumps(path, log_data(game, crash)))


# == reading ===========================================================================================
def _read_json(path: PathLike) -> Any:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(path, "no such file") from None
    except IsADirectoryError:
        raise SaveError(path, "is a folder, not a file") from None
    except UnicodeDecodeError:
        raise SaveError(path, "not a text file (not UTF-8), so not an mcdesk save or log") from None
    except OSError as e:
        raise SaveError(path, f"cannot be read: {e.strerror or e}") from None
    if not text.strip():
        raise SaveError(path, "the file is empty")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise SaveError(path, f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}); "
                              "the file is damaged or truncated") from None


def _describe(e: ValidationError) -> str:
    parts = []
    for err in e.errors()[:3]:
        where = ".".join(str(x) for x in err["loc"]) or "the file"
        parts.append(f"{where}: {err['msg']}")
    more = len(e.errors()) - 3
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")


def read_file_kind(path: PathLike) -> tuple[str, Any]:
    """Read ``path`` and tell what it is: ("save", data), ("log", data) or a SaveError."""
    data = _read_json(path)
    kind = data.get("format") if isinstance(data, dict) else None
    if kind == SAVE_FORMAT:
        return "save", data
    if kind == LOG_FORMAT:
        return "log", data
    raise SaveError(path, "not an mcdesk save or log (its format field is missing or different)")


def load_game(path: PathLike, db: CardDatabase | None = None) -> Game:
    """Load a save written by :func:`save_game`: replay its answers and check its state hash."""
    data = _read_json(path)
    return game_from_save_data(path, data, db)


def game_from_save_data(path: PathLike, data: Any, db: CardDatabase | None = None) -> Game:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "not an mcdesk save (its format field is missing or different)")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(path, f"save version {data.get('version')!r} is not supported (this mcdesk reads "
                              f"version {SAVE_VERSION})")
    try:
        SaveModel.model_validate(data)
    except ValidationError as e:
        raise SaveError(path, f"not a well-formed mcdesk save: {_describe(e)}") from None
    try:
        return Game.from_save(data, db)
    except CorruptLog as e:
        raise SaveError(path, str(e)) from None
    except EngineError as e:
        raise SaveError(path, f"replaying the save hit an engine error: {e}") from e


def read_log(path: PathLike) -> LogModel:
    """Read and validate a log's structure (without replaying it)."""
    data = _read_json(path)
    if not isinstance(data, dict) or data.get("format") != LOG_FORMAT:
        raise SaveError(path, "not an mcdesk game log (its format field is missing or different)")
    if data.get("version") != LOG_VERSION:
        raise SaveError(path, f"log version {data.get('version')!r} is not supported (this mcdesk reads "
                              f"version {LOG_VERSION})")
    try:
        return LogModel.model_validate(data)
    except ValidationError as e:
        raise SaveError(path, f"not a well-formed mcdesk game log: {_describe(e)}") from None


def replay_log(path: PathLike, db: CardDatabase | None = None) -> Game:
    """Replay a log written by :func:`write_log` and check that it ends on the recorded state hash."""
    log = read_log(path)
    try:
        setup = GameSetup.from_dict(log.model_dump()["setup"])
        game = Game.replay(setup, log.seed, log.answers, db)
    except (CorruptLog, InvalidSetup) as e:
        raise SaveError(path, str(e)) from None
    except EngineError as e:
        raise SaveError(path, f"replaying the log hit an engine error: {e}") from e
    if game.state_hash() != log.final_hash:
        raise SaveError(path, f"replay mismatch: the replayed game ends on state hash {game.state_hash()}, "
                              f"the log recorded {log.final_hash} (the log was altered, or the rules changed)")
    return game

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
from typing import TYPE_CHECKING, Any

from mcdesk.core.errors import CorruptLog, EngineError, InvalidSetup
from mcdesk.core.referee import collection_paused

from ..games.champions.engine.database import CardDatabase
from ..games.champions.engine.game import (
    SAVE_FORMAT,
    SAVE_VERSION,
    Game,
    GameSetup,
)
from . import safejson
from .files import PathLike, atomic_write_text

if TYPE_CHECKING:
    from .save_models import LogModel

LOG_FORMAT = "mcdesk-log"
LOG_VERSION = 1



class SaveError(ValueError):
    """A save or log file that cannot be written or read back. The message names the file."""

    def __init__(self, path: PathLike, problem: str) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = Path(path)
        self.problem = problem


# The structure of the files is checked with pydantic models (save_models.py), loaded when a file is read:
# writing a save (the autosave of a new game, before the first frame) does not load the validation library.
SEED_MIN, SEED_MAX = -(2**63), 2**64 - 1
MAX_ANSWERS = 1_000_000
MAX_ANSWER_LENGTH = 4096


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
    try:
        return safejson.read(path, unique_keys=True)
    except safejson.JsonFileError as e:
        problem = e.problem
        if problem.startswith("not a text file"):
            problem += ", so not an mcdesk save or log"
        raise SaveError(path, problem) from None


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
    with collection_paused():  # reading and replaying build objects and free none: no full collections
        data = _read_json(path)
        return game_from_save_data(path, data, db)


def _check_envelope(path: PathLike, data: Any) -> None:
    """An mcdesk save of the version this mcdesk reads (any game), else one SaveError."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(path, "not an mcdesk save (its format field is missing or different)")
    if data.get("version") != SAVE_VERSION:
        raise SaveError(path, f"save version {data.get('version')!r} is not supported (this mcdesk reads "
                              f"version {SAVE_VERSION})")


def game_from_save_data(path: PathLike, data: Any, db: CardDatabase | None = None) -> Game:
    _check_envelope(path, data)
    from .save_models import SaveModel, ValidationError, describe

    try:
        SaveModel.model_validate(data)
    except ValidationError as e:
        raise SaveError(path, f"not a well-formed mcdesk save: {describe(e)}") from None
    from .journal import read_journal_entries

    tail, unread, why = read_journal_entries(path, data)
    try:
        return _count_unread(Game.from_save(data, db, tail=tail), unread, why)  # an autosave's later answers too
    except CorruptLog as e:
        raise SaveError(path, str(e)) from None
    except EngineError as e:
        raise SaveError(path, f"replaying the save hit an engine error: {e}") from e


def refereed_game_from_save_data(path: PathLike, data: Any, game_class: Any, name: str) -> Any:
    """Open the save of a game other than Marvel Champions (``game_class`` is its engine, ``name`` the
    game's name for messages), with its autosave journal's later answers. Every problem is one SaveError."""
    _check_envelope(path, data)
    from .save_models import EnvelopeModel, ValidationError, describe

    try:
        EnvelopeModel.model_validate(data)
    except ValidationError as e:
        raise SaveError(path, f"not a well-formed {name} save: {describe(e)}") from None
    from mcdesk.core.errors import IllegalAnswer

    from .journal import read_journal_entries

    tail, unread, why = read_journal_entries(path, data)
    try:
        return _count_unread(game_class.from_save(data, tail=tail), unread, why)
    except (CorruptLog, InvalidSetup, IllegalAnswer) as e:
        raise SaveError(path, f"this {name} save cannot be opened: {_one_line(str(e))}") from None
    except EngineError as e:
        raise SaveError(path, f"replaying the {name} save hit an engine error: {_one_line(str(e))}") from None
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
        raise SaveError(path, f"this {name} save cannot be opened: its data does not fit the game "
                              f"({type(e).__name__}: {_one_line(str(e))})") from None


def _count_unread(game: Any, unread: int, why: str) -> Any:
    """Journal lines that could not be read are counted as dropped answers, and the game's log says so."""
    report = getattr(game, "load_report", None)
    if report is not None and why:
        report.journal += unread
        report.journal_note = why
        game._note(f"This save's autosave journal was not read in full: {why}"
                   + (f" ({unread} later line{'s' if unread != 1 else ''} not read)." if unread else "."))
    return game


def _one_line(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= 300 else line[:297] + "..."


def read_log(path: PathLike) -> LogModel:
    """Read and validate a log's structure (without replaying it)."""
    data = _read_json(path)
    if not isinstance(data, dict) or data.get("format") != LOG_FORMAT:
        raise SaveError(path, "not an mcdesk game log (its format field is missing or different)")
    if data.get("version") != LOG_VERSION:
        raise SaveError(path, f"log version {data.get('version')!r} is not supported (this mcdesk reads "
                              f"version {LOG_VERSION})")
    from .save_models import LogModel, ValidationError, describe

    try:
        return LogModel.model_validate(data)
    except ValidationError as e:
        raise SaveError(path, f"not a well-formed mcdesk game log: {describe(e)}") from None


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

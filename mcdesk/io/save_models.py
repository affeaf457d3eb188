"""The structure of save and log files, checked with pydantic at this edge, with bounds (see saves.py).

Kept apart from saves.py so that writing a save does not load pydantic: only reading a file does.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ..games.champions.engine.game import MAX_DECK_ENTRIES, MAX_HEROIC, MAX_PLAYERS
from .saves import MAX_ANSWER_LENGTH, MAX_ANSWERS, SEED_MAX, SEED_MIN

__all__ = ["CrashModel", "EnvelopeModel", "LogModel", "PlayerModel", "SaveModel", "SetupModel", "ValidationError",
           "describe"]

CODE = Annotated[StrictStr, Field(max_length=64)]


class PlayerModel(BaseModel):
    model_config = ConfigDict(extra="allow")

    identity: CODE
    deck: list[CODE] = Field(max_length=MAX_DECK_ENTRIES)
    name: Annotated[StrictStr, Field(max_length=200)] = ""


class SetupModel(BaseModel):
    """The structure of :meth:`GameSetup.to_dict`, with bounds. Unknown keys are kept: the engine owns the
    setup, and checks what depends on the cards (a skirmish stage the scenario has, known sets)."""

    model_config = ConfigDict(extra="allow")

    players: list[PlayerModel] = Field(min_length=1, max_length=MAX_PLAYERS)
    scenario: CODE = "rhino"
    modular_sets: list[CODE] = Field(default=[], max_length=16)
    expert: StrictBool = False
    heroic: StrictInt = Field(default=0, ge=0, le=MAX_HEROIC)
    skirmish_stage: StrictInt | None = Field(default=None, ge=0, le=9)
    first_player: StrictInt = Field(default=0, ge=0, lt=MAX_PLAYERS)
    random_scenario: StrictBool = False


class SaveModel(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["mcdesk-save"]
    version: StrictInt
    setup: SetupModel
    seed: StrictInt = Field(ge=SEED_MIN, le=SEED_MAX)
    answers: list[Annotated[StrictStr, Field(max_length=MAX_ANSWER_LENGTH)]] = Field(max_length=MAX_ANSWERS)
    state_hash: Annotated[StrictStr, Field(max_length=128)] | None = None


class CrashModel(BaseModel):
    """A simulated game that crashed: the answer that raised and the error's message."""

    answer: StrictStr | None = None
    error: StrictStr


class LogModel(BaseModel):
    model_config = ConfigDict(extra="allow")

    format: Literal["mcdesk-log"]
    version: StrictInt
    setup: SetupModel
    seed: StrictInt = Field(ge=SEED_MIN, le=SEED_MAX)
    answers: list[Annotated[StrictStr, Field(max_length=MAX_ANSWER_LENGTH)]] = Field(max_length=MAX_ANSWERS)
    final_hash: Annotated[StrictStr, Field(max_length=128)]
    result: StrictStr | None = None
    crash: CrashModel | None = None



class EnvelopeModel(BaseModel):
    """A save of a game other than Marvel Champions: the envelope every refereed game writes
    (:meth:`mcdesk.core.referee.Referee.to_save`); the game itself checks its setup."""

    model_config = ConfigDict(extra="allow")

    format: Literal["mcdesk-save"]
    version: StrictInt
    game: Annotated[StrictStr, Field(max_length=40)]
    setup: dict[str, Any]
    seed: StrictInt = Field(ge=SEED_MIN, le=SEED_MAX)
    answers: list[Annotated[StrictStr, Field(max_length=MAX_ANSWER_LENGTH)]] = Field(max_length=MAX_ANSWERS)
    state_hash: Annotated[StrictStr, Field(max_length=128)] | None = None


def describe(e: ValidationError) -> str:
    """A pydantic error in one line: the first three problems and how many more there are."""
    parts = []
    for err in e.errors()[:3]:
        where = ".".join(str(x) for x in err["loc"]) or "the file"
        parts.append(f"{where}: {err['msg']}")
    more = len(e.errors()) - 3
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")

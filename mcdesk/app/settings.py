"""The window's settings, kept in the user data folder (``settings.json``): card images, animations, the
autopilot's pace and the pace the table shows events at.

Files the window keeps there: ``settings.json``, ``images/`` (downloaded card images) and ``saves/`` (the
default folder for saved games, and each game's own autosave: see :mod:`.recent_games`). ``autosave.json`` and
``autosave-previous.json`` are the single autosave of older versions (moved into ``saves/`` at start).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, Field, StrictBool, StrictInt, StrictStr, ValidationError

from ..io import safejson, userdata

AUTOSAVE = "autosave.json"
PREVIOUS = "autosave-previous.json"


@dataclass
class AppSettings:
    image_dir: str = ""
    """A folder of card images named by card code (01001a.jpg ...)."""
    url_template: str = ""
    """Where to download missing card images from, with {code} (e.g. https://example.org/{code}.jpg)."""
    animations: bool = True
    autopilot_delay_ms: int = 700
    """The pause before each of the autopilot's answers at the table, so that a person can follow them."""
    pace: str = "normal"
    """How fast the table draws what happened: instant, fast, normal or step (see mcdesk.table.pacing)."""
    hot_seat: bool = True
    """Civil War competitive mode at one computer: hide the other team's hands and cover the table when the
    decision passes to the other team (off: open play)."""

    @staticmethod
    def path() -> Path:
        return userdata.data_dir() / "settings.json"

    @classmethod
    def load(cls) -> AppSettings:
        """The saved settings; the defaults for a missing or damaged file, and for each field that is of the
        wrong type or out of bounds (the window must open whatever the file holds)."""
        try:
            data = safejson.read(cls.path(), dict, "an object of settings")
        except safejson.JsonFileError:
            return cls()
        out = cls()
        for name, value in data.items():
            if name not in _SettingsModel.model_fields:
                continue
            try:
                checked = _SettingsModel.model_validate({name: value})
            except ValidationError:
                continue
            setattr(out, name, getattr(checked, name))
        return out

    def save(self) -> None:
        userdata.atomic_write_text(self.path(), json.dumps(asdict(self), indent=1) + "\n")


class _SettingsModel(BaseModel):
    """``settings.json``'s fields with their bounds (each field is checked on its own)."""

    image_dir: Annotated[StrictStr, Field(max_length=4096)] = ""
    url_template: Annotated[StrictStr, Field(max_length=4096)] = ""
    animations: StrictBool = True
    autopilot_delay_ms: StrictInt = Field(default=700, ge=0, le=60_000)
    pace: Literal["instant", "fast", "normal", "step"] = "normal"
    hot_seat: StrictBool = True


def autosave_path() -> Path:
    return userdata.data_dir() / AUTOSAVE


def previous_autosave_path() -> Path:
    return userdata.data_dir() / PREVIOUS


def image_cache_dir() -> Path:
    return userdata.data_dir() / "images"


def saves_dir() -> Path:
    return userdata.data_dir() / "saves"

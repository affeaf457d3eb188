"""The window's settings, kept in the user data folder (``settings.json``): card images, animations and the
autopilot's pace.

Files the window keeps there: ``settings.json``, ``autosave.json`` (the game, after every decision),
``autosave-previous.json`` (the game that was going on when the window last closed or crashed),
``images/`` (downloaded card images) and ``saves/`` (the default folder for saved games).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from ..io import userdata

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

    @staticmethod
    def path() -> Path:
        return userdata.data_dir() / "settings.json"

    @classmethod
    def load(cls) -> AppSettings:
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        out = cls()
        for f in fields(cls):
            value = data.get(f.name)
            if isinstance(value, type(getattr(out, f.name))):
                setattr(out, f.name, value)
        return out

    def save(self) -> None:
        userdata.atomic_write_text(self.path(), json.dumps(asdict(self), indent=1) + "\n")


def autosave_path() -> Path:
    return userdata.data_dir() / AUTOSAVE


def previous_autosave_path() -> Path:
    return userdata.data_dir() / PREVIOUS


def image_cache_dir() -> Path:
    return userdata.data_dir() / "images"


def saves_dir() -> Path:
    return userdata.data_dir() / "saves"

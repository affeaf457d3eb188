"""Reading and writing files: saved games and game logs.

The save functions are loaded when first asked for (``mcdesk.io.load_game``): importing a module of this package
(``from mcdesk.io import userdata``) does not load the save format and its validation library, which the first
frame of the window does not need.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .saves import SaveError, load_game, replay_log, save_game, write_log

__all__ = ["SaveError", "load_game", "replay_log", "save_game", "write_log"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import saves

        return getattr(saves, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

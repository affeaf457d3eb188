"""Reading and writing files: saved games and game logs."""

from __future__ import annotations

from .saves import SaveError, load_game, replay_log, save_game, write_log

__all__ = ["SaveError", "load_game", "replay_log", "save_game", "write_log"]

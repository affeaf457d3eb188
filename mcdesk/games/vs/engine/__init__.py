"""The Vs. System 2PCG rules engine (pure Python, no Qt). See docs/vs.md."""

from .game import Game, GameSetup, PlayerSetup

__all__ = ["Game", "GameSetup", "PlayerSetup"]

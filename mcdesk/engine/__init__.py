"""The rules engine: pure Python, no Qt. Its public API is what this module exports (see docs/engine.md)."""

from .database import CardDatabase, Scenario
from .decisions import Decision, DecisionKind, Option, Responder
from .errors import CorruptLog, EngineError, IllegalAnswer, InvalidSetup, UnknownCard
from .game import Game, GameSetup, PlayerSetup
from .state import CardInstance, GameState

__all__ = [
    "CardDatabase", "CardInstance", "CorruptLog", "Decision", "DecisionKind", "EngineError", "Game", "GameSetup",
    "GameState", "IllegalAnswer", "InvalidSetup", "Option", "PlayerSetup", "Responder", "Scenario", "UnknownCard",
]

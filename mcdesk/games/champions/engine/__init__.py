"""The rules engine: pure Python, no Qt. Its public API is what this module exports (see docs/engine.md)."""

from mcdesk.core.decisions import Decision, DecisionKind, Option, Responder
from mcdesk.core.errors import CorruptLog, EngineError, IllegalAnswer, InvalidSetup, UnknownCard

from .database import CardDatabase, Scenario
from .game import Game, GameSetup, PlayerSetup
from .state import CardInstance, GameState

__all__ = [
    "CardDatabase", "CardInstance", "CorruptLog", "Decision", "DecisionKind", "EngineError", "Game", "GameSetup",
    "GameState", "IllegalAnswer", "InvalidSetup", "Option", "PlayerSetup", "Responder", "Scenario", "UnknownCard",
]

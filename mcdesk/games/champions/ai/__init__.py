"""Computer players: policies that answer the engine's pending decisions."""

from __future__ import annotations

from .random_policy import Policy, RandomPolicy

__all__ = ["Policy", "RandomPolicy"]

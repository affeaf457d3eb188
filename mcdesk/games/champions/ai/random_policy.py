"""The simplest computer player: answer every decision with a uniformly random legal option."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..engine.game import Game


class Policy(Protocol):
    """Anything that can answer a game's pending decision with one of its option keys."""

    def choose(self, game: Game) -> str: ...


class RandomPolicy:
    """Picks uniformly among the pending decision's options, with its own seeded random generator."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> str:
        pending = game.pending
        if pending is None:
            raise ValueError("the game has no pending decision to answer")
        if not pending.options:
            raise ValueError(f"the pending decision {pending.prompt!r} has no options")
        return self.rng.choice(pending.options).key

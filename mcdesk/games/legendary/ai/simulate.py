"""Headless Legendary games with computer seats: for `mcdesk simulate --game legendary`, the soak and benchmarks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.game import LegendaryGame
from ..engine.setup_rules import LegendarySetup, random_setup
from .autopilot import Autopilot, RandomPlayer

POLICIES: dict[str, Callable[[int], Autopilot | RandomPlayer]] = {"autopilot": Autopilot, "random": RandomPlayer}


@dataclass
class Outcome:
    seed: int
    setup: LegendarySetup
    result: str | None
    reason: str
    decisions: int
    turns: int
    state_hash: str
    answers: list[str]


def play(setup: LegendarySetup, seed: int, policy: str = "autopilot", max_decisions: int = 20000) -> Outcome:
    """One game, every seat played by the named policy (seeded from the game's seed and the seat)."""
    g = LegendaryGame(setup, seed)
    seats = [POLICIES[policy](seed * 7 + p) for p in range(setup.players)]
    n = 0
    while g.pending is not None and n < max_decisions:
        g.answer(seats[g.pending.player].choose(g))
        n += 1
    return Outcome(seed, setup, g.result, g.state.result_reason, n, g.state.turn_number, g.state_hash(),
                   list(g.answers))


def play_random_setup(seed: int, players: int, policy: str = "autopilot") -> Outcome:
    return play(random_setup(players, seed), seed, policy)

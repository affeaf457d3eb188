"""Headless Vs. System games: random or autopilot seats, for `mcdesk simulate --game vs` and the benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..cards.decks import first_deck, team_mains
from ..cards.facts import all_facts
from ..engine.game import Game, GameSetup, PlayerSetup

TEAMS = ("avengers", "xmen", "guardians", "villains")
PLAYERS = {"1v1": 2, "ffa": 3, "2v2": 4, "2hg": 4}

Chooser = Callable[[Game], str]


def random_setup(seed: int, mode: str = "1v1", players: int | None = None) -> GameSetup:
    """One of the rulebook's first decks per seat, with a random main character of that team."""
    r = random.Random(seed)
    n = players or PLAYERS[mode]
    seats = []
    for _ in range(n):
        team = r.choice(TEAMS)
        main = r.choice(team_mains(team))
        d = first_deck(team, all_facts()[main].name)
        seats.append(PlayerSetup(d.main, d.cards))
    return GameSetup(tuple(seats), mode, r.randrange(n))


def random_chooser(seed: int) -> Chooser:
    r = random.Random(seed)
    return lambda g: r.choice(g.pending.keys)  # type: ignore[union-attr]


@dataclass
class Outcome:
    seed: int
    result: str | None
    winners: list[int]
    decisions: int
    turns: int
    state_hash: str
    answers: list[str]


def play(setup: GameSetup, seed: int, seats: list[Chooser], max_decisions: int = 50000) -> Outcome:
    g = Game(setup, seed)
    n = 0
    while g.pending is not None and n < max_decisions:
        g.answer(seats[g.pending.player](g))
        n += 1
    return Outcome(seed, g.result, list(g.state.winners), n, g.state.turn, g.state_hash(), list(g.answers))

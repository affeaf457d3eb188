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


POLICY_NAMES = ("random", "autopilot")
DEFAULT_MAX_DECISIONS = 50000


def policy(name: str, seed: int) -> Chooser:
    if name == "random":
        return random_chooser(seed)
    if name == "autopilot":
        from .autopilot import choose

        return choose
    raise ValueError(f"unknown policy {name!r}; known: {', '.join(POLICY_NAMES)}")


@dataclass
class GameLine:
    seed: int
    status: str
    """"win", "tie", "unfinished" or "crashed"."""
    winners: list[int]
    turns: int
    decisions: int
    seconds: float
    error: str = ""
    log_path: str = ""

    def line(self) -> str:
        who = ",".join(f"P{w + 1}" for w in self.winners) or "-"
        extra = f" error: {self.error}" if self.error else ""
        return (f"seed {self.seed}: {self.status} winners {who}, {self.turns} turns, {self.decisions} decisions, "
                f"{self.seconds:.2f}s{extra}")


def simulate(mode: str, games: int, first_seed: int, names: list[str], *, log_dir: str | None = None,
             max_decisions: int = DEFAULT_MAX_DECISIONS,
             on_game: Callable[[GameLine], None] | None = None) -> list[GameLine]:
    """Play seeded games (game i uses seed first_seed+i) with one policy per seat; a crash is reported and the
    others go on. With ``log_dir`` each game's save (which replays to its hash) is written there."""
    import json
    import time
    import traceback
    from pathlib import Path

    out: list[GameLine] = []
    n_seats = PLAYERS[mode]
    if len(names) == 1:
        names = names * n_seats
    if len(names) != n_seats:
        raise ValueError(f"{len(names)} policies for {n_seats} seats ({mode})")
    for i in range(games):
        seed = first_seed + i
        setup = random_setup(seed, mode)
        seats = [policy(n, seed * 31 + k) for k, n in enumerate(names)]
        t = time.perf_counter()
        g: Game | None = None
        n = 0
        try:
            g = Game(setup, seed)
            while g.pending is not None and n < max_decisions:
                g.answer(seats[g.pending.player](g))
                n += 1
            status = g.result or "unfinished"
            err = ""
        except Exception as e:  # reported with its seed; the other games go on
            status, err = "crashed", f"{type(e).__name__}: {e}"
            if on_game is None:
                traceback.print_exc()
        rec = GameLine(seed, status, list(g.state.winners) if g else [], g.state.turn if g else 0, n,
                       time.perf_counter() - t, err)
        if log_dir and g is not None:
            p = Path(log_dir) / f"vs-game-seed{seed}.json"
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(json.dumps(g.to_save()))
            rec.log_path = str(p)
        out.append(rec)
        if on_game:
            on_game(rec)
    return out


def totals_line(lines: list[GameLine], names: list[str]) -> str:
    n = len(lines)
    wins = [0] * max(len(names), 1)
    for r in lines:
        for w in r.winners:
            if r.status == "win" and w < len(wins):
                wins[w] += 1
    crashed = sum(r.status == "crashed" for r in lines)
    unfinished = sum(r.status == "unfinished" for r in lines)
    turns = sum(r.turns for r in lines) / n if n else 0
    rates = ", ".join(f"P{i + 1} ({names[i] if i < len(names) else names[0]}) {w / n:.0%}" for i, w in
                      enumerate(wins)) if n else ""
    return (f"{n} game(s): wins {rates}; ties {sum(r.status == 'tie' for r in lines)}, unfinished {unfinished}, "
            f"crashed {crashed}; {turns:.1f} turns per game")

"""Civil War competitive mode, the autopilot: its team against a random team (1v1 and 2v2, on each side of the
table), against the cooperative autopilot without the competitive valuations, and its speed (decisions per
second, game length).

    python benchmarks/bench_competitive.py [--games N]

Each matchup plays seeds 1..N twice: the first team as registration (Iron Man's scenario against Captain
America's), then as resistance, so that a lucky deal counts for both. Figures: the autopilot team's wins, losses
and draws (a tie or both teams losing), rounds and decisions per game, decisions per second.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mcdesk.games.champions.ai.autopilot import Autopilot  # noqa: E402
from mcdesk.games.champions.ai.competitive import CompetitiveAutopilot  # noqa: E402
from mcdesk.games.champions.ai.competitive_sim import (  # noqa: E402
    DEFAULT_HEROES,
    DEFAULT_SCENARIOS,
    TeamChoice,
    build_competitive_setup,
)
from mcdesk.games.champions.ai.random_policy import RandomPolicy  # noqa: E402
from mcdesk.games.champions.competitive.game import CompetitiveGame  # noqa: E402

Chooser = Callable[[CompetitiveGame], str]


class PlainAutopilot(CompetitiveAutopilot):
    """The cooperative autopilot on the seat's game area, without the competitive valuations (the enemy team's
    choices in the other area as the competitive autopilot makes them)."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.inner = Autopilot(seed)  # type: ignore[assignment]


MAKERS: dict[str, Callable[[int], object]] = {
    "autopilot": CompetitiveAutopilot,
    "plain": PlainAutopilot,
    "random": RandomPolicy,
}


def play(size: int, seed: int, reg: str, res: str) -> tuple[str, int, int, float]:
    """One game: (result, rounds, decisions, seconds)."""
    setup = build_competitive_setup(TeamChoice("registration", DEFAULT_SCENARIOS[0], DEFAULT_HEROES[0][:size]),
                                    TeamChoice("resistance", DEFAULT_SCENARIOS[1], DEFAULT_HEROES[1][:size]), seed)
    teams = (MAKERS[reg](seed), MAKERS[res](seed + 7919))
    g = CompetitiveGame(setup, seed)
    t0 = time.perf_counter()
    while g.pending is not None and len(g.answers) < 20_000:
        area, _ = g.area_of_seat(g.pending.player)
        g.answer(teams[area].choose(g))  # type: ignore[attr-defined]
    return g.state.result or "unfinished", g.state.round, len(g.answers), time.perf_counter() - t0


def matchup(size: int, ours: str, theirs: str, games: int) -> str:
    won = lost = drawn = 0
    rounds = decisions = 0
    seconds = 0.0
    for i in range(games):
        for side in (0, 1):  # each seed twice: our team registration, then resistance (the deal's luck evens out)
            reg, res = (ours, theirs) if side == 0 else (theirs, ours)
            result, r, d, s = play(size, i + 1, reg, res)
            ours_name = ("registration", "resistance")[side]
            if result == ours_name:
                won += 1
            elif result in ("registration", "resistance"):
                lost += 1
            else:
                drawn += 1
            rounds += r
            decisions += d
            seconds += s
    done = won + lost
    rate = f"{won / done:.0%}" if done else "-"
    n = 2 * games
    return (f"{size}v{size} {ours:>9} team vs {theirs:>9} team, {n} games: won {won}, lost {lost}, tie/both lose "
            f"{drawn} (wins among decided games {rate}); mean rounds {rounds / n:.1f}, decisions/game "
            f"{decisions / n:.0f}, decisions/s {decisions / seconds:.0f}")


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="seeds per matchup, each played from both sides "
                                                           "(default 20)")
    n = ap.parse_args().games
    t0 = time.perf_counter()
    for size in (1, 2):
        for ours, theirs in (("autopilot", "random"), ("autopilot", "plain"), ("autopilot", "autopilot"),
                             ("random", "random")):
            print(matchup(size, ours, theirs, n), flush=True)
    print(f"{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

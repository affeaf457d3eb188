"""Vs. System autopilot against random play in 1v1 (target: wins at least 90%), and random-game speed.

    python benchmarks/bench_vs_autopilot.py [GAMES]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mcdesk.games.vs.ai.autopilot import choose  # noqa: E402
from mcdesk.games.vs.ai.simulate import play, random_chooser, random_setup  # noqa: E402


def main(games: int = 200) -> int:
    t = time.perf_counter()
    won = ties = 0
    for seed in range(games):
        ap = seed % 2
        seats = [random_chooser(seed), random_chooser(seed)]
        seats[ap] = choose
        o = play(random_setup(seed, "1v1"), seed, seats)
        won += o.result == "win" and ap in o.winners
        ties += o.result != "win"
    rate = won / games
    print(f"autopilot vs random, 1v1: won {won}/{games} = {rate:.1%} (target >= 90%), ties {ties}, "
          f"{(time.perf_counter() - t) / games * 1000:.0f} ms per game")
    t = time.perf_counter()
    decisions = 0
    for seed in range(50):
        o = play(random_setup(seed, "1v1"), seed, [random_chooser(seed)] * 2)
        decisions += o.decisions
    dt = time.perf_counter() - t
    print(f"random 1v1 games: {decisions / 50:.0f} decisions per game, {decisions / dt:.0f} decisions/s")
    return 0 if rate >= 0.9 else 1


if __name__ == "__main__":
    raise SystemExit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 200))

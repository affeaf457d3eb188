"""Legendary figures: the autopilot's results against random play (1, 2 and 4 players), decisions per second,
and undo / load times of a long game.

    python benchmarks/bench_legendary.py [--games N]
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mcdesk.games.legendary.ai.simulate import play_random_setup  # noqa: E402
from mcdesk.games.legendary.engine.game import LegendaryGame  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    n = ap.parse_args().games
    print(f"{'policy':<10} {'players':>7} {'win':>5} {'loss':>5} {'draw':>5} {'turns':>6} {'decisions/s':>12}")
    longest = None
    for players in (1, 2, 4):
        for policy in ("random", "autopilot"):
            res: collections.Counter[str | None] = collections.Counter()
            decisions = turns = 0
            t0 = time.perf_counter()
            for seed in range(n):
                o = play_random_setup(seed, players, policy)
                res[o.result] += 1
                decisions += o.decisions
                turns += o.turns
                if longest is None or o.decisions > longest.decisions:
                    longest = o
            rate = decisions / (time.perf_counter() - t0)
            print(f"{policy:<10} {players:>7} {res['win'] / n:>5.0%} {res['loss'] / n:>5.0%} {res['draw'] / n:>5.0%} "
                  f"{turns / n:>6.1f} {rate:>12,.0f}")
    assert longest is not None
    g = LegendaryGame.replay(longest.setup, longest.seed, longest.answers[:-1])
    t0 = time.perf_counter()
    g.undo()
    undo = time.perf_counter() - t0
    save = g.to_save()
    t0 = time.perf_counter()
    LegendaryGame.from_save(save)
    load = time.perf_counter() - t0
    print(f"longest game: {longest.decisions} decisions; undo {undo * 1000:.1f} ms, load {load * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

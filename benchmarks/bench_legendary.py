"""Legendary figures: the autopilot's results and random play's (1, 2 and 4 players, then solo and 2 players
against each mastermind), decisions per second, and undo / load times of a long game.

    python benchmarks/bench_legendary.py [--games N]
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mcdesk.games.legendary.ai.simulate import play, play_random_setup  # noqa: E402
from mcdesk.games.legendary.cards.facts import core_set  # noqa: E402
from mcdesk.games.legendary.engine.game import LegendaryGame  # noqa: E402
from mcdesk.games.legendary.engine.setup_rules import random_setup  # noqa: E402


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
    print()
    print(f"{'mastermind':<22} {'players':>7} {'autopilot win':>14} {'random win':>11}")
    for mm in sorted(core_set().masterminds):
        for players in (1, 2):
            wins = {}
            for policy in ("autopilot", "random"):
                won = sum(play(random_setup(players, seed, mastermind=mm), seed, policy).result == "win"
                          for seed in range(n))
                wins[policy] = won / n
            print(f"{mm:<22} {players:>7} {wins['autopilot']:>14.0%} {wins['random']:>11.0%}")
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

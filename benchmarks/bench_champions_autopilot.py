"""Marvel Champions autopilot win rates: every built-in hero deck (the Civil War heroes beside the core ones) against
each villain scenario and each Civil War leader's preconstructed scenario, standard mode, solo, beside random play.

    python benchmarks/bench_champions_autopilot.py [--games N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mcdesk.games.champions.ai.simulate import autopilot_policy, build_setup, random_policy, simulate  # noqa: E402
from mcdesk.games.champions.cards.database import default_database  # noqa: E402
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--games", type=int, default=20, help="games per hero and scenario (default 20)")
    n = ap.parse_args().games
    scenarios = [k for k in sorted(default_database().scenarios) if ":" not in k]
    width = max(len(k) for k in BUILTIN_DECKS)
    print(f"autopilot win rate, solo, standard, {n} games each (random play in brackets)")
    print(f"{'hero deck':<{width}} " + " ".join(f"{s:>18}" for s in scenarios))
    t0 = time.perf_counter()
    for deck in BUILTIN_DECKS:
        cells = []
        for sc in scenarios:
            setup = build_setup([deck], sc)
            auto = simulate(setup, n, 1, autopilot_policy).win_rate
            rand = simulate(setup, n, 1, random_policy).win_rate
            cells.append(f"{auto:>10.0%} ({rand:>4.0%})")
        print(f"{deck:<{width}} " + " ".join(f"{c:>18}" for c in cells), flush=True)
    print(f"{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

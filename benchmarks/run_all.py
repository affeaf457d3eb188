"""Run every benchmark and print a table of the figures against their targets.

    python benchmarks/run_all.py [--quick]

Targets (this 2-core machine): >= 2,000 decisions/s in full games, legal options p99 < 5 ms, replaying 500
decisions < 0.3 s, save + load < 50 ms, a 300-card table updated after a change and drawn offscreen < 50 ms,
start to first frame < 1.5 s; issue 24 (bench_speed.py): time per round and replay per input of random Spider-Man vs
Rhino games, 4-player autopilot per-decision cost <= 1.2x one player's, Vs. System 2v2 <= 1.3x 1v1. Figures
without a target are printed for information; "n/a" marks something not available (e.g. the table or the
MarvelCDB importer not built yet). Exits 1 if a target is missed.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_animations  # noqa: E402
import bench_checkpoints  # noqa: E402
import bench_data  # noqa: E402
import bench_engine  # noqa: E402
import bench_speed  # noqa: E402
import bench_table  # noqa: E402
from common import Figure  # noqa: E402


def collect(quick: bool) -> list[Figure]:
    out: list[Figure] = []
    for name, run in (
        ("engine", lambda: bench_engine.figures(quick)),
        ("speed (issue 24)", lambda: bench_speed.figures(quick)),
        ("checkpoints", bench_checkpoints.figures),
        ("card data", bench_data.figures),
        ("table", bench_table.figures),
        ("animations", bench_animations.figures),
    ):
        t = time.perf_counter()
        try:
            figs = run()
        except Exception as e:  # a benchmark that breaks is reported, the others still run
            traceback.print_exc()
            figs = [Figure(f"{name} benchmarks", None, "", note=f"failed: {type(e).__name__}: {e}")]
        for f in figs:
            print(f"  {f.line()}", file=sys.stderr, flush=True)
        print(f"  ({name}: {time.perf_counter() - t:.1f} s)", file=sys.stderr, flush=True)
        out += figs
    return out


def table(figures: list[Figure]) -> str:
    rows = [("figure", "value", "target", "status")]
    rows += [(f.name, f.value_text(), f.target_text(), f.status) for f in figures]
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    lines = []
    for n, r in enumerate(rows):
        lines.append("  ".join(c.ljust(widths[i]) if i == 0 else c.rjust(widths[i]) for i, c in enumerate(r)))
        if n == 0:
            lines.append("  ".join("-" * w for w in widths))
    notes = [f"- {f.name}: {f.note}" for f in figures if f.note]
    return "\n".join(lines + ["", "notes:"] + notes)


def main() -> int:
    quick = "--quick" in sys.argv
    figures = collect(quick)
    print(table(figures))
    missed = [f for f in figures if f.status == "MISS"]
    print(f"\n{len(figures)} figures, {sum(f.status == 'ok' for f in figures)} targets met, {len(missed)} missed")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())

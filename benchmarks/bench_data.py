"""Card data figures: loading all of ../shared/marvelcdb (read and convert every record, nothing written) and the
built-in card database. Prints "not available" when mcdesk/io/marvelcdb.py or the data is missing.

    python benchmarks/bench_data.py
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import SHARED_MARVELCDB, Figure, best_of  # noqa: E402


def marvelcdb_figures() -> list[Figure]:
    name = "load all of shared/marvelcdb (read + convert)"
    if importlib.util.find_spec("mcdesk.io.marvelcdb") is None:
        return [Figure(name, None, "s", note="not available: mcdesk/io/marvelcdb.py does not exist yet")]
    if not SHARED_MARVELCDB.is_dir():
        return [Figure(name, None, "s", note=f"not available: no data at {SHARED_MARVELCDB}")]
    from mcdesk.io import marvelcdb

    read = getattr(marvelcdb, "read_records", None)
    convert = getattr(marvelcdb, "convert", None)
    if read is None or convert is None:
        return [Figure(name, None, "s", note="not available: marvelcdb has no read_records/convert")]
    counts: dict[str, int] = {}

    def load() -> None:
        records = read(SHARED_MARVELCDB)
        try:
            result = convert(records)
            counts["cards"] = len(result.cards)
        except Exception as e:  # the data has problems: still a measure of reading and checking it
            counts["error"] = 1
            counts["cards"] = len(records)
            print(f"  (convert reported: {str(e).splitlines()[0][:120]})", file=sys.stderr)
        counts["records"] = len(records)

    t = best_of(load, 3)
    note = f"{counts.get('records', 0)} records, {counts.get('cards', 0)} cards"
    if counts.get("error"):
        note += "; convert reported problems"
    return [Figure(name, t, "s", None, note=note)]


def builtin_database() -> list[Figure]:
    import subprocess

    code = ("import time; t = time.perf_counter(); from mcdesk.games.champions.cards.database import default_database; "
            "db = default_database(); print(time.perf_counter() - t, len(db.facts), len(db.scripts))")
    times = []
    info = ""
    for _ in range(3):
        proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
        parts = proc.stdout.split()
        if len(parts) != 3:
            return [Figure("load the built-in card database", None, "s", note="not available")]
        times.append(float(parts[0]))
        info = f"{parts[1]} cards, {parts[2]} scripts, fresh process"
    return [Figure("load the built-in card database (import + build)", min(times), "s", None, note=info)]


def figures() -> list[Figure]:
    return marvelcdb_figures() + builtin_database()


def main() -> None:
    for f in figures():
        print(f.line(), flush=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generate ``mcdesk/games/vs/cards/data/mnb.json`` (Vs. System 2PCG card facts) from ``../shared/vs-system``.

Usage::

    python3 tools/gen_vs_facts.py [--source FILE] [--out FILE] [--set mnb]

Writes one JSON array sorted by code. Only facts are written: code, name, type, faction, stats, cost, flight
and range, set, number, limit and the other level's code. The printed ``text`` is never read into the output.
Alternate-art prints (a code with a suffix, such as ``mnb-093ea``) are kept as their own entries with
``alt_of`` naming the card they reprint.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = ROOT.parent / "shared" / "vs-system" / "vs-cards.json"
DEFAULT_OUT = ROOT / "mcdesk" / "games" / "vs" / "cards" / "data" / "mnb.json"

TYPES = {
    "Main Character L1": ("main", 1),
    "Main Character L2": ("main", 2),
    "Supporting character": ("supporting", 0),
    "Plot twist": ("plot_twist", 0),
    "Location": ("location", 0),
    "Special Location": ("special_location", 0),
    "Equipment": ("equipment", 0),
}
TEAMS = {
    "avengers": "avengers",
    "xmen": "xmen",
    "guardians of the galaxy": "guardians",
    "villains": "villains",
    "neutral": "",
}


def _stat(s: str) -> int | None:
    s = (s or "").strip().rstrip("+")
    return int(s) if s else None


def facts_record(c: dict[str, Any]) -> dict[str, Any]:
    kind, level = TYPES[c["type"]]
    m = re.match(r"([a-z]+)-(\d+)([a-z]*)$", c["guid"])
    if not m:
        raise ValueError(f"unexpected code {c['guid']!r}")
    traits = c.get("traits") or ""
    rec: dict[str, Any] = {
        "code": c["guid"],
        "name": c["name"].replace("Spider Man", "Spider-Man").replace("Ant Man", "Ant-Man"),
        "type": kind,
        "set": c["set"],
        "number": int(m.group(2)),
        "team": TEAMS.get(c["faction"], c["faction"]),
        "limit": int(c["limit"] or 4),
    }
    if level:
        rec["level"] = level
        linked = json.loads(c.get("linkedcards") or "[]")
        if linked:
            rec["other_level"] = linked[0]
    for key in ("atk", "def", "health", "cost"):
        v = _stat(c.get(key, ""))
        if v is not None:
            rec[key] = v
    if "[flight]" in traits:
        rec["flight"] = True
    if "[ranged]" in traits:
        rec["ranged"] = True
    if m.group(3):
        rec["alt_of"] = f"{m.group(1)}-{m.group(2)}"
    return rec


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--set", default="mnb")
    a = ap.parse_args(argv)
    cards = [c for c in json.loads(a.source.read_text()) if c["set"] == a.set]
    out = sorted((facts_record(c) for c in cards), key=lambda r: r["code"])
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    print(f"{len(out)} cards -> {a.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

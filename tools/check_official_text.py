"""List runs of official MarvelCDB card text (16 words) or flavor (7 words) found in the project's files or in
the generated rules text of built-in cards. The project must hold card facts only."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "marvelcdb" / "pack"


def words(s: str | None) -> list[str]:
    s = re.sub(r"<[^>]+>|\[[^\]]*\]", " ", s or "")
    return re.findall(r"[a-z0-9']+", s.lower())


def shingles(ws: list[str], n: int) -> set[str]:
    return {" ".join(ws[i:i + n]) for i in range(len(ws) - n + 1)}


def official(pack_dir: Path = SHARED) -> tuple[set[str], set[str]]:
    flavor: set[str] = set()
    text: set[str] = set()
    for f in pack_dir.glob("*.json"):
        for c in json.loads(f.read_text()):
            flavor |= shingles(words(c.get("flavor")), 7)
            text |= shingles(words(c.get("text")), 16)
    return flavor, text


def generated_hits(text: set[str]) -> dict[str, list[str]]:
    sys.path.insert(0, str(ROOT))
    from mcdesk.games.champions.cards.database import default_database
    from mcdesk.games.champions.cards.text import rules_text

    db = default_database()
    out: dict[str, list[str]] = {}
    for code in sorted(db.scripts):
        hits = sorted(shingles(words(rules_text(db, code)), 16) & text)
        if hits:
            out[code] = hits
    return out


def file_hits(flavor: set[str], text: set[str]) -> dict[str, list[str]]:
    files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, cwd=ROOT).stdout.split()
    out: dict[str, list[str]] = {}
    for name in files:
        p = ROOT / name
        if not p.is_file() or p.stat().st_size > 5_000_000:
            continue
        ws = words(p.read_text(errors="ignore"))
        hits = sorted((shingles(ws, 7) & flavor) | (shingles(ws, 16) & text))
        if hits:
            out[name] = hits
    return out


def main() -> int:
    if not SHARED.is_dir():
        print("../shared/marvelcdb is not here: nothing to check against")
        return 0
    flavor, text = official()
    bad = 0
    for name, hits in file_hits(flavor, text).items():
        bad += 1
        print(f"file {name}: {hits[0]!r}" + (f" (+{len(hits) - 1})" if len(hits) > 1 else ""))
    for code, hits in generated_hits(text).items():
        bad += 1
        print(f"generated text of {code}: {hits[0]!r}" + (f" (+{len(hits) - 1})" if len(hits) > 1 else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python3
"""Generate ``mcdesk/games/champions/cards/data/<pack>.json`` (card facts) from MarvelCDB JSON.

Usage::

    python3 tools/gen_facts.py [--source DIR] [--out DIR] [PACK ...]   # default pack: core

Reads ``<source>/pack/<pack>.json`` and ``<source>/pack/<pack>_encounter.json`` (the source defaults
to ``../shared/marvelcdb`` next to the repository) and writes one JSON array per pack, sorted by
code, whose objects use exactly the field names of :class:`mcdesk.games.champions.cards.facts.CardFacts` (fields at
their default value are left out). Keywords are parsed out of the card text; the text itself and the
flavor text are never written.

Reprint stubs (``duplicate_of``) take their facts from the original card (which may live in another
pack); the stub's own ``code``, ``pack_code``, ``quantity``, ``set_code`` and ``back_link`` win.

The conversion itself lives in :mod:`mcdesk.io.marvelcdb` (shared with ``mcdesk cards import``); this
tool converts leniently, warning on stderr about values it coerces or leaves out.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mcdesk.io.marvelcdb import (  # noqa: E402
    dump,
    facts_record,
    is_keyword_only,
    load_source,
    pack_facts,
    parse_keywords,
    resolve,
    split_traits,
)

__all__ = [
    "dump",
    "facts_record",
    "is_keyword_only",
    "load_source",
    "main",
    "pack_facts",
    "parse_keywords",
    "resolve",
    "split_traits",
]

DEFAULT_SOURCE = ROOT.parent / "shared" / "marvelcdb"
DEFAULT_OUT = ROOT / "mcdesk" / "games" / "champions" / "cards" / "data"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("packs", nargs="*", default=["core"], help="MarvelCDB pack codes (default: core)")
    ap.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="MarvelCDB data directory")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    args = ap.parse_args(argv)
    records = load_source(args.source)
    args.out.mkdir(parents=True, exist_ok=True)
    for pack in args.packs:
        facts = pack_facts(pack, args.source, records)
        target = args.out / f"{pack}.json"
        target.write_text(dump(facts), encoding="utf-8")
        print(f"{target}: {len(facts)} cards")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

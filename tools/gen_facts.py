#!/usr/bin/env python3
"""Generate ``mcdesk/cards/data/<pack>.json`` (card facts) from MarvelCDB JSON.

Usage::

    python3 tools/gen_facts.py [--source DIR] [--out DIR] [PACK ...]   # default pack: core

Reads ``<source>/pack/<pack>.json`` and ``<source>/pack/<pack>_encounter.json`` (the source defaults
to ``../shared/marvelcdb`` next to the repository) and writes one JSON array per pack, sorted by
code, whose objects use exactly the field names of :class:`mcdesk.cards.facts.CardFacts` (fields at
their default value are left out). Keywords are parsed out of the card text; the text itself and the
flavor text are never written.

Reprint stubs (``duplicate_of``) take their facts from the original card (which may live in another
pack); the stub's own ``code``, ``pack_code``, ``quantity``, ``set_code`` and ``back_link`` win.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from dataclasses import MISSING, fields
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mcdesk.cards.facts import RESOURCE_TYPES, CardFacts, facts_from_dict  # noqa: E402

DEFAULT_SOURCE = ROOT.parent / "shared" / "marvelcdb"
DEFAULT_OUT = ROOT / "mcdesk" / "cards" / "data"

_FIELDS = {f.name: f for f in fields(CardFacts)}
_COMPUTED = {"resources", "traits", "keywords", "front_link", "permanent"}
# MarvelCDB fields that are deliberately not carried over (text, art, ids, deck-building rules, ...).
_DROPPED = {
    "text",
    "flavor",
    "back_text",
    "back_flavor",
    "back_name",
    "double_sided",
    "scheme text",
    "illustrator",
    "octgn_id",
    "position",
    "set_position",
    "errata",
    "meta",
    "spoiler",
    "deck_options",
    "deck_requirements",
    "card_set_code",
    "resource_energy",
    "resource_mental",
    "resource_physical",
    "resource_wild",
}
# Fields a reprint stub keeps from itself rather than from the original.
_STUB_OWN = ("code", "pack_code", "quantity", "set_code", "back_link")

Keyword = tuple[str, str | int | None]


def _default(name: str) -> Any:
    f = _FIELDS[name]
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:
        return f.default_factory()
    return MISSING


# --------------------------------------------------------------------------------------------- keywords

_SIMPLE_KEYWORDS = (
    "guard",
    "surge",
    "toughness",
    "quickstrike",
    "ranged",
    "piercing",
    "overkill",
    "patrol",
    "peril",
    "permanent",
    "restricted",
    "setup",
    "stalwart",
    "steady",
    "villainous",
    # keywords from later packs
    "alliance",
    "assault",
    "vulnerable",
    "temporary",
)
_NUM = r"(\d+|X)"
_PER_HERO = r"(\s*\[per_hero\])?"


def _icons(s: str) -> str:
    return " ".join(re.findall(r"\[(\w+)\]", s))


def _split_names(s: str) -> str:
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", s.strip())
    return "|".join(p.strip() for p in parts if p.strip())


def _num(s: str) -> int | str:
    return s if s == "X" else int(s)


# (regex matched at the start of a sentence, keyword name, value builder)
_KEYWORD_PATTERNS: list[tuple[re.Pattern[str], str, Any]] = [
    (re.compile(r"(" + "|".join(_SIMPLE_KEYWORDS) + r")\b", re.I), "", None),
    (re.compile(r"incite\s+" + _NUM, re.I), "incite", lambda m: _num(m[1])),
    (re.compile(r"retaliate\s+" + _NUM, re.I), "retaliate", lambda m: _num(m[1])),
    (re.compile(r"victory\s+(-?\d+|X)", re.I), "victory", lambda m: _num(m[1])),
    (re.compile(r"unit\s+cost\s+" + _NUM, re.I), "unit_cost", lambda m: _num(m[1])),
    (
        re.compile(r"hinder\s+" + _NUM + _PER_HERO, re.I),
        "hinder",
        lambda m: m[1] + (" per_hero" if m[2] else ""),
    ),
    (
        re.compile(r"uses\s*\(\s*" + _NUM + _PER_HERO + r"\s*([^()\[\]]*?)\s*counters?\b[^()]*\)", re.I),
        "uses",
        lambda m: " ".join(p for p in (m[1], "per_hero" if m[2] else "", m[3].strip()) if p),
    ),
    (re.compile(r"team-?up\s*\(([^()]*)\)", re.I), "team-up", lambda m: _split_names(m[1])),
    (re.compile(r"teamwork\s*\(\s*\[\[([^\]]+)\]\]\s*\)", re.I), "teamwork", lambda m: m[1].strip()),
    (re.compile(r"linked\s*\(([^()]*)\)", re.I), "linked", lambda m: m[1].strip()),
    (re.compile(r"requirement\s*\(([^()]*)\)", re.I), "requirement", lambda m: _icons(m[1])),
    (
        re.compile(r"max\s+(\d+)\s+per\s+(deck|player|round)\b", re.I),
        "",
        lambda m: int(m[1]),
    ),
]
# What may follow a keyword: end of the line, a full stop, a tag (reminder text) or a parenthesis.
_AFTER_KEYWORD = re.compile(r"\s*(?=$|[.<(])")
_REMINDER = re.compile(r"\s*(<i>.*?</i>|\([^()]*\))")
_FULL_STOP = re.compile(r"\s*\.")
# A sentence starting with one of these words that is not parsed as a keyword gets a warning.
_SUSPECT = re.compile(
    r"(" + "|".join(_SIMPLE_KEYWORDS) + r"|incite|retaliate|victory|hinder|uses|team-?up|teamwork|max)\b",
    re.I,
)


def _skip_sentence(s: str, pos: int) -> int:
    """Index just past the sentence starting at ``pos`` (aware of parentheses and tags)."""
    depth = 0
    i = pos
    while i < len(s):
        ch = s[i]
        if ch == "<":
            j = s.find(">", i)
            i = len(s) if j < 0 else j + 1
            continue
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch in ".!?:" and depth == 0 and (i + 1 == len(s) or s[i + 1].isspace() or s[i + 1] == "<"):
            return i + 1
        i += 1
    return len(s)


def _match_keyword(s: str, pos: int) -> tuple[Keyword, int] | None:
    for pattern, name, value in _KEYWORD_PATTERNS:
        m = pattern.match(s, pos)
        if not m:
            continue
        end = _AFTER_KEYWORD.match(s, m.end())
        if not end:
            continue
        if pattern is _KEYWORD_PATTERNS[0][0]:
            kw: Keyword = (m[1].lower(), None)
        elif not name:  # Max N per deck/player/round
            kw = (f"max_per_{m[2].lower()}", value(m))
        else:
            kw = (name, value(m))
        pos = end.end()
        rem = _REMINDER.match(s, pos)
        if rem:
            pos = rem.end()
        stop = _FULL_STOP.match(s, pos)
        if stop:
            pos = stop.end()
        return kw, pos
    return None


def parse_keywords(text: str | None, code: str = "?", warn: bool = True) -> list[Keyword]:
    """Keywords written as sentences of their own (``Guard. Toughness.``) in a MarvelCDB text.

    Only the part of each line before the first bold ability timing is looked at, so "this card gains
    surge" inside an ability is not the Surge keyword.
    """
    out: list[Keyword] = []
    for line in (text or "").splitlines():
        head = line.split("<b>", 1)[0]
        pos = 0
        while pos < len(head):
            if head[pos].isspace():
                pos += 1
                continue
            if head.startswith("<i>", pos):  # reminder text or an ability name in italics
                j = head.find("</i>", pos)
                pos = len(head) if j < 0 else j + 4
                continue
            if head[pos] == "<":
                j = head.find(">", pos)
                pos = len(head) if j < 0 else j + 1
                continue
            found = _match_keyword(head, pos)
            if found:
                kw, pos = found
                if kw not in out:
                    out.append(kw)
                continue
            end = _skip_sentence(head, pos)
            if warn and _SUSPECT.match(head, pos):
                sentence = head[pos:end].strip()
                # "Max 1 per ally.", "Max 1 [[Team]] card per player.", "Max 3 skill counters here." are
                # limits the rules engine reads from the card script, not deck-building keywords.
                if not re.match(
                    r"max\s+\d+(\[per_hero\])?\s+(\[\[|\w+\s+(per|counters)\b|per\s+\w+|cards)",
                    sentence,
                    re.I,
                ):
                    print(f"warning: {code}: not parsed as a keyword: {sentence!r}", file=sys.stderr)
            pos = end
    return out


# --------------------------------------------------------------------------------------------- facts


def split_traits(traits: str | None) -> list[str]:
    """``"Avenger. S.H.I.E.L.D. Spy."`` -> ``["Avenger", "S.H.I.E.L.D.", "Spy"]``."""
    out = []
    for part in re.split(r"(?<=[.!])\s+", (traits or "").strip()):
        part = part.strip()
        if not part:
            continue
        if part.endswith(".") and not re.fullmatch(r"(?:[A-Za-z]\.){2,}", part):
            part = part[:-1].strip()
        if part:
            out.append(part)
    return out


def _check_type(name: str, value: Any, code: str) -> Any:
    ann = str(_FIELDS[name].type)
    if value is None:
        if "None" not in ann:
            print(f"warning: {code}: {name} is null, left out", file=sys.stderr)
            return MISSING
        return None
    if ann.startswith("bool"):
        if not isinstance(value, bool):
            print(f"warning: {code}: {name}={value!r} is not a boolean", file=sys.stderr)
        return bool(value)
    if ann.startswith("int"):
        if isinstance(value, bool) or not isinstance(value, int):
            try:
                value = int(value)
            except (TypeError, ValueError):
                print(f"warning: {code}: {name}={value!r} is not an integer, left out", file=sys.stderr)
                return MISSING
            print(f"warning: {code}: {name} coerced to {value}", file=sys.stderr)
        return value
    if ann.startswith("str"):
        return str(value)
    return value


def facts_record(raw: dict[str, Any], front_link: str | None) -> dict[str, Any]:
    """The project's JSON form of one (already duplicate-resolved) MarvelCDB record."""
    code = str(raw["code"])
    rec: dict[str, Any] = {}
    for key, value in raw.items():
        if key in _DROPPED or key == "traits":
            continue
        if key not in _FIELDS or key in _COMPUTED - {"permanent"}:
            print(
                f"warning: {code}: MarvelCDB field {key}={value!r} has no fact field, left out",
                file=sys.stderr,
            )
            continue
        value = _check_type(key, value, code)
        if value is not MISSING:
            rec[key] = value
    resources = {r: int(raw[f"resource_{r}"]) for r in RESOURCE_TYPES if raw.get(f"resource_{r}")}
    if resources:
        rec["resources"] = resources
    traits = split_traits(raw.get("traits"))
    if traits:
        rec["traits"] = traits
    else:
        rec.pop("traits", None)
    keywords = parse_keywords(raw.get("text"), code)
    if keywords:
        rec["keywords"] = [list(k) for k in keywords]
    if any(k == "permanent" for k, _ in keywords):
        rec["permanent"] = True
    if front_link:
        rec["front_link"] = front_link
    # Field order as in CardFacts, defaults left out.
    out = {name: rec[name] for name in _FIELDS if name in rec and rec[name] != _default(name)}
    facts_from_dict(out)  # validates the field names and the constructor
    return out


def load_source(source: Path) -> dict[str, dict[str, Any]]:
    """Every MarvelCDB record of every pack, by code."""
    records: dict[str, dict[str, Any]] = {}
    for path in sorted((source / "pack").glob("*.json")):
        for rec in json.loads(path.read_text(encoding="utf-8")):
            records[rec["code"]] = rec
    return records


def resolve(code: str, records: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The record for ``code`` with a ``duplicate_of`` stub filled in from its original."""
    stub = records[code]
    seen = {code}
    raw = stub
    while "duplicate_of" in raw:
        orig_code = raw["duplicate_of"]
        if orig_code in seen or orig_code not in records:
            raise ValueError(f"{code}: bad duplicate_of chain at {orig_code}")
        seen.add(orig_code)
        raw = records[orig_code]
    if raw is stub:
        return dict(stub)
    merged = {k: v for k, v in raw.items() if k not in ("back_link", "duplicate_of")}
    merged.update({k: stub[k] for k in _STUB_OWN if k in stub})
    merged["duplicate_of"] = stub["duplicate_of"]
    return merged


def pack_facts(pack: str, source: Path, records: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    codes: list[str] = []
    for name in (f"{pack}.json", f"{pack}_encounter.json"):
        path = source / "pack" / name
        if path.exists():
            codes += [rec["code"] for rec in json.loads(path.read_text(encoding="utf-8"))]
    if not codes:
        raise SystemExit(f"no MarvelCDB files for pack {pack!r} in {source / 'pack'}")
    front_of = {rec["back_link"]: code for code, rec in records.items() if rec.get("back_link")}
    out = []
    for code in sorted(set(codes)):
        raw = resolve(code, records)
        out.append(facts_record(raw, front_of.get(code) if raw.get("hidden") else None))
    return out


def dump(records: list[dict[str, Any]]) -> str:
    """One card per line: small, and diffs stay readable."""
    lines = [json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) for r in records]
    return "[\n" + ",\n".join(lines) + "\n]\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
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

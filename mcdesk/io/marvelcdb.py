"""MarvelCDB card data: turning MarvelCDB JSON into card facts, and importing it into the user's data folder.

Two callers share the conversion:

* ``tools/gen_facts.py`` writes the built-in facts (``mcdesk/games/champions/cards/data/<pack>.json``)
  from the MarvelCDB
  data repository (:func:`load_source`, :func:`pack_facts`, :func:`dump`). It is lenient: a value of the
  wrong type is coerced or left out with a warning on stderr.
* :func:`import_cards` imports MarvelCDB data a user has (a folder laid out like the data repository,
  ``pack/*.json``, or the JSON array MarvelCDB's public API serves at ``/api/public/cards/``) into the user's
  data folder (:mod:`mcdesk.io.userdata`). It is strict: every record is checked first, a malformed one is
  reported naming the file, the record (code or index) and the field, and nothing is written unless every
  record converts; then the whole card store is replaced atomically. One exception: a reprint stub of a card
  that is neither in the data nor known (a pack imported alone reprints other packs) has no facts of its own;
  it is left out with a note naming it, and the rest imports.

MarvelCDB's conventions (see ``shared/marvelcdb/README.md``): ``-1`` is a printed X, ``null`` a dash, a stat
that does not apply is left out; reprints are stubs with ``duplicate_of`` that take their other fields from
the original; a two-faced card's A face has ``back_link`` to a separate ``hidden`` B face; keywords are plain
sentences in ``text`` (``Guard. Retaliate 1.``). The public API differs a little: ``duplicate_of_code``,
``card_set_code``, ``linked_to_code`` and a nested ``linked_card`` (the back face), ``real_*`` English fields
and many display-only fields (names of packs and types, image URLs); the importer understands those.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, dataclass, field, fields
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter, ValidationError

from ..games.champions.cards.facts import RESOURCE_TYPES, CardFacts, facts_from_dict
from . import safejson

_FIELDS = {f.name: f for f in fields(CardFacts)}
_COMPUTED = {"resources", "traits", "keywords", "front_link", "permanent"}
# MarvelCDB fields that are deliberately not carried over into facts (text, art, ids, ...).
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
    "card_set_code",
    "resource_energy",
    "resource_mental",
    "resource_physical",
    "resource_wild",
}
# Fields of MarvelCDB's public API (https://marvelcdb.com/api/public/cards/) that are display data, or that
# the importer has already translated into the data repository's field names.
_API_FIELDS = {
    "pack_name",
    "type_name",
    "faction_name",
    "faction2_code",
    "faction2_name",
    "card_set_name",
    "card_set_type_name_code",
    "subtype_code",
    "subtype_name",
    "linked_to_code",
    "linked_to_name",
    "linked_card",
    "real_name",
    "real_text",
    "real_traits",
    "real_flavor",
    "url",
    "imagesrc",
    "backimagesrc",
    "duplicate_of_code",
    "duplicate_of_name",
    "duplicated_by",
}
# Fields a reprint stub keeps from itself rather than from the original.
_STUB_OWN = ("code", "pack_code", "quantity", "set_code", "back_link")

Keyword = tuple[str, str | int | None]
Warn = Callable[[str], None]


def _stderr(message: str) -> None:
    print(f"warning: {message}", file=sys.stderr)


def _default(name: str) -> Any:
    f = _FIELDS[name]
    if f.default is not MISSING:
        return f.default
    if f.default_factory is not MISSING:
        return f.default_factory()
    return MISSING


# =============================================================================================== keywords

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
# "Max 1 per ally.", "Max 1 [[Team]] card per player.", "Max 3 skill counters here." are limits the rules
# engine reads from the card script, not deck-building keywords.
_NOT_A_MAX_KEYWORD = re.compile(
    r"max\s+\d+(\[per_hero\])?\s+(\[\[|\w+\s+(per|counters)\b|per\s+\w+|cards)",
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


def _scan_head(head: str) -> Iterable[tuple[Keyword | None, str]]:
    """The sentences of the part of a line before its first bold ability timing: each keyword sentence as
    (keyword, ""), each other sentence as (None, sentence). Reminder text and other tags are skipped."""
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
            yield kw, ""
            continue
        end = _skip_sentence(head, pos)
        yield None, head[pos:end].strip()
        pos = end


def parse_keywords(text: str | None, code: str = "?", warn: bool | Warn = True) -> list[Keyword]:
    """Keywords written as sentences of their own (``Guard. Toughness.``) in a MarvelCDB text.

    Only the part of each line before the first bold ability timing is looked at, so "this card gains
    surge" inside an ability is not the Surge keyword. ``warn`` (True: print to stderr) is told about a
    sentence that starts like a keyword but is not parsed as one.
    """
    report: Warn | None = _stderr if warn is True else (warn or None)
    out: list[Keyword] = []
    for line in (text or "").splitlines():
        head = line.split("<b>", 1)[0]
        for kw, sentence in _scan_head(head):
            if kw is not None:
                if kw not in out:
                    out.append(kw)
            elif report and _SUSPECT.match(sentence) and not _NOT_A_MAX_KEYWORD.match(sentence):
                report(f"{code}: not parsed as a keyword: {sentence!r}")
    return out


def is_keyword_only(text: str | None) -> bool:
    """True when a MarvelCDB text is empty or says nothing but keywords (with their reminder text): the
    card's facts then express everything the card does."""
    for line in (text or "").splitlines():
        if "<b>" in line or "<hr" in line:  # an ability (bold timing) or a boost ability below the line
            return False
        if any(kw is None for kw, _ in _scan_head(line)):
            return False
    return True


# =============================================================================================== facts


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


class FieldError(ValueError):
    """A MarvelCDB field whose value cannot become a fact (strict conversion only)."""

    def __init__(self, field_name: str, problem: str) -> None:
        super().__init__(f"field {field_name!r}: {problem}")
        self.field = field_name
        self.problem = problem


_DASHES = {"-", "\u2013", "\u2014"}


def _check_type(name: str, value: Any, code: str, strict: bool = False, warn: Warn = _stderr) -> Any:
    """``value`` as the type of fact field ``name``; MISSING leaves the field at its default.

    Lenient (``tools/gen_facts.py``): coerce what can be coerced and warn. Strict (import): a value of the
    wrong type raises :class:`FieldError`; ``null`` for a field that has no dash means "not given".
    """
    ann = str(_FIELDS[name].type)
    optional = "None" in ann
    if value is None:
        if not optional:
            if not strict:
                warn(f"{code}: {name} is null, left out")
            return MISSING
        return None
    if ann.startswith("bool"):
        if strict:
            if isinstance(value, bool):
                return value
            if isinstance(value, int) and value in (0, 1):
                return bool(value)
            raise FieldError(name, f"expected true or false, got {value!r}")
        if not isinstance(value, bool):
            warn(f"{code}: {name}={value!r} is not a boolean")
        return bool(value)
    if ann.startswith("int"):
        if strict:
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            if isinstance(value, str) and optional and value.strip().upper() == "X":
                return -1
            if isinstance(value, str) and optional and value.strip() in _DASHES:
                return None
            raise FieldError(name, f"expected a whole number{', X or a dash' if optional else ''}, got {value!r}")
        if isinstance(value, bool) or not isinstance(value, int):
            try:
                value = int(value)
            except (TypeError, ValueError):
                warn(f"{code}: {name}={value!r} is not an integer, left out")
                return MISSING
            warn(f"{code}: {name} coerced to {value}")
        return value
    if ann.startswith("str"):
        if strict and not isinstance(value, str):
            if name == "stage" and isinstance(value, int) and not isinstance(value, bool):
                return str(value)
            raise FieldError(name, f"expected text, got {value!r}")
        return str(value)
    if ann.startswith("tuple[dict"):  # deck_requirements, deck_options
        if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
            if strict:
                raise FieldError(name, f"expected a list of objects, got {value!r}")
            warn(f"{code}: {name}={value!r} is not a list of objects, left out")
            return MISSING
        return value
    return value


def facts_record(
    raw: dict[str, Any],
    front_link: str | None,
    *,
    strict: bool = False,
    warn: Warn = _stderr,
) -> dict[str, Any]:
    """The project's JSON form of one (already duplicate-resolved) MarvelCDB record.

    Lenient by default (as ``tools/gen_facts.py`` wants); ``strict`` raises :class:`FieldError` for a value
    of the wrong type and leaves fields it does not know out silently (the caller reports them).
    """
    code = str(raw["code"])
    rec: dict[str, Any] = {}
    for key, value in raw.items():
        if key in _DROPPED or key == "traits":
            continue
        if key not in _FIELDS or key in _COMPUTED - {"permanent"}:
            if not strict:
                warn(f"{code}: MarvelCDB field {key}={value!r} has no fact field, left out")
            continue
        value = _check_type(key, value, code, strict, warn)
        if value is not MISSING:
            rec[key] = value
    resources = {}
    for r in RESOURCE_TYPES:
        value = raw.get(f"resource_{r}")
        if strict and value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < 0):
            raise FieldError(f"resource_{r}", f"expected a whole number of resources, got {value!r}")
        if value:
            resources[r] = int(value)
    if resources:
        rec["resources"] = resources
    traits_text = raw.get("traits")
    if strict and traits_text is not None and not isinstance(traits_text, str):
        raise FieldError("traits", f"expected text such as 'Avenger. Spy.', got {traits_text!r}")
    traits = split_traits(traits_text)
    if traits:
        rec["traits"] = traits
    else:
        rec.pop("traits", None)
    text = raw.get("text")
    if strict and text is not None and not isinstance(text, str):
        raise FieldError("text", f"expected text, got {text!r}")
    keywords = parse_keywords(text, code, warn=False if strict else warn)
    if keywords:
        rec["keywords"] = [list(k) for k in keywords]
    if any(k == "permanent" for k, _ in keywords):
        rec["permanent"] = True
    if front_link:
        rec["front_link"] = front_link
    # Field order as in CardFacts, defaults left out.
    out = {name: rec[name] for name in _FIELDS if name in rec and rec[name] != _default(name)}
    try:
        facts_from_dict(out)  # validates the field names and the constructor
    except (TypeError, ValueError) as e:
        if strict:
            raise FieldError("?", f"the record does not make valid card facts: {e}") from None
        raise
    return out


MAX_QUANTITY = 20
"""Most copies of one card a pack may hold (MarvelCDB's data has at most 6)."""
MAX_VALUE = 999
"""Largest number a card's fact may hold (costs, stats, threat, keyword values)."""


@cache
def _facts_adapter() -> TypeAdapter[CardFacts]:
    """The pydantic check of card facts, built when first needed (building it takes longer than importing this
    module, and the window's first frame checks no card)."""
    return TypeAdapter(CardFacts)


def checked_facts(data: dict[str, Any]) -> CardFacts:
    """Card facts in the project's JSON form, with every field's type and bounds checked: a card from a file
    (an import, the imported-card store) that the engine and the table can use. Raises :class:`FieldError`
    naming the field."""
    try:
        facts = facts_from_dict(data)
    except (TypeError, ValueError) as e:
        raise FieldError("?", f"not valid card facts: {e}") from None
    try:
        _facts_adapter().validate_json(json.dumps(data), strict=True)
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(str(x) for x in err["loc"][:1]) or "?"
        raise FieldError(where, f"{err['msg']}") from None
    if not 0 <= facts.quantity <= MAX_QUANTITY:
        raise FieldError("quantity", f"{facts.quantity} copies: a card comes in 0 to {MAX_QUANTITY} copies")
    if facts.deck_limit is not None and not 0 <= facts.deck_limit <= MAX_QUANTITY:
        raise FieldError("deck_limit", f"{facts.deck_limit}: a deck holds 0 to {MAX_QUANTITY} copies of a card")
    for name in _FIELDS:
        value = getattr(facts, name)
        if isinstance(value, int) and not isinstance(value, bool) and not -MAX_VALUE <= value <= MAX_VALUE:
            raise FieldError(name, f"{value} is out of range (-{MAX_VALUE} to {MAX_VALUE})")
    for key, value in facts.keywords:
        if isinstance(value, int) and not -MAX_VALUE <= value <= MAX_VALUE:
            raise FieldError("keywords", f"{key} {value} is out of range (-{MAX_VALUE} to {MAX_VALUE})")
    for key, n in facts.resources.items():
        if not 0 <= n <= 9:
            raise FieldError("resources", f"{n} {key} resources: a card gives 0 to 9 of a resource")
    return facts


def facts_to_record(facts: CardFacts) -> dict[str, Any]:
    """The project's JSON form of ``facts`` (defaults left out), as :func:`facts_record` makes it."""
    out: dict[str, Any] = {}
    for name in _FIELDS:
        value: Any = facts.printed_type if name == "type_code" else getattr(facts, name)
        if name == "leader" or value == _default(name):
            continue  # a leader is written as its printed type, as MarvelCDB does
        if name == "traits":
            value = list(value)
        elif name == "keywords":
            value = [list(k) for k in value]
        elif name in ("deck_requirements", "deck_options"):
            value = [dict(v) for v in value]
        elif name == "resources":
            value = dict(value)
        out[name] = value
    return out


def load_source(source: Path) -> dict[str, dict[str, Any]]:
    """Every MarvelCDB record of every pack, by code."""
    records: dict[str, dict[str, Any]] = {}
    for path in sorted((source / "pack").glob("*.json")):
        for rec in json.loads(path.read_text(encoding="utf-8")):
            records[rec["code"]] = rec
    return records


def resolve(code: str, records: Mapping[str, dict[str, Any]]) -> dict[str, Any]:
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
    """The facts of every card of MarvelCDB pack ``pack`` (player and encounter files), sorted by code."""
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


# =============================================================================================== import


@dataclass(frozen=True)
class DataProblem:
    """One thing wrong with the input: the file, the record (code or index) and the field."""

    source: str
    record: str | None
    field: str | None
    message: str

    def __str__(self) -> str:
        where = [self.source]
        if self.record:
            where.append(self.record)
        if self.field:
            where.append(f"field {self.field!r}")
        return f"{': '.join(where)}: {self.message}"


class CardDataError(ValueError):
    """MarvelCDB data that cannot be imported. Nothing was written; ``problems`` lists every problem found."""

    MAX_SHOWN = 20

    def __init__(self, problems: list[DataProblem]) -> None:
        self.problems = problems
        lines = [str(p) for p in problems[: self.MAX_SHOWN]]
        if len(problems) > self.MAX_SHOWN:
            lines.append(f"... and {len(problems) - self.MAX_SHOWN} more problems")
        super().__init__("\n".join(lines))


@dataclass(frozen=True)
class RawRecord:
    """One MarvelCDB record as read, with where it came from (for error messages)."""

    source: str
    index: int
    data: dict[str, Any]
    nested_in: str | None = None
    """The code of the card whose ``linked_card`` this record was (API data)."""

    @property
    def label(self) -> str:
        code = self.data.get("code")
        where = f"record {self.index}" if self.nested_in is None else f"record {self.index} (linked_card)"
        return f"{where} (code {code})" if isinstance(code, str) and code else where


@dataclass
class ConvertedCard:
    """A card ready for the user's data folder: its facts (project JSON form), its name and official text."""

    facts: dict[str, Any]
    name: str
    text: str | None


@dataclass
class Conversion:
    cards: dict[str, ConvertedCard] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


_UNREADABLE = object()


def _read_json(path: Path, problems: list[DataProblem]) -> Any:
    """The file's JSON, or ``_UNREADABLE`` with the problem noted (``null`` is a value, and refused later)."""
    try:
        return safejson.loads(safejson.read_text(path))
    except safejson.JsonFileError as e:
        problems.append(DataProblem(str(path), None, None, e.problem))
    except safejson.JsonProblem as e:
        problems.append(DataProblem(str(path), None, None, e.problem))
    return _UNREADABLE


def source_files(path: Path) -> list[Path]:
    """The JSON files of a MarvelCDB source: a file itself, or a folder's ``pack/*.json`` (the data
    repository's layout) or else its ``*.json``."""
    if path.is_dir():
        pack = path / "pack"
        files = sorted(pack.glob("*.json")) if pack.is_dir() else sorted(path.glob("*.json"))
        if not files:
            raise CardDataError(
                [DataProblem(str(path), None, None, "no MarvelCDB card files here (expected pack/*.json or *.json)")]
            )
        return files
    if not path.exists():
        raise CardDataError([DataProblem(str(path), None, None, "no such file or folder")])
    return [path]


def read_records(path: Path) -> list[RawRecord]:
    """Every record of a MarvelCDB source (a file or a folder), API records normalized to the data
    repository's field names. Raises :class:`CardDataError` listing every unreadable file or record."""
    problems: list[DataProblem] = []
    out: list[RawRecord] = []
    for file in source_files(path):
        data = _read_json(file, problems)
        if data is _UNREADABLE:
            continue
        if not isinstance(data, list):
            problems.append(
                DataProblem(str(file), None, None, f"expected a JSON array of card records, found {_kind(data)}")
            )
            continue
        for i, rec in enumerate(data):
            if not isinstance(rec, dict):
                problems.append(DataProblem(str(file), f"record {i}", None, f"expected an object, found {_kind(rec)}"))
                continue
            norm = _normalize(rec)
            out.append(RawRecord(str(file), i, norm))
            linked = rec.get("linked_card")
            if isinstance(linked, dict):
                # the back face: it points back at its front with linked_to_code, which is not its back
                back = _normalize({k: v for k, v in linked.items() if k != "linked_to_code"})
                if back.get("hidden") is None:
                    back["hidden"] = True
                out.append(RawRecord(str(file), i, back, nested_in=str(rec.get("code"))))
            elif linked is not None:
                problems.append(
                    DataProblem(str(file), RawRecord(str(file), i, rec).label, "linked_card",
                                f"expected an object, found {_kind(linked)}")
                )
    if not out and not problems:
        problems.append(DataProblem(str(path), None, None, "holds no card records; nothing to import"))
    if problems:
        raise CardDataError(problems)
    return out


def _kind(value: Any) -> str:
    return safejson.kind(value)


def _normalize(rec: dict[str, Any]) -> dict[str, Any]:
    """The data repository's field names for a record of MarvelCDB's public API (a no-op for the data
    repository's own records)."""
    out = {k: v for k, v in rec.items() if k != "linked_card"}
    if out.get("duplicate_of") is None and out.get("duplicate_of_code"):
        out["duplicate_of"] = out["duplicate_of_code"]
    if out.get("set_code") is None and out.get("card_set_code"):
        out["set_code"] = out["card_set_code"]
    if out.get("back_link") is None and out.get("linked_to_code") and not out.get("hidden"):
        out["back_link"] = out["linked_to_code"]
    for key in ("duplicate_of", "set_code", "back_link"):
        if key in out and out[key] is None:
            del out[key]
    return out


def _facts_source(rec: dict[str, Any]) -> dict[str, Any]:
    """The record as facts are made from it: the API's English ``real_*`` fields win (traits and keywords are
    matched in English); display fields are dropped."""
    out = {k: v for k, v in rec.items() if k not in _API_FIELDS}
    for key in ("name", "text", "traits"):
        if isinstance(rec.get(f"real_{key}"), str):
            out[key] = rec[f"real_{key}"]
    return out


def _display_text(rec: dict[str, Any]) -> str | None:
    text = rec.get("text")
    if text is None:
        text = rec.get("real_text")
    if isinstance(rec.get("back_text"), str):  # the one double_sided card without a separate B face
        back = rec["back_text"]
        name = rec.get("back_name")
        text = f"{text or ''}\n\n[{name or 'back'}]\n{back}".strip()
    return text if isinstance(text, str) else None


_CODE = re.compile(r"[0-9A-Za-z][0-9A-Za-z_-]*")


def convert(
    records: list[RawRecord],
    known: Mapping[str, CardFacts] | None = None,
    known_text: Callable[[str], str | None] | None = None,
) -> Conversion:
    """Validate and convert every record; raises :class:`CardDataError` listing every problem.

    ``known`` are facts already in the database (built-in and earlier imports): a reprint stub whose original
    is not in ``records`` takes its facts from there, and back faces find their fronts there too.
    """
    problems: list[DataProblem] = []
    result = Conversion(files=sorted({r.source for r in records}))
    known = known or {}

    def problem(r: RawRecord, field_name: str | None, message: str) -> None:
        problems.append(DataProblem(r.source, r.label, field_name, message))

    # -- codes: present, well-formed and not given twice with different data
    by_code: dict[str, RawRecord] = {}
    for r in records:
        code = r.data.get("code")
        if not isinstance(code, str) or not code.strip():
            problem(r, "code", f"missing or not text ({code!r}); every card needs its MarvelCDB code")
            continue
        if not _CODE.fullmatch(code):
            problem(r, "code", f"{code!r} is not a card code (letters, digits, '-' and '_' only)")
            continue
        first = by_code.get(code)
        if first is None:
            by_code[code] = r
        elif r.nested_in is not None:
            continue  # the API's nested back face, also listed on its own: the listed record wins
        elif first.nested_in is not None:
            by_code[code] = r
        elif first.data != r.data:
            problem(r, "code", f"code {code} appears twice with different data (also {first.source}, {first.label})")
    raws = {code: r.data for code, r in by_code.items()}

    front_of = {str(f.back_link): code for code, f in known.items() if f.back_link}
    front_of.update(
        {str(rec["back_link"]): code for code, rec in raws.items() if isinstance(rec.get("back_link"), str)}
    )

    sources = {c: _facts_source(d) for c, d in raws.items()}
    unknown_fields: dict[str, list[str]] = {}
    left_out: list[tuple[RawRecord, str, str]] = []
    """Reprints of cards neither in this data nor known: (record, code, the missing original)."""
    for code, r in by_code.items():
        rec = r.data
        try:
            dup = rec.get("duplicate_of")
            if dup is not None and not isinstance(dup, str):
                raise FieldError("duplicate_of", f"expected a card code, got {dup!r}")
            is_stub = dup is not None and not isinstance(rec.get("name"), str)
            for key in ("quantity", "pack_code", "set_code", "back_link"):
                if key in rec:
                    _check_type(key, rec[key], code, strict=True)
            if is_stub and dup not in raws:
                if dup in known:
                    facts = _stub_from_known(rec, known[str(dup)], front_of.get(code))
                    checked_facts(facts)
                    text = known_text(str(dup)) if known_text else None
                    result.cards[code] = ConvertedCard(facts, str(facts["name"]), text)
                    continue
                # A pack imported alone reprints cards of packs not imported: such a stub has no facts of its
                # own, so it is left out (with a note) and the rest of the pack imports.
                left_out.append((r, code, str(dup)))
                continue
            if is_stub:
                try:
                    merged = resolve(code, sources)
                except ValueError:
                    end = _chain_end(code, raws)
                    if end is not None and end not in known:
                        left_out.append((r, code, end))
                        continue
                    raise FieldError("duplicate_of", f"a reprint chain that does not end in a card ({dup})") from None
                original = raws[str(dup)]
                text = _display_text(original)
                display_name = original.get("name")
            else:
                merged = sources[code]
                text = _display_text(rec)
                display_name = rec.get("name")
            for key in ("name", "type_code"):
                if not isinstance(merged.get(key), str) or not merged[key].strip():
                    raise FieldError(key, f"missing or not text ({merged.get(key)!r})")
            facts = facts_record(merged, front_of.get(code) if merged.get("hidden") else None, strict=True)
            checked_facts(facts)
            if not isinstance(display_name, (str, type(None))) or len(str(display_name or "")) > 200:
                raise FieldError("name", "expected text of at most 200 characters")
        except FieldError as e:
            problem(r, e.field if e.field != "?" else None, e.problem)
            continue
        for key in set(merged) - set(_FIELDS) - _DROPPED - _API_FIELDS:
            unknown_fields.setdefault(key, []).append(code)
        name = display_name if isinstance(display_name, str) and display_name else str(facts["name"])
        result.cards[code] = ConvertedCard(facts, name, text)

    if left_out and not result.cards and not problems:  # nothing would be imported: say why, as a refusal
        problems = [DataProblem(r.source, r.label, "duplicate_of",
                                f"a reprint of {missing}, which is neither in this data nor imported")
                    for r, _code, missing in left_out]
    if problems:
        raise CardDataError(problems)
    if left_out:
        shown = ", ".join(f"{code} (of {missing})" for _r, code, missing in left_out[:10])
        more = f" and {len(left_out) - 10} more" if len(left_out) > 10 else ""
        result.warnings.append(f"left out {len(left_out)} reprint(s) of cards neither in this data nor imported: "
                               f"{shown}{more}; import the packs that hold the originals to add them")
    for key, codes in sorted(unknown_fields.items()):
        shown = ", ".join(sorted(codes)[:5]) + (", ..." if len(codes) > 5 else "")
        result.warnings.append(f"MarvelCDB field {key!r} has no fact field and was left out ({len(codes)} "
                               f"card(s): {shown}); the engine does not know this modifier")
    for code, card in sorted(result.cards.items()):
        back = card.facts.get("back_link")
        if back and back not in result.cards and back not in known:
            result.warnings.append(f"{code}: its back face {back} is not in the data")
    return result


def _chain_end(code: str, raws: Mapping[str, dict[str, Any]]) -> str | None:
    """Where a reprint chain leaves ``raws`` (the first original not in them), or None for a loop."""
    seen = {code}
    at = raws[code].get("duplicate_of")
    while isinstance(at, str) and at in raws:
        if at in seen:
            return None
        seen.add(at)
        at = raws[at].get("duplicate_of")
    return at if isinstance(at, str) else None


def _stub_from_known(stub: dict[str, Any], original: CardFacts, front_link: str | None) -> dict[str, Any]:
    """A reprint stub's facts from its original's facts (the original was imported earlier or is built in)."""
    facts = facts_to_record(original)
    facts.pop("back_link", None)
    facts.pop("front_link", None)
    for key in _STUB_OWN:
        if key in stub:
            value = _check_type(key, stub[key], str(stub["code"]), strict=True)
            if value is MISSING:
                facts.pop(key, None)
            else:
                facts[key] = value
    facts["duplicate_of"] = stub["duplicate_of"]
    if front_link and facts.get("hidden"):
        facts["front_link"] = front_link
    out = {name: facts[name] for name in _FIELDS if name in facts and facts[name] != _default(name)}
    facts_from_dict(out)
    return out


@dataclass
class ImportSummary:
    path: Path
    """The user's card store that was written."""
    files: list[str]
    imported: int
    new: int
    replaced: int
    builtin: int
    """Imported cards that are also built in (the built-in facts and scripts keep being used for those)."""
    total: int
    """Cards in the store after the import."""
    warnings: list[str]


def import_cards(source: Path | str) -> ImportSummary:
    """Import MarvelCDB card data (a folder or a JSON file) into the user's data folder.

    Everything is read and checked first; the store (``<data>/cards/imported.json``) is then replaced in one
    atomic write, so an import either completes or changes nothing.
    """
    from ..games.champions.cards.database import default_database
    from . import userdata

    existing = userdata.load_imported_or_set_aside()
    builtin = default_database().facts
    known: dict[str, CardFacts] = {code: facts_from_dict(c.facts) for code, c in existing.items()}
    known.update(builtin)

    def text_of(code: str) -> str | None:
        card = existing.get(code)
        return card.text if card else None

    conversion = convert(read_records(Path(source)), known, text_of)
    merged = dict(existing)
    new = replaced = 0
    for code, card in conversion.cards.items():
        if code in merged:
            replaced += 1
        else:
            new += 1
        merged[code] = userdata.ImportedCard(facts=card.facts, name=card.name, text=card.text)
    path = userdata.save_imported(merged)
    return ImportSummary(
        path=path,
        files=conversion.files,
        imported=len(conversion.cards),
        new=new,
        replaced=replaced,
        builtin=sum(1 for code in conversion.cards if code in builtin),
        total=len(merged),
        warnings=conversion.warnings,
    )

"""Deck files: reading MarvelCDB decklists and plain text lists, checking them, keeping them.

Formats read (:func:`read_deck`):

* MarvelCDB decklist JSON (what ``https://marvelcdb.com/api/public/decklist/<id>`` serves, and a deck's JSON
  download): ``hero_code`` (or ``investigator_code``) is the identity, ``slots`` maps card codes to copies,
  ``name`` is the deck's name and ``meta`` (a JSON string) may name the ``aspect`` (and ``aspect2``).
  mcdesk's own saved decks (``"format": "mcdesk-deck"``) read the same way.
* A plain text list, one card a line: ``3x Card Name (core)``, ``3 Card Name``, ``2x 01005`` or
  ``1 Card Name [01002]``; the identity on a line of its own (``Spider-Man (core)`` or ``01001a``). The
  parenthesis is a pack code (or a subtitle: ``Black Cat (Felicia Hardy)``). Blank lines, ``#``/``//``
  comments, section headers (``Allies (12):``, ``Packs: ...``) and a first line that is the deck's title are
  skipped.

The identity's own obligation and nemesis cards, and its identity card, are set aside by setup rather than
shuffled into the deck; a list that includes them has them left out (with a note). Unknown codes and names
are listed together; then the deck-building rules are checked (:mod:`mcdesk.games.champions.cards.deckbuilding`).
:func:`import_deck` keeps a deck only when it is fully valid, in ``<data>/decks/<name>.json``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from ..games.champions.cards.deckbuilding import (
    ASPECTS,
    IDENTITY_TYPES,
    MAX_CARDS,
    PLAYER_CARD_TYPES,
    DeckProblem,
    describe,
    validate_deck,
)
from ..games.champions.cards.facts import CardFacts
from ..games.champions.engine.database import CardDatabase
from . import safejson, userdata
from .safejson import printable

DECK_FORMAT = "mcdesk-deck"
DECK_VERSION = 1
MAX_DECK_BYTES = 1024 * 1024
"""Largest deck file read (a 50-card list is a few kilobytes)."""
MAX_LISTED = 4 * MAX_CARDS
"""Most card copies a deck file may list (its deck, plus the identity's own cards that setup sets aside)."""
MAX_NAME = 100
"""Longest deck name kept."""
WINDOWS_RESERVED = frozenset(
    ["con", "prn", "aux", "nul"] + [f"com{i}" for i in range(10)] + [f"lpt{i}" for i in range(10)]
    + ["com\u00b9", "com\u00b2", "com\u00b3", "lpt\u00b9", "lpt\u00b2", "lpt\u00b3"]
)
"""File names Windows reserves for devices (whatever the extension)."""


class DeckError(ValueError):
    """A deck that cannot be read, is not valid, or cannot be kept. ``problems`` lists every problem; the
    message names the file and lists the first :attr:`MAX_SHOWN` of them. Nothing was written."""

    MAX_SHOWN = 20

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        shown = [printable(p) for p in problems[: self.MAX_SHOWN]]
        if len(problems) > self.MAX_SHOWN:
            shown.append(f"... and {len(problems) - self.MAX_SHOWN:,} more")
        listed = "\n".join(f"  - {p}" for p in shown)
        super().__init__(f"{printable(source)}: " + ("; ".join(shown) if len(problems) <= 1
                                                     else f"{len(problems):,} problems:\n{listed}"))


@dataclass
class ParsedDeck:
    source: str
    identity: str
    codes: list[str]
    """One entry per copy."""
    name: str | None = None
    aspects: list[str] | None = None
    notes: list[str] = field(default_factory=list)

    def slots(self) -> dict[str, int]:
        return dict(sorted(Counter(self.codes).items()))


@dataclass(frozen=True)
class SavedDeck:
    name: str
    identity: str
    cards: dict[str, int]
    path: Path
    aspects: tuple[str, ...] = ()

    def codes(self) -> tuple[str, ...]:
        return tuple(code for code, n in self.cards.items() for _ in range(n))


# == reading ===========================================================================================
def read_deck(path: Path | str, db: CardDatabase | None = None) -> ParsedDeck:
    """Read a deck file (MarvelCDB JSON, mcdesk JSON or a text list) and resolve every card against ``db``
    (default: built-in plus imported cards). Raises :class:`DeckError` listing every unreadable line, unknown
    code and unknown name; does not check the deck-building rules."""
    db = db or userdata.load_user_database()
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError:
        size = 0
    if size > MAX_DECK_BYTES:
        raise DeckError(str(p), [f"too large to be a deck ({size:,} bytes; a deck file is at most "
                                 f"{MAX_DECK_BYTES:,})"])
    try:
        text = safejson.read_text(p, encoding="utf-8-sig")
    except safejson.JsonFileError as e:
        raise DeckError(str(p), [e.problem]) from None
    if not text.strip():
        raise DeckError(str(p), ["the file is empty"])
    if text.lstrip().startswith(("{", "[", '"')) or text.strip() in ("null", "true", "false"):
        deck = _read_json_deck(str(p), text, db)
    else:
        deck = _read_text_deck(str(p), text, db)
    _leave_out_setup_cards(db, deck)
    return deck


def _read_json_deck(source: str, text: str, db: CardDatabase) -> ParsedDeck:
    try:
        data = safejson.loads(text, dict, "a deck object (a MarvelCDB decklist with hero_code and slots)")
    except safejson.JsonProblem as e:
        raise DeckError(source, [e.problem]) from None
    problems: list[str] = []
    if data.get("format") == DECK_FORMAT:
        identity, slots_key = data.get("identity"), "cards"
        identity_key = "identity"
    else:
        identity_key = "hero_code" if data.get("hero_code") is not None else "investigator_code"
        identity, slots_key = data.get(identity_key), "slots"
    if not isinstance(identity, str) or not identity:
        problems.append(f"field {identity_key!r}: missing or not a card code (the deck's identity)")
        identity = ""
    elif identity not in db.facts:
        problems.append(f"field {identity_key!r}: unknown identity code {_shown(identity)}")
    slots = data.get(slots_key)
    codes: list[str] = []
    unknown: list[str] = []
    if not isinstance(slots, dict):
        problems.append(f"field {slots_key!r}: missing or not an object of card codes and copies")
    else:
        counts: list[tuple[str, int]] = []
        for code, n in slots.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                problems.append(f"field {slots_key!r}, card {printable(code[:64])}: copies must be a whole number, "
                                f"got {_shown(n)}")
            elif n > MAX_CARDS:
                problems.append(f"field {slots_key!r}, card {printable(code[:64])}: {n:,} copies; a deck has at most "
                                f"{MAX_CARDS} cards and at most 3 copies of a card")
            elif code not in db.facts:
                unknown.append(code)
            else:
                counts.append((code, n))
        total = sum(n for _, n in counts)
        if total > MAX_LISTED:
            problems.append(f"field {slots_key!r}: {total:,} cards; a deck has at most {MAX_CARDS} cards")
        elif not problems:  # built only once every count is known to be sane
            for code, n in counts:
                codes += [code] * n
    if unknown:
        listed = ", ".join(printable(c[:64]) for c in sorted(unknown)[:20])
        more = f" and {len(unknown) - 20:,} more" if len(unknown) > 20 else ""
        problems.append(f"unknown card code(s) {listed}{more} (import their cards first: mcdesk cards import)")
    if problems:
        raise DeckError(source, problems)
    name = clean_name(data["name"]) if isinstance(data.get("name"), str) else None
    deck = ParsedDeck(source, identity, codes, name=name or None)
    deck.aspects = _aspects_from(data)
    return deck


def _aspects_from(data: dict[str, Any]) -> list[str] | None:
    if isinstance(data.get("aspects"), list):
        found = [a.lower() for a in data["aspects"] if isinstance(a, str) and a.lower() in ASPECTS]
        return found or None
    meta = data.get("meta")
    if isinstance(meta, str):
        try:
            meta = safejson.loads(meta) if meta.strip() else None
        except safejson.JsonProblem:
            return None
    if not isinstance(meta, dict):
        return None
    found = [str(meta[k]).lower() for k in ("aspect", "aspect2", "aspect3", "aspect4")
             if isinstance(meta.get(k), str) and str(meta[k]).lower() in ASPECTS]
    return found or None


_COUNT_LINE = re.compile(r"^(\d+)\s*[x\u00d7]?\s+(.+)$", re.I)
_BRACKET_CODE = re.compile(r"\[\s*([0-9A-Za-z][0-9A-Za-z_-]*)\s*\]")
_PAREN = re.compile(r"^(.*?)\s*\(([^()]*)\)\s*$")
_IDENTITY_LABEL = re.compile(r"^(?:hero|identity)\s*:\s*(\S.*)$", re.I)
_HEADER = re.compile(r"^[^()]*\(\d+\)\s*:?\s*$|:\s*$|^[\w\s/-]+:\s")


def _read_text_deck(source: str, text: str, db: CardDatabase) -> ParsedDeck:
    problems: list[str] = []
    identity: str | None = None
    title: str | None = None
    title_problem: str | None = None
    codes: list[str] = []
    first_content = True
    by_name = _names(db)
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        was_first, first_content = first_content, False
        m = _COUNT_LINE.match(line)
        if m:
            digits, what = m[1].lstrip("0") or "0", m[2].strip()
            found, err = resolve_card(db, what, by_name=by_name)
            if found is None:
                problems.append(f"line {lineno}: {err}")
                continue
            if found.type_code in IDENTITY_TYPES and identity is None:
                identity = found.code
                continue
            if len(digits) > 4 or int(digits) > MAX_CARDS:  # checked before any list is built
                shown = f"{digits[:12]}... ({len(digits)} digits)" if len(digits) > 12 else digits
                problems.append(f"line {lineno}: {shown} copies of {describe(found)}; a deck has at most "
                                f"{MAX_CARDS} cards and at most 3 copies of a card")
                continue
            n = int(digits)
            if len(codes) + n > MAX_LISTED:
                problems.append(f"line {lineno}: the deck lists more than {MAX_LISTED} cards; a deck has at most "
                                f"{MAX_CARDS} cards")
                continue
            codes += [found.code] * n
            continue
        labelled = _IDENTITY_LABEL.match(line)
        if labelled:
            line = labelled[1].strip()
        elif _HEADER.search(line):
            continue
        found, err = resolve_card(db, line, identities=True, by_name=by_name)
        if found is not None and found.type_code in IDENTITY_TYPES:
            if identity is None:
                identity = found.code
            elif identity != found.code:
                problems.append(f"line {lineno}: a second identity ({describe(found)}); a deck has one identity")
            continue
        if was_first:  # the deck's title
            title, title_problem = clean_name(line), err
            continue
        if found is not None:
            problems.append(f"line {lineno}: {describe(found)} has no number of copies (write e.g. '1x {line}')")
        else:
            problems.append(f"line {lineno}: {err}")
    if identity is None:
        hint = f" (the first line, {title!r}, was taken as the deck's title: {title_problem})" if title else ""
        problems.insert(0, "no identity: expected a line naming the hero, e.g. 'Spider-Man (core)' or "
                           f"'01001a'{hint}")
    if problems:
        raise DeckError(source, problems)
    assert identity is not None
    return ParsedDeck(source, identity, codes, name=title)


def _names(db: CardDatabase) -> dict[str, list[CardFacts]]:
    """The database's cards by lower-case name (so that a long list is resolved in one pass)."""
    out: dict[str, list[CardFacts]] = {}
    for f in db.facts.values():
        out.setdefault(f.name.lower(), []).append(f)
    return out


def _shown(value: object) -> str:
    """A value for a one-line message: short, quoted, control characters escaped."""
    text = repr(value)
    return printable(text if len(text) <= 60 else text[:57] + "...")


def clean_name(name: str) -> str:
    """A deck name as kept and shown: one line of printable text, at most :data:`MAX_NAME` characters."""
    text = "".join(c if c.isprintable() else " " for c in name)
    text = text.encode("utf-8", "replace").decode("utf-8")  # lone surrogates become "?"
    return " ".join(text.split())[:MAX_NAME].strip()


def resolve_card(db: CardDatabase, text: str, *, identities: bool = False,
                 by_name: dict[str, list[CardFacts]] | None = None) -> tuple[CardFacts | None, str]:
    """The card a deck line names: a code, ``Name``, ``Name (pack)``, ``Name (Subtitle)`` or ``Name [code]``.
    Returns (facts, "") or (None, why not). ``by_name`` is the database's name index, when the caller has it."""
    text = text.strip()
    m = _BRACKET_CODE.search(text)
    if m:
        code = m[1]
        return (db.facts[code], "") if code in db.facts else (None, f"unknown card code {_shown(code)}")
    if text in db.facts:
        return db.facts[text], ""
    if re.fullmatch(r"\d{5}[a-z]?", text):
        return None, f"unknown card code {_shown(text)}"
    name, qual = text, None
    pm = _PAREN.match(text)
    if pm:
        name, qual = pm[1].strip(), pm[2].strip()
    low = name.lower()
    if by_name is not None:
        candidates = list(by_name.get(low, ()))
    else:
        candidates = [f for f in db.facts.values() if f.name.lower() == low]
    if qual is not None:
        by_title = [f for f in candidates if (f.subname or "").lower() == qual.lower()]
        pack = qual.split(",")[0].strip().lower()
        by_pack = [f for f in candidates if f.pack_code.lower() == pack]
        if by_title:
            candidates = by_title
        elif by_pack:
            candidates = by_pack
        elif candidates:
            return None, f"no card named {_shown(name)} in pack {_shown(pack)} (packs with one: " \
                         f"{', '.join(sorted({f.pack_code for f in candidates}))})"
    if not candidates:
        return None, f"unknown card {_shown(text)}"
    visible = [f for f in candidates if not f.hidden] or candidates
    wanted = IDENTITY_TYPES if identities else PLAYER_CARD_TYPES
    preferred = [f for f in visible if f.type_code in wanted] or visible
    originals: dict[str, CardFacts] = {}
    for f in sorted(preferred, key=lambda f: (f.duplicate_of is not None, f.code)):
        originals.setdefault(f.duplicate_of or f.code, f)
    if len(originals) > 1:
        listed = ", ".join(describe(f) for f in originals.values())
        return None, f"{_shown(text)} matches several cards ({listed}); add the pack, e.g. '{name} (core)', or the code"
    return next(iter(originals.values())), ""


def _leave_out_setup_cards(db: CardDatabase, deck: ParsedDeck) -> None:
    """Leave out the identity's own identity cards, obligation and nemesis set: setup sets those aside."""
    ident = db.facts.get(deck.identity)
    if ident is None or not ident.set_code:
        return
    own = ident.set_code
    kept: list[str] = []
    dropped: Counter[str] = Counter()
    for code in deck.codes:
        f = db.facts.get(code)
        if f is not None and (
            (f.set_code == own and (f.type_code in IDENTITY_TYPES or f.type_code == "obligation"))
            or f.set_code == f"{own}_nemesis"
        ):
            dropped[code] += 1
        else:
            kept.append(code)
    if dropped:
        deck.codes = kept
        listed = ", ".join(describe(db.facts[c]) for c in sorted(dropped))
        deck.notes.append(f"left out {listed}: setup sets the identity's own identity, obligation and nemesis "
                          "cards aside; they are not part of the deck")


# == checking and keeping ==============================================================================
def check_deck(path: Path | str, db: CardDatabase | None = None) -> tuple[ParsedDeck, list[DeckProblem]]:
    """Read a deck file and check it against the deck-building rules."""
    db = db or userdata.load_user_database()
    deck = read_deck(path, db)
    return deck, validate_deck(db, deck.identity, deck.codes, aspects=deck.aspects)


def deck_filename(name: str) -> str:
    """A safe file name for a deck name: ``"Spidey: Justice!"`` -> ``spidey-justice.json``. Names are
    lower-cased (names differing only in case share a file, on every file system), and a name Windows
    reserves for a device (``CON``, ``NUL``, ``COM1`` ...) gets ``-deck`` added."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:80].strip("-")
    if not slug:
        raise ValueError(f"the deck name {_shown(name)} has no letters or digits to name its file with")
    if slug in WINDOWS_RESERVED:
        slug += "-deck"
    return f"{slug}.json"


def import_deck(path: Path | str, name: str | None = None, *, replace: bool = False,
                db: CardDatabase | None = None) -> SavedDeck:
    """Read, check and keep a deck in ``<data>/decks/<name>.json``. Raises :class:`DeckError` listing every
    problem (unknown cards, deck-building violations, a name already taken); nothing is written then."""
    db = db or userdata.load_user_database()
    deck, problems = check_deck(path, db)
    source = str(path)
    if problems:
        raise DeckError(source, [p.message for p in problems])
    deck_name = clean_name(name or deck.name or Path(path).stem)
    try:
        filename = deck_filename(deck_name)
    except ValueError as e:
        raise DeckError(source, [str(e)]) from None
    target = userdata.decks_dir() / filename
    if target.exists() and not replace:
        try:
            kept = load_deck_file(target).name
        except userdata.UserDataError:
            kept = deck_name
        same = "" if kept == deck_name else f" as {_shown(kept)} (names differing only in case share a file)"
        raise DeckError(source, [f"a deck named {_shown(deck_name)} is already kept{same} ({target}); choose "
                                 "another name or replace it"])
    ident = db.facts[deck.identity]
    identity = ident.front_link if ident.hidden and ident.front_link else ident.code
    data: dict[str, Any] = {"format": DECK_FORMAT, "version": DECK_VERSION, "name": deck_name,
                            "identity": identity, "cards": deck.slots(), "source": Path(path).name}
    if deck.aspects:
        data["aspects"] = deck.aspects
    userdata.atomic_write_text(target, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    return SavedDeck(deck_name, identity, deck.slots(), target, tuple(deck.aspects or ()))


class _KeptDeck(BaseModel):
    """A kept deck's file, as :func:`import_deck` writes it (with bounds)."""

    model_config = ConfigDict(extra="allow")

    format: Literal["mcdesk-deck"]
    name: Annotated[StrictStr, Field(max_length=4 * MAX_NAME)]
    identity: Annotated[StrictStr, Field(max_length=64)]
    cards: dict[Annotated[str, Field(max_length=64)], Annotated[StrictInt, Field(ge=0, le=MAX_CARDS)]] = Field(
        max_length=MAX_LISTED)
    aspects: list[Annotated[StrictStr, Field(max_length=32)]] = Field(default=[], max_length=4)


def load_deck_file(path: Path) -> SavedDeck:
    """A kept deck (as :func:`import_deck` writes it)."""
    data = userdata.read_json(path)
    if not isinstance(data, dict) or data.get("format") != DECK_FORMAT:
        raise userdata.UserDataError(path, f"not an mcdesk deck (expected \"format\": \"{DECK_FORMAT}\")")
    try:
        deck = _KeptDeck.model_validate(data)
    except ValidationError as e:
        err = e.errors()[0]
        where = ".".join(str(x) for x in err["loc"]) or "?"
        more = f" (and {len(e.errors()) - 1} more)" if len(e.errors()) > 1 else ""
        raise userdata.UserDataError(path, f"field {printable(where)!r}: {err['msg']}{more}") from None
    return SavedDeck(deck.name, deck.identity, dict(deck.cards), path, tuple(deck.aspects))


def list_decks() -> tuple[list[SavedDeck], list[str]]:
    """The kept decks, by name, and a problem line for each deck file that cannot be read."""
    folder = userdata.decks_dir()
    decks: list[SavedDeck] = []
    problems: list[str] = []
    if folder.is_dir():
        for path in sorted(folder.glob("*.json")):
            try:
                decks.append(load_deck_file(path))
            except userdata.UserDataError as e:
                problems.append(str(e))
    return sorted(decks, key=lambda d: d.name.lower()), problems


def load_deck(name: str) -> SavedDeck:
    """The kept deck called ``name``."""
    return load_deck_file(userdata.decks_dir() / deck_filename(name))

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
from typing import Any

from ..games.champions.cards.deckbuilding import (
    ASPECTS,
    IDENTITY_TYPES,
    PLAYER_CARD_TYPES,
    DeckProblem,
    describe,
    validate_deck,
)
from ..games.champions.cards.facts import CardFacts
from ..games.champions.engine.database import CardDatabase
from . import userdata

DECK_FORMAT = "mcdesk-deck"
DECK_VERSION = 1


class DeckError(ValueError):
    """A deck that cannot be read, is not valid, or cannot be kept. ``problems`` lists every problem; the
    message names the file. Nothing was written."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        listed = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"{source}: " + ("; ".join(problems) if len(problems) <= 1
                                          else f"{len(problems)} problems:\n{listed}"))


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
        text = p.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise DeckError(str(p), ["no such file"]) from None
    except IsADirectoryError:
        raise DeckError(str(p), ["is a folder, not a file"]) from None
    except UnicodeDecodeError:
        raise DeckError(str(p), ["not a text file (not UTF-8)"]) from None
    except OSError as e:
        raise DeckError(str(p), [f"cannot be read: {e.strerror or e}"]) from None
    if not text.strip():
        raise DeckError(str(p), ["the file is empty"])
    if text.lstrip().startswith(("{", "[")):
        deck = _read_json_deck(str(p), text, db)
    else:
        deck = _read_text_deck(str(p), text, db)
    _leave_out_setup_cards(db, deck)
    return deck


def _read_json_deck(source: str, text: str, db: CardDatabase) -> ParsedDeck:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DeckError(source, [f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})"]) from None
    if not isinstance(data, dict):
        raise DeckError(source, ["expected a deck object (a MarvelCDB decklist with hero_code and slots)"])
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
        problems.append(f"field {identity_key!r}: unknown identity code {identity!r}")
    slots = data.get(slots_key)
    codes: list[str] = []
    unknown: list[str] = []
    if not isinstance(slots, dict):
        problems.append(f"field {slots_key!r}: missing or not an object of card codes and copies")
    else:
        for code, n in slots.items():
            if isinstance(n, bool) or not isinstance(n, int) or n < 0:
                problems.append(f"field {slots_key!r}, card {code}: copies must be a whole number, got {n!r}")
                continue
            if code not in db.facts:
                unknown.append(code)
                continue
            codes += [code] * n
    if unknown:
        problems.append(f"unknown card code(s) {', '.join(sorted(unknown))} (import their cards first: "
                        "mcdesk cards import)")
    if problems:
        raise DeckError(source, problems)
    name = data.get("name") if isinstance(data.get("name"), str) else None
    deck = ParsedDeck(source, identity, codes, name=name or None)
    deck.aspects = _aspects_from(data)
    return deck


def _aspects_from(data: dict[str, Any]) -> list[str] | None:
    if isinstance(data.get("aspects"), list):
        found = [str(a).lower() for a in data["aspects"]]
        return found or None
    meta = data.get("meta")
    if isinstance(meta, str):
        try:
            meta = json.loads(meta) if meta.strip() else None
        except json.JSONDecodeError:
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
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        was_first, first_content = first_content, False
        m = _COUNT_LINE.match(line)
        if m:
            n, what = int(m[1]), m[2].strip()
            found, err = resolve_card(db, what)
            if found is None:
                problems.append(f"line {lineno}: {err}")
                continue
            if found.type_code in IDENTITY_TYPES and identity is None:
                identity = found.code
                continue
            codes += [found.code] * n
            continue
        labelled = _IDENTITY_LABEL.match(line)
        if labelled:
            line = labelled[1].strip()
        elif _HEADER.search(line):
            continue
        found, err = resolve_card(db, line, identities=True)
        if found is not None and found.type_code in IDENTITY_TYPES:
            if identity is None:
                identity = found.code
            elif identity != found.code:
                problems.append(f"line {lineno}: a second identity ({describe(found)}); a deck has one identity")
            continue
        if was_first:  # the deck's title
            title, title_problem = line, err
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


def resolve_card(db: CardDatabase, text: str, *, identities: bool = False) -> tuple[CardFacts | None, str]:
    """The card a deck line names: a code, ``Name``, ``Name (pack)``, ``Name (Subtitle)`` or ``Name [code]``.
    Returns (facts, "") or (None, why not)."""
    text = text.strip()
    m = _BRACKET_CODE.search(text)
    if m:
        code = m[1]
        return (db.facts[code], "") if code in db.facts else (None, f"unknown card code {code!r}")
    if text in db.facts:
        return db.facts[text], ""
    if re.fullmatch(r"\d{5}[a-z]?", text):
        return None, f"unknown card code {text!r}"
    name, qual = text, None
    pm = _PAREN.match(text)
    if pm:
        name, qual = pm[1].strip(), pm[2].strip()
    low = name.lower()
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
            return None, f"no card named {name!r} in pack {pack!r} (packs with one: " \
                         f"{', '.join(sorted({f.pack_code for f in candidates}))})"
    if not candidates:
        return None, f"unknown card {text!r}"
    visible = [f for f in candidates if not f.hidden] or candidates
    wanted = IDENTITY_TYPES if identities else PLAYER_CARD_TYPES
    preferred = [f for f in visible if f.type_code in wanted] or visible
    originals: dict[str, CardFacts] = {}
    for f in sorted(preferred, key=lambda f: (f.duplicate_of is not None, f.code)):
        originals.setdefault(f.duplicate_of or f.code, f)
    if len(originals) > 1:
        listed = ", ".join(describe(f) for f in originals.values())
        return None, f"{text!r} matches several cards ({listed}); add the pack, e.g. '{name} (core)', or the code"
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
    """A safe file name for a deck name: ``"Spidey: Justice!"`` -> ``spidey-justice.json``."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:80].strip("-")
    if not slug:
        raise ValueError(f"the deck name {name!r} has no letters or digits to name its file with")
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
    deck_name = (name or deck.name or Path(path).stem).strip()
    try:
        filename = deck_filename(deck_name)
    except ValueError as e:
        raise DeckError(source, [str(e)]) from None
    target = userdata.decks_dir() / filename
    if target.exists() and not replace:
        raise DeckError(source, [f"a deck named {deck_name!r} is already kept ({target}); choose another name "
                                 "or replace it"])
    ident = db.facts[deck.identity]
    identity = ident.front_link if ident.hidden and ident.front_link else ident.code
    data: dict[str, Any] = {"format": DECK_FORMAT, "version": DECK_VERSION, "name": deck_name,
                            "identity": identity, "cards": deck.slots(), "source": Path(path).name}
    if deck.aspects:
        data["aspects"] = deck.aspects
    userdata.atomic_write_text(target, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    return SavedDeck(deck_name, identity, deck.slots(), target, tuple(deck.aspects or ()))


def load_deck_file(path: Path) -> SavedDeck:
    """A kept deck (as :func:`import_deck` writes it)."""
    data = userdata.read_json(path)
    if not isinstance(data, dict) or data.get("format") != DECK_FORMAT:
        raise userdata.UserDataError(path, f"not an mcdesk deck (expected \"format\": \"{DECK_FORMAT}\")")
    name, identity, cards = data.get("name"), data.get("identity"), data.get("cards")
    if not isinstance(name, str) or not isinstance(identity, str):
        raise userdata.UserDataError(path, "fields 'name' and 'identity' must be text")
    if not isinstance(cards, dict) or not all(
        isinstance(c, str) and isinstance(n, int) and not isinstance(n, bool) and n >= 0 for c, n in cards.items()
    ):
        raise userdata.UserDataError(path, "field 'cards' must map card codes to numbers of copies")
    aspects = data.get("aspects")
    return SavedDeck(name, identity, dict(cards), path,
                     tuple(str(a) for a in aspects) if isinstance(aspects, list) else ())


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

"""The user's data folder: imported card data and saved decks.

Where it is: the environment variable ``MCDESK_DATA_DIR`` when set (tests always set it), otherwise the
platform's per-user data folder: ``$XDG_DATA_HOME/mcdesk`` or ``~/.local/share/mcdesk`` on Linux,
``~/Library/Application Support/mcdesk`` on macOS and ``%APPDATA%\\mcdesk`` on Windows.

What is in it::

    cards/imported.json   cards imported from MarvelCDB (mcdesk cards import): facts, name and official text
    decks/<name>.json     decks imported with mcdesk deck import

Official card text lives only here, never in the repository: the built-in cards' text is generated from
their scripts, and an imported card without a script is played by its facts (stats and keywords) with its
official text shown so the players can resolve the rest by hand (:func:`imported_text`).

Every file is written atomically (a temporary file in the same folder, then ``os.replace``), so a crash
never leaves a half-written file. Everything that goes wrong reading a file raises :class:`UserDataError`,
naming the file.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, StrictStr, ValidationError

from ..games.champions.cards.facts import CardFacts, facts_from_dict
from ..games.champions.engine.database import CardDatabase
from . import marvelcdb, safejson
from .files import atomic_write_text

ENV_VAR = "MCDESK_DATA_DIR"
CARDS_FORMAT = "mcdesk-imported-cards"
CARDS_VERSION = 1
MAX_TEXT = 20_000
"""Longest official text kept for one card."""


class UserDataError(ValueError):
    """A file in the user's data folder that cannot be read or written. The message names the file."""

    def __init__(self, path: Path | str, problem: str, *, damaged: bool = True) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = Path(path)
        self.problem = problem
        self.damaged = damaged
        """True when the file was read and its content is wrong (False: it could not be read at all)."""


# == where =============================================================================================
def data_dir() -> Path:
    """The user's data folder (not created here)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        base = Path(appdata) if appdata else home / "AppData" / "Roaming"
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME")
        base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / "mcdesk"


def cards_file() -> Path:
    return data_dir() / "cards" / "imported.json"


def decks_dir() -> Path:
    return data_dir() / "decks"


# == reading ===========================================================================================
def read_json(path: Path) -> Any:
    """A JSON file's content; :class:`UserDataError` naming the file when it cannot be read (see
    :mod:`mcdesk.io.safejson` for what is refused)."""
    try:
        return safejson.read(path)
    except safejson.JsonFileError as e:
        problem = e.problem
        if problem.startswith("not valid JSON"):
            problem = problem.replace("the file is damaged or truncated", "the file is damaged")
        unreadable = problem.startswith(("cannot be read", "no such file"))
        raise UserDataError(path, problem, damaged=not unreadable) from None


# == imported cards ====================================================================================
@dataclass(frozen=True)
class ImportedCard:
    facts: dict[str, Any]
    """The project's JSON form of the card's facts (see :func:`mcdesk.games.champions.cards.facts.facts_from_dict`)."""
    name: str
    text: str | None
    """The official card text as MarvelCDB writes it (HTML-ish; see :func:`plain_text`)."""


_cache: dict[str, tuple[tuple[int, int], dict[str, ImportedCard]]] = {}


def load_imported(path: Path | None = None) -> dict[str, ImportedCard]:
    """The imported cards by code (empty when nothing was imported). Checked: a damaged store raises
    :class:`UserDataError` naming the file and the card."""
    path = path or cards_file()
    try:
        st = path.stat()
    except FileNotFoundError:
        return {}
    except OSError as e:
        raise UserDataError(path, f"cannot be read: {e.strerror or e}", damaged=False) from None
    key = (st.st_mtime_ns, st.st_size)
    hit = _cache.get(str(path))
    if hit and hit[0] == key:
        return dict(hit[1])
    cards = _parse_store(path, read_json(path))
    _cache[str(path)] = (key, cards)
    return dict(cards)


class _StoredCard(BaseModel):
    model_config = ConfigDict(extra="forbid")

    facts: dict[str, Any]
    name: Annotated[StrictStr, Field(max_length=200)]
    text: Annotated[StrictStr, Field(max_length=MAX_TEXT)] | None = None


def _parse_store(path: Path, data: Any) -> dict[str, ImportedCard]:
    if not isinstance(data, dict) or data.get("format") != CARDS_FORMAT:
        raise UserDataError(path, f"not an mcdesk card store (expected \"format\": \"{CARDS_FORMAT}\")")
    if data.get("version") != CARDS_VERSION:
        raise UserDataError(path, f"card store version {safejson.printable(repr(data.get('version')))[:40]} is not "
                                  f"supported (this mcdesk reads version {CARDS_VERSION}); import the cards again")
    raw = data.get("cards")
    if not isinstance(raw, dict):
        raise UserDataError(path, "\"cards\" must be an object of cards by code")
    out: dict[str, ImportedCard] = {}
    for code, entry in raw.items():
        shown = safejson.printable(code[:40])
        if not isinstance(entry, dict):
            raise UserDataError(path, f"card {shown}: expected an object")
        try:
            card = _StoredCard.model_validate(entry)
        except ValidationError as e:
            err = e.errors()[0]
            where = ".".join(str(x) for x in err["loc"]) or "?"
            raise UserDataError(path, f"card {shown}: field {where!r}: {err['msg']}") from None
        if card.facts.get("code") != code:
            raise UserDataError(path, f"card {shown}: field 'facts' must be the card's facts with code {shown}")
        try:
            marvelcdb.checked_facts(card.facts)
        except marvelcdb.FieldError as e:
            raise UserDataError(path, f"card {shown}: field 'facts': {e}") from None
        out[code] = ImportedCard(facts=card.facts, name=card.name, text=card.text)
    return out


_notices: list[str] = []
_set_aside_failed: dict[str, tuple[int, int]] = {}


def take_notices() -> list[str]:
    """What happened to the user's data that the user must be told once (a damaged card store set aside),
    oldest first; each is returned once."""
    out = list(_notices)
    _notices.clear()
    return out


def load_imported_or_set_aside(path: Path | None = None) -> dict[str, ImportedCard]:
    """The imported cards, as :func:`load_imported`; but a damaged store is renamed aside (never deleted) and
    reported once (:func:`take_notices`), and the built-in cards go on working without it."""
    path = path or cards_file()
    try:
        return load_imported(path)
    except UserDataError as e:
        try:
            st = path.stat()
            key = (st.st_mtime_ns, st.st_size)
        except OSError:
            key = (0, 0)
        if _set_aside_failed.get(str(path)) == key:  # reported already
            return {}
        if not e.damaged:  # it could not be read (permissions): leave it where it is
            _set_aside_failed[str(path)] = key
            _notices.append(f"{e}; the imported cards are not used")
            return {}
        aside = _aside_name(path)
        try:
            os.replace(path, aside)
        except OSError as why:
            _set_aside_failed[str(path)] = key
            _notices.append(f"{e}; the imported cards are not used (it could not be set aside: "
                            f"{why.strerror or why})")
            return {}
        _cache.pop(str(path), None)
        _notices.append(f"{e}; it was set aside as {aside.name} and the built-in cards are used without it "
                        "(import the cards again: mcdesk cards import)")
        return {}


def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 1000):
        aside = path.with_name(f"{path.name}.damaged-{stamp}" + (f"-{n}" if n > 1 else ""))
        if not aside.exists():
            return aside
    return path.with_name(f"{path.name}.damaged-{stamp}-{os.getpid()}")


def save_imported(cards: dict[str, ImportedCard], path: Path | None = None) -> Path:
    """Replace the card store with ``cards`` (one atomic write)."""
    path = path or cards_file()
    lines = [
        f"{json.dumps(code)}: " + json.dumps({"facts": c.facts, "name": c.name, "text": c.text}, ensure_ascii=False)
        for code, c in sorted(cards.items())
    ]
    head = json.dumps({"format": CARDS_FORMAT, "version": CARDS_VERSION})[:-1]
    text = head + ', "cards": {\n' + ",\n".join(lines) + "\n}}\n"  # one card a line
    json.loads(text)  # never write what cannot be read back
    atomic_write_text(path, text)
    _cache.pop(str(path), None)
    return path


def imported_facts() -> dict[str, CardFacts]:
    """The imported cards' facts (none when the store is damaged: it is then set aside and reported)."""
    return {code: facts_from_dict(c.facts) for code, c in load_imported_or_set_aside().items()}


def load_user_database() -> CardDatabase:
    """The built-in database plus the user's imported cards. For a code that is built in, the built-in facts
    and script win; an imported reprint (``duplicate_of``) of a scripted card plays by that script; any other
    imported card is played by its facts alone."""
    from ..games.champions.cards.database import default_database

    builtin = default_database()
    facts = imported_facts()
    facts.update(builtin.facts)
    scripts = dict(builtin.scripts)
    for code, f in facts.items():  # a reprint plays by its original's script
        if code not in scripts and f.duplicate_of and f.duplicate_of in builtin.scripts:
            scripts[code] = dataclasses.replace(builtin.scripts[f.duplicate_of], code=code)
    manual: dict[str, str] = {}
    imported = load_imported_or_set_aside()
    for code, card in imported.items():  # keyword-only text needs no hand: the engine enforces keywords
        if code not in scripts and card.text and not marvelcdb.is_keyword_only(card.text):
            manual[code] = plain_text(card.text)
    # A copy of the same kind: Civil War custom scenarios (``cw:...`` keys) are still built when first named.
    scenarios = type(builtin.scenarios)(builtin.scenarios)
    return CardDatabase(facts=facts, scripts=scripts, scenarios=scenarios, manual_text=manual)


_TAGS = re.compile(r"<[^>]*>")


def plain_text(text: str) -> str:
    """MarvelCDB's HTML-ish card text as plain text: the boost line break kept, tags dropped, game icons
    left as ``[energy]``, trait references ``[[Aerial]]`` as ``Aerial``."""
    s = re.sub(r"<hr\s*/?>", "\n", text, flags=re.I)
    s = re.sub(r"<br\s*/?>", "\n", s, flags=re.I)
    s = _TAGS.sub("", s)
    s = re.sub(r"\[\[([^\]]+)\]\]", r"\1", s)
    return "\n".join(line.strip() for line in s.splitlines()).strip()


def imported_text(code: str) -> str | None:
    """The official text of an imported card as plain text (for showing it with a "resolve this by hand"
    prompt), or None when the card was not imported or has no text."""
    card = load_imported_or_set_aside().get(code)
    if card is None or not card.text:
        return None
    return plain_text(card.text)


def imported_name(code: str) -> str | None:
    card = load_imported_or_set_aside().get(code)
    return card.name if card else None

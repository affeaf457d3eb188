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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..games.champions.cards.facts import CardFacts, facts_from_dict
from ..games.champions.engine.database import CardDatabase
from . import marvelcdb
from .files import atomic_write_text

ENV_VAR = "MCDESK_DATA_DIR"
CARDS_FORMAT = "mcdesk-imported-cards"
CARDS_VERSION = 1


class UserDataError(ValueError):
    """A file in the user's data folder that cannot be read or written. The message names the file."""

    def __init__(self, path: Path | str, problem: str) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = Path(path)
        self.problem = problem


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


# == writing ===========================================================================================
def read_json(path: Path) -> Any:
    """A JSON file's content; :class:`UserDataError` naming the file when it cannot be read."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserDataError(path, "no such file") from None
    except IsADirectoryError:
        raise UserDataError(path, "is a folder, not a file") from None
    except UnicodeDecodeError:
        raise UserDataError(path, "not a text file (not UTF-8)") from None
    except OSError as e:
        raise UserDataError(path, f"cannot be read: {e.strerror or e}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise UserDataError(path, f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}); the file is "
                                  "damaged: fix it, or delete it and import again") from None


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
        raise UserDataError(path, f"cannot be read: {e.strerror or e}") from None
    key = (st.st_mtime_ns, st.st_size)
    hit = _cache.get(str(path))
    if hit and hit[0] == key:
        return dict(hit[1])
    cards = _parse_store(path, read_json(path))
    _cache[str(path)] = (key, cards)
    return dict(cards)


def _parse_store(path: Path, data: Any) -> dict[str, ImportedCard]:
    if not isinstance(data, dict) or data.get("format") != CARDS_FORMAT:
        raise UserDataError(path, f"not an mcdesk card store (expected \"format\": \"{CARDS_FORMAT}\")")
    if data.get("version") != CARDS_VERSION:
        raise UserDataError(path, f"card store version {data.get('version')!r} is not supported (this mcdesk "
                                  f"reads version {CARDS_VERSION}); import the cards again")
    raw = data.get("cards")
    if not isinstance(raw, dict):
        raise UserDataError(path, "\"cards\" must be an object of cards by code")
    out: dict[str, ImportedCard] = {}
    for code, entry in raw.items():
        if not isinstance(entry, dict):
            raise UserDataError(path, f"card {code}: expected an object")
        facts, name, text = entry.get("facts"), entry.get("name"), entry.get("text")
        if not isinstance(facts, dict) or facts.get("code") != code:
            raise UserDataError(path, f"card {code}: field 'facts' must be the card's facts with code {code}")
        if not isinstance(name, str) or (text is not None and not isinstance(text, str)):
            raise UserDataError(path, f"card {code}: field 'name' must be text and 'text' text or null")
        try:
            facts_from_dict(facts)
        except (TypeError, ValueError) as e:
            raise UserDataError(path, f"card {code}: field 'facts': {e}") from None
        out[code] = ImportedCard(facts=facts, name=name, text=text)
    return out


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
    return {code: facts_from_dict(c.facts) for code, c in load_imported().items()}


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
    try:
        imported = load_imported()
    except UserDataError:
        imported = {}
    for code, card in imported.items():  # keyword-only text needs no hand: the engine enforces keywords
        if code not in scripts and card.text and not marvelcdb.is_keyword_only(card.text):
            manual[code] = plain_text(card.text)
    return CardDatabase(facts=facts, scripts=scripts, scenarios=dict(builtin.scenarios), manual_text=manual)


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
    try:
        card = load_imported().get(code)
    except UserDataError:
        return None
    if card is None or not card.text:
        return None
    return plain_text(card.text)


def imported_name(code: str) -> str | None:
    try:
        card = load_imported().get(code)
    except UserDataError:
        return None
    return card.name if card else None

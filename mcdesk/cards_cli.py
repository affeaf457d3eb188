"""The ``mcdesk cards`` and ``mcdesk deck`` subcommands.

Wiring (in ``mcdesk/cli.py``)::

    sub = parser.add_subparsers(dest="command", ...)
    cards_cli.add_subcommands(sub)
    ...
    args = parser.parse_args(argv)
    if hasattr(args, "handler"):
        return args.handler(args)

Each handler returns the exit code: 0 done, 1 failed (a message on stderr says why; nothing was written).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

EXIT_OK = 0
EXIT_FAILED = 1


def add_subcommands(subparsers: Any) -> None:
    """Register ``cards`` (coverage, import) and ``deck`` (validate, import, list) on ``subparsers`` (the
    object ``ArgumentParser.add_subparsers`` returned)."""
    cards = subparsers.add_parser(
        "cards", help="card data: import MarvelCDB cards, show how much of each pack is supported",
        description="Card data. Imported cards live in your data folder (MCDESK_DATA_DIR, or the platform's "
                    "user data folder).")
    csub = cards.add_subparsers(dest="cards_command", metavar="ACTION", title="actions", required=True)

    cov = csub.add_parser(
        "coverage", help="per pack: cards scripted and tested, played by facts alone, not supported",
        description="Print per pack how many cards are scripted and tested, scripted with no test found, "
                    "played by their facts alone (stats and keywords), or not supported; then list the "
                    "core set's gaps by code and name.")
    cov.add_argument("--data", type=Path, metavar="DIR",
                     help="MarvelCDB data (a folder with pack/*.json, or a cards JSON file): which cards each pack "
                          "has and their text (default: the built-in and imported cards)")
    cov.add_argument("--pack", action="append", metavar="PACK",
                     help="only this pack (repeatable); its gaps are listed too")
    cov.set_defaults(handler=cmd_cards_coverage)

    imp = csub.add_parser(
        "import", help="import MarvelCDB card data into your data folder",
        description="Import MarvelCDB card data: a folder laid out like the MarvelCDB data repository "
                    "(pack/*.json) or a JSON array of cards as MarvelCDB's public API serves it. Everything is "
                    "checked first; a bad record is reported by file, record and field and nothing is written. "
                    "Imported cards without a script are played by their stats and keywords; their official "
                    "text is kept only in your data folder.")
    imp.add_argument("source", metavar="DIR_OR_JSON", type=Path, help="MarvelCDB folder or JSON file")
    imp.add_argument("--verbose", "-v", action="store_true", help="print every warning")
    imp.set_defaults(handler=cmd_cards_import)

    deck = subparsers.add_parser(
        "deck", help="check, import and list decks",
        description="Decks: MarvelCDB decklist JSON (hero_code and slots) or a text list ('3x Card Name (core)' "
                    "lines and the identity on a line of its own).")
    dsub = deck.add_subparsers(dest="deck_command", metavar="ACTION", title="actions", required=True)

    val = dsub.add_parser("validate", help="check a deck file against the deck-building rules",
                          description="Check a deck file against the deck-building rules (Rules Reference, "
                                      "Appendix I) and list every problem. Exits 1 when there is any.")
    val.add_argument("file", metavar="FILE", type=Path, help="the deck file")
    val.set_defaults(handler=cmd_deck_validate)

    dimp = dsub.add_parser("import", help="check a deck file and keep it in your data folder",
                           description="Check a deck file and, when it is valid, keep it in your data folder "
                                       "(decks/<name>.json). Nothing is written when it is not.")
    dimp.add_argument("file", metavar="FILE", type=Path, help="the deck file")
    dimp.add_argument("--name", metavar="NAME",
                      help="the deck's name (default: its name in the file, or the file name)")
    dimp.add_argument("--replace", action="store_true", help="replace a kept deck of the same name")
    dimp.set_defaults(handler=cmd_deck_import)

    lst = dsub.add_parser("list", help="list the built-in and the kept decks",
                          description="List the built-in decks and the decks kept in your data folder.")
    lst.set_defaults(handler=cmd_deck_list)


def run(args: argparse.Namespace) -> int:
    handler = getattr(args, "handler", None)
    if handler is None:
        print("mcdesk: no action given", file=sys.stderr)
        return EXIT_FAILED
    result: int = handler(args)
    return result


def _error(command: str, message: str) -> int:
    print(f"mcdesk {command}: {_safe(message)}", file=sys.stderr)
    return EXIT_FAILED


def _safe(text: object) -> str:
    """Text for the terminal: each line with its control characters (escape sequences) and lone surrogates
    shown escaped, so that a name in a file cannot drive the terminal."""
    from .io.safejson import printable

    return "\n".join(printable(line) for line in str(text).split("\n"))


# == cards =============================================================================================
def cmd_cards_coverage(args: argparse.Namespace) -> int:
    from .games.champions.cards import coverage
    from .io.marvelcdb import CardDataError
    from .io.userdata import UserDataError

    try:
        text, _ = coverage.run(args.data, args.pack)
    except (CardDataError, UserDataError) as e:
        return _error("cards coverage", str(e))
    print(text)
    return EXIT_OK


def cmd_cards_import(args: argparse.Namespace) -> int:
    from .io.marvelcdb import CardDataError, import_cards
    from .io.userdata import UserDataError

    try:
        summary = import_cards(args.source)
    except CardDataError as e:
        if len(e.problems) == 1:
            return _error("cards import", f"nothing was imported: {e}")
        return _error("cards import", f"nothing was imported, {len(e.problems):,} problems:\n{e}")
    except (UserDataError, OSError) as e:
        return _error("cards import", f"nothing was imported: {e}")
    print(f"imported {summary.imported} cards from {len(summary.files)} file(s): {summary.new} new, "
          f"{summary.replaced} replaced ({summary.builtin} of them are built in: their built-in facts and "
          f"scripts stay in use)")
    print(f"{summary.total} imported cards in {_safe(summary.path)}")
    if summary.warnings:
        shown = summary.warnings if args.verbose else summary.warnings[:5]
        for w in shown:
            print(f"warning: {_safe(w)}", file=sys.stderr)
        if len(shown) < len(summary.warnings):
            print(f"... {len(summary.warnings) - len(shown)} more warnings (--verbose shows them)", file=sys.stderr)
    return EXIT_OK


# == deck ==============================================================================================
def cmd_deck_validate(args: argparse.Namespace) -> int:
    from .io.decks import DeckError, check_deck
    from .io.userdata import UserDataError, load_user_database

    try:
        db = load_user_database()
        deck, problems = check_deck(args.file, db)
    except (DeckError, UserDataError) as e:
        return _error("deck validate", str(e))
    ident = db.facts[deck.identity]
    for note in deck.notes:
        print(_safe(f"note: {note}"))
    if problems:
        print(_safe(f"{args.file}: {ident.name} deck of {len(deck.codes)} cards: {len(problems)} problem(s)"))
        for p in problems:
            print(_safe(f"  - {p.message}"))
        return EXIT_FAILED
    print(_safe(f"{args.file}: valid {ident.name} deck of {len(deck.codes)} cards"))
    return EXIT_OK


def cmd_deck_import(args: argparse.Namespace) -> int:
    from .io.decks import DeckError, import_deck
    from .io.userdata import UserDataError

    try:
        saved = import_deck(args.file, args.name, replace=args.replace)
    except (DeckError, UserDataError, OSError) as e:
        return _error("deck import", f"nothing was kept: {e}")
    print(_safe(f"kept deck {saved.name!r} ({sum(saved.cards.values())} cards) in {saved.path}"))
    return EXIT_OK


def cmd_deck_list(args: argparse.Namespace) -> int:
    from .games.champions.cards.decks import BUILTIN_DECKS
    from .io.decks import list_decks
    from .io.userdata import UserDataError, load_user_database

    try:
        db = load_user_database()
    except UserDataError as e:
        return _error("deck list", str(e))

    def hero(code: str) -> str:
        f = db.facts.get(code)
        return f.name if f else f"unknown identity {code}"

    print("built-in decks:")
    for d in BUILTIN_DECKS.values():
        print(f"  {d.key:<28} {d.name} ({len(d.codes())} cards)")
    decks, problems = list_decks()
    print("your decks:" if decks else "your decks: none (mcdesk deck import FILE keeps one)")
    for saved in decks:
        print(_safe(f"  {_safe(saved.name):<28} {hero(saved.identity)} ({sum(saved.cards.values())} cards)  "
                    f"{saved.path.name}"))
    for p in problems:
        print(f"warning: {_safe(p)}", file=sys.stderr)
    return EXIT_OK

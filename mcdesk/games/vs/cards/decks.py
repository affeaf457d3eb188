"""Decks: the deck building rules, a plain-text and a JSON format, and the rulebook's four first decks.

Rulebook (Deck Building Rules): a main character and exactly 60 cards; at most four copies of a card (its
``limit``); supporting characters, plot twists and locations only.

Plain text: one entry per line, ``<count> <card name or code>``; the main character's line is
``Main: <name or code>``; blank lines and lines starting with ``#`` are ignored. JSON:
``{"main": "<code>", "cards": {"<code>": <count>, ...}}``.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache

from mcdesk.core.names import bounded_name

from .facts import MAIN, all_facts, name_key

DECK_SIZE = 60
MAX_DECK_NAME = 100


class DeckError(ValueError):
    """A deck list that can't be read (names what is wrong)."""


@dataclass(frozen=True)
class Deck:
    main: str
    cards: tuple[str, ...]
    name: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "name", bounded_name(str(self.name), MAX_DECK_NAME))  # shown in the window

    def counts(self) -> dict[str, int]:
        return dict(Counter(self.cards))


MAX_TEXT = 64_000
"""Characters in a deck list, text or JSON: a 60-card deck written one card a line with comments fits many
times over; a longer text is refused before it is read."""


@cache
def _by_name(main: bool) -> dict[str, str]:
    """Card codes by :func:`name_key` of their names (the first card of a name wins), so that reading a deck
    list costs one look-up a line."""
    out: dict[str, str] = {}
    for f in all_facts().values():
        if not f.alt_of and ((f.type == MAIN and f.level == 1) if main else f.type != MAIN):
            out.setdefault(name_key(f.name), f.code)
    return out


def _lookup(text: str, *, main: bool) -> str:
    t = text.strip()
    if t in all_facts():
        return t
    code = _by_name(main).get(name_key(t[:200]))
    if code is None:
        raise DeckError(f"unknown {'main character' if main else 'card'}: {t[:60]!r}")
    return code


def _check_size(text: str) -> None:
    if len(text) > MAX_TEXT:
        raise DeckError(f"too long to be a deck list ({len(text):,} characters; at most {MAX_TEXT:,})")


def _is_count(s: str) -> bool:
    # ASCII digits only: "²".isdigit() is true but int("²") fails
    return s.isascii() and s.isdigit()


def validate_deck(main: str, cards: tuple[str, ...] | list[str], *, strict: bool = True) -> list[str]:
    """Problems with a deck, each a one-line message (empty: legal). ``strict=False`` skips the 60-card count
    (for rules tests that build small decks)."""
    facts = all_facts()
    out: list[str] = []
    if not isinstance(main, str):
        return [f"the main character must be a card code, not {_kind(main)}"]
    if not isinstance(cards, (list, tuple)):
        return [f"the deck's cards must be a list of card codes, not {_kind(cards)}"]
    for c in cards:
        if not isinstance(c, str):
            return [f"the deck's cards must be card codes, not {_kind(c)}"]
    m = facts.get(main)
    if m is None:
        return [f"unknown main character {main!r}"]
    if m.type != MAIN or m.level != 1:
        out.append(f"{m.name} ({main}) is not a level 1 main character")
    unknown = sorted({c for c in cards if c not in facts})
    if unknown:
        return out + [f"unknown card {unknown[0]!r}"]
    if strict and len(cards) != DECK_SIZE:
        out.append(f"the deck has {len(cards)} cards; it must have exactly {DECK_SIZE}")
    by_name: Counter[str] = Counter()
    for c in cards:
        f = facts[c]
        if not f.deck_card:
            out.append(f"{f.name} ({c}) can't go into a deck (main characters start in play)")
        by_name[f.alt_of or c] += 1
    for code, n in sorted(by_name.items()):
        limit = facts[code].limit
        if n > limit:
            out.append(f"{n} copies of {facts[code].name}; at most {limit} are allowed")
    return out


def _kind(value: object) -> str:
    """A one-line description of a value found where a card code was expected."""
    names = {list: "a list", tuple: "a list", dict: "an object", bool: "true/false", int: "a number",
             float: "a number", type(None): "null", str: "a text"}
    return names.get(type(value), type(value).__name__)


MAX_COPIES = 60
"""No card can be in a 60-card deck more often; a count above it is refused before any list is built."""


def _copies(n: object, where: str) -> int:
    if isinstance(n, bool) or not isinstance(n, (int, str)) or (isinstance(n, str) and not _is_count(n)):
        raise DeckError(f"{where}: the number of copies must be a whole number, not {str(n)[:20]!r}")
    if len(str(n)) > 4 or int(n) > MAX_COPIES:
        raise DeckError(f"{where}: {str(n)[:12]} copies; a deck has {DECK_SIZE} cards")
    return int(n)


def parse_text(text: str) -> Deck:
    _check_size(text)
    main = ""
    cards: list[str] = []
    for i, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower().startswith("main:"):
            main = _lookup(line[5:], main=True)
            continue
        head, _, rest = line.partition(" ")
        if not _is_count(head.rstrip("x")) or not rest:
            raise DeckError(f"line {i}: expected '<count> <card>' or 'Main: <character>', got {line[:60]!r}")
        copies = _copies(head.rstrip("x"), f"line {i}")  # checked before anything is built
        cards += [_lookup(rest, main=False)] * copies
    if not main:
        raise DeckError("the deck names no main character (a line 'Main: <name>')")
    return Deck(main, tuple(cards))


def to_text(deck: Deck) -> str:
    facts = all_facts()
    lines = [f"Main: {facts[deck.main].name}"]
    for code, n in sorted(deck.counts().items()):
        lines.append(f"{n} {facts[code].name}")
    return "\n".join(lines) + "\n"


def parse_json(text: str) -> Deck:
    from mcdesk.io.safejson import JsonProblem, loads

    _check_size(text)
    try:
        d = loads(text, dict, "a deck object")
        main = _lookup(str(d["main"]), main=True)
        cards: list[str] = []
        for k, n in d["cards"].items():
            copies = _copies(n, f"card {str(k)[:40]!r}")  # checked before anything is built
            cards += [_lookup(k, main=False)] * copies
    except JsonProblem as e:
        raise DeckError(f"not a deck JSON object: {e.problem}") from None
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        if isinstance(e, DeckError):
            raise
        raise DeckError(f"not a deck JSON object ({{'main': ..., 'cards': {{code: count}}}}): {e}") from None
    return Deck(main, tuple(cards), str(d.get("name", "")))


def to_json(deck: Deck) -> str:
    return json.dumps({"name": deck.name, "main": deck.main, "cards": deck.counts()}, indent=1, sort_keys=True)


_TEAM_CARDS = {
    "avengers": ("2 Ant-Man, 2 Black Widow, 2 Black Panther, 2 Daredevil, 2 Hawkeye, 2 Captain America, 3 Nick Fury, "
                 "2 Ms. Marvel, 2 Spider-Man, 2 Dr. Strange, 2 Luke Cage, 2 Iron Man, 2 Thor, 2 Hulk, "
                 "4 Earth's Mightiest Heroes, 4 Think Again, 3 Stark Tech, 4 Avengers Mansion"),
    "xmen": ("2 Iceman, 2 Magik, 2 Cyclops, 2 Hope Summers, 2 Namor, 2 Deadpool, 3 Gambit, 2 Beast, 2 Storm, 2 Cable, "
             "2 Wolverine, 2 Colossus, 2 Emma Frost, 2 Professor X, 4 Uncanny Defense, 4 Squad Tactics, 3 X-Factor, "
             "4 School for Gifted Youngsters"),
    "guardians": ("2 Yondu, 2 Cosmo, 2 Agent Venom, 2 Major Victory, 2 Mantis, 3 Gamora, 2 Rocket, 2 Nova, "
                  "2 Star-Lord, 2 Groot, 2 Moondragon, 2 Drax, 2 Quasar, 2 Adam Warlock, 4 Even the Odds, "
                  "4 Vigilante Justice, 3 Give 'Em a Lift, 4 Knowhere"),
    "villains": ("2 Mystique, 2 Ronan, 2 Dr. Octopus, 2 Green Goblin, 2 Red Skull, 2 Sabretooth, 3 Ultron, "
                 "2 Abomination, 2 Mandarin, 2 Juggernaut, 2 Magneto, 2 Dormammu, 2 Loki, 2 Thanos, "
                 "4 Metal and Fire, 4 Trickster God, 3 Extinguish, 4 The Vault"),
}
_SHARED = ("1 Open Fire, 1 Best Offense is a Good Defense, 1 Savage Surprise, 1 Find Cover, 3 Academy, 3 Fortress, "
           "3 Laboratory, 3 Training Ground")
EASY_MAIN = {"avengers": "Captain America", "xmen": "Wolverine", "guardians": "Star-Lord", "villains": "Magneto"}
FIRST_DECK_NAMES = {"avengers": "Avengers", "xmen": "X-Men", "guardians": "Guardians of the Galaxy",
                    "villains": "Super Villains"}


def first_deck(team: str, main: str | None = None) -> Deck:
    """One of the rulebook's recommended first decks (Building Your First Decks), with an Easy to Use main
    character of that team unless another is named."""
    text = "Main: " + (main or EASY_MAIN[team]) + "\n" + "\n".join(
        e.strip() for e in (_TEAM_CARDS[team] + ", " + _SHARED).split(", "))
    d = parse_text(text)
    return Deck(d.main, d.cards, FIRST_DECK_NAMES[team])


def team_mains(team: str) -> list[str]:
    return sorted(f.code for f in all_facts().values() if f.type == MAIN and f.level == 1 and f.team == team)

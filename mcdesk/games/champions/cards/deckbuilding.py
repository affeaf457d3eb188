"""Deck building: whether a deck follows the Rules Reference's deck customization rules (Appendix I).

:func:`validate_deck` lists every violation, each naming the card:

* 40 to 50 cards besides the identity card (Appendix I).
* The identity-specific set complete, in its exact quantities ("Identity-Specific Card"): the player cards
  sharing the identity's set (not its identity faces, not its obligation, not its nemesis set).
* One aspect ("Aspect Card"), or what the identity's deck-building requirements say (MarvelCDB's
  ``deck_requirements``: ``aspects`` = how many aspects, ``limit`` = copies of each aspect card by title)
  and ``deck_options`` (cards of the given type/trait/resource it may take from any aspect, up to
  ``limit`` cards). Which aspect a deck uses is the one most of its aspect cards belong to, unless it is
  given; the other aspects' cards are the violations.
* At most 3 copies by title of a non-unique card. The identity-specific set is exempt: it comes in exact
  quantities (Black Panther's set has five "Wakanda Forever!").
* At most 1 copy by title of a unique card, counting the identity ("Unique"): unique cards with the same
  title may coexist when their subtitles differ, and the identity's subtitle is its other face's name (an
  ally "Spider-Man" with another alter-ego is allowed alongside Peter Parker's Spider-Man).
* "Max X per deck" (the ``max_per_deck`` keyword), by title.
* Team-Up cards only when the identity is one of the named characters ("Team-Up").
* Never: obligations, nemesis and other encounter cards, campaign cards, the identity-specific cards of
  another identity, or cards of sets that are not part of a player deck (an identity's set-aside decks).

Identity-specific cards with an aspect (Spider-Woman's) are part of the set only for the aspects the deck
uses. Reprints count as the card they reprint (``duplicate_of``).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..engine.database import CardDatabase
from .facts import CardFacts

MIN_CARDS = 40
MAX_CARDS = 50
MAX_COPIES = 3
ASPECTS = ("aggression", "justice", "leadership", "protection", "pool")
PLAYER_CARD_TYPES = frozenset({"ally", "event", "resource", "support", "upgrade", "player_side_scheme"})
IDENTITY_TYPES = frozenset({"hero", "alter_ego"})


@dataclass(frozen=True)
class DeckProblem:
    """One violation of the deck-building rules."""

    rule: str
    """What is broken: size, identity, identity_set, aspect, copies, unique, max_per_deck, team_up,
    not_allowed or unknown_card."""
    message: str
    code: str | None = None
    """The card the problem is about, when it is about one."""

    def __str__(self) -> str:
        return self.message


def describe(f: CardFacts) -> str:
    """``Black Cat (Felicia Hardy) [01002]``."""
    return f"{f.title} [{f.code}]"


class _Index:
    """What the rules need to know about the database: identity sets and their identity faces."""

    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self.faces: dict[str, list[CardFacts]] = defaultdict(list)
        self.members: dict[str, list[CardFacts]] = defaultdict(list)
        for f in db.facts.values():
            if f.set_code:
                self.members[f.set_code].append(f)
                if f.type_code in IDENTITY_TYPES:
                    self.faces[f.set_code].append(f)

    def canonical(self, code: str) -> str:
        f = self.db.facts.get(code)
        seen = {code}
        while f is not None and f.duplicate_of and f.duplicate_of in self.db.facts and f.duplicate_of not in seen:
            seen.add(f.duplicate_of)
            code = f.duplicate_of
            f = self.db.facts[code]
        return code

    def identity_name(self, set_code: str) -> str:
        faces = self.faces.get(set_code, [])
        heroes = [f for f in faces if f.type_code == "hero"] or faces
        return heroes[0].name if heroes else set_code


def _aspect_name(aspect: str) -> str:
    return aspect.capitalize()


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _a(aspect: str) -> str:
    name = _aspect_name(aspect)
    return f"an {name}" if name[:1] in "AEIOU" else f"a {name}"


def _copies(n: int) -> str:
    return "1 copy" if n == 1 else f"{n} copies"


_Add = Callable[[str, str, str | None], None]


def _matches_option(f: CardFacts, option: dict[str, object]) -> bool:
    """Whether ``f`` is one of the cards a MarvelCDB ``deck_options`` entry allows from any aspect."""

    def wanted(key: str) -> set[str] | None:
        v = option.get(key)
        if v is None:
            return None
        items = v if isinstance(v, list | tuple) else [v]
        return {str(x).lower() for x in items}

    types = wanted("type")
    if types is not None and f.type_code.lower() not in types:
        return False
    traits = wanted("trait")
    if traits is not None and not traits & {t.lower() for t in f.traits}:
        return False
    resources = wanted("resource")
    if resources is not None and not resources & {r for r, n in f.resources.items() if n}:
        return False
    factions = wanted("faction")
    return factions is None or f.faction_code.lower() in factions


def validate_deck(
    db: CardDatabase,
    identity_code: str,
    codes: Iterable[str],
    *,
    aspects: Sequence[str] | None = None,
) -> list[DeckProblem]:
    """Every way the deck (``codes``, one entry per copy, identity not included) breaks the deck-building
    rules for ``identity_code``; empty when the deck is legal. ``aspects`` names the chosen aspect(s) when
    the deck says them (a MarvelCDB deck's meta); otherwise they are worked out from the cards."""
    problems: list[DeckProblem] = []
    index = _Index(db)
    deck = list(codes)

    def add(rule: str, message: str, code: str | None = None) -> None:
        problems.append(DeckProblem(rule, message, code))

    # -- the identity
    identity: CardFacts | None = None
    if identity_code not in db.facts:
        add("identity", f"unknown identity code {identity_code!r}: the card database has no such card", identity_code)
    else:
        ident = db.facts[index.canonical(identity_code)]
        if ident.type_code not in IDENTITY_TYPES:
            add("identity", f"{describe(ident)} is not an identity (it is a {ident.type_code.replace('_', ' ')} "
                            "card); a deck is built for a hero", ident.code)
        else:
            if ident.front_link and ident.front_link in db.facts:
                ident = db.facts[ident.front_link]
            identity = ident
    id_set = identity.set_code if identity else None
    id_faces = index.faces.get(id_set, []) if id_set else ([identity] if identity else [])
    id_name = identity.name if identity else "the identity"
    hero_sets = set(index.faces)

    # -- size
    if not MIN_CARDS <= len(deck) <= MAX_CARDS:
        add("size", f"the deck has {len(deck)} cards besides the identity; it must have {MIN_CARDS} to "
                    f"{MAX_CARDS}")

    # -- each card: known, a player card, allowed for this identity
    counted: list[CardFacts] = []  # the canonical facts of each legal-looking copy
    reported: set[str] = set()
    for code in deck:
        if code not in db.facts:
            if code not in reported:
                add("unknown_card", f"unknown card code {code!r}: the card database has no such card", code)
                reported.add(code)
            continue
        printed = db.facts[code]
        f = db.facts[index.canonical(code)]
        reason = _not_allowed(f, printed, identity, id_set, hero_sets, index)
        if reason:
            if code not in reported:
                add("not_allowed", f"{describe(printed)} {reason}", code)
                reported.add(code)
            continue
        counted.append(f)

    copies = Counter(f.code for f in counted)
    set_cards = [f for f in counted if id_set and f.set_code == id_set]
    other = [f for f in counted if not (id_set and f.set_code == id_set)]
    requirements = [r for r in (identity.deck_requirements if identity else ()) if isinstance(r, dict)]
    options = [o for o in (identity.deck_options if identity else ()) if isinstance(o, dict)]

    # -- aspects
    allowed_aspects = 1
    per_title_limit: int | None = None
    for req in requirements:
        n_aspects, limit = req.get("aspects"), req.get("limit")
        if isinstance(n_aspects, int):
            allowed_aspects = max(allowed_aspects, n_aspects)
        if isinstance(limit, int):
            per_title_limit = limit
    aspect_cards = [f for f in other if f.faction_code in ASPECTS]
    if aspects is not None:
        chosen = {a.lower() for a in aspects}
        bad = sorted(chosen - set(ASPECTS))
        if bad:
            add("aspect", f"unknown aspect(s) {', '.join(bad)}; the aspects are {', '.join(ASPECTS)}")
        if len(chosen) > allowed_aspects:
            add("aspect", f"the deck names {len(chosen)} aspects ({', '.join(sorted(chosen))}); {id_name} may "
                          f"use {allowed_aspects}")
    else:
        flexible = {id(f) for f in aspect_cards if any(_matches_option(f, o) for o in options)}
        tally = Counter(f.faction_code for f in aspect_cards if id(f) not in flexible)
        if not tally:
            tally = Counter(f.faction_code for f in aspect_cards)
        ranked = sorted(tally, key=lambda a: (-tally[a], a))
        chosen = set(ranked[:allowed_aspects])
    # identity-specific cards with an aspect (Spider-Woman's) belong to the aspects the deck uses
    if aspects is None:
        for f in set_cards:
            if f.faction_code in ASPECTS and f.faction_code not in chosen and len(chosen) < allowed_aspects:
                chosen.add(f.faction_code)
    option_used = [0] * len(options)
    off_aspect: dict[str, int] = Counter()
    for f in aspect_cards:
        if f.faction_code in chosen:
            continue
        for i, o in enumerate(options):
            limit = o.get("limit")
            if _matches_option(f, o) and (not isinstance(limit, int) or option_used[i] < limit):
                option_used[i] += 1
                break
        else:
            off_aspect[f.code] += 1
    uses = " and ".join(_aspect_name(a) for a in sorted(chosen)) or "no aspect"
    for code, n in off_aspect.items():
        f = db.facts[code]
        allowance = f"{id_name} may use {_plural(allowed_aspects, 'aspect')}"
        add("aspect", f"{describe(f)} ({_copies(n)}) is {_a(f.faction_code)} card, but this deck's aspect is "
                      f"{uses} ({allowance})", code)

    # -- the identity-specific set, complete and exact
    if id_set:
        required: dict[str, int] = {}
        for f in index.members.get(id_set, []):
            if f.hidden or f.duplicate_of or f.type_code not in PLAYER_CARD_TYPES:
                continue
            if f.faction_code in ASPECTS and f.faction_code not in chosen:
                continue
            required[f.code] = f.quantity
        have = Counter(f.code for f in set_cards)
        for code in sorted(set(required) | set(have)):
            need, n = required.get(code, 0), have.get(code, 0)
            f = db.facts[code]
            if n < need:
                add("identity_set", f"{describe(f)}: {id_name}'s identity-specific set has {need} and the deck "
                                    f"has {n}; the whole set must be included in its exact quantities", code)
            elif n > need:
                if need == 0:
                    add("identity_set", f"{describe(f)} is {_a(f.faction_code)} identity-specific card, but "
                                        f"this deck's aspect is {uses}", code)
                else:
                    add("identity_set", f"{describe(f)}: the deck has {n} but {id_name}'s identity-specific set "
                                        f"has exactly {need}", code)

    # -- copies by title (the identity-specific set is exempt: it comes in exact quantities)
    by_title: dict[str, list[CardFacts]] = defaultdict(list)
    for f in other:
        by_title[f.name.lower()].append(f)
    for group in by_title.values():
        if any(f.is_unique for f in group):
            continue
        limit = MAX_COPIES
        why = "at most 3 copies (by title) of a card"
        if per_title_limit is not None and any(f.faction_code in ASPECTS for f in group):
            limit = min(limit, per_title_limit)
            why = f"{id_name}'s deck-building requirements allow {_copies(limit)} of each aspect card (by title)"
        if len(group) > limit:
            f = group[0]
            add("copies", f"{len(group)} copies of {f.name}{_codes(group)}: {why}", f.code)

    # -- unique, by title and subtitle, counting the identity
    _check_unique(counted, id_faces, add)

    # -- Max X per deck, by title
    all_titles: dict[str, list[CardFacts]] = defaultdict(list)
    for f in counted:
        all_titles[f.name.lower()].append(f)
    for group in all_titles.values():
        limits = [f.keyword("max_per_deck") for f in group if f.has_keyword("max_per_deck")]
        ints = [v for v in limits if isinstance(v, int) and not isinstance(v, bool)]
        if ints and len(group) > min(ints):
            f = group[0]
            add("max_per_deck", f"{len(group)} copies of {f.name}{_codes(group)}: it is Max {min(ints)} per deck",
                f.code)

    # -- Team-Up
    names = {x.name.lower() for x in id_faces}
    for code in sorted(copies):
        f = db.facts[code]
        team = f.keyword("team-up")
        if isinstance(team, str):
            chars = [c.strip() for c in team.split("|") if c.strip()]
            if identity and not names & {c.lower() for c in chars}:
                add("team_up", f"{describe(f)} has Team-Up ({' and '.join(chars)}): only {' or '.join(chars)} "
                               f"may include it, not {id_name}", code)
    return problems


def _codes(group: list[CardFacts]) -> str:
    codes = sorted(set(f.code for f in group))
    return f" [{', '.join(codes)}]"


def _not_allowed(
    f: CardFacts,
    printed: CardFacts,
    identity: CardFacts | None,
    id_set: str | None,
    hero_sets: set[str],
    index: _Index,
) -> str | None:
    """Why a card may never be in this deck, or None."""
    if printed.hidden:
        front = index.db.facts.get(printed.front_link or "")
        return ("is the back face of " + describe(front) + "; list the front face" if front
                else "is a back face; list the front face")
    if f.type_code in IDENTITY_TYPES:
        if identity and f.set_code == identity.set_code:
            return "is the identity card: it is not part of the deck's cards"
        return "is an identity card; a deck has exactly one identity, given apart from its cards"
    if f.type_code == "obligation":
        return "is an obligation: obligations are never in a player deck (setup shuffles the identity's " \
               "obligation into the encounter deck)"
    if f.faction_code == "encounter":
        if f.set_code and f.set_code.endswith("_nemesis"):
            return "is a nemesis encounter card: nemesis sets are set aside at setup, never in a player deck"
        return f"is an encounter card ({f.type_code.replace('_', ' ')}), never in a player deck"
    if f.faction_code == "campaign":
        return "is a campaign card: only campaign rules add it to a deck"
    if f.type_code not in PLAYER_CARD_TYPES:
        return f"is not a player card (it is a {f.type_code.replace('_', ' ')})"
    if f.set_code and f.set_code != id_set and f.faction_code == "basic" and _leader_of(index, f.set_code):
        return (f"is a leader-specific basic card of {_leader_of(index, f.set_code)} (Civil War): it is earned "
                "only in competitive play and stays out of a cooperative deck")
    if f.set_code and f.set_code != id_set:
        if f.set_code in hero_sets:
            return f"is identity-specific to {index.identity_name(f.set_code)}, not to " \
                   f"{identity.name if identity else 'this identity'}"
        return f"belongs to the set {f.set_code!r}, which is not part of a player deck"
    if f.faction_code == "hero" and not f.set_code:
        return "is an identity-specific card of no known identity"
    return None


def _leader_of(index: _Index, set_code: str) -> str | None:
    """The leader whose set this is (Civil War rulebook "Leaders": each leader comes with 4 basic player cards,
    used only in competitive mode), or None."""
    return next((f.name for f in index.db.facts.values() if f.leader and f.set_code == set_code), None)


def _check_unique(counted: list[CardFacts], id_faces: list[CardFacts], add: _Add) -> None:
    """Unique (RR "Unique"): one copy by title among the deck and the identity; same title with different
    subtitles (or alter-egos) may coexist. A card without a subtitle conflicts with every same-titled one."""
    ident: dict[str, list[tuple[str | None, CardFacts]]] = defaultdict(list)
    for face in id_faces:
        others = [x.name for x in id_faces if x.name != face.name]
        ident[face.name.lower()].append((face.subname or (others[0] if others else None), face))
    in_deck: dict[str, list[tuple[str | None, CardFacts]]] = defaultdict(list)
    for f in counted:
        if f.is_unique:
            in_deck[f.name.lower()].append((f.subname, f))

    def clash(a: str | None, b: str | None) -> bool:
        return a is None or b is None or a.lower() == b.lower()

    for title, entries in in_deck.items():
        reported: set[str] = set()
        for sub, f in entries:
            hit = next((face for fsub, face in ident.get(title, []) if clash(sub, fsub)), None)
            if hit is not None and f.code not in reported:
                reported.add(f.code)
                add("unique", f"{describe(f)} is unique and has the same title as the identity "
                              f"{_identity_title(hit, id_faces)}: at most 1 copy (by title) among the deck and "
                              "the identity card", f.code)
        rest = [(sub, f) for sub, f in entries if f.code not in reported]
        bad = [f for i, (sub, f) in enumerate(rest) if any(clash(sub, s2) for j, (s2, _) in enumerate(rest) if j != i)]
        if bad:
            add("unique", f"{len(bad)} copies of the unique card {bad[0].name}{_codes(bad)}: at most 1 copy (by "
                          "title) in a deck; unique cards may share a title only when their subtitles differ",
                bad[0].code)


def _identity_title(face: CardFacts, faces: list[CardFacts]) -> str:
    if face.subname:
        return face.title
    others = [x.name for x in faces if x.name != face.name]
    return f"{face.name} ({others[0]})" if others else face.name

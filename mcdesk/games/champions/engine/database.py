"""The card database the engine plays with: facts, scripts and scenarios, keyed by code.

The engine never imports the card package: a game receives its database (``Game(setup, seed, db)``). Without
one it takes the default database, which whoever provides the cards registers with :func:`set_default_database`
(the package mcdesk.games.champions registers the built-in cards).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from mcdesk.core.errors import UnknownCard

from .abilities import CardScript
from .facts import CardFacts


@dataclass(frozen=True)
class Scenario:
    """A villain's scenario (Appendix II steps 8-10): its villain stages, main scheme and encounter sets."""

    key: str
    name: str
    villain_stages: tuple[str, ...]
    """Codes of the villain stages I, II, III (IV...) in order."""
    main_schemes: tuple[str, ...]
    """Codes of the main scheme's A faces in stage order (their B faces hold threat)."""
    encounter_sets: tuple[str, ...]
    """The scenario's own encounter set(s)."""
    recommended_modulars: tuple[str, ...] = ()
    standard_stages: tuple[int, ...] = (0, 1)
    expert_stages: tuple[int, ...] = (1, 2)


@dataclass
class CardDatabase:
    facts: dict[str, CardFacts] = field(default_factory=dict)
    scripts: dict[str, CardScript] = field(default_factory=dict)
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    manual_text: dict[str, str] = field(default_factory=dict)
    """Official text of imported cards that have no script: the engine asks the players to resolve it by
    hand at the moment it applies (kept only in the user's data folder, never in the project)."""
    _by_set: dict[str, list[CardFacts]] = field(default_factory=dict, repr=False)
    _empty: dict[str, CardScript] = field(default_factory=dict, repr=False)

    def card(self, code: str) -> CardFacts:
        try:
            return self.facts[code]
        except KeyError:
            raise UnknownCard(f"unknown card code {code!r}: the card database has no such card") from None

    def script(self, code: str) -> CardScript:
        s = self.scripts.get(code)
        if s is not None:
            return s
        original = self._reprinted(code)
        if original is not None:  # a reprint plays as the card it reprints
            return self.scripts[original]
        s = self._empty.get(code)
        if s is None:
            s = self._empty[code] = CardScript(code)
        return s

    def by_hand(self, code: str) -> str | None:
        """The text to resolve by hand for an unscripted imported card, if any."""
        return None if code in self.scripts else self.manual_text.get(code)

    def is_scripted(self, code: str) -> bool:
        return code in self.scripts or self._reprinted(code) is not None

    def _reprinted(self, code: str) -> str | None:
        """The scripted card a reprint (``duplicate_of``) stands for, if any."""
        f = self.facts.get(code)
        seen: set[str] = set()
        while f is not None and f.duplicate_of and f.duplicate_of not in seen:
            seen.add(f.duplicate_of)
            if f.duplicate_of in self.scripts:
                return f.duplicate_of
            f = self.facts.get(f.duplicate_of)
        return None

    def set_cards(self, set_code: str) -> list[CardFacts]:
        if not self._by_set:
            for f in self.facts.values():
                if f.set_code and not f.hidden:
                    self._by_set.setdefault(f.set_code, []).append(f)
        return list(self._by_set.get(set_code, []))

    def back(self, code: str) -> str | None:
        return self.card(code).back_link

    def front(self, code: str) -> str:
        f = self.card(code)
        return f.front_link or code

    def find(self, name: str) -> list[CardFacts]:
        low = name.lower()
        return [f for f in self.facts.values() if f.name.lower() == low]


_default_provider: Callable[[], CardDatabase] | None = None


def set_default_database(provider: Callable[[], CardDatabase]) -> None:
    """Register where the default card database comes from (called once it is needed, then cached by it)."""
    global _default_provider
    _default_provider = provider


def default_database() -> CardDatabase:
    """The database a game plays with when it is given none."""
    if _default_provider is None:
        raise RuntimeError("no card database: pass one to the game, or register one with set_default_database")
    return _default_provider()

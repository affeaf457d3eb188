"""Where card scripts register: one CardSet per module in mcdesk/games/champions/cards/sets/."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.abilities import CardScript


class CardSet:
    def __init__(self, set_code: str) -> None:
        self.set_code = set_code
        self.scripts: dict[str, CardScript] = {}

    def add(self, *scripts: CardScript) -> None:
        for s in scripts:
            if s.code in self.scripts:
                raise ValueError(f"{self.set_code}: card {s.code} scripted twice")
            self.scripts[s.code] = s

    def card(self, code: str) -> Callable[[Callable[[str], CardScript]], CardScript]:
        """Decorator for a script built by a function (for cards that need a little code)."""

        def wrap(fn: Callable[[str], CardScript]) -> CardScript:
            s = fn(code)
            self.add(s)
            return s

        return wrap

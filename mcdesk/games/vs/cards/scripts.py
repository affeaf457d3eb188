"""Every scripted Vs. System card, by code (an alternate-art print uses the script of the card it reprints)."""

from __future__ import annotations

from functools import cache

from ..engine.abilities import Script


@cache
def all_scripts() -> dict[str, Script]:
    from .sets.heroes import AVENGERS, XMEN
    from .sets.others import GUARDIANS, NEUTRAL, VILLAINS

    out: dict[str, Script] = {}
    for part in (AVENGERS, XMEN, GUARDIANS, VILLAINS, NEUTRAL):
        out.update(part)
    return out


def rules_text(code: str) -> str:
    from .facts import all_facts

    f = all_facts()[code]
    s = all_scripts().get(code) or all_scripts().get(f.alt_of)
    return s.rules_text() if s else ""

"""The built-in card database: facts from mcdesk/games/champions/cards/data, scripts from
mcdesk/games/champions/cards/sets, scenarios."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from ..engine.database import CardDatabase
from . import sets as sets_pkg
from .civil_war import ScenarioTable
from .facts import builtin_facts
from .registry import CardSet
from .scenarios import SCENARIOS


def card_sets() -> list[CardSet]:
    out: list[CardSet] = []
    for mod in sorted(pkgutil.iter_modules(sets_pkg.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{sets_pkg.__name__}.{mod.name}")
        cs = getattr(module, "CARDS", None)
        if isinstance(cs, CardSet):
            out.append(cs)
    return out


@cache
def default_database() -> CardDatabase:
    """Facts for every built-in card, with every built-in script and scenario."""
    db = CardDatabase(facts=dict(builtin_facts()))
    for cs in card_sets():
        for code, s in cs.scripts.items():
            if code in db.scripts:
                raise ValueError(f"card {code} is scripted in two sets")
            db.scripts[code] = s
    db.scenarios = ScenarioTable(SCENARIOS)  # Civil War custom scenarios are built when first named
    return db

"""The built-in card facts, loaded from mcdesk/games/champions/cards/data/*.json.

The facts type (:class:`CardFacts`, :data:`X`, the resource types) belongs to the engine
(mcdesk.games.champions.engine.facts); it is re-exported here for the card package and its readers.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from ..engine.facts import RESOURCE_TYPES, CardFacts, X, facts_from_dict

__all__ = ["RESOURCE_TYPES", "X", "CardFacts", "builtin_facts", "facts_from_dict"]


@cache
def builtin_facts() -> dict[str, CardFacts]:
    """Every built-in card's facts, by code (from mcdesk/games/champions/cards/data/*.json)."""
    out: dict[str, CardFacts] = {}
    data_dir = resources.files("mcdesk.games.champions.cards") / "data"
    for entry in sorted(data_dir.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".json"):
            for rec in json.loads(entry.read_text(encoding="utf-8")):
                f = facts_from_dict(rec)
                out[f.code] = f
    return out

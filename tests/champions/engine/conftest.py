"""Helpers for engine rule tests: a card database with test-only changes."""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.abilities import CardScript
from mcdesk.games.champions.engine.database import CardDatabase


def custom_db(*scripts: CardScript, facts: dict[str, dict[str, Any]] | None = None) -> CardDatabase:
    """The built-in database with some scripts replaced and some facts changed (for rules tests that
    need a card shape the core set lacks)."""
    base = default_database()
    db = CardDatabase(facts=dict(base.facts), scripts=dict(base.scripts), scenarios=dict(base.scenarios))
    for s in scripts:
        db.scripts[s.code] = s
    for code, changes in (facts or {}).items():
        db.facts[code] = dataclasses.replace(db.facts[code], **changes)
    return db

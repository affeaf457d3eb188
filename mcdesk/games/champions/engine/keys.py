"""Option keys of logs written before abilities had stable ids (issue 9 §4).

Such keys named an ability by its position in its card's script (``use:12:0:1``: card 12, ability 0, the
window's occurrence 1). Read against the scripts of today, the position gives the ability's id, and the key
becomes today's (``use:12:response-damage:1``). That holds as long as the card's abilities were not reordered
since the log was written; a log written with ids survives any reordering.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game

_POSITIONS = {"use": 1, "order": 1, "ability": 1, "ask": 2, "pay": 2}
"""Verb -> where the card id stands in the key (the ability's position follows it)."""


def legacy_key(g: Game, key: str) -> str | None:
    """Today's key for a positional one, if it is one and names a legal option now; else None."""
    parts = key.split(":")
    at = _POSITIONS.get(parts[0])
    if at is None or (parts[0] == "pay" and parts[1:2] != ["resource"]) or len(parts) < at + 2:
        return None
    card, index = parts[at], parts[at + 1]
    if not (card.isdigit() and index.isdigit()) or int(card) not in g.state.cards:
        return None
    ids = g.script(int(card)).ability_ids()
    if int(index) >= len(ids):
        return None
    parts[at + 1] = ids[int(index)]
    new = ":".join(parts)
    d = g.pending
    return new if d is not None and d.option(new) is not None else None

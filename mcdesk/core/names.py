"""Names people type or files carry (player names, deck names): bounded where they enter a game, so no name can
make the window, the table or a save grow with it."""

from __future__ import annotations

MAX_NAME = 40
"""Characters in a player's name as kept and shown."""

_READ = 4096
"""Characters of a name read at all: a longer text (a damaged or hostile file) is cut before it is cleaned."""


def bounded_name(text: str, limit: int = MAX_NAME) -> str:
    """``text`` as a name: one line of printable characters, runs of spaces as one, at most ``limit`` characters
    (a longer name keeps its first ``limit - 1`` and ends with "…")."""
    head = text[:_READ]
    if head.isprintable() and len(head) <= limit and " " * 2 not in head and head == head.strip():
        return head  # the usual case: nothing to change
    clean = " ".join("".join(ch if ch.isprintable() else " " for ch in head).split())
    if len(clean) > limit:
        clean = clean[:limit - 1].rstrip() + "…"
    return clean

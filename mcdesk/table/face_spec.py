"""What a generated card face shows, for games other than Marvel Champions (no Qt).

A game says how each of its cards looks through a function ``describe(code) -> FaceSpec | None`` (e.g.
:func:`mcdesk.games.legendary.faces.face_spec`); :class:`mcdesk.table.card_face.CardFaces` draws it with
:func:`mcdesk.table.spec_face.render_spec_face` when the card is not a Marvel Champions card. Only facts and
generated rules text go on a face, never a card's official text or art.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class FaceSpec:
    title: str
    type_line: str
    """Under the title: the card's kind, class, team or group ("Hero - Strength - Avengers")."""
    colour: str
    """The frame's colour, as #rrggbb."""
    text: str = ""
    """The generated rules text."""
    stats: tuple[tuple[str, str], ...] = ()
    """Badges along the bottom, (label, value): ("ATK", "2+"), ("REC", "1")."""
    corner: str = ""
    """A value in the top corner (a cost)."""
    footer: str = ""
    """A small line at the bottom (the set, victory points)."""


Describe = Callable[[str], FaceSpec | None]


@dataclass(frozen=True)
class BackSpec:
    """A game's card back: a short mark in the middle and a word under it, in two colours."""

    mark: str
    word: str
    base: str
    accent: str

"""The app's own SVG icons (tokens, status cards, resources, keywords), from the compiled resources or the
assets folder, each loaded once."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QFile, QRectF
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgRenderer

ASSETS = Path(__file__).resolve().parents[2] / "assets"

KEYWORD_ICONS = ("guard", "patrol", "quickstrike", "toughness", "retaliate", "piercing", "ranged", "overkill",
                 "steady", "stalwart")
"""Keywords that matter at a glance: each has an icon on card faces and in the Glossary
(``keywords/<name>.svg``)."""


@cache
def svg(name: str) -> QSvgRenderer | None:
    """The renderer of ``name`` (e.g. "keywords/boost.svg"), or None if it is missing."""
    from ..resources import ensure_resources

    ensure_resources()
    for path in (f":/{name}", str(ASSETS / name)):
        if path.startswith(":") and not QFile.exists(path):
            continue
        r = QSvgRenderer(path)
        if r.isValid():
            return r
    return None


def draw_icon(p: QPainter, name: str, rect: QRectF) -> bool:
    """Draw icon ``name`` into ``rect``; False if there is no such icon."""
    r = svg(name)
    if r is None:
        return False
    r.render(p, rect)
    return True

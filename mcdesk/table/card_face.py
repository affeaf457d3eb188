"""Card faces: a card's image when one is available, else a readable face generated from its facts.

:func:`render_face` draws a generated face (name, cost, type and traits, ATK/THW/DEF/REC/SCH/HP, resource
icons, rules text, boost icons, the aspect's colour band) into a :class:`QImage` of any size; schemes are
drawn landscape. The rules text of a built-in card is generated from its script
(:func:`mcdesk.games.champions.cards.text.rules_text`);
an imported card's official text is shown only when it is passed in.

:class:`CardFaces` hands out pixmaps per (code, size) from an LRU cache. A card's image is taken from a
folder of images named by code (``<dir>/<code>.jpg|jpeg|png|webp``), or downloaded on demand from a URL
template (``https://example.org/cards/{code}.jpg``) into a disk cache folder. Downloads run in Qt's network
stack (off the GUI thread); :attr:`CardFaces.image_ready` says when a card's image arrived, and a download
that fails leaves the generated face in place (:attr:`CardFaces.image_failed`).
"""

from __future__ import annotations

import functools
import math
import re
from collections import OrderedDict
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QPointF, QRectF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)
from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply, QNetworkRequest

from ..games.champions.cards.facts import CardFacts, X
from ..games.champions.engine.database import CardDatabase
from .face_spec import BackSpec, Describe
from .face_text import INK, draw_document, fit_document
from .face_text import text_html as text_html  # where callers found it before face_text
from .icons import KEYWORD_ICONS, draw_icon

IMAGE_SUFFIXES = (".jpg", ".jpeg", ".png", ".webp")
SAFE_CODE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")

FACTION_COLORS = {
    "aggression": "#c62828", "justice": "#e0a800", "leadership": "#1565c0", "protection": "#2e7d32",
    "basic": "#6d6d6d", "pool": "#d81b60", "hero": "#00838f", "campaign": "#5d4037", "encounter": "#4a148c",
}
TYPE_COLORS = {
    "hero": "#b71c1c", "alter_ego": "#37474f", "villain": "#311b92", "main_scheme": "#6a1b9a",
    "side_scheme": "#6a1b9a", "minion": "#4a148c", "treachery": "#4a148c", "attachment": "#4527a0",
    "environment": "#4527a0", "obligation": "#4e342e",
}
RESOURCE_COLORS = {"energy": "#f9a825", "mental": "#1e88e5", "physical": "#e53935", "wild": "#43a047"}
RESOURCE_LETTERS = {"energy": "E", "mental": "M", "physical": "P", "wild": "W"}
TYPE_NAMES = {"alter_ego": "Alter-Ego", "main_scheme": "Main Scheme", "side_scheme": "Side Scheme"}
FONT_FAMILIES = ["DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif"]
CONDENSED_FAMILIES = ["DejaVu Sans Condensed", "Arial Narrow", "Segoe UI", "Helvetica Neue", "Arial", "Sans Serif"]

def font(px: float, *, bold: bool = False, italic: bool = False, condensed: bool = False) -> QFont:
    f = QFont()
    f.setFamilies(CONDENSED_FAMILIES if condensed else FONT_FAMILIES)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    f.setItalic(italic)
    return f


def trait_line(traits: Iterable[str]) -> str:
    """"Avenger. S.H.I.E.L.D." (a trait that ends in a full stop gets no second one)."""
    return ". ".join(t.rstrip(".") for t in traits if t) + "."


def card_color(facts: CardFacts) -> QColor:
    """The colour band of a card: its aspect's (player cards) or its type's (identities, encounter cards)."""
    if facts.type_code in TYPE_COLORS and (facts.faction_code in ("hero", "encounter", "campaign", "")
                                             or facts.type_code in ("hero", "alter_ego")):
        return QColor(TYPE_COLORS[facts.type_code])
    return QColor(FACTION_COLORS.get(facts.faction_code, "#455a64"))


def _value(v: int | None, star: bool = False) -> str:
    if v is None:
        return "–"
    s = "X" if v == X else str(v)
    return s + ("*" if star else "")


def _fit_font(text: str, max_w: float, px: float, min_px: float, **kw: bool) -> QFont:
    f = font(px, **kw)
    while px > min_px and QFontMetricsF(f).horizontalAdvance(text) > max_w:
        px *= 0.92
        f = font(px, **kw)
    return f


def _draw_text_box(p: QPainter, text: str, rect: QRectF, max_px: float, min_px: float,
                   color: str = INK) -> float:
    """Rich text filling ``rect``: the largest font size (down to ``min_px``) at which it fits. Returns the
    height the text takes."""
    if not text:
        return 0.0
    doc = fit_document(text, rect.width(), rect.height(), max_px, min_px, font, color)
    draw_document(p, doc, rect)
    return min(rect.height(), doc.size().height())


def _pill(p: QPainter, rect: QRectF, label: str, value: str, fill: str, u: float) -> None:
    p.setPen(QPen(QColor("#00000060"), max(1.0, 0.4 * u)))
    p.setBrush(QColor(fill))
    p.drawRoundedRect(rect, 1.6 * u, 1.6 * u)
    p.setPen(QColor("white"))
    p.setFont(font(3.4 * u, bold=True))
    p.drawText(QRectF(rect.x(), rect.y() + 0.4 * u, rect.width(), 4 * u), Qt.AlignmentFlag.AlignCenter, label)
    p.setFont(_fit_font(value, rect.width() - u, 7.2 * u, 3 * u, bold=True))
    p.drawText(QRectF(rect.x(), rect.y() + 3.6 * u, rect.width(), rect.height() - 3.8 * u),
               Qt.AlignmentFlag.AlignCenter, value)


def _stat_badge(p: QPainter, r: QRectF, label: str, value: str, fill: QColor, edge: QColor, u: float) -> None:
    """A rounded box with a small label over a big number (hit points, hand size)."""
    p.setPen(QPen(edge, 0.6 * u))
    p.setBrush(fill)
    p.drawRoundedRect(r, 3 * u, 3 * u)
    p.setPen(QColor("white"))
    p.setFont(font(2.8 * u, bold=True))
    p.drawText(QRectF(r.x(), r.y() + 0.2 * u, r.width(), 3.4 * u), Qt.AlignmentFlag.AlignCenter, label)
    p.setFont(font(6.2 * u, bold=True))
    p.drawText(QRectF(r.x(), r.y() + 2.6 * u, r.width(), r.height() - 2.6 * u), Qt.AlignmentFlag.AlignCenter,
               value)


def _resource_icons(p: QPainter, facts: CardFacts, x: float, cy: float, r: float) -> float:
    for name in ("energy", "mental", "physical", "wild"):
        for _ in range(facts.resources.get(name, 0)):
            p.setPen(QPen(QColor("#202020"), max(1.0, r * 0.15)))
            p.setBrush(QColor(RESOURCE_COLORS[name]))
            p.drawEllipse(QPointF(x + r, cy), r, r)
            p.setPen(QColor("white"))
            p.setFont(font(r * 1.2, bold=True))
            p.drawText(QRectF(x, cy - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, RESOURCE_LETTERS[name])
            x += 2 * r + r * 0.3
    return x


def _boost_icons(p: QPainter, facts: CardFacts, right: float, cy: float, r: float) -> None:
    """The boost icons, right-aligned at ``right``: the Glossary's boost (and star) icons, one per boost."""
    n = facts.boost or 0
    if n <= 0 and not facts.boost_star:
        return
    names = ["keywords/boost.svg"] * max(0, n) + (["keywords/star.svg"] if facts.boost_star else [])
    size = 2.6 * r
    x = right - size * len(names)
    for name in names:
        if not draw_icon(p, name, QRectF(x, cy - size / 2, size, size)):
            p.setFont(font(r * 2.1, bold=True))
            p.setPen(QColor("#ffb300"))
            p.drawText(QRectF(x, cy - size / 2, size, size), Qt.AlignmentFlag.AlignCenter, "✦")
        x += size


def keyword_icons(facts: CardFacts) -> list[tuple[str, str]]:
    """(icon, value) of each keyword of the card that has an icon (value: "" or the keyword's number)."""
    out = []
    for name in KEYWORD_ICONS:
        v = facts.keyword(name)
        if v is False:
            continue
        out.append((f"keywords/{name}.svg", "" if v is True else str(v)))
    return out


def _keyword_row(p: QPainter, facts: CardFacts, right: float, top: float, size: float) -> float:
    """Keyword icons right-aligned at ``right`` from ``top``; returns the width they take."""
    icons = keyword_icons(facts)
    x = right
    for name, value in reversed(icons):
        w = size * (1.7 if value else 1.0)
        x -= w
        rect = QRectF(x, top, size, size)
        draw_icon(p, name, rect)
        if value:
            p.setPen(QColor("#111"))
            p.setFont(font(size * 0.7, bold=True))
            p.drawText(QRectF(x + size * 0.98, top, size * 0.72, size), Qt.AlignmentFlag.AlignCenter, value)
        x -= size * 0.15
    return right - x if icons else 0.0


_CHARACTER_TYPES = frozenset({"hero", "alter_ego", "ally", "minion", "villain"})


def _type_glyph(p: QPainter, type_code: str, rect: QRectF, color: QColor) -> None:
    """A simple drawn sign of the card's type, centred in ``rect`` (mcdesk's own drawing)."""
    s = min(rect.width(), rect.height())
    c = rect.center()
    path = QPainterPath()
    if type_code in _CHARACTER_TYPES:  # a figure: head and shoulders
        path.addEllipse(QPointF(c.x(), c.y() - s * 0.16), s * 0.17, s * 0.17)
        path.moveTo(c.x() - s * 0.34, c.y() + s * 0.4)
        path.cubicTo(c.x() - s * 0.34, c.y() + s * 0.02, c.x() + s * 0.34, c.y() + s * 0.02, c.x() + s * 0.34,
                     c.y() + s * 0.4)
        path.closeSubpath()
    elif type_code in ("event", "treachery"):  # a flash
        pts = [(0.06, -0.42), (-0.22, 0.06), (-0.02, 0.06), (-0.08, 0.42), (0.22, -0.08), (0.02, -0.08)]
        path.moveTo(c.x() + pts[0][0] * s, c.y() + pts[0][1] * s)
        for x, y in pts[1:]:
            path.lineTo(c.x() + x * s, c.y() + y * s)
        path.closeSubpath()
    elif type_code in ("main_scheme", "side_scheme", "player_side_scheme"):  # a clock face
        path.addEllipse(c, s * 0.36, s * 0.36)
        inner = QPainterPath()
        inner.addEllipse(c, s * 0.28, s * 0.28)
        path = path.subtracted(inner)
        path.addRect(QRectF(c.x() - s * 0.03, c.y() - s * 0.24, s * 0.06, s * 0.26))
        path.addRect(QRectF(c.x() - s * 0.02, c.y() - s * 0.03, s * 0.2, s * 0.06))
    elif type_code == "resource":  # a gem
        path.moveTo(c.x(), c.y() - s * 0.38)
        path.lineTo(c.x() + s * 0.3, c.y())
        path.lineTo(c.x(), c.y() + s * 0.38)
        path.lineTo(c.x() - s * 0.3, c.y())
        path.closeSubpath()
    else:  # supports, upgrades, attachments, environments, obligations: a card with a star
        path.addRoundedRect(QRectF(c.x() - s * 0.26, c.y() - s * 0.36, s * 0.52, s * 0.72), s * 0.06, s * 0.06)
        star = QPainterPath()
        for k in range(10):
            a = math.pi / 2 + k * math.pi / 5
            rr = s * (0.17 if k % 2 == 0 else 0.07)
            pt = QPointF(c.x() + math.cos(a) * rr, c.y() - math.sin(a) * rr)
            star.moveTo(pt) if k == 0 else star.lineTo(pt)
        star.closeSubpath()
        path = path.subtracted(star)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(path)


def _picture_panel(p: QPainter, facts: CardFacts, rect: QRectF, u: float) -> None:
    """The free part of a face's text box: a panel in the card's colours with a sign of its type (no art)."""
    color = card_color(facts)
    g = QLinearGradient(rect.topLeft(), rect.bottomRight())
    g.setColorAt(0, color.lighter(150))
    g.setColorAt(1, color.darker(110))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g))
    p.drawRoundedRect(rect, 2.4 * u, 2.4 * u)
    glyph = QColor(255, 255, 255, 120)
    _type_glyph(p, facts.type_code, rect.adjusted(2 * u, 2 * u, -2 * u, -2 * u), glyph)
    if facts.traits:
        p.setPen(QColor(255, 255, 255, 200))
        p.setFont(_fit_font(facts.traits[0].upper(), rect.width() - 4 * u, 4 * u, 2.5 * u, bold=True))
        p.drawText(rect.adjusted(2 * u, 1 * u, -2 * u, -1 * u),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, facts.traits[0].upper())


def _type_line(facts: CardFacts) -> str:
    t = TYPE_NAMES.get(facts.printed_type, facts.printed_type.replace("_", " ").title())  # a leader says "Leader"
    if facts.stage:
        t += f" — {facts.stage}"
    return t.upper()


def _stats(facts: CardFacts) -> list[tuple[str, str, str]]:
    """(label, value, colour) of the stat boxes a card shows."""
    out: list[tuple[str, str, str]] = []
    rows = (
        ("scheme", "SCH", "#6a1b9a"), ("thwart", "THW", "#1565c0"), ("attack", "ATK", "#c62828"),
        ("defense", "DEF", "#2e7d32"), ("recover", "REC", "#00838f"),
    )
    for name, label, color in rows:
        v = getattr(facts, name)
        if v is not None:
            cost = getattr(facts, f"{name}_cost", None)
            value = _value(v, getattr(facts, f"{name}_star"))
            if cost:
                value += "•" * cost
            out.append((label, value, color))
    return out


def _hp_text(facts: CardFacts) -> str | None:
    if facts.health is None:
        return None
    return _value(facts.health, facts.health_star) + ("/P" if facts.health_per_hero else "")


TITLE_SHARE = 0.11
"""A card's title text height over the card's short side (before a long name is condensed to fit)."""


def title_px(short_side_px: float) -> float:
    """The title text height (pixels) of a generated face whose short side is ``short_side_px`` pixels."""
    return TITLE_SHARE * short_side_px


def render_face(facts: CardFacts | None, text: str, w: int, h: int, *, code: str = "") -> QImage:
    """A generated face of ``w`` x ``h`` pixels (landscape when w > h)."""
    img = QImage(max(1, w), max(1, h), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    if facts is None:
        facts = CardFacts(code=code, name=code or "?", type_code="unknown")
    if w > h:
        _landscape(p, facts, text, w, h)
    else:
        _portrait(p, facts, text, w, h)
    p.end()
    return img


def _frame(p: QPainter, w: float, h: float, u: float, color: QColor) -> QRectF:
    outer = QRectF(0, 0, w, h)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#161616"))
    p.drawRoundedRect(outer, 4.5 * u, 4.5 * u)
    inner = outer.adjusted(1.8 * u, 1.8 * u, -1.8 * u, -1.8 * u)
    g = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    g.setColorAt(0, QColor("#fbf7ee"))
    g.setColorAt(1, QColor("#ece4d2"))
    p.setBrush(QBrush(g))
    p.drawRoundedRect(inner, 3 * u, 3 * u)
    # a thin aspect-coloured rim
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(color, 0.9 * u))
    p.drawRoundedRect(inner.adjusted(0.45 * u, 0.45 * u, -0.45 * u, -0.45 * u), 3 * u, 3 * u)
    return inner


def _band(p: QPainter, rect: QRectF, color: QColor, u: float) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, 2.6 * u, 2.6 * u)
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, color.lighter(125))
    g.setColorAt(1, color.darker(115))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g))
    p.drawPath(path)


def _title(p: QPainter, facts: CardFacts, rect: QRectF, u: float, name_px: float) -> None:
    name = ("◆ " if facts.is_unique else "") + facts.name
    sub = facts.subname
    name_h = rect.height() * (0.62 if sub else 1.0)
    p.setPen(QColor("white"))
    p.setFont(_fit_font(name, rect.width(), name_px, 3 * u, bold=True, condensed=True))
    # A name still too wide at the smallest size wraps at its spaces rather than being cut.
    p.drawText(QRectF(rect.x(), rect.y(), rect.width(), name_h),
               Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, name)
    if sub:
        p.setFont(_fit_font(sub, rect.width(), name_px * 0.55, 2.5 * u, italic=True, condensed=True))
        p.drawText(QRectF(rect.x(), rect.y() + name_h - 0.6 * u, rect.width(), rect.height() - name_h),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, sub)


def face_regions(facts: CardFacts, w: float, h: float) -> dict[str, QRectF]:
    """Where a generated face of ``w`` x ``h`` draws its title band ("title"), its stat boxes ("stats": a
    portrait card's row of boxes, a scheme's threat column; empty when it has none) and its bottom band
    ("bottom": resources, boost icons, printed hit points)."""
    if w > h:
        u = h / 100.0
        inner = QRectF(0, 0, w, h).adjusted(1.8 * u, 1.8 * u, -1.8 * u, -1.8 * u)
        band = QRectF(inner.left() + 1.2 * u, inner.top() + 1.2 * u, inner.width() - 2.4 * u, 19 * u)
        y = band.bottom() + 8 * u
        has_col = facts.base_threat is not None or facts.threat is not None
        col = QRectF(inner.left() + 2.5 * u, y, 34 * u, inner.bottom() - y - 2.5 * u) if has_col else QRectF()
        bottom = QRectF(col.right() + 3 * u, inner.bottom() - 9.5 * u, inner.right() - col.right() - 3 * u, 9.5 * u)
        return {"title": band, "stats": col, "bottom": bottom}
    u = w / 100.0
    inner = QRectF(0, 0, w, h).adjusted(1.8 * u, 1.8 * u, -1.8 * u, -1.8 * u)
    left, right = inner.left() + 2 * u, inner.right() - 2 * u
    band = QRectF(inner.left() + 1.2 * u, inner.top() + 1.2 * u, inner.width() - 2.4 * u,
                  (24 if facts.subname else 20) * u)
    y = band.bottom() + 1.2 * u + 5 * u + (5.6 * u if facts.traits else 0.0)
    stats = QRectF(left, y + 0.8 * u, right - left, 12 * u) if _stats(facts) else QRectF()
    strip_h = 11 * u
    bottom = QRectF(left, inner.bottom() - strip_h - 1.2 * u, right - left, strip_h + 1.2 * u)
    return {"title": band, "stats": stats, "bottom": bottom}


def _portrait(p: QPainter, facts: CardFacts, text: str, w: float, h: float) -> None:
    u = w / 100.0
    color = card_color(facts)
    inner = _frame(p, w, h, u, color)
    left, right = inner.left() + 2 * u, inner.right() - 2 * u
    # title band
    band = face_regions(facts, w, h)["title"]
    band_h = band.height()
    _band(p, band, color, u)
    title_left = band.left() + 2 * u
    if facts.cost is not None:
        r = 7.2 * u
        c = QPointF(band.left() + r + 1.4 * u, band.top() + band_h / 2)
        p.setPen(QPen(QColor("#202020"), 0.8 * u))
        p.setBrush(QColor("white"))
        p.drawEllipse(c, r, r)
        p.setPen(QColor("#111"))
        cost = _value(facts.cost) + ("/P" if facts.cost_per_hero else "")
        p.setFont(_fit_font(cost, 1.7 * r, 9.5 * u, 3 * u, bold=True))
        p.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, cost)
        title_left = c.x() + r + 1.2 * u
    _title(p, facts, QRectF(title_left, band.top(), band.right() - 2 * u - title_left, band_h), u,
           TITLE_SHARE * 100 * u)
    # type line and traits
    y = band.bottom() + 1.2 * u
    p.setPen(QColor("#333"))
    p.setFont(_fit_font(_type_line(facts), right - left, 3.9 * u, 2.6 * u, bold=True))
    p.drawText(QRectF(left, y, right - left, 5 * u), Qt.AlignmentFlag.AlignCenter, _type_line(facts))
    y += 5 * u
    if facts.traits:
        traits = trait_line(facts.traits)
        p.setFont(_fit_font(traits, right - left, 4.2 * u, 2.5 * u, bold=True, italic=True))
        p.drawText(QRectF(left, y, right - left, 5.4 * u), Qt.AlignmentFlag.AlignCenter, traits)
        y += 5.6 * u
    # stats
    stats = _stats(facts)
    if stats:
        y += 0.8 * u
        n = len(stats)
        gap = 1.6 * u
        bw = min(22 * u, (right - left - gap * (n - 1)) / n)
        x = left + (right - left - (bw * n + gap * (n - 1))) / 2
        for label, value, fill in stats:
            _pill(p, QRectF(x, y, bw, 12 * u), label, value, fill, u)
            x += bw + gap
        y += 13.6 * u
    # bottom strip: resources (left), boost or hit points and hand size (right)
    strip_h = 11 * u
    strip = QRectF(left, inner.bottom() - strip_h - 1.2 * u, right - left, strip_h)
    # rules text
    box = QRectF(left + 0.5 * u, y + 1.0 * u, right - left - u, strip.top() - y - 2.2 * u)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawRoundedRect(box.adjusted(-1.2 * u, -0.8 * u, 1.2 * u, 0.8 * u), 2 * u, 2 * u)
    kw = _keyword_row(p, facts, box.right() + 0.6 * u, box.top() - 0.4 * u, 8.5 * u)
    if kw:  # the icons take the text box's first line
        box = box.adjusted(0, 9 * u, 0, 0)
    used = _draw_text_box(p, text, box, 6.4 * u, 2.6 * u)
    free = QRectF(box.left(), box.top() + used + 1.5 * u, box.width(), box.bottom() - box.top() - used - 1.5 * u)
    if free.height() > 16 * u:
        _picture_panel(p, facts, free, u)
    cy = strip.center().y()
    _resource_icons(p, facts, strip.left(), cy, 4.2 * u)
    rx = strip.right()
    hp = _hp_text(facts)
    if hp is not None:
        hw = max(14 * u, QFontMetricsF(font(6.5 * u, bold=True)).horizontalAdvance(hp) + 6 * u)
        hr = QRectF(rx - hw, strip.top() + 0.5 * u, hw, strip_h - u)
        _stat_badge(p, hr, "HP", hp, QColor("#d32f2f"), QColor("#5d0b0b"), u)
        rx = hr.left() - 1.5 * u
    if facts.hand_size is not None:
        hs = str(facts.hand_size)
        hr = QRectF(rx - 11 * u, strip.top() + 0.5 * u, 11 * u, strip_h - u)
        _stat_badge(p, hr, "HAND", hs, QColor("#546e7a"), QColor("#263238"), u)
        rx = hr.left() - 1.5 * u
    _boost_icons(p, facts, rx, cy, 3.4 * u)


def _threat_value(v: int | None, per_player: bool, star: bool = False) -> str:
    return _value(v, star) + ("/P" if per_player and v is not None else "")


def _landscape(p: QPainter, facts: CardFacts, text: str, w: float, h: float) -> None:
    u = h / 100.0
    color = card_color(facts)
    inner = _frame(p, w, h, u, color)
    band_h = 19 * u
    band = QRectF(inner.left() + 1.2 * u, inner.top() + 1.2 * u, inner.width() - 2.4 * u, band_h)
    _band(p, band, color, u)
    stage = facts.stage or ""
    stage_w = 16 * u if stage else 0.0
    _title(p, facts, QRectF(band.left() + 3 * u + stage_w, band.top(), band.width() - 6 * u - 2 * stage_w, band_h),
           u, TITLE_SHARE * 100 * u)
    if stage:
        p.setPen(QColor("white"))
        p.setFont(font(7 * u, bold=True))
        p.drawText(QRectF(band.right() - stage_w - 2 * u, band.top(), stage_w, band_h),
                   Qt.AlignmentFlag.AlignCenter, stage)
    y = band.bottom() + 1 * u
    p.setPen(QColor("#333"))
    line = _type_line(facts)
    if facts.traits:
        line += "  ·  " + trait_line(facts.traits)
    p.setFont(_fit_font(line, inner.width() - 4 * u, 4.2 * u, 3 * u, bold=True))
    p.drawText(QRectF(inner.left(), y, inner.width(), 6 * u), Qt.AlignmentFlag.AlignCenter, line)
    y += 7 * u
    # threat column on the left
    col = QRectF(inner.left() + 2.5 * u, y, 34 * u, inner.bottom() - y - 2.5 * u)
    rows: list[tuple[str, str, str]] = []
    if facts.type_code == "main_scheme":
        if facts.base_threat is not None:
            rows.append(("START", _threat_value(facts.base_threat, not facts.base_threat_fixed), "#6a1b9a"))
        if facts.threat is not None:
            rows.append(("TARGET", _threat_value(facts.threat, not facts.threat_fixed), "#8e24aa"))
        if facts.escalation_threat is not None:
            rows.append(("PER ROUND", "+" + _threat_value(facts.escalation_threat, not facts.escalation_threat_fixed,
                                                       facts.escalation_threat_star), "#ad1457"))
    elif facts.base_threat is not None:
        rows.append(("THREAT", _threat_value(facts.base_threat, not facts.base_threat_fixed), "#6a1b9a"))
    icons = [(name, n) for name, n in (("Acceleration", facts.scheme_acceleration), ("Crisis", facts.scheme_crisis),
                                       ("Hazard", facts.scheme_hazard), ("Amplify", facts.scheme_amplify)) if n]
    ry = col.top()
    for label, value, fill in rows:
        _pill(p, QRectF(col.left(), ry, col.width(), 14 * u), label, value, fill, u)
        ry += 15.5 * u
    for name, n in icons:
        p.setPen(QPen(QColor("#00000080"), 0.5 * u))
        p.setBrush(QColor("#ef6c00"))
        r = QRectF(col.left(), ry, col.width(), 7 * u)
        p.drawRoundedRect(r, 2 * u, 2 * u)
        p.setPen(QColor("white"))
        p.setFont(font(4 * u, bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"{name}" + (f" ×{n}" if n > 1 else ""))
        ry += 8 * u
    box = QRectF(col.right() + 3 * u, y + 0.5 * u, inner.right() - col.right() - 5.5 * u,
                 inner.bottom() - y - 10 * u)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 150))
    p.drawRoundedRect(box.adjusted(-1.2 * u, -0.8 * u, 1.2 * u, 0.8 * u), 2 * u, 2 * u)
    _draw_text_box(p, text, box, 6.6 * u, 2.8 * u)
    _boost_icons(p, facts, inner.right() - 3 * u, inner.bottom() - 5 * u, 3.4 * u)


def render_back(kind: str, w: int, h: int) -> QImage:
    """The back of a player card ("player") or an encounter card ("encounter")."""
    img = QImage(max(1, w), max(1, h), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    u = min(w, h) / 100.0
    encounter = kind == "encounter"
    base, accent = (QColor("#3b0f4f"), QColor("#ff8f00")) if encounter else (QColor("#0d2a4a"), QColor("#e53935"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#111"))
    p.drawRoundedRect(QRectF(0, 0, w, h), 4.5 * u, 4.5 * u)
    inner = QRectF(2 * u, 2 * u, w - 4 * u, h - 4 * u)
    g = QLinearGradient(inner.topLeft(), inner.bottomRight())
    g.setColorAt(0, base.lighter(150))
    g.setColorAt(1, base)
    p.setBrush(QBrush(g))
    p.drawRoundedRect(inner, 3.5 * u, 3.5 * u)
    p.save()
    path = QPainterPath()
    path.addRoundedRect(inner, 3.5 * u, 3.5 * u)
    p.setClipPath(path)
    p.setPen(QPen(QColor(255, 255, 255, 28), 1.6 * u))
    step = 9 * u
    k: float = -h
    while k < w + h:
        p.drawLine(QPointF(k, 0), QPointF(k + h, h))
        k += step
    p.restore()
    p.setPen(QPen(accent, 2.2 * u))
    p.setBrush(Qt.BrushStyle.NoBrush)
    c = inner.center()
    p.drawEllipse(c, 24 * u, 24 * u)
    p.setPen(QColor("white"))
    p.setFont(font(11 * u, bold=True, condensed=True))
    p.drawText(QRectF(c.x() - 30 * u, c.y() - 10 * u, 60 * u, 20 * u), Qt.AlignmentFlag.AlignCenter,
               "ENC" if encounter else "MC")
    p.setFont(font(5 * u, bold=True))
    p.setPen(accent.lighter(130))
    p.drawText(QRectF(inner.left(), inner.bottom() - 16 * u, inner.width(), 10 * u), Qt.AlignmentFlag.AlignCenter,
               "ENCOUNTER" if encounter else "PLAYER")
    p.end()
    return img


def fit_image(image: QImage, w: int, h: int) -> QImage:
    """A card image scaled to ``w`` x ``h`` (turned a quarter when its orientation differs)."""
    if (image.width() > image.height()) != (w > h) and image.width() != image.height():
        image = image.transformed(QTransform().rotate(90), Qt.TransformationMode.SmoothTransformation)
    return image.scaled(w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)


_NETWORK: list[QNetworkAccessManager] = []


def network() -> QNetworkAccessManager:
    """One network access manager for every face cache, living as long as the application (destroying a
    manager right after a download finished could crash Qt's HTTP thread)."""
    if not _NETWORK:
        nam = QNetworkAccessManager(QCoreApplication.instance())
        _NETWORK.append(nam)
    return _NETWORK[0]


OfficialText = Mapping[str, str] | Callable[[str], str | None]


class CardFaces(QObject):
    """Faces and backs as pixmaps, cached per (code, size); images from a folder, a disk cache or a URL.

    ``url_template`` holds ``{code}`` (e.g. ``"https://example.org/img/{code}.jpg"``); downloads are written
    to ``cache_dir`` and announced with :attr:`image_ready`. ``official_text`` (a mapping or a function of
    the code) gives the text of imported cards; other cards show their generated rules text.
    """

    image_ready = Signal(str)
    """A card's image arrived (its code): pixmaps of that card are now the image."""
    image_failed = Signal(str, str)
    """A card's image could not be downloaded (code, reason): it keeps its generated face."""

    def __init__(
        self,
        db: CardDatabase | None = None,
        *,
        image_dir: str | Path | None = None,
        url_template: str | None = None,
        cache_dir: str | Path | None = None,
        official_text: OfficialText | None = None,
        max_cached: int = 600,
        timeout_ms: int = 15000,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        if db is None:
            from ..games.champions.cards.database import default_database

            db = default_database()
        self.db = db
        self.image_dir = Path(image_dir) if image_dir else None
        self.url_template = url_template or None
        self.cache_dir = Path(cache_dir) if cache_dir else None
        self.official_text = official_text
        self.max_cached = max_cached
        self.timeout_ms = timeout_ms
        self._pixmaps: OrderedDict[tuple[str, str, int, int], QPixmap] = OrderedDict()
        self._paths: dict[str, Path | None] = {}
        self._images: dict[str, QImage | None] = {}
        self._pending: dict[str, QNetworkReply] = {}
        self._failed: dict[str, str] = {}
        self._texts: dict[str, str] = {}
        self.describe: Describe | None = None
        """Another game's faces (see :meth:`use_game_faces`); None: Marvel Champions cards."""
        self.backs: dict[str, BackSpec] = {}

    # -- settings --------------------------------------------------------------------------------------------
    def set_sources(self, *, image_dir: str | Path | None = None, url_template: str | None = None,
                    cache_dir: str | Path | None = None) -> None:
        """Change where images come from (clears the caches)."""
        self.image_dir = Path(image_dir) if image_dir else None
        self.url_template = url_template or None
        self.cache_dir = Path(cache_dir) if cache_dir else None
        self.clear()

    def clear(self) -> None:
        self._pixmaps.clear()
        self._paths.clear()
        self._images.clear()
        self._failed.clear()

    def use_game_faces(self, describe: Describe | None, backs: Mapping[str, BackSpec] | None = None) -> None:
        """Draw another game's cards: ``describe(code)`` says what each face shows, ``backs`` its card backs
        (None: back to Marvel Champions)."""
        self.describe = describe
        self.backs = dict(backs or {})
        self._pixmaps.clear()
        self._texts.clear()

    # -- text and facts --------------------------------------------------------------------------------------
    def facts(self, code: str) -> CardFacts | None:
        return self.db.facts.get(code)

    def text(self, code: str) -> str:
        """Official text passed in for an imported card, else the built-in card's generated rules text."""
        if code in self._texts:
            return self._texts[code]
        if self.describe is not None:
            spec = self.describe(code)
            self._texts[code] = spec.text if spec is not None else ""
            return self._texts[code]
        text: str | None = None
        if self.official_text is not None:
            text = self.official_text(code) if callable(self.official_text) else self.official_text.get(code)
        if text is None and code in self.db.facts:
            from ..games.champions.cards.text import rules_text

            try:
                text = rules_text(self.db, code)
            except Exception:  # a script whose text cannot be generated must not break the table
                text = ""
        self._texts[code] = text or ""
        return self._texts[code]

    # -- pixmaps ---------------------------------------------------------------------------------------------
    def face(self, code: str, w: int, h: int, *, download: bool = True) -> QPixmap:
        """The card's face at ``w`` x ``h`` pixels: its image if there is one, else the generated face (and its
        image is downloaded in the background when a URL template is set)."""
        image = self.image(code)
        if image is None and download:
            self.request(code)
        source = "img" if image is not None else "gen"
        key = (source, code, w, h)
        pm = self._cached(key)
        if pm is None:
            if image is not None:
                pm = QPixmap.fromImage(fit_image(image, w, h))
            else:
                pm = QPixmap.fromImage(self._generate(code, w, h))
            self._store(key, pm)
        return pm

    def _generate(self, code: str, w: int, h: int) -> QImage:
        if self.describe is not None:
            from .spec_face import render_spec_face

            spec = self.describe(code)
            if spec is not None:
                return render_spec_face(spec, w, h)
        return render_face(self.facts(code), self.text(code), w, h, code=code)

    def generated(self, code: str, w: int, h: int) -> QPixmap:
        key = ("gen", code, w, h)
        pm = self._cached(key)
        if pm is None:
            pm = QPixmap.fromImage(self._generate(code, w, h))
            self._store(key, pm)
        return pm

    def back(self, kind: str, w: int, h: int) -> QPixmap:
        key = ("back", kind, w, h)
        pm = self._cached(key)
        if pm is None:
            spec = self.backs.get(kind)
            if spec is not None:
                from .spec_face import render_spec_back

                pm = QPixmap.fromImage(render_spec_back(spec, w, h))
            else:
                pm = QPixmap.fromImage(render_back(kind, w, h))
            self._store(key, pm)
        return pm

    def has_image(self, code: str) -> bool:
        return self.image(code) is not None

    def _cached(self, key: tuple[str, str, int, int]) -> QPixmap | None:
        pm = self._pixmaps.get(key)
        if pm is not None:
            self._pixmaps.move_to_end(key)
        return pm

    def _store(self, key: tuple[str, str, int, int], pm: QPixmap) -> None:
        self._pixmaps[key] = pm
        while len(self._pixmaps) > self.max_cached:
            self._pixmaps.popitem(last=False)

    def cached_count(self) -> int:
        return len(self._pixmaps)

    # -- images ----------------------------------------------------------------------------------------------
    def image_path(self, code: str) -> Path | None:
        """The card's image file in the image folder or the download cache, if any."""
        if code in self._paths:
            return self._paths[code]
        found: Path | None = None
        if SAFE_CODE.match(code):
            for folder in (self.image_dir, self.cache_dir):
                if folder is None:
                    continue
                for suffix in IMAGE_SUFFIXES:
                    candidate = folder / f"{code}{suffix}"
                    if candidate.is_file():
                        found = candidate
                        break
                if found:
                    break
        self._paths[code] = found
        return found

    def image(self, code: str) -> QImage | None:
        if code in self._images:
            return self._images[code]
        path = self.image_path(code)
        img: QImage | None = None
        if path is not None:
            loaded = QImage(str(path))
            img = None if loaded.isNull() else loaded
        self._images[code] = img
        return img

    def url_for(self, code: str) -> str | None:
        if not self.url_template or not SAFE_CODE.match(code):
            return None
        return self.url_template.replace("{code}", code)

    def downloading(self) -> frozenset[str]:
        return frozenset(self._pending)

    def failed(self, code: str) -> str | None:
        return self._failed.get(code)

    def request(self, code: str) -> bool:
        """Start downloading the card's image unless it is here, on its way, or failed before. True if
        a download started."""
        url = self.url_for(code)
        if (url is None or self.cache_dir is None or code in self._pending or code in self._failed
                or self.image(code) is not None):
            return False
        req = QNetworkRequest(QUrl(url))
        req.setAttribute(QNetworkRequest.Attribute.RedirectPolicyAttribute,
                         QNetworkRequest.RedirectPolicy.NoLessSafeRedirectPolicy)
        req.setTransferTimeout(self.timeout_ms)
        req.setHeader(QNetworkRequest.KnownHeaders.UserAgentHeader, "mcdesk")
        reply = network().get(req)
        self._pending[code] = reply
        reply.finished.connect(functools.partial(self._downloaded, code, reply))
        return True

    def _downloaded(self, code: str, reply: QNetworkReply) -> None:
        try:
            self._finish_download(code, reply)
        except RuntimeError:  # this cache was destroyed while its download ran
            pass
        finally:
            reply.deleteLater()

    def _finish_download(self, code: str, reply: QNetworkReply) -> None:
        self._pending.pop(code, None)
        if reply.error() != QNetworkReply.NetworkError.NoError:
            self._fail(code, reply.errorString())
            return
        data = reply.readAll()
        img = QImage.fromData(data)
        if img.isNull():
            self._fail(code, "the download is not an image")
            return
        assert self.cache_dir is not None
        path = self._save(code, data, img)
        self._images[code] = img
        self._paths[code] = path
        for key in [k for k in self._pixmaps if k[1] == code]:
            del self._pixmaps[key]
        self.image_ready.emit(code)

    def _save(self, code: str, data: QByteArray, img: QImage) -> Path | None:
        assert self.cache_dir is not None
        try:
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            raw = bytes(data.data())
            suffix = ".png"
            if raw[:3] == b"\xff\xd8\xff":
                suffix = ".jpg"
            elif raw[:4] == b"RIFF" and raw[8:12] == b"WEBP":
                suffix = ".webp"
            elif raw[:8] != b"\x89PNG\r\n\x1a\n":  # another format Qt reads: store it as PNG
                raw = b""
            path = self.cache_dir / f"{code}{suffix}"
            tmp = path.with_suffix(path.suffix + ".part")
            if raw:
                tmp.write_bytes(raw)
            elif not img.save(str(tmp), "PNG"):  # type: ignore[call-overload]  # the stub wants bytes, Qt a str
                return None
            tmp.replace(path)
            return path
        except OSError:
            return None  # the image is still used for this session

    def _fail(self, code: str, reason: str) -> None:
        self._failed[code] = reason
        self.image_failed.emit(code, reason)


def preview_size(card_w: int = 330, landscape: bool = False) -> QSize:
    h = round(card_w * 88 / 63)
    return QSize(h, card_w) if landscape else QSize(card_w, h)

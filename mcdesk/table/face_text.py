"""Rules text on a card face: icon tags as icons or coloured symbols, in the face's own colours.

A card face is a printed object: its text is dark on cream whatever the window's theme. A
:class:`QTextDocument` takes its default text colour from the application's palette (light in the dark
theme), so every document drawn on a face goes through :func:`draw_document` with :data:`FACE_PALETTE`,
and its body carries an explicit colour too.

Tags in generated or imported text (``[energy]``, ``[boost]``, ``[star]``, Vs. System's ``[red]`` and
``[flight]``, Legendary's ``[Strength]``...) become an inline icon (the app's own SVGs), a coloured symbol
or a coloured word; an unknown tag becomes its bold word, so no ``[tag]`` is ever drawn.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPalette,
    QTextDocument,
    QTextOption,
)

from .icons import svg

INK = "#1a1a1a"
"""The colour of rules text on a face."""

ICON_SVGS = {
    "boost": "keywords/boost.svg", "star": "keywords/star.svg", "acceleration": "keywords/acceleration.svg",
    "amplify": "keywords/amplify.svg", "crisis": "keywords/crisis.svg", "hazard": "keywords/hazard.svg",
    "per_hero": "keywords/per_player.svg", "per_player": "keywords/per_player.svg",
    "per player": "keywords/per_player.svg", "energy": "resources/energy.svg", "mental": "resources/mental.svg",
    "physical": "resources/physical.svg", "wild": "resources/wild.svg", "ranged": "keywords/ranged.svg",
    "guard": "keywords/guard.svg", "patrol": "keywords/patrol.svg", "quickstrike": "keywords/quickstrike.svg",
    "toughness": "keywords/toughness.svg", "retaliate": "keywords/retaliate.svg",
    "piercing": "keywords/piercing.svg", "overkill": "keywords/overkill.svg", "steady": "keywords/steady.svg",
    "stalwart": "keywords/stalwart.svg", "threat": "tokens/threat.svg", "damage": "tokens/damage.svg",
}
"""Tags drawn as one of the app's icons (lower case)."""

SYMBOLS: dict[str, tuple[str, str, str]] = {
    # Vs. System power symbols: a dot in the power's colour.
    "red": ("●", "#d32f2f", ""), "blue": ("●", "#1565c0", ""), "green": ("●", "#2e7d32", ""),
    "yellow": ("●", "#f2b600", ""), "flight": ("✈", "#0d47a1", ""),
    # Teams (Vs. System and Legendary): a mark and the team's name in its colour.
    "avengers": ("▲", "#0d47a1", "Avengers"), "xmen": ("✕", "#7a5c00", "X-Men"),
    "x-men": ("✕", "#7a5c00", "X-Men"), "guardians": ("✦", "#1b5e20", "Guardians"),
    "villains": ("☠", "#4a148c", "Villains"), "spider friends": ("✺", "#b71c1c", "Spider Friends"),
    "shield": ("⬢", "#263238", "S.H.I.E.L.D."),
    # Legendary hero classes: a diamond and the class word in the class's colour.
    "covert": ("◆", "#b71c1c", "Covert"), "instinct": ("◆", "#7a5c00", "Instinct"),
    "ranged_class": ("◆", "#0d47a1", "Ranged"), "strength": ("◆", "#1b5e20", "Strength"),
    "tech": ("◆", "#37474f", "Tech"),
    # Marvel Champions marks without an icon of their own.
    "unique": ("◆", INK, ""), "thwart": ("", "#0d47a1", "THW"), "attack": ("", "#b71c1c", "ATK"),
    "defense": ("", "#1b5e20", "DEF"), "recover": ("", "#006064", "REC"), "scheme": ("", "#4a148c", "SCH"),
    "cost": ("", INK, "cost"), "special": ("", INK, "special"), "ferocious": ("", INK, "Ferocious"),
}
"""Tags drawn as (symbol, colour, word): the words' colours keep at least 4.5:1 on the cream card."""

_TAG = re.compile(r"\[([A-Za-z][A-Za-z _-]{0,30})\]")
_TIMING = re.compile(
    r"((?:Hero |Alter-Ego )?(?:Forced )?(?:Interrupt|Response|Action|Resource)|When Revealed|When Defeated"
    r"|Boost|Special|Setup)(?=\s*(?:\([^)]*\))?\s*:)"
)
ICON_SCHEME = "faceicon"


def _tag_html(name: str, px: float) -> str:
    key = name.lower()
    if name == "Ranged":  # a Legendary class, not the keyword
        key = "ranged_class"
    if key in ICON_SVGS:
        s = max(1, round(px * 1.15))
        return f'<img src="{ICON_SCHEME}:{key}" width="{s}" height="{s}" style="vertical-align: middle"/>'
    if key in SYMBOLS:
        mark, colour, word = SYMBOLS[key]
        return f'<b style="color:{colour}">{html.escape(" ".join(x for x in (mark, word) if x))}</b>'
    return f"<b>{html.escape(name.replace('_', ' '))}</b>"


def tags_html(escaped: str, px: float) -> str:
    """Every ``[tag]`` of escaped text as its icon, symbol or word."""
    return _TAG.sub(lambda m: _tag_html(m.group(1), px), escaped)


def text_html(text: str, px: float = 12.0) -> str:
    """Rules text as rich text: timing words bold, [[Traits]] bold italic, tags as icons (``px``: font size)."""
    out = []
    for line in text.splitlines():
        s = html.escape(line, quote=False)
        s = re.sub(r"\[\[([^\]]+)\]\]", r"<b><i>\1</i></b>", s)
        s = tags_html(s, px)
        s = _TIMING.sub(r"<b>\1</b>", s)
        out.append(s)
    return "<br/>".join(out)


def plain_text(text: str) -> str:
    """``text`` with its tags as words (for lines drawn without rich text)."""
    def word(m: re.Match[str]) -> str:
        key = m.group(1).lower()
        mark, _colour, label = SYMBOLS.get(key, ("", "", ""))
        return label or mark or m.group(1).replace("_", " ")
    return _TAG.sub(word, re.sub(r"\[\[([^\]]+)\]\]", r"\1", text))


@cache
def icon_image(key: str) -> QImage:
    """Icon ``key`` drawn at 64 px (scaled down by the document)."""
    img = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    r = svg(ICON_SVGS.get(key, ""))
    if r is not None:
        p = QPainter(img)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r.render(p, QRectF(0, 0, 64, 64))
        p.end()
    return img


class FaceDocument(QTextDocument):
    """A text document for a face: dark text, no margin, the face icons as images."""

    def __init__(self, color: str = INK) -> None:
        super().__init__()
        self.color = color
        self.setDocumentMargin(0)
        self.setDefaultStyleSheet(f"body {{ color: {color}; }}")

    def loadResource(self, type: int, name: QUrl | str) -> object:  # noqa: A002 - Qt's name
        url = QUrl(name)
        if url.scheme() == ICON_SCHEME:
            return icon_image(url.path())
        return super().loadResource(type, name)

    def set_body(self, body_html: str, align: str = "") -> None:
        attr = f' align="{align}"' if align else ""
        self.setHtml(f'<body style="color:{self.color}"><div{attr}>{body_html}</div></body>')


@cache
def face_palette(color: str = INK) -> QPalette:
    """A fixed light palette for documents drawn on a face (never the window's)."""
    pal = QPalette(QColor("#f4efe4"))
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.WindowText, QPalette.ColorRole.ButtonText):
            pal.setColor(group, role, QColor(color))
        pal.setColor(group, QPalette.ColorRole.Link, QColor("#0d47a1"))
    return pal


Observer = Callable[[QTextDocument, QRectF, QPainter], None]
observers: list[Observer] = []
"""Called with every document drawn on a face, its rectangle and the painter (tests look at what is drawn)."""


def draw_document(p: QPainter, doc: FaceDocument, rect: QRectF) -> None:
    """Draw ``doc`` at ``rect``'s top left, clipped to it, in the face's palette."""
    for observe in observers:
        observe(doc, rect, p)
    p.save()
    p.translate(rect.topLeft())
    clip = QRectF(0, 0, rect.width(), rect.height())
    p.setClipRect(clip)
    ctx = QAbstractTextDocumentLayout.PaintContext()
    ctx.palette = face_palette(doc.color)
    ctx.clip = clip
    doc.documentLayout().draw(p, ctx)
    p.restore()


def fit_document(text: str, width: float, height: float, max_px: float, min_px: float,
                 font: Callable[[float], QFont], color: str = INK) -> FaceDocument:
    """Rules text at the largest font size (down to ``min_px``) at which it fits ``width`` x ``height``."""
    doc = FaceDocument(color)
    opt = QTextOption()
    opt.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    doc.setDefaultTextOption(opt)
    px = max_px
    while True:
        doc.setDefaultFont(font(px))
        doc.setTextWidth(width)
        doc.set_body(text_html(text, px))
        if doc.size().height() <= height or px <= min_px:
            return doc
        px = max(min_px, px * 0.9)


def fit_line(text: str, width: float, max_px: float, min_px: float, font: Callable[[float], QFont],
             color: str = INK) -> FaceDocument:
    """A centred line (a type line) with its tags as icons: shrunk to fit one line down to ``min_px``, then
    wrapped at word boundaries."""
    doc = FaceDocument(color)
    opt = QTextOption(Qt.AlignmentFlag.AlignHCenter)
    opt.setWrapMode(QTextOption.WrapMode.WordWrap)
    doc.setDefaultTextOption(opt)
    px = max_px
    while True:
        doc.setDefaultFont(font(px))
        doc.setTextWidth(-1)
        doc.set_body(tags_html(html.escape(text, quote=False), px), "center")
        if doc.idealWidth() <= width or px <= min_px:
            break
        px = max(min_px, px * 0.92)
    doc.setTextWidth(width)
    return doc

"""A card's child overlays on the table: its tokens (:class:`TokenItem`), status cards (:class:`StatusItem`),
hit point or threat dial (:class:`DialItem`) and marks (:class:`MarkItem`). They stay upright while the card
turns and never take input; :class:`~.items.CardItem` places them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import zvalues
from .card_face import font
from .icons import svg
from .sprites import draw_cached

OVERLAY_DEPTH = 0.13
"""How far the overlay strip reaches into a portrait card from its bottom edge (of the card's width): its
bottom band only (see :func:`~.card_face.face_regions`)."""
OVERLAY_DEPTH_LANDSCAPE = 0.085
OVERLAY_LINE = 0.24
"""The overlays' height (of the card's short side)."""
_TOKEN_ORDER = ("damage", "threat", "counters", "acceleration")
_STATUS_ORDER = ("stunned", "confused", "tough")


def token_order(kind: str) -> tuple[int, str]:
    return (_TOKEN_ORDER.index(kind) if kind in _TOKEN_ORDER else len(_TOKEN_ORDER), kind)


def status_order(name: str) -> tuple[int, str]:
    return (_STATUS_ORDER.index(name) if name in _STATUS_ORDER else len(_STATUS_ORDER), name)


TOKEN_ASSETS = {"damage": "tokens/damage.svg", "threat": "tokens/threat.svg", "counters": "tokens/all_purpose.svg",
                "acceleration": "tokens/acceleration.svg"}
TOKEN_COLORS = {"damage": "#c62828", "threat": "#ef6c00", "counters": "#546e7a", "acceleration": "#6a1b9a"}
STATUS_COLORS = {"stunned": "#1e88e5", "confused": "#8e24aa", "tough": "#43a047"}


class Overlay(QGraphicsItem):
    """A child of a card that stays upright while the card rotates."""

    def __init__(self, parent: QGraphicsItem, w: float, h: float) -> None:
        super().__init__(parent)
        self._w, self._h = w, h
        self._bounds = QRectF(0, 0, w, h)
        self.setTransformOriginPoint(w / 2, h / 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def resize(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self._bounds = QRectF(0, 0, w, h)
        self.setTransformOriginPoint(w / 2, h / 2)


class TokenItem(Overlay):
    """A damage, threat, all-purpose counter or acceleration chip with its number."""

    def __init__(self, parent: QGraphicsItem, kind: str, count: int, size: float) -> None:
        super().__init__(parent, size, size)
        self.kind = kind
        self.count = count
        self.setZValue(zvalues.CHILD_TOKEN)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        draw_cached(p, ("token", self.kind, self.count, self._w), r.adjusted(0, 0, r.width() * 0.05, r.height() * 0.07),
                    self._draw)

    def _draw(self, p: QPainter) -> None:
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawEllipse(r.translated(r.width() * 0.05, r.height() * 0.07))
        asset = TOKEN_ASSETS.get(self.kind)  # a game's own kind of token: a plain chip in a neutral colour
        renderer = svg(asset) if asset is not None else None
        if renderer is not None:
            renderer.render(p, r)
        else:
            p.setPen(QPen(QColor("#222"), r.width() * 0.05))
            p.setBrush(QColor(TOKEN_COLORS.get(self.kind, "#5d6d7e")))
            p.drawEllipse(r.adjusted(1, 1, -1, -1))
            p.setBrush(QColor(255, 255, 255, 230))
            p.drawEllipse(r.center(), r.width() * 0.24, r.height() * 0.24)
        p.setPen(QColor("#111"))
        text = str(self.count)
        p.setFont(font(r.width() * (0.36 if len(text) < 2 else 0.3), bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


class StatusItem(Overlay):
    """A status card on a character: stunned, confused or tough (with a count when there are several)."""

    def __init__(self, parent: QGraphicsItem, status: str, count: int, w: float) -> None:
        super().__init__(parent, w, w / 2)
        self.status = status
        self.count = count
        self.setZValue(zvalues.CHILD_STATUS)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_cached(p, ("status", self.status, self.count, self._w, self._h), self.boundingRect(), self._draw)

    def _draw(self, p: QPainter) -> None:
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(STATUS_COLORS.get(self.status, "#777"))
        renderer = svg(f"status/{self.status}.svg")
        if renderer is not None:
            renderer.render(p, r)
        else:
            p.setPen(QPen(color.darker(200), r.height() * 0.06))
            p.setBrush(color)
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), r.height() * 0.18, r.height() * 0.18)
        # the word over the badge's right half
        word_rect = QRectF(r.width() * 0.44, r.height() * 0.14, r.width() * 0.5, r.height() * 0.72)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(color)
        p.drawRect(word_rect)
        word = self.status.upper() + (f" ×{self.count}" if self.count > 1 else "")
        p.setPen(QColor("white"))
        f = font(r.height() * 0.32, bold=True, condensed=True)
        while QFontMetricsF(f).horizontalAdvance(word) > word_rect.width() and f.pixelSize() > 3:
            f.setPixelSize(f.pixelSize() - 1)
        p.setFont(f)
        p.drawText(word_rect, Qt.AlignmentFlag.AlignCenter, word)


class DialItem(Overlay):
    """A "remaining/max" dial: an identity's or villain's hit points, the main scheme's threat."""

    def __init__(self, parent: QGraphicsItem, label: str, value: int, maximum: int | None, w: float,
                 color: str = "#b71c1c") -> None:
        super().__init__(parent, w, w * 0.36)
        self.label = label
        self.value = value
        self.maximum = maximum
        self.color = color
        self.setZValue(zvalues.CHILD_DIAL)

    @property
    def text(self) -> str:
        return f"{self.value}/{self.maximum}" if self.maximum is not None else str(self.value)

    def set_value(self, label: str, value: int, maximum: int | None, color: str) -> None:
        if (label, value, maximum, color) != (self.label, self.value, self.maximum, self.color):
            self.label, self.value, self.maximum, self.color = label, value, maximum, color
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        draw_cached(p, ("dial", self.label, self.value, self.maximum, self.color, self._w, self._h),
                    r.adjusted(0, 0, r.height() * 0.05, r.height() * 0.08), self._draw)

    def _draw(self, p: QPainter) -> None:
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rad = r.height() * 0.3
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r.translated(r.height() * 0.05, r.height() * 0.08), rad, rad)
        p.setPen(QPen(QColor("#111"), r.height() * 0.06))
        p.setBrush(QColor(self.color))
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), rad, rad)
        lf = font(r.height() * 0.3, bold=True, condensed=True)
        label_w = QFontMetricsF(lf).horizontalAdvance(self.label) + r.height() * 0.3
        p.setPen(QColor(255, 255, 255, 220))
        p.setFont(lf)
        p.drawText(QRectF(r.x() + r.height() * 0.15, r.y(), label_w, r.height()),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.label)
        vr = QRectF(r.x() + label_w + r.height() * 0.1, r.y() + r.height() * 0.12,
                    r.width() - label_w - r.height() * 0.35, r.height() * 0.76)
        p.setBrush(QColor(255, 255, 255, 235))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(vr, rad * 0.7, rad * 0.7)
        p.setPen(QColor("#111"))
        f = font(r.height() * 0.56, bold=True)
        while QFontMetricsF(f).horizontalAdvance(self.text) > vr.width() * 0.94 and f.pixelSize() > 3:
            f.setPixelSize(f.pixelSize() - 1)
        p.setFont(f)
        p.drawText(vr, Qt.AlignmentFlag.AlignCenter, self.text)


def discard_item(item: QGraphicsItem) -> None:
    scene = item.scene()
    if scene is not None:
        scene.removeItem(item)
    item.setParentItem(None)  # type: ignore[arg-type]  # PySide's stub misses that None detaches


MARK_COLOR = "#b8860b"


class MarkItem(Overlay):
    """A word on a card telling how it came to be there (a Civil War leader's basic card "EARNED" through
    Choosing Sides): a gold label among the card's status cards."""

    def __init__(self, parent: QGraphicsItem, word: str, w: float) -> None:
        super().__init__(parent, w, w / 2)
        self.word = word
        self.setZValue(zvalues.CHILD_STATUS)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_cached(p, ("mark", self.word, self._w, self._h), self.boundingRect(), self._draw)

    def _draw(self, p: QPainter) -> None:
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(MARK_COLOR)
        p.setPen(QPen(color.darker(220), r.height() * 0.06))
        p.setBrush(color)
        p.drawRoundedRect(r, r.height() * 0.22, r.height() * 0.22)
        word = self.word.upper()
        inner = r.adjusted(r.width() * 0.06, 0, -r.width() * 0.06, 0)
        f = font(r.height() * 0.42, bold=True, condensed=True)
        while QFontMetricsF(f).horizontalAdvance(word) > inner.width() and f.pixelSize() > 3:
            f.setPixelSize(f.pixelSize() - 1)
        p.setFont(f)
        p.setPen(QColor("white"))
        p.drawText(inner, Qt.AlignmentFlag.AlignCenter, word)

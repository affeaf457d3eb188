"""A card's child overlays on the table: its tokens (:class:`TokenItem`), status cards (:class:`StatusItem`),
hit point or threat dial (:class:`DialItem`) and marks (:class:`MarkItem`). They stay upright while the card
turns and never take input; :class:`~.items.CardItem` places them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
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
DIAL_NUMBER = 0.56
"""A dial's number: its type size (of the dial's height)."""
TOKEN_NUMBER = (0.36, 0.3)
"""A token's number: its type size (of the token's size) with one digit, and with more."""


def in_lines(sizes: list[tuple[float, float]], room: float, gap: float, *, shrink: bool = True
             ) -> tuple[list[tuple[float, float]], float]:
    """Overlays of these (along, across) sizes side by side in lines no wider than ``room`` (the next line below
    the one before), each line centred on 0: each one's centre (x, y from the first line's top) and the scale that
    fits the widest one in ``room`` (overlays are made smaller only when one alone is too wide, and never when not
    ``shrink``: it then sticks out past the room on both sides)."""
    scale = min([1.0] + [room / a for a, _ in sizes if a > 0]) if shrink else 1.0
    lines: list[list[int]] = [[]]
    used = 0.0
    for n, (along, _) in enumerate(sizes):
        if lines[-1] and used + gap + along * scale > room + 1e-9:
            lines.append([])
            used = 0.0
        used += (gap if lines[-1] else 0.0) + along * scale
        lines[-1].append(n)
    out: list[tuple[float, float]] = [(0.0, 0.0)] * len(sizes)
    y = 0.0
    for line in lines:
        total = sum(sizes[n][0] * scale for n in line) + gap * (len(line) - 1)
        x = -total / 2
        depth = max(sizes[n][1] * scale for n in line)
        for n in line:
            out[n] = (x + sizes[n][0] * scale / 2, y + sizes[n][1] * scale / 2)
            x += sizes[n][0] * scale + gap
        y += depth + gap
    return out, scale


def token_size(natural: float, count: int, floor: float) -> float:
    """A token's size: ``natural``, or larger so that its number is at least ``floor`` high."""
    share = TOKEN_NUMBER[0] if len(str(count)) < 2 else TOKEN_NUMBER[1]
    return max(natural, floor / share)


def dial_height(natural: float, floor: float) -> float:
    """A dial's height: ``natural``, or larger so that its number is at least ``floor`` high."""
    return max(natural, floor / DIAL_NUMBER)
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
        p.setFont(font(self.number_size(), bold=True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def number_size(self) -> float:
        """Its number's type size (item units)."""
        return self._w * (TOKEN_NUMBER[0] if len(str(self.count)) < 2 else TOKEN_NUMBER[1])


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
        self.compact = False
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
        draw_cached(p, ("dial", self.label, self.value, self.maximum, self.color, self._w, self._h, self.compact),
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
        label_w = self._label_w()
        if not self.compact:
            p.setPen(QColor(255, 255, 255, 220))
            p.setFont(font(r.height() * 0.3, bold=True, condensed=True))
            p.drawText(QRectF(r.x() + r.height() * 0.15, r.y(), label_w, r.height()),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.label)
        vr = self._value_rect(label_w)
        p.setBrush(QColor(255, 255, 255, 235))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(vr, rad * 0.7, rad * 0.7)
        p.setPen(QColor("#111"))
        p.setFont(self._value_font(vr))
        p.drawText(vr, Qt.AlignmentFlag.AlignCenter, self.text)

    def set_compact(self, on: bool) -> None:
        """Without its label (its colour tells what it counts): narrow enough for a small card at a large type."""
        if on != self.compact:
            self.compact = on
            self.update()

    def _label_w(self) -> float:
        h = self._h
        if self.compact:
            return h * 0.05
        return QFontMetricsF(font(h * 0.3, bold=True, condensed=True)).horizontalAdvance(self.label) + h * 0.3

    def _value_rect(self, label_w: float) -> QRectF:
        h = self._h
        return QRectF(label_w + h * 0.1, h * 0.12, self._w - label_w - h * 0.35, h * 0.76)

    def _value_font(self, vr: QRectF) -> QFont:
        f = font(self._h * DIAL_NUMBER, bold=True)
        while QFontMetricsF(f).horizontalAdvance(self.text) > vr.width() * 0.94 and f.pixelSize() > 3:
            f.setPixelSize(f.pixelSize() - 1)
        return f

    def width_for_number(self) -> float:
        """The width at which its number is drawn at the dial's full type size."""
        h = self._h
        text = QFontMetricsF(font(h * DIAL_NUMBER, bold=True)).horizontalAdvance(self.text)
        return self._label_w() + h * 0.45 + text / 0.94 + 2.0

    def number_size(self) -> float:
        """Its number's type size (item units), as drawn: made smaller when the number is too wide for the dial."""
        return float(self._value_font(self._value_rect(self._label_w())).pixelSize())


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

"""The items the table draws over itself to show what happened: banners, revealed cards, arrows, +N / -N.

They are short-lived: :mod:`mcdesk.table.animations` creates them for one beat and removes them after. Each
paints only inside its :meth:`boundingRect` and announces any change of it (no stale pixels), and none takes
mouse input except the revealed card, which a click moves on (step by step).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import zvalues
from .card_face import font

OVERLAY_Z = zvalues.DRAG + 500.0
"""Above every card (even one being dragged), below the hover preview."""

_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
"""Overlays are drawn into a pixmap once; each frame of a fade or a rise only draws that pixmap (a frame stays
well under 16 ms with a full table under them)."""

ARROW_COLORS = {"attack": QColor("#ff1744"), "scheme": QColor("#ff9100"), "thwart": QColor("#40c4ff")}
NUMBER_COLORS = {"damage": "#ff5252", "healed": "#69f0ae", "threat_placed": "#ffab40", "threat_removed": "#80d8ff"}


class BannerItem(QGraphicsObject):
    """A band across the table with a large line of text ("Round 3", "Villain phase")."""

    def __init__(self, text: str, area: QRectF, subtitle: str = "") -> None:
        super().__init__()
        self.text = text
        self.subtitle = subtitle
        h = max(60.0, area.height() * 0.12)
        self._rect = QRectF(area.left(), area.center().y() - h / 2, area.width(), h)
        self.setZValue(OVERLAY_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(_CACHE)  # drawn once; the fade only changes its opacity

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(10, 14, 20, 205))
        p.drawRect(r)
        p.setBrush(QColor("#ffca28"))
        line = max(2.0, r.height() * 0.04)
        p.drawRect(QRectF(r.left(), r.top(), r.width(), line))
        p.drawRect(QRectF(r.left(), r.bottom() - line, r.width(), line))
        p.setPen(QColor("white"))
        size = r.height() * (0.42 if self.subtitle else 0.5)
        p.setFont(font(size, bold=True))
        text_r = QRectF(r.left(), r.top(), r.width(), r.height() * (0.66 if self.subtitle else 1.0))
        p.drawText(text_r, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.subtitle:
            p.setPen(QColor("#e0e0e0"))
            p.setFont(font(r.height() * 0.2))
            p.drawText(QRectF(r.left(), r.top() + r.height() * 0.6, r.width(), r.height() * 0.34),
                       Qt.AlignmentFlag.AlignCenter, self.subtitle)


class RevealItem(QGraphicsObject):
    """A card shown large in the middle of the table, with a caption under it. Its ``pos`` and ``scale`` are
    animated to carry it to where the card goes. A click on it asks to move on (:attr:`clicked`)."""

    clicked = Signal()

    def __init__(self, face: QPixmap, w: float, h: float, caption: str, hint: str = "") -> None:
        super().__init__()
        self.face = face
        self.w, self.h = w, h
        self.caption = caption
        self.hint = hint
        self.setZValue(OVERLAY_Z + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setTransformOriginPoint(0, 0)
        # drawn once at its own size; the flight to its place scales that picture down
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    def _caption_h(self) -> float:
        return self.h * (0.2 if self.hint else 0.12) if self.caption or self.hint else 0.0

    def boundingRect(self) -> QRectF:
        m = self.w * 0.06  # the shadow
        # the caption may be twice as wide as the card (it is drawn centred under it)
        return QRectF(-self.w * 0.5 - m, -m, self.w * 2 + 2 * m, self.h + self._caption_h() + 2 * m)

    def shape(self) -> QPainterPath:
        """The card and its caption's lines take the click that moves on; the rest of its wide bounds lets
        clicks through to the table."""
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self.w, self.h + self._caption_h()))
        return path

    def set_hint(self, hint: str) -> None:
        self.prepareGeometryChange()
        self.hint = hint
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        m = self.w * 0.05
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(QRectF(-m * 0.6, -m * 0.3, self.w + m * 1.2, self.h + m * 1.2), m, m)
        clip = QPainterPath()
        radius = self.w * 0.045
        clip.addRoundedRect(QRectF(0, 0, self.w, self.h), radius, radius)
        p.save()
        p.setClipPath(clip)
        p.drawPixmap(QRectF(0, 0, self.w, self.h), self.face, QRectF(self.face.rect()))
        p.restore()
        p.setPen(QPen(QColor("#ffca28"), max(1.5, self.w * 0.012)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(0, 0, self.w, self.h), radius, radius)
        ch = self._caption_h()
        if not ch:
            return
        y = self.h + self.w * 0.02
        p.setPen(QColor("white"))
        p.setFont(font(self.h * 0.055, bold=True))
        fm = QFontMetricsF(p.font())
        p.drawText(QRectF(-self.w * 0.5, y, self.w * 2, self.h * 0.08), Qt.AlignmentFlag.AlignCenter,
                   fm.elidedText(self.caption, Qt.TextElideMode.ElideRight, self.w * 2))
        if self.hint:
            p.setPen(QColor("#ffca28"))
            p.setFont(font(self.h * 0.04))
            p.drawText(QRectF(-self.w * 0.5, y + self.h * 0.08, self.w * 2, self.h * 0.07),
                       Qt.AlignmentFlag.AlignCenter, self.hint)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self.clicked.emit()


class ArrowItem(QGraphicsObject):
    """A curved arrow from an enemy to its target ("attack", "scheme", "thwart")."""

    def __init__(self, start: QPointF, end: QPointF, kind: str, width: float) -> None:
        super().__init__()
        self.kind = kind
        self.start, self.end = QPointF(start), QPointF(end)
        self.width = width
        self.color = ARROW_COLORS.get(kind, QColor("white"))
        self.path, self.head = _arrow_path(self.start, self.end, width)
        self._bounds = self._outline()
        self.setZValue(OVERLAY_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(_CACHE)

    def _outline(self) -> QRectF:
        w = self.width
        return self.path.boundingRect().united(self.head.boundingRect()).adjusted(-w * 2, -w * 2, w * 2, w * 2)

    def set_ends(self, start: QPointF, end: QPointF) -> None:
        """Point from ``start`` to ``end`` now (an arrow that stands while its cards move)."""
        if start == self.start and end == self.end:
            return
        self.prepareGeometryChange()
        self.start, self.end = QPointF(start), QPointF(end)
        self.path, self.head = _arrow_path(self.start, self.end, self.width)
        self._bounds = self._outline()
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(self.color)
        glow.setAlpha(90)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(glow, self.width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(self.path)
        p.setPen(QPen(self.color, self.width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(self.path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self.color)
        p.drawPath(self.head)


def _arrow_path(a: QPointF, b: QPointF, width: float) -> tuple[QPainterPath, QPainterPath]:
    """A gentle curve from ``a`` to just short of ``b``, and its head at ``b``."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head_len = width * 4.5
    tip = b
    base = QPointF(b.x() - ux * head_len, b.y() - uy * head_len)
    bend = min(length * 0.18, 160.0)
    ctrl = QPointF((a.x() + base.x()) / 2 - uy * bend, (a.y() + base.y()) / 2 + ux * bend)
    path = QPainterPath(a)
    path.quadTo(ctrl, base)
    # the head points along the curve's last tangent
    tx, ty = base.x() - ctrl.x(), base.y() - ctrl.y()
    tl = math.hypot(tx, ty) or 1.0
    tx, ty = tx / tl, ty / tl
    base = QPointF(tip.x() - tx * head_len, tip.y() - ty * head_len)
    half = width * 2.2
    head = QPainterPath(tip)
    head.lineTo(base.x() - ty * half, base.y() + tx * half)
    head.lineTo(base.x() + ty * half, base.y() - tx * half)
    head.closeSubpath()
    return path, head


class NumberItem(QGraphicsObject):
    """A floating +N / -N over a card's dial; it rises and fades (its ``pos`` and ``opacity`` are animated)."""

    def __init__(self, text: str, kind: str, size: float) -> None:
        super().__init__()
        self.text = text
        self.kind = kind
        self.color = QColor(NUMBER_COLORS.get(kind, "#ffffff"))
        self.size = size
        f = font(size, bold=True)
        fm = QFontMetricsF(f)
        w = fm.horizontalAdvance(text) + size * 0.8
        self._rect = QRectF(-w / 2, -size * 0.8, w, size * 1.6)
        self.setZValue(OVERLAY_Z + 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(_CACHE)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect.adjusted(2, 2, -2, -2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 170))
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        p.setPen(self.color)
        p.setFont(font(self.size, bold=True))
        p.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)

"""The arrow drawn while a player chooses a target: from the card that asks to the pointer."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from . import zvalues

COLOR = QColor("#ffd600")


class TargetArrow(QGraphicsItem):
    """A curved arrow in scene coordinates; :meth:`aim` moves its head, :meth:`set_source` its tail."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(zvalues.DRAG - 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.source_id: int | None = None
        self._tail = QPointF()
        self._head = QPointF()
        self._width = 6.0
        self.hide()

    def set_source(self, card_id: int | None, tail: QPointF | None = None, width: float = 6.0) -> None:
        """Start the arrow at ``tail`` (the source card's centre), or hide it (None)."""
        self.prepareGeometryChange()
        self.source_id = card_id
        if card_id is None or tail is None:
            self.hide()
            return
        self._tail = QPointF(tail)
        self._head = QPointF(tail)
        self._width = width
        self.show()

    def aim(self, head: QPointF) -> None:
        if self.source_id is None:
            return
        self.prepareGeometryChange()
        self._head = QPointF(head)
        self.update()

    @property
    def head(self) -> QPointF:
        return QPointF(self._head)

    @property
    def tail(self) -> QPointF:
        return QPointF(self._tail)

    def _path(self) -> QPainterPath:
        path = QPainterPath(self._tail)
        line = QLineF(self._tail, self._head)
        mid = line.center()
        n = line.normalVector()
        bend = min(line.length() * 0.18, 120.0)
        ctrl = mid + QPointF(n.dx(), n.dy()) / max(1e-6, n.length()) * bend if line.length() > 1 else mid
        path.quadTo(ctrl, self._head)
        return path

    def boundingRect(self) -> QRectF:
        m = self._width * 4
        return self._path().boundingRect().adjusted(-m, -m, m, m)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.source_id is None or QLineF(self._tail, self._head).length() < 4:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self._path()
        glow = QColor(COLOR)
        glow.setAlpha(90)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(glow, self._width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        p.setPen(QPen(COLOR, self._width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(path)
        # the head, along the curve's last direction
        end = path.pointAtPercent(1.0)
        before = path.pointAtPercent(0.95)
        angle = math.atan2(end.y() - before.y(), end.x() - before.x())
        size = self._width * 3.2
        left = end - QPointF(math.cos(angle - 0.45), math.sin(angle - 0.45)) * size
        right = end - QPointF(math.cos(angle + 0.45), math.sin(angle + 0.45)) * size
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(COLOR)
        p.drawPolygon(QPolygonF([end, left, right]))



"""What a two-sided table draws besides its cards (Civil War competitive mode): each game area's frame and title
strip ("Resistance game area — fighting Iron Man"), and the banner between the areas with the round, the phase
and whose phase it is. Both only draw (no input)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import zvalues
from .card_face import font
from .sprites import draw_cached

ACTIVE = QColor("#ffd54f")
TEAM_COLORS = {"registration": QColor(66, 133, 244), "resistance": QColor(229, 57, 53)}
"""A game area's tint, by the team whose area it is (any other: white)."""


class GameAreaItem(QGraphicsObject):
    """A game area's frame (behind the player areas) and its title strip."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self._rect = QRectF()
        self._title_h = 0.0
        self.text = ""
        self.active = False
        self.team = ""
        self.setZValue(zvalues.AREA - 10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._rect.width(), self._rect.height())

    def set_state(self, rect: QRectF, title_h: float, text: str, active: bool, team: str) -> None:
        if rect != self._rect or title_h != self._title_h:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self._title_h = title_h
            self.setPos(rect.topLeft())
        self.text, self.active, self.team = text, active, team
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        if r.isEmpty():
            return
        key = ("game-area", r.width(), r.height(), self._title_h, self.text, self.active, self.team)
        draw_cached(p, key, r, self._draw)

    def _draw(self, p: QPainter) -> None:
        r = self.boundingRect().adjusted(1, 1, -1, -1)
        th = self._title_h
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        tint = TEAM_COLORS.get(self.team, QColor("white"))
        frame = QColor(tint)
        frame.setAlpha(40)
        p.setPen(QPen(ACTIVE if self.active else QColor(tint.red(), tint.green(), tint.blue(), 140),
                      max(1.5, th * 0.1)))
        p.setBrush(frame)
        rad = th * 0.5
        p.drawRoundedRect(r, rad, rad)
        strip = QRectF(r.x(), r.y(), r.width(), th)
        path = QPainterPath()
        path.addRoundedRect(strip, rad, rad)
        head = QColor(tint)
        head.setAlpha(150 if self.active else 90)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(head)
        p.drawPath(path)
        f = font(th * 0.66, bold=True)
        p.setFont(f)
        p.setPen(QColor("white"))
        text = self.text + ("   ▶ playing now" if self.active else "")
        text = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, strip.width() - th)
        p.drawText(strip.adjusted(th * 0.5, 0, -th * 0.5, 0),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)


class RoundBannerItem(QGraphicsObject):
    """The banner between the game areas: "Round 2 · Resistance hero phase" (always shown)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.text = ""
        self.setZValue(zvalues.AREA)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._rect.width(), self._rect.height())

    def set_state(self, rect: QRectF, text: str) -> None:
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self.setPos(rect.topLeft())
        self.text = text
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        if r.isEmpty() or not self.text:
            return
        draw_cached(p, ("round-banner", r.width(), r.height(), self.text), r, self._draw)

    def _draw(self, p: QPainter) -> None:
        r = self.boundingRect()
        h = r.height()
        f = font(h * 0.62, bold=True)
        fm = QFontMetricsF(f)
        w = min(r.width(), fm.horizontalAdvance(self.text) + h * 2)
        pill = QRectF(r.center().x() - w / 2, r.y(), w, h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(ACTIVE, max(1.0, h * 0.06)))
        p.setBrush(QColor(0, 0, 0, 170))
        p.drawRoundedRect(pill.adjusted(1, 1, -1, -1), h / 2, h / 2)
        p.setFont(f)
        p.setPen(ACTIVE)
        text = fm.elidedText(self.text, Qt.TextElideMode.ElideRight, pill.width() - h)
        p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

"""The answering player's hand, docked along the bottom of the table's window, outside the zoomable table.

The hand's cards stay ordinary card items of the table's scene (so that dragging one onto a zone plays it),
but they ignore the view's zoom and are placed in the viewport's pixels: fanned along the bottom, the same
size whatever the zoom or pan, never outside the window. A band behind them says whose hand it is. The
hovered card lifts; the hover preview goes beside it (see :meth:`HandDock.preview_spot`), never over it.

The table is fitted into the part of the window above the dock (:meth:`HandDock.height` pixels are kept
free), see :meth:`~mcdesk.table.scene.TableViewWidget.fit_to_window`.
"""

from __future__ import annotations

import math
import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import zvalues
from .card_face import font
from .layout import CARD_RATIO

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsView

    from .items import CardItem

LABEL_PX = 20
"""The band's caption above the cards."""
MIN_CARD_H, MAX_CARD_H = 80, 170
CARD_SHARE = 0.16
"""The hand's card height as a share of the viewport's height (within the limits above)."""
LIFT = 0.24
"""A hovered card rises by this share of its height (over the table's edge)."""
MAX_FAN = 10.0
"""Degrees between the outermost cards and the vertical."""


class HandBand(QGraphicsObject):
    """The strip behind the docked hand, with its caption ("Your hand · Spider-Man")."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(zvalues.HAND - 10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._w = 0.0
        self._h = 0.0
        self.title = ""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def set_geometry(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h
            self.update()

    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        p.fillRect(r, QColor(8, 14, 12, 200))
        p.setPen(QColor(255, 255, 255, 40))
        p.drawLine(r.topLeft(), r.topRight())
        f = font(LABEL_PX * 0.68, bold=True)
        p.setFont(f)
        p.setPen(QColor("#ffe082"))
        text = QFontMetricsF(f).elidedText(self.title, Qt.TextElideMode.ElideRight, r.width() - 20)
        p.drawText(QRectF(10, 2, r.width() - 20, LABEL_PX), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   text)


class HandDock:
    """Places the hand's card items in the pixels of ``view``'s viewport (see the module docstring)."""

    def __init__(self, view: QGraphicsView) -> None:
        # weak: the view and its scene hold the dock; a cycle through Qt wrappers would leave the scene's
        # deletion to the garbage collector, at any moment
        self._view = weakref.ref(view)
        self.band = HandBand()
        self.items: list[CardItem] = []
        self.lifted: int | None = None
        self.enabled = True
        self.band.hide()

    @property
    def view(self) -> QGraphicsView:
        view = self._view()
        if view is None:
            raise RuntimeError("the hand dock's view is gone")
        return view

    # -- measures (viewport pixels) ----------------------------------------------------------------------
    def card_size(self) -> tuple[float, float]:
        vh = self.view.viewport().height()
        h = min(MAX_CARD_H, max(MIN_CARD_H, vh * CARD_SHARE))
        return h / CARD_RATIO, h

    def height(self) -> int:
        """Pixels kept free at the bottom of the viewport for the hand (0 when there is no hand)."""
        if not self.enabled or not self.band.isVisible():
            return 0
        _, h = self.card_size()
        return math.ceil(LABEL_PX + h * 1.06 + 8)

    def viewport_rects(self) -> dict[int, QRectF]:
        """Card id -> where its card lies in the viewport (unrotated rectangle)."""
        return {cid: rect for cid, (rect, _rot) in self._slots().items()}

    def _slots(self) -> dict[int, tuple[QRectF, float]]:
        vp = self.view.viewport().rect()
        n = len(self.items)
        if not n:
            return {}
        w, h = self.card_size()
        margin = h * 0.12
        avail = vp.width() - 2 * margin - w
        step = min(w * 1.04, avail / (n - 1)) if n > 1 else 0.0
        span = step * (n - 1)
        angle = min(MAX_FAN / max(1.0, (n - 1) / 2), 2.5) if n > 1 else 0.0
        droop = h * 0.04
        base = vp.height() - h - 5 - droop
        out = {}
        for i, item in enumerate(self.items):
            off = i - (n - 1) / 2
            rel = off / max(1.0, (n - 1) / 2)
            x = vp.width() / 2 - span / 2 + i * step - w / 2
            y = base + droop * rel * rel
            if item.card_id == self.lifted:
                y -= h * LIFT
            out[item.card_id] = (QRectF(x, y, w, h), off * angle if item.card_id != self.lifted else 0.0)
        return out

    def _to_scene(self, x: float, y: float) -> QPointF:
        inv, _ok = self.view.viewportTransform().inverted()
        return inv.map(QPointF(x, y))

    # -- the cards ---------------------------------------------------------------------------------------
    def owns(self, item: QGraphicsItem) -> bool:
        return any(i is item for i in self.items)

    def set_cards(self, items: list[CardItem], title: str) -> None:
        """Show ``items`` (left to right) as the hand, captioned ``title``; cards no longer in it are let go."""
        for old in self.items:
            if not any(old is i for i in items):
                self.release(old)
        self.items = list(items)
        for item in self.items:
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        if self.lifted is not None and not any(i.card_id == self.lifted for i in self.items):
            self.lifted = None
        if self.band.scene() is None and self.view.scene() is not None:
            self.view.scene().addItem(self.band)
        self.band.set_title(title)
        self.band.setVisible(self.enabled)
        self.arrange()

    def release(self, item: CardItem) -> None:
        """``item`` leaves the hand: it is drawn at the table's zoom again."""
        item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, False)
        item.set_reach(0.0)
        self.items = [i for i in self.items if i is not item]

    def lift(self, card_id: int | None) -> None:
        """Raise the hovered card (None: lower it again)."""
        if card_id != self.lifted:
            self.lifted = card_id
            self.arrange()

    def arrange(self) -> None:
        """Put the band and the cards where the viewport now asks (after a resize, zoom or pan)."""
        if self.band.scene() is None:
            return
        vp = self.view.viewport().rect()
        dock_h = self.height()
        self.band.setPos(self._to_scene(0, vp.height() - dock_h))
        self.band.set_geometry(vp.width(), dock_h)
        w, h = self.card_size()
        for i, item in enumerate(self.items):
            slot = self._slots().get(item.card_id)
            if slot is None:
                continue
            rect, rot = slot
            if not item.is_dragging():
                item.set_size(w, h)
            lifted = item.card_id == self.lifted
            z = zvalues.hand_z(i) + (100 if lifted else 0)
            item.set_reach(h * LIFT if lifted and not item.is_dragging() else 0.0)
            item.move_to(self._to_scene(rect.x(), rect.y()), rot, z, animate=False)

    def contains(self, scene_pos: QPointF) -> bool:
        """Whether a scene point lies on the dock (a card dropped there goes back to the hand)."""
        if not self.band.isVisible() or not self.items and not self.band.title:
            return False
        pt = self.view.viewportTransform().map(scene_pos)
        vp = self.view.viewport().rect()
        return pt.y() >= vp.height() - self.height()

    def preview_spot(self, item: CardItem, pw: float, ph: float) -> QPointF | None:
        """Where (viewport pixels) a preview of ``pw`` x ``ph`` goes for a docked card: beside it, above the
        window's bottom, never over the card. None for a card that is not docked."""
        rect = self.viewport_rects().get(item.card_id) if self.owns(item) else None
        if rect is None:
            return None
        vp = self.view.viewport().rect()
        x = rect.right() + 12
        if x + pw > vp.width() - 4:
            x = rect.left() - 12 - pw
        if x < 4:  # no room beside it: above it instead
            x = min(max(4.0, rect.center().x() - pw / 2), vp.width() - pw - 4)
            return QPointF(x, max(4.0, rect.top() - 12 - ph))
        y = min(max(4.0, rect.bottom() - ph), vp.height() - ph - 4)
        return QPointF(x, max(4.0, y))

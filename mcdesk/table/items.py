"""The table's graphics items. They draw and forward input; they never decide anything.

:class:`CardItem` shows a card's face or back, its tokens, status cards and hit point dial, glows when
highlighted, rotates when exhausted, and reports double-clicks, context menus, hovers and drops through
signals. :class:`ZoneItem` is a zone's frame, label and count (a pile also shows its back);
:mod:`.overlays` holds a card's child overlays (tokens, status cards, dials, marks);
:class:`AreaItem` frames a player's area; :class:`PreviewItem` is the large hover preview.
"""

from __future__ import annotations

from bisect import bisect_left

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import zvalues
from .card_face import CardFaces, font
from .overlays import (
    OVERLAY_DEPTH,
    OVERLAY_DEPTH_LANDSCAPE,
    OVERLAY_LINE,
    DialItem,
    MarkItem,
    Overlay,
    StatusItem,
    TokenItem,
    dial_height,
    discard_item,
    in_lines,
    status_order,
    token_order,
    token_size,
)
from .sprites import draw_cached
from .view_model import CardView, PlayerView, stat_label

ACTION_GLOW = QColor("#ffd600")
HIGHLIGHT_COLORS = {
    # one glow for every card that can act or be chosen now, whatever the decision and the zone
    "target": ACTION_GLOW,
    "payment": ACTION_GLOW,
    "paid": QColor("#69f0ae"),  # a card already chosen to pay (discarded or used when the payment completes)
    "selected": ACTION_GLOW,
    "source": QColor("#ff9100"),
    "attacker": QColor("#ff1744"),
    "suggested": QColor("#4fc3f7"),
}
"""Highlight kinds and their glow colours (an unknown kind glows white)."""

ANIMATION_MS = 260


def device_px(painter: QPainter, length: float) -> int:
    """How many device pixels ``length`` scene units cover with the painter's current transform."""
    lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
    return max(1, round(length * lod))


_BUCKETS = tuple(round(48 * 1.2 ** k) for k in range(19))  # 48 px ... about 1.3k px, 20% apart


def bucket(px: int) -> int:
    """The pixmap width to draw a card ``px`` pixels wide with: the next of a few sizes 20% apart, so that
    zooming renders a card's face again only now and then (a slightly larger pixmap is scaled down)."""
    return _BUCKETS[min(bisect_left(_BUCKETS, px), len(_BUCKETS) - 1)]


# == cards ===================================================================================================

class CardItem(QGraphicsObject):
    """One card on the table. Positions come from the layout; the item never moves itself for good."""

    activated = Signal(int)
    context_requested = Signal(int, QPoint)
    hovered = Signal(int, bool)
    drag_moved = Signal(int, QPointF)
    """While dragged: the card id and the scene position under the pointer."""
    dropped = Signal(int, QPointF)
    """Released after a drag: the card id and the scene position of the drop (the card then snaps back)."""

    def __init__(self, card: CardView, w: float, h: float, faces: CardFaces, *, face_up: bool = True) -> None:
        super().__init__()
        self.card = card
        self.faces = faces
        self._w, self._h = w, h
        self.face_up = face_up
        self.highlight_kind: str | None = None
        self.draggable = False
        self.animations = True
        self._hover = False
        self._anim: QAbstractAnimation | None = None
        self._home: tuple[QPointF, float, float] = (QPointF(0, 0), 0.0, zvalues.CARD)
        self._press: QPointF | None = None
        self._press_screen: QPointF | None = None
        self._dragging = False
        self.tokens: dict[str, TokenItem] = {}
        self.statuses: dict[str, StatusItem] = {}
        self.marks: dict[str, MarkItem] = {}
        self.dial: DialItem | None = None
        self.stat_dial: DialItem | None = None
        """The card's :attr:`~CardView.shown_stats` ("ATK/DEF 3/4"), when its game shows some."""
        self.number_floor = 0.0
        """The least type size (scene units) of the numbers on its dials and tokens (see
        :meth:`set_number_floor`)."""
        self._cover: CardItem | None = None
        self._reach = 0.0
        """How far below the card its hit area reaches (a lifted hand card keeps the place it rose from)."""
        self._set_bounds()
        self.setTransformOriginPoint(w / 2, h / 2)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.rotationChanged.connect(self._keep_overlays_upright)
        self._sync_overlays()
        self.set_draggable(False)

    # -- geometry --------------------------------------------------------------------------------------------
    @property
    def card_id(self) -> int:
        return self.card.id

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def _margin(self) -> float:
        return min(self._w, self._h) * 0.08

    def boundingRect(self) -> QRectF:
        return QRectF(self._bounds)

    def _set_bounds(self) -> None:
        m = self._margin()
        self._bounds = QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m + self._reach)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._w, self._h + self._reach))
        return path

    def set_reach(self, below: float) -> None:
        """Let the card's hit area reach ``below`` units under its bottom edge (0: the card only). A hand card
        lifted by hovering keeps the place it rose from, so the pointer that lifted it is still on it: the
        bottom of the card stays clickable and the card does not drop and rise again under the pointer."""
        below = max(0.0, below)
        if below != self._reach:
            self.prepareGeometryChange()
            self._reach = below
            self._set_bounds()

    def set_number_floor(self, floor: float) -> None:
        """Draw the numbers on its dials and tokens at least ``floor`` scene units high (the table sets it from
        its zoom, so that they stay readable on small cards): larger dials and tokens, in lines below the card."""
        if abs(floor - self.number_floor) > 0.01 * max(floor, self.number_floor, 1e-9):
            self.number_floor = floor
            self._rebuild_overlays()

    def set_size(self, w: float, h: float) -> None:
        if (w, h) == (self._w, self._h):
            return
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self._set_bounds()
        self.setTransformOriginPoint(w / 2, h / 2)
        self._rebuild_overlays()

    def _rebuild_overlays(self) -> None:
        for child in list(self.childItems()):
            if isinstance(child, Overlay):
                discard_item(child)
        self.tokens.clear()
        self.statuses.clear()
        self.marks.clear()
        self.dial = None
        self.stat_dial = None
        self._sync_overlays()

    # -- state -----------------------------------------------------------------------------------------------
    def set_card(self, card: CardView) -> None:
        old = self.card
        self.card = card
        if (old.code, old.face_down) != (card.code, card.face_down):
            self.update()
        self._sync_overlays()

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self._sync_overlays()
            self.update()

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight_kind:
            self.highlight_kind = kind
            self.update()

    def set_cover(self, item: CardItem | None) -> None:
        """The card the layout lays on this one (the next one up in its zone), or None. Where it covers this
        card, this card is not drawn (see :meth:`hole`)."""
        self._cover = item

    def is_opaque(self) -> bool:
        """Whether the card as shown is opaque but for its rounded corners (an image may be transparent)."""
        if not self.face_up or self.card.face_down:
            return True
        image = self.faces.image(self.card.code)
        return image is None or not image.hasAlphaChannel()

    def hole(self) -> QRectF | None:
        """The part of this card (its coordinates) that the card lying on it covers right now, less a margin
        for that card's rounded corners: None unless both lie flat, that card is drawn above this one, opaque,
        and neither is being dragged."""
        c = self._cover
        if (c is None or self._dragging or c._dragging or not c.isVisible() or c.rotation() != 0
                or self.rotation() != 0 or c.zValue() <= self.zValue() or c.opacity() < 1 or not c.is_opaque()):
            return None
        d = c.pos() - self.pos()
        m = min(c._w, c._h) * 0.1
        return QRectF(d.x() + m, d.y() + m, c._w - 2 * m, c._h - 2 * m)

    def set_draggable(self, on: bool) -> None:
        self.draggable = on
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.PointingHandCursor)

    # -- overlays --------------------------------------------------------------------------------------------
    def _dial_spec(self) -> tuple[str, int, int | None, str] | None:
        c = self.card
        if not self.face_up:
            return None
        if c.hp is not None:  # every character, the same way
            return "HP", c.hp, c.max_hp, "#b71c1c"
        if c.threat_target is not None:
            return "THREAT", c.threat, c.threat_target, "#6a1b9a"
        return None

    def _stat_spec(self) -> tuple[str, int, int | None, str] | None:
        c = self.card
        if not self.face_up or c.face_down or len(c.shown_stats) not in (1, 2):
            return None
        values = [c.stat(n) for n in c.shown_stats]
        if any(v is None for v in values):
            return None
        second = values[1] if len(values) == 2 else None
        return "/".join(stat_label(n) for n in c.shown_stats), int(values[0] or 0), second, "#263238"

    def _token_counts(self) -> list[tuple[str, int]]:
        dial = self._dial_spec()
        out = []
        for kind, n in self.card.tokens:
            if dial is not None and ((kind == "damage" and dial[0] == "HP") or (kind == "threat" and dial[0] != "HP")):
                continue  # the dial shows it
            out.append((kind, n))
        return out

    def _sync_overlays(self) -> None:
        """Create, update and remove the card's chips, badges and dial to match its view."""
        base = min(self._w, self._h)
        wanted = dict(self._token_counts())
        for kind in list(self.tokens):
            if kind not in wanted:
                discard_item(self.tokens.pop(kind))
        for kind, n in wanted.items():
            item = self.tokens.get(kind)
            size = token_size(base * OVERLAY_LINE, n, self.number_floor)
            if item is None:
                item = self.tokens[kind] = TokenItem(self, kind, n, size)
            elif abs(item.boundingRect().width() - size) > 1e-6:
                item.resize(size, size)
            item.set_count(n)
        counts: dict[str, int] = {}
        for s in self.card.statuses if self.face_up else ():
            counts[s] = counts.get(s, 0) + 1
        for name in list(self.statuses):
            if name not in counts:
                discard_item(self.statuses.pop(name))
        for name, n in counts.items():
            s_item = self.statuses.get(name)
            if s_item is None:
                s_item = self.statuses[name] = StatusItem(self, name, n, base * OVERLAY_LINE * 2)
            s_item.set_count(n)
        marks = set(self.card.marks) if self.face_up else set()
        for word in list(self.marks):
            if word not in marks:
                discard_item(self.marks.pop(word))
        for word in self.card.marks if self.face_up else ():
            if word not in self.marks:
                self.marks[word] = MarkItem(self, word, base * OVERLAY_LINE * 2)
        spec = self._dial_spec()
        if spec is None:
            if self.dial is not None:
                discard_item(self.dial)
                self.dial = None
        else:
            dw = dial_height(base * OVERLAY_LINE, self.number_floor) / 0.36
            if self.dial is None:
                self.dial = DialItem(self, *spec[:3], dw, spec[3])
            self.dial.set_value(*spec)
            self._widen_for_number(self.dial, dw)
        stat = self._stat_spec()
        if stat is None:
            if self.stat_dial is not None:
                discard_item(self.stat_dial)
                self.stat_dial = None
        else:
            sw = self._w * (0.86 if len(self.card.shown_stats) == 2 else 0.72)  # across the picture panel
            sw = dial_height(sw * 0.36, self.number_floor) / 0.36
            if self.stat_dial is None:
                self.stat_dial = DialItem(self, *stat[:3], sw, stat[3])
            self.stat_dial.set_value(*stat)
            self._widen_for_number(self.stat_dial, sw)
        self._keep_overlays_upright()

    def _widen_for_number(self, dial: DialItem, natural: float) -> None:
        """With a number floor, a dial is as wide as its number needs at full size (else its own width), without its
        label when that is wider than the card."""
        dial.set_compact(False)
        if self.number_floor > 0 and dial.width_for_number() > self._w * 0.96:
            dial.set_compact(True)
        w = max(natural, dial.width_for_number()) if self.number_floor > 0 else natural
        r = dial.boundingRect()
        if abs(r.width() - w) > 1e-6:
            dial.resize(w, r.height())

    def overlay_strip(self) -> QRectF:
        """The strip (card coordinates) the card's tokens, status cards and dial lie in: along the card's own
        bottom edge, reaching only into its bottom band (resources, boost icons, printed hit points), never
        over its title, stat boxes or text, and hanging below the edge."""
        base = min(self._w, self._h)
        depth = base * (OVERLAY_DEPTH_LANDSCAPE if self._w > self._h else OVERLAY_DEPTH)
        return QRectF(0, self._h - depth, self._w, base * OVERLAY_LINE)

    def _overlays(self) -> list[QGraphicsItem]:
        out: list[QGraphicsItem] = [self.dial] if self.dial is not None else []
        out += [self.tokens[k] for k in sorted(self.tokens, key=token_order)]
        out += [self.statuses[k] for k in sorted(self.statuses, key=status_order)]
        out += [self.marks[k] for k in self.card.marks if k in self.marks]
        return out

    def _keep_overlays_upright(self) -> None:
        """Overlays stay upright as seen while the card turns under them, side by side in the overlay strip
        (made smaller together when they do not fit)."""
        rot = self.rotation()
        if self.stat_dial is not None:  # over the middle of the card (a generated face's picture panel)
            r = self.stat_dial.boundingRect()
            self.stat_dial.setRotation(-rot)
            self.stat_dial.setPos(self._w / 2 - r.width() / 2, self._h * 0.40 - r.height() / 2)
        items = self._overlays()
        if not items:
            return
        if 45 < abs(rot) % 180 < 135:
            self._hang_overlays_below_turned(items, rot)
            return
        strip = self.overlay_strip()
        gap = strip.height() * 0.08
        sizes = []
        for child in items:
            r = child.boundingRect()
            sizes.append((r.width(), r.height()))  # (along, across)
        room = self._w * (0.7 if self._w > self._h else 0.96)
        if self.number_floor > 0:  # larger than the card allows: in lines rather than made smaller again
            centres, scale = in_lines(sizes, room, gap, shrink=False)
            wide = any(a > room for a, _ in sizes)  # a scheme's dial wider than the room right of its threat column
            mid = self._w * 0.98 - room / 2 if self._w > self._h and not wide else self._w / 2
            for child, (cx, cy) in zip(items, centres, strict=True):
                r = child.boundingRect()
                child.setScale(scale)
                child.setRotation(-rot)
                child.setPos(mid + cx - r.width() / 2, strip.top() + cy - r.height() / 2)
            return
        total = sum(a for a, _ in sizes) + gap * (len(items) - 1)
        scale = min(1.0, room / total) if total > 0 else 1.0
        if self._w > self._h:  # a scheme: from the right, clear of its threat column
            x = self._w * 0.98 - total * scale
        else:
            x = (self._w - total * scale) / 2
        for child, (along, across) in zip(items, sizes, strict=True):
            r = child.boundingRect()
            cx = x + along * scale / 2
            cy = strip.top() + across * scale / 2
            child.setScale(scale)
            child.setRotation(-rot)
            child.setPos(cx - r.width() / 2, cy - r.height() / 2)
            x += (along + gap) * scale

    def _hang_overlays_below_turned(self, items: list[QGraphicsItem], rot: float) -> None:
        """A card turned sideways (exhausted) has its own bottom edge at its side: overlays laid there would hang
        out sideways, over the next card or past the table's edge. They hang below the card's edge as seen instead,
        side by side and outside the card, so they cover nothing it says and stay within its width."""
        vw, vh = self._h, self._w  # the card as seen: turned, so landscape
        gap = min(self._w, self._h) * OVERLAY_LINE * 0.08
        sizes = [(child.boundingRect().width(), child.boundingRect().height()) for child in items]
        back = QTransform().rotate(-rot)  # from the card as seen (about its centre) to its own coordinates
        centre = QPointF(self._w / 2, self._h / 2)
        if self.number_floor > 0:  # in lines below the card as seen, at full size
            centres, _ = in_lines(sizes, vw * 0.96, gap, shrink=False)
            for child, (cx, cy) in zip(items, centres, strict=True):
                at = centre + back.map(QPointF(cx, vh / 2 + cy))
                r = child.boundingRect()
                child.setScale(1.0)
                child.setRotation(-rot)
                child.setPos(at.x() - r.width() / 2, at.y() - r.height() / 2)
            return
        total = sum(a for a, _ in sizes) + gap * (len(items) - 1)
        scale = min(1.0, vw * 0.96 / total) if total > 0 else 1.0
        x = (vw - total * scale) / 2
        for child, (along, across) in zip(items, sizes, strict=True):
            seen = QPointF(x + along * scale / 2 - vw / 2, vh / 2 + across * scale / 2)
            at = centre + back.map(seen)
            r = child.boundingRect()
            child.setScale(scale)
            child.setRotation(-rot)
            child.setPos(at.x() - r.width() / 2, at.y() - r.height() / 2)
            x += (along + gap) * scale

    def overlay_rects(self) -> list[QRectF]:
        """Where the overlays lie, in card coordinates (for tests and tools)."""
        return [child.mapRectToParent(child.boundingRect()) for child in self._overlays()]

    # -- painting --------------------------------------------------------------------------------------------
    def pixmap(self, px_w: int) -> QPixmap:
        w, h = self._w, self._h
        px_h = max(1, round(px_w * h / w))
        if self.face_up and not self.card.face_down:
            return self.faces.face(self.card.code, px_w, px_h)
        return self.faces.back(self.card.back, px_w, px_h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self._w, self._h
        rect = QRectF(0, 0, w, h)
        radius = min(w, h) * 0.045
        # the card and its shadow: the same sprite for every copy of this face at this size
        pm = self.pixmap(bucket(device_px(p, w)))
        dragging = self._dragging
        off = min(w, h) * (0.03 if not dragging else 0.07)
        draw_cached(p, ("card", pm.cacheKey(), w, h, dragging), QRectF(0, 0, w + off * 0.6, h + off),
                    lambda sp: _draw_card(sp, pm, w, h, dragging), hole=self.hole(), any_turn=self._anim is None)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.highlight_kind is not None:
            color = HIGHLIGHT_COLORS.get(self.highlight_kind, QColor("white"))
            m = self._margin()
            for width, alpha in ((m * 0.9, 90), (m * 0.45, 255)):
                c = QColor(color)
                c.setAlpha(alpha)
                p.setPen(QPen(c, width))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(-m * 0.35, -m * 0.35, m * 0.35, m * 0.35), radius * 1.5, radius * 1.5)
        elif self._hover:
            p.setPen(QPen(QColor(255, 255, 255, 200), min(w, h) * 0.02))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, radius, radius)

    # -- movement --------------------------------------------------------------------------------------------
    def home(self) -> tuple[QPointF, float, float]:
        """Where the layout put the card: position, rotation and z-value."""
        return self._home

    def is_animating(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def stop_animation(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None

    def move_to(self, pos: QPointF, rotation: float, z: float, *, animate: bool | None = None) -> None:
        """Go to the layout's place for the card (animated unless animations are off)."""
        self._home = (QPointF(pos), rotation, z)
        if self._dragging:
            return
        if self._anim is None and self.pos() == pos and self.rotation() == rotation and self.zValue() == z:
            return  # already there
        animate = self.animations if animate is None else animate
        same_pos = (self.pos() - pos).manhattanLength() < 0.01
        same_rot = abs(self.rotation() - rotation) < 0.01
        self.stop_animation()
        if not animate or (same_pos and same_rot):
            self.setPos(pos)
            self.setRotation(rotation)
            self.setZValue(z)
            return
        group = QParallelAnimationGroup(self)
        if not same_pos:
            a = QPropertyAnimation(self, b"pos", group)
            a.setDuration(ANIMATION_MS)
            a.setStartValue(self.pos())
            a.setEndValue(pos)
            a.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(a)
            self.setZValue(zvalues.MOVING + z / 10000)
        else:
            self.setZValue(z)
        if not same_rot:
            r = QPropertyAnimation(self, b"rotation", group)
            r.setDuration(ANIMATION_MS)
            r.setStartValue(self.rotation())
            r.setEndValue(rotation)
            r.setEasingCurve(QEasingCurve.Type.InOutQuad)
            group.addAnimation(r)

        def done() -> None:
            self.setZValue(self._home[2])
            if self._anim is group:
                self._anim = None

        group.finished.connect(done)
        self._anim = group
        group.start()

    def snap_back(self) -> None:
        pos, rot, z = self._home
        self.move_to(pos, rot, z)

    # -- input -----------------------------------------------------------------------------------------------
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = True
        self.update()
        self.hovered.emit(self.card_id, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover = False
        self.update()
        self.hovered.emit(self.card_id, False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.scenePos()
            self._press_screen = QPointF(event.screenPos())
            event.accept()
        else:
            event.ignore()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not self.draggable:
            return
        if not self._dragging:
            moved = (QPointF(event.screenPos()) - (self._press_screen or QPointF())).manhattanLength()
            if moved < QApplication.startDragDistance():
                return
            self._dragging = True
            self.stop_animation()
            self.setRotation(0)
            self.setZValue(zvalues.DRAG)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            self.hovered.emit(self.card_id, False)
        home = self._home[0]
        self.setPos(home + (event.scenePos() - self._press))
        self.drag_moved.emit(self.card_id, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        was_dragging = self._dragging
        self._press = None
        self._press_screen = None
        self._dragging = False
        if was_dragging:
            self.set_draggable(self.draggable)
            self.update()
            self.dropped.emit(self.card_id, event.scenePos())
            self.snap_back()  # items move only when the engine's next view arrives
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.activated.emit(self.card_id)
            event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        self.context_requested.emit(self.card_id, event.screenPos())
        event.accept()

    def is_dragging(self) -> bool:
        return self._dragging


def _draw_card(p: QPainter, pm: QPixmap, w: float, h: float, dragging: bool) -> None:
    """A card's face or back ``pm`` at ``w`` x ``h`` with its shadow (longer while dragged)."""
    rect = QRectF(0, 0, w, h)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    off = min(w, h) * (0.03 if not dragging else 0.07)
    shadow = rect.translated(off * 0.6, off)
    draw_cached(p, ("shadow", w, h, dragging), shadow, lambda sp: _draw_shadow(sp, shadow, dragging))
    p.drawPixmap(rect, pm, QRectF(pm.rect()))


def _draw_shadow(p: QPainter, rect: QRectF, dragging: bool) -> None:
    radius = min(rect.width(), rect.height()) * 0.045
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 80 if not dragging else 120))
    p.drawRoundedRect(rect, radius, radius)


# == zones and areas =========================================================================================

class ZoneItem(QGraphicsObject):
    """A zone's frame, label and count; a pile also shows its card back under the top card."""

    def __init__(self, key: str, label: str, kind: str, player: int | None, faces: CardFaces) -> None:
        super().__init__()
        self.key = key
        self.label = label
        self.kind = kind
        self.player = player
        self.faces = faces
        self.count = 0
        self.title = label
        self.pile_back: str | None = None
        self.hidden = False
        self.show_count = kind != "row"
        self._rect = QRectF()
        self._card = QRectF()
        self._card_w = 0.0
        self._drop_hover = False
        self.setZValue(zvalues.ZONE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._rect.width(), self._rect.height())

    @property
    def rect(self) -> QRectF:
        """The zone's rectangle in scene coordinates."""
        return QRectF(self._rect)

    def set_geometry(self, rect: QRectF, card_rect: QRectF, card_w: float = 0.0) -> None:
        """``card_rect``: where a pile's card lies, in scene coordinates (empty: the zone is folded to its label);
        ``card_w``: the table's card width, which sizes the label of a folded zone."""
        if rect != self._rect or card_rect != self._card or card_w != self._card_w:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self._card = QRectF(card_rect)
            self._card_w = card_w
            self.setPos(rect.topLeft())
            self.update()

    def set_state(self, title: str, count: int, pile_back: str | None, hidden: bool) -> None:
        if (title, count, pile_back, hidden) != (self.title, self.count, self.pile_back, self.hidden):
            self.title, self.count, self.pile_back, self.hidden = title, count, pile_back, hidden
            self.update()

    def accepts_drop(self, card: CardView) -> bool:
        """Whether a card dragged out of a hand may be dropped here (a request to play it)."""
        from .view_model import split_zone

        _, name = split_zone(card.zone)
        if name != "hand":
            return False
        _, mine = split_zone(self.key)
        return mine not in ("hand", "deck", "encounter_deck")

    def set_drop_hover(self, on: bool) -> None:
        if on != self._drop_hover:
            self._drop_hover = on
            self.update()

    def _unit(self) -> float:
        """A card's width (the zone's measures are in card widths)."""
        if not self._card.isEmpty():
            return min(self._card.width(), self._card.height())
        if self._card_w > 0:
            return self._card_w
        return self._rect.height() / 2

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        if r.isEmpty():
            return
        unit = self._unit()
        w, h = r.width(), r.height()
        # three sprites: the frame (shared by the zones of a size), the label and count, the pile
        draw_cached(p, ("zone frame", w, h, unit, self.kind == "pile", self._drop_hover), r,
                    lambda sp: self._draw_frame(sp, r, unit))
        count = self.count if self.show_count else None
        draw_cached(p, ("zone label", w, unit, self.title, count), QRectF(0, 0, w, unit * 0.24),
                    lambda sp: self._draw_label(sp, w, unit))
        if self.kind == "pile" or self.hidden:
            card = self._card.translated(-self._rect.topLeft())
            if self.count > 0 and self.pile_back is not None:
                px = bucket(device_px(p, card.width()))
                back = self.faces.back(self.pile_back, px, max(1, round(px * card.height() / card.width())))
                layers = min(3, max(0, self.count - 1))
                draw_cached(p, ("zone pile", back.cacheKey(), layers, unit),
                            card.adjusted(0, 0, unit * 0.012 * layers, unit * 0.012 * layers),
                            lambda sp: _draw_pile(sp, card, back, layers, unit))
            elif self.count == 0 and not card.isEmpty():
                m = unit * 0.01
                draw_cached(p, ("zone empty", unit), card.adjusted(-m, -m, m, m),
                            lambda sp: _draw_empty(sp, card, unit))

    def _draw_frame(self, p: QPainter, r: QRectF, unit: float) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rad = unit * 0.06
        fill = QColor(255, 255, 255, 34 if self._drop_hover else 14)
        p.setBrush(fill)
        pen = QPen(QColor(255, 255, 255, 150 if self._drop_hover else 55), max(1.0, unit * 0.012))
        if self.kind != "pile":
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), rad, rad)

    def _draw_label(self, p: QPainter, width: float, unit: float) -> None:
        """The zone's name, and the count of a pile or hand in a pill at the right."""
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        lh = unit * 0.2
        f = font(lh * 0.62, bold=True, condensed=True)
        fm = QFontMetricsF(f)
        p.setFont(f)
        right = width - unit * 0.05
        if self.show_count:
            num = str(self.count)
            pw = fm.horizontalAdvance(num) + lh * 0.6
            pill = QRectF(right - pw, unit * 0.02 + lh * 0.12, pw, lh * 0.76)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 120))
            p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            p.setPen(QColor("#ffe082"))
            p.drawText(pill, Qt.AlignmentFlag.AlignCenter, num)
            right = pill.left() - lh * 0.2
        p.setPen(QColor(255, 255, 255, 210))
        text = fm.elidedText(self.title, Qt.TextElideMode.ElideRight, right - unit * 0.05)
        p.drawText(QRectF(unit * 0.05, unit * 0.02, right - unit * 0.05, lh),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)


def _draw_pile(p: QPainter, card: QRectF, back: QPixmap, layers: int, unit: float) -> None:
    """A stack under a pile's top card: a few backs, offset."""
    for k in range(layers, -1, -1):
        off = unit * 0.012 * k
        p.drawPixmap(card.translated(off, off), back, QRectF(back.rect()))


def _draw_empty(p: QPainter, card: QRectF, unit: float) -> None:
    """Where an empty pile's cards would lie."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rad = unit * 0.06
    p.setPen(QPen(QColor(255, 255, 255, 45), max(1.0, unit * 0.01), Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(card, rad, rad)
    p.setPen(QColor(255, 255, 255, 90))
    p.setFont(font(unit * 0.11, italic=True))
    p.drawText(card, Qt.AlignmentFlag.AlignCenter, "empty")


class AreaItem(QGraphicsObject):
    """A player's area: a frame with a header naming the player, identity, hit points and turn markers."""

    def __init__(self, player: int) -> None:
        super().__init__()
        self.player = player
        self._rect = QRectF()
        self._header_h = 0.0
        self.text = ""
        self.badges: tuple[str, ...] = ()
        self.active = False
        self.eliminated = False
        self.setZValue(zvalues.AREA)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._rect.width(), self._rect.height())

    def set_geometry(self, rect: QRectF, header_h: float) -> None:
        if rect != self._rect or header_h != self._header_h:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self._header_h = header_h
            self.setPos(rect.topLeft())
            self.update()

    def set_player(self, pv: PlayerView, *, first: bool, active: bool, deciding: bool) -> None:
        form = f" ({pv.form.replace('_', '-')})" if pv.form else ""
        hp = f"  ·  HP {pv.hp}/{pv.max_hp}" if pv.hp is not None else ""
        text = f"{pv.name} — {pv.identity_name}{form}{hp}"
        if pv.name == pv.identity_name:
            text = f"{pv.name}{form}{hp}"
        text = f"P{pv.index + 1}  {text}"
        badges = []
        if first:
            badges.append("★ First player")
        if active:
            badges.append("▶ Active")
        if deciding:
            badges.append("? Deciding")
        if pv.eliminated:
            badges.append("✖ Eliminated")
        state = (text, tuple(badges), active, pv.eliminated)
        if state != (self.text, self.badges, self.active, self.eliminated):
            self.text, self.badges, self.active, self.eliminated = state
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self.boundingRect()
        if r.isEmpty():
            return
        key = ("area", r.width(), r.height(), self._header_h, self.text, self.badges, self.active, self.eliminated)
        draw_cached(p, key, r, self._draw)

    def _draw(self, p: QPainter) -> None:
        r = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        hh = self._header_h
        rad = hh * 0.4
        p.setPen(QPen(QColor("#ffd54f") if self.active else QColor(255, 255, 255, 70), max(1.0, hh * 0.08)))
        p.setBrush(QColor(0, 0, 0, 70 if not self.eliminated else 140))
        p.drawRoundedRect(r.adjusted(1, 1, -1, -1), rad, rad)
        header = QRectF(1, 1, r.width() - 2, hh)
        path = QPainterPath()
        path.addRoundedRect(header, rad, rad)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 213, 79, 70) if self.active else QColor(255, 255, 255, 26))
        p.drawPath(path)
        f = font(hh * 0.62, bold=True)
        p.setFont(f)
        p.setPen(QColor("white"))
        badges = "   ".join(self.badges)
        fm = QFontMetricsF(f)
        bw = fm.horizontalAdvance(badges) + hh * 0.5 if badges else 0.0
        text = fm.elidedText(self.text, Qt.TextElideMode.ElideRight, r.width() - bw - hh * 0.8)
        p.drawText(QRectF(hh * 0.4, 0, r.width() - bw - hh * 0.8, hh),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        if badges:
            p.setPen(QColor("#ffd54f"))
            p.drawText(QRectF(r.width() - bw - hh * 0.3, 0, bw, hh),
                       Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, badges)


# == hover preview ===========================================================================================

def describe_card(card: CardView, attachments: list[str]) -> list[str]:
    """Lines of live information about a card for its preview."""
    lines = []
    if card.face_down:
        return ["Facedown"]
    bits = []
    if card.hp is not None and card.max_hp is not None:
        bits.append(f"HP {card.hp}/{card.max_hp}")
    if card.threat_target is not None:
        bits.append(f"Threat {card.threat}/{card.threat_target}")
    for name, value in card.stats:
        bits.append(f"{stat_label(name)} {value}")
    if bits:
        lines.append("  ·  ".join(bits))
    toks = []
    for kind, n in card.tokens:
        if kind == "threat" and card.threat_target is not None:
            continue
        if kind == "damage" and card.hp is not None and card.type_code in ("hero", "alter_ego", "villain"):
            toks.append(f"{n} damage")
            continue
        toks.append(f"{n} {kind if kind != 'counters' else 'counter' + ('s' if n > 1 else '')}")
    state = []
    if card.exhausted:
        state.append("exhausted")
    state += sorted(set(card.statuses))
    if toks or state:
        lines.append(", ".join(toks + state).capitalize())
    if attachments:
        lines.append("Attached: " + ", ".join(attachments))
    return lines


class PreviewItem(QGraphicsObject):
    """A large copy of the hovered card, with its live values; the same size on screen at any zoom."""

    WIDTH = 330.0

    def __init__(self, faces: CardFaces) -> None:
        super().__init__()
        self.faces = faces
        self.card: CardView | None = None
        self.lines: list[str] = []
        self._face_up = True
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setZValue(zvalues.HOVER_PREVIEW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def card_size(self) -> tuple[float, float]:
        if self.card is not None and self.card.landscape:
            return self.WIDTH * 88 / 63, self.WIDTH
        return self.WIDTH, self.WIDTH * 88 / 63

    def _panel_h(self) -> float:
        return 12 + 22 * (1 + len(self.lines)) if self.card is not None else 0.0

    SHADOW = (6.0, 8.0)
    """The drop shadow's offset: the bounding rectangle holds it, or it would leave stale pixels."""

    def _panel(self) -> QRectF:
        w, h = self.card_size()
        return QRectF(0, 0, w, h + self._panel_h())

    def boundingRect(self) -> QRectF:
        return self._panel().adjusted(0, 0, *self.SHADOW)

    def clear(self) -> None:
        """Hide it, announcing that its rectangle goes (so the area it covered is repainted)."""
        self.prepareGeometryChange()
        self.hide()
        self.card = None
        self.lines = []

    def show_card(self, card: CardView, lines: list[str], face_up: bool) -> None:
        self.prepareGeometryChange()
        self.card = card
        self.lines = lines
        self._face_up = face_up
        self.update()
        self.show()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.card is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        w, h = self.card_size()
        full = self._panel()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 120))
        p.drawRoundedRect(full.translated(*self.SHADOW), 12, 12)
        p.setBrush(QColor(20, 24, 28, 235))
        p.drawRoundedRect(full, 12, 12)
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(p.worldTransform())
        px_w = max(1, round(w * lod))
        px_h = max(1, round(h * lod))
        if self._face_up and not self.card.face_down:
            pm = self.faces.face(self.card.code, px_w, px_h)
        else:
            pm = self.faces.back(self.card.back, px_w, px_h)
        p.drawPixmap(QRectF(0, 0, w, h), pm, QRectF(pm.rect()))
        y = h + 8
        p.setPen(QColor("white"))
        p.setFont(font(16, bold=True))
        title = self.card.name if not self.card.face_down else "Facedown card"
        p.drawText(QRectF(10, y, w - 20, 22), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, title)
        p.setFont(font(13))
        p.setPen(QColor("#e0e0e0"))
        for line in self.lines:
            y += 22
            fm = QFontMetricsF(p.font())
            p.drawText(QRectF(10, y, w - 20, 22), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                       fm.elidedText(line, Qt.TextElideMode.ElideRight, w - 20))

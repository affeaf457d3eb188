"""The table: a scene kept in step with the engine's views, and the widget that shows it.

:class:`TableScene` keeps ``card id -> CardItem`` and ``zone key -> ZoneItem``. :meth:`TableScene.update_from`
takes a :class:`~mcdesk.table.view_model.TableView`, lays it out (:mod:`mcdesk.table.layout`) and creates,
moves (animated) and removes items to match. Input goes out as signals and never moves anything by
itself: a card dragged out of the hand and dropped on the table emits :attr:`TableScene.card_dropped` and
snaps back; it moves when the engine's next view arrives.

:class:`TableViewWidget` shows a scene: wheel to zoom, drag the background to pan, fit to window, and
:meth:`TableViewWidget.export_image` writes a PNG of the whole table or of the visible part.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QCursor,
    QImage,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QRadialGradient,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from .card_face import CardFaces
from .game_area_items import GameAreaItem, RoundBannerItem
from .hand_dock import HandDock
from .items import AreaItem, CardItem, PreviewItem, ZoneItem, describe_card
from .layout import Keep, Layout, Placement, Rect, compute_layout
from .overlays import TOKEN_NUMBER
from .sprites import draw_cached
from .target_arrow import TargetArrow
from .view_model import CardView, TableView, diff, split_zone

DEFAULT_SIZE = (1920.0, 1200.0)
IMAGES_HINT = "Your own card scans: Settings › Card Images…"
"""The preview's last line on a generated face: where to show the player's own images instead."""
TABLE_COLOR = QColor("#1d3b2f")
BACKGROUND_COLOR = QColor("#14271f")
"""Around the table (outside the scene rectangle)."""


MIN_NUMBER_PX = 11.5
"""The least on-screen type size (pixels) of a number on a card's dial or token, whatever the zoom: on small
cards the dials and tokens are drawn larger than the card would make them."""


def _qrect(r: Rect) -> QRectF:
    return QRectF(r.x, r.y, r.w, r.h)


def card_item_at(item: QGraphicsItem | None) -> CardItem | None:
    """The card an item belongs to (a card's token or dial is part of it)."""
    while item is not None and not isinstance(item, CardItem):
        item = item.parentItem()
    return item


def see_through(item: QGraphicsItem) -> bool:
    """Whether a click passes through ``item`` to what lies under it: everything drawn over the table that
    takes no clicks (the targeting arrow, banners, attack arrows, +N numbers, the hover preview, the hand's
    band), but not a card or its parts, nor the zones and areas the table is made of."""
    if item.acceptedMouseButtons() != Qt.MouseButton.NoButton:
        return False
    if isinstance(item, ZoneItem | AreaItem | GameAreaItem):
        return False
    return card_item_at(item) is None


def hit_item(view: QGraphicsView, pos: QPoint) -> QGraphicsItem | None:
    """The item a click at viewport point ``pos`` is meant for: the topmost one that is not
    :func:`see_through` (None: the bare table)."""
    for item in view.items(pos):
        if not see_through(item):
            return item
    return None


class TableScene(QGraphicsScene):
    """The table's items, driven by :meth:`update_from`. Signals carry card ids (ints) and zone keys."""

    card_activated = Signal(int)
    """A card was double-clicked."""
    card_dropped = Signal(int, str)
    """A card from the hand was dropped on the table: (card id, zone key or "table")."""
    drop_refused = Signal(int, str)
    """A card was dropped on a zone that takes no cards from there (a deck): (card id, zone key)."""
    card_context_requested = Signal(int, QPoint)
    """A card's context menu was asked for: (card id, screen position)."""
    card_hovered = Signal(int)
    """The pointer entered a card (its id), or left every card (-1)."""
    zone_activated = Signal(str)
    """A pile zone was double-clicked (its key)."""
    zone_context_requested = Signal(str, QPoint)
    """A pile zone's context menu was asked for: (zone key, screen position)."""

    def __init__(
        self,
        faces: CardFaces | None = None,
        *,
        size: tuple[float, float] = DEFAULT_SIZE,
        animations: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.faces = faces if faces is not None else CardFaces(parent=self)
        self.faces.image_ready.connect(self._image_ready)
        self.animations = animations
        self.view: TableView | None = None
        self.layout: Layout | None = None
        self.hand_player_override: int | None = None
        self.hand_dock: HandDock | None = None
        """Set by a view that docks the hand at the bottom of its window (see :mod:`.hand_dock`)."""
        self.cards: dict[int, CardItem] = {}
        self.zones: dict[str, ZoneItem] = {}
        self.areas: dict[int, AreaItem] = {}
        self.game_areas: dict[int, GameAreaItem] = {}
        """A two-sided table's game areas (by their index in the view's ``areas``)."""
        self.round_banner: RoundBannerItem | None = None
        self.hang = 0.0
        """Room (scene units) the layout keeps below the last row for hanging dials and tokens (see
        :meth:`set_hang`)."""
        self.number_floor = 0.0
        """The least type size (scene units) of the numbers on the cards' dials and tokens: the view sets it from
        its zoom (:data:`MIN_NUMBER_PX` on screen)."""
        self._highlights: dict[str, set[int]] = {}
        self.drop_onto: int | None = None
        """The card under the last drop (:attr:`card_dropped`), if it landed on one."""
        self.movable: frozenset[int] = frozenset()
        """Cards on the table (not in a hand) that drag now: a drop on another zone answers the pending
        decision (e.g. the Vs. System's formation step: a character dragged to the other row)."""
        self._hover_zone: ZoneItem | None = None
        self.preview = PreviewItem(self.faces)
        self.preview_blocked = False
        self.addItem(self.preview)
        self.setSceneRect(QRectF(0, 0, *size))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # -- settings --------------------------------------------------------------------------------------------
    def set_animations(self, on: bool) -> None:
        self.animations = on
        for item in self.cards.values():
            item.animations = on
            if not on and item.is_animating():
                item.stop_animation()
                item.snap_back()

    def set_table_size(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.view is not None:
            self.update_from(self.view, animate=False)

    def set_number_floor(self, floor: float) -> None:
        """Draw the numbers on the table's dials and tokens at least ``floor`` scene units high (the hand dock's
        cards are drawn at the dock's own size)."""
        self.number_floor = floor
        for item in self.cards.values():
            if self.hand_dock is None or not self.hand_dock.owns(item):
                item.set_number_floor(floor)

    def set_hang(self, hang: float) -> None:
        """Keep ``hang`` scene units below the last row for the dials and tokens hanging below its cards (the view
        sets it from the number floor at the fitted zoom), laying the table again when it changes."""
        if abs(hang - self.hang) > 0.02 * max(hang, self.hang, 1e-9):
            self.hang = hang
            if self.view is not None:
                self.update_from(self.view, animate=False)

    def set_hand_player(self, player: int | None) -> None:
        """Show this player's hand along the bottom (None: whoever the view says is deciding)."""
        self.hand_player_override = player
        if self.view is not None:
            self.update_from(self.view)

    # -- reading ---------------------------------------------------------------------------------------------
    def card_item(self, card_id: int) -> CardItem | None:
        return self.cards.get(card_id)

    def zone_item(self, key: str) -> ZoneItem | None:
        return self.zones.get(key)

    def is_animating(self) -> bool:
        return any(item.is_animating() for item in self.cards.values())

    # -- updating --------------------------------------------------------------------------------------------
    def _kept(self, old: TableView | None, view: TableView) -> Keep | None:
        """Within a round the table holds still (the grid and card size of the layout before); a new round, or
        another game, lays it afresh (the cards grow into the room freed)."""
        if old is None or self.layout is None or old.round != view.round or old.arrangement != view.arrangement \
                or len(old.players) != len(view.players) or len(old.areas) != len(view.areas):
            return None
        return self.layout.keep

    def update_from(self, view: TableView, *, animate: bool | None = None) -> None:
        """Make the table show ``view``: create, move and remove card items by id (animated moves and
        exhausts unless animations are off), refresh zones and player areas."""
        animate = self.animations if animate is None else animate
        old = self.view
        first = old is None
        rect = self.sceneRect()
        hp = self.hand_player_override
        if hp is not None and not 0 <= hp < len(view.players):
            hp = None
        dock = self.hand_dock if self.hand_dock is not None and self.hand_dock.enabled else None
        lay = compute_layout(view, rect.width(), rect.height(), hp, docked_hand=dock is not None,
                             keep=self._kept(old, view), hang=self.hang)
        changes = diff(old, view)
        self._sync_areas(view, lay)
        self._sync_game_areas(view, lay)
        self._sync_zones(view, lay)
        docked = set(lay.docked_hand)
        for cid in [c for c in self.cards if c not in lay.cards and c not in docked]:
            self._remove_card(cid)
        for cid, pl in lay.cards.items():
            card = view.cards[cid]
            item = self.cards.get(cid)
            if item is None:
                item = self._new_card(card, pl, view, lay, animate and not first)
            else:
                if self.hand_dock is not None and self.hand_dock.owns(item):
                    self.hand_dock.release(item)
                if cid in changes.touched or item.card != card:
                    item.set_card(card)
                item.set_size(pl.w, pl.h)
                item.set_face_up(pl.face_up)
                item.set_number_floor(0.0 if pl.in_hand else self.number_floor)
            item.animations = self.animations
            draggable = pl.in_hand and card.zone.endswith(":hand") or cid in self.movable
            if draggable != item.draggable:
                item.set_draggable(draggable)
            item.move_to(QPointF(pl.x, pl.y), pl.rotation, pl.z, animate=animate and not first)
        self._set_covers(lay)
        self.view = view
        self.layout = lay
        if dock is not None:
            self._sync_dock(dock, view, lay, changes.touched)
        for ids in self._highlights.values():
            ids.intersection_update(self.cards)
        self._apply_highlights()
        if self.preview.isVisible() and self.preview.card is not None:
            cid = self.preview.card.id
            if cid in self.cards and cid not in changes.moved:
                self._show_preview(self.cards[cid])
            else:
                self.hide_preview()  # the card left the pointer: its preview would cover what is there now

    def _sync_dock(self, dock: HandDock, view: TableView, lay: Layout, touched: frozenset[int]) -> None:
        """The docked hand's cards: items at the dock's pixel size, draggable onto the table."""
        items = []
        w, h = dock.card_size()
        for cid in lay.docked_hand:
            card = view.cards[cid]
            item = self.cards.get(cid)
            if item is None:
                pl = Placement(cid, lay.hand_zone or "", 0.0, 0.0, w, h, 0.0, 0.0, face_up=not card.face_down,
                               in_hand=True)
                item = self._new_card(card, pl, view, lay, False)
            elif cid in touched or item.card != card:
                item.set_card(card)
            item.set_face_up(not card.face_down)
            item.set_number_floor(0.0)  # drawn at the dock's size
            item.animations = self.animations
            item.set_cover(None)
            if not item.draggable:
                item.set_draggable(True)
            items.append(item)
        player = lay.hand_player
        title = ""
        if 0 <= player < len(view.players):
            pv = view.players[player]
            who = "Your hand" if len(view.players) == 1 else f"{pv.name}'s hand"
            # a player named after the hero ("Spider-Man's hand · Spider-Man") gets the name once
            ident = [pv.identity_name] if pv.identity_name and pv.identity_name != pv.name else []
            title = " · ".join((who, *ident, f"{len(items)} card{'s' if len(items) != 1 else ''}"))
        dock.set_cards(items, title)

    def _set_covers(self, lay: Layout) -> None:
        """Tell each card which card of its zone lies on it (the next one up), so that it draws only the part
        that shows: crowded rows and piles draw far fewer pixels."""
        stacks: dict[str, list[Placement]] = {}
        for pl in lay.cards.values():
            stacks.setdefault(pl.zone, []).append(pl)
        for stack in stacks.values():
            stack.sort(key=lambda pl: pl.z)
            for below, above in zip(stack, [*stack[1:], None], strict=True):
                self.cards[below.card_id].set_cover(self.cards[above.card_id] if above is not None else None)

    def _origin(self, card: CardView, view: TableView, lay: Layout) -> tuple[float, float] | None:
        """Where a card that just appeared comes from: its owner's deck, or the encounter deck."""
        key = f"p{card.owner}:deck" if card.owner is not None else "encounter_deck"
        if card.owner is None and view.areas:  # a two-sided table: the encounter deck of the card's game area
            player, _ = split_zone(card.zone)
            area = view.area_of(player) if player is not None else None
            if area is not None:
                key = view.areas[area].prefix + "encounter_deck"
            elif ":" in card.zone:
                key = card.zone.split(":", 1)[0] + ":encounter_deck"
        box = lay.zones.get(key)
        if box is None:
            return None
        return box.rect.x + (box.rect.w - lay.card_w) / 2, box.rect.y + box.rect.h - lay.card_h - lay.card_w * 0.05

    def _new_card(self, card: CardView, pl: Placement, view: TableView, lay: Layout, animate: bool) -> CardItem:
        item = CardItem(card, pl.w, pl.h, self.faces, face_up=pl.face_up)
        if not pl.in_hand:
            item.set_number_floor(self.number_floor)
        item.animations = self.animations
        start = self._origin(card, view, lay) if animate else None
        if start is not None:
            item.setPos(QPointF(*start))
        else:
            item.setPos(QPointF(pl.x, pl.y))
            item.setRotation(pl.rotation)
        item.setZValue(pl.z)
        item.activated.connect(self.card_activated)
        item.context_requested.connect(self.card_context_requested)
        item.hovered.connect(self._hovered)
        item.drag_moved.connect(self._drag_moved)
        item.dropped.connect(self._dropped)
        self.addItem(item)
        self.cards[card.id] = item
        return item

    def _remove_card(self, card_id: int) -> None:
        item = self.cards.pop(card_id)
        if self.hand_dock is not None and self.hand_dock.owns(item):
            self.hand_dock.release(item)
        if self.preview.card is not None and self.preview.card.id == card_id:
            self.hide_preview()
        item.stop_animation()
        self.removeItem(item)
        item.deleteLater()

    def _sync_zones(self, view: TableView, lay: Layout) -> None:
        for key in [k for k in self.zones if k not in lay.zones]:
            self.removeItem(self.zones.pop(key))
        for key, box in lay.zones.items():
            item = self.zones.get(key)
            if item is None:
                item = ZoneItem(key, box.label, box.kind, box.player, self.faces)
                self.addItem(item)
                self.zones[key] = item
            r = box.rect
            card = QRectF(r.x + (r.w - lay.card_w) / 2, r.y + lay.card_w * 0.25, lay.card_w, lay.card_h)
            if r.w < lay.card_w or r.h < lay.card_h:  # a collapsed pile or deck: its label only
                card = QRectF()
            item.set_geometry(_qrect(r), card, lay.card_w)
            zone = view.zone(key)
            # a discard pile shows no back: its top card lies on the others
            back = zone.back if zone.count and not card.isEmpty() else None
            item.set_state(box.label, zone.count, back, box.hidden)

    def _sync_areas(self, view: TableView, lay: Layout) -> None:
        keep = {a.player for a in lay.areas}
        for p in [p for p in self.areas if p not in keep]:
            self.removeItem(self.areas.pop(p))
        firsts = view.first_players()
        for a in lay.areas:
            item = self.areas.get(a.player)
            if item is None:
                item = AreaItem(a.player)
                self.addItem(item)
                self.areas[a.player] = item
            item.set_geometry(_qrect(a.rect), a.header.h)
            pv = view.players[a.player]
            item.set_player(pv, first=a.player in firsts, active=view.active_player == a.player,
                            deciding=view.deciding_player == a.player and view.active_player != a.player)

    def _sync_game_areas(self, view: TableView, lay: Layout) -> None:
        """A two-sided table's game area frames and titles, and the banner between them."""
        keep = {f.index for f in lay.game_areas}
        for n in [n for n in self.game_areas if n not in keep]:
            self.removeItem(self.game_areas.pop(n))
        for f in lay.game_areas:
            item = self.game_areas.get(f.index)
            if item is None:
                item = self.game_areas[f.index] = GameAreaItem(f.index)
                self.addItem(item)
            area = view.areas[f.index]
            item.set_state(_qrect(f.rect), f.title.h, f.text, f.active, area.team)
        if lay.banner is None:
            if self.round_banner is not None:
                self.removeItem(self.round_banner)
                self.round_banner = None
            return
        if self.round_banner is None:
            self.round_banner = RoundBannerItem()
            self.addItem(self.round_banner)
        self.round_banner.set_state(_qrect(lay.banner), lay.banner_text)

    def set_movable(self, card_ids: Iterable[int]) -> None:
        """Let exactly these cards on the table drag (see :attr:`movable`); hand cards always drag."""
        ids = frozenset(card_ids)
        if ids == self.movable:
            return
        self.movable = ids
        hand = set(self.layout.docked_hand) if self.layout is not None else set()
        for cid, item in self.cards.items():
            in_hand = cid in hand or item.card.zone.endswith(":hand")
            on = in_hand if cid not in ids else True
            if on != item.draggable:
                item.set_draggable(on)

    # -- highlights ------------------------------------------------------------------------------------------
    def highlight(self, card_ids: Iterable[int], kind: str = "target") -> None:
        """Mark exactly ``card_ids`` with highlight ``kind`` (e.g. "target" for legal targets, "payment" for
        cards that can pay); cards marked with that kind before and not listed now lose it."""
        self._highlights[kind] = {c for c in card_ids if c in self.cards}
        self._apply_highlights()

    def clear_highlights(self, kind: str | None = None) -> None:
        if kind is None:
            self._highlights.clear()
        else:
            self._highlights.pop(kind, None)
        self._apply_highlights()

    def highlighted(self, kind: str | None = None) -> dict[int, str]:
        """Card id -> the highlight it shows (only cards of ``kind`` if given)."""
        return {cid: item.highlight_kind for cid, item in self.cards.items()
                if item.highlight_kind is not None and (kind is None or item.highlight_kind == kind)}

    def _apply_highlights(self) -> None:
        shown: dict[int, str] = {}
        for kind, ids in self._highlights.items():  # the kind set last wins on a card in two
            for cid in ids:
                shown[cid] = kind
        for cid, item in self.cards.items():
            item.set_highlight(shown.get(cid))

    # -- input -----------------------------------------------------------------------------------------------
    def _hovered(self, card_id: int, entered: bool) -> None:
        item = self.cards.get(card_id)
        if self.hand_dock is not None and item is not None and self.hand_dock.owns(item):
            if entered and not item.is_dragging():
                self.hand_dock.lift(card_id)
            elif not entered and self.hand_dock.lifted == card_id:
                self.hand_dock.lift(None)
        if entered and item is not None and not self.preview_blocked \
                and not any(i.is_dragging() for i in self.cards.values()):
            self._show_preview(item)
            self.card_hovered.emit(card_id)
        elif not entered and self.preview.card is not None and self.preview.card.id == card_id:
            self.hide_preview()
            self.card_hovered.emit(-1)

    def _show_preview(self, item: CardItem) -> None:
        view = self.view
        card = item.card
        names = []
        if view is not None:
            names = [view.cards[a].name for a in view.attachments(card.id) if a in view.cards]
        face_up = item.face_up
        lines = describe_card(card, names) if face_up else ["Facedown"]
        if face_up and not card.face_down and self.faces.image(card.code) is None:
            lines = [*lines, IMAGES_HINT]
        self.preview.show_card(card, lines, face_up)
        self._place_preview(item)

    def _place_preview(self, item: CardItem) -> None:
        """Beside the card, inside the visible part of the first view (the preview ignores zoom)."""
        pw = self.preview.boundingRect().width()
        ph = self.preview.boundingRect().height()
        card_rect = item.sceneBoundingRect()
        views = self.views()
        if not views:
            self.preview.setPos(card_rect.topRight() + QPointF(10, 0))
            return
        v = views[0]
        spot = self.hand_dock.preview_spot(item, pw, ph) if self.hand_dock is not None else None
        if spot is not None:
            self.preview.setPos(v.viewportTransform().inverted()[0].map(spot))
            return
        vp = v.viewport().rect()
        r = v.mapFromScene(card_rect).boundingRect()
        x: float = r.right() + 14
        if x + pw > vp.right():
            x = r.left() - 14 - pw
        if x < vp.left():
            x = max(vp.left(), vp.right() - pw)
        y = min(max(vp.top() + 4, r.top()), vp.bottom() - ph - 4)
        y = max(vp.top(), y)
        self.preview.setPos(v.mapToScene(QPoint(round(x), round(y))))

    def hide_preview(self) -> None:
        self.preview.clear()

    def preview_card(self, card_id: int | None) -> None:
        """Show the preview of a card on the table (a name hovered in the log), or hide it (None)."""
        item = self.cards.get(card_id) if card_id is not None else None
        if item is None or self.preview_blocked:
            self.hide_preview()
            return
        self._show_preview(item)

    def set_preview_blocked(self, on: bool) -> None:
        """No hover preview while on (paying, a menu open): it would cover what the player is choosing from."""
        self.preview_blocked = on
        if on:
            self.hide_preview()

    def drop_target(self, card: CardView, pos: QPointF) -> str | None:
        """The zone key a card dropped at ``pos`` asks to go to: an accepting zone under the point, "table"
        anywhere else on the table outside the hand, or None when dropped back on the hand."""
        if self.hand_dock is not None and self.hand_dock.contains(pos):
            return None
        for item in self.zones.values():
            if item.rect.contains(pos):
                if card.id in self.movable and not card.zone.endswith(":hand"):
                    return None if item.key == card.zone else item.key  # back where it lies: nothing asked
                return item.key if item.accepts_drop(card) else None
        if not self.sceneRect().contains(pos):
            return None
        return "table"

    def _drag_moved(self, card_id: int, pos: QPointF) -> None:
        item = self.cards.get(card_id)
        target = None
        if item is not None:
            key = self.drop_target(item.card, pos)
            target = self.zones.get(key) if key else None
        if target is not self._hover_zone:
            if self._hover_zone is not None:
                self._hover_zone.set_drop_hover(False)
            if target is not None:
                target.set_drop_hover(True)
            self._hover_zone = target
        self.hide_preview()

    def _dropped(self, card_id: int, pos: QPointF) -> None:
        if self._hover_zone is not None:
            self._hover_zone.set_drop_hover(False)
            self._hover_zone = None
        item = self.cards.get(card_id)
        if item is None:
            return
        key = self.drop_target(item.card, pos)
        self.drop_onto = self._card_at(pos, item) if key is not None else None
        if key is not None:
            self.card_dropped.emit(card_id, key)
            return
        if self.hand_dock is not None and self.hand_dock.contains(pos):
            return  # back in the hand: nothing asked
        refused = next((z for z in self.zones.values() if z.rect.contains(pos) and z.key != item.card.zone), None)
        if refused is not None:
            self.drop_refused.emit(card_id, refused.key)

    def _card_at(self, pos: QPointF, dragged: CardItem) -> int | None:
        """The card on the table under a drop (not the card dropped)."""
        for under in self.items(pos):
            card = card_item_at(under)
            if card is not None and card is not dragged and not (
                    self.hand_dock is not None and self.hand_dock.owns(card)):
                return card.card_id
        return None

    def _image_ready(self, code: str) -> None:
        for item in self.cards.values():
            if item.card.code == code:
                item.update()
        if self.preview.card is not None and self.preview.card.code == code:
            self.preview.update()

    # -- painting --------------------------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        r = self.sceneRect()
        if not r.contains(rect):
            painter.fillRect(rect, BACKGROUND_COLOR)
        rows: list[QRectF] = []
        if self.layout is not None:  # the villain row, or each game area's enemy leader row
            shared = [f.shared for f in self.layout.game_areas] or [self.layout.villain_row]
            rows = [_qrect(x).adjusted(-6, -4, 6, 4) for x in shared]
        key = ("table", r.x(), r.y(), r.width(), r.height(),
               tuple((vr.x(), vr.y(), vr.width(), vr.height()) for vr in rows))
        draw_cached(painter, key, r, lambda p: _draw_table(p, r, rows), background=BACKGROUND_COLOR)


def _draw_table(painter: QPainter, r: QRectF, villain_rows: list[QRectF]) -> None:
    """The cloth: a radial gradient over the scene rectangle, the villain row(s) tinted."""
    g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
    g.setColorAt(0, TABLE_COLOR.lighter(118))
    g.setColorAt(1, TABLE_COLOR.darker(125))
    painter.fillRect(r, g)
    for vr in villain_rows:
        lg = QLinearGradient(vr.topLeft(), vr.bottomLeft())
        lg.setColorAt(0, QColor(74, 20, 140, 70))
        lg.setColorAt(1, QColor(74, 20, 140, 25))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(lg)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawRoundedRect(vr, 10, 10)


class TableViewWidget(QGraphicsView):
    """The table on screen: wheel zooms about the pointer, dragging the background pans, :meth:`fit_to_window`
    (also the 0 key; + and - zoom) shows the whole table. Fits itself to the window until the user zooms."""

    MIN_ZOOM = 0.5
    """Relative to the fitted zoom."""
    MAX_ZOOM = 8.0

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = scene if scene is not None else TableScene(parent=self)
        self.setScene(self.table)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # No view brush: a view brush would hide the scene's cloth, so the window would differ from exports.
        self.setMouseTracking(True)
        self.auto_fit = True
        self.hand_dock = HandDock(self)
        self.table.hand_dock = self.hand_dock
        self.target_arrow = TargetArrow()
        self.table.addItem(self.target_arrow)

    # -- choosing a target -----------------------------------------------------------------------------------
    def set_target_source(self, card_id: int | None) -> None:
        """Draw an arrow from this card to the pointer while a target is chosen (None: no arrow)."""
        item = self.table.cards.get(card_id) if card_id is not None else None
        if item is None or self.hand_dock.owns(item):
            self.target_arrow.set_source(None)
            return
        if self.target_arrow.source_id == card_id and self.target_arrow.isVisible():
            return
        centre = item.sceneBoundingRect().center()
        self.target_arrow.set_source(card_id, centre, max(3.0, min(item.size) * 0.05))
        pointer = self.viewport().mapFromGlobal(QCursor.pos())
        if self.viewport().rect().contains(pointer):
            self.target_arrow.aim(self.mapToScene(pointer))

    def card_menu_point(self, card_id: int) -> QPoint | None:
        """The screen point under a card's bottom left corner (where a card's small menu opens)."""
        item = self.table.cards.get(card_id)
        if item is None:
            return None
        if self.hand_dock.owns(item):
            rect = self.hand_dock.viewport_rects().get(card_id)
            if rect is None:
                return None
            return self.viewport().mapToGlobal(rect.topLeft().toPoint())
        r = self.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return self.viewport().mapToGlobal(r.bottomLeft())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.target_arrow.source_id is not None:
            self.target_arrow.aim(self.mapToScene(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def _pile_at(self, pos: QPoint) -> ZoneItem | None:
        item = hit_item(self, pos)
        return item if isinstance(item, ZoneItem) and item.kind == "pile" else None

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        zone = self._pile_at(event.pos())
        if zone is not None:
            self.table.zone_context_requested.emit(zone.key, event.globalPos())
            event.accept()
            return
        super().contextMenuEvent(event)

    # -- zoom and pan ----------------------------------------------------------------------------------------
    def zoom(self) -> float:
        return self.transform().m11()

    def table_area(self) -> QRect:
        """The part of the viewport the table is fitted into: all of it but the hand dock."""
        vp = self.viewport().rect()
        return vp.adjusted(0, 0, 0, -min(self.hand_dock.height(), vp.height() // 2))

    def fitted_zoom(self) -> float:
        r = self.table.sceneRect()
        vp = self.table_area().adjusted(2, 2, -2, -2)  # fitInView keeps a 2-pixel margin
        if r.isEmpty() or vp.isEmpty():
            return 1.0
        return min(vp.width() / r.width(), vp.height() / r.height())

    def fit_to_window(self) -> None:
        """Show the whole table above the hand dock."""
        self.auto_fit = True
        fitted = self.fitted_zoom()
        if fitted > 0:  # room below the last row for tokens drawn at the number floor (a token: its number / 0.36)
            self.table.set_hang(MIN_NUMBER_PX / fitted / TOKEN_NUMBER[0])
        r = self.table.sceneRect()
        dock = self.viewport().height() - self.table_area().height()
        zoom = self.fitted_zoom()
        # the view may scroll a dock's height below the table, so that the table's bottom shows above the hand
        self.setSceneRect(r.adjusted(0, 0, 0, dock / zoom if zoom > 0 else 0))
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self._numbers_follow_zoom()
        self.hand_dock.arrange()

    def _numbers_follow_zoom(self) -> None:
        zoom = self.zoom()
        if zoom > 0:
            self.table.set_number_floor(MIN_NUMBER_PX / zoom)

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        self.hand_dock.arrange()

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        fit = self.fitted_zoom()
        target = min(max(self.zoom() * factor, fit * self.MIN_ZOOM), fit * self.MAX_ZOOM)
        factor = target / self.zoom()
        if abs(factor - 1) < 1e-6:
            return
        self.auto_fit = False
        if anchor is not None:
            before = self.mapToScene(anchor)
            old = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            self.scale(factor, factor)
            after = self.mapToScene(anchor)
            self.translate(after.x() - before.x(), after.y() - before.y())
            self.setTransformationAnchor(old)
        else:
            self.scale(factor, factor)
        self._numbers_follow_zoom()
        self.hand_dock.arrange()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if not delta:
            super().wheelEvent(event)
            return
        self.zoom_by(1.15 ** (delta / 120), event.position().toPoint())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom_by(1 / 1.25)
        elif key == Qt.Key.Key_0:
            self.fit_to_window()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.auto_fit:
            self.fit_to_window()
        self.hand_dock.arrange()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.auto_fit:
            self.fit_to_window()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        item = hit_item(self, event.position().toPoint())
        zone = self._pile_at(event.position().toPoint())
        if zone is not None:
            self.table.zone_activated.emit(zone.key)
            return
        if item is None or isinstance(item, ZoneItem | AreaItem):
            self.fit_to_window()  # double-click the background: back to the whole table
            return
        super().mouseDoubleClickEvent(event)

    # -- export ----------------------------------------------------------------------------------------------
    def _render_undocked(self, size: QSize) -> QImage:
        return _undocked_render(self, size)

    def export_image(self, path: str | Path, scale: float = 1.0, visible_only: bool = False) -> QSize:
        """Write a PNG of the whole table (``scale`` x the scene size) or of what the window shows
        (``scale`` x the viewport size). Returns the image's size; raises OSError if it cannot be written."""
        if scale <= 0:
            raise ValueError("scale must be positive")
        preview = self.table.preview.isVisible()
        self.table.preview.hide()
        glows = _hide_glows(self.table)
        try:
            if visible_only:
                vp = self.viewport().rect()
                size = QSize(max(1, math.ceil(vp.width() * scale)), max(1, math.ceil(vp.height() * scale)))
                img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
                img.fill(QColor("#14271f"))
                p = QPainter(img)
                p.setRenderHints(self.renderHints())
                self.render(p, QRectF(0, 0, size.width(), size.height()), vp)
                p.end()
            else:
                r = self.table.sceneRect()
                size = QSize(max(1, math.ceil(r.width() * scale)), max(1, math.ceil(r.height() * scale)))
                img = self._render_undocked(size)
        finally:
            _show_glows(self.table, glows)
            if preview:
                self.table.preview.show()
        if not img.save(str(path), "PNG"):  # type: ignore[call-overload]  # the stub wants bytes, Qt a str
            raise OSError(f"cannot write {path}")
        return size


def _undocked_render(view: TableViewWidget, size: QSize) -> QImage:
    """The whole table with the hand fanned along its bottom, as the table is laid out without a dock."""
    dock, scene = view.hand_dock, view.table
    if scene.view is None or not dock.enabled:
        return render_table(scene, size)
    dock.enabled = False
    dock.band.hide()
    try:
        scene.update_from(scene.view, animate=False)
        return render_table(scene, size)
    finally:
        dock.enabled = True
        scene.update_from(scene.view, animate=False)
        dock.arrange()


def _hide_glows(scene: TableScene) -> dict[int, str]:
    """Take the selection glows off for a picture of the table; returns them for :func:`_show_glows`."""
    glows = {cid: item.highlight_kind for cid, item in scene.cards.items() if item.highlight_kind is not None}
    for cid in glows:
        scene.cards[cid].set_highlight(None)
    return glows


def _show_glows(scene: TableScene, glows: dict[int, str]) -> None:
    for cid, kind in glows.items():
        if cid in scene.cards:
            scene.cards[cid].set_highlight(kind)


def render_table(scene: TableScene, size: QSize) -> QImage:
    """The whole table drawn into an image of ``size`` pixels (no hover preview, no selection glows)."""
    img = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#14271f"))
    preview = scene.preview.isVisible()
    scene.preview.hide()
    glows = _hide_glows(scene)
    p = QPainter(img)
    p.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    scene.render(p, QRectF(0, 0, size.width(), size.height()), scene.sceneRect(),
                 Qt.AspectRatioMode.IgnoreAspectRatio)
    p.end()
    _show_glows(scene, glows)
    if preview:
        scene.preview.show()
    return img

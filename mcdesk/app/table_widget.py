"""The table as the window uses it: a click on a card is an answer, and on a free table every card drags.

:class:`GameScene` adds the free table to :class:`~mcdesk.table.scene.TableScene`: every card can be dragged
and dropped on any zone (the drop asks for a change by hand; the card moves when the engine says so).
:class:`GameTableView` reports a plain click on a card (:attr:`GameTableView.card_clicked`), which the window
uses to pick a glowing target or payment. Hovering a zone, a player's area or a game area shows its whole name
in a tooltip (:meth:`GameScene.tip_at`): a narrow zone's label is cut short ("Side sch…", "Set a…").
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QMouseEvent, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneHelpEvent, QToolTip, QWidget

from ..table.game_area_items import GameAreaItem
from ..table.items import AreaItem, CardItem, ZoneItem
from ..table.scene import TableScene, TableViewWidget, card_item_at, hit_item, see_through
from ..table.view_model import CardView, TableView, split_zone

# Table zone (the name after "p<n>:") -> the engine's zone, for moving a card by hand.
PLAYER_TABLE_ZONES = {
    "deck": "deck", "discard": "discard", "hand": "hand", "engaged": "play", "identity": "play",
    "allies": "play", "supports": "play", "upgrades": "play", "encounter": "facedown_encounter",
}
GLOBAL_TABLE_ZONES = {
    "encounter_deck": "encounter_deck", "encounter_discard": "encounter_discard", "villain": "villain",
    "main_scheme": "main_scheme", "side_schemes": "villain_area", "environments": "villain_area",
    "boost": "boost", "victory": "victory", "removed": "removed", "set_aside": "set_aside",
}


def engine_zone(table_zone: str) -> tuple[str, int | None] | None:
    """The engine zone (name, player) a card dropped on ``table_zone`` goes to by hand, or None."""
    player, name = split_zone(table_zone)
    if player is not None:
        z = PLAYER_TABLE_ZONES.get(name)
        return (z, player) if z else None
    z = GLOBAL_TABLE_ZONES.get(name)
    return (z, None) if z else None


class GameScene(TableScene):
    """The table scene with a free-table switch."""

    free = False

    def set_free(self, on: bool) -> None:
        self.free = on
        if self.view is not None:
            self._sync_drag()

    def update_from(self, view: TableView, *, animate: bool | None = None) -> None:
        super().update_from(view, animate=animate)
        if self.free:
            self._sync_drag()

    def set_movable(self, card_ids: Iterable[int]) -> None:
        super().set_movable(card_ids)
        if self.free:
            self._sync_drag()

    def _sync_drag(self) -> None:
        if self.free:
            for item in self.cards.values():
                item.set_draggable(True)
        elif self.view is not None:
            super().update_from(self.view, animate=False)  # the layout says again which cards drag

    def tip_at(self, pos: QPointF) -> str:
        """The tooltip at a scene point: the whole name of the zone there (its label is elided when the zone is
        narrow) with its count, else the whole header of the player's area or game area there; none over a card
        (its hover preview tells about it)."""
        for item in self.items(pos):
            if see_through(item):
                continue
            if card_item_at(item) is not None:
                return ""
            if isinstance(item, ZoneItem):
                if not item.show_count:
                    return item.title
                return f"{item.title}: {item.count} card{'' if item.count == 1 else 's'}"
            if isinstance(item, AreaItem) and item.text:
                return "  ·  ".join((item.text, *item.badges))
            if isinstance(item, GameAreaItem) and item.text:
                return item.text
        return ""

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        tip = self.tip_at(event.scenePos())
        if tip:
            QToolTip.showText(event.screenPos(), tip)
            event.setAccepted(True)
        else:
            super().helpEvent(event)

    def drop_target(self, card: CardView, pos: QPointF) -> str | None:
        if not self.free:
            return super().drop_target(card, pos)
        for item in self.zones.values():
            if item.rect.contains(pos) and not item.hidden:
                return None if item.key == card.zone and card.attached_to is None else item.key
        return None


def card_under(view: TableViewWidget, pos: QPoint) -> CardItem | None:
    """The topmost card at a viewport point, looking through whatever is drawn over the table and takes no
    clicks (the targeting arrow, banners, the hover preview: see :func:`~mcdesk.table.scene.see_through`)."""
    return card_item_at(hit_item(view, pos))


class GameTableView(TableViewWidget):
    """The table widget of the window. The table takes the window's proportions: its scene is
    :attr:`TABLE_HEIGHT` units high and as wide as the viewport's aspect ratio asks (within limits), so that the
    layout uses the whole window."""

    card_clicked = Signal(int)
    """A card was clicked (pressed and released without dragging)."""
    card_wheel = Signal(int, int)
    """Free table: the wheel turned over a card (card id, steps up; Ctrl+wheel still zooms)."""
    card_number = Signal(int, int)
    """Free table: a number key pressed over a card (card id, the number)."""

    TABLE_HEIGHT = 1200.0
    ASPECT_RANGE = (1.1, 2.6)

    def __init__(self, scene: GameScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._press: tuple[QPoint, int] | None = None
        self.overlays: list[QWidget] = []
        """Widgets laid over the whole table, kept at its size."""
        self._reshape = QTimer(self)
        self._reshape.setSingleShot(True)
        self._reshape.setInterval(80)
        self._reshape.timeout.connect(self.match_window_shape)
        # the hand dock showing or hiding changes the table's part of the viewport without resizing it: reshape then
        # too (else a save opened fits the table to the viewport as it was before its hand was dealt)
        self.hand_dock.band.visibleChanged.connect(self._reshape.start)

    def match_window_shape(self) -> None:
        """Give the table the viewport's proportions (and fit it again if the user has not zoomed)."""
        vp = self.table_area().size()  # the viewport less the hand dock
        if vp.width() < 80 or vp.height() < 80:
            return
        lo, hi = self.ASPECT_RANGE
        aspect = min(hi, max(lo, vp.width() / vp.height()))
        w, h = round(self.TABLE_HEIGHT * aspect), self.TABLE_HEIGHT
        r = self.table.sceneRect()
        if abs(r.width() - w) > 2 or abs(r.height() - h) > 2:
            self.table.set_table_size(w, h)
        if self.auto_fit:
            self.fit_to_window()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._reshape.start()
        for w in self.overlays:  # e.g. the hot seat's cover (mcdesk.app.hot_seat)
            w.setGeometry(self.rect())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.match_window_shape()

    def _free_card_at(self, pos: QPoint) -> CardItem | None:
        scene = self.table
        if not isinstance(scene, GameScene) or not scene.free:
            return None
        return card_under(self, pos)

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = round(event.angleDelta().y() / 120)
        if steps and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            item = self._free_card_at(event.position().toPoint())
            if item is not None:
                self.card_wheel.emit(item.card_id, steps)
                event.accept()
                return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if Qt.Key.Key_0 <= event.key() <= Qt.Key.Key_9 and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            item = self._free_card_at(self.viewport().mapFromGlobal(QCursor.pos()))
            if item is not None:
                self.card_number.emit(item.card_id, event.key() - Qt.Key.Key_0)
                event.accept()
                return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._press = None
        if event.button() == Qt.MouseButton.LeftButton:
            item = card_under(self, event.position().toPoint())
            if item is not None:
                self._press = (event.position().toPoint(), item.card_id)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        super().mouseReleaseEvent(event)
        if press is None or event.button() != Qt.MouseButton.LeftButton:
            return
        moved = (event.position().toPoint() - press[0]).manhattanLength()
        if moved < QApplication.startDragDistance():
            self.card_clicked.emit(press[1])

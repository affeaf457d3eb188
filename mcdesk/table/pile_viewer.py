"""A pile's cards in a grid: a discard pile, the encounter discard, the victory display, removed or set-aside cards.

:class:`PileViewer` shows the cards a :class:`~.view_model.ZoneView` lists (top of the pile first), each as
its face; hovering one shows it large beside the grid; they can be sorted by pile order, name or type. A
deck lists no cards (they are secret), so :func:`browsable` says no for it. The grid itself,
:class:`CardGrid`, is shared with the card picker of a decision (:mod:`mcdesk.app.card_picker`).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .card_face import CardFaces
from .layout import CARD_RATIO
from .view_model import PILE, CardView, TableView, ZoneView

THUMB_W = 126
PREVIEW_W = 300
SORTS = ("Top card first", "Name", "Type")
"""The first is the pile's own order: its name says which end is the top ("Pile order" did not)."""


def browsable(zone: ZoneView) -> bool:
    """A pile whose cards are all listed (not a deck) and that holds some."""
    return zone.kind == PILE and bool(zone.cards) and len(zone.cards) == zone.count


def sorted_cards(cards: Sequence[CardView], how: str) -> list[CardView]:
    """``cards`` in pile order, or by name, or by type then name."""
    if how == "Name":
        return sorted(cards, key=lambda c: (c.name.lower(), c.id))
    if how == "Type":
        return sorted(cards, key=lambda c: (c.type_code, c.name.lower(), c.id))
    return list(cards)


class CardGrid(QDialog):
    """Cards as faces in a grid with a large preview of the one under the pointer, and a sort order. The pile
    viewer shows a pile's cards in one; the card picker (:mod:`mcdesk.app.card_picker`) offers a decision's."""

    def __init__(self, cards: Sequence[CardView], faces: CardFaces, parent: QWidget | None = None,
                 sorts: Sequence[str] = SORTS, thumb_w: int = THUMB_W, preview_w: int = PREVIEW_W) -> None:
        super().__init__(parent)
        self.faces = faces
        self.thumb_w, self.preview_w = thumb_w, preview_w
        self.cards = list(cards)
        self.sorts = tuple(sorts)
        self.sort = QComboBox()
        self.sort.addItems(self.sorts)
        self.sort.currentTextChanged.connect(self._fill)
        self.grid = QListWidget()
        self.grid.setViewMode(QListView.ViewMode.IconMode)
        self.grid.setIconSize(QSize(thumb_w, round(thumb_w * CARD_RATIO)))
        self.grid.setResizeMode(QListView.ResizeMode.Adjust)
        self.grid.setMovement(QListView.Movement.Static)
        self.grid.setSpacing(8)
        self.grid.setWordWrap(True)
        self.grid.setMouseTracking(True)
        self.grid.itemEntered.connect(self._preview)
        self.grid.currentItemChanged.connect(lambda item, _old: self._preview(item))
        self.preview = QLabel()
        self.preview.setFixedSize(preview_w, round(preview_w * CARD_RATIO))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview_name = QLabel()
        self.preview_name.setWordWrap(True)
        self.preview_name.setFixedWidth(preview_w)

        self.top = QHBoxLayout()
        self.top.addWidget(QLabel("Sort by"))
        self.top.addWidget(self.sort)
        self.top.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.preview)
        side.addWidget(self.preview_name)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.grid, 1)
        body.addLayout(side)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.main_layout = QVBoxLayout(self)
        self.main_layout.addLayout(self.top)
        self.main_layout.addLayout(body, 1)
        self.main_layout.addWidget(self.buttons)
        self.resize(4 * (thumb_w + 24) + preview_w + 60, round(preview_w * CARD_RATIO) + 120)

    def _start(self) -> None:
        """Fill the grid (once a subclass has what its captions need) and preview the first card."""
        self._fill(self.sort.currentText())
        if self.grid.count():
            self._preview(self.grid.item(0))

    def caption(self, card: CardView) -> str:
        """The words under a card in the grid."""
        return card.name

    def details(self, card: CardView) -> str:
        """The line under the preview's name (plain text)."""
        return card.type_code.replace("_", " ").capitalize()

    def _face(self, card: CardView, w: int) -> QPixmap:
        h = round(w * CARD_RATIO)
        if card.landscape:
            w, h = h, w
        return self.faces.back(card.back, w, h) if card.face_down else self.faces.face(card.code, w, h)

    def _fill(self, how: str) -> None:
        self.grid.clear()
        for card in sorted_cards(self.cards, how):
            text = self.caption(card)
            item = QListWidgetItem(QIcon(self._face(card, self.thumb_w)), text)
            item.setData(Qt.ItemDataRole.UserRole, card.id)
            item.setToolTip(text)
            item.setSizeHint(QSize(self.thumb_w + 12, round(self.thumb_w * CARD_RATIO) + 40))
            self.grid.addItem(item)

    def _preview(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        cid = item.data(Qt.ItemDataRole.UserRole)
        card = next((c for c in self.cards if c.id == cid), None)
        if card is None:
            return
        self.preview.setPixmap(self._face(card, self.preview_w).scaled(
            self.preview.size(), Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation))
        # card names come from files (imported cards): escaped, never read as markup
        self.preview_name.setText(f"<b>{html.escape(card.name)}</b><br/>{html.escape(self.details(card))}")

    def shown_ids(self) -> list[int]:
        """The card ids in the grid, in the order shown (for tests and tools)."""
        return [int(self.grid.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.grid.count())]


class PileViewer(CardGrid):
    """The cards of one pile (see the module docstring). Not modal: the table stays live behind it."""

    def __init__(self, view: TableView, zone_key: str, faces: CardFaces, parent: QWidget | None = None) -> None:
        zone = view.zone(zone_key)
        super().__init__([view.cards[c] for c in zone.cards if c in view.cards], faces, parent)
        self.zone_key = zone_key
        owner = ""
        if zone.player is not None and 0 <= zone.player < len(view.players):
            owner = f"{view.players[zone.player].name}: "
        self.setWindowTitle(f"{owner}{zone.label} ({len(self.cards)} card{'s' if len(self.cards) != 1 else ''})")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._start()

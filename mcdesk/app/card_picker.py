"""The card picker: a decision's cards that are not on the table, shown as faces to choose from.

When a card makes a player search a deck ("search your deck for an upgrade"), a Setup search of the encounter
deck, or choose among cards set aside or in a discard pile, the options name cards the table does not show
face up. The Decision panel lists them as text buttons; the picker shows them the way a card game does: their
faces in a grid, the one under the pointer large beside it, a click to choose, and the answers that name no
card ("None", "Done") as buttons under the grid.

Whether the picker applies is read from the decision's typed options only (:func:`picking`): enough options
(:data:`PICKER_MIN`) each name one card, most of the answers are such cards, and those cards are off the table
(not listed by the table view, their faces sent in :attr:`EngineView.decision_cards`, or in a pile, where only
the top card shows). A click answers with that card's option key through the Decision panel, exactly as its
list button does (:class:`PickerOffer`). The picker opens by itself for a person's decision, can be opened
again from the panel, and closes when the decision changes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QLabel, QListWidgetItem, QMainWindow, QPushButton, QWidget

from mcdesk.core.decisions import ActionKind, DecisionKind, Option

from ..table.card_face import CardFaces
from ..table.layout import CARD_RATIO
from ..table.pile_viewer import CardGrid
from ..table.view_model import PILE, CardView
from .engine_bridge import EngineView
from .widgets import named, plain_marks

PICKER_MIN = 3
"""Fewer cards than this read well enough as buttons."""
NO_CARD_ANSWERS = (ActionKind.PASS, ActionKind.KEEP, ActionKind.NO)
"""Answers that choose nothing ("None", "Done", "No"): they do not count against the cards."""
NOT_PICKED = (DecisionKind.TURN, DecisionKind.PAY)
"""A turn's and a payment's options are the table's own (grouped buttons, glowing cards)."""
SORTS = ("As offered", "Name", "Type")


@dataclass(frozen=True)
class PickerChoice:
    key: str
    """The option's key: what clicking the card answers."""
    label: str
    card: CardView


@dataclass(frozen=True)
class Picking:
    """A decision the picker offers: its card answers, its other answers, and which decision it is."""

    choices: tuple[PickerChoice, ...]
    others: tuple[Option, ...]
    """The answers that name no card (or several): buttons under the grid."""
    prompt: str
    ident: tuple[int, int, tuple[str, ...]]
    """(game, answers so far, option keys): the picker of another decision closes."""


def option_card(o: Option) -> int | None:
    """The one card an option names (None: it names none, or several)."""
    a = o.action
    ids = set(o.cards)
    if a is not None and a.card is not None:
        ids.add(a.card)
    return next(iter(ids)) if len(ids) == 1 else None


def off_table(view: EngineView, card_id: int) -> CardView | None:
    """The card's view if the table does not show its face now: not listed (a deck, set aside, a nemesis set)
    or in a pile (only a pile's top card shows). None: it is on the table, or nothing is known of it."""
    if card_id in view.decision_cards:
        return view.decision_cards[card_id]
    t = view.table
    card = t.cards.get(card_id)
    if card is None or card.attached_to is not None or not t.has_zone(card.zone):
        return None
    return card if t.zone(card.zone).kind == PILE else None


def picking(view: EngineView) -> Picking | None:
    """The picker's offer for the pending decision, or None when the decision is not a choice among cards off
    the table (see the module docstring)."""
    d = view.pending
    if d is None or d.kind in NOT_PICKED or view.handover is not None or view.autopilot_turn:
        return None
    named_cards = [option_card(o) for o in d.options]
    times = Counter(c for c in named_cards if c is not None)
    choices: list[PickerChoice] = []
    others: list[Option] = []
    answers = away = 0
    for o, cid in zip(d.options, named_cards, strict=True):
        a = o.action
        if cid is None and a is not None and a.kind in NO_CARD_ANSWERS:
            others.append(o)
            continue
        answers += 1
        card = None if cid is None else (view.decision_cards.get(cid) or view.table.cards.get(cid))
        if cid is None or card is None or times[cid] > 1:  # two answers about one card: their words tell them apart
            others.append(o)
            continue
        away += off_table(view, card.id) is not None
        choices.append(PickerChoice(o.key, o.label, card))
    if away < PICKER_MIN or 2 * away <= answers:
        return None
    return Picking(tuple(choices), tuple(others), d.prompt, (view.game_id, view.decisions, d.keys))


class CardPicker(CardGrid):
    """The picker's window (see the module docstring). Not modal: the table and the Decision panel stay live."""

    chosen = Signal(str)
    """An option key: a card clicked, or an answer button under the grid."""

    def __init__(self, view: EngineView, offer: Picking, faces: CardFaces, parent: QWidget | None = None) -> None:
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        avail = screen.availableGeometry()
        big = avail.height() >= 900  # a 1080p screen: larger faces, the preview's text readable
        thumb_w, preview_w = (150, 380) if big else (126, 300)
        super().__init__([c.card for c in offer.choices], faces, parent, SORTS, thumb_w, preview_w)
        self.offer = offer
        self.view = view
        self._keys = {c.card.id: c.key for c in offer.choices}
        self._labels = {c.card.id: c.label for c in offer.choices}
        prompt = plain_marks(offer.prompt)
        n = len(offer.choices)
        self.setWindowTitle(prompt)
        self.setObjectName("cardPicker")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        heading = named(QLabel(prompt), "pickerPrompt")
        heading.setTextFormat(Qt.TextFormat.PlainText)
        heading.setWordWrap(True)
        self.main_layout.insertWidget(0, heading)
        self.top.insertWidget(0, QLabel(f"{n} cards. Point at a card to see it large; click it to choose it."), 1)
        self.grid.setCursor(Qt.CursorShape.PointingHandCursor)
        self.grid.itemClicked.connect(self._clicked)
        self.answer_buttons: list[QPushButton] = []
        for o in offer.others:
            b = named(QPushButton(o.label), "option")
            b.setProperty("optionKey", o.key)
            b.setAutoDefault(False)  # Enter on the grid chooses the card under the cursor, never "None"
            b.clicked.connect(lambda _c=False, key=o.key: self.chosen.emit(key))
            self.buttons.addButton(b, self.buttons.ButtonRole.ActionRole)
            self.answer_buttons.append(b)
        for other in self.buttons.buttons():
            if isinstance(other, QPushButton):
                other.setAutoDefault(False)
        cols = max(1, min(n, 6 if big else 5))
        rows = -(-n // cols)
        thumb_h = round(thumb_w * CARD_RATIO)
        w = cols * (thumb_w + 30) + preview_w + 70
        h = max(round(preview_w * CARD_RATIO) + 200, min(rows, 3 if big else 2) * (thumb_h + 56) + 160)
        self.resize(min(w, int(avail.width() * 0.92)), min(h, int(avail.height() * 0.92)))
        self._start()

    def caption(self, card: CardView) -> str:
        return self._labels.get(card.id, card.name)

    def details(self, card: CardView) -> str:
        kind = card.type_code.replace("_", " ").capitalize()
        t = self.view.table
        if card.zone and t.has_zone(card.zone):
            z = t.zone(card.zone)
            whose = ""
            if z.player is not None and 0 <= z.player < len(t.players) and len(t.players) > 1:
                whose = f" ({t.players[z.player].name})"
            return f"{kind} · {z.label}{whose}"
        return kind

    def _clicked(self, item: QListWidgetItem) -> None:
        key = self._keys.get(int(item.data(Qt.ItemDataRole.UserRole)))
        if key is not None:
            self.chosen.emit(key)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt's name
        """Enter chooses the card the keyboard is on (arrow keys move it)."""
        item = self.grid.currentItem()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and item is not None:
            self._clicked(item)
            return
        super().keyPressEvent(event)

    def key_of(self, card_id: int) -> str | None:
        """The option key clicking ``card_id`` answers (for tests and tools)."""
        return self._keys.get(card_id)


def place_over_table(dialog: QWidget, window: QWidget) -> None:
    """Centre the picker over the table rather than the whole window, so that the Decision panel (its list
    buttons, its pass answer) stays in sight beside it; always within the screen."""
    central = window.centralWidget() if isinstance(window, QMainWindow) else None
    area = central if central is not None and central.isVisible() else window
    centre = area.mapToGlobal(area.rect().center())
    screen = window.screen() or QGuiApplication.primaryScreen()
    avail = screen.availableGeometry()
    x = max(avail.left(), min(centre.x() - dialog.width() // 2, avail.right() - dialog.width()))
    y = max(avail.top(), min(centre.y() - dialog.height() // 2, avail.bottom() - dialog.height()))
    dialog.move(x, y)


class PickerOffer(QObject):
    """The Decision panel's side of the picker: the button that opens it, opening it by itself once for a
    person's new decision, and closing it when the decision changes. ``answer`` is the panel's own way of
    answering (it says whether the answer went out)."""

    def __init__(self, faces: CardFaces, answer: Callable[[str], bool], parent: QWidget) -> None:
        super().__init__(parent)
        self.faces = faces
        self.answer = answer
        self.panel = parent
        self.dialog: CardPicker | None = None
        self.offer: Picking | None = None
        self._view: EngineView | None = None
        self._opened: tuple[int, int, tuple[str, ...]] | None = None
        """The last decision the picker opened by itself for (it does not open again for it once closed)."""

    def show_view(self, view: EngineView) -> QPushButton | None:
        """The new view: close the picker of another decision; the button to put above the option buttons
        (None: the picker does not apply); open the picker by itself for a new decision."""
        offer = picking(view)
        self._view = view
        if self.dialog is not None and (offer is None or self.offer is None or offer.ident != self.offer.ident):
            self.close()
        self.offer = offer
        if offer is None:
            return None
        n = len(offer.choices)
        button = named(QPushButton(f"Show the {n} cards"), "pickerButton")
        button.setToolTip("See these cards' faces and click the one to choose (they are not on the table)")
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.clicked.connect(self.open)
        if offer.ident != self._opened and not view.redo_count:  # not while stepping through a replay
            self._opened = offer.ident
            self.open()
        return button

    def open(self) -> CardPicker | None:
        if self.offer is None or self._view is None:
            return None
        if self.dialog is not None:
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        window = self.panel.window()
        dialog = CardPicker(self._view, self.offer, self.faces, window)
        dialog.chosen.connect(self._chosen)
        dialog.finished.connect(lambda _result=0, d=dialog: self._forget(d))
        place_over_table(dialog, window)
        dialog.show()
        self.dialog = dialog
        return dialog

    def close(self) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.close()

    def _forget(self, dialog: CardPicker) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def _chosen(self, key: str) -> None:
        if self.answer(key):  # answered: the picker's work is done (a refused answer leaves it open)
            self.close()

"""The prompt panel: the pending question, the card it is about, and its options, without blocking the table.

The panel shows whatever the engine's latest view asks: who answers, the question in the game's words, the
card concerned (its face), the running payment total by resource type, and the legal options as buttons
(grouped on a turn; "use" and "pass" in a window; a spin box for a large number choice). Clicking a button
emits :attr:`PromptPanel.option_chosen` with the option's key; hovering one emits
:attr:`PromptPanel.option_hovered` so that the table can light up the cards it concerns. A decision that an
autopilot seat is about to answer is shown with its options greyed out and a line saying so.
"""

from __future__ import annotations

import dataclasses
import html
from collections.abc import Collection, Iterable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mcdesk.core.decisions import ActionKind, Decision, DecisionKind, Option

from ..table.card_face import CardFaces
from ..table.view_model import HAND, stat_label
from .card_picker import PickerOffer
from .engine_bridge import EngineView, payment_totals
from .seats import is_autopilot
from .widgets import (
    PLAYER_COLORS,
    RESOURCE_HEX,
    RESOURCE_NAMES,
    BoundedButton,
    ElidedLabel,
    asset_pixmap,
    named,
    never_widen,
    plain_marks,
)

FACE_W, FACE_H = 126, 176

KIND_HINTS = {
    DecisionKind.TURN: "Drag a card from your hand onto the table to play it, or right-click a card for what it "
                       "can do.",
    DecisionKind.PAY: "Click a glowing card to pay with it, or choose below.",
    DecisionKind.TARGET: "Click a glowing card on the table, or choose below.",
    DecisionKind.DEFEND: "Click a glowing character to defend, or choose below.",
    DecisionKind.DISCARD: "Click a card in your hand to discard it.",
    DecisionKind.MULLIGAN: "Click the cards you want to shuffle back, then keep the rest.",
    DecisionKind.WINDOW: "A window is open: use a card now, or pass.",
}



def hint_for(d: Decision) -> str:
    """The line under the prompt telling how to answer on the table."""
    chosen = {o.action.choice for o in d.options if o.action is not None and o.action.kind is ActionKind.CHOOSE
              and o.cards}
    if "move" in chosen:  # the Vs. System's formation step
        return "Drag a character to the other row to move it (or click it), or choose below."
    if chosen & {"front", "back"}:
        return "Drag the card onto a row, or choose below."
    if d.kind is DecisionKind.MULLIGAN and not any(o.cards for o in d.options):
        return "Keep this hand, or shuffle it all back and draw again."  # the whole hand or none of it
    return KIND_HINTS.get(d.kind, "")


PICKER_HINT = "These cards are not on the table: click one in the card picker,"

OTHER_GAME_GROUPS = {ActionKind.PLAY: "Play a card", ActionKind.RECRUIT: "Recruit", ActionKind.FIGHT: "Fight",
                     ActionKind.ATTACK: "Attack", ActionKind.USE: "Powers", ActionKind.HEAL: "Heal"}
"""Turn headings in the Vs. System and Legendary (their own words: no identity, allies or thwarting)."""


def turn_group(o: Option, identity: int | None, game: str = "champions") -> str:
    """Which heading a turn option goes under (read from its action)."""
    a = o.action
    if a is None:
        return ""
    if game != "champions":
        return OTHER_GAME_GROUPS.get(a.kind, "")
    if a.kind is ActionKind.PLAY:
        return "Play a card"
    if a.kind in (ActionKind.CHANGE_FORM, ActionKind.RECOVER) or (
            a.kind in (ActionKind.ATTACK, ActionKind.THWART) and a.card == identity):
        return "Your identity"
    if a.kind in (ActionKind.ATTACK, ActionKind.THWART):
        return "Allies"
    if a.kind is ActionKind.USE:
        return "Abilities"
    if a.kind is ActionKind.ASK:
        return "Ask another player"
    return ""


def in_groups(options: list[Option], identity: int | None, game: str = "champions") -> list[Option]:
    """Turn options with each group's together (one heading each), groups in the order they first appear, the
    engine's order kept within a group."""
    groups = [turn_group(o, identity, game) for o in options]
    first = {g: groups.index(g) for g in groups}
    return [o for _, o in sorted(zip(groups, options, strict=True), key=lambda go: first[go[0]])]


def merged_copies(options: list[Option], code_of: dict[int, str],
                  in_hand: Collection[int] = ()) -> list[tuple[Option, int]]:
    """Options to play copies of the same card from hand ("Play S.H.I.E.L.D. Trooper" three times in Legendary)
    as one button with the number of copies: any copy does the same. So are options that do the same with
    copies lying in a hand (``in_hand``: "Play Great Responsibility" in a window, a discard to pay, a choice among
    the hand's cards). Other options are kept one by one."""
    out: list[tuple[Option, int]] = []
    at: dict[tuple[str, str], int] = {}
    for o in options:
        a = o.action
        code = code_of.get(a.card, "") if a is not None and a.kind is ActionKind.PLAY and a.card is not None else ""
        if not code and len(o.cards) == 1 and o.cards[0] in in_hand:
            code = code_of.get(o.cards[0], "")
        if code and len(o.cards) <= 1:
            same = (o.label, code)
            if same in at:
                first, n = out[at[same]]
                out[at[same]] = (first, n + 1)
                continue
            at[same] = len(out)
        out.append((o, 1))
    return out


NUMBER_PICKER = "number-picker"
"""The optionKey property of the number picker's button (it stands for every number option)."""

PRIMARY_ACTIONS = (ActionKind.END_TURN, ActionKind.PASS, ActionKind.KEEP, ActionKind.RESOLVED)
"""The answers Space or Enter gives, in this order of preference (End your turn, Pass, Done/Keep, Resolved)."""
PRIMARY_KEYS = ("confirm", "continue")
"""The same, for a game whose options carry no action yet."""
SECONDARY_ACTIONS = (ActionKind.PASS, ActionKind.NO)


def _is_primary(o: Option, kind: ActionKind) -> bool:
    a = o.action
    return a is not None and a.kind is kind and (kind is not ActionKind.PASS or a.card is None)


def primary_option(d: Decision) -> Option | None:
    """The decision's primary answer: the one that moves the game on without choosing anything, or the only
    answer there is."""
    for kind in PRIMARY_ACTIONS:
        o = next((o for o in d.options if _is_primary(o, kind)), None)
        if o is not None:
            return o
    for key in PRIMARY_KEYS:
        o = d.option(key)
        if o is not None:
            return o
    return d.options[0] if len(d.options) == 1 else None


def option_role(d: Decision, o: Option) -> str:
    p = primary_option(d)
    if p is not None and o.key == p.key:
        return "primary"
    a = o.action
    if a is not None and (a.kind in SECONDARY_ACTIONS or (a.kind is ActionKind.DEFEND and a.card is None)):
        return "secondary"
    return ""


class _HoverFilter(QObject):
    def __init__(self, panel: PromptPanel) -> None:
        super().__init__(panel)
        self.panel = panel

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # Qt's name
        key = obj.property("optionKey") if isinstance(obj, QPushButton) else None
        if key:
            if event.type() == QEvent.Type.Enter:
                self.panel.option_hovered.emit(str(key))
            elif event.type() == QEvent.Type.Leave:
                self.panel.option_hovered.emit("")
        return False


class OptionButton(QPushButton):
    """A button whose label wraps (ability texts are long) with a small picture of the card it concerns."""

    def __init__(self, text: str, icon: QPixmap | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = text
        self.setAccessibleName(text)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setSpacing(8)
        if icon is not None:
            pic = QLabel()
            pic.setPixmap(icon.scaled(21, 29, Qt.AspectRatioMode.KeepAspectRatio,
                                      Qt.TransformationMode.SmoothTransformation))
            pic.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            lay.addWidget(pic, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel(text)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # card names come from files: never rich text
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay.addWidget(self.label, 1)
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def text(self) -> str:  # the label, for tools and tests (the button itself draws no text)
        return self.full_text

    def sizeHint(self) -> QSize:
        return QSize(240, self.heightForWidth(240))

    def minimumSizeHint(self) -> QSize:
        return QSize(80, 34)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        lay = self.layout()
        return max(34, lay.heightForWidth(width) if lay is not None and lay.hasHeightForWidth() else 34)


REVEAL_PREFIX = "reveal-hand:"
"""The key of the handover button (:meth:`PromptPanel._show_handover`): not an answer, the window asks the
engine bridge to show that seat's hand."""
PLAY_BASIC_KEY = "play-all-basic:"
"""Legendary's "Play all basic cards": not an answer, the window plays them one answer at a time
(:func:`basic_plays`)."""
SKIP_KEY = "skip-pictures:"
"""The primary answer while the table still draws what happened (not an answer: the pictures end at once)."""


def suggestion_reason(label: str, why: str) -> str:
    """The autopilot's reason, unless it only says the option again ("Play Surveillance Team" for the option
    "Play Surveillance Team (support)")."""
    reason = why.strip()
    plain, option = reason.rstrip(".!").strip().lower(), label.strip().lower()
    if not plain or option.startswith(plain):
        return ""
    if option and plain.startswith(option):  # "Mulligan X: not useful..." for "Mulligan X": the rest
        rest = reason[len(option):].lstrip(" :—-–").strip()
        return rest[:1].upper() + rest[1:] if rest else ""
    return reason


class PromptPanel(QWidget):
    option_chosen = Signal(str)
    option_hovered = Signal(str)
    """An option's key while the pointer is over its button; "" when it leaves."""
    suggestion_accepted = Signal(str)
    restart_requested = Signal()
    collapsed_changed = Signal(bool)
    """The panel was collapsed to its bar (True) or opened again."""

    def __init__(self, faces: CardFaces, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.faces = faces
        self.view: EngineView | None = None
        self._buttons: list[QPushButton] = []
        self._extra_widgets: list[QWidget] = []
        self._enabled = True
        self._suggested: str | None = None
        self._pilot_lock = False
        self._hover = _HoverFilter(self)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 10, 12, 10)
        outer.setSpacing(8)

        self.fail_box = named(QFrame(), "failBox")
        fl = QVBoxLayout(self.fail_box)
        self.fail_label = QLabel(wordWrap=True)
        self.fail_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.restart_button = QPushButton("Restart the engine from the autosave")
        self.restart_button.clicked.connect(self.restart_requested)
        fl.addWidget(self.fail_label)
        fl.addWidget(self.restart_button)
        self.fail_box.hide()
        outer.addWidget(self.fail_box)

        # the bar: always shown, it holds the primary answer (and all there is of a collapsed panel)
        self.bar = named(QFrame(), "primaryBar")
        bl = QHBoxLayout(self.bar)
        bl.setContentsMargins(0, 0, 0, 0)
        self.collapse_button = QToolButton()
        self.collapse_button.setCheckable(True)
        self.collapse_button.setArrowType(Qt.ArrowType.DownArrow)
        self.collapse_button.setToolTip("Collapse the Decision panel to this bar (or open it again)")
        self.collapse_button.toggled.connect(self.set_collapsed)
        self.bar_label = named(ElidedLabel(), "barLabel")  # the prompt, on the bar of a collapsed panel only
        self.bar_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.bar_label.hide()
        self.primary_button = named(BoundedButton(), "option")  # "Show <name>'s hand": never widens the bar
        self.primary_button.setProperty("role", "primary")
        self.primary_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.primary_button.installEventFilter(self._hover)
        self.primary_button.clicked.connect(self._choose_primary)
        self.primary_button.hide()
        bl.addWidget(self.collapse_button, 0, Qt.AlignmentFlag.AlignLeft)  # not centred when alone on the bar
        bl.addWidget(self.bar_label, 1)
        bl.addWidget(self.primary_button)
        outer.addWidget(self.bar)
        self._primary: Option | None = None
        self.collapsed = False

        self.who_label = named(QLabel(wordWrap=True), "whoLabel")  # (long with a team: never widens the panel)
        self.prompt_label = named(QLabel("Starting the game…", wordWrap=True), "promptLabel")
        self.prompt_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.who_label)
        outer.addWidget(self.prompt_label)
        self.pilot_label = named(QLabel(wordWrap=True), "pilotLabel")
        self.pilot_label.hide()
        outer.addWidget(self.pilot_label)

        self.source_row = QWidget()
        sr = QHBoxLayout(self.source_row)
        sr.setContentsMargins(0, 0, 0, 0)
        self.source_face = QLabel()
        self.source_face.setFixedSize(FACE_W, FACE_H)
        self.source_name = named(QLabel(wordWrap=True), "sourceName")
        self.source_info = named(QLabel(wordWrap=True), "sourceInfo")
        col = QVBoxLayout()
        col.addWidget(self.source_name)
        col.addWidget(self.source_info)
        col.addStretch(1)
        sr.addWidget(self.source_face)
        sr.addLayout(col, 1)
        outer.addWidget(self.source_row)

        self.pay_box = named(QFrame(), "payBox")
        pl = QVBoxLayout(self.pay_box)
        pl.setContentsMargins(10, 8, 10, 8)
        self.pay_total = QLabel()
        self.pay_total.setStyleSheet("color: white; font-size: 14px; font-weight: bold;")
        pl.addWidget(self.pay_total)
        chips = QHBoxLayout()
        self.pay_chips: dict[str, QLabel] = {}
        for name in RESOURCE_NAMES:
            icon = QLabel()
            icon.setPixmap(asset_pixmap(f"resources/{name}.svg", 20))
            icon.setToolTip(name.capitalize())
            value = QLabel("0")
            value.setStyleSheet(f"color: {RESOURCE_HEX[name]}; font-weight: bold; font-size: 14px;")
            value.setToolTip(name.capitalize())
            chips.addWidget(icon)
            chips.addWidget(value)
            chips.addSpacing(8)
            self.pay_chips[name] = value
        chips.addStretch(1)
        pl.addLayout(chips)
        self.pay_box.hide()
        outer.addWidget(self.pay_box)

        self.hint_label = named(QLabel(wordWrap=True), "hintLabel")
        outer.addWidget(self.hint_label)

        self.options_widget = QWidget()
        self.options_layout = QVBoxLayout(self.options_widget)
        self.options_layout.setContentsMargins(0, 0, 4, 0)
        self.options_layout.setSpacing(5)
        self.options_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.options_widget)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll = scroll
        outer.addWidget(scroll, 1)

        self.suggest_box = named(QFrame(), "suggestBox")
        sl = QVBoxLayout(self.suggest_box)
        self.suggest_label = QLabel(wordWrap=True)
        self.suggest_button = QPushButton("Do it")
        self.suggest_button.clicked.connect(self._accept_suggestion)
        sl.addWidget(self.suggest_label)
        sl.addWidget(self.suggest_button, 0, Qt.AlignmentFlag.AlignRight)
        self.suggest_box.hide()
        outer.addWidget(self.suggest_box)
        for label in (self.who_label, self.prompt_label, self.pilot_label, self.source_name, self.source_info,
                      self.hint_label):  # card names come from files (imported cards): never rich text
            label.setTextFormat(Qt.TextFormat.PlainText)
        for label in (self.who_label, self.prompt_label, self.pilot_label, self.source_name, self.source_info,
                      self.hint_label, self.fail_label, self.suggest_label):  # names: never widen the panel
            never_widen(label)

        self._number: QSpinBox | None = None
        self._number_keys: dict[str, int] = {}
        """The number picker's options: key -> the number it chooses."""
        self._body = (self.who_label, self.prompt_label, self.source_row, self.hint_label, self.options_scroll)
        self._shown: dict[QWidget, bool] = {}
        self.picker = PickerOffer(faces, self._answer, self)
        """A choice among cards off the table (a deck searched...) also shows their faces (:mod:`.card_picker`)."""

    # -- the bar -----------------------------------------------------------------------------------------
    def set_collapsed(self, collapsed: bool) -> None:
        """Show only the bar (the question, shortened, and the primary answer), or the whole panel."""
        collapsed = bool(collapsed)
        if collapsed == self.collapsed:
            return
        self.collapsed = collapsed
        self.collapse_button.setChecked(collapsed)
        self.collapse_button.setArrowType(Qt.ArrowType.RightArrow if collapsed else Qt.ArrowType.DownArrow)
        for w in self._body:
            w.setVisible(not collapsed and self._shown.get(w, True))
        self.bar_label.setVisible(collapsed)
        self.collapsed_changed.emit(collapsed)

    def _show_body(self, widget: QWidget, on: bool) -> None:
        self._shown[widget] = on
        widget.setVisible(on and not self.collapsed)

    def _show_primary(self, d: Decision | None) -> None:
        o = primary_option(d) if d is not None else None
        self._primary = o
        if o is None:
            self.primary_button.hide()
            self.primary_button.setProperty("optionKey", "")
        else:
            self.primary_button.setText(f"{o.label}  ⏎")
            self.primary_button.setToolTip(f"{o.label} (Space or Enter)")
            self.primary_button.setProperty("optionKey", o.key)
            self.primary_button.show()
        self.bar_label.set_full_text(plain_marks(d.prompt) if d is not None else "Game over")

    def primary_key(self) -> str | None:
        """The key Space or Enter answers with now (None: there is no primary answer)."""
        return self._primary.key if self._primary is not None else None

    def _choose_primary(self) -> None:
        if self._primary is not None:
            self._choose(self._primary.key)

    # -- showing a view --------------------------------------------------------------------------------
    def show_view(self, view: EngineView) -> None:
        self.view = view
        self._suggested = None
        self.suggest_box.hide()
        d = view.pending
        self._clear_options()
        picker_button = self.picker.show_view(view)
        self._show_pilot(view)
        self._show_primary(d)
        if d is None:
            self.who_label.setText("GAME OVER")
            res = view.table.result
            verdict = "The players win!" if res == "win" else "The players lose."
            if view.outcome is not None and view.game != "champions":
                verdict = view.outcome.headline
            self.prompt_label.setText(f"{verdict} {view.table.result_reason}".strip())
            self._show_body(self.source_row, False)
            self.pay_box.hide()
            self.hint_label.setText("Start a new game from the File menu, or undo to try again.")
            return
        self._show_who(view, d)
        if view.handover is not None:
            self._show_handover(view)
            return
        self.prompt_label.setText(plain_marks(d.prompt))
        self._show_source(view)
        self._show_payment(d)
        hint = hint_for(d)
        self.hint_label.setText(hint)
        self._show_body(self.hint_label, bool(hint))
        if picker_button is not None:  # above the list: the cards' faces are how a player looks for one
            self.hint_label.setText(f"{PICKER_HINT} or choose below.")
            self._show_body(self.hint_label, True)
            self.options_layout.addWidget(picker_button)
            self._extra_widgets.append(picker_button)
            self.options_layout.addSpacing(4)
        self._show_options(view, d)
        self._apply_enabled()

    def show_watching(self, view: EngineView) -> None:
        """The table still draws what happened before the pending question: the question waits for the pictures
        (so that nothing is asked about what the table has not shown yet); Skip (Space) ends them."""
        self.view = view
        self._suggested = None
        self.suggest_box.hide()
        self._clear_options()
        self.picker.show_view(dataclasses.replace(view, pending=None))
        self._pilot_lock = False
        self.pilot_label.hide()
        d = view.pending
        if d is not None and view.handover is None:
            self._show_who(view, d)
        else:
            self.who_label.setText("")
        self.prompt_label.setText("Showing what happened… The next question comes when the table has shown it.")
        self._show_body(self.source_row, False)
        self.pay_box.hide()
        self._show_body(self.hint_label, False)
        self._primary = Option(SKIP_KEY, "Skip the pictures")
        self.primary_button.setText(f"{self._primary.label}  ⏎")
        self.primary_button.setToolTip(f"{self._primary.label} (Space or Enter)")
        self.primary_button.setProperty("optionKey", SKIP_KEY)
        self.primary_button.show()
        self.bar_label.set_full_text("Showing what happened…")
        self._apply_enabled()

    @property
    def watching(self) -> bool:
        """The panel waits for the table's pictures (:meth:`show_watching`)."""
        return self._primary is not None and self._primary.key == SKIP_KEY

    def _show_handover(self, view: EngineView) -> None:
        """Hands are private and the decision passed to another person at this computer: nothing of the new
        seat's hand or options shows until that person asks (so the last one does not see it)."""
        seat = view.handover if view.handover is not None else 0
        name = view.table.players[seat].name if 0 <= seat < len(view.table.players) else f"Player {seat + 1}"
        if view.handover_to:  # a team (Civil War competitive mode) takes the computer
            team = view.handover_to
            self.prompt_label.setText(f"{team[0].upper()}{team[1:]} decides next. Pass the computer to {team}: "
                                      "their hands and choices stay hidden until they ask for them.")
            label = f"Show {team}'s hands"
        else:
            self.prompt_label.setText(f"{name} decides next. Pass the computer to {name}: their hand and choices "
                                      "stay hidden until they ask for them.")
            label = f"Show {name}'s hand"
        self._show_body(self.source_row, False)
        self.pay_box.hide()
        self._show_body(self.hint_label, False)
        self._primary = Option(f"{REVEAL_PREFIX}{seat}", label)
        self.primary_button.setText(f"{self._primary.label}  ⏎")
        self.primary_button.setToolTip(f"{self._primary.label} (Space or Enter)")
        self.primary_button.setProperty("optionKey", self._primary.key)
        self.primary_button.show()
        self._apply_enabled()

    def _show_pilot(self, view: EngineView) -> None:
        """The line about the autopilot when the pending decision is one of its seats'."""
        d = view.pending
        self._pilot_lock = view.autopilot_turn
        if d is None or not is_autopilot(view.seats, d.player):
            self.pilot_label.hide()
            return
        who = f"player {d.player + 1}" if len(view.seats) > 1 else "you"
        if view.team:  # Civil War competitive mode: which team the autopilot answers for
            who = f"{who} ({view.team})"
        if view.autopilot_turn:
            self.pilot_label.setText(f"The autopilot is deciding for {who}… (Game > Pause Autopilot to stop it "
                                     "between decisions)")
        else:
            self.pilot_label.setText(f"The autopilot is paused: answer for {who} by hand, or resume it "
                                     "(Game > Pause Autopilot).")
        self.pilot_label.show()

    def _show_who(self, view: EngineView, d: Decision) -> None:
        """Who answers: "PLAYER 2 · TIGRA"; in a game whose teams have names (Civil War competitive mode), with
        the seat's team, so that a hot seat table knows which team is asked: "PLAYER 2 (RESISTANCE TEAM) ·
        TIGRA"."""
        t = view.table
        team = view.team.removeprefix("the ").upper()
        seat = f"PLAYER {d.player + 1}" + (f" ({team})" if team else "")
        if 0 <= d.player < len(t.players):
            p = t.players[d.player]
            plain = p.name in (p.identity_name, f"Player {d.player + 1}")  # no name of its own beside "Player n"
            name = p.identity_name if plain else f"{p.name} · {p.identity_name}"
            text = f"{seat} · {name.upper()}"
            if d.responder == "group":
                text += " · THE GROUP DECIDES"
            elif d.responder == "first_player":
                text += " · FIRST PLAYER DECIDES"
        else:
            text = seat if team else "DECISION"  # (a seat whose game area has no players yet)
        color = PLAYER_COLORS[d.player % len(PLAYER_COLORS)]
        self.who_label.setText(text)
        self.who_label.setStyleSheet(f"color: {color};")

    def _show_source(self, view: EngineView) -> None:
        src = view.source
        if src is None:
            self._show_body(self.source_row, False)
            return
        card = view.table.cards.get(src.id)
        landscape = card.landscape if card is not None else False
        w, h = (FACE_H, FACE_W) if landscape else (FACE_W, FACE_H)
        if src.face_down:
            pm = self.faces.back(card.back if card is not None else "encounter", w, h)
        else:
            pm = self.faces.face(src.code, w, h)
        self.source_face.setFixedSize(w, h)
        self.source_face.setPixmap(pm)
        self.source_name.setText(src.name)
        info = []
        if card is not None:
            info.append(card.type_code.replace("_", " ").capitalize())
            for name, value in card.stats:
                info.append(f"{stat_label(name)} {value}")
            if card.hp is not None:
                info.append(f"HP {card.hp}/{card.max_hp}")
            if card.threat_target is not None:
                info.append(f"Threat {card.threat}/{card.threat_target}")
            elif card.threat:
                info.append(f"Threat {card.threat}")
        self.source_info.setText(" · ".join(info))
        self._show_body(self.source_row, True)

    def _show_payment(self, d: Decision) -> None:
        totals = payment_totals(d.extra) if d.kind is DecisionKind.PAY else None
        if totals is None:
            self.pay_box.hide()
            return
        paid, need = totals
        done = sum(paid.values())
        self.pay_total.setText(f"Paid {done} of {need}")
        for name, label in self.pay_chips.items():
            label.setText(str(paid.get(name, 0)))
        self.pay_box.show()

    def _show_options(self, view: EngineView, d: Decision) -> None:
        options = list(d.options)
        if view.private_hands and view.autopilot_turn:
            return  # its options would name the cards in its secret hand
        if d.kind is DecisionKind.NUMBER and len(options) > 8 and all(
                o.action is not None and o.action.amount is not None for o in options):
            self._number_picker(options)
            return
        identity = None
        if 0 <= d.player < len(view.table.players):
            identity = view.table.players[d.player].identity
        if d.kind is DecisionKind.TURN:
            options = in_groups(options, identity, view.game)
        last_group: str | None = None
        tail: list[Option] = []
        codes = {cid: c.code for cid, c in view.table.cards.items() if not c.face_down}
        basic = basic_plays(view)
        if len(basic) > 1:  # Legendary: the starting cards, six clicks a turn otherwise
            self._add_button(view, d, Option(PLAY_BASIC_KEY, f"Play all basic cards ({len(basic)})"))
        in_hand = {c for z in view.table.zones if z.kind == HAND for c in z.cards}
        for o, copies in merged_copies(options, codes, in_hand):
            if self._primary is not None and o.key == self._primary.key:
                continue  # on the bar
            if option_role(d, o) == "secondary" or (o.action is not None and o.action.kind is ActionKind.END_TURN):
                tail.append(o)
                continue
            group = turn_group(o, identity, view.game) if d.kind is DecisionKind.TURN else ""
            if group and group != last_group:
                self._add_heading(group.upper())
            last_group = group
            self._add_button(view, d, o, f"{o.label} (×{copies})" if copies > 1 else o.label)
        if tail:
            self.options_layout.addSpacing(6)
        for o in tail:
            self._add_button(view, d, o)

    def _add_heading(self, text: str) -> None:
        label = named(QLabel(text), "groupLabel")
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.options_layout.addWidget(label)
        self._extra_widgets.append(label)

    def _add_button(self, view: EngineView, d: Decision, o: Option, label: str | None = None) -> None:
        icon = None
        if len(o.cards) == 1 and o.cards[0] in view.table.cards:
            card = view.table.cards[o.cards[0]]
            if not card.face_down:
                icon = self.faces.face(card.code, 42, 59)
        b = named(OptionButton(plain_marks(o.label if label is None else label), icon), "option")
        b.setProperty("optionKey", o.key)
        b.setProperty("role", option_role(d, o))
        b.installEventFilter(self._hover)
        b.clicked.connect(lambda _checked=False, key=o.key: self._choose(key))
        self.options_layout.addWidget(b)
        self._buttons.append(b)

    def _number_picker(self, options: list[Option]) -> None:
        by_value = {o.action.amount: o.key for o in options if o.action is not None and o.action.amount is not None}
        values = sorted(by_value)
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        spin = QSpinBox()
        spin.setRange(values[0], values[-1])
        spin.setValue(values[-1])
        ok = named(QPushButton("Choose"), "option")
        ok.setProperty("optionKey", NUMBER_PICKER)
        ok.setProperty("optionKeys", list(by_value.values()))
        ok.clicked.connect(lambda: self._choose(by_value[spin.value()]))
        self._number_keys = {k: v for v, k in by_value.items()}
        lay.addWidget(QLabel("X ="))
        lay.addWidget(spin, 1)
        lay.addWidget(ok)
        self.options_layout.addWidget(row)
        self._extra_widgets.append(row)
        self._number = spin
        self._buttons.append(ok)

    def _clear_options(self) -> None:
        for w in [*self._buttons, *self._extra_widgets]:
            self.options_layout.removeWidget(w)
            w.hide()
            w.deleteLater()
        while self.options_layout.count():  # spacings
            self.options_layout.takeAt(0)
        self._buttons = []
        self._extra_widgets = []
        self._number = None

    # -- input -----------------------------------------------------------------------------------------
    def _choose(self, key: str) -> None:
        self._answer(key)

    def _answer(self, key: str) -> bool:
        """Answer with ``key`` unless answers are held back (the engine is busy, the autopilot decides)."""
        if self._enabled and not self._pilot_lock:
            self.option_chosen.emit(key)
            return True
        return False

    def _accept_suggestion(self) -> None:
        if self._suggested and self._enabled and not self._pilot_lock:
            self.suggestion_accepted.emit(self._suggested)

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        self._apply_enabled()

    def _apply_enabled(self) -> None:
        on = self._enabled and not self._pilot_lock
        for b in [*self._buttons, self.primary_button]:
            b.setEnabled(on)
        if self._number is not None:
            self._number.setEnabled(on)
        self.suggest_button.setEnabled(on)

    # -- extras ------------------------------------------------------------------------------------------
    def show_suggestion(self, key: str, label: str, why: str) -> None:
        """Show the autopilot's suggestion and its reason, and mark the option's button."""
        self._suggested = key
        reason = suggestion_reason(label, why)
        self.suggest_label.setText(f"<b>Suggestion:</b> {html.escape(label)}"
                                   + (f"<br/><span style='color:#b0bec5'>{html.escape(reason)}</span>"
                                      if reason else ""))
        self.suggest_box.show()
        for b in self.option_buttons():
            prop = str(b.property("optionKey") or "")
            picked = prop == NUMBER_PICKER and key in self._number_keys
            if prop == key or picked:
                b.setProperty("role", "suggested")
                b.setToolTip(f"Suggested: {why}")
                b.style().unpolish(b)
                b.style().polish(b)
                if self._number is not None and picked:
                    self._number.setValue(self._number_keys[key])

    def show_failure(self, message: str, can_restart: bool = True) -> None:
        self.fail_label.setText(message)
        self.restart_button.setVisible(can_restart)
        self.fail_box.show()

    def hide_failure(self) -> None:
        self.fail_box.hide()

    # -- for tests and tools -----------------------------------------------------------------------------
    def option_buttons(self) -> list[QPushButton]:
        """Every answer's button: the options' and the bar's primary answer (last)."""
        return [*self._buttons, *([self.primary_button] if self._primary is not None else [])]

    def button_for(self, key: str) -> QPushButton | None:
        return next((b for b in self.option_buttons() if b.property("optionKey") == key), None)

    def keys(self) -> list[str]:
        return [str(b.property("optionKey")) for b in self.option_buttons()]


def basic_plays(view: EngineView) -> list[str]:
    """The pending turn's options that play a card with no ability from the hand (see
    :attr:`.GameKind.basic_cards`), in the engine's order."""
    d = view.pending
    basic = view.kind.basic_cards
    if d is None or d.kind is not DecisionKind.TURN or not basic:
        return []
    cards = view.table.cards
    out = []
    for o in d.options:
        cid = o.action.card if o.action is not None and o.action.kind is ActionKind.PLAY else None
        if cid is not None and cid in cards and cards[cid].code in basic:
            out.append(o.key)
    return out


def cards_of(options: Iterable[Option]) -> set[int]:
    out: set[int] = set()
    for o in options:
        out.update(o.cards)
    return out

"""The report controls: big buttons to say what a player's physical card did.

Pick what happened (damage, thwart, an ally entering play...), whose card it was, what it is about and how much,
then Report. The panel builds a :class:`Report` and emits it; the window applies it (the engine checks it
under the rules, and a refusal is shown here in one line)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind
from mcdesk.games.champions.assistant.choices import (
    LABELS,
    NEEDS_AMOUNT,
    NEEDS_SOURCE,
    NO_TARGET,
    ally_codes,
    sources,
    targets,
)

from .dial import Dial
from .layouts import clear_layout

PANEL_STYLE = """
QWidget#reportPanel { background: #172026; }
QWidget#reportPanel QLabel { color: #eceff1; font-size: 15px; }
QWidget#reportPanel QLabel#reportHeading { color: #ffca28; font-size: 14px; font-weight: bold; }
QWidget#reportPanel QLabel#reportError { color: #ff8a80; font-size: 15px; font-weight: bold; }
QWidget#reportPanel QPushButton { background: #2e3b44; color: #eceff1; font-size: 16px; min-height: 48px;
                                  border: 1px solid #3d4d58; border-radius: 8px; padding: 4px 12px; }
QWidget#reportPanel QPushButton:checked { background: #1565c0; border: 2px solid #90caf9; }
QWidget#reportPanel QPushButton#reportButton { background: #b8860b; color: #111; font-weight: bold;
                                               font-size: 18px; }
QWidget#reportPanel QComboBox { font-size: 16px; min-height: 44px; }
"""
REPORT_BAR_STYLE = """
QWidget#reportBar { background: #172026; }
QWidget#reportBar QLabel#reportError { color: #ff8a80; font-size: 15px; font-weight: bold; }
QWidget#reportBar QPushButton#reportButton { background: #b8860b; color: #111; font-weight: bold; font-size: 18px;
                                             min-height: 48px; border: 1px solid #3d4d58; border-radius: 8px;
                                             padding: 4px 18px; }
"""
FLAGS = ("attack", "basic", "piercing", "overkill", "ranged")
FLAG_LABELS = {"attack": "Attack", "basic": "Basic power", "piercing": "Piercing", "overkill": "Overkill",
               "ranged": "Ranged"}


def _group(exclusive: bool = True) -> QButtonGroup:
    g = QButtonGroup()
    g.setExclusive(exclusive)
    return g


class ReportPanel(QWidget):
    """Kind, player, card, source, amount and flags; Report applies."""

    report_requested = Signal(object)
    """A :class:`Report` built from the controls."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reportPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PANEL_STYLE)
        self.game: AssistantGame | None = None
        self.kind = ReportKind.DAMAGE
        self.player = 0
        self.card: int | None = None
        self.source: int | None = None
        self.flags: set[str] = {"attack"}
        self.status = "stunned"
        self.give = True
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 8, 8, 8)
        heading = QLabel("REPORT WHAT YOUR CARDS DID")
        heading.setObjectName("reportHeading")
        lay.addWidget(heading)
        self.kind_group = _group()
        kinds = QGridLayout()
        self.kind_buttons: dict[ReportKind, QPushButton] = {}
        for i, k in enumerate(ReportKind):
            b = QPushButton(LABELS[k])
            b.setCheckable(True)
            b.setObjectName(f"kind_{k.value}")
            self.kind_group.addButton(b)
            self.kind_buttons[k] = b
            b.clicked.connect(lambda _=False, k=k: self.set_kind(k))
            kinds.addWidget(b, i // 4, i % 4)
        lay.addLayout(kinds)
        self.players_row = QHBoxLayout()
        lay.addLayout(self.players_row)
        self.card_label = QLabel("About")
        lay.addWidget(self.card_label)
        self.cards_box = QGridLayout()
        lay.addLayout(self.cards_box)
        self.source_label = QLabel("By")
        lay.addWidget(self.source_label)
        self.sources_box = QHBoxLayout()
        lay.addLayout(self.sources_box)
        self.ally_combo = QComboBox()
        self.ally_combo.setEditable(True)
        self.ally_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        lay.addWidget(self.ally_combo)
        row = QHBoxLayout()
        self.amount = Dial("Amount", 1, low=1, high=99)
        self.amount.changed.connect(self.amount.set_value)
        row.addWidget(self.amount)
        self.options_box = QGridLayout()
        row.addLayout(self.options_box, 1)
        lay.addLayout(row)
        self.report_bar = QWidget()
        """The error line and the Report button: the window keeps them in view below the scrolling controls."""
        self.report_bar.setObjectName("reportBar")
        self.report_bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.report_bar.setStyleSheet(REPORT_BAR_STYLE)
        bottom = QHBoxLayout(self.report_bar)
        bottom.setContentsMargins(8, 4, 8, 4)
        self.error = QLabel("")
        self.error.setObjectName("reportError")
        self.error.setWordWrap(True)
        self.error.setTextFormat(Qt.TextFormat.PlainText)
        bottom.addWidget(self.error, 1)
        self.report_button = QPushButton("Report")
        self.report_button.setObjectName("reportButton")
        self.report_button.clicked.connect(self.submit)
        bottom.addWidget(self.report_button)
        lay.addWidget(self.report_bar)
        self.kind_buttons[self.kind].setChecked(True)
        self._groups: list[QButtonGroup] = []

    # -- state ---------------------------------------------------------------------------------------------
    def set_game(self, game: AssistantGame) -> None:
        self.game = game
        self.ally_combo.clear()
        for code, name in ally_codes(game):
            self.ally_combo.addItem(name, code)
        self.refresh()

    def set_kind(self, kind: ReportKind) -> None:
        self.kind = kind
        self.card = None
        self.give = kind is not ReportKind.HIT_POINTS  # hit points are lost more often than healed
        self.kind_buttons[kind].setChecked(True)
        self.refresh()

    def set_player(self, player: int) -> None:
        self.player = player
        self.card = self.source = None
        self.refresh()

    def pick_card(self, card: int) -> None:
        self.card = card
        self.refresh()

    def pick_source(self, source: int | None) -> None:
        self.source = source
        if source is None:
            self.flags -= {"attack", "basic"}
        self.refresh()

    def toggle(self, flag: str) -> None:
        self.flags ^= {flag}
        self.refresh()

    def show_error(self, text: str) -> None:
        self.error.setText(text)

    # -- building --------------------------------------------------------------------------------------------
    def build(self) -> Report:
        """The report the controls say now."""
        k = self.kind
        amount = self.amount.value
        if k is ReportKind.HIT_POINTS and not self.give:
            amount = -amount
        if k is ReportKind.STATUS:
            amount = 1 if self.give else -1
        attack = "attack" in self.flags and k is ReportKind.DAMAGE and self.source is not None
        return Report(
            kind=k, player=self.player, card=None if k in NO_TARGET else self.card,
            amount=amount if k in NEEDS_AMOUNT or k is ReportKind.STATUS else 0,
            source=self.source if k in NEEDS_SOURCE else None,
            basic="basic" in self.flags and k in NEEDS_SOURCE and self.source is not None, attack=attack,
            piercing="piercing" in self.flags and k is ReportKind.DAMAGE,
            overkill="overkill" in self.flags and k is ReportKind.DAMAGE,
            ranged="ranged" in self.flags and attack,
            status=self.status if k is ReportKind.STATUS else "",
            code=str(self.ally_combo.currentData() or "") if k is ReportKind.ALLY else "",
        )

    def submit(self) -> None:
        self.error.setText("")
        self.report_requested.emit(self.build())

    # -- drawing -----------------------------------------------------------------------------------------------
    def _clear(self, box: QGridLayout | QHBoxLayout) -> None:
        clear_layout(box)

    def _button(self, text: str, checked: bool, slot: object, name: str = "") -> QPushButton:
        b = QPushButton(text)
        b.setCheckable(True)
        b.setChecked(checked)
        if name:
            b.setObjectName(name)
        b.clicked.connect(slot)
        return b

    def refresh(self) -> None:
        g = self.game
        for box in (self.players_row, self.cards_box, self.sources_box, self.options_box):
            self._clear(box)
        if g is None:
            return
        k = self.kind
        for ps in g.state.players:
            if not ps.eliminated:
                p = ps.index
                self.players_row.addWidget(self._button(f"Player {p + 1}", p == self.player,
                                                        lambda _=False, p=p: self.set_player(p), f"player_{p}"))
        cards = [] if k in NO_TARGET else targets(g, k, self.player)
        if self.card not in [c for c, _ in cards]:
            self.card = cards[0][0] if len(cards) == 1 else None
        self.card_label.setVisible(bool(cards))
        for i, (cid, label) in enumerate(cards):
            self.cards_box.addWidget(self._button(label, cid == self.card, lambda _=False, c=cid: self.pick_card(c),
                                                  f"card_{cid}"), i // 3, i % 3)
        show_source = k in NEEDS_SOURCE
        self.source_label.setVisible(show_source)
        if show_source:
            self.sources_box.addWidget(self._button("A card's effect", self.source is None,
                                                    lambda _=False: self.pick_source(None), "source_none"))
            for cid, label in sources(g, self.player):
                self.sources_box.addWidget(self._button(label, cid == self.source,
                                                        lambda _=False, c=cid: self.pick_source(c), f"source_{cid}"))
        self.ally_combo.setVisible(k is ReportKind.ALLY)
        self.amount.setVisible(k in NEEDS_AMOUNT)
        opts: list[QPushButton] = []
        if k is ReportKind.DAMAGE:
            for f in FLAGS:
                if f in ("attack", "basic", "ranged") and self.source is None:
                    continue
                opts.append(self._button(FLAG_LABELS[f], f in self.flags, lambda _=False, f=f: self.toggle(f),
                                         f"flag_{f}"))
        elif k is ReportKind.THWART and self.source is not None:
            opts.append(self._button("Basic power", "basic" in self.flags, lambda _=False: self.toggle("basic"),
                                     "flag_basic"))
        elif k is ReportKind.STATUS:
            for s in ("stunned", "confused", "tough"):
                opts.append(self._button(s.capitalize(), s == self.status, lambda _=False, s=s: self._status(s),
                                         f"status_{s}"))
        if k in (ReportKind.STATUS, ReportKind.HIT_POINTS):
            words = ("Give", "Remove") if k is ReportKind.STATUS else ("Heal", "Lose")
            opts.append(self._button(words[0], self.give, lambda _=False: self._give(True), "give"))
            opts.append(self._button(words[1], not self.give, lambda _=False: self._give(False), "take"))
        for i, b in enumerate(opts):
            self.options_box.addWidget(b, i // 3, i % 3)

    def _status(self, s: str) -> None:
        self.status = s
        self.refresh()

    def _give(self, give: bool) -> None:
        self.give = give
        self.refresh()

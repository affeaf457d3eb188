"""The counts on the desk: the encounter side (villain, main scheme with acceleration, side schemes) and each
player (identity, allies, engaged minions), each count a large dial, each status card a button.

A dial asks for a change by hand (``edit_requested``: card, field, value), logged and undoable; a status button
asks for a report (``status_requested``: card, status, give), which the rules check."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mcdesk.games.champions.assistant.summary import Character, SchemeCount, Summary

from .dial import Dial
from .layouts import clear_layout

COUNTS_STYLE = """
QWidget#counts { background: #10171b; }
QFrame#box { background: #18232a; border-radius: 10px; }
QFrame#box QLabel#boxTitle { color: #ffffff; font-size: 18px; font-weight: bold; }
QFrame#box QLabel#boxInfo, QWidget#counts QLabel#boxInfo { color: #b0bec5; font-size: 14px; }
QFrame#box QPushButton { font-size: 14px; min-height: 40px; border-radius: 8px; padding: 2px 10px;
                         background: #26323a; color: #90a4ae; border: 1px solid #3d4d58; }
QFrame#box QPushButton:checked { background: #6a1b9a; color: #ffffff; border: 2px solid #ce93d8; }
"""
PLAYER_COLORS = ("#ffca28", "#4fc3f7", "#ef5350", "#81c784")


class Counts(QWidget):
    edit_requested = Signal(int, str, int)
    """(card, field, value): a change by hand ("damage", "threat" or "acceleration")."""
    status_requested = Signal(int, int, str, bool)
    """(player reporting, card, status, give)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("counts")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(COUNTS_STYLE)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(6, 6, 6, 6)
        self.grid.setColumnStretch(0, 1)
        self.grid.setColumnStretch(1, 1)
        self.dials: dict[tuple[int, str], Dial] = {}
        """(card, field) -> its dial, as drawn last."""

    def show_summary(self, s: Summary) -> None:
        clear_layout(self.grid)
        self.dials = {}
        col = QVBoxLayout()
        enc = QWidget()
        enc.setLayout(col)
        if s.villain is not None:
            extra = f"Attached: {', '.join(s.attachments)}" if s.attachments else ""
            col.addWidget(self._character(s.villain, "#ef5350", 0, extra))
        if s.main_scheme is not None:
            col.addWidget(self._scheme(s.main_scheme, s.acceleration, s.acceleration_tokens))
        for side in s.side_schemes:
            col.addWidget(self._scheme(side, None, 0))
        info = QLabel(f"Encounter deck {s.encounter_deck} · discard {s.encounter_discard}")
        info.setObjectName("boxInfo")
        col.addWidget(info)
        col.addStretch(1)
        self.grid.addWidget(enc, 0, 0)
        people = QWidget()
        stack = QVBoxLayout(people)
        stack.setContentsMargins(0, 0, 0, 0)
        self.grid.addWidget(people, 0, 1)
        for pc in s.players:
            colour = PLAYER_COLORS[pc.player % 4]
            box = QWidget()
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            form = "hero" if pc.form == "hero" else "alter-ego"
            first = " · first player" if pc.first else ""
            facedown = f" · {pc.facedown} encounter card{'s' * (pc.facedown != 1)} dealt" if pc.facedown else ""
            lay.addWidget(self._character(pc.identity, colour, pc.player,
                                          f"Player {pc.player + 1} · {form}{first}{facedown}"))
            for ally in pc.allies:
                lay.addWidget(self._character(ally, colour, pc.player, "Ally"))
            for m in pc.minions:
                lay.addWidget(self._character(m, "#ef5350", pc.player, f"Minion engaged with player {pc.player + 1}"))
            stack.addWidget(box)
        stack.addStretch(1)

    def _box(self, title: str, info: str, colour: str) -> tuple[QFrame, QVBoxLayout]:
        box = QFrame()
        box.setObjectName("box")
        box.setStyleSheet(f"QFrame#box {{ border: 2px solid {colour}; }}")
        lay = QVBoxLayout(box)
        lay.setContentsMargins(8, 6, 8, 6)
        t = QLabel(title)
        t.setObjectName("boxTitle")
        t.setTextFormat(Qt.TextFormat.PlainText)
        t.setWordWrap(True)
        lay.addWidget(t)
        if info:
            i = QLabel(info)
            i.setObjectName("boxInfo")
            i.setTextFormat(Qt.TextFormat.PlainText)
            i.setWordWrap(True)
            lay.addWidget(i)
        return box, lay

    def _character(self, c: Character, colour: str, player: int, info: str) -> QFrame:
        kw = f" · {', '.join(c.keywords)}" if c.keywords else ""
        ex = " · exhausted" if c.exhausted else ""
        box, lay = self._box(c.name, f"{info}{kw}{ex}".strip(" ·"), colour)
        dial = Dial(f"Hit points (of {c.max_hit_points})", c.hit_points, low=0, high=max(c.max_hit_points, 0),
                    accent=colour)
        dial.changed.connect(lambda v, c=c: self.edit_requested.emit(c.card, "damage", max(0, c.max_hit_points - v)))
        self.dials[(c.card, "damage")] = dial
        lay.addWidget(dial)
        row = QHBoxLayout()
        for status in ("stunned", "confused", "tough"):
            have = status in c.statuses
            b = QPushButton(status.capitalize())
            b.setCheckable(True)
            b.setChecked(have)
            b.setObjectName(f"status_{c.card}_{status}")
            b.clicked.connect(lambda _=False, c=c, s=status, have=have, p=player:
                              self.status_requested.emit(p, c.card, s, not have))
            row.addWidget(b)
        lay.addLayout(row)
        return box

    def _scheme(self, sc: SchemeCount, acceleration: int | None, tokens: int) -> QFrame:
        icons = f"Icons: {', '.join(sc.icons)}" if sc.icons else ""
        target = f"Threat (target {sc.target})" if sc.target is not None else "Threat"
        box, lay = self._box(sc.name, icons, "#ffb74d" if sc.target is not None else "#ce93d8")
        row = QVBoxLayout()
        dial = Dial(target, sc.threat, accent="#ffb74d")
        dial.changed.connect(lambda v, sc=sc: self.edit_requested.emit(sc.card, "threat", v))
        self.dials[(sc.card, "threat")] = dial
        row.addWidget(dial)
        if acceleration is not None:
            acc = Dial(f"Acceleration (+{acceleration} each villain phase)", acceleration, accent="#ffb74d")
            acc.changed.connect(lambda v, sc=sc, a=acceleration, t=tokens: self.edit_requested.emit(
                sc.card, "acceleration", max(0, t + v - a)))  # the dial shows icons and tokens; tokens change
            self.dials[(sc.card, "acceleration")] = acc
            row.addWidget(acc)
        lay.addLayout(row)
        return box

"""The across-the-table view: the counts everybody needs, large and in high contrast, for a laptop or a tablet
lying on the table and read from two metres (1280x720 and up). Type scales with the window: the smallest line
is at least 26 pixels high at 720 pixels, the hit points and threat several times that."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from mcdesk.games.champions.assistant.summary import Character, Summary

from .layouts import clear_layout

PHASES = {"player": "PLAYER PHASE", "villain": "VILLAIN PHASE", "setup": "SETUP", "ready": "SETUP"}
PLAYER_COLORS = ("#ffd54f", "#4fc3f7", "#ff8a80", "#a5d6a7")


def _statuses(c: Character) -> str:
    return " · ".join(s.upper() for s in c.statuses)


class AcrossView(QWidget):
    """Round, phase and step; the villain's hit points; the main scheme's threat and its target; side schemes;
    each player's identity, form, hit points and status cards. Esc or a tap on the view goes back to the desk."""

    tapped = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("acrossView")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("QWidget#acrossView { background: #000000; } QLabel { color: #ffffff; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 16, 24, 16)
        self.header = self._label("header")
        lay.addWidget(self.header)
        mid = QGridLayout()
        self.villain_name = self._label("villainName", "#ff8a80")
        self.villain_hp = self._label("villainHp")
        self.villain_extra = self._label("villainExtra", "#ffcc80")
        self.scheme_name = self._label("schemeName", "#ffb74d")
        self.scheme_threat = self._label("schemeThreat")
        self.scheme_extra = self._label("schemeExtra", "#ffcc80")
        for i, w in enumerate((self.villain_name, self.villain_hp, self.villain_extra)):
            mid.addWidget(w, i, 0)
        for i, w in enumerate((self.scheme_name, self.scheme_threat, self.scheme_extra)):
            mid.addWidget(w, i, 1)
        lay.addLayout(mid, 3)
        self.sides = self._label("sideSchemes", "#ce93d8")
        lay.addWidget(self.sides)
        self.revealed = self._label("revealed", "#80deea")
        lay.addWidget(self.revealed)
        self.players = QGridLayout()
        lay.addLayout(self.players, 2)
        self.player_labels: list[QLabel] = []
        self.summary: Summary | None = None

    def _label(self, name: str, colour: str = "#ffffff") -> QLabel:
        w = QLabel("")
        w.setObjectName(name)
        w.setTextFormat(Qt.TextFormat.PlainText)
        w.setAlignment(Qt.AlignmentFlag.AlignCenter)
        w.setWordWrap(True)
        w.setStyleSheet(f"color: {colour};")
        return w

    def show_revealed(self, title: str) -> None:
        self.revealed.setText(title.upper())

    def show_summary(self, s: Summary) -> None:
        self.summary = s
        phase = PHASES.get(s.phase, s.phase.upper())
        if s.result is not None:
            self.header.setText("THE PLAYERS WIN" if s.result == "win" else "THE PLAYERS LOSE")
        else:
            self.header.setText(f"ROUND {s.round} · {phase} · {s.prompt}")
        v = s.villain
        self.villain_name.setText(v.name if v else "")
        self.villain_hp.setText(f"{v.hit_points} / {v.max_hit_points}" if v else "")
        self.villain_extra.setText(_statuses(v) if v else "")
        m = s.main_scheme
        self.scheme_name.setText(m.name if m else "")
        self.scheme_threat.setText(f"{m.threat} / {m.target}" if m else "")
        self.scheme_extra.setText(f"+{s.acceleration} ACCELERATION" if s.acceleration else "")
        self.sides.setText("   ".join(f"{x.name}: {x.threat}" for x in s.side_schemes))
        clear_layout(self.players)
        self.player_labels = []
        for i, pc in enumerate(s.players):
            c = pc.identity
            form = "HERO" if pc.form == "hero" else "ALTER-EGO"
            lines = [f"P{pc.player + 1}{' ★' if pc.first else ''}  {c.name} ({form})", f"{c.hit_points} / "
                     f"{c.max_hit_points} HP"]
            if c.statuses:
                lines.append(_statuses(c))
            for m2 in pc.minions:
                lines.append(f"{m2.name} {m2.hit_points} HP")
            w = self._label(f"player{pc.player}", PLAYER_COLORS[pc.player % 4])
            w.setText("\n".join(lines))
            self.players.addWidget(w, 0, i)
            self.player_labels.append(w)
        self._fonts()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.tapped.emit()
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fonts()

    def _fonts(self) -> None:
        h = max(self.height(), 400)
        small = max(26, h // 28)
        big = max(60, h // 6)
        medium = max(30, h // 18)
        for w, px, bold in ((self.header, small, True), (self.villain_name, medium, True),
                            (self.villain_hp, big, True), (self.villain_extra, small, True),
                            (self.scheme_name, medium, True), (self.scheme_threat, big, True),
                            (self.scheme_extra, small, True), (self.sides, small, True),
                            (self.revealed, small, True)):
            w.setStyleSheet(w.styleSheet().split("font-size")[0].rstrip("; ") +
                            f"; font-size: {px}px; font-weight: {'bold' if bold else 'normal'};")
        for w in self.player_labels:
            w.setStyleSheet(w.styleSheet().split("font-size")[0].rstrip("; ") + f"; font-size: {small}px; "
                            "font-weight: bold;")


"""New Game for Legendary: 1-5 players (names, a person or the autopilot at each seat), the mastermind and the
scheme (each may be left to chance), Advanced Solo Mode for one player, and the seed. The villain groups,
henchmen and heroes are drawn as the rulebook's setup says (:func:`~mcdesk.games.legendary.engine.setup_rules.
random_setup`: the mastermind's always-led group included, the scheme's own needs met)."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.names import MAX_NAME
from .seats import AUTOPILOT, HUMAN, Seats, normalize_seats

SEED_MAX = 2**31 - 1
MAX_PLAYERS = 5
RANDOM = ""
"""The combo boxes' "at random" entry."""


class _SeatRow:
    def __init__(self, index: int, grid: QGridLayout) -> None:
        self.label = QLabel(f"Player {index + 1}")
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)  # names reach the window and the table
        self.name.setPlaceholderText("name (optional)")
        self.played_by = QComboBox()
        self.played_by.addItem("Human", HUMAN)
        self.played_by.addItem("Autopilot", AUTOPILOT)
        self.played_by.setToolTip("Who plays this seat: a person at this computer, or the autopilot")
        for col, w in enumerate(self.widgets()):
            grid.addWidget(w, index + 1, col)

    def widgets(self) -> tuple[QWidget, ...]:
        return self.label, self.name, self.played_by

    def set_visible(self, on: bool) -> None:
        for w in self.widgets():
            w.setVisible(on)

    def set_seat(self, seat: str) -> None:
        self.played_by.setCurrentIndex(max(0, self.played_by.findData(seat)))

    def seat(self) -> str:
        return str(self.played_by.currentData() or HUMAN)


class LegendaryNewGameDialog(QDialog):
    def __init__(self, current: Any = None, seed: int | None = None, parent: QWidget | None = None, *,
                 seats: Seats | None = None) -> None:
        from ..games.legendary.cards.facts import core_set

        super().__init__(parent)
        self.setWindowTitle("New Game — Legendary")
        self.setMinimumWidth(560)
        self.cards = core_set()
        lay = QVBoxLayout(self)

        who = QGroupBox("Players")
        wl = QVBoxLayout(who)
        top = QHBoxLayout()
        top.addWidget(QLabel("Players:"))
        self.player_count = QSpinBox()
        self.player_count.setRange(1, MAX_PLAYERS)
        self.player_count.setValue(2)
        top.addWidget(self.player_count)
        top.addStretch(1)
        wl.addLayout(top)
        grid = QGridLayout()
        for col, text in enumerate(("", "Name", "Played by")):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        self.rows = [_SeatRow(i, grid) for i in range(MAX_PLAYERS)]
        wl.addLayout(grid)
        lay.addWidget(who)

        foe = QGroupBox("Against")
        form = QFormLayout(foe)
        self.mastermind = QComboBox()
        self.mastermind.addItem("At random", RANDOM)
        for code, m in sorted(self.cards.masterminds.items(), key=lambda kv: kv[1].name):
            self.mastermind.addItem(f"{m.name} (always leads {m.always_leads})", code)
        form.addRow("Mastermind:", self.mastermind)
        self.scheme = QComboBox()
        self.scheme.addItem("At random", RANDOM)
        for code, sc in sorted(self.cards.schemes.items(), key=lambda kv: kv[1].name):
            self.scheme.addItem(sc.name, code)
        form.addRow("Scheme:", self.scheme)
        self.advanced_solo = QCheckBox("Advanced Solo Mode (one player: harder master strikes and twists)")
        form.addRow(self.advanced_solo)
        self.note = QLabel("")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #ffb74d;")
        form.addRow(self.note)
        form.addRow(QLabel("Villain groups, henchmen and heroes are drawn as the rulebook's setup says."))
        self.first_player = QComboBox()
        form.addRow("First player:", self.first_player)
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(seed if seed is not None else random.randrange(SEED_MAX))
        dice = QPushButton("Random")
        dice.clicked.connect(lambda: self.seed.setValue(random.randrange(SEED_MAX)))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(dice)
        form.addRow("Seed:", seed_row)
        lay.addWidget(foe)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self.player_count.valueChanged.connect(self._changed)
        self.scheme.currentIndexChanged.connect(self._changed)
        self.advanced_solo.toggled.connect(self._changed)
        if current is not None and type(current).__module__.startswith("mcdesk.games.legendary."):
            self._load(current)
        for r, seat in zip(self.rows, seats or (), strict=False):
            r.set_seat(seat)
        self._changed()

    def _load(self, s: Any) -> None:
        self.player_count.setValue(s.players)
        self.mastermind.setCurrentIndex(max(0, self.mastermind.findData(s.mastermind)))
        self.scheme.setCurrentIndex(max(0, self.scheme.findData(s.scheme)))
        self.advanced_solo.setChecked(bool(s.advanced_solo))
        for r, name in zip(self.rows, s.names, strict=False):
            r.name.setText(name)

    def _changed(self) -> None:
        from ..games.legendary.engine.setup_rules import SOLO_FORBIDDEN_SCHEMES

        n = self.player_count.value()
        for i, r in enumerate(self.rows):
            r.set_visible(i < n)
        self.advanced_solo.setEnabled(n == 1)
        if n != 1:
            self.advanced_solo.setChecked(False)
        scheme = self.scheme.currentData()
        bad = n == 1 and not self.advanced_solo.isChecked() and scheme in SOLO_FORBIDDEN_SCHEMES
        self.note.setText(f"Solo play cannot use {self.scheme.currentText()} (rulebook: Solo Play)." if bad else "")
        self.note.setVisible(bad)
        self.ok.setEnabled(not bad)
        keep = self.first_player.currentIndex()
        self.first_player.clear()
        for i in range(n):
            self.first_player.addItem(f"Player {i + 1}", i)
        self.first_player.setCurrentIndex(keep if 0 <= keep < n else 0)

    def result_setup(self) -> tuple[Any, int]:
        import dataclasses

        from ..games.legendary.engine.setup_rules import random_setup

        n = self.player_count.value()
        seed = self.seed.value()
        setup = random_setup(n, seed, mastermind=self.mastermind.currentData() or None,
                             scheme=self.scheme.currentData() or None, cards=self.cards)
        names = tuple(r.name.text().strip() or f"Player {i + 1}" for i, r in enumerate(self.rows[:n]))
        setup = dataclasses.replace(setup, first_player=max(0, self.first_player.currentIndex()),
                                    advanced_solo=n == 1 and self.advanced_solo.isChecked(), names=names)
        return setup, seed

    def result_seats(self) -> Seats:
        n = self.player_count.value()
        return normalize_seats([r.seat() for r in self.rows[:n]], n)

"""New Game for the Vs. System 2PCG: the player layout (1v1, free-for-all for 3 or 4, 2 vs. 2, 2-headed
teammates), and per seat one of the rulebook's four recommended first decks with its main character, a name and
who plays it (a person or the autopilot); the first player and the seed."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import (
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
LAYOUTS = (
    ("1v1", 2, "1 vs 1"),
    ("ffa", 3, "Free-for-all, 3 players"),
    ("ffa", 4, "Free-for-all, 4 players"),
    ("2v2", 4, "2 vs 2 (teams: players 1 & 3 against 2 & 4)"),
    ("2hg", 4, "2-headed teammates (players 1 & 2 against 3 & 4)"),
)
"""(mode, players, label) as the rulebook's multiplayer section describes them."""
TEAMS = ("avengers", "xmen", "guardians", "villains")


def _team_names() -> dict[str, str]:
    from ..games.vs.cards.decks import FIRST_DECK_NAMES

    return dict(FIRST_DECK_NAMES)


class _SeatRow:
    def __init__(self, index: int, grid: QGridLayout) -> None:
        from ..games.vs.cards.decks import EASY_MAIN, team_mains
        from ..games.vs.cards.facts import all_facts

        self._mains = {t: team_mains(t) for t in TEAMS}
        self._easy = EASY_MAIN
        self._facts = all_facts()
        self.label = QLabel(f"Player {index + 1}")
        self.deck = QComboBox()
        for team, name in _team_names().items():
            self.deck.addItem(name, team)
        self.deck.setToolTip("One of the rulebook's recommended first decks (Building Your First Decks)")
        self.main = QComboBox()
        self.main.setToolTip("The deck's main character (level 1 starts in play; level 2 waits off to the side)")
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)  # names reach the window and the table
        self.name.setPlaceholderText("name (optional)")
        self.played_by = QComboBox()
        self.played_by.addItem("Human", HUMAN)
        self.played_by.addItem("Autopilot", AUTOPILOT)
        self.played_by.setToolTip("Who plays this seat: a person at this computer, or the autopilot")
        self.deck.currentIndexChanged.connect(self._fill_mains)
        self.deck.setCurrentIndex(index % len(TEAMS))
        self._fill_mains()
        for col, w in enumerate(self.widgets()):
            grid.addWidget(w, index + 1, col)

    def widgets(self) -> tuple[QWidget, ...]:
        return self.label, self.deck, self.main, self.name, self.played_by

    def _fill_mains(self) -> None:
        team = str(self.deck.currentData())
        self.main.clear()
        easy = self._easy.get(team)
        for code in self._mains.get(team, []):
            f = self._facts[code]
            self.main.addItem(f.name + (" (easy to use)" if f.name == easy else ""), code)
            if f.name == easy:
                self.main.setCurrentIndex(self.main.count() - 1)

    def set_visible(self, on: bool) -> None:
        for w in self.widgets():
            w.setVisible(on)

    def set_seat(self, seat: str) -> None:
        self.played_by.setCurrentIndex(max(0, self.played_by.findData(seat)))

    def seat(self) -> str:
        return str(self.played_by.currentData() or HUMAN)

    def select(self, main: str, name: str) -> None:
        f = self._facts.get(main)
        if f is not None and f.team in TEAMS:
            self.deck.setCurrentIndex(max(0, self.deck.findData(f.team)))
            self.main.setCurrentIndex(max(0, self.main.findData(main)))
        self.name.setText(name if name and not name.startswith("Player ") else "")

    def player(self, index: int) -> Any:
        from ..games.vs.cards.decks import first_deck
        from ..games.vs.engine.game import PlayerSetup

        team = str(self.deck.currentData())
        code = str(self.main.currentData())
        deck = first_deck(team, self._facts[code].name if code in self._facts else None)
        return PlayerSetup(deck.main, deck.cards, self.name.text().strip() or f"Player {index + 1}")


class VsNewGameDialog(QDialog):
    def __init__(self, current: Any = None, seed: int | None = None, parent: QWidget | None = None, *,
                 seats: Seats | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game — Vs. System 2PCG")
        self.setMinimumWidth(700)
        lay = QVBoxLayout(self)
        top = QGroupBox("Players")
        tl = QVBoxLayout(top)
        row = QHBoxLayout()
        row.addWidget(QLabel("Layout:"))
        self.layout_box = QComboBox()
        for mode, n, label in LAYOUTS:
            self.layout_box.addItem(label, (mode, n))
        row.addWidget(self.layout_box, 1)
        tl.addLayout(row)
        grid = QGridLayout()
        for col, text in enumerate(("", "Deck", "Main character", "Name", "Played by")):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        self.rows = [_SeatRow(i, grid) for i in range(4)]
        tl.addLayout(grid)
        lay.addWidget(top)

        more = QGroupBox("Game")
        form = QFormLayout(more)
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
        lay.addWidget(more)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Start")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self.layout_box.currentIndexChanged.connect(self._layout_changed)
        if current is not None and type(current).__module__.startswith("mcdesk.games.vs."):
            self._load(current)
        else:  # a person against the autopilot, by default
            self.rows[1].set_seat(AUTOPILOT)
        for r, seat in zip(self.rows, seats or (), strict=False):
            r.set_seat(seat)
        self._layout_changed()

    def set_layout(self, mode: str, players: int) -> None:
        for i in range(self.layout_box.count()):
            if self.layout_box.itemData(i) == (mode, players):
                self.layout_box.setCurrentIndex(i)
                return

    def _load(self, s: Any) -> None:
        self.set_layout(s.mode, len(s.players))
        for r, p in zip(self.rows, s.players, strict=False):
            r.select(p.main, p.name)
        self._layout_changed()
        self.first_player.setCurrentIndex(max(0, self.first_player.findData(s.first_player)))

    def players(self) -> int:
        return int(self.layout_box.currentData()[1])

    def _layout_changed(self) -> None:
        n = self.players()
        for i, r in enumerate(self.rows):
            r.set_visible(i < n)
        keep = self.first_player.currentData()
        self.first_player.clear()
        self.first_player.addItem("Chosen at random (the rulebook's way)", None)
        for i in range(n):
            self.first_player.addItem(f"Player {i + 1}", i)
        i = self.first_player.findData(keep)
        self.first_player.setCurrentIndex(i if i >= 0 and (keep is None or keep < n) else 0)

    def result_setup(self) -> tuple[Any, int]:
        from ..games.vs.engine.game import GameSetup

        mode, n = self.layout_box.currentData()
        players = tuple(r.player(i) for i, r in enumerate(self.rows[:n]))
        first = self.first_player.currentData()  # None: the engine picks a player at random, who decides
        return GameSetup(players, str(mode), None if first is None else int(first)), self.seed.value()

    def result_seats(self) -> Seats:
        n = self.players()
        return normalize_seats([r.seat() for r in self.rows[:n]], n)

"""The New Game dialog: 1-4 players each with an identity, a deck and who plays the seat (a person or the
autopilot), the scenario and its modular sets, the modes (expert, heroic, skirmish), the first player and the
seed. Its mode choice also offers Civil War competitive play (:mod:`.new_game_competitive`): two teams, 1v1 or
2v2, each with the scenario it builds for its own leader."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
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
from ..games.champions.cards.decks import BUILTIN_DECKS
from ..games.champions.engine.database import CardDatabase
from ..games.champions.engine.game import GameSetup, PlayerSetup
from ..games.champions.engine.players import same_identity_twice
from .new_game_competitive import CompetitiveBox
from .new_game_scenario import ScenarioBox, modular_sets, set_title
from .seats import AUTOPILOT, HUMAN, Seats, normalize_seats

__all__ = ["DeckChoice", "NewGameDialog", "available_decks", "modular_sets", "set_title"]

SEED_MAX = 2**31 - 1
COOPERATIVE, COMPETITIVE = "cooperative", "competitive"
EXPERT_TEXT = {COOPERATIVE: "Expert (the expert set and the villain's harder stages)",
               # competitive games have no villain: each team fights the other's leader (stages III and IV)
               COMPETITIVE: "Expert (the expert set and the leaders' harder stages)"}


@dataclass(frozen=True)
class DeckChoice:
    key: str
    """"builtin:<key>" or "imported:<name>"."""
    name: str
    identity: str
    codes: tuple[str, ...]


def available_decks(db: CardDatabase) -> tuple[list[DeckChoice], list[str]]:
    """Built-in decks, then the user's imported decks; and a problem line per imported deck that cannot be read."""
    out = [DeckChoice(f"builtin:{d.key}", d.name, d.identity, d.codes()) for d in BUILTIN_DECKS.values()]
    problems: list[str] = []
    try:
        from ..io.decks import list_decks

        saved, problems = list_decks()
    except Exception as e:  # the user's folder must not keep the dialog from opening
        return out, [f"imported decks cannot be read: {e}"]
    for d in saved:
        if d.identity in db.facts:
            out.append(DeckChoice(f"imported:{d.name}", f"{d.name} (imported)", d.identity, d.codes()))
        else:
            problems.append(f"{d.path}: its identity {d.identity} is not in the card database")
    return out, problems


def competitive_available() -> bool:
    """Whether this mcdesk has the Civil War competitive engine."""
    import importlib.util

    try:
        return importlib.util.find_spec("mcdesk.games.champions.competitive.game") is not None
    except ImportError:
        return False


class _PlayerRow:
    def __init__(self, index: int, decks: list[DeckChoice], db: CardDatabase, grid: QGridLayout) -> None:
        self.decks = decks
        self.label = QLabel(f"Player {index + 1}")
        self.identity = QComboBox()
        self.deck = QComboBox()
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)  # names reach the window and the table
        self.name.setPlaceholderText("name (optional)")
        self.played_by = QComboBox()
        self.played_by.addItem("Human", HUMAN)
        self.played_by.addItem("Autopilot", AUTOPILOT)
        self.played_by.setToolTip("Who plays this seat: you (or a friend at the table), or the autopilot")
        seen: list[str] = []
        for d in decks:
            if d.identity not in seen:
                seen.append(d.identity)
                self.identity.addItem(db.card(d.identity).name, d.identity)
        self.identity.currentIndexChanged.connect(self._fill_decks)
        self.identity.setCurrentIndex(index % max(1, self.identity.count()))  # a different hero per seat
        self._fill_decks()
        for col, w in enumerate(self.widgets()):
            grid.addWidget(w, index + 1, col)

    def widgets(self) -> tuple[QWidget, ...]:
        return self.label, self.identity, self.deck, self.name, self.played_by

    def _fill_decks(self) -> None:
        ident = self.identity.currentData()
        self.deck.clear()
        for d in self.decks:
            if d.identity == ident:
                self.deck.addItem(d.name, d.key)

    def set_visible(self, on: bool) -> None:
        for w in self.widgets():
            w.setVisible(on)

    def set_seat(self, seat: str) -> None:
        self.played_by.setCurrentIndex(max(0, self.played_by.findData(seat)))

    def seat(self) -> str:
        return str(self.played_by.currentData() or HUMAN)

    def select(self, identity: str, codes: tuple[str, ...]) -> None:
        i = self.identity.findData(identity)
        if i >= 0:
            self.identity.setCurrentIndex(i)
        for n in range(self.deck.count()):
            d = next((x for x in self.decks if x.key == self.deck.itemData(n)), None)
            if d is not None and sorted(d.codes) == sorted(codes):
                self.deck.setCurrentIndex(n)
                return

    def setup(self) -> PlayerSetup | None:
        key = self.deck.currentData()
        d = next((x for x in self.decks if x.key == key), None)
        if d is None:
            return None
        return PlayerSetup(d.identity, d.codes, self.name.text().strip())


class NewGameDialog(QDialog):
    def __init__(self, db: CardDatabase, current: Any = None, seed: int | None = None,
                 parent: QWidget | None = None, *, seats: Seats | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game — Marvel Champions")  # as the Vs. System and Legendary pages name theirs
        self.setMinimumWidth(640)
        self.db = db
        decks, problems = available_decks(db)

        lay = QVBoxLayout(self)
        mode_row = QHBoxLayout()
        mode_row.addWidget(QLabel("Mode:"))
        self.mode = QComboBox()
        self.mode.setObjectName("play-mode")
        self.mode.addItem("Cooperative", COOPERATIVE)
        if competitive_available():
            self.mode.addItem("Competitive (Civil War)", COMPETITIVE)
        self.mode.setToolTip("Cooperative: the heroes together against a villain. Competitive (Civil War): a "
                             "registration team against a resistance team, each fighting the other's leader.")
        mode_row.addWidget(self.mode)
        mode_row.addStretch(1)
        lay.addLayout(mode_row)
        self.competitive = CompetitiveBox(db, decks)
        lay.addWidget(self.competitive)
        heroes = QGroupBox("Heroes")
        self.heroes_box = heroes
        hl = QVBoxLayout(heroes)
        top = QHBoxLayout()
        top.addWidget(QLabel("Players:"))
        self.player_count = QSpinBox()
        self.player_count.setRange(1, 4)
        top.addWidget(self.player_count)
        top.addStretch(1)
        hl.addLayout(top)
        grid = QGridLayout()
        for col, text in enumerate(("", "Identity", "Deck", "Name", "Played by")):
            head = QLabel(f"<b>{text}</b>")
            grid.addWidget(head, 0, col)
        self.rows = [_PlayerRow(i, decks, db, grid) for i in range(4)]
        hl.addLayout(grid)
        self.heroes_problem_label = QLabel()
        self.heroes_problem_label.setObjectName("heroes-problem")
        self.heroes_problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.heroes_problem_label.setWordWrap(True)
        self.heroes_problem_label.setStyleSheet("color: #ffb74d;")
        self.heroes_problem_label.setVisible(False)
        hl.addWidget(self.heroes_problem_label)
        for row in self.rows:
            row.identity.currentIndexChanged.connect(lambda _i: self.show_heroes_problem())
        if problems:
            warn = QLabel("Some imported decks could not be read:\n" + "\n".join(problems))
            warn.setTextFormat(Qt.TextFormat.PlainText)
            warn.setWordWrap(True)
            warn.setStyleSheet("color: #ffb74d;")
            hl.addWidget(warn)
        lay.addWidget(heroes)

        self.scenario_box = ScenarioBox(db)
        self.scenario = self.scenario_box.scenario
        self.modulars = self.scenario_box.modulars
        lay.addWidget(self.scenario_box)

        modes = QGroupBox("Options")
        self.modes_form = mf = QFormLayout(modes)
        self.expert = QCheckBox(EXPERT_TEXT[COOPERATIVE])
        mf.addRow(self.expert)
        self.heroic = QSpinBox()
        self.heroic.setRange(0, 5)
        self.heroic.setSpecialValueText("off")
        mf.addRow("Heroic level:", self.heroic)
        self.skirmish = QComboBox()
        self.skirmish.addItem("Off: the whole scenario", None)
        for i, roman in enumerate(("I", "II", "III")):
            self.skirmish.addItem(f"Only villain stage {roman}", i)
        mf.addRow("Skirmish:", self.skirmish)
        self.first_player = QComboBox()
        mf.addRow("First player:", self.first_player)
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(seed if seed is not None else random.randrange(SEED_MAX))
        dice = QPushButton("Random")
        dice.clicked.connect(lambda: self.seed.setValue(random.randrange(SEED_MAX)))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(dice)
        mf.addRow("Seed:", seed_row)
        lay.addWidget(modes)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText("Start")
        buttons.accepted.connect(self._start)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

        self.player_count.valueChanged.connect(self._players_changed)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        if current is not None and hasattr(current, "registration") and self.mode.count() > 1:  # competitive
            self.mode.setCurrentIndex(self.mode.findData(COMPETITIVE))
            self.competitive.load(current, seats)
            self.expert.setChecked(bool(current.expert))
        elif current is not None:
            self._load(current)
            for row, seat in zip(self.rows, seats or (), strict=False):
                row.set_seat(seat)
        self._players_changed()
        self._mode_changed()

    def current_mode(self) -> str:
        return str(self.mode.currentData() or COOPERATIVE)

    def _mode_changed(self) -> None:
        """Competitive play: the two teams instead of the heroes and the scenario; of the options, expert and
        the seed only."""
        competitive = self.current_mode() == COMPETITIVE
        self.competitive.setVisible(competitive)
        self.heroes_box.setVisible(not competitive)
        self.scenario_box.setVisible(not competitive)
        for w in (self.heroic, self.skirmish, self.first_player):
            w.setVisible(not competitive)
            label = self.modes_form.labelForField(w)
            if label is not None:
                label.setVisible(not competitive)
        self.expert.setText(EXPERT_TEXT[self.current_mode()])
        self.setMinimumWidth(1000 if competitive else 640)
        self.adjustSize()

    # -- filling ---------------------------------------------------------------------------------------
    def _load(self, s: GameSetup) -> None:
        self.player_count.setValue(len(s.players))
        for row, p in zip(self.rows, s.players, strict=False):
            row.select(p.identity, p.deck)
            row.name.setText(p.name if p.name != self.db.card(p.identity).name else "")
        self.scenario_box.load(s.scenario, s.modular_sets, s.random_scenario)
        self.expert.setChecked(s.expert)
        self.heroic.setValue(s.heroic)
        self.skirmish.setCurrentIndex(max(0, self.skirmish.findData(s.skirmish_stage)))
        self._players_changed()
        self.first_player.setCurrentIndex(min(s.first_player, self.first_player.count() - 1))

    def _players_changed(self) -> None:
        n = self.player_count.value()
        for i, row in enumerate(self.rows):
            row.set_visible(i < n)
        self.show_heroes_problem()
        keep = self.first_player.currentIndex()
        self.first_player.clear()
        for i in range(n):
            self.first_player.addItem(f"Player {i + 1}", i)
        self.first_player.setCurrentIndex(keep if 0 <= keep < n else 0)

    # -- result ----------------------------------------------------------------------------------------
    def chosen_modulars(self) -> tuple[str, ...]:
        return self.scenario_box.chosen_modulars()

    def _start(self) -> None:
        """Start, unless the scenario (a team) breaks a rule (the box says which, in place)."""
        if self.current_mode() == COMPETITIVE:
            if self.competitive.show_problem() is None:
                self.accept()
        elif self.show_heroes_problem() is None and self.scenario_box.problem() is None:
            self.accept()

    def heroes_problem(self) -> str | None:
        """Why the heroes chosen cannot play together (the same hero twice), or None."""
        chosen = [str(row.identity.currentData()) for row in self.rows[:self.player_count.value()]
                  if row.identity.currentData() is not None]
        problem = same_identity_twice(self.db, chosen)
        return None if problem is None else f"{problem[0].upper()}{problem[1:]}. Choose another hero."

    def show_heroes_problem(self) -> str | None:
        """The heroes' problem, shown under the seats; returned too."""
        p = self.heroes_problem()
        self.heroes_problem_label.setText(p or "")
        self.heroes_problem_label.setVisible(p is not None)
        return p

    def result_setup(self) -> tuple[Any, int]:
        """(setup, seed): a :class:`GameSetup`, or in competitive mode a ``CompetitiveSetup``."""
        if self.current_mode() == COMPETITIVE:
            setup, _ = self.competitive.result(self.expert.isChecked())
            return setup, self.seed.value()
        players = []
        for row in self.rows[:self.player_count.value()]:
            p = row.setup()
            if p is not None:
                name = p.name or self.db.card(p.identity).name
                players.append(PlayerSetup(p.identity, p.deck, name))
        scenario, modulars, made_at_random = self.scenario_box.result()
        setup = GameSetup(
            players=tuple(players), scenario=scenario, modular_sets=modulars, random_scenario=made_at_random,
            expert=self.expert.isChecked(), heroic=self.heroic.value(), skirmish_stage=self.skirmish.currentData(),
            first_player=max(0, self.first_player.currentIndex()),
        )
        return setup, self.seed.value()

    def result_seats(self) -> Seats:
        """"human" or "autopilot" for each player of :meth:`result_setup`."""
        if self.current_mode() == COMPETITIVE:
            seats = self.competitive.seats()
            return normalize_seats(seats, len(seats))
        n = self.player_count.value()
        return normalize_seats([row.seat() for row in self.rows[:n]], n)

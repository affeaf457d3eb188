"""New assistant game: the scenario (a villain's scenario with its modular sets, a Civil War scenario built by the
rulebook's steps or made at random: the New Game dialog's :class:`~mcdesk.app.new_game_scenario.ScenarioBox`),
expert and heroic, and each player's identity."""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from mcdesk.games.champions.assistant import assistant_setup
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.game import GameSetup

from ..new_game_scenario import ScenarioBox


def hero_choices(db: CardDatabase) -> list[tuple[str, str]]:
    return sorted(((c, f.name) for c, f in db.facts.items() if f.type_code == "hero"), key=lambda kv: kv[1])


class AssistantSetupDialog(QDialog):
    def __init__(self, db: CardDatabase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle("New table assistant game")
        self.setStyleSheet("QLabel, QComboBox, QSpinBox, QCheckBox { font-size: 16px; }"
                           "QComboBox, QSpinBox { min-height: 36px; }")
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("Your decks and hands stay on the table; mcdesk runs the villain's side."))
        self.scenario_box = ScenarioBox(db)
        self.scenario = self.scenario_box.scenario
        lay.addWidget(self.scenario_box)
        form = QFormLayout()
        self.expert = QCheckBox("Expert")
        form.addRow("", self.expert)
        self.heroic = QSpinBox()
        self.heroic.setRange(0, 10)
        form.addRow("Heroic level", self.heroic)
        self.count = QSpinBox()
        self.count.setRange(1, 4)
        form.addRow("Players", self.count)
        self.heroes: list[QComboBox] = []
        heroes = hero_choices(db)
        for p in range(4):
            box = QComboBox()
            for code, name in heroes:
                box.addItem(name, code)
            box.setCurrentIndex(p % max(1, len(heroes)))
            self.heroes.append(box)
            form.addRow(f"Player {p + 1}", box)
        lay.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._start)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.count.valueChanged.connect(self._players)
        i = self.scenario.findData("rhino")
        self.scenario.setCurrentIndex(max(i, 0))
        self._players(1)
        self.seed = random.randrange(1 << 30)

    def _players(self, n: int) -> None:
        for p, box in enumerate(self.heroes):
            box.setEnabled(p < n)

    def _start(self) -> None:
        """Start, unless the scenario breaks a rule (the scenario box says which)."""
        if self.scenario_box.problem() is None:
            self.accept()

    def setup(self) -> GameSetup:
        ids = [str(b.currentData()) for b in self.heroes[: self.count.value()]]
        scenario, modulars, made_at_random = self.scenario_box.result()
        return assistant_setup(ids, scenario, modulars, expert=self.expert.isChecked(), heroic=self.heroic.value(),
                               random_scenario=made_at_random)

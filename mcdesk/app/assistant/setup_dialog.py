"""New assistant game: the scenario (core villains, Civil War preconstructed, or a random custom Civil War
scenario), its modular sets, expert and heroic, and each player's identity."""

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

RANDOM_CW = "random_civil_war"
CORE_MODULARS = ("bomb_scare", "masters_of_evil", "under_attack", "legions_of_hydra", "the_doomsday_chair")


def scenario_choices(db: CardDatabase) -> list[tuple[str, str]]:
    """(key, name) of the scenarios offered, and the random custom Civil War scenario."""
    out = [(k, s.name) for k, s in sorted(db.scenarios.items(), key=lambda kv: kv[1].name) if ":" not in k]
    return out + [(RANDOM_CW, "Civil War: a random custom scenario")]


def hero_choices(db: CardDatabase) -> list[tuple[str, str]]:
    return sorted(((c, f.name) for c, f in db.facts.items() if f.type_code == "hero"), key=lambda kv: kv[1])


def build_setup(db: CardDatabase, scenario: str, modular: str, identities: list[str], *, expert: bool,
                heroic: int, seed: int) -> GameSetup:
    """The assistant's setup for these choices (a random custom scenario is drawn from ``seed``)."""
    if scenario == RANDOM_CW:
        from mcdesk.games.champions.cards.civil_war import random_custom

        key, mods = random_custom(seed)
        return assistant_setup(identities, key, mods, expert=expert, heroic=heroic)
    sc = db.scenarios[scenario]
    if scenario.startswith("cw_"):
        mods = tuple(sc.recommended_modulars)
    else:
        mods = (modular,) if modular else tuple(sc.recommended_modulars[:1])
    return assistant_setup(identities, scenario, mods, expert=expert, heroic=heroic)


class AssistantSetupDialog(QDialog):
    def __init__(self, db: CardDatabase, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle("New table assistant game")
        self.setStyleSheet("QLabel, QComboBox, QSpinBox, QCheckBox { font-size: 16px; }"
                           "QComboBox, QSpinBox { min-height: 36px; }")
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("Your decks and hands stay on the table; mcdesk runs the villain's side."))
        form = QFormLayout()
        self.scenario = QComboBox()
        for key, name in scenario_choices(db):
            self.scenario.addItem(name, key)
        i = self.scenario.findData("rhino")
        self.scenario.setCurrentIndex(max(i, 0))
        form.addRow("Scenario", self.scenario)
        self.modular = QComboBox()
        for m in CORE_MODULARS:
            if db.set_cards(m):
                self.modular.addItem(m.replace("_", " ").title(), m)
        form.addRow("Modular set (core villains)", self.modular)
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
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.count.valueChanged.connect(self._players)
        self.scenario.currentIndexChanged.connect(self._scenario)
        self._players(1)
        self._scenario()
        self.seed = random.randrange(1 << 30)

    def _players(self, n: int) -> None:
        for p, box in enumerate(self.heroes):
            box.setEnabled(p < n)

    def _scenario(self) -> None:
        key = str(self.scenario.currentData())
        core = not key.startswith("cw") and key != RANDOM_CW
        self.modular.setEnabled(core)
        if core:
            rec = self.db.scenarios[key].recommended_modulars
            i = self.modular.findData(rec[0]) if rec else -1
            if i >= 0:
                self.modular.setCurrentIndex(i)

    def setup(self) -> GameSetup:
        ids = [str(b.currentData()) for b in self.heroes[: self.count.value()]]
        return build_setup(self.db, str(self.scenario.currentData()), str(self.modular.currentData() or ""), ids,
                           expert=self.expert.isChecked(), heroic=self.heroic.value(), seed=self.seed)

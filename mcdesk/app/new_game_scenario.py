"""New Game (Marvel Champions), the scenario: a villain's scenario (the core villains and the Civil War
preconstructed ones) with its modular sets, or a Civil War scenario made by the rulebook's steps ("Creating a
Custom Scenario": a leader, 3-4 modular sets, a main scheme stage 1 and stage 2 of the leader's side), or one made
at random from a seed ("Random Scenario Creation": only the leader is shown; the sets stay unknown)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ..games.champions.cards import civil_war as cw
from ..games.champions.engine.database import CardDatabase

STANDARD, CUSTOM, RANDOM = "standard", "custom", "random"
KIND_NAMES = {STANDARD: "A villain's scenario", CUSTOM: "Civil War: build your own",
              RANDOM: "Civil War: random (kept secret)"}
SEED_MAX = 2**31 - 1


def modular_sets(db: CardDatabase) -> list[str]:
    """Encounter sets that are neither a scenario's own, standard, expert, nor a hero's (nemesis) set."""
    scenario_sets = {s for sc in db.scenarios.values() for s in sc.encounter_sets}
    # main scheme sets (Civil War's registration/resistance), leaders' sets and the competitive standard set
    scenario_sets |= {f.set_code for f in db.facts.values()
                      if f.type_code in ("villain", "main_scheme") and f.set_code} | {"standard_pvp"}
    hero_sets = {f.set_code for f in db.facts.values() if f.type_code == "hero" and f.set_code}
    sets = {f.set_code for f in db.facts.values() if f.faction_code == "encounter" and f.set_code}
    return sorted(s for s in sets if s not in scenario_sets and s not in ("standard", "expert")
                  and s not in hero_sets and not s.endswith("_nemesis") and db.set_cards(s))


SET_NAMES = {
    "cape_killer": "Cape-Killer", "cloak_and_dagger_modular": "Cloak & Dagger", "hells_kitchen": "Hell's Kitchen",
    "heroes_for_hire": "Heroes for Hire", "spider_man_modular": "Spider-Man",
}
"""Printed set names that their codes do not spell (hyphens, apostrophes, "&")."""


def set_title(code: str) -> str:
    """"legions_of_hydra" -> "Legions of Hydra", as the set is printed (the "_modular" codes tell a set from a
    hero's)."""
    if code in SET_NAMES:
        return SET_NAMES[code]
    name = code.removesuffix("_modular").replace("_", " ").title()
    return name.replace(" Of ", " of ").replace(" The ", " the ").replace(" And ", " and ")


def playable_stages(db: CardDatabase, side: str, stage: int) -> list[str]:
    """The main scheme stages (1 or 2) of ``side`` whose cards are scripted (the B side is the one in play)."""
    codes = cw.STAGE_ONE[side] if stage == 1 else cw.STAGE_TWO[side]
    return [c for c in codes if db.is_scripted(c[:-1] + "b" if c.endswith("a") else c)]


def playable_leaders(db: CardDatabase) -> list[str]:
    """Leaders whose cards are scripted and whose side has a stage 1 and a stage 2 ready."""
    return [k for k in cw.PLAYABLE_LEADERS
            if playable_stages(db, cw.LEADERS[k].side, 1) and playable_stages(db, cw.LEADERS[k].side, 2)]


class ScenarioBox(QGroupBox):
    """The scenario group of the New Game dialog. :meth:`result` gives (scenario key, modular sets, random)."""

    def __init__(self, db: CardDatabase, parent: QWidget | None = None) -> None:
        super().__init__("Scenario", parent)
        self.db = db
        form = QFormLayout(self)
        self.form = form
        self.kind = QComboBox()
        self.kind.setObjectName("scenario-kind")
        for key, name in KIND_NAMES.items():
            if key == STANDARD or playable_leaders(db):
                self.kind.addItem(name, key)
        form.addRow("Kind:", self.kind)

        self.scenario = QComboBox()
        for key, sc in sorted(db.scenarios.items(), key=lambda kv: kv[1].name):
            if not key.startswith(cw.PREFIX):
                self.scenario.addItem(sc.name, key)
        form.addRow("Villain:", self.scenario)

        self.leader = QComboBox()
        self.leader.setObjectName("leader")
        for key in playable_leaders(db):
            lead = cw.LEADERS[key]
            self.leader.addItem(f"{lead.name} ({lead.side})", key)
        self.stage_one = QComboBox()
        self.stage_two = QComboBox()
        form.addRow("Leader:", self.leader)
        form.addRow("Main scheme, stage 1:", self.stage_one)
        form.addRow("Main scheme, stage 2:", self.stage_two)

        seed_row = QHBoxLayout()
        self.random_seed = QSpinBox()
        self.random_seed.setObjectName("random-scenario-seed")
        self.random_seed.setRange(0, SEED_MAX)
        self.random_seed.setValue(random.randrange(SEED_MAX))
        reroll = QPushButton("Another")
        reroll.clicked.connect(lambda: self.random_seed.setValue(random.randrange(SEED_MAX)))
        seed_row.addWidget(self.random_seed, 1)
        seed_row.addWidget(reroll)
        self.seed_row = QWidget()
        self.seed_row.setLayout(seed_row)
        seed_row.setContentsMargins(0, 0, 0, 0)
        form.addRow("Scenario seed:", self.seed_row)
        self.summary = QLabel()
        self.summary.setObjectName("random-scenario-summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        form.addRow("", self.summary)

        self.modulars = QListWidget()
        self.modulars.setMaximumHeight(110)
        for code in modular_sets(db):
            item = QListWidgetItem(self._set_label(code))
            item.setData(Qt.ItemDataRole.UserRole, code)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.modulars.addItem(item)
        form.addRow("Modular sets:", self.modulars)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("scenario-problem")
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #ffb74d;")
        form.addRow("", self.problem_label)

        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.scenario.currentIndexChanged.connect(self.recommended_modulars)
        self.leader.currentIndexChanged.connect(self._leader_changed)
        self.random_seed.valueChanged.connect(self._show_random)
        for w in (self.stage_one, self.stage_two):
            w.currentIndexChanged.connect(self._update_problem)
        self.modulars.itemChanged.connect(lambda _i: self._update_problem())
        self._leader_changed()
        self._kind_changed()

    # -- what is shown -------------------------------------------------------------------------------
    def _set_label(self, code: str) -> str:
        for side, sets in cw.MODULAR_SETS.items():
            if code in sets:
                return f"{set_title(code)} ({side})"
        return set_title(code)

    def current_kind(self) -> str:
        return str(self.kind.currentData() or STANDARD)

    def _kind_changed(self) -> None:
        k = self.current_kind()
        for w, on in ((self.scenario, k == STANDARD), (self.leader, k == CUSTOM), (self.stage_one, k == CUSTOM),
                      (self.stage_two, k == CUSTOM), (self.seed_row, k == RANDOM), (self.summary, k == RANDOM),
                      (self.modulars, k != RANDOM)):
            w.setVisible(on)
            label = self.form.labelForField(w)
            if label is not None:
                label.setVisible(on)
        if k == STANDARD:
            self.recommended_modulars()
        elif k == CUSTOM:
            self._leader_changed()
        self._show_random()
        self._update_problem()

    def _leader_changed(self) -> None:
        key = self.leader.currentData()
        if key is None:
            return
        lead = cw.LEADERS[key]
        for box, stage in ((self.stage_one, 1), (self.stage_two, 2)):
            box.blockSignals(True)
            box.clear()
            for code in playable_stages(self.db, lead.side, stage):
                box.addItem(self.db.card(code).name + f" ({code})", code)
            pre = lead.preconstructed[stage - 1]
            box.setCurrentIndex(max(0, box.findData(pre)))
            box.blockSignals(False)
        if self.current_kind() == CUSTOM:
            ready = [m for m in lead.preconstructed[2] if m in cw.READY_MODULARS]
            if len(ready) < 3:
                ready = [m for m in cw.READY_MODULARS if m in cw.MODULAR_SETS[lead.side]][:4]
            self.check_modulars(tuple(ready))
        self._update_problem()

    def _show_random(self) -> None:
        if self.current_kind() != RANDOM:
            return
        key, modulars = self._random()
        leader = cw.LEADERS[key[len(cw.PREFIX):].split(":")[0]]
        self.summary.setText(f"{leader.name} ({leader.side}) with {len(modulars)} unknown modular sets and "
                             "two unknown main scheme stages: each is seen when its cards are revealed.")

    def _random(self) -> tuple[str, tuple[str, ...]]:
        return cw.random_custom(self.random_seed.value(), tuple(playable_leaders(self.db)))

    def check_modulars(self, codes: tuple[str, ...]) -> None:
        self.modulars.blockSignals(True)
        for n in range(self.modulars.count()):
            item = self.modulars.item(n)
            on = item.data(Qt.ItemDataRole.UserRole) in codes
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.modulars.blockSignals(False)
        self._update_problem()

    def recommended_modulars(self) -> None:
        sc = self.db.scenarios.get(self.scenario.currentData())
        if sc is not None:
            self.check_modulars(sc.recommended_modulars)

    def chosen_modulars(self) -> tuple[str, ...]:
        return tuple(
            str(self.modulars.item(n).data(Qt.ItemDataRole.UserRole)) for n in range(self.modulars.count())
            if self.modulars.item(n).checkState() == Qt.CheckState.Checked
        )

    def _update_problem(self) -> None:
        self.problem_label.setText(self.problem() or "")
        self.problem_label.setVisible(bool(self.problem_label.text()))

    # -- in and out -----------------------------------------------------------------------------------
    def load(self, scenario: str, modular_sets: tuple[str, ...], random_scenario: bool) -> None:
        """Show a setup's scenario (a random one is not shown again: a new random one is offered)."""
        if random_scenario and self.kind.findData(RANDOM) >= 0:
            self.kind.setCurrentIndex(self.kind.findData(RANDOM))
            return
        if scenario.startswith(cw.PREFIX) and self.kind.findData(CUSTOM) >= 0:
            leader, one, two = scenario[len(cw.PREFIX):].split(":")
            self.kind.setCurrentIndex(self.kind.findData(CUSTOM))
            self.leader.setCurrentIndex(max(0, self.leader.findData(leader)))
            self.stage_one.setCurrentIndex(max(0, self.stage_one.findData(one)))
            self.stage_two.setCurrentIndex(max(0, self.stage_two.findData(two)))
        else:
            self.kind.setCurrentIndex(0)
            i = self.scenario.findData(scenario)
            if i >= 0:
                self.scenario.setCurrentIndex(i)
        self.check_modulars(modular_sets)

    def problem(self) -> str | None:
        """Why the scenario chosen cannot be played (the rulebook's rule it breaks), or None."""
        if self.current_kind() != CUSTOM:
            return None
        leader, one, two = self.leader.currentData(), self.stage_one.currentData(), self.stage_two.currentData()
        if leader is None or one is None or two is None:
            return "Choose a leader and both main scheme stages."
        try:
            cw.check_custom(str(leader), str(one), str(two), self.chosen_modulars())
        except cw.CustomScenarioError as e:
            return f"{str(e)[0].upper()}{str(e)[1:]}."
        if not self.chosen_modulars():
            return "A Civil War scenario has 3 or 4 modular sets, not 0."
        return None

    def result(self) -> tuple[str, tuple[str, ...], bool]:
        """(scenario key, modular sets, made at random)."""
        k = self.current_kind()
        if k == RANDOM:
            key, modulars = self._random()
            return key, modulars, True
        if k == CUSTOM:
            return (cw.custom_key(str(self.leader.currentData()), str(self.stage_one.currentData()),
                                  str(self.stage_two.currentData())), self.chosen_modulars(), False)
        return str(self.scenario.currentData()), self.chosen_modulars(), False

"""New Game (Marvel Champions), Civil War competitive mode: 1v1 or 2v2, two teams on different sides, each with
the scenario it builds for its own leader and a hero deck and who plays each seat.

Civil War rulebook, "Setting Up a Competitive Game": each team builds its own encounter deck by the custom
scenario steps (only its side's modular sets; the standard PvP set replaces the standard set), the teams pick
different sides, and no player may use an identity that shares a title with the leader of their own side. A
team's scenario is a leader's preconstructed one, one built by the steps ("Creating a Custom Scenario", checked
with ``check_custom(..., cooperative=False)``), or one made at random ("Random Scenario Creation")."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..games.champions.cards import civil_war as cw
from ..games.champions.engine.database import CardDatabase
from ..games.champions.engine.game import PlayerSetup
from .new_game_scenario import playable_leaders, playable_stages, set_title
from .seats import AUTOPILOT, HUMAN

PRECON, CUSTOM, RANDOM = "preconstructed", "custom", "random"
KIND_NAMES = {PRECON: "The leader's preconstructed scenario", CUSTOM: "Build your own", RANDOM: "Random (kept secret)"}
SEED_MAX = 2**31 - 1


class TeamBox(QGroupBox):
    """One team: its side, the scenario it builds for its own leader, and its players (1 or 2)."""

    def __init__(self, db: CardDatabase, decks: list[Any], side: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.decks = decks
        self.setObjectName(f"team-{side}")
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.form = form
        lay.addLayout(form)
        self.side = QComboBox()
        self.side.setObjectName("side")
        for s in cw.SIDES:
            self.side.addItem(s.capitalize(), s)
        self.side.setCurrentIndex(self.side.findData(side))
        form.addRow("Side:", self.side)
        self.kind = QComboBox()
        self.kind.setObjectName("scenario-kind")
        for key, name in KIND_NAMES.items():
            self.kind.addItem(name, key)
        form.addRow("Scenario:", self.kind)
        self.leader = QComboBox()
        self.leader.setObjectName("leader")
        form.addRow("Your leader:", self.leader)
        self.stage_one = QComboBox()
        self.stage_two = QComboBox()
        form.addRow("Main scheme 1:", self.stage_one)
        form.addRow("Main scheme 2:", self.stage_two)
        self.modulars = QListWidget()
        self.modulars.setObjectName("modulars")
        self.modulars.setMaximumHeight(96)
        form.addRow("Modular sets:", self.modulars)
        seed_row = QHBoxLayout()
        self.random_seed = QSpinBox()
        self.random_seed.setRange(0, SEED_MAX)
        self.random_seed.setValue(random.randrange(SEED_MAX))
        again = QPushButton("Another")
        again.clicked.connect(lambda: self.random_seed.setValue(random.randrange(SEED_MAX)))
        seed_row.addWidget(self.random_seed, 1)
        seed_row.addWidget(again)
        seed_row.setContentsMargins(0, 0, 0, 0)
        self.seed_row = QWidget()
        self.seed_row.setLayout(seed_row)
        form.addRow("Scenario seed:", self.seed_row)

        grid = QGridLayout()
        for col, text in enumerate(("", "Hero", "Deck", "Played by")):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        self.rows: list[tuple[QLabel, QComboBox, QComboBox, QComboBox]] = []
        for i in range(2):
            label = QLabel(f"Player {i + 1}")
            ident, deck, by = QComboBox(), QComboBox(), QComboBox()
            ident.setObjectName(f"identity-{i}")
            by.addItem("Human", HUMAN)
            by.addItem("Autopilot", AUTOPILOT)
            seen: list[str] = []
            for d in decks:
                if d.identity not in seen:
                    seen.append(d.identity)
                    ident.addItem(db.card(d.identity).name, d.identity)
            ident.currentIndexChanged.connect(lambda _i, n=i: self._fill_decks(n))
            for col, w in enumerate((label, ident, deck, by)):
                grid.addWidget(w, i + 1, col)
            self.rows.append((label, ident, deck, by))
        lay.addLayout(grid)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("team-problem")
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #ffb74d;")
        lay.addWidget(self.problem_label)

        self.players = 1
        self.side.currentIndexChanged.connect(self._side_changed)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.leader.currentIndexChanged.connect(self._leader_changed)
        for w in (self.stage_one, self.stage_two):
            w.currentIndexChanged.connect(self.update_problem)
        self.modulars.itemChanged.connect(lambda _i: self.update_problem())
        self._side_changed()

    # -- what is shown -----------------------------------------------------------------------------------
    def current_side(self) -> str:
        return str(self.side.currentData() or cw.REGISTRATION)

    def current_kind(self) -> str:
        return str(self.kind.currentData() or PRECON)

    def _side_changed(self) -> None:
        side = self.current_side()
        self.setTitle(f"{side.capitalize()} team")
        self.leader.blockSignals(True)
        self.leader.clear()
        for key in playable_leaders(self.db):
            if cw.LEADERS[key].side == side:
                self.leader.addItem(cw.LEADERS[key].name, key)
        self.leader.blockSignals(False)
        self.modulars.blockSignals(True)
        self.modulars.clear()
        for code in cw.MODULAR_SETS[side]:
            if code in cw.READY_MODULARS:
                item = QListWidgetItem(set_title(code))
                item.setData(Qt.ItemDataRole.UserRole, code)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(Qt.CheckState.Unchecked)
                self.modulars.addItem(item)
        self.modulars.blockSignals(False)
        for n, (_l, ident, _d, _b) in enumerate(self.rows):  # a hero that is not the leader, different per seat
            names = [ident.itemText(i) for i in range(ident.count())]
            pick = [i for i, name in enumerate(names) if name not in {cw.LEADERS[k].name for k in cw.LEADERS}]
            start = 0 if side == cw.REGISTRATION else 2
            if pick:
                ident.setCurrentIndex(pick[(start + n) % len(pick)])
            self._fill_decks(n)
        self._leader_changed()

    def _kind_changed(self) -> None:
        k = self.current_kind()
        for w, on in ((self.stage_one, k == CUSTOM), (self.stage_two, k == CUSTOM), (self.modulars, k == CUSTOM),
                      (self.seed_row, k == RANDOM), (self.leader, k != RANDOM)):
            w.setVisible(on)
            label = self.form.labelForField(w)
            if label is not None:
                label.setVisible(on)
        self.update_problem()

    def _leader_changed(self) -> None:
        key = self.leader.currentData()
        if key is not None:
            lead = cw.LEADERS[key]
            for box, stage in ((self.stage_one, 1), (self.stage_two, 2)):
                box.blockSignals(True)
                box.clear()
                for code in playable_stages(self.db, lead.side, stage):
                    box.addItem(f"{self.db.card(code).name} ({code})", code)
                box.setCurrentIndex(max(0, box.findData(lead.preconstructed[stage - 1])))
                box.blockSignals(False)
            self.check_modulars(cw.suggested_modulars(lead))
        self._kind_changed()

    def _fill_decks(self, n: int) -> None:
        _l, ident, deck, _b = self.rows[n]
        deck.clear()
        for d in self.decks:
            if d.identity == ident.currentData():
                deck.addItem(d.name, d.key)
        self.update_problem()

    def check_modulars(self, codes: tuple[str, ...]) -> None:
        self.modulars.blockSignals(True)
        for n in range(self.modulars.count()):
            item = self.modulars.item(n)
            on = item.data(Qt.ItemDataRole.UserRole) in codes
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
        self.modulars.blockSignals(False)
        self.update_problem()

    def chosen_modulars(self) -> tuple[str, ...]:
        return tuple(
            str(self.modulars.item(n).data(Qt.ItemDataRole.UserRole)) for n in range(self.modulars.count())
            if self.modulars.item(n).checkState() == Qt.CheckState.Checked
        )

    def set_players(self, n: int) -> None:
        self.players = n
        for i, row in enumerate(self.rows):
            for w in row:
                w.setVisible(i < n)
        self.update_problem()

    def set_seat(self, n: int, seat: str) -> None:
        by = self.rows[n][3]
        by.setCurrentIndex(max(0, by.findData(seat)))

    def select_hero(self, n: int, identity: str) -> None:
        ident = self.rows[n][1]
        ident.setCurrentIndex(max(0, ident.findData(identity)))

    def update_problem(self) -> None:
        if not hasattr(self, "problem_label"):
            return
        text = self.problem() or ""
        self.problem_label.setText(text)
        self.problem_label.setVisible(bool(text))

    # -- in and out --------------------------------------------------------------------------------------
    def _random(self) -> tuple[str, tuple[str, ...]]:
        side = self.current_side()
        leaders = tuple(k for k in playable_leaders(self.db) if cw.LEADERS[k].side == side)
        return cw.random_custom(self.random_seed.value(), leaders)

    def leader_key(self) -> str | None:
        """The team's own leader (a random scenario's is drawn from the scenario seed)."""
        if self.current_kind() == RANDOM:
            key, _ = self._random()
            return key[len(cw.PREFIX):].split(":")[0]
        data = self.leader.currentData()
        return None if data is None else str(data)

    def problem(self) -> str | None:
        """Why this team cannot play as chosen (the rule it breaks), or None."""
        leader = self.leader_key()
        if leader is None:
            return f"No {self.current_side()} leader is ready to play."
        lead = cw.LEADERS[leader]
        if self.current_kind() == CUSTOM:
            one, two = self.stage_one.currentData(), self.stage_two.currentData()
            if one is None or two is None:
                return "Choose both main scheme stages."
            try:
                cw.check_custom(leader, str(one), str(two), self.chosen_modulars(), cooperative=False)
            except cw.CustomScenarioError as e:
                return f"{str(e)[0].upper()}{str(e)[1:]}."
            if not self.chosen_modulars():
                return "A Civil War scenario has 3 or 4 modular sets, not 0."
        seen: set[str] = set()
        for _l, ident, deck, _b in self.rows[:self.players]:
            code = ident.currentData()
            if code is None or deck.currentData() is None:
                return "Choose a hero deck for every player."
            title = self.db.card(str(code)).name
            if title.casefold() == lead.name.casefold():
                # Civil War rulebook, "Setting Up a Competitive Game", step 1
                return (f"{title} cannot play for the {lead.side} team: a player cannot use an identity that "
                        f"shares a title with their own side's leader ({lead.name}). Choose another hero or leader.")
            if title in seen:
                return f"{title} is on this team twice: each player of a team uses a different hero."
            seen.add(title)
        return None

    def scenario(self) -> tuple[str, tuple[str, ...], bool]:
        """(scenario key, modular sets, made at random) of the scenario this team builds for its leader."""
        k = self.current_kind()
        if k == RANDOM:
            key, modulars = self._random()
            return key, modulars, True
        leader = str(self.leader.currentData())
        if k == CUSTOM:
            return (cw.custom_key(leader, str(self.stage_one.currentData()), str(self.stage_two.currentData())),
                    self.chosen_modulars(), False)
        key = f"cw_{leader}"
        sc = self.db.scenarios.get(key)
        return key, tuple(sc.recommended_modulars) if sc is not None else cw.LEADERS[leader].preconstructed[2], False

    def player_setups(self) -> tuple[PlayerSetup, ...]:
        out = []
        for _l, _ident, deck, _b in self.rows[:self.players]:
            d = next((x for x in self.decks if x.key == deck.currentData()), None)
            if d is not None:
                out.append(PlayerSetup(d.identity, d.codes, self.db.card(d.identity).name))
        return tuple(out)

    def seats(self) -> list[str]:
        return [str(by.currentData() or HUMAN) for _l, _i, _d, by in self.rows[:self.players]]

    def team_setup(self) -> Any:
        from ..games.champions.competitive.setup import TeamSetup

        key, modulars, made_at_random = self.scenario()
        return TeamSetup(self.current_side(), self.player_setups(), key, modulars, made_at_random)

    def load(self, team: Any) -> None:
        self.side.setCurrentIndex(max(0, self.side.findData(team.side)))
        scenario = str(team.scenario)
        if team.random_scenario:
            self.kind.setCurrentIndex(self.kind.findData(RANDOM))
        elif scenario.startswith(cw.PREFIX):
            leader, one, two = scenario[len(cw.PREFIX):].split(":")
            self.kind.setCurrentIndex(self.kind.findData(CUSTOM))
            self.leader.setCurrentIndex(max(0, self.leader.findData(leader)))
            self.stage_one.setCurrentIndex(max(0, self.stage_one.findData(one)))
            self.stage_two.setCurrentIndex(max(0, self.stage_two.findData(two)))
            self.check_modulars(tuple(team.modular_sets))
        else:
            self.kind.setCurrentIndex(self.kind.findData(PRECON))
            self.leader.setCurrentIndex(max(0, self.leader.findData(scenario.removeprefix("cw_"))))
        for n, p in enumerate(team.players[:2]):
            self.select_hero(n, p.identity)


class CompetitiveBox(QWidget):
    """Both teams side by side, and 1v1 or 2v2."""

    def __init__(self, db: CardDatabase, decks: list[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(QLabel("Teams:"))
        self.team_size = QComboBox()
        self.team_size.setObjectName("team-size")
        self.team_size.addItem("1 v 1", 1)
        self.team_size.addItem("2 v 2", 2)
        top.addWidget(self.team_size)
        top.addStretch(1)
        lay.addLayout(top)
        row = QHBoxLayout()
        self.teams = (TeamBox(db, decks, cw.REGISTRATION), TeamBox(db, decks, cw.RESISTANCE))
        for t in self.teams:
            row.addWidget(t, 1)
        lay.addLayout(row)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("competitive-problem")
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #ffb74d;")
        lay.addWidget(self.problem_label)
        self.team_size.currentIndexChanged.connect(self._size_changed)
        for n, t in enumerate(self.teams):
            t.side.currentIndexChanged.connect(lambda _i, n=n: self._side_changed(n))
        self._size_changed()

    def per_team(self) -> int:
        return int(self.team_size.currentData() or 1)

    def _size_changed(self) -> None:
        for t in self.teams:
            t.set_players(self.per_team())

    def _side_changed(self, n: int) -> None:
        """The teams pick different sides: choosing one team's side gives the other team the other side."""
        mine, other = self.teams[n], self.teams[1 - n]
        if other.current_side() == mine.current_side():
            want = cw.RESISTANCE if mine.current_side() == cw.REGISTRATION else cw.REGISTRATION
            other.side.setCurrentIndex(other.side.findData(want))

    def problem(self) -> str | None:
        for t in self.teams:
            p = t.problem()
            if p is not None:
                return f"{t.current_side().capitalize()} team: {p}"
        if self.teams[0].current_side() == self.teams[1].current_side():
            return "The two teams must pick different sides."
        return None

    def show_problem(self) -> str | None:
        """The problem, shown under the teams unless the team's own box already shows it."""
        p = self.problem()
        own = any(t.problem() is not None for t in self.teams)
        self.problem_label.setText("" if p is None or own else p)
        self.problem_label.setVisible(bool(p) and not own)
        return p

    def by_side(self) -> dict[str, TeamBox]:
        return {t.current_side(): t for t in self.teams}

    def seats(self) -> list[str]:
        """Who plays each seat: the registration players', then the resistance players'."""
        teams = self.by_side()
        return teams[cw.REGISTRATION].seats() + teams[cw.RESISTANCE].seats()

    def result(self, expert: bool) -> tuple[Any, list[str]]:
        """(CompetitiveSetup, :meth:`seats`)."""
        from ..games.champions.competitive.setup import CompetitiveSetup

        teams = self.by_side()
        reg, res = teams[cw.REGISTRATION], teams[cw.RESISTANCE]
        setup = CompetitiveSetup(reg.team_setup(), res.team_setup(), expert)
        return setup, self.seats()

    def load(self, setup: Any, seats: Any = None) -> None:
        self.team_size.setCurrentIndex(max(0, self.team_size.findData(len(setup.registration.players))))
        self.teams[0].load(setup.registration)
        self.teams[1].load(setup.resistance)
        n = len(setup.registration.players)
        for i, seat in enumerate(seats or ()):
            team = self.teams[0] if i < n else self.teams[1]
            j = i if i < n else i - n
            if j < 2:
                team.set_seat(j, str(seat))

"""New Game, Marvel Champions page, mode "Competitive (Civil War)" (issue 12, Setup): 1v1 or 2v2, two teams on
different sides, each with the scenario it builds for its own leader, and the heroes refused in place when one
shares a title with the team's own leader (Civil War rulebook, "Setting Up a Competitive Game", step 1)."""

from __future__ import annotations

from typing import Any

import pytest

from mcdesk.app.new_game import COMPETITIVE, NewGameDialog
from mcdesk.app.new_game_competitive import CUSTOM, RANDOM
from mcdesk.app.seats import AUTOPILOT, HUMAN
from mcdesk.games.champions.cards import civil_war as cw
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.competitive.setup import CompetitiveSetup


@pytest.fixture(scope="module")
def db() -> Any:
    return default_database()


@pytest.fixture()
def dialog(qtbot: Any, db: Any) -> NewGameDialog:
    d = NewGameDialog(db)
    qtbot.addWidget(d)
    d.mode.setCurrentIndex(d.mode.findData(COMPETITIVE))
    return d


def test_a_1v1_setup_with_one_team_on_the_autopilot(dialog: NewGameDialog) -> None:
    box = dialog.competitive
    assert box.isVisibleTo(dialog) and not dialog.heroes_box.isVisibleTo(dialog)
    box.teams[1].set_seat(0, AUTOPILOT)
    assert box.problem() is None
    setup, seed = dialog.result_setup()
    assert isinstance(setup, CompetitiveSetup)
    assert setup.registration.side == "registration" and setup.resistance.side == "resistance"
    assert len(setup.registration.players) == len(setup.resistance.players) == 1
    assert setup.registration.scenario.startswith("cw_") and setup.registration.leader.side == "registration"
    assert dialog.result_seats() == (HUMAN, AUTOPILOT)
    assert seed == dialog.seed.value()


def test_the_teams_always_pick_different_sides(dialog: NewGameDialog) -> None:
    reg, res = dialog.competitive.teams
    reg.side.setCurrentIndex(reg.side.findData("resistance"))
    assert reg.current_side() == "resistance" and res.current_side() == "registration"
    setup, _ = dialog.result_setup()
    assert setup.registration.side == "registration" and setup.resistance.side == "resistance"
    # the leader offered is always of the team's own side
    assert all(cw.LEADERS[str(reg.leader.itemData(i))].side == "resistance" for i in range(reg.leader.count()))


def test_a_hero_sharing_a_title_with_the_teams_own_leader_is_refused_in_place(dialog: NewGameDialog,
                                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    reg = dialog.competitive.teams[0]
    reg.leader.setCurrentIndex(reg.leader.findData("iron_man"))
    reg.select_hero(0, "01029a")  # the Iron Man hero
    reason = reg.problem()
    assert reason is not None and "Iron Man" in reason and "leader" in reason
    assert reg.problem_label.isVisibleTo(dialog) and reg.problem_label.text() == reason
    accepted: list[bool] = []
    monkeypatch.setattr(dialog, "accept", lambda: accepted.append(True))
    dialog._start()
    assert accepted == []  # Start refuses
    # the same hero for the other side's team is fine, and another leader clears it
    reg.leader.setCurrentIndex(reg.leader.findData("captain_marvel"))
    assert reg.problem() is None and not reg.problem_label.isVisibleTo(dialog)
    dialog._start()
    assert accepted == [True]


def test_2v2_custom_and_random_scenarios(dialog: NewGameDialog) -> None:
    box = dialog.competitive
    box.team_size.setCurrentIndex(box.team_size.findData(2))
    reg, res = box.teams
    reg.kind.setCurrentIndex(reg.kind.findData(CUSTOM))
    reg.check_modulars(("mighty_avengers", "the_initiative"))
    assert "3 or 4 modular sets" in (reg.problem() or "")
    reg.check_modulars(("mighty_avengers", "the_initiative", "cape_killer"))
    assert reg.problem() is None
    res.kind.setCurrentIndex(res.kind.findData(RANDOM))
    res.random_seed.setValue(12)
    assert box.problem() is None
    setup, _ = dialog.result_setup()
    assert len(setup.registration.players) == len(setup.resistance.players) == 2
    assert setup.registration.scenario.startswith(cw.PREFIX)
    assert set(setup.registration.modular_sets) == {"mighty_avengers", "the_initiative", "cape_killer"}
    assert setup.resistance.random_scenario and setup.resistance.leader.side == "resistance"
    assert all(m in cw.MODULAR_SETS["resistance"] for m in setup.resistance.modular_sets)
    heroes = [p.identity for p in setup.registration.players]
    assert len(set(heroes)) == 2
    assert len(dialog.result_seats()) == 4


def test_a_competitive_setup_fills_the_dialog_again(qtbot: Any, db: Any, dialog: NewGameDialog) -> None:
    setup, _ = dialog.result_setup()
    again = NewGameDialog(db, setup, seats=(AUTOPILOT, HUMAN))
    qtbot.addWidget(again)
    assert again.current_mode() == COMPETITIVE
    assert again.result_setup()[0] == setup
    assert again.result_seats() == (AUTOPILOT, HUMAN)


def test_the_dialog_fits_a_1280x720_screen(dialog: NewGameDialog) -> None:
    box = dialog.competitive
    box.team_size.setCurrentIndex(box.team_size.findData(2))
    for t in box.teams:
        t.kind.setCurrentIndex(t.kind.findData(CUSTOM))
    dialog.show()
    dialog.adjustSize()
    hint = dialog.sizeHint()
    assert hint.width() <= 1280 and hint.height() <= 680, hint


def test_expert_names_the_leaders_in_competitive_mode(dialog: NewGameDialog) -> None:
    """A competitive game has no villain: expert mode swaps the leaders' stages (Civil War rulebook)."""
    assert "leader" in dialog.expert.text() and "villain" not in dialog.expert.text()
    dialog.mode.setCurrentIndex(dialog.mode.findData("cooperative"))
    assert "villain" in dialog.expert.text()

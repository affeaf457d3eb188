"""New Game offers Civil War scenarios beside the villains' ones: built by the rulebook's steps ("Creating a
Custom Scenario") or at random ("Random Scenario Creation", its sets kept unknown), and refuses a custom scenario
that breaks a step, saying which."""

from __future__ import annotations

from typing import Any

from mcdesk.app.new_game import NewGameDialog
from mcdesk.app.new_game_scenario import CUSTOM, RANDOM, STANDARD, playable_leaders
from mcdesk.games.champions.cards import civil_war as cw
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game


def _dialog(qtbot: Any, current: Any = None) -> NewGameDialog:
    d = NewGameDialog(default_database(), current or default_setup(), 3)
    qtbot.addWidget(d)
    return d


def _kind(d: NewGameDialog, kind: str) -> None:
    d.scenario_box.kind.setCurrentIndex(d.scenario_box.kind.findData(kind))


def test_a_custom_scenario_is_built_from_a_leader_two_stages_and_its_sides_sets(qtbot: Any) -> None:
    d = _dialog(qtbot)
    box = d.scenario_box
    _kind(d, CUSTOM)
    assert box.leader.isVisibleTo(d) and not box.scenario.isVisibleTo(d)
    box.leader.setCurrentIndex(box.leader.findData("iron_man"))
    box.stage_one.setCurrentIndex(box.stage_one.findData("56121a"))
    box.stage_two.setCurrentIndex(box.stage_two.findData("56124a"))
    assert {box.stage_one.itemData(i) for i in range(box.stage_one.count())} <= set(cw.STAGE_ONE[cw.REGISTRATION])
    box.check_modulars(("mighty_avengers", "the_initiative", "paladin"))
    assert box.problem() is None
    setup, seed = d.result_setup()
    assert setup.scenario == cw.custom_key("iron_man", "56121a", "56124a") and not setup.random_scenario
    assert setup.modular_sets == ("mighty_avengers", "paladin", "the_initiative") or \
        set(setup.modular_sets) == {"mighty_avengers", "the_initiative", "paladin"}
    g = Game(setup, seed)  # the engine starts it
    assert g.pending is not None and g.state.cards[g.main_scheme()].code == "56121b"  # type: ignore[index]

    d2 = _dialog(qtbot, setup)  # New Game again shows the same custom scenario
    assert d2.scenario_box.current_kind() == CUSTOM and d2.scenario_box.result()[0] == setup.scenario


def test_a_custom_scenario_breaking_a_step_is_refused_with_the_reason(qtbot: Any) -> None:
    """Step 3: three or four modular sets; a side's sets only (registration and resistance never mix)."""
    d = _dialog(qtbot)
    box = d.scenario_box
    _kind(d, CUSTOM)
    box.leader.setCurrentIndex(box.leader.findData("iron_man"))
    box.check_modulars(("mighty_avengers", "the_initiative"))
    assert "3 or 4 modular sets" in (box.problem() or "")
    assert box.problem_label.isVisibleTo(d)
    d._start()
    assert not d.result()  # still open: nothing started
    resistance = [m for m in cw.MODULAR_SETS[cw.RESISTANCE] if m in {box.modulars.item(i).data(256)
                                                                   for i in range(box.modulars.count())}]
    if resistance:
        box.check_modulars(("mighty_avengers", "the_initiative", resistance[0]))
        assert "cannot be mixed" in (box.problem() or "")
    box.check_modulars(("mighty_avengers", "the_initiative", "paladin", "bomb_scare"))  # other products: allowed
    assert box.problem() is None


def test_a_random_scenario_shows_the_leader_only_and_is_the_seeds(qtbot: Any) -> None:
    d = _dialog(qtbot)
    box = d.scenario_box
    _kind(d, RANDOM)
    assert not box.modulars.isVisibleTo(d) and box.summary.isVisibleTo(d)
    box.random_seed.setValue(42)
    key, modulars = cw.random_custom(42, tuple(playable_leaders(default_database())))
    leader = cw.LEADERS[key.split(":")[1]]
    text = box.summary.text()
    assert leader.name in text and f"{len(modulars)} unknown modular sets" in text
    assert not any(m.replace("_", " ") in text.lower() for m in modulars)
    setup, _ = d.result_setup()
    assert setup.random_scenario and setup.scenario == key and setup.modular_sets == modulars
    d2 = _dialog(qtbot, setup)  # reopening offers a random scenario again, never names the last one's sets
    assert d2.scenario_box.current_kind() == RANDOM


def test_the_villains_scenarios_stay_the_default(qtbot: Any) -> None:
    d = _dialog(qtbot)
    assert d.scenario_box.current_kind() == STANDARD
    kinds = [d.scenario_box.kind.itemData(i) for i in range(d.scenario_box.kind.count())]
    assert kinds == [STANDARD, CUSTOM, RANDOM]
    names = [d.scenario.itemText(i) for i in range(d.scenario.count())]
    assert "Iron Man (Civil War)" in names and not any("custom" in n for n in names)


def test_set_titles_read_as_printed() -> None:
    from mcdesk.app.new_game_scenario import set_title

    assert set_title("cloak_and_dagger_modular") == "Cloak & Dagger"
    assert set_title("spider_man_modular") == "Spider-Man"
    assert set_title("legions_of_hydra") == "Legions of Hydra"


def test_every_modular_set_is_named_as_in_the_card_data() -> None:
    """The names New Game shows are the sets' names in MarvelCDB's sets.json (when ../shared is here)."""
    import json
    from pathlib import Path

    import pytest

    from mcdesk.app.new_game_scenario import modular_sets, set_title
    from mcdesk.games.champions.engine.database import default_database

    path = Path(__file__).resolve().parents[2].parent / "shared" / "marvelcdb" / "sets.json"
    if not path.is_file():
        pytest.skip("../shared/marvelcdb is not here")
    names = {s["code"]: s["name"] for s in json.loads(path.read_text())}
    wrong = {c: set_title(c) for c in modular_sets(default_database()) if c in names and set_title(c) != names[c]}
    assert not wrong

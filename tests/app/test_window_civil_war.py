"""Civil War in the window (issue 11, "Done when"): each leader's preconstructed scenario and a random scenario,
started from New Game with the seat on the autopilot, play to the end; a random scenario's modular sets are never
named on the table or in the title."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from mcdesk.app.game_choice import GameChoiceDialog
from mcdesk.app.game_kinds import CHAMPIONS
from mcdesk.app.new_game import NewGameDialog
from mcdesk.app.new_game_scenario import RANDOM
from mcdesk.app.seats import AUTOPILOT

from .conftest import wait_ready


def play_to_the_end(qtbot: Any, window: Any) -> None:
    qtbot.waitUntil(lambda: window.view is not None and window.view.result is not None, timeout=120000)
    view = wait_ready(qtbot, window)
    assert window.prompt.who_label.text() == "GAME OVER"
    assert view.outcome is not None and view.outcome.headline in window.prompt.prompt_label.text()
    text = window.game_over_dialog.text.text()
    assert view.title in text and " round" in text


def _start(window: Any, monkeypatch: pytest.MonkeyPatch, fill: Any) -> None:
    def choose(self: GameChoiceDialog) -> int:
        self.buttons[CHAMPIONS].click()
        return int(self.result())

    def page(self: NewGameDialog) -> int:
        fill(self)
        self.rows[0].set_seat(AUTOPILOT)
        self.seed.setValue(5)
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(GameChoiceDialog, "exec", choose)
    monkeypatch.setattr(NewGameDialog, "exec", page)
    window.new_action.trigger()


@pytest.mark.parametrize("scenario", ["cw_iron_man", "cw_captain_marvel", "cw_captain_america", "cw_spider_woman"])
def test_each_leaders_preconstructed_scenario_plays_to_the_end(qtbot: Any, make_window: Any,
                                                               monkeypatch: pytest.MonkeyPatch, scenario: str) -> None:
    window = make_window(1, autopilot_delay_ms=0)

    def fill(d: NewGameDialog) -> None:
        d.scenario.setCurrentIndex(d.scenario.findData(scenario))

    _start(window, monkeypatch, fill)
    wait_ready(qtbot, window, lambda v: v.setup.scenario == scenario)
    assert set(window.view.setup.modular_sets) == set(window.db.scenarios[scenario].recommended_modulars)
    play_to_the_end(qtbot, window)


def test_a_random_scenario_plays_to_the_end_and_never_names_its_sets(qtbot: Any, make_window: Any,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(1, autopilot_delay_ms=0)

    def fill(d: NewGameDialog) -> None:
        d.scenario_box.kind.setCurrentIndex(d.scenario_box.kind.findData(RANDOM))
        d.scenario_box.random_seed.setValue(11)

    _start(window, monkeypatch, fill)
    view = wait_ready(qtbot, window, lambda v: v.setup.random_scenario)
    sets = view.setup.modular_sets
    assert 3 <= len(sets) <= 4

    def named() -> bool:
        text = window.view.title + " " + window.windowTitle()
        return any(m in text or m.replace("_", " ").title() in text for m in sets)

    assert not named()
    play_to_the_end(qtbot, window)
    assert not named()

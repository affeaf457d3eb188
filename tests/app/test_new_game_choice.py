"""New Game asks which game first; the Vs. System and Legendary pages build setups their engines accept."""

from __future__ import annotations

from typing import Any

import pytest

from mcdesk.app.game_choice import GameChoiceDialog, setup_dialog
from mcdesk.app.game_kinds import CHAMPIONS, KINDS, LEGENDARY, VS, kind_of
from mcdesk.app.new_game import NewGameDialog
from mcdesk.app.new_game_legendary import LegendaryNewGameDialog
from mcdesk.app.new_game_vs import LAYOUTS, VsNewGameDialog
from mcdesk.app.seats import AUTOPILOT, HUMAN
from mcdesk.games.champions.cards.database import default_database


def test_the_first_step_offers_the_three_games_and_remembers_the_pick(qtbot: Any) -> None:
    dialog = GameChoiceDialog(VS)
    qtbot.addWidget(dialog)
    assert list(dialog.buttons) == [CHAMPIONS, VS, LEGENDARY]
    assert [b.text() for b in dialog.buttons.values()] == ["Marvel Champions", "Vs. System 2PCG", "Legendary"]
    assert dialog.buttons[VS].isDefault()
    dialog.buttons[LEGENDARY].click()
    assert dialog.chosen == LEGENDARY and dialog.result() == GameChoiceDialog.DialogCode.Accepted


def test_each_game_gets_its_own_setup_page(qtbot: Any) -> None:
    db = default_database()
    pages = {key: setup_dialog(key, db, None, None, None) for key in KINDS}
    for page in pages.values():
        qtbot.addWidget(page)
    assert isinstance(pages[CHAMPIONS], NewGameDialog)
    assert isinstance(pages[VS], VsNewGameDialog)
    assert isinstance(pages[LEGENDARY], LegendaryNewGameDialog)


@pytest.mark.parametrize(("mode", "players"), [(m, n) for m, n, _ in LAYOUTS])
def test_every_vs_player_layout_gives_a_game_the_engine_starts(qtbot: Any, mode: str, players: int) -> None:
    """Rulebook, Multiplayer: 1v1, free-for-all for 3 or 4, 2 vs. 2 and 2-headed teammates."""
    dialog = VsNewGameDialog(None, 5)
    qtbot.addWidget(dialog)
    dialog.set_layout(mode, players)
    dialog.rows[0].set_seat(HUMAN)
    for row in dialog.rows[1:]:
        row.set_seat(AUTOPILOT)
    setup, seed = dialog.result_setup()
    assert (setup.mode, len(setup.players), seed) == (mode, players, 5)
    assert dialog.result_seats() == (HUMAN,) + (AUTOPILOT,) * (players - 1)
    game = KINDS[VS].new(setup, seed)
    assert game.pending is not None and kind_of(setup).key == VS
    # each seat brings one of the rulebook's recommended first decks: 60 cards and a main character
    assert all(len(p.deck) == 60 for p in setup.players)


def test_the_vs_page_reopens_with_the_game_on_the_table(qtbot: Any) -> None:
    first = VsNewGameDialog(None, 1)
    qtbot.addWidget(first)
    first.set_layout("2hg", 4)
    first.rows[2].deck.setCurrentIndex(first.rows[2].deck.findData("guardians"))
    setup, _ = first.result_setup()
    again = VsNewGameDialog(setup, 2)
    qtbot.addWidget(again)
    assert again.result_setup()[0] == setup


@pytest.mark.parametrize("players", [1, 3, 5])
def test_the_legendary_page_builds_a_setup_by_the_rulebook_table(qtbot: Any, players: int) -> None:
    dialog = LegendaryNewGameDialog(None, 9)
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(players)
    dialog.mastermind.setCurrentIndex(dialog.mastermind.findData("magneto"))
    dialog.scheme.setCurrentIndex(dialog.scheme.findData("the_legacy_virus"))
    dialog.rows[0].name.setText("Ada")
    setup, seed = dialog.result_setup()
    assert (setup.players, setup.mastermind, setup.scheme) == (players, "magneto", "the_legacy_virus")
    assert setup.names[0] == "Ada" and len(setup.names) == players
    assert len(dialog.result_seats()) == players
    assert KINDS[LEGENDARY].new(setup, seed).pending is not None


def test_the_legendary_page_refuses_a_scheme_solo_play_forbids(qtbot: Any) -> None:
    """Rulebook, Solo Play: Super Hero Civil War and Negative Zone Prison Breakout are not for one player."""
    dialog = LegendaryNewGameDialog(None, 1)
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(1)
    dialog.scheme.setCurrentIndex(dialog.scheme.findData("super_hero_civil_war"))
    assert not dialog.ok.isEnabled() and "Solo play cannot use" in dialog.note.text()
    dialog.player_count.setValue(2)
    assert dialog.ok.isEnabled()

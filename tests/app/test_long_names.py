"""Long names never make the window wider than its set size (issue 22 item 3: 10,000 characters once gave a
142,293-pixel window and two names of a million characters took 24 GB): every setup bounds its names as they
enter (``mcdesk.core.names``), New Game's name fields take no more, and the labels that show names or game
text are elided or wrap where drawn instead of asking for their whole width."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from mcdesk.app.main_window import MainWindow
from mcdesk.core.names import MAX_NAME, bounded_name

from .conftest import wait_ready

WIDTH = 1400  # the size make_window sets


def _champions(name: str) -> Any:
    from mcdesk.games.champions.cards.decks import default_setup

    s = default_setup()
    return replace(s, players=tuple(replace(p, name=name) for p in s.players))


def _competitive(name: str) -> Any:
    from mcdesk.games.champions.cards.civil_war import LEADERS
    from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
    from mcdesk.games.champions.competitive.setup import CompetitiveSetup, TeamSetup
    from mcdesk.games.champions.engine.game import PlayerSetup

    def team(side: str, leader: str, deck: str) -> TeamSetup:
        d = BUILTIN_DECKS[deck]
        return TeamSetup(side, (PlayerSetup(d.identity, d.codes(), name),), f"cw_{leader}",
                         LEADERS[leader].preconstructed[2])

    return CompetitiveSetup(team("registration", "iron_man", "spider-man-justice"),
                            team("resistance", "captain_america", "captain-marvel-leadership"))


def _vs(name: str) -> Any:
    from mcdesk.games.vs.cards.decks import first_deck
    from mcdesk.games.vs.engine.game import GameSetup, PlayerSetup

    return GameSetup(tuple(PlayerSetup(first_deck(t).main, first_deck(t).cards, name)
                           for t in ("avengers", "villains")), "1v1", 0)


def _legendary(name: str) -> Any:
    from mcdesk.games.legendary.engine.setup_rules import first_game

    return replace(first_game(2), names=(name, name))


GAMES: dict[str, Callable[[str], Any]] = {"champions": _champions, "competitive": _competitive, "vs": _vs,
                                          "legendary": _legendary}


def _names(setup: Any) -> list[str]:
    if hasattr(setup, "names"):
        return list(setup.names)
    teams = setup.teams if hasattr(setup, "teams") else (setup,)
    return [p.name for t in teams for p in t.players]


@pytest.mark.parametrize("length", [10_000, 1_000_000])
@pytest.mark.parametrize("game", list(GAMES))
def test_a_game_with_a_huge_name_opens_no_wider_than_the_window(game: str, length: int,
                                                                make_window: Callable[..., MainWindow]) -> None:
    setup = GAMES[game]("N" * length)
    names = _names(setup)
    assert names and all(len(n) == MAX_NAME and n.endswith("…") for n in names)  # bounded as it entered
    window = make_window(setup=setup)
    assert window.view is not None
    assert window.width() == WIDTH
    assert window.minimumSizeHint().width() < WIDTH
    shown = [p.name for p in window.view.table.players]
    assert shown and all(len(n) <= MAX_NAME for n in shown)
    assert "N" * (MAX_NAME - 1) + "…" in shown + [window.prompt.who_label.text(), window.round_label.text()]


def test_long_text_in_the_panel_and_the_status_bar_never_widens_the_window(
        qtbot: Any, make_window: Callable[..., MainWindow]) -> None:
    """Elided or wrapped where drawn: even text no setup bounds (a prompt, an option's label) keeps the
    window at its size."""
    window = make_window(setup=_legendary("Ann"))
    long = "W" * 5_000
    window.prompt.who_label.setText(f"PLAYER 1 · {long}")
    window.prompt.prompt_label.setText(long)
    window.prompt.primary_button.setText(f"Show {long}'s hand")
    window.round_label.setText(f"Turn 1 · {long}")
    window.pilot_status.setText(f"Autopilot: {long}")
    qtbot.wait(50)
    assert window.minimumSizeHint().width() < WIDTH and window.width() == WIDTH
    assert window.round_label.text() == f"Turn 1 · {long}"  # the whole text is kept, only its drawing is elided
    assert window.prompt.primary_button.sizeHint().width() <= 280
    wait_ready(qtbot, window)


@pytest.mark.parametrize(("text", "name"), [
    ("Ann", "Ann"),
    ("  Ann   Lee  ", "Ann Lee"),
    ("Ann\nLee\t\x00", "Ann Lee"),
    ("N" * MAX_NAME, "N" * MAX_NAME),
    ("N" * (MAX_NAME + 1), "N" * (MAX_NAME - 1) + "…"),
    ("N" * 10_000_000, "N" * (MAX_NAME - 1) + "…"),
])
def test_bounded_name(text: str, name: str) -> None:
    assert bounded_name(text) == name
    assert bounded_name(name) == name  # a bounded name stays as it is (saves replay to the same state)


def test_new_game_name_fields_take_at_most_the_bound(qtbot: Any) -> None:
    from mcdesk.app.new_game import NewGameDialog
    from mcdesk.app.new_game_legendary import LegendaryNewGameDialog
    from mcdesk.app.new_game_vs import VsNewGameDialog
    from mcdesk.games.champions.cards.database import default_database

    dialogs = [NewGameDialog(default_database()), VsNewGameDialog(None, 1), LegendaryNewGameDialog(None, 1)]
    for d in dialogs:
        qtbot.addWidget(d)
        fields = [row.name for row in d.rows]
        assert fields and all(f.maxLength() == MAX_NAME for f in fields), type(d).__name__

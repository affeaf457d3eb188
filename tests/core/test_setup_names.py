"""Names read back from a file are bounded as they enter, as those typed in New Game are (issue 22 item 3): each
game's setup codec keeps a player's name to MAX_NAME characters, or refuses a name too long to be one."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mcdesk.core.errors import CorruptLog
from mcdesk.core.names import MAX_NAME

BOUNDED = "N" * (MAX_NAME - 1) + "…"


def test_marvel_champions_and_competitive_setups_read_back_bounded_names() -> None:
    from mcdesk.games.champions.cards.decks import default_setup
    from mcdesk.games.champions.engine.game import GameSetup

    data = default_setup().to_dict()
    data["players"][0]["name"] = "N" * 150
    assert GameSetup.from_dict(data).players[0].name == BOUNDED
    data["players"][0]["name"] = "N" * 1_000_000
    with pytest.raises(CorruptLog, match="player 1's name"):
        GameSetup.from_dict(data)


def test_vs_setup_reads_back_bounded_names() -> None:
    from mcdesk.games.vs.cards.decks import first_deck
    from mcdesk.games.vs.engine.game import GameSetup, PlayerSetup

    setup = GameSetup(tuple(PlayerSetup(first_deck(t).main, first_deck(t).cards) for t in ("avengers", "xmen")))
    data = setup.to_dict()
    data["players"][1]["name"] = "N" * 1_000_000
    assert GameSetup.from_dict(data).players[1].name == BOUNDED


def test_legendary_setup_reads_back_bounded_names() -> None:
    from mcdesk.games.legendary.engine.setup_rules import LegendarySetup, first_game

    data = replace(first_game(2), names=("Ann", "Bob")).to_dict()
    data["names"] = ["Ann", "N" * 1_000_000]
    assert LegendarySetup.from_dict(data).names == ("Ann", BOUNDED)


def test_a_vs_deck_name_is_bounded() -> None:
    from mcdesk.games.vs.cards.decks import MAX_DECK_NAME, parse_json

    deck = parse_json('{"name": "' + "D" * 10_000 + '", "main": "Captain America", "cards": {}}')
    assert len(deck.name) == MAX_DECK_NAME and deck.name.endswith("…")

"""Hero identities are unique (Rules Reference, "Unique Icon"): "The players as a group are permitted to have only
one copy of each unique card (by title) in play", and "If two identities share the same title, but each has a
different alter-ego, they may coexist in play". A table with the same hero twice is refused at setup."""

from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from mcdesk.core.errors import InvalidSetup
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.engine.database import default_database
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup

CAPTAIN_MARVEL = "01010a"


def _seat(key: str, identity: str | None = None) -> PlayerSetup:
    d = BUILTIN_DECKS[key]
    return PlayerSetup(identity or d.identity, d.codes(), d.name)


def test_two_captain_marvel_seats_with_the_same_deck_are_refused() -> None:
    cm = _seat("captain-marvel-leadership")
    with pytest.raises(InvalidSetup, match=r"players 1 and 2 both play Captain Marvel \(Carol Danvers\): a hero is "
                                           r"unique.*Rules Reference, \"Unique Icon\""):
        Game(GameSetup(players=(cm, cm)), 1)


def test_the_same_hero_with_another_deck_is_refused_too() -> None:
    other = _seat("spider-man-justice", identity=CAPTAIN_MARVEL)
    seats = (_seat("captain-marvel-leadership"), _seat("she-hulk-aggression"), other)
    with pytest.raises(InvalidSetup, match="players 1 and 3 both play Captain Marvel"):
        Game(GameSetup(players=seats), 1)


def test_different_heroes_play_together() -> None:
    g = Game(GameSetup(players=(_seat("captain-marvel-leadership"), _seat("spider-man-justice"))), 1)
    assert g.pending is not None


def test_heroes_sharing_a_title_with_different_alter_egos_may_coexist() -> None:
    """A second "Captain Marvel" whose alter-ego is someone else (as for two people bearing one title)."""
    db = copy.copy(default_database())
    db.facts = dict(db.facts)
    hero, alter = db.card(CAPTAIN_MARVEL), db.card("01010b")
    db.facts["99010a"] = replace(hero, code="99010a", back_link="99010b")
    db.facts["99010b"] = replace(alter, code="99010b", name="Monica Rambeau", front_link="99010a")
    cm = _seat("captain-marvel-leadership")
    other = replace(cm, identity="99010a")
    g = Game(GameSetup(players=(cm, other)), 1, db)
    assert g.pending is not None
    with pytest.raises(InvalidSetup, match="players 2 and 3 both play Captain Marvel \\(Monica Rambeau\\)"):
        Game(GameSetup(players=(cm, other, other)), 1, db)


def test_simulate_refuses_the_same_hero_twice_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from mcdesk.cli import main

    assert main(["simulate", "--games", "1", "--hero", "spider-man-justice", "--hero", "spider-man-justice"]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ['mcdesk simulate: players 1 and 2 both play Spider-Man (Peter Parker): a hero is unique, and the '
                   'players as a group may have only one copy of a unique card in play (Rules Reference, "Unique '
                   'Icon")']

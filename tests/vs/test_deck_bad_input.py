"""A hostile Vs. System deck file gets one line and never a huge allocation (issue 16's limits for decks)."""

from __future__ import annotations

import pytest

from mcdesk.games.vs.cards.decks import DeckError, parse_json, parse_text


@pytest.mark.parametrize(("text", "message"), [
    ('{"main": "Captain America", "cards": {"x": 1000000000}}', "copies; a deck has 60 cards"),
    ('{"main": "Captain America", "cards": {"x": 1e400}}', "not a deck JSON object"),
    ("[" * 5000 + "]" * 5000, "not a deck JSON object"),
    ('{"main": "Captain America", "cards": {"x": "lots"}}', "must be a whole number"),
    ("null", "not a deck JSON object"),
])
def test_bad_json_decks(text: str, message: str) -> None:
    with pytest.raises(DeckError, match=message) as e:
        parse_json(text)
    assert "\n" not in str(e.value)


def test_a_huge_count_in_a_text_deck_is_refused_before_anything_is_built() -> None:
    with pytest.raises(DeckError, match="line 2: 1000000000 copies"):
        parse_text("Main: Captain America\n1000000000 Thor\n")


def test_a_count_in_other_digits_is_a_deck_error_naming_the_line() -> None:
    # "²".isdigit() is true but int("²") raises ValueError
    for count in ("²", "٣", "３"):
        with pytest.raises(DeckError, match="line 2: expected '<count> <card>'"):
            parse_text(f"Main: Captain America\n{count} Thor\n")
    with pytest.raises(DeckError, match="must be a whole number"):
        parse_json('{"main": "Captain America", "cards": {"x": "²"}}')


def test_an_oversized_deck_text_is_refused_before_it_is_read() -> None:
    text = "Main: Captain America\n" + "1 Thor\n" * 200_000
    for parse in (parse_text, parse_json):
        with pytest.raises(DeckError, match=r"too long to be a deck list \(1,400,022 characters; at most 64,000\)"):
            parse(text)


def test_reading_a_long_deck_list_looks_each_name_up_once() -> None:
    """Parsing is linear: a line costs one name look-up, not one per card in the set."""
    from mcdesk.games.vs.cards import decks, facts

    calls = 0
    real = facts.name_key

    def counting(name: str) -> str:
        nonlocal calls
        calls += 1
        return real(name)

    decks._by_name.cache_clear()
    decks.name_key = counting  # type: ignore[assignment]
    try:
        deck = parse_text("Main: Captain America\n" + "1 Thor\n" * 5_000)
    finally:
        decks.name_key = real  # type: ignore[assignment]
    assert len(deck.cards) == 5_000
    assert calls < 5_000 + 2 * len(facts.all_facts()) + 10


@pytest.mark.parametrize(("main", "cards", "message"), [
    (["mnb-001"], [], "the main character must be a card code, not a list"),
    ({"code": "x"}, [], "the main character must be a card code, not an object"),
    ("mnb-001", [["mnb-010"]], "the deck's cards must be card codes, not a list"),
    ("mnb-001", [{"mnb-010": 1}], "the deck's cards must be card codes, not an object"),
    ("mnb-001", {"mnb-010": 1}, "the deck's cards must be a list of card codes, not an object"),
    ("mnb-001", [None], "the deck's cards must be card codes, not null"),
])
def test_nested_entries_where_codes_belong_are_refused_in_one_line(main: object, cards: object, message: str) -> None:
    from mcdesk.games.vs.cards.decks import validate_deck

    assert validate_deck(main, cards) == [message]  # type: ignore[arg-type]


def test_a_setup_with_nested_deck_entries_is_refused_naming_the_player() -> None:
    """The unhashable-type crash came from a saved setup whose deck held lists; the game refuses it in one line."""
    from mcdesk.core.errors import InvalidSetup
    from mcdesk.games.vs.cards.decks import first_deck
    from mcdesk.games.vs.engine.game import Game, GameSetup, PlayerSetup

    good = first_deck("avengers")
    nested = PlayerSetup(good.main, (*good.cards[:59], ["mnb-010"]))  # type: ignore[arg-type]
    with pytest.raises(InvalidSetup, match="^player 2's deck: the deck's cards must be card codes, not a list$"):
        Game(GameSetup((PlayerSetup(good.main, good.cards), nested), "1v1", 0), 1)
    with pytest.raises(InvalidSetup, match="^player 1's deck: the main character must be a card code, not a list$"):
        Game(GameSetup((PlayerSetup([good.main], good.cards), nested), "1v1", 0), 1)  # type: ignore[arg-type]

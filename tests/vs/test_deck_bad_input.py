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

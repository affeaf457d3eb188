"""Both game areas have a "player 1" inside the engine; the table numbers seats across the table, the registration
team's first (Civil War rulebook, "Setting Up a Competitive Game": two teams at one table). Every log line and
every prompt names a player by the table's number, so "Player 3" in the log is the P3 on the table."""

from __future__ import annotations

import re

import pytest

from mcdesk.games.champions.ai.competitive import suggest
from mcdesk.games.champions.competitive.game import CompetitiveGame

from .conftest import competitive_setup

NUMBER = re.compile(r"\b[Pp]layer (\d+)\b")


@pytest.mark.parametrize("players", [1, 2])
def test_log_lines_and_prompts_name_players_by_their_seat(players: int) -> None:
    g = CompetitiveGame(competitive_setup(players), 5)
    seats = {"[Registration]": set(range(1, players + 1)),
             "[Resistance]": set(range(players + 1, 2 * players + 1))}
    prompts: dict[int, set[int]] = {}
    while g.pending is not None and len(g.answers) < 3000:
        d = g.pending
        for text in (d.prompt, *(o.label for o in d.options)):
            prompts.setdefault(d.player, set()).update(int(n) for n in NUMBER.findall(text))
        g.answer(suggest(g)[0])
    named = {side: set() for side in seats}  # type: dict[str, set[int]]
    for line in g.log_lines:
        for side in seats:
            if line.startswith(side):
                named[side].update(int(n) for n in NUMBER.findall(line))
    for side, want in seats.items():
        assert named[side], f"no {side} line names a player"
        assert named[side] <= want, (side, named[side])
    resistance_seats = range(players, 2 * players)
    asked = set().union(*(prompts.get(s, set()) for s in resistance_seats))
    assert asked and asked <= seats["[Resistance]"] | seats["[Registration]"]
    assert asked & seats["[Resistance]"], "a resistance prompt should name a resistance player"


def test_the_registration_area_and_cooperative_games_are_unchanged() -> None:
    g = CompetitiveGame(competitive_setup(1), 5)
    reg, res = g.areas
    assert reg.table_words("Player 1 draws.") == "Player 1 draws."
    assert res.table_words("Player 1 draws 1 per player.") == "Player 2 draws 1 per player."
    assert res.table_words("Player 7 is no player here.") == "Player 7 is no player here."

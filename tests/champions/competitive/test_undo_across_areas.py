"""Undo, redo, replay and saves stay exact after a card has crossed to the other game area (a drafted minion, an
attachment on your leader, a switched ally) or a leader has attacked the other team's leader: the parts of the
state that only competitive play has (visiting cards, each area's outcome, the phase threading) are restored
with the rest (issue: undo from k+1 equals a replay to k; a save opens to the same hash)."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.ai.competitive import suggest
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.engine.rivalry import LEADER_ATTACKED

from .conftest import competitive_setup


def _visitors(g: CompetitiveGame) -> int:
    return sum(1 for a in g.areas for f in a.state.flags if str(f).startswith("visitor:"))


def _autopilot_game(players: int, seed: int) -> tuple[CompetitiveGame, list[str], list[int]]:
    """The game played by the competitive autopilot; (game, answers, the answer counts right after a crossing)."""
    g = CompetitiveGame(competitive_setup(players), seed)
    answers: list[str] = []
    crossed: list[int] = []
    seen = 0
    while g.pending is not None and len(answers) < 4000:
        key, _ = suggest(g)
        events = g.answer(key)
        answers.append(key)
        n = _visitors(g)
        if n != seen or any(e.kind == LEADER_ATTACKED for e in events):
            crossed.append(len(answers))
        seen = n
    return g, answers, crossed


@pytest.mark.parametrize(("players", "seed"), [(1, 1), (2, 4)])
def test_undo_redo_and_save_after_cards_cross(players: int, seed: int) -> None:
    g, answers, crossed = _autopilot_game(players, seed)
    assert g.state.result is not None
    assert crossed, "the game should move a card to the other area"
    setup = g.setup
    points = sorted({k for c in crossed[:6] for k in (c, c + 1)} | {len(answers) - 1})
    for k in points:
        if not 1 <= k < len(answers):
            continue
        at = CompetitiveGame.replay(setup, seed, answers[:k])
        before = CompetitiveGame.replay(setup, seed, answers[:k - 1]).state_hash()
        assert at.undo(), k
        assert at.state_hash() == before, f"undo after answer {k} differs from the replay to {k - 1}"
        assert at.redo(), k
        assert at.state_hash() == CompetitiveGame.replay(setup, seed, answers[:k]).state_hash()
        loaded = CompetitiveGame.from_save(at.to_save())
        assert loaded.state_hash() == at.state_hash(), k
        assert _visitors(loaded) == _visitors(at)
    final = CompetitiveGame.from_save(g.to_save())
    assert final.state.result == g.state.result and final.state_hash() == g.state_hash()

"""Whole Legendary games played by the computer: no exceptions, every card in exactly one zone after every
decision, every game replays to its hash, undo equals a replay, and the autopilot beats random play."""

from __future__ import annotations

import random

import pytest

from mcdesk.games.legendary.ai.autopilot import Autopilot, RandomPlayer
from mcdesk.games.legendary.ai.simulate import play, play_random_setup
from mcdesk.games.legendary.engine.game import LegendaryGame
from mcdesk.games.legendary.engine.setup_rules import random_setup


def _invariants(g: LegendaryGame) -> None:
    st = g.state
    seen: set[int] = set()
    for zone, ids in st.zones.items():
        for cid in ids:
            assert cid not in seen, f"card {cid} in two zones"
            assert st.cards[cid].zone == zone
            seen.add(cid)
    assert seen == set(st.cards)
    for s in range(5):
        assert len(st.zones.get(f"city:{s}", ())) <= 1 and len(st.zones.get(f"hq:{s}", ())) <= 1
    assert st.turn.attack >= 0 and st.turn.recruit >= 0
    if g.pending is not None:  # every option says what it does (typed action) and every question what it is for
        assert all(o.action is not None for o in g.pending.options)
        assert getattr(g.pending.extra, "purpose", None)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_random_games_keep_the_invariants_and_replay(players: int) -> None:
    for seed in range(3):
        setup = random_setup(players, seed * 31 + players)
        g = LegendaryGame(setup, seed)
        chooser = RandomPlayer(seed) if seed % 2 else Autopilot(seed)
        n = 0
        while g.pending is not None and n < 3000:
            g.answer(chooser.choose(g))
            _invariants(g)
            n += 1
        assert g.over, "a game should end (win, loss or draw) well within 3000 decisions"
        again = LegendaryGame.replay(setup, seed, g.answers)
        assert again.state_hash() == g.state_hash()


def test_undo_equals_a_replay_and_redo_returns() -> None:
    setup = random_setup(2, 9)
    g = LegendaryGame(setup, 4)
    r = random.Random(4)
    for _ in range(60):
        if g.pending is None:
            break
        g.answer(Autopilot(1).choose(g))
    answers = list(g.answers)
    for k in sorted(r.sample(range(1, len(answers)), 5), reverse=True):
        while len(g.answers) > k:
            g.undo()
        assert g.state_hash() == LegendaryGame.replay(setup, 4, answers[:k]).state_hash()
    while g.redo():
        pass
    assert g.state_hash() == LegendaryGame.replay(setup, 4, answers).state_hash()


def test_save_round_trip() -> None:
    o = play(random_setup(3, 5), 5, "autopilot", max_decisions=80)
    g = LegendaryGame.replay(o.setup, 5, o.answers)
    data = g.to_save()
    assert data["game"] == "legendary"
    back = LegendaryGame.from_save(data)
    assert back.state_hash() == g.state_hash() and back.answers == g.answers


def test_autopilot_beats_random_play() -> None:
    """Benchmarked on more games in benchmarks/bench_legendary.py; here a small sample, solo and 2 players."""
    wins = {"autopilot": 0, "random": 0}
    for policy in wins:
        for seed in range(8):
            wins[policy] += play_random_setup(seed, 1 + seed % 2, policy).result == "win"
    assert wins["autopilot"] >= 4 and wins["random"] <= 1

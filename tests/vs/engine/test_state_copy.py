"""Checkpoints copy the Vs. System state by hand (GameState.copy) instead of with copy.deepcopy: the copy must be
the same state, and nothing done to either afterwards may show in the other."""

from __future__ import annotations

import copy

from mcdesk.games.vs.ai.simulate import random_chooser, random_setup
from mcdesk.games.vs.engine.game import Game
from mcdesk.games.vs.engine.state import Combat, Effect


def _mid_game(mode: str, seed: int, decisions: int = 120) -> Game:
    g = Game(random_setup(seed, mode), seed)
    choose = random_chooser(seed)
    while g.pending is not None and len(g.answers) < decisions:
        g.answer(choose(g))
    return g


def test_a_copy_is_the_same_state_as_a_deep_copy() -> None:
    for mode in ("1v1", "2v2"):
        for seed in range(4):
            st = _mid_game(mode, seed).state
            assert st.copy().canonical() == copy.deepcopy(st).canonical() == st.canonical()


def test_changes_to_the_copy_do_not_reach_the_original() -> None:
    st = _mid_game("2v2", 1).state
    st.effects.append(Effect("gain", card=1, data={"keyword": "flight", "list": [1, 2]}))
    st.combat = Combat([1, 2], 3, 0, 1, False, False, used=["x"])
    st.players[0].powers_used.append("1:0")
    before = copy.deepcopy(st).canonical()
    cp = st.copy()
    cid = next(iter(cp.cards))
    cp.cards[cid].wounds += 5
    cp.zones[cp.cards[cid].zone].append(999)
    cp.players[0].powers_used.append("2:0")
    cp.effects[-1].data["keyword"] = "range"
    cp.effects[-1].data["list"].append(3)
    assert cp.combat is not None
    cp.combat.attackers.append(4)
    cp.combat.used.append("y")
    cp.winners.append(0)
    assert st.canonical() == before
    assert cp.canonical() != before


def test_undoing_back_past_checkpoints_gives_the_states_of_then() -> None:
    """Undo restores the nearest checkpoint's copy and replays from it: each state met on the way back is the
    one the game was in then, though the game went on changing the state after each checkpoint."""
    g = _mid_game("2v2", 2, 200)
    n = len(g.answers)
    hashes = {}
    replayed = Game(g.setup, g.seed)
    for k, key in enumerate(g.answers):
        hashes[k] = replayed.state_hash()
        replayed.answer(key)
    for k in range(n - 1, n - 60, -1):
        assert g.undo()
        assert len(g.answers) == k
        assert g.state_hash() == hashes[k]

"""Random play never raises, always ends, and every game's replay reproduces its hash."""

from __future__ import annotations

import random

import pytest

from mcdesk.games.vs.ai.simulate import random_setup
from mcdesk.games.vs.engine import Game


def _play(seed: int, mode: str) -> Game:
    r = random.Random(seed)
    g = Game(random_setup(seed, mode), seed)
    n = 0
    while g.pending is not None and n < 20000:
        g.answer(r.choice(g.pending.keys))
        n += 1
    assert g.over, f"seed {seed} did not end"
    return g


@pytest.mark.parametrize("mode", ["1v1", "ffa", "2v2", "2hg"])
def test_random_games_end_without_errors_and_replay(mode: str) -> None:
    for seed in range(6 if mode == "1v1" else 3):
        g = _play(seed, mode)
        assert Game.replay(g.setup, g.seed, g.answers).state_hash() == g.state_hash()


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["1v1", "ffa", "2v2", "2hg"])
def test_many_random_games(mode: str) -> None:
    for seed in range(100, 200):
        g = _play(seed, mode)
        assert Game.replay(g.setup, g.seed, g.answers).state_hash() == g.state_hash()


def test_undo_redo_and_save_round_trip() -> None:
    """Undo steps back to the previous decision (restarting from the turn's checkpoint), redo goes forward, a save
    names its game and reloads to the same hash; the state is plain data at every decision."""
    g = Game(random_setup(3, "1v1"), 3)
    r = random.Random(3)
    hashes = [g.state_hash()]
    for _ in range(150):
        g.answer(r.choice(g.pending.keys))  # type: ignore[union-attr]
        hashes.append(g.state_hash())
    for back in range(1, 6):
        assert g.undo()
        assert g.state_hash() == hashes[-1 - back]
    for _ in range(5):
        assert g.redo()
    assert g.state_hash() == hashes[-1]
    save = g.to_save()
    assert save["game"] == "vs"
    again = Game.from_save(save)
    assert again.state_hash() == hashes[-1] and again.pending == g.pending


def test_every_option_carries_a_typed_action() -> None:
    """Options say what they do (mcdesk.core.decisions.Action); nobody needs to read a key."""
    from mcdesk.core.decisions import ActionKind

    for mode in ("1v1", "2hg"):
        g = Game(random_setup(7, mode), 7)
        r = random.Random(7)
        while g.pending is not None:
            for o in g.pending.options:
                assert o.action is not None, o.key
                if o.key.startswith("attack:"):
                    assert o.action.kind == ActionKind.ATTACK and o.action.card == int(o.key.split(":")[1])
            g.answer(r.choice(g.pending.keys))

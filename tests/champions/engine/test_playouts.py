"""200 seeded games of the default matchup with random legal answers: each reaches a win or a loss with no
exception; after every decision each card is in exactly one place and no counter is negative; replaying
each game's answers gives the same state hash."""

from __future__ import annotations

import random

import pytest

from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game

MAX_DECISIONS = 20_000


def playout(seed: int, setup=None) -> Game:  # type: ignore[no-untyped-def]
    g = Game(setup or default_setup(), seed)
    rng = random.Random(seed * 7919)
    while g.pending is not None:
        assert len(g.answers) < MAX_DECISIONS, f"seed {seed}: game did not end"
        g.answer(rng.choice(g.pending.options).key)
        problems = g.state.check_invariants()
        assert not problems, f"seed {seed} after {len(g.answers)} answers: {problems}"
    return g


@pytest.mark.parametrize("chunk", range(10))
def test_random_playouts_end_cleanly_and_replay(chunk: int) -> None:
    for seed in range(chunk * 20, chunk * 20 + 20):
        g = playout(seed)
        assert g.result in ("win", "loss"), f"seed {seed}"
        assert Game.replay(default_setup(), seed, g.answers).state_hash() == g.state_hash(), f"seed {seed}"


def aggressive_playout(seed: int) -> Game:
    """Random, but favouring attacks, thwarts and plays, so that games also reach villain stages II and wins."""
    g = Game(default_setup(), seed)
    rng = random.Random(seed)
    while g.pending is not None:
        assert len(g.answers) < MAX_DECISIONS, f"seed {seed}: game did not end"
        opts = g.pending.options
        keys = [o.key for o in opts if o.key.startswith(("attack", "thwart", "play", "change_form", "defend"))]
        if g.pending.kind.value == "mulligan":
            key = "keep"
        elif keys and rng.random() < 0.85:
            key = rng.choice(keys)
        else:
            key = rng.choice(opts).key
        g.answer(key)
        assert not g.state.check_invariants(), f"seed {seed}"
    return g


def test_aggressive_playouts_end_cleanly_and_reach_the_second_stage() -> None:
    games = [aggressive_playout(seed) for seed in range(60)]
    assert {g.result for g in games} <= {"win", "loss"}
    assert any(any("Rhino (II) is revealed" in line for line in g.log_lines) for g in games)


def test_two_to_four_player_random_games_end_cleanly() -> None:
    """Multiplayer: 2-4 seats of the built-in decks against each core villain, mixed modes and first players."""
    from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
    from mcdesk.games.champions.engine.game import GameSetup, PlayerSetup

    decks = list(BUILTIN_DECKS.values())
    modular = {"rhino": "bomb_scare", "klaw": "masters_of_evil", "ultron": "under_attack"}
    for seed in range(30):
        rng = random.Random(seed)
        k = rng.choice([2, 3, 4])
        scenario = rng.choice(sorted(modular))
        setup = GameSetup(players=tuple(PlayerSetup(d.identity, d.codes()) for d in rng.sample(decks, k)),
                          scenario=scenario, modular_sets=(modular[scenario],), expert=rng.random() < 0.5,
                          heroic=rng.choice([0, 0, 1]), first_player=rng.randrange(k))
        g = Game(setup, seed)
        while g.pending is not None:
            assert len(g.answers) < MAX_DECISIONS, f"seed {seed}: game did not end"
            g.answer(rng.choice(g.pending.options).key)
            assert not g.state.check_invariants(), f"seed {seed}"
        assert g.result in ("win", "loss")

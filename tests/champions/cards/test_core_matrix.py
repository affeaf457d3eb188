"""Every pairing of a built-in starter deck and a scenario (core villains, Civil War leaders) with its recommended
modular sets, standard and expert: 20 seeded
games with random legal answers each reach a win or a loss with no exception and no broken invariant."""

from __future__ import annotations

import random

import pytest

from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.cards.scenarios import SCENARIOS
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup


@pytest.mark.parametrize("expert", [False, True], ids=["standard", "expert"])
@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
@pytest.mark.parametrize("deck", sorted(BUILTIN_DECKS))
def test_twenty_random_games(deck: str, scenario: str, expert: bool) -> None:
    d = BUILTIN_DECKS[deck]
    setup = GameSetup(players=(PlayerSetup(d.identity, d.codes()),), scenario=scenario,
                      modular_sets=SCENARIOS[scenario].recommended_modulars, expert=expert)
    for seed in range(20):
        g = Game(setup, seed)
        rng = random.Random(seed)
        while g.pending is not None:
            assert len(g.answers) < 20_000, f"{deck} vs {scenario} seed {seed}: no end"
            g.answer(rng.choice(g.pending.options).key)
            problems = g.state.check_invariants()
            assert not problems, f"{deck} vs {scenario} seed {seed}: {problems}"
        assert g.result in ("win", "loss")

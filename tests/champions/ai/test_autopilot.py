"""The autopilot: it only picks legal options, is deterministic for its seed, explains itself in one line and
plays better than a random player."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.ai.autopilot import Autopilot
from mcdesk.games.champions.ai.random_policy import RandomPolicy
from mcdesk.games.champions.ai.simulate import build_setup, policy_factory, simulate
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, default_setup
from mcdesk.games.champions.engine.game import Game, GameSetup

MATCHUPS = [
    (["spider-man-justice"], "rhino", False),
    (["captain-marvel-leadership"], "klaw", False),
    (["she-hulk-aggression"], "ultron", True),
    (["iron-man-aggression", "black-panther-protection"], "rhino", False),
]


def _play(setup: GameSetup, seed: int, explain: bool = False) -> Game:
    g = Game(setup, seed)
    policies = [Autopilot(seed + k) for k in range(len(setup.players))]
    while g.pending is not None:
        assert len(g.answers) < 5000, "the game did not end"
        d = g.pending
        pilot = policies[d.player]
        key = pilot.choose(g)
        assert key in d.keys, f"{key!r} is not one of {d.keys} ({d.prompt})"
        if explain:
            why = pilot.explain(g)
            assert why and "\n" not in why
            assert pilot.choose(g) == key  # explaining does not change the choice
        g.answer(key)
    return g


@pytest.mark.parametrize(("heroes", "scenario", "expert"), MATCHUPS)
def test_only_legal_options_and_games_end(heroes: list[str], scenario: str, expert: bool) -> None:
    setup = build_setup(heroes, scenario, expert=expert)
    for seed in (1, 2):
        g = _play(setup, seed, explain=seed == 1)
        assert g.result in ("win", "loss")


def test_deterministic_for_its_seed() -> None:
    setup = default_setup()
    a = _play(setup, 7)
    b = _play(setup, 7)
    assert a.answers == b.answers
    assert a.state_hash() == b.state_hash()
    assert Game.replay(setup, 7, a.answers).state_hash() == a.state_hash()


def test_choose_does_not_change_the_game() -> None:
    g = Game(default_setup(), 3)
    before = g.state_hash()
    pilot = Autopilot(1)
    keys = {pilot.choose(g) for _ in range(3)}
    assert len(keys) == 1 and g.state_hash() == before and not g.answers


def test_suggest_gives_key_and_reason() -> None:
    g = Game(default_setup(), 5)
    key, why = Autopilot(0).suggest(g)
    assert key in g.pending.keys  # type: ignore[union-attr]
    assert isinstance(why, str) and why.strip()


def test_no_pending_decision_is_an_error() -> None:
    g = Game(default_setup(), 1)
    pilot = Autopilot(1)
    while g.pending is not None:
        g.answer(pilot.choose(g))
    with pytest.raises(ValueError):
        pilot.choose(g)


def test_mulligan_keeps_a_playable_hand() -> None:
    g = Game(default_setup(), 11)
    pilot = Autopilot(11)
    hand = g.hand(0)
    while g.pending is not None and g.pending.kind == "mulligan":
        g.answer(pilot.choose(g))
    mulliganed = len(hand) - len([c for c in hand if c in g.hand(0)])
    assert mulliganed <= 3


def test_autopilot_beats_random() -> None:
    """On a fixed set of seeds, Spider-Man vs Rhino (standard): the autopilot wins games, random wins fewer."""
    setup = build_setup(["spider-man-justice"])
    auto = simulate(setup, 12, 1, policy_factory(["autopilot"]))
    rand = simulate(setup, 12, 1, policy_factory(["random"]))
    assert auto.crashed == 0 and auto.unfinished == 0
    assert auto.wins >= 2
    assert auto.wins > rand.wins
    assert auto.mean_rounds > rand.mean_rounds  # it survives longer while it beats the villain down


def test_every_builtin_deck_can_be_piloted() -> None:
    for key in BUILTIN_DECKS:
        g = _play(build_setup([key]), 3)
        assert g.result in ("win", "loss")


def test_random_and_autopilot_seats_together() -> None:
    setup = build_setup(["spider-man-justice", "she-hulk-aggression"], "klaw")
    policy = policy_factory(["autopilot", "random"])(4)
    g = Game(setup, 4)
    while g.pending is not None:
        g.answer(policy.choose(g))
    assert g.result in ("win", "loss")
    # the random seat is the plain random policy of that seat's seed
    assert isinstance(policy.policies[1], RandomPolicy)  # type: ignore[attr-defined]

"""Custom resistance scenarios (Civil War rulebook, "Creating a Custom Scenario"): a resistance leader, New
Avengers, Secret Avengers and a third resistance set, one stage 1 and one stage 2 of the resistance side, played
to the end under the autopilot with the state checked after every answer. The slow version plays every stage
1 x stage 2 pair with both resistance leaders."""

from __future__ import annotations

import itertools

import pytest

from mcdesk.games.champions.ai.simulate import build_setup, make_policy
from mcdesk.games.champions.cards.civil_war import STAGE_ONE, STAGE_TWO, custom_key
from mcdesk.games.champions.engine.game import Game

RESISTANCE_SETS = ("new_avengers", "secret_avengers", "atlanteans")


def _play(leader: str, one: str, two: str, heroes: list[str], seed: int, expert: bool = False) -> Game:
    setup = build_setup(heroes, custom_key(leader, one, two), RESISTANCE_SETS, expert=expert)
    g = Game(setup, seed)
    policy = make_policy("autopilot", seed)
    while g.pending is not None and len(g.answers) < 20_000:
        g.answer(policy.choose(g))
        assert not g.state.check_invariants()
    return g


FAST = [("captain_america", "56141a", "56142a", ["captain-marvel-leadership"]),
        ("spider_woman", "56172a", "56173a", ["spider-man-justice", "she-hulk-aggression"]),
        ("captain_america", "56199a", "56201a", ["black-panther-protection"]),
        ("spider_woman", "56200a", "56202a", ["iron-man-aggression", "tigra-aggression"])]


@pytest.mark.parametrize(("leader", "one", "two", "heroes"), FAST)
def test_a_custom_resistance_scenario_plays_to_the_end(leader: str, one: str, two: str, heroes: list[str]) -> None:
    """Every resistance stage 1 and stage 2 appears in one of these games; each ends with a result."""
    g = _play(leader, one, two, heroes, 7)
    assert g.pending is None and g.result in ("win", "loss")


@pytest.mark.slow
@pytest.mark.parametrize(("leader", "one", "two"), list(itertools.product(
    ("captain_america", "spider_woman"), STAGE_ONE["resistance"], STAGE_TWO["resistance"])))
def test_every_resistance_scheme_pair_plays_to_the_end(leader: str, one: str, two: str) -> None:
    for seed, expert in ((1, False), (2, True)):
        g = _play(leader, one, two, ["captain-marvel-leadership", "spider-man-justice"], seed, expert)
        assert g.pending is None and g.result in ("win", "loss")

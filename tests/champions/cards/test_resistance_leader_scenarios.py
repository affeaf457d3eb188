"""Custom scenarios with the resistance leaders, Captain America and Spider-Woman (Civil War rulebook "Creating a
Custom Scenario", "Random Scenario Creation"): standard and expert stages, their Setup, the modular sets they are
offered while few resistance sets are scripted (cooperative play may add the core set's), and random creation."""

from __future__ import annotations

import pytest

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.civil_war import (
    CORE_MODULARS,
    LEADERS,
    MODULAR_SETS,
    PLAYABLE_LEADERS,
    READY_MODULARS,
    check_custom,
    custom_scenario,
    random_custom,
    ready_modulars,
)
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup

ENERGY = "01088"
HEROES = ("01001a", "01010a", "01019a", "01040a")  # Spider-Man, Captain Marvel, She-Hulk, Black Panther


def test_both_resistance_leaders_are_playable() -> None:
    assert {"captain_america", "spider_woman"} <= set(PLAYABLE_LEADERS)


@pytest.mark.parametrize("leader", ["captain_america", "spider_woman"])
def test_a_custom_resistance_scenario_has_the_leaders_stages_and_enough_modular_sets(leader: str) -> None:
    """Stages I and II (III and IV in expert mode), the leader's own encounter set, and 3-4 modular sets: the
    resistance sets once scripted, topped up with the core set's meanwhile; never a registration set."""
    lead = LEADERS[leader]
    sc = custom_scenario(leader, lead.preconstructed[0], lead.preconstructed[1])
    assert sc.villain_stages == lead.stages and sc.encounter_sets == (f"{leader}_leader",)
    assert sc.standard_stages == (0, 1) and sc.expert_stages == (2, 3)
    assert 3 <= len(sc.recommended_modulars) <= 4
    assert not set(sc.recommended_modulars) & set(MODULAR_SETS["registration"])
    assert set(sc.recommended_modulars) <= set(READY_MODULARS) | set(CORE_MODULARS)
    check_custom(leader, lead.preconstructed[0], lead.preconstructed[1], sc.recommended_modulars)
    assert ready_modulars("registration") == tuple(m for m in READY_MODULARS if m in MODULAR_SETS["registration"])


@pytest.mark.parametrize("leader,stage,attachment", [("captain_america", "56139", "Cap's Shield"),
                                                     ("spider_woman", "56170", "Finesse")])
def test_expert_mode_starts_at_stage_iii_with_its_setup(leader: str, stage: str, attachment: str) -> None:
    """Expert mode: stage III replaces stage I, and its Setup finds the leader's attachment too."""
    lead = LEADERS[leader]
    sc = custom_scenario(leader, lead.preconstructed[0], lead.preconstructed[1])
    setup = GameSetup(players=(PlayerSetup(HEROES[0], tuple([ENERGY] * 40)),), scenario=sc.key,
                      modular_sets=sc.recommended_modulars, expert=True)
    g = Game(setup, 11)
    while g.pending is not None and g.pending.kind != DecisionKind.TURN:
        g.answer(g.pending.options[0].key)
    v = g.villain()
    assert v is not None and g.state.cards[v].code == stage
    assert [g.facts(a).name for a in g.attachments(v)] == [attachment]


def test_random_scenarios_choose_resistance_leaders_within_the_rules() -> None:
    """Random scenario creation picks every playable leader in time; each pick follows the custom rules."""
    leaders = set()
    for seed in range(60):
        key, modulars = random_custom(seed)
        _, leader, one, two = key.split(":")
        check_custom(leader, one, two, modulars)
        leaders.add(leader)
    assert leaders == set(PLAYABLE_LEADERS)


@pytest.mark.parametrize("players", [1, 4])
def test_a_resistance_game_plays_to_the_end(players: int) -> None:
    """A Captain America game with 1 and with 4 players, answered with the first option each time, ends."""
    lead = LEADERS["captain_america"]
    sc = custom_scenario("captain_america", lead.preconstructed[0], lead.preconstructed[1])
    setup = GameSetup(players=tuple(PlayerSetup(h, tuple([ENERGY] * 30)) for h in HEROES[:players]),
                      scenario=sc.key, modular_sets=sc.recommended_modulars)
    g = Game(setup, 21)
    for _ in range(5000):
        if g.pending is None:
            break
        g.answer(g.pending.options[-1].key)
    assert g.pending is None and g.result in ("win", "loss")


@pytest.mark.parametrize("leader", ["captain_america", "spider_woman"])
def test_the_preconstructed_resistance_scenarios_follow_the_rulebook(leader: str) -> None:
    """Rulebook pages 7-8: Captain America (Gathering Support, Secret Avengers; New Avengers, Secret Avengers,
    Namor, Atlanteans) and Spider-Woman (Open Rebellion, Neighborhood Protectors; Spider-Man, Defenders, Hell's
    Kitchen, Cloak & Dagger): leader I and II, III and IV in expert mode."""
    from mcdesk.games.champions.cards.database import default_database

    lead = LEADERS[leader]
    sc = default_database().scenarios[f"cw_{leader}"]
    assert sc.villain_stages == lead.stages and sc.encounter_sets == (lead.encounter_set,)
    assert sc.main_schemes == lead.preconstructed[:2] and sc.recommended_modulars == lead.preconstructed[2]
    assert sc.standard_stages == (0, 1) and sc.expert_stages == (2, 3)

"""Civil War custom scenarios (Civil War rulebook, "Creating a Custom Scenario"): which side each leader, modular
set and main scheme belongs to, the preconstructed lists (rulebook pages 7-8), and the scenario a custom choice
makes. Facts from the rulebook only.

A custom scenario is named by a key ``cw:<leader>:<stage 1 code>:<stage 2 code>`` (its modular sets are the
setup's ``modular_sets``), so a save or a log names it like any other scenario; :class:`ScenarioTable` builds it
when it is first looked up.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.database import Scenario

REGISTRATION, RESISTANCE = "registration", "resistance"
SIDES = (REGISTRATION, RESISTANCE)


@dataclass(frozen=True)
class Leader:
    key: str
    name: str
    side: str
    stages: tuple[str, str, str, str]
    """Stages I, II, III, IV (III and IV replace I and II in expert mode)."""
    encounter_set: str
    preconstructed: tuple[str, str, tuple[str, ...]]
    """Its preconstructed scenario: main scheme stage 1, stage 2, modular sets."""


LEADERS: dict[str, Leader] = {
    "iron_man": Leader("iron_man", "Iron Man", REGISTRATION, ("56059", "56060", "56061", "56062"), "iron_man_leader",
                       ("56063a", "56064a", ("mighty_avengers", "the_initiative", "maria_hill_modular",
                                             "dangerous_recruits"))),
    "captain_marvel": Leader("captain_marvel", "Captain Marvel", REGISTRATION, ("56092", "56093", "56094", "56095"),
                             "captain_marvel_leader",
                             ("56096a", "56097a", ("cape_killer", "martial_law", "heroes_for_hire", "paladin"))),
    "captain_america": Leader("captain_america", "Captain America", RESISTANCE, ("56137", "56138", "56139", "56140"),
                              "captain_america_leader",
                              ("56141a", "56142a", ("new_avengers", "secret_avengers", "namor_modular",
                                                    "atlanteans"))),
    "spider_woman": Leader("spider_woman", "Spider-Woman", RESISTANCE, ("56168", "56169", "56170", "56171"),
                           "spider_woman_leader",
                           ("56172a", "56173a", ("spider_man_modular", "defenders", "hells_kitchen",
                                                 "cloak_and_dagger_modular"))),
}

MODULAR_SETS: dict[str, tuple[str, ...]] = {
    REGISTRATION: ("mighty_avengers", "the_initiative", "maria_hill_modular", "dangerous_recruits", "cape_killer",
                   "martial_law", "heroes_for_hire", "paladin"),
    RESISTANCE: ("new_avengers", "secret_avengers", "namor_modular", "atlanteans", "spider_man_modular", "defenders",
                 "hells_kitchen", "cloak_and_dagger_modular"),
}
STAGE_ONE: dict[str, tuple[str, ...]] = {
    REGISTRATION: ("56063a", "56096a", "56121a", "56122a"),
    RESISTANCE: ("56141a", "56172a", "56199a", "56200a"),
}
STAGE_TWO: dict[str, tuple[str, ...]] = {
    REGISTRATION: ("56064a", "56097a", "56123a", "56124a"),
    RESISTANCE: ("56142a", "56173a", "56201a", "56202a"),
}
PLAYABLE_LEADERS = ("iron_man", "captain_marvel", "captain_america", "spider_woman")
"""Leaders whose cards are scripted so far (the others' scenarios are not offered)."""
READY_MODULARS = ("mighty_avengers", "the_initiative", "maria_hill_modular", "dangerous_recruits", "cape_killer",
                  "martial_law", "heroes_for_hire", "paladin", "namor_modular", "atlanteans",
                  "spider_man_modular", "defenders", "hells_kitchen", "cloak_and_dagger_modular", "new_avengers",
                  "secret_avengers")
"""Civil War modular sets scripted so far: a custom scenario suggests its leader's own sets once these cover
them, else these."""
CORE_MODULARS = ("bomb_scare", "masters_of_evil", "under_attack", "legions_of_hydra", "the_doomsday_chair")
"""The core set's modular sets: cooperative play may add them to a Civil War scenario (rulebook, "Creating a
Custom Scenario"); they fill in while fewer than 3 of a side's own sets are scripted."""


def ready_modulars(side: str) -> tuple[str, ...]:
    """The modular sets a custom scenario of ``side`` can use now: its own scripted sets, topped up with the
    core set's to make 3 when fewer are scripted."""
    own = tuple(m for m in READY_MODULARS if m in MODULAR_SETS[side])
    return own if len(own) >= 3 else own + CORE_MODULARS[:3 - len(own)]

COMPETITIVE_SETS = ("standard_pvp",)
"""Encounter sets of the competitive mode only (the standard PvP set replaces the standard set there)."""

PREFIX = "cw:"


class CustomScenarioError(ValueError):
    """A custom Civil War scenario that breaks the rulebook's four steps (the message says which)."""


def custom_key(leader: str, stage_one: str, stage_two: str) -> str:
    return f"{PREFIX}{leader}:{stage_one}:{stage_two}"


def check_custom(leader: str, stage_one: str, stage_two: str, modular_sets: tuple[str, ...] = (),
                 *, cooperative: bool = True) -> Leader:
    """The rulebook's steps: a leader of the chosen side, three or four modular sets (of that side; cooperative
    play may add modular sets of other products, never the other side's), one stage 1 and one stage 2 of that
    side. Raises :class:`CustomScenarioError` naming what is wrong."""
    lead = LEADERS.get(leader)
    if lead is None:
        raise CustomScenarioError(f"unknown leader {leader!r}; the leaders are {', '.join(LEADERS)}")
    side = lead.side
    if stage_one not in STAGE_ONE[side]:
        raise CustomScenarioError(f"{stage_one!r} is not a {side} main scheme stage 1 "
                                  f"({', '.join(STAGE_ONE[side])})")
    if stage_two not in STAGE_TWO[side]:
        raise CustomScenarioError(f"{stage_two!r} is not a {side} main scheme stage 2 "
                                  f"({', '.join(STAGE_TWO[side])})")
    if modular_sets:
        if not 3 <= len(modular_sets) <= 4:
            raise CustomScenarioError(f"a Civil War scenario has 3 or 4 modular sets, not {len(modular_sets)}")
        other = MODULAR_SETS[RESISTANCE if side == REGISTRATION else REGISTRATION]
        for m in modular_sets:
            if m in COMPETITIVE_SETS and cooperative:
                raise CustomScenarioError(f"{m} replaces the standard set in competitive mode only")
            if m in other:
                raise CustomScenarioError(f"{m} is a {'resistance' if side == REGISTRATION else 'registration'} "
                                          f"modular set; {lead.name} is {side}: the sides cannot be mixed")
            if not cooperative and m not in MODULAR_SETS[side]:
                raise CustomScenarioError(f"{m} is not a {side} modular set (competitive play uses only those)")
    return lead


def suggested_modulars(lead: Leader) -> tuple[str, ...]:
    """A custom scenario's modular sets: the leader's preconstructed ones once all are scripted; else those that
    are, then the side's other scripted sets (or core ones), at most 4 (the rulebook's 3 or 4)."""
    if set(lead.preconstructed[2]) <= set(READY_MODULARS):
        return lead.preconstructed[2]
    own = [m for m in lead.preconstructed[2] if m in READY_MODULARS]
    return tuple(own + [m for m in ready_modulars(lead.side) if m not in own])[:4]


def leader_of_scenario(scenario: str, stage_one: str, stage_two: str) -> str:
    """The custom scenario key for ``scenario``'s leader (a preconstructed ``cw_<leader>`` or a custom ``cw:...``
    key) with these main scheme stages; CustomScenarioError when the scenario has no leader or a stage is not of
    the leader's side."""
    if scenario.startswith(PREFIX):
        leader = scenario[len(PREFIX):].split(":")[0]
    elif scenario.startswith("cw_") and scenario[3:] in LEADERS:
        leader = scenario[3:]
    else:
        raise CustomScenarioError(f"{scenario!r} is not a Civil War leader's scenario; main scheme stages are "
                                  f"chosen for a leader ({', '.join('cw_' + k for k in LEADERS)})")
    check_custom(leader, stage_one, stage_two)
    return custom_key(leader, stage_one, stage_two)


def custom_scenario(leader: str, stage_one: str, stage_two: str) -> Scenario:
    lead = check_custom(leader, stage_one, stage_two)
    if leader not in PLAYABLE_LEADERS:
        raise CustomScenarioError(f"{lead.name}'s cards are not scripted yet")
    return Scenario(
        key=custom_key(leader, stage_one, stage_two), name=f"{lead.name} (Civil War, custom)",
        villain_stages=lead.stages, main_schemes=(stage_one, stage_two), encounter_sets=(lead.encounter_set,),
        recommended_modulars=suggested_modulars(lead),
        standard_stages=(0, 1), expert_stages=(2, 3))


def random_custom(seed: int, leaders: tuple[str, ...] = PLAYABLE_LEADERS,
                  side_modulars_only: bool = True) -> tuple[str, tuple[str, ...]]:
    """Random scenario creation: side, leader, 3-4 modular sets and both main scheme stages chosen at random
    from ``seed``. Returns (scenario key, modular sets)."""
    rng = random.Random(seed)
    leader = LEADERS[rng.choice(sorted(leaders))]
    side = leader.side
    pool = [m for m in MODULAR_SETS[side] if m in READY_MODULARS] if side_modulars_only else list(MODULAR_SETS[side])
    if len(pool) < 4:  # too few of the side's own sets scripted: the core sets fill in (cooperative play)
        pool += [m for m in CORE_MODULARS if m not in pool]
    modulars = tuple(rng.sample(pool, rng.choice((3, 4))))
    return custom_key(leader.key, rng.choice(STAGE_ONE[side]), rng.choice(STAGE_TWO[side])), modulars


class ScenarioTable(dict[str, Scenario]):
    """The scenarios by key; a Civil War custom key (``cw:...``) is built the first time it is asked for."""

    def _build(self, key: str) -> Scenario | None:
        if not key.startswith(PREFIX):
            return None
        parts = key[len(PREFIX):].split(":")
        if len(parts) != 3:
            return None
        try:
            sc = custom_scenario(*parts)
        except CustomScenarioError:
            return None
        self[key] = sc
        return sc

    def __missing__(self, key: str) -> Scenario:
        sc = self._build(key)
        if sc is None:
            raise KeyError(key)
        return sc

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or (isinstance(key, str) and self._build(key) is not None)

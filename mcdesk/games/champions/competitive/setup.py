"""A competitive game's setup (Civil War rulebook, "Setting Up a Competitive Game"): two teams of 1 or 2 players,
one registration and one resistance, each bringing exactly one scenario built for its own leader.

Step 1: each team builds its encounter deck by the custom scenario steps, with its side's modular sets only and
the standard PvP set in place of the standard set; no player may use a hero that shares a title with their own
team's leader. Step 4: the teams trade scenarios, so each team's game area holds the OTHER team's leader, main
scheme deck and encounter deck.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mcdesk.core.errors import CorruptLog, InvalidSetup

from ..cards.civil_war import (
    LEADERS,
    PREFIX,
    REGISTRATION,
    RESISTANCE,
    SIDES,
    CustomScenarioError,
    Leader,
    check_custom,
)
from ..engine.database import CardDatabase
from ..engine.game import GameSetup, PlayerSetup
from ..engine.players import same_identity_twice

TEAM_SIZES = (1, 2)
"""1v1 or 2v2 (Civil War rulebook, "Competitive Mode")."""


def leader_of(scenario: str) -> Leader:
    """The leader of a Civil War scenario key (``cw_<leader>`` preconstructed, ``cw:<leader>:<s1>:<s2>`` custom);
    InvalidSetup when it is no leader's scenario."""
    if scenario.startswith(PREFIX):
        key = scenario[len(PREFIX):].split(":")[0]
    elif scenario.startswith("cw_"):
        key = scenario[3:]
    else:
        key = ""
    lead = LEADERS.get(key)
    if lead is None:
        raise InvalidSetup(f"{scenario!r} is not a Civil War leader's scenario (competitive play needs one)")
    return lead


@dataclass(frozen=True)
class TeamSetup:
    side: str
    """"registration" or "resistance"."""
    players: tuple[PlayerSetup, ...]
    scenario: str
    """The scenario this team built for its own leader (it is played in the other team's game area)."""
    modular_sets: tuple[str, ...] = ()
    random_scenario: bool = False
    """Built at random (Civil War rulebook, "Random Scenario Creation"): its sets stay unknown to the other team."""
    first_player: int = 0
    """This team's first player token (each team has its own, rulebook "Playing a Competitive Game")."""

    @property
    def leader(self) -> Leader:
        return leader_of(self.scenario)

    def to_dict(self) -> dict[str, Any]:
        return {"side": self.side, "players": [{"identity": p.identity, "deck": list(p.deck), "name": p.name}
                                                for p in self.players],
                "scenario": self.scenario, "modular_sets": list(self.modular_sets),
                "random_scenario": self.random_scenario, "first_player": self.first_player}


@dataclass(frozen=True)
class CompetitiveSetup:
    registration: TeamSetup
    resistance: TeamSetup
    expert: bool = False

    @property
    def teams(self) -> tuple[TeamSetup, TeamSetup]:
        """Registration first: it goes first each round, and its game area is area 0."""
        return (self.registration, self.resistance)

    def to_dict(self) -> dict[str, Any]:
        return {"mode": "competitive", "registration": self.registration.to_dict(),
                "resistance": self.resistance.to_dict(), "expert": self.expert}

    @staticmethod
    def from_dict(d: Any) -> CompetitiveSetup:
        """The setup :meth:`to_dict` wrote; CorruptLog naming the field that is wrong."""
        if not isinstance(d, dict) or d.get("mode") != "competitive":
            raise CorruptLog("setup is malformed: not a competitive game's setup")
        expert = d.get("expert", False)
        if not isinstance(expert, bool):
            raise CorruptLog("setup is malformed: expert must be true or false")
        teams = []
        for side in SIDES:
            t = d.get(side)
            if not isinstance(t, dict):
                raise CorruptLog(f"setup is malformed: the {side} team must be an object")
            # The cooperative reader checks players, decks, names and sets with their bounds.
            try:
                coop = GameSetup.from_dict({"players": t.get("players"), "scenario": t.get("scenario"),
                                            "modular_sets": t.get("modular_sets", []),
                                            "first_player": t.get("first_player", 0)})
            except CorruptLog as e:
                raise CorruptLog(f"{e} (the {side} team)") from None
            rs = t.get("random_scenario", False)
            if not isinstance(rs, bool):
                raise CorruptLog(f"setup is malformed: the {side} team's random_scenario must be true or false")
            if t.get("side") != side:
                raise CorruptLog(f"setup is malformed: the {side} team's side reads {t.get('side')!r}")
            teams.append(TeamSetup(side, coop.players, coop.scenario, coop.modular_sets, rs, coop.first_player))
        return CompetitiveSetup(teams[0], teams[1], expert)


def validate(setup: CompetitiveSetup, db: CardDatabase) -> None:
    """The rulebook's setup rules a competitive game checks (InvalidSetup naming what is wrong)."""
    sizes = {len(t.players) for t in setup.teams}
    if len(sizes) != 1 or not sizes <= set(TEAM_SIZES):
        raise InvalidSetup("competitive play is 1v1 or 2v2: each team has the same number of players, 1 or 2 "
                           f"(registration {len(setup.registration.players)}, resistance "
                           f"{len(setup.resistance.players)})")
    for side, team in zip(SIDES, setup.teams, strict=True):
        if team.side != side:
            raise InvalidSetup(f"the {side} team is marked {team.side!r}")
        lead = team.leader
        if lead.side != side:
            raise InvalidSetup(f"{lead.name} is a {lead.side} leader; the {side} team needs a {side} leader "
                               "(each team picks a different side)")
        stages = _stages(team.scenario, lead)
        try:
            check_custom(lead.key, stages[0], stages[1], team.modular_sets, cooperative=False)
        except CustomScenarioError as e:
            raise InvalidSetup(f"the {side} team's scenario: {e}") from None
        if not team.modular_sets:
            raise InvalidSetup(f"the {side} team's scenario has no modular sets (it needs 3 or 4 of its side's)")
        if not 0 <= team.first_player < len(team.players):
            raise InvalidSetup(f"the {side} team's first player {team.first_player + 1} is not one of its players")
        twice = same_identity_twice(db, [p.identity for p in team.players])
        if twice is not None:  # the unique rule covers a team's own player cards (Civil War rulebook)
            raise InvalidSetup(f"the {side} team: {twice}")
        for n, p in enumerate(team.players, 1):
            if p.identity in db.facts and same_title(db.card(p.identity).name, lead.name):
                raise InvalidSetup(f"{side} player {n}: {db.card(p.identity).name} shares a title with the team's "
                                   f"own leader, {lead.name} (rulebook, \"Setting Up a Competitive Game\", step 1)")


def same_title(hero_name: str, leader_name: str) -> bool:
    return hero_name.strip().casefold() == leader_name.strip().casefold()


def _stages(scenario: str, lead: Leader) -> tuple[str, str]:
    if scenario.startswith(PREFIX):
        parts = scenario[len(PREFIX):].split(":")
        if len(parts) == 3:
            return parts[1], parts[2]
        raise InvalidSetup(f"{scenario!r} is not a custom scenario key (cw:<leader>:<stage 1>:<stage 2>)")
    return lead.preconstructed[0], lead.preconstructed[1]


def area_setup(setup: CompetitiveSetup, area: int) -> GameSetup:
    """Game area ``area``'s cooperative-style setup: this team's players against the OTHER team's scenario."""
    team = setup.teams[area]
    other = setup.teams[1 - area]
    return GameSetup(players=team.players, scenario=other.scenario, modular_sets=other.modular_sets,
                     expert=setup.expert, first_player=team.first_player, random_scenario=other.random_scenario)


__all__ = ["REGISTRATION", "RESISTANCE", "CompetitiveSetup", "TeamSetup", "area_setup", "leader_of", "same_title",
           "validate"]

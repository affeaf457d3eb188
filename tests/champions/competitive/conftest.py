"""Competitive games for the tests: built-in decks against the preconstructed Civil War scenarios."""

from __future__ import annotations

import random

from mcdesk.games.champions.cards.civil_war import LEADERS
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.competitive.setup import CompetitiveSetup, TeamSetup
from mcdesk.games.champions.engine.game import PlayerSetup

REG_DECKS = ("spider-man-justice", "she-hulk-aggression")
RES_DECKS = ("captain-marvel-leadership", "black-panther-protection")


def player(key: str) -> PlayerSetup:
    d = BUILTIN_DECKS[key]
    return PlayerSetup(d.identity, d.codes(), d.name)


def team(side: str, leader: str, decks: tuple[str, ...], first_player: int = 0) -> TeamSetup:
    lead = LEADERS[leader]
    return TeamSetup(side, tuple(player(k) for k in decks), f"cw_{leader}", lead.preconstructed[2],
                     first_player=first_player)


def competitive_setup(players_per_team: int = 1, reg_leader: str = "iron_man",
                      res_leader: str = "captain_america") -> CompetitiveSetup:
    return CompetitiveSetup(team("registration", reg_leader, REG_DECKS[:players_per_team]),
                            team("resistance", res_leader, RES_DECKS[:players_per_team]))


def play_randomly(g: CompetitiveGame, seed: int, limit: int = 8000) -> list[str]:
    rng = random.Random(seed)
    answers = []
    while g.pending is not None and len(answers) < limit:
        key = rng.choice(g.pending.options).key
        g.answer(key)
        answers.append(key)
    return answers


def started(g: CompetitiveGame) -> CompetitiveGame:
    """Both game areas set up: every mulligan kept."""
    while g.pending is not None and g.state.phase_no < 0:
        g.answer("keep" if g.pending.option("keep") else g.pending.options[0].key)
    return g

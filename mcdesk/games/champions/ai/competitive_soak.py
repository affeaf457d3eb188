"""The soak test of the Civil War competitive mode: many seeded 1v1 and 2v2 games, checked throughout.

``mcdesk soak --competitive`` (or ``python -m mcdesk.games.champions.ai.competitive_soak``) spreads the games over
every pairing of a registration leader against a resistance leader (their preconstructed scenarios, and random
scenarios made from each game's seed), 1v1 and 2v2, with the built-in hero decks in turn. After every decision each
game area's cards must each be in exactly one zone and no counter may be negative; every game must end with a
result; replaying its answers must reproduce its final state hash. A failure writes the game's save (``mcdesk
replay`` reproduces it) into the ``--out`` folder.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from ....core import soak as core
from ....core.soak import Chooser
from .competitive_sim import RANDOM, TeamChoice, build_competitive_setup, make_policy

DEFAULT_MAX_DECISIONS = 20_000
REGISTRATION_SCENARIOS = ("cw_iron_man", "cw_captain_marvel")
RESISTANCE_SCENARIOS = ("cw_captain_america", "cw_spider_woman")
HERO_ROTATIONS = 3
"""How many different hero line-ups each pairing of scenarios is played with."""


@dataclass(frozen=True)
class CompetitiveCase:
    team_size: int
    reg_scenario: str
    res_scenario: str
    reg_heroes: tuple[str, ...]
    res_heroes: tuple[str, ...]

    @property
    def label(self) -> str:
        n = self.team_size
        return (f"{n}v{n} {'+'.join(self.reg_heroes)} ({self.reg_scenario}) vs {'+'.join(self.res_heroes)} "
                f"({self.res_scenario})")

    @property
    def slug(self) -> str:
        n = self.team_size
        return f"{n}v{n}-{self.reg_scenario}-{self.res_scenario}-{'+'.join(self.reg_heroes + self.res_heroes)}"

    def choices(self) -> tuple[TeamChoice, TeamChoice]:
        return (TeamChoice("registration", self.reg_scenario, self.reg_heroes),
                TeamChoice("resistance", self.res_scenario, self.res_heroes))


def _clashes(deck: str, scenario: str) -> bool:
    """Would this deck's hero share a title with the team's leader (or, for a random scenario, any leader)?"""
    from ..cards.civil_war import LEADERS
    from ..cards.database import default_database
    from ..cards.decks import BUILTIN_DECKS
    from ..competitive.setup import leader_of, same_title

    name = default_database().card(BUILTIN_DECKS[deck].identity).name
    leaders = list(LEADERS.values()) if scenario == RANDOM else [leader_of(scenario)]
    return any(same_title(name, lead.name) for lead in leaders)


def _heroes(scenario: str, size: int, start: int) -> tuple[str, ...]:
    from ..cards.decks import BUILTIN_DECKS

    fits = [d for d in BUILTIN_DECKS if not _clashes(d, scenario)]
    return tuple(fits[(start + k) % len(fits)] for k in range(size))


def cases() -> list[CompetitiveCase]:
    """1v1 and 2v2; every registration leader against every resistance leader, and random scenarios; each with a
    few hero line-ups."""
    pairs = [(a, b) for a in REGISTRATION_SCENARIOS for b in RESISTANCE_SCENARIOS] + [(RANDOM, RANDOM)]
    out = []
    for size in (1, 2):
        for n, (reg, res) in enumerate(pairs):
            for r in range(HERO_ROTATIONS):
                start = 2 * r + n
                out.append(CompetitiveCase(size, reg, res, _heroes(reg, size, start), _heroes(res, size, start + 3)))
    return out


class CompetitiveSoak(core.SoakSuite[CompetitiveCase]):
    game = "champions_competitive"

    def cases(self) -> list[CompetitiveCase]:
        return cases()

    def new_game(self, case: CompetitiveCase, seed: int) -> core.Game:
        from ..competitive.game import CompetitiveGame

        reg, res = case.choices()
        return CompetitiveGame(build_competitive_setup(reg, res, seed), seed)

    def chooser(self, case: CompetitiveCase, policy: str, seed: int) -> Chooser:
        from .competitive_sim import SeatPolicies

        seats = SeatPolicies([policy] * (2 * case.team_size), seed)
        return seats.choose  # type: ignore[return-value]

    def problems(self, game: core.Game) -> list[str]:
        from ..competitive.game import CompetitiveGame

        assert isinstance(game, CompetitiveGame)
        return game.state.check_invariants()


SUITE = CompetitiveSoak()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mcdesk.games.champions.ai.competitive_soak",
                                     description=(__doc__ or "").split("\n\n")[0])
    core.add_arguments(parser, default_max=DEFAULT_MAX_DECISIONS)
    return core.run_from_arguments(SUITE, parser.parse_args(argv))


__all__ = ["SUITE", "CompetitiveCase", "CompetitiveSoak", "cases", "main", "make_policy"]

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""Soak test: many seeded random games over every core hero against every core villain, checked throughout.

``python -m mcdesk.games.champions.ai.soak --games 2000 --out soak-failures`` spreads the games over every matchup of
a built-in hero deck against a scenario (Rhino, Klaw, Ultron, Civil War's four leaders, with their recommended
modular sets) in standard and expert mode; game ``i`` plays matchup ``i % len(matchups)`` with seed
``seed + i`` and a random player seeded the same way. After every decision each card must be in exactly one place and no
counter may be negative (``GameState.check_invariants``); every game must end with a result; replaying its answers
must reproduce its final state hash. A failure writes the game's log (``mcdesk replay`` reproduces it) and a line
naming its seed and matchup into the ``--out`` folder. Exit status: 0 when every game passed, 1 otherwise,
130 when interrupted (the report so far is printed).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ....core import soak as core
from ....core.soak import Chooser, SoakReport, SoakResult
from ..engine.game import Game, GameSetup
from .random_policy import RandomPolicy
from .simulate import build_setup

DEFAULT_MAX_DECISIONS = 20_000
SCENARIOS = ("rhino", "klaw", "ultron", "cw_iron_man", "cw_captain_marvel", "cw_captain_america", "cw_spider_woman")
"""The core villains and the four Civil War preconstructed scenarios (with their recommended modular sets)."""

__all__ = ["SCENARIOS", "Matchup", "SoakReport", "SoakResult", "main", "matchups", "run_soak", "soak_one"]


@dataclass(frozen=True)
class Matchup:
    deck: str
    scenario: str
    expert: bool
    partners: tuple[str, ...] = ()
    """The other players' decks: a game of 1 + len(partners) players."""

    @property
    def label(self) -> str:
        return f"{'+'.join((self.deck, *self.partners))} vs {self.scenario} ({'expert' if self.expert else 'standard'})"

    @property
    def slug(self) -> str:
        return f"{self.deck}-{self.scenario}-{'expert' if self.expert else 'standard'}"

    def setup(self) -> GameSetup:
        return build_setup([self.deck, *self.partners], self.scenario, None, expert=self.expert)


def matchups() -> list[Matchup]:
    """Every built-in hero deck against every scenario of the soak, standard and expert."""
    from ..cards.decks import BUILTIN_DECKS

    return [Matchup(d, s, e) for d in BUILTIN_DECKS for s in SCENARIOS for e in (False, True)]


class ChampionsSoak(core.SoakSuite[Matchup]):
    game = "champions"

    def cases(self) -> list[Matchup]:
        return matchups()

    def new_game(self, case: Matchup, seed: int) -> Game:
        return Game(case.setup(), seed)

    def chooser(self, case: Matchup, policy: str, seed: int) -> Chooser:
        from .simulate import make_policy

        player = RandomPolicy(seed) if policy == "random" else make_policy(policy, seed)
        return player.choose  # type: ignore[return-value]

    def problems(self, game: core.Game) -> list[str]:
        assert isinstance(game, Game)
        return game.state.check_invariants()

    def write_log(self, game: core.Game, path: Path, crash: dict[str, str | None] | None) -> None:
        from ....io.saves import write_log

        assert isinstance(game, Game)
        write_log(game, path, crash=crash)


SUITE = ChampionsSoak()


def soak_one(index: int, seed: int, matchup: Matchup, *, max_decisions: int = DEFAULT_MAX_DECISIONS,
             out: Path | None = None, policy: str = "random") -> SoakResult:
    """Play one game of ``matchup`` (a random player, or the autopilot), checking invariants after every
    decision and the replay at the end."""
    return core.soak_one(SUITE, index, seed, matchup, max_decisions=max_decisions, out=out, policy=policy)


def run_soak(games: int, seed: int = 1, *, out: str | Path | None = None, jobs: int = 1,
             max_decisions: int = DEFAULT_MAX_DECISIONS, on_result: Callable[[SoakResult], None] | None = None,
             only: Sequence[Matchup] | None = None, policy: str = "random") -> SoakReport:
    """Play ``games`` soak games (game ``i``: matchup ``i % n``, seed ``seed + i``), ``jobs`` at a time.
    ``policy`` is "random", "autopilot" or "mixed" (every other game)."""
    return core.run_soak(SUITE, games, seed, out=out, jobs=jobs, max_decisions=max_decisions, on_result=on_result,
                         only=only, policy=policy)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mcdesk.games.champions.ai.soak",
                                     description=(__doc__ or "").split("\n\n")[0])
    core.add_arguments(parser, default_max=DEFAULT_MAX_DECISIONS)
    return core.run_from_arguments(SUITE, parser.parse_args(argv))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

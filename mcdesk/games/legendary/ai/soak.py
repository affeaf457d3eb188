"""The Legendary soak: seeded games of 1 to 5 players, each a random setup (mastermind, scheme, villain groups,
henchmen, heroes as the rulebook's setup says), checked after every decision (each card in one zone, no negative
points) and replayed to their hash at the end. ``mcdesk soak --game legendary --games 2000``."""

from __future__ import annotations

from dataclasses import dataclass

from ....core import soak as core
from ..engine.game import LegendaryGame
from ..engine.setup_rules import random_setup
from .simulate import POLICIES

__all__ = ["SUITE", "LegendarySoak", "Table"]

DEFAULT_MAX_DECISIONS = 20_000


@dataclass(frozen=True)
class Table:
    players: int

    @property
    def label(self) -> str:
        return f"{self.players} player{'s' if self.players > 1 else ''}"

    @property
    def slug(self) -> str:
        return f"{self.players}p"


class LegendarySoak(core.SoakSuite[Table]):
    game = "legendary"

    def cases(self) -> list[Table]:
        return [Table(n) for n in range(1, 6)]

    def new_game(self, case: Table, seed: int) -> LegendaryGame:
        return LegendaryGame(random_setup(case.players, seed), seed)

    def chooser(self, case: Table, policy_name: str, seed: int) -> core.Chooser:
        seats = [POLICIES[policy_name](seed * 7 + p) for p in range(case.players)]

        def choose(g: core.Game) -> str:
            assert isinstance(g, LegendaryGame) and g.pending is not None
            return seats[g.pending.player].choose(g)

        return choose

    def problems(self, game: core.Game) -> list[str]:
        assert isinstance(game, LegendaryGame)
        st = game.state
        found = core.zone_problems(st.cards, st.zones)
        if st.turn.attack < 0 or st.turn.recruit < 0:
            found.append(f"negative points: attack {st.turn.attack}, recruit {st.turn.recruit}")
        return found


SUITE = LegendarySoak()

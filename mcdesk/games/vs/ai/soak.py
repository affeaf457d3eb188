"""The Vs. System soak: seeded games of every player layout (1v1, free-for-all for 3 and 4, 2v2, 2-headed
teammates) with a random first deck per seat, checked after every decision (each card in one zone, no negative
wounds or counters) and replayed to their hash at the end. ``mcdesk soak --game vs --games 2000``."""

from __future__ import annotations

from dataclasses import dataclass

from ....core import soak as core
from ..engine.game import Game
from .simulate import DEFAULT_MAX_DECISIONS, policy, random_setup

__all__ = ["DEFAULT_MAX_DECISIONS", "SUITE", "Layout", "VsSoak"]


@dataclass(frozen=True)
class Layout:
    mode: str
    players: int

    @property
    def label(self) -> str:
        return f"{self.mode} ({self.players} players)"

    @property
    def slug(self) -> str:
        return f"{self.mode}-{self.players}p"


LAYOUTS = (Layout("1v1", 2), Layout("ffa", 3), Layout("ffa", 4), Layout("2v2", 4), Layout("2hg", 4))


class VsSoak(core.SoakSuite[Layout]):
    game = "vs"

    def cases(self) -> list[Layout]:
        return list(LAYOUTS)

    def new_game(self, case: Layout, seed: int) -> Game:
        return Game(random_setup(seed, case.mode, case.players), seed)

    def chooser(self, case: Layout, policy_name: str, seed: int) -> core.Chooser:
        seats = [policy(policy_name, seed * 7 + p) for p in range(case.players)]

        def choose(g: core.Game) -> str:
            assert isinstance(g, Game) and g.pending is not None
            return seats[g.pending.player](g)

        return choose

    def problems(self, game: core.Game) -> list[str]:
        assert isinstance(game, Game)
        st = game.state
        found = core.zone_problems(st.cards, st.zones)
        for c in st.cards.values():
            if min(c.wounds, c.plus, c.minus) < 0:
                found.append(f"card {c.id} ({c.code}) has a negative count: wounds {c.wounds}, "
                             f"+1/+1 {c.plus}, -1/-1 {c.minus}")
        return found


SUITE = VsSoak()

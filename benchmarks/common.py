"""Shared pieces of the benchmarks: figures with targets, timing helpers and the games they measure.

The benchmarks print figures; they are not timed tests. Run one (``python benchmarks/bench_engine.py``) or all of
them with a table against the targets (``python benchmarks/run_all.py``).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED_MARVELCDB = ROOT.parent / "shared" / "marvelcdb"

BUSY_IN_PLAY = 16
"""A "busy" state: at least this many cards in play (identities, allies, upgrades, minions, schemes...)."""


@dataclass(frozen=True)
class Figure:
    name: str
    value: float | None
    """None: not available (the thing measured is missing)."""
    unit: str
    target: float | None = None
    higher_is_better: bool = False
    note: str = ""

    @property
    def status(self) -> str:
        if self.value is None:
            return "n/a"
        if self.target is None:
            return "info"
        ok = self.value >= self.target if self.higher_is_better else self.value <= self.target
        return "ok" if ok else "MISS"

    def target_text(self) -> str:
        if self.target is None:
            return ""
        return f"{'>=' if self.higher_is_better else '<'} {_num(self.target)} {self.unit}"

    def value_text(self) -> str:
        return "not available" if self.value is None else f"{_num(self.value)} {self.unit}"

    def line(self) -> str:
        note = f"  ({self.note})" if self.note else ""
        target = f"  target {self.target_text()}" if self.target is not None else ""
        return f"{self.name}: {self.value_text()}{target}  [{self.status}]{note}"


def _num(x: float) -> str:
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 10:
        return f"{x:.1f}"
    return f"{x:.3g}" if x < 1 else f"{x:.2f}"


def percentile(values: list[float], p: float) -> float:
    """The ``p`` quantile (0..1) of ``values`` (nearest rank)."""
    xs = sorted(values)
    if not xs:
        return 0.0
    return xs[min(len(xs) - 1, max(0, round(p * (len(xs) - 1))))]


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds (the least disturbed by other work)."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def median_of(fn: Callable[[], object], repeat: int = 11) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


# == the games measured =========================================================================================
def default_setup():  # type: ignore[no-untyped-def]
    from mcdesk.games.champions.cards.decks import default_setup as setup

    return setup()


def four_player_setup():  # type: ignore[no-untyped-def]
    from mcdesk.games.champions.ai.simulate import build_setup

    return build_setup(["spider-man-justice", "captain-marvel-leadership", "she-hulk-aggression",
                        "black-panther-protection"], "klaw")


def play(setup, seed: int, policy: str = "random", max_decisions: int = 20_000):  # type: ignore[no-untyped-def]
    """A full game of ``setup`` with ``policy`` for every seat."""
    from mcdesk.games.champions.ai.simulate import make_policy, policy_factory
    from mcdesk.games.champions.engine.game import Game

    g = Game(setup, seed)
    player = policy_factory([policy] * len(setup.players))(seed) if len(setup.players) > 1 \
        else make_policy(policy, seed)
    while g.pending is not None and len(g.answers) < max_decisions:
        g.answer(player.choose(g))
    return g


@cache
def long_game_answers(min_decisions: int = 500) -> tuple[object, int, tuple[str, ...]]:
    """(setup, seed, answers) of a game with at least ``min_decisions`` answers: four autopilot players
    against Klaw (about 350-400 decisions each) are tried seed by seed; failing that, the longest."""
    setup = four_player_setup()
    best: tuple[object, int, tuple[str, ...]] | None = None
    for seed in range(1, 40):
        g = play(setup, seed, "autopilot")
        if best is None or len(g.answers) > len(best[2]):
            best = (setup, seed, tuple(g.answers))
        if len(g.answers) >= min_decisions:
            return best
    assert best is not None
    return best


def in_play(game) -> int:  # type: ignore[no-untyped-def]
    from mcdesk.games.champions.engine.state import IN_PLAY_ZONES

    return sum(1 for c in game.state.cards.values() if c.zone[0] in IN_PLAY_ZONES)


def walk(setup, seed: int, answers) -> Iterator[tuple[object, str]]:  # type: ignore[no-untyped-def]
    """Replay ``answers`` and yield (game, next answer) before each one is answered."""
    from mcdesk.games.champions.engine.game import Game

    g = Game(setup, seed)
    for key in answers:
        yield g, key
        g.answer(key)

"""The soak test of any game: many seeded games played by a computer policy, checked throughout.

A game supplies a :class:`SoakSuite`: its cases (a matchup, a player layout, a setup), how to start a game of a
case, the chooser a policy uses, and optionally what to check after every decision. Game ``i`` plays case
``i % len(cases)`` with seed ``seed + i``. Every game must end with a result within ``max_decisions`` answers,
raise nothing, keep its checks, and replay from its answers to the same state hash. A failure writes the game's
log (``mcdesk replay`` reproduces it) and a line naming its seed and case into the ``out`` folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

from .referee import Referee

Game = Referee[Any, Any]
Chooser = Callable[[Game], str]


class SoakCase(Protocol):
    @property
    def label(self) -> str: ...

    @property
    def slug(self) -> str:
        """The case in a file name."""
        ...


CaseT = TypeVar("CaseT", bound=SoakCase)


class SoakSuite(Generic[CaseT]):
    """What one game gives the soak. Subclasses are module-level and stateless, so worker processes get them."""

    game = ""
    policies: tuple[str, ...] = ("random", "autopilot")

    def cases(self) -> list[CaseT]:
        raise NotImplementedError

    def new_game(self, case: CaseT, seed: int) -> Game:
        raise NotImplementedError

    def chooser(self, case: CaseT, policy: str, seed: int) -> Chooser:
        """Answers the pending decision, whoever's it is."""
        raise NotImplementedError

    def problems(self, game: Game) -> list[str]:
        """What is wrong with the state after a decision (a card in two places, a negative counter)."""
        return []

    def replay(self, game: Game) -> Game:
        return type(game).replay(game.setup, game.seed, game.answers)

    def write_log(self, game: Game, path: Path, crash: dict[str, str | None] | None) -> None:
        """A file ``mcdesk replay`` reproduces the game from."""
        import json

        data = game.to_save()
        if crash is not None:
            data["crash"] = crash
        path.write_text(json.dumps(data), encoding="utf-8")


@dataclass(frozen=True)
class SoakResult:
    index: int
    seed: int
    case: Any
    status: str
    """The game's result ("win", "loss", "tie", ...), or a failure: "crash", "invariant", "unfinished",
    "replay"."""
    decisions: int
    seconds: float
    message: str = ""
    log_path: str | None = None

    FAILURES = ("crash", "invariant", "unfinished", "replay")

    @property
    def failed(self) -> bool:
        return self.status in self.FAILURES

    @property
    def matchup(self) -> Any:
        return self.case

    def line(self) -> str:
        head = f"game {self.index + 1} seed {self.seed} {self.case.label}:"
        if self.failed:
            where = f" (log: {self.log_path})" if self.log_path else ""
            return f"{head} FAILED {self.status} after {self.decisions} decisions: {self.message}{where}"
        return f"{head} {self.status}, {self.decisions} decisions, {self.seconds:.2f} s"


@dataclass
class SoakReport:
    requested: int
    results: list[SoakResult] = field(default_factory=list)
    interrupted: bool = False
    seconds: float = 0.0

    @property
    def failures(self) -> list[SoakResult]:
        return [r for r in self.results if r.failed]

    @property
    def decisions(self) -> int:
        return sum(r.decisions for r in self.results)

    def summary(self) -> str:
        seen = len({r.case for r in self.results})
        outcomes: dict[str, int] = {}
        for r in self.results:
            if not r.failed:
                outcomes[r.status] = outcomes.get(r.status, 0) + 1
        results = ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())) or "none finished"
        rate = self.decisions / self.seconds if self.seconds > 0 else 0.0
        return (f"soak: {len(self.results)} of {self.requested} games over {seen} cases, "
                f"{len(self.failures)} failed ({results}); {self.decisions} decisions "
                f"checked in {self.seconds:.1f} s ({rate:.0f}/s)")


def soak_one(suite: SoakSuite[Any], index: int, seed: int, case: Any, *, max_decisions: int,
             out: Path | None = None, policy: str = "random") -> SoakResult:
    """Play one game of ``case``, checking the state after every decision and the replay at the end."""
    start = time.perf_counter()
    game: Game | None = None
    key: str | None = None

    def fail(status: str, message: str, crash: dict[str, str | None] | None = None) -> SoakResult:
        log_path = None
        if out is not None and game is not None:
            log_path = _write_failure(suite, out, game, index, seed, case, status, message, crash)
        return SoakResult(index, seed, case, status, len(game.answers) if game is not None else 0,
                          time.perf_counter() - start, message, log_path)

    try:
        game = suite.new_game(case, seed)
        choose = suite.chooser(case, policy, seed)
        while game.pending is not None and len(game.answers) < max_decisions:
            key = choose(game)
            game.answer(key)
            key = None
            problems = suite.problems(game)
            if problems:
                return fail("invariant", "; ".join(problems[:5]),
                            {"answer": None, "error": f"invariant broken: {'; '.join(problems[:5])}"})
    except Exception as e:  # an engine fault: recorded with the answer that raised
        message = f"{type(e).__name__}: {e}"
        return fail("crash", message + "\n" + "".join(traceback.format_exception(e))[-2000:],
                    {"answer": key, "error": message})
    if game.pending is not None:
        return fail("unfinished", f"no result after {max_decisions} decisions")
    try:
        again = suite.replay(game)
    except Exception as e:
        return fail("replay", f"replaying the answers raised {type(e).__name__}: {e}")
    if again.state_hash() != game.state_hash():
        return fail("replay", f"replay ends on state hash {again.state_hash()}, the game on {game.state_hash()}")
    return SoakResult(index, seed, case, game.result or "?", len(game.answers), time.perf_counter() - start)


def _write_failure(suite: SoakSuite[Any], out: Path, game: Game, index: int, seed: int, case: Any, status: str,
                   message: str, crash: dict[str, str | None] | None) -> str:
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"soak-{suite.game}-{case.slug}-seed{seed}.json"
    suite.write_log(game, path, crash)
    first = message.splitlines()[0] if message else ""
    with open(out / "failures.txt", "a", encoding="utf-8") as f:
        f.write(f"game {index + 1} seed {seed} {case.label}: {status}: {first}\n"
                f"  reproduce: mcdesk replay {path}\n")
    return str(path)


def _job(args: tuple[SoakSuite[Any], int, int, Any, int, str | None, str]) -> SoakResult:
    suite, index, seed, case, max_decisions, out, policy = args
    return soak_one(suite, index, seed, case, max_decisions=max_decisions, out=Path(out) if out else None,
                    policy=policy)


def run_soak(suite: SoakSuite[Any], games: int, seed: int = 1, *, out: str | Path | None = None, jobs: int = 1,
             max_decisions: int = 20_000, on_result: Callable[[SoakResult], None] | None = None,
             only: Sequence[Any] | None = None, policy: str = "random") -> SoakReport:
    """Play ``games`` soak games (game ``i``: case ``i % n``, seed ``seed + i``), ``jobs`` at a time.
    ``policy`` is one of the suite's policies, or "mixed" (random and autopilot every other game). Ctrl+C stops the
    run and returns what finished, with ``interrupted`` set."""
    pool_of = list(only) if only is not None else suite.cases()

    def who(i: int) -> str:
        if policy == "mixed":
            return "autopilot" if i % 2 else "random"
        return policy

    work = [(suite, i, seed + i, pool_of[i % len(pool_of)], max_decisions, str(out) if out is not None else None,
             who(i)) for i in range(games)]
    report = SoakReport(requested=games)
    start = time.perf_counter()
    try:
        if jobs <= 1:
            results: Any = map(_job, work)
            for r in results:
                report.results.append(r)
                if on_result is not None:
                    on_result(r)
        else:
            with ProcessPoolExecutor(max_workers=jobs) as ex:
                for r in ex.map(_job, work, chunksize=4):
                    report.results.append(r)
                    if on_result is not None:
                        on_result(r)
    except KeyboardInterrupt:
        report.interrupted = True
    report.seconds = time.perf_counter() - start
    return report


def add_arguments(parser: argparse.ArgumentParser, *, default_max: int) -> None:
    parser.add_argument("--games", type=int, default=200, metavar="N", help="number of games (default 200)")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first game (default 1)")
    parser.add_argument("--out", default="soak-failures", metavar="DIR",
                        help="folder for the logs of failed games (default ./soak-failures)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                        help="games played at once (default: the number of cores)")
    parser.add_argument("--max-decisions", type=int, default=default_max, metavar="N",
                        help=f"decisions after which a game counts as not ending (default {default_max})")
    parser.add_argument("--policy", choices=("random", "autopilot", "mixed"), default="random",
                        help="who plays: random legal answers (default), the autopilot, or every other game each")
    parser.add_argument("--verbose", "-v", action="store_true", help="print every game, not only failures")


def run_from_arguments(suite: SoakSuite[Any], args: argparse.Namespace) -> int:
    """Print the failures (every game with --verbose) and the totals; exit status 0 when every game passed,
    1 otherwise, 130 when interrupted."""

    def on_result(r: SoakResult) -> None:
        if r.failed or args.verbose:
            print(r.line(), flush=True)

    print(f"soak: {args.games} {args.policy} games of {suite.game} over {len(suite.cases())} cases, "
          f"{args.jobs} at a time; failures go to {args.out}", flush=True)
    report = run_soak(suite, args.games, args.seed, out=args.out, jobs=args.jobs, max_decisions=args.max_decisions,
                      on_result=on_result, policy=args.policy)
    print(report.summary())
    if report.interrupted:
        print(f"interrupted after {len(report.results)} of {report.requested} games", file=sys.stderr)
        return 130
    return 1 if report.failures else 0


class _Placed(Protocol):
    @property
    def zone(self) -> str: ...


def zone_problems(cards: dict[int, Any], zones: dict[str, list[int]]) -> list[str]:
    """Each card in exactly one zone, the one it names (for engines that keep ``cards`` by id and ``zones`` as id
    lists)."""
    problems: list[str] = []
    where: dict[int, str] = {}
    for name, ids in zones.items():
        for cid in ids:
            if cid in where:
                problems.append(f"card {cid} is in both {where[cid]} and {name}")
            where[cid] = name
    for cid, card in cards.items():
        placed: _Placed = card
        if where.get(cid) != placed.zone:
            problems.append(f"card {cid} says it is in {placed.zone}, found in {where.get(cid, 'no zone')}")
    for cid in where.keys() - cards.keys():
        problems.append(f"zone {where[cid]} holds card {cid}, which does not exist")
    return problems

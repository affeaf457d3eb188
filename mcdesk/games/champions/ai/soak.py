"""Soak test: many seeded random games over every core hero against every core villain, checked throughout.

``python -m mcdesk.games.champions.ai.soak --games 2000 --out soak-failures`` spreads the games over every matchup of
a built-in hero deck against a scenario (Rhino, Klaw, Ultron, Civil War's Iron Man and Captain Marvel, with their
recommended modular sets) in standard and expert mode; game ``i`` plays matchup ``i % len(matchups)`` with seed
``seed + i`` and a random player seeded the same way. After every decision each card must be in exactly one place and no
counter may be negative (``GameState.check_invariants``); every game must end with a result; replaying its answers
must reproduce its final state hash. A failure writes the game's log (``mcdesk replay`` reproduces it) and a line
naming its seed and matchup into the ``--out`` folder. Exit status: 0 when every game passed, 1 otherwise,
130 when interrupted (the report so far is printed).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.game import Game, GameSetup
from .random_policy import RandomPolicy
from .simulate import build_setup

DEFAULT_MAX_DECISIONS = 20_000
SCENARIOS = ("rhino", "klaw", "ultron", "cw_iron_man", "cw_captain_marvel")


@dataclass(frozen=True)
class Matchup:
    deck: str
    scenario: str
    expert: bool

    @property
    def label(self) -> str:
        return f"{self.deck} vs {self.scenario} ({'expert' if self.expert else 'standard'})"

    def setup(self) -> GameSetup:
        return build_setup([self.deck], self.scenario, None, expert=self.expert)


def matchups() -> list[Matchup]:
    """Every built-in hero deck against every scenario of the soak, standard and expert."""
    from ..cards.decks import BUILTIN_DECKS

    return [Matchup(d, s, e) for d in BUILTIN_DECKS for s in SCENARIOS for e in (False, True)]


@dataclass(frozen=True)
class SoakResult:
    index: int
    seed: int
    matchup: Matchup
    status: str
    """"win", "loss", or a failure: "crash", "invariant", "unfinished", "replay"."""
    decisions: int
    seconds: float
    message: str = ""
    log_path: str | None = None

    @property
    def failed(self) -> bool:
        return self.status not in ("win", "loss")

    def line(self) -> str:
        head = f"game {self.index + 1} seed {self.seed} {self.matchup.label}:"
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
        wins = sum(1 for r in self.results if r.status == "win")
        losses = sum(1 for r in self.results if r.status == "loss")
        matchups_seen = len({r.matchup for r in self.results})
        rate = self.decisions / self.seconds if self.seconds > 0 else 0.0
        return (f"soak: {len(self.results)} of {self.requested} games over {matchups_seen} matchups, "
                f"{len(self.failures)} failed (wins {wins}, losses {losses}); {self.decisions} decisions "
                f"checked in {self.seconds:.1f} s ({rate:.0f}/s)")


def soak_one(index: int, seed: int, matchup: Matchup, *, max_decisions: int = DEFAULT_MAX_DECISIONS,
             out: Path | None = None, policy: str = "random") -> SoakResult:
    """Play one game of ``matchup`` (a random player, or the autopilot), checking invariants after every
    decision and the replay at the end."""
    from .simulate import make_policy

    start = time.perf_counter()
    setup = matchup.setup()
    game: Game | None = None
    key: str | None = None

    def fail(status: str, message: str, crash: dict[str, str | None] | None = None) -> SoakResult:
        log_path = None
        if out is not None and game is not None:
            log_path = _write_failure(out, game, index, seed, matchup, status, message, crash)
        return SoakResult(index, seed, matchup, status, len(game.answers) if game is not None else 0,
                          time.perf_counter() - start, message, log_path)

    try:
        game = Game(setup, seed)
        player = RandomPolicy(seed) if policy == "random" else make_policy(policy, seed)
        while game.pending is not None and len(game.answers) < max_decisions:
            key = player.choose(game)
            game.answer(key)
            key = None
            problems = game.state.check_invariants()
            if problems:
                return fail("invariant", "; ".join(problems[:5]),
                            {"answer": None, "error": f"invariant broken: {'; '.join(problems[:5])}"})
    except Exception as e:  # an engine fault: record it with the answer that raised
        message = f"{type(e).__name__}: {e}"
        return fail("crash", message + "\n" + "".join(traceback.format_exception(e))[-2000:],
                    {"answer": key, "error": message})
    if game.pending is not None:
        return fail("unfinished", f"no result after {max_decisions} decisions (round {game.state.round})")
    try:
        again = Game.replay(setup, seed, game.answers)
    except Exception as e:
        return fail("replay", f"replaying the answers raised {type(e).__name__}: {e}")
    if again.state_hash() != game.state_hash():
        return fail("replay", f"replay ends on state hash {again.state_hash()}, the game on {game.state_hash()}")
    return SoakResult(index, seed, matchup, game.result or "?", len(game.answers), time.perf_counter() - start)


def _write_failure(out: Path, game: Game, index: int, seed: int, matchup: Matchup, status: str, message: str,
                   crash: dict[str, str | None] | None) -> str:
    from ....io.saves import write_log

    out.mkdir(parents=True, exist_ok=True)
    mode = "expert" if matchup.expert else "standard"
    path = out / f"soak-{matchup.deck}-{matchup.scenario}-{mode}-seed{seed}.json"
    write_log(game, path, crash=crash)
    first = message.splitlines()[0] if message else ""
    with open(out / "failures.txt", "a", encoding="utf-8") as f:
        f.write(f"game {index + 1} seed {seed} {matchup.label}: {status}: {first}\n"
                f"  reproduce: mcdesk replay {path}\n")
    return str(path)


def _job(args: tuple[int, int, Matchup, int, str | None, str]) -> SoakResult:
    index, seed, matchup, max_decisions, out, policy = args
    return soak_one(index, seed, matchup, max_decisions=max_decisions, out=Path(out) if out else None,
                    policy=policy)


def run_soak(games: int, seed: int = 1, *, out: str | Path | None = None, jobs: int = 1,
             max_decisions: int = DEFAULT_MAX_DECISIONS, on_result: Callable[[SoakResult], None] | None = None,
             only: Sequence[Matchup] | None = None, policy: str = "random") -> SoakReport:
    """Play ``games`` soak games (game ``i``: matchup ``i % n``, seed ``seed + i``), ``jobs`` at a time.
    ``policy`` is "random", "autopilot" or "mixed" (every other game). Ctrl+C stops the run and returns
    what finished, with ``interrupted`` set."""
    pool_of = list(only) if only is not None else matchups()

    def who(i: int) -> str:
        if policy == "mixed":
            return "autopilot" if i % 2 else "random"
        return policy

    work = [(i, seed + i, pool_of[i % len(pool_of)], max_decisions, str(out) if out is not None else None, who(i))
            for i in range(games)]
    report = SoakReport(requested=games)
    start = time.perf_counter()
    try:
        if jobs <= 1:
            for w in work:
                r = _job(w)
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


def main(argv: Sequence[str] | None = None) -> int:
    import os

    parser = argparse.ArgumentParser(prog="python -m mcdesk.games.champions.ai.soak",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, metavar="N", help="number of games (default 200)")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first game (default 1)")
    parser.add_argument("--out", default="soak-failures", metavar="DIR",
                        help="folder for the logs of failed games (default ./soak-failures)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, metavar="N",
                        help="games played at once (default: the number of cores)")
    parser.add_argument("--max-decisions", type=int, default=DEFAULT_MAX_DECISIONS, metavar="N",
                        help=f"decisions after which a game counts as not ending (default {DEFAULT_MAX_DECISIONS})")
    parser.add_argument("--policy", choices=("random", "autopilot", "mixed"), default="random",
                        help="who plays: random legal answers (default), the autopilot, or every other game each")
    parser.add_argument("--verbose", "-v", action="store_true", help="print every game, not only failures")
    args = parser.parse_args(argv)

    def on_result(r: SoakResult) -> None:
        if r.failed or args.verbose:
            print(r.line(), flush=True)

    print(f"soak: {args.games} {args.policy} games over {len(matchups())} matchups, {args.jobs} at a time; "
          f"failures go to {args.out}", flush=True)
    report = run_soak(args.games, args.seed, out=args.out, jobs=args.jobs, max_decisions=args.max_decisions,
                      on_result=on_result, policy=args.policy)
    print(report.summary())
    if report.interrupted:
        print(f"interrupted after {len(report.results)} of {report.requested} games", file=sys.stderr)
        return 130
    return 1 if report.failures else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

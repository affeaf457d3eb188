"""Engine figures: decisions per second in full games, the latency of producing a decision at busy states, one
full game, replaying a 500-decision log, and saving and loading a game.

    python benchmarks/bench_engine.py [--quick]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import (  # noqa: E402
    BUSY_IN_PLAY,
    Figure,
    best_of,
    default_setup,
    four_player_setup,
    in_play,
    long_game_answers,
    median_of,
    percentile,
    play,
)


def decisions_per_second(quick: bool = False) -> list[Figure]:
    """Decisions the engine applies per second in full games: the games are played once by their policies
    (recording the answers, and the rate with the policy choosing), then applied again by the engine alone
    (``Game.answer`` from the first decision to the result), the median of several runs.

    Targets (issue 9, hot spots): 4 players at least 4,000 decisions/s with random answers and 2,500 with
    autopilot seats; 1 player at least 2,000."""
    from mcdesk.games.champions.engine.game import Game

    out = []
    for label, setup, policy, games, target in (
        ("1 player, random", default_setup(), "random", 40 if quick else 200, 2000),
        ("1 player, autopilot", default_setup(), "autopilot", 10 if quick else 40, 2000),
        ("4 players, random", four_player_setup(), "random", 4 if quick else 12, 4000),
        ("4 players, autopilot", four_player_setup(), "autopilot", 2 if quick else 6, 2500),
    ):
        logs = []
        start = time.perf_counter()
        for seed in range(1, games + 1):
            logs.append((seed, list(play(setup, seed, policy).answers)))
        with_policy = time.perf_counter() - start
        n = sum(len(a) for _, a in logs)

        def apply_all(setup=setup, logs=logs) -> None:  # type: ignore[no-untyped-def]
            for seed, answers in logs:
                g = Game(setup, seed)
                for key in answers:
                    g.answer(key)

        runs = 3 if quick else 7
        cpu, wall = _median_cpu_and_wall(apply_all, runs)
        out.append(Figure(f"decisions/s in full games ({label})", n / cpu, "/s", target, True,
                          f"{n} decisions in {games} games, median of {runs} runs in CPU time (wall clock "
                          f"{n / wall:,.0f}/s); with the policy choosing too: {n / with_policy:,.0f}/s wall"))
    return out


def _median_cpu_and_wall(fn, repeat: int) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Median CPU time of this process and median wall time of ``repeat`` runs. CPU time is the figure: on a
    machine shared with other work the wall clock measures the neighbours as much as the engine."""
    cpu, wall = [], []
    for _ in range(repeat):
        c, w = time.process_time(), time.perf_counter()
        fn()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    return statistics.median(cpu), statistics.median(wall)


def decision_latency(quick: bool = False) -> list[Figure]:
    """How long the engine takes to produce the next decision (``Game.answer`` up to the next pending decision
    and its legal options) at busy states, and the cost of listing a turn's options (``turn_options``)."""
    from mcdesk.core.decisions import DecisionKind
    from mcdesk.games.champions.engine.game import Game
    from mcdesk.games.champions.engine.turn import turn_options

    setup, seed, answers = long_game_answers()
    games = [(setup, seed, answers)]
    extra = 1 if quick else 3
    for s in range(100, 100 + extra):
        g = play(setup, s, "autopilot")
        games.append((setup, s, tuple(g.answers)))
    answer_ms: list[float] = []
    options_ms: list[float] = []
    legal_ms: list[float] = []
    states = 0
    for st, sd, ans in games:
        g = Game(st, sd)
        for key in ans:
            busy = in_play(g) >= BUSY_IN_PLAY
            d = g.pending
            if busy and d is not None and d.kind is DecisionKind.TURN:
                p = d.player
                options_ms.append(min(_timed(lambda g=g, p=p: turn_options(g, p)) for _ in range(3)))
                legal_ms.append(_timed(g.legal_options))
            t = time.perf_counter()
            g.answer(key)
            if busy:
                states += 1
                answer_ms.append((time.perf_counter() - t) * 1000)
    return [
        Figure("decision latency p50 (answer at busy states)", percentile(answer_ms, 0.5), "ms", None, False,
               f"{states} states with >= {BUSY_IN_PLAY} cards in play, 4 players"),
        Figure("decision latency p99 (answer at busy states)", percentile(answer_ms, 0.99), "ms", 5.0, False,
               f"max {max(answer_ms):.2f} ms"),
        Figure("turn_options p50 (busy turn states)", percentile(options_ms, 0.5), "ms", None, False,
               f"{len(options_ms)} turn decisions"),
        Figure("turn_options p99 (busy turn states)", percentile(options_ms, 0.99), "ms", 5.0, False,
               f"max {max(options_ms):.2f} ms"),
        Figure("Game.legal_options() p99", percentile(legal_ms, 0.99), "ms", 5.0, False),
    ]


def _timed(fn) -> float:  # type: ignore[no-untyped-def]
    t = time.perf_counter()
    fn()
    return (time.perf_counter() - t) * 1000


def full_game() -> list[Figure]:
    from mcdesk.games.champions.ai.simulate import make_policy
    from mcdesk.games.champions.engine.game import Game

    out = []
    for policy in ("random", "autopilot"):
        def one(policy: str = policy) -> int:
            g = Game(default_setup(), 1)
            player = make_policy(policy, 1)
            while g.pending is not None:
                g.answer(player.choose(g))
            return len(g.answers)

        n = one()
        out.append(Figure(f"one full game ({policy}, Spider-Man vs Rhino)", best_of(one, 3) * 1000, "ms", None,
                          False, f"{n} decisions, policy included"))
    return out


def replay_500() -> list[Figure]:
    from mcdesk.games.champions.engine.game import Game
    from mcdesk.io.saves import replay_log, write_log

    setup, seed, answers = long_game_answers()
    prefix = list(answers[:500])
    t = best_of(lambda: Game.replay(setup, seed, prefix), 5)  # type: ignore[arg-type]
    g = Game.replay(setup, seed, prefix)  # type: ignore[arg-type]
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "game.json"
        write_log(g, path)
        t_log = best_of(lambda: replay_log(path), 5)
    return [
        Figure("replay a 500-decision log (Game.replay)", t, "s", 0.3, False, "4 players vs Klaw, autopilot"),
        Figure("replay a 500-decision log file (read, replay, verify hash)", t_log, "s", 0.3, False),
    ]


def save_and_load() -> list[Figure]:
    from mcdesk.games.champions.engine.game import Game
    from mcdesk.io.saves import load_game, save_game

    out = []
    g1 = play(default_setup(), 1, "autopilot")
    mid = list(g1.answers[: len(g1.answers) // 2])
    setup, seed, answers = long_game_answers()
    for label, st, sd, ans, target in (
        (f"save + load a game in progress ({len(mid)} decisions, 1 player)", default_setup(), 1, mid, 50.0),
        ("save + load a 500-decision game (4 players)", setup, seed, list(answers[:500]), None),
    ):
        game = Game.replay(st, sd, ans)  # type: ignore[arg-type]
        with tempfile.TemporaryDirectory() as d:
            path = Path(d) / "save.json"

            def roundtrip(game: Game = game, path: Path = path) -> None:
                save_game(game, path)
                load_game(path)

            t = median_of(roundtrip, 7)
            t_save = median_of(lambda game=game, path=path: save_game(game, path), 7)
        out.append(Figure(label, t * 1000, "ms", target, False, f"save alone {t_save * 1000:.1f} ms"))
    return out


def figures(quick: bool = False) -> list[Figure]:
    return (decisions_per_second(quick) + decision_latency(quick) + full_game() + replay_500()
            + save_and_load())


def main() -> None:
    quick = "--quick" in sys.argv
    for f in figures(quick):
        print(f.line(), flush=True)


if __name__ == "__main__":
    main()

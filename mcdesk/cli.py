"""The ``mcdesk`` command: play in a window, simulate and replay games without one."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_UNAVAILABLE = 2
EXIT_INTERRUPTED = 130


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mcdesk",
        description="A desktop tabletop and rules engine for Marvel Champions: The Card Game. "
                    "With no subcommand, opens the table window (same as `mcdesk play`).",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="subcommands")

    play = sub.add_parser("play", help="open the window and play the default game (Spider-Man vs Rhino)",
                          description="Open the window and play the default game: Spider-Man (Justice "
                                      "starter) against Rhino with Bomb Scare, standard mode.")
    play.add_argument("--seed", type=int, default=None, help="the game's seed (default: a random one)")

    sim = sub.add_parser("simulate", help="play games without a window (random AI) and print statistics",
                         description="Play the default matchup with a random-choice AI and print one line "
                                     "per game and a totals line. Game i uses seed SEED+i. Exits 1 if a "
                                     "game crashed, 130 when interrupted with Ctrl+C (totals so far are "
                                     "still printed).")
    sim.add_argument("--games", type=_positive, default=10, metavar="N", help="number of games (default 10)")
    sim.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first game (default 1)")
    sim.add_argument("--log-dir", default=None, metavar="DIR",
                     help="write each game's replay log (game-seed<S>.json) into DIR")
    sim.add_argument("--max-decisions", type=_positive, default=None, metavar="N",
                     help="decisions after which a game counts as unfinished (default 20000)")
    sim.add_argument("--traceback", action="store_true", help="print the full traceback of crashed games")
    sim.add_argument("--quiet", "-q", action="store_true", help="print only the totals line")

    rep = sub.add_parser("replay", help="replay a game log (or save) and verify its final state hash",
                         description="Replay a game log written by `mcdesk simulate --log-dir` (or a saved "
                                     "game), check it ends on the recorded state hash, and print the final "
                                     "state hash and result. Exits 1 when the file cannot be replayed.")
    rep.add_argument("log", metavar="LOG", help="the log or save file")
    rep.add_argument("--show-log", action="store_true", help="print the game's log lines")

    ren = sub.add_parser("render", help="draw a saved game's table to an image (not available yet)",
                         description="Not available yet: rendering arrives with the table view. Exits 2.")
    ren.add_argument("save", metavar="SAVE", help="the saved game")
    ren.add_argument("-o", "--output", metavar="OUT.png", help="the image file to write")

    from .cards_cli import add_subcommands

    add_subcommands(sub)
    return parser


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {n}")
    return n


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    command = args.command or "play"
    if command == "play":
        return cmd_play(getattr(args, "seed", None))
    if command == "simulate":
        return cmd_simulate(args)
    if command == "replay":
        return cmd_replay(args.log, show_log=args.show_log)
    if command == "render":
        print("mcdesk render: not available yet; render arrives with the table (the table view is not "
              "built yet). No image was written.", file=sys.stderr)
        return EXIT_UNAVAILABLE
    if command in ("cards", "deck"):
        return int(args.handler(args))
    parser.error(f"unknown command {command!r}")
    return EXIT_FAILED  # not reached: parser.error exits


# == play ==============================================================================================
def cmd_play(seed: int | None) -> int:
    from .app.main_window import run_app
    from .cards.decks import default_setup

    if seed is None:
        seed = random.randrange(2**31)
    return run_app(default_setup(), seed)


# == simulate ==========================================================================================
def cmd_simulate(args: argparse.Namespace) -> int:
    from .ai import simulate as sim
    from .ai.simulate import DEFAULT_MAX_DECISIONS, GameRecord
    from .cards.decks import default_setup

    def on_game(record: GameRecord) -> None:
        if not args.quiet or record.status == "crashed":
            print(record.line(), flush=True)
        if record.status == "crashed":
            if args.traceback:
                print(record.traceback, file=sys.stderr, flush=True)
            else:
                print(f"  {_crash_site(record.traceback)} (--traceback for the full traceback)",
                      file=sys.stderr, flush=True)
            if record.log_path:
                print(f"  log: {record.log_path}", file=sys.stderr, flush=True)

    results = sim.simulate(default_setup(), args.games, args.seed, sim.random_policy, on_game,
                       max_decisions=args.max_decisions or DEFAULT_MAX_DECISIONS, log_dir=args.log_dir)
    print(results.totals_line())
    if results.interrupted:
        print(f"interrupted after {len(results.games)} of {results.requested} games", file=sys.stderr)
        return EXIT_INTERRUPTED
    if results.crashed:
        seeds = ", ".join(str(g.seed) for g in results.games if g.status == "crashed")
        print(f"{results.crashed} game(s) crashed (seeds {seeds})", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def _crash_site(tb: str) -> str:
    """The innermost 'File ..., line ..., in ...' of a traceback: where the crash happened."""
    sites = [line.strip() for line in tb.splitlines() if line.strip().startswith('File "')]
    return f"at {sites[-1]}" if sites else "no traceback"


# == replay ============================================================================================
def cmd_replay(path: str, *, show_log: bool = False) -> int:
    from .engine.errors import EngineError, IllegalAnswer
    from .io.saves import SaveError, game_from_save_data, read_file_kind, read_log, replay_log

    try:
        kind, data = read_file_kind(path)
        if kind == "save":
            game = game_from_save_data(path, data)
            crash = None
        else:
            crash = read_log(path).crash
            game = replay_log(path)
    except SaveError as e:
        print(f"mcdesk replay: {e}", file=sys.stderr)
        return EXIT_FAILED
    if show_log:
        for line in game.log_lines:
            print(line)
    print(f"decisions: {len(game.answers)}, round {game.state.round}")
    print(f"result: {game.result or 'none (the game had not ended)'}"
          + (f" ({game.state.result_reason})" if game.state.result_reason else ""))
    print(f"final state hash: {game.state_hash()}")
    print(f"verified: the replay ends on the {kind}'s recorded state hash")
    if crash is not None:
        print(f"the log records a crash: answering {crash.answer!r} raised {crash.error}")
        if crash.answer is not None:
            try:
                game.answer(crash.answer)
            except (EngineError, IllegalAnswer) as e:
                print(f"reproduced: {e}")
                return EXIT_FAILED
            print("not reproduced: that answer now succeeds")
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

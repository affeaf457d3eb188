"""The Vs. System side of ``mcdesk simulate/replay/render --game vs``."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mcdesk.core.errors import CorruptLog, EngineError, IllegalAnswer, InvalidSetup

EXIT_OK, EXIT_FAILED, EXIT_UNAVAILABLE = 0, 1, 2


def simulate(args: argparse.Namespace) -> int:
    from .ai.simulate import DEFAULT_MAX_DECISIONS, PLAYERS, POLICY_NAMES, GameLine, totals_line
    from .ai.simulate import simulate as run

    mode = (getattr(args, "mode", None) or "1v1").lower()
    if mode not in PLAYERS:
        print(f"mcdesk simulate: unknown Vs. System player layout {mode!r} (1v1, ffa, 2v2, 2hg)", file=sys.stderr)
        return EXIT_UNAVAILABLE
    if args.policies is not None:
        names = [n.strip().lower() for n in args.policies.split(",") if n.strip()]
    else:
        names = [(args.policy or "random").strip().lower()]
    bad = [n for n in names if n not in POLICY_NAMES]
    if bad or len(names) not in (1, PLAYERS[mode]):
        print(f"mcdesk simulate: policies {','.join(names)!r}: give one of {', '.join(POLICY_NAMES)} or one per "
              f"seat ({PLAYERS[mode]} for {mode})", file=sys.stderr)
        return EXIT_UNAVAILABLE
    print(f"simulating {args.games} Vs. System game(s), {mode}, the rulebook's first decks; policies: "
          f"{', '.join(names)}", file=sys.stderr, flush=True)

    def on_game(r: GameLine) -> None:
        if not args.quiet or r.status == "crashed":
            print(r.line(), flush=True)

    lines = run(mode, args.games, args.seed, names, log_dir=args.log_dir,
                max_decisions=args.max_decisions or DEFAULT_MAX_DECISIONS, on_game=on_game)
    print(totals_line(lines, names if len(names) > 1 else names * PLAYERS[mode]))
    crashed = [r.seed for r in lines if r.status == "crashed"]
    if crashed:
        print(f"{len(crashed)} game(s) crashed (seeds {', '.join(map(str, crashed))})", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def load(path: str) -> Any:
    from mcdesk.io import safejson

    from .engine.game import Game

    try:
        data = safejson.loads(safejson.read_text(path), dict, "a saved game")
    except (safejson.JsonProblem, safejson.JsonFileError) as e:
        raise CorruptLog(f"{path}: {e}") from None
    try:
        return Game.from_save(data)
    except (InvalidSetup, IllegalAnswer, EngineError) as e:
        raise CorruptLog(f"{path}: {e}") from None


def replay(path: str, *, show_log: bool = False) -> int:
    try:
        g = load(path)
    except CorruptLog as e:
        print(f"mcdesk replay: {e}", file=sys.stderr)
        return EXIT_FAILED
    if show_log:
        for line in g.log_lines:
            print(line)
    print(f"decisions: {len(g.answers)}, turn {g.state.turn}")
    print(f"result: {g.result or 'none (the game had not ended)'}" + (f" ({g.state.reason})" if g.state.reason
                                                                       else ""))
    print(f"final state hash: {g.state_hash()}")
    print("verified: the replay ends on the save's recorded state hash")
    return EXIT_OK


def file_game(path: str) -> str | None:
    """The game a save names (None if the file can't be read or names none)."""
    from mcdesk.io import safejson

    try:
        data = safejson.loads(safejson.read_text(path))
    except Exception:  # only sniffing: the chosen game's reader reports what is wrong
        return None
    return data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else None

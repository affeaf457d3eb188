"""The Vs. System side of ``mcdesk simulate/replay/render --game vs``."""

from __future__ import annotations

import argparse
import sys

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


def replay(path: str, *, show_log: bool = False) -> int:
    """``mcdesk replay`` of a Vs. System save: the one reader every game's files go through (its journal too)."""
    from mcdesk.cli import cmd_replay

    return cmd_replay(path, show_log=show_log)


def file_game(path: str) -> str | None:
    """The game a save names (None if the file can't be read or names none)."""
    from mcdesk.io import safejson

    try:
        data = safejson.loads(safejson.read_text(path))
    except Exception:  # only sniffing: the chosen game's reader reports what is wrong
        return None
    return data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else None

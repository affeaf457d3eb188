"""``mcdesk simulate|replay --game legendary``: headless Legendary games and replays."""

from __future__ import annotations

import argparse
import collections
import json
import sys
import time
from pathlib import Path

from mcdesk.core.errors import EngineError, InvalidSetup

from .ai.simulate import POLICIES, play
from .engine.game import LegendaryGame
from .engine.setup_rules import random_setup

EXIT_OK, EXIT_FAILED, EXIT_UNAVAILABLE = 0, 1, 2


def simulate(args: argparse.Namespace) -> int:
    """Play ``--games`` seeded games (a random setup each, for ``--players``, 2 by default) and print one line
    per game and the totals."""
    policy = args.policy or "random"
    if policy not in POLICIES:
        print(f"unknown policy {policy!r}; known: {', '.join(POLICIES)}", file=sys.stderr)
        return EXIT_UNAVAILABLE
    players = getattr(args, "players", None) or 2
    if not 1 <= players <= 5:
        print(f"Legendary is played by 1 to 5 players, not {players}", file=sys.stderr)
        return EXIT_UNAVAILABLE
    results: collections.Counter[str] = collections.Counter()
    decisions = crashed = 0
    t0 = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        setup = random_setup(players, seed)
        try:
            o = play(setup, seed, policy, max_decisions=args.max_decisions or 20000)
        except (EngineError, InvalidSetup) as e:
            crashed += 1
            print(f"game {i + 1} (seed {seed}): crashed: {e}", file=sys.stderr)
            continue
        results[o.result or "unfinished"] += 1
        decisions += o.decisions
        if not args.quiet:
            print(f"game {i + 1} (seed {seed}): {o.result or 'unfinished'} after {o.turns} turns, "
                  f"{o.decisions} decisions; {setup.mastermind} / {setup.scheme}: {o.reason}")
        if args.log_dir:
            out = Path(args.log_dir)
            out.mkdir(parents=True, exist_ok=True)
            g = LegendaryGame.replay(setup, seed, o.answers)
            (out / f"game-seed{seed}.json").write_text(json.dumps(g.to_save()), encoding="utf-8")
    elapsed = time.perf_counter() - t0
    played = sum(results.values())
    wins = results["win"]
    print(f"{played} game(s), {players} player(s), {policy}: {wins} won ({wins / max(played, 1):.0%}), "
          f"{results['loss']} lost, {results['draw']} drawn; {decisions / max(elapsed, 1e-9):,.0f} decisions/s")
    return EXIT_FAILED if crashed else EXIT_OK


def replay(path: str, *, show_log: bool = False) -> int:
    """``mcdesk replay`` of a Legendary save: the one reader every game's files go through (its journal too)."""
    from mcdesk.cli import cmd_replay

    return cmd_replay(path, show_log=show_log)

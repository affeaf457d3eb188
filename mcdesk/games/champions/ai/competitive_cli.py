"""``mcdesk simulate --competitive``: competitive games (Civil War rulebook, "Competitive Mode") without a window.

Reads the competitive options of ``mcdesk simulate`` (see :mod:`mcdesk.cli`), prints one line per game (who won,
why, in which round) and a totals line. Exit status as the other simulations: 0, 1 when a game crashed, 2 for
bad arguments (one line naming what is wrong), 130 when interrupted.
"""

from __future__ import annotations

import argparse
import sys

from . import competitive_sim as sim

EXIT_OK, EXIT_FAILED, EXIT_BAD, EXIT_INTERRUPTED = 0, 1, 2, 130

COOPERATIVE_ONLY = {"hero": "--reg-hero/--res-hero", "scenario": "--reg-scenario/--res-scenario",
                    "modular": "--reg-modular/--res-modular", "policies": "--reg-policy/--res-policy",
                    "main_scheme": "a custom scenario key cw:LEADER:STAGE1:STAGE2",
                    "random_scenario": "--reg-scenario random / --res-scenario random",
                    "skirmish": None, "mode": None, "players": "--team-size"}


def _sets(values: list[str] | None) -> tuple[str, ...] | None:
    if values is None:
        return None
    return tuple(m.strip() for text in values for m in text.split(",") if m.strip())


def choices(args: argparse.Namespace) -> tuple[sim.TeamChoice, sim.TeamChoice, list[str]]:
    """Each team's choice and each seat's policy from the arguments; ValueError naming what is wrong."""
    for name, instead in COOPERATIVE_ONLY.items():
        if getattr(args, name, None) is not None:
            flag = "--" + name.replace("_", "-")
            tail = f": use {instead}" if instead else ""
            raise ValueError(f"{flag} is not a competitive option{tail}")
    if getattr(args, "heroic", 0):
        raise ValueError("--heroic is not a competitive option")
    size = args.team_size
    teams = []
    for i, side in enumerate(("registration", "resistance")):
        short = side[:3]
        heroes = getattr(args, f"{short}_hero") or list(sim.DEFAULT_HEROES[i][:size])
        if len(heroes) != size:
            raise ValueError(f"--{short}-hero names {len(heroes)} hero(es) for the {side} team of {size} "
                             f"(--team-size {size})")
        scenario = getattr(args, f"{short}_scenario") or sim.DEFAULT_SCENARIOS[i]
        teams.append(sim.TeamChoice(side, scenario, tuple(heroes), _sets(getattr(args, f"{short}_modular"))))
    policies = sim.seat_policies(size, args.policy, args.reg_policy, args.res_policy)
    return teams[0], teams[1], policies


def simulate(args: argparse.Namespace) -> int:
    try:
        reg, res, policies = choices(args)
        setups = {s: sim.build_competitive_setup(reg, res, s, expert=args.expert)
                  for s in range(args.seed, args.seed + args.games)}
    except ValueError as e:
        print(f"mcdesk simulate: {e}", file=sys.stderr)
        return EXIT_BAD
    first = setups[args.seed]
    print(f"simulating {args.games} competitive game(s): {sim.describe(first)}; policies: {', '.join(policies)}",
          file=sys.stderr, flush=True)

    def on_game(record: sim.CompetitiveRecord) -> None:
        if not args.quiet or record.status == "crashed":
            print(record.line(), flush=True)
        if record.status == "crashed":
            if args.traceback:
                print(record.traceback, file=sys.stderr, flush=True)
            if record.save_path:
                print(f"  save: {record.save_path}", file=sys.stderr, flush=True)

    results = sim.simulate(setups.__getitem__, args.games, args.seed, policies, on_game,
                           max_decisions=args.max_decisions or sim.DEFAULT_MAX_DECISIONS, log_dir=args.log_dir,
                           save=args.save)
    print(results.totals_line())
    if args.save and results.games and not results.interrupted:
        print(f"wrote the last game's save to {args.save}")
    if results.interrupted:
        print(f"interrupted after {len(results.games)} of {results.requested} games", file=sys.stderr)
        return EXIT_INTERRUPTED
    if results.crashed:
        seeds = ", ".join(str(g.seed) for g in results.games if g.status == "crashed")
        print(f"{results.crashed} game(s) crashed (seeds {seeds})", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK

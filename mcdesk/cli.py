"""The ``mcdesk`` command: play in a window, simulate and replay games without one."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .games.champions.engine.game import GameSetup

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_UNAVAILABLE = 2
EXIT_INTERRUPTED = 130
GAMES = ("champions", "vs", "legendary")
COMPETITIVE = "champions_competitive"
"""The save name of a Civil War competitive game (Marvel Champions, two teams)."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mcdesk",
        description="A desktop tabletop and rules engine for Marvel Champions: The Card Game. "
                    "With no subcommand, opens the table window (same as `mcdesk play`).",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="subcommands")

    play = sub.add_parser("play", help="open the window on the start screen (or straight into a game)",
                          description="Open the window on the start screen: continue the last game, start a "
                                      "new one, open a file or pick a recent game. With --seed, play the default "
                                      "game (Spider-Man, Justice starter, against Rhino with Bomb Scare) at once.")
    _play_options(play)
    _play_options(parser)  # `mcdesk --open SAVE` works like `mcdesk play --open SAVE`

    sim = sub.add_parser("simulate", help="play games without a window (random or autopilot AI) and print "
                                          "statistics",
                         description="Play N seeded games of a matchup (default: Spider-Man vs Rhino, standard, "
                                     "random AI) with a computer policy per seat and print one line per game "
                                     "and a totals line (win rate, rounds, decisions, time). Game i uses seed "
                                     "SEED+i. A game that crashes is reported with its seed and the others go "
                                     "on. Exits 1 if a game crashed, 130 when interrupted with Ctrl+C (the "
                                     "totals so far are still printed), 2 for an unknown hero, scenario, "
                                     "modular set or policy.")
    sim.add_argument("--game", choices=GAMES, default="champions",
                     help="which game: champions (Marvel Champions, default), vs (the Vs. System 2PCG) or "
                          "legendary (Legendary, a random setup per game)")
    sim.add_argument("--mode", default=None, metavar="LAYOUT",
                     help="--game vs: the player layout, 1v1 (default), ffa (3 players), 2v2 or 2hg (2-headed "
                          "teammates)")
    sim.add_argument("--players", type=_positive, default=None, metavar="N",
                     help="--game legendary: the number of players, 1 to 5 (default 2)")
    sim.add_argument("--games", type=_positive, default=10, metavar="N", help="number of games (default 10)")
    sim.add_argument("--seed", type=_seed, default=1, metavar="S", help="seed of the first game (default 1)")
    sim.add_argument("--hero", action="append", default=None, metavar="DECK",
                     help="a seat's hero: a built-in deck key (spider-man-justice, captain-marvel-leadership, "
                          "she-hulk-aggression, iron-man-aggression, black-panther-protection), a unique prefix "
                          "of one, or an identity code; repeat for 2-4 players (default spider-man-justice)")
    sim.add_argument("--scenario", default=None, metavar="NAME",
                     help="the villain's scenario: rhino, klaw, ultron, cw_iron_man (Civil War), or a custom Civil "
                          "War scenario cw:LEADER:STAGE1:STAGE2, e.g. cw:iron_man:56096a:56124a (default rhino)")
    sim.add_argument("--main-scheme", action="append", default=None, metavar="CODE",
                     help="with a Civil War scenario (cw_iron_man, ...): its stage 1 and stage 2 main schemes "
                          "instead of the preconstructed ones, e.g. --main-scheme 56121a,56124a (the leader's side)")
    sim.add_argument("--random-scenario", type=_seed, default=None, metavar="SEED",
                     help="a random Civil War scenario made from SEED (leader, 3-4 modular sets and both main "
                          "scheme stages; the modular sets are not named)")
    sim.add_argument("--modular", action="append", default=None, metavar="SET",
                     help="a modular encounter set (repeatable, or comma-separated; 'none' for none); default: "
                          "the scenario's recommended set")
    sim.add_argument("--expert", action="store_true", help="expert mode (default standard)")
    sim.add_argument("--heroic", type=_non_negative, default=0, metavar="N", help="heroic level N (default 0)")
    sim.add_argument("--skirmish", default=None, metavar="STAGE",
                     help="skirmish mode: play only villain stage STAGE (1-3 or I-III)")
    sim.add_argument("--policy", default=None, metavar="NAME",
                     help="the computer player for every seat: random (default) or autopilot")
    sim.add_argument("--policies", default=None, metavar="A,B,...",
                     help="one computer player per seat, comma-separated (e.g. autopilot,random)")
    sim.add_argument("--log-dir", default=None, metavar="DIR",
                     help="write each game's replay log (game-seed<S>.json) into DIR")
    sim.add_argument("--max-decisions", type=_positive, default=None, metavar="N",
                     help="decisions after which a game counts as unfinished (default 20000)")
    sim.add_argument("--traceback", action="store_true", help="print the full traceback of crashed games")
    sim.add_argument("--quiet", "-q", action="store_true", help="print only the totals line")
    comp = sim.add_argument_group(
        "competitive mode (Civil War)",
        "--competitive plays the Civil War competitive mode: a registration team against a resistance team, each "
        "bringing a scenario for its own leader (cw_iron_man or cw_captain_marvel for registration, "
        "cw_captain_america or cw_spider_woman for resistance; a custom cw:LEADER:STAGE1:STAGE2 with its side's "
        "modular sets; or random). --policy sets every seat; --reg-policy/--res-policy one team's seats.")
    comp.add_argument("--competitive", action="store_true", help="play competitive games (registration vs "
                                                                   "resistance)")
    comp.add_argument("--team-size", type=int, choices=(1, 2), default=1, help="1 (1v1, default) or 2 (2v2)")
    comp.add_argument("--reg-scenario", default=None, metavar="SCENARIO",
                      help="the registration team's scenario (default cw_iron_man)")
    comp.add_argument("--res-scenario", default=None, metavar="SCENARIO",
                      help="the resistance team's scenario (default cw_captain_america)")
    comp.add_argument("--reg-modular", action="append", default=None, metavar="SET",
                      help="a modular set of the registration team's custom scenario (repeatable or comma-separated)")
    comp.add_argument("--res-modular", action="append", default=None, metavar="SET",
                      help="a modular set of the resistance team's custom scenario (repeatable or comma-separated)")
    comp.add_argument("--reg-hero", action="append", default=None, metavar="DECK",
                      help="a registration seat's hero (built-in deck key; repeat for 2v2; default spider-man-justice"
                           ", she-hulk-aggression)")
    comp.add_argument("--res-hero", action="append", default=None, metavar="DECK",
                      help="a resistance seat's hero (default captain-marvel-leadership, black-panther-protection)")
    comp.add_argument("--reg-policy", default=None, metavar="P[,P]",
                      help="the registration seats' computer player: random or autopilot (one per seat, "
                           "comma-separated, or one for both)")
    comp.add_argument("--res-policy", default=None, metavar="P[,P]", help="the resistance seats' computer player")
    comp.add_argument("--save", default=None, metavar="FILE",
                      help="write the last game's save to FILE (mcdesk replay and mcdesk render read it)")

    rep = sub.add_parser("replay", help="replay a game log (or save) and verify its final state hash",
                         description="Replay a game log written by `mcdesk simulate --log-dir` (or a saved "
                                     "game), check it ends on the recorded state hash, and print the final "
                                     "state hash and result; with --table, then open the table window on the "
                                     "replayed game, where Game > Replay steps through its decisions. Reads "
                                     "every game's saves with their autosave journals, as the window opens them. "
                                     "Exits 1 when the file cannot be replayed, or does not replay as written "
                                     "(then it says how many answers were kept and dropped).")
    rep.add_argument("log", metavar="LOG", help="the log or save file")
    rep.add_argument("--game", choices=GAMES, default=None,
                     help="which game the file is (default: the game the file names, else champions)")
    rep.add_argument("--show-log", action="store_true", help="print the game's log lines")
    rep.add_argument("--table", action="store_true",
                     help="open the replayed game in the table window (step through it with Game > Replay)")

    ren = sub.add_parser("render", help="draw a saved game's table to a PNG image, without a window",
                         description="Load a saved game, lay out its table as the window shows it and write "
                                     "it to a PNG image (no display needed). Exits 1 when the save cannot be "
                                     "loaded or the image cannot be written.")
    ren.add_argument("save", metavar="SAVE", help="the saved game")
    ren.add_argument("--game", choices=GAMES, default=None, metavar="GAME",
                     help="champions, vs or legendary (default: the game the save names, else champions)")
    ren.add_argument("-o", "--output", metavar="OUT.png",
                     help="the image file to write (default: SAVE with .png instead of its suffix)")
    ren.add_argument("--width", type=_side, default=None, metavar="N",
                     help=f"the image's width in pixels, {MIN_SIDE} to {MAX_SIDE} (default: the table's own size, "
                          "1920)")
    ren.add_argument("--height", type=_side, default=None, metavar="N",
                     help=f"the image's height in pixels, {MIN_SIDE} to {MAX_SIDE} (default: as the width and the "
                          "table's shape give)")

    soak = sub.add_parser("soak", help="play many seeded random games and check each one (state, end, replay)",
                          description="The soak test: seeded games over every case of a game (Marvel Champions: "
                                      "each built-in hero against each soak scenario, standard and expert; Vs. "
                                      "System: every player layout; Legendary: 1 to 5 players, random setups), "
                                      "checked after every decision, required to end, and replayed to their state "
                                      "hash. Failed games are written to --out with the command that replays "
                                      "them. Exits 1 if any game failed, 130 when interrupted.")
    soak.add_argument("--game", choices=GAMES, default="champions",
                      help="champions (default), vs or legendary")
    soak.add_argument("--competitive", action="store_true",
                      help="Marvel Champions' Civil War competitive mode: 1v1 and 2v2 games, every registration "
                           "leader against every resistance leader and random scenarios")
    from .core.soak import add_arguments as soak_arguments

    soak_arguments(soak, default_max=50_000)

    from .cards_cli import add_subcommands

    add_subcommands(sub)
    return parser


def _play_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--seed", type=_seed, default=None,
                   help="play the default game with this seed at once (default: the start screen)")
    p.add_argument("--open", dest="open_path", default=None, metavar="SAVE", help="open a saved game")
    p.add_argument("--resume", action="store_true",
                   help="reopen the game that was going on when the window last closed (its autosave)")
    p.add_argument("--screenshot", default=None, metavar="PNG",
                   help="take a screenshot of the window once the game is shown, write it to PNG and exit")


def _positive(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {n}")
    return n


SEED_BOUND = 2**63
"""Seeds are kept below this (in size) so that every log and save written can be read back."""


def _seed(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
    if not -SEED_BOUND < n < SEED_BOUND:
        raise argparse.ArgumentTypeError(f"a seed must be between -2**63 and 2**63, got {text[:20]}...")
    return n


MIN_SIDE = 16
MAX_SIDE = 8192
"""Bounds of a rendered image's sides (8192 x 8192 is 256 MB of pixels, the most worth building)."""


def _side(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
    if not MIN_SIDE <= n <= MAX_SIDE:
        raise argparse.ArgumentTypeError(f"must be {MIN_SIDE} to {MAX_SIDE} pixels, got {n}")
    return n


def _non_negative(text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
    if n < 0:
        raise argparse.ArgumentTypeError(f"must be 0 or more, got {n}")
    return n


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        return _dispatch(parser, args)
    finally:
        _print_notices()


def _print_notices() -> None:
    """What happened to the user's data folder along the way (a damaged card store set aside), once."""
    from .io.safejson import printable
    from .io.userdata import take_notices

    for notice in take_notices():
        print(f"mcdesk: warning: {printable(notice)}", file=sys.stderr)


def _dispatch(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    command = args.command or "play"
    if command == "play":
        return cmd_play(args)
    if command == "simulate":
        if args.competitive and args.game != "champions":
            print("mcdesk simulate: --competitive is Marvel Champions' Civil War competitive mode: it cannot be "
                  f"played with --game {args.game}", file=sys.stderr)
            return EXIT_UNAVAILABLE
        if args.game == "vs":
            from .games.vs import cli as vs_cli

            return vs_cli.simulate(args)
        if args.game == "legendary":
            from .games.legendary import cli as legendary_cli

            return legendary_cli.simulate(args)
        if args.competitive:
            from .games.champions.ai import competitive_cli

            return competitive_cli.simulate(args)
        if (bad := _competitive_only(args)) is not None:
            print(f"mcdesk simulate: {bad} is for competitive games: add --competitive", file=sys.stderr)
            return EXIT_UNAVAILABLE
        return cmd_simulate(args)
    if command == "replay":
        return cmd_replay(args.log, show_log=args.show_log, table=args.table, game=args.game)
    if command == "render":
        return cmd_render(args.save, args.output, args.width, args.height)
    if command == "soak":
        return cmd_soak(args)
    if command in ("cards", "deck"):
        return int(args.handler(args))
    parser.error(f"unknown command {command!r}")
    return EXIT_FAILED  # not reached: parser.error exits


def _competitive_only(args: argparse.Namespace) -> str | None:
    """The first competitive-mode option given to a game that is not competitive, if any."""
    for name in ("reg_scenario", "res_scenario", "reg_modular", "res_modular", "reg_hero", "res_hero", "reg_policy",
                 "res_policy", "save"):
        if getattr(args, name, None) is not None:
            return "--" + name.replace("_", "-")
    if getattr(args, "team_size", 1) != 1:
        return "--team-size"
    return None


def cmd_soak(args: argparse.Namespace) -> int:
    from .core.soak import SoakSuite, run_from_arguments

    suite: SoakSuite[Any]
    if args.competitive and args.game != "champions":
        print(f"mcdesk soak: --competitive is Marvel Champions' competitive mode, not --game {args.game}",
              file=sys.stderr)
        return 2
    if args.game == "vs":
        from .games.vs.ai.soak import SUITE as suite
    elif args.game == "legendary":
        from .games.legendary.ai.soak import SUITE as suite
    elif args.competitive:
        from .games.champions.ai.competitive_soak import SUITE as suite
    else:
        from .games.champions.ai.soak import SUITE as suite
    if args.games < 1 or args.jobs < 1 or args.max_decisions < 1:
        print("mcdesk soak: --games, --jobs and --max-decisions must be at least 1", file=sys.stderr)
        return 2
    return run_from_arguments(suite, args)


# == play ==============================================================================================
def cmd_play(args: argparse.Namespace) -> int:
    from .app.main_window import run_app
    from .games.champions.cards.decks import default_setup

    seed = getattr(args, "seed", None)
    open_path = getattr(args, "open_path", None)
    resume = bool(getattr(args, "resume", False))
    screenshot = getattr(args, "screenshot", None)
    # no game named: the start screen (a screenshot needs a game on the table)
    start_screen = seed is None and open_path is None and not resume and screenshot is None
    if seed is None:
        seed = random.randrange(2**31)
    return run_app(default_setup(), seed, open_path=open_path, resume=resume, screenshot=screenshot,
                   start_screen=start_screen)


# == render ============================================================================================
def cmd_render(save: str, output: str | None, width: int | None, height: int | None = None) -> int:
    from pathlib import Path

    from .app.render import SaveError, render_save
    from .io.safejson import printable

    out = Path(output) if output else Path(save).with_suffix(".png")
    if out == Path(save):  # never draw over the save itself
        out = Path(f"{save}.png")
    notes: list[str] = []
    try:
        w, h = render_save(save, out, width, height, notes)
    except SaveError as e:
        print(f"mcdesk render: {printable(str(e))}", file=sys.stderr)
        return EXIT_FAILED
    except (OSError, ValueError) as e:
        print(f"mcdesk render: {printable(str(e))}", file=sys.stderr)
        return EXIT_FAILED
    for note in notes:
        print(f"mcdesk render: warning: {printable(note)}", file=sys.stderr)
    print(f"wrote {printable(str(out))} ({w}x{h})")
    return EXIT_OK


# == simulate ==========================================================================================
def cmd_simulate(args: argparse.Namespace) -> int:
    from .games.champions.ai import simulate as sim
    from .games.champions.ai.simulate import DEFAULT_MAX_DECISIONS, GameRecord

    try:
        setup, names = _simulation_matchup(args)
    except ValueError as e:
        print(f"mcdesk simulate: {e}", file=sys.stderr)
        return EXIT_UNAVAILABLE
    if names == ["random"] * len(names):  # looked up now, so that tests can replace it
        factory = sim.random_policy if len(names) == 1 else sim.policy_factory(names)
    else:
        factory = sim.policy_factory(names)
    print(f"simulating {args.games} game(s): {sim.describe_setup(setup)}; policies: {', '.join(names)}",
          file=sys.stderr, flush=True)

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

    results = sim.simulate(setup, args.games, args.seed, factory, on_game,
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


def _simulation_matchup(args: argparse.Namespace) -> tuple[GameSetup, list[str]]:
    """The setup and the policy of each seat that the simulate options ask for (ValueError if unknown)."""
    from .games.champions.ai.simulate import DEFAULT_HERO, POLICY_NAMES, build_setup

    heroes = args.hero or [DEFAULT_HERO]
    modular: list[str] | None = None
    if args.modular is not None:
        modular = [m.strip() for text in args.modular for m in text.split(",") if m.strip()]
        modular = [] if modular in (["none"], []) else modular
    skirmish = None
    if args.skirmish is not None:
        roman = {"i": 1, "ii": 2, "iii": 3, "iv": 4}
        text = str(args.skirmish).strip().lower()
        stage = roman.get(text) or (int(text) if text.isdigit() else 0)
        if stage < 1:
            raise ValueError(f"skirmish stage {args.skirmish!r} is not a stage number (1-3 or I-III)")
        skirmish = stage - 1
    scenario = args.scenario or "rhino"
    if args.main_scheme is not None:  # Civil War rulebook "Creating a Custom Scenario", step 4
        from .games.champions.cards.civil_war import leader_of_scenario

        stages = [m.strip() for text in args.main_scheme for m in text.split(",") if m.strip()]
        if len(stages) != 2:
            raise ValueError(f"--main-scheme names a stage 1 and a stage 2 main scheme, not {len(stages)}")
        scenario = leader_of_scenario(scenario, stages[0], stages[1])
    if args.random_scenario is not None:  # Civil War rulebook "Random Scenario Creation"
        from .games.champions.cards.civil_war import random_custom

        if modular is not None or args.main_scheme is not None:
            raise ValueError("--random-scenario chooses the modular sets and main schemes: give no --modular "
                             "or --main-scheme")
        scenario, chosen = random_custom(args.random_scenario)
        modular = list(chosen)
    setup = build_setup(heroes, scenario, modular, expert=args.expert, heroic=args.heroic,
                        skirmish_stage=skirmish, random_scenario=args.random_scenario is not None)
    if args.policy is not None and args.policies is not None:
        raise ValueError("give --policy (every seat) or --policies (one per seat), not both")
    if args.policies is not None:
        names = [n.strip().lower() for n in args.policies.split(",") if n.strip()]
        if len(names) == 1:
            names = names * len(heroes)
        if len(names) != len(heroes):
            raise ValueError(f"--policies names {len(names)} policies for {len(heroes)} seat(s)")
    else:
        names = [(args.policy or "random").strip().lower()] * len(heroes)
    for n in names:
        if n not in POLICY_NAMES:
            raise ValueError(f"unknown policy {n!r}; known: {', '.join(POLICY_NAMES)}")
    return setup, names


def _crash_site(tb: str) -> str:
    """The innermost 'File ..., line ..., in ...' of a traceback: where the crash happened."""
    sites = [line.strip() for line in tb.splitlines() if line.strip().startswith('File "')]
    return f"at {sites[-1]}" if sites else "no traceback"


# == replay ============================================================================================
def cmd_replay(path: str, *, show_log: bool = False, table: bool = False, game: str | None = None) -> int:
    """Replay a save (with its autosave journal) or a log of any game, as the window opens it; "verified" only
    when every recorded answer replays to the recorded state hash, else exit 1 saying what was kept and dropped."""
    from mcdesk.core.errors import EngineError, IllegalAnswer

    from .io.opening import GAME_NAMES, open_game_file
    from .io.safejson import printable
    from .io.saves import SaveError, read_log

    try:
        opened = open_game_file(path)
        if game is not None and opened.game_name != game and not (game == "champions" and
                                                                   opened.game_name == COMPETITIVE):
            raise SaveError(path, f"it is a {GAME_NAMES.get(opened.game_name, opened.game_name)} file, not "
                                  f"--game {game}")
        crash = read_log(path).crash if opened.kind == "log" else _save_crash(opened.data)
    except SaveError as e:
        print(f"mcdesk replay: {printable(str(e))}", file=sys.stderr)
        return EXIT_FAILED
    g = opened.game
    if show_log:
        for line in g.log_lines:
            print(printable(line))
    st = g.state
    when = getattr(st, "round", None) if opened.game_name.startswith("champions") else \
        getattr(st, "turn_number", getattr(st, "turn", None))
    word = "round" if opened.game_name.startswith("champions") else "turn"
    print(f"decisions replayed: {len(g.answers)}, {word} {when}")
    reason = getattr(st, "result_reason", None) or getattr(st, "reason", None)
    print(f"result: {g.result or 'none (the game had not ended)'}" + (f" ({reason})" if reason else ""))
    print(f"final state hash: {g.state_hash()}")
    if not opened.complete:
        assert opened.report is not None
        print(f"NOT verified: {printable(opened.report.line())}")
        print(f"mcdesk replay: {printable(path)}: not verified: it does not replay as written: "
              f"{printable(opened.report.line())}", file=sys.stderr)
        return EXIT_FAILED
    print(f"verified: the replay ends on the {opened.kind}'s recorded state hash"
          + (f" (with {opened.report.journal} later answers from its autosave journal)"
             if opened.report is not None and opened.report.journal else ""))
    if crash is not None:
        print(f"the log records a crash: answering {crash.answer!r} raised {crash.error}")
        if crash.answer is not None:
            try:
                g.answer(crash.answer)
            except (EngineError, IllegalAnswer) as e:
                print(f"reproduced: {e}")
                return EXIT_FAILED
            print("not reproduced: that answer now succeeds")
    if table:
        return _replay_in_table(path)
    return EXIT_OK


def _save_crash(data: dict[str, Any]) -> Any:
    """The crash a simulation recorded in a save it wrote (the answer that raised and the error), if any."""
    from types import SimpleNamespace

    crash = data.get("crash")
    if not isinstance(crash, dict) or not isinstance(crash.get("error"), str):
        return None
    answer = crash.get("answer")
    return SimpleNamespace(answer=answer if isinstance(answer, str) else None, error=crash["error"])


def _replay_in_table(path: str) -> int:
    """Open the window on the replayed game (File > Open does the same with a save or a log)."""
    from .app import main_window

    print(f"opening the table on {path}", flush=True)
    return main_window.run_app(open_path=path)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())

"""Headless competitive games (Civil War rulebook, "Competitive Mode"): build a 1v1 or 2v2 setup from each team's
scenario and heroes, give every seat a computer policy, play many seeded games and count who won.

Game ``i`` uses seed ``seed + i`` for the game, for its policies and for any team's random scenario, so any one
game can be played again on its own. A game that has not ended after ``max_decisions`` answers is "unfinished";
one whose engine or policy raises is "crashed" (with its seed and the error) and the other games go on.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from mcdesk.core.errors import InvalidSetup

from .random_policy import RandomPolicy

if TYPE_CHECKING:
    from ..competitive.game import CompetitiveGame
    from ..competitive.setup import CompetitiveSetup, TeamSetup

DEFAULT_MAX_DECISIONS = 20_000
POLICY_NAMES = ("random", "autopilot")
DEFAULT_SCENARIOS = ("cw_iron_man", "cw_captain_america")
"""Each team's scenario by default: the registration team brings Iron Man, the resistance Captain America."""
DEFAULT_HEROES = (("spider-man-justice", "she-hulk-aggression"), ("captain-marvel-leadership",
                                                                  "black-panther-protection"))
"""Each team's heroes by default (none shares a title with its team's default leader)."""
RANDOM = "random"
RESULTS = ("registration", "resistance", "tie", "both_lose")


class CompetitivePolicy:
    """Anything answering a competitive game's pending decision (any seat) with one of its option keys."""

    def choose(self, game: CompetitiveGame) -> str:
        raise NotImplementedError


def make_policy(name: str, seed: int) -> CompetitivePolicy | RandomPolicy:
    if name == "random":
        return RandomPolicy(seed)
    if name == "autopilot":
        from .competitive import CompetitiveAutopilot

        return CompetitiveAutopilot(seed)  # type: ignore[return-value]
    raise ValueError(f"unknown policy {name!r}; known: {', '.join(POLICY_NAMES)}")


class SeatPolicies:
    """One policy per table seat (registration seats first): each decision goes to the seat it asks."""

    def __init__(self, names: Sequence[str], seed: int) -> None:
        self.names = list(names)
        from .simulate import seat_seed

        self.policies = [make_policy(n, seat_seed(seed, k)) for k, n in enumerate(names)]

    def choose(self, game: CompetitiveGame) -> str:
        d = game.pending
        if d is None:
            raise ValueError("the game has no pending decision to answer")
        return self.policies[d.player].choose(game)  # type: ignore[arg-type]


def seat_policies(team_size: int, policy: str | None = None, reg: str | None = None,
                  res: str | None = None) -> list[str]:
    """The policy of each seat (registration seats first): ``policy`` for every seat, ``reg``/``res`` for one
    team's seats (one name, or one per seat comma-separated). ValueError naming what is wrong."""
    every = (policy or "random").strip().lower()
    out: list[str] = []
    for side, text in (("registration", reg), ("resistance", res)):
        names = [n.strip().lower() for n in (text or every).split(",") if n.strip()]
        if len(names) == 1:
            names *= team_size
        if len(names) != team_size:
            raise ValueError(f"the {side} team has {team_size} seat(s) but {len(names)} policies were given "
                             f"({text})")
        out += names
    for n in out:
        if n not in POLICY_NAMES:
            raise ValueError(f"unknown policy {n!r}; known: {', '.join(POLICY_NAMES)}")
    return out


# == setups ============================================================================================
@dataclass(frozen=True)
class TeamChoice:
    """What a team brings: its scenario (``cw_<leader>`` preconstructed, ``cw:<leader>:<stage 1>:<stage 2>``
    custom, or "random"), the modular sets of a custom scenario (None: the leader's suggested ones) and its
    heroes (built-in deck keys, identity codes or hero names)."""

    side: str
    scenario: str
    heroes: tuple[str, ...]
    modular_sets: tuple[str, ...] | None = None


def random_team_scenario(side: str, seed: int) -> tuple[str, tuple[str, ...]]:
    """Civil War rulebook, "Random Scenario Creation", for one team: a leader of its side, 3 or 4 of its side's
    modular sets and both main scheme stages, chosen from ``seed``."""
    from ..cards.civil_war import LEADERS, PLAYABLE_LEADERS, random_custom

    leaders = tuple(k for k in PLAYABLE_LEADERS if LEADERS[k].side == side)
    return random_custom(seed, leaders, side_modulars_only=True)


def team_setup(choice: TeamChoice, seed: int) -> TeamSetup:
    """The team's setup (ValueError naming what is wrong: an unknown hero, scenario or modular set)."""
    from ..cards.civil_war import LEADERS, PREFIX, suggested_modulars
    from ..cards.database import default_database
    from ..cards.decks import BUILTIN_DECKS
    from ..competitive.setup import TeamSetup, leader_of
    from ..engine.game import PlayerSetup
    from .simulate import resolve_deck

    scenario = choice.scenario.strip()
    modular = choice.modular_sets
    is_random = scenario == RANDOM
    if is_random:
        if modular is not None:
            raise ValueError(f"the {choice.side} team's random scenario chooses its own modular sets: give none")
        scenario, modular = random_team_scenario(choice.side, seed * 2 + (0 if choice.side == "registration" else 1))
    try:
        lead = leader_of(scenario)
    except InvalidSetup:
        known = ", ".join(f"cw_{k}" for k in LEADERS)
        raise ValueError(f"the {choice.side} team's scenario {scenario!r} is not a Civil War leader's scenario "
                         f"({known}, cw:LEADER:STAGE1:STAGE2 or random)") from None
    if modular is None:
        modular = lead.preconstructed[2] if not scenario.startswith(PREFIX) else suggested_modulars(lead)
    db = default_database()
    for m in modular:
        if not db.set_cards(m):
            raise ValueError(f"unknown modular encounter set {m!r} (the {choice.side} team's)")
    players = []
    for h in choice.heroes:
        deck = BUILTIN_DECKS[resolve_deck(h)]
        players.append(PlayerSetup(deck.identity, deck.codes(), db.card(deck.identity).name))
    return TeamSetup(choice.side, tuple(players), scenario, tuple(modular), random_scenario=is_random)


def build_competitive_setup(reg: TeamChoice, res: TeamChoice, seed: int = 0, *,
                            expert: bool = False) -> CompetitiveSetup:
    """A competitive setup, checked by the rulebook's setup rules: ValueError with one line naming what is wrong
    (a hero sharing a title with its own team's leader, a leader of the wrong side, the teams' sizes...)."""
    from ..competitive.setup import CompetitiveSetup, validate
    from ..engine.database import default_database

    setup = CompetitiveSetup(team_setup(reg, seed), team_setup(res, seed), expert)
    try:
        validate(setup, default_database())
    except InvalidSetup as e:
        raise ValueError(str(e)) from None
    return setup


def describe(setup: CompetitiveSetup) -> str:
    """One line naming each team's heroes and the leader it brings."""
    from ..cards.database import default_database

    db = default_database()
    parts = []
    for t in setup.teams:
        heroes = " + ".join(db.card(p.identity).name for p in t.players)
        sets = f"{len(t.modular_sets)} unknown modular sets" if t.random_scenario else ", ".join(t.modular_sets)
        parts.append(f"{t.side} {heroes} (leader {t.leader.name}; {sets})")
    size = len(setup.registration.players)
    return f"{size}v{size}: " + " vs ".join(parts) + (" [expert]" if setup.expert else "")


# == playing ===========================================================================================
@dataclass(frozen=True)
class CompetitiveRecord:
    index: int
    seed: int
    status: str
    """The game's result ("registration", "resistance", "tie", "both_lose"), "unfinished" or "crashed"."""
    rounds: int
    decisions: int
    seconds: float
    reason: str = ""
    traceback: str = ""
    crashed_on: str | None = None
    save_path: str | None = None

    @property
    def finished(self) -> bool:
        return self.status in RESULTS

    def line(self) -> str:
        head = f"game {self.index + 1} seed {self.seed}:"
        tail = f"{self.decisions} decisions, {self.seconds:.2f} s"
        if self.status == "crashed":
            return f"{head} CRASHED in round {self.rounds} after {tail}: {self.reason}"
        if self.status == "unfinished":
            return f"{head} UNFINISHED: no result after {tail} (round {self.rounds})"
        won = {"tie": "a tie", "both_lose": "both teams lose"}.get(self.status, f"the {self.status} team wins")
        return f"{head} {won} in round {self.rounds}, {tail} ({self.reason})"


@dataclass
class CompetitiveResults:
    requested: int
    games: list[CompetitiveRecord] = field(default_factory=list)
    interrupted: bool = False
    seconds: float = 0.0

    def count(self, status: str) -> int:
        return sum(1 for g in self.games if g.status == status)

    @property
    def crashed(self) -> int:
        return self.count("crashed")

    @property
    def decisions(self) -> int:
        return sum(g.decisions for g in self.games)

    @property
    def decisions_per_second(self) -> float:
        spent = sum(g.seconds for g in self.games)
        return self.decisions / spent if spent > 0 else 0.0

    @property
    def mean_rounds(self) -> float:
        done = [g.rounds for g in self.games if g.finished]
        return sum(done) / len(done) if done else 0.0

    def totals_line(self) -> str:
        n = len(self.games)
        per = self.decisions / n if n else 0.0
        return (f"totals: games {n}, registration wins {self.count('registration')}, resistance wins "
                f"{self.count('resistance')}, ties {self.count('tie')}, both lose {self.count('both_lose')}, "
                f"mean rounds {self.mean_rounds:.2f}, decisions {self.decisions} ({per:.0f} per game), "
                f"decisions/s {self.decisions_per_second:.0f}, time {self.seconds:.2f} s, "
                f"unfinished {self.count('unfinished')}, crashed {self.crashed}")


def play_one(setup: CompetitiveSetup, seed: int, policies: Sequence[str], *, index: int = 0,
             max_decisions: int = DEFAULT_MAX_DECISIONS, save_to: Sequence[Path] = ()) -> CompetitiveRecord:
    """Play one competitive game to its end (or the decision cap, or a crash); ``save_to``: write its save
    to each of these files (``mcdesk replay`` reads it), a crashed game's with the answer that raised."""
    from ..competitive.game import CompetitiveGame

    start = time.perf_counter()
    game: CompetitiveGame | None = None
    key: str | None = None
    try:
        game = CompetitiveGame(setup, seed)
        chooser = SeatPolicies(policies, seed)
        while game.pending is not None and len(game.answers) < max_decisions:
            key = chooser.choose(game)
            game.answer(key)
            key = None
    except Exception as e:  # a fault in the engine, a card script or a policy: recorded, the run goes on
        path = None
        if game is not None:
            for to in save_to:
                path = write_save(game, to, crash={"answer": key, "error": f"{type(e).__name__}: {e}"})
        return CompetitiveRecord(index, seed, "crashed", game.state.round if game is not None else 0,
                                 len(game.answers) if game is not None else 0, time.perf_counter() - start,
                                 f"{type(e).__name__}: {e}", "".join(traceback.format_exception(e)), key, path)
    seconds = time.perf_counter() - start
    status = game.state.result if game.state.result in RESULTS else "unfinished"
    path = None
    for to in save_to:
        path = write_save(game, to)
    return CompetitiveRecord(index, seed, status or "unfinished", game.state.round, len(game.answers), seconds,
                             game.state.result_reason, save_path=path)


def write_save(game: CompetitiveGame, path: Path, crash: dict[str, str | None] | None = None) -> str:
    """The game's save, written whole or not at all (a crash is recorded beside the answers)."""
    import json

    from mcdesk.io.files import atomic_write_text

    data = game.to_save()
    if crash is not None:
        data["crash"] = crash
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=True, allow_nan=False) + "\n")
    return str(path)


def simulate(make_setup: Callable[[int], CompetitiveSetup], games: int, seed: int, policies: Sequence[str],
             on_game: Callable[[CompetitiveRecord], None] | None = None, *,
             max_decisions: int = DEFAULT_MAX_DECISIONS, log_dir: str | Path | None = None,
             save: str | Path | None = None) -> CompetitiveResults:
    """Play ``games`` games; game ``i`` uses seed ``seed + i`` for its setup (a random scenario), the game and its
    policies. ``log_dir``: each game's save as game-seed<S>.json; ``save``: the last game's save. Ctrl+C stops the
    run: the results so far come back with ``interrupted`` set."""
    folder = Path(log_dir) if log_dir is not None else None
    results = CompetitiveResults(requested=games)
    start = time.perf_counter()
    try:
        for i in range(games):
            s = seed + i
            to = [folder / f"game-seed{s}.json"] if folder is not None else []
            if save is not None and i == games - 1:
                to.append(Path(save))
            record = play_one(make_setup(s), s, policies, index=i, max_decisions=max_decisions, save_to=to)
            results.games.append(record)
            if on_game is not None:
                on_game(record)
    except KeyboardInterrupt:
        results.interrupted = True
    results.seconds = time.perf_counter() - start
    return results


__all__ = ["DEFAULT_HEROES", "DEFAULT_SCENARIOS", "CompetitiveRecord", "CompetitiveResults", "SeatPolicies",
           "TeamChoice", "build_competitive_setup", "describe", "play_one", "seat_policies", "simulate"]

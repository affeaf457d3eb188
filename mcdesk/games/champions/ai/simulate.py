"""Headless simulation: play many games with computer players, for testing and statistics.

Game ``i`` (0-based) uses seed ``seed + i`` both for the game and for its policies, so any single game can
be reproduced on its own. A game that has not ended after ``max_decisions`` answers is reported as
unfinished; a game whose engine or policy raises is reported as crashed (with its seed and the error)
and the other games go on. Ctrl+C stops the run and returns the games finished so far.

Any matchup can be simulated: :func:`build_setup` makes a setup from built-in deck keys (or identity codes)
and a scenario, and :func:`policy_factory` gives each seat its own policy ("random" or "autopilot").
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.database import CardDatabase
from ..engine.game import Game, GameSetup, PlayerSetup
from .random_policy import Policy, RandomPolicy

DEFAULT_MAX_DECISIONS = 20_000
DEFAULT_HERO = "spider-man-justice"
POLICY_NAMES = ("random", "autopilot")

PolicyFactory = Callable[[int], Policy]


@dataclass(frozen=True)
class GameRecord:
    """What happened in one simulated game."""

    index: int
    seed: int
    status: str
    """"win", "loss", "unfinished" (hit the decision cap) or "crashed"."""
    rounds: int
    decisions: int
    seconds: float
    reason: str = ""
    """Why the game ended (the engine's result reason), or the error's message for a crashed game."""
    traceback: str = ""
    """The formatted traceback of a crashed game."""
    crashed_on: str | None = None
    """The answer that raised, when the crash happened while answering."""
    log_path: str | None = None

    @property
    def finished(self) -> bool:
        return self.status in ("win", "loss")

    def line(self) -> str:
        head = f"game {self.index + 1} seed {self.seed}:"
        tail = f"{self.decisions} decisions, {self.seconds:.2f} s"
        if self.status == "crashed":
            return f"{head} CRASHED in round {self.rounds} after {tail}: {self.reason}"
        if self.status == "unfinished":
            return f"{head} UNFINISHED: no result after {tail} (round {self.rounds})"
        return f"{head} {self.status} in round {self.rounds}, {tail} ({self.reason})"


@dataclass
class SimulationResults:
    requested: int
    games: list[GameRecord] = field(default_factory=list)
    interrupted: bool = False
    seconds: float = 0.0

    def _count(self, status: str) -> int:
        return sum(1 for g in self.games if g.status == status)

    @property
    def wins(self) -> int:
        return self._count("win")

    @property
    def losses(self) -> int:
        return self._count("loss")

    @property
    def unfinished(self) -> int:
        return self._count("unfinished")

    @property
    def crashed(self) -> int:
        return self._count("crashed")

    @property
    def win_rate(self) -> float:
        """Wins among the games that ended with a result (0.0 when none did)."""
        done = self.wins + self.losses
        return self.wins / done if done else 0.0

    @property
    def mean_rounds(self) -> float:
        """Mean round reached by the games that ended with a result (0.0 when none did)."""
        done = [g.rounds for g in self.games if g.finished]
        return sum(done) / len(done) if done else 0.0

    @property
    def decisions(self) -> int:
        return sum(g.decisions for g in self.games)

    @property
    def decisions_per_second(self) -> float:
        spent = sum(g.seconds for g in self.games)
        return self.decisions / spent if spent > 0 else 0.0

    @property
    def mean_decisions(self) -> float:
        return self.decisions / len(self.games) if self.games else 0.0

    def totals_line(self) -> str:
        return (
            f"totals: games {len(self.games)}, wins {self.wins}, losses {self.losses}, "
            f"win rate {self.win_rate:.1%}, mean rounds {self.mean_rounds:.2f}, decisions {self.decisions} "
            f"({self.mean_decisions:.0f} per game), decisions/s {self.decisions_per_second:.0f}, "
            f"time {self.seconds:.2f} s, unfinished {self.unfinished}, crashed {self.crashed}"
        )


# == policies ===========================================================================================
def random_policy(seed: int) -> Policy:
    return RandomPolicy(seed)


def autopilot_policy(seed: int) -> Policy:
    from .autopilot import Autopilot

    return Autopilot(seed)


class SeatPolicies:
    """One policy per seat: each decision is answered by the policy of the player it asks."""

    def __init__(self, policies: Sequence[Policy]) -> None:
        if not policies:
            raise ValueError("at least one policy is needed")
        self.policies = list(policies)

    def choose(self, game: Game) -> str:
        pending = game.pending
        if pending is None:
            raise ValueError("the game has no pending decision to answer")
        return self.policies[pending.player % len(self.policies)].choose(game)


def seat_seed(seed: int, seat: int) -> int:
    """The seed of seat ``seat``'s policy in the game with seed ``seed`` (seat 0 uses the game's seed)."""
    return seed if seat == 0 else seed * 1_000_003 + seat


def make_policy(name: str, seed: int) -> Policy:
    if name == "random":
        return random_policy(seed)
    if name == "autopilot":
        return autopilot_policy(seed)
    raise ValueError(f"unknown policy {name!r}; known: {', '.join(POLICY_NAMES)}")


def policy_factory(names: Sequence[str]) -> PolicyFactory:
    """A factory giving seat ``k`` the policy ``names[k]`` (one name: a single policy for every seat)."""
    names = list(names)
    for n in names:
        if n not in POLICY_NAMES:
            raise ValueError(f"unknown policy {n!r}; known: {', '.join(POLICY_NAMES)}")
    if not names:
        raise ValueError("at least one policy is needed")

    def make(seed: int) -> Policy:
        made = [make_policy(n, seat_seed(seed, k)) for k, n in enumerate(names)]
        return made[0] if len(made) == 1 else SeatPolicies(made)

    return make


# == matchups ===========================================================================================
def resolve_deck(text: str) -> str:
    """The key of the built-in deck a ``--hero`` argument names: a deck key ("spider-man-justice"), a
    unique prefix of one ("spider-man"), an identity code of either face ("01001a") or a hero's name."""
    from ..cards.database import default_database
    from ..cards.decks import BUILTIN_DECKS

    want = text.strip().lower()
    if want in BUILTIN_DECKS:
        return want
    db = default_database()
    for key, deck in BUILTIN_DECKS.items():
        faces = {deck.identity.lower()}
        back = db.card(deck.identity).back_link
        if back:
            faces.add(back.lower())
        names = {db.card(c).name.lower() for c in faces if c in db.facts}
        if want in faces or want in names:
            return key
    prefixed = [k for k in BUILTIN_DECKS if k.startswith(want)]
    if len(prefixed) == 1:
        return prefixed[0]
    known = ", ".join(sorted(BUILTIN_DECKS))
    if len(prefixed) > 1:
        raise ValueError(f"hero {text!r} is ambiguous: {', '.join(sorted(prefixed))}")
    raise ValueError(f"unknown hero {text!r}: give a built-in deck key ({known}) or an identity code")


def build_setup(
    heroes: Sequence[str] = (DEFAULT_HERO,),
    scenario: str = "rhino",
    modular_sets: Sequence[str] | None = None,
    *,
    expert: bool = False,
    heroic: int = 0,
    skirmish_stage: int | None = None,
    random_scenario: bool = False,
) -> GameSetup:
    """A setup for built-in decks (``heroes``: 1 to 4 deck keys or identity codes) against a scenario
    (``modular_sets``: None for the scenario's recommended modular sets)."""
    from ..cards.database import default_database
    from ..cards.decks import BUILTIN_DECKS
    from ..engine.players import same_identity_twice

    if not 1 <= len(heroes) <= 4:
        raise ValueError(f"a game has 1 to 4 heroes, got {len(heroes)}")
    db = default_database()
    if scenario not in db.scenarios:
        raise ValueError(f"unknown scenario {scenario!r}; known: {', '.join(sorted(db.scenarios))}")
    if modular_sets is None:
        modular_sets = db.scenarios[scenario].recommended_modulars
    for m in modular_sets:
        if not db.set_cards(m):
            raise ValueError(f"unknown modular encounter set {m!r}")
    if scenario.startswith("cw:"):  # a custom Civil War scenario: the rulebook's rules for its modular sets
        from ..cards.civil_war import check_custom

        leader, stage_one, stage_two = scenario[3:].split(":")
        check_custom(leader, stage_one, stage_two, tuple(modular_sets))
    if heroic < 0:
        raise ValueError("heroic level cannot be negative")
    if skirmish_stage is not None and not 0 <= skirmish_stage < len(db.scenarios[scenario].villain_stages):
        raise ValueError(f"{scenario} has no villain stage {skirmish_stage + 1}")
    players = []
    for h in heroes:
        deck = BUILTIN_DECKS[resolve_deck(h)]
        players.append(PlayerSetup(deck.identity, deck.codes(), db.card(deck.identity).name))
    twice = same_identity_twice(db, [p.identity for p in players])
    if twice is not None:
        raise ValueError(twice)
    return GameSetup(players=tuple(players), scenario=scenario, modular_sets=tuple(modular_sets), expert=expert,
                     heroic=heroic, skirmish_stage=skirmish_stage, random_scenario=random_scenario)


def describe_setup(setup: GameSetup) -> str:
    """One line naming a setup's heroes, villain, mode and modular sets."""
    from ..cards.database import default_database

    db = default_database()
    heroes = ", ".join(db.card(p.identity).name for p in setup.players)
    scenario = db.scenarios[setup.scenario].name if setup.scenario in db.scenarios else setup.scenario
    mode = "expert" if setup.expert else "standard"
    if setup.skirmish_stage is not None:
        mode += f", skirmish stage {setup.skirmish_stage + 1}"
    if setup.heroic:
        mode += f", heroic {setup.heroic}"
    mods = ", ".join(setup.modular_sets) or "none"
    if setup.random_scenario:  # Civil War rulebook "Random Scenario Creation": the sets stay unknown
        mods = f"{len(setup.modular_sets)} unknown modular sets"
    return f"{heroes} vs {scenario} ({mode}; modular: {mods})"


def play_one(
    setup: GameSetup,
    seed: int,
    policy: Policy,
    *,
    index: int = 0,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    db: CardDatabase | None = None,
    log_dir: Path | None = None,
) -> GameRecord:
    """Play one game to its end (or the decision cap, or a crash) and describe it."""
    start = time.perf_counter()
    game: Game | None = None
    key: str | None = None
    try:
        game = Game(setup, seed, db)
        while game.pending is not None and len(game.answers) < max_decisions:
            key = policy.choose(game)
            game.answer(key)
            key = None
    except Exception as e:  # a fault in the engine, a card script or the policy: record it, go on
        seconds = time.perf_counter() - start
        log_path = None
        if game is not None and log_dir is not None:
            log_path = _write_log(game, log_dir, seed, crash={"answer": key, "error": f"{type(e).__name__}: {e}"})
        return GameRecord(
            index, seed, "crashed",
            rounds=game.state.round if game is not None else 0,
            decisions=len(game.answers) if game is not None else 0,
            seconds=seconds,
            reason=f"{type(e).__name__}: {e}",
            traceback="".join(traceback.format_exception(e)),
            crashed_on=key,
            log_path=log_path,
        )
    seconds = time.perf_counter() - start
    status = game.result if game.result in ("win", "loss") else "unfinished"
    log_path = _write_log(game, log_dir, seed) if log_dir is not None else None
    return GameRecord(index, seed, status, game.state.round, len(game.answers), seconds,
                      reason=game.state.result_reason, log_path=log_path)


def _write_log(game: Game, log_dir: Path, seed: int, crash: dict[str, str | None] | None = None) -> str:
    from ....io.saves import write_log

    path = log_dir / f"game-seed{seed}.json"
    write_log(game, path, crash=crash)
    return str(path)


def simulate(
    setup: GameSetup,
    games: int,
    seed: int,
    policy_factory: PolicyFactory = random_policy,
    on_game: Callable[[GameRecord], None] | None = None,
    *,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    log_dir: str | Path | None = None,
    db: CardDatabase | None = None,
) -> SimulationResults:
    """Play ``games`` games; game ``i`` uses seed ``seed + i`` for the game and for ``policy_factory``.

    ``on_game`` is called with each game's record as soon as it is done. KeyboardInterrupt stops the run:
    the results so far come back with ``interrupted`` set (the game in progress is dropped).
    """
    if db is None:
        from ..cards.database import default_database

        db = default_database()
    folder = Path(log_dir) if log_dir is not None else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    results = SimulationResults(requested=games)
    start = time.perf_counter()
    try:
        for i in range(games):
            game_seed = seed + i
            record = play_one(setup, game_seed, policy_factory(game_seed), index=i,
                              max_decisions=max_decisions, db=db, log_dir=folder)
            results.games.append(record)
            if on_game is not None:
                on_game(record)
    except KeyboardInterrupt:
        results.interrupted = True
    results.seconds = time.perf_counter() - start
    return results

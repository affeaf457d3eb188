"""Undo, redo and error recovery over random games (issue 9 §1, issue 16 "The engine's promise").

docs/engine.md: undo steps back to the previous decision, redo returns; an exception inside a rule or card script
leaves the game exactly as before that answer. Random games of every scenario and modular set, 1 to 4 players,
random and autopilot answers: at every decision k, undo() from k+1 gives the state a replay to k gives, and
redo() returns to k+1; a fault injected at random points (a rule or card script raising in the middle of an
answer, with boosts dealt and windows open) leaves the hash, the answers and the pending decision unchanged.
The fast version plays short games; ``-m slow`` plays long ones.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from mcdesk.core.errors import EngineError
from mcdesk.games.champions.ai.autopilot import Autopilot
from mcdesk.games.champions.ai.simulate import build_setup
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.engine.game import Game, GameSetup


def modular_sets() -> list[str]:
    """Encounter sets that are neither a scenario's own, standard, expert, nor a hero's (nemesis) set."""
    db = default_database()
    own = {s for sc in db.scenarios.values() for s in sc.encounter_sets}
    heroes = {f.set_code for f in db.facts.values() if f.type_code == "hero" and f.set_code}
    sets = {f.set_code for f in db.facts.values() if f.faction_code == "encounter" and f.set_code}
    # standard_pvp replaces the standard set in competitive mode only: cooperative setup refuses it
    return sorted(s for s in sets if s not in own and s not in ("standard", "expert", "standard_pvp")
                  and s not in heroes and not s.endswith("_nemesis"))


def setups() -> list[tuple[str, GameSetup]]:
    """Every scenario with every modular set, the player count going round 1-4, decks going round."""
    db = default_database()
    decks = sorted(BUILTIN_DECKS)
    out = []
    n = 0
    for scenario in sorted(db.scenarios):
        for modular in modular_sets():
            players = n % 4 + 1
            heroes = [decks[(n + i) % len(decks)] for i in range(players)]
            out.append((f"{scenario}-{modular}-{players}p", build_setup(heroes, scenario, (modular,),
                                                                        expert=n % 3 == 2)))
            n += 1
    return out


SETUPS = setups()


def chooser(kind: str, seed: int) -> Callable[[Game], str]:
    if kind == "autopilot":
        pilot = Autopilot(seed)
        return pilot.choose
    rng = random.Random(seed)

    def pick(g: Game) -> str:
        assert g.pending is not None
        return rng.choice(g.pending.options).key

    return pick


def play(setup: GameSetup, seed: int, decisions: int, policy: str) -> tuple[Game, list[str], list[tuple[str, ...]]]:
    """A game of ``decisions`` answers (or to its end): the hash and the options after each answer."""
    g = Game(setup, seed)
    choose = chooser(policy, seed)
    hashes = [g.state_hash()]
    keys = [g.pending.keys if g.pending else ()]
    while g.pending is not None and len(g.answers) < decisions:
        g.answer(choose(g))
        hashes.append(g.state_hash())
        keys.append(g.pending.keys if g.pending else ())
    return g, hashes, keys


def check_undo_redo_everywhere(g: Game, hashes: list[str], keys: list[tuple[str, ...]]) -> None:
    """From the end back to the start: undo from k+1 gives k, redo gives k+1 again, undo gives k again."""
    n = len(g.answers)
    assert g.state_hash() == hashes[n]
    for k in range(n - 1, -1, -1):
        assert g.undo()
        assert len(g.answers) == k and g.state_hash() == hashes[k], f"undo to {k} differs"
        assert (g.pending.keys if g.pending else ()) == keys[k], f"undo to {k}: another decision is pending"
        assert g.state.check_invariants() == []
        assert g.redo() and g.state_hash() == hashes[k + 1], f"redo to {k + 1} differs"
        assert g.undo() and g.state_hash() == hashes[k]
    assert not g.undo()


class Fault:
    """One of the engine's calls raises on its m-th use (a broken rule or card script), once."""

    def __init__(self, g: Game, rng: random.Random) -> None:
        self.name = rng.choice(["emit", "can_use", "stat", "card_title", "facts"])
        self.countdown = rng.randint(1, 6)
        self.fired = False
        real = getattr(g, self.name)

        def broken(*args: Any, **kwargs: Any) -> Any:
            self.countdown -= 1
            if self.countdown == 0:
                self.fired = True
                raise RuntimeError(f"injected fault in {self.name}")
            return real(*args, **kwargs)

        setattr(g, self.name, broken)
        self.heal = lambda: g.__dict__.pop(self.name, None)


def play_with_faults(setup: GameSetup, seed: int, decisions: int, faults: int) -> Game:
    """Random answers; at ``faults`` random points a fault is armed and stays armed until it fires. Each time it
    fires, the game must be exactly as before that answer; the same answer then goes through."""
    rng = random.Random(seed * 7 + 1)
    g = Game(setup, seed)
    at = set(rng.sample(range(decisions), min(faults, decisions)))
    fault: Fault | None = None
    raised = 0
    while g.pending is not None and len(g.answers) < decisions:
        key = rng.choice(g.pending.options).key
        if fault is None and len(g.answers) in at:
            fault = Fault(g, rng)
        if fault is None:
            g.answer(key)
            continue
        before, answers, pending, log = g.state_hash(), list(g.answers), g.pending, list(g.log_lines)
        try:
            g.answer(key)
        except EngineError as e:
            raised += 1
            assert fault.fired and "injected fault" in str(e) and "restored" in str(e)
            assert g.state_hash() == before and g.answers == answers and g.pending == pending
            assert g.log_lines == log and g.state.check_invariants() == []
        if fault.fired:
            fault.heal()
            fault = None
            if len(g.answers) == len(answers):  # the procedure is alive: the same answer goes through now
                g.answer(key)
    if fault is not None:
        fault.heal()
    assert raised > 0 or g.pending is None or len(g.answers) < min(at, default=decisions) + 10
    assert g.state_hash() == Game.replay(setup, seed, g.answers).state_hash()
    return g


@pytest.mark.parametrize(("label", "setup"), SETUPS, ids=[s[0] for s in SETUPS])
def test_undo_from_every_decision_equals_the_replay(label: str, setup: GameSetup) -> None:
    seed = sum(map(ord, label))
    g, hashes, keys = play(setup, seed, 60, "autopilot" if seed % 3 else "random")
    assert Game.replay(setup, seed, g.answers).state_hash() == hashes[-1]
    check_undo_redo_everywhere(g, hashes, keys)


@pytest.mark.parametrize(("label", "setup"), SETUPS[::2], ids=[s[0] for s in SETUPS[::2]])
def test_a_fault_in_the_rules_leaves_the_game_as_before_the_answer(label: str, setup: GameSetup) -> None:
    play_with_faults(setup, sum(map(ord, label)), 40, 6)


@pytest.mark.slow
@pytest.mark.parametrize(("label", "setup"), SETUPS, ids=[s[0] for s in SETUPS])
def test_long_games_undo_and_faults(label: str, setup: GameSetup) -> None:
    for n, policy in enumerate(("random", "autopilot")):
        seed = sum(map(ord, label)) + 1000 * n
        g, hashes, keys = play(setup, seed, 400, policy)
        check_undo_redo_everywhere(g, hashes, keys)
        play_with_faults(setup, seed, 300, 40)

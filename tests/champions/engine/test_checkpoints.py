"""Checkpoints (issue 9 §3): the game restarts from a state snapshot at the start of each player's turn and each
villain phase, so undo and load replay only the answers after the nearest one, and a save whose earlier history
no longer replays (a rules fix changed an outcome) still opens."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from mcdesk.core.errors import CorruptLog
from mcdesk.games.champions.ai.autopilot import Autopilot
from mcdesk.games.champions.ai.simulate import build_setup
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.abilities import CardScript
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.game import Game, GameSetup
from mcdesk.games.champions.engine.snapshot import copy_state, state_from_data


class CountingGame(Game):
    """Counts the log entries it plays, to see how much a load or an undo replays."""

    played = 0

    def play_entry(self, key: str) -> Any:
        CountingGame.played += 1
        return super().play_entry(key)


def random_game(setup: GameSetup, seed: int, n: int, cls: type[Game] = Game, db: CardDatabase | None = None) -> Game:
    g = cls(setup, seed, db)
    rng = random.Random(seed)
    while g.pending is not None and len(g.answers) < n:
        g.answer(rng.choice(g.pending.options).key)
    return g


def autopilot_game(seed: int, n: int) -> Game:
    """A longer game than random answers give (the autopilot plays its events and survives)."""
    g = Game(default_setup(), seed)
    pilot = Autopilot(seed)
    while g.pending is not None and len(g.answers) < n:
        g.answer(pilot.choose(g))
    return g


def test_a_checkpoint_at_each_players_turn_and_each_villain_phase() -> None:
    """Rules Reference "Round Overview": each round, the players take their turns in player order, then the
    villain phase. Each of those is a checkpoint, naming the players still to take a turn."""
    setup = build_setup(["spider-man", "captain-marvel"], "rhino")
    g = random_game(setup, 4, 200)
    points = [(cp.resume["at"], tuple(cp.resume.get("order", ()))) for cp in g.checkpoints]
    assert ("turn", (0, 1)) in points and ("turn", (1,)) in points and ("villain_phase", ()) in points
    rounds = [cp.state.round for cp in g.checkpoints if cp.resume["at"] == "villain_phase"]
    assert rounds == sorted(set(rounds)) and len(rounds) >= 2
    for cp in g.checkpoints:
        assert cp.state.phase == "player" and cp.answers <= len(g.answers)  # the villain phase is next


def test_the_game_resumes_from_any_checkpoint_as_if_replayed() -> None:
    setup = build_setup(["spider-man", "she-hulk", "iron-man"], "klaw")
    g = random_game(setup, 8, 150)
    for cp in g.checkpoints:
        resumed = Game(setup, 8, start=False)
        resumed.answers = list(g.answers)
        resumed.checkpoints = [cp]
        resumed._restore_to(len(g.answers))  # from the checkpoint, replaying only the answers after it
        assert resumed.state_hash() == g.state_hash()
        assert resumed.pending == g.pending


def test_a_checkpoint_is_a_private_copy() -> None:
    g = random_game(default_setup(), 2, 80)
    cp = g.checkpoints[-1]
    before = cp.state.state_hash()
    for c in g.state.cards.values():  # play on: the live state changes, the checkpoint does not
        c.damage += 1
    g.state.zones[next(iter(g.state.zones))].reverse()
    assert cp.state.state_hash() == before
    copy = copy_state(cp.state)
    copy.cards[1].damage = 99
    copy.used["x"] = 1
    assert cp.state.state_hash() == before
    assert state_from_data(json.loads(json.dumps(cp.state.canonical()))).state_hash() == before


def test_checkpoints_share_the_cards_unchanged_between_them_and_keep_their_own_values() -> None:
    """Each checkpoint keeps the state of its moment: a card unchanged since the previous checkpoint shares that
    checkpoint's copy, a card changed since then (any attribute, a token too) gets a new one."""
    setup = build_setup(["spider-man", "she-hulk"], "rhino")
    g = random_game(setup, 3, 60)
    hashes = [cp.state.state_hash() for cp in g.checkpoints]
    first, last = g.checkpoints[0].state, g.checkpoints[-1].state
    assert any(first.cards[k] is last.cards[k] for k in first.cards)  # cards waiting in decks are shared
    assert not any(c is g.state.cards[k] for k, c in last.cards.items())  # never the live cards
    for c in g.state.cards.values():  # play on: every live card changes
        c.exhausted = not c.exhausted
    old = [cp.state for cp in g.checkpoints]
    g.checkpoint({"at": "turn", "order": [0, 1]})
    new = g.checkpoints[-1].state
    assert new not in old
    assert not any(new.cards[k] is c for st in old for k, c in st.cards.items())
    assert [st.state_hash() for st in old] == hashes
    assert new.state_hash() == g.state_hash()


def test_load_restores_the_last_checkpoint_and_replays_only_later_answers() -> None:
    setup = build_setup(["spider-man", "captain-marvel", "she-hulk", "iron-man"], "rhino")
    g = random_game(setup, 5, 300)
    data = json.loads(json.dumps(g.to_save()))
    cp = data["checkpoint"]
    assert cp["answers"] == g.checkpoints[-1].answers > 0
    CountingGame.played = 0
    loaded = CountingGame.from_save(data)
    assert CountingGame.played == len(g.answers) - cp["answers"]
    assert loaded.state_hash() == g.state_hash() and loaded.answers == g.answers
    assert loaded.log_lines == g.log_lines
    # Undo past the checkpoint it opened from: the earlier history is replayed once, and it fits.
    target = cp["answers"] - 3
    while len(loaded.answers) > target:
        assert loaded.undo()
    assert loaded.state_hash() == Game.replay(setup, 5, g.answers[:target]).state_hash()
    assert not loaded.history_note


def test_undo_replays_only_from_the_nearest_checkpoint() -> None:
    setup = build_setup(["spider-man", "captain-marvel"], "ultron")
    g = random_game(setup, 6, 200, CountingGame)
    nearest = max(cp.answers for cp in g.checkpoints if cp.answers <= len(g.answers) - 1)
    CountingGame.played = 0
    assert g.undo()
    assert CountingGame.played == len(g.answers) - nearest


def test_a_checkpoint_that_was_altered_is_refused() -> None:
    g = random_game(default_setup(), 3, 60)
    data = json.loads(json.dumps(g.to_save()))
    data["checkpoint"]["rng"] = [3, [1, 2], None]
    with pytest.raises(CorruptLog, match="random generator"):
        Game.from_save(data)
    data = json.loads(json.dumps(g.to_save()))
    data["checkpoint"]["resume"] = {"at": "nowhere"}
    with pytest.raises(CorruptLog, match="no point a round can resume from"):
        Game.from_save(data)
    data = json.loads(json.dumps(g.to_save()))
    del data["checkpoint"]["state"]["cards"]["1"]
    with pytest.raises(CorruptLog, match="checkpoint"):
        Game.from_save(data)


def without_script(code: str) -> CardDatabase:
    """The built-in cards with one card's script taken away (a rules change that changes outcomes)."""
    base = default_database()
    scripts = dict(base.scripts)
    scripts[code] = CardScript(code)
    return CardDatabase(facts=dict(base.facts), scripts=scripts, scenarios=dict(base.scenarios))


def played_events(g: Game, answers: list[str]) -> list[str]:
    """Codes of the event cards played by ``answers``."""
    out = []
    for key in answers:
        if key.startswith("play:"):
            code = g.state.cards[int(key.split(":")[1])].code
            if g.db.card(code).type_code == "event":
                out.append(code)
    return out


def test_a_save_whose_later_answers_no_longer_replay_opens_at_its_checkpoint() -> None:
    """A rules fix (here: an event's script taken away) makes an answer after the last checkpoint impossible: the
    save still opens, at its checkpoint, and the log says the later answers are kept as text only."""
    for seed in range(40):
        g = autopilot_game(seed, 120 + seed)
        n = g.checkpoints[-1].answers
        tail_events = played_events(g, g.answers[n:])
        if tail_events:
            break
    else:
        pytest.fail("no game played an event after its last checkpoint")
    data = json.loads(json.dumps(g.to_save()))
    loaded = Game.from_save(data, without_script(tail_events[0]))
    assert loaded.answers == g.answers[:n]
    assert loaded.state_hash() == Game.replay(default_setup(), seed, g.answers[:n]).state_hash()
    assert "no longer replay" in loaded.history_note and loaded.history_note in loaded.log_lines
    assert [x for x in loaded.log_lines if x != loaded.history_note] == \
        Game.replay(default_setup(), seed, g.answers[:n]).log_lines
    assert loaded.pending is not None  # it plays on from there


def test_a_save_whose_earlier_history_no_longer_replays_opens_and_keeps_it_as_text() -> None:
    """The same rules change hits only the history before the checkpoint: the save opens where it was, its
    earlier log is shown as text, and undo stops at the checkpoint, saying why."""
    for seed in range(60):
        g = autopilot_game(seed, 120 + seed)
        n = g.checkpoints[-1].answers
        early = set(played_events(g, g.answers[:n])) - set(played_events(g, g.answers[n:]))
        codes_in_tail = {g.state.cards[int(k.split(":")[1])].code for k in g.answers[n:]
                         if k.split(":")[0] in ("play", "use") and k.split(":")[1].isdigit()}
        early -= codes_in_tail
        if early and len(g.answers) > n:
            data = json.loads(json.dumps(g.to_save()))
            loaded = Game.from_save(data, without_script(sorted(early)[0]))
            if loaded.state_hash() == g.state_hash():
                break
    else:
        pytest.fail("no game played an event only before its last checkpoint")
    assert loaded.answers == g.answers and not loaded.history_note
    assert loaded.log_lines[: g.checkpoints[-1].log] == g.log_lines[: g.checkpoints[-1].log]
    while len(loaded.answers) > n:  # undo down to the checkpoint works: it replays only later answers
        assert loaded.undo()
    assert not loaded.undo()  # the history before it does not replay with these rules
    assert "no longer replays" in loaded.history_note and loaded.log_lines[-1] == loaded.history_note
    assert len(loaded.answers) == n and loaded.redo()


def test_taking_a_checkpoint_keeps_what_is_derived_from_the_live_state_and_restoring_one_drops_it() -> None:
    """A checkpoint copies the live state and leaves it in place: the tables kept for its layout (which cards are
    in play, their constant and triggered abilities) stay valid, and are kept; undo replaces the state, so nothing
    derived from the one before is used again. Values read through the kept tables equal a fresh reading."""
    from mcdesk.games.champions.engine.playing import action_abilities
    from mcdesk.games.champions.engine.state import layout_version

    g = random_game(default_setup(), 4, 60)
    version = layout_version()
    g.checkpoint({"at": "turn", "order": [0]})
    assert layout_version() == version
    ident = g.identity(0)
    kept = (g.stat(ident, "health"), action_abilities(g, 0), g._window_kinds())
    for memo in ("_memo", "_memo_play"):
        g.state.__dict__.pop(memo, None)  # nothing kept: everything worked out again
    assert (g.stat(ident, "health"), action_abilities(g, 0), g._window_kinds()) == kept
    assert g.undo()
    assert layout_version() != version

"""The engine's public API: state (1), decisions as data (2), determinism, replay, undo, save (3), bad input."""

from __future__ import annotations

import json
import random

import pytest

from mcdesk.core.errors import CorruptLog, IllegalAnswer, InvalidSetup
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup


def play_random(g: Game, n: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        if g.pending is None:
            return
        g.answer(rng.choice(g.pending.options).key)


def test_every_card_is_an_instance_with_its_own_id() -> None:
    """Issue point 1: two copies of a card are two instances with different ids and the same code."""
    g = Game(default_setup(), 1)
    codes = [c.code for c in g.state.cards.values()]
    kicks = [c for c in g.state.cards.values() if c.code == "01005"]
    assert len(kicks) == 3 and len({c.id for c in kicks}) == 3
    assert len(codes) == len(g.state.cards)
    assert g.state.check_invariants() == []


def test_setup_builds_the_default_table() -> None:
    """Appendix II: identity in alter-ego form, villain stage I at 14 x 1 hit points, main scheme 1B, the
    encounter deck of Rhino + Bomb Scare + Standard sets with the obligation shuffled in, the nemesis set aside,
    and a hand of the alter-ego's hand size (6)."""
    g = Game(default_setup(), 1)
    st = g.state
    ident = st.cards[g.identity(0)]
    assert ident.code == "01001b"  # Peter Parker
    villain = g.villain()
    assert villain is not None and st.cards[villain].code == "01094"
    assert g.hit_points(villain) == 14
    main = g.main_scheme()
    assert main is not None and st.cards[main].code == "01097b" and st.cards[main].threat == 0
    assert [st.cards[c].code for c in st.zone("villain_deck")] == ["01095"]
    enc = sorted(st.cards[c].code for c in st.zone("encounter_deck") + st.zone("encounter_discard"))
    assert "01165" in enc  # Eviction Notice, Spider-Man's obligation
    assert "01098" in enc and "01109" in enc and "01186" in enc  # rhino, bomb scare, standard
    assert "01096" not in enc and "01097a" not in enc  # no villains or main schemes in the deck
    assert sorted(st.cards[c].code for c in st.zone("nemesis", 0)) == ["01166", "01167", "01168", "01168", "01169"]
    assert g.pending is not None and g.pending.kind.value == "mulligan"
    assert len(g.hand(0)) == 6
    assert len(st.zone("deck", 0)) == 45 - 6


def test_legal_options_are_exact_and_illegal_answers_change_nothing() -> None:
    """Issue point 2 and 'Bad input': an answer not among the options raises and leaves the state as it was."""
    g = Game(default_setup(), 3)
    before = g.state_hash()
    with pytest.raises(IllegalAnswer, match="not a legal option"):
        g.answer("attack:999")
    assert g.state_hash() == before and g.answers == []
    # Mulligan options: one per hand card plus keeping the hand.
    assert sorted(g.pending.keys) == sorted([f"mulligan:{c}" for c in g.hand(0)] + ["keep"])  # type: ignore[union-attr]


def test_same_setup_seed_and_answers_give_the_same_state() -> None:
    """Issue point 3: a game is its setup, its seed and the answers given."""
    g = Game(default_setup(), 7)
    play_random(g, 150, seed=11)
    again = Game.replay(default_setup(), 7, g.answers)
    assert again.state_hash() == g.state_hash()
    assert Game(default_setup(), 8).state_hash() != Game(default_setup(), 7).state_hash()


def test_undo_steps_back_to_the_previous_decision_and_redo_returns() -> None:
    g = Game(default_setup(), 5)
    play_random(g, 12, seed=2)
    h_before = g.state_hash()
    pending_before = g.pending
    assert g.pending is not None
    g.answer(g.pending.options[0].key)
    after = g.state_hash()
    assert g.undo()
    assert g.state_hash() == h_before and g.pending == pending_before
    assert g.redo()
    assert g.state_hash() == after


def test_save_round_trip_and_tampering_is_detected() -> None:
    g = Game(default_setup(), 9)
    play_random(g, 60, seed=3)
    data = g.to_save()
    assert data["checkpoint"]["answers"] <= len(g.answers)
    loaded = Game.from_save(data)
    assert loaded.state_hash() == g.state_hash() and loaded.answers == g.answers and not loaded.history_note
    with pytest.raises(CorruptLog, match="not an mcdesk save"):
        Game.from_save({"hello": 1})
    # Without a checkpoint (a save of an older mcdesk) every answer is replayed and the hash checked.
    old = {k: v for k, v in data.items() if k not in ("checkpoint", "answers_digest")}
    assert Game.from_save(old).state_hash() == g.state_hash()
    with pytest.raises(CorruptLog, match="does not match"):
        Game.from_save(dict(old, state_hash="0" * 64))
    bad = dict(old, answers=old["answers"][:5] + ["nonsense"])
    with pytest.raises(CorruptLog, match="log answer 6"):
        Game.from_save(bad)
    # A checkpoint is checked against its own hash before it is played.
    altered = json.loads(json.dumps(data))
    first = next(iter(altered["checkpoint"]["state"]["cards"].values()))
    first["damage"] += 1
    with pytest.raises(CorruptLog, match="checkpoint does not match"):
        Game.from_save(altered)
    with pytest.raises(CorruptLog, match="checkpoint names"):
        Game.from_save(dict(data, answers=data["answers"][:2], answers_digest=None))
    # An answer before the checkpoint is not replayed when the save opens: the answers' digest catches a change.
    early = list(data["answers"])
    early[1] = early[2]
    with pytest.raises(CorruptLog, match="altered"):
        Game.from_save(dict(data, answers=early))


def test_unknown_card_and_bad_setup_are_named() -> None:
    deck = default_setup().players[0].deck
    with pytest.raises(InvalidSetup, match="99999"):
        Game(GameSetup(players=(PlayerSetup("01001a", (*deck, "99999")),)), 1)
    with pytest.raises(InvalidSetup, match="unknown identity"):
        Game(GameSetup(players=(PlayerSetup("nope", deck),)), 1)
    with pytest.raises(InvalidSetup, match="not a hero"):
        Game(GameSetup(players=(PlayerSetup("01002", deck),)), 1)
    with pytest.raises(InvalidSetup, match="1 to 4 players"):
        Game(GameSetup(players=()), 1)
    with pytest.raises(InvalidSetup, match="unknown scenario"):
        Game(GameSetup(players=(PlayerSetup("01001a", deck),), scenario="galactus"), 1)


def test_engine_error_restores_the_last_good_state() -> None:
    """An exception inside a rule leaves the game as it was before the answer (and says so)."""
    from mcdesk.core.errors import EngineError

    g = Game(default_setup(), 4)
    assert g.pending is not None
    mull = next(o.key for o in g.pending.options if o.key.startswith("mulligan:"))
    g.answer(mull)
    before = g.state_hash()

    real_log = g.log

    def broken(_line: str) -> None:  # a fault in the rules on the way to the next decision (once)
        g.log = real_log  # type: ignore[method-assign]
        raise RuntimeError("boom")

    g.log = broken  # type: ignore[method-assign]
    with pytest.raises(EngineError, match="boom"):
        g.answer("keep")
    assert g.answers == [mull] and g.state_hash() == before
    assert g.pending is not None and g.pending.option("keep") is not None


def test_several_undos_then_several_redos_return_to_the_same_state() -> None:
    g = Game(default_setup(), 5)
    play_random(g, 8, seed=4)
    assert g.pending is not None
    end = g.state_hash()
    for _ in range(3):
        assert g.undo()
    for _ in range(3):
        assert g.redo()
    assert g.state_hash() == end and not g.redo()


def test_undo_inside_an_attack_equals_the_replay_without_the_last_answer() -> None:
    """Issue 9 §1: the default setup, seed 1, the autopilot's answers; after 19 answers undo used to run the
    dropped procedure's cleanup (discard the boost, pop the stack) on the restored state."""
    from mcdesk.games.champions.ai.autopilot import Autopilot

    pilot = Autopilot(0)
    g = Game(default_setup(), 1)
    for _ in range(40):
        assert g.pending is not None
        g.answer(pilot.choose(g))
        if len(g.answers) < 19:
            continue
        before = g.state_hash()
        assert g.undo()
        assert g.state_hash() == Game.replay(default_setup(), 1, g.answers).state_hash()
        assert g.redo() and g.state_hash() == before


def test_a_save_names_its_game_and_old_saves_without_it_still_load() -> None:
    g = Game(default_setup(), 2)
    play_random(g, 20, seed=1)
    data = g.to_save()
    assert data["game"] == "champions"
    old = dict(data)
    del old["game"]  # written before saves named their game: only Marvel Champions existed
    assert Game.from_save(old).state_hash() == g.state_hash()
    other = dict(data, game="vs")
    with pytest.raises(CorruptLog, match="'vs'"):
        Game.from_save(other)


def test_an_error_in_the_rules_is_not_recorded_and_the_procedure_lives_on() -> None:
    """docs/engine.md: an exception inside a rule leaves the game exactly as before the answer; the same
    answer can be given again once the fault is gone (the procedure is alive)."""
    from mcdesk.core.errors import EngineError

    g = Game(default_setup(), 6)
    play_random(g, 30, seed=5)
    assert g.pending is not None
    key = g.pending.options[-1].key
    before, answers, pending = g.state_hash(), list(g.answers), g.pending
    real = g.log

    def fail_once(_line: str) -> None:
        g.log = real  # type: ignore[method-assign]
        raise KeyError("card script fault")

    g.log = fail_once  # type: ignore[method-assign]
    try:
        g.answer(key)
    except EngineError as e:
        assert "card script fault" in str(e) and "restored" in str(e)
        assert g.state_hash() == before and g.answers == answers and g.pending == pending
    g.answer(key)
    assert g.state_hash() == Game.replay(default_setup(), 6, [*answers, key]).state_hash()

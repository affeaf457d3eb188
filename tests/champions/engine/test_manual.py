"""Free table: changes by hand are logged as one entry each, survive undo and replay, and back in enforced
play the engine checks the state it finds."""

from __future__ import annotations

import pytest

from mcdesk.core.errors import IllegalAnswer
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.manual import ManualEdit


def at_turn(seed: int = 1) -> Game:
    g = Game(default_setup(), seed)
    g.answer("keep")
    assert g.pending is not None and g.pending.kind.value == "turn"
    return g


def test_a_change_by_hand_is_logged_and_replayed() -> None:
    g = at_turn()
    card = g.hand(0)[0]
    g.manual_edit(ManualEdit("move", card, zone="discard", player=0))
    assert g.state.cards[card].zone == ("discard", 0)
    assert g.answers[-1].startswith("manual:")
    assert any("By hand" in line for line in g.log_lines)
    again = Game.replay(g.setup, g.seed, g.answers)
    assert again.state_hash() == g.state_hash()
    assert g.undo() and g.state.cards[card].zone == ("hand", 0)


def test_back_in_enforced_play_a_defeated_villain_stage_is_found() -> None:
    g = at_turn()
    villain = g.villain()
    assert villain is not None
    g.manual_edit(ManualEdit("set", villain, field="damage", value=14))
    assert g.state.cards[g.villain() or 0].code == "01095"  # Rhino II revealed
    assert g.pending is not None and g.pending.kind.value == "turn"


def test_threat_set_to_the_target_by_hand_loses() -> None:
    g = at_turn()
    main = g.main_scheme()
    assert main is not None
    g.manual_edit(ManualEdit("set", main, field="threat", value=7))
    assert g.result == "loss" and g.pending is None


def test_exhaust_and_ready_by_hand_change_the_options() -> None:
    g = at_turn()
    g.answer("change_form")
    ident = g.identity(0)
    assert f"attack:{ident}" in g.pending.keys  # type: ignore[union-attr]
    g.manual_edit(ManualEdit("exhaust", ident))
    assert f"attack:{ident}" not in g.pending.keys  # type: ignore[union-attr]
    g.manual_edit(ManualEdit("ready", ident))
    assert f"attack:{ident}" in g.pending.keys  # type: ignore[union-attr]


def test_a_bad_change_is_refused_and_changes_nothing() -> None:
    g = at_turn()
    before, n = g.state_hash(), len(g.answers)
    with pytest.raises(IllegalAnswer, match="not in this game"):
        g.manual_edit(ManualEdit("move", 99999, zone="discard", player=0))
    with pytest.raises(IllegalAnswer, match="unknown zone"):
        g.manual_edit(ManualEdit("move", g.hand(0)[0], zone="pocket"))
    with pytest.raises(IllegalAnswer, match="0 or more"):
        g.manual_edit(ManualEdit("set", g.identity(0), field="damage", value=-2))
    with pytest.raises(IllegalAnswer, match="cannot set"):
        g.manual_edit(ManualEdit("set", g.identity(0), field="code", value=1))
    assert g.state_hash() == before and len(g.answers) == n

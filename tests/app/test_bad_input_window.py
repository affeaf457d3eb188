"""The window's side of issue 16: resuming when there is nothing to resume, leftovers of a killed autosave
write, a damaged card store, a failed autosave, and names from files shown as plain text."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.manual import ManualEdit

from .conftest import answer, run, wait_ready


def test_resume_with_no_previous_game_says_so_and_starts_a_game(qtbot: Any, make_window: Any,
                                                                 data_dir: Path) -> None:
    window = make_window(1, resume=True)
    assert window.last_message is not None
    title, text = window.last_message
    assert title == "No game to resume" and "There is no game to resume" in text
    assert "no such file" not in text.lower()
    assert window.view is not None and window.view.pending is not None  # a game is on the table


def test_resume_opens_the_previous_sessions_game(qtbot: Any, make_window: Any) -> None:
    first = make_window(3)
    answer(qtbot, first, "keep")
    kept = first.view.state_hash
    first.close()
    second = make_window(4, resume=True)
    wait_ready(qtbot, second, lambda v: v.state_hash == kept)
    assert second.last_message is None or second.last_message[0] != "No game to resume"


def test_orphaned_autosave_temp_files_are_removed_at_start(qtbot: Any, make_window: Any, data_dir: Path) -> None:
    old = [data_dir / ".autosave.json.abc123.tmp", data_dir / ".autosave-previous.json.x9.tmp"]
    young = data_dir / ".autosave.json.inprogress.tmp"  # perhaps another window writing right now
    other = data_dir / ".settings.json.zz.tmp"
    for p in [*old, young, other]:
        p.write_text("{half a", encoding="utf-8")
    for p in [*old, other]:
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    make_window(1)
    assert not any(p.exists() for p in old)
    assert young.exists() and other.exists()


def test_a_damaged_card_store_is_reported_once_and_the_table_works(qtbot: Any, make_window: Any,
                                                                   data_dir: Path) -> None:
    store = data_dir / "cards" / "imported.json"
    store.parent.mkdir()
    store.write_text("[" * 5000, encoding="utf-8")
    window = make_window(1)
    title, text = window.last_message
    assert title == "Imported cards set aside" and "imported.json: nested more than 64 levels deep" in text
    assert not store.exists() and len(list(store.parent.glob("imported.json.damaged-*"))) == 1
    answer(qtbot, window, "keep")  # cards paint, the game goes on
    window.scene.update()
    qtbot.wait(50)


def test_a_failed_autosave_is_reported_to_the_player(qtbot: Any, make_window: Any, data_dir: Path) -> None:
    window = make_window(1)
    autosave = window.autosave
    autosave.unlink()
    autosave.mkdir()  # the autosave cannot be written any more
    answer(qtbot, window, "keep")
    assert window.last_message is not None
    title, text = window.last_message
    assert title == "The game could not be autosaved" and autosave.name in text
    window.last_message = None
    answer(qtbot, window, "end_turn")  # the same problem again: the status bar says it, no second dialog
    assert window.last_message is None
    assert "Not autosaved" in window.statusBar().currentMessage()


def test_an_illegal_free_table_value_changes_nothing_and_autosaves_go_on(qtbot: Any, make_window: Any,
                                                                         data_dir: Path) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    before = window.view.state_hash
    villain = next(c.id for c in window.view.table.cards.values() if c.type_code == "villain")
    bad = "manual:" + '{"kind": "set", "card": ' + str(villain) + ', "field": "damage", "value": NaN}'
    reply = run(qtbot, window, window._request("manual", bad))
    assert not reply.ok and window.view.state_hash == before
    reply = run(qtbot, window, window._request("manual", ManualEdit("set", villain, field="damage", value=2.5)))
    assert not reply.ok and window.view.state_hash == before
    answer(qtbot, window, "end_turn")
    from mcdesk.io.saves import load_game

    assert load_game(window.autosave).state_hash() == window.view.state_hash


def test_names_from_files_are_shown_as_plain_text(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    prompt = window.prompt
    for label in (prompt.who_label, prompt.prompt_label, prompt.pilot_label, prompt.source_name,
                  prompt.source_info, prompt.hint_label):
        assert label.textFormat() == Qt.TextFormat.PlainText
    buttons = [w for w in prompt.options_widget.findChildren(QLabel) if w.text()]
    assert buttons and all(b.textFormat() == Qt.TextFormat.PlainText for b in buttons)
    box = window.show_message("A name", "<img src=x> <b>Evil</b>")
    assert isinstance(box, QMessageBox) and box.textFormat() == Qt.TextFormat.PlainText
    box.close()


def test_the_free_table_offers_only_changes_the_engine_accepts() -> None:
    from mcdesk.app.free_table import free_actions
    from mcdesk.games.champions.engine.manual import MAX_COUNT, MAX_STATUS
    from mcdesk.games.champions.view import table_view

    from .conftest import game_at

    game = game_at(1, ["keep"])
    villain = game.villain()
    assert villain is not None
    game.manual_edit(ManualEdit("set", villain, field="threat", value=MAX_COUNT))
    game.manual_edit(ManualEdit("set", villain, field="tough", value=MAX_STATUS))
    view = table_view(game)
    actions = free_actions(view.cards[villain], view)
    assert not any(a.edit.field == "threat" and a.edit.value == MAX_COUNT + 1 for a in actions)
    assert not any(a.edit.field == "tough" and a.edit.value == MAX_STATUS + 1 for a in actions)
    assert any(a.edit.field == "threat" and a.edit.value == MAX_COUNT - 1 for a in actions)
    for a in actions:  # every one offered is accepted
        probe = Game.replay(game.setup, game.seed, game.answers)
        probe.manual_edit(a.edit)

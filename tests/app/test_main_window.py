"""The window around the table: the engine answers from its worker thread; the table, the prompt and the log
follow its views; drags, clicks and context menus answer; saves, autosaves, free table, export and failures."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from mcdesk.app.engine_bridge import NOTE, EngineBridge, EngineView, Reply, autopilot_available, why_not_play
from mcdesk.app.game_kinds import ChampionsKind
from mcdesk.app.main_window import MainWindow
from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine import Game
from mcdesk.io.saves import load_game, save_game
from mcdesk.table.view_model import TableView, player_zone

from .conftest import (
    WAIT_MS,
    answer,
    card_by_name,
    click_card,
    double_click_card,
    drag_card,
    game_at,
    run,
    wait_ready,
)


def _menu_keys(window: MainWindow, card_id: int) -> list[str]:
    return [str(a.data()) for a in window.card_menu(card_id).actions() if a.data()]


def test_start_the_default_game(make_window: Any) -> None:
    window = make_window(1)
    view = window.view
    assert view is not None and view.pending is not None
    assert view.pending.kind is DecisionKind.MULLIGAN
    assert view.title == "Spider-Man vs Rhino"
    # the table shows the villain, the main scheme, the identity and the hand, each as an item
    hand = view.table.zone(player_zone(0, "hand")).cards
    assert len(hand) == 6 and all(c in window.scene.cards for c in hand)
    assert view.table.zone("villain").cards[0] in window.scene.cards
    assert window.prompt.keys() == list(view.pending.keys)
    assert "Mulligan" in window.prompt.prompt_label.text()
    assert window.log_panel.plain_text()
    assert window.scene.highlighted("target") == {c: "target" for c in hand}  # mulligan: the hand glows
    assert "Spider-Man vs Rhino" in window.windowTitle()


def test_play_a_card_by_dragging_it_and_pay_with_hand_cards(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    view = window.view
    helicarrier = card_by_name(view, "Helicarrier", ":hand")
    assert f"play:{helicarrier}" in view.pending.keys

    drag_card(window, helicarrier, player_zone(0, "supports"))
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.kind is DecisionKind.PAY)
    assert view.source is not None and view.source.id == helicarrier  # the prompt shows the card being paid for
    assert window.prompt.pay_box.isVisible() and window.prompt.pay_total.text() == "Paid 0 of 3"
    payers = {c for o in view.pending.options for c in o.cards}
    assert set(window.scene.highlighted("payment")) == payers  # hand cards and Peter Parker's resource ability

    paid: list[int] = []
    for name in ("Backflip", "Spider-Tracer", "Nick Fury"):
        cid = card_by_name(window.view, name, ":hand")
        before = window.view.decisions
        click_card(window, cid)
        wait_ready(qtbot, window, lambda v, b=before: v.decisions == b + 1)
        paid.append(cid)
        if len(paid) == 2:  # the running total, by resource type
            assert window.prompt.pay_total.text() == "Paid 2 of 3"
            assert window.prompt.pay_chips["physical"].text() == "1"
            assert window.prompt.pay_chips["energy"].text() == "1"
    view = window.view
    assert view.pending.kind is DecisionKind.TURN
    assert view.table.cards[helicarrier].zone == player_zone(0, "supports")
    assert set(paid) <= set(view.table.zone(player_zone(0, "discard")).cards)
    assert "Player 1 plays Helicarrier." in window.log_panel.plain_text()
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=WAIT_MS)
    item = window.scene.cards[helicarrier]
    assert window.scene.zone_item(player_zone(0, "supports")).rect.contains(item.sceneBoundingRect().center())


def test_an_illegal_play_shows_the_engines_reason_and_nothing_moves(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    before = window.view
    backflip = card_by_name(before, "Backflip", ":hand")  # an interrupt: not played in the turn
    assert f"play:{backflip}" not in before.pending.keys
    drag_card(window, backflip, player_zone(0, "allies"))
    qtbot.waitUntil(lambda: "Backflip" in window.statusBar().currentMessage(), timeout=WAIT_MS)
    wait_ready(qtbot, window)
    assert "interrupt" in window.statusBar().currentMessage()
    assert window.view is before  # no new view: nothing changed
    assert window.scene.cards[backflip].card.zone == player_zone(0, "hand")


def test_why_not_play_speaks_the_games_words() -> None:
    game = game_at(1, ["keep"])
    hand = {game.card_title(c): c for c in game.hand(0)}
    assert "interrupt" in why_not_play(game, hand["Backflip"])
    game = game_at(1, ["keep", f"play:{hand['Helicarrier']}"])
    assert "first answer" in why_not_play(game, hand["Nick Fury"])


def test_answer_a_response_window(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    game = game_at(2, ["keep", "end_turn", "done"])
    assert game.pending is not None and game.pending.kind is DecisionKind.WINDOW
    save = tmp_path / "window.json"
    save_game(game, save)
    window = make_window(2, open_path=save)
    view = window.view
    assert view.pending.kind is DecisionKind.WINDOW and view.decisions == 3
    assert "interrupt" in window.prompt.prompt_label.text()
    assert window.prompt.source_row.isVisibleTo(window.prompt)  # the card concerned, with its face
    assert window.prompt.keys() == ["use:35:interrupt-threat-placed", "pass"]
    qtbot.mouseClick(window.prompt.button_for("pass"), Qt.MouseButton.LeftButton)
    view = wait_ready(qtbot, window, lambda v: v.decisions == 4)
    notes = [e.text for e in window.log_panel.entries if e.kind == NOTE]
    assert notes and notes[-1].endswith("Player 1 passes.")


def test_an_exhausted_card_turns_90_degrees_and_undo_brings_it_back(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    before = window.view
    ident = before.table.players[0].identity
    # the context menu lists exactly the options that concern the identity
    assert _menu_keys(window, ident) == [o.key for o in before.pending.options if ident in o.cards]
    action = next(a for a in window.card_menu(ident).actions() if a.data() == f"recover:{ident}")
    action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == before.decisions + 1)
    assert view.table.cards[ident].exhausted
    item = window.scene.cards[ident]
    qtbot.waitUntil(lambda: math.isclose(item.rotation() % 360, 90.0), timeout=WAIT_MS)
    assert window.undo_action.isEnabled()

    window.undo_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == before.decisions)
    assert view.table == before.table and view.pending == before.pending
    qtbot.waitUntil(lambda: math.isclose(item.rotation() % 360, 0.0), timeout=WAIT_MS)
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == before.decisions + 1)
    assert view.table.cards[ident].exhausted


def test_save_reopen_and_get_the_same_table(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    window = make_window(1)
    for key in ("keep", "end_turn"):
        answer(qtbot, window, key)
    saved = window.view
    path = tmp_path / "saves" / "game.json"
    path.parent.mkdir()
    assert run(qtbot, window, window.save_to(path)).ok
    assert window.save_path == path and "game.json" in window.windowTitle()
    assert load_game(path).state_hash() == saved.state_hash

    assert run(qtbot, window, window.new_game(default_setup(), 7)).ok
    assert window.view.state_hash != saved.state_hash and window.save_path is None
    assert run(qtbot, window, window.open_file(path)).ok
    view = window.view
    assert view.table == saved.table and view.state_hash == saved.state_hash
    assert view.pending == saved.pending and view.decisions == saved.decisions


def test_autosave_after_every_decision(qtbot: Any, make_window: Any, data_dir: Path) -> None:
    window = make_window(1)
    autosave = window.autosave
    assert load_game(autosave).state_hash() == window.view.state_hash
    answer(qtbot, window, "keep")
    assert load_game(autosave).state_hash() == window.view.state_hash
    assert not list(data_dir.glob(".autosave*.tmp"))  # written atomically, nothing left behind


def test_the_previous_sessions_autosave_is_kept(qtbot: Any, make_window: Any, data_dir: Path) -> None:
    first = make_window(3)
    answer(qtbot, first, "keep")
    kept = first.view.state_hash
    first.close()
    second = make_window(4)  # a new session: the last one's game is offered under File > Resume
    assert second.resume_action.isEnabled()
    second.resume_previous()
    wait_ready(qtbot, second, lambda v: v.state_hash == kept)


def test_a_corrupt_or_foreign_file_is_refused_and_changes_nothing(qtbot: Any, make_window: Any,
                                                                  tmp_path: Path) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    before = window.view
    corrupt = tmp_path / "broken.json"
    corrupt.write_text('{"format": "mcdesk-save", "version": 1, "setup": {"pla', encoding="utf-8")
    reply = run(qtbot, window, window.open_file(corrupt))
    assert not reply.ok
    assert window.last_message is not None
    title, text = window.last_message
    assert title == "Cannot open the file" and "broken.json" in text and "not valid JSON" in text
    assert window.view is before and window.save_path is None

    foreign = tmp_path / "deck.json"
    foreign.write_text(json.dumps({"name": "a deck", "slots": {"01001a": 1}}), encoding="utf-8")
    reply = run(qtbot, window, window.open_file(foreign))
    assert not reply.ok and "not an mcdesk save" in window.last_message[1]
    altered = tmp_path / "altered.json"
    data = before.setup.to_dict()
    altered.write_text(json.dumps({"format": "mcdesk-save", "version": 1, "setup": data, "seed": 1,
                                   "answers": ["keep", "no-such-answer"]}), encoding="utf-8")
    reply = run(qtbot, window, window.open_file(altered))
    assert not reply.ok and "no-such-answer" in window.last_message[1]
    assert window.view is before
    answer(qtbot, window, "end_turn")  # the engine still plays the same game
    assert window.view.decisions == before.decisions + 1


def test_export_image(make_window: Any, tmp_path: Path) -> None:
    window = make_window(1)
    path = tmp_path / "table.png"
    size = window.export_image(path, 0.5)
    rect = window.scene.sceneRect()
    assert size is not None
    assert (size.width(), size.height()) == (math.ceil(rect.width() * 0.5), math.ceil(rect.height() * 0.5))
    img = QImage(str(path))
    assert img.size() == size
    small = img.scaled(96, 60)
    values = [small.pixelColor(x, y).lightness() for y in range(60) for x in range(96)]
    mean = sum(values) / len(values)
    assert sum((v - mean) ** 2 for v in values) / len(values) > 100  # cards and text, not a blank table
    visible = window.export_image(tmp_path / "visible.png", 1.0, visible_only=True)
    assert visible is not None and visible == window.table.viewport().size()
    assert window.export_image(tmp_path / "no-such-folder" / "x.png") is None
    assert window.last_message is not None and window.last_message[0] == "Cannot export the image"


def test_free_table_edit_then_undo(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    start = window.view
    window.free_action.trigger()
    assert window.free_table and window.scene.free
    villain = start.table.zone("villain").cards[0]
    menu = window.card_menu(villain)
    labels = [a.text() for m in [menu, *menu.findChildren(type(menu))] for a in m.actions()]
    assert {"+1 damage", "Add a stunned card", "Encounter discard pile"} <= set(labels)
    assert "+1 damage" in [a.text() for a in menu.actions()]  # tokens one click away, not in a submenu
    action = next(a for a in menu.actions() if a.text() == "+1 damage")
    action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == start.decisions + 1)
    assert view.table.cards[villain].damage == 1
    assert view.table.cards[villain].hp == start.table.cards[villain].hp - 1
    assert window.log_panel.plain_text().splitlines()[-1].startswith("By hand:")

    # in free mode any card drags; a drop moves it by hand
    kick = card_by_name(view, "Swinging Web Kick", ":hand")
    drag_card(window, kick, player_zone(0, "discard"))
    view = wait_ready(qtbot, window, lambda v: v.decisions == start.decisions + 2)
    assert view.table.cards[kick].zone == player_zone(0, "discard")
    ident = view.table.players[0].identity
    double_click_card(window, ident)
    view = wait_ready(qtbot, window, lambda v: v.decisions == start.decisions + 3)
    assert view.table.cards[ident].exhausted  # double-click on a free table: exhaust / ready

    for n in (2, 1, 0):
        window.undo_action.trigger()
        view = wait_ready(qtbot, window, lambda v, n=n: v.decisions == start.decisions + n)
    assert view.table == start.table
    window.free_action.trigger()
    assert not window.free_table and not window.scene.cards[villain].draggable


SEED7_ATTACK = [
    "keep", "play:33", "pay:discard:23", "pay:discard:16", "pay:discard:17", "use:33:0", "play:45", "pay:discard:12",
    "pay:resource:1:0", "change_form", "end_turn", "done", "yes", "exhaust", "play:13", "pay:discard:18", "play:44",
    "pay:discard:26", "pay:discard:39", "pay:resource:1:0", "change_form", "end_turn", "done", "use:1:0",
    "defend:1", "use:1:0", "defend:33", "play:28", "pay:discard:41", "play:10", "pay:discard:2", "play:46",
    "pay:discard:21", "pay:discard:14", "end_turn", "done", "use:24:0", "use:1:0", "defend:1", "play:38",
    "pay:discard:29", "pay:discard:37",
]
"""Seed 7, up to a basic attack that asks which enemy: the villain or an engaged minion."""


def test_click_a_glowing_target(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    save = tmp_path / "attack.json"
    save_game(game_at(7, SEED7_ATTACK), save)
    window = make_window(7, open_path=save)
    view = window.view
    assert view.pending.kind is DecisionKind.TARGET
    targets = {c for o in view.pending.options for c in o.cards}
    assert set(window.scene.highlighted("target")) == targets and len(targets) == 2
    minion = next(c for c in targets if view.table.cards[c].type_code == "minion")
    before = view.table.cards[minion]
    click_card(window, minion)
    view = wait_ready(qtbot, window, lambda v: v.decisions == len(SEED7_ATTACK) + 1)
    notes = [e.text for e in window.log_panel.entries if e.kind == NOTE]
    assert notes[-1] == f"Attack an enemy — {before.name}."  # the click answered with the minion


def test_engine_failure_keeps_the_last_view_and_restarts_from_the_autosave(qtbot: Any, make_window: Any,
                                                                           monkeypatch: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    good = window.view

    def broken(self: Any, game: Game) -> TableView:
        raise RuntimeError("the view cannot be built")

    monkeypatch.setattr(ChampionsKind, "table_view", broken)
    reply = run(qtbot, window, window.answer("end_turn"))
    assert not reply.ok and "the view cannot be built" in reply.message
    assert window.prompt.fail_box.isVisibleTo(window.prompt)
    assert "the view cannot be built" in window.prompt.fail_label.text()
    assert window.view is good  # the last good view stays on the table
    monkeypatch.undo()
    answer(qtbot, window, "end_turn")  # the engine went back to the game the table shows
    assert window.view.decisions == good.decisions + 1
    good = window.view

    thread = window.engine.worker_thread
    assert thread is not None
    thread.quit()  # the worker thread dies
    qtbot.waitUntil(lambda: "stopped unexpectedly" in window.prompt.fail_label.text(), timeout=WAIT_MS)
    assert not window.engine.alive
    reply = run(qtbot, window, window.answer("end_turn"))
    assert not reply.ok and window.view is good

    window.prompt.restart_button.click()
    view = wait_ready(qtbot, window, lambda v: v is not good)
    assert view.state_hash == good.state_hash and view.table == good.table
    assert not window.prompt.fail_box.isVisibleTo(window.prompt)
    answer(qtbot, window, view.pending.options[0].key)


def test_new_game_with_two_players(qtbot: Any, make_window: Any) -> None:
    from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
    from mcdesk.games.champions.engine.game import GameSetup, PlayerSetup

    decks = list(BUILTIN_DECKS.values())[:2]
    setup = GameSetup(players=tuple(PlayerSetup(d.identity, d.codes(), d.name.split(" (")[0]) for d in decks),
                      scenario="klaw", modular_sets=("masters_of_evil",))
    window = make_window(1)
    assert run(qtbot, window, window.new_game(setup, 11)).ok
    view = window.view
    assert len(view.table.players) == 2 and view.title == "Spider-Man & Captain Marvel vs Klaw"
    assert window.hand_menu.isEnabled() and len(window.hand_menu.actions()) == 3
    bad = GameSetup(players=(PlayerSetup("nope", ()),))
    reply = run(qtbot, window, window.new_game(bad, 1))
    assert not reply.ok and "nope" in reply.message and window.view is view


def test_suggest_a_move_only_when_the_autopilot_exists(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    assert window.suggest_action.isVisible() == autopilot_available()
    if not autopilot_available():
        return
    reply = run(qtbot, window, window.suggest())
    if reply.ok:
        key, label, why = reply.data
        assert key in window.view.pending.keys and label
        assert window.prompt.suggest_box.isVisibleTo(window.prompt)


def test_bridge_in_this_thread_reports_views_and_replies() -> None:
    bridge = EngineBridge()  # no thread: its signals are delivered directly
    views: list[EngineView] = []
    replies: list[tuple[int, Reply]] = []
    bridge.view.connect(views.append)
    bridge.reply.connect(lambda rid, r: replies.append((rid, r)))
    bridge.handle(1, "new", (default_setup(), 2))
    assert replies[-1] == (1, Reply(True, replies[-1][1].message)) and views[-1].pending is not None
    bridge.handle(2, "answer", "nonsense")
    assert not replies[-1][1].ok and len(views) == 1
    bridge.handle(3, "undo", None)
    assert replies[-1][1].message == "Nothing to undo."
    bridge.handle(4, "bogus", None)
    assert "unknown request" in replies[-1][1].message
    bridge.handle(5, "answer", "keep")
    assert views[-1].decisions == 1 and not views[-1].log_reset

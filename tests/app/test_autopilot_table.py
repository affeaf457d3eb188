"""The autopilot at the table: seats it plays without a click, pausing it, undo past its answers, seats kept in
saves; "Suggest a move" highlighted; replay logs opened in the window (``mcdesk replay LOG --table``) and
stepped through."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mcdesk.app.engine_bridge import PILOT, EngineBridge, EngineView, Reply
from mcdesk.app.main_window import MainWindow
from mcdesk.app.prompt_panel import suggestion_reason
from mcdesk.app.seats import AUTOPILOT, HUMAN, seats_from_save
from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.ai.autopilot import Autopilot
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, default_setup
from mcdesk.games.champions.engine import Game
from mcdesk.games.champions.engine.game import GameSetup, PlayerSetup
from mcdesk.io.saves import load_game, read_log, save_game, write_log

from .conftest import WAIT_MS, answer, run, wait_ready

FULL_GAME_MS = 60000


def two_heroes() -> GameSetup:
    decks = list(BUILTIN_DECKS.values())[:2]
    return GameSetup(players=tuple(PlayerSetup(d.identity, d.codes(), d.name.split(" (")[0]) for d in decks),
                     scenario="rhino", modular_sets=("bomb_scare",))


def pilot_notes(window: MainWindow) -> list[str]:
    return [e.text for e in window.log_panel.entries if e.kind == PILOT]


def autopilot_game(seed: int) -> Game:
    """What the autopilot does alone at the table with this seed (seat 0's autopilot uses the game's seed)."""
    game = Game(default_setup(), seed)
    pilot = Autopilot(seed)
    while game.pending is not None:
        game.answer(pilot.choose(game))
    return game


def test_an_autopilot_seat_answers_its_decisions_without_a_click(qtbot: Any, make_window: Any) -> None:
    window = make_window(1, setup=two_heroes(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    view = window.view
    assert view.seats == (HUMAN, AUTOPILOT) and view.pending.player == 0  # player 1's mulligan: a person's
    assert window.pause_action.isEnabled() and not window.pause_action.isChecked()
    assert [a.isChecked() for a in window.seats_menu.actions()] == [False, True]
    answer(qtbot, window, "keep")
    # player 2's mulligan is the autopilot's: it answers by itself, up to player 1's turn
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.kind is DecisionKind.TURN)
    assert view.pending.player == 0 and view.decisions > 2
    notes = pilot_notes(window)
    assert len(notes) == view.decisions - 1 and all(n.startswith("Player 2 (autopilot): ") for n in notes)
    assert "Mulligan" in notes[0] or "Keep" in notes[0]

    # undo goes back past the autopilot's answers to player 1's last decision, and says so
    pilots = view.decisions - 1
    window.undo_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == 0)
    assert view.pending.player == 0 and view.pending.kind is DecisionKind.MULLIGAN
    message = window.statusBar().currentMessage()
    assert "Player 1's last decision" in message and f"past {pilots} of the autopilot's answers" in message
    window.redo_action.trigger()  # redo brings back the answer and the autopilot's answers after it
    view = wait_ready(qtbot, window, lambda v: v.decisions == pilots + 1)
    assert view.pending.kind is DecisionKind.TURN and len(pilot_notes(window)) == pilots

    # player 1 ends the turn: the autopilot plays player 2's whole turn, then it is player 1's again
    answer(qtbot, window, "end_turn")
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.player == 0)
    assert view.decisions > pilots + 5 and "Player 2 plays" in window.log_panel.plain_text()


def test_the_autopilot_plays_a_game_alone_to_its_end(qtbot: Any, make_window: Any, data_dir: Path) -> None:
    expected = autopilot_game(7)
    window = make_window(7, seats=(AUTOPILOT,), autopilot_delay_ms=0)
    qtbot.waitUntil(lambda: window.view is not None and window.view.result is not None, timeout=FULL_GAME_MS)
    view = wait_ready(qtbot, window)
    assert view.result == expected.result and view.state_hash == expected.state_hash()
    assert view.decisions == len(expected.answers)
    assert len(pilot_notes(window)) == view.decisions  # one reason per answer
    assert pilot_notes(window)[0].startswith("Autopilot: ")
    assert window.prompt.who_label.text() == "GAME OVER"
    # The worker writes the autosave right after it sends the view: wait for it rather than race it.
    qtbot.waitUntil(lambda: json.loads(window.autosave.read_text(encoding="utf-8")).get("state_hash")
                    == view.state_hash, timeout=5000)
    autosave = json.loads(window.autosave.read_text(encoding="utf-8"))
    assert autosave["app"]["seats"] == [AUTOPILOT] and autosave["state_hash"] == view.state_hash


def test_pause_stops_the_autopilot_between_decisions(qtbot: Any, make_window: Any) -> None:
    window = make_window(7, seats=(AUTOPILOT,), autopilot_delay_ms=60)
    view = wait_ready(qtbot, window, lambda v: v.decisions >= 2)
    assert view.autopilot_turn
    assert window.prompt.pilot_label.isVisibleTo(window.prompt)
    assert not any(b.isEnabled() for b in window.prompt.option_buttons())  # its decision: no clicks
    reply = run(qtbot, window, window.answer(view.pending.options[0].key))
    assert not reply.ok and "autopilot" in reply.message

    window.pause_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.autopilot_paused)
    assert window.pause_action.isChecked() and window.pilot_status.text() == "AUTOPILOT PAUSED"
    stopped = view.decisions
    qtbot.wait(400)
    assert window.view.decisions == stopped  # nothing more
    assert "paused" in window.prompt.pilot_label.text()
    assert all(b.isEnabled() for b in window.prompt.option_buttons())  # a person may answer for it now
    answer(qtbot, window, view.pending.options[0].key)
    assert window.view.decisions == stopped + 1

    window.pause_action.trigger()  # resume
    wait_ready(qtbot, window, lambda v: not v.autopilot_paused and v.decisions >= stopped + 3)


def test_undo_with_every_seat_the_autopilots_pauses_it_and_steps_one(qtbot: Any, make_window: Any) -> None:
    window = make_window(7, seats=(AUTOPILOT,), autopilot_delay_ms=80)
    wait_ready(qtbot, window, lambda v: v.decisions >= 3)
    window.undo_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.autopilot_paused)
    assert "paused" in window.statusBar().currentMessage()
    qtbot.wait(300)
    assert window.view.decisions == view.decisions and window.view.redo_count == 1


def test_seats_survive_save_and_open(qtbot: Any, make_window: Any, tmp_path: Path, data_dir: Path) -> None:
    window = make_window(2, setup=two_heroes(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    answer(qtbot, window, "keep")
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.player == 0 and v.decisions > 1)
    path = tmp_path / "two.json"
    assert run(qtbot, window, window.save_to(path)).ok
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["app"]["seats"] == [HUMAN, AUTOPILOT]
    assert len(data["app"]["summary"]["heroes"]) == 2 and data["app"]["summary"]["villain"] == "Rhino"
    assert load_game(path).state_hash() == view.state_hash  # the engine's loader ignores the app's metadata
    autosave = json.loads(window.autosave.read_text(encoding="utf-8"))
    assert seats_from_save(autosave, 2) == (HUMAN, AUTOPILOT)

    assert run(qtbot, window, window.new_game(default_setup(), 3)).ok
    assert window.view.seats == (HUMAN,) and not window.pause_action.isEnabled()
    assert run(qtbot, window, window.open_file(path)).ok
    view = window.view
    assert view.seats == (HUMAN, AUTOPILOT) and view.state_hash == data["state_hash"]
    assert window.seats == (HUMAN, AUTOPILOT) and window.pause_action.isEnabled()

    # a save without the app's metadata (older saves) has people at every seat
    old = tmp_path / "old.json"
    save_game(load_game(path), old)
    assert run(qtbot, window, window.open_file(old)).ok
    assert window.view.seats == (HUMAN, HUMAN)

    # the seats menu hands a seat to the autopilot mid-game, and the autosave remembers it
    window.seats_menu.actions()[0].trigger()
    wait_ready(qtbot, window, lambda v: v.seats == (AUTOPILOT, HUMAN))
    autosave = json.loads(window.autosave.read_text(encoding="utf-8"))
    assert autosave["app"]["seats"] == [AUTOPILOT, HUMAN]


def test_resume_restores_the_seats(qtbot: Any, make_window: Any) -> None:
    first = make_window(2, setup=two_heroes(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    answer(qtbot, first, "keep")
    kept = wait_ready(qtbot, first, lambda v: v.pending is not None and v.pending.player == 0 and v.decisions > 1)
    first.close()
    second = make_window(4, autopilot_delay_ms=0)
    second.resume_previous()
    view = wait_ready(qtbot, second, lambda v: v.state_hash == kept.state_hash)
    assert view.seats == (HUMAN, AUTOPILOT)


def test_suggest_a_move_highlights_the_option_and_its_cards(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    view = window.view
    expected_key, why = Autopilot(1).suggest(Game(default_setup(), 1))
    reply = run(qtbot, window, window.suggest())
    assert reply.ok
    key, label, reason = reply.data
    assert key == expected_key and reason == why
    option = view.pending.option(key)
    assert option is not None and option.cards  # the mulligan suggestion names a card
    button = window.prompt.button_for(key)
    assert button is not None and button.property("role") == "suggested"
    reason = suggestion_reason(label, why)  # the reason, without the option's words again
    assert reason and reason.lower() in why.lower() and label not in reason
    assert window.prompt.suggest_box.isVisibleTo(window.prompt) and reason in window.prompt.suggest_label.text()
    assert window.prompt.suggest_label.text().count(label) == 1
    assert window.scene.highlighted("suggested") == {c: "suggested" for c in option.cards}
    assert window.statusBar().currentMessage() == f"Suggestion: {label} — {reason}"
    window.prompt.suggest_button.click()  # "Do it"
    view = wait_ready(qtbot, window, lambda v: v.decisions == 1)
    assert not window.scene.highlighted("suggested") and not window.prompt.suggest_box.isVisibleTo(window.prompt)


def _log_of(seed: int, path: Path) -> Game:
    game = autopilot_game(seed)
    write_log(game, path)
    return game


def test_replay_table_opens_the_window_on_the_replayed_game(qtbot: Any, make_window: Any, tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    from mcdesk import cli
    from mcdesk.app import main_window

    log = tmp_path / "game-seed7.json"
    game = _log_of(7, log)
    opened: list[MainWindow] = []

    def fake_run_app(*args: Any, open_path: Any = None, **kw: Any) -> int:
        assert not args and not kw
        opened.append(make_window(1, open_path=open_path, autopilot_delay_ms=0))
        return 0

    monkeypatch.setattr(main_window, "run_app", fake_run_app)
    assert cli.main(["replay", str(log), "--table"]) == 0
    out = capsys.readouterr().out
    assert f"final state hash: {game.state_hash()}" in out and "opening the table" in out
    window = opened[0]
    view = window.view
    assert view.state_hash == read_log(log).final_hash == game.state_hash()
    assert view.decisions == len(game.answers) and view.result == game.result
    assert view.seats == (HUMAN,)  # watching a replay: nobody plays on by itself
    assert window.save_path is None and window.replay_path == log and "(replay)" in window.windowTitle()
    assert f"{len(game.answers)} decisions" in window.statusBar().currentMessage()
    assert f"{len(game.answers)} decisions" in window.seed_label.text()

    # the stepper: back, to the start, forward decision by decision, to the end
    n = len(game.answers)
    window.step_back_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == n - 1)
    assert view.redo_count == 1 and window.step_forward_action.isEnabled()
    assert window.seed_label.text().endswith(f"decision {n - 1} of {n}")
    window.to_start_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == 0)
    assert view.state_hash == Game(default_setup(), 7).state_hash() and view.redo_count == n
    assert not window.step_back_action.isEnabled()
    for k in (1, 2):
        window.step_forward_action.trigger()
        wait_ready(qtbot, window, lambda v, k=k: v.decisions == k)
    assert window.view.state_hash == Game.replay(default_setup(), 7, game.answers[:2]).state_hash()
    window.to_end_action.trigger()
    view = wait_ready(qtbot, window, lambda v: v.decisions == n)
    assert view.state_hash == game.state_hash() and not window.step_forward_action.isEnabled()


def test_file_open_accepts_a_replay_log_and_refuses_an_altered_one(qtbot: Any, make_window: Any,
                                                                 tmp_path: Path) -> None:
    log = tmp_path / "log.json"
    game = _log_of(3, log)
    window = make_window(1)
    reply = run(qtbot, window, window.open_file(log))
    assert reply.ok and reply.data["kind"] == "log" and reply.data["decisions"] == len(game.answers)
    assert window.view.state_hash == game.state_hash()
    good = window.view
    data = json.loads(log.read_text(encoding="utf-8"))
    data["final_hash"] = "0" * 16
    altered = tmp_path / "altered.json"
    altered.write_text(json.dumps(data), encoding="utf-8")
    reply = run(qtbot, window, window.open_file(altered))
    assert not reply.ok and "replay mismatch" in window.last_message[1] and window.view is good


def test_bridge_seek_redo_and_undo_keep_the_rest_of_the_game() -> None:
    """The stepper moves either way through the whole game (redo keeps every later answer, not just one)."""
    bridge = EngineBridge()
    views: list[EngineView] = []
    replies: list[Reply] = []
    bridge.view.connect(views.append)
    bridge.reply.connect(lambda rid, r: replies.append(r))
    game = autopilot_game(3)
    bridge.handle(1, "new", (default_setup(), 3))
    for key in game.answers[:6]:
        bridge.handle(2, "answer", key)
    for _ in range(3):
        bridge.handle(3, "undo", None)
    assert views[-1].decisions == 3 and views[-1].redo_count == 3
    for k in (4, 5, 6):
        bridge.handle(4, "redo", None)
        assert replies[-1].ok and views[-1].decisions == k
    assert views[-1].state_hash == Game.replay(default_setup(), 3, game.answers[:6]).state_hash()
    bridge.handle(5, "seek", ("to", 0))
    assert views[-1].decisions == 0 and views[-1].redo_count == 6
    bridge.handle(6, "seek", ("step", -1))
    assert not replies[-1].ok and "start" in replies[-1].message
    bridge.handle(7, "seek", ("step", 4))
    assert views[-1].decisions == 4 and views[-1].redo_count == 2
    bridge.handle(8, "pilot", {"seats": [AUTOPILOT], "paused": True})
    assert views[-1].seats == (AUTOPILOT,) and views[-1].autopilot_paused and not views[-1].autopilot_turn


def test_an_autopilot_fault_pauses_it_and_keeps_the_game(qtbot: Any, make_window: Any,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(1, autopilot_delay_ms=0)
    answer(qtbot, window, "keep")
    good = window.view

    def broken(self: Autopilot, game: Game) -> tuple[str, str]:
        raise RuntimeError("the autopilot lost its head")

    monkeypatch.setattr(Autopilot, "suggest", broken)
    assert run(qtbot, window, window.set_seats([AUTOPILOT])).ok
    qtbot.waitUntil(lambda: "lost its head" in window.prompt.fail_label.text(), timeout=WAIT_MS)
    view = wait_ready(qtbot, window, lambda v: v.autopilot_paused)
    assert view.decisions == good.decisions and view.state_hash == good.state_hash
    assert window.pause_action.isChecked() and "paused" in window.prompt.fail_label.text()
    assert all(b.isEnabled() for b in window.prompt.option_buttons())  # a person can go on by hand
    answer(qtbot, window, "end_turn")

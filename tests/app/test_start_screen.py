"""No game is ever lost: each game its own autosave in the saves folder, kept across sessions, new games and
opened files; old ones pruned by count only, never the one played; the start screen continues any of them;
a game over sums the game up with New Game and Watch Replay."""

from __future__ import annotations

import dataclasses
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from mcdesk import cli
from mcdesk.app import recent_games
from mcdesk.app.main_window import MainWindow
from mcdesk.app.start_screen import GameOverDialog
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.io.saves import load_game

from .conftest import answer, run, wait_ready


def _fake_autosave(folder: Path, name: str, answers: int, age_s: float = 0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    p = folder / f"{recent_games.PREFIX}{name}.json"
    p.write_text(json.dumps({"format": "mcdesk-save", "answers": ["x"] * answers}), encoding="utf-8")
    t = time.time() - age_s
    os.utime(p, (t, t))
    return p


def test_prune_keeps_the_last_twenty_and_never_the_game_played(data_dir: Path) -> None:
    folder = recent_games.folder()
    files = [_fake_autosave(folder, f"g{n:02}", 3, age_s=1000 - n) for n in range(25)]  # g24 is the newest
    current = files[0]  # the oldest, but the one being played
    removed = recent_games.prune(current)
    assert current.exists() and len(recent_games.autosaves()) == recent_games.KEEP
    assert set(removed) == set(files[1:6])  # the oldest others went
    other = folder / "my-own-save.json"
    other.write_text("{}", encoding="utf-8")
    recent_games.prune(None, keep=1)
    assert other.exists()  # a save the player named is never touched


def test_a_pruned_or_dropped_autosave_takes_its_journal_with_it(data_dir: Path) -> None:
    """A journal (io/journal.py) only adds answers to its save: it goes when the save goes, and stays otherwise."""
    from mcdesk.io.journal import journal_path

    folder = recent_games.folder()
    files = [_fake_autosave(folder, f"j{n}", 3, age_s=100 - n) for n in range(3)]
    for f in files:
        journal_path(f).write_text("", encoding="utf-8")
    recent_games.prune(None, keep=1)
    assert [f.exists() for f in files] == [False, False, True]
    assert [journal_path(f).exists() for f in files] == [False, False, True]
    empty = _fake_autosave(folder, "empty", 0)
    journal_path(empty).write_text("", encoding="utf-8")
    assert recent_games.drop_if_untouched(empty)
    assert not journal_path(empty).exists()


def test_only_an_autosave_without_decisions_may_be_dropped(data_dir: Path) -> None:
    folder = recent_games.folder()
    empty, played = _fake_autosave(folder, "empty", 0), _fake_autosave(folder, "played", 5)
    assert not recent_games.drop_if_untouched(played) and played.exists()
    assert not recent_games.drop_if_untouched(empty, keep=empty) and empty.exists()
    assert recent_games.drop_if_untouched(empty) and not empty.exists()
    elsewhere = data_dir / "autosave-elsewhere.json"
    elsewhere.write_text(json.dumps({"answers": []}), encoding="utf-8")
    assert not recent_games.drop_if_untouched(elsewhere) and elsewhere.exists()
    assert recent_games.new_autosave_path() != recent_games.new_autosave_path()


def test_the_single_autosave_of_older_versions_joins_the_saves_folder(qtbot: Any, make_window: Any,
                                                                     data_dir: Path) -> None:
    from mcdesk.games.champions.engine import Game
    from mcdesk.io.saves import save_game

    g = Game(default_setup(), 5)
    g.answer("keep")
    save_game(g, data_dir / "autosave.json")
    window = make_window(1)
    assert not (data_dir / "autosave.json").exists()
    kept = [p for p in recent_games.autosaves() if p != window.autosave]
    assert len(kept) == 1 and load_game(kept[0]).state_hash() == g.state_hash()


def test_launches_new_games_and_opened_files_never_overwrite_a_played_game(qtbot: Any, make_window: Any,
                                                                          tmp_path: Path) -> None:
    first = make_window(3)
    answer(qtbot, first, "keep")
    played, played_hash = first.autosave, first.view.state_hash
    first.close()
    for seed in (4, 5):  # two launches without playing
        w = make_window(seed)
        assert w.autosave != played
        w.close()
    assert load_game(played).state_hash() == played_hash
    window = make_window(6)
    untouched = window.autosave
    assert untouched is not None and untouched.exists()
    run(qtbot, window, window.new_game(default_setup(), 7))  # leaves a game without a decision: dropped
    assert not untouched.exists() and window.autosave != untouched
    answer(qtbot, window, "keep")
    second = window.autosave
    other = tmp_path / "other.json"
    run(qtbot, window, window.save_to(other))
    run(qtbot, window, window.open_file(other))  # an opened file gets an autosave of its own
    assert window.autosave not in (second, other) and second.exists()
    assert load_game(played).state_hash() == played_hash
    run(qtbot, window, window.open_file(played))  # a game opened from its autosave goes on in it
    assert window.autosave == played
    answer(qtbot, window, window.view.pending.keys[0])
    assert load_game(played).state_hash() == window.view.state_hash


def test_the_start_screen_lists_recent_games_and_continues_one(qtbot: Any, make_window: Any) -> None:
    first = make_window(3)
    answer(qtbot, first, "keep")
    answer(qtbot, first, "end_turn")
    wait_ready(qtbot, first)
    kept, kept_hash, rnd = first.autosave, first.view.state_hash, first.view.table.round
    first.close()

    window = MainWindow(default_setup(), 9, start_screen=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    try:
        screen = window.start_screen
        assert screen is not None and screen.isVisible() and window.view is None
        assert screen.geometry().width() == window.width()
        lines = [screen.list.item(i).text() for i in range(screen.list.count())]
        assert len(lines) == 1
        assert screen.list.item(0).toolTip().startswith(lines[0])  # the whole line, however narrow the list
        assert lines[0].startswith(f"Marvel Champions: Spider-Man vs Rhino — round {rnd}, ") and "decisions" in lines[0]
        assert screen.continue_button.isEnabled() and "Spider-Man vs Rhino" in screen.last_label.text()
        screen.continue_button.click()
        view = wait_ready(qtbot, window)
        assert view.state_hash == kept_hash and window.autosave == kept and not screen.isVisible()
        window.show_start_screen()  # File > Start Screen
        assert screen.isVisible()
        screen.new_button.isEnabled()
    finally:
        window.shutdown()


def test_a_failed_open_from_the_start_screen_stays_there(qtbot: Any, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    window = MainWindow(default_setup(), 9, start_screen=True)
    qtbot.addWidget(window)
    window.show()
    try:
        task = window.spawn(window.open_file(bad))
        qtbot.waitUntil(task.done)
        assert not task.result().ok and window.view is None and window.on_start_screen
    finally:
        window.shutdown()


def test_a_game_over_is_summed_up_with_new_game_and_watch_replay(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    view = window.view
    over = dataclasses.replace(view, table=dataclasses.replace(view.table, result="lose", round=4,
                                                               result_reason="the threat reached its target"),
                               pending=None)
    window._maybe_game_over(over, first=False)
    dialog = window.game_over_dialog
    assert isinstance(dialog, GameOverDialog) and dialog.isVisible()
    text = dialog.text.text()
    assert "Spider-Man vs Rhino" in text and "The threat reached its target." in text and "4 rounds" in text
    window._maybe_game_over(over, first=False)
    assert window.game_over_dialog is dialog  # once per game
    dialog.watch_button.click()
    assert window.pacer.watching
    qtbot.waitUntil(lambda: not window.pacer.watching, timeout=8000)
    wait_ready(qtbot, window)


@pytest.mark.parametrize("argv", [["--open", "x.json"], ["play", "--open", "x.json"]])
def test_open_works_with_and_without_play(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    seen: dict[str, Any] = {}

    def fake_run_app(*args: Any, **kw: Any) -> int:
        seen.update(kw)
        return 0

    monkeypatch.setattr("mcdesk.app.main_window.run_app", fake_run_app)
    assert cli.main(argv) == 0
    assert seen["open_path"] == "x.json" and seen["start_screen"] is False


def test_no_game_named_opens_the_start_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}
    monkeypatch.setattr("mcdesk.app.main_window.run_app", lambda *a, **kw: seen.update(kw) or 0)
    assert cli.main([]) == 0 and seen["start_screen"] is True
    assert cli.main(["play", "--seed", "3"]) == 0 and seen["start_screen"] is False


def test_window_without_autosave(qtbot: Any, make_window: Any) -> None:
    window: MainWindow = make_window(1, autosave=False)
    assert window.autosave is None
    answer(qtbot, window, "keep")
    assert not recent_games.autosaves()

"""The autosave's journal (issue 9 §3): one short line per answer, a full save only at checkpoints, and a crash at
any moment loses at most the answer being written."""

from __future__ import annotations

import json
import random
from pathlib import Path

from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game
from mcdesk.io.journal import FULL_EVERY, Autosave, journal_path, read_journal
from mcdesk.io.saves import load_game


def step(g: Game, rng: random.Random) -> None:
    assert g.pending is not None
    g.answer(rng.choice(g.pending.options).key)


def test_every_answer_is_on_disk_and_full_saves_are_rare(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    g = Game(default_setup(), 3)
    rng = random.Random(3)
    saver = Autosave(path)
    saver.write(g)
    sizes = []
    while g.pending is not None and len(g.answers) < 150:
        step(g, rng)
        before = journal_path(path).stat().st_size
        full = saver.full_writes
        saver.write(g)
        if saver.full_writes == full:
            sizes.append(journal_path(path).stat().st_size - before)
        if len(g.answers) % 17 == 0 or g.pending is None:
            loaded = load_game(path)
            assert loaded.answers == g.answers and loaded.state_hash() == g.state_hash()
    assert sizes and max(sizes) < 200  # one short line per answer
    assert saver.full_writes <= 3 + len(g.answers) // FULL_EVERY  # start, first answer, end
    assert len(json.loads(path.read_text())["answers"]) < len(g.answers) or g.pending is None


def test_undo_and_a_new_answer_are_journaled(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    g = Game(default_setup(), 5)
    rng = random.Random(5)
    saver = Autosave(path)
    for _ in range(30):
        step(g, rng)
        saver.write(g)
    for _ in range(2):
        g.undo()
        saver.write(g)
    assert load_game(path).state_hash() == g.state_hash()
    step(g, random.Random(99))
    saver.write(g)
    loaded = load_game(path)
    assert loaded.answers == g.answers and loaded.state_hash() == g.state_hash()


def test_a_torn_last_line_loses_only_that_answer(tmp_path: Path) -> None:
    """A kill in the middle of the journal write: the line being written is lost, nothing else."""
    path = tmp_path / "autosave.json"
    g = Game(default_setup(), 7)
    rng = random.Random(7)
    saver = Autosave(path)
    saver.write(g)
    while len(g.answers) < 20:
        step(g, rng)
        saver.write(g)
    j = journal_path(path)
    text = j.read_text()
    assert text.count("\n") >= 2
    j.write_text(text[:-7])  # the last line cut short
    loaded = load_game(path)
    assert loaded.answers == g.answers[:-1]
    assert loaded.state_hash() == Game.replay(default_setup(), 7, g.answers[:-1]).state_hash()


def test_a_journal_of_another_save_is_ignored(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    g = Game(default_setup(), 8)
    rng = random.Random(8)
    saver = Autosave(path)
    for _ in range(5):
        step(g, rng)
        saver.write(g)
    data = json.loads(path.read_text())
    assert read_journal(path, data) == g.answers[len(data["answers"]):]
    journal_path(path).write_text('{"journal": "someone else"}\n{"n": 0, "a": "keep"}\n')
    assert read_journal(path, data) == []
    assert load_game(path).answers == data["answers"]


def test_a_journal_left_from_before_a_full_write_is_ignored_and_any_other_is_said(tmp_path: Path) -> None:
    """Issue 22: a kill between the full save and the journal's rewrite leaves the old journal, whose answers are
    all in the new save: ignored without a note. A journal naming any other save is not applied, and said."""
    from mcdesk.io.opening import open_game_file

    path = tmp_path / "autosave.json"
    g = Game(default_setup(), 8)
    rng = random.Random(8)
    saver = Autosave(path)
    for _ in range(5):
        step(g, rng)
        saver.write(g)
    old_journal = journal_path(path).read_text()
    assert old_journal.count("\n") > 1  # answers journaled since the last full save
    full = saver.full_writes
    saver.write(g, key="other seats")  # a full save
    assert saver.full_writes == full + 1
    journal_path(path).write_text(old_journal)  # as if killed before the journal was rewritten
    opened = open_game_file(path)
    assert opened.game.answers == g.answers and opened.complete
    journal_path(path).write_text(old_journal.replace(json.loads(old_journal.split("\n")[0])["journal"], "f" * 16))
    opened = open_game_file(path)
    assert opened.game.answers == g.answers and not opened.complete
    assert "its autosave journal names another save" in opened.problem(path)

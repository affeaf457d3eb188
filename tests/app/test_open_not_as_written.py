"""Issue 22 in the window: a save that does not replay as written opens at its last state that does, the window
says so in a dialog with the answers kept and dropped (not only in the log), the original file and its journal
are kept untouched beside it, and the autosave that goes on in the file never writes over that history."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from mcdesk.app import recent_games
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game
from mcdesk.io.journal import Autosave, journal_path

from .conftest import run, wait_ready


def damaged_autosave(path: Path) -> tuple[int, int]:
    """An autosave whose full save has answers after its checkpoint, 3 more in its journal, and a state hash
    that does not match (a damaged file): (the checkpoint's answers, the full save's)."""
    for seed in range(1, 40):
        g = Game(default_setup(), seed)
        rng = random.Random(seed)
        while g.pending is not None and len(g.answers) < 200:
            g.answer(rng.choice(g.pending.options).key)
            cp = g.checkpoints[-1].answers if g.checkpoints else -1
            if len(g.answers) >= 10 and 0 <= cp < len(g.answers) - 3:
                break
        else:
            continue
        saver = Autosave(path)
        saver.write(g)
        base = len(g.answers)
        for _ in range(3):
            if g.pending is not None:
                g.answer(rng.choice(g.pending.options).key)
                saver.write(g)
        data = json.loads(path.read_text())
        data["state_hash"] = "0" * 64
        path.write_text(json.dumps(data))
        return cp, base
    raise AssertionError("no game with a checkpoint before its last answers")


def test_a_save_that_does_not_replay_as_written_is_said_and_kept(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    path = recent_games.folder() / "autosave-20260101-000000-1.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    cp, base = damaged_autosave(path)
    before = path.read_bytes(), journal_path(path).read_bytes()
    window.last_message = None
    reply = run(qtbot, window, window.open_file(path))
    assert reply.ok and reply.data["decisions"] == cp  # at the checkpoint: the journal was not played from there
    view = wait_ready(qtbot, window)
    assert window.last_message is not None
    title, text = window.last_message
    assert title == "The file did not replay as written"
    assert f"kept {cp} of the save's {base} answers, dropped {base - cp}" in text
    assert "kept 0 of the 3 later answers in its autosave journal, dropped 3" in text
    original = path.with_name("autosave-20260101-000000-1.original.json")
    assert str(original) in text
    assert (original.read_bytes(), journal_path(original).read_bytes()) == before
    # the game goes on in its autosave: the original stays as it was, and is no autosave of its own
    assert window.autosave == path
    key = view.pending.options[0].key if view.pending is not None else None
    if key is not None:
        run(qtbot, window, window.answer(key))
    assert (original.read_bytes(), journal_path(original).read_bytes()) == before
    assert path.read_bytes() != before[0]
    assert not recent_games.is_autosave(original) and original not in recent_games.autosaves()

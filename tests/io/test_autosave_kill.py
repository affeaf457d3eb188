"""Issue 22: a real process killed (SIGKILL) while it autosaves, reopened through the loader the window and
``mcdesk replay`` share. Every answer whose write had returned is there, the file opens in full (nothing
dropped), and it is a prefix of what was played: a kill never leaves a history that does not replay."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from mcdesk.io.opening import open_game_file

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")

CHILD = textwrap.dedent("""
    import random, sys
    from mcdesk.app.game_kinds import KINDS
    from mcdesk.io.journal import Autosave
    game, path, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    kind = KINDS[game]
    g = kind.new(kind.default_setup(), seed, None)
    rng = random.Random(seed)
    saver = Autosave(path)
    saver.write(g)
    while g.pending is not None:
        key = rng.choice(g.pending.options).key
        g.answer(key)
        saver.write(g)  # a journal line, or a full save at checkpoints
        print(len(g.answers), key, flush=True)
""")


@pytest.mark.parametrize(("game", "seed", "after"), [("champions", 3, 5), ("champions", 4, 37), ("vs", 5, 21),
                                                      ("legendary", 6, 13), ("champions_competitive", 7, 29)])
def test_a_process_killed_while_autosaving_reopens(tmp_path: Path, game: str, seed: int, after: int) -> None:
    path = tmp_path / "autosave.json"
    env = dict(os.environ, PYTHONPATH=os.getcwd() + os.pathsep + os.environ.get("PYTHONPATH", ""),
               MCDESK_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.Popen([sys.executable, "-c", CHILD, game, str(path), str(seed)], stdout=subprocess.PIPE,
                            text=True, env=env)
    assert proc.stdout is not None
    played: list[str] = []
    deadline = time.monotonic() + 60
    while len(played) < after and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        played.append(line.split(" ", 1)[1].rstrip("\n"))
    os.kill(proc.pid, signal.SIGKILL)  # the child is answering and writing the next one by now
    proc.wait(10)
    rest = proc.stdout.read()  # lines it printed before the kill landed
    proc.stdout.close()
    played += [x.split(" ", 1)[1] for x in rest.splitlines() if " " in x]
    assert proc.returncode == -signal.SIGKILL
    assert len(played) >= min(after, 5), "the child did not get going"
    opened = open_game_file(path)
    answers = opened.game.answers
    assert opened.complete and opened.report is not None and opened.report.dropped == 0
    # every answer printed had been written before it was printed; the one being written may be there or not
    assert answers[: len(played)] == played and len(played) <= len(answers) <= len(played) + 1

"""Checkpoints and the journal (issue 9 §3): undo and load of a 1,000-decision 4-player game, and the autosave per
decision.

    python benchmarks/bench_checkpoints.py

Targets: undo < 30 ms and load < 30 ms for a 1,000-decision 4-player game; autosave < 2 ms per decision on
average. The game is four autopilot seats against Rhino; every 15 entries a change by hand (free table) takes the
threat off the main scheme and the damage off the identities and the villain, so that it lasts 1,000 entries
(those changes are entries of its log like any answer). A full replay of the same game is printed beside.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from common import Figure  # noqa: E402

from mcdesk.core.decisions import DecisionKind  # noqa: E402
from mcdesk.games.champions.ai.autopilot import Autopilot  # noqa: E402
from mcdesk.games.champions.ai.simulate import build_setup  # noqa: E402
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS  # noqa: E402
from mcdesk.games.champions.engine.game import Game  # noqa: E402
from mcdesk.games.champions.engine.manual import ManualEdit  # noqa: E402
from mcdesk.io.journal import Autosave  # noqa: E402
from mcdesk.io.saves import load_game  # noqa: E402

DECISIONS = 1000


def long_game(folder: Path) -> tuple[Game, list[float]]:
    """The 1,000-entry game, autosaved after each entry; returns it and each autosave's time (s)."""
    setup = build_setup(sorted(BUILTIN_DECKS)[:4], "rhino")
    g = Game(setup, 1)
    pilot = Autopilot(1)
    saver = Autosave(folder / "autosave.json")
    saver.write(g)
    times = []
    while len(g.answers) < DECISIONS:
        assert g.pending is not None, f"the game ended after {len(g.answers)} entries: {g.state.result_reason}"
        if len(g.answers) % 15 == 0 and g.pending.kind is DecisionKind.TURN:
            main = g.main_scheme()
            if main is not None:
                g.manual_edit(ManualEdit("set", main, field="threat", value=0))
            for cid in [g.identity(p) for p in g.active_players()] + g.villains():
                if len(g.answers) < DECISIONS:
                    g.manual_edit(ManualEdit("set", cid, field="damage", value=0))
        else:
            g.answer(pilot.choose(g))
        t = time.perf_counter()
        saver.write(g)
        times.append(time.perf_counter() - t)
    return g, times


def figures() -> list[Figure]:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        g, save_times = long_game(folder)
        path = folder / "autosave.json"
        undo = []
        for _ in range(20):  # step back one decision at a time, then forward again
            t = time.perf_counter()
            g.undo()
            undo.append(time.perf_counter() - t)
        for _ in range(20):
            g.redo()
        loads = []
        for _ in range(5):
            t = time.perf_counter()
            loaded = load_game(path)
            loads.append(time.perf_counter() - t)
        assert loaded.state_hash() == g.state_hash()
        data = json.loads(path.read_text())
        t = time.perf_counter()
        Game.replay(g.setup, g.seed, g.answers)
        replay = time.perf_counter() - t
        size = path.stat().st_size
    note = f"{len(g.answers)} entries, {len(g.checkpoints)} checkpoints"
    return [
        Figure("undo, 1,000-decision 4-player game (median of 20 steps back)", statistics.median(undo) * 1000, "ms",
               30.0, False, f"{note}; slowest {max(undo) * 1000:.1f} ms"),
        Figure("load its autosave (read, checkpoint, replay the tail and the journal)", statistics.median(loads) * 1000,
               "ms", 30.0, False, f"save {size / 1024:.0f} KB, checkpoint at entry {data['checkpoint']['answers']}"),
        Figure("autosave per decision (average over the game)", statistics.mean(save_times) * 1000, "ms", 2.0,
               False, f"p50 {statistics.median(save_times) * 1000:.3f} ms, slowest {max(save_times) * 1000:.1f} ms"),
        Figure("full replay of the same game (for comparison)", replay * 1000, "ms", None, False),
    ]


def main() -> None:
    for f in figures():
        print(f.line(), flush=True)


if __name__ == "__main__":
    main()

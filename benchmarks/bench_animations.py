"""Frame time while the table shows a villain phase: a 4-player game, the events of one answer that ends the last
player's turn (the villain phase: threat, activations with boost cards and attack arrows, damage, encounter cards
dealt and revealed, the next round's banner), drawn at the normal pace in a 1920x1080 window on the offscreen
renderer.

    python benchmarks/bench_animations.py

A frame is one 16 ms tick of the GUI thread: the animations step and Qt paints the parts of the table they
changed (the banner's band, the revealed card, an arrow, a number, the cards under them), as the window does.
Ticks are taken until the last beat is over. Target: p99 under 16 ms (no frame missed at 60 Hz). For comparison,
every fourth tick the whole table is drawn again (``viewport().grab()``). Figures vary with the machine's load.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Figure  # noqa: E402

FRAME_TARGET_MS = 16.0
SIZE = (1920, 1080)


def four_player_villain_phase(seed: int = 3, min_round: int = 2):  # type: ignore[no-untyped-def]
    """A 4-player game (the autopilot plays every seat) before the answer that starts a villain phase (round >=
    ``min_round``), the game once that villain phase is over (the next round has begun), and the events of every
    answer in between (the defenses asked for during the phase)."""
    from mcdesk.core.events import EventKind
    from mcdesk.games.champions.ai.autopilot import Autopilot
    from mcdesk.games.champions.ai.simulate import seat_seed
    from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
    from mcdesk.games.champions.engine import Game
    from mcdesk.games.champions.engine.game import GameSetup, PlayerSetup

    decks = list(BUILTIN_DECKS.values())[:4]
    setup = GameSetup(players=tuple(PlayerSetup(d.identity, d.codes(), d.name.split(" (")[0]) for d in decks),
                      scenario="rhino", modular_sets=("bomb_scare",))
    game = Game(setup, seed)
    pilots = [Autopilot(seat_seed(seed, p)) for p in range(4)]
    before: list[str] | None = None
    events: list = []  # type: ignore[type-arg]
    for _ in range(5000):
        d = game.pending
        if d is None:
            break
        answers = list(game.answers)
        game.answer(pilots[d.player].choose(game))
        kinds = [(e.kind, e.data.get("phase")) for e in game.events]
        if before is None and (EventKind.PHASE, "villain") in kinds and game.state.round >= min_round:
            before = answers
        if before is not None:
            events += game.events
            if any(k == EventKind.ROUND for k, _ in kinds):
                return Game.replay(setup, seed, before), events, game
    raise RuntimeError("no villain phase reached")


def figures() -> list[Figure]:
    try:
        from PySide6.QtWidgets import QApplication

        from mcdesk.games.champions.view import table_view
        from mcdesk.table.animations import EventPlayer, beats_for
        from mcdesk.table.pacing import Pace
        from mcdesk.table.scene import TableScene, TableViewWidget
    except Exception as e:  # the table is not there
        return [Figure("villain phase frame p99", None, "ms", FRAME_TARGET_MS, note=f"{type(e).__name__}: {e}")]

    app = QApplication.instance() or QApplication([])
    before, events, after = four_player_villain_phase()
    scene = TableScene(animations=True)
    view = TableViewWidget(scene)
    view.resize(*SIZE)
    view.show()
    scene.set_table_size(SIZE[0] * 1200 / SIZE[1], 1200)
    scene.update_from(table_view(before))
    view.fit_to_window()
    app.processEvents()
    view.viewport().grab()  # faces generated, fonts loaded: the table was on screen before the answer

    scene.update_from(table_view(after))
    app.processEvents()
    player = EventPlayer(scene, Pace.NORMAL)
    beats = beats_for(events)
    player.play(events)
    frames: list[float] = []
    full: list[float] = []
    start = time.perf_counter()
    next_frame = start
    n = 0
    while player.busy or player.overlay_items():
        now = time.perf_counter()
        if now < next_frame:
            time.sleep(next_frame - now)
        next_frame += 0.016
        t = time.perf_counter()
        app.processEvents()  # one tick: the animations step, the parts of the window they changed are painted
        frames.append((time.perf_counter() - t) * 1000)
        n += 1
        if n % 4 == 0:  # and now and then the whole window drawn again, for comparison
            t = time.perf_counter()
            view.viewport().grab()
            full.append((time.perf_counter() - t) * 1000)
        if time.perf_counter() - start > 120:
            break
    total = time.perf_counter() - start
    cards = len(after.state.cards)
    note = (f"{len(frames)} frames over {total:.1f} s, {len(beats)} beats from {len(events)} events, 4 players, "
            f"{cards} cards, {SIZE[0]}x{SIZE[1]}")
    return [
        Figure("villain phase frame p99", _p99(frames), "ms", FRAME_TARGET_MS, note=note),
        Figure("villain phase frame median", statistics.median(frames), "ms"),
        Figure("villain phase frame max", max(frames), "ms"),
        Figure("villain phase frames over 16 ms", 100 * sum(f > FRAME_TARGET_MS for f in frames) / len(frames), "%"),
        Figure("villain phase whole-window redraw p99", _p99(full), "ms",
               note="the whole 1920x1080 table drawn again during the animations"),
        Figure("villain phase shown in (normal pace)", total, "s"),
        Figure("machine load (1 min)", os.getloadavg()[0], "", note="other work on the machine slows frames"),
    ]


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]


if __name__ == "__main__":
    for f in figures():
        print(f.line())

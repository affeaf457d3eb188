"""Table figures: drawing a table of 300 cards offscreen, and the time from starting the program to its window's
first frame. Prints "not available" when the table (mcdesk/table) or the window cannot be loaded.

    python benchmarks/bench_table.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, Figure, median_of  # noqa: E402

CARDS = 300

# Real codes per kind of table zone, so that the faces drawn are real cards.
_CODES = {
    "villain": ("01094", "villain"), "main_scheme": ("01097b", "main_scheme"),
    "side_schemes": ("01107", "side_scheme"), "environments": ("01098", "attachment"),
    "boost": ("01106", "treachery"), "encounter_discard": ("01106", "treachery"), "victory": ("01101", "minion"),
    "discard": ("01086", "event"), "hand": ("01058", "ally"), "engaged": ("01101", "minion"),
    "encounter": ("01105", "treachery"), "identity": ("01001a", "hero"), "allies": ("01058", "ally"),
    "supports": ("01091", "support"), "upgrades": ("01008", "upgrade"), "deck": ("01005", "event"),
    "encounter_deck": ("01104", "treachery"),
}


def table_view(total: int = CARDS, players: int = 4):  # type: ignore[no-untyped-def]
    """A 4-player table view with about ``total`` cards shown, spread over every zone (hands, rows, piles)."""
    from types import MappingProxyType

    from mcdesk.table.view_model import (
        PLAYER_ZONES,
        VILLAIN_ZONES,
        ZONE_LABELS,
        CardView,
        PlayerView,
        TableView,
        ZoneView,
        player_zone,
        split_zone,
    )

    keys: list[tuple[str, int | None]] = [(k, None) for k in VILLAIN_ZONES]
    keys += [(player_zone(p, n), p) for p in range(players) for n in PLAYER_ZONES]
    shown = [k for k in keys if split_zone(k[0])[1] not in ("deck", "encounter_deck", "identity", "villain",
                                                             "main_scheme")]
    per_zone = max(1, -(-(total - players - 2) // len(shown)))
    left = [total - players - 2]
    cards: dict[int, CardView] = {}
    zones: list[ZoneView] = []
    identities: dict[int, int] = {}
    for key, p in keys:
        name = split_zone(key)[1]
        code, type_code = _CODES.get(name, ("01058", "ally"))
        if name in ("deck", "encounter_deck"):
            zones.append(ZoneView(key, ZONE_LABELS.get(name, name), "pile", p, (), 30))
            continue
        n = 1 if name in ("identity", "villain", "main_scheme") else min(per_zone, max(0, left[0]))
        if name not in ("identity", "villain", "main_scheme"):
            left[0] -= n
        kind = "hand" if name == "hand" else "pile" if name in ("discard", "encounter_discard", "victory") else "row"
        ids = []
        for i in range(n):
            cid = len(cards) + 1
            owner = None if p is None or name in ("engaged", "encounter") else p
            cards[cid] = CardView(cid, code, f"Card {cid}", type_code, key, owner=owner, controller=owner,
                                  exhausted=i == 0 and name == "allies", damage=i % 3,
                                  back="player" if owner is not None else "encounter")
            ids.append(cid)
        if name == "identity" and p is not None:
            identities[p] = ids[0]
        zones.append(ZoneView(key, ZONE_LABELS.get(name, name), kind, p, tuple(ids), n))
    pviews = tuple(PlayerView(p, f"Player {p + 1}", identities[p], "Spider-Man", "hero", 10, 10, per_zone, 30,
                              per_zone) for p in range(players))
    return TableView(cards=MappingProxyType(cards), zones=tuple(zones), players=pviews, active_player=0,
                     deciding_player=0)


def render_figures() -> list[Figure]:
    try:
        from PySide6.QtCore import QSize
        from PySide6.QtWidgets import QApplication

        from mcdesk.table.card_face import CardFaces
        from mcdesk.table.scene import TableScene, render_table
    except ImportError as e:
        return [Figure(f"render a table of {CARDS} cards offscreen", None, "ms", note=f"not available: {e}")]
    app = QApplication.instance() or QApplication([])
    view = table_view()
    shown = sum(1 for _ in view.shown_cards())
    size = QSize(1920, 1080)
    t = time.perf_counter()
    scene = TableScene(CardFaces())
    scene.set_animations(False)
    scene.update_from(view)
    render_table(scene, size)
    cold = time.perf_counter() - t
    warm = median_of(lambda: render_table(scene, size), 5)
    update = median_of(lambda: scene.update_from(view), 5)
    del app
    return [
        Figure(f"render a table of {shown} cards offscreen, first frame (faces drawn)", cold * 1000, "ms", None,
               note="1920x1080, scene built and every card face generated"),
        Figure(f"render a table of {shown} cards offscreen, again", warm * 1000, "ms", None,
               note=f"update_from on an unchanged view: {update * 1000:.1f} ms"),
    ]


_FIRST_FRAME = r"""
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from mcdesk.app.main_window import MainWindow
from mcdesk.cards.decks import default_setup
w = MainWindow(default_setup(), 1)
w.resize(1600, 1000)
w.show()
app.processEvents()
w.grab()
print("FRAME", time.time(), flush=True)
os._exit(0)
"""


def startup_figure() -> list[Figure]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times = []
    for _ in range(3):
        start = time.time()
        try:
            proc = subprocess.run([sys.executable, "-c", _FIRST_FRAME], capture_output=True, text=True, timeout=120,
                                  cwd=ROOT, env=env)
        except subprocess.TimeoutExpired:
            return [Figure("start to first frame", None, "s", note="not available: the window did not draw")]
        line = next((ln for ln in proc.stdout.splitlines() if ln.startswith("FRAME ")), None)
        if line is None:
            err = (proc.stderr.strip().splitlines() or ["no output"])[-1]
            return [Figure("start to first frame", None, "s", note=f"not available: {err}")]
        times.append(float(line.split()[1]) - start)
    return [Figure("start to first frame (window, default game)", min(times), "s", None,
                   note="process start to the first frame drawn, offscreen, best of 3")]


def figures() -> list[Figure]:
    return render_figures() + startup_figure()


def main() -> None:
    for f in figures():
        print(f.line(), flush=True)


if __name__ == "__main__":
    main()

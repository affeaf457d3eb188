"""Table figures: drawing a table of 300 cards offscreen, and the time from starting the program to its window's
first frame. Prints "not available" when the table (mcdesk/table) or the window cannot be loaded.

    python benchmarks/bench_table.py [--render-only]

The render figures use a 4-player table of 300 cards (real core-set cards of the right type in every zone,
cycling through the database so that most faces differ, with damage, threat, statuses and hit point dials) in
a 1920x1200 scene drawn into a 1920x1200 image:

- first frame: a new scene built from the view, every card face generated and everything drawn once (the
  card database and Qt's fonts are loaded beforehand: the program has them by the time it shows a table);
- after a change: the scene updated to a view in which a few cards changed (new damage on three cards, an ally
  exhausted or readied, a card played from the hand to the table) and drawn again; each step changes
  different cards, so this is a fresh change, not a redraw of the same picture. Target: under 50 ms.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ROOT, Figure  # noqa: E402

CARDS = 300
SIZE = (1920, 1200)
RENDER_TARGET_MS = 50.0
FIRST_FRAME_TARGET_S = 1.5
CHANGES = 15
"""State changes measured (the median is reported)."""

# The card types shown in each kind of zone; codes of those types are taken from the database in turn.
_TYPES = {
    "side_schemes": ("side_scheme",), "environments": ("attachment", "environment"), "boost": ("treachery",),
    "encounter_discard": ("treachery", "minion"), "victory": ("minion",), "discard": ("event", "resource"),
    "hand": ("ally", "event", "support", "upgrade", "resource"), "engaged": ("minion",),
    "encounter": ("treachery", "obligation"), "allies": ("ally",), "supports": ("support",),
    "upgrades": ("upgrade",),
}
_HEROES = ("01001a", "01010a", "01019a", "01029a")
_ENCOUNTER = frozenset({"side_schemes", "environments", "boost", "encounter_discard", "victory", "engaged",
                        "encounter"})


def table_view(total: int = CARDS, players: int = 4):  # type: ignore[no-untyped-def]
    """A ``players``-player table view with about ``total`` cards shown, spread over every zone (hands, rows,
    piles), each card a real card of a type that belongs in its zone."""
    from types import MappingProxyType

    from mcdesk.games.champions.cards.database import default_database
    from mcdesk.games.champions.view import ARRANGEMENT, BACKS, PLAYER_ZONES, SCHEME_TYPES, VILLAIN_ZONES, ZONE_LABELS
    from mcdesk.table.view_model import (
        CardView,
        PlayerView,
        TableView,
        ZoneView,
        player_zone,
        split_zone,
    )

    db = default_database()
    by_type: dict[str, list[str]] = {}
    for code, f in sorted(db.facts.items()):
        by_type.setdefault(f.type_code, []).append(code)
    turn: dict[tuple[str, ...], int] = {}

    def next_code(types: tuple[str, ...], offset: int) -> tuple[str, str]:
        codes = [c for t in types for c in by_type.get(t, ())]
        n = turn.get(types, 0)
        turn[types] = n + 1
        code = codes[(n + offset) % len(codes)]
        return code, db.facts[code].type_code

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
        if name in ("deck", "encounter_deck"):
            zones.append(ZoneView(key, ZONE_LABELS.get(name, name), "pile", p, (), 30, BACKS.get(name)))
            continue
        n = 1 if name in ("identity", "villain", "main_scheme") else min(per_zone, max(0, left[0]))
        if name not in ("identity", "villain", "main_scheme"):
            left[0] -= n
        kind = "hand" if name == "hand" else "pile" if name in ("discard", "encounter_discard", "victory") else "row"
        ids = []
        for i in range(n):
            cid = len(cards) + 1
            owner = None if p is None or name in _ENCOUNTER else p
            extra: dict[str, object] = {}
            if name == "identity" and p is not None:
                code, type_code = _HEROES[p % len(_HEROES)], "hero"
                extra = {"hp": 10 - p, "max_hp": 10, "statuses": ("tough",) if p == 1 else ()}
            elif name == "villain":
                code, type_code = "01094", "villain"
                extra = {"hp": 11, "max_hp": 14, "statuses": ("stunned",)}
            elif name == "main_scheme":
                code, type_code = "01097b", "main_scheme"
                extra = {"threat": 5, "threat_target": 12}
            else:
                code, type_code = next_code(_TYPES.get(name, ("ally",)), 3 * (p or 0))
                if name == "side_schemes":
                    extra = {"threat": 1 + i % 4}
                elif name in ("engaged", "allies"):
                    extra = {"damage": i % 3, "statuses": ("confused",) if i == 1 else ()}
            owner_back = "player" if owner is not None else "encounter"
            cards[cid] = CardView(cid, code, db.facts[code].name, type_code, key, owner=owner, controller=owner,
                                  exhausted=i == 0 and name == "allies", back=owner_back,
                                  landscape=type_code in SCHEME_TYPES, **extra)  # type: ignore[arg-type]
            ids.append(cid)
        if name == "identity" and p is not None:
            identities[p] = ids[0]
        zones.append(ZoneView(key, ZONE_LABELS.get(name, name), kind, p, tuple(ids), n, BACKS.get(name)))
    pviews = tuple(PlayerView(p, f"Player {p + 1}", identities[p], cards[identities[p]].name, "hero", 10 - p, 10,
                              per_zone, 30, per_zone) for p in range(players))
    return TableView(cards=MappingProxyType(cards), zones=tuple(zones), players=pviews, arrangement=ARRANGEMENT,
                     active_player=0,
                     deciding_player=0)


def changed_view(view, step: int):  # type: ignore[no-untyped-def]
    """``view`` with a few cards changed, differently for each ``step``: three cards in play take damage, an ally
    is exhausted or readied, and a card of the deciding player's hand is played to their allies."""
    from types import MappingProxyType

    hand_player = view.hand_player
    hand = view.zone(f"p{hand_player}:hand")
    allies = view.zone(f"p{hand_player}:allies")
    in_play = [cid for z in view.zones if z.kind == "row" and z.key.split(":")[-1] in ("allies", "engaged")
               for cid in z.cards]
    cards = dict(view.cards)
    for k in range(3):
        cid = in_play[(step * 5 + k * 7) % len(in_play)]
        cards[cid] = replace(cards[cid], damage=1 + (step + k) % 6)
    ally = allies.cards[step % len(allies.cards)]
    cards[ally] = replace(cards[ally], exhausted=not cards[ally].exhausted)
    played = hand.cards[step % len(hand.cards)]
    cards[played] = replace(cards[played], zone=allies.key)
    zones = []
    for z in view.zones:
        if z.key == hand.key:
            z = replace(z, cards=tuple(c for c in z.cards if c != played), count=z.count - 1)
        elif z.key == allies.key:
            z = replace(z, cards=(*z.cards, played), count=z.count + 1)
        zones.append(z)
    return replace(view, cards=MappingProxyType(cards), zones=tuple(zones))


def _warm_up() -> None:
    """What the program has loaded before it shows a table: the card database and Qt's fonts."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from mcdesk.games.champions.cards.database import default_database
    from mcdesk.table.card_face import font

    default_database()
    img = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    for condensed in (False, True):
        p.setFont(font(12, bold=True, condensed=condensed))
        p.drawText(QRectF(0, 0, 64, 64), Qt.AlignmentFlag.AlignCenter, "Warm")
    p.end()


def render_figures() -> list[Figure]:
    try:
        from PySide6.QtCore import QSize
        from PySide6.QtWidgets import QApplication

        from mcdesk.table.card_face import CardFaces
        from mcdesk.table.scene import TableScene, render_table
        from mcdesk.table.sprites import SPRITES
    except ImportError as e:
        return [Figure(f"render a table of {CARDS} cards offscreen", None, "ms", note=f"not available: {e}")]
    app = QApplication.instance() or QApplication([])
    _warm_up()
    view = table_view()
    shown = sum(1 for _ in view.shown_cards())
    size = QSize(*SIZE)

    SPRITES.clear()  # nothing drawn before
    t = time.perf_counter()
    faces = CardFaces()
    scene = TableScene(faces, size=(float(SIZE[0]), float(SIZE[1])))
    scene.set_animations(False)
    scene.update_from(view)
    render_table(scene, size)
    cold = time.perf_counter() - t
    drawn = faces.cached_count()

    updates, renders, totals = [], [], []
    for step in range(CHANGES):
        t0 = time.perf_counter()
        scene.update_from(changed_view(view, step))
        t1 = time.perf_counter()
        render_table(scene, size)
        t2 = time.perf_counter()
        updates.append(t1 - t0)
        renders.append(t2 - t1)
        totals.append(t2 - t0)
    del app
    again = statistics.median(totals)
    return [
        Figure(f"render a table of {shown} cards offscreen, first frame", cold * 1000, "ms", None,
               note=f"{SIZE[0]}x{SIZE[1]}, scene built and {drawn} card faces and backs generated"),
        Figure(f"render a table of {shown} cards offscreen, after a change", again * 1000, "ms", RENDER_TARGET_MS,
               note=f"a few cards changed; update_from {statistics.median(updates) * 1000:.1f} ms + drawing "
                    f"{statistics.median(renders) * 1000:.1f} ms, median of {CHANGES} changes"),
    ]


_FIRST_FRAME = r"""
import os, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from mcdesk.app.main_window import MainWindow
from mcdesk.games.champions.cards.decks import default_setup
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
    return [Figure("start to first frame (window, default game)", min(times), "s", FIRST_FRAME_TARGET_S,
                   note="process start to the first frame drawn, offscreen, best of 3")]


def figures() -> list[Figure]:
    return render_figures() + startup_figure()


def main() -> None:
    figs = render_figures() if "--render-only" in sys.argv else figures()
    for f in figs:
        print(f.line(), flush=True)


if __name__ == "__main__":
    main()

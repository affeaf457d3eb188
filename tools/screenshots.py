"""Screenshots of the real window for docs/screenshots/, with the layout rules checked by geometry.

    python tools/screenshots.py [--out docs/screenshots]

Takes the window at 1280x720 and 1920x1080: Marvel Champions with 1 and 4 players, mid game (the first
player's turn in round 3) and during a reveal (a decision about an encounter card revealed in the villain
phase); a Vs. System 1v1 and a Legendary 2-player game mid game (a person against the autopilot, on the
person's third turn); Civil War competitive 1v1 and 2v2; and prints each picture's measures: the smallest card
title on the table in pixels, the smallest number on a dial or token in pixels, whether the table was fitted to
the window on opening, whether every hand card lies inside the window, whether the primary action shows. Run it
on a real display or under Xvfb (``xvfb-run -s "-screen 0 1920x1080x24" python tools/screenshots.py``); the Xvfb
test (tests/e2e/test_xvfb.py) runs it and checks the measures.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SIZES = ((1280, 720), (1920, 1080))
PLAYERS = (1, 4)
MOMENTS = ("midgame", "reveal")
ENCOUNTER_TYPES = frozenset({"minion", "treachery", "side_scheme", "attachment", "environment", "obligation"})


@dataclass
class Shot:
    name: str
    width: int
    height: int
    players: int
    moment: str
    min_title_px: float
    """The smallest title text (pixels) of a face-up card on the table (not in the hand dock)."""
    hand_inside: bool
    primary_visible: bool
    overlaps: int
    """Pairs of overlapping zones on the table."""
    game: str = "champions"
    stray_overlays: int = 0
    """Dials, chips and status cards sticking out past their card's zone sideways or past the table."""
    min_number_px: float = 0.0
    """The smallest number (pixels) on a dial (hit points, threat, current stats) or token of a card on the table
    (0: none shown)."""
    fitted_on_open: bool = True
    """The table was fitted to the window once the save was open (no Fit to Window needed)."""
    table_use: float = 0.0
    """The share of the table's part of the window (above the hand dock) that the zones' bounding box covers."""


def _setup(players: int) -> Any:
    from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, default_setup
    from mcdesk.games.champions.engine.game import GameSetup, PlayerSetup

    if players == 1:
        return default_setup()
    decks = list(BUILTIN_DECKS.values())[:players]
    return GameSetup(players=tuple(PlayerSetup(d.identity, d.codes(), d.name.split(" (")[0]) for d in decks),
                     scenario="klaw", modular_sets=("masters_of_evil",))


def _next_key(game: Any, plays: dict[int, int]) -> str:
    """A plain way to play: keep the hand, play the two cheapest cards each turn, then end the turn."""
    d = game.pending
    keys = d.keys
    if d.kind == "mulligan":
        return "keep" if "keep" in keys else keys[-1]
    if d.kind == "turn":
        playable = [k for k in keys if k.startswith("play:")]
        if playable and plays.get(game.state.round * 10 + d.player, 0) < 2:
            plays[game.state.round * 10 + d.player] = plays.get(game.state.round * 10 + d.player, 0) + 1
            return min(playable, key=lambda k: game.facts(int(k.split(":")[1])).cost or 0)
        return "end_turn" if "end_turn" in keys else keys[0]
    if d.kind == "discard" and "done" in keys:
        return "done"
    return keys[0]


def _find(players: int, moment: str, seed: int) -> Any:
    from mcdesk.games.champions.engine import Game

    game = Game(_setup(players), seed)
    plays: dict[int, int] = {}
    for _ in range(3000):
        d = game.pending
        if d is None:
            return None
        s = game.state
        if moment == "midgame" and s.round >= 3 and d.kind == "turn" and s.active_player == s.first_player:
            return game
        if (moment == "reveal" and s.phase == "villain" and d.source is not None and d.source in s.cards
                and game.facts(d.source).type_code in ENCOUNTER_TYPES):
            return game
        game.answer(_next_key(game, plays))
    return None


def game_at(players: int, moment: str, seed: int = 3) -> Any:
    """A game of ``players`` players at ``moment`` ("midgame" or "reveal"): the first seed from ``seed`` on
    whose game gets there."""
    for n in range(seed, seed + 40):
        game = _find(players, moment, n)
        if game is not None:
            return game
    raise RuntimeError(f"no {moment} moment found with {players} players")


def measure(window: Any) -> tuple[float, bool, bool, int]:
    """(smallest card title px on the table, every hand card inside the window, primary action visible,
    overlapping zones)."""
    from PySide6.QtCore import QRect

    from mcdesk.table.card_face import title_px
    from mcdesk.table.layout import overlapping_zones

    table = window.table
    scene = window.scene
    zoom = table.transform().m11()
    vp = table.viewport().rect()
    smallest = float("inf")
    for item in scene.cards.values():
        if table.hand_dock.owns(item) or not item.isVisible() or not item.face_up or item.card.face_down:
            continue
        w, h = item.size
        rect = table.mapFromScene(item.sceneBoundingRect()).boundingRect()
        if not vp.intersects(rect):
            continue
        smallest = min(smallest, title_px(min(w, h) * zoom))
    inside = True
    win = QRect(0, 0, window.width(), window.height())
    for rect in table.hand_dock.viewport_rects().values():
        top_left = table.viewport().mapTo(window, rect.topLeft().toPoint())
        if not win.contains(QRect(top_left, rect.size().toSize())):
            inside = False
    button = window.prompt.primary_button  # a decision with a primary answer shows it on the bar
    primary = window.prompt.primary_key() is None or (button.isVisible() and not button.visibleRegion().isEmpty())
    overlaps = len(overlapping_zones(scene.layout)) if scene.layout is not None else 0
    return smallest, inside, primary, overlaps


def number_px(window: Any) -> float:
    """The smallest number (pixels on screen) on the dials and tokens of the cards on the table (not in the hand
    dock); 0 when none shows."""
    from mcdesk.table.overlays import DialItem, TokenItem

    table = window.table
    zoom = table.transform().m11()
    vp = table.viewport().rect()
    sizes = []
    for item in window.scene.cards.values():
        if table.hand_dock.owns(item) or not item.isVisible():
            continue
        if not vp.intersects(table.mapFromScene(item.sceneBoundingRect()).boundingRect()):
            continue
        for child in item.childItems():
            if isinstance(child, (DialItem, TokenItem)) and child.isVisible():
                t = child.sceneTransform()
                scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
                sizes.append(child.number_size() * scale * zoom)
    return min(sizes, default=0.0)


def table_use(window: Any) -> float:
    """The share of the table's part of the viewport (less the hand dock) covered by the zones' bounding box."""
    layout = window.scene.layout
    area = window.table.table_area()
    if layout is None or not layout.zones or area.isEmpty():
        return 0.0
    from PySide6.QtCore import QRectF

    rects = [z.rect for z in layout.zones.values()]
    x0, y0 = min(r.x for r in rects), min(r.y for r in rects)
    x1, y1 = max(r.right for r in rects), max(r.bottom for r in rects)
    seen = window.table.mapFromScene(QRectF(x0, y0, x1 - x0, y1 - y0)).boundingRect().intersected(area)
    return seen.width() * seen.height() / (area.width() * area.height())


def stray_overlays(window: Any) -> int:
    """Dials, chips and status cards of cards on the table that stick out past their card's zone sideways, or
    past the table. (They hang a little below their card on purpose, so below the zone's bottom is allowed; and a
    dial or token that the number floor makes wider than its small card is centred on the card, so it may reach
    over the gap between zones by that much.)"""
    scene = window.scene
    layout = scene.layout
    if layout is None:
        return 0
    table = scene.sceneRect()
    out = 0
    for cid, item in scene.cards.items():
        if window.table.hand_dock.owns(item) or not item.isVisible() or cid not in layout.cards:
            continue
        zone = layout.zones[layout.cards[cid].zone].rect
        centre = item.sceneBoundingRect().center().x()
        for child in item._overlays():
            r = child.mapRectToScene(child.boundingRect())
            left, right = min(zone.x, centre - r.width() / 2), max(zone.right, centre + r.width() / 2)
            if r.left() < left - 1 or r.right() > right + 1 or not table.contains(r):
                out += 1
    return out


def take(out: Path, width: int, height: int, players: int, moment: str) -> Shot:
    from mcdesk.io.saves import save_game

    game = game_at(players, moment)
    with tempfile.TemporaryDirectory() as tmp:
        save = Path(tmp) / "game.json"
        save_game(game, save)
        return _shoot(out, f"table-{width}x{height}-{players}p-{moment}.png", save, width, height, players, moment,
                      "champions")


def _shoot(out: Path, name: str, save: Path, width: int, height: int, players: int, moment: str,
           game: str) -> Shot:
    """Open ``save`` in the window at ``width`` x ``height``, let it settle, write ``out/name``, measure it."""
    from PySide6.QtWidgets import QApplication

    from mcdesk.app.main_window import MainWindow

    app = QApplication.instance()
    assert app is not None
    window = MainWindow(open_path=save, autosave=False, seed=1)
    window.resize(width, height)
    window.show()
    import time

    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not (window.view is not None and window.idle()
                                               and window.view.decisions):
        app.processEvents()
        time.sleep(0.02)
    # let the window settle: docks sized, the table shaped to the window, no card moving
    last, steady = None, 0
    deadline = time.monotonic() + 30  # a loaded machine (CI, other jobs) settles slowly: measuring early is wrong
    while time.monotonic() < deadline and steady < 10:
        app.processEvents()
        time.sleep(0.03)
        state = (window.table.viewport().size().toTuple(), window.scene.sceneRect().getRect(),
                 round(window.table.transform().m11(), 4), window.scene.is_animating())
        steady = steady + 1 if state == last and not state[-1] else 0
        last = state
    # the table is fitted to the window as it opens: the picture is what a person sees, with no Fit to Window
    fitted = window.table.auto_fit and abs(window.table.zoom() / window.table.fitted_zoom() - 1) < 0.02
    area, scene_rect = window.table.table_area(), window.scene.sceneRect()
    lo, hi = window.table.ASPECT_RANGE  # and the table has the shape of the window's room for it
    fitted = fitted and abs(scene_rect.width() / scene_rect.height()
                            / min(hi, max(lo, area.width() / area.height())) - 1) < 0.02
    window.grab().save(str(out / name), "PNG")
    smallest, inside, primary, overlaps = measure(window)
    stray = stray_overlays(window)
    numbers = number_px(window)
    use = table_use(window)
    window.shutdown()
    window.close()
    window.deleteLater()
    app.processEvents()
    return Shot(name, width, height, players, moment, round(smallest, 2), inside, primary, overlaps, game, stray,
                round(numbers, 2), fitted, round(use, 3))


# == the other games: a Vs. System 1v1 and a Legendary 2-player game, mid game ==================================
OTHER_GAMES = ("vs", "legendary")
"""Games other than Marvel Champions shot at each size: a person (player 1) against the autopilot, on player
1's third turn, with that person's hand along the bottom and the other hand hidden."""


def other_game_at(game: str, seed: int = 3) -> Any:
    """A ``game`` ("vs": 1v1, "legendary": 2 players) on player 1's main phase of their third turn, both seats
    played by the autopilot up to there."""
    from mcdesk.app.game_kinds import KINDS

    kind = KINDS[game]
    for n in range(seed, seed + 40):
        g = kind.new(kind.default_setup(), n)
        for _ in range(3000):
            d = g.pending
            if d is None:
                break
            s = g.state
            if game == "vs" and d.player == 0 and s.active == 0 and s.turn >= 5 and s.phase == "main" \
                    and len(d.options) > 2:
                return g
            if game == "legendary" and d.player == 0 and s.active_player == 0 and s.turn_number >= 5 \
                    and len(d.options) > 3:
                return g
            g.answer(kind.suggest(g)[0])
    raise RuntimeError(f"no mid-game moment found for {game}")


def take_other(out: Path, width: int, height: int, game: str) -> Shot:
    from mcdesk.app.seats import AUTOPILOT, HUMAN, save_game_with_seats

    g = other_game_at(game)
    with tempfile.TemporaryDirectory() as tmp:
        save = Path(tmp) / "game.json"
        save_game_with_seats(g, save, (HUMAN, AUTOPILOT))
        name = f"table-{width}x{height}-{game}-midgame.png"
        return _shoot(out, name, save, width, height, 2, "midgame", game)


# == Civil War competitive mode: two game areas, 1v1 and 2v2 ===================================================
TEAM_SIZES = (1, 2)


def competitive_at(per_team: int, seed: int = 3) -> Any:
    """A competitive game (the registration team of ``per_team`` people against an autopilot resistance team) in
    the registration team's hero phase of round 3 or later, on a turn decision of its first player."""
    from mcdesk.app.game_kinds import COMPETITIVE, KINDS

    kind = KINDS[COMPETITIVE]
    setup = kind.default_setup() if per_team == 1 else _two_v_two()
    for n in range(seed, seed + 40):
        g = kind.new(setup, n)
        for _ in range(5000):
            d = g.pending
            if d is None:
                break
            s = g.state
            if s.round >= 3 and s.current_area == 0 and s.phase == "hero" and d.player == 0 and d.kind == "turn":
                return g
            g.answer(kind.suggest(g)[0])
    raise RuntimeError(f"no mid-game moment found for a {per_team}v{per_team} competitive game")


def _two_v_two() -> Any:
    from mcdesk.games.champions.cards import civil_war as cw
    from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
    from mcdesk.games.champions.competitive.setup import CompetitiveSetup, TeamSetup
    from mcdesk.games.champions.engine.game import PlayerSetup

    def players(*keys: str) -> tuple[Any, ...]:
        return tuple(PlayerSetup(BUILTIN_DECKS[k].identity, BUILTIN_DECKS[k].codes(),
                                 BUILTIN_DECKS[k].name.split(" (")[0]) for k in keys)

    return CompetitiveSetup(
        TeamSetup("registration", players("spider-man-justice", "she-hulk-aggression"), "cw_iron_man",
                  cw.LEADERS["iron_man"].preconstructed[2]),
        TeamSetup("resistance", players("tigra-aggression", "hulkling-protection"), "cw_captain_america",
                  cw.LEADERS["captain_america"].preconstructed[2]))


def take_competitive(out: Path, width: int, height: int, per_team: int) -> Shot:
    from mcdesk.app.seats import AUTOPILOT, HUMAN, save_game_with_seats

    g = competitive_at(per_team)
    with tempfile.TemporaryDirectory() as tmp:
        save = Path(tmp) / "game.json"
        save_game_with_seats(g, save, (HUMAN,) * per_team + (AUTOPILOT,) * per_team)
        name = f"competitive-{width}x{height}-{per_team}v{per_team}.png"
        return _shoot(out, name, save, width, height, 2 * per_team, "midgame", "competitive")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--players", default=",".join(map(str, PLAYERS)))
    parser.add_argument("--moments", default=",".join(MOMENTS))
    parser.add_argument("--games", default=",".join(("champions", *OTHER_GAMES, "competitive")),
                        help="champions, vs, legendary, competitive (comma-separated)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication

    from mcdesk.app.widgets import apply_dark_theme

    app = QApplication.instance() or QApplication(["mcdesk-screenshots"])
    apply_dark_theme(app)  # type: ignore[arg-type]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    for size in args.sizes.split(","):
        w, h = (int(v) for v in size.split("x"))
        if "champions" in games:
            for players in (int(p) for p in args.players.split(",")):
                for moment in args.moments.split(","):
                    shots.append(take(out, w, h, players, moment))
                    print(json.dumps(asdict(shots[-1])), flush=True)
        for game in games:
            if game in OTHER_GAMES:
                shots.append(take_other(out, w, h, game))
                print(json.dumps(asdict(shots[-1])), flush=True)
        if "competitive" in games:
            for per_team in TEAM_SIZES:
                shots.append(take_competitive(out, w, h, per_team))
                print(json.dumps(asdict(shots[-1])), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

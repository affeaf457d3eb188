"""Every game its own autosave, kept in the saves folder, and the list of recent games the start screen shows.

Layout (the only place that knows it): ``<user data>/saves/autosave-<date>-<time>-<n>.json``, one per game,
rewritten after each of its decisions. A game opened from its autosave goes on in the same file; any other
opened file, and every new game, gets a file of its own. So starting or opening a game never overwrites
another game. Old autosaves are removed only by count (:func:`prune`: the :data:`KEEP` most recent stay) and
never the one being played; an autosave with no decision in it (a game set up and left) may be dropped when
the window moves on to another game.

The autosave of older versions (``autosave.json``, ``autosave-previous.json`` in the data folder) is moved
into the saves folder once (:func:`adopt_legacy`), so no earlier game is lost either.

Each save holds, beside the engine's data, ``app.summary`` (:func:`summary`): heroes, villain, round and
result, which the list reads without replaying the game.
"""

from __future__ import annotations

import itertools
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..io import userdata
from ..io.files import is_original

PREFIX = "autosave-"
KEEP = 20
MAX_READ = 8 * 1024 * 1024
"""A file bigger than this is not read for the list (it is listed by name)."""
LEGACY = ("autosave.json", "autosave-previous.json")

_counter = itertools.count()


def folder() -> Path:
    return userdata.data_dir() / "saves"


def new_autosave_path(now: float | None = None) -> Path:
    """A fresh autosave file name for a game (no existing file has it)."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now if now is not None else time.time()))
    base = folder()
    while True:
        path = base / f"{PREFIX}{stamp}-{os.getpid() % 10000}{next(_counter)}.json"
        if not path.exists():
            return path


def is_autosave(path: str | Path) -> bool:
    """One of the window's own per-game autosaves (a game opened from it goes on in it)."""
    p = Path(path)
    try:
        return p.parent.resolve() == folder().resolve() and p.name.startswith(PREFIX) and p.suffix == ".json" \
            and not is_original(p)
    except OSError:
        return False


def autosaves() -> list[Path]:
    """Every per-game autosave, the most recently written first."""
    try:
        files = [p for p in folder().glob(f"{PREFIX}*.json") if p.is_file() and not is_original(p)]
    except OSError:
        return []

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=lambda p: (mtime(p), p.name), reverse=True)


@dataclass(frozen=True)
class RecentGame:
    path: Path
    heroes: tuple[str, ...]
    villain: str
    round: int
    decisions: int
    modified: float
    result: str | None = None
    game: str = "champions"
    """Which game (a save's ``"game"`` name)."""
    game_title: str = ""
    """The title the game gave itself when saved ("Captain America vs Magneto"); "" for older saves."""
    outcome: str = ""
    """How it ended, in the game's words ("Player 2 (Magneto) wins!"), when the save says."""

    @property
    def game_name(self) -> str:
        from .game_kinds import kind_named

        kind = kind_named(self.game)
        return kind.name if kind is not None else self.game

    @property
    def title(self) -> str:
        if self.game_title:
            return self.game_title
        return f"{' & '.join(self.heroes) or 'A game'} vs {self.villain or '?'}"

    @property
    def date(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.modified))

    @property
    def state(self) -> str:
        if self.game != "champions":
            if self.result:
                return self.outcome.rstrip("!.").lower() if self.outcome else "over"
            return f"turn {self.round}" if self.round else "setting up"
        if self.result == "win":
            return "won"
        if self.result:
            return "lost"
        return f"round {self.round}" if self.round else "setting up"

    def line(self) -> str:
        """"Marvel Champions: Spider-Man vs Rhino — round 3, 48 decisions — 2026-11-23 13:20"."""
        n = self.decisions
        return f"{self.game_name}: {self.title} — {self.state}, {n} decision{'s' if n != 1 else ''} — {self.date}"


def _read(path: Path) -> dict[str, Any] | None:
    try:
        if path.stat().st_size > MAX_READ:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _obj(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def read_game(path: Path) -> RecentGame | None:
    """What the list says of an autosave (None: not an mcdesk save at all)."""
    data = _read(path)
    if data is None or not isinstance(data.get("answers"), list):
        return None
    app = _obj(data.get("app"))
    s = _obj(app.get("summary"))
    setup = _obj(data.get("setup"))
    heroes = s.get("heroes")
    if not isinstance(heroes, list):
        players = setup.get("players")
        heroes = [str(p.get("name") or p.get("identity") or "?") for p in players or () if isinstance(p, dict)] \
            if isinstance(players, list) else []
    villain = s.get("villain")
    if not isinstance(villain, str):
        villain = str(setup.get("scenario") or "").capitalize()
    snap = _obj(data.get("snapshot"))
    rnd = s.get("round", snap.get("round", 0))
    result = s.get("result", snap.get("result"))
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    game = data.get("game") if isinstance(data.get("game"), str) else "champions"
    title = s.get("title") if game != "champions" else None
    outcome = s.get("outcome")
    return RecentGame(path, tuple(str(h) for h in heroes[:8]), villain[:80],
                      rnd if isinstance(rnd, int) and not isinstance(rnd, bool) else 0, _entries(path, data),
                      modified, result if isinstance(result, str) else None, str(game)[:40],
                      title[:120] if isinstance(title, str) else "", outcome[:120] if isinstance(outcome, str) else "")


def recent_games(limit: int = KEEP) -> list[RecentGame]:
    """The most recent games first (files that are not saves are left out)."""
    out: list[RecentGame] = []
    for p in autosaves():
        g = read_game(p)
        if g is not None:
            out.append(g)
        if len(out) >= limit:
            break
    return out


def decisions_in(path: Path) -> int | None:
    """How many decisions an autosave holds (None: unreadable, so treated as precious)."""
    data = _read(path)
    answers = data.get("answers") if data is not None else None
    return _entries(path, data) if data is not None and isinstance(answers, list) else None


def _entries(path: Path, data: dict[str, Any]) -> int:
    """The answers a save holds, with those its journal adds (see :mod:`mcdesk.io.journal`)."""
    from ..io.journal import read_journal

    return len(data["answers"]) + len(read_journal(path, data))


def drop_if_untouched(path: Path | None, keep: Path | None = None) -> bool:
    """Remove an autosave with no decision in it (a game set up and left), unless it is ``keep``."""
    if path is None or (keep is not None and path == keep) or not is_autosave(path):
        return False
    if decisions_in(path) != 0:
        return False
    return _remove(path)


def _remove(path: Path) -> bool:
    """Delete an autosave and the journal beside it (io/journal.py), which means nothing without it."""
    from ..io.journal import journal_path

    try:
        path.unlink()
    except OSError:
        return False
    journal_path(path).unlink(missing_ok=True)
    return True


def prune(current: Path | None, keep: int = KEEP) -> list[Path]:
    """Remove the oldest autosaves beyond ``keep`` (never ``current``, the game being played)."""
    removed: list[Path] = []
    kept = 0
    for p in autosaves():
        if current is not None and p == current:
            continue
        kept += 1
        if kept <= keep - (1 if current is not None else 0):
            continue
        if _remove(p):
            removed.append(p)
    return removed


def adopt_legacy() -> list[Path]:
    """Move the single autosave of older versions into the saves folder as per-game autosaves."""
    moved: list[Path] = []
    for name in LEGACY:
        old = userdata.data_dir() / name
        try:
            if not old.is_file():
                continue
            folder().mkdir(parents=True, exist_ok=True)
            new = new_autosave_path(old.stat().st_mtime)
            os.replace(old, new)
            moved.append(new)
        except OSError:
            continue
    return moved


def remove_orphans() -> None:
    """Temporary files left by a window killed while writing an autosave."""
    from ..io.files import remove_orphaned_temp_files

    remove_orphaned_temp_files(folder(), f"{PREFIX}*.json")


def summary(game: Any) -> dict[str, Any]:
    """What the recent games list shows of a game: which game, its title, round (or turn) and result (best
    effort; see :meth:`mcdesk.app.game_kinds.GameKind.summary`)."""
    from .game_kinds import kind_of

    try:
        return kind_of(game).summary(game)
    except Exception:  # a summary never stops a save
        return {}

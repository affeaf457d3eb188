"""One way to open a save (with its autosave journal) or a replay log, for every game: the window's File > Open
and ``mcdesk replay`` / ``mcdesk render`` read files here, so they open the same games and refuse the same
files with the same one-line :class:`~.saves.SaveError`.

A save that does not replay as written (an answer that no longer fits, a state hash that does not match, journal
answers that do not fit) opens at its last state that does replay, and says so: :attr:`Opened.report` counts the
answers kept and dropped. The window then keeps the original file (and its journal) untouched beside it
(:func:`keep_original`) before any autosave can write over it; a copy that cannot be made refuses the file.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcdesk.core.referee import LoadReport, collection_paused

from .files import PathLike, is_original
from .saves import SaveError, game_from_save_data, read_file_kind, refereed_game_from_save_data, replay_log

GAME_NAMES = {
    "champions": "Marvel Champions",
    "champions_competitive": "competitive Marvel Champions",
    "vs": "Vs. System",
    "legendary": "Legendary",
}
"""The games whose saves mcdesk opens, by the name a save gives (``"game"``), with their names for messages."""


def game_class(name: str) -> Any:
    """The engine of a game other than cooperative Marvel Champions, by its save name."""
    if name == "champions_competitive":
        from mcdesk.games.champions.competitive.game import CompetitiveGame

        return CompetitiveGame
    if name == "vs":
        from mcdesk.games.vs.engine.game import Game as VsGame

        return VsGame
    if name == "legendary":
        from mcdesk.games.legendary.engine.game import LegendaryGame

        return LegendaryGame
    raise KeyError(name)


@dataclass
class Opened:
    game: Any
    kind: str
    """"save" or "log"."""
    game_name: str
    """The save name of its game ("champions", "vs"...)."""
    data: dict[str, Any]
    report: LoadReport | None
    """What a save's opening kept and dropped (None for a log, which replays in full or is refused)."""
    original: Path | None = None
    """Where the untouched original was kept, when it did not replay as written."""

    @property
    def complete(self) -> bool:
        """Every recorded answer replayed to the recorded state hash."""
        return self.report is None or self.report.complete

    def problem(self, path: PathLike) -> str:
        """One paragraph for the user when the file did not replay as written ("" when it did)."""
        if self.complete or self.report is None:
            return ""
        text = (f"{os.fspath(path)} did not replay as written: {self.report.line()}. The game opens at its last "
                "state that replays.")
        if self.original is not None:
            text += f" The original file is kept untouched as {self.original}."
        return text


def open_game_file(path: PathLike, db: Any = None, *, keep: bool = False) -> Opened:
    """Open the save or replay log at ``path`` (any game's). ``keep``: a save that does not replay as written
    gets its original kept beside it (:func:`keep_original`), before the caller could autosave over it. Every
    problem is one :class:`SaveError` naming the file."""
    with collection_paused():
        kind, data = read_file_kind(path)
        try:
            if kind == "log":
                return Opened(replay_log(path, db), kind, "champions", data, None)
            name = data.get("game", "champions")
            if name == "champions":
                game = game_from_save_data(path, data, db)
            elif isinstance(name, str) and name in GAME_NAMES:
                game = refereed_game_from_save_data(path, data, game_class(name), GAME_NAMES[name])
            else:
                raise SaveError(path, f"a save of the game {str(name)[:40]!r}, which this mcdesk does not play")
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as e:
            raise SaveError(path, f"its data does not fit the game ({type(e).__name__}: "
                                  f"{' '.join(str(e).split())[:200]})") from None
    opened = Opened(game, kind, name, data, getattr(game, "load_report", None))
    if keep and not opened.complete:
        opened.original = keep_original(path)
    return opened


def original_path(path: PathLike) -> Path:
    """Where the original of ``path`` is kept: ``<name>.original.json`` beside it (``-2``, ``-3``... when taken)."""
    p = Path(path)
    stem, suffix = (p.stem, p.suffix) if p.suffix else (p.name, "")
    n = 1
    while True:
        target = p.with_name(f"{stem}.original{'' if n == 1 else f'-{n}'}{suffix}")
        if not target.exists() and not Path(f"{target}.journal").exists():
            return target
        n += 1


def _kept_already(p: Path) -> Path | None:
    """A copy beside ``p`` holding the same save and journal bytes, if one was kept before."""
    from .journal import journal_path

    stem, suffix = (p.stem, p.suffix) if p.suffix else (p.name, "")
    data = p.read_bytes()
    journal = journal_path(p).read_bytes() if journal_path(p).exists() else None
    for copy in sorted(p.parent.glob(f"{glob_escape(stem)}.original*{glob_escape(suffix)}")):
        if copy.read_bytes() == data and (journal_path(copy).read_bytes() if journal_path(copy).exists()
                                          else None) == journal:
            return copy
    return None


def glob_escape(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def keep_original(path: PathLike) -> Path:
    """Copy the save at ``path`` and its autosave journal, untouched, beside it; returns the copy's path.
    The journal's copy goes with the save's copy (``<copy>.journal``), so the copy opens as the pair did."""
    from .journal import journal_path

    try:
        same = _kept_already(Path(path))
    except OSError:
        same = None
    if same is not None:  # opened again: the copy kept the first time is the same file
        return same
    target = original_path(path)
    try:
        shutil.copy2(path, target)
        if journal_path(path).exists():
            shutil.copy2(journal_path(path), journal_path(target))
    except OSError as e:
        raise SaveError(path, f"it does not replay as written, and its original could not be kept beside it "
                              f"({e.strerror or e}); it was not opened, so that nothing is written over it") from None
    return target


__all__ = ["GAME_NAMES", "Opened", "game_class", "is_original", "keep_original", "open_game_file", "original_path"]

"""The autosave: a full save at checkpoints, and each answer in between appended to a journal.

``<save>`` is an ordinary save (atomic: the old file or the complete new one), written when the game reaches a
new checkpoint (at most every :data:`FULL_EVERY` entries), when the game or the seats change, when undo goes
back before it, and when the game ends. It carries a ``"journal"`` id. ``<save>.journal`` holds, after a header
line naming that id, one short line per change since::

    {"journal": "4f0c..."}
    {"n": 57, "a": "play:31"}      the entry at index 57 is now "play:31" (entries after it are dropped)
    {"n": 57}                       the game has 57 entries (undo)

An answer costs one ``write`` of one line (no fsync: a line that reached the operating system survives the
program being killed at any moment; only the line being written can be lost, and a torn last line is
ignored). A journal whose id is not its save's is never applied, so the pair is never read inconsistently: one
left over from before a full write (a kill between the two writes; the save names it ``"journal_before"``) holds
nothing the save lacks and is ignored; any other is counted and said (:func:`read_journal_entries`).
Reading: :func:`read_journal` gives the save's answers with the journal applied.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

from ..games.champions.engine.game import Game
from .files import PathLike, atomic_write_text

FULL_EVERY = 12
"""Entries journaled before the next checkpoint brings a full save."""
MAX_JOURNAL_BYTES = 64 * 1024 * 1024
MAX_ENTRIES = 1_000_000


def journal_path(path: PathLike) -> Path:
    return Path(f"{Path(path)}.journal")


class Autosave:
    """Writes one game's autosave to ``path`` after each change (see the module text)."""

    def __init__(self, path: PathLike) -> None:
        self.path = Path(path)
        self._game: object | None = None
        self._key: Hashable = None
        self._written: list[str] = []
        """The entries the save and its journal hold now."""
        self._base = 0
        """How many entries the full save holds."""
        self._checkpoint = -1
        self._id = ""
        self.full_writes = 0

    def write(self, game: Game, extra: Callable[[], dict[str, Any]] | None = None, key: Hashable = None) -> None:
        """Record ``game`` as it is now. ``extra()`` gives fields written beside the save's (the window's
        metadata); a different ``key`` (e.g. the seats) asks for a full save."""
        answers = game.answers
        written = self._written
        if len(written) <= len(answers) and answers[: len(written)] == written:
            same = len(written)
        else:
            same = 0
            for a, b in zip(written, answers, strict=False):
                if a != b:
                    break
                same += 1
        cp = game.checkpoints[-1].answers if game.checkpoints else -1
        full = (game is not self._game or key != self._key or same < self._base or game.pending is None
                or (self._base == 0 and answers)
                or (cp > self._checkpoint and len(answers) - self._base >= FULL_EVERY))
        if full:
            self._write_full(game, extra, key, cp)
            return
        lines = [json.dumps({"n": i, "a": answers[i]}, separators=(",", ":")) for i in range(same, len(answers))]
        if len(answers) == same < len(written):
            lines.append(json.dumps({"n": same}, separators=(",", ":")))
        if not lines:
            return
        with open(journal_path(self.path), "a", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        self._written = list(answers)

    def _write_full(self, game: Game, extra: Callable[[], dict[str, Any]] | None, key: Hashable, cp: int) -> None:
        from .saves import _plain

        data = game.to_save()
        if extra is not None:
            data.update(extra())
        new_id = secrets.token_hex(8)
        data["journal"] = new_id
        before = self._id or _header_id(journal_path(self.path))
        if before:  # the journal now on disk: left over (not damaged) if a kill comes before it is rewritten
            data["journal_before"] = before
        text = json.dumps(data, separators=(",", ":"), allow_nan=False, default=_plain)
        self._game = None  # if anything below fails, the next write is a full one again
        atomic_write_text(self.path, text)
        with open(journal_path(self.path), "w", encoding="utf-8") as f:  # a stale journal is ignored anyway
            f.write(json.dumps({"journal": new_id}) + "\n")
        self._game, self._key, self._id = game, key, new_id
        self._written = list(game.answers)
        self._base, self._checkpoint = len(game.answers), cp
        self.full_writes += 1


def _header_id(path: Path) -> str:
    """The save id a journal file's first line names ("" when there is none)."""
    try:
        with open(path, encoding="utf-8") as f:
            header = json.loads(f.readline(200))
    except (OSError, ValueError):
        return ""
    jid = header.get("journal") if isinstance(header, dict) else None
    return jid if isinstance(jid, str) else ""


def read_journal(path: PathLike, data: Any) -> list[str]:
    """The answers given after the save at ``path`` (whose content is ``data``) was written, from its journal;
    [] when it has none, or one that is not its own. A damaged line ends what is read."""
    return read_journal_entries(path, data)[0]


def read_journal_entries(path: PathLike, data: Any) -> tuple[list[str], int, str]:
    """(:func:`read_journal`'s answers, how many complete lines after them were not read, why): a damaged line
    ends what is read, and the lines from it on are counted, never dropped silently. (A torn last line, without
    its newline, is an answer being written when the program stopped: not there yet, not counted.)"""
    if not isinstance(data, dict):
        return [], 0, ""
    jid = data.get("journal")
    answers = data.get("answers")
    p = journal_path(path)
    if not isinstance(jid, str) or not jid or not isinstance(answers, list):
        try:  # an autosave whose journal id was lost: its journal is not applied, and that is said
            there = p.stat().st_size > 0
        except OSError:
            there = False
        return [], 0, "its autosave journal is beside it, but the save names none" if there else ""
    try:
        if p.stat().st_size > MAX_JOURNAL_BYTES:
            return [], 0, f"its autosave journal is larger than {MAX_JOURNAL_BYTES // 2**20} MB and was not read"
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        return [], 0, ""
    except (OSError, UnicodeDecodeError) as e:
        return [], 0, f"its autosave journal cannot be read ({type(e).__name__})"
    lines = text.split("\n")[:-1]  # what follows the last newline is a line being written: not there yet
    if not lines:
        return [], 0, ""
    try:
        header = json.loads(lines[0])
    except ValueError:
        return [], len(lines) - 1, "its autosave journal's first line is damaged"
    if not isinstance(header, dict) or header.get("journal") != jid:
        before = data.get("journal_before")
        if isinstance(header, dict) and isinstance(before, str) and before and header.get("journal") == before:
            return [], 0, ""  # left over from before the last full save (killed in between): all in the save
        return [], len(lines) - 1, "its autosave journal names another save"
    base = len(answers)
    out = [a for a in answers if isinstance(a, str)]
    if len(out) != base:
        return [], 0, ""
    for i, line in enumerate(lines[1:], 1):
        try:
            entry = json.loads(line)
        except (ValueError, RecursionError):
            entry = None
        n = entry.get("n") if isinstance(entry, dict) else None
        a = entry.get("a", "") if isinstance(entry, dict) else None
        if type(n) is not int or not base <= n <= len(out) or n >= MAX_ENTRIES or not isinstance(a, str) \
                or len(a) > 4096 or not set(entry) <= {"n", "a"}:
            return out[base:], len(lines) - i, f"its autosave journal's line {i + 1} is damaged"
        del out[n:]
        if "a" in entry:
            out.append(a)
    return out[base:], 0, ""


__all__ = ["FULL_EVERY", "Autosave", "journal_path", "read_journal", "read_journal_entries"]

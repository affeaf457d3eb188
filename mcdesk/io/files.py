"""Files that are never half-written: write to a temporary file in the same folder, fsync, then replace."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

PathLike = str | os.PathLike[str]


def atomic_write_text(path: PathLike, text: str) -> None:
    """Write ``text`` to ``path`` so that the file is either the old one or the complete new one."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode = target.stat().st_mode & 0o777
    except OSError:
        mode = 0o644
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            os.fchmod(f.fileno(), mode)
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        if isinstance(e, OSError) and e.errno is not None:
            # name the target, not the temporary file (whose random name would make each report differ);
            # OSError(errno, ...) is still the same subclass (PermissionError, IsADirectoryError ...)
            raise OSError(e.errno, e.strerror or str(e), str(target)) from e
        raise
    _fsync_dir(target.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (best effort: not every platform can open a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


ORPHAN_AGE_S = 60.0
"""A temporary file older than this is left over from a write that was killed (a write takes milliseconds)."""


def remove_orphaned_temp_files(folder: PathLike, name: str) -> list[Path]:
    """Delete what :func:`atomic_write_text` leaves behind when killed mid-write to ``folder/name``:
    ``.<name>.*.tmp`` files older than :data:`ORPHAN_AGE_S` (a younger one may be another window's write in
    progress). Returns the files removed."""
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(Path(folder).glob(f".{name}.*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            if tmp.is_file() and now - tmp.stat().st_mtime > ORPHAN_AGE_S:
                tmp.unlink()
                removed.append(tmp)
        except OSError:
            continue
    return removed


def is_original(path: PathLike) -> bool:
    """A kept original (:func:`mcdesk.io.opening.keep_original`, ``<name>.original.json``): a file that did not
    replay as written, never an autosave to go on writing in."""
    name = Path(path).name
    return ".original." in name or ".original-" in name

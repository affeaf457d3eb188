"""Headless rendering: a saved game's table drawn to a PNG without a window (``mcdesk render``)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..games.champions.engine.database import CardDatabase
from ..io.saves import SaveError

if TYPE_CHECKING:
    from ..table.card_face import CardFaces
    from ..table.view_model import TableView


def ensure_platform() -> None:
    """Use Qt's offscreen platform when there is no display (and none was chosen explicitly)."""
    if os.environ.get("QT_QPA_PLATFORM"):
        return
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


MIN_SIDE = 16
MAX_SIDE = 8192
"""Bounds of an image's sides, checked before anything is built (8192 x 8192 is 256 MB of pixels)."""


def render_save(save: str | Path, out: str | Path, width: int | None = None,
                height: int | None = None, notes: list[str] | None = None) -> tuple[int, int]:
    """Load ``save``, lay out its table and write it to ``out`` as PNG, ``width`` pixels wide (default: the
    table's own size) and ``height`` high (default: as the table's shape gives). Returns the image's size.
    Raises SaveError for a save that cannot be loaded, ValueError for a size out of bounds and OSError when
    the image cannot be written. A save that does not replay as written is drawn at its last state that replays,
    and ``notes`` gets a line saying what was kept and dropped."""
    for name, side in (("width", width), ("height", height)):
        if side is not None and not MIN_SIDE <= side <= MAX_SIDE:
            raise ValueError(f"the image's {name} must be {MIN_SIDE} to {MAX_SIDE} pixels, not {side}")
    ensure_platform()
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "mcdesk"])
    assert app is not None
    from ..io.saves import read_file_kind
    from ..table.card_face import CardFaces
    from ..table.scene import TableScene, render_table
    from .settings import AppSettings

    kind, data = read_file_kind(save)
    db = _database()
    settings = AppSettings.load()
    faces = CardFaces(db, image_dir=settings.image_dir or None, official_text=_official_text())
    view: TableView
    if kind == "save" and data.get("game") == "champions_assistant":
        view = _other_game_view(save, data, faces)
    else:
        from ..io.opening import open_game_file

        opened = open_game_file(save, db)  # the window's reader: the same games, journals and errors
        if not opened.complete and notes is not None:
            notes.append(opened.problem(save))
        if opened.game_name == "champions":
            from ..games.champions.view import table_view

            view = table_view(opened.game)
        else:
            from .game_kinds import kind_named

            game_kind = kind_named(opened.game_name)
            assert game_kind is not None  # the opening reader knows only games the window has
            describe, backs = game_kind.faces()
            if describe is not None:
                faces.use_game_faces(describe, backs)
            view = game_kind.table_view(opened.game)
    scene = TableScene(faces, animations=False)
    scene.update_from(view, animate=False)
    rect = scene.sceneRect()
    if width is None and height is not None:
        width = round(height * rect.width() / rect.height())
    w = width or round(rect.width())
    h = height or max(1, round(w * rect.height() / rect.width()))
    if not (MIN_SIDE <= w <= MAX_SIDE and MIN_SIDE <= h <= MAX_SIDE):
        raise ValueError(f"the image would be {w}x{h} pixels; each side must be {MIN_SIDE} to {MAX_SIDE}")
    img = render_table(scene, QSize(w, h))
    target = Path(out)
    if not img.save(str(target), "PNG"):  # type: ignore[call-overload]  # the stub wants bytes, Qt a str
        raise OSError(f"{target}: cannot write the image")
    scene.clear()
    return w, h


def _other_game_view(path: str | Path, data: dict[str, object], faces: CardFaces) -> TableView:
    """The table of the table assistant's game (the encounter side it runs)."""
    from ..core.errors import CorruptLog, EngineError, InvalidSetup
    from ..games.champions.assistant import AssistantGame
    from ..games.champions.view import table_view

    try:
        return table_view(AssistantGame.from_save(data))
    except (CorruptLog, InvalidSetup, EngineError) as e:
        raise SaveError(path, str(e)) from None


def _database() -> CardDatabase:
    try:
        from ..io.userdata import load_user_database

        return load_user_database()
    except Exception:  # a damaged card store is set aside by load_user_database; this is the last resort
        from ..games.champions.cards.database import default_database

        return default_database()


def _official_text() -> Callable[[str], str | None]:
    from ..io.userdata import imported_text

    return imported_text


__all__ = ["SaveError", "ensure_platform", "render_save"]

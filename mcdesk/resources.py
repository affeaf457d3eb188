"""The app's own assets (icons, tokens, status cards), compiled into :mod:`mcdesk.resources_rc` from resources.qrc.

Code loads them through ``":/"`` paths after :func:`ensure_resources` (every helper here calls it)::

    window.setWindowIcon(app_icon())
    QSvgRenderer(resource_path("tokens/damage.svg"))

``resources.qrc`` is the one list of the assets; after changing it or a file it names, regenerate the module
with ``python packaging/compile_resources.py`` (a test fails while it is out of date).
"""

from __future__ import annotations

import importlib

from PySide6.QtCore import QFile, QIODevice
from PySide6.QtGui import QIcon

APP_ICON = ":/icons/mcdesk.svg"
RESOURCE_ICONS = {name: f":/resources/{name}.svg" for name in ("energy", "mental", "physical", "wild")}
KEYWORD_ICONS = {name: f":/keywords/{name}.svg" for name in (
    "boost", "star", "per_player", "acceleration", "amplify", "crisis", "hazard")}

_loaded = False


def ensure_resources() -> None:
    """Register the compiled resources with Qt (once; cheap after the first call)."""
    global _loaded
    if not _loaded:
        # Imported by name so that type checkers do not read the generated module; registering happens on
        # import. (PyInstaller is told about it in packaging/mcdesk.spec.)
        importlib.import_module("mcdesk.resources_rc")
        _loaded = True


def resource_path(name: str) -> str:
    """``":/<name>"`` for an asset named as in resources.qrc (``"tokens/damage.svg"``), resources registered."""
    ensure_resources()
    return name if name.startswith(":/") else ":/" + name.lstrip("/")


def exists(name: str) -> bool:
    return QFile.exists(resource_path(name))


def read_bytes(name: str) -> bytes:
    """An asset's bytes; FileNotFoundError when resources.qrc does not list it."""
    path = resource_path(name)
    f = QFile(path)
    if not f.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"no resource {path} (is it listed in resources.qrc?)")
    try:
        return bytes(f.readAll().data())
    finally:
        f.close()


def app_icon() -> QIcon:
    """The application's icon (the SVG, drawn at any size). Needs a QGuiApplication for pixmaps."""
    return QIcon(resource_path(APP_ICON))

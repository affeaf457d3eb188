"""What goes into the bundles and what they are called; shared by mcdesk.spec, build.py and the tests."""

from __future__ import annotations

import platform
import sys
from collections.abc import Callable, Iterable

APP_ID = "org.mcdesk.mcdesk"

QT_USED = ("QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtSvg")
"""The Qt modules the app imports: widgets and the graphics view, image downloads, the SVG assets."""

QT_UNUSED = (
    # In PySide6-Essentials (the project's dependency) but not used by the app:
    "QtConcurrent", "QtDBus", "QtDesigner", "QtHelp", "QtOpenGL", "QtOpenGLWidgets", "QtPrintSupport", "QtQml",
    "QtQuick", "QtQuickControls2", "QtQuickTest", "QtQuickWidgets", "QtSql", "QtSvgWidgets", "QtTest",
    "QtUiTools", "QtXml",
    # Only in PySide6-Addons (if a full PySide6 is installed): never wanted.
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender", "QtAxContainer",
    "QtBluetooth", "QtCanvasPainter", "QtCharts", "QtDataVisualization", "QtGraphs", "QtGraphsWidgets",
    "QtHttpServer", "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetworkAuth", "QtNfc", "QtPdf",
    "QtPdfWidgets", "QtPositioning", "QtQuick3D", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus",
    "QtSerialPort", "QtSpatialAudio", "QtStateMachine", "QtTextToSpeech", "QtWebChannel", "QtWebEngineCore",
    "QtWebEngineQuick", "QtWebEngineWidgets", "QtWebSockets", "QtWebView",
)

EXCLUDES = [
    *(f"PySide6.{m}" for m in QT_UNUSED),
    "PySide6.scripts",  # pyside6-* developer tools
    # Other Qt bindings (qasync probes for them) and GUI toolkits.
    "PyQt5", "PyQt6", "PySide2", "tkinter", "_tkinter",
    # Development tools that are never imported by the app.
    "pytest", "_pytest", "pytestqt", "hypothesis", "mypy", "ruff", "IPython", "setuptools", "pip",
]

QT_KEEP_TRANSLATIONS: tuple[str, ...] = ()
"""Qt translation files kept (by file name prefix). None: the app installs no QTranslator, so Qt's own
translations would never be loaded."""


def platform_tag() -> str:
    """``linux-x86_64``, ``macos-arm64``, ``windows-amd64``, ...: the platform a bundle runs on."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"{system}-{platform.machine().lower() or 'unknown'}"


def onefile_name(name: str, version: str) -> str:
    """The one-file executable's name without ``.exe``: ``mcdesk-0.1.0-linux-x86_64``."""
    return f"{name}-{version}-{platform_tag()}"


QT_PLUGINS_DROPPED: dict[str, frozenset[str] | None] = {
    # platform plugin folder -> plugin names dropped (None: the whole folder). Names are file stems without
    # a "lib" prefix, so one rule covers libqvnc.so, qvnc.dll and libqvnc.dylib.
    "platforms": frozenset({"qeglfs", "qlinuxfb", "qminimalegl", "qvkkhrdisplay", "qvnc"}),  # embedded devices
    "egldeviceintegrations": None,  # eglfs only
    "generic": None,  # evdev / TUIO input for eglfs and linuxfb
    "platformthemes": frozenset({"qgtk3"}),  # would load the system's GTK 3 against the bundled GLib
    "networkinformation": None,  # QNetworkInformation is not used
    "imageformats": frozenset({"qtiff", "qtga", "qwbmp", "qicns", "qpdf"}),  # card images are JPEG/PNG/WebP
}


def _plugin_key(dest: str) -> tuple[str, str] | None:
    """``("platforms", "qvnc")`` for a Qt plugin's destination path in the bundle, else None."""
    parts = dest.replace("\\", "/").split("/")
    if "plugins" not in parts[:-2]:
        return None
    folder, filename = parts[-2], parts[-1]
    stem = filename.split(".")[0]
    if stem.startswith("lib"):
        stem = stem[3:]
    return folder, stem


def dropped_plugin(dest: str) -> bool:
    key = _plugin_key(dest)
    if key is None or key[0] not in QT_PLUGINS_DROPPED:
        return False
    names = QT_PLUGINS_DROPPED[key[0]]
    return names is None or key[1] in names


def _base(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def prune_binaries(binaries: list[tuple[str, str, str]],
                   imports: Callable[[str], Iterable[str]]) -> tuple[list[tuple[str, str, str]], list[str]]:
    """``binaries`` (PyInstaller TOC entries: destination, source, type) without the dropped Qt plugins and
    without the shared libraries that only they needed. ``imports(source)`` gives the file names of the
    libraries a binary links to. Returns the kept entries and the destinations dropped."""
    dropped = {e[0] for e in binaries if dropped_plugin(e[0])}
    by_base: dict[str, list[tuple[str, str, str]]] = {}
    for e in binaries:
        by_base.setdefault(_base(e[0]), []).append(e)

    def closure(roots: Iterable[tuple[str, str, str]]) -> set[str]:
        seen: set[str] = set()
        todo = list(roots)
        while todo:
            entry = todo.pop()
            for lib in imports(entry[1]):
                for dep in by_base.get(_base(lib), ()):
                    if dep[0] not in seen:
                        seen.add(dep[0])
                        todo.append(dep)
        return seen

    candidates = {d for d in closure(e for e in binaries if e[0] in dropped) - dropped
                  if not _base(d).lower().startswith(("libpython", "python"))}  # the bootloader loads it
    kept_roots = [e for e in binaries if e[0] not in dropped and e[0] not in candidates]
    needed = closure(kept_roots)
    dropped |= candidates - needed
    return [e for e in binaries if e[0] not in dropped], sorted(dropped)

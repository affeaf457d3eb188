"""The Linux (or this platform's) one-folder bundle: built with PyInstaller, then run as a player would.

Slow (the build takes about half a minute): marked ``slow``. PyInstaller is installed into this Python when
it is missing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import build as packaging_build  # packaging/build.py (conftest puts packaging/ on sys.path)
import pytest

from mcdesk.games.champions.cards.decks import BUILTIN_DECKS

pytestmark = pytest.mark.slow


def _ensure_pyinstaller() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        proc = subprocess.run([sys.executable, "-m", "pip", "install", "pyinstaller"], capture_output=True, text=True,
                              timeout=600)
        if proc.returncode != 0:
            pytest.skip(f"PyInstaller is missing and could not be installed:\n{proc.stderr[-2000:]}")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The built one-folder bundle's folder."""
    _ensure_pyinstaller()
    root = tmp_path_factory.mktemp("bundle")
    start = time.perf_counter()
    built = packaging_build.build("onedir", root / "dist", root / "work", quiet=True)
    print(f"built the one-folder bundle in {time.perf_counter() - start:.1f} s: {built['onedir']} "
          f"({packaging_build.megabytes(packaging_build.size_of(built['onedir']))})")
    yield built["onedir"]


def _exe(bundle: Path) -> Path:
    return packaging_build.onedir_executable(bundle.parent)


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {p.relative_to(folder).as_posix(): (p.lstat().st_size, p.lstat().st_mtime_ns)
            for p in folder.rglob("*")}


def test_bundle_plays_and_draws_the_default_game(bundle: Path, tmp_path: Path) -> None:
    times = packaging_build.smoke(_exe(bundle), tmp_path)  # raises with the output when a run fails
    w, h = packaging_build.check_png(tmp_path / "table.png")
    print(f"smoke runs: {', '.join(f'{k} {v:.2f} s' for k, v in times.items())}; table {w}x{h}")


def test_bundle_holds_the_card_data_and_only_the_qt_it_uses(bundle: Path) -> None:
    files = {p.relative_to(bundle).as_posix() for p in bundle.rglob("*")}
    data = Path(__file__).resolve().parents[2] / "mcdesk" / "games" / "champions" / "cards" / "data"
    for path in data.glob("*.json"):
        bundled = f"mcdesk/games/champions/cards/data/{path.name}"
        assert any(f.endswith(bundled) for f in files), f"{path.name} is not bundled"
    names = {f.rsplit("/", 1)[-1] for f in files}
    for module in ("QtCore", "QtGui", "QtWidgets", "QtNetwork", "QtSvg"):
        assert any(n.startswith(f"{module}.") for n in names), f"PySide6.{module} is missing"
    for module in ("QtQml", "QtQuick", "QtWebEngineCore", "Qt3DCore", "QtMultimedia", "QtPdf", "QtCharts",
                   "QtOpenGLWidgets", "QtSql", "QtDesigner", "QtUiTools"):
        assert not any(n.startswith((f"{module}.", f"libQt6{module.removeprefix('Qt')}.")) for n in names), module
    plugins = {f.split("/plugins/", 1)[1] for f in files if "/plugins/" in f}
    for needed in ("platforms/libqxcb.so", "platforms/libqwayland.so", "platforms/libqoffscreen.so",
                   "iconengines/libqsvgicon.so", "imageformats/libqsvg.so", "imageformats/libqjpeg.so"):
        if sys.platform.startswith("linux"):
            assert needed in plugins, needed
    assert not any(f.endswith(".qm") for f in files), "Qt translations are bundled but never loaded"


def test_user_data_stays_out_of_the_bundle(bundle: Path, tmp_path: Path) -> None:
    """Run the bundle with no MCDESK_DATA_DIR: what it keeps (an imported deck, the window's autosave) lands in
    the platform's folder under HOME, and nothing in the bundle changes."""
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("MCDESK_DATA_DIR", "XDG_DATA_HOME")}
    env.update(HOME=str(home), USERPROFILE=str(home), APPDATA=str(home / "AppData" / "Roaming"),
               QT_QPA_PLATFORM="offscreen")
    deck = BUILTIN_DECKS["spider-man-justice"]
    deck_file = tmp_path / "deck.json"
    deck_file.write_text(json.dumps({"name": "Packaged Web", "hero_code": deck.identity,
                                     "slots": dict(deck.cards)}), encoding="utf-8")
    before = _snapshot(bundle)
    for args in (["deck", "import", str(deck_file)], ["deck", "list"],
                 ["simulate", "--games", "1", "--log-dir", str(tmp_path / "logs")],
                 ["play", "--seed", "1", "--screenshot", str(tmp_path / "window.png")]):
        proc = subprocess.run([str(_exe(bundle)), *args], env=env, cwd=tmp_path, capture_output=True, text=True,
                              timeout=300)
        assert proc.returncode == 0, f"{args}: {proc.stdout}\n{proc.stderr}"
        if args[:2] == ["deck", "list"]:
            assert "Packaged Web" in proc.stdout and "Spider-Man" in proc.stdout
    assert _snapshot(bundle) == before, "running the bundle changed files inside it"
    folder = {"win32": home / "AppData" / "Roaming", "darwin": home / "Library" / "Application Support"}.get(
        sys.platform, home / ".local" / "share") / "mcdesk"
    assert list((folder / "decks").glob("*.json")), f"the imported deck is not in {folder}"
    assert list(folder.rglob("autosave*.json")), f"the window's autosave is not in {folder}"

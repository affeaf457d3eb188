"""The bundle's make-up (packaging/bundle_info.py, mcdesk.spec, icons.py), checked without building it."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import bundle_info  # packaging/bundle_info.py (conftest puts packaging/ on sys.path)
import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _qt_modules_imported_by_mcdesk() -> set[str]:
    used: set[str] = set()
    for path in (ROOT / "mcdesk").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            used |= {m.split(".")[1] for m in names if re.match(r"PySide6\.Qt\w+$", m)}
        used |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    return used


def test_every_qt_module_the_app_imports_is_kept() -> None:
    used = _qt_modules_imported_by_mcdesk()
    assert used, "found no Qt imports at all"
    excluded = {m.removeprefix("PySide6.") for m in bundle_info.EXCLUDES if m.startswith("PySide6.")}
    assert not used & excluded, f"the bundle leaves out Qt modules the app imports: {sorted(used & excluded)}"
    assert used <= set(bundle_info.QT_USED), (
        f"the app imports Qt modules not listed in bundle_info.QT_USED: {sorted(used - set(bundle_info.QT_USED))}")


def test_unused_qt_modules_are_left_out() -> None:
    for name in ("QtQml", "QtQuick", "QtWebEngineCore", "Qt3DCore", "QtMultimedia", "QtPdf", "QtCharts",
                 "QtOpenGL", "QtSql", "QtDesigner"):
        assert f"PySide6.{name}" in bundle_info.EXCLUDES
    for name in bundle_info.QT_USED:
        assert f"PySide6.{name}" not in bundle_info.EXCLUDES


@pytest.mark.parametrize(("dest", "dropped"), [
    ("PySide6/Qt/plugins/platforms/libqvnc.so", True),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
    ("PySide6\\plugins\\platforms\\qwindows.dll", False),
    ("PySide6\\plugins\\generic\\qtuiotouchplugin.dll", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", False),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/imageformats/libqwebp.dylib", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/egldeviceintegrations/libqeglfs-x11-integration.so", True),
    ("PySide6/Qt/lib/libQt6Gui.so.6", False),
    ("libvnc.so", False),
])
def test_dropped_plugins(dest: str, dropped: bool) -> None:
    assert bundle_info.dropped_plugin(dest) is dropped


def test_prune_drops_what_only_dropped_plugins_need() -> None:
    def entry(dest: str) -> tuple[str, str, str]:
        return dest, "/src/" + dest.rsplit("/", 1)[-1], "BINARY"

    binaries = [entry(d) for d in (
        "PySide6/Qt/plugins/platformthemes/libqgtk3.so", "PySide6/Qt/plugins/platforms/libqxcb.so",
        "PySide6/QtGui.abi3.so", "PySide6/Qt/lib/libQt6Gui.so.6", "libglib-2.0.so.0", "libpango-1.0.so.0",
        "libcairo.so.2", "libpython3.11.so.1.0", "libssl.so.3")]
    deps = {
        "libqgtk3.so": ["libQt6Gui.so.6", "libglib-2.0.so.0", "libpango-1.0.so.0", "libcairo.so.2",
                        "libpython3.11.so.1.0"],
        "libpango-1.0.so.0": ["/usr/lib/libcairo.so.2", "libglib-2.0.so.0"],
        "libqxcb.so": ["libQt6Gui.so.6"],
        "QtGui.abi3.so": ["libQt6Gui.so.6"],
        "libQt6Gui.so.6": ["libglib-2.0.so.0"],
    }
    kept, dropped = bundle_info.prune_binaries(binaries, lambda src: deps.get(src.rsplit("/", 1)[-1], []))
    assert dropped == ["PySide6/Qt/plugins/platformthemes/libqgtk3.so", "libcairo.so.2", "libpango-1.0.so.0"]
    assert [e[0] for e in kept] == ["PySide6/Qt/plugins/platforms/libqxcb.so", "PySide6/QtGui.abi3.so",
                                    "PySide6/Qt/lib/libQt6Gui.so.6", "libglib-2.0.so.0", "libpython3.11.so.1.0",
                                    "libssl.so.3"]


def test_onefile_name_has_version_and_platform() -> None:
    name = bundle_info.onefile_name("mcdesk", "1.2.3")
    assert name.startswith("mcdesk-1.2.3-")
    assert name.split("-", 2)[2] == bundle_info.platform_tag()
    assert re.fullmatch(r"(linux|macos|windows|[a-z]+)-[a-z0-9_]+", bundle_info.platform_tag())


def test_spec_and_scripts_parse() -> None:
    for path in (PACKAGING / "mcdesk.spec", *PACKAGING.glob("*.py")):
        compile(path.read_text(encoding="utf-8"), str(path), "exec")
    spec = (PACKAGING / "mcdesk.spec").read_text(encoding="utf-8")
    for needle in ('collect_submodules("mcdesk")', 'collect_data_files("mcdesk")', "mcdesk.resources_rc",
                   "tomllib", "EXCLUDES", "icon=ICON"):
        assert needle in spec


def test_builtin_card_data_is_package_data() -> None:
    """The spec collects the mcdesk package's data files: the card data must live inside the package."""
    hooks = pytest.importorskip("PyInstaller.utils.hooks", reason="PyInstaller is not installed")

    datas = hooks.collect_data_files("mcdesk")
    dests = {Path(dest, Path(src).name).as_posix() for src, dest in datas}
    for path in (ROOT / "mcdesk" / "cards" / "data").glob("*.json"):
        assert path.relative_to(ROOT).as_posix() in dests


def test_icons_for_every_platform(tmp_path: Path) -> None:
    from PIL import Image

    proc = subprocess.run([sys.executable, str(PACKAGING / "icons.py"), str(tmp_path)], capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    with Image.open(tmp_path / "mcdesk.ico") as ico:
        assert ico.format == "ICO"
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
    with Image.open(tmp_path / "mcdesk.icns") as icns:
        assert icns.format == "ICNS" and icns.size == (1024, 1024)
    with Image.open(tmp_path / "mcdesk.png") as png:
        assert png.size == (256, 256)
        rgba = png.convert("RGBA")
        assert rgba.getpixel((0, 0))[3] == 0 and rgba.getpixel((128, 128))[3] == 255  # transparent corner


def test_entry_script_runs_the_cli() -> None:
    proc = subprocess.run([sys.executable, str(PACKAGING / "entry.py"), "--help"], capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert "simulate" in proc.stdout

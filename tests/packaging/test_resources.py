"""resources.qrc is the one list of the app's assets, and mcdesk/resources_rc.py is compiled from it."""

from __future__ import annotations

import shutil
from pathlib import Path

import compile_resources as cr  # packaging/compile_resources.py (conftest puts packaging/ on sys.path)
import pytest
from PySide6.QtCore import QDirIterator, QFile, QIODevice
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from mcdesk import resources

ROOT = Path(__file__).resolve().parents[2]

ASSETS = ROOT / "assets"


def _resource_bytes(name: str) -> bytes:
    f = QFile(name)
    assert f.open(QIODevice.OpenModeFlag.ReadOnly), f"{name} is not in the compiled resources"
    try:
        return bytes(f.readAll().data())
    finally:
        f.close()


def test_compiled_module_is_up_to_date() -> None:
    recorded, wanted = cr.recorded_hash(), cr.inputs_hash()
    assert recorded == wanted, (
        "mcdesk/resources_rc.py is out of date with resources.qrc or the files it names: run "
        "`python packaging/compile_resources.py` and commit the result")
    assert cr.main(["--check"]) == 0


def test_stamp_changes_with_any_input(tmp_path: Path) -> None:
    shutil.copy(cr.QRC, tmp_path / "resources.qrc")
    shutil.copytree(ASSETS, tmp_path / "assets")
    qrc = tmp_path / "resources.qrc"
    before = cr.inputs_hash(qrc)
    assert before == cr.inputs_hash()  # the same inputs elsewhere: the same stamp
    svg = tmp_path / "assets" / "tokens" / "damage.svg"
    svg.write_bytes(svg.read_bytes().replace(b"\n", b"\r\n"))
    assert cr.inputs_hash(qrc) == before  # line endings of a checkout do not matter
    svg.write_bytes(svg.read_bytes() + b"<!-- changed -->\n")
    changed_file = cr.inputs_hash(qrc)
    assert changed_file != before
    qrc.write_text(qrc.read_text().replace('alias="tokens/damage.svg"', 'alias="tokens/harm.svg"'))
    assert cr.inputs_hash(qrc) not in (before, changed_file)


def test_qrc_lists_every_asset_and_only_existing_files() -> None:
    entries = cr.qrc_entries()
    named = [p.resolve() for _, p in entries]
    missing = [str(p.relative_to(ROOT)) for p in named if not p.is_file()]
    assert not missing, f"resources.qrc names missing files: {missing}"
    on_disk = {p.resolve() for p in ASSETS.rglob("*") if p.is_file() and not p.name.startswith(".")
               and p.suffix.lower() not in {".md", ".txt"}}  # a licence or readme next to an asset is not one
    unlisted = sorted(str(p.relative_to(ROOT)) for p in on_disk - set(named))
    assert not unlisted, f"assets not listed in resources.qrc: {unlisted}"
    names = [n for n, _ in entries]
    assert len(names) == len(set(names)), "a resource path is listed twice"


def test_compiled_resources_hold_exactly_the_listed_files() -> None:
    resources.ensure_resources()
    entries = dict(cr.qrc_entries())
    for name, path in entries.items():
        assert _resource_bytes(name).replace(b"\r\n", b"\n") == cr.normalized_bytes(path), (
            f"{name} differs from {path.relative_to(ROOT)}: run `python packaging/compile_resources.py`")
    tops = {n.split("/")[1] for n in entries}
    compiled = set()
    for top in tops:
        it = QDirIterator(f":/{top}", QDirIterator.IteratorFlag.Subdirectories)
        while it.hasNext():
            path = it.next()
            if not it.fileInfo().isDir():
                compiled.add(path)
    assert compiled == set(entries), "the compiled module holds files resources.qrc does not list"


def test_module_regenerates_byte_for_byte() -> None:
    text = cr.OUTPUT.read_text(encoding="utf-8")
    import PySide6

    if f"Qt version {PySide6.__version__}" not in text[:600]:
        pytest.skip("compiled with another PySide6's rcc")
    assert cr.module_text() == text


@pytest.mark.parametrize("name", [n for n, _ in cr.qrc_entries() if n.endswith(".svg")])
def test_every_svg_asset_draws(name: str, qapp: object) -> None:
    resources.ensure_resources()
    renderer = QSvgRenderer(name)
    assert renderer.isValid(), name
    image = QImage(48, 48, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    renderer.render(p)
    p.end()
    opaque = sum(1 for y in range(0, 48, 4) for x in range(0, 48, 4) if image.pixelColor(x, y).alpha() > 0)
    assert opaque > 10, f"{name} draws (almost) nothing"


def test_resource_and_keyword_icons_are_listed() -> None:
    for name in [resources.APP_ICON, *resources.RESOURCE_ICONS.values(), *resources.KEYWORD_ICONS.values()]:
        assert resources.exists(name), name
    assert set(resources.RESOURCE_ICONS) == {"energy", "mental", "physical", "wild"}
    assert set(resources.KEYWORD_ICONS) >= {"boost", "star", "per_player", "acceleration", "amplify", "crisis",
                                            "hazard"}


def test_helpers(qapp: object) -> None:
    assert resources.resource_path("tokens/damage.svg") == ":/tokens/damage.svg"
    assert resources.resource_path(":/tokens/damage.svg") == ":/tokens/damage.svg"
    assert resources.read_bytes("icons/mcdesk.svg").startswith(b"<svg")
    with pytest.raises(FileNotFoundError, match="resources.qrc"):
        resources.read_bytes("icons/nope.svg")
    icon = resources.app_icon()
    assert not icon.isNull()
    pixmap = icon.pixmap(64, 64)
    assert not pixmap.isNull() and pixmap.width() == 64
    image = pixmap.toImage()
    assert image.pixelColor(32, 32).alpha() == 255  # the icon's middle is drawn

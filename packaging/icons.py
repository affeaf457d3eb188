"""The app icon for the bundles, drawn from assets/icons/mcdesk.svg: .ico (Windows), .icns (macOS), .png.

    python packaging/icons.py OUT_DIR    # writes OUT_DIR/mcdesk.png, mcdesk.ico and mcdesk.icns

The spec runs this at build time, so the icons always match the SVG and no binary copies are kept in the
repository. Needs PySide6 (drawing the SVG; runs offscreen) and Pillow (writing .ico and .icns).
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "assets" / "icons" / "mcdesk.svg"
ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]


def render_png(size: int, svg: Path = SVG) -> bytes:
    """The SVG drawn as a square ``size`` x ``size`` PNG with a transparent background."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (kept alive while drawing)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def make_icons(out_dir: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write mcdesk.png (256 px), mcdesk.ico and mcdesk.icns into ``out_dir``; returns them by suffix."""
    from PIL import Image

    out_dir.mkdir(parents=True, exist_ok=True)
    big = Image.open(io.BytesIO(render_png(1024, svg))).convert("RGBA")
    sized = {s: Image.open(io.BytesIO(render_png(s, svg))).convert("RGBA") for s in ICO_SIZES}
    paths = {"png": out_dir / "mcdesk.png", "ico": out_dir / "mcdesk.ico", "icns": out_dir / "mcdesk.icns"}
    sized[256].save(paths["png"], format="PNG")
    # Every size drawn from the SVG (crisper than Pillow scaling one image down).
    sized[256].save(paths["ico"], format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                    append_images=[sized[s] for s in ICO_SIZES if s != 256])
    big.save(paths["icns"], format="ICNS")
    return paths


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    for path in make_icons(Path(args[0])).values():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

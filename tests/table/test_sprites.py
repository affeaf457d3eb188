"""Sprites: drawing through a sprite looks like drawing directly, is reused, and copies nothing under a card
that lies on another."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPicture, QTransform

from mcdesk.table.scene import TableScene, render_table
from mcdesk.table.sprites import SpriteCache, draw_cached

from .conftest import synthetic_view


def _draw(p: QPainter) -> None:
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(200, 30, 30))
    p.drawRoundedRect(QRectF(0, 0, 40, 30), 5, 5)
    p.setBrush(QColor(0, 0, 255, 128))
    p.drawEllipse(QRectF(10, 5, 20, 20))


def _image(paint: Callable[[QPainter], None], transform: QTransform, dpr: float = 1.0) -> QImage:
    img = QImage(round(120 * dpr), round(100 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    img.setDevicePixelRatio(dpr)
    img.fill(QColor("#14271f"))
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    p.setWorldTransform(transform)
    paint(p)
    p.end()
    return img


def test_a_sprite_looks_like_the_drawing_and_is_reused(qapp) -> None:  # type: ignore[no-untyped-def]
    cache = SpriteCache()
    rect = QRectF(0, 0, 40, 30)
    for transform in (QTransform.fromTranslate(10, 20), QTransform().translate(60, 10).rotate(90).scale(1.5, 1.5)):
        direct = _image(_draw, transform)
        cached = _image(lambda p: draw_cached(p, "shape", rect, _draw, cache=cache), transform)
        assert direct == cached  # on whole pixels: the very same picture
    assert (cache.misses, cache.hits, len(cache)) == (2, 0, 2)
    # moved by a fraction of a pixel: the same sprite, at most half a pixel off
    moved = QTransform.fromTranslate(10.3, 20.4)
    cached = _image(lambda p: draw_cached(p, "shape", rect, _draw, cache=cache), moved)
    assert cache.hits == 1 and len(cache) == 2
    assert cached == _image(_draw, QTransform.fromTranslate(10, 20))


def test_sprites_on_a_high_density_device(qapp) -> None:  # type: ignore[no-untyped-def]
    cache = SpriteCache()
    rect = QRectF(0, 0, 40, 30)
    at = QTransform.fromTranslate(10, 20)
    cached = _image(lambda p: draw_cached(p, "shape", rect, _draw, cache=cache), at, dpr=2)
    assert cached == _image(_draw, at, dpr=2)
    sprite = cache.get(next(iter(cache._sprites)))
    assert sprite is not None and (sprite.width(), sprite.height()) == (82, 62)  # device pixels, one around


def test_other_turns_and_vector_devices_draw_directly(qapp) -> None:  # type: ignore[no-untyped-def]
    cache = SpriteCache()
    rect = QRectF(0, 0, 40, 30)
    turned = QTransform().translate(50, 10).rotate(30)
    assert _image(lambda p: draw_cached(p, "shape", rect, _draw, cache=cache), turned) == _image(_draw, turned)
    # a steady angle (a card at rest in the hand's fan) may go through a sprite: the same picture but for
    # where its edges fall (within half a pixel)
    steady = _image(lambda p: draw_cached(p, "shape", rect, _draw, any_turn=True, cache=cache), turned)
    assert len(cache) == 1
    direct = _image(_draw, turned)
    far = sum(1 for y in range(direct.height()) for x in range(direct.width())
              if abs(direct.pixelColor(x, y).red() - steady.pixelColor(x, y).red()) > 96)
    assert far < 40
    cache.clear()
    misses = cache.misses
    picture = QPicture()
    p = QPainter(picture)
    draw_cached(p, "shape", rect, _draw, cache=cache)
    p.end()
    assert len(cache) == 0 and cache.misses == misses


def test_the_hole_is_not_copied(qapp) -> None:  # type: ignore[no-untyped-def]
    cache = SpriteCache()
    rect = QRectF(0, 0, 40, 30)
    at = QTransform.fromTranslate(10, 20)
    img = _image(lambda p: draw_cached(p, "shape", rect, _draw, hole=QRectF(20, 0, 30, 30), cache=cache), at)
    background = QColor("#14271f")
    assert img.pixelColor(12 + 10, 20 + 25) != background  # left of the hole: drawn
    assert img.pixelColor(25 + 10, 20 + 15) == background  # in the hole: not copied
    assert img.pixelColor(38 + 10, 20 + 15) == background


def test_the_cache_drops_the_least_recently_used(qapp) -> None:  # type: ignore[no-untyped-def]
    cache = SpriteCache(max_bytes=3 * 42 * 32 * 4)  # room for three 40x30 sprites (a pixel around each)
    rect = QRectF(0, 0, 40, 30)
    for key in ("a", "b", "c", "a", "d"):
        _image(lambda p, k=key: draw_cached(p, k, rect, _draw, cache=cache), QTransform())  # type: ignore[misc]
    assert len(cache) == 3 and cache.bytes <= cache.max_bytes
    hits = cache.hits
    _image(lambda p: draw_cached(p, "a", rect, _draw, cache=cache), QTransform())
    assert cache.hits == hits + 1  # "a" was used again, "b" went first


def test_covered_cards_draw_only_what_shows(qapp) -> None:  # type: ignore[no-untyped-def]
    """A crowded table drawn with each card skipping what the next one covers looks exactly the same as with
    every card drawn whole; dragging the card on top brings the one below back whole."""
    scene = TableScene(animations=False)
    scene.update_from(synthetic_view(4, per_zone=8, exhausted=("allies",), attachments=2))
    covered = [item for item in scene.cards.values() if item.hole() is not None]
    assert len(covered) > len(scene.cards) / 2
    size = QSize(960, 600)
    with_holes = render_table(scene, size)
    for item in scene.cards.values():
        item.set_cover(None)
    assert render_table(scene, size) == with_holes
    scene.update_from(scene.view)  # type: ignore[arg-type]
    below = covered[0]
    assert below.hole() is not None
    top = below._cover
    assert top is not None
    top._dragging = True
    try:
        assert below.hole() is None
    finally:
        top._dragging = False
    top.setPos(top.pos() + QPointF(0, 400))  # moved off (an animation): the hole moves with it
    hole = below.hole()
    assert hole is None or not hole.intersects(QRectF(0, 0, *below.size))

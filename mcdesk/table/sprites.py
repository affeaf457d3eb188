"""Sprites: an item's drawing rendered once into a pixmap at the size and angle it has on the device, then
copied to the device for as long as it looks the same.

Drawing a table means drawing hundreds of cards, tokens and zone frames; each is made of antialiased rounded
rectangles, scaled pixmaps, SVG and text, which the raster engine draws slowly. :func:`draw_cached` draws an
item through a sprite instead: the drawing is keyed by what it shows (the caller's key) and by the painter's
scale and quarter turn, so a sprite is reused wherever that drawing appears again — by another copy of the same
card, after the item moved, in the next frame. Moving an item only changes where its sprite is copied to (the
position snaps to whole device pixels: at most half a pixel from where it would have been drawn). Where an
opaque card is sure to lie on top, nothing is copied (``hole``): a crowded row copies only what shows.

Painters that are not raster painters (printing, SVG), transforms that rotate by other than quarter turns
(unless the caller says the angle is steady) and sprites larger than :data:`MAX_SPRITE_PIXELS` draw directly,
as without sprites.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import cast

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QTransform

MAX_BYTES = 128 * 1024 * 1024
"""The sprites kept, at most (least recently used first out)."""
MAX_SPRITE_PIXELS = 4_000_000
"""A drawing larger than this on the device (e.g. a zone when zoomed far in) is drawn directly."""

_EPS = 1e-9
_SMOOTH = QPainter.RenderHint.SmoothPixmapTransform
_SPRITE_HINTS = (QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                 | QPainter.RenderHint.TextAntialiasing)
"""A sprite is drawn at the best quality (the drawing sets the hints it needs on top of these)."""


class SpriteCache:
    """Sprites by key, least recently used dropped beyond ``max_bytes``."""

    def __init__(self, max_bytes: int = MAX_BYTES) -> None:
        self.max_bytes = max_bytes
        self.bytes = 0
        self.hits = 0
        self.misses = 0
        self._sprites: OrderedDict[Hashable, QPixmap] = OrderedDict()

    def __len__(self) -> int:
        return len(self._sprites)

    def get(self, key: Hashable) -> QPixmap | None:
        pm = self._sprites.get(key)
        if pm is not None:
            self._sprites.move_to_end(key)
        return pm

    def put(self, key: Hashable, pm: QPixmap) -> None:
        old = self._sprites.pop(key, None)
        if old is not None:
            self.bytes -= _size(old)
        self._sprites[key] = pm
        self.bytes += _size(pm)
        while self.bytes > self.max_bytes and len(self._sprites) > 1:
            _, dropped = self._sprites.popitem(last=False)
            self.bytes -= _size(dropped)

    def clear(self) -> None:
        self._sprites.clear()
        self.bytes = 0


def _size(pm: QPixmap) -> int:
    return pm.width() * pm.height() * 4


SPRITES = SpriteCache()
"""The sprites of every table (they are keyed by what they show, so scenes can share them)."""


_RASTER_DEVICES = frozenset({1, 2, 3, 7, 8, 11})
"""Paint devices drawn in pixels (QInternal::PaintDeviceFlags: widget, pixmap, image, framebuffer object, custom
raster, OpenGL); printers, pictures and SVG or PDF writers get the drawing itself."""


def draw_cached(
    p: QPainter,
    key: Hashable,
    rect: QRectF,
    draw: Callable[[QPainter], None],
    *,
    background: QColor | None = None,
    hole: QRectF | None = None,
    any_turn: bool = False,
    cache: SpriteCache = SPRITES,
) -> None:
    """Draw what ``draw(painter)`` draws inside ``rect`` (item coordinates) through a sprite keyed by ``key``.

    ``key`` must change whenever the drawing would (everything ``draw`` depends on other than the painter's
    transform); ``draw`` must not paint outside ``rect`` and must set every pen, brush and font it uses.
    ``background``: an opaque colour the sprite is filled with first (copied faster than transparency).
    ``hole``: a rectangle (item coordinates) that something drawn later is sure to cover with opaque paint;
    the sprite is not copied there (a card lying on most of another one: only the part that shows is copied).
    ``any_turn``: also through a sprite when the painter turns by other than quarter turns (for an item that
    stays at its angle, like a card at rest in the hand's fan; not while it turns: every angle would be a new
    sprite).
    """
    t = p.worldTransform()
    m11, m12, m21, m22 = t.m11(), t.m12(), t.m21(), t.m22()
    device = p.device()
    if ((not any_turn and not ((-_EPS < m12 < _EPS and -_EPS < m21 < _EPS)
                                or (-_EPS < m11 < _EPS and -_EPS < m22 < _EPS)))
            or not t.isAffine() or p.viewTransformEnabled() or device.devType() not in _RASTER_DEVICES):
        draw(p)  # turned by other than quarter turns, or not drawn in pixels
        return
    dpr = device.devicePixelRatioF()
    full = t * QTransform.fromScale(dpr, dpr) if dpr != 1 else t
    dx, dy, dw, dh = _xywh(full.mapRect(rect))
    w = math.ceil(dw - _EPS) + 2
    h = math.ceil(dh - _EPS) + 2
    if w * h > MAX_SPRITE_PIXELS or dw <= 0 or dh <= 0:
        draw(p)
        return
    # the sprite's key: the drawing, and how it lies on the device (scale, quarter turn, where ``rect`` is)
    skey = (key, m11, m12, m21, m22, dpr, rect.getRect(), background.rgba() if background is not None else 0)
    pm = cache.get(skey)
    if pm is None:
        cache.misses += 1
        pm = QPixmap(w, h)
        pm.fill(background if background is not None else QColor(Qt.GlobalColor.transparent))
        sp = QPainter(pm)
        sp.setRenderHints(_SPRITE_HINTS)
        # ``rect``'s top-left on a whole pixel, one pixel in (room for antialiasing)
        sp.setWorldTransform(full * QTransform.fromTranslate(1 - dx, 1 - dy))
        draw(sp)
        sp.end()
        pm.setDevicePixelRatio(dpr)
        cache.put(skey, pm)
    else:
        cache.hits += 1
    x0, y0 = round(dx) - 1, round(dy) - 1
    p.setWorldTransform(_IDENTITY)
    smooth = p.testRenderHint(_SMOOTH)
    if smooth:  # no use for a copy pixel for pixel, and it takes Qt off its fast path
        p.setRenderHint(_SMOOTH, False)
    if hole is None:
        p.drawPixmap(QPointF(x0 / dpr, y0 / dpr), pm)
    else:
        # the hole in whole device pixels (inside it, where the sprite lies), then the sprite around it
        hx, hy, hw, hh = _xywh(full.mapRect(hole))
        hx += x0 + 1 - dx
        hy += y0 + 1 - dy
        left, top = max(x0, math.ceil(hx)), max(y0, math.ceil(hy))
        right, bottom = min(x0 + w, math.floor(hx + hw)), min(y0 + h, math.floor(hy + hh))
        if left >= right or top >= bottom:
            p.drawPixmap(QPointF(x0 / dpr, y0 / dpr), pm)
        else:
            for x, y, pw, ph in ((x0, y0, w, top - y0), (x0, bottom, w, y0 + h - bottom),
                                 (x0, top, left - x0, bottom - top), (right, top, x0 + w - right, bottom - top)):
                if pw > 0 and ph > 0:
                    p.drawPixmap(QPointF(x / dpr, y / dpr), pm, QRectF(x - x0, y - y0, pw, ph))
    if smooth:
        p.setRenderHint(_SMOOTH)
    p.setWorldTransform(t)


_IDENTITY = QTransform()


def _xywh(r: QRectF) -> tuple[float, float, float, float]:
    return cast(tuple[float, float, float, float], r.getRect())  # one call instead of four (the stub says object)

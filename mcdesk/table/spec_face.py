"""Drawing a :class:`~mcdesk.table.face_spec.FaceSpec` (a card of a game other than Marvel Champions) and a
game's card back into a :class:`QImage` of any size."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QLinearGradient, QPainter, QPainterPath, QPen

from .card_face import font
from .face_spec import BackSpec, FaceSpec
from .face_text import draw_document, fit_document, fit_line, plain_text


def _canvas(w: int, h: int) -> tuple[QImage, QPainter]:
    img = QImage(max(1, w), max(1, h), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    return img, p


def render_spec_face(spec: FaceSpec, w: int, h: int) -> QImage:
    """Title band in the card's colour, type line, a picture panel of the colour with the type's initial, the
    generated text, stat badges along the bottom."""
    img, p = _canvas(w, h)
    u = min(w, h * 0.72) / 100.0
    colour = QColor(spec.colour)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#161616"))
    p.drawRoundedRect(QRectF(0, 0, w, h), 4.5 * u, 4.5 * u)
    inner = QRectF(2.2 * u, 2.2 * u, w - 4.4 * u, h - 4.4 * u)
    p.setBrush(QColor("#f4efe4"))
    p.drawRoundedRect(inner, 3.5 * u, 3.5 * u)
    # Title band.
    band = QRectF(inner.left(), inner.top(), inner.width(), 17 * u)
    grad = QLinearGradient(band.topLeft(), band.bottomLeft())
    grad.setColorAt(0, colour.lighter(125))
    grad.setColorAt(1, colour.darker(115))
    p.setBrush(QBrush(grad))
    path = QPainterPath()
    path.addRoundedRect(band, 3.5 * u, 3.5 * u)
    p.drawPath(path)
    p.setPen(QColor("white"))
    corner_w = 0.0
    if spec.corner:
        corner_w = 15 * u
        c = QPointF(band.right() - corner_w / 2 - 1 * u, band.center().y())
        p.setBrush(QColor("#fdd835"))
        p.setPen(QPen(QColor("#3e2723"), 0.8 * u))
        p.drawEllipse(c, 6.5 * u, 6.5 * u)
        p.setPen(QColor("#3e2723"))
        p.setFont(font(8 * u, bold=True))
        p.drawText(QRectF(c.x() - 7 * u, c.y() - 7 * u, 14 * u, 14 * u), Qt.AlignmentFlag.AlignCenter, spec.corner)
    p.setPen(QColor("white"))
    title_rect = band.adjusted(3 * u, 0, -3 * u - corner_w, 0)
    title = plain_text(spec.title)
    size = 9.5 * u
    p.setFont(font(size, bold=True, condensed=True))
    while p.fontMetrics().horizontalAdvance(title) > title_rect.width() and size > 5.5 * u:
        size *= 0.92
        p.setFont(font(size, bold=True, condensed=True))
    # A name still too long at the smallest size wraps at its spaces (two lines fit the band).
    p.drawText(title_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap,
               title)
    # Type line: shrinks to one line, else wraps at word boundaries; its tags are icons.
    y = band.bottom() + 1.2 * u
    line = fit_line(spec.type_line, inner.width() - 6 * u, 5.6 * u, 4.2 * u,
                    lambda px: font(px, bold=True), "#333333")
    line_h = min(12 * u, line.size().height())
    draw_document(p, line, QRectF(inner.left() + 3 * u, y, inner.width() - 6 * u, line_h))
    y += max(9 * u, line_h + 1.5 * u)
    # Picture panel: the colour with the type's initial (no art is shipped).
    pic = QRectF(inner.left() + 4 * u, y, inner.width() - 8 * u, inner.height() * 0.27)
    g2 = QLinearGradient(pic.topLeft(), pic.bottomRight())
    g2.setColorAt(0, colour.lighter(160))
    g2.setColorAt(1, colour)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g2))
    p.drawRoundedRect(pic, 2.5 * u, 2.5 * u)
    p.setPen(QColor(255, 255, 255, 150))
    p.setFont(font(pic.height() * 0.55, bold=True))
    p.drawText(pic, Qt.AlignmentFlag.AlignCenter, (plain_text(spec.type_line)[:1] or "?").upper())
    y = pic.bottom() + 2 * u
    # Text.
    stats_h = 16 * u if spec.stats else 0.0
    footer_h = 6 * u if spec.footer else 0.0
    text_rect = QRectF(inner.left() + 4 * u, y, inner.width() - 8 * u, inner.bottom() - y - stats_h - footer_h - 2 * u)
    if spec.text and text_rect.height() > 4 * u:
        doc = fit_document(spec.text, text_rect.width(), text_rect.height(), 6.4 * u, 3.2 * u, font)
        draw_document(p, doc, text_rect)
    # Stats.
    if spec.stats:
        n = len(spec.stats)
        bw = min(26 * u, (inner.width() - 6 * u) / n - 2 * u)
        x = inner.center().x() - (n * (bw + 2 * u) - 2 * u) / 2
        sy = inner.bottom() - stats_h - footer_h
        for label, value in spec.stats:
            r = QRectF(x, sy, bw, 14 * u)
            p.setPen(QPen(colour.darker(140), 0.8 * u))
            p.setBrush(QColor("#ffffff"))
            p.drawRoundedRect(r, 2 * u, 2 * u)
            p.setPen(QColor("#222"))
            p.setFont(font(4.6 * u, bold=True))
            p.drawText(QRectF(r.left(), r.top() + 0.5 * u, r.width(), 5 * u), Qt.AlignmentFlag.AlignCenter, label)
            p.setFont(font(8.5 * u, bold=True))
            p.drawText(QRectF(r.left(), r.top() + 4.5 * u, r.width(), 9.5 * u), Qt.AlignmentFlag.AlignCenter, value)
            x += bw + 2 * u
    if spec.footer:
        p.setPen(QColor("#555"))
        p.setFont(font(4.6 * u))
        p.drawText(QRectF(inner.left(), inner.bottom() - footer_h, inner.width(), footer_h),
                   Qt.AlignmentFlag.AlignCenter, spec.footer)
    p.end()
    return img


def render_spec_back(spec: BackSpec, w: int, h: int) -> QImage:
    img, p = _canvas(w, h)
    u = min(w, h) / 100.0
    base, accent = QColor(spec.base), QColor(spec.accent)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#111"))
    p.drawRoundedRect(QRectF(0, 0, w, h), 4.5 * u, 4.5 * u)
    inner = QRectF(2 * u, 2 * u, w - 4 * u, h - 4 * u)
    g = QLinearGradient(inner.topLeft(), inner.bottomRight())
    g.setColorAt(0, base.lighter(150))
    g.setColorAt(1, base)
    p.setBrush(QBrush(g))
    p.drawRoundedRect(inner, 3.5 * u, 3.5 * u)
    p.setPen(QPen(accent, 2.2 * u))
    p.setBrush(Qt.BrushStyle.NoBrush)
    c = inner.center()
    p.drawEllipse(c, 24 * u, 24 * u)
    p.setPen(QColor("white"))
    p.setFont(font(11 * u, bold=True, condensed=True))
    p.drawText(QRectF(c.x() - 30 * u, c.y() - 10 * u, 60 * u, 20 * u), Qt.AlignmentFlag.AlignCenter, spec.mark)
    p.setFont(font(5 * u, bold=True))
    p.setPen(accent.lighter(130))
    p.drawText(QRectF(inner.left(), inner.bottom() - 16 * u, inner.width(), 10 * u), Qt.AlignmentFlag.AlignCenter,
               spec.word)
    p.end()
    return img

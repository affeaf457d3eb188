"""Card faces are printed objects: every built-in face of every game is readable in the window's dark palette.

Rules text must stand out from the card at 4.5:1 at least (the WCAG contrast ratio for normal text), and no
``[tag]`` may reach the text drawn on a face: tags are icons or coloured symbols.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPalette, QTextDocument
from PySide6.QtWidgets import QApplication

from mcdesk.app.widgets import apply_dark_theme
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.legendary.cards.facts import core_set
from mcdesk.games.legendary.faces import face_spec as legendary_face
from mcdesk.games.vs.cards.facts import all_facts
from mcdesk.games.vs.faces import face_spec as vs_face
from mcdesk.table import face_text
from mcdesk.table.card_face import CardFaces, render_face
from mcdesk.table.face_text import text_html
from mcdesk.table.spec_face import render_spec_face

TAG = re.compile(r"\[[A-Za-z][A-Za-z _-]*\]")


@dataclass
class Drawn:
    text: str
    region: QRectF
    """Where the document's text lies on the image."""


@pytest.fixture
def dark_palette(qapp: QApplication) -> Iterator[None]:
    """The app's dark theme (light text colours) on the QApplication, as in the window."""
    old = QPalette(qapp.palette())
    apply_dark_theme(qapp)
    assert qapp.palette().color(QPalette.ColorRole.Text).lightness() > 180
    try:
        yield
    finally:
        qapp.setPalette(old)


@pytest.fixture
def drawn() -> Iterator[list[Drawn]]:
    seen: list[Drawn] = []

    def observe(doc: QTextDocument, rect: QRectF, p: QPainter) -> None:
        height = min(rect.height(), doc.size().height())
        seen.append(Drawn(doc.toPlainText(), p.transform().mapRect(QRectF(rect.x(), rect.y(), rect.width(),
                                                                           height))))

    face_text.observers.append(observe)
    try:
        yield seen
    finally:
        face_text.observers.remove(observe)


def _luminance(v: int) -> float:
    """WCAG relative luminance of a grey level."""
    c = v / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def text_contrast(img: QImage, region: QRectF) -> float:
    """Contrast of the text in ``region`` with the card under it: the darkest 1% of the region's pixels (the
    cores of the letters) against its median (the card: text covers far less than half of a text box)."""
    r = region.toAlignedRect().intersected(img.rect())
    gray = img.copy(r).convertToFormat(QImage.Format.Format_Grayscale8)
    data = b"".join(bytes(gray.constScanLine(y))[: gray.width()] for y in range(gray.height()))
    hist = [data.count(bytes([v])) for v in range(256)]
    total = len(data)

    def level(share: float) -> int:
        seen = 0
        for v, n in enumerate(hist):
            seen += n
            if seen >= share * total:
                return v
        return 255

    ink, card = _luminance(level(0.01)), _luminance(level(0.5))
    return (max(ink, card) + 0.05) / (min(ink, card) + 0.05)


def _check(img: QImage, drawn: list[Drawn], what: str) -> None:
    assert drawn, f"{what}: no text drawn"
    for d in drawn:
        leftover = TAG.findall(d.text)
        assert not leftover, f"{what}: {leftover} drawn as text"
        if sum(ch.isalpha() for ch in d.text) < 12 or d.region.height() < 6:
            continue  # a short type line: too few letters for a histogram
        ratio = text_contrast(img, d.region)
        assert ratio >= 4.5, f"{what}: text {d.text[:40]!r} at {ratio:.2f}:1 against the card"


def test_vs_faces_are_readable_in_the_dark_palette(dark_palette: None, drawn: list[Drawn]) -> None:
    for code in all_facts():
        spec = vs_face(code)
        assert spec is not None
        drawn.clear()
        _check(render_spec_face(spec, 200, 280), drawn, code)


def test_legendary_faces_are_readable_in_the_dark_palette(dark_palette: None, drawn: list[Drawn]) -> None:
    for code in core_set().cards:
        spec = legendary_face(code)
        assert spec is not None
        drawn.clear()
        _check(render_spec_face(spec, 200, 280), drawn, code)


def test_champions_faces_are_readable_in_the_dark_palette(dark_palette: None, drawn: list[Drawn]) -> None:
    """Every built-in Marvel Champions card (Civil War's too), drawn as the table draws it."""
    faces = CardFaces(default_database())
    codes = [c for c in faces.db.facts if faces.text(c)]
    assert len(codes) > 400
    for code in codes:
        facts = faces.facts(code)
        assert facts is not None
        w, h = (280, 200) if "scheme" in facts.type_code else (200, 280)
        drawn.clear()
        _check(render_face(facts, faces.text(code), w, h, code=code), drawn, code)


def test_every_tag_becomes_an_icon_or_a_symbol() -> None:
    """The texts of all three games, converted for the text layout, keep no ``[tag]``; known tags are icons or
    coloured marks, not bare words."""
    faces = CardFaces(default_database())
    texts = [faces.text(c) for c in faces.db.facts]
    texts += [s.text + "\n" + s.type_line for s in map(vs_face, all_facts()) if s is not None]
    texts += [s.text for s in map(legendary_face, core_set().cards) if s is not None]
    official = "[star] Boost: [boost][boost] [crisis] [hazard] [acceleration] [amplify] [thwart] [unique] [cost]"
    for text in [*texts, official]:
        doc = QTextDocument()
        doc.setHtml(text_html(text))
        assert not TAG.findall(doc.toPlainText()), text
    html = text_html(official + " [red] [Instinct] [Ranged] [ranged] [avengers] [X-Men]")
    for icon in ("star", "boost", "crisis", "hazard", "acceleration", "amplify", "ranged"):
        assert f'src="faceicon:{icon}"' in html, icon
    assert "#d32f2f" in html  # [red]: a red dot
    assert "◆ Instinct" in html and "◆ Ranged" in html  # Legendary's classes, not Marvel Champions' ranged


def test_face_icons_are_drawn(qapp: QApplication) -> None:
    """An icon tag draws the app's icon: a boost line has coloured pixels a word would not."""
    img = face_text.icon_image("boost")
    assert not img.isNull()
    colours = {img.pixel(x, y) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) > 3


def test_the_leaked_palette_would_fail(qapp: QApplication, dark_palette: None) -> None:
    """The check is sharp: text drawn in the dark theme's own text colour on the cream card fails it."""
    doc = QTextDocument()
    doc.setPlainText("Draw a card. Deal two damage to an enemy character, then ready it.")
    doc.setTextWidth(180)
    img = QImage(200, 120, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("#f4efe4"))
    p = QPainter(img)
    doc.drawContents(p)  # the application's palette: light text
    p.end()
    assert text_contrast(img, QRectF(0, 0, 180, doc.size().height())) < 2

"""Generated faces for games other than Marvel Champions: a game describes its cards (facts and generated text)
and the table draws them; its backs likewise."""

from __future__ import annotations

from PySide6.QtGui import QColor

from mcdesk.games.legendary.faces import BACKS, face_spec
from mcdesk.table.card_face import CardFaces
from mcdesk.table.face_spec import FaceSpec
from mcdesk.table.spec_face import render_spec_face


def _colours(img: object) -> set[int]:
    from PySide6.QtGui import QImage

    assert isinstance(img, QImage)
    return {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}


def test_a_spec_face_draws_its_colour(qapp: object) -> None:
    spec = FaceSpec("Test", "Hero - Tech", "#1565c0", "Draw a card.", (("ATK", "2"),), "3", "set")
    img = render_spec_face(spec, 120, 168)
    assert img.width() == 120 and len(_colours(img)) > 10
    band = QColor(img.pixel(30, 8))
    assert band.blue() > band.red()  # the title band is the card's (blue) colour


def test_card_faces_draw_another_games_cards_and_backs(qapp: object) -> None:
    faces = CardFaces()
    faces.use_game_faces(face_spec, BACKS)
    assert faces.text("hulk.hulk_smash").startswith("[Strength]")
    pm = faces.face("hulk.hulk_smash", 100, 140)
    assert not pm.isNull() and pm.width() == 100
    assert faces.back("legendary", 100, 140).toImage() != faces.back("player", 100, 140).toImage()
    faces.use_game_faces(None)
    assert faces.text("hulk.hulk_smash") == ""  # not a Marvel Champions card


def test_every_legendary_card_has_a_face() -> None:
    from mcdesk.games.legendary.cards.facts import core_set

    for code in core_set().cards:
        spec = face_spec(code)
        assert spec is not None and spec.title and spec.type_line, code
    hero = face_spec("thor.odinson")
    assert hero is not None and hero.corner == "3" and ("REC", "2+") in hero.stats
    villain = face_spec("skrulls.skrull_queen_veranke")
    assert villain is not None and ("ATK", "*") in villain.stats

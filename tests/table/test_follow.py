"""Issue 10 (the table a player can follow), the table's pieces: the docked hand, collapsed zones, overlays
that never cover what a card says, hit points on every character, the pile viewer, the targeting arrow."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF

from mcdesk.games.champions.engine import Game
from mcdesk.games.champions.view import table_view
from mcdesk.table.card_face import CardFaces, face_regions, title_px
from mcdesk.table.items import CardItem
from mcdesk.table.layout import COLLAPSED, compute_layout
from mcdesk.table.pile_viewer import PileViewer, browsable, sorted_cards
from mcdesk.table.scene import TableScene, TableViewWidget
from mcdesk.table.view_model import CardView, TableView, player_zone

from .conftest import advanced_game, synthetic_view


@pytest.fixture(scope="module")
def game() -> Game:
    return advanced_game()


@pytest.fixture()
def view(game: Game) -> TableView:
    return table_view(game)


@pytest.fixture()
def widget(qtbot: Any, view: TableView) -> TableViewWidget:
    scene = TableScene(animations=False)
    w = TableViewWidget(scene)
    qtbot.addWidget(w)
    w.resize(1100, 700)
    scene.update_from(view)
    w.show()
    qtbot.waitExposed(w)
    w.fit_to_window()
    return w


# == the docked hand =========================================================================================

def _hand_rects(w: TableViewWidget) -> dict[int, QRectF]:
    return {cid: QRectF(r) for cid, r in w.hand_dock.viewport_rects().items()}


def test_the_hand_is_docked_outside_the_zoomable_table(widget: TableViewWidget, view: TableView) -> None:
    scene = widget.table
    hand = view.zone(player_zone(0, "hand")).cards
    assert hand and all(widget.hand_dock.owns(scene.cards[c]) for c in hand)
    assert scene.layout is not None and player_zone(0, "hand") not in scene.layout.zones  # not on the table
    vp = QRectF(widget.viewport().rect())
    before = _hand_rects(widget)
    for r in before.values():
        assert vp.contains(r)  # every hand card inside the window
    # the table is fitted above the dock: no table card lies behind the hand
    dock_top = vp.height() - widget.hand_dock.height()
    for cid, item in scene.cards.items():
        if not widget.hand_dock.owns(item):
            assert widget.mapFromScene(item.sceneBoundingRect()).boundingRect().bottom() <= dock_top + 2, cid
    # zooming and panning move the table, not the hand
    widget.zoom_by(2.0)
    widget.horizontalScrollBar().setValue(widget.horizontalScrollBar().value() + 50)
    after = _hand_rects(widget)
    assert after.keys() == before.keys()
    for cid, r in before.items():
        assert after[cid] == r
        item = scene.cards[cid]  # drawn where the dock says, at its size, whatever the zoom
        w, h = item.size
        seen = item.deviceTransform(widget.viewportTransform()).map(QPointF(w / 2, h / 2))
        assert (seen - after[cid].center()).manhattanLength() < 2


def test_a_hovered_hand_card_lifts_and_the_preview_stays_off_it(widget: TableViewWidget, view: TableView) -> None:
    scene = widget.table
    cid = view.zone(player_zone(0, "hand")).cards[1]
    item = scene.cards[cid]
    low = _hand_rects(widget)[cid]
    scene._hovered(cid, True)
    lifted = _hand_rects(widget)[cid]
    assert lifted.top() < low.top() - low.height() * 0.2
    assert scene.preview.isVisible()
    preview = widget.mapFromScene(scene.preview.sceneBoundingRect()).boundingRect()
    assert not QRectF(preview).intersects(lifted)
    assert QRectF(widget.viewport().rect()).contains(QRectF(preview))
    scene._hovered(cid, False)
    assert _hand_rects(widget)[cid] == low and not item.is_dragging()


def test_the_dock_says_whose_hand_and_follows_the_answering_player(qtbot: Any) -> None:
    view = synthetic_view(3, 1, hand=4, deciding=0)
    w = TableViewWidget(TableScene(animations=False))
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.table.update_from(view)
    assert w.hand_dock.band.title.startswith("Player 1's hand")
    w.table.update_from(dataclasses.replace(view, deciding_player=2))
    assert w.hand_dock.band.title.startswith("Player 3's hand")
    # a player named after the hero is not named twice ("Spider-Man's hand · Spider-Man · 4 cards")
    named = list(view.players)
    named[2] = dataclasses.replace(named[2], name=named[2].identity_name)
    w.table.update_from(dataclasses.replace(view, deciding_player=2, players=tuple(named)))
    assert w.hand_dock.band.title.count(named[2].identity_name) == 1, w.hand_dock.band.title
    w.table.update_from(dataclasses.replace(view, deciding_player=2))
    assert [i.card_id for i in w.hand_dock.items] == list(view.zone(player_zone(2, "hand")).cards)
    # player 1's hand went back to a face-down pile in their area
    assert w.table.layout is not None and w.table.layout.zones[player_zone(0, "hand")].hidden


def test_a_card_dropped_on_the_dock_goes_back_to_the_hand(widget: TableViewWidget, view: TableView) -> None:
    scene = widget.table
    card = view.cards[view.zone(player_zone(0, "hand")).cards[0]]
    vp = widget.viewport().rect()
    on_dock = widget.mapToScene(vp.center().x(), vp.height() - 10)
    assert scene.drop_target(card, on_dock) is None


# == layout ==================================================================================================

def test_empty_zones_collapse_to_their_label_and_the_cards_get_the_room() -> None:
    view = synthetic_view(1, 0, hand=3)
    lay = compute_layout(view, 1600, 1000)
    for key in ("side_schemes", "environments", "boost", player_zone(0, "engaged"), player_zone(0, "allies")):
        box = lay.zones[key]
        assert not view.zone(key).cards
        assert box.rect.w >= COLLAPSED * lay.card_w - 1e-6
    full = compute_layout(synthetic_view(1, 2, hand=3), 1600, 1000)
    assert lay.card_w >= full.card_w  # nothing to show: no room kept for it
    docked = compute_layout(view, 1600, 1000, docked_hand=True)
    assert docked.card_w > lay.card_w and docked.docked_hand == view.zone(player_zone(0, "hand")).cards
    assert player_zone(0, "hand") not in docked.zones


def test_rows_without_attachments_keep_no_room_for_them() -> None:
    bare = compute_layout(synthetic_view(2, 2), 1600, 1000)
    attached = compute_layout(synthetic_view(2, 2, attachments=1), 1600, 1000)
    assert bare.zones["villain"].rect.h < attached.zones["villain"].rect.h


# == overlays ================================================================================================

def _loaded(card: CardView, **changes: Any) -> CardView:
    return dataclasses.replace(card, **changes)


@pytest.mark.parametrize("rotation", [0.0, 90.0])
@pytest.mark.parametrize("width", [60.0, 120.0, 240.0])
def test_overlays_never_cover_the_title_or_the_stat_boxes(qtbot: Any, view: TableView, rotation: float,
                                                          width: float) -> None:
    faces = CardFaces()
    scene = TableScene(faces, animations=False)
    checked = 0
    for card in view.cards.values():
        if card.face_down or card.zone.endswith(":hand"):
            continue
        loaded = _loaded(card, damage=2, threat=3, counters=1, acceleration=1, statuses=("stunned", "confused",
                                                                                         "tough"))
        w, h = (width * 88 / 63, width) if card.landscape else (width, width * 88 / 63)
        item = CardItem(loaded, w, h, faces)
        scene.addItem(item)
        item.setRotation(rotation)
        item._keep_overlays_upright()
        regions = face_regions(faces.facts(card.code), w, h)
        rects = item.overlay_rects()
        assert rects, card.name
        for r in rects:
            assert not r.intersects(regions["title"]), (card.name, r, regions["title"])
            assert regions["stats"].isEmpty() or not r.intersects(regions["stats"]), (card.name, r)
        checked += 1
    assert checked >= 8


@pytest.mark.parametrize("rotation", [90.0, -90.0, 270.0])
def test_an_exhausted_cards_dial_and_chips_hang_below_it_as_seen_not_out_to_its_side(
        qtbot: Any, view: TableView, rotation: float) -> None:
    """An exhausted character turns sideways. Its hit points, tokens and status cards must stay below the card as
    the player sees it, within its width: hung from the card's own bottom edge (now at its side) they stuck out
    past the identity zone and the table's edge, where "10/10" read "0/10"."""
    faces = CardFaces()
    scene = TableScene(faces, animations=False)
    checked = 0
    for card in view.cards.values():
        if card.face_down or card.zone.endswith(":hand") or card.landscape:
            continue
        loaded = _loaded(card, damage=2, counters=1, statuses=("stunned", "confused", "tough"))
        item = CardItem(loaded, 100.0, 140.0, faces)
        scene.addItem(item)
        item.setPos(300, 300)
        item.setRotation(rotation)
        seen = item.mapRectToScene(QRectF(0, 0, 100, 140))
        assert seen.width() == pytest.approx(140) and seen.height() == pytest.approx(100)
        overlays = item._overlays()
        assert overlays, card.name
        for child in overlays:
            r = child.mapRectToScene(child.boundingRect())
            if child is item.dial:
                assert r.width() > r.height() * 1.5  # upright as seen
            assert seen.left() - 0.5 <= r.left() and r.right() <= seen.right() + 0.5, (card.name, r, seen)
            assert r.top() >= seen.bottom() - 0.5, (card.name, r, seen)
            assert r.bottom() <= seen.bottom() + 100 * 0.3, (card.name, r, seen)
        checked += 1
    assert checked >= 4


def test_every_character_shows_its_hit_points_on_the_same_dial(view: TableView) -> None:
    faces = CardFaces()
    kinds = set()
    for card in view.cards.values():
        if card.hp is None or card.face_down:
            continue
        item = CardItem(card, 100, 140, faces)
        assert item.dial is not None and item.dial.label == "HP" and item.dial.text == f"{card.hp}/{card.max_hp}"
        assert "damage" not in item.tokens  # the dial shows it
        kinds.add(card.type_code)
    minion = next(c for c in view.cards.values() if c.hp is None and not c.face_down)
    ally = _loaded(minion, type_code="ally", hp=2, max_hp=3, damage=1)
    item = CardItem(ally, 100, 140, faces)
    assert item.dial is not None and item.dial.text == "2/3"
    assert kinds & {"hero", "alter_ego"} and "villain" in kinds


def test_title_size_follows_the_card_size() -> None:
    assert title_px(100) == pytest.approx(11.0)
    assert title_px(82) >= 9.0


# == piles ===================================================================================================

def test_the_pile_viewer_lists_a_discard_pile_sorted(qtbot: Any, view: TableView) -> None:
    key = player_zone(0, "discard")
    zone = view.zone(key)
    assert browsable(zone) and not browsable(view.zone(player_zone(0, "deck")))  # decks are secret
    viewer = PileViewer(view, key, CardFaces())
    qtbot.addWidget(viewer)
    assert viewer.shown_ids() == list(zone.cards)
    assert "top" in viewer.sort.currentText().lower()  # the pile's order says which end is its top
    viewer.sort.setCurrentText("Name")
    names = [view.cards[c].name.lower() for c in viewer.shown_ids()]
    assert names == sorted(names)
    viewer.sort.setCurrentText("Type")
    assert viewer.shown_ids() == [c.id for c in sorted_cards([view.cards[c] for c in zone.cards], "Type")]
    viewer.grid.setCurrentRow(0)
    assert view.cards[viewer.shown_ids()[0]].name in viewer.preview_name.text()


def test_double_click_on_a_pile_asks_for_its_viewer(qtbot: Any, widget: TableViewWidget, view: TableView) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    box = widget.table.zone_item("encounter_discard")
    assert box is not None
    corner = widget.mapFromScene(box.rect.topLeft() + QPointF(box.rect.width() - 4, 4))
    with qtbot.waitSignal(widget.table.zone_activated, timeout=2000) as blocker:
        QTest.mouseDClick(widget.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, corner)
    assert blocker.args == ["encounter_discard"]


# == the targeting arrow =====================================================================================

def test_choosing_a_target_draws_an_arrow_from_the_source_to_the_pointer(widget: TableViewWidget,
                                                                          view: TableView) -> None:
    from PySide6.QtTest import QTest

    villain = next(c.id for c in view.cards.values() if c.zone == "villain")
    widget.set_target_source(villain)
    arrow = widget.target_arrow
    assert arrow.isVisible()
    assert arrow.tail == widget.table.cards[villain].sceneBoundingRect().center()
    point = widget.viewport().rect().center()
    QTest.mouseMove(widget.viewport(), point)
    assert (arrow.head - widget.mapToScene(point)).manhattanLength() < 2
    widget.set_target_source(None)
    assert not arrow.isVisible()


# == card faces ==============================================================================================

def test_keywords_that_matter_have_an_icon_on_the_face_and_in_the_glossary(qtbot: Any,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from mcdesk.app.help import GLOSSARY
    from mcdesk.table import card_face
    from mcdesk.table.icons import KEYWORD_ICONS, svg

    faces = CardFaces()
    drawn: list[str] = []
    real = card_face.draw_icon
    monkeypatch.setattr(card_face, "draw_icon", lambda p, name, rect: drawn.append(name) or real(p, name, rect))
    glossary = {icon for _, rows in GLOSSARY for _, icon, _ in rows if icon}
    for name in KEYWORD_ICONS:
        assert svg(f"keywords/{name}.svg") is not None, name
        assert f"keywords/{name}.svg" in glossary, name  # the same icon in the Glossary
    guard = next(c for c, f in sorted(faces.db.facts.items()) if f.has_keyword("guard"))
    card_face.render_face(faces.db.facts[guard], "Guard.", 200, 280)
    assert "keywords/guard.svg" in drawn
    drawn.clear()
    boosted = next(c for c, f in sorted(faces.db.facts.items()) if (f.boost or 0) >= 2 and not f.boost_star)
    card_face.render_face(faces.db.facts[boosted], "", 200, 280)
    assert drawn.count("keywords/boost.svg") == faces.db.facts[boosted].boost  # the Glossary's boost icon


def test_a_face_with_little_text_fills_its_lower_half_with_a_picture_panel(qtbot: Any) -> None:

    from mcdesk.table import card_face

    faces = CardFaces()
    villain = faces.db.facts["01094"]  # Rhino: no rules text on its face
    img = card_face.render_face(villain, "", 200, 280)
    colour = card_face.card_color(villain)
    lower = [img.pixelColor(x, y) for y in range(150, 230, 8) for x in range(30, 170, 8)]
    near = [c for c in lower if abs(c.hue() - colour.hue()) < 25 and c.saturation() > 60]
    assert len(near) > len(lower) * 0.5, "the lower half is no longer blank: the card's colours fill it"


def test_removed_and_set_aside_cards_are_piles_one_can_look_through() -> None:
    from mcdesk.games.champions.engine.zones import remove_from_game

    g = advanced_game(seed=2)
    gone = g.state.zone("discard", 0)[0]
    remove_from_game(g, gone, force=True)
    view = table_view(g)
    removed = view.zone("removed")
    assert gone in removed.cards and browsable(removed)
    assert view.zone("set_aside").count == 0 and not browsable(view.zone("set_aside"))
    lay = compute_layout(view, 1600, 1000, docked_hand=True)
    assert gone in lay.cards and lay.cards[gone].zone == "removed"
    assert lay.zones["set_aside"].rect.w == pytest.approx(COLLAPSED * lay.card_w)  # empty: its label only

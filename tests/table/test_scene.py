"""The table scene and view: items follow the engine's views; input becomes signals; export."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from mcdesk.games.champions.engine import Game
from mcdesk.games.champions.view import table_view
from mcdesk.table.items import CardItem
from mcdesk.table.scene import TableScene, TableViewWidget
from mcdesk.table.view_model import TableView, diff, player_zone

from .conftest import advanced_game


@pytest.fixture(scope="module")
def game() -> Game:
    return advanced_game()


@pytest.fixture()
def view(game: Game) -> TableView:
    return table_view(game)


def card_rect(item: CardItem) -> QRectF:
    """The card's own rectangle (no highlight margin) in scene coordinates."""
    w, h = item.size
    return item.mapRectToScene(QRectF(0, 0, w, h))


def test_view_model_from_game(game: Game, view: TableView) -> None:
    s = game.state
    assert view.players[0].identity == game.identity(0)
    villain = view.card(game.villain())  # type: ignore[arg-type]
    assert villain.zone == "villain" and villain.hp == villain.max_hp and villain.stage == "I"
    main = view.card(game.main_scheme())  # type: ignore[arg-type]
    assert main.zone == "main_scheme" and main.threat_target and main.landscape
    assert view.zone("encounter_deck").count == len(s.zone("encounter_deck"))
    assert view.zone(player_zone(0, "deck")).count == len(s.zone("deck", 0))
    assert view.zone(player_zone(0, "hand")).cards == tuple(s.zone("hand", 0))
    in_play = [c for c in s.zone("play", 0)]
    assert len(in_play) >= 2
    for cid in in_play:
        assert view.card(cid).zone.startswith("p0:")
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.round = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.cards[1] = view.cards[1]  # type: ignore[index]


def test_every_card_has_an_item_in_its_zone(qtbot, view: TableView) -> None:  # type: ignore[no-untyped-def]
    scene = TableScene(animations=False)
    scene.update_from(view)
    lay = scene.layout
    assert lay is not None
    assert set(scene.cards) == set(lay.cards)
    for card in view.shown_cards():
        zone = view.zone(card.zone)
        if zone.kind == "pile" and card.id != zone.cards[0]:
            continue  # a pile shows its top card
        item = scene.card_item(card.id)
        assert item is not None, card
        zone_item = scene.zone_item(card.zone)
        assert zone_item is not None
        assert zone_item.rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(card_rect(item)), card
    for key in lay.zones:
        assert scene.zone_item(key) is not None
    for item in scene.cards.values():
        assert scene.sceneRect().contains(card_rect(item))
    hand = view.zone(player_zone(0, "hand")).cards
    assert hand and all(scene.cards[c].draggable for c in hand)
    identity = scene.cards[view.players[0].identity]
    assert identity.dial is not None and identity.dial.text == f"{view.players[0].hp}/{view.players[0].max_hp}"


def test_update_keeps_items_by_id_and_moves_played_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    g = advanced_game(plays=0)
    scene = TableScene(animations=False)
    before = table_view(g)
    scene.update_from(before)
    items = dict(scene.cards)
    # play one more card
    d = g.pending
    assert d is not None
    play = next(k for k in d.keys if k.startswith("play:"))
    cid = int(play.split(":")[1])
    g.answer(play)
    while g.pending is not None and g.pending.kind == "pay":
        g.answer(g.pending.keys[0])
    after = table_view(g)
    changes = diff(before, after)
    assert cid in changes.moved or cid in changes.removed
    scene.update_from(after)
    for c, item in items.items():
        if c in scene.cards:
            assert scene.cards[c] is item  # the same item, moved
        else:
            assert item.scene() is None
    if cid in scene.cards:
        assert scene.cards[cid].card.zone == after.card(cid).zone
        assert not scene.cards[cid].draggable


def test_exhaust_rotates_90_about_the_centre(qtbot) -> None:  # type: ignore[no-untyped-def]
    g = advanced_game()
    ident = g.identity(0)
    scene = TableScene(animations=False)
    scene.update_from(table_view(g))
    item = scene.cards[ident]
    centre = card_rect(item).center()
    g.state.cards[ident].exhausted = True
    scene.update_from(table_view(g))
    assert item.rotation() == 90
    # it turned about its centre, which may move sideways to make room but not up or down
    assert card_rect(item).center().y() == pytest.approx(centre.y())
    assert card_rect(item).width() > card_rect(item).height()
    # with animations on, it turns back over a short animation
    scene.set_animations(True)
    g.state.cards[ident].exhausted = False
    scene.update_from(table_view(g))
    assert item.is_animating() and item.rotation() != 0
    qtbot.waitUntil(lambda: not item.is_animating() and item.rotation() == 0, timeout=3000)
    assert item.dial is not None and item.dial.rotation() == 0  # the dial stays upright


def test_highlight_marks_exactly_the_given_cards(qtbot, view: TableView) -> None:  # type: ignore[no-untyped-def]
    scene = TableScene(animations=False)
    scene.update_from(view)
    ids = sorted(scene.cards)
    a, b, c, d = ids[:4]
    scene.highlight([a, b], "target")
    assert scene.highlighted() == {a: "target", b: "target"}
    scene.highlight([c], "target")
    assert scene.highlighted() == {c: "target"}
    scene.highlight([d, 99999], "payment")
    assert scene.highlighted() == {c: "target", d: "payment"}
    assert scene.highlighted("payment") == {d: "payment"}
    scene.update_from(view)  # survives an update
    assert scene.highlighted() == {c: "target", d: "payment"}
    scene.clear_highlights("target")
    assert scene.highlighted() == {d: "payment"}
    scene.clear_highlights()
    assert scene.highlighted() == {}


@pytest.fixture()
def widget(qtbot, view: TableView) -> TableViewWidget:  # type: ignore[no-untyped-def]
    scene = TableScene(animations=False)
    w = TableViewWidget(scene)
    qtbot.addWidget(w)
    w.resize(960, 600)
    scene.update_from(view)
    w.show()
    qtbot.waitExposed(w)
    return w


def _variance(img: QImage) -> float:
    img = img.scaled(96, 60)
    values = [img.pixelColor(x, y).lightness() for y in range(img.height()) for x in range(img.width())]
    mean = sum(values) / len(values)
    return sum((v - mean) ** 2 for v in values) / len(values)


def test_export_image(widget: TableViewWidget, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "table.png"
    size = widget.export_image(path, scale=0.5)
    rect = widget.table.sceneRect()
    assert (size.width(), size.height()) == (round(rect.width() * 0.5), round(rect.height() * 0.5))
    img = QImage(str(path))
    assert img.size() == size
    assert _variance(img) > 100  # cards, zones and text: far from a blank table
    vis = widget.export_image(tmp_path / "visible.png", scale=2.0, visible_only=True)
    vp = widget.viewport().rect()
    assert (vis.width(), vis.height()) == (vp.width() * 2, vp.height() * 2)
    assert QImage(str(tmp_path / "visible.png")).size() == vis
    with pytest.raises(ValueError):
        widget.export_image(tmp_path / "x.png", scale=0)


def _viewport_point(widget: TableViewWidget, scene_point: QPointF) -> QPoint:
    return widget.mapFromScene(scene_point)


def test_drag_from_hand_emits_drop_and_snaps_back(qtbot, widget: TableViewWidget, view: TableView) -> None:  # type: ignore[no-untyped-def]
    scene = widget.table
    hand = view.zone(player_zone(0, "hand")).cards
    item = scene.cards[hand[-1]]
    home = QPointF(item.pos())
    rotation = item.rotation()
    start = _viewport_point(widget, card_rect(item).center())
    allies = scene.zone_item(player_zone(0, "allies"))
    assert allies is not None
    end = _viewport_point(widget, allies.rect.center())
    vp = widget.viewport()
    with qtbot.waitSignal(scene.card_dropped, timeout=2000) as blocker:
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for k in range(1, 9):
            QTest.mouseMove(vp, start + (end - start) * k / 8)
        assert item.is_dragging()
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert blocker.args == [hand[-1], player_zone(0, "allies")]
    assert not item.is_dragging()
    assert item.pos() == home and item.rotation() == rotation  # back in the hand until the engine says


def test_drop_back_on_the_hand_emits_nothing(qtbot, widget: TableViewWidget, view: TableView) -> None:  # type: ignore[no-untyped-def]
    scene = widget.table
    item = scene.cards[view.zone(player_zone(0, "hand")).cards[0]]
    start = _viewport_point(widget, card_rect(item).center())
    end = start + QPoint(0, -8)
    vp = widget.viewport()
    with qtbot.assertNotEmitted(scene.card_dropped):
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        QTest.mouseMove(vp, start + QPoint(0, -4))
        QTest.mouseMove(vp, end)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_table_cards_do_not_drag(qtbot, widget: TableViewWidget, view: TableView) -> None:  # type: ignore[no-untyped-def]
    scene = widget.table
    item = scene.cards[view.players[0].identity]
    home = QPointF(item.pos())
    start = _viewport_point(widget, card_rect(item).center())
    vp = widget.viewport()
    with qtbot.assertNotEmitted(scene.card_dropped):
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        QTest.mouseMove(vp, start + QPoint(40, -60))
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(40, -60))
    assert item.pos() == home


def test_double_click_context_menu_and_hover(qtbot, widget: TableViewWidget, view: TableView) -> None:  # type: ignore[no-untyped-def]
    scene = widget.table
    villain = view.zone("villain").cards[0]
    item = scene.cards[villain]
    point = _viewport_point(widget, card_rect(item).center())
    vp = widget.viewport()
    QTest.mouseMove(vp, point)
    qtbot.waitUntil(lambda: scene.preview.isVisible(), timeout=2000)
    assert scene.preview.card is not None and scene.preview.card.id == villain
    assert any("HP" in line for line in scene.preview.lines)
    QTest.mouseMove(vp, QPoint(2, 2))  # off the card: the preview goes
    qtbot.waitUntil(lambda: not scene.preview.isVisible(), timeout=2000)
    with qtbot.waitSignal(scene.card_activated, timeout=2000) as blocker:
        QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert blocker.args == [villain]
    from PySide6.QtGui import QContextMenuEvent

    with qtbot.waitSignal(scene.card_context_requested, timeout=2000) as ctx:
        event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, point, vp.mapToGlobal(point))
        widget.contextMenuEvent(event)
    assert ctx.args[0] == villain


def test_zoom_and_fit(qtbot, widget: TableViewWidget) -> None:  # type: ignore[no-untyped-def]
    fit = widget.zoom()
    assert fit == pytest.approx(widget.fitted_zoom())
    widget.zoom_by(2.0)
    assert widget.zoom() == pytest.approx(fit * 2) and not widget.auto_fit
    widget.zoom_by(1000)
    assert widget.zoom() == pytest.approx(fit * widget.MAX_ZOOM)
    widget.fit_to_window()
    assert widget.zoom() == pytest.approx(fit) and widget.auto_fit


def test_animated_update_ends_where_the_layout_says(qtbot) -> None:  # type: ignore[no-untyped-def]
    g = advanced_game(plays=0)
    scene = TableScene(animations=True)
    scene.update_from(table_view(g))  # the first view is placed at once
    assert not scene.is_animating()
    d = g.pending
    assert d is not None
    g.answer(next(k for k in d.keys if k.startswith("play:")))
    while g.pending is not None and g.pending.kind == "pay":
        g.answer(g.pending.keys[0])
    scene.update_from(table_view(g))
    assert scene.is_animating()
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=3000)
    lay = scene.layout
    assert lay is not None
    for cid, pl in lay.cards.items():
        item = scene.cards[cid]
        assert (item.pos().x(), item.pos().y()) == pytest.approx((pl.x, pl.y))
        assert item.rotation() == pytest.approx(pl.rotation) and item.zValue() == pl.z


@pytest.mark.parametrize("players", [2, 4])
def test_multiplayer_scene(qtbot, players: int) -> None:  # type: ignore[no-untyped-def]
    from .conftest import synthetic_view

    view = synthetic_view(players, 3, exhausted=("allies",), attachments=1, deciding=players - 1)
    scene = TableScene(animations=False)
    scene.update_from(view)
    assert len(scene.areas) == players
    lay = scene.layout
    assert lay is not None and lay.hand_player == players - 1
    for cid in lay.cards:
        item = scene.cards[cid]
        zone = scene.zones[lay.cards[cid].zone]
        assert zone.rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(card_rect(item))
    other_hand = view.zone(player_zone(0, "hand")).cards
    assert all(not scene.cards[c].face_up and not scene.cards[c].draggable for c in other_hand)
    scene.set_hand_player(0)  # look at player 1's hand instead
    assert all(scene.cards[c].face_up and scene.cards[c].draggable for c in other_hand)

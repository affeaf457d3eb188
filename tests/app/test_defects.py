"""Defects seen at the table (issue 10 §7): the preview's stale pixels and when it hides, the suggestion's
wording, a trait's full stop, the free table's wheel and number keys and its log lines, card names in the log,
the exported image, and where the Card Images setting is found."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from mcdesk.app.dialogs import ExportDialog
from mcdesk.app.engine_bridge import LogEntry
from mcdesk.app.log_panel import entry_html
from mcdesk.app.prompt_panel import suggestion_reason
from mcdesk.core.decisions import DecisionKind
from mcdesk.core.events import EventKind, GameEvent
from mcdesk.games.champions.engine.manual import count_words, where
from mcdesk.table.card_face import trait_line
from mcdesk.table.scene import IMAGES_HINT, render_table

from .conftest import answer, card_by_name, visible_point, wait_ready


def test_the_preview_holds_its_shadow_and_announces_that_it_goes(make_window: Any) -> None:
    window = make_window(1)
    scene = window.scene
    card = next(iter(scene.cards.values()))
    scene._show_preview(card)
    p = scene.preview
    w, h = p.card_size()
    panel = QRectF(0, 0, w, h + p._panel_h())
    shadow = panel.translated(*p.SHADOW)
    assert p.boundingRect().contains(panel) and p.boundingRect().contains(shadow)
    before = p.sceneBoundingRect()
    scene.hide_preview()
    assert not p.isVisible() and p.card is None
    assert before.width() > 0  # the area repaints: Qt was told before the rectangle shrank


def test_no_preview_while_paying_or_under_a_menu(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    scene = window.scene
    card = card_by_name(window.view, "Helicarrier", ":hand")
    menu = window.card_menu(card)
    window._popup(menu, QPoint(10, 10))
    assert scene.preview_blocked
    scene._hovered(card, True)
    assert not scene.preview.isVisible()
    menu.close()
    QApplication.processEvents()
    assert not scene.preview_blocked
    scene._hovered(card, True)
    assert scene.preview.isVisible()
    answer(qtbot, window, f"play:{card}")
    assert window.view.pending.kind is DecisionKind.PAY
    assert scene.preview_blocked and not scene.preview.isVisible()


def test_a_suggestion_does_not_repeat_itself_and_leaves_with_its_decision(qtbot: Any, make_window: Any) -> None:
    assert suggestion_reason("Play Surveillance Team (support)", "Play Surveillance Team") == ""
    assert suggestion_reason("Keep", "Keep.") == ""
    assert suggestion_reason("Keep", "Your hand has a good curve.") == "Your hand has a good curve."
    assert suggestion_reason("Mulligan X", "Mulligan X: not useful early") == "Not useful early"
    window = make_window(1)
    window.prompt.show_suggestion(window.view.pending.keys[0], "Play X (support)", "Play X")
    assert window.prompt.suggest_label.text().count("Play X") == 1
    window.statusBar().showMessage("Suggestion: Keep", 10000)
    answer(qtbot, window, "keep")
    assert not window.statusBar().currentMessage().startswith("Suggestion:")


def test_a_trait_that_ends_in_a_full_stop_gets_no_second_one() -> None:
    assert trait_line(["S.H.I.E.L.D."]) == "S.H.I.E.L.D."
    assert trait_line(["Avenger", "S.H.I.E.L.D."]) == "Avenger. S.H.I.E.L.D."
    assert trait_line(["Hero for Hire"]) == "Hero for Hire."


def test_changes_by_hand_read_as_a_player_says_them() -> None:
    assert where("play", 1) == "into play for player 2"
    assert where("hand", 0) == "to player 1's hand"
    assert where("encounter_discard", None) == "to the encounter discard pile"
    assert count_words("confused", 1) == "is confused"
    assert count_words("tough", 0) == "is no longer tough"
    assert count_words("damage", 3) == "now has 3 damage"
    assert count_words("counters", 1) == "now has 1 counter"


def _wheel(window: Any, pos: QPoint, steps: int) -> None:
    vp = window.table.viewport()
    ev = QWheelEvent(QPointF(pos), QPointF(vp.mapToGlobal(pos)), QPoint(0, 0), QPoint(0, 120 * steps),
                     Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(vp, ev)


def test_free_table_wheel_and_number_keys_over_a_card(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    start = window.view
    villain = start.table.zone("villain").cards[0]
    scheme = start.table.zone("main_scheme").cards[0]
    zoom = window.table.zoom()
    _wheel(window, visible_point(window, villain), 2)  # not a free table: the wheel zooms
    assert window.table.zoom() != zoom and window.view.decisions == start.decisions
    window.table.fit_to_window()
    window.free_action.trigger()
    _wheel(window, visible_point(window, villain), 1)
    view = wait_ready(qtbot, window, lambda v: v.decisions == start.decisions + 1)
    assert view.table.cards[villain].damage == 1
    assert window.log_panel.plain_text().splitlines()[-1] == f"By hand: {view.table.cards[villain].name} now has " \
                                                            "1 damage."
    threat = view.table.cards[scheme].threat
    p = visible_point(window, scheme)
    QTest.mouseMove(window.table.viewport(), p)
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_7)
    view = wait_ready(qtbot, window, lambda v: v.decisions == start.decisions + 2)
    assert view.table.cards[scheme].threat == 7 != threat


def test_card_names_in_the_log_can_be_hovered(qtbot: Any, make_window: Any) -> None:
    e = LogEntry("Rhino attacks Spider-Man.", "line", GameEvent(EventKind.ATTACK, "", card=3, target=7))
    names = {3: "Rhino", 7: "Spider-Man"}
    html = entry_html(e, names.get)
    assert 'href="card:3"' in html and 'href="card:7"' in html and ">Rhino</a>" in html
    assert "href" not in entry_html(e)
    window = make_window(1)
    villain = window.view.table.zone("villain").cards[0]
    hovered: list[int] = []
    window.log_panel.card_hovered.connect(hovered.append)
    window.log_panel._hover(f"card:{villain}")
    assert hovered == [villain]
    assert window.scene.preview.isVisible() and window.scene.preview.card.id == villain
    assert window.scene.highlighted("hover") == {villain: "hover"}
    window.log_panel._hover("")
    assert not window.scene.preview.isVisible() and hovered == [villain, -1]
    linked = [e for e in window.log_panel.entries if e.event is not None and e.event.card is not None]
    assert linked and 'href="card:' in window.log_panel.text.toHtml()


def test_export_defaults_to_twice_the_size_and_draws_no_glows(qtbot: Any, make_window: Any) -> None:
    dialog = ExportDialog(QSize(1000, 600), QSize(800, 500))
    qtbot.addWidget(dialog)
    assert dialog.scale.value() == 2.0
    window = make_window(1)
    scene = window.scene
    plain = render_table(scene, QSize(480, 300))
    assert scene.highlighted()  # the mulligan: the hand glows
    glowing = dict(scene.highlighted())
    scene.clear_highlights()
    assert render_table(scene, QSize(480, 300)) == plain  # the picture is the same with or without glows
    for kind in set(glowing.values()):
        scene.highlight([c for c, k in glowing.items() if k == kind], kind)
    render_table(scene, QSize(48, 30))
    assert scene.highlighted() == glowing  # and the glows come back


def test_the_card_images_setting_is_found_from_a_card(make_window: Any) -> None:
    window = make_window(1)
    card = next(iter(window.scene.cards.values()))
    window.scene._show_preview(card)
    assert window.scene.preview.lines[-1] == IMAGES_HINT  # no scan of it yet: where to set them
    texts = [a.text() for a in window.card_menu(card.card_id).actions()]
    assert "Card &Images…" in texts
    assert "Card &Images…" in [a.text() for a in window.settings_menu.actions()]

"""What a newcomer stumbles on at 1280x720: cut-off names on the table with no way to read them, an unexplained
start screen, a glossary that does not say which game it explains, a New Game page opening on a Civil War
villain, a pile viewer whose order does not say which end is the top."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from mcdesk.app.game_choice import setup_dialog
from mcdesk.app.game_kinds import CHAMPIONS, KINDS, LEGENDARY, VS
from mcdesk.app.help import HelpDialog, glossary_html
from mcdesk.app.main_window import MainWindow
from mcdesk.app.new_game import NewGameDialog
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.table.card_face import font
from mcdesk.table.items import ZoneItem

from .conftest import visible_point, wait_ready


def _label_fits(zone: ZoneItem) -> bool:
    """Whether the zone's label is drawn whole (as ZoneItem._draw_label measures it, roughly)."""
    unit = min(zone._card.width(), zone._card.height()) if not zone._card.isEmpty() else zone.rect.height() / 2
    fm = QFontMetricsF(font(unit * 0.2 * 0.62, bold=True, condensed=True))
    return fm.horizontalAdvance(zone.title) <= zone.rect.width() - unit * 0.5


def test_every_zone_and_area_names_itself_whole_in_a_tooltip(qtbot: Any, make_window: Any) -> None:
    window: MainWindow = make_window(1)
    window.resize(1280, 720)
    view = wait_ready(qtbot, window)
    qtbot.waitUntil(lambda: window.scene.zone_item("side_schemes") is not None)
    scene = window.scene
    cut = [z.title for z in scene.zones.values() if not _label_fits(z)]
    assert cut, "at 1280x720 some zone labels are elided (the premise of this test)"
    for key, zone in scene.zones.items():
        tip = scene.tip_at(zone.rect.topLeft() + QPointF(4, 4))
        assert tip.startswith(zone.title), (key, tip)
    assert scene.tip_at(scene.zones["encounter_deck"].rect.center()).endswith(" cards")
    area = scene.areas[0]
    assert view.table.players[0].name in scene.tip_at(area.mapToScene(QPointF(area.boundingRect().width() / 2, 3)))
    # over a card: no tooltip (its preview tells about it)
    card = next(iter(c for c in scene.cards.values() if c.card.zone == "villain"))
    assert scene.tip_at(window.table.mapToScene(visible_point(window, card.card.id))) == ""
    # and the view really shows it on a tooltip event
    side = scene.zones["side_schemes"]
    pos = window.table.mapFromScene(side.rect.topLeft() + QPointF(4, 4))
    vp = window.table.viewport()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, pos, vp.mapToGlobal(pos)))
    assert QToolTip.text() == "Side schemes"


def test_the_start_screen_says_what_it_offers_before_any_game(qtbot: Any) -> None:
    window = MainWindow(default_setup(), 9, start_screen=True)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    try:
        screen = window.start_screen
        assert screen is not None and not screen.games
        labels = [lab.text() for lab in screen.findChildren(QLabel)]
        assert any("Marvel Champions" in t and "Vs. System" in t and "Legendary" in t for t in labels)
        for b in (screen.continue_button, screen.new_button, screen.open_button, screen.assistant_button):
            assert len(b.toolTip()) > 20, b.text()
        assert "real cards" in screen.assistant_button.toolTip()
        # the empty list says what will be there, and is nothing to click
        assert screen.list.count() == 1
        item = screen.list.item(0)
        assert "listed here" in item.text() and not item.flags() & Qt.ItemFlag.ItemIsEnabled
        assert item.data(Qt.ItemDataRole.UserRole) is None
    finally:
        window.shutdown()


def test_a_first_marvel_champions_game_offers_rhino_not_a_civil_war_villain(qtbot: Any) -> None:
    db = default_database()
    vs_game = KINDS[VS].default_setup()
    for current in (None, vs_game):  # nothing played yet, or the last game was another game
        page = setup_dialog(CHAMPIONS, db, current, None, None)
        qtbot.addWidget(page)
        assert isinstance(page, NewGameDialog) and page.current_mode() == "cooperative"
        setup, _ = page.result_setup()
        assert setup.scenario == "rhino" and setup.modular_sets == ("bomb_scare",), setup
        assert "Civil War" not in page.scenario.currentText()


def test_the_glossary_says_which_game_it_explains(qtbot: Any, make_window: Any) -> None:
    window: MainWindow = make_window(1)
    assert "Marvel Champions" in window.glossary_action.text()
    assert "Marvel Champions" in glossary_html()
    window.show_glossary()
    dialog = next(d for d in window.findChildren(HelpDialog) if d.isVisible())
    assert "Marvel Champions" in dialog.windowTitle()


def test_every_new_game_page_fits_a_1280x720_screen_and_names_its_game(qtbot: Any) -> None:
    """Each page at its tallest (4 heroes; every Vs. System layout; 5 Legendary players) fits under a title bar."""
    db = default_database()
    pages = {key: setup_dialog(key, db, None, None, None) for key in (CHAMPIONS, VS, LEGENDARY)}
    champions, vs, legendary = pages[CHAMPIONS], pages[VS], pages[LEGENDARY]
    assert isinstance(champions, NewGameDialog)
    champions.player_count.setValue(4)
    legendary.player_count.setValue(5)
    for page in pages.values():
        qtbot.addWidget(page)
        assert " — " in page.windowTitle(), page.windowTitle()  # "New Game — <the game>"

    def fits(page: Any) -> None:
        page.show()
        page.adjustSize()
        hint = page.sizeHint()
        assert hint.width() <= 1280 and hint.height() <= 680, (page.windowTitle(), hint)

    fits(champions)
    fits(legendary)
    for i in range(vs.layout_box.count()):
        vs.layout_box.setCurrentIndex(i)
        fits(vs)

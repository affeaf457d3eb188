"""The card picker: a search of a deck (or a choice among cards in a pile) shows the cards' faces to click."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mcdesk.app.card_picker import CardPicker, picking
from mcdesk.app.engine_bridge import EngineView
from mcdesk.app.game_kinds import CHAMPIONS, KINDS
from mcdesk.app.offstage import decision_cards
from mcdesk.app.prompt_panel import PromptPanel
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.table.card_face import CardFaces

from .conftest import wait_ready

BLACK_PANTHER = "01040a"
GENIUS, STRENGTH = "01088", "01090"
UPGRADES = ["01038", "01081", "01047", "01046", "01048", "01049"]
"""Powered Gauntlets, Armored Vest, Panther Claws, Energy Daggers, Tactical Genius, Vibranium Suit."""
FIRST_DECK_ID = 4


def view_of(game: Any, game_id: int = 1) -> EngineView:
    """The view the engine bridge sends for ``game`` (its table, its decision and the cards the decision names
    that the table does not list)."""
    table = KINDS[CHAMPIONS].table_view(game)
    return EngineView(table=table, pending=game.pending, log=(), log_reset=True, decisions=len(game.answers),
                      can_undo=False, can_redo=False, seed=0, setup=game.setup, title="test", game_id=game_id,
                      decision_cards=decision_cards(KINDS[CHAMPIONS], game, table, game.pending))


def shuri_search() -> Harness:
    """Shuri's response after she enters play: search your deck for an upgrade (six in the deck)."""
    h = Harness(heroes=[BLACK_PANTHER], deck=[GENIUS] * 5 + UPGRADES + [GENIUS] * 9)
    h.form(0, "hero")
    shuri = h.add("Shuri", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    for key in (f"play:{shuri}", f"pay:discard:{strength}", f"use:{shuri}:0"):
        h.answer(key)
    return h


def ancestral_knowledge() -> Harness:
    """Ancestral Knowledge: up to 3 cards of the discard pile (a pile: only its top card shows) shuffled into
    the deck; after the first (Strength, which paid for it), the others or none."""
    h = Harness(heroes=[BLACK_PANTHER])
    h.form(0, "alter_ego")
    ak = h.add("Ancestral Knowledge", "hand")
    pay = h.add("Strength", "hand")
    for name in ("Genius", "Energy", "Panther Claws", "Energy Daggers"):
        h.add(name, "discard")
    h.start_turn(0)
    for key in (f"play:{ak}", f"pay:discard:{pay}", f"card:{pay}"):
        h.answer(key)
    return h


def panel(qtbot: Any) -> PromptPanel:
    p = PromptPanel(CardFaces(default_database()))
    qtbot.addWidget(p)
    p.resize(380, 800)
    p.show()
    return p


def click_card(picker: CardPicker, card_id: int) -> None:
    row = picker.shown_ids().index(card_id)
    rect = picker.grid.visualItemRect(picker.grid.item(row))
    QTest.mouseClick(picker.grid.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())


def test_a_deck_search_offers_the_cards_faces_though_the_table_does_not_list_them() -> None:
    h = shuri_search()
    view = view_of(h.game)
    deck_ids = [FIRST_DECK_ID + 5 + n for n in range(len(UPGRADES))]
    assert not any(c in view.table.cards for c in deck_ids)  # in the deck: the table does not list them
    assert [view.decision_cards[c].code for c in deck_ids] == UPGRADES
    assert view.decision_cards[deck_ids[0]].name == "Powered Gauntlets"
    assert view.decision_cards[deck_ids[0]].zone == "p0:deck"
    offer = picking(view)
    assert offer is not None
    assert [c.key for c in offer.choices] == [f"card:{c}" for c in deck_ids]
    assert offer.others == ()


def test_the_picker_opens_by_itself_and_a_click_answers_as_the_list_button(qtbot: Any) -> None:
    h = shuri_search()
    view = view_of(h.game)
    p = panel(qtbot)
    p.show_view(view)
    picker = p.picker.dialog
    assert picker is not None and picker.isVisible()
    daggers = FIRST_DECK_ID + 5 + UPGRADES.index("01046")
    assert picker.shown_ids() == [FIRST_DECK_ID + 5 + n for n in range(len(UPGRADES))]
    assert p.button_for(f"card:{daggers}") is not None  # the list buttons stay
    assert p.hint_label.text().startswith("These cards are not on the table")
    with qtbot.waitSignal(p.option_chosen, timeout=2000) as sig:
        click_card(picker, daggers)
    assert sig.args == [f"card:{daggers}"]
    assert p.picker.dialog is None  # answered: it closed


def test_the_panel_button_opens_the_picker_again(qtbot: Any) -> None:
    h = shuri_search()
    p = panel(qtbot)
    p.show_view(view_of(h.game))
    assert p.picker.dialog is not None
    p.picker.dialog.close()
    assert p.picker.dialog is None
    p.show_view(view_of(h.game))  # the same decision again: it does not open by itself a second time
    assert p.picker.dialog is None
    button = next(w for w in p._extra_widgets if w.objectName() == "pickerButton")
    assert button.text() == "Show the 6 cards"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert p.picker.dialog is not None and p.picker.dialog.isVisible()


def test_choosing_nothing_stays_available_in_the_picker_and_the_list(qtbot: Any) -> None:
    h = ancestral_knowledge()
    view = view_of(h.game)
    offer = picking(view)
    assert offer is not None and len(offer.choices) == 4
    assert [o.key for o in offer.others] == ["none"]
    p = panel(qtbot)
    p.show_view(view)
    picker = p.picker.dialog
    assert picker is not None
    assert [b.text() for b in picker.answer_buttons] == ["None"]
    assert p.button_for("none") is not None
    with qtbot.waitSignal(p.option_chosen, timeout=2000) as sig:
        QTest.mouseClick(picker.answer_buttons[0], Qt.MouseButton.LeftButton)
    assert sig.args == ["none"]


def test_no_picker_for_a_turn_or_for_cards_on_the_table(qtbot: Any) -> None:
    h = Harness(heroes=[BLACK_PANTHER])
    for name in ("Genius", "Energy", "Strength", "Panther Claws"):
        h.add(name, "hand")
    h.start_turn(0)
    p = panel(qtbot)
    view = view_of(h.game)
    assert h.game is not None and h.game.pending is not None and h.game.pending.kind.value == "turn"
    assert picking(view) is None
    p.show_view(view)
    assert p.picker.dialog is None
    assert not any(w.objectName() == "pickerButton" for w in p._extra_widgets)

    # a mulligan names the cards of the hand, which lies face up on the table
    deck = tuple([GENIUS] * 26 + UPGRADES[2:])
    g = Game(GameSetup(players=(PlayerSetup(BLACK_PANTHER, deck),)), seed=3)
    assert g.pending is not None and g.pending.kind.value == "mulligan" and len(g.pending.options) > 3
    assert picking(view_of(g)) is None


def test_the_picker_closes_when_the_decision_changes(qtbot: Any) -> None:
    h = shuri_search()
    p = panel(qtbot)
    p.show_view(view_of(h.game))
    picker = p.picker.dialog
    assert picker is not None
    with qtbot.waitSignal(picker.finished, timeout=2000):
        h.answer(f"card:{FIRST_DECK_ID + 5}")
        p.show_view(view_of(h.game))
    assert p.picker.dialog is None and not picker.isVisible()


def test_a_setup_search_in_a_game_answers_through_the_window(qtbot: Any, make_window: Any) -> None:
    """T'Challa's Setup search for a Black Panther upgrade, in a game: the picker opens in the window and a click
    on a card puts that card in the hand."""
    deck = tuple([GENIUS] * 26 + UPGRADES[2:])
    window = make_window(seed=3, setup=GameSetup(players=(PlayerSetup(BLACK_PANTHER, deck),)))
    window.choose("keep")
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.kind.value == "target")
    picker = window.prompt.picker.dialog
    assert picker is not None and picker.isVisible()
    chosen = picker.shown_ids()[-1]
    name = view.decision_cards[chosen].name
    click_card(picker, chosen)
    view = wait_ready(qtbot, window, lambda v: chosen in v.table.cards)
    assert view.table.cards[chosen].zone == "p0:hand" and view.table.cards[chosen].name == name
    assert window.prompt.picker.dialog is None

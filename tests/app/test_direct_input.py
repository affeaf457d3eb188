"""Direct manipulation on the table (issue 21, item 2): every option of a decision that names one card is given
by clicking that card (or, where the card goes somewhere of its choosing, dragging it there), in every game;
nothing drawn over the table (the targeting arrow, banners, the hover preview, a hand card's lift) takes a
click meant for a card. The mouse is real: presses, moves and releases on the table's viewport at the card's
place on screen; only the window's answer to the engine is recorded instead of sent."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from mcdesk.app.game_kinds import COMPETITIVE, KINDS
from mcdesk.app.main_window import MainWindow
from mcdesk.app.prompt_panel import REVEAL_PREFIX
from mcdesk.app.seats import AUTOPILOT, HUMAN
from mcdesk.app.table_widget import card_under
from mcdesk.core.decisions import ActionKind, Decision, DecisionKind, Option
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, default_setup
from mcdesk.games.champions.engine.game import GameSetup, PlayerSetup
from mcdesk.games.legendary.engine.setup_rules import first_game
from mcdesk.games.vs.cards.decks import first_deck
from mcdesk.games.vs.engine.game import GameSetup as VsSetup
from mcdesk.games.vs.engine.game import PlayerSetup as VsPlayer
from mcdesk.table.banners import ArrowItem, BannerItem, NumberItem, RevealItem
from mcdesk.table.hand_dock import LIFT

from .conftest import answer, run, visible_point, wait_ready
from .conftest import drag_card as drag_now

Chosen = list[str]


def vs_setup() -> VsSetup:
    return VsSetup(tuple(VsPlayer(first_deck(t).main, first_deck(t).cards) for t in ("avengers", "villains")),
                   "1v1", 0)


def record_answers(window: MainWindow) -> Chosen:
    """From now on the window's answers are written down, not sent (the engine stays where it is)."""
    chosen: Chosen = []
    window.choose = chosen.append  # type: ignore[method-assign,assignment]
    return chosen


def send_answers(window: MainWindow) -> None:
    del window.choose  # back to the class's method


def card_options(window: MainWindow) -> list[Option]:
    """The pending decision's options that concern one card shown on the table: the option names that one
    card, or its action names a card the option concerns (a "yes" to a card's "you may" names no card)."""
    view = window.view
    assert view is not None and view.pending is not None
    return [o for o in view.pending.options if o.cards and option_card(o) in window.scene.cards]


def option_card(o: Option) -> int | None:
    if o.action is not None and o.action.card is not None and o.action.card in o.cards:
        return o.action.card
    return o.cards[0] if len(o.cards) == 1 else None


def pick_from_menu(key: str) -> bool:
    """Click ``key``'s entry in the small menu a click opened at the card (False: no menu is open)."""
    menu = QApplication.activePopupWidget()
    if not isinstance(menu, QMenu):
        return False
    actions = [a for a in menu.actions() if a.data() == key]
    assert actions, f"{key} is not in the card's menu: {[a.text() for a in menu.actions()]}"
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     menu.actionGeometry(actions[0]).center())
    menu.close()
    return True


def click_gives(qtbot: Any, window: MainWindow, chosen: Chosen, option: Option) -> None:
    """A click on the option's card (then its entry in the card's small menu, if several options name the card)
    gives exactly that option."""
    card = option_card(option)
    assert card is not None
    chosen.clear()
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     visible_point(window, card))
    if not chosen:
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=2000)
        assert pick_from_menu(option.key)
    assert chosen == [option.key], (option.label, chosen)


def sweep(qtbot: Any, window: MainWindow, decisions: int, seat: int | None = 0,
          policy: Callable[[MainWindow], str] | None = None,
          until: Callable[[Decision], bool] | None = None) -> dict[str, int]:
    """Over ``decisions`` decisions of ``seat`` (answered by the autopilot's suggestion, or ``policy``; the
    sweep stops early at a decision ``until`` accepts): every card-option is reached by clicking its card.
    Returns how many options of each kind were clicked. ``seat`` None: every seat's decisions."""
    kinds: dict[str, int] = {}
    for _ in range(decisions):
        view = wait_ready(qtbot, window, lambda v: v.pending is None or seat in (None, v.pending.player))
        if view.pending is None:
            break
        if view.handover is not None:  # the next person takes the computer first: no choices show till then
            answer(qtbot, window, f"{REVEAL_PREFIX}{view.handover}")
            continue
        settle(qtbot, window)
        chosen = record_answers(window)
        try:
            for option in card_options(window):
                click_gives(qtbot, window, chosen, option)
                kind = option.action.kind.value if option.action is not None else "?"
                kinds[kind] = kinds.get(kind, 0) + 1
        finally:
            send_answers(window)
        if until is not None and until(view.pending):
            break
        if policy is not None:
            key = policy(window)
        else:
            reply = run(qtbot, window, window.suggest())
            assert reply.ok, reply.message
            key = reply.data[0]
        answer(qtbot, window, key)
    return kinds


def settle(qtbot: Any, window: MainWindow) -> None:
    """Wait until no card is on its way (a person clicks a card where it lies)."""
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=3000)


def drag_card(qtbot: Any, window: MainWindow, card: int, zone: str) -> None:
    settle(qtbot, window)
    drag_now(window, card, zone)


def scene_point(window: MainWindow, card: int, fx: float = 0.5, fy: float = 0.5) -> QPoint:
    item = window.scene.cards[card]
    w, h = item.size
    return item.deviceTransform(window.table.viewportTransform()).map(QPointF(w * fx, h * fy)).toPoint()


# == Marvel Champions ==========================================================================================
def champions_policy(window: MainWindow) -> str:
    """Keep the hand, change to hero form, thwart with what can: the way to a scheme target chosen with the
    targeting arrow up."""
    d = window.view.pending if window.view else None
    assert d is not None
    keys = [o.key for o in d.options]
    for want in ("keep", "change_form"):
        if want in keys:
            return want
    return next((k for k in keys if k.startswith("thwart")), keys[0])


def test_marvel_champions_every_card_option_by_click_and_the_scheme_under_the_targeting_arrow(
        qtbot: Any, make_window: Any) -> None:
    window = make_window(2, setup=default_setup())
    window.resize(1280, 720)
    kinds = sweep(qtbot, window, 80, policy=champions_policy,
                  until=lambda d: d.kind is DecisionKind.TARGET and d.source is not None and "scheme" in d.prompt)
    # mulligans, plays from hand, payments, basic attacks and uses of cards in play were all clicked
    assert {"mulligan", "play", "pay", "attack"} <= kinds.keys(), kinds
    view = wait_ready(qtbot, window)
    settle(qtbot, window)
    d = view.pending
    assert d is not None and d.kind is DecisionKind.TARGET and d.source is not None, d
    arrow = window.table.target_arrow
    assert arrow.isVisible() and arrow.source_id == d.source
    schemes = [o for o in d.options if o.action is not None and o.action.card is not None
               and view.table.cards[o.action.card].landscape]
    assert schemes, [o.label for o in d.options]
    chosen = record_answers(window)
    for option in schemes:
        card = option.action.card if option.action is not None else None
        assert card is not None
        vp = window.table.viewport()
        p = scene_point(window, card)
        QTest.mouseMove(vp, p)
        qtbot.waitUntil(lambda p=p: arrow in window.table.items(p))  # the arrow's head lies on the scheme
        items = window.table.items(p)
        assert items.index(arrow) < items.index(window.scene.cards[card])  # drawn over it
        assert card_under(window.table, p) is window.scene.cards[card]
        chosen.clear()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
        assert chosen == [option.key], option.label


def test_marvel_champions_four_players_every_card_option_by_click(qtbot: Any, make_window: Any) -> None:
    """A crowded table at 1280x720: four heroes' cards, each player's hand docked in turn."""
    decks = list(BUILTIN_DECKS.values())[:4]
    setup = GameSetup(players=tuple(PlayerSetup(d.identity, d.codes(), d.name.split(" (")[0]) for d in decks),
                      scenario="rhino", modular_sets=("bomb_scare",))
    window = make_window(4, setup=setup)
    window.resize(1280, 720)
    kinds = sweep(qtbot, window, 40, seat=None)
    assert {"mulligan", "play", "pay"} <= kinds.keys(), kinds


def test_banners_arrows_numbers_the_preview_and_a_reveal_beside_a_card_let_its_click_through(
        qtbot: Any, make_window: Any) -> None:
    window = make_window(1, setup=default_setup())
    answer(qtbot, window, "keep")
    view = wait_ready(qtbot, window)
    settle(qtbot, window)
    identity = view.table.players[0].identity
    item = window.scene.cards[identity]
    rect = item.sceneBoundingRect()
    centre = rect.center()
    over = [BannerItem("Villain phase", window.scene.sceneRect()),
            ArrowItem(centre - QPointF(rect.width(), 0), centre + QPointF(rect.width(), 0), "attack", 12.0),
            NumberItem("+2", "damage", 40.0)]
    over[0].setPos(0, centre.y() - window.scene.sceneRect().center().y())
    over[2].setPos(centre - QPointF(10, 20))
    face = QPixmap(40, 56)
    face.fill(Qt.GlobalColor.gray)
    w, h = rect.width() * 0.8, rect.height() * 0.8
    reveal = RevealItem(face, w, h, "Hard to Keep Down", "Click to go on")
    reveal.setPos(centre.x() - w * 1.25, centre.y() - h / 2)  # its caption is wider than the card: over the card
    over.append(reveal)
    for extra in over:
        window.scene.addItem(extra)
    window.scene.preview.show_card(view.table.cards[identity], ["Spider-Man"], True)  # the hover preview
    window.scene.preview.setPos(centre - QPointF(5, 5))
    p = window.table.mapFromScene(centre)
    items = window.table.items(p)
    assert items.index(window.scene.preview) < items.index(item)
    assert all(items.index(x) < items.index(item) for x in over[:3])  # all drawn over the card
    assert reveal.sceneBoundingRect().contains(centre) and reveal not in items
    assert card_under(window.table, p) is item
    chosen = record_answers(window)
    options = card_options(window)
    assert options
    for option in options:
        click_gives(qtbot, window, chosen, option)
    # the revealed card itself still takes its click (it moves the reveals on)
    clicked: list[bool] = []
    reveal.clicked.connect(lambda: clicked.append(True))
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     window.table.mapFromScene(reveal.mapToScene(QPointF(w / 2, h / 2))))
    assert clicked == [True]


def test_a_hand_card_lifted_by_hovering_takes_a_click_in_its_bottom_third(qtbot: Any, make_window: Any) -> None:
    window = make_window(1, setup=default_setup())
    window.resize(1280, 720)
    answer(qtbot, window, "keep")
    answer(qtbot, window, "change_form")
    view = wait_ready(qtbot, window)
    plays = [o for o in view.pending.options if o.key.startswith("play:")]
    assert plays
    dock = window.table.hand_dock
    vp = window.table.viewport()
    chosen = record_answers(window)
    for option in plays:
        card = option.cards[0]
        item = window.scene.cards[card]
        assert dock.owns(item)
        dock.lift(None)
        rect = dock.viewport_rects()[card]
        bottom = QPoint(round(rect.center().x()), round(rect.bottom() - rect.height() * 0.12))
        if card_under(window.table, bottom) is not item:
            continue  # a neighbour lies over this part of the card
        QTest.mouseMove(vp, bottom - QPoint(0, 4))
        QTest.mouseMove(vp, bottom)
        assert dock.lifted == card
        lifted = dock.viewport_rects()[card]
        assert lifted.bottom() < bottom.y() - rect.height() * (LIFT - 0.13)  # the pointer is under the card now
        QTest.mouseMove(vp, bottom + QPoint(1, 0))
        assert dock.lifted == card and card_under(window.table, bottom) is item  # no drop, no flicker
        chosen.clear()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, bottom)
        assert chosen == [option.key], option.label
        QTest.mouseMove(vp, QPoint(vp.width() // 2, 20))  # off the hand: the card goes down again
        assert dock.lifted is None and card_under(window.table, bottom) is not item or dock.lifted != card
        break
    else:
        pytest.fail("no hand card shows its bottom third")


def test_civil_war_competitive_every_card_option_by_click(qtbot: Any, make_window: Any) -> None:
    kind = KINDS[COMPETITIVE]
    window = make_window(3, setup=kind.default_setup(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    window.resize(1280, 720)
    kinds = sweep(qtbot, window, 30)
    assert {"play", "pay"} <= kinds.keys(), kinds


# == Legendary =================================================================================================
def legendary_policy(window: MainWindow) -> str:
    """Play the hand, then recruit and fight what can be, then end the turn."""
    d = window.view.pending if window.view else None
    assert d is not None
    for kind in (ActionKind.PLAY, ActionKind.FIGHT, ActionKind.RECRUIT):
        for o in d.options:
            if o.action is not None and o.action.kind is kind:
                return o.key
    return next((o.key for o in d.options if o.key.startswith("end")), d.options[0].key)


def test_legendary_play_recruit_and_fight_by_click(qtbot: Any, make_window: Any) -> None:
    """Two players at one computer: each one's hand docked in turn, after the hand-over."""
    window = make_window(3, setup=first_game(2))
    window.resize(1280, 720)
    kinds = sweep(qtbot, window, 50, seat=None, policy=legendary_policy)
    assert {"play", "recruit", "fight"} <= kinds.keys(), kinds


# == Vs. System ================================================================================================
def vs_decision(qtbot: Any, window: MainWindow, want: Callable[[Option], bool], limit: int = 80) -> Option:
    """Answer the person's decisions with the autopilot's suggestions until one offers an option ``want``
    accepts; that option."""
    for _ in range(limit):
        view = wait_ready(qtbot, window, lambda v: v.pending is None or v.pending.player == 0)
        assert view.pending is not None
        found = [o for o in view.pending.options if want(o)]
        if found:
            return found[0]
        reply = run(qtbot, window, window.suggest())
        assert reply.ok, reply.message
        answer(qtbot, window, reply.data[0])
    raise AssertionError("no such decision")


def test_vs_every_card_option_by_click(qtbot: Any, make_window: Any) -> None:
    window = make_window(5, setup=vs_setup(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    window.resize(1280, 720)
    kinds = sweep(qtbot, window, 30)
    assert {"play", "attack"} <= kinds.keys(), kinds


def test_vs_the_row_a_card_is_dropped_on_is_the_row_chosen(qtbot: Any, make_window: Any) -> None:
    window = make_window(5, setup=vs_setup(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    window.resize(1280, 720)
    # the main character's first row: dragged from beside the table onto a row
    view = wait_ready(qtbot, window)
    d = view.pending
    assert d is not None and {o.key for o in d.options} == {"front", "back"}
    main = d.options[0].cards[0]
    assert "Drag the card onto a row" in window.prompt.hint_label.text()
    chosen = record_answers(window)
    drag_card(qtbot, window, main, "p0:back")
    drag_card(qtbot, window, main, "p0:front")
    assert chosen == ["back", "front"]
    send_answers(window)
    vs_decision(qtbot, window, lambda o: o.key == "mulligan")  # rulebook, setup: "Shuffle your hand into your deck"
    assert window.prompt.hint_label.text() == "Keep this hand, or shuffle it all back and draw again."
    option = vs_decision(qtbot, window, lambda o: o.key.startswith("recruit:"))
    card = option.cards[0]
    view = wait_ready(qtbot, window)
    rows = {o.key.rsplit(":", 1)[1]: o.key for o in view.pending.options
            if o.key.startswith(f"recruit:{card}:")}
    assert set(rows) == {"front", "back"}
    chosen = record_answers(window)
    drag_card(qtbot, window, card, "p0:front")
    drag_card(qtbot, window, card, "p0:back")
    assert chosen == [rows["front"], rows["back"]]
    # a drop that gives no answer says why, and where the card can go
    drag_card(qtbot, window, card, "p1:front")
    assert chosen == [rows["front"], rows["back"]]
    message = window.statusBar().currentMessage()
    assert "cannot go to Player 2's Front row now: drop it on your Front row or your Back row" in message, message
    # a zone that takes no card from the hand (the deck): nothing is asked, and the status bar says so
    drag_card(qtbot, window, card, "p0:deck")
    assert chosen == [rows["front"], rows["back"]]
    message = window.statusBar().currentMessage()
    assert "cannot be put on your Deck: drop it on the table" in message, message
    send_answers(window)
    answer(qtbot, window, rows["front"])
    view = wait_ready(qtbot, window, lambda v: card in v.table.zone("p0:front").cards)


def test_vs_formation_by_drag(qtbot: Any, make_window: Any) -> None:
    window = make_window(5, setup=vs_setup(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    window.resize(1280, 720)
    option = vs_decision(qtbot, window, lambda o: o.key.startswith("move:"))
    view = wait_ready(qtbot, window)
    moves = [o for o in view.pending.options if o.key.startswith("move:")]
    for o in moves:
        card = o.cards[0]
        zone = view.table.cards[card].zone
        other = zone.replace("front", "BACK").replace("back", "front").replace("BACK", "back")
        assert window.scene.cards[card].draggable  # a character in play drags in the formation step
        chosen = record_answers(window)
        drag_card(qtbot, window, card, other)
        assert chosen == [o.key], o.label
        send_answers(window)
    assert "Drag a character to the other row" in window.prompt.hint_label.text()
    card = option.cards[0]
    zone = view.table.cards[card].zone
    other = zone.replace("front", "BACK").replace("back", "front").replace("BACK", "back")
    # dropped on the other player's row: nothing moves, and the status bar says where it can go
    chosen = record_answers(window)
    drag_card(qtbot, window, card, other.replace("p0:", "p1:"))
    assert chosen == []
    row = other.split(":")[1].capitalize()
    assert (f"cannot go to Player 2's {row} row now: drop it on your {row} row"
            in window.statusBar().currentMessage()), window.statusBar().currentMessage()
    send_answers(window)
    drag_card(qtbot, window, card, other)  # sent this time: the character moves
    view = wait_ready(qtbot, window, lambda v: v.table.cards[card].zone == other)
    # outside the formation step, characters in play stay put
    answer(qtbot, window, "done")
    view = wait_ready(qtbot, window, lambda v: v.pending is None or v.pending.player == 0)
    if view.pending is not None and not any(o.key.startswith("move:") for o in view.pending.options):
        assert not window.scene.cards[card].draggable


def test_vs_a_hand_card_dropped_on_its_namesake_powers_it_up(qtbot: Any, make_window: Any) -> None:
    """Rulebook, Power-Ups: discard a card with the same name as a character on your side to give it a +1/+1
    counter. Dragging the card from hand onto that character does it."""
    window = make_window(2, setup=vs_setup(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    window.resize(1280, 720)
    option = vs_decision(qtbot, window, lambda o: o.key.startswith("powerup:"))
    card, target = option.cards
    view = wait_ready(qtbot, window)
    assert view.table.cards[card].zone == "p0:hand"
    settle(qtbot, window)
    vp = window.table.viewport()
    start = visible_point(window, card)
    end = visible_point(window, target)
    chosen = record_answers(window)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * k / 8)
    assert window.scene.cards[card].is_dragging()
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert chosen == [option.key]


def test_a_recruited_card_takes_its_hover_preview_along(qtbot: Any, make_window: Any) -> None:
    """The preview of a card that leaves the pointer (recruited from the HQ into the discard pile) goes away: it
    would cover the HQ the player picks from next."""
    window = make_window(1, setup=first_game(1))
    window.resize(1280, 720)
    view = wait_ready(qtbot, window)
    while not any(o.action is not None and o.action.kind is ActionKind.RECRUIT for o in view.pending.options):
        answer(qtbot, window, legendary_policy(window))
        view = wait_ready(qtbot, window)
    settle(qtbot, window)
    option = next(o for o in view.pending.options if o.action is not None and o.action.kind is ActionKind.RECRUIT)
    card = option.cards[0]
    p = visible_point(window, card)
    QTest.mouseMove(window.table.viewport(), p - QPoint(3, 3))
    QTest.mouseMove(window.table.viewport(), p)
    preview = window.scene.preview
    assert preview.isVisible() and preview.card is not None and preview.card.id == card
    decisions = view.decisions
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    view = wait_ready(qtbot, window, lambda v: v.decisions > decisions)
    assert view.table.cards[card].zone != "hq", view.table.cards[card].zone
    assert not preview.isVisible() or preview.card is None or preview.card.id != card

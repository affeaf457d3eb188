"""The pace at the table: views carry what happened; the window draws it at the pace chosen in Settings; the
autopilot waits for the drawing; step by step waits for a click or Space; replays follow the pace."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mcdesk.app.engine_bridge import EngineBridge, EngineView
from mcdesk.app.pacing import initial_pace
from mcdesk.app.prompt_panel import SKIP_KEY
from mcdesk.app.seats import AUTOPILOT
from mcdesk.app.settings import AppSettings
from mcdesk.core.decisions import DecisionKind
from mcdesk.core.events import EventKind, GameEvent
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.table.animations import BANNER, REVEAL
from mcdesk.table.banners import RevealItem
from mcdesk.table.pacing import Pace

from .conftest import answer, wait_ready


def _end_first_turn(qtbot: Any, window: Any) -> EngineView:
    answer(qtbot, window, "keep")
    view = window.view
    assert view.pending.kind is DecisionKind.TURN
    before = view.table.round
    answer(qtbot, window, "end_turn")
    while window.view.table.round == before:  # discards at the end of the turn, then the villain phase
        d = window.view.pending
        answer(qtbot, window, "done" if "done" in d.keys else d.keys[0])
    return window.view


def test_a_view_carries_the_villain_phase_that_happened(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    assert window.view.events == ()  # a new game: nothing to watch happen
    views: list[EngineView] = []
    window.engine.view_ready.connect(views.append)
    _end_first_turn(qtbot, window)
    events = [e for v in views for e in v.events]
    kinds = [str(e.kind) for e in events]
    assert "phase" in kinds and "round" in kinds and "threat_placed" in kinds and "revealed" in kinds
    assert [e.data["phase"] for e in events if e.kind == EventKind.PHASE][-2:] == ["villain", "player"]
    assert window.pacer.pace is Pace.INSTANT and not window.pacer.player.busy  # the tests' pace draws nothing
    # undo goes back: there is nothing to watch
    views.clear()
    run_undo = window.spawn(window.undo())
    qtbot.waitUntil(run_undo.done)
    wait_ready(qtbot, window)
    assert all(not v.events for v in views)


def test_the_window_draws_a_views_events_at_its_pace(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    window.pacer.set_pace(Pace.STEP, save=False)
    wait_ready(qtbot, window)
    beats: list[Any] = []
    window.pacer.player.beat_started.connect(beats.append)
    _end_first_turn(qtbot, window)
    player = window.pacer.player
    assert beats and beats[0].kind == BANNER and player.busy
    for _ in range(200):
        if not player.busy:
            break
        player.advance()
    assert not player.busy
    assert {b.text for b in beats if b.kind == BANNER} >= {"Villain phase", "Round 2"}
    assert any(b.kind == REVEAL for b in beats)  # the encounter card dealt and revealed


def test_step_by_step_space_and_a_click_go_on(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    window.pacer.set_pace(Pace.STEP, save=False)
    wait_ready(qtbot, window)
    boost = next(c for c in window.view.table.cards.values() if c.zone.endswith(":hand"))
    player = window.pacer.player
    player.play([GameEvent(EventKind.REVEALED, "Revealed", card=boost.id),
                 GameEvent(EventKind.REVEALED, "Revealed again", card=boost.id)])
    assert player.waiting
    window.table.setFocus()
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Space)
    assert not player.waiting  # on its way
    player.advance()
    assert player.waiting  # the second reveal
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton)
    assert not player.waiting
    player.skip_all()
    assert not [i for i in window.scene.items() if isinstance(i, RevealItem)]


def test_the_pace_is_a_setting_normal_by_default(qtbot: Any, make_window: Any, monkeypatch: Any) -> None:
    monkeypatch.delenv("MCDESK_PACE", raising=False)
    assert AppSettings().pace == "normal" and initial_pace(AppSettings().pace) is Pace.NORMAL
    monkeypatch.setenv("MCDESK_PACE", "instant")
    window = make_window(1)
    labels = [a.text() for a in window.settings_menu.actions()]
    assert "&Pace" in labels and any("Card" in t for t in labels)
    assert set(window.pacer.actions) == set(Pace) and window.pacer.actions[Pace.INSTANT].isChecked()
    window.pacer.actions[Pace.FAST].trigger()
    wait_ready(qtbot, window)
    assert window.pacer.pace is Pace.FAST and AppSettings.load().pace == "fast"
    monkeypatch.delenv("MCDESK_PACE")
    assert initial_pace(AppSettings.load().pace) is Pace.FAST


def test_the_autopilot_waits_until_its_last_answer_was_shown(qtbot: Any) -> None:
    bridge = EngineBridge(autopilot_delay_ms=0)
    views: list[EngineView] = []
    bridge.view.connect(views.append)
    bridge.handle(1, "pilot", {"follow_display": True})
    bridge.handle(2, "new", (default_setup(), 1, (AUTOPILOT,)))
    assert bridge._timer.isActive()  # the first view has nothing to show
    for _ in range(100):  # the autopilot plays until an answer makes something happen on the table
        bridge._autopilot_step()
        if views[-1].events:
            break
    assert views[-1].events
    assert not bridge._timer.isActive()  # it waits for the window
    bridge.handle(3, "shown", None)
    assert bridge._timer.isActive()
    bridge.handle(4, "pilot", {"follow_display": False})
    assert not bridge.follow_display


@pytest.mark.parametrize("pace", [Pace.INSTANT])
def test_watch_replay_plays_the_game_again_from_its_first_decision(qtbot: Any, make_window: Any,
                                                                   pace: Pace) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    answer(qtbot, window, "end_turn")
    total = window.view.decisions
    seen: list[int] = []
    window.engine.view_ready.connect(lambda v: seen.append(v.decisions))
    window.watch_action.trigger()
    qtbot.waitUntil(lambda: not window.pacer.watching, timeout=8000)
    wait_ready(qtbot, window)
    assert seen[0] == 0 and seen[-1] == total and seen == sorted(seen)
    assert len(seen) == total + 1  # one decision at a time


# -- issue 21, item 3: a villain phase a person can follow ---------------------------------------------------

def _until_asked(qtbot: Any, window: Any) -> EngineView:
    """Wait until the engine is idle and the window asks the latest view's question (the pictures ended)."""
    qtbot.waitUntil(lambda: window.view is not None and window.idle() and not window.pacer.holding,
                    timeout=30000)
    return window.view


def test_a_persons_question_waits_until_the_pictures_before_it_end(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    window.pacer.set_pace(Pace.FAST, save=False)
    wait_ready(qtbot, window)
    player = window.pacer.player
    shown: list[tuple[bool, int]] = []  # (pictures still playing, beats queued) each time a question showed
    show_view = window.prompt.show_view

    def spy(view: EngineView) -> None:
        if view.pending is not None:
            shown.append((player.busy, len(player.pending())))
        show_view(view)

    window.prompt.show_view = spy  # type: ignore[method-assign]
    held: list[tuple[list[str], dict[int, str]]] = []
    window.engine.view_ready.connect(
        lambda v: held.append((window.prompt.keys(), window.scene.highlighted())) if window.pacer.holding else None)
    answer(qtbot, window, "keep")
    answer(qtbot, window, "end_turn")
    for _ in range(20):  # the discards at the end of the turn, then the villain phase into round 2
        view = _until_asked(qtbot, window)
        if view.table.round > 1:
            break
        answer(qtbot, window, "done" if "done" in view.pending.keys else view.pending.keys[0])
    assert window.view.table.round == 2
    assert held, "the villain phase's pictures never held a question back"
    for keys, glowing in held:
        assert keys == [SKIP_KEY] and not glowing  # no option, no glowing card while the table draws
    assert shown and not any(busy for busy, _ in shown)  # every question came once the pictures had ended
    assert window.prompt.keys() and SKIP_KEY not in window.prompt.keys()
    assert set(window.prompt.keys()) <= set(window.view.pending.keys)


def test_skip_ends_the_pictures_and_shows_the_question(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    window.pacer.set_pace(Pace.NORMAL, save=False)
    wait_ready(qtbot, window)
    answer(qtbot, window, "keep")
    answer(qtbot, window, "end_turn")
    while not window.pacer.holding:  # the discards at the end of the turn: the villain phase is drawn after
        view = _until_asked(qtbot, window)
        answer(qtbot, window, "done" if "done" in view.pending.keys else view.pending.keys[0])
    assert window.prompt.primary_key() == SKIP_KEY
    window.answer_primary()  # Space / Enter
    qtbot.waitUntil(lambda: not window.pacer.holding, timeout=3000)
    assert not window.pacer.player.busy and SKIP_KEY not in window.prompt.keys()
    assert set(window.prompt.keys()) <= set(window.view.pending.keys)


def test_the_attack_arrow_stands_while_a_defender_is_chosen(qtbot: Any, make_window: Any, tmp_path: Any) -> None:
    from mcdesk.io.saves import save_game

    from .conftest import game_at
    from .test_main_window import SEED7_ATTACK

    save = tmp_path / "defend.json"
    save_game(game_at(7, SEED7_ATTACK[:24]), save)
    window = make_window(7, open_path=save)
    view = window.view
    d = view.pending
    assert d.kind is DecisionKind.DEFEND  # Rhino attacks player 1: defend?
    identity = view.table.players[0].identity
    arrow = window.pacer.arrow
    assert arrow.ends == (d.extra.enemy, identity) and arrow.item is not None
    assert arrow.item.scene() is window.scene and arrow.item.isVisible() and arrow.item.kind == "attack"
    start = window.scene.cards[d.extra.enemy].mapRectToScene(window.scene.cards[d.extra.enemy].boundingRect())
    assert start.contains(arrow.item.start)
    answer(qtbot, window, "defend:1")
    if window.view.pending is None or window.view.pending.kind is not DecisionKind.DEFEND:
        assert arrow.item is None and arrow.ends is None  # gone with the question


def test_a_main_scheme_that_advances_never_leaves_its_zone_empty(qtbot: Any, make_window: Any) -> None:
    """Civil War competitive mode, seed 5: the resistance's main scheme advances (a new card replaces the old
    one) at the 103rd answer; while the pictures play, its zone keeps a card shown."""
    from mcdesk.app.game_kinds import COMPETITIVE, KINDS
    from mcdesk.app.seats import HUMAN

    from .conftest import run

    kind = KINDS[COMPETITIVE]
    game = kind.new(kind.default_setup(), 5, None)
    advance: int | None = None
    for i in range(300):
        key, _ = kind.suggest(game)
        game.answer(key)
        cards = kind.table_view(game).cards
        if any(e.kind == EventKind.FLIPPED and "from_card" in e.data and e.card in cards
               and cards[e.card].zone.endswith("main_scheme") for e in game.events):
            advance = i
            break
    assert advance is not None, "no main scheme advanced"
    window = make_window(1, autopilot_delay_ms=0)
    window.hot_seat.action.setChecked(False)
    run(qtbot, window, window.new_game(kind.default_setup(), 5, (HUMAN, HUMAN)))
    while window.view.decisions < advance:  # (the window says Done by itself to an empty hand's discard)
        answer(qtbot, window, game.answers[window.view.decisions])
    assert window.view.decisions == advance
    window.pacer.set_pace(Pace.FAST, save=False)
    wait_ready(qtbot, window)
    empty: list[str] = []

    def check(_beat: Any = None) -> None:
        for z in window.view.table.zones:
            if z.key.endswith("main_scheme") and z.cards:
                items = [window.scene.card_item(c) for c in z.cards]
                if not any(i is not None and i.opacity() > 0 for i in items):
                    empty.append(z.key)

    window.pacer.player.beat_started.connect(check)
    answer(qtbot, window, game.answers[advance])
    check()
    assert window.pacer.player.busy  # the flip is being drawn
    _until_asked(qtbot, window)
    assert not empty, empty


def test_the_other_team_is_asked_only_once_the_phases_pictures_end(qtbot: Any, make_window: Any) -> None:
    """Civil War competitive mode at one computer: the cover that passes the computer to the other team comes
    up only when the table has drawn what the last team's phase did."""
    from mcdesk.app.game_kinds import COMPETITIVE, KINDS
    from mcdesk.app.seats import HUMAN

    from .conftest import run

    kind = KINDS[COMPETITIVE]
    window = make_window(1, autopilot_delay_ms=0)
    run(qtbot, window, window.new_game(kind.default_setup(), 5, (HUMAN, HUMAN)))
    window.pacer.set_pace(Pace.FAST, save=False)
    wait_ready(qtbot, window)
    player = window.pacer.player
    covers: list[bool] = []  # pictures still playing, each time the cover came up
    cover = window.hot_seat.cover.cover

    def spy(who: str) -> None:
        covers.append(player.busy)
        cover(who)

    window.hot_seat.cover.cover = spy  # type: ignore[method-assign]
    held_handovers = 0
    for _ in range(300):
        if window.pacer.holding and window.view.handover is not None:
            held_handovers += 1
            assert not window.hot_seat.cover.isVisible()  # the table shows the pictures, no one is asked yet
        view = _until_asked(qtbot, window)
        if view.result is not None or (held_handovers and len(covers) >= 4):
            break
        if view.handover is not None:
            assert window.hot_seat.cover.isVisible()
            window.hot_seat.cover.button.click()
            wait_ready(qtbot, window, lambda v: v.handover is None)
            continue
        reply = run(qtbot, window, window.suggest())
        window.choose(reply.data[0])
        qtbot.waitUntil(lambda: window.idle(), timeout=8000)
    assert held_handovers, "no handover waited for pictures"
    assert covers and not any(covers)


def test_a_replay_stepping_forward_draws_what_each_answer_did(qtbot: Any, make_window: Any) -> None:
    """Undo drops the pictures still playing (they show a game that went back); a replay stepping forward one
    answer at a time draws each answer's events."""
    from .conftest import run

    window = make_window(1)
    answer(qtbot, window, "keep")
    answer(qtbot, window, "end_turn")
    total = window.view.decisions
    window.pacer.set_pace(Pace.FAST, save=False)
    run(qtbot, window, window.step("to", 0))
    assert not window.pacer.player.busy
    beats: list[Any] = []
    window.pacer.player.beat_started.connect(beats.append)
    for _ in range(total):
        window.pacer.player.skip_all()
        run(qtbot, window, window.step("step", 1))
    assert window.view.decisions == total and beats
    window.pacer.player.play([GameEvent(EventKind.ROUND, "Round 9", amount=9)])
    assert window.pacer.player.busy
    run(qtbot, window, window.step("step", -1))
    assert not window.pacer.player.busy  # stale pictures of a game that went back are dropped

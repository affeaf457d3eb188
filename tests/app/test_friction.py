"""Issue 21, item 7: friction at the table, one test each."""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.app.engine_bridge import EngineBridge, EngineView, nothing_to_choose
from mcdesk.app.game_kinds import KINDS
from mcdesk.app.seats import HUMAN
from mcdesk.core.events import EventKind
from mcdesk.table.view_model import HAND, ROW


def test_an_empty_hand_is_not_asked_to_discard_any_number_of_cards(qtbot: Any) -> None:
    """Seed 1, Marvel Champions: after 15 answers the end of the turn would ask "You may discard any number of
    cards" with an empty hand (Done is the only answer). The window answers it by itself; the villain phase it
    starts is still drawn; undo steps back past it."""
    kind = KINDS["champions"]
    game = kind.new(kind.default_setup(), 1, None)
    for _ in range(15):
        game.answer(kind.suggest(game)[0])
    assert nothing_to_choose(game.pending) and game.pending.prompt == "You may discard any number of cards"
    bridge = EngineBridge()
    views: list[EngineView] = []
    bridge.view.connect(views.append)
    bridge.handle(1, "new", (kind.default_setup(), 1, (HUMAN,)))
    for key in game.answers[:-1]:
        bridge.handle(2, "answer", key)
    assert not any(nothing_to_choose(v.pending) for v in views if v.pending is not None)
    before = views[-1]
    bridge.handle(3, "answer", game.answers[-1])
    view = views[-1]
    assert view.decisions == before.decisions + 2  # the person's answer, and Done said for them
    assert bridge._game.answers[-1] == "done" and not nothing_to_choose(view.pending)
    phases = [e.data.get("phase") for e in view.events if e.kind == EventKind.PHASE]
    assert "villain" in phases  # what Done started is drawn as if the person had clicked it
    bridge.handle(4, "undo", None)
    assert views[-1].decisions == before.decisions and not nothing_to_choose(views[-1].pending)


def test_a_cards_preview_goes_when_the_card_leaves_its_place(qtbot: Any, make_window: Any) -> None:
    """A hand card hovered, then played (it goes to the table without the pointer following it): its large
    preview does not stay on screen."""
    window = make_window(1)
    view = window.view
    table = view.table
    hand = next(z for z in table.zones if z.kind == HAND and z.cards)
    row = next(z for z in table.zones if z.kind == ROW and z.player == hand.player)
    cid = hand.cards[0]
    scene = window.scene
    scene._hovered(cid, True)  # the pointer enters the card
    assert scene.preview.isVisible() and scene.preview.card.id == cid
    scene.update_from(table)  # the same table: the preview stays
    assert scene.preview.isVisible()
    zones = tuple(dataclasses.replace(z, cards=tuple(c for c in z.cards if c != cid), count=z.count - 1)
                  if z.key == hand.key else dataclasses.replace(z, cards=(*z.cards, cid), count=z.count + 1)
                  if z.key == row.key else z for z in table.zones)
    cards = dict(table.cards)
    cards[cid] = dataclasses.replace(cards[cid], zone=row.key)
    scene.update_from(dataclasses.replace(table, zones=zones, cards=cards))
    assert cid in scene.cards and not scene.preview.isVisible()


def test_the_recent_games_list_names_the_round_the_game_is_in(qtbot: Any, tmp_path: Any) -> None:
    """The autosave is a full save at checkpoints and a journal between them; the recent games list reads the
    full save's summary, so a new round brings a full save."""
    from mcdesk.app import recent_games

    kind = KINDS["champions"]
    path = tmp_path / "autosave-1.json"
    bridge = EngineBridge(path)
    views: list[EngineView] = []
    bridge.view.connect(views.append)
    bridge.handle(1, "new", (kind.default_setup(), 1, (HUMAN,)))
    rounds: set[int] = set()
    for _ in range(150):
        game = bridge._game
        if game.pending is None or len(rounds) >= 3:
            break
        bridge.handle(2, "answer", kind.suggest(game)[0])
        shown = recent_games.read_game(path)
        assert shown is not None and shown.round == views[-1].table.round, (shown.round, views[-1].table.round)
        rounds.add(shown.round)
    assert len(rounds) >= 3


def test_a_stat_changed_by_a_modifier_is_drawn_on_the_card_itself(qtbot: Any, make_window: Any) -> None:
    """Rhino's face prints ATK 2; with +1 ATK (a lasting effect, as a boost or Charge gives) the table shows
    ATK 3 on the card, as the Decision panel does; a printed value stays the face's own."""
    from mcdesk.games.champions.view import table_view

    kind = KINDS["champions"]
    game = kind.new(kind.default_setup(), 1, None)
    villain = next(c for c in table_view(game).cards.values() if c.type_code == "villain")
    assert villain.shown_stats == ()  # nothing changed: the printed face is right
    printed = game.facts(villain.id).attack
    game.add_lasting("attack", "add", 1, villain.id, "end_of_activation", None)
    now = table_view(game).cards[villain.id]
    assert now.stat("attack") == printed + 1 and now.shown_stats == ("attack",)
    window = make_window(1)
    window.scene.update_from(table_view(game))
    dial = window.scene.cards[villain.id].stat_dial
    assert dial is not None and (dial.label, dial.text) == ("ATK", str(printed + 1))


def test_cards_chosen_for_a_payment_carry_a_mark(qtbot: Any, make_window: Any, tmp_path: Any) -> None:
    """Seed 7: playing card 33, card 23 is chosen to be discarded for its resource; until the payment is complete
    it stays in the hand, marked as chosen (not glowing as a card that can still pay)."""
    from mcdesk.core.decisions import DecisionKind, Payment
    from mcdesk.io.saves import save_game

    from .conftest import game_at
    from .test_main_window import SEED7_ATTACK

    save = tmp_path / "paying.json"
    save_game(game_at(7, SEED7_ATTACK[:3]), save)
    window = make_window(7, open_path=save)
    d = window.view.pending
    assert d.kind is DecisionKind.PAY and isinstance(d.extra, Payment) and 23 in d.extra.pending_discards
    assert window.view.table.cards[23].zone.endswith(":hand")
    paid = window.scene.highlighted("paid")
    assert 23 in paid and 33 not in paid
    assert not set(paid) & set(window.scene.highlighted("payment"))


def test_the_same_answer_with_copies_in_hand_is_one_button(qtbot: Any, make_window: Any, tmp_path: Any) -> None:
    """Seed 1: paying for a card, two Web-Shooters in hand can each be discarded for 1 physical: one button
    "(×2)", as copies to play are; the same card in different places (HQ slots) stays apart."""
    from mcdesk.app.prompt_panel import merged_copies
    from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option
    from mcdesk.io.saves import save_game

    kind = KINDS["champions"]
    game = kind.new(kind.default_setup(), 1, None)
    for _ in range(4):
        game.answer(kind.suggest(game)[0])
    save = tmp_path / "copies.json"
    save_game(game, save)
    window = make_window(1, open_path=save)
    d = window.view.pending
    assert d.kind is DecisionKind.PAY
    twice = [o for o in d.options if o.label == "Discard Web-Shooter (1 physical)"]
    assert len(twice) == 2
    buttons = [b for b in window.prompt.option_buttons() if "Web-Shooter" in b.text()]
    assert [b.text() for b in buttons] == ["Discard Web-Shooter (1 physical) (×2)"]
    hq = [Option(f"recruit:{c}", "Recruit Frenzied Slashing (5)", (c,), Action(ActionKind.RECRUIT, c)) for c in (1, 2)]
    assert [n for _, n in merged_copies(hq, {1: "slash", 2: "slash"}, in_hand=())] == [1, 1]


def test_legendary_plays_all_basic_cards_at_once(qtbot: Any, make_window: Any) -> None:
    """Legendary: starting S.H.I.E.L.D. cards have no ability; one button plays them all (one answer each,
    as clicking each would), and leaves the hero cards in the hand."""
    from mcdesk.app.prompt_panel import PLAY_BASIC_KEY, basic_plays
    from mcdesk.games.legendary.engine.setup_rules import first_game

    from .conftest import WAIT_MS, run, wait_ready

    window = make_window(4, setup=first_game(1), seats=(HUMAN,), autopilot_delay_ms=0)
    for _ in range(10):  # (solo: the scheme's setup asks first)
        view = wait_ready(qtbot, window)
        if basic_plays(view):
            break
        reply = run(qtbot, window, window.suggest())
        run(qtbot, window, window.answer(reply.data[0]))
    basic = basic_plays(view)
    assert len(basic) >= 2, "the first hand holds several S.H.I.E.L.D. cards"
    hand = view.table.zone("p0:hand").cards
    others = [c for c in hand if view.table.cards[c].code not in view.kind.basic_cards]
    button = window.prompt.button_for(PLAY_BASIC_KEY)
    assert button is not None and button.text() == f"Play all basic cards ({len(basic)})"
    before = view.decisions
    button.click()
    qtbot.waitUntil(lambda: window.idle() and window.view.decisions == before + len(basic), timeout=WAIT_MS)
    view = wait_ready(qtbot, window)
    assert basic_plays(view) == [] and window.prompt.button_for(PLAY_BASIC_KEY) is None
    assert set(view.table.zone("p0:hand").cards) == set(others)

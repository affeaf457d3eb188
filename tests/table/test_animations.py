"""Showing what happened: events become beats (banners, reveals, arrows, floating numbers) drawn over the table
at the player's pace. No timing here: beats are stepped with ``advance()`` (a click or Space), and the
instant pace draws nothing."""

from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import Any

import pytest
from PySide6.QtCore import QRectF

from mcdesk.core.events import EventKind, GameEvent
from mcdesk.games.champions.derived_events import events_between
from mcdesk.games.champions.engine import Game
from mcdesk.games.champions.view import table_view
from mcdesk.table.animations import ARROW, BANNER, NUMBER, REVEAL, EventPlayer, beats_for
from mcdesk.table.banners import ArrowItem, BannerItem, NumberItem, RevealItem
from mcdesk.table.pacing import Pace, timings
from mcdesk.table.scene import TableScene
from mcdesk.table.view_model import TableView

from .conftest import advanced_game, synthetic_view


def _ids(view: TableView, zone: str) -> tuple[int, ...]:
    return view.zone(zone).cards


def test_events_become_beats_in_order() -> None:
    events = [
        GameEvent(EventKind.ROUND, "Round 3", amount=3),
        GameEvent(EventKind.PHASE, "Villain phase"),
        GameEvent(EventKind.THREAT_PLACED, "2 threat", target=5, amount=2),
        GameEvent(EventKind.REVEALED, "Boost", card=7, to_zone="boost", data={"boost": True}),
        GameEvent(EventKind.ATTACK, "Rhino attacks", card=1, target=2),
        GameEvent(EventKind.DAMAGE, "3 damage", target=2, amount=3),
        GameEvent(EventKind.HEALED, "healed", target=2, amount=1),
        GameEvent(EventKind.THREAT_REMOVED, "thwart", target=5, amount=2),
        GameEvent(EventKind.EXHAUSTED, "", card=1),  # nothing to draw
        GameEvent(EventKind.FLIPPED, "The villain advances: Rhino (II)", card=1),
        GameEvent("some_game_kind", "unknown kinds are not drawn", card=1),
    ]
    beats = beats_for(events)
    assert [(b.kind, b.text) for b in beats] == [
        (BANNER, "Round 3"), (BANNER, "Villain phase"), (NUMBER, "+2"), (REVEAL, "Boost"), (ARROW, "attack"),
        (NUMBER, "-3"), (NUMBER, "+1"), (NUMBER, "-2"), (REVEAL, "The villain advances: Rhino (II)"),
    ]
    assert beats[4].card == 1 and beats[4].target == 2
    assert beats[5].target == 2


def test_every_pace_but_instant_draws_and_only_step_holds_reveals() -> None:
    assert not timings(Pace.INSTANT).draws
    assert all(timings(p).draws for p in (Pace.FAST, Pace.NORMAL, Pace.STEP))
    assert timings(Pace.STEP).hold_reveals and not timings(Pace.NORMAL).hold_reveals
    assert timings(Pace.FAST).reveal < timings(Pace.NORMAL).reveal
    assert Pace.parse("nonsense") is Pace.NORMAL and Pace.parse("step") is Pace.STEP


# == events read from two snapshots (until every engine reports its own) =======================================
def test_snapshots_tell_round_phase_turn_reveals_stage_flips_and_numbers() -> None:
    old = dataclasses.replace(synthetic_view(2), round=2, phase="player", active_player=0)
    villain = _ids(old, "villain")[0]
    scheme = _ids(old, "main_scheme")[0]
    hero = _ids(old, "p1:identity")[0]
    cards = dict(old.cards)
    boost_id, treachery_id = 900, 901
    cards[villain] = dataclasses.replace(cards[villain], code="01095", name="Rhino (II)", stage="II")
    cards[scheme] = dataclasses.replace(cards[scheme], threat=cards[scheme].threat + 3)
    cards[hero] = dataclasses.replace(cards[hero], damage=4)
    cards[boost_id] = dataclasses.replace(cards[_ids(old, "boost")[0]], id=boost_id, name="A boost")
    cards[treachery_id] = dataclasses.replace(cards[_ids(old, "encounter_discard")[0]], id=treachery_id,
                                              name="A treachery")
    zones = []
    for z in old.zones:
        if z.key == "boost":
            z = dataclasses.replace(z, cards=(boost_id, *z.cards))
        elif z.key == "encounter_discard":
            z = dataclasses.replace(z, cards=(treachery_id, *z.cards))
        zones.append(z)
    new = dataclasses.replace(old, cards=MappingProxyType(cards), zones=tuple(zones), round=3, phase="player",
                              active_player=1)
    events = events_between(old, new)
    kinds = [(str(e.kind), e.text) for e in events]
    assert kinds[0] == ("phase", "Villain phase")  # a new round after a player phase: a villain phase went by
    assert kinds[-3:] == [("round", "Round 3"), ("phase", "Player phase"), ("turn", "Player 2: Spider-Man")]
    assert ("flipped", "The villain advances: Rhino (II)") in kinds
    revealed = [e for e in events if e.kind == EventKind.REVEALED]
    assert [e.card for e in revealed] == [boost_id, treachery_id]  # the boost is turned face up first
    assert revealed[0].data["boost"] and revealed[1].to_zone == "encounter_discard"
    amounts = {(str(e.kind), e.target, e.amount) for e in events}
    assert ("threat_placed", scheme, 3) in amounts and ("damage", hero, 4) in amounts
    assert events_between(None, new) == [] and events_between(new, new) == []


def test_a_real_villain_phase_is_told_by_its_snapshots() -> None:
    """Ending the first turn of the default game: the villain phase places threat on the main scheme
    (Rules Reference, "Villain phase", step 1), reveals encounter cards, and round 2 begins."""
    game = advanced_game(plays=0)
    before = table_view(Game.replay(game.setup, game.seed, game.answers[:-1]))
    # the game's last answer ended the turn; replay up to before it and compare
    after = table_view(game)
    events = events_between(before, after)
    kinds = [str(e.kind) for e in events]
    assert "round" in kinds and "threat_placed" in kinds
    assert events[0].text == "Villain phase" and kinds.index("threat_placed") < kinds.index("round")


# == the player ==================================================================================================
@pytest.fixture()
def scene(qtbot: Any) -> TableScene:
    s = TableScene(animations=False)
    s.update_from(synthetic_view(1))
    return s


def _of(scene: TableScene, cls: type) -> list[Any]:
    return [i for i in scene.items() if isinstance(i, cls)]


def test_the_player_shows_each_beat_until_told_to_go_on(scene: TableScene) -> None:
    view = scene.view
    assert view is not None
    villain, hero = _ids(view, "villain")[0], _ids(view, "p0:identity")[0]
    revealed = _ids(view, "encounter_discard")[0]
    player = EventPlayer(scene, Pace.NORMAL)
    idle: list[bool] = []
    player.idle_changed.connect(idle.append)
    player.play([
        GameEvent(EventKind.PHASE, "Villain phase"),
        GameEvent(EventKind.REVEALED, "Revealed", card=revealed, to_zone="encounter_discard"),
        GameEvent(EventKind.ATTACK, "", card=villain, target=hero),
        GameEvent(EventKind.DAMAGE, "", target=hero, amount=3),
    ])
    assert idle == [False] and player.busy
    # the revealed card waits hidden at its place until its reveal lands there
    assert scene.cards[revealed].opacity() == 0.0
    banners = _of(scene, BannerItem)
    assert [b.text for b in banners] == ["Villain phase"]

    player.advance()
    assert not _of(scene, BannerItem)
    reveals = _of(scene, RevealItem)
    assert len(reveals) == 1
    big = reveals[0].mapRectToScene(QRectF(0, 0, reveals[0].w, reveals[0].h))
    small = scene.cards[revealed].mapRectToScene(QRectF(0, 0, *scene.cards[revealed].size))
    assert big.height() > 2 * small.height()  # large, in the middle of the table
    assert abs(big.center().x() - scene.sceneRect().center().x()) < scene.sceneRect().width() * 0.1

    player.advance()  # it flies to its place...
    assert player.current is not None and player.current.kind == REVEAL
    player.advance()  # ...and lands: the card shows again, the arrow comes
    assert scene.cards[revealed].opacity() == 1.0
    arrows = _of(scene, ArrowItem)
    assert len(arrows) == 1 and arrows[0].kind == "attack"
    assert scene.cards[villain].sceneBoundingRect().contains(arrows[0].start)
    assert scene.cards[hero].sceneBoundingRect().contains(arrows[0].end)

    player.advance()
    numbers = _of(scene, NumberItem)
    assert [n.text for n in numbers] == ["-3"]
    assert scene.cards[hero].sceneBoundingRect().contains(numbers[0].pos())
    player.advance()
    assert not player.busy and idle == [False, True]
    assert [b.kind for b in player.history] == [BANNER, REVEAL, ARROW, NUMBER]


def test_step_by_step_holds_a_reveal_until_a_click(scene: TableScene) -> None:
    view = scene.view
    assert view is not None
    card = _ids(view, "boost")[0]
    player = EventPlayer(scene, Pace.STEP)
    player.play([GameEvent(EventKind.REVEALED, "Boost", card=card, data={"boost": True})])
    assert player.waiting and not player._timer.isActive()
    reveal = _of(scene, RevealItem)[0]
    assert reveal.hint  # tells the player how to go on
    reveal.clicked.emit()  # a click on the card
    assert not player.waiting and player.current is not None  # on its way to its place
    player.advance()
    assert not player.busy and scene.cards[card].opacity() == 1.0


def test_at_normal_pace_a_reveal_does_not_wait_for_the_player(scene: TableScene) -> None:
    view = scene.view
    assert view is not None
    player = EventPlayer(scene, Pace.NORMAL)
    player.play([GameEvent(EventKind.REVEALED, "x", card=_ids(view, "boost")[0])])
    assert not player.waiting and player._timer.isActive()
    player.skip_all()


def test_instant_draws_nothing_and_is_idle_at_once(scene: TableScene) -> None:
    view = scene.view
    assert view is not None
    player = EventPlayer(scene, Pace.INSTANT)
    idle: list[bool] = []
    player.idle_changed.connect(idle.append)
    before = len(scene.items())
    player.play([GameEvent(EventKind.ROUND, "Round 2"),
                 GameEvent(EventKind.REVEALED, "x", card=_ids(view, "boost")[0])])
    assert idle == [True] and not player.busy and len(scene.items()) == before
    assert scene.cards[_ids(view, "boost")[0]].opacity() == 1.0


def test_skip_all_and_switching_to_instant_clear_everything(scene: TableScene) -> None:
    view = scene.view
    assert view is not None
    card = _ids(view, "boost")[0]
    player = EventPlayer(scene, Pace.STEP)
    player.play([GameEvent(EventKind.ROUND, "Round 2"), GameEvent(EventKind.REVEALED, "x", card=card),
                 GameEvent(EventKind.DAMAGE, "", target=card, amount=1)])
    player.set_pace(Pace.INSTANT)
    assert not player.busy and not player.overlay_items() and not _of(scene, BannerItem)
    assert scene.cards[card].opacity() == 1.0


def test_a_beat_about_a_card_that_left_the_table_is_skipped(scene: TableScene) -> None:
    player = EventPlayer(scene, Pace.NORMAL)
    player.play([GameEvent(EventKind.REVEALED, "gone", card=99999),
                 GameEvent(EventKind.ATTACK, "", card=99998, target=99999),
                 GameEvent(EventKind.DAMAGE, "", target=99999, amount=2)])
    assert not player.busy and not player.overlay_items()

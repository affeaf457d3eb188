"""Showing what happened: events become beats (banners, reveals, arrows, floating numbers) drawn over the table
at the player's pace. No timing here: beats are stepped with ``advance()`` (a click or Space), and the
instant pace draws nothing."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from mcdesk.core.events import EventKind, GameEvent
from mcdesk.table.animations import ARROW, BANNER, NUMBER, REVEAL, EventPlayer, beats_for
from mcdesk.table.banners import ArrowItem, BannerItem, NumberItem, RevealItem
from mcdesk.table.pacing import Pace, timings
from mcdesk.table.scene import TableScene
from mcdesk.table.view_model import TableView

from .conftest import synthetic_view


def _ids(view: TableView, zone: str) -> tuple[int, ...]:
    return view.zone(zone).cards


def test_events_become_beats_in_order() -> None:
    events = [
        GameEvent(EventKind.ROUND, "— Round 3 —", amount=3),
        GameEvent(EventKind.PHASE, data={"phase": "player"}),
        GameEvent(EventKind.READIED, card=4),  # nothing to draw: the banners stay one
        GameEvent(EventKind.TURN, "Player 2's turn.", card=4, player=1),
        GameEvent(EventKind.PHASE, data={"phase": "villain"}),
        GameEvent(EventKind.STEP, data={"step": "place_threat"}),
        GameEvent(EventKind.THREAT_PLACED, "2 threat", target=5, amount=2),
        GameEvent(EventKind.STEP, player=0, data={"step": "activate"}),
        GameEvent(EventKind.REVEALED, "Boost: Hard to Keep Down (1 boost icon).", card=7, data={"boost": True}),
        GameEvent(EventKind.ATTACK, "Rhino attacks", card=1, target=2),
        GameEvent(EventKind.DAMAGE, "3 damage", target=2, amount=3),
        GameEvent(EventKind.HEALED, "healed", target=2, amount=1),
        GameEvent(EventKind.THREAT_REMOVED, "thwart", target=5, amount=2),
        GameEvent(EventKind.FLIPPED, "Player 1 changes form to Peter Parker.", card=2, data={"form": "alter_ego"}),
        GameEvent(EventKind.FLIPPED, "Rhino (II) is revealed.", card=1),
        GameEvent("some_game_kind", "unknown kinds are not drawn", card=1),
    ]
    beats = beats_for(events, {4: "Captain Marvel"}.get)
    assert [(b.kind, b.text, b.subtitle) for b in beats] == [
        (BANNER, "Round 3", "Player phase · Player 2: Captain Marvel"),
        (BANNER, "Villain phase", "Threat is placed on the main scheme"), (NUMBER, "+2", ""),
        (BANNER, "The enemies activate against player 1", ""), (REVEAL, "Boost: Hard to Keep Down", ""),
        (ARROW, "attack", ""), (NUMBER, "-3", ""), (NUMBER, "+1", ""), (NUMBER, "-2", ""),
        (REVEAL, "Rhino (II) is revealed", ""),  # a change of form is the player's own: not shown large
    ]
    arrow = beats[5]
    assert arrow.card == 1 and arrow.target == 2 and beats[6].target == 2


def test_every_pace_but_instant_draws_and_only_step_holds_reveals() -> None:
    assert not timings(Pace.INSTANT).draws
    assert all(timings(p).draws for p in (Pace.FAST, Pace.NORMAL, Pace.STEP))
    assert timings(Pace.STEP).hold_reveals and not timings(Pace.NORMAL).hold_reveals
    assert timings(Pace.FAST).reveal < timings(Pace.NORMAL).reveal
    assert Pace.parse("nonsense") is Pace.NORMAL and Pace.parse("step") is Pace.STEP


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
        GameEvent(EventKind.PHASE, data={"phase": "villain"}),
        GameEvent(EventKind.REVEALED, "Revealed", card=revealed, to_zone="encounter_discard"),
        GameEvent(EventKind.ATTACK, "", card=villain, target=hero),
        GameEvent(EventKind.DAMAGE, "", target=hero, amount=3),
    ])
    assert idle == [False] and player.busy
    # the revealed card waits hidden at its place until its reveal lands there
    assert scene.cards[revealed].opacity() == 0.0
    banners = _of(scene, BannerItem)
    assert [b.text for b in banners] == ["Villain phase"]
    assert scene.sceneRect().contains(banners[0].sceneBoundingRect().center())

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
    player.play([GameEvent(EventKind.ROUND, amount=2),
                 GameEvent(EventKind.REVEALED, "x", card=_ids(view, "boost")[0])])
    assert idle == [True] and not player.busy and len(scene.items()) == before
    assert scene.cards[_ids(view, "boost")[0]].opacity() == 1.0


def test_skip_all_and_switching_to_instant_clear_everything(scene: TableScene) -> None:
    view = scene.view
    assert view is not None
    card = _ids(view, "boost")[0]
    player = EventPlayer(scene, Pace.STEP)
    player.play([GameEvent(EventKind.ROUND, amount=2), GameEvent(EventKind.REVEALED, "x", card=card),
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


def test_a_card_revealed_into_a_pile_is_shown_and_flies_to_the_pile(qtbot: Any) -> None:
    """A boost card or a treachery ends in the encounter discard pile, where only the top card has an item of
    its own: it is still shown large, then carried to the pile."""
    scene = TableScene(animations=False)
    view = synthetic_view(1, per_zone=3)
    scene.update_from(view)
    under = _ids(view, "encounter_discard")[1]
    assert under not in scene.cards
    player = EventPlayer(scene, Pace.NORMAL)
    player.play([GameEvent(EventKind.REVEALED, "Boost: Card 2 (1 boost icon).", card=under, data={"boost": True})])
    reveal = _of(scene, RevealItem)
    assert len(reveal) == 1 and reveal[0].caption == "Boost: Card 2"
    player.advance()  # to the pile
    pile = scene.zone_item("encounter_discard")
    assert pile is not None and player.current is not None
    anim_end = player._anim.animationAt(0).endValue()  # type: ignore[union-attr]
    assert pile.rect.contains(anim_end)
    player.advance()
    assert not player.busy


def test_a_turn_banner_names_the_players_hero_in_either_form(qtbot: Any) -> None:
    import dataclasses

    scene = TableScene(animations=False)
    view = synthetic_view(2)
    players = tuple(dataclasses.replace(p, name=n) for p, n in zip(view.players, ("Spider-Man", "Player 2"),
                                                                    strict=True))
    view = dataclasses.replace(view, players=players)
    scene.update_from(view)
    player = EventPlayer(scene, Pace.NORMAL)
    player.play([GameEvent(EventKind.TURN, "Player 1's turn.", card=players[0].identity, player=0)])
    assert player.current is not None and player.current.text == "Player 1: Spider-Man"
    player.skip_all()
    player.play([GameEvent(EventKind.TURN, "Player 2's turn.", card=players[1].identity, player=1)])
    assert player.current is not None  # no hero name given: the identity card's name
    assert player.current.text == f"Player 2: {view.cards[players[1].identity].name}"
    player.skip_all()

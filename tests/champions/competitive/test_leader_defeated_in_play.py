"""Winning by defeating the enemy leader, played through the engine (Civil War rulebook, "Winning a Competitive
Game"): when the registration team defeats the enemy leader first, the resistance team plays to the end of its
next phase to tie, and the defeated leader stays in play meanwhile. The registration hero attacks a leader on its
last stage with 1 hit point left; nothing is decided by hand."""

from __future__ import annotations

from mcdesk.core.decisions import ActionKind, Decision
from mcdesk.games.champions.ai.competitive import suggest
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.engine.state import REMOVED, VILLAIN_DECK

from .conftest import competitive_setup


def _attack_the_leader(g: CompetitiveGame, d: Decision, leader: int) -> str:
    """Hero form, then a basic attack on the leader; anything else as the autopilot would."""
    for kind in (ActionKind.ATTACK, ActionKind.CHANGE_FORM):
        for o in d.options:
            a = o.action
            if a is None or a.kind is not kind:
                continue
            if kind is ActionKind.ATTACK and a.card != g.areas[0].identity(0):
                continue
            return o.key
    for o in d.options:
        if o.action is not None and o.action.kind is ActionKind.TARGET and o.action.card == leader:
            return o.key
    return suggest(g)[0]


def test_registration_defeating_the_leader_in_its_hero_phase_lets_resistance_finish_its_phase() -> None:
    g = CompetitiveGame(competitive_setup(1), 3)
    while g.pending is not None and not (g.state.phase == "hero" and g.state.current_area == 0):
        g.answer(suggest(g)[0])
    assert g.pending is not None and g.state.round == 1
    reg = g.areas[0]
    leader = reg.villain()
    assert leader is not None
    for later in list(reg.state.zone(VILLAIN_DECK)):  # its last stage
        reg.state.move(later, (REMOVED, None))
    card = reg.state.cards[leader]
    card.tough = 0
    card.damage += reg.hit_points(leader) - 1
    for m in [c for c in reg.state.cards if reg.state.cards[c].engaged_with is not None]:
        reg.state.move(m, (REMOVED, None))  # no guard in the way
    answered_in = -1
    while g.pending is not None and g.state.outcomes[0] is None and g.state.phase_no == 0:
        answered_in = g.state.phase_no
        g.answer(_attack_the_leader(g, g.pending, leader))
    assert g.state.outcomes[0] == "win", g.state.reasons
    assert answered_in == 0, "the leader fell to an answer of the registration hero phase"
    assert g.pending is not None and g.state.result is None, "the game goes on for the resistance team"
    assert reg.villain() == leader and reg.is_in_play(leader), "the defeated leader stays in play"
    seats = []
    while g.pending is not None:
        seats.append(g.pending.player)
        g.answer(suggest(g)[0])
    assert seats and set(seats) == {1}, "only the resistance team plays on"
    assert g.state.phase_no == 1, "the game ends with the resistance hero phase"
    assert g.state.result in ("registration", "tie", "resistance")
    if g.state.outcomes[1] != "win":
        assert g.state.result == "registration"

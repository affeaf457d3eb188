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


def test_the_resistance_leaders_scheme_completed_first_lets_resistance_play_out_its_next_phase() -> None:
    """"If the resistance leader does this first [completes its main scheme 2B], the resistance team must play out
    their next phase before the game ends": the registration area's game is lost in a registration phase, the
    resistance team plays its next phase, and the game ends there, the resistance team winning."""
    g = CompetitiveGame(competitive_setup(1), 1)
    lost_in = None
    after: list[int] = []
    while g.pending is not None:
        phase = g.state.phase_no
        g.answer(suggest(g)[0])
        if lost_in is None and g.state.outcomes[0] == "loss":
            lost_in = phase
        elif lost_in is not None and g.pending is not None:
            after.append(g.area_of_seat(g.pending.player)[0])
    assert lost_in is not None and "threat" in g.state.reasons[0], g.state.reasons
    assert lost_in % 2 == 0, "the registration area's game is lost in a registration phase"
    assert set(after) <= {1}, "only the resistance team plays on"
    assert g.state.phase_no == lost_in + 1
    assert g.state.result == ("resistance" if g.state.outcomes[1] != "loss" else "both_lose")

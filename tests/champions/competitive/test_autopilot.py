"""The autopilot in competitive games (Civil War rulebook, "Competitive Mode"): it answers every decision of any
seat, in 1v1 and 2v2, and values what a competitive player values (the race to defeat the enemy leader, Choosing
Sides, the leader's own basic cards)."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.ai.autopilot import Mind
from mcdesk.games.champions.ai.competitive import (
    CHOOSING_SIDES_BONUS,
    CompetitiveAutopilot,
    CompetitiveMind,
    competitive_choice,
    is_leader_card,
    leader_left,
)
from mcdesk.games.champions.cards.vocabulary.civil_war import CHOOSING_SIDES
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.engine.state import HAND, SET_ASIDE

from .conftest import competitive_setup, started


def autopilot_game(size: int, seed: int, limit: int = 6000) -> tuple[CompetitiveGame, set[int]]:
    """A whole game with the autopilot on every seat; every answer must be one of the options offered."""
    g = CompetitiveGame(competitive_setup(size), seed)
    ap = CompetitiveAutopilot(seed)
    seats = set()
    while g.pending is not None and len(g.answers) < limit:
        d = g.pending
        key = ap.choose(g)
        assert d.option(key) is not None, (key, d.prompt)
        seats.add(d.player)
        g.answer(key)
    return g, seats


@pytest.mark.parametrize("size,seed", [(1, 1), (2, 2)])
def test_the_autopilot_answers_every_decision_of_a_whole_game(size: int, seed: int) -> None:
    g, seats = autopilot_game(size, seed)
    assert g.pending is None, "the game did not end"
    assert g.state.result in ("registration", "resistance", "tie", "both_lose")
    assert seats == set(range(2 * size)), "every seat of both teams decided something"


@pytest.mark.slow
@pytest.mark.parametrize("size,seed", [(s, n) for s in (1, 2) for n in range(3, 11)])
def test_the_autopilot_answers_every_decision_of_many_games(size: int, seed: int) -> None:
    g, _ = autopilot_game(size, seed)
    assert g.pending is None and g.state.result is not None


def test_it_answers_for_the_seat_deciding_with_that_seats_own_game_area() -> None:
    """The resistance seat's decision is read in the resistance game area (its player numbered there)."""
    g = started(CompetitiveGame(competitive_setup(1), 5))
    while g.area_of_seat(g.pending.player)[0] != 1:  # type: ignore[union-attr]
        g.answer(competitive_choice(g, 5))
    area, d = g.area_decision()  # type: ignore[misc]
    assert area.index == 1 and d.player == 0 and g.pending.player == 1  # type: ignore[union-attr]
    key = competitive_choice(g, 5)
    assert g.pending.option(key) is not None  # type: ignore[union-attr]


def test_the_same_game_and_seed_give_the_same_answers() -> None:
    a, _ = autopilot_game(1, 3, limit=60)
    b, _ = autopilot_game(1, 3, limit=60)
    assert a.answers == b.answers


def _choosing_sides(area: object) -> int:
    from mcdesk.games.champions.engine.game import Game

    assert isinstance(area, Game)
    return next(s for s in area.side_schemes() if area.facts(s).name == CHOOSING_SIDES)


def test_threat_on_choosing_sides_is_worth_more_than_on_another_side_scheme() -> None:
    """Rulebook, "Leader-Specific Basic Cards": defeating Choosing Sides earns 2 of the leader's basic cards."""
    g = started(CompetitiveGame(competitive_setup(1), 4))
    area, d = g.area_decision()  # type: ignore[misc]
    cs = _choosing_sides(area)
    threat = area.state.cards[cs].threat
    comp = CompetitiveMind(area, d, 0)
    plain = Mind(area, d, 0)
    assert comp.thwart_value(cs, threat) >= plain.thwart_value(cs, threat) + CHOOSING_SIDES_BONUS
    main = area.main_scheme()
    assert main is not None  # the main scheme is not Choosing Sides: no bonus there
    area.state.cards[main].threat = 3
    assert comp.thwart_value(main, 1) == pytest.approx(plain.thwart_value(main, 1), rel=0.3)


def test_damage_on_the_enemy_leader_is_worth_more_when_the_enemy_team_is_ahead_in_the_race() -> None:
    """Rulebook, "Winning a Competitive Game": the first team to defeat its enemy leader wins."""
    g = started(CompetitiveGame(competitive_setup(1), 6))
    area, d = g.area_decision()  # type: ignore[misc]
    rival = area.rival
    assert rival is not None
    leader = area.villain()
    assert leader is not None
    even = CompetitiveMind(area, d, 0).damage_value(leader, 3)
    rival_leader = rival.villain()
    assert rival_leader is not None
    before = leader_left(rival)
    rival.state.cards[rival_leader].damage = rival.hit_points(rival_leader) - 1  # our leader nearly defeated
    assert leader_left(rival) < before
    behind = CompetitiveMind(area, d, 0).damage_value(leader, 3)
    assert behind > even * 1.3
    assert CompetitiveMind(area, d, 0).race() > 0  # the enemy team is ahead


def test_a_leader_card_in_hand_is_worth_playing() -> None:
    """Rulebook, "Leader-Specific Basic Cards": once earned, they are part of the player's deck."""
    g = started(CompetitiveGame(competitive_setup(1), 7))
    area, d = g.area_decision()  # type: ignore[misc]
    aside = [c for c in area.state.zone(SET_ASIDE) if is_leader_card(area, c)]
    assert len(aside) == 4
    card = aside[0]
    area.state.move(card, (HAND, 0))
    comp, _ = CompetitiveMind(area, d, 0).play_value(card)
    plain, _ = Mind(area, d, 0).play_value(card)
    assert comp > plain
    other = next(c for c in area.state.zone(HAND, 0) if not is_leader_card(area, c))
    assert CompetitiveMind(area, d, 0).play_value(other) == Mind(area, d, 0).play_value(other)


def test_suggest_gives_a_legal_answer_and_a_reason_for_the_window() -> None:
    from mcdesk.games.champions.ai.competitive import suggest

    g = CompetitiveGame(competitive_setup(2), 8)
    for _ in range(40):
        if g.pending is None:
            break
        key, why = suggest(g)
        assert g.pending.option(key) is not None and why
        g.answer(key)


def test_the_enemy_teams_search_in_the_other_area_is_answered_against_that_area() -> None:
    """Civil War rulebook, "Unique Rule and Other Abilities": "the enemy team" (the other team's first player)
    chooses among the cards of this game area, here the minion Choosing Sides finds at setup."""
    g = CompetitiveGame(competitive_setup(1), 1)
    ap = CompetitiveAutopilot(1)
    while g.pending is not None and g.state.phase_no < 0:
        d = g.pending
        area, _ = g.area_of_seat(d.player)
        cards = g.areas[1 - area].state.cards
        if any(o.action is not None and o.action.card in cards for o in d.options):
            key, why = ap.suggest(g)
            assert d.option(key) is not None and "enemy team's choice" in why
            return
        g.answer(ap.choose(g))
    pytest.fail("no decision of the enemy team during setup")


def test_in_the_last_phase_it_plays_for_what_is_left() -> None:
    """Rulebook, "Winning a Competitive Game": once one team's game is decided, the other plays its next phase.
    If the enemy team defeated our leader, only defeating ours ties; if they lost, not losing wins."""
    g = started(CompetitiveGame(competitive_setup(1), 9))
    area, d = g.area_decision()  # type: ignore[misc]
    rival = area.rival
    leader, main = area.villain(), area.main_scheme()
    assert rival is not None and leader is not None and main is not None
    area.state.cards[main].threat = 4
    before_damage = CompetitiveMind(area, d, 0).damage_value(leader, 3)
    before_threat = CompetitiveMind(area, d, 0).threat_removal_value(2)
    rival.state.result = "win"
    assert CompetitiveMind(area, d, 0).damage_value(leader, 3) > 2 * before_damage
    rival.state.result = "loss"
    assert CompetitiveMind(area, d, 0).damage_value(leader, 3) < before_damage
    assert CompetitiveMind(area, d, 0).threat_removal_value(2) > 2 * before_threat


@pytest.mark.parametrize("size,seed", [(1, 1), (1, 2), (2, 1), (2, 2)])
def test_the_windows_suggest_alone_plays_a_whole_game_from_its_setup(size: int, seed: int) -> None:
    """What the window's autopilot seats answer (``ai.competitive.suggest``, seeded per seat as ``mcdesk
    simulate --competitive`` seeds it) takes a 1v1 and a 2v2 game from the first decision of its setup to its end,
    including the setup's choices among the other game area's cards asked before a seat's own area has its
    players."""
    from mcdesk.games.champions.ai.competitive import suggest
    from mcdesk.games.champions.ai.competitive_sim import SeatPolicies

    g = CompetitiveGame(competitive_setup(size), seed)
    simulate = SeatPolicies(["autopilot"] * (2 * size), seed)  # the seats of `mcdesk simulate --competitive`
    before_players = 0
    while g.pending is not None and len(g.answers) < 6000:
        d = g.pending
        area, _ = g.area_of_seat(d.player)
        if not g.areas[area].state.players:
            before_players += 1
        key, why = suggest(g)
        assert d.option(key) is not None and why, (key, d.prompt)
        assert key == simulate.choose(g), "the window's autopilot answers as the simulation's does"
        g.answer(key)
    assert g.pending is None, "the game did not end"
    assert g.state.result in ("registration", "resistance", "tie", "both_lose")
    assert before_players, "no decision was asked before a game area had its players"


def test_a_setup_choice_about_the_other_area_offering_none_of_its_cards_is_answered() -> None:
    """During setup a seat may be asked about the leader it brought (a card of the other game area) before its own
    area has its players; a question that offers no card (yes or no) is still the enemy team's choice there."""
    import dataclasses

    from mcdesk.core.decisions import Decision, DecisionKind, Option

    g = CompetitiveGame(competitive_setup(1), 1)
    while g.pending is not None and g.areas[g.area_of_seat(g.pending.player)[0]].state.players:
        g.answer(CompetitiveAutopilot(1).choose(g))
    d = g.pending
    assert d is not None and g.state.phase_no < 0
    area, local = g.area_of_seat(d.player)
    other = g.areas[1 - area]
    leader = other.villain()
    assert leader is not None and not g.areas[area].state.players
    asked = Decision(DecisionKind.YES_NO, "Use the leader's ability?", (Option("yes", "Yes"), Option("no", "No")),
                     d.player, source=leader)

    class Asking:  # the game with that question pending instead
        areas = g.areas
        pending = asked

        def area_decision(self) -> tuple[object, Decision]:
            return g.areas[area], dataclasses.replace(asked, player=local)

    key, why = CompetitiveAutopilot(1).suggest(Asking())  # type: ignore[arg-type]
    assert key in ("yes", "no") and "enemy team's choice" in why

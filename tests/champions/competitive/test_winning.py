"""Winning a competitive game (Civil War rulebook, "Winning a Competitive Game", "Tie-Break Conditions")."""

from __future__ import annotations

import random

import pytest

from mcdesk.core.referee import GameOver
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.competitive.rounds import decide, tie_break
from mcdesk.games.champions.engine.state import MAIN_SCHEME_DECK, REMOVED

from .conftest import competitive_setup, started


def _answer_until(g: CompetitiveGame, stop: object, seed: int = 0) -> list[int]:
    """Answer at random until ``stop(g)``; the seats that answered."""
    rng = random.Random(seed)
    seats = []
    while g.pending is not None and not stop(g):  # type: ignore[operator]
        seats.append(g.pending.player)
        g.answer(rng.choice(g.pending.options).key)
    return seats


@pytest.mark.parametrize(("reg", "res", "result"), [
    ("win", None, "registration"), (None, "loss", "registration"), ("win", "loss", "registration"),
    (None, "win", "resistance"), ("loss", None, "resistance"), ("loss", "win", "resistance"),
    ("loss", "loss", "both_lose"),
])
def test_who_wins(reg: str | None, res: str | None, result: str) -> None:
    """Whichever team defeats the enemy leader (or whose leader completes its scheme or defeats every identity
    of the other team) first wins; both teams losing, both lose."""
    g = started(CompetitiveGame(competitive_setup(), 1))
    g.state.outcomes = [reg, res]
    g.state.reasons = ["r" if reg else "", "s" if res else ""]
    assert decide(g)[0] == result


def test_registration_winning_in_its_hero_phase_lets_resistance_play_its_next_phase() -> None:
    """If the registration team defeats the enemy leader first, the game continues through the end of the
    resistance team's next phase; the resistance leader stays in play meanwhile."""
    g = started(CompetitiveGame(competitive_setup(), 2))
    assert g.state.phase_no == 0 and g.pending is not None and g.area_of_seat(g.pending.player)[0] == 0
    g.area_decided(0, GameOver("win", "Captain America (II) is defeated"))
    seats = _answer_until(g, lambda x: x.state.phase_no > 0, seed=2)
    assert g.pending is not None, "the game must not end in the registration phase"
    assert g.areas[0].villain() is not None  # the resistance leader does not leave play
    seats = _answer_until(g, lambda x: False, seed=2)
    assert seats and all(s == 1 for s in seats)  # only the resistance team played on
    assert g.state.result == "registration"
    assert g.state.phase_no == 1


def test_both_teams_defeating_their_enemy_leader_is_a_tie_settled_by_tie_breaks() -> None:
    g = started(CompetitiveGame(competitive_setup(), 3))
    g.area_decided(0, GameOver("win", "the resistance leader is defeated"))
    _answer_until(g, lambda x: x.state.phase_no > 0, seed=3)
    g.area_decided(1, GameOver("win", "the registration leader is defeated"))
    _answer_until(g, lambda x: False, seed=3)
    expected = tie_break(g)
    assert g.state.result == (expected[0] if expected else "tie")
    assert "tie-break" in g.state.result_reason or g.state.result == "tie"


def test_a_resistance_loss_ends_the_game_at_the_end_of_that_phase() -> None:
    g = started(CompetitiveGame(competitive_setup(), 4))
    _answer_until(g, lambda x: x.state.phase_no == 1, seed=4)
    if g.pending is None:
        pytest.skip("the game ended before the resistance hero phase")
    g.area_decided(1, GameOver("loss", "every player has been eliminated"))
    _answer_until(g, lambda x: False, seed=4)
    assert g.state.result == "registration"
    assert g.state.phase_no == 1


def test_tie_breaks_in_order() -> None:
    """1. main scheme deck not past 1B; 2. fewest minions and side schemes; 3. least threat on the main scheme;
    4. most remaining hit points; 5. fewest attachments on the leader."""
    g = started(CompetitiveGame(competitive_setup(), 5))
    reg, res = g.areas

    def level() -> None:  # make every measure equal
        for a in g.areas:
            for c in a.minions() + a.side_schemes():
                a.state.move(c, (REMOVED, None))
            a.state.cards[a.main_scheme()].threat = 0  # type: ignore[index]
            for p in a.active_players():  # 5 hit points left each
                ident = a.state.cards[a.identity(p)]
                ident.damage = 0
                ident.damage = a.hit_points(ident.id) - 5
            for att in a.attachments(a.villain()):  # type: ignore[arg-type]
                a.state.move(att, (REMOVED, None))
                a.state.cards[att].attached_to = None

    level()
    assert tie_break(g) is None
    res.state.cards[res.main_scheme()].threat = 2  # type: ignore[index]
    assert tie_break(g) == ("registration", "it has the least threat on the main scheme in its game area")
    reg.state.cards[reg.identity(0)].damage += 2  # rule 4 now favours resistance; rule 3 still decides first
    assert tie_break(g)[0] == "registration"  # type: ignore[index]
    # Rule 1 comes before all: the registration area's main scheme deck advanced past 1B.
    stage_two = reg.state.zone(MAIN_SCHEME_DECK)[0]
    reg.state.move(stage_two, (REMOVED, None))
    assert tie_break(g) == ("resistance", "its enemy main scheme deck did not advance past stage 1B")

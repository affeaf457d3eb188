"""Player layouts (rulebook: Free for All, 2 vs. 2, 2-Headed Teammates)."""

from __future__ import annotations

from mcdesk.games.vs.cards.decks import first_deck
from mcdesk.games.vs.engine import Game, GameSetup, PlayerSetup
from mcdesk.games.vs.engine.combat import combat, defenders
from mcdesk.games.vs.engine.harness import Harness
from mcdesk.games.vs.engine.turn import check_end, seat_layout

W, M, C, S = "mnb-029", "mnb-083", "mnb-001", "mnb-055"


def _start(mode: str, n: int) -> Game:
    decks = [first_deck(t) for t in ("avengers", "villains", "xmen", "guardians")[:n]]
    g = Game(GameSetup(tuple(PlayerSetup(d.main, d.cards) for d in decks), mode, 0), 1)
    for _ in range(n):
        g.answer("front")
    for _ in range(n):
        g.answer("keep")
    return g


def test_free_for_all_attack_any_other_player() -> None:
    """Free for All: your characters may attack any other player's characters."""
    h = Harness(mains=(W, M, C), mode="ffa")
    g = h.start(lambda g: iter(()))
    assert set(defenders(g, 0, [1])) == {3, 5}


def test_free_for_all_ko_removes_that_players_cards_and_last_one_wins() -> None:
    """Free for All: a KO'd player's cards are removed from the game (not KO'd); the last main character
    left wins."""
    h = Harness(mains=(W, M, C), mode="ffa")
    bp = h.add("Black Panther", "front", 1)
    h.set(lambda g: setattr(g.card(3), "wounds", 4))

    def proc(g):  # type: ignore[no-untyped-def]
        yield from g.stun(3)
        check_end(g)
        yield from iter(())

    g = h.start(proc)
    assert g.players[1].out and g.zone_kind(bp) == "removed" and g.state.result is None


def test_two_vs_two_seats_alternate_and_teammates_cant_be_attacked() -> None:
    """2 vs. 2: turn order goes Team A, Team B, Team A, Team B; you can't attack your teammate's characters;
    the second player draws one on the first turn."""
    assert seat_layout("2v2", 4) == [(0, 0), (1, 1), (2, 0), (3, 1)]
    h = Harness(mains=(W, M, C, S), mode="2v2")
    g = h.start(lambda g: iter(()))
    assert set(defenders(g, 0, [1])) == {3, 7}
    g2 = _start("2v2", 4)
    for k in ("skip", "done", "done", "end"):
        g2.answer(k)
    assert len(g2.hand(1)) == 8


def test_two_headed_teammates_share_rows_and_protection() -> None:
    """2-Headed Teammates: one shared front row and back row per team; a teammate's front row character
    protects the other's back row."""
    assert seat_layout("2hg", 4) == [(0, 0), (0, 0), (1, 1), (1, 1)]
    h = Harness(mains=(W, M, C, S), mode="2hg", main_rows=("front", "back", "front", "front"))
    g = h.start(lambda g: iter(()))
    assert 2 * 1 + 1 not in defenders(g, 2, [5])  # Magneto (seat 1) in the back, Wolverine (seat 0) in front
    assert set(defenders(g, 2, [5])) == {1}


def test_two_headed_first_team_draws_nothing_and_recruits_separately() -> None:
    """2-Headed Teammates: each player on the team taking the first turn draws nothing; both recruit
    separately with their own recruit points."""
    g = _start("2hg", 4)
    assert len(g.hand(0)) == 7
    g.answer("skip")
    assert g.pending is not None and g.pending.player == 1 and g.pending.prompt.startswith("Resource")
    g.answer("skip")
    g.answer("done")
    assert g.pending.player == 1 and g.pending.prompt.startswith("Recruit")  # type: ignore[union-attr]
    g.answer("done")
    g.answer("done")
    g.answer("end")
    assert len(g.hand(0)) == 7 and len(g.hand(1)) == 7 and g.state.active == 2 and len(g.hand(2)) == 9


def test_two_headed_a_player_whose_main_is_ko_plays_on() -> None:
    """2-Headed Teammates: when your main character is KO'd you continue to play on; the game ends when
    both main characters of a team are KO'd."""
    h = Harness(mains=(W, M, C, S), mode="2hg")
    h.set(lambda g: setattr(g.card(1), "wounds", 4))

    def proc(g):  # type: ignore[no-untyped-def]
        yield from g.stun(1)
        check_end(g)
        yield from g.stun(3)

    g = h.start(proc)
    assert g.players[0].main_ko and not g.players[0].out and g.state.result is None
    _ = combat

"""What the table shows of a Civil War competitive game (mcdesk/games/champions/competitive_view.py).

Civil War rulebook, "Setting Up a Competitive Game" and its game-area diagram: each team's game area holds its
players, the enemy leader, the main scheme deck, the Choosing Sides side scheme, the encounter deck and the team's
own first player token; "Playing a Competitive Game": the round is threaded registration hero phase, resistance
hero phase, registration villain phase, resistance villain phase.
"""

from __future__ import annotations

import pytest

from mcdesk.app.game_kinds import COMPETITIVE, KINDS
from mcdesk.app.private_hands import hide_hands
from mcdesk.games.champions.ai.competitive import suggest
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.competitive_view import phase_line, table_view
from mcdesk.table.layout import compute_layout, misplaced_cards, overlapping_zones
from mcdesk.table.view_model import split_zone

KIND = KINDS[COMPETITIVE]


def two_v_two() -> object:
    from mcdesk.games.champions.cards import civil_war as cw
    from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
    from mcdesk.games.champions.competitive.setup import CompetitiveSetup, TeamSetup
    from mcdesk.games.champions.engine.game import PlayerSetup

    def players(*keys: str) -> tuple[PlayerSetup, ...]:
        return tuple(PlayerSetup(BUILTIN_DECKS[k].identity, BUILTIN_DECKS[k].codes(), k) for k in keys)

    return CompetitiveSetup(
        TeamSetup("registration", players("spider-man-justice", "she-hulk-aggression"), "cw_captain_marvel",
                  cw.LEADERS["captain_marvel"].preconstructed[2]),
        TeamSetup("resistance", players("tigra-aggression", "hulkling-protection"), "cw_spider_woman",
                  cw.LEADERS["spider_woman"].preconstructed[2]))


def play_until(game: CompetitiveGame, done: object, limit: int = 3000) -> None:
    for _ in range(limit):
        if game.pending is None or done(game):  # type: ignore[operator]
            return
        key, _why = suggest(game)
        game.answer(key)


@pytest.fixture(scope="module")
def hero_phase() -> CompetitiveGame:
    """A 1v1 game in the resistance team's hero phase of round 1 (both areas set up)."""
    game = CompetitiveGame(KIND.default_setup(), 7)
    play_until(game, lambda g: g.state.phase == "hero" and g.state.current_area == 1)
    assert game.state.phase == "hero" and game.state.current_area == 1
    return game


def test_both_game_areas_with_their_own_zones_and_the_seats_at_the_table(hero_phase: CompetitiveGame) -> None:
    game = hero_phase
    view = table_view(game)
    assert [p.index for p in view.players] == [0, 1]
    assert [a.seats for a in view.areas] == [(0,), (1,)]
    assert [a.prefix for a in view.areas] == ["a0:", "a1:"]
    for prefix in ("a0:", "a1:"):
        assert view.zone(f"{prefix}villain").label == "Enemy leader"
        assert view.has_zone(f"{prefix}main_scheme") and view.has_zone(f"{prefix}encounter_deck")
    # every card of both areas is listed once, in the zone of its own area
    for n, area in enumerate(game.areas):
        for cid in area.state.cards:
            if cid in view.cards:
                zone = view.cards[cid].zone
                player, _ = split_zone(zone)
                if player is None:
                    assert zone.startswith(f"a{n}:"), (cid, zone)
                else:
                    assert player == game.seat(n, 0)
    # each area shows its enemy leader: the leader the other team brought
    for n in (0, 1):
        leader = view.zone(f"a{n}:villain").cards[0]
        assert leader in game.areas[n].state.cards
        assert game.leader_name(n) in view.areas[n].title
    assert view.areas[0].title.startswith("Registration game area — fighting")
    assert view.areas[1].title.startswith("Resistance game area — fighting")


def test_the_banner_and_the_active_area_follow_the_round(hero_phase: CompetitiveGame) -> None:
    view = table_view(hero_phase)
    assert view.banner == f"Round {hero_phase.state.round} · Resistance hero phase"
    assert [a.active for a in view.areas] == [False, True]
    assert [a.team for a in view.areas] == ["registration", "resistance"]
    assert view.deciding_player == hero_phase.pending.player  # type: ignore[union-attr]


def test_each_team_has_its_own_first_player_token() -> None:
    game = CompetitiveGame(two_v_two(), 3)  # type: ignore[arg-type]
    play_until(game, lambda g: g.state.phase == "hero" and g.state.current_area == 1)
    view = table_view(game)
    assert [a.seats for a in view.areas] == [(0, 1), (2, 3)]
    firsts = [a.first_player for a in view.areas]
    assert firsts[0] in (0, 1) and firsts[1] in (2, 3)
    assert view.first_players() == frozenset(firsts)
    lay = compute_layout(view, 1920, 1080, docked_hand=True)
    assert overlapping_zones(lay) == [] and misplaced_cards(lay) == []


def test_choosing_sides_is_shown_in_each_area(hero_phase: CompetitiveGame) -> None:
    """Each team's area has its Choosing Sides side scheme in play from setup (rulebook, game-area diagram)."""
    view = table_view(hero_phase)
    for n in (0, 1):
        names = [view.cards[c].name for c in view.zone(f"a{n}:side_schemes").cards]
        assert any("Choosing Sides" in name for name in names), names


def test_the_other_teams_hand_is_hidden_and_the_team_keeps_its_own(hero_phase: CompetitiveGame) -> None:
    view = table_view(hero_phase)
    hidden = hide_hands(view, 1)
    assert hidden.zone("p0:hand").cards == () and hidden.zone("p0:hand").count == view.zone("p0:hand").count
    assert hidden.zone("p1:hand").cards == view.zone("p1:hand").cards
    for cid in view.zone("p0:hand").cards:
        assert cid not in hidden.cards


def test_phase_line_names_the_setup_and_the_result() -> None:
    game = CompetitiveGame(KIND.default_setup(), 3)
    assert phase_line(game).startswith("Setup · ")
    play_until(game, lambda g: False, 5000)
    assert game.state.result is not None
    view = table_view(game)
    assert view.banner.startswith("Game over · ")
    assert view.result == game.state.result
    outcome = KIND.outcome(game)
    assert outcome is not None and outcome.headline in view.banner


def test_the_windows_autopilot_is_the_competitive_autopilot() -> None:
    """The window's autopilot seats (the game kind's ``suggest``) answer as ``mcdesk simulate --competitive``'s
    autopilot seats do: ``ai.competitive.suggest``, the same key and reason."""
    game = CompetitiveGame(KIND.default_setup(), 3)
    for _ in range(80):
        if game.pending is None:
            break
        key, why = KIND.suggest(game)
        assert (key, why) == suggest(game)
        game.answer(key)

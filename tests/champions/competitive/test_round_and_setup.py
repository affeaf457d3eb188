"""Competitive setup and round threading (Civil War rulebook, "Setting Up a Competitive Game", "Playing a
Competitive Game")."""

from __future__ import annotations

import pytest

from mcdesk.core.errors import InvalidSetup
from mcdesk.core.events import EventKind
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.competitive.setup import CompetitiveSetup, TeamSetup
from mcdesk.games.champions.engine.state import ENCOUNTER_DECK, SET_ASIDE, VILLAIN

from .conftest import RES_DECKS, competitive_setup, play_randomly, player, started, team


def test_each_team_faces_the_other_teams_leader_and_scenario() -> None:
    """Step 4: the teams trade scenarios, so each faces the leader the other team built its deck for."""
    g = started(CompetitiveGame(competitive_setup(), 1))
    reg, res = g.areas
    assert g.db.card(reg.state.cards[reg.villain()].code).name.startswith("Captain America")
    assert g.db.card(res.state.cards[res.villain()].code).name.startswith("Iron Man")
    assert reg.setup.scenario == "cw_captain_america" and res.setup.scenario == "cw_iron_man"


def test_the_standard_pvp_set_replaces_the_standard_set_one_copy_per_area() -> None:
    """Step 1: the standard PvP set replaces the standard set; each scenario holds one copy of it."""
    g = started(CompetitiveGame(competitive_setup(), 2))
    for area in g.areas:
        cards = [c for c in area.state.cards.values()]
        sets = {area.db.card(c.code).set_code for c in cards}
        assert "standard" not in sets
        pvp = sorted(c.code for c in cards if area.db.card(c.code).set_code == "standard_pvp")
        assert len({code[:3] for code in pvp}) == 1, pvp  # one copy, not both
        names = [area.db.card(code).name for code in pvp]
        assert names.count("Righteous Cause") == 1


def test_own_leaders_basic_cards_are_set_aside_in_the_teams_area() -> None:
    """Step 3: each team sets aside its chosen leader's 4 basic player cards (earned through Choosing Sides)."""
    g = started(CompetitiveGame(competitive_setup(), 3))
    reg, res = g.areas
    for area, leader_set in ((reg, "iron_man_leader"), (res, "captain_america_leader")):
        aside = [c for c in area.state.zone(SET_ASIDE) if area.facts(c).faction_code == "basic"]
        assert len(aside) == 4
        assert {area.facts(c).set_code for c in aside} == {leader_set}
        in_deck = [c for c in area.state.zone(ENCOUNTER_DECK) if area.facts(c).faction_code == "basic"]
        assert not in_deck


def test_choosing_sides_is_revealed_at_setup_instead_of_the_leaders_side_scheme() -> None:
    """Main scheme 1A's Setup in competitive mode: the enemy team finds Choosing Sides and your team reveals it."""
    g = started(CompetitiveGame(competitive_setup(), 4))
    for area in g.areas:
        names = [area.facts(c).name for c in area.side_schemes()]
        assert "Choosing Sides" in names
        leader_side = [c for c in area.side_schemes() if area.facts(c).set_code.endswith("_leader")]
        assert not leader_side


def test_card_ids_are_unique_across_both_areas() -> None:
    g = started(CompetitiveGame(competitive_setup(2), 5))
    a, b = (set(x.state.cards) for x in g.areas)
    assert not a & b


def test_a_hero_sharing_a_title_with_its_own_teams_leader_is_refused() -> None:
    """Step 1: players cannot use an identity that shares a title with their own side's leader."""
    iron_man = player("iron-man-aggression")
    bad = CompetitiveSetup(TeamSetup("registration", (iron_man,), "cw_iron_man", ("mighty_avengers", "the_initiative",
                                                                                   "maria_hill_modular")),
                           team("resistance", "captain_america", ("captain-marvel-leadership",)))
    with pytest.raises(InvalidSetup, match="shares a title with the team's own leader"):
        CompetitiveGame(bad, 1)
    # The same hero facing Iron Man (on the resistance team) is allowed.
    ok = CompetitiveSetup(team("registration", "captain_marvel", ("spider-man-justice",)),
                          TeamSetup("resistance", (iron_man,), "cw_captain_america",
                                    ("new_avengers", "secret_avengers", "namor_modular")))
    CompetitiveGame(ok, 1)


def test_teams_are_one_or_two_players_each_and_the_same_size() -> None:
    uneven = CompetitiveSetup(team("registration", "iron_man", ("spider-man-justice", "she-hulk-aggression")),
                              team("resistance", "captain_america", ("captain-marvel-leadership",)))
    with pytest.raises(InvalidSetup, match="1v1 or 2v2"):
        CompetitiveGame(uneven, 1)


def test_each_team_picks_a_different_side_and_its_sides_modular_sets_only() -> None:
    wrong_side = CompetitiveSetup(team("registration", "captain_america", ("spider-man-justice",)),
                                  team("resistance", "spider_woman", ("captain-marvel-leadership",)))
    with pytest.raises(InvalidSetup, match="needs a registration leader"):
        CompetitiveGame(wrong_side, 1)
    core_sets = CompetitiveSetup(TeamSetup("registration", (player("spider-man-justice"),), "cw_iron_man",
                                           ("mighty_avengers", "the_initiative", "bomb_scare")),
                                 team("resistance", "captain_america", ("captain-marvel-leadership",)))
    with pytest.raises(InvalidSetup, match="bomb_scare is not a registration modular set"):
        CompetitiveGame(core_sets, 1)


def _phases(g: CompetitiveGame) -> list[str]:
    return [e.text for e in g.log_events if e.kind == EventKind.PHASE]


def test_the_round_is_threaded_registration_first() -> None:
    """Registration's hero phase, resistance's hero phase, registration's villain phase, resistance's."""
    g = CompetitiveGame(competitive_setup(), 6)
    seen: list[str] = []
    import random

    rng = random.Random(6)
    while g.pending is not None and g.state.round < 3:
        g.answer(rng.choice(g.pending.options).key)
    seen = _phases(g)
    assert seen[:8] == ["Registration hero phase.", "Resistance hero phase.", "Registration villain phase.",
                        "Resistance villain phase."] * 2


def test_decisions_go_to_the_seats_of_the_team_whose_phase_it_is() -> None:
    g = CompetitiveGame(competitive_setup(2), 7)
    import random

    rng = random.Random(7)
    checked = 0
    while g.pending is not None and g.state.round < 2:
        if g.state.phase == "hero":
            area, _ = g.area_of_seat(g.pending.player)
            assert area == g.state.current_area
            checked += 1
        g.answer(rng.choice(g.pending.options).key)
    assert checked > 10


def test_each_team_passes_its_own_first_player_token_after_its_villain_phase() -> None:
    """2v2: each team has its own first player token that passes at the end of its villain phase."""
    g = CompetitiveGame(competitive_setup(2), 8)
    import random

    rng = random.Random(8)
    while g.pending is not None and g.state.round < 2:
        g.answer(rng.choice(g.pending.options).key)
    if g.pending is None:
        pytest.skip("the game ended in round 1")
    for area in g.areas:
        assert area.state.first_player == 1 or area.state.players[0].eliminated


def test_random_games_end_with_a_result_and_keep_every_card_in_one_zone() -> None:
    for seed in range(4):
        for n in (1, 2):
            g = CompetitiveGame(competitive_setup(n), seed)
            play_randomly(g, seed)
            assert g.state.result in ("registration", "resistance", "tie", "both_lose")
            assert not g.state.check_invariants()


def test_undo_replay_and_save_agree() -> None:
    g = CompetitiveGame(competitive_setup(1), 11)
    answers = play_randomly(g, 11, limit=120)
    again = CompetitiveGame.replay(g.setup, 11, answers)
    assert again.state_hash() == g.state_hash()
    for k in (len(answers) - 1, len(answers) // 2, 3):
        back = CompetitiveGame.replay(g.setup, 11, answers[:k])
        h = CompetitiveGame.replay(g.setup, 11, answers[:k + 1])
        assert h.undo()
        assert h.state_hash() == back.state_hash()
        assert h.redo()
        assert h.state_hash() == CompetitiveGame.replay(g.setup, 11, answers[:k + 1]).state_hash()
    loaded = CompetitiveGame.from_save(g.to_save())
    assert loaded.state_hash() == g.state_hash()
    assert loaded.pending == g.pending


def test_villain_card_of_each_area_is_a_leader() -> None:
    g = started(CompetitiveGame(competitive_setup(), 12))
    for area in g.areas:
        assert area.facts(area.state.zone(VILLAIN)[0]).leader


def test_a_team_cannot_have_the_same_hero_twice() -> None:
    """The unique rule applies to a team's own player cards (Civil War rulebook, "Unique Rule and Other
    Abilities"; Rules Reference, "Unique Icon"); the other team may use the same hero."""
    twice = CompetitiveSetup(team("registration", "iron_man", ("spider-man-justice", "spider-man-justice")),
                             team("resistance", "captain_america", RES_DECKS))
    with pytest.raises(InvalidSetup, match="the registration team: players 1 and 2 both play Spider-Man"):
        CompetitiveGame(twice, 1)
    both_sides = CompetitiveSetup(team("registration", "iron_man", ("captain-marvel-leadership",)),
                                  team("resistance", "captain_america", ("captain-marvel-leadership",)))
    CompetitiveGame(both_sides, 1)

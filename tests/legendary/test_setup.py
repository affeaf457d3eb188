"""Legendary setup: rulebook "General Game Setup", "Your Opponent", "The Villain Deck", "The Hero Deck",
"Starting the Game", "Solo Play"."""

from __future__ import annotations

import pytest

from mcdesk.core.errors import CorruptLog, InvalidSetup
from mcdesk.games.legendary.engine.game import LegendaryGame
from mcdesk.games.legendary.engine.setup_rules import (
    LegendarySetup,
    check_setup,
    first_game,
    random_setup,
)


def codes(g: LegendaryGame, zone: str) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zones.get(zone, ())]


def kinds(g: LegendaryGame, zone: str) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in g.state.zones.get(zone, ()):
        k = g.facts(c).kind
        out[k] = out.get(k, 0) + 1
    return out


def test_starting_decks_and_hands() -> None:
    """"Player Starting Decks": 8 Agents and 4 Troopers; "Starting the Game": draw 6."""
    g = LegendaryGame(first_game(2), 3)
    for p in range(2):
        mine = codes(g, f"deck:{p}") + codes(g, f"hand:{p}") + codes(g, f"played:{p}") + codes(g, f"discard:{p}")
        assert sorted(set(mine)) == ["shield_agent", "shield_trooper"]
        assert mine.count("shield_agent") == 8 and mine.count("shield_trooper") == 4
    assert len(codes(g, "hand:1")) == 6  # player 2 has not played yet


def test_hq_has_five_heroes_and_hero_deck_has_the_rest() -> None:
    """"The Hero Deck": all 14 cards of each of 5 heroes (70 cards); 5 flipped into the HQ."""
    g = LegendaryGame(first_game(2), 3)
    hq = [c for s in range(5) for c in g.state.zones.get(f"hq:{s}", ())]
    assert len(hq) == 5
    assert len(g.zone("hero_deck")) + len(hq) == 70


@pytest.mark.parametrize(("players", "groups", "henchmen", "bystanders"),
                         [(2, 2, 1, 2), (3, 3, 1, 8), (4, 3, 2, 8), (5, 4, 2, 12)])
def test_villain_deck_follows_the_setup_table(players: int, groups: int, henchmen: int, bystanders: int) -> None:
    """"The Villain Deck" table; 8 twists (the Cosmic Cube's setup) and 5 Master Strikes."""
    s = random_setup(players, 11, scheme="unleash_the_power_of_the_cosmic_cube", mastermind="red_skull")
    assert len(s.villain_groups) == groups and len(s.henchmen) == henchmen
    assert "hydra" in s.villain_groups  # Red Skull always leads HYDRA
    g = LegendaryGame(s, 11)
    everywhere = kinds(g, "villain_deck")
    for z in ("revealed", "ko", "escaped", *(f"city:{i}" for i in range(5)), "captured:mastermind"):
        for k, n in kinds(g, z).items():
            everywhere[k] = everywhere.get(k, 0) + n
    for c in g.state.cards.values():
        if c.zone.startswith("captured:") and c.zone != "captured:mastermind":
            everywhere["bystander"] = everywhere.get("bystander", 0) + 1
    assert everywhere["scheme_twist"] == 8
    assert everywhere["master_strike"] == 5
    assert everywhere["villain"] == 8 * groups
    assert everywhere["henchman"] == 10 * henchmen
    assert everywhere["bystander"] == bystanders
    assert len(g.zone("tactics")) == 4


def test_solo_setup() -> None:
    """"Solo Play": 3 heroes, 1 villain group, 3 henchmen, 1 bystander, 1 Master Strike, the normal twists;
    Always Leads is ignored."""
    s = random_setup(1, 5, scheme="the_legacy_virus", mastermind="loki")
    assert len(s.heroes) == 3 and len(s.villain_groups) == 1 and len(s.henchmen) == 1
    g = LegendaryGame(s, 5)
    deck = kinds(g, "villain_deck")
    for k, n in kinds(g, "revealed").items():
        deck[k] = deck.get(k, 0) + n
    total = sum(deck.values()) + sum(1 for c in g.state.cards.values()
                                    if c.zone.startswith("city:") or c.zone.startswith("captured:")
                                    or c.zone == "ko")
    assert total == 8 + 8 + 3 + 1 + 1  # twists, villains, henchmen, bystander, strike


def test_solo_cannot_use_the_two_multiplayer_schemes() -> None:
    s = LegendarySetup(1, "loki", "super_hero_civil_war", ("hydra",), ("sentinel",), ("hulk", "thor", "storm"))
    with pytest.raises(InvalidSetup, match="solo play cannot use"):
        check_setup(s)


def test_always_leads_is_required_with_several_players() -> None:
    s = LegendarySetup(2, "magneto", "the_legacy_virus", ("hydra", "skrulls"), ("sentinel",),
                       ("hulk", "thor", "storm", "rogue", "gambit"))
    with pytest.raises(InvalidSetup, match="always leads Brotherhood"):
        check_setup(s)


def test_scheme_setup_changes() -> None:
    """Scheme Setup sections: Negative Zone adds a henchman group; Skrull invasion needs 6 heroes and the Skrulls;
    Civil War with 2 players uses 4 heroes; Legacy Virus holds 6 wounds per player."""
    nz = random_setup(2, 1, scheme="negative_zone_prison_breakout")
    assert len(nz.henchmen) == 2
    sk = random_setup(3, 1, scheme="secret_invasion_of_the_skrull_shapeshifters")
    assert len(sk.heroes) == 6 and "skrulls" in sk.villain_groups
    cw = random_setup(2, 1, scheme="super_hero_civil_war")
    assert len(cw.heroes) == 4
    g = LegendaryGame(random_setup(3, 2, scheme="the_legacy_virus"), 2)
    assert sum(1 for c in g.state.cards.values() if c.code == "wound") == 18


def test_bad_setup_data_names_the_field() -> None:
    with pytest.raises(CorruptLog, match="'mastermind' is missing"):
        LegendarySetup.from_dict({"players": 2, "scheme": "x", "villain_groups": [], "henchmen": [], "heroes": []})
    with pytest.raises(InvalidSetup, match="1 to 5 players"):
        check_setup(LegendarySetup(7, "loki", "the_legacy_virus", (), (), ()))
    with pytest.raises(InvalidSetup, match="unknown hero"):
        check_setup(LegendarySetup(1, "loki", "the_legacy_virus", ("hydra",), ("sentinel",), ("hulk", "x", "y")))

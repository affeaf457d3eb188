"""Each base-set mastermind (its Master Strike and four tactics) and each scheme (its setup, special rules,
Twist and Evil Wins), from the rulebook's "If the Card Is a Strike", "If the Card Is a Twist", "Mastermind
Tactics", "How to Lose", "Solo Play"."""

from __future__ import annotations

import pytest

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.legendary.engine.game import LegendaryGame
from mcdesk.games.legendary.engine.harness import cards_in, hand, labels, pick, scenario_game
from mcdesk.games.legendary.engine.villains import fight_mastermind


def resolve_first(g: LegendaryGame) -> None:
    while g.pending is not None and g.pending.kind != "turn":
        g.answer(g.pending.options[0].key)


def tactic_game(mastermind: str, tactic: str, layout: dict[str, list[str]], players: int = 1,
                **kw: object) -> LegendaryGame:
    """A game where the given tactic is the only one left under the mastermind (the others set aside, so the
    fight wins the game after its effect) and the player has 25 attack to fight it."""
    g = scenario_game(layout | {"hand:0": ["hulk.hulk_smash"] * 3 + layout.get("hand:0", [])},
                      mastermind=mastermind, players=players, villain_deck=["bystander"] * 3, **kw)
    for c in g.zone("tactics"):
        if g.state.cards[c].code != f"{mastermind}.{tactic}":
            g.state.move(c, "set_aside")
    for _ in range(3):
        pick(g, "Hulk Smash")
    return g


# == Master Strikes ===================================================================================

def test_red_skull_strike_kos_a_hero_from_each_hand() -> None:
    g = scenario_game({"hand:0": ["shield_agent", "wound"], "hand:1": ["shield_trooper"]}, players=2,
                      villain_deck=["master_strike"])
    assert sorted(cards_in(g, "ko")) == ["master_strike", "shield_agent", "shield_trooper"]
    assert hand(g) == ["wound"]  # a Wound is not a Hero


def test_loki_strike_reveal_strength_or_wound() -> None:
    g = scenario_game({"hand:0": ["hulk.growing_anger"]}, mastermind="loki", villain_deck=["master_strike"])
    pick(g, "Reveal")
    assert cards_in(g, "discard:0") == []
    g = scenario_game({"hand:0": ["shield_agent"]}, mastermind="loki", villain_deck=["master_strike"])
    assert cards_in(g, "discard:0") == ["wound"]


def test_magneto_strike_discard_down_to_four() -> None:
    g = scenario_game({"hand:0": ["shield_agent"] * 6}, mastermind="magneto", villain_deck=["master_strike"])
    pick(g, "Agent")
    pick(g, "Agent")
    assert len(hand(g)) == 4


def test_dr_doom_strike_only_with_exactly_six_cards() -> None:
    g = scenario_game({"hand:0": ["shield_agent"] * 6}, mastermind="dr_doom", villain_deck=["master_strike"])
    pick(g, "Agent")
    pick(g, "Agent")
    assert len(hand(g)) == 4 and cards_in(g, "deck:0") == ["shield_agent", "shield_agent"]
    g = scenario_game({"hand:0": ["shield_agent"] * 5}, mastermind="dr_doom", villain_deck=["master_strike"])
    assert g.pending is not None and g.pending.kind == DecisionKind.TURN and len(hand(g)) == 5


# == tactics ==========================================================================================

def test_dr_doom_tactics() -> None:
    g = tactic_game("dr_doom", "dark_technology", {}, hero_deck=["iron_man.arc_reactor"] * 6)
    pick(g, "Fight the Mastermind")
    assert g.pending is not None and "for free" in g.pending.prompt
    pick(g, "Arc Reactor")
    assert cards_in(g, "discard:0") == ["iron_man.arc_reactor"] and g.result == "win"
    g = tactic_game("dr_doom", "secrets_of_time_travel", {})
    pick(g, "Fight the Mastermind")
    assert g.state.turn.extra_turn and g.result == "win"
    g = tactic_game("dr_doom", "treasures_of_latveria", {})
    pick(g, "Fight the Mastermind")
    assert g.state.turn.end_draw_extra == 3


def test_red_skull_tactics() -> None:
    g = tactic_game("red_skull", "endless_resources", {})
    pick(g, "Fight the Mastermind")
    assert g.result == "win" and g.state.turn.recruit == 4
    g = tactic_game("red_skull", "negablast_grenades", {})
    pick(g, "Fight the Mastermind")
    assert g.state.turn.attack == 25 - 7 + 3
    g = tactic_game("red_skull", "hydra_conspiracy", {"victory:0": ["hydra.viper"], "deck:0": ["shield_agent"] * 4})
    pick(g, "Fight the Mastermind")
    assert len(hand(g)) == 3
    g = tactic_game("red_skull", "ruthless_dictator", {"deck:0": ["wound", "shield_agent", "thor.odinson"]})
    pick(g, "Fight the Mastermind")
    pick(g, "Wound")
    pick(g, "Agent")
    assert cards_in(g, "ko") == ["wound"] and cards_in(g, "discard:0") == ["shield_agent"]
    assert cards_in(g, "deck:0") == ["thor.odinson"]


def test_loki_tactics() -> None:
    g = tactic_game("loki", "cruel_ruler", {"city:2": ["hydra.viper"]})
    pick(g, "Fight the Mastermind")
    assert "hydra.viper" in cards_in(g, "victory:0")
    g = tactic_game("loki", "maniacal_tyrant", {"discard:0": ["wound"] * 5})
    pick(g, "Fight the Mastermind")
    for _ in range(4):
        pick(g, "Wound")
    assert cards_in(g, "ko").count("wound") == 4
    g = tactic_game("loki", "vanishing_illusions", {"victory:1": ["hydra.viper"]}, players=2)
    pick(g, "Fight the Mastermind")
    assert "hydra.viper" in cards_in(g, "ko")
    g = tactic_game("loki", "whispers_and_lies", {"victory:1": ["bystander"] * 3}, players=2)
    pick(g, "Fight the Mastermind")
    resolve_first(g)
    assert cards_in(g, "victory:1") == ["bystander"]


def test_magneto_tactics() -> None:
    g = tactic_game("magneto", "xaviers_nemesis", {"hand:0": ["storm.lightning_bolt"]})
    pick(g, "Fight the Mastermind")
    assert sum(1 for c in g.zone("victory:0") if g.facts(c).kind == "bystander") == 1 + 1  # and the one held
    g = tactic_game("magneto", "crushing_shockwave", {}, players=2)
    pick(g, "Fight the Mastermind")
    assert cards_in(g, "discard:1") == ["wound", "wound"] and cards_in(g, "discard:0") == []


def test_electromagnetic_bubble_keeps_an_x_men_hero_as_a_seventh_card() -> None:
    for seed in range(1, 40):  # a game where the random tactic taken is the Bubble, not the last tactic
        g = scenario_game({"hand:0": ["hulk.hulk_smash"] * 3 + ["storm.lightning_bolt"],
                           "deck:0": ["shield_agent"] * 8, "city:0": ["brotherhood.blob"]}, mastermind="magneto",
                          seed=seed, villain_deck=["bystander"] * 3)
        for _ in range(3):
            pick(g, "Hulk Smash")
        pick(g, "Fight the Mastermind")
        if "magneto.electromagnetic_bubble" in cards_in(g, "victory:0"):
            break
    else:
        raise AssertionError("no seed took the Bubble first")
    pick(g, "End your turn")
    assert len(hand(g)) == 7 and "storm.lightning_bolt" in hand(g)


def test_fight_mastermind_free_counts_as_a_fight() -> None:
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["bystander"])
    proc = fight_mastermind(g, 0, free=True)
    with pytest.raises(StopIteration):
        next(proc)
    assert g.state.turn.fought_mastermind and len(g.zone("tactics")) == 3


# == schemes ==========================================================================================

def test_cosmic_cube_twists() -> None:
    g = scenario_game({"hand:0": ["shield_agent"], "twists": ["scheme_twist"] * 4}, players=2,
                      villain_deck=["scheme_twist"])
    assert len(cards_in(g, "twists")) == 5
    assert cards_in(g, "discard:0") == ["wound"] and cards_in(g, "discard:1") == ["wound"]
    g = scenario_game({"hand:0": ["shield_agent"], "twists": ["scheme_twist"] * 6}, villain_deck=["scheme_twist"])
    assert cards_in(g, "discard:0") == ["wound"] * 3
    g = scenario_game({"hand:0": ["shield_agent"], "twists": ["scheme_twist"] * 7}, villain_deck=["scheme_twist"])
    assert g.result == "loss"


def test_legacy_virus() -> None:
    g = scenario_game({"hand:0": ["shield_agent"]}, scheme="the_legacy_virus", villain_deck=["scheme_twist"] * 2,
                      stacks=1)
    assert g.result == "loss" and "Wound stack" in g.state.result_reason


def test_midtown_bank_robbery() -> None:
    g = scenario_game({"city:1": ["sentinel"], "hand:0": ["shield_agent"]}, players=2, scheme="midtown_bank_robbery",
                      villain_deck=["scheme_twist", "hand_ninjas"])
    bank = g.state.zones["city:1"][0]  # the Hand Ninjas the twist played entered the Sewers, pushing nobody
    assert g.state.cards[bank].code == "sentinel" and len(g.captured(bank)) == 2
    assert g.villain_attack(bank) == 3 + 2


def test_negative_zone_plays_two_cards() -> None:
    g = scenario_game({"hand:0": ["shield_agent"]}, players=2, scheme="negative_zone_prison_breakout",
                      villain_deck=["scheme_twist", "sentinel", "hand_ninjas", "bystander"])
    assert cards_in(g, "city:0") == ["hand_ninjas"] and cards_in(g, "city:1") == ["sentinel"]


def test_portals() -> None:
    g = scenario_game({"city:4": ["sentinel"], "hand:0": ["shield_agent"]}, players=2,
                      scheme="portals_to_the_dark_dimension", villain_deck=["scheme_twist"] * 3)
    assert g.state.portals == ["mastermind"] and g.mastermind_attack() == 8
    pick(g, "End your turn")
    assert g.state.portals == ["mastermind", "city:4"]
    assert g.villain_attack(g.state.zones["city:4"][0]) == 4


def test_killbots() -> None:
    g = scenario_game({"hand:0": ["shield_agent"], "twists": ["scheme_twist"] * 3}, players=2,
                      scheme="replace_earths_leaders_with_killbots", villain_deck=["bystander", "bystander"])
    killbot = g.state.zones["city:0"][0]
    assert g.facts(killbot).kind == "bystander" and g.villain_attack(killbot) == 3


def test_super_hero_civil_war_twist_and_loss() -> None:
    g = scenario_game({"hand:0": ["shield_agent"]}, players=2, scheme="super_hero_civil_war",
                      villain_deck=["scheme_twist"] * 2, hero_deck=["hulk.growing_anger"] * 12)
    assert len(cards_in(g, "ko")) == 5 + 1 and len(g.hq_heroes()) == 5  # 2 left in the hero deck
    pick(g, "End your turn")
    assert g.result == "loss" and "hero deck" in g.state.result_reason


def test_skrull_invasion_twist() -> None:
    g = scenario_game({"hand:0": ["shield_trooper"] * 5}, players=2,
                      scheme="secret_invasion_of_the_skrull_shapeshifters", villain_deck=["scheme_twist"] * 2,
                      hero_deck=["hulk.growing_anger"] * 4 + ["thor.odinson"] * 2)
    pick(g, "Odinson")  # Odinson and Growing Anger both cost 3: the player chooses
    skrull = g.state.zones["city:0"][0]
    assert g.state.cards[skrull].code == "thor.odinson" and g.villain_attack(skrull) == 5
    for _ in range(5):
        pick(g, "Trooper")
    pick(g, "Fight Odinson")
    assert "thor.odinson" in cards_in(g, "discard:0")  # defeat a Skrull hero: gain it


def test_solo_twist_kos_a_hero_from_the_hq() -> None:
    """"Solo Play": after each twist's effect, KO a hero of cost 6 or less from the HQ."""
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["scheme_twist"] * 2,
                      hero_deck=["hulk.growing_anger"] * 6)
    assert g.pending is not None and "HQ to KO" in g.pending.prompt
    pick(g, "Growing Anger")
    assert cards_in(g, "ko") == ["hulk.growing_anger"] and len(g.hq_heroes()) == 5
    assert len(labels(g)) == 2  # on with the turn


def test_monarchs_decree_and_bitter_captor() -> None:
    g = tactic_game("dr_doom", "monarchs_decree", {"hand:1": ["shield_agent"], "deck:1": ["wound"]}, players=2)
    pick(g, "Fight the Mastermind")
    pick(g, "draw 1")
    assert hand(g, 1) == ["shield_agent", "wound"]
    g = tactic_game("magneto", "bitter_captor", {"city:0": ["brotherhood.blob"]},
                    hero_deck=["storm.tidal_wave"] + ["hulk.growing_anger"] * 5)
    pick(g, "Fight the Mastermind")
    assert cards_in(g, "discard:0") == ["storm.tidal_wave"] and g.state.turn.recruit == 0  # for free

"""Each base-set hero card: its effect, and one edge (rulebook "Activating Superpower Abilities", "Your
Heroes", "Card Values", "Reveal the Top Card of Your Deck", "Rescue a Bystander")."""

from __future__ import annotations

import pytest

from mcdesk.games.legendary.engine.game import LegendaryGame
from mcdesk.games.legendary.engine.harness import cards_in, hand, labels, option, pick, scenario_game

BYST = ["bystander"] * 4  # a quiet villain deck: each turn a bystander goes to the mastermind


def play(g: LegendaryGame, name: str) -> None:
    pick(g, f"Play {name}")


def resolve_first(g: LegendaryGame) -> None:
    while g.pending is not None and g.pending.kind != "turn":
        g.answer(g.pending.options[0].key)


def points(g: LegendaryGame) -> tuple[int, int]:
    return g.state.turn.attack, g.state.turn.recruit


# == superpowers: +N when another card of the class was played earlier ===================================

@pytest.mark.parametrize(("card", "name", "enabler", "alone", "powered"), [
    ("hawkeye.team_player", "Team Player", "hulk.growing_anger", (2, 0), (2 + 2 + 1, 0)),
    ("hulk.growing_anger", "Growing Anger", "hulk.crazed_rampage", (2, 0), (4 + 2 + 1, 0)),
    ("hulk.hulk_smash", "Hulk Smash", "thor.odinson", (5, 0), (10, 2)),
    ("iron_man.repulsor_rays", "Repulsor Rays", "storm.lightning_bolt", (2, 0), (2 + 2 + 1, 0)),
    ("nick_fury.high_tech_weaponry", "High-Tech Weaponry", "iron_man.endless_invention", (2, 0), (3, 0)),
    ("rogue.borrowed_brawn", "Borrowed Brawn", "hulk.crazed_rampage", (1, 0), (4 + 1 + 3, 0)),
    ("thor.odinson", "Odinson", "hulk.crazed_rampage", (0, 2), (4, 4)),
    ("thor.call_lightning", "Call Lightning", "storm.lightning_bolt", (3, 0), (2 + 3 + 3, 0)),
])
def test_superpower_gains(card: str, name: str, enabler: str, alone: tuple[int, int],
                          powered: tuple[int, int]) -> None:
    g = scenario_game({"hand:0": [card]}, villain_deck=BYST)
    play(g, name)
    resolve_first(g)
    assert points(g) == alone
    g = scenario_game({"hand:0": [enabler, card], "deck:0": ["shield_agent"] * 6}, villain_deck=BYST)
    g.answer(f"play:{g.hand(0)[0]}")
    resolve_first(g)
    play(g, name)
    resolve_first(g)
    assert points(g) == powered


def test_black_widow_dangerous_rescue_kos_for_a_bystander() -> None:
    g = scenario_game({"hand:0": ["black_widow.silent_sniper", "black_widow.dangerous_rescue", "wound"]},
                      villain_deck=BYST)
    play(g, "Silent Sniper")  # the only holder of a bystander: the mastermind, defeated for free
    resolve_first(g)
    assert len(g.zone("tactics")) == 3
    play(g, "Dangerous Rescue")
    pick(g, "Wound")
    assert cards_in(g, "ko") == ["wound"]
    assert sum(1 for c in g.zone("victory:0") if g.facts(c).kind == "bystander") == 2  # captured + rescued


def test_black_widow_dangerous_rescue_may_decline() -> None:
    g = scenario_game({"hand:0": ["black_widow.covert_operation", "black_widow.dangerous_rescue"],
                       "discard:0": ["shield_agent"]}, villain_deck=BYST)
    play(g, "Covert Operation")
    play(g, "Dangerous Rescue")
    pick(g, "None")
    assert cards_in(g, "ko") == [] and g.zone("victory:0") == []


def test_mission_accomplished_draws_and_rescues_with_tech() -> None:
    g = scenario_game({"hand:0": ["iron_man.endless_invention", "black_widow.mission_accomplished"],
                       "deck:0": ["shield_agent"] * 5}, villain_deck=BYST)
    play(g, "Endless Invention")
    play(g, "Mission Accomplished")
    assert len(hand(g)) == 2 and [g.facts(c).kind for c in g.zone("victory:0")] == ["bystander"]


def test_covert_operation_counts_bystanders_in_victory_pile() -> None:
    g = scenario_game({"hand:0": ["black_widow.covert_operation"], "victory:0": ["bystander"] * 3},
                      villain_deck=BYST)
    play(g, "Covert Operation")
    assert points(g) == (3, 0)


def test_silent_sniper_only_targets_holders_of_bystanders() -> None:
    g = scenario_game({"city:0": ["sentinel"], "city:3": ["hydra.viper"], "captured:city:3": ["bystander"],
                       "hand:0": ["black_widow.silent_sniper"]}, villain_deck=["hand_ninjas"])
    play(g, "Silent Sniper")  # the one target: Viper (not the Sentinel, not the mastermind: no bystander)
    assert sorted(cards_in(g, "victory:0")) == ["bystander", "hydra.viper"]
    assert "sentinel" in [g.state.cards[c].code for c in g.villains_in_city()]


def test_avengers_assemble_and_perfect_teamwork_count_colours_in_hand_and_played() -> None:
    """"Your Heroes": hand and played cards; grey counts as its own colour."""
    g = scenario_game({"hand:0": ["hulk.growing_anger", "captain_america.avengers_assemble", "storm.lightning_bolt",
                                  "shield_agent"]}, villain_deck=BYST)
    play(g, "Growing Anger")
    play(g, "Avengers Assemble")
    # strength (played), instinct (itself), ranged and grey (in hand)
    assert points(g) == (2, 4)
    g = scenario_game({"hand:0": ["captain_america.perfect_teamwork"]}, villain_deck=BYST)
    play(g, "Perfect Teamwork")
    assert points(g) == (1, 0)  # itself: strength


def test_diving_block_draws_instead_of_a_wound() -> None:
    g = scenario_game({"city:0": ["radiation.zzzax"],
                       "hand:0": ["captain_america.diving_block"] + ["shield_trooper"] * 5,
                       "deck:0": ["shield_agent"]}, villain_deck=BYST)
    for _ in range(5):
        pick(g, "Trooper")
    pick(g, "Fight Zzzax")  # no Strength hero to reveal: a Wound, unless Diving Block is shown
    assert g.pending is not None and "Diving Block" in g.pending.prompt
    pick(g, "Yes")
    assert "wound" not in cards_in(g, "discard:0") and "shield_agent" in hand(g)


def test_a_day_unlike_any_other_counts_other_avengers() -> None:
    g = scenario_game({"hand:0": ["hulk.growing_anger", "thor.odinson", "captain_america.a_day_unlike_any_other"]},
                      villain_deck=BYST)
    play(g, "Growing Anger")
    play(g, "Odinson")
    play(g, "A Day Unlike Any Other")
    assert points(g) == (2 + 3 + 6, 4)  # Odinson's own Strength superpower too


def test_cyclops_discard_to_play_and_unending_energy_returns() -> None:
    g = scenario_game({"hand:0": ["cyclops.optic_blast", "cyclops.unending_energy"]}, villain_deck=BYST)
    play(g, "Optic Blast")  # the only other card, Unending Energy, is discarded to play it
    pick(g, "Yes")  # Unending Energy may return to the hand
    assert hand(g) == ["cyclops.unending_energy"] and points(g) == (3, 0)


def test_cyclops_cannot_be_played_alone() -> None:
    g = scenario_game({"hand:0": ["cyclops.determination"]}, villain_deck=BYST)
    assert option(g, "Play Determination") is None


def test_x_men_united_counts_other_x_men() -> None:
    g = scenario_game({"hand:0": ["wolverine.keen_senses", "storm.lightning_bolt", "cyclops.x_men_united"]},
                      villain_deck=BYST)
    play(g, "Keen Senses")
    play(g, "Lightning Bolt")
    play(g, "X-Men United")
    assert points(g) == (1 + 2 + 6 + 4, 0)


def test_deadpool_here_hold_this_and_oddball() -> None:
    g = scenario_game({"city:1": ["sentinel"], "hand:0": ["deadpool.here_hold_this_for_a_second", "deadpool.oddball"]},
                      villain_deck=["hand_ninjas"])
    play(g, "Here, Hold This")
    pick(g, "Sentinel")
    assert sum(len(g.captured(v)) for v in g.villains_in_city()) == 1
    play(g, "Oddball")
    assert points(g) == (2, 2)  # no odd printed Recruit among other heroes (Here, Hold This: 2)


def test_do_over_only_as_the_first_hero() -> None:
    g = scenario_game({"hand:0": ["deadpool.hey_can_i_get_a_do_over", "wound", "wound"],
                       "deck:0": ["shield_agent"] * 5}, villain_deck=BYST)
    play(g, "Hey, Can I")
    pick(g, "Yes")
    assert hand(g) == ["shield_agent"] * 4
    g = scenario_game({"hand:0": ["shield_agent", "deadpool.hey_can_i_get_a_do_over"]}, villain_deck=BYST)
    pick(g, "Agent")
    play(g, "Hey, Can I")
    assert g.pending is not None and g.pending.kind == "turn"  # no question: not the first hero


def test_random_acts_passes_cards_left() -> None:
    g = scenario_game({"hand:0": ["deadpool.random_acts_of_unkindness", "shield_agent"],
                       "hand:1": ["shield_trooper"]}, players=2, villain_deck=BYST)
    play(g, "Random Acts")
    pick(g, "No")  # no Wound; each hand holds one card, which each player passes left
    assert hand(g, 0) == ["shield_trooper"] and hand(g, 1) == ["shield_agent"]


def test_emma_frost_cards() -> None:
    g = scenario_game({"hand:0": ["black_widow.covert_operation", "emma_frost.shadowed_thoughts",
                                  "emma_frost.mental_discipline", "emma_frost.diamond_form"],
                       "deck:0": ["shield_agent"]}, villain_deck=BYST + ["sentinel"])
    play(g, "Covert Operation")
    play(g, "Shadowed Thoughts")
    pick(g, "Yes")  # play the villain deck's top card (a bystander) for +2 Attack
    assert points(g) == (0 + 2 + 2, 0)
    play(g, "Mental Discipline")
    assert hand(g) == ["emma_frost.diamond_form", "shield_agent"]
    play(g, "Diamond Form")
    g2 = scenario_game({"city:0": ["sentinel"], "hand:0": ["emma_frost.diamond_form"]}, villain_deck=["hand_ninjas"])
    play(g2, "Diamond Form")
    pick(g2, "Fight Sentinel")
    resolve_first(g2)
    assert g2.state.turn.recruit == 3


def test_psychic_link_each_player_may_reveal_another_x_men() -> None:
    g = scenario_game({"hand:0": ["emma_frost.psychic_link", "storm.lightning_bolt"], "deck:0": ["shield_agent"],
                       "hand:1": ["shield_agent"], "deck:1": ["shield_agent"]}, players=2, villain_deck=BYST)
    play(g, "Psychic Link")
    pick(g, "Yes")  # player 1 reveals Lightning Bolt; player 2 has no X-Men: not asked
    assert len(hand(g, 0)) == 2 and len(hand(g, 1)) == 1


def test_gambit_cards() -> None:
    g = scenario_game({"hand:0": ["gambit.card_shark"], "deck:0": ["storm.lightning_bolt"]}, villain_deck=BYST)
    play(g, "Card Shark")
    assert hand(g) == ["storm.lightning_bolt"]
    g = scenario_game({"hand:0": ["gambit.card_shark"], "deck:0": ["hulk.growing_anger"]}, villain_deck=BYST)
    play(g, "Card Shark")
    assert hand(g) == [] and cards_in(g, "deck:0") == ["hulk.growing_anger"]  # revealed, not drawn: stays
    g = scenario_game({"hand:0": ["gambit.stack_the_deck"], "deck:0": ["shield_agent", "wound"]}, villain_deck=BYST)
    play(g, "Stack the Deck")
    pick(g, "Wound")
    assert hand(g) == ["shield_agent"] and cards_in(g, "deck:0") == ["wound"]
    g = scenario_game({"hand:0": ["gambit.high_stakes_jackpot"], "deck:0": ["thor.god_of_thunder"]}, villain_deck=BYST)
    play(g, "High Stakes Jackpot")
    assert points(g) == (4 + 8, 0)


def test_hypnotic_charm_with_instinct_reaches_other_decks() -> None:
    g = scenario_game({"hand:0": ["wolverine.keen_senses", "gambit.hypnotic_charm"], "deck:0": ["wound", "wound"],
                       "deck:1": ["shield_agent"]}, players=2, villain_deck=BYST)
    play(g, "Keen Senses")  # instinct, draws a wound
    play(g, "Hypnotic Charm")
    pick(g, "Yes")  # discard my top wound
    pick(g, "No")  # leave player 2's agent
    assert cards_in(g, "discard:0") == ["wound"] and cards_in(g, "deck:1") == ["shield_agent"]


def test_hawkeye_cards() -> None:
    g = scenario_game({"hand:0": ["iron_man.endless_invention", "hawkeye.covering_fire"], "hand:1": ["shield_agent"],
                       "deck:0": ["shield_agent"] * 3}, players=2, villain_deck=BYST)
    play(g, "Endless Invention")
    play(g, "Covering Fire")
    pick(g, "discard 1")
    pick(g, "Agent")
    assert cards_in(g, "discard:1") == ["shield_agent"]
    g = scenario_game({"city:0": ["sentinel"], "hand:0": ["hawkeye.impossible_trick_shot"]},
                      villain_deck=["hand_ninjas"])
    play(g, "Impossible Trick Shot")
    pick(g, "Fight Sentinel")
    resolve_first(g)
    assert sum(1 for c in g.zone("victory:0") if g.facts(c).kind == "bystander") == 3
    g = scenario_game({"hand:0": ["hawkeye.quick_draw"], "deck:0": ["shield_agent"]}, villain_deck=BYST)
    play(g, "Quick Draw")
    assert hand(g) == ["shield_agent"] and points(g) == (1, 0)


def test_hulk_unstoppable_and_crazed_rampage() -> None:
    g = scenario_game({"hand:0": ["hulk.unstoppable_hulk"], "discard:0": ["wound"]}, villain_deck=BYST)
    play(g, "Unstoppable Hulk")
    pick(g, "Wound")
    assert points(g) == (4, 0) and cards_in(g, "ko") == ["wound"]
    g = scenario_game({"hand:0": ["hulk.crazed_rampage"]}, players=2, villain_deck=BYST)
    play(g, "Crazed Rampage")
    assert cards_in(g, "discard:0") == ["wound"] and cards_in(g, "discard:1") == ["wound"]


def test_iron_man_draws_and_arc_reactor() -> None:
    g = scenario_game({"hand:0": ["iron_man.quantum_breakthrough", "iron_man.endless_invention"],
                       "deck:0": ["shield_agent"] * 8}, villain_deck=BYST)
    play(g, "Endless Invention")  # draw 1 (no tech before it)
    play(g, "Quantum Breakthrough")  # draw 2 + 2
    assert len(hand(g)) == 5
    g = scenario_game({"hand:0": ["iron_man.endless_invention", "nick_fury.high_tech_weaponry",
                                  "iron_man.arc_reactor"], "deck:0": ["shield_agent"] * 3}, villain_deck=BYST)
    play(g, "Endless Invention")
    play(g, "High-Tech Weaponry")
    play(g, "Arc Reactor")
    assert g.state.turn.attack == 3 + 2 + 1 + 2


def test_nick_fury_cards() -> None:
    g = scenario_game({"hand:0": ["nick_fury.battlefield_promotion", "shield_agent"]}, villain_deck=BYST)
    play(g, "Battlefield Promotion")
    pick(g, "Agent")
    pick(g, "Yes")
    assert [g.facts(c).name.endswith("Officer") for c in g.hand(0)] == [True]
    g = scenario_game({"hand:0": ["shield_agent", "shield_trooper", "nick_fury.legendary_commander"]},
                      villain_deck=BYST)
    pick(g, "Agent")
    pick(g, "Trooper")
    play(g, "Legendary Commander")
    assert points(g) == (1 + 1 + 2, 1)
    g = scenario_game({"city:0": ["sentinel"], "city:1": ["hydra.viper"], "ko": ["shield_agent"] * 4,
                       "hand:0": ["nick_fury.pure_fury"]}, villain_deck=["hand_ninjas"])
    play(g, "Pure Fury")
    assert sorted(labels(g)) == ["Hand Ninjas", "Sentinel"]  # attack 3 < 4; not Viper (5) nor Red Skull (7)


def test_rogue_cards() -> None:
    g = scenario_game({"hand:0": ["black_widow.covert_operation", "rogue.energy_drain", "wound"]}, villain_deck=BYST)
    play(g, "Covert Operation")
    play(g, "Energy Drain")
    pick(g, "Wound")
    assert points(g) == (0, 3)
    g = scenario_game({"hand:0": ["hulk.hulk_smash", "rogue.copy_powers"]}, villain_deck=BYST)
    play(g, "Hulk Smash")
    play(g, "Copy Powers")
    assert points(g) == (5 + 5 + 5, 0)  # the copy is Strength too and Hulk Smash came before it
    g = scenario_game({"hand:0": ["rogue.steal_abilities"], "deck:0": ["hulk.hulk_smash"],
                       "deck:1": ["thor.odinson"]}, players=2, villain_deck=BYST)
    play(g, "Steal Abilities")
    assert points(g) == (4 + 5, 2)
    assert cards_in(g, "discard:0") == ["hulk.hulk_smash"] and cards_in(g, "discard:1") == ["thor.odinson"]


def test_spider_man_cards() -> None:
    g = scenario_game({"hand:0": ["spider_man.web_shooters"], "deck:0": ["thor.odinson"]}, villain_deck=BYST)
    play(g, "Web-Shooters")
    assert hand(g) == [] and len(g.zone("victory:0")) == 1  # Odinson costs 3: not drawn
    g = scenario_game({"hand:0": ["spider_man.great_responsibility"], "deck:0": ["wound"]}, villain_deck=BYST)
    play(g, "Great Responsibility")
    assert hand(g) == ["wound"]  # a wound has no cost: 0 (rulebook "Card Values")
    g = scenario_game({"hand:0": ["spider_man.the_amazing_spider_man"],
                       "deck:0": ["shield_agent", "thor.odinson", "hulk.hulk_smash", "shield_trooper"]},
                      villain_deck=BYST)
    play(g, "The Amazing Spider-Man")
    pick(g, "Hulk Smash")  # on top first, then Odinson
    assert hand(g) == ["shield_agent"] and cards_in(g, "deck:0") == ["hulk.hulk_smash", "thor.odinson",
                                                                      "shield_trooper"]


def test_storm_cards() -> None:
    g = scenario_game({"city:2": ["hydra.viper"], "hand:0": ["storm.lightning_bolt", "shield_trooper"]},
                      villain_deck=["hand_ninjas"])
    play(g, "Lightning Bolt")
    pick(g, "Trooper")
    assert option(g, "Fight Viper") is not None  # 5 - 2 on the Rooftops: 3 attack is enough
    g = scenario_game({"city:2": ["hydra.viper"], "captured:city:2": ["bystander"],
                       "hand:0": ["storm.spinning_cyclone"]},
                      villain_deck=["hand_ninjas"])
    play(g, "Spinning Cyclone")
    pick(g, "Viper")
    pick(g, "Bridge")
    assert cards_in(g, "city:4") == ["hydra.viper"] and len(g.zone("victory:0")) == 1
    g = scenario_game({"hand:0": ["storm.gathering_stormclouds", "storm.tidal_wave"]}, villain_deck=BYST)
    play(g, "Gathering Stormclouds")
    play(g, "Tidal Wave")
    assert g.mastermind_attack() == 5


def test_thor_cards() -> None:
    g = scenario_game({"hand:0": ["shield_agent"] * 6 + ["thor.surge_of_power"]}, villain_deck=BYST)
    for _ in range(6):
        pick(g, "Agent")
    play(g, "Surge of Power")
    assert points(g) == (3, 8)  # 6 + its own 2 made: 8
    g = scenario_game({"city:0": ["sentinel"], "hand:0": ["thor.god_of_thunder"]}, villain_deck=["hand_ninjas"])
    play(g, "God of Thunder")
    pick(g, "Fight Sentinel")  # 3 paid from the 5 recruit
    resolve_first(g)
    assert points(g) == (0, 2)


def test_wolverine_cards() -> None:
    g = scenario_game({"hand:0": ["wolverine.healing_factor", "wound"], "deck:0": ["shield_agent"]},
                      villain_deck=BYST)
    play(g, "Healing Factor")
    pick(g, "Wound")
    assert hand(g) == ["shield_agent"]
    g = scenario_game({"hand:0": ["wolverine.keen_senses", "wolverine.frenzied_slashing",
                                  "wolverine.berserker_rage"], "deck:0": ["shield_agent"] * 8}, villain_deck=BYST)
    play(g, "Keen Senses")  # no instinct before: no draw
    play(g, "Frenzied Slashing")  # draw 2
    play(g, "Berserker Rage")  # draw 3, then +1 per extra card drawn this turn (5)
    assert g.state.turn.attack == 1 + 2 + 5


def test_astonishing_strength_draws_a_cheap_card_only() -> None:
    g = scenario_game({"hand:0": ["spider_man.astonishing_strength"], "deck:0": ["spider_man.web_shooters"]},
                      villain_deck=BYST)
    play(g, "Astonishing Strength")
    assert hand(g) == ["spider_man.web_shooters"] and points(g) == (0, 1)
    g = scenario_game({"hand:0": ["spider_man.astonishing_strength"], "deck:0": ["storm.lightning_bolt"]},
                      villain_deck=BYST)
    play(g, "Astonishing Strength")
    assert hand(g) == [] and cards_in(g, "deck:0") == ["storm.lightning_bolt"]

"""The player turn and the city: rulebook "A Player Turn", "Villain Enters the City", "Push Other Villains
Forward", "A Villain Might Escape", "If the Card Is a Bystander", "How to Recruit", "How to fight",
"Masterminds", "Step 3", "Shuffling Your Discard Pile", "Wounds", "Healing Wounds", "Running out of Cards"."""

from __future__ import annotations

from mcdesk.games.legendary.engine.harness import cards_in, hand, labels, option, pick, scenario_game


def test_villain_enters_the_sewers_and_pushes_the_others_forward() -> None:
    g = scenario_game({"city:0": ["sentinel"], "city:1": ["hand_ninjas"], "hand:0": ["shield_agent"]},
                      villain_deck=["hydra.viper"])
    assert cards_in(g, "city:0") == ["hydra.viper"]
    assert cards_in(g, "city:1") == ["sentinel"]
    assert cards_in(g, "city:2") == ["hand_ninjas"]


def test_a_villain_pushed_off_the_bridge_escapes() -> None:
    """Escape: the escaping villain KOs a hero of cost 6 or less from the HQ (the current player chooses), the HQ
    refills, each player discards a card when it carried bystanders away, then its Escape effect."""
    layout = {f"city:{i}": ["sentinel"] for i in range(4)}
    layout["city:4"] = ["spider_foes.venom"]
    g = scenario_game(layout | {"hand:0": ["shield_agent", "shield_trooper"]}, villain_deck=["hydra.viper"],
                      hero_deck=["hulk.growing_anger"] * 5 + ["thor.odinson"])
    # The HQ hero to KO: the current player chooses among those of cost 6 or less.
    assert g.pending is not None and "KO" in g.pending.prompt
    pick(g, "Growing Anger")
    assert cards_in(g, "escaped") == ["spider_foes.venom"]
    assert "hulk.growing_anger" in cards_in(g, "ko")
    assert "thor.odinson" in [g.state.cards[c].code for s in range(5) for c in g.zone(f"hq:{s}")]
    # Venom's Escape: each player gains a Wound.
    assert cards_in(g, "discard:0") == ["wound"]


def test_escaping_with_bystanders_makes_each_player_discard() -> None:
    """Escape step 2: each player discards one card, however many bystanders were carried away."""
    layout = {f"city:{i}": ["sentinel"] for i in range(5)}
    g = scenario_game(layout | {"captured:city:4": ["bystander", "bystander"], "hand:0": ["shield_agent"] * 3,
                                "hand:1": ["shield_trooper"] * 3}, players=2, villain_deck=["hand_ninjas"])
    pick(g, "Growing Anger")  # the HQ hero KO'd by the escape
    assert g.pending is not None and g.pending.player == 0 and "Discard" in g.pending.prompt
    pick(g, "Agent")
    assert g.pending is not None and g.pending.player == 1
    pick(g, "Trooper")
    assert cards_in(g, "carried_away") == ["bystander", "bystander"]
    assert cards_in(g, "discard:0") == ["shield_agent"] and cards_in(g, "discard:1") == ["shield_trooper"]


def test_bystander_is_captured_by_the_villain_nearest_the_villain_deck() -> None:
    g = scenario_game({"city:2": ["sentinel"], "city:4": ["hand_ninjas"], "hand:0": ["shield_agent"]},
                      villain_deck=["bystander"])
    sentinel = g.state.zones["city:2"][0]
    assert len(g.captured(sentinel)) == 1
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["bystander"])
    assert len(g.captured(None)) == 1  # no villain in the city: the mastermind captures it


def test_playing_cards_gives_their_points_and_recruiting_refills_the_hq() -> None:
    g = scenario_game({"hand:0": ["shield_agent", "shield_agent", "shield_agent"]}, villain_deck=["bystander"],
                      hero_deck=["thor.odinson"] * 5 + ["hulk.hulk_smash"])
    for _ in range(3):
        pick(g, "Agent")
    assert g.state.turn.recruit == 3
    pick(g, "Recruit Odinson")
    assert g.state.turn.recruit == 0 and cards_in(g, "discard:0") == ["thor.odinson"]
    assert "hulk.hulk_smash" in [g.state.cards[c].code for c in g.hq_heroes()]
    assert option(g, "Officer") is None  # 3 recruit needed


def test_fighting_needs_enough_attack_and_takes_the_bystanders() -> None:
    g = scenario_game({"city:3": ["hydra.viper"], "hand:0": ["shield_trooper"] * 5 + ["hulk.growing_anger"]},
                      villain_deck=["bystander"])
    viper = g.state.zones["city:3"][0]
    assert len(g.captured(viper)) == 1  # the villain deck's bystander went to the only villain in the city
    for _ in range(4):
        pick(g, "Trooper")
    assert option(g, "Fight Viper") is None  # 4 attack, Viper has 5
    pick(g, "Trooper")
    pick(g, "Fight Viper")
    assert sorted(cards_in(g, "victory:0")) == ["bystander", "hydra.viper"]
    # Viper's Fight wounds whoever has no other HYDRA villain won.
    assert cards_in(g, "discard:0") == ["wound"]


def test_fighting_the_mastermind_takes_a_random_tactic_and_its_bystanders() -> None:
    g = scenario_game({"hand:0": ["shield_trooper"] * 7}, villain_deck=["bystander", "bystander"])
    assert len(g.captured(None)) == 1  # no villain in the city: the mastermind holds the bystander
    for _ in range(6):
        pick(g, "Trooper")
    assert option(g, "Fight the Mastermind") is None  # Red Skull: 7
    pick(g, "Trooper")
    pick(g, "Fight the Mastermind")
    victory = [g.facts(c).kind for c in g.zone("victory:0")]
    assert sorted(victory) == ["bystander", "tactic"]
    assert len(g.zone("tactics")) == 3


def test_four_tactics_win_the_game_and_the_mastermind_can_be_fought_again_in_a_turn() -> None:
    g = scenario_game({"hand:0": ["hulk.hulk_smash"] * 4}, villain_deck=["bystander"] * 3)
    for _ in range(4):
        pick(g, "Play Hulk Smash")
    assert g.state.turn.attack == 5 + 3 * 10  # the first has no earlier Strength card
    for _ in range(4):
        pick(g, "Fight the Mastermind")
        while g.pending is not None and g.pending.kind != "turn":
            g.answer(g.pending.options[0].key)
    assert g.result == "win"
    assert sum(1 for c in g.zone("victory:0") if g.facts(c).kind == "tactic") == 4
    # "Solo Play: Scoring": 4 tactics of 5 victory points and the bystander, no penalties here
    assert g.state.result_reason.endswith("solo score 21 (21 victory points, 0 in penalties)")


def test_most_victory_points_wins_an_individual_victory() -> None:
    g = scenario_game({"hand:0": ["shield_agent"], "victory:1": ["hydra.viper"]}, players=2,
                      villain_deck=["bystander"])
    pick(g, "End your turn")  # the villain deck ran out: a draw, and player 2 leads on points
    assert g.result == "draw" and g.state.result_reason.endswith("victory points 0, 3; most legendary: player 2")


def test_solo_penalties() -> None:
    g = scenario_game({"hand:0": ["shield_agent"], "escaped": ["sentinel"], "carried_away": ["bystander"]},
                      villain_deck=["bystander"])
    g.state.twists_played = 2
    assert g.scores(won=True) == "solo score -11 (0 victory points, 11 in penalties)"  # 4 + 2 x 3 + 1


def test_superpower_needs_another_card_of_that_class_played_earlier() -> None:
    """"Activating Superpower Abilities": the card itself does not count; an earlier card does; used once."""
    g = scenario_game({"hand:0": ["hulk.hulk_smash", "hulk.hulk_smash"]}, villain_deck=["bystander"])
    first, second = g.hand(0)
    g.answer(f"play:{first}")
    assert g.state.turn.attack == 5  # printed 5, no other Strength card before it
    g.answer(f"play:{second}")
    assert g.state.turn.attack == 5 + 5 + 5


def test_end_of_turn_discards_and_draws_six_shuffling_only_when_needed() -> None:
    """"Step 3" and "Shuffling Your Discard Pile": draw what the deck has, then shuffle the discard pile."""
    g = scenario_game({"hand:0": ["shield_agent"] * 2, "deck:0": ["shield_trooper"] * 4,
                       "discard:0": ["thor.odinson"] * 3}, villain_deck=["bystander"] * 3)
    pick(g, "End your turn")
    assert len(hand(g)) == 6 and hand(g).count("shield_trooper") == 4  # the deck's 4, then 2 after a shuffle
    assert cards_in(g, "discard:0") == [] and len(cards_in(g, "deck:0")) == 3  # 2 Agents + 3 Odinson - 2


def test_deck_exactly_run_out_is_not_reshuffled_yet() -> None:
    g = scenario_game({"hand:0": ["shield_agent"] * 6, "deck:0": ["shield_trooper"] * 6},
                      villain_deck=["bystander"] * 3)
    pick(g, "End your turn")
    assert hand(g) == ["shield_trooper"] * 6
    assert cards_in(g, "deck:0") == [] and len(cards_in(g, "discard:0")) == 6


def test_wounds_and_healing() -> None:
    """"Wounds": a gained Wound goes to the discard pile; the stack empty, none is gained. "Healing Wounds": KO
    every Wound in hand if no hero was recruited and no villain defeated this turn."""
    g = scenario_game({"hand:0": ["wound", "wound", "shield_agent"]}, villain_deck=["bystander"])
    assert option(g, "Play Wound") is None  # Wounds are not heroes: they are not played
    pick(g, "Heal")
    assert cards_in(g, "ko").count("wound") == 2
    assert option(g, "Recruit") is None  # no recruiting after healing


def test_healing_is_refused_after_a_fight() -> None:
    g = scenario_game({"city:0": ["sentinel"], "hand:0": ["wound", "shield_trooper"] + ["shield_trooper"] * 2},
                      villain_deck=["bystander"])
    for _ in range(3):
        pick(g, "Trooper")
    pick(g, "Fight Sentinel")
    while g.pending is not None and g.pending.kind != "turn":
        g.answer(g.pending.options[0].key)
    assert option(g, "Heal") is None


def test_reveal_a_hero_or_gain_a_wound_is_a_choice() -> None:
    """"Reveal a Hero or Gain a Wound": a played card may be revealed; revealing is never required."""
    g = scenario_game({"city:0": ["radiation.zzzax"], "hand:0": ["hulk.growing_anger"] + ["shield_trooper"] * 4},
                      villain_deck=["bystander"])
    pick(g, "Play Growing Anger")
    for _ in range(3):
        pick(g, "Trooper")
    pick(g, "Fight Zzzax")
    assert sorted(labels(g)) == ["Gain a Wound", "Reveal Growing Anger"]
    pick(g, "Gain a Wound")
    assert cards_in(g, "discard:0") == ["wound"]


def test_villain_deck_running_out_ends_in_a_draw_after_the_turn() -> None:
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["bystander"])
    assert not g.over
    pick(g, "End your turn")
    assert g.result == "draw"


def test_the_wound_stack_running_out_gains_nothing() -> None:
    g = scenario_game({"city:0": ["radiation.zzzax"], "hand:0": ["shield_trooper"] * 5},
                      villain_deck=["bystander"], stacks=0)
    for _ in range(5):
        pick(g, "Trooper")
    pick(g, "Fight Zzzax")
    assert cards_in(g, "discard:0") == []

"""Each base-set villain and henchman: its Fight, Ambush or Escape, and one edge (rulebook "How to fight a
Villain", "A Villain Might Escape", "The New Villain Might Have an Ambush Effect")."""

from __future__ import annotations

from mcdesk.games.legendary.engine.game import LegendaryGame
from mcdesk.games.legendary.engine.harness import cards_in, hand, labels, option, pick, scenario_game

ATTACK = ["shield_trooper"] * 8


def attack(g: LegendaryGame, n: int) -> None:
    for _ in range(n):
        pick(g, "Trooper")


def resolve_first(g: LegendaryGame) -> None:
    while g.pending is not None and g.pending.kind != "turn":
        g.answer(g.pending.options[0].key)


def fight(villain: str, *, trooper: int, extra: dict[str, list[str]] | None = None, players: int = 1,
          space: int = 0, before: list[str] | None = None) -> LegendaryGame:
    """A villain on city space ``space``, the player with ``trooper`` Troopers played, about to fight it."""
    layout = {f"city:{space}": [villain], "hand:0": (before or []) + ["shield_trooper"] * trooper}
    for zone, codes in (extra or {}).items():
        layout[zone] = list(layout.get(zone, [])) + list(codes)
    g = scenario_game(layout, players=players, villain_deck=["bystander"] * 3)
    for c in list(g.hand(0)):
        if g.state.cards[c].code in (before or []):
            g.answer(f"play:{c}")
            resolve_first(g)
    attack(g, trooper)
    return g


def test_blob_needs_an_x_men_hero() -> None:
    g = fight("brotherhood.blob", trooper=4)
    assert option(g, "Fight Blob") is None
    g = fight("brotherhood.blob", trooper=4, extra={"hand:0": ["storm.lightning_bolt"]})
    assert option(g, "Fight Blob") is not None  # an X-Men hero in hand counts ("Your Heroes")


def test_juggernaut_ambush_and_escape() -> None:
    g = scenario_game({"discard:0": ["shield_agent"] * 3, "hand:0": ["shield_agent"] * 3},
                      villain_deck=["brotherhood.juggernaut"])
    pick(g, "Agent")  # Ambush: KO two heroes from the discard pile
    pick(g, "Agent")
    assert cards_in(g, "ko") == ["shield_agent"] * 2
    layout = {f"city:{i}": ["sentinel"] for i in range(4)} | {"city:4": ["brotherhood.juggernaut"],
                                                              "hand:0": ["shield_agent"] * 3}
    g = scenario_game(layout, villain_deck=["hand_ninjas"])
    resolve_first(g)  # HQ KO, then Escape: KO two heroes from the hand
    assert hand(g) == ["shield_agent"]


def test_mystique_escapes_as_a_scheme_twist() -> None:
    layout = {f"city:{i}": ["sentinel"] for i in range(4)} | {"city:4": ["brotherhood.mystique"],
                                                              "hand:0": ["shield_agent"]}
    g = scenario_game(layout, villain_deck=["hand_ninjas"])
    resolve_first(g)
    assert cards_in(g, "twists") == ["brotherhood.mystique"]  # the Cosmic Cube puts twists beside the scheme
    assert g.state.twists_played == 1 and cards_in(g, "escaped") == []


def test_sabretooth_fight_and_escape_reveal_x_men_or_wound() -> None:
    g = fight("brotherhood.sabretooth", trooper=5, players=2)
    pick(g, "Fight Sabretooth")
    assert cards_in(g, "discard:0") == ["wound"] and cards_in(g, "discard:1") == ["wound"]


def test_destroyer_kos_your_shield_heroes() -> None:
    g = fight("enemies_of_asgard.destroyer", trooper=7, extra={"hand:0": ["shield_agent"]})
    pick(g, "Fight Destroyer")
    assert cards_in(g, "ko").count("shield_trooper") == 7 and "shield_agent" in cards_in(g, "ko")


def test_enchantress_draws_three() -> None:
    g = fight("enemies_of_asgard.enchantress", trooper=6, extra={"deck:0": ["shield_agent"] * 4})
    pick(g, "Fight Enchantress")
    assert hand(g) == ["shield_agent"] * 3


def test_frost_giant_and_ymir() -> None:
    g = fight("enemies_of_asgard.frost_giant", trooper=4, extra={"hand:0": ["storm.lightning_bolt"]})
    pick(g, "Fight Frost Giant")
    assert sorted(labels(g)) == ["Gain a Wound", "Reveal Lightning Bolt"]  # a Ranged hero may be revealed
    pick(g, "Reveal")
    assert "wound" not in cards_in(g, "discard:0")
    g = fight("enemies_of_asgard.ymir_frost_giant_king", trooper=6, extra={"discard:0": ["wound", "wound"]})
    pick(g, "Fight Ymir")
    pick(g, "Wound")  # the only player chooses themself; then any number of Wounds
    pick(g, "Wound")  # no Wound left: the choice ends by itself
    assert cards_in(g, "ko") == ["wound", "wound"]


def test_ymir_ambush_wounds() -> None:
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["enemies_of_asgard.ymir_frost_giant_king"])
    assert cards_in(g, "discard:0") == ["wound"]


def test_hydra_villains() -> None:
    g = fight("hydra.endless_armies_of_hydra", trooper=4)
    pick(g, "Fight Endless Armies")
    assert len(g.zone("villain_deck")) == 0  # played its top two cards (the deck had 2 left)
    g = fight("hydra.hydra_kidnappers", trooper=3)
    pick(g, "Fight HYDRA Kidnappers")
    pick(g, "Yes")
    assert [g.facts(c).name.endswith("Officer") for c in g.zone("discard:0")] == [True]


def test_supreme_hydra_and_viper_count_other_hydra_villains() -> None:
    g = fight("hydra.supreme_hydra", trooper=6, extra={"victory:0": ["hydra.viper", "hydra.hydra_kidnappers"]})
    pick(g, "Fight Supreme HYDRA")
    assert g.victory_points(0) == 3 + 1 + 3 + 6 + 1  # and the bystander it held
    g = fight("hydra.viper", trooper=5, players=2, extra={"victory:1": ["hydra.hydra_kidnappers"]})
    pick(g, "Fight Viper")
    assert cards_in(g, "discard:0") == ["wound"] and cards_in(g, "discard:1") == []


def test_masters_of_evil() -> None:
    g = fight("masters_of_evil.baron_zemo", trooper=6, extra={"hand:0": ["hulk.growing_anger", "thor.odinson"]})
    pick(g, "Fight Baron Zemo")
    assert sum(1 for c in g.zone("victory:0") if g.facts(c).kind == "bystander") == 2 + 1  # 2 Avengers, 1 held
    g = fight("masters_of_evil.melter", trooper=5, extra={"deck:0": ["wound"]})
    pick(g, "Fight Melter")
    pick(g, "Yes")
    assert cards_in(g, "ko") == ["wound"]
    g = fight("masters_of_evil.whirlwind", trooper=4, space=2, extra={"hand:0": ["shield_agent"] * 2})
    pick(g, "Fight Whirlwind")
    resolve_first(g)
    assert len(cards_in(g, "ko")) == 2  # fought on the Rooftops: KO two of your heroes
    g = fight("masters_of_evil.whirlwind", trooper=4, space=1)
    pick(g, "Fight Whirlwind")
    assert cards_in(g, "ko") == []


def test_ultron_victory_points_and_escape() -> None:
    g = fight("masters_of_evil.ultron", trooper=6, extra={"deck:0": ["iron_man.endless_invention"] * 2,
                                                          "discard:0": ["iron_man.repulsor_rays"]})
    pick(g, "Fight Ultron")
    assert g.victory_points(0) == 2 + 2 + 1  # two Tech heroes (Repulsor Rays is Ranged), the bystander held
    layout = {f"city:{i}": ["sentinel"] for i in range(4)} | {"city:4": ["masters_of_evil.ultron"],
                                                              "hand:0": ["shield_agent"]}
    g = scenario_game(layout, villain_deck=["hand_ninjas"])
    resolve_first(g)
    assert cards_in(g, "discard:0") == ["wound"]


def test_radiation() -> None:
    g = fight("radiation.abomination", trooper=5, space=3)
    pick(g, "Fight Abomination")
    assert sum(1 for c in g.zone("victory:0") if g.facts(c).kind == "bystander") == 3 + 1  # and the one held
    g = fight("radiation.abomination", trooper=5, space=1)
    pick(g, "Fight Abomination")
    assert sum(1 for c in g.zone("victory:0") if g.facts(c).kind == "bystander") == 1
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["radiation.the_leader", "sentinel"])
    assert cards_in(g, "city:0") == ["sentinel"] and cards_in(g, "city:1") == ["radiation.the_leader"]
    g = fight("radiation.maestro", trooper=6, before=["hulk.growing_anger"])
    pick(g, "Fight Maestro")
    resolve_first(g)
    assert len(cards_in(g, "ko")) == 1
    g = fight("radiation.zzzax", trooper=5, before=["hulk.growing_anger"])
    pick(g, "Fight Zzzax")
    pick(g, "Reveal")
    assert "wound" not in cards_in(g, "discard:0")


def test_skrulls() -> None:
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["skrulls.skrull_shapeshifters"],
                      hero_deck=["hulk.growing_anger"] * 4 + ["thor.god_of_thunder", "hulk.hulk_smash"])
    shifter = g.state.zones["city:0"][0]
    under = cards_in(g, f"under:{shifter}")
    assert under == ["thor.god_of_thunder"]  # the HQ's rightmost hero
    assert g.villain_attack(shifter) == 8
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["skrulls.skrull_queen_veranke"],
                      hero_deck=["hulk.hulk_smash", "hulk.growing_anger", "thor.odinson", "hulk.growing_anger",
                                 "hulk.growing_anger", "thor.odinson"])
    queen = g.state.zones["city:0"][0]
    assert cards_in(g, f"under:{queen}") == ["hulk.hulk_smash"] and g.villain_attack(queen) == 8
    g2 = fight("skrulls.super_skrull", trooper=4, players=2, extra={"hand:1": ["shield_agent"]})
    pick(g2, "Fight Super-Skrull")
    resolve_first(g2)
    assert len(cards_in(g2, "ko")) == 2
    g3 = fight("skrulls.paibok_the_power_skrull", trooper=8, players=2)
    pick(g3, "Fight Paibok")
    resolve_first(g3)
    assert cards_in(g3, "discard:0") == ["hulk.growing_anger"] and cards_in(g3, "discard:1") == ["hulk.growing_anger"]


def test_fighting_a_skrull_gains_the_hero_under_it() -> None:
    g = scenario_game({"hand:0": ["shield_trooper"] * 3}, villain_deck=["skrulls.skrull_shapeshifters"],
                      hero_deck=["hulk.growing_anger"] * 6)
    attack(g, 3)
    pick(g, "Fight Skrull Shapeshifters")
    assert "hulk.growing_anger" in cards_in(g, "discard:0")


def test_spider_foes() -> None:
    g = fight("spider_foes.doctor_octopus", trooper=4, extra={"deck:0": ["shield_agent"] * 10})
    pick(g, "Fight Doctor Octopus")
    pick(g, "End your turn")
    assert len(hand(g)) == 8
    g = scenario_game({"hand:0": ["shield_agent"]}, villain_deck=["spider_foes.green_goblin"])
    assert len(g.captured(g.state.zones["city:0"][0])) == 1
    g = fight("spider_foes.the_lizard", trooper=3, players=2)
    pick(g, "Fight The Lizard")
    assert cards_in(g, "discard:1") == ["wound"] and cards_in(g, "discard:0") == []
    g = fight("spider_foes.venom", trooper=5)
    assert option(g, "Fight Venom") is None  # needs a Covert hero
    g = fight("spider_foes.venom", trooper=5, extra={"hand:0": ["black_widow.covert_operation"]})
    assert option(g, "Fight Venom") is not None


def test_henchmen() -> None:
    g = fight("doombot_legion", trooper=3, extra={"deck:0": ["wound", "shield_agent"]})
    pick(g, "Fight Doombot Legion")
    pick(g, "Wound")
    assert cards_in(g, "ko") == ["wound"] and cards_in(g, "deck:0") == ["shield_agent"]
    g = fight("hand_ninjas", trooper=3)
    pick(g, "Fight Hand Ninjas")
    assert g.state.turn.recruit == 1
    g = fight("savage_land_mutates", trooper=3, extra={"deck:0": ["shield_agent"] * 10})
    pick(g, "Fight Savage Land Mutates")
    pick(g, "End your turn")
    assert len(hand(g)) == 7
    g = fight("sentinel", trooper=3, extra={"hand:0": ["shield_agent"]})
    pick(g, "Fight Sentinel")
    resolve_first(g)
    assert len(cards_in(g, "ko")) == 1


def test_looking_at_more_cards_than_the_deck_has_shuffles_the_discard_pile_in() -> None:
    """Rulebook "Reveal the Top Card of Your Deck": with too few cards, the discard pile becomes the new deck."""
    g = fight("doombot_legion", trooper=3, extra={"deck:0": ["wound"], "discard:0": ["shield_agent"]})
    pick(g, "Fight Doombot Legion")
    assert sorted(labels(g)) == ["S.H.I.E.L.D. Agent", "Wound"]
    pick(g, "Wound")
    assert cards_in(g, "deck:0") == ["shield_agent"] and cards_in(g, "discard:0") == []

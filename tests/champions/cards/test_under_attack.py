"""The Under Attack modular encounter set (core 01151-01154)."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import thwartable_schemes

ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
BLANK = "01127"  # The "Immortal" Klaw: no boost icons


def _find(g: Game, code: str) -> list[int]:
    return sorted(c.id for c in g.state.cards.values() if c.code == code)


def test_under_attack_each_player_chooses_threat_or_damage() -> None:
    """Under Attack (#151) When Revealed: each player places 2 threat here or deals 3 damage to their hero (an
    alter-ego has no hero: threat it is); crisis icon."""
    h = Harness(scenario="ultron", heroes=["01001a", "01001a"], encounter_deck=["01151"])
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    assert h.pending is not None and h.pending.player == 0
    h.run(["choice:1"])  # player 1 takes 3 damage; player 2 (alter-ego) can only add threat
    g = h.game
    assert g is not None
    scheme = _find(g, "01151")[0]
    assert g.state.cards[scheme].threat == 3 + 2
    assert [h.card(i).damage for i in h.identities] == [3, 0]
    assert h.main_scheme not in thwartable_schemes(g, 0)


def test_vibranium_armor_toughens_the_villain_after_damage_and_can_be_discarded() -> None:
    """Vibranium Armor (#152): after the villain takes damage, it gets a tough status card; Hero Action:
    exhaust your hero and spend [physical][physical] to discard it."""
    h = Harness(scenario="ultron")
    h.add("Vibranium Armor", "villain_area", attach_to=2)
    h.start(lambda g: deal_damage(g, h.villain, 3, None))
    assert h.card(h.villain).damage == 3 and h.card(h.villain).tough == 1

    h2 = Harness(scenario="ultron")
    armor = h2.add("Vibranium Armor", "villain_area", attach_to=2)
    strength = h2.add(STRENGTH, "hand")  # 2 printed [physical]
    h2.form(0, "hero")
    h2.start_turn(0)
    h2.run([f"ability:{armor}:1", f"pay:discard:{strength}"])
    assert h2.card(armor).zone == ("encounter_discard", None)
    assert h2.card(h2.identities[0]).exhausted


def test_concussion_blasters_give_retaliate_and_can_be_discarded() -> None:
    """Concussion Blasters (#153): the villain gains retaliate 1; Hero Action: exhaust your hero and spend
    [energy][energy] to discard it."""
    h = Harness(scenario="ultron")
    blasters = h.add("Concussion Blasters", "villain_area", attach_to=2)
    h.add(ENERGY, "hand")
    h.form(0, "hero")
    h.start_turn(0)
    ident = h.identities[0]
    assert f"ability:{blasters}:action-hero" in h.keys()
    h.run([f"attack:{ident}"])
    assert h.card(h.villain).damage == 2 and h.card(ident).damage == 1

    h2 = Harness(scenario="ultron")
    blasters = h2.add("Concussion Blasters", "villain_area", attach_to=2)
    energy = h2.add(ENERGY, "hand")  # 2 printed [energy]
    h2.form(0, "hero")
    h2.start_turn(0)
    h2.run([f"ability:{blasters}:action-hero", f"pay:discard:{energy}"])
    assert h2.card(blasters).zone == ("encounter_discard", None)


def test_concussive_blast_damages_friendly_characters() -> None:
    """Concussive Blast (#154) When Revealed: 1 damage to each friendly character; star Boost: 1 damage to each
    character you control."""
    h = Harness(scenario="ultron", heroes=["01001a", "01001a"], encounter_deck=["01154"])
    cat = h.add("Black Cat", "play", 1)
    h.start(lambda g: reveal_top(g, 0))
    assert [h.card(i).damage for i in h.identities] == [1, 1]
    assert h.card(cat).damage == 1

    h2 = Harness(scenario="ultron", heroes=["01001a", "01001a"], encounter_deck=["01154"])
    cat0 = h2.add("Black Cat", "play", 0)
    cat1 = h2.add("Black Cat", "play", 1)
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, boosts=True))
    h2.run(["pass", "no_defense", "no_defense", "choice:0"])  # then Ultron (I): 1 threat, no Drone
    assert h2.card(h2.identities[0]).damage == 1 + 2  # the boost, then Ultron's ATK 2
    assert h2.card(cat0).damage == 1
    assert h2.card(cat1).damage == 0 and h2.card(h2.identities[1]).damage == 0

"""Cloak & Dagger (Civil War resistance modular set, 56194-56198), played against a core villain in the harness:
each card's effect and one edge. Threat taken from "your leader's main scheme" is competitive play only; the rest
of each ability resolves (Civil War rulebook, "Playing a Custom Scenario Cooperatively")."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import enemy_attack, enemy_scheme
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import can_remove_threat, remove_threat

CLOAK, DAGGER, DARKFORCE, LIGHTFORCE, CLOAK_AND_DAGGER = "56194", "56195", "56196", "56197", "56198"
ADVANCE = "01186"  # no boost icons
CAPTAIN_MARVEL = "01010a"


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None
    main = g.main_scheme()
    assert main is not None
    return int(g.state.cards[main].threat)


def test_cloak_places_two_threat_on_a_scheme() -> None:
    """Cloak When Revealed: place 2 threat on a scheme (the only one here: the main scheme)."""
    h = Harness(encounter_deck=[ADVANCE])
    cloak = h.add(CLOAK, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 2 and g.is_in_play(cloak)


def test_cloak_boost_reveals_him_with_dagger_in_play() -> None:
    """Cloak [star] Boost: with Dagger in play, Cloak is revealed (he engages you and places his 2 threat). Edge:
    without Dagger, 1 threat on a scheme."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[CLOAK, ADVANCE])
    h.form(0, "hero")
    h.add(DAGGER, "engaged")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    assert [g.state.cards[m].code for m in g.minions(0)].count(CLOAK) == 1 and _main_threat(h) == 2
    h2 = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[CLOAK, ADVANCE])
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, activation=True))
    h2.run(["no_defense"])
    g2 = h2.game
    assert g2 is not None and g2.minions() == [] and _main_threat(h2) == 1


def test_dagger_heals_the_leader_and_wounds_a_character_you_control() -> None:
    """Dagger When Revealed: the enemy leader loses 2 damage, then one of your characters (your choice) takes 2."""
    h = Harness(encounter_deck=[ADVANCE])
    ally = h.add("Mockingbird", "play", 0)
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 5))
    h.add(DAGGER, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run([f"card:{ally}"])
    assert h.card(h.villain).damage == 3 and h.card(ally).damage == 2 and h.card(h.identities[0]).damage == 0


def test_dagger_boost_reveals_her_with_cloak_in_play() -> None:
    """Dagger [star] Boost: with Cloak in play, Dagger is revealed; edge: otherwise 1 damage to a character you
    control."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[DAGGER, ADVANCE])
    h.form(0, "hero")
    h.add(CLOAK, "engaged")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    assert DAGGER in [g.state.cards[m].code for m in g.minions(0)]
    assert h.card(h.identities[0]).damage == 2 + 2  # Rhino's attack, then Dagger's When Revealed
    h2 = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[DAGGER, ADVANCE])
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, activation=True))
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).damage == 1 + 2  # the boost's 1 damage, then Rhino's attack


def test_darkforce_toughens_the_leader_and_lasts_one_scheme() -> None:
    """Darkforce: attached to the enemy leader, who gets a tough status card and +1 SCH; after the leader schemes
    and places threat on the main scheme, it is discarded (the competitive part cannot resolve). Edge: an attack
    does not discard it."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE, ADVANCE])
    h.form(0, "hero")
    dark = h.add(DARKFORCE, "facedown_encounter", 0)

    def go(g):  # type: ignore[no-untyped-def]
        yield from reveal_facedown(g, 0)
        yield from enemy_attack(g, h.villain, 0, activation=True)

    g = h.start(go)
    h.run(["no_defense"])
    assert h.card(dark).attached_to == h.villain and h.card(h.villain).tough == 1 and g.is_in_play(dark)
    h2 = Harness(encounter_deck=[ADVANCE, ADVANCE])
    dark2 = h2.add(DARKFORCE, "villain_area", None, attach_to=h2.villain)
    h2.start(lambda g: enemy_scheme(g, h2.villain, 0, activation=True))
    assert _main_threat(h2) == 1 + 1 and h2.card(dark2).zone == ("encounter_discard", None)


def test_lightforce_heals_the_leader_and_deals_indirect_damage() -> None:
    """Lightforce: heal 3 damage from the enemy leader; take 3 indirect damage (divided among your characters)."""
    h = Harness(encounter_deck=[ADVANCE])
    ally = h.add("Mockingbird", "play", 0)
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 2))
    h.add(LIGHTFORCE, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run([f"card:{ally}", f"card:{ally}", f"card:{h.identities[0]}"])
    assert h.card(h.villain).damage == 0 and h.card(ally).damage == 2 and h.card(h.identities[0]).damage == 1


def test_cloak_and_dagger_is_a_crisis_and_heals_the_leader_when_defeated() -> None:
    """Cloak and Dagger: hinder 1 per player; crisis icon (no threat can be removed from the main scheme while it is
    in play); When Defeated: the enemy leader is healed by 3 and gets a tough status card."""
    h = Harness(encounter_deck=[ADVANCE])
    side = h.add(CLOAK_AND_DAGGER, "facedown_encounter", 0)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 2))
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 4))

    def go(g):  # type: ignore[no-untyped-def]
        yield from reveal_facedown(g, 0)
        assert not can_remove_threat(g, h.main_scheme)
        yield from remove_threat(g, side, 4, None, by_player=0)

    g = h.start(go)
    assert not g.is_in_play(side)
    assert h.card(h.villain).damage == 1 and h.card(h.villain).tough == 1 and can_remove_threat(g, h.main_scheme)

"""Namor (56160-56164) and Atlanteans (56165-56167), Civil War resistance modular sets, played against a core
villain in the harness (the enemy leader is the villain: Civil War rulebook, "Playing a Custom Scenario
Cooperatively"): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, enemy_scheme, give_status
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.rounds import villain_phase
from mcdesk.games.champions.engine.schemes import remove_threat

NAMOR, TRIDENT, HORN, IMPERIUS, RULER = "56160", "56161", "56162", "56163", "56164"
GUARD, ATLANTEANS, ATTACKS = "56165", "56166", "56167"
ADVANCE = "01186"  # no boost icons
MERCENARY = "01101"  # 1 boost icon
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
AVENGERS_MANSION = "01091"  # a support
CAPTAIN_MARVEL = "01010a"


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None
    main = g.main_scheme()
    assert main is not None
    return int(g.state.cards[main].threat)


def test_namor_activates_when_revealed_with_a_boost_card() -> None:
    """Namor When Revealed: he activates against you; villainous (Civil War rulebook "Villainous"): his attack gets
    a boost card. Toughness: he enters with a tough status card."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[MERCENARY, ADVANCE])
    h.form(0, "hero")
    namor = h.add(NAMOR, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 1 + 1  # ATK 1, 1 boost icon
    assert h.card(namor).tough == 1 and g.is_in_play(namor)


def test_namor_is_stalwart_and_schemes_against_an_alter_ego() -> None:
    """Edge: stalwart (Civil War rulebook "Stalwart"): Namor cannot be stunned or confused; revealed to an alter-ego
    he schemes (SCH 1 and his boost card's icon)."""
    h = Harness(encounter_deck=[MERCENARY, ADVANCE])
    namor = h.add(NAMOR, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 1 + 1
    assert not give_status(g, namor, "stunned") and not give_status(g, namor, "confused")
    assert h.card(namor).stunned == 0 and h.card(namor).confused == 0


def test_neptunes_trident_arms_namor_with_piercing() -> None:
    """Neptune's Trident: attach to Namor (else the enemy leader); +1 ATK; its attacks gain piercing (Civil War
    rulebook "Piercing": the target's tough status card is discarded before damage)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    namor = h.add(NAMOR, "engaged")
    trident = h.add(TRIDENT, "facedown_encounter", 0)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))

    def go(g):  # type: ignore[no-untyped-def]
        yield from reveal_facedown(g, 0)
        yield from enemy_attack(g, namor, 0, activation=True)

    g = h.start(go)
    h.run(["no_defense"])
    assert h.card(trident).attached_to == namor and g.stat(namor, "attack") == 2
    assert h.card(h.identities[0]).tough == 0 and h.card(h.identities[0]).damage == 2


def test_neptunes_trident_goes_to_the_villain_without_namor_and_can_be_paid_off() -> None:
    """Edge: with Namor not in play it attaches to the enemy leader. Hero Action: spend [energy][physical] to discard
    it."""
    h = Harness()
    h.form(0, "hero")
    trident = h.add(TRIDENT, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(trident).attached_to == h.villain and g.stat(h.villain, "attack") == 3  # Rhino 2 + 1
    h2 = Harness()
    h2.form(0, "hero")
    trident2 = h2.add(TRIDENT, "villain_area", None, attach_to=h2.villain)
    e, s = h2.add(ENERGY, "hand"), h2.add(STRENGTH, "hand")
    g2 = h2.start_turn(0)
    key = f"ability:{trident2}:action-hero"
    assert key in h2.keys()
    h2.run([key, f"pay:discard:{e}", f"pay:discard:{s}"])
    assert h2.card(trident2).zone == ("encounter_discard", None) and g2.stat(h2.villain, "attack") == 2


def test_horn_of_proteus_toughens_its_holder_when_it_schemes() -> None:
    """Horn of Proteus: +1 SCH; when the attached character schemes, it gets a tough status card. Edge: an attack
    gives none."""
    h = Harness(encounter_deck=[ADVANCE, ADVANCE])
    horn = h.add(HORN, "villain_area", None, attach_to=h.villain)
    g = h.start(lambda g: enemy_scheme(g, h.villain, 0, activation=True))
    assert h.card(h.villain).tough == 1 and _main_threat(h) == 1 + 1  # Rhino SCH 1 + 1
    assert h.card(horn).attached_to == h.villain and g.stat(h.villain, "scheme") == 2
    h2 = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE])
    h2.form(0, "hero")
    h2.add(HORN, "villain_area", None, attach_to=h2.villain)
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, activation=True))
    h2.run(["no_defense"])
    assert h2.card(h2.villain).tough == 0


def test_horn_of_proteus_is_discarded_for_mental_and_physical() -> None:
    """Horn of Proteus Hero Action: spend [mental][physical] resources to discard it."""
    h = Harness()
    h.form(0, "hero")
    horn = h.add(HORN, "villain_area", None, attach_to=h.villain)
    m, s = h.add(GENIUS, "hand"), h.add(STRENGTH, "hand")
    h.start_turn(0)
    h.run([f"ability:{horn}:action-hero", f"pay:discard:{m}", f"pay:discard:{s}"])
    assert h.card(horn).zone == ("encounter_discard", None)


def test_imperius_rex_activates_namor_else_the_enemy_leader() -> None:
    """Imperius Rex! When Revealed: with Namor in play he activates against you; otherwise the enemy leader does."""
    h = Harness(encounter_deck=[ADVANCE, ADVANCE])
    h.add(NAMOR, "engaged")
    h.add(IMPERIUS, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 1  # Namor's SCH 1 (blank boost card)
    h2 = Harness(encounter_deck=[ADVANCE, ADVANCE])
    h2.add(IMPERIUS, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h2) == 1  # Rhino's SCH 1
    h3 = Harness(encounter_deck=[ADVANCE, ADVANCE], heroes=[CAPTAIN_MARVEL])
    h3.form(0, "hero")
    h3.add(IMPERIUS, "facedown_encounter", 0)
    h3.start(lambda g: reveal_facedown(g, 0))
    h3.run(["no_defense"])
    assert h3.card(h3.identities[0]).damage == 2  # Rhino attacks (ATK 2)


def test_imperius_rex_boost_deals_one_more_boost_card() -> None:
    """Imperius Rex! [star] Boost: the activating enemy is given one more boost card (its icons count too)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[IMPERIUS, MERCENARY])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 + 1 + 1  # ATK 2, Imperius Rex! 1 icon, Mercenary 1 icon


def test_ruler_of_atlantis_shields_atlantis_minions_and_amplifies() -> None:
    """Ruler of Atlantis: no Atlantis minion can take damage; hinder 1 per player (Civil War rulebook "Hinder X");
    its amplify icon adds a boost icon to each boost card turned face up in an activation. Edge: once it is
    defeated the minions take damage again; a minion without the trait always could."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    guard = h.add(GUARD, "engaged")
    merc = h.add(MERCENARY, "engaged")
    ruler = h.add(RULER, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(ruler).threat == 3 + 1
    list(deal_damage(g, guard, 2, None))
    list(deal_damage(g, merc, 1, None))
    assert h.card(guard).damage == 0 and h.card(merc).damage == 1
    h2 = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE])
    h2.form(0, "hero")
    guard2 = h2.add(GUARD, "engaged")
    ruler2 = h2.add(RULER, "villain_area", threat=1)

    def go(g):  # type: ignore[no-untyped-def]
        yield from enemy_attack(g, h2.villain, 0, activation=True)
        yield from remove_threat(g, ruler2, 1, None, by_player=0)
        yield from deal_damage(g, guard2, 1, None)

    h2.start(go)
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).damage == 2 + 1  # a blank boost card + 1 amplify icon
    assert h2.card(guard2).damage == 1


def test_atlantean_guard_mills_three_and_guards() -> None:
    """Atlantean Guard When Revealed: discard the top 3 cards of your deck; guard: the villain cannot be attacked
    while it is engaged with you."""
    h = Harness(deck=[ENERGY] * 5)
    h.form(0, "hero")
    h.add(GUARD, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert len(g.state.zone("discard", 0)) == 3 and len(g.state.zone("deck", 0)) == 2
    assert g.has_keyword(g.minions(0)[0], "guard")


def test_atlanteans_counts_card_types_discarded() -> None:
    """Atlanteans: discard the top 3 of your deck; alter-ego: 1 threat per card type among them; hero: 1 indirect
    damage per type. Edge: three cards of one type count once."""
    h = Harness(deck=[ENERGY, AVENGERS_MANSION, ENERGY, ENERGY])
    h.add(ATLANTEANS, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 2  # resource and support
    h2 = Harness(heroes=[CAPTAIN_MARVEL], deck=[ENERGY] * 4)
    h2.form(0, "hero")
    h2.add(ATLANTEANS, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(h2.identities[0]).damage == 1 and _main_threat(h2) == 0


def test_atlantis_attacks_places_acceleration_tokens_on_itself() -> None:
    """Atlantis Attacks: hinder 1 per player; discard 1 per player from your deck, 1 acceleration token here per card
    type. Its tokens add threat in villain phase step 1 (Rules Reference "Acceleration Token") only while it is
    in play. Edge: defeated, its tokens leave with it."""
    h = Harness(heroes=["01001a", CAPTAIN_MARVEL], deck=[ENERGY, AVENGERS_MANSION, ENERGY])
    side = h.add(ATTACKS, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(side).threat == 3 + 2 and h.card(side).acceleration == 2
    from mcdesk.games.champions.engine.schemes import acceleration

    assert acceleration(g) == 2
    list(remove_threat(g, side, 5, None, by_player=0))
    assert not g.is_in_play(side) and acceleration(g) == 0


def test_atlantis_attacks_tokens_add_threat_in_the_villain_phase() -> None:
    """Villain phase step 1: the main scheme gets its escalation threat plus 1 per acceleration token in play."""
    base = Harness(encounter_deck=[ADVANCE] * 4)
    base.start_villain_phase()
    base_threat = _main_threat(base)
    h = Harness(encounter_deck=[ADVANCE] * 4)
    h.add(ATTACKS, "villain_area", threat=4, acceleration=2)
    h.start(villain_phase)
    assert _main_threat(h) == base_threat + 2

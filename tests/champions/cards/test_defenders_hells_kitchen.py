"""Defenders (56184-56188) and Hell's Kitchen (56189-56193), Civil War resistance modular sets, played against a
core villain in the harness: each card's effect and one edge. "Your leader" cannot resolve in cooperative play, so
the alternate effect does; "the enemy team" chooses as an opponent would (Civil War rulebook, "Playing a Custom
Scenario Cooperatively")."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import attackable_enemies, enemy_attack
from mcdesk.games.champions.engine.encounter import hazard_count, reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import acceleration, can_remove_threat, remove_threat

LUKE_CAGE, JESSICA_JONES, PROTECT, STREET_DEFENDERS, THE_DEFENDERS = "56184", "56185", "56186", "56187", "56188"
DAREDEVIL, IRON_FIST, FIGHTER, STREET_DEFENDERS_HK, DEFEND_HK = "56189", "56190", "56191", "56192", "56193"
ADVANCE = "01186"  # no boost icons
MERCENARY = "01101"  # guard, SCH 0, 1 boost icon, not a Defender
SANDMAN = "01102"  # SCH 2
CAPTAIN_MARVEL = "01010a"
MOCKINGBIRD = "Mockingbird"


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None
    main = g.main_scheme()
    assert main is not None
    return int(g.state.cards[main].threat)


def test_luke_cage_stuns_you() -> None:
    """Luke Cage When Revealed: your leader cannot be stunned in cooperative play, so you are stunned."""
    h = Harness(encounter_deck=[ADVANCE])
    cage = h.add(LUKE_CAGE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).stunned == 1 and g.is_in_play(cage)


def test_luke_cage_boost_stuns_the_attacked_player() -> None:
    """Luke Cage [star] Boost: the same, for the player the activation is against (edge: as a boost card)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[LUKE_CAGE])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).stunned == 1 and h.card(h.identities[0]).damage == 2


def test_jessica_jones_confuses_you_when_revealed_and_as_a_boost() -> None:
    """Jessica Jones When Revealed and [star] Boost: you are confused (your leader cannot be, in cooperative
    play)."""
    h = Harness(encounter_deck=[ADVANCE])
    h.add(JESSICA_JONES, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).confused == 1
    h2 = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[JESSICA_JONES])
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, activation=True))
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).confused == 1


def test_protect_the_innocent_toughens_the_leader_and_each_minion() -> None:
    """Protect the Innocent: the enemy leader and each minion get a tough status card. Edge: if the leader already
    had one, the card gains surge."""
    h = Harness(encounter_deck=[ADVANCE])
    m = h.add(MERCENARY, "engaged")
    h.add(PROTECT, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.villain).tough == 1 and h.card(m).tough == 1
    assert not any(line.startswith("Surge:") for line in g.log_lines)
    h2 = Harness(encounter_deck=[ADVANCE])
    h2.set(lambda g: setattr(g.state.cards[h2.villain], "tough", 1))
    h2.add(PROTECT, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert any(line.startswith("Surge:") for line in g2.log_lines)


def test_street_defenders_activates_each_minion_against_its_player() -> None:
    """Street Defenders (both copies): each minion activates against the player it is engaged with. Edge: with no
    minion, the enemy leader activates against you without a boost card."""
    for code in (STREET_DEFENDERS, STREET_DEFENDERS_HK):
        h = Harness(encounter_deck=[MERCENARY, ADVANCE])
        h.add(SANDMAN, "engaged")
        h.add(code, "facedown_encounter", 0)
        g = h.start(lambda g: reveal_facedown(g, 0))
        assert _main_threat(h) == 2  # Sandman's SCH 2, no boost card (not villainous)
        assert len(g.state.zone("encounter_deck")) == 2
        h2 = Harness(encounter_deck=[MERCENARY, ADVANCE])
        h2.add(code, "facedown_encounter", 0)
        g2 = h2.start(lambda g: reveal_facedown(g, 0))
        assert _main_threat(h2) == 1  # Rhino's SCH 1; no boost card dealt
        assert len(g2.state.zone("encounter_deck")) == 2


def test_the_defenders_gives_every_minion_guard_and_accelerates() -> None:
    """The Defenders: each minion gains guard (edge: the villain cannot be attacked while one is engaged with you);
    its acceleration icon adds 1 threat in villain phase step 1; hinder 1 per player."""
    h = Harness(heroes=[CAPTAIN_MARVEL])
    h.form(0, "hero")
    side = h.add(THE_DEFENDERS, "facedown_encounter", 0)
    fist = h.add(IRON_FIST, "engaged")
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.has_keyword(fist, "guard") and h.villain not in attackable_enemies(g, 0)
    assert h.card(side).threat == 3 + 1 and acceleration(g) == 1


def test_daredevil_exhausts_a_ready_character_you_control() -> None:
    """Daredevil When Revealed: the enemy team exhausts a character you control: by the grim rule a ready one (edge:
    your exhausted identity is passed over for your ready ally)."""
    h = Harness(encounter_deck=[ADVANCE])
    h.add(DAREDEVIL, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).exhausted
    h2 = Harness(encounter_deck=[ADVANCE])
    ally = h2.add(MOCKINGBIRD, "play", 0)
    h2.set(lambda g: setattr(g.state.cards[h2.identities[0]], "exhausted", True))
    h2.add(DAREDEVIL, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(ally).exhausted


def test_daredevil_boost_exhausts_too() -> None:
    """Daredevil [star] Boost: exhaust a character you control (the attacked player's)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[DAREDEVIL])
    h.form(0, "hero")
    ally = h.add(MOCKINGBIRD, "play", 0)
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense", f"card:{ally}"])
    assert h.card(ally).exhausted


def test_iron_fist_activates_against_you() -> None:
    """Iron Fist When Revealed: he cannot attack your leader in cooperative play, so he activates against you (ATK
    3)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.add(IRON_FIST, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 3


def test_iron_fist_boost_is_competitive_only() -> None:
    """Edge: Iron Fist's [star] Boost (the enemy leader attacks your leader) cannot resolve: the attack is the
    villain's alone, with no boost icons."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[IRON_FIST])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2


def test_resistance_fighter_reinforces_a_minion() -> None:
    """Resistance Fighter: attached to a minion: +4 hit points, stalwart, +1 ATK and +1 SCH. Edge: with no minion in
    play it gains surge instead."""
    h = Harness(encounter_deck=[ADVANCE])
    m = h.add(MERCENARY, "engaged")
    fighter = h.add(FIGHTER, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(fighter).attached_to == m
    assert g.hit_points(m) == 3 + 4 and g.has_keyword(m, "stalwart")
    assert g.stat(m, "attack") == 1 + 1 and g.stat(m, "scheme") == 0 + 1
    h2 = Harness(encounter_deck=[ADVANCE])
    fighter2 = h2.add(FIGHTER, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(fighter2).zone == ("encounter_discard", None)
    assert any(line.startswith("Surge:") for line in g2.log_lines)


def test_resistance_fighter_boost_attaches_to_a_minion_engaged_with_you() -> None:
    """Resistance Fighter [star] Boost: attach this card to a minion engaged with you (it stays in play)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[FIGHTER])
    h.form(0, "hero")
    m = h.add(MERCENARY, "engaged")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    fighter = [c.id for c in g.state.cards.values() if c.code == FIGHTER][0]
    assert h.card(fighter).attached_to == m and g.hit_points(m) == 7


def test_defend_hells_kitchen_locks_its_threat_while_a_defender_minion_is_in_play() -> None:
    """Defend Hell's Kitchen: no threat can be removed from it while a Defender minion is in play; hazard icon (one
    more encounter card is dealt). Edge: a minion that is not a Defender does not lock it."""
    h = Harness(encounter_deck=[ADVANCE])
    side = h.add(DEFEND_HK, "villain_area", threat=3)
    h.add(DAREDEVIL, "engaged")
    g = h.start(lambda g: remove_threat(g, side, 2, None, by_player=0))
    assert h.card(side).threat == 3 and not can_remove_threat(g, side) and hazard_count(g) == 1
    h2 = Harness(encounter_deck=[ADVANCE])
    side2 = h2.add(DEFEND_HK, "villain_area", threat=3)
    h2.add(MERCENARY, "engaged")
    h2.start(lambda g: remove_threat(g, side2, 2, None, by_player=0))
    assert h2.card(side2).threat == 1

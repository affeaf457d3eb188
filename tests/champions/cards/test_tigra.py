"""Tigra (Civil War 56001-56009, 56023): her identity, identity-specific cards and obligation; each card's effect
and one edge."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.combat import deal_damage
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.timing import timing_point

TIGRA, GREER = "56001a", "56001b"
MOON_KNIGHT, PRECINCT, AMULET, CLAWS, REFLEXES, HUNTED, TOOTH, SENSES = (
    "56002", "56003", "56004", "56005", "56006", "56007", "56008", "56009")
IN_TOO_DEEP = "56023"
ENERGY, STRENGTH, GENIUS = "01088", "01090", "01089"
HYDRA_MERCENARY, HYDRA_BOMBER = "01101", "01110"  # guard (3 hit points); 2 hit points
ADVANCE = "01186"


def _h(**kw: object) -> Harness:
    return Harness(heroes=[TIGRA], **kw)  # type: ignore[arg-type]


def test_every_tigra_card_is_scripted_with_generated_text() -> None:
    db = default_database()
    for code in (TIGRA, GREER, MOON_KNIGHT, PRECINCT, AMULET, CLAWS, REFLEXES, HUNTED, TOOTH, SENSES, IN_TOO_DEEP):
        assert db.is_scripted(code) and db.script(code).rules_text().strip(), code


def test_on_the_hunt_draws_one_card_per_engaged_minion_up_to_three() -> None:
    """Tigra, On the Hunt: after the player phase begins, draw 1 card for each minion engaged with you (3 at
    most). Edge: four minions still draw 3."""
    for n, drawn in ((2, 2), (4, 3)):
        h = _h()
        h.form(0, "hero")
        for _ in range(n):
            h.add(HYDRA_BOMBER, "engaged")
        g = h.start(lambda g: timing_point(g, ev.PLAYER_PHASE_START))
        h.run(["use:1:0"])
        assert len(g.hand(0)) == drawn


def test_hunted_minions_lose_guard() -> None:
    """Tigra: each minion with a copy of Hunted attached loses guard. Edge: Greer Nelson (alter-ego) does not."""
    h = _h()
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    h.add(HUNTED, "play", 0, attach_to=merc)
    g = h.start(lambda g: iter(()))
    assert not g.has_keyword(merc, "guard")
    h2 = _h()
    merc2 = h2.add(HYDRA_MERCENARY, "engaged")
    h2.add(HUNTED, "play", 0, attach_to=merc2)
    g2 = h2.start(lambda g: iter(()))
    assert g2.has_keyword(merc2, "guard")


def test_undercover_work_finds_hunted_in_the_discard_pile_once_per_round() -> None:
    """Greer Nelson, Undercover Work: search your deck and discard pile for a Hunted, add it to your hand (once
    per round)."""
    h = _h()
    hunted = h.add(HUNTED, "discard")
    g = h.start_turn(0)
    h.run(["ability:1:0"])
    assert g.state.cards[hunted].zone == ("hand", 0)
    assert not any(o.key == "ability:1:0" for o in g.pending.options)  # type: ignore[union-attr]


def test_moon_knight_brings_a_minion_stunned_and_confused() -> None:
    """Moon Knight: once he enters play, a minion found in the encounter deck or its discard pile enters play
    engaged with you, stunned and confused."""
    h = _h(encounter_deck=[ADVANCE, HYDRA_BOMBER])
    knight = h.add(MOON_KNIGHT, "hand")
    e = h.add(ENERGY, "hand")
    g = h.start_turn(0)
    h.run([f"play:{knight}", f"pay:discard:{e}"])
    minions = g.minions(0)
    assert len(minions) == 1 and h.card(minions[0]).stunned == 1 and h.card(minions[0]).confused == 1


def test_precinct_hq_removes_one_plus_one_per_engaged_minion() -> None:
    """Precinct HQ (alter-ego action, exhaust): remove 1 threat from a scheme, +1 per minion engaged with you."""
    h = _h()
    hq = h.add(PRECINCT, "play")
    h.add(HYDRA_BOMBER, "engaged")
    h.add(HYDRA_BOMBER, "engaged")
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "threat", 5))  # type: ignore[index]
    g = h.start_turn(0)
    h.run([f"ability:{hq}:0"])
    assert g.state.cards[g.main_scheme()].threat == 2  # type: ignore[index]
    assert h.card(hq).exhausted


def test_cats_head_amulet_generates_physical_per_engaged_minion() -> None:
    """Cat's Head Amulet: exhaust to generate a [physical] for each minion engaged with you (3 at most). Edge:
    with no minion it cannot pay for anything."""
    from mcdesk.games.champions.engine.payment import ResourceNeed, can_pay

    h = _h()
    h.form(0, "hero")
    h.add(AMULET, "play")
    h.add(HYDRA_BOMBER, "engaged")
    h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: iter(()))
    assert can_pay(g, 0, ResourceNeed(2, {"physical": 2}), None, set())
    assert not can_pay(g, 0, ResourceNeed(3), None, set())


def test_sharp_claws_adds_one_attack_and_piercing() -> None:
    """Sharp Claws: when you make a basic attack, exhaust it: +1 ATK for this attack; it gains overkill or
    piercing (here piercing: the minion's tough status card goes first)."""
    h = _h()
    h.form(0, "hero")
    claws = h.add(CLAWS, "play")
    bomber = h.add(HYDRA_BOMBER, "engaged", tough=1)
    h.add(HYDRA_BOMBER, "engaged")
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{bomber}", f"use:{claws}:0", "piercing"])
    assert h.card(bomber).zone == ("encounter_discard", None)  # 3 damage, tough gone
    assert h.card(claws).exhausted
    assert g.pending is not None


def test_cat_like_reflexes_prevents_three_and_may_confuse() -> None:
    """Cat-Like Reflexes: when you would take damage, discard it to prevent 3 of that damage; you may confuse a
    minion engaged with you."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    refl = h.add(REFLEXES, "play")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: deal_damage(g, h.identities[0], 4, h.villain))
    h.run([f"use:{refl}:0", f"card:{bomber}"])
    assert h.card(h.identities[0]).damage == 1 and h.card(bomber).confused == 1
    assert h.card(refl).zone == ("discard", 0) and g.pending is None


def test_hunted_brings_a_minion_stunned_and_readies_tigra_when_it_is_defeated() -> None:
    """Hunted: as an additional cost, find a minion in the encounter deck or discard pile and put it into play
    engaged with you; attach Hunted to it and stun it. When that minion is defeated, ready Tigra."""
    h = _h(encounter_deck=[ADVANCE, HYDRA_BOMBER])
    h.form(0, "hero")
    hunted = h.add(HUNTED, "hand")
    g = h.start_turn(0)
    h.run([f"play:{hunted}"])
    bomber = g.minions(0)[0]
    assert h.card(hunted).attached_to == bomber and h.card(bomber).stunned == 1
    assert [g.state.cards[c].code for c in g.state.zone("encounter_deck")] == [ADVANCE]


def test_hunted_cannot_be_played_with_no_minion_to_find() -> None:
    """Edge: no minion in the encounter deck or its discard pile: the additional cost cannot be paid."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    hunted = h.add(HUNTED, "hand")
    g = h.start_turn(0)
    assert not any(o.key == f"play:{hunted}" for o in g.pending.options)  # type: ignore[union-attr]


def test_hunted_readies_tigra() -> None:
    """Hunted: when attached minion is defeated, ready Tigra."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    hunted = h.add(HUNTED, "play", 0, attach_to=bomber)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "exhausted", True))
    g = h.start(lambda g: deal_damage(g, bomber, 2, None))
    h.run([f"use:{hunted}:1"])
    assert not h.card(h.identities[0]).exhausted and g.pending is None


def test_tooth_and_claw_costs_less_per_minion_and_hits_twice() -> None:
    """Tooth and Claw: costs 1 less per minion engaged with you; deal 4 damage to an enemy, twice."""
    h = _h()
    h.form(0, "hero")
    tooth = h.add(TOOTH, "hand")
    a = h.add(HYDRA_MERCENARY, "engaged")
    b = h.add(HYDRA_BOMBER, "engaged")
    e = h.add(ENERGY, "hand")
    g = h.start_turn(0)
    from mcdesk.games.champions.engine.playing import card_cost

    assert card_cost(g, tooth, 0) == 2
    h.run([f"play:{tooth}", f"pay:discard:{e}", f"card:{a}", f"card:{b}"])
    assert not g.is_in_play(a) and not g.is_in_play(b)


def test_feline_senses_stuns_a_minion_when_it_empties_a_scheme() -> None:
    """Feline Senses: remove 3 threat from a scheme; if this removes its last threat, stun a minion. Edge: threat
    left over, no stun."""
    for threat, stunned in ((3, 1), (5, 0)):
        h = _h()
        h.form(0, "hero")
        senses = h.add(SENSES, "hand")
        e = h.add(ENERGY, "hand")
        bomber = h.add(HYDRA_BOMBER, "engaged")
        side = h.add("01109", "villain_area", threat=threat)  # Bomb Scare
        g = h.start_turn(0)
        h.run([f"play:{senses}", f"pay:discard:{e}"])  # Bomb Scare is the only scheme with threat
        assert g.is_in_play(side) == (threat > 3)
        assert h.card(bomber).stunned == stunned


def test_in_too_deep_minions_activate_or_surge() -> None:
    """In Too Deep: (after the alter-ego choice) each minion engaged with you activates against you; with none,
    it gains surge."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.add(HYDRA_BOMBER, "engaged")
    h.add(IN_TOO_DEEP, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no", "no_defense"])
    assert h.card(h.identities[0]).damage == 1  # the Bomber's ATK
    assert not any(line.startswith("Surge:") for line in g.log_lines)
    h2 = _h(encounter_deck=[ADVANCE])
    h2.form(0, "hero")
    h2.add(IN_TOO_DEEP, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    h2.run(["no"])
    assert any(line.startswith("Surge:") for line in g2.log_lines)


def test_in_too_deep_exhausting_greer_removes_it() -> None:
    """In Too Deep: in alter-ego form, exhaust Greer Nelson to remove it from the game."""
    h = _h(encounter_deck=[ADVANCE])
    deep = h.add(IN_TOO_DEEP, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["exhaust"])
    assert h.card(deep).zone == ("removed", None) and h.card(h.identities[0]).exhausted

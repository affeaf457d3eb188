"""Martial Law (56109-56111) and Paladin (56117-56120), Civil War registration modular sets: each card's effect
and one edge."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness

SOLDIER, RAPID, SHIELD_PATROL = "56109", "56110", "56111"
PALADIN, PISTOL, BOUNTY, CONTRACTOR = "56117", "56118", "56119", "56120"
ADVANCE = "01186"
HYDRA_BOMBER = "01110"  # ATK 1, SCH 1, 2 hit points
CAPTAIN_MARVEL = "01010a"
BLACK_PANTHER = "01040a"  # retaliate 1


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]


def _threat(h: Harness) -> int:
    g = h.game
    assert g is not None and g.main_scheme() is not None
    return int(g.state.cards[g.main_scheme()].threat)  # type: ignore[index]


def test_shield_soldier_brings_back_the_topmost_shield_minion() -> None:
    """S.H.I.E.L.D. Soldier When Revealed: the topmost S.H.I.E.L.D. minion of the encounter discard pile enters
    play engaged with you. Edge: other minions there stay."""
    h = _h()
    old = h.add(SOLDIER, "encounter_discard")
    h.add(HYDRA_BOMBER, "encounter_discard")
    h.add(SOLDIER, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.is_in_play(old) and len(g.minions(0)) == 2


def test_shield_soldier_boost_enters_play() -> None:
    """S.H.I.E.L.D. Soldier Boost: this minion enters play engaged with you."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[SOLDIER])
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert [g.state.cards[m].code for m in g.minions(0)] == [SOLDIER]


def test_rapid_response_uses_the_discarded_minions_stats() -> None:
    """Rapid Response: discard until a minion; alter-ego: threat equal to its SCH; hero: damage equal to its ATK."""
    h = _h(encounter_deck=[ADVANCE, HYDRA_BOMBER, ADVANCE])
    h.add(RAPID, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert _threat(h) == 1 + 1  # Bomber SCH 1, Cut Off Support 1 for the treachery
    h2 = _h(encounter_deck=[ADVANCE, HYDRA_BOMBER, ADVANCE])
    h2.form(0, "hero")
    h2.add(RAPID, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(h2.identities[0]).damage == 1


def test_shield_patrol_gives_minions_guard() -> None:
    """S.H.I.E.L.D. Patrol: each minion gains guard (hinder printed)."""
    h = _h()
    h.add(SHIELD_PATROL, "villain_area", threat=3)
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: iter(()))
    assert g.has_keyword(bomber, "guard")


def test_paladin_discards_a_chosen_card_or_a_random_one_if_unregistered() -> None:
    """Paladin When Revealed: discard 1 card from your hand; at random if you have the Unregistered trait (here
    from Government Contractor)."""
    h = _h()
    a = h.add("01088", "hand")
    h.add("01089", "hand")
    h.add(PALADIN, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run([f"card:{a}"])
    assert h.card(a).zone == ("discard", 0)
    h2 = _h()
    h2.add(CONTRACTOR, "villain_area", threat=3)
    h2.add("01088", "hand")
    h2.add("01089", "hand")
    h2.add(PALADIN, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert len(g2.hand(0)) == 1 and g2.pending is None  # nothing asked: at random


def test_pistol_gives_ranged_and_overkill_then_goes() -> None:
    """Paladin's Pistol: attach to Paladin, otherwise the enemy leader (+2 ATK); when attached character attacks,
    the attack gains ranged (no retaliate) and overkill; the pistol is discarded after it."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    pistol = h.add(PISTOL, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(pistol).attached_to == h.villain and g.stat(h.villain, "attack") == 3
    h2 = _h(heroes=[BLACK_PANTHER], encounter_deck=[ADVANCE, ADVANCE])
    h2.form(0, "hero")
    p2 = h2.add(PISTOL, "villain_area")
    h2.set(lambda g: setattr(g.state.cards[p2], "attached_to", h2.villain))
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, activation=True))
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).damage == 3 and h2.card(p2).zone == ("encounter_discard", None)
    assert h2.card(h2.villain).damage == 0  # ranged: Black Panther's retaliate does not hit back


def test_bounty_hunting_threat_per_resource_icon() -> None:
    """Bounty Hunting: discard 1 card from your hand; 1 threat on the main scheme per resource icon on it."""
    h = _h()
    e = h.add("01088", "hand")  # 2 energy icons
    h.add(BOUNTY, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(e).zone == ("discard", 0)
    assert _threat(h) == 2 + 1  # Cut Off Support 1


def test_government_contractor_makes_identities_unregistered() -> None:
    """Government Contractor: each identity gains the Unregistered trait (alter-egos too). Edge: gone with it."""
    from mcdesk.games.champions.cards.vocabulary import has_trait

    h = _h()
    side = h.add(CONTRACTOR, "villain_area", threat=3)
    g = h.start(lambda g: iter(()))
    assert has_trait(g, h.identities[0], "Unregistered")
    from mcdesk.games.champions.engine.zones import discard_card

    discard_card(g, side)
    assert not has_trait(g, h.identities[0], "Unregistered")

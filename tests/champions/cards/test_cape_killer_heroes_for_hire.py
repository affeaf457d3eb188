"""Cape-Killer (56105-56108) and Heroes for Hire (56112-56116), Civil War registration modular sets, and the
preconstructed Captain Marvel scenario they complete (Civil War rulebook page 7): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.vocabulary import has_trait
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat

CAPE_KILLER, UNREGISTERED, BRING_THEM_IN, ARREST = "56105", "56106", "56107", "56108"
COLLEEN, SHANG_CHI, UNREGISTERED_2, BOUNTY, HFH = "56112", "56113", "56114", "56115", "56116"
SOLDIER = "56109"
ADVANCE = "01186"
CAPTAIN_MARVEL = "01010a"


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_captain_marvel", **kw)  # type: ignore[arg-type]


def test_the_captain_marvel_preconstructed_scenario() -> None:
    """Rulebook page 7: Captain Marvel (I, II; III, IV in expert), S.H.I.E.L.D. Recruits then Hunting Rebel Heroes,
    Cape-Killer, Martial Law, Heroes for Hire and Paladin; every card of it scripted."""
    db = default_database()
    sc = db.scenarios["cw_captain_marvel"]
    assert sc.main_schemes == ("56096a", "56097a") and sc.expert_stages == (2, 3)
    for set_code in ("captain_marvel_leader", *sc.recommended_modulars):
        for f in db.set_cards(set_code):
            if f.faction_code == "encounter" and f.type_code != "villain":
                assert db.is_scripted(f.code), f.code


def test_unregistered_super_stays_and_can_be_paid_off() -> None:
    """Unregistered Super: your identity gains the Unregistered trait; Alter-Ego Action: discard an
    identity-specific card from your hand to discard it. Edge: without such a card the action is not offered."""
    h = _h(encounter_deck=[ADVANCE])
    sup = h.add(UNREGISTERED, "facedown_encounter", 0)
    web = h.add("Web-Shooter", "hand")
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(sup).zone == ("play", 0) and has_trait(g, h.identities[0], "Unregistered")
    h2 = _h(encounter_deck=[ADVANCE])
    sup2 = h2.add(UNREGISTERED_2, "play", 0)
    web2 = h2.add("Web-Shooter", "hand")
    g2 = h2.start_turn(0)
    h2.run([f"ability:{sup2}:0"])
    assert h2.card(sup2).zone == ("encounter_discard", None) and h2.card(web2).zone == ("discard", 0)
    assert not has_trait(g2, h2.identities[0], "Unregistered")
    h3 = _h(encounter_deck=[ADVANCE])
    sup3 = h3.add(UNREGISTERED, "play", 0)
    g3 = h3.start_turn(0)
    assert not any(o.key == f"ability:{sup3}:0" for o in g3.pending.options)  # type: ignore[union-attr]
    assert web is not None


def test_cape_killer_hits_unregistered_identities_harder() -> None:
    """Cape-Killer: when it attacks an Unregistered identity, +2 ATK for this attack. Edge: a registered one takes
    its printed ATK."""
    for unreg, dealt in ((True, 4), (False, 2)):
        h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
        h.form(0, "hero")
        ck = h.add(CAPE_KILLER, "engaged")
        if unreg:
            h.add(UNREGISTERED, "play", 0)
        h.start(lambda g, c=ck: enemy_attack(g, c, 0, activation=True))
        h.run(["no_defense"])
        assert h.card(h.identities[0]).damage == dealt


def test_bring_them_in_exhausts_unregistered_or_deals_a_super() -> None:
    """Bring Them In: exhaust each Unregistered identity; otherwise an Unregistered Super is dealt to you
    facedown."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(UNREGISTERED, "play", 0)
    h.add(BRING_THEM_IN, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).exhausted
    h2 = _h(encounter_deck=[ADVANCE, UNREGISTERED])
    h2.add(BRING_THEM_IN, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    # dealt facedown, then revealed with the player's other facedown cards: it is now in play
    assert [g2.state.cards[c].code for c in g2.state.zone("play", 0) if c != h2.identities[0]] == [UNREGISTERED]
    assert not h2.card(h2.identities[0]).exhausted


def test_arrest_order_deals_the_topmost_shield_minion_to_the_defeater() -> None:
    """Arrest Order When Defeated: the topmost S.H.I.E.L.D. minion of the encounter discard pile is dealt
    facedown to the defeating player. Edge: none there, nothing."""
    h = _h(heroes=["01001a", CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    side = h.add(ARREST, "villain_area", threat=2)
    soldier = h.add(SOLDIER, "encounter_discard")
    h.start(lambda g: remove_threat(g, side, 2, None, by_player=1))
    assert h.card(soldier).zone == ("facedown_encounter", 1)
    h2 = _h(encounter_deck=[ADVANCE])
    side2 = h2.add(ARREST, "villain_area", threat=2)
    g2 = h2.start(lambda g: remove_threat(g, side2, 2, None, by_player=0))
    assert g2.state.zone("facedown_encounter", 0) == []


def test_colleen_wing_and_shang_chi_discard_an_ally_and_an_upgrade() -> None:
    """Colleen Wing: discard an ally you control. Shang-Chi: discard an upgrade you control."""
    h = _h(encounter_deck=[ADVANCE])
    ally = h.add("Mockingbird", "play", 0, owner=0)
    shooter = h.add("Web-Shooter", "play")
    h.add(COLLEEN, "facedown_encounter", 0)
    h.add(SHANG_CHI, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(ally).zone == ("discard", 0) and h.card(shooter).zone == ("discard", 0)


def test_heroes_for_hire_deals_a_super_to_the_defeater() -> None:
    """Heroes for Hire When Defeated: an Unregistered Super is dealt facedown to the defeating player."""
    h = _h(encounter_deck=[ADVANCE, UNREGISTERED_2])
    side = h.add(HFH, "villain_area", threat=1)
    g = h.start(lambda g: remove_threat(g, side, 1, None, by_player=0))
    assert [g.state.cards[c].code for c in g.state.zone("facedown_encounter", 0)] == [UNREGISTERED_2]


def test_bounty_hunting_of_heroes_for_hire() -> None:
    """Bounty Hunting (Heroes for Hire's copy): a card from your hand, threat per resource icon on it; at random
    when you are Unregistered (nothing asked)."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(UNREGISTERED, "play", 0)
    e = h.add("01088", "hand")
    h.add(BOUNTY, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(e).zone == ("discard", 0) and g.pending is None

"""Maria Hill (Civil War registration modular set, 56083-56086): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, give_status
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat

MARIA_HILL, LMD, EXECUTIVE_ORDER, HELICARRIER = "56083", "56084", "56085", "56086"
ADVANCE = "01186"
HYDRA_MERCENARY = "01101"
CAPTAIN_MARVEL = "01010a"


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]


def test_maria_hill_fetches_a_life_model_decoy() -> None:
    """Maria Hill When Revealed: search the encounter deck and discard pile for a Life Model Decoy and attach it
    to her. Edge: the copy in the discard pile is found too."""
    h = _h(encounter_deck=[ADVANCE])
    lmd = h.add(LMD, "encounter_discard")
    maria = h.add(MARIA_HILL, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(lmd).attached_to == maria and g.is_in_play(lmd)
    assert give_status(g, maria, "stunned") is False  # the decoy gives stalwart


def test_life_model_decoy_absorbs_an_attack_and_not_other_damage() -> None:
    """Life Model Decoy: when attached character would take damage from an attack, prevent it and discard this
    card. Edge: damage that is not from an attack is taken."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    lmd = h.add(LMD, "villain_area", attach_to=merc)
    g = h.start(lambda g: deal_damage(g, merc, 2, None))
    assert h.card(merc).damage == 2 and g.is_in_play(lmd)
    list(deal_damage(g, merc, 1, h.identities[0], attack=True))
    assert h.card(merc).damage == 2 and h.card(lmd).zone == ("encounter_discard", None)


def test_life_model_decoy_attaches_once_per_character() -> None:
    """Life Model Decoy: attach to a minion or the enemy leader, Limit 1 per character."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(LMD, "villain_area", attach_to=2)  # on the leader already (id 2: the villain)
    second = h.add(LMD, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.state.cards[second].zone == ("encounter_discard", None)  # no other host


def test_executive_order_places_two_threat_on_each_scheme_and_surges_with_maria() -> None:
    """Executive Order: place 2 threat on each scheme; if Maria Hill is in play, surge. Edge: without her, no
    surge."""
    h = _h(encounter_deck=[ADVANCE, ADVANCE])
    side = h.add("56072", "villain_area", threat=3)
    h.add(EXECUTIVE_ORDER, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(side).threat == 5
    assert not any(line.startswith("Surge:") for line in g.log_lines)
    h2 = _h(encounter_deck=[ADVANCE, ADVANCE])
    h2.add(MARIA_HILL, "engaged")
    h2.add(EXECUTIVE_ORDER, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert any(line.startswith("Surge:") for line in g2.log_lines)


def test_executive_order_boost_gains_three_icons_with_maria() -> None:
    """Executive Order Boost: if Maria Hill is in play, this card gains 3 boost icons (none printed)."""
    for maria in (False, True):
        h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[EXECUTIVE_ORDER])
        h.form(0, "hero")
        if maria:
            h.add(MARIA_HILL, "engaged")
        h.start(lambda g, villain=h.villain: enemy_attack(g, villain, 0, activation=True))
        h.run(["no_defense"])
        assert h.card(h.identities[0]).damage == 1 + (3 if maria else 0)


def test_helicarrier_when_defeated_damages_the_defeating_players_side() -> None:
    """S.H.I.E.L.D. Helicarrier When Defeated: the player who defeated it deals 1 damage to each character they
    control and each minion engaged with them. Edge: another player's characters are untouched."""
    h = _h(heroes=["01001a", CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    side = h.add(HELICARRIER, "villain_area", threat=2)
    merc = h.add(HYDRA_MERCENARY, "engaged", 1)
    h.start(lambda g: remove_threat(g, side, 2, None, by_player=1))
    assert h.card(h.identities[1]).damage == 1 and h.card(merc).damage == 1
    assert h.card(h.identities[0]).damage == 0

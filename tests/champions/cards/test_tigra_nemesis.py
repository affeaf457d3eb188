"""Tigra's nemesis set (Civil War 56024-56028): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness

HOOD, UNDERWORLD, MANTLE, MASQUE, JIGSAW = "56024", "56025", "56026", "56027", "56028"
TIGRA = "56001a"
ADVANCE = "01186"
HYDRA_BOMBER = "01110"


def _h(**kw: object) -> Harness:
    return Harness(heroes=[TIGRA], **kw)  # type: ignore[arg-type]


def test_criminal_underworld_protects_criminal_minions_only() -> None:
    """Criminal Underworld: each Criminal minion cannot take damage. Edge: other minions can."""
    h = _h()
    h.add(UNDERWORLD, "villain_area", threat=4)
    masque = h.add(MASQUE, "engaged")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: deal_damage(g, masque, 2, None))
    list(deal_damage(g, bomber, 1, None))
    assert h.card(masque).damage == 0 and h.card(bomber).damage == 1


def test_the_hood_places_threat_on_criminal_underworld_after_attacking() -> None:
    """The Hood: after he attacks, place 1 threat on Criminal Underworld (steady and villainous printed). Edge:
    without the scheme in play nothing is placed."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    side = h.add(UNDERWORLD, "villain_area", threat=4)
    hood = h.add(HOOD, "engaged")
    g = h.start(lambda g: enemy_attack(g, hood, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(side).threat == 5
    assert g.has_keyword(hood, "steady") and g.has_keyword(hood, "villainous")


def test_the_hoods_mantle_attaches_to_the_hood_else_the_villain() -> None:
    """The Hood's Mantle: attach to The Hood, otherwise to the villain (+1 ATK, +1 SCH)."""
    h = _h()
    hood = h.add(HOOD, "engaged")
    mantle = h.add(MANTLE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(mantle).attached_to == hood and g.stat(hood, "attack") == 2
    h2 = _h()
    mantle2 = h2.add(MANTLE, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(mantle2).attached_to == h2.villain and g2.stat(h2.villain, "scheme") == 1 + 1


def test_madame_masque_finds_criminal_underworld_when_it_is_not_in_play() -> None:
    """Madame Masque: place 2 threat on Criminal Underworld; otherwise find it and reveal it."""
    h = _h()
    underworld = h.add(UNDERWORLD, "nemesis", 0)
    h.add(MASQUE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.is_in_play(underworld) and h.card(underworld).threat == 4
    h2 = _h()
    side = h2.add(UNDERWORLD, "villain_area", threat=4)
    h2.add(MASQUE, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(side).threat == 6


def test_jigsaw_places_two_threat_after_damaging() -> None:
    """Jigsaw: after he attacks and damages a character, place 2 threat on Criminal Underworld. Edge: an attack
    that damages nothing (defended by a tough hero) places none."""
    for tough, placed in ((0, 2), (1, 0)):
        h = _h(encounter_deck=[ADVANCE])
        h.form(0, "hero")
        side = h.add(UNDERWORLD, "villain_area", threat=4)
        jig = h.add(JIGSAW, "engaged")
        h.set(lambda g, t=tough: setattr(g.state.cards[1], "tough", t))
        h.start(lambda g, j=jig: enemy_attack(g, j, 0, activation=True))
        h.run(["no_defense"])
        assert h.card(side).threat == 4 + placed

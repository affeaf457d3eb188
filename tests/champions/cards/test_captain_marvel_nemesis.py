"""Captain Marvel's nemesis set (core 01176-01179): The Psyche-Magnitron, Yon-Rogg, Kree Manipulator and
Yon-Rogg's Treason."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import enter_side_scheme, hazard_count, reveal_top
from mcdesk.games.champions.engine.harness import Harness

CAPTAIN_MARVEL = "01010a"
MAGNITRON, YON_ROGG, KREE_MANIPULATOR, TREASON = "01176", "01177", "01178", "01179"


def test_every_card_of_the_set_is_scripted() -> None:
    db = default_database()
    for code in (MAGNITRON, YON_ROGG, KREE_MANIPULATOR, TREASON):
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code
    assert {f.code for f in db.set_cards("captain_marvel_nemesis")} == {MAGNITRON, YON_ROGG, KREE_MANIPULATOR,
                                                                        TREASON}


def test_psyche_magnitron_enters_with_3_plus_1_per_player_and_a_hazard_icon() -> None:
    """The Psyche-Magnitron (#176): 3 fixed threat, When Revealed places 1 more per player; hazard icon."""
    h = Harness(heroes=[CAPTAIN_MARVEL, "01001a"])
    pm = h.add(MAGNITRON, "set_aside")
    h.start(lambda g: enter_side_scheme(g, pm, 0))
    g = h.game
    assert g is not None
    assert h.card(pm).threat == 5
    assert hazard_count(g) == 1


def test_yon_rogg_puts_threat_on_the_psyche_magnitron_after_attacking() -> None:
    """Yon-Rogg (#177): Forced Response, after he attacks, place 1 threat on The Psyche-Magnitron."""
    h = Harness(heroes=[CAPTAIN_MARVEL])
    h.form(0, "hero")
    yr = h.add(YON_ROGG, "engaged")
    pm = h.add(MAGNITRON, "villain_area", threat=4)
    h.start(lambda g: enemy_attack(g, yr, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 3
    assert h.card(pm).threat == 5


def test_yon_rogg_does_nothing_more_without_the_psyche_magnitron_or_when_stunned() -> None:
    h = Harness(heroes=[CAPTAIN_MARVEL])
    h.form(0, "hero")
    yr = h.add(YON_ROGG, "engaged")
    h.start(lambda g: enemy_attack(g, yr, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 3

    h2 = Harness(heroes=[CAPTAIN_MARVEL])
    h2.form(0, "hero")
    yr2 = h2.add(YON_ROGG, "engaged", stunned=1)
    pm2 = h2.add(MAGNITRON, "villain_area", threat=4)
    h2.start(lambda g: enemy_attack(g, yr2, 0))
    assert h2.pending is None
    assert h2.card(pm2).threat == 4 and h2.card(yr2).stunned == 0


def test_kree_manipulator_places_1_threat_and_surges() -> None:
    """Kree Manipulator (#178): surge; When Revealed, place 1 threat on the main scheme. Yon-Rogg's Treason
    (#179) revealed by the surge: each card with a printed [energy] resource is discarded from your hand."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[KREE_MANIPULATOR, TREASON, "01186"])
    energy = h.add("Energy", "hand")
    absorption = h.add("Energy Absorption", "hand")
    genius = h.add("Genius", "hand")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None and h.pending is None
    assert h.card(h.main_scheme).threat == 1
    assert h.card(energy).zone == ("discard", 0) and h.card(absorption).zone == ("discard", 0)
    assert g.hand(0) == [genius]
    assert sorted(g.state.cards[c].code for c in g.state.zone("encounter_discard")) == [KREE_MANIPULATOR, TREASON]


def test_yon_roggs_treason_surges_when_nothing_is_discarded() -> None:
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[TREASON, "01186", "01186"])  # Advance + its boost card
    genius = h.add("Genius", "hand")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert g.hand(0) == [genius]
    assert h.card(h.main_scheme).threat == 1  # surge revealed Advance: Rhino schemed for 1


def test_kree_manipulator_boost_adds_threat_to_an_undefended_villain_attack() -> None:
    """Kree Manipulator boost: the villain's attack is undefended, so the main scheme gets 1 threat (the card
    has no boost icons)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[KREE_MANIPULATOR, "01186"])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2
    assert h.card(h.main_scheme).threat == 1


def test_kree_manipulator_boost_does_nothing_when_the_attack_is_defended() -> None:
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[KREE_MANIPULATOR, "01186"])
    h.form(0, "hero")
    ident = h.identities[0]
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run([f"defend:{ident}"])
    assert h.card(ident).damage == 1  # ATK 2 - DEF 1
    assert h.card(h.main_scheme).threat == 0

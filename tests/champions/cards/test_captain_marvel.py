"""Captain Marvel's identity-specific set (core 01010-01018) and her obligation Family Emergency (01175)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.vocabulary import has_trait
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.harness import Harness

CAPTAIN_MARVEL = "01010a"
ENERGY_ABSORPTION = "01014"


def _harness(**kw: object) -> Harness:
    return Harness(heroes=[CAPTAIN_MARVEL], **kw)  # type: ignore[arg-type]


def test_every_card_of_the_set_is_scripted_or_vanilla() -> None:
    db = default_database()
    for code in ["01010a", "01010b", "01011", "01012", "01013", "01015", "01016", "01017", "01018", "01175"]:
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code
    assert not db.is_scripted(ENERGY_ABSORPTION)  # three printed [energy], nothing else
    assert db.card(ENERGY_ABSORPTION).resources == {"energy": 3}


# -- Captain Marvel / Carol Danvers ------------------------------------------------------------------------
def test_rechannel_spends_energy_and_heals_1_to_draw_once_per_round() -> None:
    """Captain Marvel (#10A) Rechannel: Action, spend [energy] and heal 1 damage from her → draw 1 card;
    limit once per round."""
    h = _harness()
    h.form(0, "hero")
    ident = h.identities[0]
    e1 = h.add("Energy", "hand")
    h.add("Genius", "hand")
    h.set(lambda g: setattr(g.state.cards[ident], "damage", 3))
    h.start_turn(0)
    key = f"ability:{ident}:action-rechannel"
    assert key in h.keys()
    h.run([key, f"pay:discard:{e1}"])
    g = h.game
    assert g is not None
    assert h.card(e1).zone == ("discard", 0)
    assert h.card(ident).damage == 2
    assert len(g.hand(0)) == 2  # Genius and the card drawn
    assert key not in h.keys()  # once per round


def test_rechannel_needs_damage_to_heal() -> None:
    h = _harness()
    h.form(0, "hero")
    h.add("Energy", "hand")
    h.start_turn(0)
    assert f"ability:{h.identities[0]}:action-rechannel" not in h.keys()


def test_commander_draws_once_per_round_and_does_not_use_up_rechannel() -> None:
    """Carol Danvers (#10B) Commander: Action, choose a player to draw 1 card; limit once per round. The two
    faces' limits are separate: after a change of form, Rechannel is still available this round."""
    h = _harness()
    ident = h.identities[0]
    h.add("Energy", "hand")
    h.set(lambda g: setattr(g.state.cards[ident], "damage", 1))
    h.start_turn(0)
    commander = f"ability:{ident}:action-commander"
    h.run([commander])  # one player: chosen without a question
    g = h.game
    assert g is not None
    assert len(g.hand(0)) == 2
    assert commander not in h.keys()
    h.run(["change_form"])
    assert g.form(0) == "hero"
    rechannel = f"ability:{ident}:action-rechannel"
    assert rechannel in h.keys()
    h.run([rechannel, "Discard Energy"])
    assert len(g.hand(0)) == 2 and h.card(ident).damage == 0


# -- Spider-Woman --------------------------------------------------------------------------------------------
def test_spider_woman_confuses_the_villain_when_she_enters_play() -> None:
    """Spider-Woman (#11): Response, after she enters play, confuse the villain."""
    h = _harness()
    sw = h.add("Spider-Woman", "hand")
    energy = h.add("Energy", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{sw}", f"pay:discard:{energy}", f"pay:discard:{strength}", f"use:{sw}:0"])
    assert h.card(sw).zone == ("play", 0)
    assert h.card(h.villain).confused == 1


# -- Crisis Interdiction -------------------------------------------------------------------------------------
def test_crisis_interdiction_removes_2_threat_without_aerial() -> None:
    """Crisis Interdiction (#12): Hero Action (thwart), remove 2 threat from a scheme; the second part needs
    the Aerial trait."""
    h = _harness()
    h.form(0, "hero")
    ci = h.add("Crisis Interdiction", "hand")
    energy = h.add("Energy", "hand")
    side = h.add("Bomb Scare", "villain_area", threat=2)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.start_turn(0)
    h.run([f"play:{ci}", f"pay:discard:{energy}", f"card:{h.main_scheme}"])
    assert h.card(h.main_scheme).threat == 3
    assert h.card(side).threat == 2


def test_crisis_interdiction_with_aerial_removes_2_more_from_a_different_scheme() -> None:
    """With Cosmic Flight, Captain Marvel has the Aerial trait: 2 threat from a second, different scheme."""
    h = _harness()
    h.form(0, "hero")
    h.add("Cosmic Flight", "play")
    ci = h.add("Crisis Interdiction", "hand")
    energy = h.add("Energy", "hand")
    side = h.add("Breakin' & Takin'", "villain_area", threat=4)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.start_turn(0)
    h.run([f"play:{ci}", f"pay:discard:{energy}", f"card:{side}"])  # the second scheme is the only other one
    assert h.card(side).threat == 2
    assert h.card(h.main_scheme).threat == 3


# -- Photonic Blast and Energy Absorption -------------------------------------------------------------------
def test_photonic_blast_paid_with_energy_absorption_draws_a_card() -> None:
    """Photonic Blast (#13): Hero Action (attack), deal 5 damage to an enemy; paid with an [energy] resource →
    draw 1. Energy Absorption (#14) alone pays its cost of 3 (three printed [energy])."""
    h = _harness()
    h.form(0, "hero")
    pb = h.add("Photonic Blast", "hand")
    ea = h.add(ENERGY_ABSORPTION, "hand")
    h.start_turn(0)
    h.run([f"play:{pb}", f"pay:discard:{ea}"])
    g = h.game
    assert g is not None
    assert h.card(h.villain).damage == 5
    assert len(g.hand(0)) == 1


def test_photonic_blast_without_energy_draws_nothing() -> None:
    h = _harness()
    h.form(0, "hero")
    pb = h.add("Photonic Blast", "hand")
    genius = h.add("Genius", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{pb}", f"pay:discard:{genius}", f"pay:discard:{strength}"])
    g = h.game
    assert g is not None
    assert h.card(h.villain).damage == 5
    assert g.hand(0) == []


# -- Alpha Flight Station ------------------------------------------------------------------------------------
def test_alpha_flight_station_draws_2_for_carol_danvers() -> None:
    """Alpha Flight Station (#15): Action, exhaust it and discard 1 card from hand → draw 1 (2 as Carol)."""
    h = _harness()
    afs = h.add("Alpha Flight Station", "play")
    genius = h.add("Genius", "hand")
    h.start_turn(0)
    h.run([f"ability:{afs}:0"])  # the only card in hand is discarded without a question
    g = h.game
    assert g is not None
    assert h.card(genius).zone == ("discard", 0)
    assert len(g.hand(0)) == 2
    assert h.card(afs).exhausted


def test_alpha_flight_station_draws_1_for_captain_marvel_and_needs_a_card_to_discard() -> None:
    h = _harness()
    h.form(0, "hero")
    afs = h.add("Alpha Flight Station", "play")
    genius = h.add("Genius", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"ability:{afs}:0", f"card:{strength}"])
    g = h.game
    assert g is not None
    assert h.card(strength).zone == ("discard", 0)
    assert len(g.hand(0)) == 2 and genius in g.hand(0)

    h2 = _harness()
    afs2 = h2.add("Alpha Flight Station", "play")
    h2.start_turn(0)
    assert f"ability:{afs2}:0" not in h2.keys()  # nothing to discard


# -- Captain Marvel's Helmet and Cosmic Flight ------------------------------------------------------------------
def test_helmet_gives_1_def_or_2_with_aerial() -> None:
    """Captain Marvel's Helmet (#16): +1 DEF, +2 DEF instead with the Aerial trait (from Cosmic Flight)."""
    h = _harness()
    h.form(0, "hero")
    h.add("Captain Marvel's Helmet", "play")
    h.start_turn(0)
    g = h.game
    assert g is not None
    ident = h.identities[0]
    assert g.stat(ident, "defense") == 2

    h2 = _harness()
    h2.form(0, "hero")
    h2.add("Captain Marvel's Helmet", "play")
    h2.add("Cosmic Flight", "play")
    h2.start_turn(0)
    assert h2.game is not None and h2.game.stat(h2.identities[0], "defense") == 3


def test_helmet_defends_for_3_with_aerial() -> None:
    """Defending with DEF 3 against Rhino's ATK 2: no damage."""
    h = _harness()
    h.form(0, "hero")
    h.add("Captain Marvel's Helmet", "play")
    cf = h.add("Cosmic Flight", "play")
    ident = h.identities[0]
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True, boosts=False))
    h.run([f"defend:{ident}"])
    assert h.card(ident).damage == 0 and h.card(ident).exhausted
    assert h.card(cf).zone == ("play", 0)  # no damage would be taken: no interrupt offered


def test_cosmic_flight_gives_aerial_only_to_captain_marvel() -> None:
    """Cosmic Flight (#17): Captain Marvel gains Aerial; Carol Danvers does not (Rules Reference "Form")."""
    h = _harness()
    h.add("Cosmic Flight", "play")
    h.start_turn(0)
    g = h.game
    assert g is not None
    ident = h.identities[0]
    assert not has_trait(g, ident, "Aerial")
    h.run(["change_form"])
    assert has_trait(g, ident, "Aerial")


def test_cosmic_flight_discards_to_prevent_3_damage() -> None:
    """Cosmic Flight: Hero Interrupt (defense), when Captain Marvel would take damage, discard it → prevent 3."""
    h = _harness()
    h.form(0, "hero")
    cf = h.add("Cosmic Flight", "play")
    ident = h.identities[0]
    h.set(lambda g: g.add_lasting("attack", "add", 3, h.villain, "end_of_round", None))  # Rhino ATK 5
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True, boosts=False))
    h.run(["no_defense", f"use:{cf}:0"])
    assert h.card(ident).damage == 2
    assert h.card(cf).zone == ("discard", 0)


# -- Energy Channel ---------------------------------------------------------------------------------------------
def test_energy_channel_stores_x_energy_then_deals_2_per_counter() -> None:
    """Energy Channel (#18): Action, spend X [energy] → X energy counters; Hero Action (attack), discard it →
    2 damage per counter to an enemy."""
    h = _harness()
    h.form(0, "hero")
    ec = h.add("Energy Channel", "play")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"ability:{ec}:0", "x:2", f"pay:discard:{energy}"])
    assert h.card(ec).counters == 2
    h.run([f"ability:{ec}:1"])
    assert h.card(h.villain).damage == 4
    assert h.card(ec).zone == ("discard", 0) and h.card(ec).counters == 0


def test_energy_channel_deals_at_most_10_and_needs_counters() -> None:
    h = _harness()
    h.form(0, "hero")
    ec = h.add("Energy Channel", "play", counters=7)
    h.start_turn(0)
    h.run([f"ability:{ec}:1"])
    assert h.card(h.villain).damage == 10

    h2 = _harness()
    h2.form(0, "hero")
    ec2 = h2.add("Energy Channel", "play")
    h2.add("Genius", "hand")
    h2.start_turn(0)
    assert f"ability:{ec2}:1" not in h2.keys()  # no counters: nothing to deal
    assert f"ability:{ec2}:0" not in h2.keys()  # no [energy] to spend


def test_energy_channel_max_1_per_player() -> None:
    h = _harness()
    h.add("Energy Channel", "play")
    ec = h.add("Energy Channel", "hand")
    h.start_turn(0)
    assert f"play:{ec}" not in h.keys()


# -- Family Emergency ---------------------------------------------------------------------------------------------
def test_family_emergency_flip_and_exhaust_removes_it() -> None:
    """Family Emergency (#175): you may flip to alter-ego; exhaust Carol Danvers → remove it from the game."""
    h = _harness(encounter_deck=["01175"])
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["yes", "exhaust"])
    g = h.game
    assert g is not None
    assert g.form(0) == "alter_ego" and h.card(h.identities[0]).exhausted
    assert [g.state.cards[c].code for c in g.state.zone("removed")] == ["01175"]


def test_family_emergency_stuns_you_and_surges() -> None:
    """The other choice: you are stunned, the obligation gains surge and is discarded."""
    h = _harness(encounter_deck=["01175", "01186", "01186", "01186"])  # then Advance (+ Rhino's boost card)
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["no"])  # Captain Marvel cannot exhaust Carol Danvers: the stun is the only choice
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).stunned == 1
    assert h.card(h.main_scheme).threat == 1  # surge revealed Advance: Rhino schemed for 1
    assert "01175" in [g.state.cards[c].code for c in g.state.zone("encounter_discard")]

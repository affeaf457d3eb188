"""Captain Marvel, the Civil War leader (cw 56092-56095, 56098-56104): each card's effect and one edge. Played in a
custom registration scenario (cw:captain_marvel:<stage 1>:<stage 2>)."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, give_status
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat

KEY = "cw:captain_marvel:56096a:56097a"
CHANNEL, HELMET, FLIGHT, PHOTONIC, CRISIS, ABSORPTION, STATION = (
    "56098", "56099", "56100", "56101", "56102", "56103", "56104")
ADVANCE = "01186"
SPIDER_MAN, CAPTAIN_MARVEL_HERO = "01001a", "01010a"
CM_SET = ["56092", "56093", "56094", "56095", CHANNEL, HELMET, FLIGHT, PHOTONIC, CRISIS, ABSORPTION, STATION]


def _h(**kw: object) -> Harness:
    return Harness(scenario=KEY, **kw)  # type: ignore[arg-type]


def _attach(h: Harness, code: str, **props: object) -> int:
    cid = h.add(code, "villain_area", **props)
    h.set(lambda g: setattr(g.state.cards[cid], "attached_to", h.villain))
    return cid


def test_every_captain_marvel_leader_card_is_scripted() -> None:
    db = default_database()
    for code in CM_SET:
        assert db.is_scripted(code) and db.script(code).rules_text().strip(), code


def test_setup_attaches_energy_channel() -> None:
    """Captain Marvel (I) Setup: find Energy Channel and attach it to her (the main scheme's Setup reveals Alpha
    Flight Station, her side scheme)."""
    setup = GameSetup(players=(PlayerSetup(SPIDER_MAN, tuple(["01088"] * 40)),), scenario=KEY,
                      modular_sets=("mighty_avengers", "the_initiative", "dangerous_recruits"))
    g = Game(setup, 2)
    while g.pending is not None and g.pending.kind != DecisionKind.TURN:
        g.answer(g.pending.options[0].key)
    cm = g.villain()
    assert cm is not None and g.state.cards[cm].code == "56092"
    assert [g.facts(a).name for a in g.attachments(cm)] == ["Energy Channel"]
    assert [g.state.cards[s].code for s in g.side_schemes()] == [STATION]


def test_energy_channel_counts_attacks_and_strikes_back_at_four() -> None:
    """Energy Channel: after a hero attacks Captain Marvel, 1 energy counter here; with 4, remove them all and
    she attacks that character, with overkill. Edge: below 4 nothing more happens. Permanent."""
    h = _h(heroes=[CAPTAIN_MARVEL_HERO], encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    ch = _attach(h, CHANNEL, counters=2)
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    assert h.card(ch).counters == 3 and h.card(h.identities[0]).damage == 0
    assert default_database().card(CHANNEL).permanent
    h2 = _h(heroes=[CAPTAIN_MARVEL_HERO], encounter_deck=[ADVANCE, ADVANCE])
    h2.form(0, "hero")
    ch2 = _attach(h2, CHANNEL, counters=3)
    h2.start_turn(0)
    h2.run([f"attack:{h2.identities[0]}"])  # her hero is exhausted: no one can defend
    assert h2.card(ch2).counters == 0 and h2.card(h2.identities[0]).damage == 2  # her ATK 2
    assert g is not None


def test_her_kill_charges_the_channel() -> None:
    """Captain Marvel: after she attacks and defeats a character, 1 energy counter on Energy Channel."""
    h = _h(heroes=[CAPTAIN_MARVEL_HERO], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    ch = _attach(h, CHANNEL)
    ally = h.add("Black Widow", "play", 0, owner=0, damage=1)
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["Defend with Black Widow"])
    assert h.card(ally).zone == ("discard", 0) and h.card(ch).counters == 1


def test_stage_ii_no_damage_this_phase() -> None:
    """Captain Marvel (II) When Revealed: each player is dealt an encounter card; she takes no damage this phase."""
    h = _h(villain_stage=1, encounter_deck=[ADVANCE, ADVANCE])
    g = h.start(lambda g: g.script(h.villain).when_revealed[""].resolve(Ctx(g, h.villain, 0)))
    assert len(g.state.zone("facedown_encounter", 0)) == 1
    list(deal_damage(g, h.villain, 4, None))
    assert h.card(h.villain).damage == 0


def test_helmet_stalwart_and_three_of_a_kind_pays_it_off() -> None:
    """Captain Marvel's Helmet: she gains stalwart (+1 SCH); after your basic attack against her, spend 3
    resources of the same type to discard it. Edge: mixed types cannot."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    helmet = _attach(h, HELMET)
    e1, e2 = h.add("01088", "hand"), h.add("01088", "hand")  # 2 + 2 energy
    g = h.start_turn(0)
    assert give_status(g, h.villain, "stunned") is False and g.stat(h.villain, "scheme") == 2
    h.run([f"attack:{h.identities[0]}", f"use:{helmet}:0", f"pay:discard:{e1}", f"pay:discard:{e2}"])
    assert h.card(helmet).zone == ("encounter_discard", None)
    h2 = _h(encounter_deck=[ADVANCE])
    h2.form(0, "hero")
    helmet2 = _attach(h2, HELMET)
    h2.add("01088", "hand")
    h2.add("01090", "hand")
    g2 = h2.start_turn(0)
    h2.run([f"attack:{h2.identities[0]}"])
    assert h2.card(helmet2).zone == ("villain_area", None) and g2.pending is not None


def test_cosmic_flight_caps_attack_damage_at_three_then_goes() -> None:
    """Cosmic Flight: when she would take more than 3 damage from an attack, reduce it to 3 and discard this card.
    Edge: damage not from an attack is not capped."""
    h = _h()
    flight = _attach(h, FLIGHT)
    g = h.start(lambda g: deal_damage(g, h.villain, 6, 1, attack=True))
    assert h.card(h.villain).damage == 3 and h.card(flight).zone == ("encounter_discard", None)
    h2 = _h()
    flight2 = _attach(h2, FLIGHT)
    h2.start(lambda g: deal_damage(g, h2.villain, 6, None))
    assert h2.card(h2.villain).damage == 6 and h2.card(flight2).zone == ("villain_area", None)
    assert g.stat(h.villain, "attack") == 2


def test_photonic_blast_and_crisis_interdiction() -> None:
    """Photonic Blast (hero): she attacks you, +1 energy counter. Crisis Interdiction (hero): 2 threat on each
    scheme; (alter-ego) she schemes, +1 energy counter."""
    h = _h(heroes=[CAPTAIN_MARVEL_HERO], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    ch = _attach(h, CHANNEL)
    h.add(PHOTONIC, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 and h.card(ch).counters == 1
    h2 = _h(encounter_deck=[ADVANCE])
    ch2 = _attach(h2, CHANNEL)
    h2.add(CRISIS, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert g2.state.cards[g2.main_scheme()].threat == 1 and h2.card(ch2).counters == 1  # type: ignore[index]


def test_energy_absorption_heals_per_counter() -> None:
    """Energy Absorption: 1 energy counter, then heal 1 damage from her per counter."""
    h = _h(encounter_deck=[ADVANCE])
    _attach(h, CHANNEL, counters=2)
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 5))
    h.add(ABSORPTION, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.villain).damage == 5 - 3


def test_alpha_flight_station_charges_three_when_defeated() -> None:
    """Alpha Flight Station When Defeated: 3 energy counters on Energy Channel. Edge: without the Channel in play,
    nothing."""
    h = _h(encounter_deck=[ADVANCE])
    ch = _attach(h, CHANNEL)
    st = h.add(STATION, "villain_area", threat=2)
    h.start(lambda g: remove_threat(g, st, 2, None, by_player=0))
    assert h.card(ch).counters == 3
    h2 = _h(encounter_deck=[ADVANCE])
    st2 = h2.add(STATION, "villain_area", threat=2)
    g2 = h2.start(lambda g: remove_threat(g, st2, 2, None, by_player=0))
    assert g2.pending is None and h2.card(st2).zone == ("encounter_discard", None)

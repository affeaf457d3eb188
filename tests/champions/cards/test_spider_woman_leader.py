"""Spider-Woman, the Civil War leader (cw 56168-56171, 56174-56179): each card's effect and one edge. Played in a
custom resistance scenario (cw:spider_woman:<stage 1>:<stage 2>); Civil War rulebook "Leaders", "Permanent",
"Steady"."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, give_status, has_status
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.zones import discard_card

KEY = "cw:spider_woman:56172a:56173a"
FINESSE, IMMUNITY, PHEROMONES, VENOM, INCONSPICUOUS, GLIDE = "56174", "56175", "56176", "56177", "56178", "56179"
ADVANCE = "01186"  # an encounter card with no boost icon
ENERGY = "01088"
SPIDER_MAN, CAPTAIN_MARVEL = "01001a", "01010a"
SW_SET = ["56168", "56169", "56170", "56171", FINESSE, IMMUNITY, PHEROMONES, VENOM, INCONSPICUOUS, GLIDE]


def _h(**kw: object) -> Harness:
    kw.setdefault("heroes", [CAPTAIN_MARVEL])
    h = Harness(scenario=KEY, **kw)  # type: ignore[arg-type]
    # Stage 2B Neighborhood Protectors (only a When Revealed) in play: Open Rebellion (1B) would also answer each
    # treachery these tests reveal.
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "code", "56173b"))  # type: ignore[index]
    return h


def _attach(h: Harness, code: str, **props: object) -> int:
    cid = h.add(code, "villain_area", **props)
    h.set(lambda g: setattr(g.state.cards[cid], "attached_to", h.villain))
    return cid


def test_every_spider_woman_leader_card_is_scripted() -> None:
    db = default_database()
    for code in SW_SET:
        assert db.is_scripted(code) and db.script(code).rules_text().strip(), code


def test_setup_attaches_finesse() -> None:
    """Spider-Woman (I) Setup: the players (the enemy team) find Finesse and attach it to her. Finesse is
    permanent: a card of another set cannot discard it."""
    setup = GameSetup(players=(PlayerSetup(SPIDER_MAN, tuple([ENERGY] * 40)),), scenario=KEY,
                      modular_sets=("bomb_scare", "masters_of_evil", "under_attack"))
    g = Game(setup, 4)
    while g.pending is not None and g.pending.kind != DecisionKind.TURN:
        g.answer(g.pending.options[0].key)
    sw = g.villain()
    assert sw is not None and g.state.cards[sw].code == "56168"
    [finesse] = g.attachments(sw)
    assert g.facts(finesse).name == "Finesse"
    discard_card(g, finesse, by=g.identity(0))
    assert g.is_in_play(finesse)


def test_she_spends_every_skill_counter_on_her_attack() -> None:
    """Spider-Woman: when she attacks, +1 ATK per skill counter on Finesse for this attack; then each counter is
    removed. Edge: the bonus ends with the attack."""
    h = _h()
    h.form(0, "hero")
    fin = _attach(h, FINESSE, counters=2)
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, boosts=False))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 4 and h.card(fin).counters == 0
    assert g.stat(h.villain, "attack") == 2


def test_finesse_counts_treacheries_up_to_three() -> None:
    """Finesse: when a treachery is revealed, 1 skill counter here; max 3 here. Edge: a fourth is not placed."""
    h = _h(encounter_deck=[ADVANCE])
    fin = _attach(h, FINESSE, counters=2)
    h.add(ADVANCE, "facedown_encounter", 0)
    h.add(ADVANCE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(fin).counters == 3
    list(reveal_facedown(g, 0))
    assert h.card(fin).counters == 3


def test_stage_ii_is_steady_and_takes_no_damage_the_phase_she_is_revealed() -> None:
    """Spider-Woman (II): steady; When Revealed: each player is dealt an encounter card and she cannot take damage
    this phase."""
    h = _h(villain_stage=1, encounter_deck=[ADVANCE, ADVANCE])
    g = h.start(lambda g: g.script(h.villain).when_revealed[""].resolve(Ctx(g, h.villain, 0)))
    assert len(g.state.zone("facedown_encounter", 0)) == 1
    list(deal_damage(g, h.villain, 4, None))
    assert h.card(h.villain).damage == 0
    give_status(g, h.villain, "confused")
    assert not has_status(g, h.villain, "confused")


def test_contaminant_immunity_turns_a_stun_into_tough() -> None:
    """Contaminant Immunity: when she would be stunned or confused, discard it instead and give her a tough status
    card (+1 SCH while attached). Edge: with it gone, the next stun lands."""
    h = _h()
    imm = _attach(h, IMMUNITY)
    g = h.start(lambda g: iter(()))
    assert g.stat(h.villain, "scheme") == 2
    assert give_status(g, h.villain, "stunned") is False
    assert h.card(h.villain).stunned == 0 and h.card(h.villain).tough == 1
    assert h.card(imm).zone == ("encounter_discard", None)
    assert give_status(g, h.villain, "stunned") and h.card(h.villain).stunned == 1


def test_pheromones_stun_and_confuse_you_and_feed_finesse() -> None:
    """Pheromones When Revealed: you are stunned and confused; 1 skill counter on Finesse (and Finesse's own +1
    for the revealed treachery)."""
    h = _h(encounter_deck=[ADVANCE])
    fin = _attach(h, FINESSE)
    h.form(0, "hero")
    h.add(PHEROMONES, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    me = h.card(h.identities[0])
    assert me.stunned == 1 and me.confused == 1 and h.card(fin).counters == 2


def test_pheromones_boost_stuns_or_else_confuses() -> None:
    """Pheromones boost: you are stunned; otherwise (already stunned) you are confused."""
    h = _h(encounter_deck=[PHEROMONES])
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "stunned", 1))
    h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run(["no_defense"])
    me = h.card(h.identities[0])
    assert me.stunned == 1 and me.confused == 1


def test_venom_blast_gains_keywords_by_the_counters_it_removes() -> None:
    """Venom Blast (hero): she attacks you; with 2 counters removed the attack gains ranged and piercing (your
    tough status card is discarded first). Edge: overkill needs 3."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    fin = _attach(h, FINESSE, counters=1)  # +1 for Venom Blast itself, a revealed treachery
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.add(VENOM, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(fin).counters == 0 and h.card(h.identities[0]).tough == 0
    assert h.card(h.identities[0]).damage == 4  # ATK 2 + 2 counters
    assert not g.has_keyword(h.villain, "piercing") and not g.has_keyword(h.villain, "ranged")  # for that attack


def test_venom_blast_alter_ego_surges() -> None:
    """Venom Blast (alter-ego): it gains surge (the next card is revealed)."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(VENOM, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert not g.state.zone("encounter_deck")
    assert {g.state.cards[c].code for c in g.state.zone("encounter_discard")} == {VENOM, ADVANCE}


def test_inconspicuous_choose_discard_or_she_schemes() -> None:
    """Inconspicuous: choose: discard the highest-cost card you control, or she schemes. Edge: with no card to
    discard, she schemes."""
    h = _h(encounter_deck=[ADVANCE])
    may = h.add("Aunt May", "play")
    widow = h.add("Black Widow", "play", 0, owner=0)
    h.add(INCONSPICUOUS, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    h.run(["Discard the highest-cost card you control"])
    assert not g.is_in_play(widow) and g.is_in_play(may)  # cost 3 before cost 2
    h2 = _h(encounter_deck=[ADVANCE])
    h2.add(INCONSPICUOUS, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))  # only the scheme could change the game: no question
    assert g2.state.cards[g2.main_scheme()].threat == 1  # type: ignore[index]


def test_inconspicuous_boost_counts_your_status_cards() -> None:
    """Inconspicuous boost: +1 boost icon per status card on your identity (1 printed + 2 here)."""
    h = _h(encounter_deck=[INCONSPICUOUS])
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "confused", 1))
    h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).tough == 0 and h.card(h.identities[0]).damage == 0  # tough takes the hit
    h2 = _h(encounter_deck=[INCONSPICUOUS])
    h2.form(0, "hero")
    h2.set(lambda g: setattr(g.state.cards[h2.identities[0]], "confused", 2))
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).damage == 2 + 1 + 2


def test_self_propelled_glide_softens_attacks_on_her() -> None:
    """Self-propelled Glide: damage she would take from an attack is reduced by 1 per skill counter on Finesse.
    Edge: damage not from an attack is not."""
    h = _h()
    _attach(h, FINESSE, counters=2)
    h.add(GLIDE, "villain_area", threat=3)
    g = h.start(lambda g: deal_damage(g, h.villain, 5, 1, attack=True))
    assert h.card(h.villain).damage == 3
    list(deal_damage(g, h.villain, 5, None))
    assert h.card(h.villain).damage == 8

"""Captain America, the Civil War leader (cw 56137-56140, 56143-56149): each card's effect and one edge. Played in a
custom resistance scenario (cw:captain_america:<stage 1>:<stage 2>); Civil War rulebook "Leaders", "Permanent",
"Steady" and the FAQ on Cap's Shield."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, give_status, has_status
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.players import eliminate
from mcdesk.games.champions.engine.schemes import remove_threat
from mcdesk.games.champions.engine.timing import timing_point
from mcdesk.games.champions.engine.values import keyword_value
from mcdesk.games.champions.engine.zones import discard_card

KEY = "cw:captain_america:56141a:56142a"
SHIELD, HELMET, SERUM, BLOCK, TOSS, STRIKE, FEARLESS = "56143", "56144", "56145", "56146", "56147", "56148", "56149"
ADVANCE = "01186"  # an encounter card with no boost icon
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
SPIDER_MAN, CAPTAIN_MARVEL = "01001a", "01010a"
CAP_SET = ["56137", "56138", "56139", "56140", SHIELD, HELMET, SERUM, BLOCK, TOSS, STRIKE, FEARLESS]


def _h(**kw: object) -> Harness:
    return Harness(scenario=KEY, **kw)  # type: ignore[arg-type]


def _attach(h: Harness, code: str, host: int | None = None, **props: object) -> int:
    cid = h.add(code, "villain_area", **props)
    h.set(lambda g: setattr(g.state.cards[cid], "attached_to", h.villain if host is None else host))
    return cid


def test_every_captain_america_leader_card_is_scripted() -> None:
    db = default_database()
    for code in CAP_SET:
        assert db.is_scripted(code) and db.script(code).rules_text().strip(), code


def test_setup_attaches_the_shield_and_he_gets_tough() -> None:
    """Captain America (I) Setup: the players (the enemy team) find Cap's Shield and attach it to him; after it is
    attached to him, he gets a tough status card."""
    setup = GameSetup(players=(PlayerSetup(SPIDER_MAN, tuple([ENERGY] * 40)),), scenario=KEY,
                      modular_sets=("bomb_scare", "masters_of_evil", "under_attack"))
    g = Game(setup, 3)
    while g.pending is not None and g.pending.kind != DecisionKind.TURN:
        g.answer(g.pending.options[0].key)
    cap = g.villain()
    assert cap is not None and g.state.cards[cap].code == "56137"
    assert [g.facts(a).name for a in g.attachments(cap)] == ["Cap's Shield"]
    assert g.state.cards[cap].tough == 1
    assert keyword_value(g, cap, "retaliate") == 1


def test_a_hero_who_damages_him_with_a_basic_attack_takes_the_shield() -> None:
    """Cap's Shield: after a hero uses their ATK to attack and damage the attached character, it attaches to that
    hero (who then gains retaliate 1). Retaliate 1 hits the attacker first."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    shield = _attach(h, SHIELD)
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    hero = h.identities[0]
    assert h.card(h.villain).damage == 2 and h.card(hero).damage == 1  # his retaliate 1
    assert h.card(shield).attached_to == hero and g.attachments(hero) == [shield]
    assert keyword_value(g, hero, "retaliate") == 1 and not g.has_keyword(h.villain, "retaliate")


def test_the_shield_stays_when_the_attack_does_no_damage() -> None:
    """Edge: a tough status card prevents the damage: the attack damaged nobody, so the shield stays with him."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    shield = _attach(h, SHIELD)
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    assert h.card(h.villain).damage == 0 and h.card(shield).attached_to == h.villain


def test_he_takes_the_shield_back_by_damaging_its_holder_and_gets_tough() -> None:
    """Cap's Shield: after the Captain America leader attacks and damages the attached character, it attaches to
    him; his stages: after it is attached to him, he gets a tough status card."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    shield = _attach(h, SHIELD, host=1)
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, boosts=False))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2
    assert h.card(shield).attached_to == h.villain and h.card(h.villain).tough == 1
    assert g.has_keyword(h.identities[0], "retaliate") is False


def test_attacks_against_the_shield_holder_lose_piercing() -> None:
    """Cap's Shield: attacks against the attached character lose piercing (the tough status card is kept and
    prevents the damage). Edge: without the shield, piercing discards it first."""
    h = _h(heroes=[CAPTAIN_MARVEL])
    _attach(h, SHIELD)
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    g = h.start(lambda g: deal_damage(g, h.villain, 3, 1, attack=True, piercing=True))
    assert h.card(h.villain).tough == 0 and h.card(h.villain).damage == 0  # tough spent, not pierced
    h2 = _h(heroes=[CAPTAIN_MARVEL])
    h2.set(lambda g: setattr(g.state.cards[h2.villain], "tough", 1))
    h2.start(lambda g: deal_damage(g, h2.villain, 3, 1, attack=True, piercing=True))
    assert h2.card(h2.villain).damage == 3
    assert g is not None


def test_the_shield_is_permanent_and_returns_to_him_when_its_holder_is_defeated() -> None:
    """Permanent: a card ability of another set cannot discard it. Civil War FAQ (Cap's Shield): if the identity it
    is attached to is defeated, it attaches to the Captain America leader."""
    h = _h(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    shield = _attach(h, SHIELD, host=1)
    g = h.start(lambda g: eliminate(g, 0))
    assert h.card(shield).attached_to == h.villain and g.is_in_play(shield)
    assert h.card(h.villain).tough == 1
    discard_card(g, shield, by=h.identities[1])
    assert g.is_in_play(shield)


def test_stage_ii_is_steady_and_takes_no_damage_the_phase_he_is_revealed() -> None:
    """Captain America (II): steady (two stunned cards before he is stunned); When Revealed: each player is dealt
    an encounter card and he cannot take damage this phase (FAQ: revealed in the villain phase, until its end)."""
    h = _h(villain_stage=1, encounter_deck=[ADVANCE, ADVANCE])
    g = h.start(lambda g: g.script(h.villain).when_revealed[""].resolve(Ctx(g, h.villain, 0)))
    assert len(g.state.zone("facedown_encounter", 0)) == 1
    list(deal_damage(g, h.villain, 4, None))
    assert h.card(h.villain).damage == 0
    give_status(g, h.villain, "stunned")
    assert not has_status(g, h.villain, "stunned")
    give_status(g, h.villain, "stunned")
    assert has_status(g, h.villain, "stunned")


def test_helmet_stalwart_and_three_of_a_kind_pays_it_off() -> None:
    """Cap's Helmet: he gains stalwart (+1 SCH); after your basic attack against him, spend 3 resources of the same
    type to discard it. Edge: mixed types cannot."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    helmet = _attach(h, HELMET)
    e1, e2 = h.add(ENERGY, "hand"), h.add(ENERGY, "hand")  # 2 + 2 energy
    g = h.start_turn(0)
    assert give_status(g, h.villain, "stunned") is False and g.stat(h.villain, "scheme") == 2
    h.run([f"attack:{h.identities[0]}", f"use:{helmet}:0", f"pay:discard:{e1}", f"pay:discard:{e2}"])
    assert h.card(helmet).zone == ("encounter_discard", None)
    h2 = _h(encounter_deck=[ADVANCE])
    h2.form(0, "hero")
    helmet2 = _attach(h2, HELMET)
    h2.add(ENERGY, "hand")
    h2.add(STRENGTH, "hand")
    h2.start_turn(0)
    h2.run([f"attack:{h2.identities[0]}"])
    assert h2.card(helmet2).zone == ("villain_area", None)


def test_super_soldier_serum_gives_overkill_then_goes_after_the_attack() -> None:
    """Super-Soldier Serum: +2 ATK; when he attacks, the attack gains overkill; discarded at the end of the attack.
    Edge: overkill carries the excess through a defending ally to its controller's hero."""
    h = _h(heroes=[CAPTAIN_MARVEL])
    h.form(0, "hero")
    serum = _attach(h, SERUM)
    h.add("Black Widow", "play", 0, owner=0, damage=1)  # 1 hit point left
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, boosts=False))
    assert g.stat(h.villain, "attack") == 4
    h.run(["Defend with Black Widow"])
    assert h.card(h.identities[0]).damage == 3  # 4 ATK, 1 to defeat her, 3 overkill
    assert h.card(serum).zone == ("encounter_discard", None)


def test_shield_block_toughens_him_or_brings_the_shield_back() -> None:
    """Shield Block: with the shield on him, a tough status card and a facedown boost card; otherwise the shield
    attaches to him (his stage makes him tough) and a facedown boost card."""
    h = _h(encounter_deck=[ADVANCE, ADVANCE])
    _attach(h, SHIELD)
    h.add(BLOCK, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    boosts = g.state.zone("boost")
    assert h.card(h.villain).tough == 1 and len(boosts) == 1 and g.state.cards[boosts[0]].attached_to == h.villain
    h2 = _h(encounter_deck=[ADVANCE, ADVANCE])
    shield2 = _attach(h2, SHIELD, host=1)
    h2.add(BLOCK, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(shield2).attached_to == h2.villain and h2.card(h2.villain).tough == 1
    assert len(g2.state.zone("boost")) == 1


def test_shield_toss_hurts_your_characters_or_returns_the_shield() -> None:
    """Shield Toss (hero): with the shield on him, 2 damage to each character you control; otherwise the shield
    attaches to him. (Alter-ego): he schemes."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    _attach(h, SHIELD)
    war_machine = h.add("01030", "play", 0, owner=0)  # 4 hit points
    h.add(TOSS, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).damage == 2 and h.card(war_machine).damage == 2
    h2 = _h(encounter_deck=[ADVANCE])
    h2.form(0, "hero")
    shield2 = _attach(h2, SHIELD, host=1)
    h2.add(TOSS, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(shield2).attached_to == h2.villain and h2.card(h2.identities[0]).damage == 0
    h3 = _h(encounter_deck=[ADVANCE])
    h3.add(TOSS, "facedown_encounter", 0)
    g3 = h3.start(lambda g: reveal_facedown(g, 0))
    assert g3.state.cards[g3.main_scheme()].threat == 1  # type: ignore[index]


def test_heroic_strike_stuns_whoever_it_damages() -> None:
    """Heroic Strike (hero): he attacks you; a character damaged by the attack is stunned. (Alter-ego): discard an
    ally or upgrade you control (edge: a support is not chosen)."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.add(STRIKE, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 and h.card(h.identities[0]).stunned == 1
    h2 = _h(encounter_deck=[ADVANCE])
    may = h2.add("Aunt May", "play")
    widow = h2.add("Black Widow", "play", 0, owner=0)
    h2.add(STRIKE, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    h2.run(["pass"])
    assert not g2.is_in_play(widow) and g2.is_in_play(may)


def test_fearless_determination_brings_the_shield_and_he_activates_against_the_defeater() -> None:
    """Fearless Determination When Defeated: the shield attaches to him and he activates against the player who
    defeated the scheme (player 2 here: he attacks their hero)."""
    h = _h(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(1, "hero")
    shield = _attach(h, SHIELD, host=2)
    side = h.add(FEARLESS, "villain_area", threat=2)
    h.start(lambda g: remove_threat(g, side, 2, None, by_player=1))
    h.run(["no_defense"])
    assert h.card(shield).attached_to == h.villain
    # ATK 2, +1 boost icon for the scheme's own amplify icon (still in play while its When Defeated resolves)
    assert h.card(h.identities[1]).damage == 3 and h.card(h.identities[0]).damage == 0
    assert h.card(side).zone == ("encounter_discard", None)


def test_the_helmet_is_paid_off_by_the_player_who_attacked_not_the_first_player() -> None:
    """Cap's Helmet's Hero Response belongs to the player whose basic attack triggered it: that player spends the
    resources (here player 2, while player 1 is the first player and holds none)."""
    h = _h(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(1, "hero")
    helmet = _attach(h, HELMET)
    paid = [h.add(STRENGTH, "hand", 1) for _ in range(2)]  # 2 [physical] each
    h.start_turn(1)
    h.run([f"attack:{h.identities[1]}", f"use:{helmet}:2", *(f"pay:discard:{c}" for c in paid)])
    assert h.card(helmet).zone == ("encounter_discard", None)
    assert all(h.card(c).zone == ("discard", 1) for c in paid)


def test_a_boost_card_given_ahead_stays_with_the_next_stage() -> None:
    """Shield Block gives him a facedown boost card for a later activation; if he is defeated first, the card
    waits with his next stage (as attachments and status cards carry over)."""
    h = _h(encounter_deck=[ADVANCE, ADVANCE])
    _attach(h, SHIELD)
    h.add("56138", "villain_deck")
    h.add(BLOCK, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    [b] = g.state.zone("boost")
    assert h.card(h.villain).tough == 1
    list(deal_damage(g, h.villain, 14, None))  # the tough status card prevents this
    list(deal_damage(g, h.villain, 14, None))  # 14 hit points (1 player): stage I is defeated
    nxt = g.villain()
    assert nxt is not None and nxt != h.villain
    assert g.state.cards[b].attached_to == nxt


def test_faq_stage_ii_revealed_in_the_villain_phase_takes_damage_again_after_it() -> None:
    """Civil War FAQ: a stage II leader revealed during the villain phase cannot take damage until the end of that
    villain phase; afterwards it can."""
    h = _h(villain_stage=1, encounter_deck=[ADVANCE, ADVANCE])
    h.set(lambda g: setattr(g.state, "phase", "villain"))
    g = h.start(lambda g: g.script(h.villain).when_revealed[""].resolve(Ctx(g, h.villain, 0)))
    list(deal_damage(g, h.villain, 3, None))
    assert h.card(h.villain).damage == 0
    list(timing_point(g, ev.VILLAIN_PHASE_END))
    list(deal_damage(g, h.villain, 3, None))
    assert h.card(h.villain).damage == 3

"""Iron Man, the Civil War leader (cw 56059-56072) and the registration main schemes of his preconstructed
scenario (56063, 56064): each card's effect and one edge (Civil War rulebook, pages 3-8)."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, give_status, has_status
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat, target_threat
from mcdesk.games.champions.engine.values import keyword_value
from mcdesk.games.champions.engine.zones import discard_card

ADVANCE = "01186"  # an encounter card with no boost icon
GAUNTLETS, BOOTS, HELMET, REACTOR, ARMOR = "56065", "56066", "56067", "56068", "56069"
REPULSOR, PUNCH, STARK_TOWER = "56070", "56071", "56072"
CUT_OFF, PRISON = "56063b", "56064b"
ENERGY, STRENGTH, GENIUS = "01088", "01090", "01089"
SPIDER_MAN, CAPTAIN_MARVEL = "01001a", "01010a"
IRON_MAN_SET = [f"560{n}" for n in range(59, 63)] + [f"560{n}" for n in range(65, 73)]


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]


def _attach(h: Harness, code: str) -> int:
    cid = h.add(code, "villain_area")
    h.set(lambda g: setattr(g.state.cards[cid], "attached_to", h.villain))
    return cid


def _when_revealed(g: Game, card: int, player: int = 0):  # type: ignore[no-untyped-def]
    return g.script(card).when_revealed[""].resolve(Ctx(g, card, player))


def test_every_iron_man_leader_card_is_scripted_with_generated_text() -> None:
    db = default_database()
    for code in IRON_MAN_SET + ["56063a", CUT_OFF, PRISON]:
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code


# -- the leader --------------------------------------------------------------------------------------------------
def test_iron_man_is_a_leader_and_the_villain() -> None:
    """Civil War rulebook "Leaders": leaders function exactly as villains; rules about villains affect them."""
    f = default_database().card("56059")
    assert f.leader and f.type_code == "villain" and f.printed_type == "leader"
    h = _h(encounter_deck=[ADVANCE, ADVANCE])
    h.add("56060", "villain_deck")
    g = h.start(lambda g: deal_damage(g, h.villain, 12, None))  # 12 hit points per player: stage I is defeated
    stage2 = g.villain()
    assert stage2 is not None and g.state.cards[stage2].code == "56060"  # the next stage replaces it


def test_defeating_the_last_leader_stage_wins() -> None:
    """Rules Reference "Villain Defeat" applies to a leader: its last stage defeated, the players win."""
    h = _h(villain_stage=1)
    g = h.start(lambda g: deal_damage(g, h.villain, 16, None))
    assert g.result == "win"


def test_tech_attachments_raise_his_scheme_up_to_three() -> None:
    """Iron Man (every stage): +1 SCH for each Tech attachment on him, +3 at most."""
    h = _h()
    _attach(h, GAUNTLETS)
    _attach(h, BOOTS)
    g = h.start(lambda g: iter(()))
    assert g.stat(h.villain, "scheme") == 1 + 2
    h2 = _h()
    for code in (GAUNTLETS, BOOTS, HELMET, REACTOR):
        _attach(h2, code)
    g2 = h2.start(lambda g: iter(()))
    assert g2.stat(h2.villain, "scheme") == 1 + 3


def _play_setup(expert: bool = False) -> Game:
    setup = GameSetup(players=(PlayerSetup(SPIDER_MAN, tuple(["01088"] * 40)),), scenario="cw_iron_man",
                      modular_sets=("mighty_avengers",), expert=expert)
    g = Game(setup, 3)
    while g.pending is not None and g.pending.kind != DecisionKind.TURN:
        d = g.pending
        keep = [o for o in d.options if o.key in ("keep", "done", "no")]
        g.answer((keep or d.options)[0].key)
    return g


def test_setup_finds_stark_tower_and_iron_man_i_reveals_an_attachment() -> None:
    """Main scheme 1A Setup (cooperative mode): find the chosen leader's side scheme and reveal it. Iron Man (I)
    Setup: an Iron Man attachment is searched for in the encounter deck and revealed (it attaches to him)."""
    g = _play_setup()
    iron = g.villain()
    assert iron is not None and g.state.cards[iron].code == "56059"
    assert [g.state.cards[s].code for s in g.side_schemes()] == [STARK_TOWER]
    atts = g.attachments(iron)
    assert len(atts) == 1 and g.facts(atts[0]).set_code == "iron_man_leader"
    # the leader-specific basic player cards never enter the encounter deck
    assert not [c for c in g.state.cards.values() if c.code in ("56129", "56130", "56131", "56132")]


def test_expert_uses_stages_iii_and_iv() -> None:
    """Civil War rulebook "Leaders": stages III and IV replace stages I and II in expert mode."""
    g = _play_setup(expert=True)
    iron = g.villain()
    assert iron is not None and g.state.cards[iron].code == "56061"
    assert [g.state.cards[c].code for c in g.state.zone("villain_deck")] == ["56062"]


def test_stage_ii_deals_encounter_cards_and_takes_no_damage_this_phase() -> None:
    """Iron Man (II) When Revealed: deal each player an encounter card; he cannot take damage this phase (Civil
    War FAQ: revealed in the villain phase, he takes no more damage until its end). Edge: after the phase ends
    he takes damage again."""
    h = _h(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE, ADVANCE])
    h.add("56060", "villain_deck")
    g = h.start(lambda g: deal_damage(g, h.villain, 24, None))
    stage2 = g.villain()
    assert stage2 is not None and g.state.cards[stage2].code == "56060"
    assert len(g.state.zone("facedown_encounter", 0)) == 1 and len(g.state.zone("facedown_encounter", 1)) == 1
    h2 = _h(villain_stage=1, encounter_deck=[ADVANCE, ADVANCE])
    g2 = h2.start(lambda g: _when_revealed(g, h2.villain))
    list(deal_damage(g2, h2.villain, 5, None))
    assert g2.state.cards[h2.villain].damage == 0
    g2.expire_lasting("villain_phase_end")
    list(deal_damage(g2, h2.villain, 5, None))
    assert g2.state.cards[h2.villain].damage == 5


def test_stage_ii_and_iv_are_steady() -> None:
    """Iron Man (II)/(IV): steady (two stunned status cards before he is stunned)."""
    h = _h(villain_stage=3)
    g = h.start(lambda g: iter(()))
    give_status(g, h.villain, "stunned")
    assert not has_status(g, h.villain, "stunned")
    give_status(g, h.villain, "stunned")
    assert has_status(g, h.villain, "stunned")


def test_stage_iii_reveals_an_attachment_and_edge_none_left() -> None:
    """Iron Man (III) When Revealed: search the encounter deck for an Iron Man attachment and reveal it. Edge:
    with none in the deck nothing attaches (and the deck is still shuffled)."""
    h = _h(villain_stage=2, encounter_deck=[ADVANCE, REACTOR, ADVANCE])
    g = h.start(lambda g: _when_revealed(g, h.villain))
    atts = g.attachments(h.villain)
    assert [g.state.cards[a].code for a in atts] == [REACTOR]
    assert h.card(h.villain).tough == 1
    h2 = _h(villain_stage=2, encounter_deck=[ADVANCE, ADVANCE])
    g2 = h2.start(lambda g: _when_revealed(g, h2.villain))
    assert g2.attachments(h2.villain) == [] and len(g2.state.zone("encounter_deck")) == 2


# -- attachments ---------------------------------------------------------------------------------------------------
def test_gauntlets_give_attack_and_ranged_and_a_basic_attack_lets_you_pay_them_off() -> None:
    """Powered Gauntlets: +1 ATK, his attacks gain ranged; Hero Response after you make a basic attack against
    him: spend [energy][physical] to discard it."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    gaunt = _attach(h, GAUNTLETS)
    energy, strength = h.add(ENERGY, "hand"), h.add(STRENGTH, "hand")
    g = h.start_turn(0)
    assert g.stat(h.villain, "attack") == 2 and g.has_keyword(h.villain, "ranged")
    h.run([f"attack:{h.identities[0]}", f"use:{gaunt}:0", f"pay:discard:{energy}", f"pay:discard:{strength}"])
    assert h.card(gaunt).zone == ("encounter_discard", None)
    assert g.stat(h.villain, "attack") == 1


def test_gauntlets_cannot_be_paid_off_in_alter_ego_form_or_without_the_resources() -> None:
    """Edge: it is a Hero Response; without [physical] it cannot be paid."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    gaunt = _attach(h, GAUNTLETS)
    h.add(ENERGY, "hand")
    h.add(GENIUS, "hand")
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    assert g.pending is not None and g.pending.kind == DecisionKind.TURN
    assert h.card(gaunt).zone == ("villain_area", None)


def test_rocket_boots_aerial_and_boost_reveals_it() -> None:
    """Rocket Boots: +1 ATK and the Aerial trait. Boost: reveal this card (it attaches instead of being
    discarded)."""
    from mcdesk.games.champions.cards.vocabulary import has_trait

    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[BOOTS])
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    boots = next(c for c, card in g.state.cards.items() if card.code == BOOTS)
    assert g.state.cards[boots].attached_to == h.villain and g.is_in_play(boots)
    assert has_trait(g, h.villain, "Aerial")
    assert h.card(h.identities[0]).damage == 2  # ATK 1 + 1 (Boots) + 0 boost icons


def test_helmet_gives_tough_and_stalwart() -> None:
    """Mark V Helmet: attaches and gives him a tough status card; he gains stalwart (cannot be stunned)."""
    h = _h(encounter_deck=[ADVANCE])
    helmet = h.add(HELMET, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(helmet).attached_to == h.villain and h.card(h.villain).tough == 1
    assert give_status(g, h.villain, "stunned") is False


def test_arc_reactor_gives_retaliate() -> None:
    """Arc Reactor: tough status card and retaliate 1 (an attacker is dealt 1 damage)."""
    h = _h(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    reactor = h.add(REACTOR, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(reactor).attached_to == h.villain and h.card(h.villain).tough == 1
    assert keyword_value(g, h.villain, "retaliate") == 1


def test_mark_v_armor_soaks_damage_and_breaks_at_five() -> None:
    """Mark V Armor: damage Iron Man would take is placed here instead; with 5 or more here, it is discarded.
    Edge: the damage that breaks it is still placed on it, not on him."""
    h = _h()
    armor = _attach(h, ARMOR)
    g = h.start(lambda g: deal_damage(g, h.villain, 3, None))
    assert h.card(h.villain).damage == 0 and h.card(armor).damage == 3
    list(deal_damage(g, h.villain, 3, None))
    assert h.card(armor).zone == ("encounter_discard", None) and h.card(h.villain).damage == 0


# -- treacheries -------------------------------------------------------------------------------------------------
def test_repulsor_blast_hero_counts_energy_and_wild_resources() -> None:
    """Repulsor Blast (hero): discard the top 4 cards of your deck; 1 damage to your hero per printed [energy] and
    [wild] resource among them."""
    h = _h(deck=[ENERGY, STRENGTH, ENERGY, GENIUS, ENERGY])
    h.form(0, "hero")
    blast = h.add(REPULSOR, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    discarded = [g.state.cards[c].code for c in g.state.zone("discard", 0)]
    assert len(discarded) == 4
    db = default_database()
    printed = sum(db.card(c).resources.get("energy", 0) + db.card(c).resources.get("wild", 0) for c in discarded)
    assert printed > 0 and h.card(h.identities[0]).damage == printed
    assert h.card(blast).zone == ("encounter_discard", None)


def test_repulsor_blast_alter_ego_discards_an_upgrade_or_support() -> None:
    """Repulsor Blast (alter-ego): discard an upgrade or support you control. Edge: an ally is not chosen."""
    h = _h()
    h.add("Aunt May", "play")  # a support
    widow = h.add("Black Widow", "play", 0, owner=0)
    h.add(REPULSOR, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    h.run(["pass"])  # Black Widow's own interrupt is not used
    assert [g.state.cards[c].code for c in g.state.zone("discard", 0)] == ["01006"]
    assert g.is_in_play(widow)


def test_supersonic_punch_hero_gains_piercing_with_a_tech_attachment() -> None:
    """Supersonic Punch (hero): Iron Man attacks you; with a Tech attachment the attack gains piercing (your
    tough status card is discarded first)."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    _attach(h, BOOTS)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.add(PUNCH, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).tough == 0 and h.card(h.identities[0]).damage == 2


def test_supersonic_punch_without_tech_keeps_tough() -> None:
    """Edge: no Tech attachment, no piercing: the tough status card prevents the damage."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.add(PUNCH, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).tough == 0 and h.card(h.identities[0]).damage == 0


def test_supersonic_punch_alter_ego_schemes_and_confuses_with_tech() -> None:
    """Supersonic Punch (alter-ego): Iron Man schemes; with a Tech attachment, you are confused. Edge: without,
    you are not."""
    for tech in (True, False):
        h = _h(encounter_deck=[ADVANCE])
        if tech:
            _attach(h, GAUNTLETS)
        h.add(PUNCH, "facedown_encounter", 0)
        g = h.start(lambda g: reveal_facedown(g, 0))
        main = g.main_scheme()
        assert main is not None
        # SCH 1, +1 per Tech attachment; +1 from Cut Off Support (a treachery was revealed)
        assert g.state.cards[main].threat == 1 + (1 if tech else 0) + 1
        assert h.card(h.identities[0]).confused == (1 if tech else 0)


def test_stark_tower_when_defeated_reveals_an_attachment_from_the_discard_pile() -> None:
    """Stark Tower When Defeated: search the encounter deck and discard pile for an Iron Man attachment and
    reveal it."""
    h = _h(encounter_deck=[ADVANCE])
    tower = h.add(STARK_TOWER, "villain_area", threat=3)
    helmet = h.add(HELMET, "encounter_discard")
    h.start(lambda g: remove_threat(g, tower, 3, None, by_player=0))
    assert h.card(tower).zone == ("encounter_discard", None)
    assert h.card(helmet).attached_to == h.villain


# -- main schemes ------------------------------------------------------------------------------------------------
def test_cut_off_support_places_threat_when_a_treachery_is_revealed_once_per_phase() -> None:
    """Cut Off Support: Forced Interrupt when a player reveals a treachery: 1 threat here (once per phase per
    player). Edge: the second treachery that phase adds none."""
    h = _h(encounter_deck=[ADVANCE, ADVANCE, ADVANCE])
    h.add(ADVANCE, "facedown_encounter", 0)
    h.add(ADVANCE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    main = g.main_scheme()
    assert main is not None and g.state.cards[main].code == CUT_OFF
    # Advance: +1 threat on the main scheme each (its own effect), and Cut Off Support: +1 once
    assert g.state.cards[main].threat == 2 + 1


def test_negative_zone_prison_imprisons_allies_defeated_by_enemies_and_lowers_its_target() -> None:
    """Negative Zone Prison: after an enemy defeats an ally, place it facedown under this scheme; the target
    threat is 1 lower per card under it. Edge: an ally defeated by something else goes to the discard pile."""
    h = _h(encounter_deck=[ADVANCE])
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "code", PRISON))  # type: ignore[index]
    widow = h.add("Black Widow", "play", 0, owner=0)
    g = h.start(lambda g: deal_damage(g, widow, 5, h.villain))
    main = g.main_scheme()
    assert main is not None
    assert h.card(widow).zone == ("set_aside", None) and h.card(widow).face_down
    assert target_threat(g, main) == 9 - 1
    h2 = _h(encounter_deck=[ADVANCE])
    h2.set(lambda g: setattr(g.state.cards[g.main_scheme()], "code", PRISON))  # type: ignore[index]
    widow2 = h2.add("Black Widow", "play", 0, owner=0)
    h2.start(lambda g: deal_damage(g, widow2, 5, None))
    assert h2.card(widow2).zone == ("discard", 0)


def test_permanent_set_exception_mark_v_armor_discards_itself() -> None:
    """Civil War rulebook "Permanent": a card's own set may move it (discard_card with ``by``)."""
    h = _h()
    armor = _attach(h, ARMOR)
    g = h.start(lambda g: iter(()))
    discard_card(g, armor, by=armor)
    assert h.card(armor).zone == ("encounter_discard", None)

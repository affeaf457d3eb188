"""Hulkling (Civil War 56029-56040, 56054): his identity, identity-specific cards and obligation; each card's effect
and one edge; and his starter deck (Civil War rulebook, "Starter Decks")."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.deckbuilding import validate_deck
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.payment import ResourceNeed, can_pay
from mcdesk.games.champions.engine.playing import can_play_card

HULKLING, TEDDY = "56029a", "56029b"
WICCAN, RESIDENCE, WINGED, HULK_SHAPE, ARMORED, IMITATION, PHYSIOLOGY = (
    "56030", "56031", "56032", "56033", "56034", "56035", "56036")
STRIKE, ARMORED_DEFENSE, IMPERSONATION, SHAPESHIFTER = "56037", "56038", "56039", "56040"
LINEAGE = "56054"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
HYDRA_BOMBER = "01110"  # 2 hit points, ATK 1
ADVANCE = "01186"
BOMB_SCARE = "01109"


def _h(**kw: object) -> Harness:
    return Harness(heroes=[HULKLING], **kw)  # type: ignore[arg-type]


def _hero(**kw: object) -> Harness:
    h = _h(**kw)
    h.form(0, "hero")
    return h


def test_every_hulkling_card_is_scripted_with_generated_text() -> None:
    db = default_database()
    for code in (HULKLING, TEDDY, WICCAN, RESIDENCE, WINGED, HULK_SHAPE, ARMORED, IMITATION, PHYSIOLOGY, STRIKE,
                 ARMORED_DEFENSE, IMPERSONATION, SHAPESHIFTER, LINEAGE):
        assert db.is_scripted(code) and db.script(code).rules_text().strip(), code


def test_the_hulkling_starter_deck_is_the_rulebooks_list_and_legal() -> None:
    """Civil War rulebook "Starter Decks", Hulkling / Protection: 15 Hulkling cards, 21 Protection, 4 basic (40),
    legal under deck validation, and every card in it is scripted."""
    db = default_database()
    deck = BUILTIN_DECKS["hulkling-protection"]
    codes = deck.codes()
    assert deck.identity == HULKLING and len(codes) == 40
    assert sum(1 for c in codes if db.card(c).faction_code == "hero") == 15
    assert sum(1 for c in codes if db.card(c).faction_code == "protection") == 21
    assert sum(1 for c in codes if db.card(c).faction_code == "basic") == 4
    assert validate_deck(db, deck.identity, codes) == []
    assert all(db.is_scripted(c) for c in codes)


def test_chosen_shape_discards_the_other_shape_and_readies_hulkling() -> None:
    """Hulkling, Chosen Shape: after a [[Shapeshift]] upgrade enters play under your control, discard each other
    one you control and ready Hulkling. Edge: an upgrade that is not a Shapeshift (Alien Physiology) does
    neither."""
    h = _hero()
    hulk = h.add(HULK_SHAPE, "play")
    winged = h.add(WINGED, "hand")
    phys = h.add(PHYSIOLOGY, "hand")
    e1 = h.add(ENERGY, "hand")
    e2 = h.add(GENIUS, "hand")
    h.add(STRENGTH, "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "exhausted", True))
    g = h.start_turn(0)
    h.run([f"play:{phys}", f"pay:discard:{e2}", "Discard Strength"])
    assert h.card(h.identities[0]).exhausted and g.is_in_play(hulk)
    h.run([f"play:{winged}", f"pay:discard:{e1}"])
    assert g.is_in_play(winged) and h.card(hulk).zone == ("discard", 0)
    assert not h.card(h.identities[0]).exhausted


def test_teddy_altman_keeps_one_shapeshift_upgrade() -> None:
    """Teddy Altman: you cannot have more than 1 [[Shapeshift]] upgrade in play. Edge: as Hulkling you can play
    another (Chosen Shape then discards the first)."""
    h = _h()
    h.add(HULK_SHAPE, "play")
    winged = h.add(WINGED, "hand")
    h.add(ENERGY, "hand")
    g = h.start(lambda g: iter(()))
    assert not can_play_card(g, winged, 0)
    h2 = _hero()
    h2.add(HULK_SHAPE, "play")
    winged2 = h2.add(WINGED, "hand")
    h2.add(ENERGY, "hand")
    g2 = h2.start(lambda g: iter(()))
    assert can_play_card(g2, winged2, 0)


def test_shape_changer_finds_a_shapeshift_upgrade_in_the_discard_pile_once_per_round() -> None:
    """Teddy Altman, Shape-Changer: once each round, a [[Shapeshift]] upgrade is taken into hand, here from the
    discard pile."""
    h = _h()
    armored = h.add(ARMORED, "discard")
    g = h.start_turn(0)
    h.run([f"ability:{h.identities[0]}:0"])
    assert h.card(armored).zone == ("hand", 0)
    assert not any(o.key == f"ability:{h.identities[0]}:0" for o in g.pending.options)  # type: ignore[union-attr]


def test_wiccan_finds_a_hulkling_event_when_played() -> None:
    """Wiccan: played from hand, he fetches one of Hulkling's own events (deck or discard pile) into the hand.
    Edge: an event of another set (Taunt) is not offered."""
    h = _h()
    wiccan = h.add(WICCAN, "hand")
    strike = h.add(STRIKE, "discard")
    h.add("56048", "discard")  # Taunt: Protection, not identity-specific
    e = h.add(ENERGY, "hand")
    h.start_turn(0)
    h.run([f"play:{wiccan}", f"pay:discard:{e}", f"use:{wiccan}:0"])
    assert h.card(strike).zone == ("hand", 0)


def test_altman_residence_heals_teddy_and_shuffles_a_hulkling_card_back() -> None:
    """Altman Residence (alter-ego action, exhaust): Teddy Altman heals 2, and one of Hulkling's own cards goes
    back from the discard pile into the deck. Edge: the Energy in the discard pile stays there."""
    h = _h()
    home = h.add(RESIDENCE, "play")
    strike = h.add(STRIKE, "discard")
    energy = h.add(ENERGY, "discard")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 3))
    h.start_turn(0)
    h.run([f"ability:{home}:0"])
    assert h.card(h.identities[0]).damage == 1
    assert h.card(strike).zone == ("deck", 0) and h.card(energy).zone == ("discard", 0)
    assert h.card(home).exhausted


def test_winged_shape_changes_hulkling_and_removes_threat_after_an_event() -> None:
    """Winged Shape: Hulkling gets +1 THW, +1 ATK, +1 DEF and the [[Aerial]] trait; after you play an event,
    exhaust it to remove 2 threat from a scheme."""
    from mcdesk.games.champions.cards.vocabulary import has_trait

    h = _hero()
    winged = h.add(WINGED, "play")
    finder = h.add(SHAPESHIFTER, "hand")
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "threat", 5))  # type: ignore[index]
    g = h.start_turn(0)
    me = h.identities[0]
    assert (g.stat(me, "thwart"), g.stat(me, "attack"), g.stat(me, "defense")) == (2, 2, 2)
    assert has_trait(g, me, "Aerial")
    h.run([f"play:{finder}", f"use:{winged}:0"])  # the main scheme is the only scheme
    assert g.state.cards[g.main_scheme()].threat == 3 and h.card(winged).exhausted  # type: ignore[index]


def test_hulk_shape_adds_attack_and_deals_two_after_an_event() -> None:
    """Hulk Shape: +2 ATK, +1 DEF; after you play an event, exhaust it to deal 2 damage to an enemy. Edge: in
    alter-ego form the Hero Response is not offered (and Teddy Altman is not changed)."""
    h = _hero()
    hulk = h.add(HULK_SHAPE, "play")
    finder = h.add(SHAPESHIFTER, "hand")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start_turn(0)
    assert g.stat(h.identities[0], "attack") == 3 and g.stat(h.identities[0], "defense") == 2
    h.run([f"play:{finder}", f"use:{hulk}:0", f"card:{bomber}"])
    assert not g.is_in_play(bomber)
    h2 = _h()
    h2.add(HULK_SHAPE, "play")
    g2 = h2.start(lambda g: iter(()))
    assert g2.stat(h2.identities[0], "attack") is None or g2.stat(h2.identities[0], "attack") == 0


def test_armored_shape_gives_retaliate_and_heals_after_an_event() -> None:
    """Armored Shape: +1 ATK, +2 DEF and retaliate 1; after you play an event, exhaust it to heal 2 damage from
    Hulkling."""
    h = _hero()
    armored = h.add(ARMORED, "play")
    finder = h.add(SHAPESHIFTER, "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 5))
    g = h.start_turn(0)
    me = h.identities[0]
    assert g.stat(me, "defense") == 3 and g.has_keyword(me, "retaliate")
    h.run([f"play:{finder}", f"use:{armored}:0"])
    assert h.card(me).damage == 3


def test_armored_shape_retaliates_against_an_attacker() -> None:
    """Armored Shape's retaliate 1: the enemy attacking Hulkling takes 1 damage."""
    h = _hero(encounter_deck=[ADVANCE])
    h.add(ARMORED, "play")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    h.start(lambda g: enemy_attack(g, bomber, 0))
    h.run(["no_defense"])
    assert h.card(bomber).damage == 1


def test_imitation_shape_turns_an_attack_into_a_scheme() -> None:
    """Imitation Shape: +2 THW; when an enemy would attack you, it schemes instead. Edge: nothing defends (no
    attack is made) and no damage is taken."""
    h = _hero()
    h.add(IMITATION, "play")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: enemy_attack(g, bomber, 0))
    assert g.pending is None
    assert h.card(h.identities[0]).damage == 0
    assert g.state.cards[g.main_scheme()].threat == 1  # type: ignore[index]  # the Bomber's SCH
    assert g.stat(h.identities[0], "thwart") == 3


def test_imitation_shape_draws_after_an_event() -> None:
    """Imitation Shape: after you play an event, exhaust it to draw 1 card."""
    h = _hero()
    imitation = h.add(IMITATION, "play")
    finder = h.add(SHAPESHIFTER, "hand")
    g = h.start_turn(0)
    h.run([f"play:{finder}", f"use:{imitation}:0"])
    assert len(g.hand(0)) == 1


def test_alien_physiology_pays_double_for_hulkling_cards() -> None:
    """Alien Physiology: exhaust it for a [wild] resource, [wild] [wild] when paying for a Hulkling card. Edge: a
    card of another set gets one."""
    h = _hero()
    h.add(PHYSIOLOGY, "play")
    strike = h.add(STRIKE, "hand")
    taunt = h.add("56048", "hand")
    g = h.start(lambda g: iter(()))
    assert can_pay(g, 0, ResourceNeed(2), strike, {strike, taunt})
    assert not can_pay(g, 0, ResourceNeed(2), taunt, {strike, taunt})
    assert can_pay(g, 0, ResourceNeed(1), taunt, {strike, taunt})


def test_shapeshifter_strike_deals_five_and_readies_the_shape() -> None:
    """Shapeshifter Strike: deal 5 damage to an enemy; ready your [[Shapeshift]] upgrade (then its response may
    be used again)."""
    h = _hero()
    hulk = h.add(HULK_SHAPE, "play", exhausted=True)
    strike = h.add(STRIKE, "hand")
    e = h.add(ENERGY, "hand")
    g = h.start_turn(0)
    h.run([f"play:{strike}", f"pay:discard:{e}", f"use:{hulk}:0"])  # Rhino is the only enemy
    assert h.card(h.villain).damage == 7 and h.card(hulk).exhausted
    assert g.pending is not None


def test_armored_defense_hits_the_attacker_for_your_def_then_gives_tough() -> None:
    """Armored Defense (defense): when an enemy attacks, deal it damage equal to your DEF; after the attack, give
    Hulkling a tough status card. Rules Reference "Defense": Hulkling becomes the defender without exhausting,
    and his DEF does not reduce the damage."""
    h = _hero(encounter_deck=[ADVANCE])
    defense = h.add(ARMORED_DEFENSE, "hand")
    h.add(HULK_SHAPE, "play")  # DEF 2
    e = h.add(ENERGY, "hand")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    h.add(ARMORED, "hand")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run([f"use:{defense}:0", f"pay:discard:{e}", "Pass"])  # (not Hulk Shape's response)
    me = h.identities[0]
    assert h.card(h.villain).damage == 2
    assert not h.card(me).exhausted and h.card(me).tough == 1
    assert h.card(me).damage == 2  # Rhino's ATK 2, not reduced by DEF
    assert g.pending is None and h.card(bomber).damage == 0


def test_impersonation_may_change_to_alter_ego_when_it_empties_a_scheme() -> None:
    """Impersonation: remove 4 threat from a scheme; if that removes its last threat, you may change to alter-ego
    form. Edge: threat left over, no change is offered."""
    for threat, form in ((4, "alter_ego"), (6, "hero")):
        h = _hero()
        imp = h.add(IMPERSONATION, "hand")
        e = h.add(ENERGY, "hand")
        h.add(BOMB_SCARE, "villain_area", threat=threat)
        g = h.start_turn(0)
        answers = [f"play:{imp}", f"pay:discard:{e}"] + (["yes"] if threat == 4 else [])
        h.run(answers)
        assert g.form(0) == form


def test_shapeshifter_finds_a_shapeshift_upgrade() -> None:
    """Shapeshifter: search your deck and discard pile for a [[Shapeshift]] upgrade, add it to your hand. Edge:
    as Teddy Altman it cannot be played (Hero Action)."""
    h = _hero()
    finder = h.add(SHAPESHIFTER, "hand")
    imitation = h.add(IMITATION, "discard")
    h.start_turn(0)
    h.run([f"play:{finder}"])
    assert h.card(imitation).zone == ("hand", 0)
    h2 = _h()
    finder2 = h2.add(SHAPESHIFTER, "hand")
    h2.add(IMITATION, "discard")
    g2 = h2.start_turn(0)
    assert not any(o.key == f"play:{finder2}" for o in g2.pending.options)  # type: ignore[union-attr]


def test_complicated_lineage_discards_each_shapeshift_upgrade() -> None:
    """Complicated Lineage: you may change to alter-ego form; then exhaust Teddy Altman to remove it from the game,
    or discard each [[Shapeshift]] upgrade you control (and this card). Edge: staying Hulkling, only the
    discard is left."""
    h = _hero(encounter_deck=[ADVANCE])
    hulk = h.add(HULK_SHAPE, "play")
    lineage = h.add(LINEAGE, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no"])
    assert h.card(hulk).zone == ("discard", 0) and h.card(lineage).zone == ("encounter_discard", None)
    h2 = _hero(encounter_deck=[ADVANCE])
    hulk2 = h2.add(HULK_SHAPE, "play")
    lineage2 = h2.add(LINEAGE, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    h2.run(["yes", "exhaust"])
    assert g2.form(0) == "alter_ego" and h2.card(lineage2).zone == ("removed", None)
    assert g2.is_in_play(hulk2)

"""The Rhino scenario (core 01094-01108): villain stages, The Break-In!, and the Rhino encounter set."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack
from mcdesk.games.champions.engine.encounter import hazard_count, reveal_facedown
from mcdesk.games.champions.engine.game import Game, GameSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import crisis_in_play, place_threat, remove_threat

ADVANCE = "01186"
"""A filler encounter card with no boost icon (boost cards it gives add nothing)."""
HARD_TO_KEEP_DOWN = "01104"
BREAKIN = "01107"
STRENGTH = "01090"

RHINO_SET = [f"01{n:03d}" for n in range(94, 109) if n != 97] + ["01097a", "01097b"]
FACT_DRIVEN = {"01094", "01097a", "01097b", "01101", "01102", "01108"}
"""Rhino (I) (stats), The Break-In! (setup advance and final-stage loss are the engine's), Hydra Mercenary
(guard), Sandman (toughness), Crowd Control (crisis icon)."""


def _reveal(h: Harness, player: int = 0) -> Game:
    """Reveal the player's facedown encounter cards (villain phase step 4)."""
    return h.start(lambda g: reveal_facedown(g, player))


def _zone(g: Game, cid: int) -> str:
    return g.state.cards[cid].zone[0]


def test_every_rhino_card_is_scripted_or_fact_driven() -> None:
    db = default_database()
    for code in RHINO_SET:
        assert db.card(code).set_code == "rhino"
        if code in FACT_DRIVEN:
            assert not db.script(code).rules_text(), code
        else:
            assert db.is_scripted(code), code
            assert db.script(code).rules_text().strip(), code
    assert {f.code for f in db.set_cards("rhino")} == set(RHINO_SET) - {"01097b"}


# -- villain stages ---------------------------------------------------------------------------------------------
def test_rhino_i_attacks_for_his_printed_attack_and_has_14_hit_points_per_player() -> None:
    """Rhino (I): ATK 2, 14 hit points per player (Rules Reference "Per Player Icon")."""
    h = Harness(heroes=["01001a", "01001a"], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    assert g.hit_points(h.villain) == 28
    h.run(["pass", "no_defense"])
    assert h.card(h.identities[0]).damage == 2


def test_rhino_ii_reveals_breakin_and_takin_from_the_encounter_deck() -> None:
    """Rhino (II) When Revealed: search the encounter deck and discard pile for Breakin' & Takin', reveal it,
    shuffle the encounter deck (Rules Reference "Villain Defeat": the next stage is revealed)."""
    h = Harness(encounter_deck=[ADVANCE, ADVANCE, BREAKIN, ADVANCE])
    stage2 = h.add("01095", "villain_deck")
    g = h.start(lambda g: deal_damage(g, h.villain, 14, None))
    assert g.villain() == stage2
    sides = g.side_schemes()
    assert [g.state.cards[s].code for s in sides] == [BREAKIN]
    assert g.state.cards[sides[0]].threat == 3  # 2 fixed + 1 per player
    assert len(g.state.zone("encounter_deck")) == 3


def test_rhino_ii_finds_breakin_and_takin_in_the_discard_pile() -> None:
    """Rhino (II): the discard pile is searched too."""
    h = Harness(encounter_deck=[ADVANCE])
    breakin = h.add("Breakin' & Takin'", "encounter_discard")
    h.add("01095", "villain_deck")
    g = h.start(lambda g: deal_damage(g, h.villain, 14, None))
    assert _zone(g, breakin) == "villain_area"
    assert g.state.cards[breakin].threat == 3


def test_expert_rhino_ii_brings_breakin_and_takin_during_setup() -> None:
    """Expert mode starts with Rhino (II); Rules Reference "When Revealed Abilities": a card entering play during
    setup resolves its When Revealed ability then."""
    base = default_setup()
    g = Game(GameSetup(players=base.players, scenario="rhino", modular_sets=("bomb_scare",), expert=True), 3)
    assert g.facts(g.villain() or 0).stage == "II"
    assert [g.facts(s).code for s in g.side_schemes()] == [BREAKIN]
    assert g.state.cards[g.side_schemes()[0]].threat == 3
    assert g.state.check_invariants() == []


def test_rhino_iii_enters_with_a_tough_card_and_stuns_each_hero() -> None:
    """Rhino (III): Toughness; When Revealed: stun each hero (a player in alter-ego form is not a hero)."""
    h = Harness(heroes=["01001a", "01001a"])
    h.form(0, "hero")
    h.add("01096", "villain_deck")
    g = h.start(lambda g: deal_damage(g, h.villain, 28, None))
    rhino = g.villain()
    assert rhino is not None and g.facts(rhino).stage == "III"
    assert g.state.cards[rhino].tough == 1
    assert h.card(h.identities[0]).stunned == 1
    assert h.card(h.identities[1]).stunned == 0


# -- main scheme ------------------------------------------------------------------------------------------------
def test_the_break_in_starts_on_stage_1b_and_completing_it_loses() -> None:
    """The Break-In! Setup: advance to stage 1B; 1B completed (7 threat per player) loses the game."""
    g = Game(default_setup(), 1)
    main = g.main_scheme()
    assert main is not None and g.state.cards[main].code == "01097b"
    assert g.state.cards[main].threat == 0
    h = Harness()
    g = h.start(lambda g: place_threat(g, h.main_scheme, 6, None))
    assert g.result is None and h.card(h.main_scheme).threat == 6
    h = Harness()
    g = h.start(lambda g: place_threat(g, h.main_scheme, 7, None))
    assert g.result == "loss"


# -- attachments ------------------------------------------------------------------------------------------------
def test_armored_rhino_suit_takes_the_damage_until_it_holds_five() -> None:
    """Armored Rhino Suit: damage that would be dealt to Rhino is placed on it instead; with 5 or more there it is
    discarded (the rest of that damage is not dealt to Rhino)."""
    h = Harness()
    suit = h.add("Armored Rhino Suit", "villain_area", None, attach_to=h.villain)

    def hits(g: Game):  # type: ignore[no-untyped-def]
        yield from deal_damage(g, h.villain, 3, None)
        assert g.state.cards[suit].damage == 3 and g.state.cards[h.villain].damage == 0
        yield from deal_damage(g, h.villain, 4, None)
        assert _zone(g, suit) == "encounter_discard"
        assert g.state.cards[h.villain].damage == 0
        yield from deal_damage(g, h.villain, 2, None)

    g = h.start(hits)
    assert g.state.cards[h.villain].damage == 2
    assert g.state.cards[suit].damage == 0


def test_a_tough_card_protects_rhino_before_the_suit() -> None:
    """Status cards take priority over other abilities: Rhino's tough card absorbs the damage, the suit none."""
    h = Harness()
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    suit = h.add("Armored Rhino Suit", "villain_area", None, attach_to=h.villain)
    g = h.start(lambda g: deal_damage(g, h.villain, 3, None))
    assert g.state.cards[h.villain].tough == 0
    assert g.state.cards[suit].damage == 0 and g.state.cards[h.villain].damage == 0


def test_charge_gives_3_attack_and_overkill_then_is_discarded() -> None:
    """Charge: +3 ATK; when Rhino attacks, the attack gains overkill (excess damage to a defending ally goes to
    its controller, Rules Reference "Overkill"); at the end of the attack it is discarded."""
    h = Harness(encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    charge = h.add("Charge", "villain_area", None, attach_to=h.villain)
    cat = h.add("Black Cat", "play", 0)
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    assert g.stat(h.villain, "attack") == 5
    h.run(["pass", f"defend:{cat}"])
    assert _zone(g, cat) == "discard"
    assert h.card(h.identities[0]).damage == 3  # 5 ATK - 2 hit points of Black Cat
    assert _zone(g, charge) == "encounter_discard"
    assert g.stat(h.villain, "attack") == 2


def test_charge_stays_when_rhino_is_stunned() -> None:
    """Charge only triggers on an attack: a stunned Rhino does not attack, so Charge stays for the next one."""
    h = Harness(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.villain], "stunned", 1))
    charge = h.add("Charge", "villain_area", None, attach_to=h.villain)
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    assert _zone(g, charge) == "villain_area"
    assert g.stat(h.villain, "attack") == 5


def test_enhanced_ivory_horn_gives_1_attack_and_can_be_discarded_for_three_physical() -> None:
    """Enhanced Ivory Horn: +1 ATK; Hero Action: spend 3 physical resources to discard it."""
    h = Harness()
    h.form(0, "hero")
    horn = h.add("Enhanced Ivory Horn", "villain_area", None, attach_to=h.villain)
    s1 = h.add(STRENGTH, "hand", 0)
    s2 = h.add(STRENGTH, "hand", 0)
    g = h.start_turn(0)
    assert g.stat(h.villain, "attack") == 3
    key = f"ability:{horn}:action-hero"
    assert key in h.keys()
    h.run([key, f"pay:discard:{s1}", f"pay:discard:{s2}"])
    assert _zone(g, horn) == "encounter_discard"
    assert g.stat(h.villain, "attack") == 2
    assert _zone(g, s1) == "discard" and _zone(g, s2) == "discard"


def test_enhanced_ivory_horn_needs_physical_resources_and_hero_form() -> None:
    h = Harness()
    horn = h.add("Enhanced Ivory Horn", "villain_area", None, attach_to=h.villain)
    h.add(STRENGTH, "hand", 0)
    h.add(STRENGTH, "hand", 0)
    h.start_turn(0)  # alter-ego form
    assert f"ability:{horn}:0" not in h.keys()
    h = Harness()
    h.form(0, "hero")
    horn = h.add("Enhanced Ivory Horn", "villain_area", None, attach_to=h.villain)
    h.add(STRENGTH, "hand", 0)
    h.add("01089", "hand", 0)  # Genius: mental, not physical
    h.start_turn(0)
    assert f"ability:{horn}:0" not in h.keys()


# -- minions ----------------------------------------------------------------------------------------------------
def test_hydra_mercenary_guards_the_villain() -> None:
    """Hydra Mercenary: Guard (Rules Reference "Guard": you cannot attack the villain while it is engaged)."""
    h = Harness()
    h.form(0, "hero")
    merc = h.add("Hydra Mercenary", "facedown", 0)
    g = _reveal(h)
    assert _zone(g, merc) == "play"
    from mcdesk.games.champions.engine.combat import attackable_enemies

    assert attackable_enemies(g, 0) == [merc]


def test_sandman_enters_with_a_tough_status_card() -> None:
    """Sandman: Toughness."""
    h = Harness()
    sandman = h.add("Sandman", "facedown", 0)
    g = _reveal(h)
    assert _zone(g, sandman) == "play" and g.state.cards[sandman].tough == 1


def test_shocker_deals_1_damage_to_each_hero() -> None:
    """Shocker When Revealed: 1 damage to each hero (not to an alter-ego)."""
    h = Harness(heroes=["01001a", "01001a"])
    h.form(0, "hero")
    h.add("Shocker", "facedown", 0)
    _reveal(h)
    assert h.card(h.identities[0]).damage == 1
    assert h.card(h.identities[1]).damage == 0


# -- treacheries ------------------------------------------------------------------------------------------------
def test_hard_to_keep_down_heals_rhino_4() -> None:
    """Hard to Keep Down: Rhino heals 4 damage; having healed, it does not surge."""
    h = Harness(encounter_deck=["01105"])
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 5))
    htkd = h.add("Hard to Keep Down", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[h.villain].damage == 1
    assert _zone(g, htkd) == "encounter_discard"
    assert len(g.state.zone("encounter_deck")) == 1  # no surge


def test_hard_to_keep_down_surges_when_rhino_is_not_damaged() -> None:
    """Hard to Keep Down: if no damage was healed, surge (here the surge reveals "I'm Tough")."""
    h = Harness(encounter_deck=["01105", ADVANCE])
    h.add("Hard to Keep Down", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[h.villain].tough == 1
    assert len(g.state.zone("encounter_deck")) == 1


def test_im_tough_gives_rhino_a_tough_card() -> None:
    """"I'm Tough": give Rhino a tough status card."""
    h = Harness(encounter_deck=[HARD_TO_KEEP_DOWN])
    tough = h.add("01105", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[h.villain].tough == 1
    assert _zone(g, tough) == "encounter_discard"
    assert len(g.state.zone("encounter_deck")) == 1


def test_im_tough_surges_when_rhino_already_has_one() -> None:
    """"I'm Tough": "already" (Rules Reference "Alteration Effects"): if Rhino already has a tough card, surge."""
    h = Harness(encounter_deck=[HARD_TO_KEEP_DOWN, ADVANCE])
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 6))
    h.add("01105", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[h.villain].tough == 1
    assert g.state.cards[h.villain].damage == 2  # the surge revealed Hard to Keep Down
    assert len(g.state.zone("encounter_deck")) == 1


def test_stampede_in_hero_form_attacks_and_stuns_the_damaged_character() -> None:
    """Stampede (Hero): Rhino attacks you; a character damaged by the attack is stunned."""
    h = Harness(encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    stampede = h.add("Stampede", "facedown", 0)
    g = _reveal(h)
    h.run(["pass", "no_defense"])
    ident = h.card(h.identities[0])
    assert ident.damage == 2 and ident.stunned == 1
    assert _zone(g, stampede) == "encounter_discard"


def test_stampede_does_not_stun_when_the_attack_deals_no_damage() -> None:
    """Stampede: Spider-Man defends (DEF 3 against ATK 2): no damage, no stun."""
    h = Harness(encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    h.add("Stampede", "facedown", 0)
    _reveal(h)
    h.run(["pass", f"defend:{h.identities[0]}"])
    ident = h.card(h.identities[0])
    assert ident.damage == 0 and ident.stunned == 0


def test_stampede_in_alter_ego_form_surges() -> None:
    """Stampede (Alter-Ego): this card gains surge."""
    h = Harness(encounter_deck=["01105", ADVANCE])
    h.add("Stampede", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).damage == 0
    assert g.state.cards[h.villain].tough == 1  # the surge revealed "I'm Tough"


# -- side schemes -----------------------------------------------------------------------------------------------
def test_breakin_and_takin_threat_and_hazard() -> None:
    """Breakin' & Takin': 2 fixed threat plus 1 per player; its hazard icon deals 1 more encounter card in the
    villain phase (Rules Reference "Hazard Icon")."""
    h = Harness(heroes=["01001a", "01001a"])
    b = h.add("Breakin' & Takin'", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[b].threat == 4
    assert hazard_count(g) == 1
    # A villain phase with it in play: one alter-ego player, Rhino schemes (a boost card), then two encounter
    # cards (one for the player, one for the hazard icon) are dealt and revealed.
    h = Harness(encounter_deck=[HARD_TO_KEEP_DOWN] * 5)
    h.add("Breakin' & Takin'", "villain_area", None, threat=3)
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 10))
    g = h.start_villain_phase()
    assert g.state.cards[h.villain].damage == 2  # two Hard to Keep Down revealed
    assert len(g.state.zone("encounter_deck")) == 2
    assert h.card(h.main_scheme).threat == 2  # escalation 1 + Rhino's scheme 1


def test_crowd_control_is_a_crisis() -> None:
    """Crowd Control: crisis icon — no threat can be removed from the main scheme while it is in play."""
    h = Harness()
    h.form(0, "hero")
    cc = h.add("Crowd Control", "facedown", 0)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    g = _reveal(h)
    assert g.state.cards[cc].threat == 2 and crisis_in_play(g)
    h2 = Harness()
    h2.form(0, "hero")
    cc = h2.add("Crowd Control", "villain_area", None, threat=2)
    h2.set(lambda g: setattr(g.state.cards[h2.main_scheme], "threat", 3))

    def thwart_main(g: Game):  # type: ignore[no-untyped-def]
        removed = yield from remove_threat(g, h2.main_scheme, 2, None)
        assert removed == 0

    g = h2.start(thwart_main)
    assert g.state.cards[h2.main_scheme].threat == 3
    h3 = Harness()
    h3.form(0, "hero")
    cc = h3.add("Crowd Control", "villain_area", None, threat=2)
    h3.set(lambda g: setattr(g.state.cards[h3.main_scheme], "threat", 3))
    h3.start_turn(0)
    h3.run([f"thwart:{h3.identities[0]}"])  # the only scheme left to thwart is Crowd Control: no target asked
    assert h3.card(cc).threat == 1  # Spider-Man's THW 1
    assert h3.card(h3.main_scheme).threat == 3

"""Iron Man's identity-specific set (core 01029-01039) and his obligation Business Problems (01170)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.players import hand_size
from mcdesk.games.champions.engine.rounds import end_of_player_phase
from mcdesk.games.champions.engine.turn import player_turn

IRON_MAN = "01029a"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
FIRST_DECK_ID = 4
"""With one hero: identity 1, villain 2, main scheme 3, then the deck cards, top first."""


def _iron_man(**kw: object) -> Harness:
    h = Harness(heroes=[IRON_MAN], **kw)  # type: ignore[arg-type]
    h.form(0, "hero")
    return h


def _aerial(h: Harness) -> None:
    """Iron Man has gained the Aerial trait this phase (as Rocket Boots gives it)."""
    h.set(lambda g: g.add_lasting("trait:Aerial", "add", 1, h.identities[0], "end_of_phase", None))


def test_every_card_of_the_set_is_scripted_with_rules_text() -> None:
    db = default_database()
    for code in ["01029a", "01029b", *[f"010{n}" for n in range(30, 40)], "01170"]:
        assert db.script(code).rules_text().strip(), code


# -- Iron Man / Tony Stark --------------------------------------------------------------------------------
def test_iron_man_hand_size_grows_with_tech_upgrades_up_to_7() -> None:
    """Iron Man (#29A): +1 hand size per Tech upgrade you control, to a maximum hand size of 7."""
    h = _iron_man()
    h.start_turn(0)
    g = h.game
    assert g is not None and hand_size(g, 0) == 1

    h = _iron_man()
    h.add("Arc Reactor", "play")
    h.add("Mark V Armor", "play")
    h.add("Pepper Potts", "play")  # a support, not a Tech upgrade
    h.start_turn(0)
    g = h.game
    assert g is not None and hand_size(g, 0) == 3

    h = _iron_man()
    for name in ["Arc Reactor", "Mark V Armor", "Mark V Helmet", "Powered Gauntlets", "Powered Gauntlets",
                 "Rocket Boots", "Rocket Boots"]:
        h.add(name, "play")
    h.start_turn(0)
    g = h.game
    assert g is not None and hand_size(g, 0) == 7  # 1 + 7 Tech upgrades, capped at 7


def test_iron_man_draws_up_to_his_grown_hand_size() -> None:
    h = _iron_man()
    h.add("Arc Reactor", "play")
    h.add("Rocket Boots", "play")
    h.start(end_of_player_phase)
    h.run(["done"])  # nothing to discard
    g = h.game
    assert g is not None and len(g.hand(0)) == 3


def test_tony_stark_keeps_his_printed_hand_size() -> None:
    h = Harness(heroes=[IRON_MAN])
    h.add("Arc Reactor", "play")
    h.start_turn(0)
    g = h.game
    assert g is not None and hand_size(g, 0) == 6


def test_futurist_keeps_one_of_the_top_3_and_discards_the_others() -> None:
    """Tony Stark (#29B) Futurist: look at the top 3, add 1 to hand, discard the others; once per round."""
    h = Harness(heroes=[IRON_MAN], deck=[ENERGY, GENIUS, STRENGTH] + [ENERGY] * 17)
    h.start_turn(0)
    ident = h.identities[0]
    top = [FIRST_DECK_ID, FIRST_DECK_ID + 1, FIRST_DECK_ID + 2]
    h.run([f"ability:{ident}:0", f"card:{top[1]}"])
    g = h.game
    assert g is not None
    assert g.hand(0) == [top[1]] and h.card(top[1]).code == GENIUS
    assert sorted(g.state.zone("discard", 0)) == [top[0], top[2]]
    assert len(g.state.zone("deck", 0)) == 17
    assert f"ability:{ident}:0" not in h.keys()  # limit once per round


# -- War Machine ---------------------------------------------------------------------------------------------
def test_war_machine_takes_2_and_deals_1_to_each_enemy() -> None:
    """War Machine (#30): Action, exhaust him and deal 2 damage to him → 1 damage to each enemy."""
    h = _iron_man()
    wm = h.add("War Machine", "play")
    shocker = h.add("Shocker", "engaged")
    h.start_turn(0)
    h.run([f"ability:{wm}:0"])
    assert h.card(wm).damage == 2 and h.card(wm).exhausted
    assert h.card(h.villain).damage == 1 and h.card(shocker).damage == 1
    assert f"ability:{wm}:0" not in h.keys()


def test_war_machine_defeated_by_his_cost_still_deals_the_damage() -> None:
    """Rules Reference "Initiating Abilities": a card leaving play while its ability resolves does not stop it."""
    h = _iron_man()
    wm = h.add("War Machine", "play", damage=2)
    h.start_turn(0)
    h.run([f"ability:{wm}:0"])
    assert h.card(wm).zone == ("discard", 0)
    assert h.card(h.villain).damage == 1


def test_war_machine_with_a_tough_status_card_cannot_pay_his_damage_cost() -> None:
    """Rules Reference, "Status Cards" (tough: not considered to have taken damage) and "Cost" (a cost not paid in
    full is not paid): "deal 2 damage to him" cannot be paid while he has a tough status card."""
    h = _iron_man()
    wm = h.add("War Machine", "play")
    h.set(lambda g: setattr(g.state.cards[wm], "tough", 1))
    h.start_turn(0)
    assert "end_turn" in h.keys()  # the turn is open
    assert not [k for k in h.keys() if k.startswith(f"ability:{wm}:")]


# -- Repulsor Blast ------------------------------------------------------------------------------------------
def test_repulsor_blast_adds_2_per_printed_energy_discarded() -> None:
    """Repulsor Blast (#31): 1 damage, discard the top 5, +2 per printed [energy] (Energy shows 2)."""
    h = _iron_man(deck=[ENERGY, GENIUS, STRENGTH, GENIUS, "01044"] + [GENIUS] * 15)
    blast = h.add("Repulsor Blast", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{blast}", f"pay:discard:{strength}"])  # Rhino is the only enemy
    g = h.game
    assert g is not None
    assert h.card(h.villain).damage == 5  # 1 + 2 x 2 (Vibranium's wild resources do not count)
    assert len(g.state.zone("deck", 0)) == 15 and len(g.state.zone("discard", 0)) == 7


def test_repulsor_blast_is_one_damage_all_of_which_tough_prevents() -> None:
    """FAQ (Repulsor Blast): the additional damage is dealt at once with the first point, so one tough status
    card prevents all of it."""
    h = _iron_man(deck=[ENERGY] * 20)
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    blast = h.add("Repulsor Blast", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{blast}", f"pay:discard:{strength}"])
    g = h.game
    assert g is not None
    assert h.card(h.villain).damage == 0 and h.card(h.villain).tough == 0
    assert len(g.state.zone("deck", 0)) == 15


def test_repulsor_blast_by_a_stunned_hero_discards_only_the_stun() -> None:
    h = _iron_man()
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "stunned", 1))
    blast = h.add("Repulsor Blast", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{blast}", f"pay:discard:{strength}"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).stunned == 0 and h.card(h.villain).damage == 0
    assert len(g.state.zone("deck", 0)) == 20


# -- Supersonic Punch ----------------------------------------------------------------------------------------
def test_supersonic_punch_deals_4_or_8_when_aerial() -> None:
    """Supersonic Punch (#32): 4 damage, 8 instead if you have the Aerial trait."""
    for aerial, expected in ((False, 4), (True, 8)):
        h = _iron_man()
        if aerial:
            _aerial(h)
        punch = h.add("Supersonic Punch", "hand")
        strength = h.add("Strength", "hand")
        h.start_turn(0)
        h.run([f"play:{punch}", f"pay:discard:{strength}"])
        assert h.card(h.villain).damage == expected


# -- Pepper Potts --------------------------------------------------------------------------------------------
def test_pepper_potts_generates_the_top_discard_resources() -> None:
    """Pepper Potts (#33): exhaust → the resources of the top card of your discard pile; FAQ: Genius on top
    gives both of its [mental] resources."""
    h = _iron_man()
    pepper = h.add("Pepper Potts", "play")
    h.add("Genius", "discard")  # the top card
    h.add("Strength", "discard")
    punch = h.add("Supersonic Punch", "hand")
    h.start_turn(0)
    assert f"play:{punch}" in h.keys()
    h.answer(f"play:{punch}")
    assert h.keys() == (f"pay:resource:{pepper}:resource",)
    h.run([f"pay:resource:{pepper}:resource"])
    assert h.card(pepper).exhausted
    assert h.card(h.villain).damage == 4
    assert h.card(punch).zone == ("discard", 0)


def test_pepper_potts_with_an_empty_discard_pile_generates_nothing() -> None:
    from mcdesk.games.champions.engine.payment import sources

    h = _iron_man()
    pepper = h.add("Pepper Potts", "play")
    punch = h.add("Supersonic Punch", "hand")
    h.add("Energy", "hand")  # 2 energy: the punch is playable, but Pepper is not offered
    h.start_turn(0)
    g = h.game
    assert g is not None and f"play:{punch}" in h.keys()
    assert [s for s in sources(g, 0, punch, {punch}) if s.card == pepper] == []


def test_pepper_potts_does_not_double_a_power_of_card() -> None:
    """FAQ (Pepper Potts): a "The Power of" card on top gives only its printed resource, even for its aspect."""
    h = _iron_man()
    pepper = h.add("Pepper Potts", "play")
    h.add("The Power of Justice", "discard")
    h.add("For Justice!", "hand")  # a Justice card of cost 3
    h.start_turn(0)
    g = h.game
    assert g is not None
    from mcdesk.games.champions.engine.payment import sources

    src = [s for s in sources(g, 0, None, set()) if s.card == pepper]
    assert [s.gives for s in src] == [{"wild": 1}]


# -- Stark Tower ---------------------------------------------------------------------------------------------
def test_stark_tower_returns_the_topmost_tech_upgrade() -> None:
    """Stark Tower (#34): Alter-Ego Action, exhaust → a player returns the topmost Tech upgrade of their
    discard pile to their hand."""
    h = Harness(heroes=[IRON_MAN])
    tower = h.add("Stark Tower", "play")
    h.add("Supersonic Punch", "discard")  # top: not an upgrade
    helmet = h.add("Mark V Helmet", "discard")
    reactor = h.add("Arc Reactor", "discard")
    h.start_turn(0)
    h.run([f"ability:{tower}:0"])
    g = h.game
    assert g is not None
    assert g.hand(0) == [helmet] and h.card(reactor).zone == ("discard", 0)
    assert h.card(tower).exhausted


def test_stark_tower_is_an_alter_ego_action_needing_a_tech_upgrade() -> None:
    h = _iron_man()
    tower = h.add("Stark Tower", "play")
    h.add("Arc Reactor", "discard")
    h.start_turn(0)
    assert f"ability:{tower}:0" not in h.keys()
    h = Harness(heroes=[IRON_MAN])
    tower = h.add("Stark Tower", "play")
    h.add("Supersonic Punch", "discard")
    h.start_turn(0)
    assert f"ability:{tower}:0" not in h.keys()


# -- Arc Reactor, Mark V Armor -------------------------------------------------------------------------------
def test_arc_reactor_readies_iron_man() -> None:
    """Arc Reactor (#35): Hero Action, exhaust → ready Iron Man."""
    h = _iron_man()
    reactor = h.add("Arc Reactor", "play")
    ident = h.identities[0]
    h.start_turn(0)
    assert f"ability:{reactor}:0" not in h.keys()  # Iron Man is ready: it would change nothing
    h.run([f"attack:{ident}"])
    assert h.card(ident).exhausted
    h.run([f"ability:{reactor}:0"])
    assert not h.card(ident).exhausted and h.card(reactor).exhausted
    assert h.card(h.villain).damage == 1


def test_mark_v_armor_gives_6_hit_points() -> None:
    """Mark V Armor (#36): +6 hit points; Rocket Boots (#39): +1 hit point."""
    h = _iron_man()
    h.add("Mark V Armor", "play")
    h.add("Rocket Boots", "play")
    h.start_turn(0)
    g = h.game
    assert g is not None and g.hit_points(h.identities[0]) == 16


# -- Mark V Helmet -------------------------------------------------------------------------------------------
def test_mark_v_helmet_removes_1_threat_or_1_from_each_scheme_when_aerial() -> None:
    """Mark V Helmet (#37): Hero Action (thwart), exhaust → remove 1 threat from a scheme (each scheme with
    the Aerial trait)."""
    h = _iron_man()
    helmet = h.add("Mark V Helmet", "play")
    side = h.add("Breakin' & Takin'", "villain_area", threat=3)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 4))
    h.start_turn(0)
    h.run([f"ability:{helmet}:0", f"card:{side}"])
    assert h.card(side).threat == 2 and h.card(h.main_scheme).threat == 4
    assert h.card(helmet).exhausted

    h = _iron_man()
    _aerial(h)
    helmet = h.add("Mark V Helmet", "play")
    side = h.add("Breakin' & Takin'", "villain_area", threat=3)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 4))
    h.start_turn(0)
    h.run([f"ability:{helmet}:0"])
    assert h.card(side).threat == 2 and h.card(h.main_scheme).threat == 3


def test_mark_v_helmet_by_a_confused_hero_discards_the_confusion() -> None:
    h = _iron_man()
    _aerial(h)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "confused", 1))
    helmet = h.add("Mark V Helmet", "play")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 4))
    h.start_turn(0)
    h.run([f"ability:{helmet}:0"])
    assert h.card(h.identities[0]).confused == 0 and h.card(h.main_scheme).threat == 4


# -- Powered Gauntlets ---------------------------------------------------------------------------------------
def test_powered_gauntlets_deal_1_or_2_when_aerial() -> None:
    """Powered Gauntlets (#38): Hero Action (attack), exhaust → 1 damage (2 with the Aerial trait)."""
    for aerial, expected in ((False, 1), (True, 2)):
        h = _iron_man()
        if aerial:
            _aerial(h)
        gauntlets = h.add("Powered Gauntlets", "play")
        h.start_turn(0)
        h.run([f"ability:{gauntlets}:0"])
        assert h.card(h.villain).damage == expected and h.card(gauntlets).exhausted


# -- Rocket Boots --------------------------------------------------------------------------------------------
def test_rocket_boots_give_aerial_until_the_end_of_the_phase() -> None:
    """Rocket Boots (#39): Hero Action, exhaust and spend a [mental] → gain Aerial until the end of the phase."""
    from mcdesk.games.champions.cards.vocabulary import has_trait
    from mcdesk.games.champions.engine.timing import timing_point

    h = _iron_man()
    boots = h.add("Rocket Boots", "play")
    genius = h.add("Genius", "hand")
    punch = h.add("Supersonic Punch", "hand")
    strength = h.add("Strength", "hand")

    def proc(g):  # type: ignore[no-untyped-def]
        yield from player_turn(g, 0)
        yield from timing_point(g, "player_phase_end")

    h.start(proc)
    ident = h.identities[0]
    h.run([f"ability:{boots}:0", f"pay:discard:{genius}"])
    g = h.game
    assert g is not None
    assert has_trait(g, ident, "Aerial") and h.card(boots).exhausted
    assert h.card(genius).zone == ("discard", 0)
    h.run([f"play:{punch}", f"pay:discard:{strength}"])
    assert h.card(h.villain).damage == 8
    h.run(["end_turn"])
    assert not has_trait(g, ident, "Aerial")


def test_rocket_boots_need_a_mental_resource() -> None:
    h = _iron_man()
    boots = h.add("Rocket Boots", "play")
    h.add("Strength", "hand")
    h.start_turn(0)
    assert f"ability:{boots}:0" not in h.keys()


# -- Business Problems ---------------------------------------------------------------------------------------
def test_business_problems_exhaust_tony_stark_removes_it() -> None:
    """Business Problems (#170): you may flip; exhaust Tony Stark → remove it from the game."""
    h = _iron_man(encounter_deck=["01170"])
    boots = h.add("Rocket Boots", "play")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["yes", "exhaust"])
    g = h.game
    assert g is not None
    assert g.form(0) == "alter_ego" and h.card(h.identities[0]).exhausted
    assert [g.state.cards[c].code for c in g.state.zone("removed")] == ["01170"]
    assert not h.card(boots).exhausted


def test_business_problems_otherwise_exhausts_each_upgrade() -> None:
    h = _iron_man(encounter_deck=["01170"])
    boots = h.add("Rocket Boots", "play")
    reactor = h.add("Arc Reactor", "play")
    pepper = h.add("Pepper Potts", "play")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["no"])  # stays Iron Man: only the upgrade choice is left
    g = h.game
    assert g is not None and h.pending is None
    assert h.card(boots).exhausted and h.card(reactor).exhausted and not h.card(pepper).exhausted
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == ["01170"]
    assert g.form(0) == "hero"

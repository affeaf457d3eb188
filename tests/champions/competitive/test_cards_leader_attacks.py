"""The enemy leader attacks your leader, and your leader attacks the enemy leader (Civil War rulebook, "When the
Enemy Leader Attacks Your Leader", steps 1-4), with the cards that cause it."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.core.events import EventKind
from mcdesk.games.champions.engine.combat import amplify_icons, enemy_attack, enemy_scheme
from mcdesk.games.champions.engine.state import BOOST, ENCOUNTER_DECK, ENCOUNTER_DISCARD, PLAY, VILLAIN_AREA

from .cards_util import clear_side_schemes, drive, game, on_top, resolve_ability, reveal_card, set_form

SHIELD_TOSS = "56147"  # Captain America's treachery: 2 boost icons, no Boost ability
REPULSOR_BLAST = "56070"  # Iron Man's treachery: 1 boost icon


def _ready_leaders(g) -> None:  # type: ignore[no-untyped-def]
    for a in g.areas:
        clear_side_schemes(a)
        v = a.state.cards[a.villain()]
        v.tough = v.stunned = v.confused = 0


def test_whatever_it_takes_in_alter_ego_the_enemy_leader_attacks_your_leader() -> None:
    """Whatever It Takes (alter-ego): the enemy leader attacks your leader. Step 1: a facedown boost card from the
    attacker's encounter deck; step 2: the first player of the defending leader's team turns it up; step 3: it goes
    to that encounter discard pile; step 4: damage equal to its total ATK to your leader. Nobody defends."""
    g = game()
    reg, res = g.areas  # area 0: the registration team against Captain America; area 1 against Iron Man
    _ready_leaders(g)
    ident = set_form(reg, 0, "alter_ego")
    boost = on_top(reg, SHIELD_TOSS)
    cap, iron_man = reg.villain(), res.villain()
    expected = (reg.stat(cap, "attack") or 0) + 2 + amplify_icons(reg)
    deck_before = len(res.state.zone(ENCOUNTER_DECK))
    hp = res.hit_points(iron_man)
    _, asked = reveal_card(reg, "56204")  # the second copy of the standard PvP set is in area 0
    assert not [d for d in asked if d.kind is DecisionKind.DEFEND]  # no player can declare a defender
    assert res.hit_points(iron_man) == hp - expected
    assert res.state.cards[iron_man].damage == expected
    assert boost in reg.state.zone(ENCOUNTER_DISCARD)  # the attacker's own encounter discard pile
    assert len(res.state.zone(ENCOUNTER_DECK)) == deck_before  # nothing from the defending area's deck
    assert reg.state.cards[ident].damage == 0
    flipped = [e for e in g.events if e.kind == EventKind.REVEALED and e.card == boost]
    assert flipped and flipped[-1].player == g.seat(0, reg.state.first_player)


def test_the_boost_card_is_turned_up_by_the_defending_teams_first_player_in_2v2() -> None:
    """Step 2: "the first player on the defending leader's team" turns the boost card face up."""
    g = game(players=2)
    reg, res = g.areas
    _ready_leaders(g)
    res.state.first_player = 1
    boost = on_top(res, REPULSOR_BLAST)
    from mcdesk.games.champions.engine.rivalry import leader_attacks_leader

    drive(leader_attacks_leader(res, res.villain()))
    flipped = [e for e in g.events if e.kind == EventKind.REVEALED and e.card == boost]
    assert flipped[-1].player == g.seat(1, 1) == 3


def test_choosing_sides_caps_a_leader_attack_on_the_leader_it_protects() -> None:
    """Choosing Sides: the enemy leader of its game area takes at most 2 damage from each attack, a leader's attack
    from the other area included."""
    g = game()
    reg, res = g.areas
    for a in g.areas:
        v = a.state.cards[a.villain()]
        v.tough = v.stunned = 0
    assert any(res.facts(s).name == "Choosing Sides" for s in res.side_schemes())
    from mcdesk.games.champions.engine.rivalry import leader_attacks_leader

    on_top(reg, SHIELD_TOSS)
    dealt, _ = drive(leader_attacks_leader(reg, reg.villain()))
    assert dealt == 2 and res.state.cards[res.villain()].damage == 2


def test_a_stunned_leader_does_not_attack_your_leader() -> None:
    """Rules Reference "Stunned": the attack is replaced by discarding the stunned card."""
    g = game()
    reg, res = g.areas
    _ready_leaders(g)
    reg.state.cards[reg.villain()].stunned = 1
    from mcdesk.games.champions.engine.rivalry import leader_attacks_leader

    dealt, _ = drive(leader_attacks_leader(reg, reg.villain()))
    assert dealt == 0 and res.state.cards[res.villain()].damage == 0
    assert reg.state.cards[reg.villain()].stunned == 0


def test_guard_does_not_stop_a_leader_attack() -> None:
    """"These attacks ignore the guard keyword": a guard minion engaged with the defending team changes nothing."""
    g = game()
    reg, res = g.areas
    _ready_leaders(g)
    guard = res.state.new_card("56083", None, (PLAY, 0)).id  # Maria Hill: any minion will do
    res.state.cards[guard].engaged_with = 0
    res.add_lasting("kw:guard", "add", 1, guard, "end_of_round", None)
    assert res.has_keyword(guard, "guard")
    from mcdesk.games.champions.engine.rivalry import leader_attacks_leader

    on_top(reg, SHIELD_TOSS)
    dealt, _ = drive(leader_attacks_leader(reg, reg.villain()))
    assert dealt > 0


def test_your_leader_attacks_the_enemy_leader_with_its_own_boost_card() -> None:
    """Fighting Dirty (56208, Captain America's basic card, played by a resistance player): your Captain America
    leader, in the other game area, attacks the enemy leader; the boost card comes from his own encounter deck and is
    turned up by the first player of the defending leader's team (the other team)."""
    g = game()
    reg, res = g.areas  # resistance players (area 1) fight Iron Man; their leader Captain America is area 0's villain
    _ready_leaders(g)
    card = res.state.new_card("56208", 0, ("hand", 0)).id
    boost = on_top(reg, SHIELD_TOSS)
    cap, iron_man = reg.villain(), res.villain()
    expected = (reg.stat(cap, "attack") or 0) + 2 + amplify_icons(reg)
    resolve_ability(res, card)
    assert res.state.cards[iron_man].damage == expected
    assert boost in reg.state.zone(ENCOUNTER_DISCARD)


def test_excessive_force_boost_the_enemy_leader_attacks_your_leader_after_the_activation() -> None:
    """Excessive Force (56090) as a boost card: after this activation the enemy leader attacks your leader, with no
    boost card for that attack."""
    g = game(res="spider_woman")
    reg, res = g.areas
    _ready_leaders(g)
    # Dangerous Recruits is a registration set: it is in the encounter deck the resistance team faces (area 1).
    ef = on_top(res, "56090")
    iron_man, sw = res.villain(), reg.villain()
    set_form(res, 0, "hero")
    deck = len(res.state.zone(ENCOUNTER_DECK))
    atk = res.stat(iron_man, "attack") or 0
    drive(enemy_attack(res, iron_man, 0, activation=True))
    assert len(res.state.zone(ENCOUNTER_DECK)) == deck - 1  # only the activation's own boost card
    assert ef in res.state.zone(ENCOUNTER_DISCARD)
    assert reg.state.cards[sw].damage == atk


def test_iron_fist_attacks_your_leader_and_venom_pierces() -> None:
    """Iron Fist (56190) and Venom (56087) revealed in competitive play attack your leader (not you); Venom's attacks
    have piercing, so your leader's tough status card is discarded and the damage dealt."""
    g = game(reg="iron_man", res="spider_woman")
    reg, res = g.areas
    _ready_leaders(g)
    sw = reg.villain()  # the resistance team's leader, Spider-Woman, is the villain of area 0
    reg.state.cards[sw].tough = 1
    venom, _ = reveal_card(res, "56087")
    dealt = res.stat(venom, "attack") or 0
    assert reg.state.cards[sw].tough == 0 and reg.state.cards[sw].damage == dealt > 0
    assert res.state.cards[res.identity(0)].damage == 0
    g2 = game(reg="captain_marvel", res="spider_woman")
    reg2, res2 = g2.areas
    _ready_leaders(g2)
    fist, _ = reveal_card(reg2, "56190")
    assert res2.state.cards[res2.villain()].damage == (reg2.stat(fist, "attack") or 0)
    assert reg2.state.cards[reg2.identity(0)].damage == 0


def test_provoked_response_sends_the_enemy_leaders_attack_to_your_leader_at_most_3() -> None:
    """Provoked Response (56133): when the enemy leader would attack you, it attacks your Captain Marvel leader
    instead, who takes at most 3 damage from it; then the card is discarded."""
    g = game(reg="captain_marvel", res="captain_america")
    reg, res = g.areas  # registration players fight Captain America; their leader Captain Marvel is area 1's villain
    _ready_leaders(g)
    pr = reg.state.new_card("56133", 0, (PLAY, 0)).id
    ident = set_form(reg, 0, "hero")
    cap, cm = reg.villain(), res.villain()
    reg.add_lasting("attack", "add", 5, cap, "end_of_round", None)  # well over 3 with any boost card
    on_top(reg, SHIELD_TOSS)
    drive(enemy_attack(reg, cap, 0, activation=True))
    assert res.state.cards[cm].damage == 3
    assert reg.state.cards[ident].damage == 0
    assert not reg.is_in_play(pr)


def test_no_you_move_attaches_caps_shield_to_your_leader_and_takes_the_attack() -> None:
    """No, You Move! (56207): Cap's Shield is attached to your Captain America leader (who then gets a tough status
    card from his own Forced Response), and the attack is resolved against him instead of you."""
    g = game(reg="iron_man", res="captain_america")
    reg, res = g.areas  # resistance players (area 1) fight Iron Man; Captain America is area 0's villain
    _ready_leaders(g)
    shield = next(c for c in reg.state.cards if reg.facts(c).name == "Cap's Shield")
    reg.state.move(shield, (ENCOUNTER_DISCARD, None))
    reg.state.cards[shield].attached_to = None
    nym = res.state.new_card("56207", 0, (PLAY, 0)).id
    ident = set_form(res, 0, "hero")
    drive(enemy_attack(res, res.villain(), 0, activation=True))
    cap = reg.villain()
    assert reg.state.cards[shield].attached_to == cap and reg.state.cards[shield].zone == (VILLAIN_AREA, None)
    assert res.state.cards[ident].damage == 0
    assert not res.is_in_play(nym)
    # His tough status card (given when the shield came to him) took the attack's damage.
    assert reg.state.cards[cap].damage == 0


def test_energy_channel_answers_a_leaders_attack() -> None:
    """Civil War FAQ: a leader attacking the Captain Marvel leader triggers Energy Channel's Forced Response: 1
    energy counter; at 4 they are removed and Captain Marvel attacks that leader."""
    g = game(reg="captain_marvel", res="captain_america")
    reg, res = g.areas  # Captain Marvel is area 1's villain; Captain America area 0's
    _ready_leaders(g)
    ch = next(c for c in res.attachments(res.villain()) if res.facts(c).name == "Energy Channel")
    res.state.cards[ch].counters = 2
    from mcdesk.games.champions.engine.rivalry import leader_attacks_leader

    on_top(reg, SHIELD_TOSS)
    drive(leader_attacks_leader(reg, reg.villain()))
    assert res.state.cards[ch].counters == 3
    assert reg.state.cards[reg.villain()].damage == 0
    on_top(reg, SHIELD_TOSS)
    on_top(res, "56101")  # Captain Marvel's boost card for her answer: Photonic Blast, 1 icon
    cm_atk = res.stat(res.villain(), "attack") or 0
    drive(leader_attacks_leader(reg, reg.villain()))
    assert res.state.cards[ch].counters == 0
    assert reg.state.cards[reg.villain()].damage == cm_atk + 1 + amplify_icons(res)


def test_the_futurist_your_iron_man_leader_schemes_without_a_boost_card() -> None:
    """The Futurist (56129): your Iron Man leader schemes (on his own main scheme), no boost card."""
    g = game(reg="iron_man", res="captain_america")
    reg, res = g.areas  # Iron Man is area 1's villain
    _ready_leaders(g)
    card = reg.state.new_card("56129", 0, ("hand", 0)).id
    main = res.main_scheme()
    before = res.state.cards[main].threat
    deck = len(res.state.zone(ENCOUNTER_DECK))
    sch = res.stat(res.villain(), "scheme") or 0
    resolve_ability(reg, card)
    assert res.state.cards[main].threat == before + sch
    assert len(res.state.zone(ENCOUNTER_DECK)) == deck


def test_righteous_cause_and_schemes_stay_in_their_area() -> None:
    """"Cards on your side of the table ignore the other side": the enemy leader scheming places threat on the
    main scheme of its own game area only."""
    g = game()
    reg, res = g.areas
    _ready_leaders(g)
    before = res.state.cards[res.main_scheme()].threat
    r0 = reg.state.cards[reg.main_scheme()].threat
    drive(enemy_scheme(reg, reg.villain(), 0, boosts=False))
    assert res.state.cards[res.main_scheme()].threat == before
    assert reg.state.cards[reg.main_scheme()].threat > r0
    assert not reg.state.zone(BOOST)


def test_excessive_force_boost_on_a_scheme_the_attack_follows_the_scheme() -> None:
    """Excessive Force as the boost card of a scheme activation: "after this activation" the enemy leader attacks
    your leader (the scheme is placed first)."""
    g = game(res="spider_woman")
    reg, res = g.areas
    _ready_leaders(g)
    on_top(res, "56090")
    iron_man, sw = res.villain(), reg.villain()
    atk = res.stat(iron_man, "attack") or 0
    main = res.main_scheme()
    before = res.state.cards[main].threat
    set_form(res, 0, "alter_ego")
    drive(enemy_scheme(res, iron_man, 0, activation=True))
    assert res.state.cards[main].threat > before
    assert reg.state.cards[sw].damage == atk


def test_finesse_adds_to_spider_womans_attack_on_a_leader() -> None:
    """Finesse: when Spider-Woman attacks she gets +1 ATK per skill counter on it, which are removed; her attack on
    your leader is an attack too."""
    from mcdesk.games.champions.engine.rivalry import leader_attacks_leader

    g = game(res="spider_woman")
    reg, res = g.areas  # Spider-Woman is area 0's villain
    _ready_leaders(g)
    sw = reg.villain()
    fin = next(c for c in reg.attachments(sw) if reg.facts(c).name == "Finesse")
    reg.state.cards[fin].counters = 2
    atk = reg.stat(sw, "attack") or 0
    drive(leader_attacks_leader(reg, sw, boost=False))
    assert reg.state.cards[fin].counters == 0
    assert res.state.cards[res.villain()].damage == atk + 2
    assert (reg.stat(sw, "attack") or 0) == atk  # only for that attack

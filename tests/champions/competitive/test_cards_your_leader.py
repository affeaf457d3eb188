"""Competitive card parts about "your leader" (the leader of your team: the villain of the other game area) and
"your leader's main scheme" (Civil War rulebook, "Competitive Mode Rules": "your leader" applies to the leader in
your opponents' game area). Cooperative play keeps the alternate effects (tests/champions/cards)."""

from __future__ import annotations

from mcdesk.core.decisions import Decision
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import enemy_scheme
from mcdesk.games.champions.engine.state import BOOST, ENCOUNTER_DECK, ENCOUNTER_DISCARD, PLAY

from .cards_util import attach, card_of, clear_side_schemes, drive, game, resolve_ability, reveal_card, set_form


def _quiet(g) -> None:  # type: ignore[no-untyped-def]
    for a in g.areas:
        clear_side_schemes(a)
        v = a.state.cards[a.villain()]
        v.tough = v.stunned = v.confused = 0


def _spend(area, code: str, player: int = 0) -> int:  # type: ignore[no-untyped-def]
    """A resource card's "after you spend this resource" part."""
    cid = area.state.new_card(code, player, ("hand", player)).id
    eff = area.script(cid).when_spent
    assert eff is not None
    drive(eff.resolve(Ctx(area, cid, player)))
    return cid


def test_luke_cage_and_jessica_jones_stun_and_confuse_your_leader() -> None:
    """Luke Cage (56184) and Jessica Jones (56185): stun / confuse your leader; in competitive play you are not."""
    g = game(res="spider_woman")
    reg, res = g.areas  # area 0 faces Spider-Woman's scenario (Defenders); area 1's villain is the registration leader
    _quiet(g)
    set_form(reg, 0, "hero")
    reveal_card(reg, "56184")
    assert res.state.cards[res.villain()].stunned == 1
    assert reg.state.cards[reg.identity(0)].stunned == 0
    reveal_card(reg, "56185")
    assert res.state.cards[res.villain()].confused == 1
    assert reg.state.cards[reg.identity(0)].confused == 0


def test_spectacular_and_cloak_take_threat_from_your_leaders_main_scheme() -> None:
    """Spectacular! (56182): 2 threat on the main scheme, and 2 removed from your leader's main scheme (the other
    area's); Cloak (56194) removes 2 from it too."""
    g = game(res="spider_woman")
    reg, res = g.areas
    _quiet(g)
    mine, theirs = reg.main_scheme(), res.main_scheme()
    reg.state.cards[mine].threat = 1
    res.state.cards[theirs].threat = 5
    reveal_card(reg, "56182")
    assert reg.state.cards[mine].threat >= 3  # 2 placed (and what its own scheme adds to placed threat)
    assert res.state.cards[theirs].threat == 3
    reveal_card(reg, "56194")
    assert res.state.cards[theirs].threat == 1


def test_neighborhood_hero_moves_threat_from_your_leaders_main_scheme() -> None:
    """Neighborhood Hero (56183), competitive: 2 threat move from your leader's main scheme to it (only what was
    there: 1 threat moves 1)."""
    g = game(res="spider_woman")
    reg, res = g.areas
    _quiet(g)
    res.state.cards[res.main_scheme()].threat = 1
    nh = card_of(reg, "56183")
    base = reg.facts(nh).base_threat or 0
    reveal_card(reg, "56183")
    assert res.state.cards[res.main_scheme()].threat == 0
    assert reg.state.cards[nh].threat == base + 1


def test_darkforce_takes_what_its_leader_schemes_off_your_leaders_main_scheme() -> None:
    """Darkforce (56196): after the attached leader schemes and places threat on the main scheme, that much threat
    is removed from your leader's main scheme; then it is discarded."""
    g = game(res="spider_woman")
    reg, res = g.areas
    _quiet(g)
    sw = reg.villain()
    df = attach(reg, "56196", sw)
    res.state.cards[res.main_scheme()].threat = 9
    r0 = reg.state.cards[reg.main_scheme()].threat
    drive(enemy_scheme(reg, sw, 0, boosts=False))
    placed = reg.state.cards[reg.main_scheme()].threat - r0
    assert placed > 0
    assert res.state.cards[res.main_scheme()].threat == 9 - placed
    assert df in reg.state.zone(ENCOUNTER_DISCARD)


def test_double_agent_places_threat_on_your_leaders_main_scheme() -> None:
    """Double Agent (56211, Spider-Woman's): remove 2 threat from the main scheme, place 2 on your leader's."""
    g = game(res="spider_woman")
    reg, res = g.areas  # the resistance team (area 1) earns Spider-Woman's cards; she is area 0's villain
    _quiet(g)
    res.state.cards[res.main_scheme()].threat = 4
    reg.state.cards[reg.main_scheme()].threat = 0
    card = res.state.new_card("56211", 0, ("hand", 0)).id
    resolve_ability(res, card)
    assert res.state.cards[res.main_scheme()].threat == 2
    assert reg.state.cards[reg.main_scheme()].threat == 2


def test_suit_up_gives_your_iron_man_leader_a_tough_status_card() -> None:
    """Suit Up (56132): after you spend it, your Iron Man leader gets a tough status card."""
    g = game()
    reg, res = g.areas  # Iron Man is area 1's villain
    _quiet(g)
    _spend(reg, "56132")
    assert res.state.cards[res.villain()].tough == 1
    assert reg.state.cards[reg.villain()].tough == 0


def test_the_peoples_hero_gives_your_captain_america_leader_a_boost_card_from_his_deck() -> None:
    """The People's Hero (56210): your Captain America leader is given a facedown boost card (from his own
    encounter deck: the deck of his game area)."""
    g = game()
    reg, res = g.areas  # Captain America is area 0's villain; the resistance team plays in area 1
    _quiet(g)
    d0, d1 = len(reg.state.zone(ENCOUNTER_DECK)), len(res.state.zone(ENCOUNTER_DECK))
    _spend(res, "56210")
    boosts = [b for b in reg.state.zone(BOOST) if reg.state.cards[b].attached_to == reg.villain()]
    assert len(boosts) == 1 and reg.state.cards[boosts[0]].face_down
    assert len(reg.state.zone(ENCOUNTER_DECK)) == d0 - 1 and len(res.state.zone(ENCOUNTER_DECK)) == d1


def test_raw_power_charges_energy_channel_and_alpha_flight_recruit_answers() -> None:
    """Raw Power (56136): 2 energy counters on your Captain Marvel leader's Energy Channel; Alpha Flight Recruit
    (56135): after energy counters are placed there, heal 1 damage from the attached ally."""
    g = game(reg="captain_marvel")
    reg, res = g.areas  # Captain Marvel is area 1's villain
    _quiet(g)
    ch = next(c for c in res.attachments(res.villain()) if res.facts(c).name == "Energy Channel")
    assert res.facts(ch).set_code == "captain_marvel_leader"
    before = res.state.cards[ch].counters
    ally = reg.state.new_card("01020", 0, (PLAY, 0)).id  # any ally
    reg.state.cards[ally].damage = 1
    recruit = reg.state.new_card("56135", 0, (PLAY, 0)).id
    reg.state.cards[recruit].attached_to = ally
    cid = reg.state.new_card("56136", 0, ("hand", 0)).id
    eff = reg.script(cid).when_spent
    assert eff is not None

    def use(d: Decision) -> str:
        return next(o.key for o in d.options if o.key != "pass")

    drive(eff.resolve(Ctx(reg, cid, 0)), use)
    assert res.state.cards[ch].counters == before + 2
    assert reg.state.cards[ally].damage == 0


def test_secret_contact_puts_skill_counters_on_finesse_up_to_its_maximum() -> None:
    """Secret Contact (56214): 2 skill counters on your Spider-Woman leader's Finesse (Finesse: at most 3)."""
    g = game(res="spider_woman")
    reg, res = g.areas  # Spider-Woman is area 0's villain; the resistance team plays in area 1
    _quiet(g)
    fin = next(c for c in reg.attachments(reg.villain()) if reg.facts(c).name == "Finesse")
    assert reg.facts(fin).set_code == "spider_woman_leader"
    reg.state.cards[fin].counters = 0
    _spend(res, "56214")
    assert reg.state.cards[fin].counters == 2
    _spend(res, "56214")
    assert reg.state.cards[fin].counters == 3


def test_bullseye_the_enemy_team_discards_an_attachment_from_your_leader() -> None:
    """Bullseye (56088), competitive: the enemy team (the other team's first player) discards an attachment from
    your leader; a permanent one cannot be. With none to discard, you discard an upgrade you control."""
    g = game()
    reg, res = g.areas  # Bullseye is in the Iron Man scenario (area 1); the resistance leader Captain America is area
    _quiet(g)            # 0's villain
    cap = reg.villain()
    helmet = attach(reg, "56144", cap)
    serum = attach(reg, "56145", cap)  # two to choose from: the choice is asked
    seen: list[Decision] = []

    def pick(d: Decision) -> str:
        seen.append(d)
        return d.options[0].key

    reveal_card(res, "56088", choose=pick)
    assert [helmet in reg.state.zone(ENCOUNTER_DISCARD), serum in reg.state.zone(ENCOUNTER_DISCARD)].count(True) == 1
    gone = helmet if helmet in reg.state.zone(ENCOUNTER_DISCARD) else serum
    left = serum if gone == helmet else helmet
    reg.state.move(left, (ENCOUNTER_DISCARD, None))
    reg.state.cards[left].attached_to = None
    shield = next(c for c in reg.state.cards if reg.facts(c).name == "Cap's Shield")
    assert reg.is_in_play(shield)  # permanent
    assert [d for d in seen if d.player == g.seat(0, 0)]  # the registration team chose
    # Nothing left to discard from him: the alternate effect, an upgrade you control.
    up = res.state.new_card("56131", 0, (PLAY, 0)).id  # any upgrade card in play under player 1's control
    reveal_card(res, "56088")
    assert not res.is_in_play(up)


def test_alpha_flight_recruit_answers_counters_her_own_cards_place() -> None:
    """Alpha Flight Recruit (56135) answers any energy counters placed on your Captain Marvel leader's Energy Channel,
    also those her own encounter cards place in her game area (Energy Absorption, 56103)."""
    g = game(reg="captain_marvel")
    reg, res = g.areas  # Captain Marvel is area 1's villain; the registration team plays area 0
    _quiet(g)
    ally = reg.state.new_card("01020", 0, (PLAY, 0)).id
    reg.state.cards[ally].damage = 1
    recruit = reg.state.new_card("56135", 0, (PLAY, 0)).id
    reg.state.cards[recruit].attached_to = ally

    def use(d: Decision) -> str:
        return next((o.key for o in d.options if o.key != "pass"), d.options[0].key)

    reveal_card(res, "56103", choose=use)
    assert reg.state.cards[ally].damage == 0

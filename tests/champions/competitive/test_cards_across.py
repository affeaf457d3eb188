"""Cards that cross to the other game area in competitive play: attachments on your leader, minions that engage a
player of the other team, an ally that switches sides; and where they go when they leave play (Civil War FAQ,
Drafted: "the discard pile of the encounter deck it originated from")."""

from __future__ import annotations

from mcdesk.core.decisions import Decision
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, enemy_scheme
from mcdesk.games.champions.engine.playing import enter_play
from mcdesk.games.champions.engine.state import DISCARD, ENCOUNTER_DISCARD, PLAY, VILLAIN_AREA
from mcdesk.games.champions.engine.zones import discard_card

from .cards_util import clear_side_schemes, drive, game, passing, resolve_ability, reveal_card, set_form

SPIDER_WOMAN_ALLY = "01011"


def _quiet(g) -> None:  # type: ignore[no-untyped-def]
    for a in g.areas:
        clear_side_schemes(a)
        v = a.state.cards[a.villain()]
        v.tough = v.stunned = v.confused = 0


def test_high_tech_suit_attaches_to_your_iron_man_leader_and_comes_home_when_discarded() -> None:
    """High-Tech Suit (56131): attach to your Iron Man leader (in the other game area); it counts as a Tech
    attachment (Iron Man gets +1 SCH for each); discarded there, it goes to its owner's discard pile."""
    g = game()
    reg, res = g.areas  # the registration team (area 0) earns Iron Man's cards; Iron Man is area 1's villain
    _quiet(g)
    im = res.villain()
    sch = res.stat(im, "scheme") or 0
    suit = reg.state.new_card("56131", 0, ("hand", 0)).id
    drive(enter_play(reg, suit, 0))
    assert suit not in reg.state.cards and res.state.cards[suit].attached_to == im
    assert res.state.cards[suit].zone == (VILLAIN_AREA, None)
    assert (res.stat(im, "scheme") or 0) == sch + 1
    discard_card(res, suit)
    assert suit not in res.state.cards and reg.state.cards[suit].zone == (DISCARD, 0)


def test_hard_to_hit_toughens_your_spider_woman_leader_and_charges_her_finesse() -> None:
    """Hard to Hit (56213): attach to your Spider-Woman leader and give her a tough status card; after she resolves
    an attack, 2 skill counters go on her Finesse and the card is discarded (to its owner's discard pile)."""
    g = game(res="spider_woman")
    reg, res = g.areas  # the resistance team (area 1) earns Spider-Woman's cards; she is area 0's villain
    _quiet(g)
    sw = reg.villain()
    fin = next(c for c in reg.attachments(sw) if reg.facts(c).name == "Finesse")
    reg.state.cards[fin].counters = 0
    hth = res.state.new_card("56213", 0, ("hand", 0)).id
    drive(enter_play(res, hth, 0), passing)
    assert reg.state.cards[hth].attached_to == sw and reg.state.cards[sw].tough == 1
    set_form(reg, 0, "hero")
    drive(enemy_attack(reg, sw, 0), passing)
    assert reg.state.cards[fin].counters >= 2
    assert hth not in reg.state.cards and res.state.cards[hth].zone == (DISCARD, 0)


def test_tangled_up_attaches_to_your_leader_and_stops_its_scheme() -> None:
    """Tangled Up (56181), competitive: attach to your leader; when the attached character would scheme, it does
    not and the card is discarded (to the discard pile of the encounter deck it came from)."""
    g = game(res="spider_woman")
    reg, res = g.areas  # area 0 faces Spider-Woman's scenario (Spider-Man modular); the registration leader is area
    _quiet(g)           # 1's villain
    leader = res.villain()
    tangled, _ = reveal_card(reg, "56181")
    assert res.state.cards[tangled].attached_to == leader
    before = res.state.cards[res.main_scheme()].threat
    drive(enemy_scheme(res, leader, 0, boosts=False), passing)
    assert res.state.cards[res.main_scheme()].threat == before
    assert tangled not in res.state.cards and tangled in reg.state.zone(ENCOUNTER_DISCARD)


def test_drafted_takes_a_minion_of_the_enemy_team_and_it_goes_home_when_defeated() -> None:
    """Drafted (56080), competitive: the enemy team attaches it to a minion engaged with them and that minion
    engages you. FAQ: defeated, the minion goes to the discard pile of the encounter deck it came from, and Drafted
    to its own."""
    g = game()
    reg, res = g.areas  # Drafted is in the Iron Man scenario (area 1); the registration team plays area 0
    _quiet(g)
    m = reg.state.new_card("56083", None, (PLAY, 0)).id  # a minion engaged with a registration player
    reg.state.cards[m].engaged_with = 0
    hp = reg.hit_points(m)
    seen: list[Decision] = []

    def rec(d: Decision) -> str:
        seen.append(d)
        return d.options[0].key

    drafted, _ = reveal_card(res, "56080", choose=rec)
    assert m not in reg.state.cards and res.state.cards[m].zone == (PLAY, 0)
    assert res.state.cards[m].engaged_with == 0
    assert res.state.cards[drafted].attached_to == m
    assert res.hit_points(m) == hp + 2
    drive(deal_damage(res, m, res.hit_points(m), None), passing)
    assert m in reg.state.zone(ENCOUNTER_DISCARD) and m not in res.state.cards
    assert drafted in res.state.zone(ENCOUNTER_DISCARD)


def test_drafted_without_an_enemy_minion_does_as_in_cooperative_play() -> None:
    """With no minion engaged with the enemy team, Drafted's alternate text resolves: discard encounter cards until a
    minion is discarded, reveal it and attach Drafted to it."""
    g = game()
    reg, res = g.areas
    _quiet(g)
    for m in reg.minions():
        reg.state.move(m, ("removed", None))
    drafted, _ = reveal_card(res, "56080", choose=passing)
    host = res.state.cards[drafted].attached_to
    assert host is not None and host in res.state.cards and res.facts(host).type_code == "minion"


def test_recruited_by_cap_sends_your_minion_to_a_player_of_the_enemy_team() -> None:
    """Recruited by Cap (56209), competitive: choose a minion engaged with you and a player on the enemy team: that
    minion engages that player (in their game area)."""
    g = game(players=2)
    reg, res = g.areas  # the resistance team (area 1) earns Captain America's cards
    m = res.state.new_card("56083", None, (PLAY, 0)).id
    res.state.cards[m].engaged_with = 0
    card = res.state.new_card("56209", 0, ("hand", 0)).id

    def second_enemy_player(d: Decision) -> str:
        return "enemy_player:1" if d.option("enemy_player:1") else d.options[0].key

    resolve_ability(res, card, choose=second_enemy_player)
    assert m not in res.state.cards and reg.state.cards[m].zone == (PLAY, 1)
    assert reg.state.cards[m].engaged_with == 1


def test_switching_sides_a_player_of_the_enemy_team_may_pay_for_your_discarded_ally() -> None:
    """Switching Sides (56158), competitive: you discard an ally you control; a player of the enemy team may spend
    resources equal to its cost to put it into play under their control. It stays its owner's card."""
    g = game()
    reg, res = g.areas  # Switching Sides is in Captain America's scenario (area 0)
    _quiet(g)
    ally = reg.state.new_card(SPIDER_WOMAN_ALLY, 0, (PLAY, 0)).id
    cost = reg.facts(ally).cost or 0
    hand = len(res.hand(0))
    seen: list[Decision] = []

    def yes(d: Decision) -> str:
        seen.append(d)
        return "yes" if d.option("yes") else d.options[0].key

    reveal_card(reg, "56158", choose=yes)
    assert ally not in reg.state.cards and res.state.cards[ally].zone == (PLAY, 0)
    assert res.state.cards[ally].controller == 0 and res.state.cards[ally].owner == 0
    assert len(res.hand(0)) < hand or cost == 0
    assert [d for d in seen if d.option("yes") and d.player == g.seat(1, 0)]
    discard_card(res, ally)
    assert ally not in res.state.cards and reg.state.cards[ally].zone == (DISCARD, 0)


def test_high_tech_suit_on_your_leader_can_be_discarded_by_the_players_fighting_him() -> None:
    """High-Tech Suit (56131): any player may trigger its Hero Action: on the Iron Man leader it is an Action of the
    players who fight him (the other team)."""
    from mcdesk.games.champions.engine.playing import action_abilities

    g = game()
    reg, res = g.areas
    _quiet(g)
    suit = reg.state.new_card("56131", 0, ("hand", 0)).id
    drive(enter_play(reg, suit, 0))
    set_form(res, 0, "hero")
    for c in list(res.hand(0)):
        res.state.move(c, ("discard", 0))
    res.state.new_card("01085", 0, ("hand", 0))  # an energy resource
    assert suit not in [c for c, _ in action_abilities(res, 0)]  # it needs a mental resource too
    res.state.new_card("01084", 0, ("hand", 0))  # a mental resource
    assert suit in [c for c, _ in action_abilities(res, 0)]
    assert suit not in [c for c, _ in action_abilities(reg, 0)]


def test_hard_to_hit_also_answers_her_attack_on_a_leader() -> None:
    """Hard to Hit: "after attached Spider-Woman resolves an attack" includes her attack on the other team's leader
    (Civil War rulebook, "When the Enemy Leader Attacks Your Leader")."""
    from mcdesk.games.champions.engine.rivalry import leader_attacks_leader

    g = game(res="spider_woman")
    reg, res = g.areas
    _quiet(g)
    sw = reg.villain()
    fin = next(c for c in reg.attachments(sw) if reg.facts(c).name == "Finesse")
    reg.state.cards[fin].counters = 0
    hth = res.state.new_card("56213", 0, ("hand", 0)).id
    drive(enter_play(res, hth, 0), passing)
    drive(leader_attacks_leader(reg, sw), passing)
    assert reg.state.cards[fin].counters >= 2
    assert res.state.cards[hth].zone == (DISCARD, 0)

""""The enemy team" in competitive play is the other team (Civil War rulebook, "Unique Rule and Other Abilities"): what
it searches for and deals, its first player chooses. Choosing Sides / Now It's Personal and the leader's earned basic
cards ("Leader-Specific Basic Cards")."""

from __future__ import annotations

from mcdesk.core.decisions import Decision
from mcdesk.games.champions.engine.schemes import remove_threat
from mcdesk.games.champions.engine.state import DISCARD, ENCOUNTER_DECK, FACEDOWN_ENCOUNTER, HAND, PLAY, SET_ASIDE
from mcdesk.games.champions.engine.zones import discard_card

from .cards_util import drive, game, resolve_ability, reveal_card


def _recording(seen: list[Decision]):  # type: ignore[no-untyped-def]
    def choose(d: Decision) -> str:
        seen.append(d)
        return d.options[-1].key

    return choose


def test_targeted_strike_the_enemy_team_chooses_the_card_dealt_to_you() -> None:
    """Targeted Strike (56205 in area 0): the enemy team searches the top 5 cards and deals one to you facedown; the
    other team's first player makes that choice (seat 3 in 2v2 with the resistance first player token on player 2)."""
    g = game(players=2)
    reg, res = g.areas
    res.state.first_player = 1
    top5 = list(reg.state.zone(ENCOUNTER_DECK)[:5])
    had = list(reg.state.zone(FACEDOWN_ENCOUNTER, 0))
    seen: list[Decision] = []
    reveal_card(reg, "56205", player=0, choose=_recording(seen))
    search = [d for d in seen if "top 5" in d.prompt]
    assert search and all(d.player == g.seat(1, 1) == 3 for d in search)
    dealt = [c for c in reg.state.zone(FACEDOWN_ENCOUNTER, 0) if c not in had]
    assert len(dealt) == 1 and dealt[0] in top5


def test_a_search_of_the_whole_deck_is_chosen_by_the_other_team() -> None:
    """S.H.I.E.L.D. Recruits / Gathering Support style searches ("the enemy team searches the encounter deck for
    1 per player minions and deals one to each player on your team") are the other team's choice."""
    from mcdesk.games.champions.cards.vocabulary.enemy_team import DealFoundToEachPlayer
    from mcdesk.games.champions.engine.abilities import Ctx

    g = game(players=2)
    reg, res = g.areas
    had = [len(reg.state.zone(FACEDOWN_ENCOUNTER, p)) for p in (0, 1)]
    seen: list[Decision] = []
    eff = DealFoundToEachPlayer(lambda g, c: g.facts(c).type_code == "minion", "a minion")
    drive(eff.resolve(Ctx(reg, reg.main_scheme() or 0, 0)), _recording(seen))
    assert seen and all(d.player in (g.seat(1, 0), g.seat(1, 1)) for d in seen)
    assert all(d.player == g.seat(1, res.state.first_player) for d in seen)
    assert [len(reg.state.zone(FACEDOWN_ENCOUNTER, p)) for p in (0, 1)] == [had[0] + 1, had[1] + 1]


def test_cards_dealt_facedown_are_revealed_in_the_order_dealt() -> None:
    """Civil War rulebook: a player with more than one encounter card to reveal reveals them in the order they were
    dealt (a card a search deals joins the end of the line)."""
    from mcdesk.games.champions.cards.vocabulary.enemy_team import deal_facedown
    from mcdesk.games.champions.engine.encounter import deal_encounter_card

    g = game()
    reg, _ = g.areas
    had = list(reg.state.zone(FACEDOWN_ENCOUNTER, 0))
    drive(deal_encounter_card(reg, 0))
    first = reg.state.zone(FACEDOWN_ENCOUNTER, 0)[-1]
    second = reg.state.zone(ENCOUNTER_DECK)[3]
    deal_facedown(reg, second, 0)
    assert reg.state.zone(FACEDOWN_ENCOUNTER, 0) == had + [first, second]


def _choosing_sides(area) -> int:  # type: ignore[no-untyped-def]
    return next(s for s in area.side_schemes() if area.facts(s).name == "Choosing Sides")


def test_choosing_sides_defeated_deals_the_enemy_teams_choice_and_flips_to_now_its_personal() -> None:
    """Choosing Sides: after its last threat is removed, the enemy team searches the top 5 cards for 1 per player
    cards and deals one to each player facedown; then it flips and Now It's Personal goes to the first player."""
    g = game(players=2)
    reg, res = g.areas
    reg.state.first_player = 1
    cs = _choosing_sides(reg)
    reg.state.cards[cs].threat = 2
    had = [len(reg.state.zone(FACEDOWN_ENCOUNTER, p)) for p in (0, 1)]
    seen: list[Decision] = []
    drive(remove_threat(reg, cs, 2, None, by_player=0), _recording(seen))
    deals = [d for d in seen if "top 5" in d.prompt]
    assert len(deals) == 2 and all(d.player == g.seat(1, res.state.first_player) for d in deals)
    assert [len(reg.state.zone(FACEDOWN_ENCOUNTER, p)) for p in (0, 1)] == [had[0] + 1, had[1] + 1]
    assert reg.facts(cs).name == "Now It's Personal" and reg.state.cards[cs].zone == (PLAY, 1)


def test_now_its_personal_each_player_earns_two_of_your_leaders_cards_for_good() -> None:
    """Now It's Personal's Action: every player of your team picks 2 of the set-aside cards of your leader and puts
    them in hand; they are part of that player's deck for the rest of the game (discarded, they go to
    that player's discard pile). Your leader's cards are your own area's (Iron Man's for the registration team)."""
    g = game(players=2)
    reg, _ = g.areas
    cs = _choosing_sides(reg)
    reg.state.cards[cs].threat = 1
    drive(remove_threat(reg, cs, 1, None, by_player=0))
    aside = [c for c in reg.state.zone(SET_ASIDE) if reg.facts(c).faction_code == "basic"]
    assert len(aside) == 4 and {reg.facts(c).set_code for c in aside} == {"iron_man_leader"}
    hands = [set(reg.hand(0)), set(reg.hand(1))]
    seen: list[Decision] = []
    resolve_ability(reg, cs, player=0, choose=_recording(seen))
    earned = [set(reg.hand(p)) - hands[p] for p in (0, 1)]
    assert [len(e) for e in earned] == [2, 2]
    assert earned[0] | earned[1] == set(aside)
    order = reg.players_in_order()
    # The second player's last card is the only one left: it is not asked.
    assert [d.player for d in seen] == [g.seat(0, order[0])] * 2 + [g.seat(0, order[1])]
    for p in (0, 1):
        for c in earned[p]:
            assert reg.state.cards[c].owner == p
    c = next(iter(earned[1]))
    discard_card(reg, c)
    assert reg.state.cards[c].zone == (DISCARD, 1)
    assert not [x for x in reg.state.zone(SET_ASIDE) if reg.facts(x).faction_code == "basic"]
    assert all(reg.state.cards[x].zone[0] == HAND for x in earned[0])


def test_daredevil_the_enemy_team_chooses_the_character_to_exhaust() -> None:
    """Daredevil (56189): the enemy team exhausts a character you control: the other team's first player picks it."""
    g = game(res="spider_woman")
    reg, _ = g.areas  # Hell's Kitchen is in Spider-Woman's scenario (area 0)
    ally = reg.state.new_card("01011", 0, (PLAY, 0)).id
    reg.state.cards[ally].exhausted = False
    reg.state.cards[reg.identity(0)].exhausted = False
    seen: list[Decision] = []
    reveal_card(reg, "56189", choose=_recording(seen))
    asked = [d for d in seen if "Exhaust" in d.prompt]
    assert asked and asked[0].player == g.seat(1, 0) == 1
    picked = int(asked[0].options[-1].key.split(":")[1])
    assert reg.state.cards[picked].exhausted


def test_colleen_wing_the_enemy_team_chooses_for_an_unregistered_identity() -> None:
    """Colleen Wing (56112): choose an ally you control, the enemy team choosing instead if you have the
    Unregistered trait (an Unregistered Super in your play area gives it); that ally is discarded."""
    g = game(reg="captain_marvel")
    _, res = g.areas  # Heroes for Hire is in Captain Marvel's scenario (area 1)
    a1 = res.state.new_card("01011", 0, (PLAY, 0)).id
    a2 = res.state.new_card("01076", 0, (PLAY, 0)).id
    seen: list[Decision] = []
    reveal_card(res, "56112", choose=_recording(seen))
    mine = [d for d in seen if "discard" in d.prompt.lower()]
    assert mine and mine[0].player == g.seat(1, 0)  # not Unregistered: you choose
    res.state.new_card("56114", 0, (PLAY, 0))
    back = a1 if not res.is_in_play(a1) else a2
    res.state.move(back, (PLAY, 0))
    seen.clear()
    reveal_card(res, "56112", choose=_recording(seen))
    theirs = [d for d in seen if "discard" in d.prompt.lower()]
    assert theirs and theirs[0].player == g.seat(0, 0) == 0  # the registration team chooses


def test_life_model_decoy_the_enemy_team_chooses_its_host() -> None:
    """Life Model Decoy (56084): the enemy team attaches it to a minion or their leader."""
    g = game()
    _, res = g.areas  # Maria Hill's set is in Iron Man's scenario (area 1)
    m = res.state.new_card("56184", None, (PLAY, 0)).id  # a minion, so there is a choice
    res.state.cards[m].engaged_with = 0
    seen: list[Decision] = []
    lmd, _ = reveal_card(res, "56084", choose=_recording(seen))
    asked = [d for d in seen if "Attach" in d.prompt]
    assert asked and asked[0].player == g.seat(0, 0)
    assert res.state.cards[lmd].attached_to in (m, res.villain())

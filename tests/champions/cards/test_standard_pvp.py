"""The standard PvP set (Civil War, 56125-56128b and its second copy 56203-56206b): the competitive mode's
replacement of the standard set (Civil War rulebook, "Setting Up a Competitive Game"). Cooperative play never
uses it (test_resistance_schemes.py checks the setup refuses it); these tests put its cards on a cooperative
table, where "the enemy leader" is the villain, "your team" the players, and "your leader" cannot resolve."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack, player_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat

FIRST = ("56125", "56126", "56127", "56128a", "56128b")
SECOND = ("56203", "56204", "56205", "56206a", "56206b")
BOTH = [FIRST, SECOND]
CAUGHT_OFF_GUARD = "01188"  # 1 boost icon
ADVANCE = "01186"
SPIDER_MAN, CAPTAIN_MARVEL = "01001a", "01010a"
RHINO_ATK, RHINO_SCH = 2, 1


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None
    main = g.main_scheme()
    assert main is not None
    return int(g.state.cards[main].threat)


@pytest.mark.parametrize("codes", BOTH)
def test_righteous_cause_the_leader_schemes_with_a_boost_card_more_for_a_team(codes: tuple[str, ...]) -> None:
    """Righteous Cause: the enemy leader schemes; with more than 1 player it is given an additional boost card
    for this activation. Edge: solo, one boost card."""
    for heroes, boosts in (([SPIDER_MAN], 1), ([SPIDER_MAN, CAPTAIN_MARVEL], 2)):
        h = Harness(heroes=heroes, encounter_deck=[CAUGHT_OFF_GUARD] * 4)
        h.add(codes[0], "facedown_encounter", 0)
        h.start(lambda g: reveal_facedown(g, 0))
        assert _main_threat(h) == RHINO_SCH + boosts


@pytest.mark.parametrize("codes", BOTH)
def test_whatever_it_takes_the_leader_attacks_a_hero(codes: tuple[str, ...]) -> None:
    """Whatever It Takes (Hero): the enemy leader attacks you. Edge: in alter-ego form it would attack "your
    leader", which cannot resolve in cooperative play: nothing happens."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    h.add(codes[1], "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == RHINO_ATK
    h2 = Harness(encounter_deck=[ADVANCE, ADVANCE])
    h2.add(codes[1], "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(h2.identities[0]).damage == 0 and _main_threat(h2) == 0 and g2.pending is None


@pytest.mark.parametrize("codes", BOTH)
def test_targeted_strike_deals_you_a_card_from_the_top_five(codes: tuple[str, ...]) -> None:
    """Targeted Strike: the enemy team (the players) chooses a card among the top 5 of the encounter deck; it is
    dealt to you facedown. Edge: the sixth card cannot be chosen."""
    deck = [ADVANCE] * 5 + [CAUGHT_OFF_GUARD]
    h = Harness(encounter_deck=deck)
    strike = h.add(codes[2], "encounter_discard")
    g = h.start(lambda g: g.script(strike).when_revealed[""].resolve(Ctx(g, strike, 0)))
    d = g.pending
    assert d is not None and {g.state.cards[o.cards[0]].code for o in d.options} == {ADVANCE}
    assert len(d.options) == 5
    h.run([d.options[0].key])
    dealt = g.state.zone("facedown_encounter", 0)
    assert [g.state.cards[c].code for c in dealt] == [ADVANCE] and g.state.cards[dealt[0]].face_down


@pytest.mark.parametrize("codes", BOTH)
def test_targeted_strike_boost_gains_one_icon_per_player(codes: tuple[str, ...]) -> None:
    """Targeted Strike Boost: this card gains 1 boost icon for each player (2 players: +2 ATK; it has no printed
    boost icon)."""
    h = Harness(heroes=[CAPTAIN_MARVEL, SPIDER_MAN], encounter_deck=[codes[2], ADVANCE])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == RHINO_ATK + 2


@pytest.mark.parametrize("codes", BOTH)
def test_choosing_sides_caps_attack_damage_to_the_leader(codes: tuple[str, ...]) -> None:
    """Choosing Sides: the enemy leader cannot take more than 2 damage from each attack. Edge: damage that is
    not an attack is not capped."""
    h = Harness()
    h.form(0, "hero")
    h.add(codes[3], "villain_area", threat=4)
    h.start(lambda g: player_attack(g, h.identities[0], h.villain, 5, 0))
    assert h.card(h.villain).damage == 2
    h2 = Harness()
    h2.add(codes[3], "villain_area", threat=4)
    h2.start(lambda g: deal_damage(g, h2.villain, 5, None))
    assert h2.card(h2.villain).damage == 5


@pytest.mark.parametrize("codes", BOTH)
def test_choosing_sides_flips_to_now_its_personal_when_its_last_threat_is_removed(codes: tuple[str, ...]) -> None:
    """Choosing Sides (permanent): after its last threat is removed, the players choose 1 per player among the
    top 5 encounter cards, each dealt facedown, and the card flips to Now It's Personal, given to the first
    player. Edge: permanent, it is not discarded as a side scheme with no threat would be."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE] * 6)
    side = h.add(codes[3], "villain_area", threat=2)
    g = h.start(lambda g: remove_threat(g, side, 2, None, by_player=0))
    while g.pending is not None and g.pending.kind.value != "turn":
        h.answer(g.pending.options[0].key)
    assert len(g.state.zone("facedown_encounter", 0)) == 1 and len(g.state.zone("facedown_encounter", 1)) == 1
    assert h.card(side).code == codes[4] and h.card(side).zone == ("play", 0)


@pytest.mark.parametrize("codes", BOTH)
def test_now_its_personal_is_not_offered_in_cooperative_play(codes: tuple[str, ...]) -> None:
    """Now It's Personal: Action: remove this card from the game → each player of your team takes 2 of your
    leader's set-aside player cards. "Your leader" cannot resolve in cooperative play, so the action could change
    nothing the players want: it is not offered. Edge: the card stays where it is."""
    h = Harness()
    personal = h.add(codes[4], "play", 0)
    g = h.start_turn(0)
    assert g.pending is not None and not any(personal in o.cards for o in g.pending.options)
    assert h.card(personal).zone == ("play", 0)
    assert "competitive" in g.script(personal).rules_text()

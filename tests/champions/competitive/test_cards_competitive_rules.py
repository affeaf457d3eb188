"""The competitive rules the cards meet (Civil War rulebook, "Unique Rule and Other Abilities", "Competitive Mode
Rules" and the competitive FAQ)."""

from __future__ import annotations

from mcdesk.games.champions.cards.vocabulary.enemy_team import HINDER_IF_TEAM
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.competitive.setup import CompetitiveSetup
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import deal_damage
from mcdesk.games.champions.engine.playing import unique_conflict
from mcdesk.games.champions.engine.state import FACEDOWN_ENCOUNTER, PLAY, VILLAIN_AREA

from .cards_util import attach, card_of, drive, game, passing, reveal_card, set_form
from .conftest import started, team

SPIDER_WOMAN_ALLY = "01011"


def test_the_unique_rule_applies_within_a_team_only() -> None:
    """The unique rule only applies to your and your teammates' player cards: the same unique ally may be in play in
    both teams' areas, but not twice on one team."""
    g = game(players=2)
    reg, res = g.areas
    reg.state.new_card(SPIDER_WOMAN_ALLY, 0, (PLAY, 0))
    theirs = res.state.new_card(SPIDER_WOMAN_ALLY, 0, ("hand", 0)).id
    assert not unique_conflict(res, theirs)
    mate = reg.state.new_card(SPIDER_WOMAN_ALLY, 1, ("hand", 1)).id
    assert unique_conflict(reg, mate)


def test_an_enemy_leader_or_minion_sharing_a_title_with_your_character_is_fine() -> None:
    """FAQ: it does not matter if the enemy leader or a minion shares a title with a character you control: the
    unique rule only applies to friendly characters in competitive mode."""
    g = game(res="spider_woman")
    reg, _ = g.areas  # the registration team (area 0) fights the Spider-Woman leader
    ally = reg.state.new_card(SPIDER_WOMAN_ALLY, 0, ("hand", 0)).id
    assert reg.facts(reg.villain()).name == reg.facts(ally).name == "Spider-Woman"
    assert not unique_conflict(reg, ally)
    luke = reg.state.new_card("01076", 0, (PLAY, 0)).id  # the Luke Cage ally, then the Luke Cage minion revealed
    assert reg.is_in_play(luke)
    minion, _ = reveal_card(reg, "56184")
    assert reg.is_in_play(minion)  # not discarded as a unique card already in play


def test_a_leader_set_card_naming_the_leader_means_the_leader_only() -> None:
    """A card of a leader's encounter set naming the leader means that leader, never a hero or ally of that title:
    Iron Man's attachments go on the Iron Man leader even with an Iron Man hero at the table, and Captain Marvel's
    Energy Channel is her set's card, never the Captain Marvel hero's upgrade of the same name."""
    setup = CompetitiveSetup(team("registration", "iron_man", ("spider-man-justice",)),
                             team("resistance", "captain_america", ("iron-man-aggression",)))
    g = started(CompetitiveGame(setup, 3))
    res = g.areas[1]  # the resistance team's Iron Man hero fights the Iron Man leader
    assert res.facts(res.identity(0)).name in ("Iron Man", "Tony Stark")
    helmet = card_of(res, "56067")
    hosts = res.script(helmet).attach_to
    assert hosts is not None and hosts(Ctx(res, helmet, 0)) == [res.villain()]
    g2 = game(reg="captain_marvel")
    res2 = g2.areas[1]  # the resistance deck here is Captain Marvel's
    on_her = [c for c in res2.attachments(res2.villain()) if res2.facts(c).name == "Energy Channel"]
    assert len(on_her) == 1 and res2.facts(on_her[0]).set_code == "captain_marvel_leader"
    assert any(res2.state.cards[c].code == "01018" for c in res2.state.cards)  # the hero's card is in that game


def test_enemies_are_the_leader_and_minions_of_your_area_only() -> None:
    """"Enemy/enemies" refer to the leader you fight and the minions on your side, never the other team's allies or
    identities."""
    g = game()
    reg, res = g.areas
    theirs = res.state.new_card(SPIDER_WOMAN_ALLY, 0, (PLAY, 0)).id
    assert set(reg.enemies()) <= set(reg.state.cards)
    assert theirs not in reg.enemies() and res.identity(0) not in reg.enemies()
    assert reg.enemies() == [reg.villain()] + reg.minions()


def test_per_player_counts_your_team_only() -> None:
    """"The players / each player / per player" only apply to the players on your team: in 2v2, stage 1B's hinder 2
    per player is 4, not 8."""
    g = game(players=2)
    reg, res = g.areas
    assert reg.player_count() == res.player_count() == 2
    cs = next(s for s in reg.side_schemes() if reg.facts(s).name == "Choosing Sides")
    before = reg.state.cards[cs].threat
    drive(HINDER_IF_TEAM.resolve(Ctx(reg, cs, 0)), passing)
    assert reg.state.cards[cs].threat == before + 4


def test_obligations_are_shuffled_into_each_teams_encounter_deck() -> None:
    """FAQ: obligations are still shuffled into the encounter deck in competitive play: each area's deck holds the
    obligations of its own team's identities."""
    g = game(players=2)
    for area in g.areas:
        obligations = {area.facts(c).set_code for c in area.state.cards
                       if area.facts(c).type_code == "obligation" and area.facts(c).set_code != "standard_pvp"}
        assert len(obligations) == 2, obligations


def test_a_stage_two_leader_revealed_deals_to_your_team_and_takes_no_more_damage_this_phase() -> None:
    """FAQ: stage II revealed in the villain phase: its When Revealed deals a facedown encounter card to each player
    on your team; that leader cannot take any more damage until the end of the phase."""
    g = game(players=2)
    reg, res = g.areas
    g.state.current_area = 0
    cap = reg.villain()
    reg.state.cards[cap].tough = 0
    for s in list(reg.side_schemes()):
        reg.state.move(s, ("removed", None))
    before = [len(res.state.zone(FACEDOWN_ENCOUNTER, p)) for p in (0, 1)]
    drive(deal_damage(reg, cap, reg.hit_points(cap), None))
    stage2 = reg.villain()
    assert stage2 != cap and reg.facts(stage2).stage == "II"
    assert all(len(reg.state.zone(FACEDOWN_ENCOUNTER, p)) >= 1 for p in (0, 1))
    assert [len(res.state.zone(FACEDOWN_ENCOUNTER, p)) for p in (0, 1)] == before
    dealt, _ = drive(deal_damage(reg, stage2, 3, None))
    assert dealt == 0 and reg.state.cards[stage2].damage == 0


def test_caps_shield_on_a_defeated_identity_goes_back_to_the_captain_america_leader() -> None:
    """FAQ: Cap's Shield attached to an identity that is defeated attaches to the Captain America leader (a
    permanent attachment that becomes unattached resolves its "attach to" text), who gets a tough status card."""
    g = game(players=2)
    reg, _ = g.areas
    cap = reg.villain()
    hero = set_form(reg, 0, "hero")
    shield = next(c for c in reg.state.cards if reg.facts(c).name == "Cap's Shield")
    attach(reg, reg.state.cards[shield].code, hero)
    reg.state.cards[shield].zone = reg.state.cards[shield].zone
    assert reg.state.cards[shield].attached_to == hero
    reg.state.cards[cap].tough = 0
    drive(deal_damage(reg, hero, reg.hit_points(hero), None))
    assert reg.state.players[0].eliminated
    assert reg.state.cards[shield].attached_to == cap and reg.state.cards[shield].zone == (VILLAIN_AREA, None)
    assert reg.state.cards[cap].tough == 1

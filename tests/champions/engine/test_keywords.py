"""Keywords and icons (issue point 9).

Where no core card has a keyword, a test changes a card's facts in its own copy of the database. The database
keeps the built-in facts but no card scripts except those a test adds, so only the rules are checked.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.vocabulary import (
    YOUR_IDENTITY,
    Damage,
    PreventAll,
    RemoveCounter,
    resource,
    script,
    triggered,
)
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import CardScript, Gen, Timing
from mcdesk.games.champions.engine.combat import attackable_enemies, deal_damage, enemy_attack
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat, target_threat, thwartable_schemes
from mcdesk.games.champions.engine.zones import discard_card

SPIDER_MAN, CAPTAIN_MARVEL, BLACK_PANTHER = "01001a", "01010a", "01040a"
RHINO = "01094"
ADVANCE = "01186"  # treachery without boost icons
SHOCKER = "01103"  # 2 boost icons
HYDRA_MERCENARY = "01101"  # guard, 3 hit points, Hydra
HYDRA_BOMBER = "01110"  # 2 hit points, Hydra
SANDMAN = "01102"  # toughness
VULTURE = "01167"  # quickstrike, ATK 3
WHIPLASH = "01172"  # retaliate 1, 4 hit points
HEART_SHAPED_HERB = "01158"  # treachery with surge
CROWD_CONTROL = "01108"  # side scheme, crisis, starting threat 2 per player
BOMB_SCARE = "01109"  # side scheme, acceleration, starting threat 2 (fixed)
BREAKIN = "01107"  # side scheme, hazard
AUNT_MAY, WEB_SHOOTER, BACKFLIP = "01006", "01008", "01003"


def bare_db(*scripts: CardScript, facts: dict[str, dict[str, Any]] | None = None) -> CardDatabase:
    """The built-in facts and scenarios with no card scripts but ``scripts``, and some facts changed."""
    from mcdesk.games.champions.cards.database import default_database

    base = default_database()
    db = CardDatabase(facts=dict(base.facts), scripts={s.code: s for s in scripts}, scenarios=dict(base.scenarios))
    for code, changes in (facts or {}).items():
        db.facts[code] = dataclasses.replace(db.facts[code], **changes)
    return db


def kw(**keywords: Any) -> dict[str, Any]:
    """Facts changes giving a card exactly these keywords."""
    return {"keywords": tuple(keywords.items())}


def codes(g: Game, zone: str, player: int | None = None) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zone(zone, player)]


def nothing(g: Game) -> Gen[None]:
    return
    yield


# -- guard, patrol -------------------------------------------------------------------------------------------
def test_guard_minion_engaged_with_you_protects_the_villain() -> None:
    """Rules Reference "Guard": while a guard minion is engaged with a player, that player cannot attack the
    villain; another player can."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db())
    merc = h.add(HYDRA_MERCENARY, "engaged", 0)
    bomber = h.add(HYDRA_BOMBER, "engaged", 1)
    g = h.start(nothing)
    assert attackable_enemies(g, 0) == [merc, bomber]
    assert attackable_enemies(g, 1) == [h.villain, merc, bomber]


def test_guard_basic_attack_must_target_the_minion() -> None:
    """Rules Reference "Guard": the hero's basic attack can only target the guard (or another minion)."""
    h = Harness(db=bare_db())
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])  # the minion is the only target: no question
    assert h.card(merc).damage == 2 and h.card(h.villain).damage == 0


def test_patrol_minion_prevents_thwarting_the_main_scheme() -> None:
    """Rules Reference "Patrol": while a patrol minion is engaged with a player, that player cannot thwart the
    main scheme (side schemes can be)."""
    db = bare_db(facts={HYDRA_MERCENARY: kw(patrol=None)})
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=db)
    h.form(0, "hero")
    h.add(HYDRA_MERCENARY, "engaged", 0)
    side = h.add(BOMB_SCARE, "villain_area", threat=2)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    g = h.start(nothing)
    assert thwartable_schemes(g, 0) == [side]
    assert thwartable_schemes(g, 1) == [h.main_scheme, side]


def test_patrol_leaves_no_thwart_option_when_only_the_main_scheme_has_threat() -> None:
    """Rules Reference "Patrol": the basic thwart is not offered when the main scheme is the only target."""
    db = bare_db(facts={HYDRA_MERCENARY: kw(patrol=None)})
    h = Harness(db=db)
    h.form(0, "hero")
    h.add(HYDRA_MERCENARY, "engaged")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    h.start_turn(0)
    assert f"thwart:{h.identities[0]}" not in h.keys()


# -- hinder, incite ------------------------------------------------------------------------------------------
def test_hinder_places_threat_on_the_revealed_side_scheme() -> None:
    """Rules Reference "Hinder X": when revealed, place X threat on that card (here 1 per player, 2 players,
    on top of its starting threat of 2 per player)."""
    db = bare_db(facts={CROWD_CONTROL: kw(hinder="1 per_hero")})
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=db)
    side = h.add(CROWD_CONTROL, "facedown", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.state.zone("villain_area") == [side]
    assert h.card(side).threat == 4 + 2


def test_incite_places_threat_on_the_main_scheme() -> None:
    """Rules Reference "Incite X": when a player reveals a card with incite X, they place X threat on the main
    scheme."""
    db = bare_db(facts={HYDRA_BOMBER: kw(incite=2)})
    h = Harness(db=db)
    bomber = h.add(HYDRA_BOMBER, "facedown")
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.main_scheme).threat == 2
    assert g.minions(0) == [bomber]


def test_incite_on_a_treachery() -> None:
    """Rules Reference "Incite X": any revealed card type; the treachery is then discarded."""
    db = bare_db(facts={ADVANCE: kw(incite=1)})
    h = Harness(db=db)
    h.add(ADVANCE, "facedown")
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.main_scheme).threat == 1
    assert codes(g, "encounter_discard") == [ADVANCE]


# -- overkill, piercing, ranged, retaliate -------------------------------------------------------------------
def test_overkill_player_attack_excess_goes_to_the_villain() -> None:
    """Rules Reference "Overkill": excess damage dealt to a minion by an overkill attack is dealt to the
    villain (and that is not an attack on the villain)."""
    db = bare_db(facts={SPIDER_MAN: kw(overkill=None)})
    h = Harness(db=db)
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged", damage=2)  # 1 hit point left
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    assert codes(g, "encounter_discard") == [HYDRA_MERCENARY]
    assert h.card(h.villain).damage == 1
    assert merc not in g.minions()


def test_no_overkill_no_excess_to_the_villain() -> None:
    """Rules Reference "Excess Damage": without overkill, excess damage is lost."""
    h = Harness(db=bare_db())
    h.form(0, "hero")
    h.add(HYDRA_MERCENARY, "engaged", damage=2)
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    assert h.card(h.villain).damage == 0


def test_overkill_enemy_attack_excess_on_an_ally_goes_to_its_identity() -> None:
    """Rules Reference "Overkill": excess damage dealt to an ally by an overkill attack is dealt to the identity
    of the player who controls the ally."""
    db = bare_db(facts={RHINO: kw(overkill=None)})
    h = Harness(encounter_deck=[SHOCKER], db=db)
    h.form(0, "hero")
    widow = h.add("Black Widow", "play")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run([f"defend:{widow}"])
    assert codes(g, "discard", 0) == ["01075"]
    assert h.card(h.identities[0]).damage == 2  # 2 + 2 boost icons = 4 on a 2 hit point ally


def test_piercing_discards_tough_before_damage() -> None:
    """Rules Reference "Piercing": an attack with piercing discards the target's tough status cards before
    dealing its damage."""
    db = bare_db(facts={SPIDER_MAN: kw(piercing=None)})
    h = Harness(db=db)
    h.form(0, "hero")
    sandman = h.add(SANDMAN, "engaged", tough=1)
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{sandman}"])
    assert h.card(sandman).tough == 0 and h.card(sandman).damage == 2

    h2 = Harness(db=bare_db())
    h2.form(0, "hero")
    sandman2 = h2.add(SANDMAN, "engaged", tough=1)
    h2.start_turn(0)
    h2.run([f"attack:{h2.identities[0]}", f"card:{sandman2}"])
    assert h2.card(sandman2).tough == 0 and h2.card(sandman2).damage == 0


def test_piercing_enemy_attack() -> None:
    """Rules Reference "Piercing" (enemy attacks too)."""
    db = bare_db(facts={RHINO: kw(piercing=None)})
    h = Harness(encounter_deck=[ADVANCE], db=db)
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 and h.card(h.identities[0]).tough == 0


def test_retaliate_hits_the_attacker_who_survives() -> None:
    """Rules Reference "Retaliate X": after a character with retaliate X is attacked, deal X damage to the
    attacker."""
    h = Harness(db=bare_db())
    h.form(0, "hero")
    whip = h.add(WHIPLASH, "engaged")
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{whip}"])
    assert h.card(whip).damage == 2
    assert h.card(h.identities[0]).damage == 1


def test_retaliate_needs_the_character_to_survive() -> None:
    """Rules Reference "Retaliate X": the character with retaliate must survive the attack to deal its damage."""
    h = Harness(db=bare_db())
    h.form(0, "hero")
    whip = h.add(WHIPLASH, "engaged", damage=2)
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{whip}"])
    assert codes(g, "encounter_discard") == [WHIPLASH]
    assert h.card(h.identities[0]).damage == 0


def test_ranged_attack_ignores_retaliate() -> None:
    """Rules Reference "Ranged": an attack with ranged ignores the retaliate keyword."""
    db = bare_db(facts={SPIDER_MAN: kw(ranged=None)})
    h = Harness(db=db)
    h.form(0, "hero")
    whip = h.add(WHIPLASH, "engaged")
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{whip}"])
    assert h.card(whip).damage == 2
    assert h.card(h.identities[0]).damage == 0


def test_retaliate_on_a_hero_and_ranged_enemies() -> None:
    """Rules Reference "Retaliate X" / "Ranged": a hero with retaliate hits the enemy attacking it, unless the
    enemy's attack is ranged."""
    h = Harness(heroes=[BLACK_PANTHER], encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 and h.card(h.villain).damage == 1

    h2 = Harness(heroes=[BLACK_PANTHER], encounter_deck=[ADVANCE], db=bare_db(facts={RHINO: kw(ranged=None)}))
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).damage == 2 and h2.card(h2.villain).damage == 0


# -- quickstrike, surge, teamwork, toughness ------------------------------------------------------------------
def test_quickstrike_attacks_a_hero_when_it_engages() -> None:
    """Rules Reference "Quickstrike": after the minion engages a player in hero form, it attacks that player."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    vulture = h.add(VULTURE, "facedown")
    g = h.start(lambda g: reveal_facedown(g, 0))
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DEFEND and d.source == vulture
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 3
    assert g.minions(0) == [vulture]


def test_quickstrike_does_not_attack_an_alter_ego() -> None:
    """Rules Reference "Quickstrike": only a player whose identity is in hero form is attacked."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db())
    vulture = h.add(VULTURE, "facedown")
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.pending is None
    assert h.card(h.identities[0]).damage == 0 and h.card(h.main_scheme).threat == 0
    assert g.minions(0) == [vulture]


def test_surge_reveals_another_card_after_resolving() -> None:
    """Rules Reference "Surge": after the card is revealed and resolved, the player reveals another encounter
    card from the top of the encounter deck."""
    h = Harness(encounter_deck=[HYDRA_BOMBER, ADVANCE], db=bare_db())
    h.add(HEART_SHAPED_HERB, "facedown")
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert codes(g, "encounter_discard") == [HEART_SHAPED_HERB]
    assert [g.state.cards[m].code for m in g.minions(0)] == [HYDRA_BOMBER]
    assert codes(g, "encounter_deck") == [ADVANCE]  # one card only
    herb = next(i for i, line in enumerate(g.log_lines) if "reveals Heart-Shaped Herb" in line)
    bomber = next(i for i, line in enumerate(g.log_lines) if "reveals Hydra Bomber" in line)
    assert herb < bomber


def test_teamwork_minion_activates_when_another_minion_shares_the_trait() -> None:
    """Civil War "Teamwork (TRAIT)": after a minion with teamwork enters play and engages a player, if another
    minion with that trait is in play, the new minion activates against that player."""
    db = bare_db(facts={HYDRA_BOMBER: kw(teamwork="Hydra")})
    h = Harness(encounter_deck=[ADVANCE], db=db)
    h.form(0, "hero")
    h.add(HYDRA_MERCENARY, "engaged")
    bomber = h.add(HYDRA_BOMBER, "facedown")
    g = h.start(lambda g: reveal_facedown(g, 0))
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DEFEND and d.source == bomber
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 1

    # Alone (no other Hydra minion), it does not activate.
    h2 = Harness(encounter_deck=[ADVANCE], db=db)
    h2.form(0, "hero")
    h2.add(SANDMAN, "engaged")
    h2.add(HYDRA_BOMBER, "facedown")
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert g2.pending is None and h2.card(h2.identities[0]).damage == 0


def test_teamwork_against_an_alter_ego_schemes() -> None:
    """Civil War "Teamwork (TRAIT)": the activation against an alter-ego is a scheme."""
    db = bare_db(facts={HYDRA_BOMBER: kw(teamwork="Hydra")})
    h = Harness(db=db)
    h.add(HYDRA_MERCENARY, "engaged")
    h.add(HYDRA_BOMBER, "facedown")
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.main_scheme).threat == 1


def test_toughness_minion_enters_play_with_a_tough_card() -> None:
    """Rules Reference "Toughness": when a character with toughness enters play, place a tough status card on it."""
    h = Harness(db=bare_db())
    sandman = h.add(SANDMAN, "facedown")
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(sandman).tough == 1


def test_toughness_ally_enters_play_with_a_tough_card() -> None:
    """Rules Reference "Toughness" (an ally played from hand)."""
    h = Harness(db=bare_db())
    cage = h.add("Luke Cage", "hand")
    e1 = h.add("Energy", "hand")
    e2 = h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"play:{cage}", f"pay:discard:{e1}", f"pay:discard:{e2}"])
    assert h.card(cage).zone == ("play", 0) and h.card(cage).tough == 1


# -- uses, restricted, permanent, victory ----------------------------------------------------------------------
WEB_SHOOTER_SCRIPT = script(WEB_SHOOTER, resource({"wild": 1}, costs=[RemoveCounter("web")]))


def test_uses_card_enters_play_with_its_counters() -> None:
    """Rules Reference "Uses (X "type")": when a card with uses enters play, place X counters on it."""
    h = Harness(db=bare_db(WEB_SHOOTER_SCRIPT))
    web = h.add(WEB_SHOOTER, "hand")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"play:{web}", f"pay:discard:{energy}"])
    assert h.card(web).zone == ("play", 0) and h.card(web).counters == 3


def test_uses_card_is_discarded_when_its_last_counter_is_used() -> None:
    """Rules Reference "Uses (X "type")": after the last counter is removed (and the effect resolves), discard
    the card."""
    h = Harness(db=bare_db(WEB_SHOOTER_SCRIPT))
    web = h.add(WEB_SHOOTER, "play", counters=1)
    aunt = h.add(AUNT_MAY, "hand")
    g = h.start_turn(0)
    h.run([f"play:{aunt}", f"pay:resource:{web}:0"])
    assert h.card(aunt).zone == ("play", 0)
    assert codes(g, "discard", 0) == [WEB_SHOOTER]


def test_uses_card_with_counters_left_stays() -> None:
    h = Harness(db=bare_db(WEB_SHOOTER_SCRIPT))
    web = h.add(WEB_SHOOTER, "play", counters=2)
    aunt = h.add(AUNT_MAY, "hand")
    h.start_turn(0)
    h.run([f"play:{aunt}", f"pay:resource:{web}:0"])
    assert h.card(web).zone == ("play", 0) and h.card(web).counters == 1


def test_restricted_third_card_forces_a_discard_down_to_two() -> None:
    """Rules Reference "Restricted": a player cannot control more than two restricted cards; with a third they
    immediately choose and discard restricted cards down to two."""
    restricted = kw(restricted=None)
    db = bare_db(facts={"01026": restricted, "01063": restricted, "01034": restricted})
    h = Harness(db=db)
    law = h.add("01026", "play")
    room = h.add("01063", "play")
    tower = h.add("01034", "hand")  # Stark Tower, cost 2
    energy = h.add("Energy", "hand")
    g = h.start_turn(0)
    h.answer(f"play:{tower}")
    h.answer(f"pay:discard:{energy}")
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DISCARD
    assert sorted(d.keys) == sorted(f"card:{c}" for c in (law, room, tower))
    h.run([f"card:{law}"])
    assert codes(g, "discard", 0) == ["01026", "01088"]  # Superhuman Law Division on top of the Energy paid
    assert h.card(room).zone == ("play", 0) and h.card(tower).zone == ("play", 0)


def test_two_restricted_cards_are_fine() -> None:
    restricted = kw(restricted=None)
    db = bare_db(facts={"01026": restricted, "01034": restricted})
    h = Harness(db=db)
    h.add("01026", "play")
    tower = h.add("01034", "hand")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"play:{tower}", f"pay:discard:{energy}"])
    assert h.card(tower).zone == ("play", 0)


def test_permanent_card_cannot_be_discarded_from_play() -> None:
    """Rules Reference "Permanent": a card with the permanent keyword cannot leave play."""
    h = Harness(db=bare_db(facts={AUNT_MAY: {"permanent": True}}))
    aunt = h.add(AUNT_MAY, "play")
    g = h.start(nothing)
    discard_card(g, aunt)
    assert h.card(aunt).zone == ("play", 0)
    assert codes(g, "discard", 0) == []


def test_permanent_keyword_form_too() -> None:
    h = Harness(db=bare_db(facts={AUNT_MAY: kw(permanent=None)}))
    aunt = h.add(AUNT_MAY, "play")
    g = h.start(nothing)
    discard_card(g, aunt)
    assert h.card(aunt).zone == ("play", 0)


def test_permanent_card_of_another_owner_goes_home_when_its_player_is_eliminated() -> None:
    """Rules Reference "Permanent" / "Player Elimination" step 2: cards in the eliminated player's play area
    owned by another player go to the owner's discard pile, even if permanent."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db(facts={"01075": {"permanent": True}}))
    h.form(0, "hero")
    widow = h.add("Black Widow", "play", 0, owner=1)
    g = h.start(lambda g: deal_damage(g, h.identities[0], 10, None))
    assert g.state.players[0].eliminated
    assert codes(g, "discard", 1) == ["01075"] and h.card(widow).zone == ("discard", 1)


def test_victory_minion_goes_to_the_victory_display() -> None:
    """Rules Reference "Victory X": when a card with victory X is defeated, place it in the victory display
    instead of its discard pile."""
    h = Harness(db=bare_db(facts={HYDRA_MERCENARY: kw(guard=None, victory=1)}))
    merc = h.add(HYDRA_MERCENARY, "engaged")
    g = h.start(lambda g: deal_damage(g, merc, 3, None))
    assert codes(g, "victory") == [HYDRA_MERCENARY]
    assert codes(g, "encounter_discard") == []


def test_victory_side_scheme_goes_to_the_victory_display() -> None:
    h = Harness(db=bare_db(facts={BOMB_SCARE: kw(victory=1)}))
    side = h.add(BOMB_SCARE, "villain_area", threat=2)
    g = h.start(lambda g: remove_threat(g, side, 2, None, by_player=0))
    assert codes(g, "victory") == [BOMB_SCARE]


# -- peril, team-up, setup ------------------------------------------------------------------------------------
def _any_identity(ctx: Any, e: Any) -> bool:
    return e.target in ctx.game.identities()


def test_peril_other_players_cannot_trigger_abilities() -> None:
    """Rules Reference "Peril": while a player resolves a card with peril, other players cannot play cards or
    trigger abilities (the resolving player still can)."""
    hurt = script(ADVANCE, when_revealed={"": Damage(YOUR_IDENTITY, 2)})
    save = script(BACKFLIP, triggered(Timing.INTERRUPT, ev.DAMAGE, PreventAll(), event_card=True,
                                      when=_any_identity))

    def table(peril: bool) -> Harness:
        facts = {ADVANCE: kw(peril=None)} if peril else {}
        h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db(hurt, save, facts=facts))
        h.add(BACKFLIP, "hand", 1)
        h.add(ADVANCE, "facedown", 0)
        h.start(lambda g: reveal_facedown(g, 0))
        return h

    h = table(peril=False)
    d = h.pending
    assert d is not None and d.kind is DecisionKind.WINDOW and d.player == 1

    h = table(peril=True)
    assert h.pending is None
    assert h.card(h.identities[0]).damage == 2

    # The peril player may still use their own abilities.
    h3 = Harness(db=bare_db(hurt, save, facts={ADVANCE: kw(peril=None)}))
    flip = h3.add(BACKFLIP, "hand", 0)
    h3.add(ADVANCE, "facedown", 0)
    h3.start(lambda g: reveal_facedown(g, 0))
    assert f"use:{flip}:interrupt-damage" in h3.keys()


def test_peril_ends_with_the_card() -> None:
    """Rules Reference "Peril": only while the card resolves."""
    h = Harness(db=bare_db(facts={ADVANCE: kw(peril=None)}))
    h.add(ADVANCE, "facedown", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.peril_player() is None


def test_team_up_needs_both_named_characters_in_play() -> None:
    """Rules Reference "Team-Up": a card with team-up cannot be played unless both named characters (hero or
    ally) are in play."""
    db = bare_db(facts={AUNT_MAY: {"keywords": (("team-up", "Spider-Man|Black Cat"),)}})

    def can_play(hero_form: bool, cat: bool) -> bool:
        h = Harness(db=db)
        if hero_form:
            h.form(0, "hero")
        if cat:
            h.add("Black Cat", "play")
        aunt = h.add(AUNT_MAY, "hand")
        h.add("Energy", "hand")
        h.start_turn(0)
        return f"play:{aunt}" in h.keys()

    assert can_play(hero_form=True, cat=True)
    assert not can_play(hero_form=True, cat=False)
    assert not can_play(hero_form=False, cat=True)  # Peter Parker is not Spider-Man


def test_setup_keyword_card_begins_the_game_in_play() -> None:
    """Rules Reference "Setup" (keyword): a card with setup begins the game in play."""
    from mcdesk.games.champions.cards.decks import default_setup

    db = bare_db(facts={AUNT_MAY: kw(setup=None)})
    g = Game(default_setup(), 7, db)
    aunts = [c for c in g.state.cards.values() if c.code == AUNT_MAY]
    assert len(aunts) == 1 and aunts[0].zone == ("play", 0) and aunts[0].controller == 0
    assert len(g.hand(0)) == 6  # the hand is drawn after


# -- icons -----------------------------------------------------------------------------------------------------
def test_acceleration_icons_and_tokens_add_threat_in_step_one() -> None:
    """Rules Reference "Acceleration Icon" / "Acceleration Token" and "Villain Phase" step 1: place the
    escalation threat plus one per acceleration icon and token in play."""
    h = Harness(encounter_deck=[ADVANCE] * 4, db=bare_db())
    h.form(0, "hero")
    h.add(BOMB_SCARE, "villain_area", threat=2)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "acceleration", 1))
    g = h.start_villain_phase()
    assert g.pending is not None and g.pending.kind is DecisionKind.DEFEND  # step 2 has begun
    assert h.card(h.main_scheme).threat == 1 + 1 + 1


def test_crisis_icon_protects_the_main_scheme() -> None:
    """Rules Reference "Crisis Icon": while a crisis icon is in play, no threat can be removed from the main
    scheme (side schemes still can)."""
    h = Harness(db=bare_db())
    h.form(0, "hero")
    crowd = h.add(CROWD_CONTROL, "villain_area", threat=2)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    g = h.start(lambda g: remove_threat(g, h.main_scheme, 2, None, by_player=0))
    assert h.card(h.main_scheme).threat == 3
    assert thwartable_schemes(g, 0) == [crowd]


def test_crisis_basic_thwart_goes_to_the_side_scheme() -> None:
    h = Harness(db=bare_db())
    h.form(0, "hero")
    crowd = h.add(CROWD_CONTROL, "villain_area", threat=2)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    h.start_turn(0)
    h.run([f"thwart:{h.identities[0]}"])  # the side scheme is the only choice
    assert h.card(crowd).threat == 1 and h.card(h.main_scheme).threat == 3


def test_hazard_icon_deals_one_more_encounter_card() -> None:
    """Rules Reference "Hazard Icon" / "Villain Phase" step 3: one more encounter card per hazard icon."""
    def discarded_after_villain_phase(hazard: bool) -> int:
        h = Harness(encounter_deck=[ADVANCE] * 6, db=bare_db())
        if hazard:
            h.add(BREAKIN, "villain_area", threat=2)
        g = h.start_villain_phase()
        assert g.pending is None
        return len(g.state.zone("encounter_discard"))

    assert discarded_after_villain_phase(hazard=False) == 2  # Rhino's boost card + 1 dealt card
    assert discarded_after_villain_phase(hazard=True) == 3


def test_per_player_icons_multiply_by_the_players() -> None:
    """Rules Reference "Per Player Icon": the value is multiplied by the number of players who started the
    scenario (villain hit points, threat values; fixed values are not)."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db())
    crowd = h.add(CROWD_CONTROL, "facedown", 0)
    bomb = h.add(BOMB_SCARE, "facedown", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.hit_points(h.villain) == 28  # 14 per player
    assert target_threat(g, h.main_scheme) == 14  # 7 per player
    assert h.card(crowd).threat == 4 and h.card(bomb).threat == 2  # Bomb Scare's starting threat is fixed


def test_per_player_value_does_not_change_when_a_player_is_eliminated() -> None:
    """Rules Reference "Per Player Icon": if a player is eliminated, the value does not change."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db())
    h.form(0, "hero")
    g = h.start(lambda g: deal_damage(g, h.identities[0], 10, None))
    assert g.state.players[0].eliminated
    assert g.hit_points(h.villain) == 28


def test_consequential_damage_after_ally_attack_and_thwart() -> None:
    """Rules Reference "Consequential Damage": after an ally attacks (thwarts) it takes damage equal to the
    consequential damage icons under its ATK (THW)."""
    h = Harness(db=bare_db())
    widow = h.add("Black Widow", "play")
    h.start_turn(0)
    h.run([f"attack:{widow}"])
    assert h.card(h.villain).damage == 1 and h.card(widow).damage == 1

    h2 = Harness(db=bare_db())
    widow2 = h2.add("Black Widow", "play")
    h2.set(lambda g: setattr(g.state.cards[h2.main_scheme], "threat", 3))
    h2.start_turn(0)
    h2.run([f"thwart:{widow2}"])
    assert h2.card(h2.main_scheme).threat == 1 and h2.card(widow2).damage == 1


def test_consequential_damage_can_defeat_the_ally() -> None:
    h = Harness(db=bare_db())
    widow = h.add("Black Widow", "play", damage=1)
    g = h.start_turn(0)
    h.run([f"attack:{widow}"])
    assert h.card(h.villain).damage == 1
    assert codes(g, "discard", 0) == ["01075"]



def test_indirect_damage_is_divided_and_never_over_defeats() -> None:
    """Indirect Damage: divided as the player chooses among characters they control; a character cannot be
    assigned more than would defeat it."""
    from mcdesk.games.champions.engine.combat import indirect_damage
    from mcdesk.games.champions.engine.harness import Harness

    h = Harness()
    cat = h.add("Black Cat", "play")  # 2 hit points
    h.start(lambda g: indirect_damage(g, 0, 5, None))
    ident = h.identities[0]
    assert sorted(h.keys()) == sorted([f"card:{ident}", f"card:{cat}"])
    h.answer(f"card:{cat}")
    h.answer(f"card:{cat}")
    # Black Cat is full: the identity is the only place left, so the rest goes there without a question.
    assert h.pending is None
    assert h.card(cat).zone == ("discard", 0) and h.card(ident).damage == 3

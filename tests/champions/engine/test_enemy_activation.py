"""Enemy activations (issue point 6): the villain once per player, then engaged minions; boost cards; defense.

Every test plays the rules alone: the card database keeps the built-in facts but no card scripts except
those a test adds, so a card script written elsewhere cannot change what is checked here.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.vocabulary import (
    EVENT_SOURCE,
    VILLAIN,
    Custom,
    Damage,
    Tough,
    boost,
    script,
    triggered,
)
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import CardScript, Ctx, Gen, Timing
from mcdesk.games.champions.engine.combat import activate, enemy_attack, enemy_scheme
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness

SPIDER_MAN, CAPTAIN_MARVEL, BLACK_PANTHER = "01001a", "01010a", "01040a"
ADVANCE = "01186"  # treachery, no boost icon: a blank boost card
SHOCKER = "01103"  # minion, 2 boost icons
SONIC_BOOM = "01123"  # treachery, a star boost and no boost icon
HYDRA_MERCENARY = "01101"  # minion ATK 1, SCH 0, 3 hit points, guard
HYDRA_BOMBER = "01110"  # minion ATK 1, SCH 1, 2 hit points
CROWD_CONTROL = "01108"  # side scheme


def bare_db(*scripts: CardScript, facts: dict[str, dict[str, Any]] | None = None) -> CardDatabase:
    """The built-in facts and scenarios with no card scripts but ``scripts``, and some facts changed."""
    base = default_database()
    db = CardDatabase(facts=dict(base.facts), scripts={s.code: s for s in scripts}, scenarios=dict(base.scenarios))
    for code, changes in (facts or {}).items():
        db.facts[code] = dataclasses.replace(db.facts[code], **changes)
    return db


def codes(g: Game, zone: str, player: int | None = None) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zone(zone, player)]


def line_index(g: Game, text: str) -> int:
    found = [i for i, line in enumerate(g.log_lines) if text in line]
    assert found, f"no log line contains {text!r}: {g.log_lines}"
    return found[0]


# -- the villain, once per player --------------------------------------------------------------------------------
def test_villain_attacks_a_hero_and_schemes_against_an_alter_ego_in_player_order() -> None:
    """Rules Reference "Activation" and "Villain Phase" step 2: the villain activates once per player in player
    order; it attacks a player in hero form and schemes against a player in alter-ego form. Each activation
    gets one boost card."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE] * 6, db=bare_db())
    h.form(0, "hero")  # player 2 stays Carol Danvers
    g = h.start_villain_phase()
    # Step 1: escalation threat 1 per player.
    assert h.card(h.main_scheme).threat == 2
    # Step 2, player 1 (hero): Rhino attacks; only player 1 can defend (Carol Danvers cannot).
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DEFEND and d.player == 0
    assert d.keys == (f"defend:{h.identities[0]}", "no_defense")
    assert codes(g, "boost") == [ADVANCE] and h.card(g.state.zone("boost")[0]).face_down
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2  # Rhino's ATK 2, the boost card has no icon
    assert h.card(h.identities[1]).damage == 0
    # Step 2, player 2 (alter-ego): Rhino schemes for 1.
    assert h.card(h.main_scheme).threat == 3
    assert line_index(g, "Rhino (I) attacks Spider-Man") < line_index(g, "Rhino (I) schemes for 1")
    # Two boost cards (one per activation), then one encounter card dealt and revealed per player.
    assert codes(g, "encounter_discard") == [ADVANCE] * 4
    assert codes(g, "encounter_deck") == [ADVANCE] * 2


def test_player_order_starts_with_the_first_player() -> None:
    """Rules Reference "In Player Order": the first player activates the villain first."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE] * 6, db=bare_db())
    h.form(0, "hero")
    h.form(1, "hero")
    h.set(lambda g: setattr(g.state, "first_player", 1))
    g = h.start_villain_phase()
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DEFEND and d.prompt.startswith("Rhino (I) attacks player 2")
    assert d.player == 1


def test_minions_activate_after_the_villain_against_their_player_in_the_order_chosen() -> None:
    """Rules Reference "Minion": engaged minions activate after the villain, one at a time, in an order of the
    engaged player's choosing; in hero form they attack."""
    h = Harness(encounter_deck=[ADVANCE] * 3, db=bare_db())
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    shocker = h.add(SHOCKER, "engaged")
    g = h.start_villain_phase()
    h.answer("no_defense")  # Rhino's attack: 2 damage
    assert h.card(h.identities[0]).damage == 2
    d = g.pending
    assert d is not None and d.kind is DecisionKind.ORDER and d.player == 0
    assert sorted(d.keys) == sorted([f"card:{merc}", f"card:{shocker}"])
    h.answer(f"card:{shocker}")
    h.answer("no_defense")  # Shocker first: ATK 2, no boost card for a minion
    assert h.card(h.identities[0]).damage == 4
    h.run(["no_defense"])  # then the Hydra Mercenary: ATK 1
    assert h.card(h.identities[0]).damage == 5
    assert line_index(g, "Shocker attacks") < line_index(g, "Hydra Mercenary attacks")
    assert codes(g, "encounter_discard") == [ADVANCE] * 2  # one boost card (Rhino's) and the dealt card


def test_minions_scheme_against_an_alter_ego() -> None:
    """Rules Reference "Minion": if the engaged player is in alter-ego form, the minions scheme."""
    h = Harness(encounter_deck=[ADVANCE] * 3, db=bare_db())
    h.add(HYDRA_BOMBER, "engaged")
    h.start_villain_phase()
    assert h.pending is None
    # 1 (escalation) + 1 (Rhino's SCH) + 1 (the Hydra Bomber's SCH).
    assert h.card(h.main_scheme).threat == 3
    assert h.card(h.identities[0]).damage == 0


# -- boost cards ----------------------------------------------------------------------------------------------
def test_boost_card_is_dealt_face_down_then_adds_its_icons_and_is_discarded() -> None:
    """Rules Reference "Attack (Enemy Activation)" steps 1-4 and "Boost": the villain is given one facedown boost
    card, defenders are declared, then it is turned face up: +1 ATK per boost icon; then it is discarded."""
    h = Harness(encounter_deck=[SHOCKER, ADVANCE], db=bare_db())
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    assert codes(g, "boost") == [SHOCKER] and h.card(g.state.zone("boost")[0]).face_down
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 4  # ATK 2 + 2 boost icons
    assert codes(g, "boost") == [] and codes(g, "encounter_discard") == [SHOCKER]
    assert codes(g, "encounter_deck") == [ADVANCE]  # exactly one boost card
    assert g.stat(h.villain, "attack") == 2  # the boost lasted for that activation only


def test_boost_icons_add_to_a_scheme() -> None:
    """Rules Reference "Scheme (Enemy Activation)": boost icons increase the scheming enemy's SCH."""
    h = Harness(encounter_deck=[SHOCKER], db=bare_db())
    g = h.start(lambda g: enemy_scheme(g, h.villain, 0, activation=True))
    assert g.pending is None
    assert h.card(h.main_scheme).threat == 3  # SCH 1 + 2 boost icons
    assert codes(g, "encounter_discard") == [SHOCKER]


def test_star_boost_ability_resolves_and_the_star_adds_nothing() -> None:
    """Rules Reference "Boost" / "Star Icon": a star in the boost field resolves the card's Boost ability when
    it is turned face up; the star itself gives no +1."""
    db = bare_db(script(SONIC_BOOM, boost(Tough(VILLAIN))))
    h = Harness(encounter_deck=[SONIC_BOOM], db=db)
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2
    assert h.card(h.villain).tough == 1


def test_amplify_icon_adds_a_boost_icon_to_the_boost_card() -> None:
    """Rules Reference "Amplify Icon": when a boost card is turned face up during an enemy activation, add one
    boost icon to it for each amplify icon in play. (One boost card is still dealt, not one more card.)"""
    db = bare_db(facts={CROWD_CONTROL: {"scheme_amplify": 1, "scheme_crisis": 0}})
    h = Harness(encounter_deck=[SHOCKER, ADVANCE], db=db)
    h.form(0, "hero")
    h.add(CROWD_CONTROL, "villain_area", threat=2)
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    assert codes(g, "boost") == [SHOCKER]
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 5  # ATK 2 + 2 boost icons + 1 amplify
    assert codes(g, "encounter_deck") == [ADVANCE]


def test_villainous_minion_gets_a_boost_card_and_a_plain_minion_does_not() -> None:
    """Rules Reference "Villainous" and "Attack (Enemy Activation)" step 1: a minion with villainous is given a
    boost card when it activates; a minion without it skips the boost steps."""
    db = bare_db(facts={HYDRA_MERCENARY: {"keywords": (("guard", None), ("villainous", None))}})
    h = Harness(encounter_deck=[SHOCKER, ADVANCE], db=db)
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    g = h.start(lambda g: activate(g, merc, 0))
    assert codes(g, "boost") == [SHOCKER]
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 3  # ATK 1 + 2 boost icons

    h2 = Harness(encounter_deck=[SHOCKER, ADVANCE], db=db)
    h2.form(0, "hero")
    h2.add(HYDRA_MERCENARY, "engaged")
    bomber = h2.add(HYDRA_BOMBER, "engaged")
    g2 = h2.start(lambda g: activate(g, bomber, 0))
    assert codes(g2, "boost") == []
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).damage == 1
    assert codes(g2, "encounter_deck") == [SHOCKER, ADVANCE]


def test_villainous_minion_scheme_gets_a_boost() -> None:
    """Rules Reference "Scheme (Enemy Activation)" steps 1-2: a villainous minion scheming is boosted too."""
    db = bare_db(facts={HYDRA_BOMBER: {"keywords": (("villainous", None),)}})
    h = Harness(encounter_deck=[SHOCKER], db=db)
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: activate(g, bomber, 0))
    assert g.pending is None
    assert h.card(h.main_scheme).threat == 3  # SCH 1 + 2 boost icons


# -- defending ------------------------------------------------------------------------------------------------
def test_hero_basic_defense_exhausts_and_reduces_damage_by_def() -> None:
    """Rules Reference "Defend, Defense": a hero exhausts to defend; the damage is reduced by its DEF and the
    rest is dealt to that hero."""
    h = Harness(encounter_deck=[SHOCKER], db=bare_db())
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run([f"defend:{h.identities[0]}"])
    spidey = h.card(h.identities[0])
    assert spidey.exhausted
    assert spidey.damage == 1  # 2 + 2 boost icons - DEF 3


def test_exhausted_hero_cannot_defend() -> None:
    """Rules Reference "Defend, Defense": a hero must exhaust to defend, so an exhausted hero is no defender
    (and with no defender possible the attack is undefended without a question)."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "exhausted", True))
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    assert g.pending is None
    assert h.card(h.identities[0]).damage == 2


def test_ally_defender_takes_all_the_damage_and_none_carries_over() -> None:
    """Rules Reference "Ally" and "Attack (Enemy Activation)" step 4: an ally that defends takes all the damage
    (no DEF reduction); if it is defeated, the excess does not carry over to the identity."""
    h = Harness(encounter_deck=[SHOCKER], db=bare_db())
    h.form(0, "hero")
    widow = h.add("Black Widow", "play")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    assert h.keys() == (f"defend:{h.identities[0]}", f"defend:{widow}", "no_defense")
    h.run([f"defend:{widow}"])
    assert codes(g, "discard", 0) == ["01075"]  # 4 damage defeats Black Widow (2 hit points)
    assert h.card(h.identities[0]).damage == 0


def test_ally_defender_survives_with_damage() -> None:
    """Rules Reference "Ally": all damage of the attack is dealt to the defending ally."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    cage = h.add("Luke Cage", "play")  # 5 hit points
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run([f"defend:{cage}"])
    assert h.card(cage).damage == 2 and h.card(cage).exhausted
    assert h.card(h.identities[0]).damage == 0


def test_another_player_defends_and_becomes_the_target() -> None:
    """Rules Reference "Defend, Defense": if the attacked player does not defend, another player may; the
    defending player becomes the target player of the attack (their hero's DEF reduces the damage)."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    h.form(1, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    d = g.pending
    assert d is not None and d.player == 0
    h.answer("no_defense")
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DEFEND and d.player == 1
    assert d.keys == (f"defend:{h.identities[1]}", "no_defense")
    h.run([f"defend:{h.identities[1]}"])
    assert h.card(h.identities[1]).damage == 1 and h.card(h.identities[1]).exhausted  # 2 - DEF 1
    assert h.card(h.identities[0]).damage == 0


def test_only_one_player_defends() -> None:
    """Rules Reference "Defend, Defense": once a player defends, no other player can defend that attack."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    h.form(1, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run([f"defend:{h.identities[0]}"])
    assert g.pending is None
    assert not h.card(h.identities[1]).exhausted


def _hit_the_defender(ctx: Ctx) -> Gen[None]:
    from mcdesk.games.champions.engine.combat import deal_damage

    g = ctx.game
    attack = next(w for w in reversed(g.stack) if w.kind == "attack")
    if attack.data["defender"] is not None:
        yield from deal_damage(g, attack.data["defender"], 5, ctx.source)


def test_defending_ally_defeated_before_damage_leaves_the_new_target_undefended() -> None:
    """Rules Reference "Defend, Defense": a defending ally defeated before the attack's damage (by a Boost
    ability) makes the attack undefended; its damage goes to the target player, who is now the defender's."""
    db = bare_db(script(SONIC_BOOM, boost(Custom(_hit_the_defender, "Deal 5 damage to the defender."))))
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[SONIC_BOOM], db=db)
    h.form(0, "hero")
    h.form(1, "hero")
    woman = h.add("Spider-Woman", "play", 1)
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense", f"defend:{woman}"])
    assert codes(g, "discard", 1) == ["01011"]
    assert h.card(h.identities[1]).damage == 2  # undefended: all of it to Captain Marvel, no DEF
    assert h.card(h.identities[0]).damage == 0


def test_undefended_attack_damages_an_alter_ego() -> None:
    """Rules Reference "Attack (Enemy Activation)": an undefended attack deals all its damage to the target
    player's identity, even in alter-ego form (an alter-ego cannot defend)."""
    h = Harness(encounter_deck=[SHOCKER], db=bare_db())
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    assert g.pending is None  # no possible defender: no question
    assert g.form(0) == "alter_ego"
    assert h.card(h.identities[0]).damage == 4


def test_alter_ego_allies_may_still_defend() -> None:
    """Rules Reference "Ally": if a player is attacked, any player may exhaust an ally they control to defend."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db())
    cage = h.add("Luke Cage", "play")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    assert g.pending is not None and g.pending.keys == (f"defend:{cage}", "no_defense")


# -- an activating enemy that leaves play ---------------------------------------------------------------------
def test_minion_defeated_by_an_interrupt_to_its_attack_deals_no_damage() -> None:
    """Rules Reference "Activation": if an activating minion leaves play, its activation ends immediately and
    no further steps resolve (no defense asked, no damage dealt)."""
    trap = script("01006", triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK, Damage(EVENT_SOURCE, 3)))
    h = Harness(encounter_deck=[ADVANCE], db=bare_db(trap))
    h.form(0, "hero")
    h.add("Aunt May", "play")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    g = h.start(lambda g: activate(g, merc, 0))
    assert g.pending is None
    assert codes(g, "encounter_discard") == [HYDRA_MERCENARY]
    assert h.card(h.identities[0]).damage == 0
    assert not h.card(h.identities[0]).exhausted


def test_villainous_minion_defeated_by_its_boost_ends_its_activation() -> None:
    """Rules Reference "Activation": a minion that leaves play during its activation (here its own Boost
    ability) resolves no further steps: no damage from the attack."""
    def hit_self(ctx: Ctx) -> Gen[None]:
        from mcdesk.games.champions.engine.combat import deal_damage

        event = ctx.event
        assert event is not None and event.target is not None
        yield from deal_damage(ctx.game, event.target, 3, ctx.source)

    db = bare_db(script(SONIC_BOOM, boost(Custom(hit_self, "Deal 3 damage to the activating enemy."))),
                 facts={HYDRA_MERCENARY: {"keywords": (("villainous", None),)}})
    h = Harness(encounter_deck=[SONIC_BOOM], db=db)
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    g = h.start(lambda g: activate(g, merc, 0))
    h.run(["no_defense"])
    assert sorted(codes(g, "encounter_discard")) == sorted([HYDRA_MERCENARY, SONIC_BOOM])
    assert h.card(h.identities[0]).damage == 0


def test_retaliate_defeats_the_attacking_minion_after_its_damage() -> None:
    """Rules Reference "Retaliate X": after a character with retaliate is attacked (and survives), deal X damage
    to the attacker; a minion defeated this way leaves play with its activation over."""
    h = Harness(heroes=[BLACK_PANTHER], encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    merc = h.add(HYDRA_MERCENARY, "engaged", damage=2)
    g = h.start(lambda g: activate(g, merc, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 1
    assert codes(g, "encounter_discard") == [HYDRA_MERCENARY]


def test_villainous_minion_defeated_before_its_attack_gets_no_boost_card() -> None:
    """Rules Reference "Activation": a minion that left play resolves no further step, so a villainous minion
    defeated by an interrupt to its attack is given no boost card."""
    trap = script("01006", triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK, Damage(EVENT_SOURCE, 3)))
    db = bare_db(trap, facts={HYDRA_MERCENARY: {"keywords": (("villainous", None),)}})
    h = Harness(encounter_deck=[SHOCKER], db=db)
    h.form(0, "hero")
    h.add("Aunt May", "play")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    g = h.start(lambda g: activate(g, merc, 0))
    assert g.pending is None
    assert codes(g, "encounter_deck") == [SHOCKER]
    assert codes(g, "encounter_discard") == [HYDRA_MERCENARY]


def test_boost_card_is_discarded_before_the_damage_is_dealt() -> None:
    """Rules Reference "Attack (Enemy Activation)" step 3: each boost card is discarded after it is resolved,
    before step 4 deals the damage."""
    seen: list[list[str]] = []

    def look(ctx: Ctx) -> Gen[None]:
        seen.append(codes(ctx.game, "boost") + ["|"] + codes(ctx.game, "encounter_discard"))
        return
        yield

    watch = script("01006", triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, Custom(look, "Look.")))
    h = Harness(encounter_deck=[SHOCKER], db=bare_db(watch))
    h.form(0, "hero")
    h.add("Aunt May", "play")
    h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run(["no_defense"])
    assert seen == [["|", SHOCKER]]
    assert h.card(h.identities[0]).damage == 4

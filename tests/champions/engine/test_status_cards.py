"""Status cards (issue point 8): stunned, confused, tough; one of each; they take priority; stalwart, steady.

The card database keeps the built-in facts but no card scripts except those a test adds (see bare_db).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.vocabulary import YOUR_IDENTITY, Draw, PreventAll, script, triggered
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import CardScript, Gen, Timing
from mcdesk.games.champions.engine.combat import activate, deal_damage, enemy_attack, give_status
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness

ADVANCE = "01186"  # treachery without boost icons: a blank boost card
HYDRA_MERCENARY = "01101"
AUNT_MAY = "01006"  # a support: the tests give it a watching script
BACKFLIP = "01003"  # an event costing 0: the tests give it a damage interrupt
RHINO = "01094"


def bare_db(*scripts: CardScript, facts: dict[str, dict[str, Any]] | None = None) -> CardDatabase:
    """The built-in facts and scenarios with no card scripts but ``scripts``, and some facts changed."""
    base = default_database()
    db = CardDatabase(facts=dict(base.facts), scripts={s.code: s for s in scripts}, scenarios=dict(base.scenarios))
    for code, changes in (facts or {}).items():
        db.facts[code] = dataclasses.replace(db.facts[code], **changes)
    return db


def watcher(event: str, *, interrupt: bool = False) -> CardScript:
    """Aunt May draws a card each time ``event`` happens: a witness that the occurrence took place."""
    timing = Timing.FORCED_INTERRUPT if interrupt else Timing.FORCED_RESPONSE
    return script(AUNT_MAY, triggered(timing, event, Draw(1)))


def nothing(g: Game) -> Gen[None]:
    return
    yield


# -- at most one of each ------------------------------------------------------------------------------------
def test_a_character_has_at_most_one_status_card_of_each_type() -> None:
    """Rules Reference "Status Cards": a character cannot have more than one status card of each type; a second
    one cannot be given (but different types can be held together)."""
    h = Harness(db=bare_db())
    g = h.start(nothing)
    for status in ("stunned", "confused", "tough"):
        assert give_status(g, h.villain, status) is True
        assert give_status(g, h.villain, status) is False
    c = h.card(h.villain)
    assert (c.stunned, c.confused, c.tough) == (1, 1, 1)


def test_status_cards_go_only_on_cards_in_play() -> None:
    """Rules Reference "In Play and Out of Play": abilities only interact with cards in play."""
    h = Harness(db=bare_db())
    merc = h.add(HYDRA_MERCENARY, "encounter_discard")
    g = h.start(nothing)
    assert give_status(g, merc, "stunned") is False
    assert h.card(merc).stunned == 0


# -- tough ---------------------------------------------------------------------------------------------------
def test_tough_prevents_all_damage_before_any_interrupt() -> None:
    """Rules Reference "Status Cards": tough prevents all of the damage and is discarded; status cards have
    timing priority, so no interrupt to the damage (here a Backflip-like prevention) is offered."""
    prevent = script(BACKFLIP, triggered(Timing.INTERRUPT, ev.DAMAGE, PreventAll(), event_card=True,
                                         when=lambda c, e: e.target == c.game.identity(c.player)))
    h = Harness(encounter_deck=[ADVANCE], db=bare_db(prevent))
    h.form(0, "hero")
    flip = h.add(BACKFLIP, "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run(["no_defense"])
    assert g.pending is None  # no damage interrupt window: tough resolved first
    spidey = h.card(h.identities[0])
    assert spidey.damage == 0 and spidey.tough == 0
    assert g.hand(0) == [flip]

    # Without the tough status card the interrupt is offered.
    h2 = Harness(encounter_deck=[ADVANCE], db=bare_db(prevent))
    h2.form(0, "hero")
    flip2 = h2.add(BACKFLIP, "hand")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.answer("no_defense")
    assert f"use:{flip2}:interrupt-damage" in h2.keys()


def test_tough_prevents_one_instance_only() -> None:
    """Rules Reference "Status Cards": the tough status card is discarded when it prevents damage; the next
    damage is dealt."""
    h = Harness(db=bare_db())

    def hit_twice(g: Game) -> Gen[None]:
        yield from deal_damage(g, h.villain, 3, None)
        yield from deal_damage(g, h.villain, 3, None)

    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    h.start(hit_twice)
    assert h.card(h.villain).damage == 3 and h.card(h.villain).tough == 0


def test_tough_damage_is_not_taken_so_no_damage_response() -> None:
    """Rules Reference "Status Cards": a character whose tough card prevented the damage has not taken damage."""
    h = Harness(db=bare_db(watcher(ev.DAMAGE)))
    h.add("Aunt May", "play")
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    g = h.start(lambda g: deal_damage(g, h.villain, 2, None))
    assert g.hand(0) == []
    assert h.card(h.villain).damage == 0


# -- stunned -------------------------------------------------------------------------------------------------
def test_stunned_hero_basic_attack_is_replaced_and_is_not_an_attack() -> None:
    """Rules Reference "Status Cards" (stunned): a stunned hero attempting to attack discards the stunned card
    instead; costs (exhausting the hero) are still paid; it deals no damage and is not considered to have
    attacked (no response to an attack is possible)."""
    h = Harness(db=bare_db(watcher(ev.PLAYER_ATTACK)))
    h.form(0, "hero")
    h.add("Aunt May", "play")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "stunned", 1))
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    spidey = h.card(h.identities[0])
    assert spidey.stunned == 0 and spidey.exhausted
    assert h.card(h.villain).damage == 0
    assert g.hand(0) == []  # Aunt May's watcher saw no attack

    # Unstunned, the same attack deals 2 damage and counts as an attack.
    h2 = Harness(db=bare_db(watcher(ev.PLAYER_ATTACK)))
    h2.form(0, "hero")
    h2.add("Aunt May", "play")
    g2 = h2.start_turn(0)
    h2.run([f"attack:{h2.identities[0]}"])
    assert h2.card(h2.villain).damage == 2
    assert len(g2.hand(0)) == 1


def test_stunned_ally_attack_is_replaced_without_consequential_damage() -> None:
    """Rules Reference "Ally" / "Status Cards": a stunned ally's attack discards the stunned card, the ally still
    exhausts, and (not having attacked) it takes no consequential damage."""
    h = Harness(db=bare_db())
    widow = h.add("Black Widow", "play", stunned=1)
    h.start_turn(0)
    h.run([f"attack:{widow}"])
    w = h.card(widow)
    assert (w.stunned, w.exhausted, w.damage) == (0, True, 0)
    assert h.card(h.villain).damage == 0

    h2 = Harness(db=bare_db())
    widow2 = h2.add("Black Widow", "play")
    h2.start_turn(0)
    h2.run([f"attack:{widow2}"])
    assert h2.card(widow2).damage == 1 and h2.card(h2.villain).damage == 1  # ATK 1, 1 consequential damage


def test_stunned_villain_does_not_attack() -> None:
    """Rules Reference "Status Cards" (stunned): if a stunned villain would attack, discard the stunned card
    instead. It takes priority over interrupts to the attack; no boost card is dealt, nobody defends."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db(watcher(ev.ENEMY_ATTACK, interrupt=True)))
    h.form(0, "hero")
    h.add("Aunt May", "play")
    h.set(lambda g: setattr(g.state.cards[h.villain], "stunned", 1))
    g = h.start(lambda g: activate(g, h.villain, 0))
    assert g.pending is None
    assert h.card(h.villain).stunned == 0
    assert h.card(h.identities[0]).damage == 0
    assert g.hand(0) == []  # the forced interrupt to an attack never triggered
    assert [g.state.cards[c].code for c in g.state.zone("encounter_deck")] == [ADVANCE]  # no boost card


def test_stunned_minion_does_not_attack_but_may_scheme() -> None:
    """Rules Reference "Status Cards": stunned prevents attacking only; a stunned minion against an alter-ego
    schemes and keeps its stunned card."""
    h = Harness(db=bare_db())
    bomber = h.add("01110", "engaged", stunned=1)
    h.start(lambda g: activate(g, bomber, 0))
    assert h.card(h.main_scheme).threat == 1
    assert h.card(bomber).stunned == 1


# -- confused ------------------------------------------------------------------------------------------------
def test_confused_hero_thwart_is_replaced_and_is_not_a_thwart() -> None:
    """Rules Reference "Status Cards" (confused): a confused hero attempting to thwart discards the confused card
    instead; the hero still exhausts; no threat is removed and it has not thwarted."""
    h = Harness(db=bare_db(watcher(ev.PLAYER_THWART)))
    h.form(0, "hero")
    h.add("Aunt May", "play")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "confused", 1))
    g = h.start_turn(0)
    h.run([f"thwart:{h.identities[0]}"])
    spidey = h.card(h.identities[0])
    assert spidey.confused == 0 and spidey.exhausted
    assert h.card(h.main_scheme).threat == 3
    assert g.hand(0) == []

    h2 = Harness(db=bare_db(watcher(ev.PLAYER_THWART)))
    h2.form(0, "hero")
    h2.add("Aunt May", "play")
    h2.set(lambda g: setattr(g.state.cards[h2.main_scheme], "threat", 3))
    g2 = h2.start_turn(0)
    h2.run([f"thwart:{h2.identities[0]}"])
    assert h2.card(h2.main_scheme).threat == 2 and len(g2.hand(0)) == 1


def test_confused_ally_thwart_is_replaced_without_consequential_damage() -> None:
    """Rules Reference "Ally": a confused ally's thwart is replaced, so it takes no consequential damage."""
    h = Harness(db=bare_db())
    widow = h.add("Black Widow", "play", confused=1)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    h.start_turn(0)
    h.run([f"thwart:{widow}"])
    w = h.card(widow)
    assert (w.confused, w.exhausted, w.damage) == (0, True, 0)
    assert h.card(h.main_scheme).threat == 3


def test_confused_villain_does_not_scheme() -> None:
    """Rules Reference "Status Cards" (confused): if a confused villain would scheme, discard the confused card
    instead; no boost card is dealt and no threat is placed."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db(watcher(ev.ENEMY_SCHEME, interrupt=True)))
    h.add("Aunt May", "play")
    h.set(lambda g: setattr(g.state.cards[h.villain], "confused", 1))
    g = h.start(lambda g: activate(g, h.villain, 0))
    assert g.pending is None
    assert h.card(h.villain).confused == 0
    assert h.card(h.main_scheme).threat == 0
    assert g.hand(0) == []
    assert [g.state.cards[c].code for c in g.state.zone("encounter_deck")] == [ADVANCE]


def test_confused_villain_still_attacks() -> None:
    """Rules Reference "Status Cards": confused prevents scheming only; the villain attacks a hero."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.villain], "confused", 1))
    h.start(lambda g: activate(g, h.villain, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2
    assert h.card(h.villain).confused == 1


# -- stalwart and steady -------------------------------------------------------------------------------------
def test_stalwart_cannot_be_stunned_or_confused() -> None:
    """Rules Reference "Stalwart": a character with stalwart cannot be stunned or confused (tough is allowed)."""
    h = Harness(db=bare_db(facts={RHINO: {"keywords": (("stalwart", None),)}}))
    g = h.start(nothing)
    assert give_status(g, h.villain, "stunned") is False
    assert give_status(g, h.villain, "confused") is False
    assert give_status(g, h.villain, "tough") is True
    c = h.card(h.villain)
    assert (c.stunned, c.confused, c.tough) == (0, 0, 1)


def test_steady_holds_two_and_is_stunned_only_with_two() -> None:
    """Civil War "Steady": a character with steady can have one additional stunned and confused status card;
    it is not stunned unless it has two; when its activation is replaced, all status cards of that type are
    removed."""
    db = bare_db(facts={RHINO: {"keywords": (("steady", None),)}})
    h = Harness(encounter_deck=[ADVANCE, ADVANCE], db=db)
    h.form(0, "hero")
    g = h.start(nothing)
    assert give_status(g, h.villain, "stunned") is True
    assert give_status(g, h.villain, "stunned") is True
    assert give_status(g, h.villain, "stunned") is False
    assert give_status(g, h.villain, "confused") is True
    assert give_status(g, h.villain, "confused") is True
    assert give_status(g, h.villain, "tough") is True
    assert give_status(g, h.villain, "tough") is False
    c = h.card(h.villain)
    assert (c.stunned, c.confused, c.tough) == (2, 2, 1)

    # One stunned card: a steady villain still attacks (and keeps it).
    h1 = Harness(encounter_deck=[ADVANCE], db=db)
    h1.form(0, "hero")
    h1.set(lambda g: setattr(g.state.cards[h1.villain], "stunned", 1))
    h1.start(lambda g: activate(g, h1.villain, 0))
    h1.run(["no_defense"])
    assert h1.card(h1.identities[0]).damage == 2 and h1.card(h1.villain).stunned == 1

    # Two: the attack is replaced and both are removed.
    h2 = Harness(encounter_deck=[ADVANCE], db=db)
    h2.form(0, "hero")
    h2.set(lambda g: setattr(g.state.cards[h2.villain], "stunned", 2))
    g2 = h2.start(lambda g: activate(g, h2.villain, 0))
    assert g2.pending is None
    assert h2.card(h2.identities[0]).damage == 0 and h2.card(h2.villain).stunned == 0


def test_steady_confused_schemes_with_one_and_not_with_two() -> None:
    """Civil War "Steady": not confused unless it has two confused status cards; then both are removed."""
    db = bare_db(facts={RHINO: {"keywords": (("steady", None),)}})
    h1 = Harness(encounter_deck=[ADVANCE], db=db)
    h1.set(lambda g: setattr(g.state.cards[h1.villain], "confused", 1))
    h1.start(lambda g: activate(g, h1.villain, 0))
    assert h1.card(h1.main_scheme).threat == 1 and h1.card(h1.villain).confused == 1

    h2 = Harness(encounter_deck=[ADVANCE], db=db)
    h2.set(lambda g: setattr(g.state.cards[h2.villain], "confused", 2))
    h2.start(lambda g: activate(g, h2.villain, 0))
    assert h2.card(h2.main_scheme).threat == 0 and h2.card(h2.villain).confused == 0


def test_stun_effect_could_not_change_an_already_stunned_character() -> None:
    """Rules Reference "Stun" / "Status Cards": an ability that stuns gives a stunned status card; on a character
    that already has one, it could not change the game state."""
    from mcdesk.games.champions.cards.vocabulary import Stun
    from mcdesk.games.champions.engine.abilities import Ctx

    h = Harness(db=bare_db())
    g = h.start(nothing)
    ctx = Ctx(g, h.identities[0], 0)
    stun_me = Stun(YOUR_IDENTITY)
    assert stun_me.could_change(ctx) is True
    give_status(g, h.identities[0], "stunned")
    assert stun_me.could_change(ctx) is False

"""Spider-Man's identity-specific set (core 01001-01009) and his obligation Eviction Notice (01165)."""

from __future__ import annotations

import dataclasses

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import SPIDER_MAN_JUSTICE
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.playing import enter_play
from mcdesk.games.champions.engine.turn import player_turn

ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
VANILLA = {ENERGY, GENIUS, STRENGTH}
"""Cards with no ability beyond their facts (plain resource cards)."""


def _villain_attacks(h: Harness, player: int = 0) -> None:
    h.start(lambda g: enemy_attack(g, h.villain, player, activation=True, boosts=False))


def _reveal(h: Harness, player: int = 0) -> None:
    h.start(lambda g: reveal_top(g, player))


# -- the built-in deck ---------------------------------------------------------------------------------------
def test_builtin_deck_uses_only_scripted_or_vanilla_cards() -> None:
    db = default_database()
    assert db.is_scripted(SPIDER_MAN_JUSTICE.identity)
    assert db.is_scripted(db.card(SPIDER_MAN_JUSTICE.identity).back_link or "")
    missing = sorted({c for c in SPIDER_MAN_JUSTICE.codes() if not db.is_scripted(c) and c not in VANILLA})
    assert missing == []
    assert db.is_scripted("01165")  # Eviction Notice is shuffled into the encounter deck with Spider-Man


def test_every_scripted_card_of_these_sets_has_rules_text() -> None:
    db = default_database()
    codes = ["01001a", "01001b", *[f"0100{n}" for n in range(2, 10)], "01165",
             *[f"010{n}" for n in range(58, 66)], *[f"010{n}" for n in range(83, 94)]]
    for code in codes:
        if code in VANILLA:
            assert not db.is_scripted(code)
            continue
        assert db.script(code).rules_text().strip(), code
    for code in db.scripts:
        assert db.script(code).rules_text().strip(), code


# -- Spider-Man / Peter Parker -------------------------------------------------------------------------------
def test_spider_sense_draws_when_the_villain_attacks_you() -> None:
    """Spider-Man (#1A) Spider-Sense; FAQ: it resolves before any step of the attack."""
    h = Harness()
    h.form(0, "hero")
    _villain_attacks(h)
    ident = h.identities[0]
    assert h.labels() == ["Use Spider-Man: Draw 1 card.", "Pass"]
    h.run(["Use Spider-Man", "no_defense"])
    g = h.game
    assert g is not None
    assert len(g.hand(0)) == 1  # drew before the attack
    assert h.card(ident).damage == 2  # Rhino ATK 2, undefended


def test_spider_sense_ignores_minion_attacks() -> None:
    h = Harness()
    h.form(0, "hero")
    shocker = h.add("Shocker", "engaged")
    h.start(lambda g: enemy_attack(g, shocker, 0))
    h.run(["no_defense"])
    g = h.game
    assert g is not None and g.hand(0) == []
    assert h.card(h.identities[0]).damage == 2


def test_scientist_generates_a_mental_resource_once_per_round() -> None:
    """Peter Parker (#1B) Scientist: Resource, limit once per round."""
    h = Harness()
    ws1 = h.add("Web-Shooter", "hand")
    ws2 = h.add("Web-Shooter", "hand")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    ident = h.identities[0]
    h.answer(f"play:{ws1}")
    assert f"pay:resource:{ident}:resource-scientist" in h.keys()
    h.run([f"pay:resource:{ident}:resource-scientist"])
    assert h.card(ws1).zone == ("play", 0)
    h.answer(f"play:{ws2}")
    assert h.keys() == (f"pay:discard:{energy}",)  # Scientist already used this round
    h.run([f"pay:discard:{energy}"])
    assert h.card(ws2).zone == ("play", 0)


# -- Black Cat -----------------------------------------------------------------------------------------------
def test_black_cat_keeps_mental_cards_discarded_from_the_deck() -> None:
    """Black Cat (#2): after you play her, discard the top 2 of your deck; printed [mental] ones go to hand."""
    h = Harness(deck=[GENIUS, ENERGY] + [ENERGY] * 18)
    cat = h.add("Black Cat", "hand")
    strength = h.add("Strength", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    h.run([f"play:{cat}", f"pay:discard:{strength}"])
    g = h.game
    assert g is not None
    assert h.card(cat).zone == ("play", 0)
    hand_codes = [g.state.cards[c].code for c in g.hand(0)]
    assert hand_codes == [GENIUS]
    discard_codes = sorted(g.state.cards[c].code for c in g.state.zone("discard", 0))
    assert discard_codes == sorted([ENERGY, STRENGTH])
    assert len(g.state.zone("deck", 0)) == 18


def test_black_cat_does_nothing_when_put_into_play_without_being_played() -> None:
    h = Harness()
    cat = h.add("Black Cat", "hand")
    h.start(lambda g: enter_play(g, cat, 0))
    g = h.game
    assert g is not None and h.card(cat).zone == ("play", 0)
    assert len(g.state.zone("deck", 0)) == 20 and g.hand(0) == []


# -- Backflip ------------------------------------------------------------------------------------------------
def test_backflip_prevents_all_damage_from_an_attack() -> None:
    """Backflip (#3): Interrupt (defense), prevent all damage an attack would deal to you; cost 0."""
    h = Harness()
    h.form(0, "hero")
    flip = h.add("Backflip", "hand")
    _villain_attacks(h)
    h.run(["pass", "no_defense", "Play Backflip"])
    assert h.card(h.identities[0]).damage == 0
    assert h.card(flip).zone == ("discard", 0)


def test_backflip_is_not_offered_for_damage_that_is_not_from_an_attack() -> None:
    from mcdesk.games.champions.engine.combat import deal_damage

    h = Harness()
    h.form(0, "hero")
    h.add("Backflip", "hand")
    h.start(lambda g: deal_damage(g, h.identities[0], 3, h.villain))
    assert h.card(h.identities[0]).damage == 3 and h.pending is None


# -- Enhanced Spider-Sense -----------------------------------------------------------------------------------
def _with_surge(code: str) -> CardDatabase:
    base = default_database()
    db = CardDatabase(facts=dict(base.facts), scripts=dict(base.scripts), scenarios=dict(base.scenarios))
    db.facts[code] = dataclasses.replace(db.facts[code], keywords=(("surge", None),))
    return db


def test_enhanced_spider_sense_cancels_when_revealed_but_not_surge() -> None:
    """Enhanced Spider-Sense (#4): Hero Interrupt, cancel a treachery's When Revealed effects. Rules Reference
    "Cancel": only the effects are cancelled, so a surge keyword on the card still makes another card reveal."""
    h = Harness(encounter_deck=["01187", "01186"], db=_with_surge("01187"))  # Assault (surge), Advance
    h.form(0, "hero")
    ess = h.add("Enhanced Spider-Sense", "hand")
    energy = h.add("Energy", "hand")
    _reveal(h)
    h.run(["Play Enhanced Spider-Sense", f"pay:discard:{energy}"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 0  # Assault's attack was cancelled
    assert h.card(h.main_scheme).threat == 1  # surge revealed Advance: Rhino schemed for 1
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == ["01186", "01187"]
    assert h.card(ess).zone == ("discard", 0)


def test_enhanced_spider_sense_is_a_hero_interrupt() -> None:
    h = Harness(encounter_deck=["01186", "01186"])  # Advance (the second one is Rhino's boost card)
    h.add("Enhanced Spider-Sense", "hand")
    h.add("Energy", "hand")
    _reveal(h)  # Peter Parker: no window is offered
    assert h.pending is None
    assert h.card(h.main_scheme).threat == 1


# -- Swinging Web Kick ---------------------------------------------------------------------------------------
def test_swinging_web_kick_deals_8_damage() -> None:
    """Swinging Web Kick (#5): Hero Action (attack), deal 8 damage to an enemy; cost 3."""
    h = Harness()
    h.form(0, "hero")
    kick = h.add("Swinging Web Kick", "hand")
    energy = h.add("Energy", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{kick}", f"pay:discard:{energy}", f"pay:discard:{strength}"])
    assert h.card(h.villain).damage == 8
    assert h.card(kick).zone == ("discard", 0)


def test_a_stunned_hero_kicks_nothing_and_discards_the_stun() -> None:
    """Rules Reference "Stunned": an attack event by a stunned hero is replaced by discarding the stun."""
    h = Harness()
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "stunned", 1))
    kick = h.add("Swinging Web Kick", "hand")
    energy = h.add("Energy", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{kick}", f"pay:discard:{energy}", f"pay:discard:{strength}"])
    assert h.card(h.villain).damage == 0
    assert h.card(h.identities[0]).stunned == 0
    assert h.card(kick).zone == ("discard", 0)


# -- Aunt May ------------------------------------------------------------------------------------------------
def test_aunt_may_heals_peter_parker_4() -> None:
    """Aunt May (#6): Alter-Ego Action, exhaust her → heal 4 damage from Peter Parker."""
    h = Harness()
    may = h.add("Aunt May", "play")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 6))
    h.start_turn(0)
    h.run([f"ability:{may}:0"])
    assert h.card(h.identities[0]).damage == 2
    assert h.card(may).exhausted
    assert f"ability:{may}:0" not in h.keys()


def test_aunt_may_is_an_alter_ego_action() -> None:
    h = Harness()
    h.form(0, "hero")
    may = h.add("Aunt May", "play")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 6))
    h.start_turn(0)
    assert f"ability:{may}:0" not in h.keys()


# -- Spider-Tracer -------------------------------------------------------------------------------------------
def test_spider_tracer_removes_3_threat_when_its_minion_is_defeated() -> None:
    """Spider-Tracer (#7): attach to a minion; Forced Interrupt when it is defeated, remove 3 threat."""
    h = Harness()
    h.form(0, "hero")
    shocker = h.add("Shocker", "engaged", damage=1)
    tracer = h.add("Spider-Tracer", "hand")
    energy = h.add("Energy", "hand")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.start_turn(0)
    h.run([f"play:{tracer}", f"pay:discard:{energy}"])  # the only minion: attached without a question
    assert h.card(tracer).attached_to == shocker
    ident = h.identities[0]
    h.run([f"attack:{ident}", f"card:{shocker}"])
    assert h.card(shocker).zone == ("encounter_discard", None)
    assert h.card(h.main_scheme).threat == 2
    assert h.card(tracer).zone == ("discard", 0)


# -- Web-Shooter ---------------------------------------------------------------------------------------------
def test_web_shooter_generates_wild_and_is_discarded_when_empty() -> None:
    """Web-Shooter (#8): Uses (3 web counters); Hero Resource, exhaust and remove a counter → [wild]."""
    h = Harness()
    h.form(0, "hero")
    ws = h.add("Web-Shooter", "hand")
    strength = h.add("Strength", "hand")
    aunt = h.add("Aunt May", "hand")
    haymaker = h.add("Haymaker", "hand")
    h.add("Tenacity", "hand")
    h.start_turn(0)
    h.run([f"play:{ws}", f"pay:discard:{strength}"])
    assert h.card(ws).counters == 3
    h.run([f"play:{aunt}", f"pay:resource:{ws}:0"])
    assert h.card(ws).counters == 2 and h.card(ws).exhausted
    # Exhausted, it cannot help pay for Haymaker (cost 2; Tenacity alone gives 1).
    assert f"play:{haymaker}" not in h.keys()


def test_web_shooter_with_its_last_counter_is_discarded() -> None:
    h = Harness()
    h.form(0, "hero")
    ws = h.add("Web-Shooter", "play", counters=1)
    aunt = h.add("Aunt May", "hand")
    h.start_turn(0)
    h.run([f"play:{aunt}", f"pay:resource:{ws}:0"])
    assert h.card(aunt).zone == ("play", 0)
    assert h.card(ws).zone == ("discard", 0)


def test_web_shooter_is_a_hero_resource() -> None:
    h = Harness()
    h.add("Web-Shooter", "play", counters=3)
    aunt = h.add("Aunt May", "hand")
    h.set(lambda g: g.state.used.update({f"r1:{h.identities[0]}:resource-scientist": 1}))  # Scientist already used
    h.start_turn(0)
    assert f"play:{aunt}" not in h.keys()


# -- Webbed Up -----------------------------------------------------------------------------------------------
def test_webbed_up_replaces_the_attack_then_the_stun_stops_the_next() -> None:
    """Webbed Up (#9) FAQ: it prevents two attacks, and Spider-Sense does not trigger (the attack never
    initiates)."""
    h = Harness()
    h.form(0, "hero")
    web = h.add("Webbed Up", "hand")
    energy = h.add("Energy", "hand")
    strength = h.add("Strength", "hand")

    def proc(g):  # type: ignore[no-untyped-def]
        yield from player_turn(g, 0)
        yield from enemy_attack(g, h.villain, 0, activation=True, boosts=False)
        yield from enemy_attack(g, h.villain, 0, activation=True, boosts=False)

    h.start(proc)
    h.run([f"play:{web}", f"pay:discard:{energy}", f"pay:discard:{strength}"])
    assert h.card(web).attached_to == h.villain
    h.run(["end_turn"])  # no Spider-Sense window, no defense question: neither attack happened
    g = h.game
    assert g is not None
    assert h.card(web).zone == ("discard", 0)
    assert h.card(h.villain).stunned == 0
    assert h.card(h.identities[0]).damage == 0
    assert g.hand(0) == []


def test_webbed_up_hero_form_only_and_max_one_per_enemy() -> None:
    h = Harness()
    h.add("Webbed Up", "play", attach_to=2)  # on Rhino (id 2 with one hero)
    web = h.add("Webbed Up", "hand")
    for _ in range(2):
        h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    assert h.villain == 2
    assert f"play:{web}" not in h.keys()  # Rhino already has one, and there is no other enemy

    h2 = Harness()
    web2 = h2.add("Webbed Up", "hand")
    for _ in range(2):
        h2.add("Energy", "hand")
    h2.start_turn(0)  # Peter Parker
    assert f"play:{web2}" not in h2.keys()


# -- Eviction Notice -----------------------------------------------------------------------------------------
def test_eviction_notice_flip_and_exhaust_removes_it() -> None:
    """Eviction Notice (#165): you may flip to alter-ego; exhaust Peter Parker → remove it from the game."""
    h = Harness(encounter_deck=["01165"])
    h.form(0, "hero")
    notice = h.add("Energy", "hand")
    _reveal(h)
    h.run(["yes", "exhaust"])
    g = h.game
    assert g is not None
    ident = h.identities[0]
    assert g.form(0) == "alter_ego" and h.card(ident).exhausted
    evict = g.state.zone("removed")
    assert [g.state.cards[c].code for c in evict] == ["01165"]
    assert g.hand(0) == [notice]  # nothing discarded


def test_eviction_notice_discard_random_card_and_surge() -> None:
    """The other choice: discard 1 random card from hand, the obligation gains surge and is discarded."""
    # Then Advance, Rhino's boost card for it, and one more so that the deck does not run out.
    h = Harness(encounter_deck=["01165", "01186", "01186", "01186"])
    h.form(0, "hero")
    h.add("Energy", "hand")
    h.add("Genius", "hand")
    _reveal(h)
    h.run(["no"])  # stay Spider-Man: exhausting Peter Parker is impossible, the discard choice is forced
    g = h.game
    assert g is not None
    assert g.form(0) == "hero"
    assert len(g.hand(0)) == 1 and len(g.state.zone("discard", 0)) == 1
    assert sorted(g.state.cards[c].code for c in g.state.zone("encounter_discard")) == ["01165", "01186", "01186"]
    assert h.card(h.main_scheme).threat == 1  # surge revealed Advance
    assert g.state.zone("play", 0) == [h.identities[0]]


def test_eviction_notice_goes_to_the_peter_parker_player() -> None:
    """Rules Reference "Obligation": "Give to the Peter Parker player" — it goes to Spider-Man's player even
    when another player reveals it."""
    h = Harness(heroes=["01029a", "01001a"], encounter_deck=["01165"])
    h.form(0, "hero")
    h.form(1, "alter_ego")
    _reveal(h, player=0)
    assert h.pending is not None and h.pending.player == 1
    h.run(["exhaust"])  # already Peter Parker: no flip question
    assert h.card(h.identities[1]).exhausted and not h.card(h.identities[0]).exhausted

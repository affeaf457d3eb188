"""Black Panther's identity-specific set (core 01040-01049) and his obligation Affairs of State (01155)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness

BLACK_PANTHER = "01040a"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
CLAWS, DAGGERS, TACTICAL, SUIT = "01047", "01046", "01048", "01049"
FIRST_DECK_ID = 4


def _panther(form: str = "hero", **kw: object) -> Harness:
    h = Harness(heroes=[BLACK_PANTHER], **kw)  # type: ignore[arg-type]
    h.form(0, form)
    return h


def _wakanda(h: Harness) -> tuple[int, int]:
    wf = h.add("01043d", "hand")
    pay = h.add("Strength", "hand")
    return wf, pay


def test_every_card_of_the_set_is_scripted_with_rules_text() -> None:
    db = default_database()
    for code in ["01040b", "01041", "01042", "01043a", "01043b", "01043c", "01043d", "01045", "01046", "01047",
                 "01048", "01049", "01155"]:
        assert db.script(code).rules_text().strip(), code
    assert not db.is_scripted("01044")  # Vibranium: two printed wild resources, a fact


# -- Black Panther / T'Challa --------------------------------------------------------------------------------
def test_black_panther_retaliates_when_he_is_attacked() -> None:
    """Black Panther (#40A): retaliate 1; FAQ: it triggers when he defends, not when an ally defends for him."""
    h = _panther()
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True, boosts=False))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 and h.card(h.villain).damage == 1

    h = _panther()
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True, boosts=False))
    h.run([f"defend:{h.identities[0]}"])
    assert h.card(h.identities[0]).damage == 0 and h.card(h.villain).damage == 1  # DEF 2 stops ATK 2

    h = _panther()
    shuri = h.add("Shuri", "play")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True, boosts=False))
    h.run([f"defend:{shuri}"])
    assert h.card(shuri).damage == 2 and h.card(h.villain).damage == 0


def test_foresight_searches_for_a_black_panther_upgrade() -> None:
    """T'Challa (#40B) Foresight: Setup, search your deck for a Black Panther upgrade, add it to hand, shuffle."""
    h = _panther("alter_ego", deck=[GENIUS] * 10 + [CLAWS, "01038", DAGGERS] + [GENIUS] * 7)
    db = default_database()
    claws, gauntlets, daggers = FIRST_DECK_ID + 10, FIRST_DECK_ID + 11, FIRST_DECK_ID + 12
    h.start(lambda g: db.script("01040b").setup.resolve(Ctx(g, h.identities[0], 0)))  # type: ignore[union-attr]
    assert h.keys() == (f"card:{claws}", f"card:{daggers}")  # Powered Gauntlets is not a Black Panther upgrade
    h.run([f"card:{daggers}"])
    g = h.game
    assert g is not None
    assert g.hand(0) == [daggers] and len(g.state.zone("deck", 0)) == 19
    assert h.card(claws).zone == ("deck", 0) and h.card(gauntlets).zone == ("deck", 0)
    unshuffled = [c for c in range(FIRST_DECK_ID, FIRST_DECK_ID + 20) if c != daggers]
    assert sorted(g.state.zone("deck", 0)) == unshuffled and g.state.zone("deck", 0) != unshuffled  # shuffled


def test_foresight_resolves_in_game_setup() -> None:
    deck = tuple([GENIUS] * 30 + [CLAWS])
    g = Game(GameSetup(players=(PlayerSetup(BLACK_PANTHER, deck),)), seed=3)
    assert g.pending is not None and g.pending.kind.value == "mulligan"
    assert not any(g.state.cards[c].code == CLAWS for c in g.hand(0))
    g.answer("keep")
    assert [g.state.cards[c].code for c in g.hand(0)].count(CLAWS) == 1 and len(g.hand(0)) == 7


# -- Shuri ---------------------------------------------------------------------------------------------------
def test_shuri_searches_for_any_upgrade() -> None:
    """Shuri (#41): Response, after she enters play, search your deck for an upgrade."""
    h = _panther(deck=[GENIUS] * 5 + ["01038", "01081"] + [GENIUS] * 13)
    shuri = h.add("Shuri", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{shuri}", f"pay:discard:{strength}", f"use:{shuri}:0", f"card:{FIRST_DECK_ID + 6}"])
    g = h.game
    assert g is not None
    assert h.card(shuri).zone == ("play", 0)
    assert g.hand(0) == [FIRST_DECK_ID + 6] and h.card(FIRST_DECK_ID + 6).code == "01081"
    assert len(g.state.zone("deck", 0)) == 19


# -- Ancestral Knowledge -------------------------------------------------------------------------------------
def test_ancestral_knowledge_shuffles_three_different_titles_back() -> None:
    """Ancestral Knowledge (#42): up to 3 different cards from discard into the deck; FAQ: two versions of
    Wakanda Forever! are the same card."""
    h = _panther("alter_ego")
    ak = h.add("Ancestral Knowledge", "hand")
    pay = h.add("Strength", "hand")
    wf_a = h.add("01043a", "discard")
    wf_d = h.add("01043d", "discard")
    genius = h.add("Genius", "discard")
    h.add("Genius", "discard")
    h.start_turn(0)
    for key in (f"play:{ak}", f"pay:discard:{pay}", f"card:{wf_a}"):
        h.answer(key)
    assert f"card:{wf_d}" not in h.keys() and f"card:{ak}" not in h.keys()
    h.answer(f"card:{genius}")
    assert h.keys() == (f"card:{pay}", "none")  # the second Genius and Wakanda Forever! are taken titles
    h.run(["none"])
    g = h.game
    assert g is not None
    assert len(g.state.zone("deck", 0)) == 22 and {wf_a, genius} <= set(g.state.zone("deck", 0))
    assert h.card(wf_d).zone == ("discard", 0)


def test_ancestral_knowledge_stops_at_three_and_can_stop_early() -> None:
    h = _panther("alter_ego")
    ak = h.add("Ancestral Knowledge", "hand")
    pay = h.add("Energy", "hand")
    wf = h.add("01043a", "discard")
    genius = h.add("Genius", "discard")
    strength = h.add("Strength", "discard")
    claws = h.add("Panther Claws", "discard")
    h.start_turn(0)
    h.run([f"play:{ak}", f"pay:discard:{pay}", f"card:{wf}", f"card:{genius}", f"card:{strength}"])
    g = h.game
    assert g is not None
    deck = g.state.zone("deck", 0)
    assert len(deck) == 23 and {wf, genius, strength} <= set(deck)
    assert h.card(claws).zone == ("discard", 0) and h.card(ak).zone == ("discard", 0)

    h = _panther("alter_ego")
    ak = h.add("Ancestral Knowledge", "hand")
    pay = h.add("Energy", "hand")
    wf = h.add("01043a", "discard")
    h.start_turn(0)
    h.run([f"play:{ak}", f"pay:discard:{pay}", f"card:{wf}", "none"])  # Energy (spent) could follow
    g = h.game
    assert g is not None and len(g.state.zone("deck", 0)) == 21 and h.card(pay).zone == ("discard", 0)


def test_ancestral_knowledge_is_an_alter_ego_action() -> None:
    h = _panther("hero")
    ak = h.add("Ancestral Knowledge", "hand")
    h.add("Energy", "hand")
    h.add("Genius", "discard")
    h.start_turn(0)
    assert f"play:{ak}" not in h.keys()


# -- Wakanda Forever! and the Special abilities --------------------------------------------------------------
def test_wakanda_forever_final_step_is_doubled() -> None:
    """Wakanda Forever! (#43): resolve each Black Panther upgrade's Special in any order; Panther Claws (#47)
    and Tactical Genius (#48) do more on the final step."""
    h = _panther()
    claws = h.add("Panther Claws", "play")
    tactical = h.add("Tactical Genius", "play")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    wf, pay = _wakanda(h)
    h.start_turn(0)
    h.answer(f"play:{wf}")
    h.answer(f"pay:discard:{pay}")
    assert set(h.keys()) == {f"card:{claws}", f"card:{tactical}"}
    h.run([f"card:{tactical}"])  # Tactical Genius first (1 threat), then Panther Claws last (4 damage)
    assert h.card(h.main_scheme).threat == 4 and h.card(h.villain).damage == 4

    h = _panther()
    claws = h.add("Panther Claws", "play")
    tactical = h.add("Tactical Genius", "play")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    wf, pay = _wakanda(h)
    h.start_turn(0)
    h.run([f"play:{wf}", f"pay:discard:{pay}", f"card:{claws}"])
    assert h.card(h.main_scheme).threat == 3 and h.card(h.villain).damage == 2


def test_wakanda_forever_with_all_four_upgrades() -> None:
    """Energy Daggers (#46): not an attack, hits the villain and each enemy engaged with the chosen player;
    Vibranium Suit (#49): moves damage from your hero to an enemy."""
    h = _panther()
    ident = h.identities[0]
    daggers = h.add("Energy Daggers", "play")
    claws = h.add("Panther Claws", "play")
    tactical = h.add("Tactical Genius", "play")
    suit = h.add("Vibranium Suit", "play")
    shocker = h.add("Shocker", "engaged")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.set(lambda g: setattr(g.state.cards[ident], "damage", 3))
    wf, pay = _wakanda(h)
    h.start_turn(0)
    h.run([f"play:{wf}", f"pay:discard:{pay}",
           f"card:{suit}", f"card:{shocker}",  # moves 1 damage to Shocker
           f"card:{tactical}",  # removes 1 threat from the main scheme (the only scheme)
           f"card:{claws}", f"card:{h.villain}"])  # 2 damage to Rhino; Energy Daggers is last
    assert h.card(ident).damage == 2
    assert h.card(h.main_scheme).threat == 4
    assert h.card(h.villain).damage == 2 + 2  # Claws, then Daggers' final step
    assert h.card(shocker).zone == ("encounter_discard", None)  # 1 moved + 2 from Daggers: Shocker (3 HP) falls
    assert h.card(wf).zone == ("discard", 0)
    assert not h.card(daggers).exhausted


def test_wakanda_forever_needs_a_black_panther_upgrade() -> None:
    h = _panther()
    h.add("Powered Gauntlets", "play")
    wf, _pay = _wakanda(h)
    h.start_turn(0)
    assert f"play:{wf}" not in h.keys()
    h = _panther("alter_ego")
    h.add("Panther Claws", "play")
    wf, _pay = _wakanda(h)
    h.start_turn(0)
    assert f"play:{wf}" not in h.keys()  # a Hero Action


def test_vibranium_suit_moved_damage_is_dealt_so_tough_stops_it() -> None:
    """FAQ (Vibranium Suit): moved damage is dealt, so it discards a tough status card."""
    h = _panther()
    ident = h.identities[0]
    h.add("Vibranium Suit", "play")
    h.set(lambda g: setattr(g.state.cards[ident], "damage", 4))
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    wf, pay = _wakanda(h)
    h.start_turn(0)
    h.run([f"play:{wf}", f"pay:discard:{pay}"])  # the final (only) step: 2 damage moves
    assert h.card(ident).damage == 2
    assert h.card(h.villain).damage == 0 and h.card(h.villain).tough == 0


def test_a_stunned_panther_claws_step_only_discards_the_stun() -> None:
    h = _panther()
    h.add("Panther Claws", "play")
    tactical = h.add("Tactical Genius", "play")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "stunned", 1))
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    wf, pay = _wakanda(h)
    h.start_turn(0)
    h.run([f"play:{wf}", f"pay:discard:{pay}", f"card:{tactical}"])
    assert h.card(h.main_scheme).threat == 4
    assert h.card(h.villain).damage == 0 and h.card(h.identities[0]).stunned == 0


def test_killmonger_takes_no_damage_from_black_panther_upgrades() -> None:
    """Killmonger (#157): he cannot take damage from Black Panther upgrades (Claws cannot pick him, the
    Daggers pass him by)."""
    h = _panther()
    h.add("Panther Claws", "play")
    daggers = h.add("Energy Daggers", "play")
    killmonger = h.add("Killmonger", "engaged")
    wf, pay = _wakanda(h)
    h.start_turn(0)
    h.run([f"play:{wf}", f"pay:discard:{pay}", f"card:{daggers}"])  # Claws' only target is Rhino
    assert h.card(killmonger).damage == 0
    assert h.card(h.villain).damage == 1 + 4


# -- The Golden City -----------------------------------------------------------------------------------------
def test_the_golden_city_draws_2() -> None:
    """The Golden City (#45): Alter-Ego Action, exhaust → draw 2 cards."""
    h = _panther("alter_ego")
    city = h.add("The Golden City", "play")
    h.start_turn(0)
    h.run([f"ability:{city}:0"])
    g = h.game
    assert g is not None and len(g.hand(0)) == 2 and h.card(city).exhausted
    assert f"ability:{city}:0" not in h.keys()


def test_vibranium_pays_two_wild() -> None:
    """Vibranium (#44): two printed wild resources."""
    h = _panther()
    vib = h.add("Vibranium", "hand")
    shuri = h.add("Shuri", "hand")
    h.start_turn(0)
    h.run([f"play:{shuri}", f"pay:discard:{vib}", "pass"])
    assert h.card(shuri).zone == ("play", 0)


# -- Affairs of State ----------------------------------------------------------------------------------------
def test_affairs_of_state_exhaust_t_challa_removes_it() -> None:
    """Affairs of State (#155): you may flip; exhaust T'Challa → remove it from the game."""
    h = _panther("alter_ego", encounter_deck=["01155"])
    claws = h.add("Panther Claws", "play")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["exhaust"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).exhausted and h.card(claws).zone == ("play", 0)
    assert [g.state.cards[c].code for c in g.state.zone("removed")] == ["01155"]


def test_affairs_of_state_otherwise_discards_a_black_panther_upgrade() -> None:
    h = _panther(encounter_deck=["01155"])
    claws = h.add("Panther Claws", "play")
    suit = h.add("Vibranium Suit", "play")
    h.add("Powered Gauntlets", "play")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["no", f"card:{suit}"])
    g = h.game
    assert g is not None
    assert h.card(suit).zone == ("discard", 0) and h.card(claws).zone == ("play", 0)
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == ["01155"]

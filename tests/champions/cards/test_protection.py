"""Protection aspect, core set (01075-01082)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown, reveal_top
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.playing import enter_play

SHOCKER, MERCENARY, EXHAUSTION, ADVANCE, ASSAULT = "01103", "01101", "01191", "01186", "01187"


def test_every_protection_card_but_luke_cage_is_scripted_with_rules_text() -> None:
    db = default_database()
    for n in range(75, 83):
        if n == 76:
            assert not db.is_scripted("01076")  # toughness is a fact
            continue
        assert db.script(f"010{n}").rules_text().strip(), n


def _villain_attacks(h: Harness, player: int = 0) -> None:
    h.start(lambda g: enemy_attack(g, h.villain, player, activation=True, boosts=False))


# -- Black Widow ---------------------------------------------------------------------------------------------
def _codes(h: Harness, zone: str, player: int | None = None) -> list[str]:
    g = h.game
    assert g is not None
    return [g.state.cards[c].code for c in g.state.zone(zone, player)]


def test_black_widow_cancels_a_revealed_card_and_reveals_another() -> None:
    """Black Widow (#75): Interrupt when a card is revealed from the encounter deck, exhaust her and spend a
    [mental] resource → cancel its effects, discard it, then reveal another card."""
    h = Harness(encounter_deck=[SHOCKER, MERCENARY, ASSAULT])  # (a deck that empties is rebuilt at once)
    h.form(0, "hero")
    widow = h.add("Black Widow", "play")
    genius = h.add("Genius", "hand")
    h.start(lambda g: reveal_top(g, 0))
    assert h.keys() == (f"use:{widow}:interrupt-revealed", "pass")
    # Widow is exhausted afterwards: no window for the second
    h.run([f"use:{widow}:interrupt-revealed", f"pay:discard:{genius}"])
    g = h.game
    assert g is not None
    assert _codes(h, "encounter_discard") == [SHOCKER]  # cancelled: it never engaged
    assert [g.state.cards[m].code for m in g.minions(0)] == [MERCENARY]
    assert h.card(widow).exhausted
    assert h.card(genius).zone == ("discard", 0)


def test_black_widow_cancels_surge_too() -> None:
    """Cancelling the card's effects cancels its surge keyword: exactly one card replaces it."""
    h = Harness(encounter_deck=[EXHAUSTION, SHOCKER, MERCENARY])
    h.form(0, "hero")
    widow = h.add("Black Widow", "play")
    genius = h.add("Genius", "hand")
    h.start(lambda g: reveal_top(g, 0))
    h.run([f"use:{widow}:0", f"pay:discard:{genius}"])  # Widow is exhausted: no window for Shocker
    g = h.game
    assert g is not None
    assert not h.card(h.identities[0]).exhausted  # Exhaustion's effect was cancelled
    assert [g.state.cards[m].code for m in g.minions(0)] == [SHOCKER]
    assert _codes(h, "encounter_deck") == [MERCENARY]


def test_black_widow_works_on_facedown_encounter_cards() -> None:
    h = Harness(encounter_deck=[MERCENARY, ASSAULT])
    widow = h.add("Black Widow", "play")
    h.add(SHOCKER, "facedown")
    genius = h.add("Genius", "hand")
    h.start(lambda g: reveal_facedown(g, 0))
    h.run([f"use:{widow}:0", f"pay:discard:{genius}"])
    g = h.game
    assert g is not None and [g.state.cards[m].code for m in g.minions(0)] == [MERCENARY]
    assert _codes(h, "encounter_discard") == [SHOCKER]


def test_black_widow_needs_a_mental_resource_and_to_be_ready() -> None:
    h = Harness(encounter_deck=[SHOCKER])
    h.form(0, "hero")  # (Peter Parker's Scientist would generate a [mental] resource)
    h.add("Black Widow", "play")
    h.add("Energy", "hand")
    h.start(lambda g: reveal_top(g, 0))
    assert h.pending is None and _codes(h, "play", 0)[-1] == SHOCKER
    h2 = Harness(encounter_deck=[SHOCKER])
    h2.form(0, "hero")
    h2.add("Black Widow", "play", exhausted=True)
    h2.add("Genius", "hand")
    h2.start(lambda g: reveal_top(g, 0))
    assert h2.pending is None and _codes(h2, "play", 0)[-1] == SHOCKER


# -- Luke Cage -----------------------------------------------------------------------------------------------
def test_luke_cage_enters_play_with_a_tough_status_card() -> None:
    """Luke Cage (#76): Toughness — the first damage he would take is prevented."""
    h = Harness()
    h.form(0, "hero")
    cage = h.add("Luke Cage", "hand")
    h.start(lambda g: enter_play(g, cage, 0))
    assert h.card(cage).tough == 1
    h2 = Harness()
    h2.form(0, "hero")
    cage2 = h2.add("Luke Cage", "play", tough=1)
    _villain_attacks(h2)
    h2.run(["pass", f"defend:{cage2}"])
    assert h2.card(cage2).damage == 0 and h2.card(cage2).tough == 0


# -- Counter-Punch -------------------------------------------------------------------------------------------
def test_counter_punch_deals_your_hero_atk_to_the_attacker_after_your_hero_defends() -> None:
    """Counter-Punch (#77): Response (attack) after your hero defends against an enemy attack, deal damage equal
    to your hero's ATK to that enemy."""
    h = Harness()
    h.form(0, "hero")
    punch = h.add("Counter-Punch", "hand")
    h.add("Combat Training", "play")
    _villain_attacks(h)
    h.answer("pass")  # Spider-Sense
    h.answer(f"defend:{h.identities[0]}")
    assert h.keys() == (f"use:{punch}:response-enemy-attack", "pass")
    h.run([f"use:{punch}:response-enemy-attack"])
    assert h.card(h.villain).damage == 3  # ATK 2 + Combat Training
    assert h.card(h.identities[0]).damage == 0  # Rhino ATK 2 - DEF 3


def test_counter_punch_not_when_undefended_or_an_ally_defends() -> None:
    h = Harness()
    h.form(0, "hero")
    h.add("Counter-Punch", "hand")
    _villain_attacks(h)
    h.run(["pass", "no_defense"])
    assert h.card(h.villain).damage == 0
    h2 = Harness()
    h2.form(0, "hero")
    h2.add("Counter-Punch", "hand")
    cage = h2.add("Luke Cage", "play")
    _villain_attacks(h2)
    h2.run(["pass", f"defend:{cage}"])
    assert h2.card(h2.villain).damage == 0 and h2.card(cage).damage == 2


def test_counter_punch_after_a_defense_event() -> None:
    """Rules Reference "Defense": resolving a (defense) ability makes your identity the defender (Backflip)."""
    h = Harness()
    h.form(0, "hero")
    backflip = h.add("Backflip", "hand")
    punch = h.add("Counter-Punch", "hand")
    _villain_attacks(h)
    for key in ("pass", "no_defense", f"use:{backflip}:0"):
        h.answer(key)
    assert h.keys() == (f"use:{punch}:response-enemy-attack", "pass")
    h.run([f"use:{punch}:response-enemy-attack"])
    assert h.card(h.villain).damage == 2
    assert h.card(h.identities[0]).damage == 0


# -- Get Behind Me! ------------------------------------------------------------------------------------------
def test_get_behind_me_cancels_a_treachery_and_the_villain_attacks_you() -> None:
    """Get Behind Me! (#78): Hero Interrupt on a treachery revealed from the encounter deck — its When Revealed
    effects are cancelled and the villain attacks the player who played it."""
    h = Harness(encounter_deck=[ADVANCE, ASSAULT])  # Assault is dealt as the boost card: no boost icon
    h.form(0, "hero")
    behind = h.add("Get Behind Me!", "hand")
    genius = h.add("Genius", "hand")
    h.start(lambda g: reveal_top(g, 0))
    assert h.keys() == (f"use:{behind}:interrupt-hero-revealed", "pass")
    # ... and pass on Spider-Sense
    h.run([f"use:{behind}:interrupt-hero-revealed", f"pay:discard:{genius}", "pass", "no_defense"])
    assert h.card(h.main_scheme).threat == 0  # Advance (the villain schemes) is cancelled
    assert h.card(h.identities[0]).damage == 2  # Rhino ATK 2, undefended
    assert sorted(_codes(h, "encounter_discard")) == sorted([ADVANCE, ASSAULT])


def test_get_behind_me_is_for_treacheries_in_hero_form_only() -> None:
    h = Harness(encounter_deck=[SHOCKER])
    h.form(0, "hero")
    h.add("Get Behind Me!", "hand")
    h.add("Genius", "hand")
    h.start(lambda g: reveal_top(g, 0))
    assert h.pending is None  # a minion: no window (and Shocker has no quickstrike)
    h2 = Harness(encounter_deck=[EXHAUSTION, SHOCKER])
    h2.add("Get Behind Me!", "hand")
    h2.add("Genius", "hand")
    h2.start(lambda g: reveal_top(g, 0))
    assert h2.pending is None and h2.card(h2.identities[0]).exhausted


def test_get_behind_me_keeps_surge() -> None:
    """Only the When Revealed effects are cancelled: the surge keyword still reveals another card."""
    h = Harness(encounter_deck=[EXHAUSTION, ASSAULT, SHOCKER])
    h.form(0, "hero")
    behind = h.add("Get Behind Me!", "hand")
    genius = h.add("Genius", "hand")
    h.start(lambda g: reveal_top(g, 0))
    h.run([f"use:{behind}:0", f"pay:discard:{genius}", "pass", "no_defense"])
    g = h.game
    assert g is not None
    assert not h.card(h.identities[0]).exhausted
    assert [g.state.cards[m].code for m in g.minions(0)] == [SHOCKER]  # revealed by surge


# -- The Power of Protection ---------------------------------------------------------------------------------
def test_power_of_protection_doubles_only_for_protection_cards() -> None:
    """The Power of Protection (#79): [wild]; double while paying for a Protection card."""
    h = Harness()
    h.form(0, "hero")
    p1 = h.add("The Power of Protection", "hand")
    p2 = h.add("The Power of Protection", "hand")
    vest = h.add("Armored Vest", "hand")  # Protection, cost 1
    team = h.add("Med Team", "hand")  # Protection, cost 3
    haymaker = h.add("Haymaker", "hand")  # basic, cost 2
    h.start_turn(0)
    assert f"play:{haymaker}" in h.keys()  # 1 + 1 for a basic card
    h.run([f"play:{team}", f"pay:discard:{p1}", f"pay:discard:{p2}"])  # 2 + 2 for Med Team (1 lost)
    assert h.card(team).zone == ("play", 0)
    assert f"play:{haymaker}" not in h.keys()  # only the Vest's own resource is left
    assert f"play:{vest}" in h.keys()  # Haymaker's resource pays for it


# -- Med Team ------------------------------------------------------------------------------------------------
def test_med_team_heals_2_from_a_friendly_character() -> None:
    """Med Team (#80): Uses (3 medical); Action, exhaust and remove a counter → heal 2 from a friendly character."""
    h = Harness()
    team = h.add("Med Team", "play", counters=3)
    cage = h.add("Luke Cage", "play", damage=3)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 1))
    h.start_turn(0)
    h.run([f"ability:{team}:0", f"card:{cage}"])
    assert h.card(cage).damage == 1 and h.card(h.identities[0]).damage == 1
    assert h.card(team).counters == 2 and h.card(team).exhausted


def test_med_team_needs_a_damaged_friendly_character() -> None:
    h = Harness()
    team = h.add("Med Team", "play", counters=3)
    h.add("Shocker", "engaged", damage=1)
    h.start_turn(0)
    assert f"ability:{team}:0" not in h.keys()


# -- Armored Vest --------------------------------------------------------------------------------------------
def test_armored_vest_gives_your_hero_1_def() -> None:
    """Armored Vest (#81): your hero gets +1 DEF (Max 1 per player)."""
    h = Harness()
    h.form(0, "hero")
    h.add("Armored Vest", "play")
    h.set(lambda g: g.add_lasting("attack", "add", 2, h.villain, "end_of_round", None))
    _villain_attacks(h)
    h.run(["pass", f"defend:{h.identities[0]}"])
    g = h.game
    assert g is not None and g.stat(h.identities[0], "defense") == 4
    assert h.card(h.identities[0]).damage == 0  # ATK 4 - DEF 4


# -- Indomitable ---------------------------------------------------------------------------------------------
def test_indomitable_readies_your_hero_after_it_defends() -> None:
    """Indomitable (#82): Response after your hero defends, discard it → ready your hero."""
    h = Harness()
    h.form(0, "hero")
    ind = h.add("Indomitable", "play")
    _villain_attacks(h)
    h.answer("pass")
    h.answer(f"defend:{h.identities[0]}")
    assert h.keys() == (f"use:{ind}:response-enemy-attack", "pass")
    h.run([f"use:{ind}:response-enemy-attack"])
    assert not h.card(h.identities[0]).exhausted
    assert h.card(ind).zone == ("discard", 0)


def test_indomitable_not_after_a_defense_event_that_leaves_the_hero_ready() -> None:
    h = Harness()
    h.form(0, "hero")
    h.add("Indomitable", "play")
    backflip = h.add("Backflip", "hand")
    _villain_attacks(h)
    h.run(["pass", "no_defense", f"use:{backflip}:0"])  # your hero defended but is not exhausted: nothing to ready
    assert h.pending is None

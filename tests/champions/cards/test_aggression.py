"""Aggression aspect, core set (01050-01057)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.harness import Harness

ENERGY, GENIUS, STRENGTH, POWER = "01088", "01089", "01090", "01055"


def _threat(h: Harness, n: int) -> None:
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", n))


def test_every_aggression_card_is_scripted_with_rules_text() -> None:
    db = default_database()
    for n in range(50, 58):
        assert db.script(f"010{n}").rules_text().strip(), n


# -- Hulk ----------------------------------------------------------------------------------------------------
def _hulk_attacks(top: str) -> tuple[Harness, int]:
    h = Harness(deck=[top] + [ENERGY] * 19)
    h.form(0, "hero")
    hulk = h.add("Hulk", "play")
    h.start_turn(0)
    h.answer(f"attack:{hulk}")  # Rhino is the only enemy: the forced response follows at once
    return h, hulk


def test_hulk_physical_deals_2_damage_to_an_enemy() -> None:
    """Hulk (#50): Forced Response after he attacks — [physical] on the discarded card: 2 damage to an enemy.
    Consequential damage comes after (timing chart)."""
    h, hulk = _hulk_attacks(STRENGTH)
    h.run([])
    assert h.card(h.villain).damage == 3 + 2
    assert h.card(hulk).damage == 1  # consequential damage
    assert h.card(h.identities[0]).damage == 0
    g = h.game
    assert g is not None and [g.state.cards[c].code for c in g.state.zone("discard", 0)] == [STRENGTH]


def test_hulk_energy_deals_1_damage_to_each_character() -> None:
    h, hulk = _hulk_attacks(ENERGY)
    h.run([])
    assert h.card(h.villain).damage == 3 + 1
    assert h.card(h.identities[0]).damage == 1
    assert h.card(hulk).damage == 1 + 1


def test_hulk_mental_discards_him_before_consequential_damage() -> None:
    h, hulk = _hulk_attacks(GENIUS)
    h.run([])
    assert h.card(h.villain).damage == 3
    assert h.card(hulk).zone == ("discard", 0) and h.card(hulk).damage == 0


def test_hulk_wild_does_all_three_in_the_order_his_controller_chooses() -> None:
    """FAQ (Salvage #33): every printed resource is checked at once; Hulk's controller orders the results."""
    h, hulk = _hulk_attacks(POWER)
    assert h.pending is not None and h.pending.kind.value == "order"
    assert set(h.keys()) == {"hulk:physical", "hulk:energy", "hulk:mental"}
    h.run(["hulk:physical", "hulk:energy"])  # the last one resolves by itself
    assert h.card(h.villain).damage == 3 + 2 + 1
    assert h.card(h.identities[0]).damage == 1
    assert h.card(hulk).zone == ("discard", 0)


def test_hulk_discarded_first_still_resolves_the_rest() -> None:
    h, hulk = _hulk_attacks(POWER)
    h.run(["hulk:mental", "hulk:energy"])
    assert h.card(hulk).zone == ("discard", 0)
    assert h.card(h.villain).damage == 3 + 1 + 2
    assert h.card(h.identities[0]).damage == 1


def test_a_stunned_hulk_does_not_attack_so_nothing_is_discarded() -> None:
    h = Harness(deck=[STRENGTH] + [ENERGY] * 19)
    hulk = h.add("Hulk", "play", stunned=1)
    h.start_turn(0)
    h.run([f"attack:{hulk}"])
    g = h.game
    assert g is not None and g.state.zone("discard", 0) == []
    assert h.card(h.villain).damage == 0 and h.card(hulk).stunned == 0


# -- Tigra ---------------------------------------------------------------------------------------------------
def test_tigra_heals_1_after_she_defeats_a_minion_before_consequential_damage() -> None:
    """Tigra (#51): Response after she attacks and defeats a minion, heal 1 from her. FAQ: before her
    consequential damage."""
    h = Harness()
    tigra = h.add("Tigra", "play", damage=1)
    shocker = h.add("Shocker", "engaged", damage=1)
    h.start_turn(0)
    h.answer(f"attack:{tigra}")
    h.answer(f"card:{shocker}")
    assert h.labels() == ["Use Tigra: Heal 1 damage from this card.", "Pass"]
    h.run(["Use Tigra"])
    assert h.card(shocker).zone == ("encounter_discard", None)
    assert h.card(tigra).damage == 0 + 1  # healed to 0, then 1 consequential damage


def test_tigra_undamaged_has_nothing_to_heal() -> None:
    """With no damage before consequential damage, the heal would not change the game: no window."""
    h = Harness()
    tigra = h.add("Tigra", "play")
    shocker = h.add("Shocker", "engaged", damage=1)
    h.start_turn(0)
    h.run([f"attack:{tigra}", f"card:{shocker}"])
    assert h.card(tigra).damage == 1


def test_tigra_no_heal_when_the_minion_survives() -> None:
    h = Harness()
    tigra = h.add("Tigra", "play", damage=1)
    shocker = h.add("Shocker", "engaged")
    h.start_turn(0)
    h.run([f"attack:{tigra}", f"card:{shocker}"])
    assert h.card(shocker).damage == 2 and h.card(tigra).damage == 2


# -- Chase Them Down -----------------------------------------------------------------------------------------
def test_chase_them_down_removes_2_threat_after_your_hero_defeats_an_enemy() -> None:
    """Chase Them Down (#52): Response (thwart) after your hero attacks and defeats an enemy, remove 2 threat."""
    h = Harness()
    h.form(0, "hero")
    chase = h.add("Chase Them Down", "hand")
    shocker = h.add("Shocker", "engaged", damage=1)
    _threat(h, 5)
    h.start_turn(0)
    h.answer(f"attack:{h.identities[0]}")
    h.answer(f"card:{shocker}")
    assert h.keys() == (f"use:{chase}:response-player-attack", "pass")
    h.run([f"use:{chase}:response-player-attack"])  # the main scheme is the only scheme
    assert h.card(h.main_scheme).threat == 3
    assert h.card(chase).zone == ("discard", 0)


def test_chase_them_down_not_after_an_ally_defeats_an_enemy() -> None:
    h = Harness()
    h.form(0, "hero")
    h.add("Chase Them Down", "hand")
    tigra = h.add("Tigra", "play")
    shocker = h.add("Shocker", "engaged", damage=1)
    _threat(h, 5)
    h.start_turn(0)
    h.run([f"attack:{tigra}", f"card:{shocker}"])
    assert h.card(h.main_scheme).threat == 5


def test_chase_them_down_not_when_the_enemy_survives() -> None:
    h = Harness()
    h.form(0, "hero")
    h.add("Chase Them Down", "hand")
    shocker = h.add("Shocker", "engaged")
    _threat(h, 5)
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{shocker}"])
    assert h.card(shocker).damage == 2 and h.card(h.main_scheme).threat == 5


def test_chase_them_down_thwart_of_a_confused_hero_only_discards_the_status_card() -> None:
    h = Harness()
    h.form(0, "hero")
    chase = h.add("Chase Them Down", "hand")
    shocker = h.add("Shocker", "engaged", damage=1)
    _threat(h, 5)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "confused", 1))
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{shocker}", f"use:{chase}:0"])
    assert h.card(h.main_scheme).threat == 5 and h.card(h.identities[0]).confused == 0


# -- Relentless Assault --------------------------------------------------------------------------------------
def _relentless(payment: str) -> tuple[Harness, int]:
    h = Harness()
    h.form(0, "hero")
    card = h.add("Relentless Assault", "hand")
    pay = h.add(payment, "hand")
    shocker = h.add("Shocker", "engaged")
    h.start_turn(0)
    h.run([f"play:{card}", f"pay:discard:{pay}"])  # Shocker is the only minion
    return h, shocker


def test_relentless_assault_with_physical_has_overkill() -> None:
    """Relentless Assault (#53): 5 damage to a minion; paid with [physical], overkill (excess to the villain)."""
    h, shocker = _relentless("Strength")
    assert h.card(shocker).zone == ("encounter_discard", None)
    assert h.card(h.villain).damage == 2


def test_relentless_assault_without_physical_has_no_overkill() -> None:
    h, shocker = _relentless("Energy")
    assert h.card(shocker).zone == ("encounter_discard", None)
    assert h.card(h.villain).damage == 0


def test_relentless_assault_wild_counts_as_physical() -> None:
    """The Power of Aggression: [wild], doubled for an Aggression card, so it pays the whole cost alone."""
    h, shocker = _relentless("The Power of Aggression")
    assert h.card(shocker).zone == ("encounter_discard", None)
    assert h.card(h.villain).damage == 2


def test_relentless_assault_needs_a_minion() -> None:
    h = Harness()
    h.form(0, "hero")
    card = h.add("Relentless Assault", "hand")
    h.add("Strength", "hand")
    h.start_turn(0)
    assert f"play:{card}" not in h.keys()


# -- Uppercut ------------------------------------------------------------------------------------------------
def test_uppercut_deals_5_damage() -> None:
    """Uppercut (#54): Hero Action (attack), 5 damage to an enemy."""
    h = Harness()
    h.form(0, "hero")
    card = h.add("Uppercut", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")
    h.start_turn(0)
    h.run([f"play:{card}", f"pay:discard:{energy}", f"pay:discard:{genius}"])
    assert h.card(h.villain).damage == 5
    assert h.card(card).zone == ("discard", 0)


def test_uppercut_is_hero_only() -> None:
    h = Harness()
    card = h.add("Uppercut", "hand")
    h.add("Energy", "hand")
    h.add("Genius", "hand")
    h.start_turn(0)
    assert f"play:{card}" not in h.keys()


# -- The Power of Aggression ---------------------------------------------------------------------------------
def test_power_of_aggression_doubles_only_for_aggression_cards() -> None:
    """The Power of Aggression (#55): [wild]; double while paying for an Aggression card."""
    h = Harness()
    h.form(0, "hero")
    training = h.add("Combat Training", "hand")  # Aggression, cost 2
    haymaker = h.add("Haymaker", "hand")  # basic, cost 2
    p1 = h.add("The Power of Aggression", "hand")
    p2 = h.add("The Power of Aggression", "hand")
    h.start_turn(0)
    h.run([f"play:{training}", f"pay:discard:{p1}"])
    assert h.card(training).zone == ("play", 0)
    assert f"play:{haymaker}" not in h.keys()
    assert h.card(p2).zone == ("hand", 0)


# -- Tac Team ------------------------------------------------------------------------------------------------
def test_tac_team_deals_2_damage_per_attack_counter() -> None:
    """Tac Team (#56): Uses (3 attack); Action, exhaust and remove a counter → 2 damage to an enemy."""
    h = Harness()
    team = h.add("Tac Team", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")
    h.start_turn(0)
    h.run([f"play:{team}", f"pay:discard:{energy}", f"pay:discard:{genius}"])
    assert h.card(team).counters == 3
    h.run([f"ability:{team}:0"])
    assert h.card(h.villain).damage == 2
    assert h.card(team).counters == 2 and h.card(team).exhausted
    assert f"ability:{team}:0" not in h.keys()


def test_tac_team_is_discarded_with_its_last_counter() -> None:
    h = Harness()
    team = h.add("Tac Team", "play", counters=1)
    shocker = h.add("Shocker", "engaged")
    h.start_turn(0)
    h.run([f"ability:{team}:0", f"card:{shocker}"])
    assert h.card(shocker).damage == 2
    assert h.card(team).zone == ("discard", 0)


# -- Combat Training -----------------------------------------------------------------------------------------
def test_combat_training_gives_your_hero_1_atk() -> None:
    """Combat Training (#57): your hero gets +1 ATK; Max 1 per player."""
    h = Harness()
    h.form(0, "hero")
    training = h.add("Combat Training", "hand")
    second = h.add("Combat Training", "hand")
    strength = h.add("Strength", "hand")
    h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"play:{training}", f"pay:discard:{strength}"])
    g = h.game
    assert g is not None and g.stat(h.identities[0], "attack") == 3
    assert f"play:{second}" not in h.keys()  # max 1 per player
    h.run([f"attack:{h.identities[0]}"])
    assert h.card(h.villain).damage == 3


def test_combat_training_not_in_alter_ego_form() -> None:
    h = Harness()
    h.add("Combat Training", "play")
    h.start_turn(0)
    g = h.game
    assert g is not None and g.stat(h.identities[0], "attack") is None

"""Black Panther's nemesis set (core 01156-01159): Usurp The Throne, Killmonger, Heart-Shaped Herb,
Ritual Combat."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import hazard_count, reveal_top
from mcdesk.games.champions.engine.harness import Harness

BLACK_PANTHER = "01040a"
HERB, RITUAL, USURP, ADVANCE = "01158", "01159", "01156", "01186"


def _panther(form: str = "hero", **kw: object) -> Harness:
    h = Harness(heroes=[BLACK_PANTHER], **kw)  # type: ignore[arg-type]
    h.form(0, form)
    return h


def test_scripted_cards_have_rules_text() -> None:
    db = default_database()
    for code in ["01157", HERB, RITUAL]:
        assert db.script(code).rules_text().strip(), code
    assert not db.is_scripted(USURP)  # a hazard icon: a fact


def test_usurp_the_throne_adds_a_hazard_icon() -> None:
    """Usurp The Throne (#156): its hazard icon deals one more encounter card each villain phase."""
    h = _panther(encounter_deck=[USURP])
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert hazard_count(g) == 1 and h.card(g.side_schemes()[0]).threat == 3


def test_killmonger_takes_damage_from_anything_else() -> None:
    """Killmonger (#157): only Black Panther upgrades cannot damage him."""
    h = _panther()
    killmonger = h.add("Killmonger", "engaged")
    gauntlets = h.add("Powered Gauntlets", "play")
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{killmonger}", f"ability:{gauntlets}:0", f"card:{killmonger}"])
    assert h.card(killmonger).damage == 2 + 1


def test_killmonger_energy_daggers_pass_him_by() -> None:
    h = _panther()
    h.add("Energy Daggers", "play")
    killmonger = h.add("Killmonger", "engaged")
    wf = h.add("01043d", "hand")
    pay = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{wf}", f"pay:discard:{pay}"])
    assert h.card(killmonger).damage == 0 and h.card(h.villain).damage == 2


def test_heart_shaped_herb_toughens_the_villain_and_your_minions_then_surges() -> None:
    """Heart-Shaped Herb (#158): tough to the villain and each minion engaged with you; surge."""
    h = _panther(encounter_deck=[HERB, ADVANCE, ADVANCE])
    shocker = h.add("Shocker", "engaged")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert h.card(h.villain).tough == 1 and h.card(shocker).tough == 1
    assert h.card(h.main_scheme).threat == 1  # surge revealed Advance: Rhino schemed for 1


def test_heart_shaped_herb_boost_toughens_the_villain() -> None:
    h = Harness(heroes=["01029a"], encounter_deck=[HERB])  # Iron Man: no retaliate to spend the tough card
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.villain).tough == 1
    assert h.card(h.identities[0]).damage == 3  # ATK 2 + 1 boost icon

    h = _panther(encounter_deck=[HERB])
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.villain).tough == 0 and h.card(h.villain).damage == 0  # retaliate 1 spent it


def test_ritual_combat_x_damage_or_x_threat() -> None:
    """Ritual Combat (#159): discard the top encounter card; X = 1 + its boost icons; damage your hero or
    threat on the main scheme."""
    h = _panther(encounter_deck=[RITUAL, USURP, ADVANCE])  # Usurp The Throne: 3 boost icons
    h.start(lambda g: reveal_top(g, 0))
    h.run(["Deal X damage to your hero"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 4
    assert sorted(g.state.cards[c].code for c in g.state.zone("encounter_discard")) == [USURP, RITUAL]

    h = _panther(encounter_deck=[RITUAL, ADVANCE, ADVANCE])  # no boost icons
    h.start(lambda g: reveal_top(g, 0))
    h.run(["Place X threat on the main scheme"])
    assert h.card(h.main_scheme).threat == 1 and h.card(h.identities[0]).damage == 0


def test_ritual_combat_in_alter_ego_form_places_threat() -> None:
    h = _panther("alter_ego", encounter_deck=[RITUAL, USURP, ADVANCE])
    h.start(lambda g: reveal_top(g, 0))
    assert h.pending is None  # no hero to damage: the threat is the only choice that changes anything
    assert h.card(h.main_scheme).threat == 4

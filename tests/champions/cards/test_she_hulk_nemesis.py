"""She-Hulk's nemesis set (core 01161-01164): Personal Challenge, Titania, Genetically Enhanced and Titania's
Fury."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import enter_side_scheme, reveal_top
from mcdesk.games.champions.engine.harness import Harness

SHE_HULK = "01019a"
CHALLENGE, TITANIA, ENHANCED, FURY = "01161", "01162", "01163", "01164"


def test_every_card_of_the_set_is_scripted() -> None:
    db = default_database()
    for code in (CHALLENGE, TITANIA, ENHANCED, FURY):
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code
    assert {f.code for f in db.set_cards("she_hulk_nemesis")} == {CHALLENGE, TITANIA, ENHANCED, FURY}


def test_personal_challenge_enters_with_extra_threat_and_is_a_crisis() -> None:
    """Personal Challenge (#161): 3 fixed threat, +1 per player when revealed; its crisis icon keeps threat on
    the main scheme."""
    h = Harness(heroes=[SHE_HULK])
    h.form(0, "hero")
    pc = h.add(CHALLENGE, "set_aside")

    def proc(g):  # type: ignore[no-untyped-def]
        from mcdesk.games.champions.engine.turn import player_turn

        yield from enter_side_scheme(g, pc, 0)
        yield from player_turn(g, 0)

    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    h.start(proc)
    ident = h.identities[0]
    assert h.card(pc).threat == 4
    h.run([f"thwart:{ident}"])  # the main scheme cannot be chosen: Personal Challenge is the only target
    assert h.card(pc).threat == 3
    assert h.card(h.main_scheme).threat == 3


def test_titania_atk_is_her_remaining_hit_points() -> None:
    """Titania (#162): ATK X, X = her remaining hit points."""
    h = Harness(heroes=[SHE_HULK])
    h.form(0, "hero")
    tit = h.add(TITANIA, "engaged", damage=2)
    h.start(lambda g: enemy_attack(g, tit, 0))
    g = h.game
    assert g is not None
    assert g.stat(tit, "attack") == 4
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 4


def test_genetically_enhanced_attaches_to_the_strongest_minion() -> None:
    """Genetically Enhanced (#163): attach to the minion with the highest printed hit points; +3 hit points
    (Titania's ATK X follows her remaining hit points)."""
    h = Harness(heroes=[SHE_HULK], encounter_deck=[ENHANCED])
    tit = h.add(TITANIA, "engaged")
    h.add("Hydra Mercenary", "engaged")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None and h.pending is None
    ge = next(c for c in g.state.cards.values() if c.code == ENHANCED)
    assert ge.attached_to == tit
    assert g.hit_points(tit) == 9 and g.stat(tit, "attack") == 9


def test_genetically_enhanced_surges_without_minions() -> None:
    h = Harness(heroes=[SHE_HULK], encounter_deck=[ENHANCED, "01186", "01186", "01186"])  # Advance + boost
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert h.card(h.main_scheme).threat == 1  # surge revealed Advance
    assert ENHANCED in [g.state.cards[c].code for c in g.state.zone("encounter_discard")]


def test_titanias_fury_titania_attacks_your_hero() -> None:
    """Titania's Fury (#164): When Revealed, Titania attacks your hero."""
    h = Harness(heroes=[SHE_HULK], encounter_deck=[FURY])
    h.form(0, "hero")
    tit = h.add(TITANIA, "engaged", damage=1)
    h.start(lambda g: reveal_top(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 5
    assert h.card(tit).damage == 1


def test_titanias_fury_heals_titania_and_surges_when_she_did_not_attack() -> None:
    """If Titania did not attack (you are Jennifer Walters, or she is stunned), heal all her damage and the
    card gains surge."""
    h = Harness(heroes=[SHE_HULK], encounter_deck=[FURY, "01186", "01186", "01186"])
    tit = h.add(TITANIA, "engaged", damage=4)
    h.start(lambda g: reveal_top(g, 0))
    h.run(["pass"])  # Jennifer Walters does not object to Rhino's threat
    assert h.card(tit).damage == 0
    assert h.card(h.main_scheme).threat == 1  # surge revealed Advance

    h2 = Harness(heroes=[SHE_HULK], encounter_deck=[FURY, "01186", "01186", "01186"])
    h2.form(0, "hero")
    tit2 = h2.add(TITANIA, "engaged", damage=3, stunned=1)
    h2.start(lambda g: reveal_top(g, 0))
    assert h2.card(tit2).damage == 0 and h2.card(tit2).stunned == 0
    assert h2.card(h2.identities[0]).damage == 0
    assert h2.card(h2.main_scheme).threat == 1


def test_titanias_fury_boost_gives_the_villain_another_boost_card() -> None:
    """Titania's Fury boost (1 icon): the villain gets 1 more boost card for this activation, turned face up
    too (Charge's 2 boost icons): Rhino ATK 2 + 1 + 2 = 5."""
    h = Harness(heroes=[SHE_HULK], encounter_deck=[FURY, "01099", "01186"])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 5
    assert sorted(g.state.cards[c].code for c in g.state.zone("encounter_discard")) == ["01099", FURY]
    assert g.state.zone("boost") == []

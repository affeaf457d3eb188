"""She-Hulk's identity-specific set (core 01019-01028) and her obligation Legal Work (01160)."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.encounter import enter_side_scheme, reveal_top
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import place_threat

SHE_HULK = "01019a"


def _harness(**kw: object) -> Harness:
    return Harness(heroes=[SHE_HULK], **kw)  # type: ignore[arg-type]


def test_every_card_of_the_set_is_scripted() -> None:
    db = default_database()
    for code in ["01019a", "01019b", *[f"010{n}" for n in range(20, 29)], "01160"]:
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code


# -- She-Hulk / Jennifer Walters -------------------------------------------------------------------------------
def test_do_you_even_lift_deals_2_damage_after_changing_to_she_hulk() -> None:
    """She-Hulk (#19A) "Do You Even Lift?": Response, 2 damage to an enemy once you become She-Hulk."""
    h = _harness()
    ident = h.identities[0]
    shocker = h.add("Shocker", "engaged")
    h.start_turn(0)
    h.run(["change_form", f"use:{ident}:0", f"card:{shocker}"])
    assert h.card(shocker).damage == 2
    assert h.card(h.villain).damage == 0


def test_do_you_even_lift_is_not_offered_when_changing_to_jennifer_walters() -> None:
    h = _harness()
    h.form(0, "hero")
    h.start_turn(0)
    h.run(["change_form"])
    assert h.game is not None and h.game.form(0) == "alter_ego"


def test_i_object_prevents_1_threat_once_per_round() -> None:
    """Jennifer Walters (#19B) "I Object!": Interrupt, when threat would be placed on a scheme, prevent 1 of
    it; limit once per round."""
    h = _harness()
    ident = h.identities[0]

    def proc(g):  # type: ignore[no-untyped-def]
        yield from place_threat(g, h.main_scheme, 3, h.villain)
        yield from place_threat(g, h.main_scheme, 3, h.villain)

    h.start(proc)
    assert h.keys() == (f"use:{ident}:interrupt-threat-placed-i-object", "pass")
    h.run([f"use:{ident}:interrupt-threat-placed-i-object"])  # the second placement offers nothing: the limit is used
    assert h.card(h.main_scheme).threat == 5


def test_i_object_does_not_touch_a_side_schemes_starting_threat() -> None:
    """FAQ (Jennifer Walters #19B): a side scheme enters play with its threat, which is not placed; an
    additional threat its When Revealed places can be prevented."""
    h = _harness()
    ident = h.identities[0]
    pc = h.add("Personal Challenge", "set_aside")
    h.start(lambda g: enter_side_scheme(g, pc, 0))
    h.run([f"use:{ident}:0"])
    assert h.card(pc).threat == 3  # 3 printed (fixed), the additional 1 prevented


def test_i_object_cannot_be_used_during_setup() -> None:
    """FAQ (Jennifer Walters #19B): no ability without Setup timing resolves during game setup."""
    h = _harness()
    h.set(lambda g: setattr(g.state, "phase", "setup"))
    h.start(lambda g: place_threat(g, h.main_scheme, 2, None))
    assert h.pending is None
    assert h.card(h.main_scheme).threat == 2


# -- Hellcat ------------------------------------------------------------------------------------------------------
def test_hellcat_returns_to_her_owners_hand() -> None:
    """Hellcat (#20): Action, return Hellcat to your hand (her damage is gone with her)."""
    h = _harness()
    hc = h.add("Hellcat", "play", damage=2, exhausted=True)
    h.start_turn(0)
    h.run([f"ability:{hc}:0"])
    assert h.card(hc).zone == ("hand", 0)
    assert h.card(hc).damage == 0 and not h.card(hc).exhausted


# -- events -----------------------------------------------------------------------------------------------------------
def test_gamma_slam_deals_her_sustained_damage() -> None:
    """Gamma Slam (#21): Hero Action (attack), deal X damage to an enemy, X = damage you have sustained."""
    h = _harness()
    h.form(0, "hero")
    gs = h.add("Gamma Slam", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 7))
    h.start_turn(0)
    h.run([f"play:{gs}", f"pay:discard:{energy}", f"pay:discard:{genius}"])
    assert h.card(h.villain).damage == 7


def test_gamma_slam_needs_sustained_damage() -> None:
    h = _harness()
    h.form(0, "hero")
    gs = h.add("Gamma Slam", "hand")
    h.add("Energy", "hand")
    h.add("Genius", "hand")
    h.start_turn(0)
    assert f"play:{gs}" not in h.keys()


def test_ground_stomp_deals_1_damage_to_each_enemy() -> None:
    """Ground Stomp (#22): Hero Action, deal 1 damage to each enemy."""
    h = _harness()
    h.form(0, "hero")
    stomp = h.add("Ground Stomp", "hand")
    energy = h.add("Energy", "hand")
    shocker = h.add("Shocker", "engaged")
    merc = h.add("Hydra Mercenary", "engaged")
    h.start_turn(0)
    h.run([f"play:{stomp}", f"pay:discard:{energy}"])
    assert [h.card(c).damage for c in (h.villain, shocker, merc)] == [1, 1, 1]


def test_legal_practice_removes_1_threat_per_card_discarded_from_one_scheme() -> None:
    """Legal Practice (#23): Alter-Ego Action (thwart), discard up to 5 cards → 1 threat per card; FAQ: all
    from a single scheme."""
    h = _harness()
    lp = h.add("Legal Practice", "hand")
    a = h.add("Energy", "hand")
    b = h.add("Genius", "hand")
    c = h.add("Strength", "hand")
    side = h.add("Bomb Scare", "villain_area", threat=2)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.start_turn(0)
    h.run([f"play:{lp}", f"card:{a}", f"card:{b}", f"card:{c}", f"card:{h.main_scheme}"])
    assert h.card(h.main_scheme).threat == 2
    assert h.card(side).threat == 2
    assert all(h.card(x).zone == ("discard", 0) for x in (lp, a, b, c))


def test_legal_practice_may_stop_early_and_is_alter_ego_only() -> None:
    h = _harness()
    lp = h.add("Legal Practice", "hand")
    a = h.add("Energy", "hand")
    b = h.add("Genius", "hand")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.start_turn(0)
    h.run([f"play:{lp}", f"card:{a}", "done"])
    assert h.card(h.main_scheme).threat == 4
    assert h.card(b).zone == ("hand", 0)

    h2 = _harness()
    h2.form(0, "hero")
    lp2 = h2.add("Legal Practice", "hand")
    h2.add("Energy", "hand")
    h2.set(lambda g: setattr(g.state.cards[h2.main_scheme], "threat", 5))
    h2.start_turn(0)
    assert f"play:{lp2}" not in h2.keys()


def test_one_two_punch_readies_she_hulk_after_a_basic_attack() -> None:
    """One-Two Punch (#24): Response, after you make a basic attack, ready She-Hulk."""
    h = _harness()
    h.form(0, "hero")
    ident = h.identities[0]
    otp = h.add("One-Two Punch", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"attack:{ident}", f"use:{otp}:0", f"pay:discard:{strength}"])
    assert not h.card(ident).exhausted
    h.run([f"attack:{ident}"])
    assert h.card(h.villain).damage == 6  # She-Hulk ATK 3, twice


def test_split_personality_changes_form_and_draws_up_to_printed_hand_size() -> None:
    """Split Personality (#25): Action, change form, then draw up to your printed hand size (She-Hulk's 4)."""
    h = _harness()
    ident = h.identities[0]
    sp = h.add("Split Personality", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")
    h.start_turn(0)
    h.run([f"play:{sp}", f"pay:discard:{energy}", f"pay:discard:{genius}", f"use:{ident}:0"])
    g = h.game
    assert g is not None
    assert g.form(0) == "hero"
    assert h.card(h.villain).damage == 2  # "Do You Even Lift?" answers the change of form
    assert len(g.hand(0)) == 4
    assert "change_form" in h.keys()  # a change by a card does not use the turn's change of form


def test_superhuman_law_division_removes_2_threat_and_is_not_a_thwart() -> None:
    """Superhuman Law Division (#26): Alter-Ego Action, exhaust it and spend [mental] → remove 2 threat. Errata
    (RRG 1.5): no (thwart) label, so a confused Jennifer Walters still removes the threat."""
    h = _harness()
    sld = h.add("Superhuman Law Division", "play")
    genius = h.add("Genius", "hand")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "confused", 1))
    h.start_turn(0)
    h.run([f"ability:{sld}:0", f"pay:discard:{genius}"])
    assert h.card(h.main_scheme).threat == 3
    assert h.card(sld).exhausted
    assert h.card(h.identities[0]).confused == 1


def test_focused_rage_takes_1_damage_to_draw() -> None:
    """Focused Rage (#27): Hero Action, exhaust it and take 1 damage → draw 1 card."""
    h = _harness()
    h.form(0, "hero")
    fr = h.add("Focused Rage", "play")
    h.start_turn(0)
    h.run([f"ability:{fr}:0"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 1
    assert len(g.hand(0)) == 1
    assert f"ability:{fr}:0" not in h.keys()


def test_focused_rage_is_not_offered_while_a_tough_status_card_would_prevent_its_cost() -> None:
    """Rules Reference, "Status Cards": a tough status card prevents damage fully and the character "is not
    considered to have taken damage"; "Cost": a cost that cannot be paid in full is not paid and its effect does
    not occur. So "take 1 damage" cannot be paid while She-Hulk has a tough status card."""
    h = _harness()
    h.form(0, "hero")
    fr = h.add("Focused Rage", "play")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.start_turn(0)
    assert "end_turn" in h.keys()  # the turn is open
    assert not [k for k in h.keys() if k.startswith(f"ability:{fr}:")]
    assert h.card(h.identities[0]).tough == 1


def test_focused_rage_whose_damage_is_prevented_while_paying_does_not_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pay, then check: if the damage of the cost is prevented after all (here the look-ahead is made blind, as
    for a prevention no one could foresee), the cost was not paid in full and nothing is drawn (Rules Reference,
    "Cost")."""
    from mcdesk.games.champions.engine import combat

    h = _harness()
    h.form(0, "hero")
    fr = h.add("Focused Rage", "play")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    monkeypatch.setattr(combat, "damage_prevented", lambda g, target: False, raising=False)
    h.start_turn(0)
    [use] = [k for k in h.keys() if k.startswith(f"ability:{fr}:")]
    h.run([use])
    g = h.game
    assert g is not None
    ident = h.card(h.identities[0])
    assert ident.tough == 0 and ident.damage == 0
    assert len(g.hand(0)) == 0
    assert any("was not paid in full" in line for line in g.log_lines)


def test_superhuman_strength_adds_2_atk_and_stuns_the_attacked_enemy() -> None:
    """Superhuman Strength (#28): She-Hulk gets +2 ATK; Forced Response, after she attacks, discard it → stun
    the attacked enemy."""
    h = _harness()
    h.form(0, "hero")
    ss = h.add("Superhuman Strength", "play")
    ident = h.identities[0]
    h.start_turn(0)
    g = h.game
    assert g is not None
    assert g.stat(ident, "attack") == 5
    h.run([f"attack:{ident}"])
    assert h.card(h.villain).damage == 5
    assert h.card(h.villain).stunned == 1
    assert h.card(ss).zone == ("discard", 0)
    assert g.stat(ident, "attack") == 3


# -- Legal Work ------------------------------------------------------------------------------------------------------
def test_legal_work_exhaust_jennifer_walters_removes_it() -> None:
    """Legal Work (#160): you may flip to alter-ego; exhaust Jennifer Walters → remove it from the game."""
    h = _harness(encounter_deck=["01160"])
    h.start(lambda g: reveal_top(g, 0))
    h.run(["exhaust"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).exhausted
    assert [g.state.cards[c].code for c in g.state.zone("removed")] == ["01160"]
    assert h.card(h.main_scheme).acceleration == 0


def test_legal_work_otherwise_gives_an_acceleration_token() -> None:
    h = _harness(encounter_deck=["01160"])
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["no"])
    g = h.game
    assert g is not None
    assert h.card(h.main_scheme).acceleration == 1
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == ["01160"]

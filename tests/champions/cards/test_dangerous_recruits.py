"""Dangerous Recruits (Civil War registration modular set, 56087-56091): each card's effect and one edge.
Cooperative play: "your leader" cannot be resolved, so the alternate effect resolves (Civil War rulebook)."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness

VENOM, BULLSEYE, JUSTICE, EXCESSIVE, RECRUITS = "56087", "56088", "56089", "56090", "56091"
ADVANCE = "01186"
HYDRA_MERCENARY, HYDRA_BOMBER = "01101", "01110"
CAPTAIN_MARVEL = "01010a"


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None and g.main_scheme() is not None
    return int(g.state.cards[g.main_scheme()].threat)  # type: ignore[index]


def test_venom_activates_against_you_with_piercing() -> None:
    """Venom When Revealed (cooperative): Venom activates against you; his attacks gain piercing (a tough status
    card is discarded before the damage)."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.add(VENOM, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).tough == 0 and h.card(h.identities[0]).damage == 3


def test_venom_against_an_alter_ego_schemes() -> None:
    """Edge: against an alter-ego his activation is a scheme (SCH 1)."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(VENOM, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 1


def test_bullseye_discards_an_upgrade_you_control() -> None:
    """Bullseye When Revealed (cooperative): discard an upgrade you control. Edge: a support is not chosen."""
    h = _h(encounter_deck=[ADVANCE])
    shooter = h.add("Web-Shooter", "play")
    may = h.add("Aunt May", "play")
    h.add(BULLSEYE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(shooter).zone == ("discard", 0) and g.is_in_play(may)


def test_justice_like_lightning_each_minion_activates() -> None:
    """Justice Like Lightning: each minion activates against the player it is engaged with."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(HYDRA_BOMBER, "engaged")  # SCH 1 against an alter-ego
    h.add(JUSTICE, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 1 + 1  # the Bomber schemes; Cut Off Support adds 1 for the treachery


def test_justice_like_lightning_with_no_minion_the_villain_activates_without_a_boost() -> None:
    """Edge: with no minion, the enemy leader activates against you, with no boost card."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(JUSTICE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 1 + 1  # Iron Man SCH 1, Cut Off Support 1
    assert len(g.state.zone("encounter_deck")) == 1  # no boost card was dealt


def test_excessive_force_threat_per_minion_or_surge() -> None:
    """Excessive Force: 1 threat on the main scheme per minion in play. Edge: with none, it gains surge."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(HYDRA_BOMBER, "engaged")
    h.add(HYDRA_MERCENARY, "engaged")
    h.add(EXCESSIVE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 2 + 1
    assert not any(line.startswith("Surge:") for line in g.log_lines)
    h2 = _h(encounter_deck=[ADVANCE])
    h2.add(EXCESSIVE, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert any(line.startswith("Surge:") for line in g2.log_lines)


def test_excessive_force_boost_about_your_leader_does_nothing_in_cooperative_play() -> None:
    """Excessive Force Boost: the enemy leader attacks your leader; there is no "your leader" in cooperative play,
    so nothing more happens (the attack deals Iron Man's ATK + 0 boost icons)."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[EXCESSIVE])
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 1 and g.pending is None


def test_dangerous_recruits_gives_defeated_minions_to_the_leader_as_boost_cards() -> None:
    """Dangerous Recruits: a defeated minion becomes one of the villain's facedown boost cards (turned face up
    with his next activation's boost cards). Edge: without the scheme in play it goes to the discard
    pile."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.add(RECRUITS, "villain_area", threat=3)
    merc = h.add(HYDRA_MERCENARY, "engaged")
    seen: list[tuple[str, int | None]] = []

    def defeat_then_activate(g):  # type: ignore[no-untyped-def]
        yield from deal_damage(g, merc, 3, None)
        seen.append((g.state.cards[merc].zone[0], g.state.cards[merc].attached_to))
        assert g.state.cards[merc].face_down
        yield from enemy_attack(g, h.villain, 0, activation=True)

    g = h.start(defeat_then_activate)
    h.run(["no_defense"])
    assert seen == [("boost", h.villain)]
    icons = (g.facts(merc).boost or 0)
    assert h.card(merc).zone == ("encounter_discard", None)  # turned face up and discarded after the activation
    assert h.card(h.identities[0]).damage == 1 + icons  # his ATK 1 + the minion's boost icons (Advance: none)
    h2 = _h(encounter_deck=[ADVANCE])
    merc2 = h2.add(HYDRA_MERCENARY, "engaged")
    h2.start(lambda g: deal_damage(g, merc2, 3, None))
    assert h2.card(merc2).zone == ("encounter_discard", None)

"""Mighty Avengers (Civil War registration modular set, 56073-56077): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.values import keyword_value

YELLOW_JACKET, WASP, US_AGENT, MIGHTY_AVENGERS, EARTHS_MIGHTIEST = "56073", "56074", "56075", "56076", "56077"
ADVANCE = "01186"
HYDRA_MERCENARY = "01101"  # guard, not an Avenger
CAPTAIN_MARVEL = "01010a"


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None
    main = g.main_scheme()
    assert main is not None
    return int(g.state.cards[main].threat)


def test_yellow_jacket_gives_the_enemy_leader_a_tough_status_card() -> None:
    """Yellow Jacket When Revealed: give the enemy leader a tough status card (toughness: he enters with one).
    Edge: the leader already tough gets no second one."""
    h = _h()
    yj = h.add(YELLOW_JACKET, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.villain).tough == 1 and h.card(yj).tough == 1 and g.is_in_play(yj)
    h2 = _h()
    h2.set(lambda g: setattr(g.state.cards[h2.villain], "tough", 1))
    h2.add(YELLOW_JACKET, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(h2.villain).tough == 1


def test_yellow_jacket_boost_toughens_the_leader() -> None:
    """Yellow Jacket Boost: give the enemy leader a tough status card."""
    h = _h(heroes=[CAPTAIN_MARVEL], encounter_deck=[YELLOW_JACKET])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.villain).tough == 1


def test_wasp_places_one_threat_and_has_teamwork() -> None:
    """Wasp When Revealed: place 1 threat on the main scheme. Teamwork (Avenger): with another Avenger minion in
    play, she activates (schemes against an alter-ego: +1 more)."""
    h = _h()
    h.add(WASP, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    alone = _main_threat(h)
    h2 = _h()
    h2.add(US_AGENT, "engaged")
    h2.add(WASP, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h2) == alone + 1  # her SCH 1 by teamwork


def test_us_agent_deals_one_damage_to_your_identity() -> None:
    """U.S. Agent When Revealed: deal 1 damage to your identity. Retaliate 1 and toughness are printed."""
    h = _h()
    agent = h.add(US_AGENT, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).damage == 1
    assert keyword_value(g, agent, "retaliate") == 1 and h.card(agent).tough == 1


def test_mighty_avengers_resolves_each_minions_when_revealed_again() -> None:
    """Mighty Avengers: resolve the When Revealed ability of each minion in play."""
    h = _h()
    h.add(WASP, "engaged")
    h.add(US_AGENT, "engaged")
    h.add(MIGHTY_AVENGERS, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).damage == 1  # U.S. Agent again
    assert _main_threat(h) == 1 + 1  # Wasp again, and Cut Off Support (a treachery was revealed)


def test_mighty_avengers_surges_when_no_when_revealed_resolved() -> None:
    """Edge: with no minion with a When Revealed ability in play, this card gains surge."""
    h = _h(encounter_deck=[ADVANCE])
    h.add(HYDRA_MERCENARY, "engaged")  # no When Revealed
    h.add(MIGHTY_AVENGERS, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert any(line.startswith("Surge:") for line in g.log_lines)
    h2 = _h(encounter_deck=[ADVANCE])
    h2.add(WASP, "engaged")
    h2.add(MIGHTY_AVENGERS, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert not any(line.startswith("Surge:") for line in g2.log_lines)


def test_earths_mightiest_heroes_shares_printed_keywords_among_avengers() -> None:
    """Earth's Mightiest Heroes: each Avenger minion gains the printed keywords of each other Avenger minion. Edge:
    a minion that is not an Avenger gains nothing and gives nothing."""
    h = _h()
    h.add(EARTHS_MIGHTIEST, "villain_area", threat=3)
    agent = h.add(US_AGENT, "engaged")  # retaliate 1, toughness
    wasp = h.add(WASP, "engaged")
    merc = h.add(HYDRA_MERCENARY, "engaged")  # guard
    g = h.start(lambda g: iter(()))
    assert g.has_keyword(wasp, "retaliate") and keyword_value(g, wasp, "retaliate") == 1
    assert g.has_keyword(wasp, "toughness")
    assert not g.has_keyword(agent, "guard") and not g.has_keyword(merc, "retaliate")
    list(deal_damage(g, agent, 3, None))
    assert not g.has_keyword(wasp, "retaliate")  # U.S. Agent left play


def test_earths_mightiest_heroes_has_hinder() -> None:
    """Hinder 1 per player (printed; Civil War rulebook "Hinder X"): revealed, it gets 1 more threat per player."""
    h = _h(heroes=["01001a", CAPTAIN_MARVEL])
    side = h.add(EARTHS_MIGHTIEST, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(side).threat == 3 + 2  # 3 (fixed) + hinder 1 per player, 2 players

"""Spider-Man (Civil War resistance modular set, 56180-56183), played against a core villain in the harness:
each card's effect and one edge. In cooperative play "your leader" cannot resolve (Civil War rulebook, "Playing a
Custom Scenario Cooperatively"): Tangled Up goes to your hero, and only the players' side of Spectacular! and
Neighborhood Hero happens."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal, reveal_facedown
from mcdesk.games.champions.engine.harness import Harness

SPIDER_MAN, TANGLED_UP, SPECTACULAR, NEIGHBORHOOD_HERO = "56180", "56181", "56182", "56183"
ADVANCE = "01186"  # no boost icons
CAPTAIN_MARVEL = "01010a"


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None
    main = g.main_scheme()
    assert main is not None
    return int(g.state.cards[main].threat)


def test_spider_man_attacks_each_tangled_hero() -> None:
    """Spider-Man When Revealed: he attacks each character with Tangled Up attached (ATK 2, no boost card: he is
    not villainous)."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    tangled = h.add(TANGLED_UP, "play", 0, attach_to=1)
    spidey = h.add(SPIDER_MAN, "facedown_encounter", 0)
    g = h.start(lambda g: reveal(g, spidey, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 and g.is_in_play(tangled)
    assert g.state.zone("facedown_encounter", 0) == []


def test_spider_man_without_tangled_heroes_deals_you_a_tangled_up() -> None:
    """Edge: when no attack was made, the players search the encounter deck and its discard pile for Tangled Up and
    it is dealt to you facedown."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    tangled = h.add(TANGLED_UP, "encounter_discard")
    spidey = h.add(SPIDER_MAN, "facedown_encounter", 0)
    g = h.start(lambda g: reveal(g, spidey, 0))
    assert h.card(h.identities[0]).damage == 0
    assert g.state.zone("facedown_encounter", 0) == [tangled] and h.card(tangled).face_down


def test_tangled_up_replaces_the_next_attack_and_is_discarded() -> None:
    """Tangled Up: attached to your hero; when the hero would attack, it is discarded instead (no damage dealt)."""
    h = Harness(heroes=[CAPTAIN_MARVEL])
    h.form(0, "hero")
    tangled = h.add(TANGLED_UP, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(tangled).attached_to == h.identities[0]
    h2 = Harness(heroes=[CAPTAIN_MARVEL])
    h2.form(0, "hero")
    tangled2 = h2.add(TANGLED_UP, "play", 0, attach_to=1)
    h2.start_turn(0)
    h2.run([f"attack:{h2.identities[0]}"])
    assert h2.card(h2.villain).damage == 0 and h2.card(tangled2).zone == ("encounter_discard", None)
    assert h2.card(h2.identities[0]).exhausted
    assert g is not None


def test_tangled_up_replaces_a_thwart_too() -> None:
    """Tangled Up: when the attached hero would thwart, it is discarded instead (no threat removed)."""
    h = Harness(heroes=[CAPTAIN_MARVEL])
    h.form(0, "hero")
    tangled = h.add(TANGLED_UP, "play", 0, attach_to=1)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    h.start_turn(0)
    h.run([f"thwart:{h.identities[0]}"])
    assert _main_threat(h) == 3 and h.card(tangled).zone == ("encounter_discard", None)


def test_tangled_up_revealed_to_an_alter_ego_has_no_host() -> None:
    """Edge: in alter-ego form there is no hero to attach it to: it is discarded."""
    h = Harness()
    tangled = h.add(TANGLED_UP, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(tangled).zone == ("encounter_discard", None)


def test_tangled_up_boost_reveals_it_while_spider_man_is_in_play() -> None:
    """Tangled Up [star] Boost: while the Spider-Man minion is in play the boost card is revealed (it attaches to
    the attacked hero). Edge: without him it is discarded like any boost card."""
    h = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[TANGLED_UP])
    h.form(0, "hero")
    h.add(SPIDER_MAN, "engaged")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    tangled = [c for c in g.state.cards.values() if c.code == TANGLED_UP][0]
    assert tangled.attached_to == h.identities[0]
    h2 = Harness(heroes=[CAPTAIN_MARVEL], encounter_deck=[TANGLED_UP])
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, activation=True))
    h2.run(["no_defense"])
    g2 = h2.game
    assert g2 is not None
    assert [g2.state.cards[c].code for c in g2.state.zone("encounter_discard")] == [TANGLED_UP]


def test_spectacular_places_two_threat() -> None:
    """Spectacular!: 2 threat on the main scheme. Edge: the competitive sentence does nothing in cooperative play
    (no other threat moves)."""
    h = Harness(encounter_deck=[ADVANCE])
    h.add(SPECTACULAR, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 2 and g.side_schemes() == []


def test_neighborhood_hero_places_two_threat_per_player() -> None:
    """Neighborhood Hero: in cooperative play it gets 2 threat per player on top of its fixed 2; its amplify icon is
    counted by the engine."""
    h = Harness(heroes=["01001a", CAPTAIN_MARVEL])
    side = h.add(NEIGHBORHOOD_HERO, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(side).threat == 2 + 4
    from mcdesk.games.champions.engine.combat import amplify_icons

    assert amplify_icons(g) == 1
    h1 = Harness()
    side1 = h1.add(NEIGHBORHOOD_HERO, "facedown_encounter", 0)
    h1.start(lambda g: reveal_facedown(g, 0))
    assert h1.card(side1).threat == 2 + 2


def test_the_spider_woman_scenario_suggests_her_preconstructed_sets() -> None:
    """Civil War rulebook page 8: Spider-Woman's scenario uses Spider-Man, Defenders, Hell's Kitchen and Cloak &
    Dagger; a custom Captain America scenario suggests his own four (New Avengers, Secret Avengers, Namor,
    Atlanteans), all of his side."""
    from mcdesk.games.champions.cards.civil_war import LEADERS, MODULAR_SETS, custom_scenario

    sw = LEADERS["spider_woman"]
    assert custom_scenario("spider_woman", "56172a", "56173a").recommended_modulars == sw.preconstructed[2] == (
        "spider_man_modular", "defenders", "hells_kitchen", "cloak_and_dagger_modular")
    cap = custom_scenario("captain_america", "56141a", "56142a").recommended_modulars
    assert cap == LEADERS["captain_america"].preconstructed[2] and len(cap) == 4
    assert set(cap) <= set(MODULAR_SETS["resistance"])

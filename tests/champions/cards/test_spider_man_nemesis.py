"""Spider-Man's nemesis set (core 01166-01169): Highway Robbery, Vulture, Sweeping Swoop, The Vulture's Plans."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import acceleration, remove_threat

ADVANCE = "01186"
IM_TOUGH = "01105"
SWEEPING_SWOOP = "01168"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
NEMESIS_SET = ["01166", "01167", "01168", "01169"]
FACT_DRIVEN = {"01167"}
"""Vulture: quickstrike is a keyword the engine enforces."""


def _reveal(h: Harness, player: int = 0) -> Game:
    return h.start(lambda g: reveal_facedown(g, player))


def _zone(g: Game, cid: int) -> str:
    return g.state.cards[cid].zone[0]


def test_every_nemesis_card_is_scripted_or_fact_driven() -> None:
    db = default_database()
    assert sorted(f.code for f in db.set_cards("spider_man_nemesis")) == NEMESIS_SET
    for code in NEMESIS_SET:
        if code in FACT_DRIVEN:
            assert not db.script(code).rules_text(), code
        else:
            assert db.is_scripted(code), code
            assert db.script(code).rules_text().strip(), code


def test_spider_man_nemesis_set_is_set_aside_at_setup() -> None:
    """Setup step 5: the nemesis set is set aside, out of the encounter deck."""
    from mcdesk.games.champions.cards.decks import default_setup

    g = Game(default_setup(), 5)
    assert sorted(g.state.cards[c].code for c in g.state.zone("nemesis", 0)) == sorted(
        ["01166", "01167", "01168", "01168", "01169"])
    assert not any(g.state.cards[c].code in NEMESIS_SET for c in g.state.zone("encounter_deck"))


# -- Highway Robbery --------------------------------------------------------------------------------------------
def test_highway_robbery_takes_a_random_card_from_each_hand_and_gives_them_back() -> None:
    """Highway Robbery: 3 threat per player, acceleration icon; When Revealed: each player places a random card
    from their hand facedown here; When Defeated: each returns to its owner's hand."""
    h = Harness(heroes=["01001a", "01001a"])
    p0 = [h.add(ENERGY, "hand", 0), h.add(GENIUS, "hand", 0)]
    p1 = [h.add(STRENGTH, "hand", 1)]
    robbery = h.add("Highway Robbery", "facedown", 0)
    holder: dict[str, list[int]] = {}

    def reveal_then_defeat(g: Game):  # type: ignore[no-untyped-def]
        yield from reveal_facedown(g, 0)
        assert g.state.cards[robbery].threat == 6
        assert acceleration(g) == 1
        taken = [c for c in g.state.zone("set_aside") if g.state.cards[c].attached_to == robbery]
        holder["taken"] = taken
        assert all(g.state.cards[c].face_down for c in taken)
        assert g.card_title(taken[0]) == "a facedown card"
        assert g.state.check_invariants() == []
        yield from remove_threat(g, robbery, 6, None, by_player=0)

    g = h.start(reveal_then_defeat)
    taken = holder["taken"]
    assert len(taken) == 2
    assert len(set(taken) & set(p0)) == 1 and p1[0] in taken
    assert _zone(g, robbery) == "encounter_discard"
    assert sorted(g.hand(0)) == sorted(p0) and g.hand(1) == p1
    assert not any(g.state.cards[c].face_down or g.state.cards[c].attached_to for c in p0 + p1)
    assert g.state.check_invariants() == []


def test_highway_robbery_with_an_empty_hand_takes_nothing() -> None:
    h = Harness()
    robbery = h.add("Highway Robbery", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[robbery].threat == 3
    assert g.state.zone("set_aside") == []


# -- Vulture ----------------------------------------------------------------------------------------------------
def test_vulture_quickstrike_attacks_a_hero_on_engaging() -> None:
    """Vulture: Quickstrike (Rules Reference "Quickstrike": after it engages your hero, it attacks)."""
    h = Harness()
    h.form(0, "hero")
    vulture = h.add("Vulture", "facedown", 0)
    g = _reveal(h)
    h.run(["no_defense"])
    assert _zone(g, vulture) == "play"
    assert h.card(h.identities[0]).damage == 3


def test_vulture_does_not_attack_an_alter_ego() -> None:
    h = Harness()
    vulture = h.add("Vulture", "facedown", 0)
    g = _reveal(h)
    assert _zone(g, vulture) == "play"
    assert h.card(h.identities[0]).damage == 0


# -- Sweeping Swoop ---------------------------------------------------------------------------------------------
def test_sweeping_swoop_stuns_your_hero() -> None:
    """Sweeping Swoop: stun your hero; without Vulture in play, no surge."""
    h = Harness(encounter_deck=[IM_TOUGH])
    h.form(0, "hero")
    swoop = h.add("Sweeping Swoop", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).stunned == 1
    assert g.state.cards[h.villain].tough == 0
    assert _zone(g, swoop) == "encounter_discard"


def test_sweeping_swoop_surges_with_vulture_in_play_and_spares_an_alter_ego() -> None:
    """Sweeping Swoop: "your hero" — an alter-ego is not stunned; with Vulture in play, this card gains surge."""
    h = Harness(encounter_deck=[IM_TOUGH, ADVANCE])
    h.add("Vulture", "engaged", 0)
    h.add("Sweeping Swoop", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).stunned == 0
    assert g.state.cards[h.villain].tough == 1


def test_sweeping_swoop_boost_stuns_the_character_the_attack_damages() -> None:
    """Sweeping Swoop [star] Boost: if this activation deals damage to a friendly character, stun it."""
    h = Harness(encounter_deck=[SWEEPING_SWOOP])
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["pass", "no_defense"])
    ident = h.card(h.identities[0])
    assert ident.damage == 2 and ident.stunned == 1
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == [SWEEPING_SWOOP]


def test_sweeping_swoop_boost_does_nothing_without_damage() -> None:
    h = Harness(encounter_deck=[SWEEPING_SWOOP])
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["pass", f"defend:{h.identities[0]}"])  # DEF 3 against ATK 2
    ident = h.card(h.identities[0])
    assert ident.damage == 0 and ident.stunned == 0


# -- The Vulture's Plans ----------------------------------------------------------------------------------------
def test_the_vultures_plans_threat_per_different_resource_type() -> None:
    """The Vulture's Plans: discard a random card from each hand; 1 threat on the main scheme per different
    resource type discarded (energy and physical: 2)."""
    h = Harness(heroes=["01001a", "01001a", "01001a"])
    e = h.add(ENERGY, "hand", 0)
    s = h.add(STRENGTH, "hand", 1)
    e2 = h.add(ENERGY, "hand", 2)
    h.add("The Vulture's Plans", "facedown", 0)
    g = _reveal(h)
    assert {_zone(g, c) for c in (e, s, e2)} == {"discard"}
    assert h.card(h.main_scheme).threat == 2


def test_the_vultures_plans_discards_at_random() -> None:
    h = Harness()
    hand = [h.add(ENERGY, "hand", 0), h.add(GENIUS, "hand", 0), h.add(STRENGTH, "hand", 0)]
    h.add("The Vulture's Plans", "facedown", 0)
    g = _reveal(h)
    gone = [c for c in hand if _zone(g, c) == "discard"]
    assert len(gone) == 1 and len(g.hand(0)) == 2
    assert h.card(h.main_scheme).threat == 1

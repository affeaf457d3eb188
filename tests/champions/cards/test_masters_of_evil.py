"""The Masters of Evil modular encounter set (core 01128-01133)."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import acceleration

ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
BLANK = "01127"  # The "Immortal" Klaw: no boost icons
MASTERS_OF_MAYHEM = "01133"
RADIOACTIVE_MAN, WHIRLWIND, TIGER_SHARK, MELTER = "01129", "01130", "01131", "01132"


def _find(g: Game, code: str) -> list[int]:
    return sorted(c.id for c in g.state.cards.values() if c.code == code)


def _codes(g: Game, zone: str, player: int | None = None) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zone(zone, player)]


def test_the_masters_of_evil_discards_until_a_masters_minion() -> None:
    """The Masters of Evil (#128) When Revealed: discard until a [[Masters of Evil]] minion, which engages the
    first player; it has an acceleration icon."""
    h = Harness(scenario="klaw", heroes=["01001a", "01001a"],
                encounter_deck=["01128", MASTERS_OF_MAYHEM, "01120", WHIRLWIND, ENERGY])
    h.set(lambda g: setattr(g.state, "first_player", 1))
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    scheme = _find(g, "01128")[0]
    assert g.state.cards[scheme].threat == 6  # 3 per player
    assert _codes(g, "encounter_discard") == ["01120", MASTERS_OF_MAYHEM]  # Armored Guard is no Master
    whirlwind = _find(g, WHIRLWIND)[0]
    assert g.state.cards[whirlwind].zone == ("play", 1) and g.state.cards[whirlwind].engaged_with == 1
    assert acceleration(g) == 1


def test_radioactive_man_discards_at_random_after_attacking_and_as_a_boost() -> None:
    """Radioactive Man (#129): after he attacks you, discard 1 card at random; star Boost does the same."""
    h = Harness(scenario="klaw")
    rad = h.add("Radioactive Man", "engaged")
    for c in (ENERGY, GENIUS):
        h.add(c, "hand")
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, rad, 0))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 1
    assert len(g.hand(0)) == 1 and len(g.state.zone("discard", 0)) == 1

    h2 = Harness(scenario="klaw", encounter_deck=[RADIOACTIVE_MAN, BLANK])
    for c in (ENERGY, GENIUS, STRENGTH):
        h2.add(c, "hand")
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.run(["pass", "no_defense"])
    g2 = h2.game
    assert g2 is not None
    assert len(g2.hand(0)) == 2 and len(g2.state.zone("discard", 0)) == 1
    assert h2.card(_find(g2, RADIOACTIVE_MAN)[0]).zone == ("encounter_discard", None)


def test_whirlwind_attacks_every_hero_and_his_boost_damages_each_hero() -> None:
    """Whirlwind (#130): when he attacks you his attack also resolves against each other hero (once each, not
    against an alter-ego); star Boost: 1 damage to each hero."""
    h = Harness(scenario="klaw", heroes=["01001a", "01001a", "01001a"])
    ww = h.add("Whirlwind", "engaged")
    h.form(0, "hero")
    h.form(1, "hero")
    h.start(lambda g: enemy_attack(g, ww, 0))
    h.run(["no_defense"] * 4)  # each attack: the target, then the other hero, may defend
    g = h.game
    assert g is not None and g.pending is None
    assert [h.card(i).damage for i in h.identities] == [2, 2, 0]

    h2 = Harness(scenario="klaw", heroes=["01001a", "01001a"], encounter_deck=[WHIRLWIND, BLANK])
    h2.form(0, "hero")
    h2.form(1, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.run(["pass", "no_defense", "no_defense"])
    assert [h2.card(i).damage for i in h2.identities] == [1, 1]


def test_tiger_shark_toughens_after_attacking_and_his_boost_toughens_the_villain() -> None:
    """Tiger Shark (#131): after he attacks he gets a tough status card; star Boost: the villain gets one."""
    h = Harness(scenario="klaw")
    shark = h.add("Tiger Shark", "engaged")
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, shark, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 3
    assert h.card(shark).tough == 1

    h2 = Harness(scenario="klaw", encounter_deck=[TIGER_SHARK, BLANK])
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.run(["pass", "no_defense"])
    assert h2.card(h2.villain).tough == 1


def test_melter_must_be_defended_by_an_ally_and_his_boost_exhausts_allies() -> None:
    """Melter (#132): the engaged player must defend his attacks with an ally if able; star Boost: exhaust each
    ally you control."""
    h = Harness(scenario="klaw")
    melter = h.add("Melter", "engaged")
    cat = h.add("Black Cat", "play")
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, melter, 0))
    assert h.keys() == (f"defend:{cat}",)  # no hero defense, no "do not defend"
    h.run([f"defend:{cat}"])
    assert h.card(cat).zone == ("discard", 0)  # 3 damage defeats her
    assert h.card(h.identities[0]).damage == 0

    h2 = Harness(scenario="klaw")
    melter2 = h2.add("Melter", "engaged")
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, melter2, 0))
    assert set(h2.keys()) == {f"defend:{h2.identities[0]}", "no_defense"}  # no ally: a normal choice

    h3 = Harness(scenario="klaw", encounter_deck=[MELTER, BLANK])
    cat3 = h3.add("Black Cat", "play")
    h3.form(0, "hero")
    h3.start(lambda g: enemy_attack(g, h3.villain, 0))
    h3.run(["pass", f"defend:{h3.identities[0]}"])
    assert h3.card(cat3).exhausted


def test_masters_of_mayhem_minions_attack_or_one_is_fetched() -> None:
    """Masters of Mayhem (#133): each [[Masters of Evil]] minion attacks the hero it is engaged with; with no
    attack made, one is found in the encounter deck or discard pile and engages you."""
    h = Harness(scenario="klaw", encounter_deck=[MASTERS_OF_MAYHEM])
    shark = h.add("Tiger Shark", "engaged")
    h.add("Tiger Shark", "encounter_discard")  # not searched: an attack was made
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 3 and h.card(shark).tough == 1
    assert g.minions(0) == [shark]

    h2 = Harness(scenario="klaw", encounter_deck=[MASTERS_OF_MAYHEM, "01120"])
    melter = h2.add("Melter", "encounter_discard")
    h2.start(lambda g: reveal_top(g, 0))  # alter-ego: no attack, Melter is the only one to find
    g2 = h2.game
    assert g2 is not None
    assert g2.minions(0) == [melter]
    assert _codes(g2, "encounter_deck") == ["01120"]


def test_the_masters_of_evil_stops_when_the_encounter_deck_runs_out() -> None:
    """The Masters of Evil (#128) with no Master left in the deck: Rules Reference "Encounter Deck", a discard
    effect that empties the deck is fulfilled and does not go on with the newly shuffled deck."""
    h = Harness(scenario="klaw", encounter_deck=["01128", "01120", MASTERS_OF_MAYHEM])
    h.add("Whirlwind", "encounter_discard")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert g.minions() == []
    assert h.card(h.main_scheme).acceleration == 1  # the emptied deck was reshuffled once
    assert sorted(_codes(g, "encounter_deck")) == sorted(["01120", MASTERS_OF_MAYHEM, WHIRLWIND])

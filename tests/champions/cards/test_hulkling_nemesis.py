"""Hulkling's nemesis set (Civil War 56055-56058): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat

SUPER_SKRULL, SKRULL_BUSINESS, FANTASTIC_POWERS, COMING_WITH_ME = "56055", "56056", "56057", "56058"
HULKLING = "56029a"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
WICCAN, HULK_SHAPE = "56030", "56033"  # Wiccan's printed resource is [wild]
ADVANCE = "01186"


def _h(deck: list[str] | None = None, *, hero: bool = True, **kw: object) -> Harness:
    h = Harness(heroes=[HULKLING], deck=deck, **kw)  # type: ignore[arg-type]
    if hero:
        h.form(0, "hero")
    return h


def test_super_skrull_gets_two_attack_from_a_discarded_energy() -> None:
    """Super Skrull: when he attacks you, discard the top card of your deck; a printed [energy] gives him +2 ATK
    for this attack."""
    h = _h([ENERGY] * 10)
    skrull = h.add(SUPER_SKRULL, "engaged")
    g = h.start(lambda g: enemy_attack(g, skrull, 0))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 3
    assert len(g.state.zone("discard", 0)) == 1
    assert g.stat(skrull, "attack") == 1  # the +2 lasted this attack only


def test_super_skrull_reads_physical_mental_and_wild() -> None:
    """Super Skrull: [physical] gives him a tough status card; [mental] makes you discard 1 card from your hand;
    [wild] makes you discard an upgrade you control. Edge: none of these adds to his ATK."""
    h = _h([STRENGTH] * 10)
    skrull = h.add(SUPER_SKRULL, "engaged")
    h.start(lambda g: enemy_attack(g, skrull, 0))
    h.run(["no_defense"])
    assert h.card(skrull).tough == 1 and h.card(h.identities[0]).damage == 1
    h2 = _h([GENIUS] * 10)
    skrull2 = h2.add(SUPER_SKRULL, "engaged")
    kept = h2.add(ENERGY, "hand")
    h2.start(lambda g: enemy_attack(g, skrull2, 0))
    h2.run(["no_defense"])  # the only card in hand is discarded without a question
    assert h2.card(kept).zone == ("discard", 0)
    h3 = _h([WICCAN] * 10)
    skrull3 = h3.add(SUPER_SKRULL, "engaged")
    shape = h3.add(HULK_SHAPE, "play")
    h3.start(lambda g: enemy_attack(g, skrull3, 0))
    h3.run(["no_defense"])
    assert h3.card(shape).zone == ("discard", 0)


def test_skrull_business_keeps_cards_discarded_from_a_deck_under_it() -> None:
    """Skrull Business: after cards are discarded from the top of a player's deck, place them facedown under this
    scheme. You're Coming With Me! (alter-ego): discard the top 3 cards of your deck, 1 threat on the main scheme
    for each different resource icon among them."""
    h = _h([ENERGY, GENIUS, STRENGTH] + [ENERGY] * 7, hero=False)
    business = h.add(SKRULL_BUSINESS, "villain_area", threat=5)
    h.add(COMING_WITH_ME, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.state.cards[g.main_scheme()].threat == 3  # type: ignore[index]
    under = [c for c in g.state.zone("set_aside") if g.state.cards[c].face_down]
    assert len(under) == 3 and not g.state.zone("discard", 0)
    assert h.card(business).threat == 5


def test_skrull_business_gives_its_cards_back_when_defeated() -> None:
    """Skrull Business, edge: once the scheme is defeated the cards under it go to their owners' discard piles
    (they are not lost)."""
    h = _h([ENERGY, GENIUS, STRENGTH] + [ENERGY] * 7, hero=False)
    business = h.add(SKRULL_BUSINESS, "villain_area", threat=5)
    h.add(COMING_WITH_ME, "facedown_encounter", 0)

    def run(g):  # type: ignore[no-untyped-def]
        yield from reveal_facedown(g, 0)
        yield from remove_threat(g, business, 5, None, by_player=0)

    g = h.start(run)
    assert not g.is_in_play(business)
    assert len(g.state.zone("discard", 0)) == 3
    assert not [c for c in g.state.zone("set_aside") if g.state.cards[c].face_down]


def test_youre_coming_with_me_hurts_a_hero_per_different_icon() -> None:
    """You're Coming With Me! (hero): discard the top 3 cards of your deck and take 1 damage for each different
    resource icon among them (two Energy and a Genius: 2 icons, 2 damage)."""
    h = _h([ENERGY, ENERGY, GENIUS] + [ENERGY] * 7)
    h.add(COMING_WITH_ME, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).damage == 2
    assert len(g.state.zone("discard", 0)) == 3


def test_fantastic_powers_brings_super_skrull_who_attacks_a_hero() -> None:
    """Fantastic Powers: find Super Skrull, put him into play engaged with you, attach this card to him (+3 hit
    points, retaliate 1); if you are in hero form he attacks you. Edge: in alter-ego form he does not attack."""
    h = _h([STRENGTH] * 10, encounter_deck=[ADVANCE])
    skrull = h.add(SUPER_SKRULL, "nemesis", 0)
    powers = h.add(FANTASTIC_POWERS, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    h.run(["no_defense"])
    assert g.is_in_play(skrull) and h.card(powers).attached_to == skrull
    assert g.hit_points(skrull) == 8 and g.has_keyword(skrull, "retaliate")
    assert h.card(h.identities[0]).damage == 1 and h.card(skrull).tough == 1  # a Strength was discarded
    h2 = _h([STRENGTH] * 10, hero=False, encounter_deck=[ADVANCE])
    skrull2 = h2.add(SUPER_SKRULL, "nemesis", 0)
    h2.add(FANTASTIC_POWERS, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert g2.pending is None and g2.is_in_play(skrull2) and h2.card(h2.identities[0]).damage == 0

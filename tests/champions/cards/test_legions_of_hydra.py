"""The Legions of Hydra modular encounter set (core 01180-01182)."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import attackable_enemies, deal_damage, enemy_attack, enemy_scheme
from mcdesk.games.champions.engine.encounter import hazard_count, reveal_top
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness

LEGIONS, MADAME_HYDRA, HYDRA_SOLDIER = "01180", "01181", "01182"
BLANK = "01127"  # The "Immortal" Klaw


def _find(g: Game, code: str) -> list[int]:
    return sorted(c.id for c in g.state.cards.values() if c.code == code)


def test_legions_of_hydra_fetches_madame_hydra_and_counts_hydra_enemies() -> None:
    """Legions of Hydra (#180) When Revealed: Madame Hydra (if not in play) comes from the encounter deck or
    discard pile engaged with you, the deck is shuffled; then 2 more threat per [[Hydra]] enemy; hazard icon."""
    h = Harness(scenario="klaw", encounter_deck=[LEGIONS, BLANK, MADAME_HYDRA, BLANK])
    h.add("Hydra Soldier", "engaged")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    madame = _find(g, MADAME_HYDRA)[0]
    assert g.state.cards[madame].zone == ("play", 0) and g.state.cards[madame].engaged_with == 0
    legions = _find(g, LEGIONS)[0]
    assert g.state.cards[legions].threat == 3 + 2 * 2  # Madame Hydra and the Hydra Soldier
    assert hazard_count(g) == 1
    assert len(g.state.zone("encounter_deck")) == 2

    h2 = Harness(scenario="klaw", encounter_deck=[LEGIONS, MADAME_HYDRA])
    engaged = h2.add("Madame Hydra", "engaged")
    h2.start(lambda g: reveal_top(g, 0))  # she is already in play: no search
    g2 = h2.game
    assert g2 is not None
    other = next(c for c in _find(g2, MADAME_HYDRA) if c != engaged)
    assert g2.state.cards[other].zone == ("encounter_deck", None)
    assert g2.state.cards[_find(g2, LEGIONS)[0]].threat == 3 + 2


def test_madame_hydra_cannot_take_damage_while_legions_is_in_play() -> None:
    """Madame Hydra (#181): no damage while the Legions of Hydra side scheme is in play."""
    h = Harness(scenario="klaw")
    madame = h.add("Madame Hydra", "engaged")
    h.add("Legions of Hydra", "villain_area", threat=3)
    h.start(lambda g: deal_damage(g, madame, 3, None))
    assert h.card(madame).damage == 0

    h2 = Harness(scenario="klaw")
    madame2 = h2.add("Madame Hydra", "engaged")
    h2.start(lambda g: deal_damage(g, madame2, 3, None))
    assert h2.card(madame2).damage == 3


def test_madame_hydra_feeds_legions_after_scheming_or_attacking() -> None:
    """Madame Hydra (#181) star: after she schemes or attacks, 2 threat on the Legions of Hydra side scheme."""
    h = Harness(scenario="klaw")
    madame = h.add("Madame Hydra", "engaged")
    legions = h.add("Legions of Hydra", "villain_area", threat=3)
    h.start(lambda g: enemy_scheme(g, madame, 0))
    assert h.card(h.main_scheme).threat == 2
    assert h.card(legions).threat == 5

    h2 = Harness(scenario="klaw")
    madame2 = h2.add("Madame Hydra", "engaged")
    legions2 = h2.add("Legions of Hydra", "villain_area", threat=3)
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, madame2, 0))
    h2.run(["no_defense"])
    assert h2.card(h2.identities[0]).damage == 2
    assert h2.card(legions2).threat == 5


def test_hydra_soldier_guards_and_deals_an_encounter_card_when_defeated() -> None:
    """Hydra Soldier (#182): guard; When Defeated, the engaged player is dealt an encounter card."""
    h = Harness(scenario="klaw", heroes=["01001a", "01001a"], encounter_deck=[BLANK])
    soldier = h.add("Hydra Soldier", "engaged", 1)
    h.start(lambda g: deal_damage(g, soldier, 4, None))
    g = h.game
    assert g is not None
    assert h.card(soldier).zone == ("encounter_discard", None)
    assert len(g.state.zone("facedown_encounter", 1)) == 1
    assert g.state.zone("facedown_encounter", 0) == []

    h2 = Harness(scenario="klaw")
    soldier2 = h2.add("Hydra Soldier", "engaged")
    h2.start(lambda g: iter(()))
    assert h2.game is not None and attackable_enemies(h2.game, 0) == [soldier2]

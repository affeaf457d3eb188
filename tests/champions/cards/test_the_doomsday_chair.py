"""The Doomsday Chair modular encounter set (core 01183-01185)."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import acceleration

CHAIR, MODOK, UPGRADES = "01183", "01184", "01185"
BLANK = "01127"  # The "Immortal" Klaw (a side scheme with no when revealed effect)


def _find(g: Game, code: str) -> list[int]:
    return sorted(c.id for c in g.state.cards.values() if c.code == code)


def test_the_doomsday_chair_fetches_modok_unless_he_is_in_play() -> None:
    """The Doomsday Chair (#183) When Revealed: M.O.D.O.K. (if not in play) comes from the encounter deck or
    discard pile engaged with you; 8 threat; acceleration icon."""
    h = Harness(scenario="klaw", heroes=["01001a", "01001a"], encounter_deck=[CHAIR, BLANK])
    modok = h.add("M.O.D.O.K.", "encounter_discard")
    h.start(lambda g: reveal_top(g, 1))
    g = h.game
    assert g is not None
    assert g.state.cards[modok].zone == ("play", 1)
    assert g.state.cards[_find(g, CHAIR)[0]].threat == 8  # fixed
    assert acceleration(g) == 1

    h2 = Harness(scenario="klaw", encounter_deck=[CHAIR, MODOK])
    modok2 = h2.add("M.O.D.O.K.", "engaged")
    h2.start(lambda g: reveal_top(g, 0))
    g2 = h2.game
    assert g2 is not None
    assert g2.minions(0) == [modok2]
    assert [g2.state.cards[c].code for c in g2.state.zone("encounter_deck")] == [MODOK]


def test_modok_retaliates_2() -> None:
    """M.O.D.O.K. (#184): retaliate 2."""
    h = Harness(scenario="klaw")
    modok = h.add("M.O.D.O.K.", "engaged")
    h.form(0, "hero")
    h.start_turn(0)
    ident = h.identities[0]
    h.run([f"attack:{ident}", f"card:{modok}"])
    assert h.card(modok).damage == 2
    assert h.card(ident).damage == 2


def test_biomechanical_upgrades_attach_to_the_toughest_minion_and_save_it_once() -> None:
    """Biomechanical Upgrades (#185): surge; attach to the minion with the highest printed hit points without
    one; when that minion would be defeated, heal all its damage instead and discard the upgrade."""
    h = Harness(scenario="klaw", encounter_deck=[UPGRADES, BLANK])
    modok = h.add("M.O.D.O.K.", "engaged")
    h.add("Hydra Soldier", "engaged")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    upgrades = _find(g, UPGRADES)[0]
    assert g.state.cards[upgrades].attached_to == modok
    assert g.state.cards[_find(g, BLANK)[0]].zone == ("villain_area", None)  # surge

    h2 = Harness(scenario="klaw")
    modok2 = h2.add("M.O.D.O.K.", "engaged", damage=5)
    up2 = h2.add("Biomechanical Upgrades", "engaged", attach_to=None)
    h2.set(lambda g: setattr(g.state.cards[up2], "attached_to", modok2))
    h2.start(lambda g: deal_damage(g, modok2, 4, None))
    assert h2.card(modok2).zone == ("play", 0) and h2.card(modok2).damage == 0
    assert h2.card(up2).zone == ("encounter_discard", None)

    h3 = Harness(scenario="klaw", encounter_deck=[UPGRADES, BLANK, BLANK])
    h3.start(lambda g: reveal_top(g, 0))  # no minion: discarded, and the surge still happens
    g3 = h3.game
    assert g3 is not None
    assert g3.state.cards[_find(g3, UPGRADES)[0]].zone == ("encounter_discard", None)
    assert [g3.state.cards[c].zone[0] for c in _find(g3, BLANK)] == ["villain_area", "encounter_deck"]

"""The Initiative (Civil War registration modular set, 56078-56082): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.champions.cards.vocabulary import has_trait
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat

DOC_SAMSON, HELLCAT, DRAFTED, MIGHTY_AVENGERS, FIFTY_STATE = "56078", "56079", "56080", "56081", "56082"
ADVANCE = "01186"
HYDRA_MERCENARY = "01101"  # 3 hit points, not an Avenger
WASP, US_AGENT = "56074", "56075"


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]


def _main_threat(h: Harness) -> int:
    g = h.game
    assert g is not None and g.main_scheme() is not None
    return int(g.state.cards[g.main_scheme()].threat)  # type: ignore[index]


def test_doc_samson_confuses_you() -> None:
    """Doc Samson When Revealed: you are confused (guard printed)."""
    h = _h()
    doc = h.add(DOC_SAMSON, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).confused == 1 and g.has_keyword(doc, "guard")
    assert _main_threat(h) == 0


def test_doc_samson_already_confused_places_two_threat() -> None:
    """Edge: if you were already confused, place 2 threat on the main scheme."""
    h = _h()
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "confused", 1))
    h.add(DOC_SAMSON, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(h) == 2 and h.card(h.identities[0]).confused == 1


def test_hellcat_stuns_you_and_if_already_stunned_two_indirect_damage() -> None:
    """Hellcat When Revealed: you are stunned; if you were already stunned, take 2 indirect damage."""
    h = _h()
    h.add(HELLCAT, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).stunned == 1 and h.card(h.identities[0]).damage == 0
    h2 = _h()
    h2.set(lambda g: setattr(g.state.cards[h2.identities[0]], "stunned", 1))
    h2.add(HELLCAT, "facedown_encounter", 0)
    h2.start(lambda g: reveal_facedown(g, 0))
    assert h2.card(h2.identities[0]).damage == 2


def test_drafted_finds_a_minion_and_attaches_to_it() -> None:
    """Drafted (cooperative): discard encounter cards until a minion is discarded, reveal it and attach Drafted
    to it; the minion gets +2 hit points and the Avenger trait."""
    h = _h(encounter_deck=[ADVANCE, HYDRA_MERCENARY, ADVANCE])
    drafted = h.add(DRAFTED, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    merc = next(c for c in g.minions(0))
    assert h.card(drafted).attached_to == merc
    assert g.hit_points(merc) == 3 + 2 and has_trait(g, merc, "Avenger")
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == [ADVANCE]


def test_drafted_with_no_minion_left_is_discarded() -> None:
    """Edge: the encounter deck empties before a minion is found: Drafted has no host and is discarded."""
    h = _h(encounter_deck=[ADVANCE])
    drafted = h.add(DRAFTED, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert g.minions() == [] and h.card(drafted).zone == ("encounter_discard", None)


def test_mighty_avengers_of_the_initiative() -> None:
    """Mighty Avengers (The Initiative's copy): each minion's When Revealed resolves again."""
    h = _h()
    h.add(US_AGENT, "engaged")
    h.add(MIGHTY_AVENGERS, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(h.identities[0]).damage == 1


def test_fifty_state_initiative_shuffles_avenger_minions_back_when_defeated() -> None:
    """The Fifty State Initiative When Defeated: shuffle each Avenger minion in the encounter discard pile into
    the encounter deck. Edge: other minions stay in the discard pile."""
    h = _h(encounter_deck=[ADVANCE])
    side = h.add(FIFTY_STATE, "villain_area", threat=2)
    wasp = h.add(WASP, "encounter_discard")
    merc = h.add(HYDRA_MERCENARY, "encounter_discard")
    h.start(lambda g: remove_threat(g, side, 2, None, by_player=0))
    assert h.card(wasp).zone == ("encounter_deck", None)
    assert h.card(merc).zone == ("encounter_discard", None)

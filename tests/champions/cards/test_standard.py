"""The Standard encounter set (core 01186-01190)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness

ADVANCE = "01186"
HARD_TO_KEEP_DOWN = "01104"
IM_TOUGH = "01105"
CHARGE = "01099"
STANDARD_SET = ["01186", "01187", "01188", "01189", "01190"]


def _reveal(h: Harness, player: int = 0) -> Game:
    return h.start(lambda g: reveal_facedown(g, player))


def _zone(g: Game, cid: int) -> str:
    return g.state.cards[cid].zone[0]


def test_every_standard_card_is_scripted_with_rules_text() -> None:
    db = default_database()
    assert sorted(f.code for f in db.set_cards("standard")) == STANDARD_SET
    for code in STANDARD_SET:
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code


def test_advance_makes_the_villain_scheme_with_a_boost() -> None:
    """Advance: the villain schemes (Rhino SCH 1, plus the 2 boost icons of the boost card Charge)."""
    h = Harness(encounter_deck=[CHARGE])
    advance = h.add("Advance", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.main_scheme).threat == 3
    assert _zone(g, advance) == "encounter_discard"
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")].count(CHARGE) == 1
    assert g.state.zone("villain_area") == []  # a boost card is not put into play


def test_assault_in_hero_form_the_villain_attacks_you() -> None:
    """Assault (Hero): the villain attacks you."""
    h = Harness(encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.add("Assault", "facedown", 0)
    _reveal(h)
    h.run(["pass", "no_defense"])  # Spider-Sense not used
    assert h.card(h.identities[0]).damage == 2


def test_assault_in_alter_ego_form_surges() -> None:
    """Assault (Alter-Ego): this card gains surge."""
    h = Harness(encounter_deck=[IM_TOUGH, ADVANCE])
    h.add("Assault", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).damage == 0 and h.card(h.main_scheme).threat == 0
    assert g.state.cards[h.villain].tough == 1


def test_caught_off_guard_discards_an_upgrade_or_support_you_control() -> None:
    """Caught Off Guard: discard an upgrade or support you control (an ally is neither)."""
    h = Harness(encounter_deck=[IM_TOUGH])
    h.form(0, "hero")
    may = h.add("Aunt May", "play", 0)
    shooter = h.add("Web-Shooter", "play", 0, counters=3)
    cat = h.add("Black Cat", "play", 0)
    h.add("Caught Off Guard", "facedown", 0)
    g = _reveal(h)
    assert set(h.keys()) == {f"card:{may}", f"card:{shooter}"}
    h.run([f"card:{shooter}"])
    assert _zone(g, shooter) == "discard" and _zone(g, may) == "play" and _zone(g, cat) == "play"
    assert g.state.cards[h.villain].tough == 0  # no surge


def test_caught_off_guard_surges_when_nothing_is_discarded() -> None:
    """Caught Off Guard: if no card was discarded, this card gains surge."""
    h = Harness(heroes=["01001a", "01001a"], encounter_deck=[IM_TOUGH, ADVANCE])
    h.add("Aunt May", "play", 1)  # another player's support does not count
    h.add("Caught Off Guard", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[h.villain].tough == 1


def test_gang_up_the_villain_and_each_engaged_minion_attack() -> None:
    """Gang-Up (Hero): the villain and each minion engaged with you attack you (Rhino 2, Hydra Mercenary 1;
    a minion engaged with another player does not)."""
    h = Harness(heroes=["01001a", "01001a"], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.add("Hydra Mercenary", "engaged", 0)
    h.add("Hydra Mercenary", "engaged", 1)
    h.add("Gang-Up", "facedown", 0)
    _reveal(h)
    h.run(["pass", "no_defense", "no_defense"])
    assert h.card(h.identities[0]).damage == 3
    assert h.card(h.identities[1]).damage == 0


def test_gang_up_in_alter_ego_form_surges() -> None:
    h = Harness(encounter_deck=[IM_TOUGH, ADVANCE])
    h.add("Hydra Mercenary", "engaged", 0)
    h.add("Gang-Up", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).damage == 0
    assert g.state.cards[h.villain].tough == 1


def test_shadow_of_the_past_brings_in_the_nemesis_set() -> None:
    """Shadow of the Past: your nemesis minion enters engaged with you (Vulture's quickstrike makes him attack
    at once), your nemesis side scheme enters play, the rest of the set is shuffled into the encounter deck;
    no surge since the minion entered."""
    h = Harness(encounter_deck=[HARD_TO_KEEP_DOWN] * 2)
    h.form(0, "hero")
    vulture = h.add("Vulture", "nemesis", 0)
    robbery = h.add("Highway Robbery", "nemesis", 0)
    swoops = [h.add("Sweeping Swoop", "nemesis", 0) for _ in range(2)]
    plans = h.add("The Vulture's Plans", "nemesis", 0)
    card = h.add("01089", "hand", 0)
    shadow = h.add("Shadow of the Past", "facedown", 0)
    g = _reveal(h)
    assert _zone(g, vulture) == "play" and g.state.cards[vulture].engaged_with == 0
    h.run(["no_defense"])  # quickstrike: Vulture attacks for 3
    assert h.card(h.identities[0]).damage == 3
    assert _zone(g, robbery) == "villain_area" and g.state.cards[robbery].threat == 3
    assert _zone(g, card) == "set_aside"  # Highway Robbery took the only card in hand
    deck = g.state.zone("encounter_deck")
    assert len(deck) == 5 and set(swoops + [plans]) <= set(deck)
    assert g.state.zone("nemesis", 0) == []
    assert _zone(g, shadow) == "encounter_discard"
    assert g.state.check_invariants() == []


def test_shadow_of_the_past_without_a_nemesis_surges() -> None:
    """Shadow of the Past: if your nemesis minion does not enter play this way, this card gains surge."""
    h = Harness(encounter_deck=[IM_TOUGH, ADVANCE])
    h.add("Shadow of the Past", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[h.villain].tough == 1
    assert len(g.state.zone("encounter_deck")) == 1

"""The Expert encounter set (core 01191-01193)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.encounter import reveal_facedown, reveal_top
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness

ADVANCE = "01186"
HARD_TO_KEEP_DOWN = "01104"
IM_TOUGH = "01105"
CROWD_CONTROL = "01108"
BOMB_SCARE = "01109"
UNDER_FIRE = "01193"
EXPERT_SET = ["01191", "01192", "01193"]


def _reveal(h: Harness, player: int = 0) -> Game:
    return h.start(lambda g: reveal_facedown(g, player))


def _zone(g: Game, cid: int) -> str:
    return g.state.cards[cid].zone[0]


def test_every_expert_card_is_scripted_with_rules_text() -> None:
    db = default_database()
    assert sorted(f.code for f in db.set_cards("expert")) == EXPERT_SET
    for code in EXPERT_SET:
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code


def test_exhaustion_exhausts_your_identity_and_surges() -> None:
    """Exhaustion: Surge; When Revealed: exhaust your identity card."""
    h = Harness(encounter_deck=[IM_TOUGH, ADVANCE])
    h.form(0, "hero")
    h.add("Exhaustion", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).exhausted
    assert g.state.cards[h.villain].tough == 1  # surge revealed "I'm Tough"
    assert len(g.state.zone("encounter_deck")) == 1


def test_masterplan_places_4_threat_on_each_side_scheme() -> None:
    """Masterplan: place 4 threat on each side scheme (the main scheme gets none)."""
    h = Harness(encounter_deck=[ADVANCE])
    a = h.add("Breakin' & Takin'", "villain_area", None, threat=3)
    b = h.add("Crowd Control", "villain_area", None, threat=1)
    h.add("Masterplan", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[a].threat == 7 and g.state.cards[b].threat == 5
    assert h.card(h.main_scheme).threat == 0
    assert len(g.state.zone("encounter_deck")) == 1


def test_masterplan_without_side_schemes_digs_for_one_and_reveals_it() -> None:
    """Masterplan: with no side scheme in play, the encounter deck is dug through (cards go to its discard pile)
    until a side scheme turns up, which is then revealed."""
    h = Harness(encounter_deck=[ADVANCE, HARD_TO_KEEP_DOWN, CROWD_CONTROL, ADVANCE])
    plan = h.add("Masterplan", "facedown", 0)
    g = _reveal(h)
    sides = g.side_schemes()
    assert [g.state.cards[s].code for s in sides] == [CROWD_CONTROL]
    assert g.state.cards[sides[0]].threat == 2
    assert [g.state.cards[c].code for c in g.state.zone("encounter_deck")] == [ADVANCE]
    assert sorted(g.state.cards[c].code for c in g.state.zone("encounter_discard")) == sorted(
        [ADVANCE, HARD_TO_KEEP_DOWN, g.state.cards[plan].code])
    assert h.card(h.main_scheme).threat == 0  # nothing else resolved: the discarded cards were not revealed


def test_masterplan_with_no_side_scheme_anywhere_does_nothing_more() -> None:
    h = Harness(encounter_deck=[ADVANCE, ADVANCE])
    h.add("Masterplan", "facedown", 0)
    g = _reveal(h)
    assert g.result is None
    assert len(g.state.zone("encounter_deck")) == 2


def test_under_fire_reveals_the_top_card_and_surges() -> None:
    """Under Fire: Surge; When Revealed: reveal the top card of the encounter deck (two more cards in all)."""
    h = Harness(encounter_deck=[IM_TOUGH, HARD_TO_KEEP_DOWN, HARD_TO_KEEP_DOWN])
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 8))
    fire = h.add("Under Fire", "facedown", 0)
    g = _reveal(h)
    assert g.state.cards[h.villain].tough == 1
    assert g.state.cards[h.villain].damage == 4
    assert len(g.state.zone("encounter_deck")) == 1
    assert _zone(g, fire) == "encounter_discard"


def test_under_fire_revealed_from_the_deck_does_not_reveal_itself() -> None:
    """Under Fire revealed from the top of the deck (by a surge) is off the deck while it resolves: its own "reveal
    the top card" takes the next card."""
    h = Harness(encounter_deck=[UNDER_FIRE, IM_TOUGH, HARD_TO_KEEP_DOWN, HARD_TO_KEEP_DOWN])
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 8))
    g = h.start(lambda g: reveal_top(g, 0))
    assert g.state.cards[h.villain].tough == 1 and g.state.cards[h.villain].damage == 4
    assert len(g.state.zone("encounter_deck")) == 1
    assert g.state.check_invariants() == []


def test_masterplan_stops_when_the_encounter_deck_runs_out() -> None:
    """Encounter Deck: a discard-until effect that empties the deck is fulfilled; it does not continue with
    the newly shuffled deck."""
    from mcdesk.games.champions.engine.encounter import reveal
    from mcdesk.games.champions.engine.harness import Harness

    h = Harness(encounter_deck=["01186", "01187"])
    h.add("Bomb Scare", "encounter_discard")
    plan = h.add("Masterplan", "set_aside")
    h.start(lambda g: reveal(g, plan, 0))
    g = h.game
    assert g is not None
    assert g.side_schemes() == []  # Bomb Scare was in the discard pile, not the deck: it is not revealed
    assert g.state.cards[h.main_scheme].acceleration == 1  # the emptied deck was rebuilt at once

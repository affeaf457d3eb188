"""Typed events (issue 9 §5): each answer returns what it made happen, in order, as :class:`GameEvent` data
for the table to animate and the log to show; nobody reads the log's words to learn what happened.

Every test plays the rules alone (no card scripts but the ones a test names), as in test_enemy_activation.
"""

from __future__ import annotations

from mcdesk.core.events import EventKind, GameEvent
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.manual import BY_HAND, ManualEdit

from .test_enemy_activation import ADVANCE, bare_db

SPIDER_MAN = "01001a"


def kinds(events: list[GameEvent]) -> list[str]:
    return [e.kind for e in events]


def first(events: list[GameEvent], kind: str) -> GameEvent:
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[0]


def test_a_basic_attack_reports_the_arrow_the_exhaustion_and_the_damage_in_order() -> None:
    """Rules Reference "Basic Powers": the hero exhausts and attacks; the damage it deals is an event on the
    villain, after the attack arrow."""
    h = Harness(heroes=[SPIDER_MAN], db=bare_db())
    h.form(0, "hero")
    g = h.start_turn(0)
    hero, villain = h.identities[0], h.villain
    h.run([f"attack:{hero}"])  # a single enemy: the target is chosen at once
    ev = g.events
    attack = first(ev, EventKind.ATTACK)
    assert (attack.card, attack.target, attack.amount) == (hero, villain, g.stat(hero, "attack"))
    damage = first(ev, EventKind.DAMAGE)
    assert (damage.card, damage.target, damage.amount) == (hero, villain, h.card(villain).damage)
    exhausted = first(ev, EventKind.EXHAUSTED)
    assert exhausted.card == hero
    assert ev.index(exhausted) < ev.index(attack) < ev.index(damage)


def test_the_villain_phase_reports_its_steps_threat_attacks_boosts_and_reveals() -> None:
    """Rules Reference "Villain Phase": threat is placed, the villain activates (a boost card is dealt and
    turned face up), encounter cards are dealt and revealed: each is an event, in that order."""
    h = Harness(heroes=[SPIDER_MAN], encounter_deck=[ADVANCE] * 6, db=bare_db())
    h.form(0, "hero")
    g = h.start_villain_phase()
    h.run(["no_defense"])
    ev = g.events  # the answer's events: from the defense decision to the end of the phase
    steps = [e.data["step"] for e in ev if e.kind == EventKind.STEP]
    assert steps == ["deal_encounter_cards", "reveal_encounter_cards", "pass_first_player"]
    boost = first(ev, EventKind.REVEALED)
    assert boost.data.get("boost") is True and boost.target == h.villain
    attack = first(ev, EventKind.ATTACK)
    assert (attack.card, attack.target, attack.data["defended"]) == (h.villain, h.identities[0], False)
    damage = first(ev, EventKind.DAMAGE)
    assert damage.target == h.identities[0] and damage.amount == h.card(h.identities[0]).damage
    dealt = [e for e in ev if e.kind == EventKind.MOVED and e.to_zone == "facedown_encounter:0"]
    revealed = [e for e in ev if e.kind == EventKind.REVEALED and not e.data.get("boost")]
    assert len(dealt) == 1 and revealed and revealed[0].card == dealt[0].card
    assert ev.index(boost) < ev.index(attack) < ev.index(damage) < ev.index(dealt[0]) < ev.index(revealed[0])


def test_threat_placed_in_the_villain_phase_is_an_event_on_the_main_scheme() -> None:
    """Villain Phase step 1: escalation threat is placed on the main scheme."""
    h = Harness(heroes=[SPIDER_MAN], encounter_deck=[ADVANCE] * 6, db=bare_db())
    g = h.start_villain_phase()  # alter-ego: the villain schemes, no decision until the end
    placed = [e for e in g.events if e.kind == EventKind.THREAT_PLACED]
    assert placed[0].target == h.main_scheme and placed[0].card is None and placed[0].amount == 1
    scheme = first(g.events, EventKind.SCHEME)
    assert (scheme.card, scheme.target) == (h.villain, h.main_scheme)
    assert [e.data["phase"] for e in g.events if e.kind == EventKind.PHASE] == ["villain"]


def test_each_answer_returns_only_its_own_events_and_every_log_line_is_an_event() -> None:
    g = Game(default_setup(), 3)
    while g.pending is not None and g.state.round < 2:
        before = len(g.log_lines)
        g.answer(g.pending.options[0].key)
        texts = [e.text for e in g.events if e.text]
        assert texts == g.log_lines[before:]
    assert len(g.log_events) == len(g.log_lines)
    assert [e.text for e in g.log_events] == g.log_lines
    rounds = [e for e in g.log_events if e.kind == EventKind.ROUND]
    assert [e.amount for e in rounds] == [1, 2]


def test_drawing_cards_reports_moves_from_deck_to_hand() -> None:
    """Rules Reference "End of Player Phase": a player may discard, then draws up to their hand size."""
    g = Game(default_setup(), 5)
    g.answer("keep")
    g.answer("end_turn")
    d = g.pending
    assert d is not None and d.kind.value == "discard"
    discarded = d.options[0].cards[0]
    g.answer(d.options[0].key)
    assert [(e.card, e.from_zone, e.to_zone) for e in g.events] == [(discarded, "hand:0", "discard:0")]
    g.answer("done")
    drawn = [e for e in g.events if e.kind == EventKind.MOVED and e.from_zone == "deck:0" and e.to_zone == "hand:0"]
    assert len(drawn) == 1 and drawn[0].player == 0 and g.events.index(drawn[0]) == 0


def test_a_change_by_hand_is_its_own_kind_of_event() -> None:
    g = Game(default_setup(), 1)
    g.answer("keep") if "keep" in g.pending.keys else None  # type: ignore[union-attr]
    villain = g.villain()
    assert villain is not None
    g.manual_edit(ManualEdit("set", villain, field="damage", value=3))
    assert [e.kind for e in g.events if e.text] == [BY_HAND]


def test_game_over_is_an_event() -> None:
    h = Harness(heroes=[SPIDER_MAN], db=bare_db())
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 13))
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}"])
    over = first(g.events, EventKind.GAME_OVER)
    assert over.data["result"] in ("win", "loss")

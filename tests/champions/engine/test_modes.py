"""Modes of play (issue point 14): standard, expert, heroic N, skirmish; combinable."""

from __future__ import annotations

import dataclasses

from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness


def codes(g: Game, zone: str) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zone(zone)]


def test_standard_uses_stages_one_and_two() -> None:
    g = Game(default_setup(), 1)
    assert codes(g, "villain") == ["01094"] and codes(g, "villain_deck") == ["01095"]
    assert "01191" not in codes(g, "encounter_deck")  # no expert set


def test_expert_uses_stages_two_and_three_and_adds_the_expert_set() -> None:
    g = Game(dataclasses.replace(default_setup(), expert=True), 1)
    assert codes(g, "villain") == ["01095"] and codes(g, "villain_deck") == ["01096"]
    enc = codes(g, "encounter_deck") + codes(g, "encounter_discard") + codes(g, "villain_area")
    expert = [f.code for f in g.db.set_cards("expert")]
    assert expert and all(code in enc for code in expert)


def test_skirmish_plays_one_chosen_stage_combined_with_expert() -> None:
    g = Game(dataclasses.replace(default_setup(), skirmish_stage=2, expert=True), 1)
    assert codes(g, "villain") == ["01096"] and codes(g, "villain_deck") == []
    villain = g.villain()
    assert villain is not None and g.state.cards[villain].tough == 1  # Rhino III's toughness


def test_heroic_deals_more_encounter_cards_each_villain_phase() -> None:
    for level, dealt in ((0, 1), (2, 3)):
        h = Harness(encounter_deck=["01186"] * 10)
        h.set(lambda g, level=level: setattr(g, "setup", dataclasses.replace(g.setup, heroic=level)))
        from mcdesk.games.champions.engine.rounds import villain_phase

        counts: list[int] = []

        def proc(g, counts=counts):  # type: ignore[no-untyped-def]
            from mcdesk.games.champions.engine import encounter

            real = encounter.reveal_facedown

            def spy(g2, p):  # type: ignore[no-untyped-def]
                counts.append(len(g2.state.zone("facedown_encounter", p)))
                yield from real(g2, p)

            encounter_reveal = spy
            import mcdesk.games.champions.engine.rounds as rounds

            old = rounds.reveal_facedown
            rounds.reveal_facedown = encounter_reveal
            try:
                yield from villain_phase(g)
            finally:
                rounds.reveal_facedown = old

        h.start(proc)
        while h.pending is not None:
            h.answer(h.pending.options[-1].key)
        assert counts == [dealt]

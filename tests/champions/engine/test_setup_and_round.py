"""Setup (Appendix II) and the round (Rules Reference "Round Overview", "Player Phase", "End of Player
Phase", "Villain Phase"), issue point 4."""

from __future__ import annotations

from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, default_setup
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness


def test_mulligan_discards_then_draws_back_to_hand_size() -> None:
    """Appendix II step 14: discard any number, then draw back up."""
    g = Game(default_setup(), 2)
    hand = g.hand(0)
    g.answer(f"mulligan:{hand[0]}")
    g.answer(f"mulligan:{hand[1]}")
    assert g.pending is not None and f"mulligan:{hand[0]}" not in g.pending.keys
    g.answer("keep")
    assert len(g.hand(0)) == 6
    assert g.state.cards[hand[0]].zone == ("discard", 0) and g.state.cards[hand[1]].zone == ("discard", 0)
    assert g.state.round == 1 and g.state.phase == "player"


def test_two_players_set_the_first_player_and_multiply_villain_hit_points() -> None:
    s = default_setup()
    cm = BUILTIN_DECKS["captain-marvel-leadership"]
    two = GameSetup(players=(s.players[0], PlayerSetup(cm.identity, cm.codes())), first_player=1)
    g = Game(two, 1)
    assert g.state.first_player == 1
    assert g.pending is not None and g.pending.player == 1  # mulligans go in player order from the first player
    villain = g.villain()
    assert villain is not None and g.hit_points(villain) == 28


def test_end_of_player_phase_discard_draw_ready() -> None:
    """End of Player Phase: discard down to hand size (and any number), draw up to hand size, ready all."""
    from mcdesk.games.champions.engine.rounds import end_of_player_phase

    h = Harness()
    hand = [h.add("Energy", "hand") for _ in range(8)]
    ally = h.add("Black Cat", "play", exhausted=True)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "exhausted", True))
    h.start(end_of_player_phase)
    assert h.pending is not None and "done" not in h.keys()  # 8 cards, hand size 6
    h.answer(f"discard:{hand[0]}")
    h.answer(f"discard:{hand[1]}")
    assert "done" in h.keys()
    h.answer(f"discard:{hand[2]}")
    h.run(["done"])
    g = h.game
    assert g is not None
    assert len(g.hand(0)) == 6  # drew back up to hand size
    assert not g.state.cards[ally].exhausted and not g.state.cards[h.identities[0]].exhausted


def test_villain_phase_steps_in_order() -> None:
    """Villain Phase: 1 threat (escalation + acceleration), 2 activations, 3 deal, 4 reveal, 5 pass the
    first player token."""
    h = Harness(heroes=["01001a", "01010a"], encounter_deck=["01186", "01186", "01192", "01192"])
    h.add("Bomb Scare", "villain_area", threat=3)  # acceleration icon: +1
    h.start_villain_phase()
    g = h.game
    assert g is not None
    while g.pending is not None:
        g.answer(g.pending.options[-1].key)  # do not defend, pass
    main = g.state.cards[h.main_scheme]
    # Step 1: 1 per player escalation (2) + 1 acceleration icon = 3; step 2: Rhino schemes twice (alter-egos,
    # SCH 1 each, plus boosts) ... only check the order in the log and the token pass.
    lines = [ln for ln in g.log_lines if "threat is placed" in ln or "reveals" in ln or "schemes" in ln]
    assert lines[0] == "3 threat is placed on The Break-In!."
    assert any("Rhino (I) schemes" in ln for ln in lines[1:3])
    assert any("reveals" in ln for ln in lines)
    assert main.threat >= 3 + 2
    assert g.state.first_player == 1


def test_a_round_is_player_phase_then_villain_phase() -> None:
    h = Harness(encounter_deck=["01186"] * 6)
    h.start_round()
    g = h.game
    assert g is not None
    assert g.pending is not None and g.pending.kind.value == "turn"
    g.answer("end_turn")
    assert g.state.phase in ("player", "villain")

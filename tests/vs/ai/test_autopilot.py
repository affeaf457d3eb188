"""The autopilot plays legal moves to the end in every layout and beats random play (benchmarks/bench_vs_autopilot.py
measures the rate over many games)."""

from __future__ import annotations

import pytest

from mcdesk.games.vs.ai.autopilot import choose
from mcdesk.games.vs.ai.simulate import play, random_chooser, random_setup, simulate
from mcdesk.games.vs.engine import Game


def test_autopilot_beats_random_in_1v1() -> None:
    won = 0
    for seed in range(20):
        seats = [choose, random_chooser(seed)] if seed % 2 == 0 else [random_chooser(seed), choose]
        o = play(random_setup(seed, "1v1"), seed, seats)
        won += o.result == "win" and (seed % 2) in o.winners
    assert won >= 18


@pytest.mark.parametrize("mode", ["1v1", "ffa", "2v2", "2hg"])
def test_autopilot_games_end_and_replay(mode: str) -> None:
    for seed in range(3):
        setup = random_setup(seed, mode)
        o = play(setup, seed, [choose] * len(setup.players))
        assert o.result in ("win", "tie")
        assert Game.replay(setup, seed, o.answers).state_hash() == o.state_hash


def test_simulate_reports_crashes_and_writes_replayable_saves(tmp_path) -> None:  # type: ignore[no-untyped-def]
    lines = simulate("1v1", 2, 5, ["autopilot", "random"], log_dir=str(tmp_path))
    assert [r.status for r in lines] == ["win", "win"]
    import json

    for r in lines:
        g = Game.from_save(json.loads((tmp_path / f"vs-game-seed{r.seed}.json").read_text()))
        assert g.state.result == "win"


def test_the_autopilot_attacks_what_it_can_stun() -> None:
    from mcdesk.games.vs.engine.harness import Harness

    h = Harness(mains=("mnb-029", "mnb-083"))
    h.add("Hulk", "front", 0)
    bw = h.add("Black Widow", "front", 1)
    g = h.main_phase(0)
    key = choose(g)
    assert key.startswith("attack:")
    g.answer(key)
    assert choose(g) in (f"defender:{bw}", "defender:3")

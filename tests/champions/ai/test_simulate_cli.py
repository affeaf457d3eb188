"""`mcdesk simulate` with policies and matchups, and `mcdesk replay` on its logs."""

from __future__ import annotations

from pathlib import Path

import pytest

from mcdesk.cli import main
from mcdesk.games.champions.ai.simulate import build_setup, describe_setup, policy_factory, resolve_deck, simulate
from mcdesk.games.champions.engine.game import Game


def test_simulate_with_the_autopilot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--seed", "3", "--policy", "autopilot"]) == 0
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    assert lines[0].startswith("game 1 seed 3:") and lines[1].startswith("game 2 seed 4:")
    assert "totals: games 2" in lines[-1] and "time" in lines[-1] and "decisions/s" in lines[-1]
    assert "policies: autopilot" in captured.err and "Spider-Man vs Rhino" in captured.err


def test_simulate_any_matchup_with_a_policy_per_seat(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--games", "1", "--hero", "spider-man", "--hero", "01019a", "--policies",
            "autopilot,random", "--scenario", "klaw", "--modular", "legions_of_hydra", "--heroic", "1"]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "Spider-Man, She-Hulk vs Klaw (standard, heroic 1; modular: legions_of_hydra)" in err
    assert "policies: autopilot, random" in err


def test_simulate_expert_and_skirmish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--scenario", "ultron", "--expert", "--policy", "autopilot", "-q"]) == 0
    assert main(["simulate", "--games", "1", "--skirmish", "II", "--modular", "none", "-q"]) == 0
    err = capsys.readouterr().err
    assert "Ultron (expert; modular: under_attack)" in err
    assert "skirmish stage 2; modular: none" in err


@pytest.mark.parametrize("args", [
    ["--hero", "nobody"],
    ["--scenario", "galactus"],
    ["--modular", "not_a_set"],
    ["--policy", "genius"],
    ["--policies", "autopilot,random"],  # two policies for one seat
    ["--policy", "random", "--policies", "random"],
    ["--skirmish", "seven"],
])
def test_simulate_rejects_unknown_choices(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", *args]) == 2
    assert "mcdesk simulate:" in capsys.readouterr().err


def test_autopilot_logs_replay_to_the_same_hash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--seed", "9", "--policy", "autopilot", "--hero", "black-panther",
                 "--log-dir", str(tmp_path), "-q"]) == 0
    log = tmp_path / "game-seed9.json"
    assert log.exists()
    capsys.readouterr()
    assert main(["replay", str(log)]) == 0
    out = capsys.readouterr().out
    setup = build_setup(["black-panther-protection"])
    g = Game(setup, 9)
    pilot = policy_factory(["autopilot"])(9)
    while g.pending is not None:
        g.answer(pilot.choose(g))
    assert f"final state hash: {g.state_hash()}" in out and "verified" in out


def test_simulation_library() -> None:
    assert resolve_deck("Captain Marvel") == "captain-marvel-leadership"
    assert resolve_deck("01040b") == "black-panther-protection"
    with pytest.raises(ValueError):
        resolve_deck("")
    setup = build_setup(["iron-man"], "ultron", expert=True)
    assert setup.modular_sets == ("under_attack",) and setup.expert
    assert describe_setup(setup) == "Iron Man vs Ultron (expert; modular: under_attack)"
    results = simulate(setup, 2, 5, policy_factory(["autopilot"]))
    assert [g.seed for g in results.games] == [5, 6] and results.crashed == 0
    with pytest.raises(ValueError):
        policy_factory(["nope"])

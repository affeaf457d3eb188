"""The mcdesk command line, and the headless simulation loop behind `mcdesk simulate`."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mcdesk.cli import main
from mcdesk.games.champions.ai.random_policy import RandomPolicy
from mcdesk.games.champions.ai.simulate import simulate
from mcdesk.games.champions.cards.civil_war import MODULAR_SETS
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game

SUBCOMMANDS = ("play", "simulate", "replay", "render", "cards", "deck")


def test_help_lists_subcommands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for name in SUBCOMMANDS:
        assert name in out


def test_python_dash_m_runs() -> None:
    proc = subprocess.run([sys.executable, "-m", "mcdesk", "--help"], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert "simulate" in proc.stdout


def test_simulate_prints_games_and_totals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out[:3]] == ["game 1 seed 1", "game 2 seed 2", "game 3 seed 3"]
    totals = out[-1]
    for field in ("games 3", "wins", "losses", "win rate", "mean rounds", "decisions", "decisions/s"):
        assert field in totals


def test_simulate_logs_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--seed", "5", "--log-dir", str(tmp_path), "-q"]) == 0
    logs = sorted(tmp_path.glob("game-seed*.json"))
    assert [p.name for p in logs] == ["game-seed5.json", "game-seed6.json"]
    capsys.readouterr()
    assert main(["replay", str(logs[0])]) == 0
    out = capsys.readouterr().out
    expected = Game.replay(default_setup(), 5, _answers_of(5)).state_hash()
    assert f"final state hash: {expected}" in out
    assert "verified" in out


def _answers_of(seed: int) -> list[str]:
    g = Game(default_setup(), seed)
    policy = RandomPolicy(seed)
    while g.pending is not None:
        g.answer(policy.choose(g))
    return g.answers


def test_replay_missing_file_names_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.json"
    assert main(["replay", str(missing)]) == 1
    assert str(missing) in capsys.readouterr().err


def test_replay_table_opens_the_window_only_on_a_good_log(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from mcdesk.app import main_window

    opened: list[object] = []
    monkeypatch.setattr(main_window, "run_app", lambda **kw: opened.append(kw.get("open_path")) or 0)
    assert main(["simulate", "--games", "1", "--seed", "5", "--log-dir", str(tmp_path), "-q"]) == 0
    log = tmp_path / "game-seed5.json"
    assert main(["replay", str(log), "--table"]) == 0
    assert opened == [str(log)]
    assert "verified" in capsys.readouterr().out
    missing = tmp_path / "nope.json"
    assert main(["replay", str(missing), "--table"]) == 1
    assert opened == [str(log)]  # a log that does not replay opens nothing


def test_render_a_missing_save_fails_and_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_png = tmp_path / "out.png"
    assert main(["render", str(tmp_path / "save.json"), "-o", str(out_png)]) == 1
    assert "no such file" in capsys.readouterr().err  # tests/app/test_render_cli.py renders real saves
    assert not out_png.exists()


def test_deck_list_shows_the_builtin_decks(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCDESK_DATA_DIR", str(tmp_path))
    assert main(["deck", "list"]) == 0
    assert "spider-man-justice" in capsys.readouterr().out


def test_cards_needs_an_action(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["cards"])
    assert exc.value.code == 2


# == the simulation loop ==================================================================================
def test_random_policy_is_seeded() -> None:
    g = Game(default_setup(), 3)
    picks_a = [RandomPolicy(7).choose(g) for _ in range(3)]
    picks_b = [RandomPolicy(7).choose(g) for _ in range(3)]
    assert picks_a == picks_b
    assert all(k in g.pending.keys for k in picks_a)  # type: ignore[union-attr]


def test_simulate_is_reproducible() -> None:
    a = simulate(default_setup(), 3, 10)
    b = simulate(default_setup(), 3, 10)
    assert [(g.seed, g.status, g.rounds, g.decisions) for g in a.games] == \
        [(g.seed, g.status, g.rounds, g.decisions) for g in b.games]
    assert [g.seed for g in a.games] == [10, 11, 12]
    assert a.wins + a.losses == 3 and not a.interrupted


def test_a_crash_is_recorded_and_the_others_go_on() -> None:
    class Crashy(RandomPolicy):
        def choose(self, game: Game) -> str:
            if game.seed == 2 and len(game.answers) == 3:
                raise RuntimeError("policy exploded")
            return super().choose(game)

    results = simulate(default_setup(), 3, 1, policy_factory=Crashy)
    statuses = {g.seed: g.status for g in results.games}
    assert statuses[2] == "crashed" and statuses[1] != "crashed" and statuses[3] != "crashed"
    crashed = results.games[1]
    assert "policy exploded" in crashed.reason and "RuntimeError" in crashed.traceback
    assert results.crashed == 1


def test_decision_cap_reports_unfinished() -> None:
    results = simulate(default_setup(), 2, 1, max_decisions=3)
    assert [g.status for g in results.games] == ["unfinished", "unfinished"]
    assert all(g.decisions == 3 for g in results.games)
    assert results.wins == results.losses == 0


def test_ctrl_c_returns_results_so_far() -> None:
    def factory(seed: int) -> RandomPolicy:
        if seed == 3:
            raise KeyboardInterrupt
        return RandomPolicy(seed)

    results = simulate(default_setup(), 5, 1, policy_factory=factory)
    assert results.interrupted
    assert [g.seed for g in results.games] == [1, 2]


def test_simulate_exits_1_when_a_game_crashes(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import mcdesk.games.champions.ai.simulate as sim

    class Crashy(RandomPolicy):
        def choose(self, game: Game) -> str:
            if game.seed == 8:
                raise RuntimeError("boom")
            return super().choose(game)

    monkeypatch.setattr(sim, "random_policy", Crashy)
    assert main(["simulate", "--games", "2", "--seed", "7"]) == 1
    captured = capsys.readouterr()
    assert "game 2 seed 8: CRASHED" in captured.out and "boom" in captured.out
    assert "crashed 1" in captured.out
    assert "seeds 8" in captured.err


def test_simulate_civil_war_scenarios(capsys: pytest.CaptureFixture[str]) -> None:
    """Civil War: the preconstructed Iron Man scenario, a custom one (the sets chosen are named), a random one
    from a seed (its modular sets unknown in the summary); a custom scenario mixing the sides is refused with a
    one-line reason."""
    assert main(["simulate", "--games", "1", "--scenario", "cw_iron_man", "-q"]) == 0
    capsys.readouterr()
    assert main(["simulate", "--games", "1", "--scenario", "cw:iron_man:56096a:56124a",
                 "--modular", "mighty_avengers,the_initiative,dangerous_recruits", "-q"]) == 0
    err = capsys.readouterr().err
    assert "unknown" not in err and "mighty_avengers" in err
    assert main(["simulate", "--games", "1", "--random-scenario", "4", "-q"]) == 0
    err = capsys.readouterr().err
    assert "unknown modular sets" in err and not any(m in err for side in MODULAR_SETS.values() for m in side)
    assert main(["simulate", "--games", "1", "--scenario", "cw:iron_man:56096a:56124a",
                 "--modular", "mighty_avengers,defenders,paladin"]) != 0
    assert "cannot be mixed" in capsys.readouterr().err

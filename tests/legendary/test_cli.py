"""Legendary on the command line: simulate writes replayable saves, replay checks them, render draws them, and a
damaged save is one line naming the file."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from mcdesk.games.legendary import cli


def _simulate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    args = argparse.Namespace(policy="autopilot", players=2, games=2, seed=3, max_decisions=None, quiet=False,
                              log_dir=str(tmp_path))
    assert cli.simulate(args) == 0
    out = capsys.readouterr().out
    assert "2 game(s), 2 player(s), autopilot" in out
    return tmp_path / "game-seed3.json"


def test_simulate_then_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _simulate(tmp_path, capsys)
    assert json.loads(save.read_text())["game"] == "legendary"
    assert cli.replay(str(save)) == 0
    out = capsys.readouterr().out
    assert "decisions replayed: " in out and "final state hash: " in out and "verified" in out


def test_replay_refuses_an_altered_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = _simulate(tmp_path, capsys)
    data = json.loads(save.read_text())
    data["answers"] = data["answers"][:-3] + ["play:99999"]
    save.write_text(json.dumps(data))
    assert cli.replay(str(save)) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"mcdesk replay: {save}")


def test_render_draws_a_legendary_save(tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp: object) -> None:
    from mcdesk.app.render import render_save

    save = _simulate(tmp_path, capsys)
    w, h = render_save(save, tmp_path / "table.png", width=800)
    assert w == 800 and (tmp_path / "table.png").stat().st_size > 10_000


def test_mcdesk_simulate_replay_and_render_take_game_legendary(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                qapp: object) -> None:
    from mcdesk.cli import main

    assert main(["simulate", "--game", "legendary", "--players", "3", "--games", "2", "--seed", "4",
                 "--policy", "autopilot", "--log-dir", str(tmp_path)]) == 0
    assert "2 game(s), 3 player(s), autopilot" in capsys.readouterr().out
    save = tmp_path / "game-seed4.json"
    assert main(["replay", str(save)]) == 0  # the save names its game
    assert "decisions replayed" in capsys.readouterr().out
    assert main(["render", str(save), "-o", str(tmp_path / "t.png"), "--width", "640"]) == 0
    assert (tmp_path / "t.png").exists()
    assert main(["simulate", "--game", "legendary", "--players", "6", "--games", "1"]) == 2
    assert "1 to 5 players" in capsys.readouterr().err

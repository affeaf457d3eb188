"""`mcdesk simulate/replay/render --game vs`."""

from __future__ import annotations

from pathlib import Path

import pytest

from mcdesk.cli import main


def test_simulate_replay_render_vs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "vs", "--games", "2", "--policies", "autopilot,random",
                 "--log-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "2 game(s): wins P1 (autopilot)" in out
    save = tmp_path / "vs-game-seed1.json"
    assert main(["replay", str(save)]) == 0  # the save names its game
    assert "verified" in capsys.readouterr().out
    assert main(["render", str(save), "-o", str(tmp_path / "t.png"), "--width", "1280"]) == 0
    from PIL import Image

    with Image.open(tmp_path / "t.png") as img:  # drawn by the same table as the window's
        assert img.width == 1280 and len(img.convert("RGB").resize((64, 36)).getcolors(4096) or ()) > 50


def test_render_of_a_damaged_vs_save_names_the_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = tmp_path / "bad.json"
    p.write_text('{"format": "mcdesk-save", "version": 1, "game": "vs", "seed": 1, "answers": ["nope"], '
                 '"setup": {"players": [{"main": "mnb-001", "deck": []}, {"main": "mnb-029", "deck": []}]}}')
    assert main(["render", str(p), "-o", str(tmp_path / "bad.png")]) == 1
    err = capsys.readouterr().err
    assert "bad.json" in err and len(err.strip().splitlines()) == 1 and not (tmp_path / "bad.png").exists()
    p.write_text('{"format": "mcdesk-save", "version": 1, "game": "chess", "seed": 1, "answers": [], '
                 '"setup": {"players": []}}')
    assert main(["render", str(p), "-o", str(tmp_path / "bad.png")]) == 1
    assert "chess" in capsys.readouterr().err


def test_vs_simulate_other_layouts_and_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "vs", "--mode", "2hg", "--games", "1", "-q"]) == 0
    assert main(["simulate", "--game", "vs", "--mode", "5v5", "--games", "1"]) == 2
    assert "unknown Vs. System player layout" in capsys.readouterr().err


def test_replay_of_a_damaged_vs_save_fails_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    p = tmp_path / "bad.json"
    p.write_text('{"format": "mcdesk-save", "version": 1, "game": "vs", "seed": 1, "answers": ["nope"], '
                 '"setup": {"players": [{"main": "mnb-001", "deck": []}, {"main": "mnb-029", "deck": []}]}}')
    assert main(["replay", str(p)]) == 1
    assert "mcdesk replay:" in capsys.readouterr().err

"""`mcdesk render SAVE -o table.png [--width N]`: the table of a saved game as a PNG, without a window."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from mcdesk.cli import main
from mcdesk.io.saves import save_game

from .conftest import game_at


def _variance(img: QImage) -> float:
    small = img.scaled(96, 60)
    values = [small.pixelColor(x, y).lightness() for y in range(60) for x in range(96)]
    mean = sum(values) / len(values)
    return sum((v - mean) ** 2 for v in values) / len(values)


@pytest.fixture()
def save(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    save_game(game_at(1, ["keep", "end_turn"]), path)
    return path


def test_render_writes_the_table(save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "table.png"
    assert main(["render", str(save), "-o", str(out), "--width", "960"]) == 0
    assert f"wrote {out} (960x600)" in capsys.readouterr().out
    img = QImage(str(out))
    assert (img.width(), img.height()) == (960, 600)
    assert _variance(img) > 100


def test_render_defaults_to_the_save_name_and_the_table_size(save: Path) -> None:
    assert main(["render", str(save)]) == 0
    img = QImage(str(save.with_suffix(".png")))
    assert (img.width(), img.height()) == (1920, 1200)


def test_render_refuses_a_corrupt_save(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "mcdesk-save", "version": 1, "setup": {"players": []}, "seed": 1, "answers": []}',
                   encoding="utf-8")
    out = tmp_path / "bad.png"
    assert main(["render", str(bad), "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("mcdesk render: ") and "bad.json" in err and "players" in err
    assert not out.exists()


def test_render_runs_headless_as_a_command(save: Path, tmp_path: Path) -> None:
    """No display and no QT_QPA_PLATFORM: the command picks the offscreen platform itself."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    out = tmp_path / "cmd.png"
    proc = subprocess.run([sys.executable, "-m", "mcdesk", "render", str(save), "-o", str(out), "--width", "480"],
                          capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr
    assert QImage(str(out)).width() == 480

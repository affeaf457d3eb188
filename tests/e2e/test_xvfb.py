"""The real application window on a real X server (Xvfb): start `mcdesk play`, screenshot it, exit 0.

Skipped when Xvfb is not installed (.ci/run installs it with the xcb libraries Qt needs).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.xvfb


def _free_display() -> int:
    for n in range(99, 140):
        if not Path(f"/tmp/.X{n}-lock").exists() and not Path(f"/tmp/.X11-unix/X{n}").exists():
            return n
    pytest.skip("no free X display number")


@pytest.fixture()
def xvfb() -> Iterator[str]:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    n = _free_display()
    proc = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{n}").exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
                pytest.skip(f"Xvfb did not start: {err.strip()[-300:]}")
            time.sleep(0.05)
        yield f":{n}"
    finally:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def test_the_window_on_a_real_display(xvfb: str, tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    shot = tmp_path / "window.png"
    env = dict(os.environ, DISPLAY=xvfb, QT_QPA_PLATFORM="xcb", MCDESK_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.run([sys.executable, "-m", "mcdesk", "play", "--seed", "1", "--screenshot", str(shot)],
                          capture_output=True, text=True, timeout=120, env=env)
    assert proc.returncode == 0, proc.stderr[-2000:]
    img = QImage(str(shot))
    assert not img.isNull() and img.width() >= 800 and img.height() >= 500
    small = img.scaled(96, 60)
    values = [small.pixelColor(x, y).lightness() for y in range(60) for x in range(96)]
    mean = sum(values) / len(values)
    assert sum((v - mean) ** 2 for v in values) / len(values) > 100  # a table, a prompt, a log: not blank
    assert list((tmp_path / "data" / "saves").glob("autosave-*.json"))  # the game was autosaved there

"""The project holds card facts only: no tracked file may contain official card text or flavor."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

from check_official_text import SHARED, file_hits, official  # noqa: E402


@pytest.mark.skipif(not SHARED.is_dir(), reason="../shared/marvelcdb is not available")
@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(), reason="not a git checkout")
def test_no_tracked_file_holds_official_text() -> None:
    flavor, text = official()
    hits = file_hits(flavor, text)
    assert not hits, "official card text or flavor in: " + ", ".join(f"{k} ({v[0]!r})" for k, v in hits.items())

"""No tracked file and no generated rules text holds the printed Vs. System card text (12-word runs)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mcdesk.games.vs.cards.facts import all_facts
from mcdesk.games.vs.cards.scripts import rules_text

ROOT = Path(__file__).resolve().parents[2]
SOURCE = Path(os.environ.get("MCDESK_SHARED", ROOT.parent / "shared")) / "vs-system" / "vs-cards.json"
N = 12


def _words(s: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", re.sub(r"\[[^\]]*\]", " ", s.lower()))


def _shingles(ws: list[str]) -> set[str]:
    return {" ".join(ws[i:i + N]) for i in range(len(ws) - N + 1)}


def _official() -> set[str]:
    out: set[str] = set()
    for c in json.loads(SOURCE.read_text()):
        out |= _shingles(_words(c.get("text") or ""))
    return out


@pytest.mark.skipif(not SOURCE.is_file(), reason="../shared/vs-system is not available")
def test_generated_rules_text_is_our_own() -> None:
    text = _official()
    bad = {code: sorted(_shingles(_words(rules_text(code))) & text)[:1] for code in all_facts()}
    assert not {k: v for k, v in bad.items() if v}


@pytest.mark.skipif(not SOURCE.is_file(), reason="../shared/vs-system is not available")
@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(), reason="not a git checkout")
def test_no_tracked_file_holds_vs_card_text() -> None:
    text = _official()
    files = subprocess.run(["git", "ls-files"], capture_output=True, text=True, cwd=ROOT).stdout.split()
    hits = []
    for name in files:
        p = ROOT / name
        if p.is_file() and p.stat().st_size < 5_000_000 and _shingles(_words(p.read_text(errors="ignore"))) & text:
            hits.append(name)
    assert not hits

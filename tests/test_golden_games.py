"""Golden games: one seeded random game of every soak case of every game (Marvel Champions, Civil War competitive,
the Vs. System, Legendary), each recorded by its number of decisions and its final state hash in
``tests/golden/games.json``.

A change that was meant to leave every outcome alone (a speed-up, a refactoring) must leave this file right. A
rules fix that changes outcomes regenerates it on purpose and says in its commit which games changed and why:

    MCDESK_WRITE_GOLDEN=1 QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest tests/test_golden_games.py
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

GOLDEN = Path(__file__).parent / "golden" / "games.json"
MAX_DECISIONS = 4000
SEED = 1000


def _suites() -> dict[str, Any]:
    from mcdesk.games.champions.ai.competitive_soak import SUITE as competitive
    from mcdesk.games.champions.ai.soak import SUITE as champions
    from mcdesk.games.legendary.ai.soak import SUITE as legendary
    from mcdesk.games.vs.ai.soak import SUITE as vs

    return {"champions": champions, "competitive": competitive, "vs": vs, "legendary": legendary}


def _play(suite: Any, case: Any, seed: int) -> list[Any]:
    game = suite.new_game(case, seed)
    choose = suite.chooser(case, "random", seed)
    while game.pending is not None and len(game.answers) < MAX_DECISIONS:
        game.answer(choose(game))
    return [len(game.answers), game.state_hash()[:20]]


def _record(name: str) -> dict[str, list[Any]]:
    suite = _suites()[name]
    return {case.label: _play(suite, case, SEED + i) for i, case in enumerate(suite.cases())}


@pytest.mark.parametrize("name", ["champions", "competitive", "vs", "legendary"])
def test_every_golden_game_ends_as_recorded(name: str) -> None:
    now = _record(name)
    if os.environ.get("MCDESK_WRITE_GOLDEN"):
        data = json.loads(GOLDEN.read_text()) if GOLDEN.exists() else {}
        data[name] = now
        GOLDEN.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
        return
    recorded = json.loads(GOLDEN.read_text())[name]
    changed = sorted(label for label in recorded.keys() | now.keys() if recorded.get(label) != now.get(label))
    assert not changed, (f"{len(changed)} of {len(recorded)} {name} golden games end differently: {changed[:8]}; "
                         "a rules fix regenerates tests/golden/games.json on purpose (see this module's docstring)")

"""The user's card database knows the Civil War custom scenarios as the built-in one does, so a save of a custom
scenario opens (and renders) from the user's data folder too."""

from __future__ import annotations

from pathlib import Path

import pytest

from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.io.userdata import load_user_database


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    return folder


def test_a_custom_civil_war_save_opens_with_the_users_database() -> None:
    key = "cw:captain_america:56141a:56142a"
    db = load_user_database()
    assert key in db.scenarios and "cw:nobody:56141a:56142a" not in db.scenarios
    setup = GameSetup(players=(PlayerSetup("01001a", tuple(["01088"] * 40)),), scenario=key,
                      modular_sets=("bomb_scare", "masters_of_evil", "under_attack"))
    g = Game(setup, 3, db)
    loaded = Game.from_save(g.to_save(), db)
    assert loaded.state_hash() == g.state_hash()

"""The first frame of the window loads no more than it needs: writing a save, and importing a module of
``mcdesk.io``, does not load the save files' pydantic models; they are loaded when a file is read."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _modules_after(code: str) -> set[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys; print(' '.join(sys.modules))"],
                         capture_output=True, text=True, check=True, cwd=ROOT, env=env).stdout
    return set(out.split())


def test_importing_a_module_of_mcdesk_io_loads_no_save_code() -> None:
    assert "mcdesk.io.saves" not in _modules_after("from mcdesk.io import safejson")


def test_writing_a_save_loads_no_pydantic_model_and_reading_it_does(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    write = ("from mcdesk.games.champions.cards.decks import default_setup\n"
             "from mcdesk.games.champions.engine.game import Game\n"
             "from mcdesk.io.saves import save_game\n"
             f"save_game(Game(default_setup(), 1), {str(path)!r})")
    assert "mcdesk.io.save_models" not in _modules_after(write)
    assert path.exists()
    read = f"import mcdesk.io\ng = mcdesk.io.load_game({str(path)!r})\nassert g.seed == 1"
    assert "mcdesk.io.save_models" in _modules_after(read)


def test_card_facts_are_still_checked_when_the_check_is_built_late() -> None:
    from mcdesk.io import marvelcdb

    good = {"code": "99001", "name": "Test Card", "type_code": "ally", "cost": 2}
    assert marvelcdb.checked_facts(good).cost == 2
    try:
        marvelcdb.checked_facts({**good, "cost": "two"})
    except marvelcdb.FieldError as e:
        assert "cost" in str(e)
    else:
        raise AssertionError("a cost that is not a number was accepted")

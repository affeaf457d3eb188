"""One direction of imports: Legendary's engine reads its cards (facts, vocabulary, scripts); the cards never
import the engine at run time (only for type checking), and nothing in the game imports Qt or another game."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "mcdesk" / "games" / "legendary"


def _runtime_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    guarded: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            guarded |= {id(n) for n in ast.walk(node)}
    out = []
    for node in ast.walk(tree):
        if id(node) in guarded:
            continue
        if isinstance(node, ast.ImportFrom):
            out.append("." * node.level + (node.module or ""))
        elif isinstance(node, ast.Import):
            out += [a.name for a in node.names]
    return out


def test_cards_never_import_the_engine_at_run_time() -> None:
    for path in (GAME / "cards").rglob("*.py"):
        bad = [m for m in _runtime_imports(path) if "engine" in m]
        assert not bad, f"{path.relative_to(GAME)} imports {bad}"


def test_the_game_imports_no_qt_and_no_other_game() -> None:
    for path in GAME.rglob("*.py"):
        for m in _runtime_imports(path):
            assert "PySide6" not in m and "champions" not in m and "games.vs" not in m, (path, m)

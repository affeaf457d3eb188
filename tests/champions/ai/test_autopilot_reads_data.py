"""The autopilot reads typed data (issue 9 §5-§6): options' actions, decisions' contexts and the vocabulary's
roles; it never splits keys, reads prompts' or cards' words with regular expressions, or imports private
engine helpers."""

from __future__ import annotations

import ast
from pathlib import Path

import mcdesk.games.champions.ai.autopilot as package

PACKAGE = Path(package.__file__).parent


def _trees() -> list[tuple[str, ast.Module]]:
    return [(p.name, ast.parse(p.read_text(encoding="utf-8"))) for p in sorted(PACKAGE.glob("*.py"))]


def test_the_autopilot_is_a_package_by_kind_of_decision() -> None:
    names = {p.stem for p in PACKAGE.glob("*.py")}
    assert {"turn", "paying", "setup", "villain_phase", "choices", "reading", "knowledge"} <= names
    assert all(len(p.read_text(encoding="utf-8").splitlines()) < 1000 for p in PACKAGE.glob("*.py"))


def test_no_private_engine_helper_no_regular_expression_no_key_splitting() -> None:
    for name, tree in _trees():
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert not any(a.name.startswith("_") for a in node.names), (name, ast.dump(node))
                assert node.module != "re", name
            if isinstance(node, ast.Import):
                assert "re" not in {a.name for a in node.names}, name
            if isinstance(node, ast.Attribute) and node.attr == "split":
                owner = node.value
                assert not (isinstance(owner, ast.Attribute) and owner.attr == "key"), f"{name}: splits a key"

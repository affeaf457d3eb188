"""The card vocabulary covers what recurs: ``Custom`` (a plain procedure) is kept for cards that really are unique
(issue 9 §6), at most 15% of the core set's scripts, and each remaining one says why in a comment."""

from __future__ import annotations

import ast
import dataclasses
import importlib
from pathlib import Path

from mcdesk.games.champions.cards.database import card_sets, default_database
from mcdesk.games.champions.cards.vocabulary import Custom, Damage, If, Then, script
from mcdesk.games.champions.cards.vocabulary.selectors import ENEMY

MAX_CUSTOM_SHARE = 0.15


def uses_custom(obj: object, seen: set[int] | None = None) -> bool:
    """Whether a script (or any effect, cost or ability inside it) falls back to ``Custom``."""
    seen = set() if seen is None else seen
    if id(obj) in seen:
        return False
    seen.add(id(obj))
    if isinstance(obj, Custom):
        return True
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return any(uses_custom(getattr(obj, f.name), seen) for f in dataclasses.fields(obj))
    if isinstance(obj, list | tuple):
        return any(uses_custom(x, seen) for x in obj)
    if isinstance(obj, dict):
        return any(uses_custom(x, seen) for x in obj.values())
    return False


def _noop(ctx: object) -> object:
    yield from ()


def test_custom_is_found_anywhere_in_a_script() -> None:
    custom = Custom(_noop, "Something unique.")  # type: ignore[arg-type]
    assert uses_custom(script("x", when_revealed={"": Then(Damage(ENEMY, 1), If(lambda c: True, custom, "so"))}))
    assert not uses_custom(script("x", when_revealed={"": Then(Damage(ENEMY, 1), Damage(ENEMY, 2))}))


def core_scripts() -> dict[str, object]:
    db = default_database()
    return {code: s for code, s in db.scripts.items() if db.card(code).pack_code == "core"}


def test_custom_is_at_most_15_percent_of_the_core_scripts() -> None:
    scripts = core_scripts()
    custom = sorted(code for code, s in scripts.items() if uses_custom(s))
    assert len(scripts) >= 150
    share = len(custom) / len(scripts)
    assert share <= MAX_CUSTOM_SHARE, f"{len(custom)} of {len(scripts)} core scripts use Custom ({share:.0%}): {custom}"


def _custom_calls_without_a_reason(path: Path) -> list[int]:
    """Lines of ``Custom(...)`` calls with no "Custom:" comment (or docstring) saying why in the 4 lines above,
    or in the docstring of the procedure it runs."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    docs = {n.name: ast.get_docstring(n) or "" for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    missing = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Custom":
            above = lines[max(0, node.lineno - 5):node.lineno]
            fn = node.args[0].id if node.args and isinstance(node.args[0], ast.Name) else ""
            if not any("Custom:" in line for line in above) and "Custom:" not in docs.get(fn, ""):
                missing.append(node.lineno)
    return missing


def test_every_custom_in_the_core_set_says_why() -> None:
    db = default_database()
    missing: list[str] = []
    for cs in card_sets():
        if not any(db.card(code).pack_code == "core" for code in cs.scripts):
            continue
        module = importlib.import_module(f"mcdesk.games.champions.cards.sets.{cs.set_code}")
        assert module.__file__ is not None
        path = Path(module.__file__)
        missing += [f"{path.name}:{n}" for n in _custom_calls_without_a_reason(path)]
    assert missing == []

"""Imports go one way (developers' guide: no import loops between packages; issue 9 §6).

The engine imports only the standard library, mcdesk.core and itself: it owns the card facts type and
receives the card database. The card package uses the engine; the card scripts (cards/sets/*.py) use only the
vocabulary, the set registry and the facts, never the engine's internals. Found by reading the sources with
``ast``, so a lazy import inside a function counts too.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import mcdesk.games.champions as champions

ROOT = Path(champions.__file__).parent
PKG = "mcdesk.games.champions"


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = [p for p in rel.parts if p != "__init__"]
    return ".".join([PKG, *parts])


def imports_of(path: Path) -> set[str]:
    """Every module a source file imports, relative imports resolved to absolute names."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            out.add(mod)
    return out


def _stdlib(mod: str) -> bool:
    return mod.split(".")[0] in sys.stdlib_module_names


def test_imports_are_resolved_relative_to_the_module() -> None:
    found = imports_of(ROOT / "cards" / "database.py")
    assert f"{PKG}.engine.database" in found
    assert f"{PKG}.cards.facts" in found


def test_the_engine_never_imports_the_cards() -> None:
    bad: list[str] = []
    for path in sorted((ROOT / "engine").glob("*.py")):
        for mod in imports_of(path):
            if _stdlib(mod) or mod.startswith(("mcdesk.core", f"{PKG}.engine")):
                continue
            bad.append(f"{path.name} imports {mod}")
    assert bad == []


def test_set_modules_use_only_the_vocabulary_registry_and_facts() -> None:
    allowed = (f"{PKG}.cards.vocabulary", f"{PKG}.cards.registry", f"{PKG}.cards.facts")
    bad: list[str] = []
    sets = sorted((ROOT / "cards" / "sets").glob("*.py"))
    assert len(sets) > 20
    for path in sets:
        for mod in imports_of(path):
            if _stdlib(mod) or mod == "__future__" or mod == f"{PKG}.cards.sets" or mod.startswith(allowed):
                continue
            bad.append(f"{path.name} imports {mod}")
    assert bad == []


def test_the_vocabulary_never_imports_a_set() -> None:
    bad = [f"{p.name} imports {m}" for p in sorted((ROOT / "cards" / "vocabulary").glob("*.py"))
           for m in imports_of(p) if m.startswith(f"{PKG}.cards.sets")]
    assert bad == []


def test_importing_the_engine_loads_no_card_module() -> None:
    code = ("import sys, mcdesk.games.champions.engine\n"
            "print([m for m in sys.modules if m.startswith('mcdesk.games.champions.cards')])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(champions.__file__).parents[3])
    assert out.stdout.strip() == "[]"

"""Every Marvel Battles card has a script, generated rules text and a test named after it."""

from __future__ import annotations

import re
from pathlib import Path

from mcdesk.games.vs.cards.facts import all_facts
from mcdesk.games.vs.cards.scripts import all_scripts, rules_text

HERE = Path(__file__).parent


def _tested() -> set[str]:
    names = set()
    for f in HERE.glob("test_*.py"):
        for m in re.finditer(r"def test_mnb(\d{3})(ea)?(?:_to_(\d{3}))?", f.read_text()):
            a = int(m.group(1))
            b = int(m.group(3) or a)
            names |= {f"mnb-{i:03d}" for i in range(a, b + 1)}
            if m.group(2):
                names.add(f"mnb-{a:03d}ea")
    return names


def test_every_card_is_scripted_and_tested() -> None:
    facts = all_facts()
    scripts = all_scripts()
    missing = [c for c, f in facts.items() if c not in scripts and f.alt_of not in scripts]
    assert not missing
    assert all(rules_text(c) for c in facts), [c for c in facts if not rules_text(c)]
    assert not sorted(set(facts) - _tested())
    assert len(facts) == 113

"""Every base-set card has facts, a script and a generated rules text, and is named in a card test; no generated
text repeats the official card text (the card-text policy in ../shared/legendary/README.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from mcdesk.games.legendary.cards.facts import HENCHMAN, HERO, MASTERMIND, SCHEME, TACTIC, VILLAIN, core_set
from mcdesk.games.legendary.cards.scripts import all_scripts, rules_text

SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "legendary" / "sets"
TESTS = Path(__file__).resolve().parent


def test_every_card_has_a_script() -> None:
    cards = core_set()
    scripts = all_scripts()
    for code, f in cards.cards.items():
        if f.kind in (HERO, VILLAIN, HENCHMAN, MASTERMIND, TACTIC, SCHEME):
            assert code in scripts, f"{f.name} ({code}) has no script"
    assert len(cards.heroes) == 15 and all(len(h.cards) == 4 for h in cards.heroes.values())
    assert len(cards.masterminds) == 4 and all(len(m.tactics) == 4 for m in cards.masterminds.values())
    assert len(cards.villain_groups) == 7 and len(cards.henchmen) == 4 and len(cards.schemes) == 8


def test_every_scripted_card_is_named_in_a_card_test() -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.glob("test_*.py") if p.name != "test_cards.py")
    missing = [code for code in all_scripts() if not code.startswith("shield_") and f'"{code}' not in text
               and f'"{code.split(".")[-1]}"' not in text]
    assert not missing, f"cards with no test: {missing}"


def test_rules_text_is_generated_for_every_card_with_abilities() -> None:
    empty = [code for code in all_scripts() if not code.startswith("shield_") and not rules_text(code)
             and code not in ("captain_america.diving_block",)]
    assert empty == [] or all(core_set().card(c).kind == HERO for c in empty)
    assert rules_text("hulk.hulk_smash").startswith("[Strength]: You get +5 Attack.")
    assert "Master Strike" in rules_text("loki")
    assert rules_text("the_legacy_virus").startswith("Setup: 8 Twists")


def _words(s: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", re.sub(r"<[^>]+>|\[[^\]]*\]", " ", s.lower()))


def _flat(x: object) -> str:
    if isinstance(x, str):
        return x
    if isinstance(x, dict):
        return " ".join(v for v in x.values() if isinstance(v, str))
    if isinstance(x, list):
        return " ".join(_flat(i) for i in x)
    return ""


@pytest.mark.skipif(not (SHARED / "CoreSet.json").exists(), reason="../shared/legendary is not here")
def test_generated_texts_never_repeat_the_official_text() -> None:
    official: set[str] = set()

    def walk(o: object) -> None:
        if isinstance(o, dict):
            for line in o.get("abilities") or []:
                ws = _words(_flat(line))
                official.update(" ".join(ws[i:i + 8]) for i in range(len(ws) - 7))
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)

    walk(json.loads((SHARED / "CoreSet.json").read_text(encoding="utf-8")))
    for code in all_scripts():
        ws = _words(rules_text(code))
        copied = {" ".join(ws[i:i + 8]) for i in range(len(ws) - 7)} & official
        assert not copied, f"{code}: {sorted(copied)[:2]}"

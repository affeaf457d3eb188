"""Facts and deck building (rulebook: Deck Building Rules, Building Your First Decks)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from mcdesk.games.vs.cards.decks import DeckError, first_deck, parse_json, parse_text, to_json, to_text, validate_deck
from mcdesk.games.vs.cards.facts import all_facts

ROOT = Path(__file__).resolve().parents[3]
SOURCE = Path(os.environ.get("MCDESK_SHARED", ROOT.parent / "shared")) / "vs-system" / "vs-cards.json"


def test_all_113_marvel_battles_cards_have_facts() -> None:
    facts = all_facts()
    assert len(facts) == 113
    mains = [f for f in facts.values() if f.type == "main"]
    assert len(mains) == 32 and all(facts[f.other_level].other_level == f.code for f in mains)
    assert facts["mnb-070"].atk == 0 and facts["mnb-020"].flight and facts["mnb-020"].ranged


@pytest.mark.skipif(not SOURCE.is_file(), reason="../shared/vs-system is not available")
def test_generated_facts_match_the_generator(tmp_path: Path) -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    import gen_vs_facts

    out = tmp_path / "mnb.json"
    gen_vs_facts.main(["--source", str(SOURCE), "--out", str(out)])
    committed = ROOT / "mcdesk" / "games" / "vs" / "cards" / "data" / "mnb.json"
    assert json.loads(out.read_text()) == json.loads(committed.read_text())
    assert "text" not in out.read_text()


@pytest.mark.parametrize("team", ["avengers", "xmen", "guardians", "villains"])
def test_first_decks_are_legal(team: str) -> None:
    d = first_deck(team)
    assert len(d.cards) == 60 and validate_deck(d.main, d.cards) == []


def test_four_copies_at_most_and_no_main_in_deck() -> None:
    d = first_deck("avengers")
    cards = list(d.cards[:55]) + ["mnb-009"] * 5
    assert any("at most 4" in p for p in validate_deck(d.main, cards))
    cards = list(d.cards[:59]) + ["mnb-002"]
    assert any("can't go into a deck" in p for p in validate_deck(d.main, cards))
    assert validate_deck("mnb-009", d.cards) == ["Ant-Man (mnb-009) is not a level 1 main character"]


def test_text_and_json_round_trip() -> None:
    d = first_deck("guardians")
    assert sorted(parse_text(to_text(d)).cards) == sorted(d.cards) and parse_text(to_text(d)).main == d.main
    j = parse_json(to_json(d))
    assert sorted(j.cards) == sorted(d.cards) and j.main == d.main


def test_bad_deck_lists_name_the_problem() -> None:
    with pytest.raises(DeckError, match="unknown card: 'Howard the Duck'"):
        parse_text("Main: Wolverine\n4 Howard the Duck\n")
    with pytest.raises(DeckError, match="no main character"):
        parse_text("4 Fortress\n")
    with pytest.raises(DeckError, match="not a deck JSON"):
        parse_json("[1, 2]")

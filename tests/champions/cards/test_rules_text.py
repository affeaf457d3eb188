"""A built-in card's rules text is generated from its facts (keywords) and its script."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.text import keyword_line, rules_text


def test_keywords_and_abilities_are_generated() -> None:
    db = default_database()
    assert rules_text(db, "01101") == "Guard."
    web = rules_text(db, "01008")
    assert web.startswith("Uses (3 web counters).")
    assert "Exhaust Web-Shooter" in web and "{this}" not in web
    assert keyword_line("hinder", "1 per_hero") == "Hinder 1 [per player]."
    assert keyword_line("team-up", "Spider-Man|Spider-Woman") == "Team-Up (Spider-Man and Spider-Woman)."


def test_every_scripted_card_has_text() -> None:
    db = default_database()
    for code in db.scripts:
        assert rules_text(db, code).strip(), f"{code} {db.card(code).name} has a script but no rules text"

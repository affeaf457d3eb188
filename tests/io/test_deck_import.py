"""Deck import: MarvelCDB decklist JSON and plain text lists, checked before they are kept."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from mcdesk.cards_cli import add_subcommands, run
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.io.decks import DeckError, check_deck, deck_filename, import_deck, list_decks, load_deck, read_deck

SPIDEY = BUILTIN_DECKS["spider-man-justice"]


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    return folder


def _decklist(**changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"id": 1, "name": "Web Warriors", "hero_code": SPIDEY.identity, "hero_name": "Spider-Man",
                            "slots": dict(SPIDEY.cards), "meta": json.dumps({"aspect": "justice"}), "version": "1.0"}
    data.update(changes)
    return data


def _json_file(tmp_path: Path, data: Any, name: str = "deck.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _kept(data_dir: Path) -> list[str]:
    folder = data_dir / "decks"
    return sorted(p.name for p in folder.iterdir()) if folder.exists() else []


# -- MarvelCDB JSON -------------------------------------------------------------------------------------------
def test_a_marvelcdb_decklist_is_checked_and_kept(tmp_path: Path, data_dir: Path) -> None:
    path = _json_file(tmp_path, _decklist())
    deck, problems = check_deck(path)
    assert problems == [] and deck.identity == "01001a" and deck.aspects == ["justice"]
    assert Counter(deck.codes) == Counter(SPIDEY.codes())
    saved = import_deck(path)
    assert saved.name == "Web Warriors" and saved.path == data_dir / "decks" / "web-warriors.json"
    assert Counter(load_deck("Web Warriors").codes()) == Counter(SPIDEY.codes())
    decks, bad = list_decks()
    assert [d.name for d in decks] == ["Web Warriors"] and bad == []
    kept = json.loads(saved.path.read_text(encoding="utf-8"))
    assert kept["format"] == "mcdesk-deck" and kept["identity"] == "01001a"


def test_investigator_code_and_the_identitys_own_set_aside_cards(tmp_path: Path) -> None:
    slots = dict(SPIDEY.cards, **{"01001a": 1, "01165": 1, "01167": 1})  # identity, obligation, nemesis
    data = _decklist(slots=slots)
    del data["hero_code"]
    data["investigator_code"] = "01001a"
    deck, problems = check_deck(_json_file(tmp_path, data))
    assert problems == []
    assert "01165" not in deck.codes and "01001a" not in deck.codes
    assert deck.notes and "Eviction Notice" in deck.notes[0]


def test_unknown_codes_are_all_listed_and_nothing_is_kept(tmp_path: Path, data_dir: Path) -> None:
    path = _json_file(tmp_path, _decklist(slots=dict(SPIDEY.cards, **{"99998": 1, "99999": 2})))
    with pytest.raises(DeckError, match=r"deck\.json: .*99998, 99999.*mcdesk cards import"):
        import_deck(path)
    assert _kept(data_dir) == []


def test_an_illegal_deck_lists_every_problem_and_nothing_is_kept(tmp_path: Path, data_dir: Path) -> None:
    slots = dict(SPIDEY.cards)
    slots["01050"] = 2  # Aggression ally in a Justice deck (unique, so also 2 copies)
    slots["01088"] = 3  # Energy: Max 1 per deck
    with pytest.raises(DeckError) as info:
        import_deck(_json_file(tmp_path, _decklist(slots=slots)))
    problems = info.value.problems
    assert len(problems) == 3
    assert "01050" in problems[0] and "Aggression" in problems[0]
    assert "unique" in problems[1]
    assert "Max 1 per deck" in problems[2]
    assert _kept(data_dir) == []


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([1, 2], "expected a deck object"),
        ({"slots": {}}, "field 'investigator_code'"),
        (_decklist(hero_code="nope"), "unknown identity code 'nope'"),
        (_decklist(slots=[["01002", 1]]), "field 'slots'"),
        (_decklist(slots={"01002": "one"}), "card 01002: copies must be a whole number"),
    ],
)
def test_malformed_decklists(tmp_path: Path, data: Any, message: str) -> None:
    with pytest.raises(DeckError, match=message):
        read_deck(_json_file(tmp_path, data))


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="no such file"):
        read_deck(tmp_path / "missing.txt")
    (tmp_path / "empty.txt").write_text("  \n", encoding="utf-8")
    with pytest.raises(DeckError, match="empty"):
        read_deck(tmp_path / "empty.txt")
    (tmp_path / "broken.json").write_text('{"hero_code": ', encoding="utf-8")
    with pytest.raises(DeckError, match=r"broken\.json: not valid JSON"):
        read_deck(tmp_path / "broken.json")


# -- text lists ------------------------------------------------------------------------------------------------
def _text_list(deck: Any = SPIDEY) -> str:
    db = default_database()
    lines = ["My Spidey Deck", "", "# the hero", f"{db.card(deck.identity).name} (core)", "", "Cards (45):"]
    for code, n in deck.cards:
        lines.append(f"{n}x {db.card(code).name} (core)")
    lines.insert(7, "// a comment")
    return "\n".join(lines) + "\n"


def test_a_text_list_with_names_and_packs(tmp_path: Path, data_dir: Path) -> None:
    path = tmp_path / "spidey.txt"
    path.write_text(_text_list(), encoding="utf-8")
    deck, problems = check_deck(path)
    assert problems == [] and deck.identity == "01001a" and deck.name == "My Spidey Deck"
    assert Counter(deck.codes) == Counter(SPIDEY.codes())
    saved = import_deck(path, name="Spidey")
    assert saved.path.name == "spidey.json" and _kept(data_dir) == ["spidey.json"]


def test_text_list_variants(tmp_path: Path) -> None:
    db = default_database()
    lines = ["01001a"]  # the identity by code, no title line
    for i, (code, n) in enumerate(SPIDEY.cards):
        name = db.card(code).name
        lines.append([f"{n}x {code}", f"{n} {name}", f"{n} x {name} [{code}]", f"{n}x {name} (core, 12)"][i % 4])
    path = tmp_path / "variants.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    deck, problems = check_deck(path)
    assert problems == [] and deck.name is None
    assert Counter(deck.codes) == Counter(SPIDEY.codes())


def test_identity_label_and_alter_ego(tmp_path: Path) -> None:
    body = "\n".join(f"{n}x {code}" for code, n in SPIDEY.cards)
    for head in ("Hero: Spider-Man (core)", "Identity: 01001a", "Peter Parker"):
        path = tmp_path / "d.txt"
        path.write_text(f"{head}\n{body}\n", encoding="utf-8")
        deck, problems = check_deck(path)
        assert problems == [], head
        assert deck.identity in ("01001a", "01001b")


def test_text_list_problems_name_the_lines(tmp_path: Path, data_dir: Path) -> None:
    text = "\n".join([
        "Deck title",
        "Spider-Man (core)",
        "3x Web Nonsense (core)",   # unknown name
        "2x Backflip (nopack)",     # known name, wrong pack
        "1x Wakanda Forever!",      # several cards share the name
        "Black Cat (core)",          # a card line without copies
        "2x 99999",                 # unknown code
    ])
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DeckError) as info:
        import_deck(path)
    problems = info.value.problems
    assert problems[0].startswith("line 3: unknown card 'Web Nonsense (core)'")
    assert problems[1].startswith("line 4: no card named 'Backflip' in pack 'nopack'")
    assert problems[2].startswith("line 5:") and "matches several cards" in problems[2] and "01043a" in problems[2]
    assert problems[3].startswith("line 6:") and "no number of copies" in problems[3]
    assert problems[4].startswith("line 7: unknown card code '99999'")
    assert _kept(data_dir) == []


def test_a_text_list_without_identity(tmp_path: Path) -> None:
    path = tmp_path / "noid.txt"
    path.write_text("Spoder-Man (core)\n3x Backflip (core)\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"no identity.*first line, 'Spoder-Man \(core\)', was taken as the deck"):
        read_deck(path)


# -- keeping -----------------------------------------------------------------------------------------------------
def test_names_are_not_overwritten_unless_asked(tmp_path: Path, data_dir: Path) -> None:
    path = _json_file(tmp_path, _decklist())
    first = import_deck(path)
    before = first.path.read_bytes()
    with pytest.raises(DeckError, match="already kept"):
        import_deck(path)
    assert first.path.read_bytes() == before
    import_deck(path, replace=True)
    assert _kept(data_dir) == ["web-warriors.json"]


def test_deck_file_names() -> None:
    assert deck_filename("Spidey: Justice!") == "spidey-justice.json"
    with pytest.raises(ValueError, match="no letters or digits"):
        deck_filename("!!!")


def test_a_damaged_kept_deck_is_reported_by_list(tmp_path: Path, data_dir: Path) -> None:
    import_deck(_json_file(tmp_path, _decklist()))
    (data_dir / "decks" / "broken.json").write_text("{", encoding="utf-8")
    decks, problems = list_decks()
    assert [d.name for d in decks] == ["Web Warriors"]
    assert len(problems) == 1 and "broken.json" in problems[0]


# -- the command line --------------------------------------------------------------------------------------------
def _cli(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="mcdesk")
    add_subcommands(parser.add_subparsers(dest="command"))
    return run(parser.parse_args(argv))


def test_deck_commands(tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = _json_file(tmp_path, _decklist())
    assert _cli(["deck", "validate", str(good)]) == 0
    assert "valid Spider-Man deck of 45 cards" in capsys.readouterr().out
    bad = _json_file(tmp_path, _decklist(slots=dict(SPIDEY.cards, **{"01088": 2})), "bad.json")
    assert _cli(["deck", "validate", str(bad)]) == 1
    assert "Max 1 per deck" in capsys.readouterr().out
    assert _cli(["deck", "import", str(bad)]) == 1
    assert "nothing was kept" in capsys.readouterr().err
    assert _cli(["deck", "import", str(good), "--name", "Mine"]) == 0
    assert "kept deck 'Mine'" in capsys.readouterr().out
    assert _cli(["deck", "list"]) == 0
    out = capsys.readouterr().out
    assert "spider-man-justice" in out and "Mine" in out and "mine.json" in out
    assert _cli(["deck", "validate", str(tmp_path / "nope.json")]) == 1
    assert "no such file" in capsys.readouterr().err


def test_cards_commands(tmp_path: Path, data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps([{"code": "99201", "pack_code": "zz", "name": "Made-Up Ally", "type_code": "ally",
                                  "faction_code": "basic", "quantity": 3, "cost": 2, "attack": 1, "thwart": 1,
                                  "health": 2, "text": ""}]), encoding="utf-8")
    assert _cli(["cards", "import", str(cards)]) == 0
    assert "imported 1 cards" in capsys.readouterr().out
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"code": "99202", "name": "Bad", "type_code": "ally", "cost": "two"}]),
                   encoding="utf-8")
    assert _cli(["cards", "import", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "nothing was imported" in err and "code 99202" in err and "field 'cost'" in err
    assert _cli(["cards", "coverage", "--pack", "zz"]) == 0
    out = capsys.readouterr().out
    assert "zz" in out and "fully covered" in out  # a vanilla ally is played by its facts

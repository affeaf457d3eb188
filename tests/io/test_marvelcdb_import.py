"""Importing MarvelCDB card data into the user's data folder (synthetic records; the real data when present)."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from mcdesk.games.champions.cards.facts import X
from mcdesk.io import userdata
from mcdesk.io.marvelcdb import CardDataError, import_cards, is_keyword_only, read_records
from mcdesk.io.userdata import UserDataError, imported_text, load_imported, load_user_database

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
MARVELCDB = SHARED / "marvelcdb"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    return folder


def _write(path: Path, data: Any) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# Synthetic cards: made-up names and texts in MarvelCDB's format.
HERO = {"code": "99001a", "pack_code": "zz", "name": "Test Hero", "type_code": "hero", "faction_code": "hero",
        "set_code": "test_hero", "is_unique": True, "back_link": "99001b", "attack": 2, "thwart": 1, "defense": 2,
        "health": 10, "hand_size": 5, "traits": "Tester. S.H.I.E.L.D.", "quantity": 1,
        "text": "<i>Made Up</i> — <b>Action</b>: Do a test thing."}
ALTER = {"code": "99001b", "pack_code": "zz", "name": "Tess Tester", "type_code": "alter_ego",
         "faction_code": "hero", "set_code": "test_hero", "is_unique": True, "hidden": True, "recover": 3,
         "health": 10, "hand_size": 6, "quantity": 1}
MINION = {"code": "99101", "pack_code": "zz", "name": "Test Goon", "type_code": "minion", "faction_code": "encounter",
          "set_code": "test_villain", "attack": -1, "scheme": None, "health": 3, "health_per_hero": True, "boost": 2,
          "quantity": 2, "text": "Guard. Retaliate 1. <i>(A made-up reminder.)</i>"}
SCHEME = {"code": "99102a", "pack_code": "zz", "name": "Test Plan", "type_code": "main_scheme",
          "faction_code": "encounter", "set_code": "test_villain", "stage": "1A", "back_link": "99102b",
          "quantity": 1}
SCHEME_B = {"code": "99102b", "pack_code": "zz", "name": "Test Plan", "type_code": "main_scheme",
            "faction_code": "encounter", "set_code": "test_villain", "stage": "1B", "hidden": True, "threat": 7,
            "escalation_threat": 1, "escalation_threat_fixed": True, "base_threat": 0, "quantity": 1}
REPRINT = {"code": "98101", "pack_code": "yy", "duplicate_of": "99101", "quantity": 1, "set_code": "test_villain"}


def _folder(root: Path) -> Path:
    _write(root / "pack" / "zz.json", [HERO, ALTER])
    _write(root / "pack" / "zz_encounter.json", [MINION, SCHEME, SCHEME_B])
    _write(root / "pack" / "yy_encounter.json", [REPRINT])
    _write(root / "packs.json", [{"code": "zz", "name": "Test Pack"}])  # not a card file: ignored
    return root


def test_import_a_marvelcdb_folder(tmp_path: Path, data_dir: Path) -> None:
    summary = import_cards(_folder(tmp_path / "mcdb"))
    assert (summary.imported, summary.new, summary.replaced, summary.total) == (6, 6, 0, 6)
    assert summary.path == data_dir / "cards" / "imported.json"
    db = load_user_database()
    hero, alter = db.card("99001a"), db.card("99001b")
    assert hero.back_link == "99001b"
    assert hero.traits == ("Tester", "S.H.I.E.L.D.")
    assert alter.hidden and alter.front_link == "99001a"
    goon = db.card("99101")
    assert goon.attack == X and goon.scheme is None and goon.health_per_hero
    assert goon.keywords == (("guard", None), ("retaliate", 1))
    plan_b = db.card("99102b")
    assert (plan_b.stage, plan_b.threat, plan_b.escalation_threat_fixed, plan_b.front_link) == ("1B", 7, True,
                                                                                                 "99102a")
    reprint = db.card("98101")
    assert (reprint.name, reprint.pack_code, reprint.quantity, reprint.duplicate_of) == ("Test Goon", "yy", 1,
                                                                                        "99101")
    assert reprint.keywords == goon.keywords
    assert not db.is_scripted("99101")
    # the official text is kept in the data folder only, and shown as plain text
    assert imported_text("99001a") == "Made Up — Action: Do a test thing."
    assert imported_text("98101") == imported_text("99101")
    assert imported_text("99001b") is None and imported_text("01001a") is None
    assert "Do a test thing" in (data_dir / "cards" / "imported.json").read_text(encoding="utf-8")


def test_builtin_cards_win_over_imported_ones(tmp_path: Path) -> None:
    fake = {"code": "01088", "pack_code": "core", "name": "Not Energy", "type_code": "resource",
            "faction_code": "basic", "quantity": 1, "text": "A made-up text."}
    summary = import_cards(_write(tmp_path / "cards.json", [fake]))
    assert summary.builtin == 1
    db = load_user_database()
    assert db.card("01088").name == "Energy" and db.is_scripted("01001a")
    assert imported_text("01088") == "A made-up text."


def test_import_the_public_api_json(tmp_path: Path) -> None:
    api = [
        {"code": "97001a", "pack_code": "ww", "pack_name": "Whatever", "name": "Api Hero", "real_name": "Api Hero",
         "type_code": "hero", "type_name": "Hero", "faction_code": "hero", "card_set_code": "api_hero",
         "card_set_name": "Api Hero", "linked_to_code": "97001b", "cost": None, "attack": 1, "thwart": 2,
         "defense": 1, "health": 9, "hand_size": 5, "is_unique": True, "hidden": False, "permanent": False,
         "scheme_crisis": None, "quantity": 1, "url": "https://example.invalid/card/97001a",
         "imagesrc": "/bundles/cards/97001a.png", "text": "Un texte.", "real_text": "Steady. Stalwart.",
         "traits": "Essai.", "real_traits": "Tester.", "deck_requirements": [{"aspects": 2}],
         "linked_card": {"code": "97001b", "pack_code": "ww", "name": "Api Person", "type_code": "alter_ego",
                         "faction_code": "hero", "card_set_code": "api_hero", "recover": 4, "health": 9,
                         "hand_size": 6, "quantity": 1, "linked_to_code": "97001a"}},
        {"code": "97002", "pack_code": "ww", "name": "Api Ally", "type_code": "ally", "faction_code": "basic",
         "cost": "X", "attack": "-", "thwart": 1, "health": 2, "quantity": 3, "deck_limit": 3,
         "resource_energy": 1, "text": "", "spoiler": 0},
        {"code": "97003", "pack_code": "vv", "name": "Api Ally", "type_code": "ally", "faction_code": "basic",
         "duplicate_of_code": "97002", "duplicate_of_name": "Api Ally", "cost": -1, "thwart": 1, "health": 2,
         "quantity": 1, "resource_energy": 1},
    ]
    summary = import_cards(_write(tmp_path / "cards.json", api))
    assert summary.imported == 4
    db = load_user_database()
    hero = db.card("97001a")
    assert (hero.set_code, hero.back_link, hero.traits) == ("api_hero", "97001b", ("Tester",))
    assert hero.keywords == (("steady", None), ("stalwart", None))  # parsed from the English real_text
    assert hero.deck_requirements == ({"aspects": 2},)
    back = db.card("97001b")
    assert back.hidden and back.front_link == "97001a" and back.back_link is None
    ally = db.card("97002")
    assert (ally.cost, ally.attack, ally.resources) == (X, None, {"energy": 1})
    assert db.card("97003").duplicate_of == "97002"
    assert imported_text("97001a") == "Un texte."  # the text as served is what is shown


def test_a_reprint_of_a_card_imported_earlier_or_built_in(tmp_path: Path) -> None:
    import_cards(_write(tmp_path / "a.json", [MINION]))
    stubs = [{"code": "96101", "pack_code": "uu", "duplicate_of": "99101", "quantity": 3},
             {"code": "96102", "pack_code": "uu", "duplicate_of": "01002", "quantity": 1}]
    summary = import_cards(_write(tmp_path / "b.json", stubs))
    assert (summary.new, summary.total) == (2, 3)
    db = load_user_database()
    assert (db.card("96101").name, db.card("96101").quantity, db.card("96101").pack_code) == ("Test Goon", 3, "uu")
    assert (db.card("96102").name, db.card("96102").subname, db.card("96102").cost) == ("Black Cat", "Felicia Hardy", 2)
    assert db.is_scripted("96102") and db.script("96102").code == "96102"  # a reprint plays by its original's
    assert not db.is_scripted("96101")
    assert imported_text("96101") == imported_text("99101")


def test_reimporting_replaces_and_keeps_the_rest(tmp_path: Path) -> None:
    import_cards(_folder(tmp_path / "mcdb"))
    changed = dict(MINION, health=5)
    summary = import_cards(_write(tmp_path / "one.json", [changed]))
    assert (summary.new, summary.replaced, summary.total) == (0, 1, 6)
    assert load_user_database().card("99101").health == 5


# -- bad input: named precisely, and nothing changes ---------------------------------------------------------
def _store_bytes(data_dir: Path) -> bytes | None:
    path = data_dir / "cards" / "imported.json"
    return path.read_bytes() if path.exists() else None


@pytest.mark.parametrize(
    ("records", "expected"),
    [
        ([dict(MINION, attack="lots")], ["bad.json", "record 0 (code 99101)", "field 'attack'", "'lots'"]),
        ([dict(MINION, is_unique="yes")], ["record 0 (code 99101)", "field 'is_unique'", "true or false"]),
        ([MINION, {k: v for k, v in MINION.items() if k != "code"}], ["record 1:", "field 'code'"]),
        ([dict(MINION, name=None)], ["record 0 (code 99101)", "field 'name'"]),
        ([MINION, "not a card"], ["record 1:", "expected an object"]),
        ([dict(MINION, traits=["Goon"])], ["field 'traits'"]),
        ([dict(MINION, resource_energy="one")], ["field 'resource_energy'"]),
        ([dict(MINION, deck_options="anything")], ["field 'deck_options'"]),
        ([{"code": "95001", "duplicate_of": "95999", "pack_code": "uu"}], ["code 95001", "field 'duplicate_of'",
                                                                           "95999"]),
        ([MINION, dict(MINION, health=9)], ["record 1 (code 99101)", "appears twice"]),
        ({"code": "99101"}, ["bad.json", "expected a JSON array", "found an object"]),
    ],
)
def test_malformed_records_are_named_and_nothing_is_written(
    tmp_path: Path, data_dir: Path, records: Any, expected: list[str]
) -> None:
    import_cards(_write(tmp_path / "good.json", [HERO]))
    before = _store_bytes(data_dir)
    with pytest.raises(CardDataError) as info:
        import_cards(_write(tmp_path / "bad.json", records))
    message = str(info.value)
    for part in expected:
        assert part in message, (part, message)
    assert _store_bytes(data_dir) == before


def test_every_problem_is_listed(tmp_path: Path) -> None:
    records = [dict(MINION, attack="lots"), dict(HERO, health="many"), {"name": "No Code"}]
    with pytest.raises(CardDataError) as info:
        import_cards(_write(tmp_path / "bad.json", records))
    assert len(info.value.problems) == 3
    assert [p.field for p in info.value.problems] == ["code", "attack", "health"]


def test_invalid_json_names_the_file_line_and_column(tmp_path: Path, data_dir: Path) -> None:
    root = _folder(tmp_path / "mcdb")
    (root / "pack" / "zz.json").write_text('[{"code": "99001a",\n "name": }]', encoding="utf-8")
    with pytest.raises(CardDataError, match=r"zz\.json: not valid JSON \(line 2, column"):
        import_cards(root)
    assert _store_bytes(data_dir) is None


def test_missing_source_and_empty_folder(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="no such file or folder"):
        import_cards(tmp_path / "nowhere.json")
    (tmp_path / "empty").mkdir()
    with pytest.raises(CardDataError, match="no MarvelCDB card files"):
        import_cards(tmp_path / "empty")


def test_a_failed_write_leaves_the_old_store_and_no_temporary_file(
    tmp_path: Path, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import_cards(_write(tmp_path / "good.json", [HERO]))
    before = _store_bytes(data_dir)

    def broken_replace(src: Any, dst: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk full"):
        import_cards(_write(tmp_path / "more.json", [MINION]))
    assert _store_bytes(data_dir) == before
    assert sorted(p.name for p in (data_dir / "cards").iterdir()) == ["imported.json"]


def test_a_damaged_store_is_reported_naming_the_file(data_dir: Path, tmp_path: Path) -> None:
    store = data_dir / "cards" / "imported.json"
    _write(store, {"format": "mcdesk-imported-cards", "version": 1, "cards": {"99101": {"facts": {"code": "99101"},
                                                                                      "name": "X", "text": None}}})
    with pytest.raises(UserDataError, match=r"imported\.json: card 99101: field 'facts'"):
        load_imported()
    store.write_text("{nope", encoding="utf-8")
    with pytest.raises(UserDataError, match=r"imported\.json: not valid JSON"):
        load_imported()
    assert store.exists()  # the checked reader only reports


def test_a_damaged_store_is_set_aside_once_and_the_built_in_cards_work(data_dir: Path, tmp_path: Path) -> None:
    store = data_dir / "cards" / "imported.json"
    store.parent.mkdir(parents=True)
    store.write_text("{nope", encoding="utf-8")
    assert imported_text("99101") is None  # the table asks; a damaged store just has no text
    db = load_user_database()
    assert "01001a" in db.facts
    aside = [p for p in store.parent.iterdir() if p.name.startswith("imported.json.damaged-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{nope"  # renamed, not deleted
    assert not store.exists()
    notices = userdata.take_notices()
    assert len(notices) == 1 and "imported.json: not valid JSON" in notices[0] and aside[0].name in notices[0]
    assert userdata.take_notices() == []
    summary = import_cards(_write(tmp_path / "good.json", [HERO]))  # a fresh store is written
    assert summary.total == 1 and store.exists()


# -- where the data folder is --------------------------------------------------------------------------------
def test_the_data_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MCDESK_DATA_DIR", str(tmp_path / "here"))
    assert userdata.data_dir() == tmp_path / "here"
    monkeypatch.delenv("MCDESK_DATA_DIR")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert userdata.data_dir() == tmp_path / "xdg" / "mcdesk"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert userdata.data_dir() == Path.home() / ".local" / "share" / "mcdesk"
    monkeypatch.setattr(sys, "platform", "darwin")
    assert userdata.data_dir() == Path.home() / "Library" / "Application Support" / "mcdesk"
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert userdata.data_dir() == tmp_path / "roaming" / "mcdesk"


def test_keyword_only_texts() -> None:
    assert is_keyword_only(None) and is_keyword_only("")
    assert is_keyword_only("Guard. Toughness.")
    assert is_keyword_only("Retaliate 1. <i>(A made-up reminder.)</i>\nVictory 2.")
    assert not is_keyword_only("Guard.\n<b>Forced Response</b>: Something made up.")
    assert not is_keyword_only("Attach to a minion.")
    assert not is_keyword_only("Surge.\n<hr />\n[star] <b>Boost</b>: Something made up.")


# -- the real MarvelCDB data (skipped when ../shared is not there) ---------------------------------------------
def _need_shared() -> None:
    if not (MARVELCDB / "pack").is_dir():
        pytest.skip(f"MarvelCDB data not found at {MARVELCDB}")


def test_import_all_of_marvelcdb(data_dir: Path) -> None:
    _need_shared()
    summary = import_cards(MARVELCDB)
    raw_count = sum(len(json.loads(p.read_text(encoding="utf-8"))) for p in (MARVELCDB / "pack").glob("*.json"))
    assert summary.imported == summary.total == raw_count
    assert summary.builtin >= 200
    # the three modifiers MarvelCDB has that facts do not are reported, not silently lost
    assert any("threat_star" in w for w in summary.warnings)
    db = load_user_database()
    builtin_core = json.loads((Path(__file__).resolve().parents[2] / "mcdesk" / "games" / "champions" / "cards" / "data"
                               / "core.json")
                              .read_text(encoding="utf-8"))
    stored = load_imported()
    for rec in builtin_core:  # strict import and the built-in generation agree on every core card
        assert stored[rec["code"]].facts == rec, rec["code"]
    assert db.card("04031a").deck_requirements == ({"aspects": 2},)
    assert db.card("33001a").deck_options == ({"trait": ["x-men"], "type": ["ally"]},)
    assert imported_text("01002") is not None  # the official text, from the user's folder only


def test_read_records_of_marvelcdb_counts_every_record() -> None:
    _need_shared()
    records = read_records(MARVELCDB)
    assert len({r.data["code"] for r in records}) == len(records) > 4000


def test_imported_text_is_resolved_by_hand_unless_keyword_only(tmp_path: Path) -> None:
    """An imported card with abilities and no script gets a "resolve this by hand" text in the database the
    game plays with; a keyword-only card does not (its keywords are enforced)."""
    import_cards(_folder(tmp_path / "mcdb"))
    db = load_user_database()
    assert db.by_hand("99001a") == "Made Up — Action: Do a test thing."
    assert db.by_hand("99101") is None
    assert db.by_hand("01005") is None  # built-in and scripted


# -- a pack imported alone: reprints of packs not imported (issue 22 item 8) ----------------------------------
def test_a_pack_whose_reprints_are_unknown_imports_the_rest_with_a_note_naming_them(tmp_path: Path) -> None:
    pack = [HERO, ALTER, MINION,
            {"code": "99150", "pack_code": "zz", "duplicate_of": "95999", "quantity": 3},
            {"code": "99151", "pack_code": "zz", "duplicate_of": "99101", "quantity": 1},  # in this file: kept
            {"code": "99152", "pack_code": "zz", "duplicate_of": "01002", "quantity": 1}]  # built in: kept
    summary = import_cards(_write(tmp_path / "pack" / "zz.json", pack))
    assert summary.imported == summary.total == 5
    [note] = [w for w in summary.warnings if "left out" in w]
    assert "left out 1 reprint(s)" in note and "99150 (of 95999)" in note
    db = load_user_database()
    assert db.card("99151").name == "Test Goon" and db.card("99152").name == "Black Cat"
    assert "99150" not in db.facts


def test_a_pack_whose_reprints_were_imported_earlier_imports_whole(tmp_path: Path) -> None:
    import_cards(_write(tmp_path / "first.json", [dict(MINION, code="95999")]))
    summary = import_cards(_write(tmp_path / "second.json",
                                  [HERO, ALTER, {"code": "99150", "pack_code": "zz", "duplicate_of": "95999"}]))
    assert summary.imported == 3 and not [w for w in summary.warnings if "left out" in w]
    assert load_user_database().card("99150").name == "Test Goon"


def test_a_reprint_chain_leaving_the_file_is_left_out_too(tmp_path: Path) -> None:
    stubs = [MINION, {"code": "99160", "pack_code": "zz", "duplicate_of": "99161"},
             {"code": "99161", "pack_code": "zz", "duplicate_of": "95999"}]
    summary = import_cards(_write(tmp_path / "chain.json", stubs))
    assert summary.imported == 1
    assert any("99160 (of 95999)" in w and "99161 (of 95999)" in w for w in summary.warnings)


def test_the_real_angel_pack_imports_alone_and_whole_after_its_originals(data_dir: Path) -> None:
    """angel.json reprints 17030 (Psylocke's pack) and 41020 (stld): alone, those two are left out and named;
    after those packs it imports whole."""
    _need_shared()
    pack = MARVELCDB / "pack"
    records = json.loads((pack / "angel.json").read_text(encoding="utf-8"))
    alone = import_cards(pack / "angel.json")
    assert alone.imported == len(records) - 2
    assert any("42015 (of 17030)" in w and "42021 (of 41020)" in w for w in alone.warnings)
    import_cards(pack / "psylocke.json")
    import_cards(pack / "stld.json")
    whole = import_cards(pack / "angel.json")
    assert whole.imported == len(records) and not [w for w in whole.warnings if "left out" in w]

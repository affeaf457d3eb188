"""Built-in card facts: they load, match MarvelCDB, and carry no official card text."""

from __future__ import annotations

import importlib.util
import json
from functools import cache
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from mcdesk.games.champions.cards.facts import RESOURCE_TYPES, CardFacts, X, builtin_facts

REPO = Path(__file__).parents[3]
MARVELCDB = REPO.parent / "shared" / "marvelcdb"

STAT_FIELDS = ("cost", "attack", "thwart", "defense", "recover", "scheme", "health", "boost", "quantity")


def _data_files() -> list[Any]:
    data_dir = resources.files("mcdesk.games.champions.cards") / "data"
    return sorted((p for p in data_dir.iterdir() if p.name.endswith(".json")), key=lambda p: p.name)


@cache
def _gen_facts() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_facts", REPO / "tools" / "gen_facts.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def _marvelcdb() -> dict[str, dict[str, Any]]:
    if not (MARVELCDB / "pack").is_dir():
        pytest.skip(f"MarvelCDB data not found at {MARVELCDB}")
    records: dict[str, dict[str, Any]] = {}
    for path in sorted((MARVELCDB / "pack").glob("*.json")):
        for rec in json.loads(path.read_text(encoding="utf-8")):
            records[rec["code"]] = rec
    return records


def _resolved(code: str) -> dict[str, Any]:
    """The MarvelCDB record for ``code``, a reprint stub filled in from its original."""
    records = _marvelcdb()
    stub = records[code]
    if "duplicate_of" not in stub:
        return stub
    original = records[stub["duplicate_of"]]
    assert "duplicate_of" not in original, f"{code}: reprint of a reprint"
    return {**original, **{k: v for k, v in stub.items() if k != "flavor"}}


def test_builtin_facts_load() -> None:
    facts = builtin_facts()
    assert len(facts) >= 200
    assert all(isinstance(f, CardFacts) and f.code == code for code, f in facts.items())
    assert {f.pack_code for f in facts.values()} >= {"core"}


def test_spot_checks() -> None:
    f = builtin_facts()
    spidey = f["01001a"]
    assert (spidey.name, spidey.health, spidey.back_link, spidey.type_code) == (
        "Spider-Man",
        10,
        "01001b",
        "hero",
    )
    assert spidey.traits == ("Avenger",)
    assert f["01001b"].hidden and f["01001b"].front_link == "01001a"
    assert f["01096"].has_keyword("toughness")
    assert f["01096"].stage == "III"
    assert f["01101"].has_keyword("guard")
    assert f["01191"].has_keyword("surge")
    assert f["01193"].has_keyword("surge")
    assert not f["01106"].has_keyword("surge")  # "this card gains surge" is an ability, not the keyword
    assert f["01088"].keyword("max_per_deck") == 1
    assert f["01088"].resources == {"energy": 2}
    assert f["01008"].keyword("uses") == "3 web"
    assert f["01063"].keyword("max_per_player") == 1
    assert f["01040a"].keyword("retaliate") == 1
    assert f["01172"].keyword("retaliate") == 1  # written without a full stop
    assert f["01158"].has_keyword("surge")  # written without a full stop
    breakin = f["01107"]
    assert (breakin.base_threat, breakin.base_threat_fixed, breakin.scheme_hazard) == (2, True, 1)
    assert not breakin.keywords
    stage1b = f["01097b"]
    assert (stage1b.threat, stage1b.escalation_threat) == (7, 1)


def test_two_faced_cards_link_both_ways() -> None:
    facts = builtin_facts()
    for f in facts.values():
        if f.back_link and f.back_link in facts:
            back = facts[f.back_link]
            assert back.hidden and back.front_link == f.code, f.code
        if f.front_link:
            assert facts[f.front_link].back_link == f.code, f.code


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value).union(*(_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_keys(v) for v in value))
    return set()


def test_data_has_no_card_text() -> None:
    files = _data_files()
    assert files
    for entry in files:
        keys = _keys(json.loads(entry.read_text(encoding="utf-8")))
        assert not keys & {"text", "flavor", "back_text", "back_flavor"}, entry.name


def test_facts_match_marvelcdb() -> None:
    facts = builtin_facts()
    records = _marvelcdb()
    for code, f in facts.items():
        assert code in records, code
        raw = _resolved(code)
        for name in STAT_FIELDS:
            assert getattr(f, name) == raw.get(name, 1 if name == "quantity" else None), (code, name)
        assert f.printed_type == raw.get("type_code"), code
        for name in ("name", "pack_code", "stage", "threat", "base_threat", "escalation_threat"):
            assert getattr(f, name) == raw.get(name), (code, name)
        assert f.duplicate_of == raw.get("duplicate_of"), code
        resources_ = {r: raw[f"resource_{r}"] for r in RESOURCE_TYPES if raw.get(f"resource_{r}")}
        assert f.resources == resources_, code
        printed = " ".join(t if t.endswith((".", "!")) else t + "." for t in f.traits)
        assert printed.rstrip(".") == " ".join((raw.get("traits") or "").split()).rstrip("."), code


def test_printed_x() -> None:
    assert builtin_facts()["01162"].attack == X == -1  # Titania's printed ATK is X


def test_generated_data_is_up_to_date() -> None:
    records = _marvelcdb()
    gen = _gen_facts()
    for entry in _data_files():
        pack = entry.name.removesuffix(".json")
        assert gen.dump(gen.pack_facts(pack, MARVELCDB, records)) == entry.read_text(encoding="utf-8"), (
            f"{entry.name} is stale: run python3 tools/gen_facts.py {pack}"
        )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Guard. Toughness.", [("guard", None), ("toughness", None)]),
        ("Surge <i>(reminder)</i>\n<b>When Revealed</b>: This card gains surge.", [("surge", None)]),
        ("<b>When Revealed</b>: If you cannot, this card gains surge.", []),
        ("Retaliate 2 <i>(reminder.)</i>", [("retaliate", 2)]),
        (
            "Hinder 3[per_hero] <i>(reminder)</i>. Surge. Victory -1.",
            [("hinder", "3 per_hero"), ("surge", None), ("victory", -1)],
        ),
        ("Hinder 1.", [("hinder", "1")]),
        ("Uses (3 web counters). <i>(reminder)</i>", [("uses", "3 web")]),
        ("Uses (2[per_hero] ammo counters).", [("uses", "2 per_hero ammo")]),
        (
            "Team-Up (Dr. Who and Mr. Smith). Max 1 per deck.",
            [("team-up", "Dr. Who|Mr. Smith"), ("max_per_deck", 1)],
        ),
        ("Teamwork ([[Avenger]]).", [("teamwork", "Avenger")]),
        (
            "Some rule sentence. Max 1 per player.\nAnother rule.",
            [("max_per_player", 1)],
        ),
        ("Attach to a minion. Max 1 per minion.", []),
        ("Attach to M.O.D.O.K.\nPermanent.", [("permanent", None)]),
        ("Setup. Attach to the villain.", [("setup", None)]),
        ("<b>Setup</b>: Do something.", []),
        (
            "Permanent. Setup\n[star] <b>Forced Response</b>: Something.",
            [("permanent", None), ("setup", None)],
        ),
        ("Restricted (Max 2 restricted cards per player.)", [("restricted", None)]),
        (
            "Incite 2. Patrol. Peril. Quickstrike. Stalwart. Steady. Villainous.",
            [
                ("incite", 2),
                ("patrol", None),
                ("peril", None),
                ("quickstrike", None),
                ("stalwart", None),
                ("steady", None),
                ("villainous", None),
            ],
        ),
        ("Assault side faceup.", []),
    ],
)
def test_parse_keywords(text: str, expected: list[tuple[str, Any]]) -> None:
    assert _gen_facts().parse_keywords(text, warn=False) == expected


def test_split_traits() -> None:
    split = _gen_facts().split_traits
    assert split("Avenger. Spy.") == ["Avenger", "Spy"]
    assert split("S.H.I.E.L.D. Spy.") == ["S.H.I.E.L.D.", "Spy"]
    assert split("Trap!") == ["Trap!"]
    assert split("") == []


def test_every_scripted_card_has_facts_matching_marvelcdb() -> None:
    """Each scripted card has built-in facts, equal field by field to what the strict importer
    (mcdesk cards import) makes of its MarvelCDB record: the script plays the real card."""
    from mcdesk.games.champions.cards.database import default_database
    from mcdesk.io.marvelcdb import convert, facts_to_record, read_records

    _marvelcdb()  # skips when the data is absent
    converted = convert(read_records(MARVELCDB)).cards
    facts = builtin_facts()
    for code in sorted(default_database().scripts):
        assert code in facts, f"{code} is scripted but has no built-in facts"
        assert code in converted, f"{code} is scripted but MarvelCDB has no such card"
        actual, expected = facts_to_record(facts[code]), converted[code].facts
        diff = {k: (actual.get(k), expected.get(k)) for k in set(actual) | set(expected)
                if actual.get(k) != expected.get(k)}
        assert not diff, (code, diff)

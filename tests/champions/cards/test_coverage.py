"""Card coverage (mcdesk cards coverage): what counts as tested, scripted, facts only, unsupported."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from mcdesk.games.champions.cards import coverage
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.facts import CardFacts
from mcdesk.games.champions.engine.abilities import CardScript
from mcdesk.games.champions.engine.database import CardDatabase, Scenario

REPO = Path(__file__).resolve().parents[3]
MARVELCDB = REPO.parent / "shared" / "marvelcdb"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    return folder


def _f(code: str, name: str, type_code: str = "ally", **kw: Any) -> CardFacts:
    return CardFacts(code=code, name=name, type_code=type_code, pack_code="zz", **kw)


def _db() -> CardDatabase:
    cards = [
        _f("Z01", "Scripted Pal"),
        _f("Z02", "Lonely Script"),
        _f("Z03", "Plain Pal"),
        _f("Z04", "Guard Goon", "minion", keywords=(("guard", None),)),
        _f("Z05", "Talker"),
        _f("Z06", "Star Goon", "minion", attack_star=True),
        _f("Z07", "Assault Goon", "minion", keywords=(("assault", None),)),
        _f("Z08", "Mute"),
        _f("Z10", "Boss", "villain"),
        _f("Z11a", "Plan", "main_scheme", back_link="Z11b"),
        _f("Z11b", "Plan", "main_scheme", hidden=True, front_link="Z11a"),
    ]
    db = CardDatabase(facts={f.code: f for f in cards})
    for code in ("Z01", "Z02", "Z10"):
        db.scripts[code] = CardScript(code)
    db.scenarios["boss"] = Scenario(key="boss", name="Boss", villain_stages=("Z10",), main_schemes=("Z11a",),
                                    encounter_sets=())
    return db


def _source() -> coverage.CardSource:
    texts: dict[str, str | None] = {
        "Z01": "<b>Action</b>: Made up.", "Z02": "<b>Action</b>: Made up.", "Z03": "",
        "Z04": "Guard. <i>(A made-up reminder.)</i>", "Z05": "<b>Response</b>: Something made up.",
        "Z06": "", "Z07": "Assault.", "Z10": "<b>Forced Response</b>: Made up.",
        "Z11a": "<b>Contents</b>: Made-up contents.\n<b>Setup</b>: Advance to stage 1B.",
        "Z11b": "<b>If this stage is completed, the players lose the game.</b>", "Z99": None,
    }
    packs = {"zz": ["Z01", "Z02", "Z03", "Z04", "Z05", "Z06", "Z07", "Z08", "Z10", "Z11a", "Z11b", "Z99"]}
    return coverage.CardSource(packs=packs, names={"Z99": "Not Imported"}, texts=texts)


def _tests_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "tests_cards"
    folder.mkdir()
    (folder / "test_zz.py").write_text(
        'def test_it():\n    h = Harness(scenario="boss")\n    h.add("Scripted Pal")\n    assert "Z02" != "x"[:0]\n',
        encoding="utf-8")
    (folder / "test_facts.py").write_text('CODES = ["Z02", "Lonely Script"]\n', encoding="utf-8")  # generic
    return folder


def test_statuses(tmp_path: Path) -> None:
    db = _db()
    mentioned = coverage.mentioned_in_tests(db, _tests_folder(tmp_path))
    assert mentioned == {"Z01": "test_zz.py", "Z02": "test_zz.py", "Z10": "test_zz.py", "Z11a": "test_zz.py"}
    (report,) = coverage.coverage(db, _source(), {k: v for k, v in mentioned.items() if k != "Z02"})
    status = {c.code: (c.status, c.why) for c in report.cards}
    assert status["Z01"] == ("tested", "test_zz.py")
    assert status["Z02"][0] == "scripted"
    assert status["Z03"] == ("facts", "no text")
    assert status["Z04"] == ("facts", "keywords only")
    assert status["Z05"] == ("unsupported", "has abilities and no script")
    assert status["Z06"][0] == "unsupported" and "attack_star" in status["Z06"][1]
    assert status["Z07"][0] == "unsupported" and "assault" in status["Z07"][1]
    assert status["Z08"][0] == "unsupported" and "--data" in status["Z08"][1]  # no text to judge by
    assert status["Z10"][0] == "tested"  # set up with its scenario
    assert status["Z11a"][0] == status["Z11b"][0] == "facts"  # what the engine does for every main scheme
    assert status["Z99"][0] == "unsupported" and "not in the card database" in status["Z99"][1]
    assert (report.count("tested"), report.count("scripted"), report.count("facts"),
            report.count("unsupported")) == (2, 1, 4, 5)
    text = coverage.format_report([report], gaps_for=["zz"])
    assert "zz: 6 gap(s)" in text and "Z05" in text and "Talker" in text and "Not Imported" in text


def test_without_a_tests_folder_nothing_counts_as_tested() -> None:
    (report,) = coverage.coverage(_db(), _source(), None)
    assert report.count("tested") == 0 and report.count("scripted") == 3
    assert "cannot count as tested" in coverage.format_report([report], tests_found=False)


def test_enforced_keywords_are_in_the_engine() -> None:
    """Every keyword counted as enforced is looked up by name in the engine (or deck validation)."""
    game = REPO / "mcdesk" / "games" / "champions"
    sources = [*(game / "engine").glob("*.py"), *(game / "cards" / "vocabulary").glob("*.py"),
               REPO / "mcdesk" / "games" / "champions" / "cards" / "deckbuilding.py"]
    code = "\n".join(p.read_text(encoding="utf-8") for p in sources)
    for kw in sorted(coverage.ENFORCED_KEYWORDS):
        assert re.search(rf"[\"']{re.escape(kw)}[\"']", code), kw


def test_core_is_fully_covered(capsys: pytest.CaptureFixture[str]) -> None:
    if not (MARVELCDB / "pack").is_dir():
        pytest.skip(f"MarvelCDB data not found at {MARVELCDB}")
    text, report = coverage.run(MARVELCDB, ["core"], db=default_database())
    (core,) = report
    assert len(core.cards) >= 209
    assert core.gaps == [], text
    assert "Core Set (core): fully covered" in text

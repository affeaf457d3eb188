"""The competitive soak (a few games here; the long run is `mcdesk soak --competitive --games 1000`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mcdesk.cli import main
from mcdesk.core.soak import run_soak, soak_one
from mcdesk.games.champions.ai.competitive_soak import SUITE, cases
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.engine.state import ENCOUNTER_DECK, HAND


def test_the_cases_cover_1v1_and_2v2_every_leader_pairing_and_random_scenarios() -> None:
    all_cases = cases()
    assert {c.team_size for c in all_cases} == {1, 2}
    pairs = {(c.reg_scenario, c.res_scenario) for c in all_cases}
    assert {("cw_iron_man", "cw_captain_america"), ("cw_iron_man", "cw_spider_woman"),
            ("cw_captain_marvel", "cw_captain_america"), ("cw_captain_marvel", "cw_spider_woman"),
            ("random", "random")} == pairs
    for c in all_cases:  # every case is a legal setup: no hero shares a title with its own leader
        assert len(c.reg_heroes) == len(c.res_heroes) == c.team_size
        assert len(set(c.reg_heroes)) == c.team_size
        SUITE.new_game(c, 1)


def test_a_few_competitive_games_pass_the_soak(tmp_path: Path) -> None:
    picked = [next(c for c in cases() if c.team_size == 1), next(c for c in cases() if c.team_size == 2)]
    report = run_soak(SUITE, 4, 11, out=tmp_path, only=picked, policy="mixed", max_decisions=20_000)
    assert len(report.results) == 4
    assert not report.failures, [r.line() for r in report.failures]
    assert all(r.status in ("registration", "resistance", "tie", "both_lose") for r in report.results)
    assert not (tmp_path / "failures.txt").exists()


def test_a_card_in_two_zones_of_a_game_area_is_caught(tmp_path: Path) -> None:
    """The soak's check after every decision: each card of each game area in exactly one zone."""
    case = cases()[0]
    g = SUITE.new_game(case, 3)
    assert isinstance(g, CompetitiveGame)
    assert SUITE.problems(g) == []
    area = g.areas[0]
    card = area.state.zone(ENCOUNTER_DECK)[0]
    area.state.zone(HAND, 0).append(card)
    assert any("game area 0" in p and str(card) in p for p in SUITE.problems(g))


def test_an_unfinished_game_is_a_failure_with_its_save(tmp_path: Path) -> None:
    r = soak_one(SUITE, 0, 5, cases()[0], max_decisions=10, out=tmp_path)
    assert r.failed and r.status == "unfinished"
    assert r.log_path is not None and Path(r.log_path).exists()
    assert main(["replay", r.log_path]) == 0  # the save of a game cut short still replays


def test_mcdesk_soak_competitive(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["soak", "--competitive", "--games", "2", "--jobs", "1", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "of champions_competitive over 30 cases" in out
    assert "soak: 2 of 2 games over 2 cases, 0 failed" in out

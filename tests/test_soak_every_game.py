"""The soak of every game in small: each case of the Vs. System (every player layout) and Legendary (1-5 players)
suites plays to an end, keeps every card in one zone and replays to its hash; a failure is written where
`mcdesk replay` reproduces it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mcdesk.cli import main as cli_main
from mcdesk.core.soak import SoakSuite, run_soak, zone_problems
from mcdesk.games.legendary.ai.soak import SUITE as LEGENDARY
from mcdesk.games.vs.ai.soak import SUITE as VS


@pytest.mark.parametrize("suite", [VS, LEGENDARY], ids=["vs", "legendary"])
def test_every_case_plays_to_an_end_and_replays(suite: SoakSuite[Any], tmp_path: Path) -> None:
    n = len(suite.cases())
    report = run_soak(suite, n, seed=11, out=tmp_path, policy="mixed")
    assert not report.failures, "\n".join(r.line() for r in report.failures)
    assert len({r.case for r in report.results}) == n
    assert not list(tmp_path.iterdir())


def test_vs_cases_cover_every_layout_of_the_rulebook() -> None:
    assert {(c.mode, c.players) for c in VS.cases()} == {("1v1", 2), ("ffa", 3), ("ffa", 4), ("2v2", 4), ("2hg", 4)}
    assert [c.players for c in LEGENDARY.cases()] == [1, 2, 3, 4, 5]


def test_zone_problems_finds_a_card_in_two_zones_and_a_stray_id() -> None:
    class C:
        def __init__(self, zone: str) -> None:
            self.zone = zone

    assert zone_problems({1: C("a"), 2: C("b")}, {"a": [1], "b": [2]}) == []
    found = zone_problems({1: C("a"), 2: C("b")}, {"a": [1, 2], "b": [2, 3]})
    assert any("card 2 is in both a and b" in p for p in found)
    assert any("card 3" in p and "does not exist" in p for p in found)


@pytest.mark.parametrize("game", ["vs", "legendary"])
def test_a_failed_game_is_written_and_replays(game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    suite = VS if game == "vs" else LEGENDARY

    def broken(self: Any, g: Any) -> list[str]:
        return ["card 1 is in both hand:0 and ko:0"] if len(g.answers) >= 5 else []

    monkeypatch.setattr(type(suite), "problems", broken)
    report = run_soak(suite, 1, seed=3, out=tmp_path)
    [failure] = report.failures
    assert failure.status == "invariant" and failure.decisions == 5 and failure.log_path
    listing = (tmp_path / "failures.txt").read_text()
    assert "seed 3" in listing and f"mcdesk replay {failure.log_path}" in listing
    capsys.readouterr()
    assert cli_main(["replay", failure.log_path]) == 0


def test_soak_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["soak", "--game", "legendary", "--games", "3", "--jobs", "1", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "3 of 3 games" in out and "0 failed" in out
    assert cli_main(["soak", "--game", "vs", "--games", "0"]) == 2

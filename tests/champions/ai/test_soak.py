"""The soak test in small: one seeded random game per matchup (every built-in hero, every soak scenario), standard
and expert, checking the state after every decision and the replay at the end."""

from __future__ import annotations

from pathlib import Path

import pytest

from mcdesk.games.champions.ai import soak
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.engine.state import GameState


def test_soak_50(tmp_path: Path) -> None:
    n = len(soak.matchups())
    report = soak.run_soak(n, seed=1, out=tmp_path)
    assert len(report.results) == n and not report.interrupted
    assert not report.failures, "\n".join(r.line() for r in report.failures)
    seen = {r.matchup for r in report.results}
    assert len(seen) == n == len(BUILTIN_DECKS) * 7 * 2  # every hero x 7 scenarios x standard/expert
    assert {m.scenario for m in seen} == {"rhino", "klaw", "ultron", "cw_iron_man", "cw_captain_marvel",
                                          "cw_captain_america", "cw_spider_woman"}
    assert {m.expert for m in seen} == {False, True}
    assert not list(tmp_path.iterdir())  # nothing failed, nothing written
    assert "0 failed" in report.summary()
    assert {m.deck for m in seen} == set(BUILTIN_DECKS)


def test_resistance_leaders_at_every_player_count() -> None:
    """Captain America and Spider-Woman (custom resistance scenarios) with 1 to 4 players, the random player and
    the autopilot: each game ends, invariants hold after every decision, the replay matches."""
    decks = sorted(BUILTIN_DECKS)
    pool = [soak.Matchup(decks[n % len(decks)], key, n % 2 == 1, tuple(decks[(n + k) % len(decks)] for k in
                                                                          range(1, n)))
            for key in ("cw:captain_america:56141a:56142a", "cw:spider_woman:56172a:56173a") for n in (1, 2, 3, 4)]
    report = soak.run_soak(len(pool) * 2, seed=40, only=pool, policy="mixed")
    assert not report.failures, "\n".join(r.line() for r in report.failures)
    assert {len(r.matchup.partners) + 1 for r in report.results} == {1, 2, 3, 4}


def test_soak_with_the_autopilot() -> None:
    report = soak.run_soak(6, seed=100, policy="autopilot")
    assert not report.failures, "\n".join(r.line() for r in report.failures)


def test_a_failure_writes_its_seed_and_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = GameState.check_invariants

    def broken(self: GameState) -> list[str]:
        if self.round >= 2:
            return ["card 1 is in both hand:0 and play:0"]
        return real(self)

    monkeypatch.setattr(GameState, "check_invariants", broken)
    report = soak.run_soak(1, seed=4, out=tmp_path)
    [failure] = report.failures
    assert failure.status == "invariant" and failure.seed == 4
    assert failure.log_path is not None and Path(failure.log_path).exists()
    listing = (tmp_path / "failures.txt").read_text()
    assert "seed 4" in listing and "mcdesk replay" in listing
    from mcdesk.io.saves import read_log

    log = read_log(failure.log_path)
    assert log.seed == 4 and log.crash is not None and "invariant" in log.crash.error


def test_soak_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert soak.main(["--games", "3", "--jobs", "1", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "3 of 3 games" in out and "0 failed" in out

"""`mcdesk simulate --competitive` (Civil War competitive mode without a window) and `mcdesk replay` on its saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mcdesk.cli import main
from mcdesk.games.champions.ai.competitive_sim import TeamChoice, build_competitive_setup, seat_policies


def test_a_1v1_autopilot_game_prints_who_won_why_and_the_round(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--competitive", "--games", "2", "--seed", "4", "--policy", "autopilot"]) == 0
    out, err = capsys.readouterr()
    lines = out.splitlines()
    assert lines[0].startswith("game 1 seed 4:") and lines[1].startswith("game 2 seed 5:")
    for line in lines[:2]:
        assert (" team wins in round " in line or "a tie in round" in line or "both teams lose in round" in line)
    assert lines[-1].startswith("totals: games 2, registration wins ") and "decisions/s" in lines[-1]
    assert "1v1: registration Spider-Man (leader Iron Man" in err and "resistance Captain Marvel (leader " \
        "Captain America" in err
    assert "policies: autopilot, autopilot" in err


def test_a_2v2_game_with_a_policy_per_team_and_per_seat(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--competitive", "--team-size", "2", "--games", "1", "--reg-policy", "autopilot",
            "--res-policy", "random,autopilot", "--reg-scenario", "cw_captain_marvel", "--res-scenario",
            "cw_spider_woman", "--reg-hero", "black-panther", "--reg-hero", "she-hulk", "--res-hero", "tigra",
            "--res-hero", "hulkling", "-q"]
    assert main(args) == 0
    out, err = capsys.readouterr()
    assert "2v2: registration Black Panther + She-Hulk (leader Captain Marvel" in err
    assert "resistance Tigra + Hulkling (leader Spider-Woman" in err
    assert "policies: autopilot, autopilot, random, autopilot" in err
    assert out.startswith("totals: games 1")


def test_custom_and_random_scenarios(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--competitive", "--games", "1", "--reg-scenario", "cw:iron_man:56096a:56124a",
                 "--reg-modular", "mighty_avengers,the_initiative", "--reg-modular", "cape_killer",
                 "--res-scenario", "random", "-q"]) == 0
    err = capsys.readouterr().err
    assert "leader Iron Man; mighty_avengers, the_initiative, cape_killer)" in err
    # Civil War rulebook, "Random Scenario Creation": the random team's sets stay unknown.
    assert "unknown modular sets" in err


@pytest.mark.parametrize("args,says", [
    (["--reg-hero", "iron-man-aggression"], "shares a title with the team's own leader"),
    (["--reg-scenario", "cw_captain_america"], "the registration team needs a registration leader"),
    (["--res-scenario", "rhino"], "not a Civil War leader's scenario"),
    (["--team-size", "2", "--reg-hero", "spider-man"], "names 1 hero(es) for the registration team of 2"),
    (["--res-policy", "genius"], "unknown policy 'genius'"),
    (["--reg-policy", "autopilot,random"], "1 seat(s) but 2 policies"),
    (["--reg-modular", "not_a_set", "--reg-scenario", "cw:iron_man:56063a:56064a"], "unknown modular"),
    (["--reg-scenario", "cw:iron_man:56063a:56064a", "--reg-modular", "new_avengers,atlanteans,defenders"],
     "sides cannot be mixed"),
    (["--hero", "spider-man"], "--hero is not a competitive option"),
    (["--scenario", "rhino"], "--scenario is not a competitive option"),
    (["--reg-scenario", "random", "--reg-modular", "paladin"], "random scenario chooses its own modular sets"),
])
def test_bad_arguments_get_one_line_and_exit_2(args: list[str], says: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--competitive", "--games", "1", *args]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert err.startswith("mcdesk simulate: ") and says in err, err


@pytest.mark.parametrize("args", [["--reg-hero", "spider-man"], ["--team-size", "2"], ["--save", "x.json"]])
def test_competitive_options_need_competitive(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", *args]) == 2
    assert "is for competitive games: add --competitive" in capsys.readouterr().err


def test_competitive_is_marvel_champions_only(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--competitive", "--game", "vs", "--games", "1"]) == 2
    assert main(["soak", "--competitive", "--game", "legendary", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "mcdesk simulate: --competitive" in err and "mcdesk soak: --competitive" in err


def test_the_save_replays_to_its_hash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "cw.json"
    logs = tmp_path / "logs"
    assert main(["simulate", "--competitive", "--games", "2", "--seed", "7", "--policy", "autopilot", "--save",
                 str(save), "--log-dir", str(logs), "-q"]) == 0
    assert f"wrote the last game's save to {save}" in capsys.readouterr().out
    data = json.loads(save.read_text())
    assert data["game"] == "champions_competitive" and data["seed"] == 8
    assert sorted(p.name for p in logs.iterdir()) == ["game-seed7.json", "game-seed8.json"]
    for path in (save, logs / "game-seed7.json"):
        assert main(["replay", str(path)]) == 0
        out = capsys.readouterr().out
        assert "verified: the replay ends on the save's recorded state hash" in out
        assert "result: registration" in out or "result: resistance" in out or "result: tie" in out \
            or "result: both_lose" in out


def test_an_altered_save_is_refused_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "cw.json"
    assert main(["simulate", "--competitive", "--games", "1", "--save", str(save), "-q"]) == 0
    data = json.loads(save.read_text())
    data["answers"] = data["answers"][:-3] + ["no-such-answer"]
    data.pop("answers_digest", None)
    save.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["replay", str(save)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("mcdesk replay: ") and len(err.strip().splitlines()) == 1


def test_seat_policies_reads_every_seat_registration_first() -> None:
    assert seat_policies(2, "random", "autopilot", None) == ["autopilot", "autopilot", "random", "random"]
    assert seat_policies(1, None, None, "autopilot") == ["random", "autopilot"]
    with pytest.raises(ValueError, match="unknown policy"):
        seat_policies(1, "smart")


def test_a_random_scenario_is_the_same_for_the_same_seed() -> None:
    reg = TeamChoice("registration", "random", ("spider-man-justice",))
    res = TeamChoice("resistance", "cw_captain_america", ("tigra-aggression",))
    a, b = build_competitive_setup(reg, res, 3), build_competitive_setup(reg, res, 3)
    assert a == b and a.registration.random_scenario
    assert a.registration.leader.side == "registration"
    assert 3 <= len(a.registration.modular_sets) <= 4


def test_a_save_recording_a_crash_replays_and_tries_the_answer_again(tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "cw.json"
    assert main(["simulate", "--competitive", "--games", "1", "--max-decisions", "30", "--save", str(save),
                 "-q"]) == 0
    data = json.loads(save.read_text())
    data["crash"] = {"answer": "not-an-option", "error": "KeyError: 7"}
    save.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["replay", str(save), "--show-log"]) == 1
    out = capsys.readouterr().out
    assert "[Registration]" in out  # the log lines of both game areas
    assert "the log records a crash: answering 'not-an-option' raised KeyError: 7" in out
    assert "reproduced:" in out


def test_a_competitive_save_renders(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`mcdesk render` draws a competitive save's table (both game areas) to a PNG."""
    save = tmp_path / "cw.json"
    assert main(["simulate", "--competitive", "--games", "1", "--max-decisions", "80", "--save", str(save),
                 "-q"]) == 0
    out = tmp_path / "cw.png"
    assert main(["render", str(save), "-o", str(out), "--width", "480"]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"wrote {out} (480x" in capsys.readouterr().out

"""Issue 22: one loading path for every game's saves and autosave journals (the window's and ``mcdesk replay``'s),
nothing dropped or rewritten without saying so, and a checkpoint checked against its save before it is trusted.

Each case runs over the four game kinds: Marvel Champions, its Civil War competitive mode, Vs. System and
Legendary."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from mcdesk import cli
from mcdesk.app.game_kinds import KINDS
from mcdesk.io.journal import Autosave, journal_path
from mcdesk.io.opening import open_game_file, original_path
from mcdesk.io.saves import SaveError

GAMES = ["champions", "champions_competitive", "vs", "legendary"]
LATER = 5
"""Answers journaled after the full save."""


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    folder.mkdir()
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    return folder


_BUILT: dict[str, tuple[str, str, list[str], int]] = {}


def autosave_of(game: str, path: Path) -> tuple[list[str], int]:
    """An autosave at ``path`` as the window writes it: a full save whose last checkpoint has answers after it,
    then :data:`LATER` answers in its journal. Returns (every answer, how many the full save holds)."""
    if game not in _BUILT:
        kind = KINDS[game]
        for seed in range(1, 40):
            g = kind.new(kind.default_setup(), seed, None)
            rng = random.Random(seed)
            saver = Autosave(path)
            while g.pending is not None and len(g.answers) < 400:
                g.answer(rng.choice(g.pending.options).key)
                cp = g.checkpoints[-1].answers if g.checkpoints else -1
                if len(g.answers) >= 12 and 0 <= cp < len(g.answers) - 3:
                    break
            else:
                continue
            saver.write(g)
            base = len(g.answers)
            for _ in range(LATER):
                if g.pending is None:
                    break
                g.answer(rng.choice(g.pending.options).key)
                saver.write(g)
            if len(g.answers) == base + LATER and saver.full_writes == 1:
                _BUILT[game] = (path.read_text(), journal_path(path).read_text(), list(g.answers), base)
                break
        else:
            pytest.fail(f"no {game} game with a checkpoint before its last answers")
    save, journal, answers, base = _BUILT[game]
    path.write_text(save)
    journal_path(path).write_text(journal)
    return answers, base


def edit(path: Path, change: Any) -> dict[str, Any]:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    return data


def replay(capsys: pytest.CaptureFixture[str], path: Path) -> tuple[int, str, str]:
    code = cli.main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert "Traceback" not in err
    return code, out, err


@pytest.mark.parametrize("game", GAMES)
def test_replay_reads_the_journal_of_every_game(game: str, tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "autosave.json"
    answers, _ = autosave_of(game, path)
    opened = open_game_file(path)
    assert opened.game.answers == answers and opened.complete
    code, out, _ = replay(capsys, path)
    assert code == 0 and f"decisions replayed: {len(answers)}," in out and "verified" in out


@pytest.mark.parametrize("game", GAMES)
def test_a_journal_is_not_applied_after_a_fallback(game: str, tmp_path: Path, capsys: Any) -> None:
    """A save whose state hash does not match its answers opens at its checkpoint; its journal's answers come
    after all of the save's, so they are not played from the checkpoint (that would be a history that never
    happened), and the counts are said."""
    path = tmp_path / "autosave.json"
    answers, base = autosave_of(game, path)
    data = edit(path, lambda d: d.update(state_hash="0" * 64))
    cp = data["checkpoint"]["answers"]
    assert cp < base
    before = path.read_bytes(), journal_path(path).read_bytes()
    opened = open_game_file(path, keep=True)
    assert opened.game.answers == answers[:cp]
    report = opened.report
    assert report is not None and not report.complete
    assert (report.answers, report.kept, report.dropped) == (base, cp, base - cp)
    assert (report.journal, report.journal_kept, report.journal_dropped) == (LATER, 0, LATER)
    assert any("were not applied" in line for line in opened.game.log_lines)
    problem = opened.problem(path)
    assert f"kept {cp} of the save's {base} answers, dropped {base - cp}" in problem
    # the original is kept untouched beside it, with its journal, before anything could write over it
    assert opened.original == tmp_path / "autosave.original.json"
    assert (opened.original.read_bytes(), journal_path(opened.original).read_bytes()) == before
    assert str(opened.original) in problem
    assert original_path(path) == tmp_path / "autosave.original-2.json"
    assert open_game_file(path, keep=True).original == opened.original  # opened again: no second copy
    code, out, err = replay(capsys, path)
    assert code == 1 and "verified:" not in out.replace("NOT verified:", "")
    assert len(err.strip().splitlines()) == 1 and f"dropped {base - cp}" in err and f"dropped {LATER}" in err


@pytest.mark.parametrize("game", GAMES)
def test_journal_answers_that_no_longer_replay_are_counted(game: str, tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "autosave.json"
    answers, base = autosave_of(game, path)
    lines = journal_path(path).read_text().splitlines()
    lines[3] = json.dumps({"n": base + 2, "a": "no-such-answer"})
    journal_path(path).write_text("\n".join(lines) + "\n")
    opened = open_game_file(path)
    assert opened.game.answers == answers[:base + 2]
    assert opened.report is not None and (opened.report.journal_kept, opened.report.journal_dropped) == (2, 3)
    assert any("no longer replay" in line for line in opened.game.log_lines)
    code, _, err = replay(capsys, path)
    assert code == 1 and "kept 2 of the 5 later answers" in err


def _setup_edits(game: str) -> list[Any]:
    def first_player(value: Any) -> Any:
        return lambda d: d["setup"].update(first_player=value)

    if game == "vs":
        return [lambda d: d["setup"]["players"][0].update(deck=[]), first_player("1"), first_player(1.7),
                first_player(True)]
    if game == "legendary":
        return [lambda d: d["setup"].update(heroes=d["setup"]["heroes"][:1]), first_player("0"),
                lambda d: d["setup"].update(advanced_solo="yes")]
    if game == "champions":
        return [lambda d: d["setup"].update(modular_sets=["masters_of_evil"]),
                lambda d: d["setup"]["players"][0].update(deck=[])]
    return [lambda d: d["setup"]["registration"].update(modular_sets=[]),
            lambda d: d["setup"]["resistance"]["players"][0].update(deck=[])]


@pytest.mark.parametrize("game", GAMES)
def test_a_checkpoint_does_not_hide_an_edited_setup_or_seed(game: str, tmp_path: Path, capsys: Any) -> None:
    """Edits to the setup or the seed are not ignored because a checkpoint is there: the checkpoint is trusted
    only for the setup and seed it was taken from; otherwise the game is replayed from the setup, where the edit
    is refused or does not reach the recorded state."""
    path = tmp_path / "save.json"
    for n, change in enumerate([lambda d: d.update(seed=d["seed"] + 1), *_setup_edits(game)]):
        autosave_of(game, path)
        journal_path(path).unlink()
        edit(path, change)
        with pytest.raises(SaveError):
            open_game_file(path)
        code, out, err = replay(capsys, path)
        assert code == 1 and not out and len(err.strip().splitlines()) == 1, (n, err)


@pytest.mark.parametrize("game", GAMES)
def test_duplicate_keys_are_refused(game: str, tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "save.json"
    autosave_of(game, path)
    path.write_text('{"seed": 5, ' + path.read_text()[1:])
    with pytest.raises(SaveError, match="appears twice"):
        open_game_file(path)
    code, _, err = replay(capsys, path)
    assert code == 1 and "appears twice" in err


def _zones(state: dict[str, Any], game: str) -> dict[str, list[int]]:
    return state["areas"][0]["zones"] if game == "champions_competitive" else state["zones"]


@pytest.mark.parametrize("game", GAMES)
def test_a_hostile_checkpoint_with_a_card_in_two_zones_is_refused(game: str, tmp_path: Path, capsys: Any) -> None:
    """The checkpoint's state hash recomputed after the edit: the state's own check refuses it."""
    path = tmp_path / "save.json"
    autosave_of(game, path)

    def two_zones(d: dict[str, Any]) -> None:
        cp = d["checkpoint"]
        zones = _zones(cp["state"], game)
        full = [z for z in zones if zones[z]]
        zones[full[1]].append(zones[full[0]][0])
        blob = json.dumps(cp["state"], sort_keys=True, separators=(",", ":"), default=str)
        cp["state_hash"] = hashlib.sha256(blob.encode()).hexdigest()

    edit(path, two_zones)
    with pytest.raises(SaveError, match="is in both"):
        open_game_file(path)
    code, _, err = replay(capsys, path)
    assert code == 1 and "is in both" in err


DAMAGED_SETUPS = [[], "setup", 7, None, {"players": "x"}, {"players": [[1]]}, {"players": [{"main": ["x"]}]}]


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_setup_is_one_line(game: str, tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "save.json"
    for setup in DAMAGED_SETUPS:
        autosave_of(game, path)
        edit(path, lambda d, s=setup: d.update(setup=s))
        with pytest.raises(SaveError):
            open_game_file(path)
        code, out, err = replay(capsys, path)
        assert code == 1 and len(err.strip().splitlines()) == 1 and str(path) in err, (setup, err)


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_checkpoint_state_is_one_line(game: str, tmp_path: Path, capsys: Any) -> None:
    """Hand edits of a checkpoint's state (hash recomputed, so the reader itself must refuse them)."""
    path = tmp_path / "save.json"
    for value in [None, "x", [], {}, -1, [[1, 2]], {"a": 1}]:
        autosave_of(game, path)

        def damage(d: dict[str, Any], v: Any = value) -> None:
            state = d["checkpoint"]["state"]
            target = state["areas"][0] if game == "champions_competitive" else state
            target[sorted(target)[0]] = v
            key = sorted(target)[-1]
            target[key] = v if key != "result" else target[key]
            blob = json.dumps(state, sort_keys=True, separators=(",", ":"), default=str)
            d["checkpoint"]["state_hash"] = hashlib.sha256(blob.encode()).hexdigest()

        edit(path, damage)
        with pytest.raises(SaveError):
            open_game_file(path)
        code, _, err = replay(capsys, path)
        assert code == 1 and len(err.strip().splitlines()) == 1, (value, err)


@pytest.mark.parametrize("game", GAMES)
def test_a_damaged_journal_line_is_counted_not_dropped_silently(game: str, tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "autosave.json"
    answers, base = autosave_of(game, path)
    lines = journal_path(path).read_text().splitlines()
    lines[2] = lines[2][:-3] + "#"  # the second answer's line, damaged; three whole lines follow it
    journal_path(path).write_text("\n".join(lines) + "\n")
    opened = open_game_file(path)
    assert opened.game.answers == answers[:base + 1] and not opened.complete
    assert opened.report is not None and opened.report.journal_dropped == 4
    assert "line 3 is damaged" in opened.problem(path)
    assert any("not read in full" in line for line in opened.game.log_lines)
    code, _, err = replay(capsys, path)
    assert code == 1 and "line 3 is damaged" in err
    # a torn last line (no newline: it was being written when the program stopped) is not damage
    journal_path(path).write_text("\n".join(lines[:2]) + "\n" + lines[2][:5])
    opened = open_game_file(path)
    assert opened.complete and opened.game.answers == answers[:base + 1]


@pytest.mark.parametrize("game", GAMES)
def test_an_edited_checkpoint_log_is_not_shown(game: str, tmp_path: Path) -> None:
    """The history before a checkpoint is shown from its log: an edit there makes the checkpoint untrusted, and
    the game is replayed from its setup (the log shown is the one the answers make)."""
    path = tmp_path / "save.json"
    answers, _ = autosave_of(game, path)
    clean = open_game_file(path).game.log_lines
    edit(path, lambda d: d["checkpoint"]["log"].append("Forged line"))
    opened = open_game_file(path)
    assert opened.complete and opened.game.answers == answers
    assert "Forged line" not in opened.game.log_lines and opened.game.log_lines == clean


@pytest.mark.parametrize("game", GAMES)
def test_journal_damage_found_by_the_fuzz_is_said(game: str, tmp_path: Path) -> None:
    """Damage tools/fuzz_saves.py found dropping answers without a word: a journal header whose key is damaged
    (it looked like a journal left over from before a full write), an answer line whose "a" key is damaged (it
    looked like an undo line), a save's journal id lost while its journal is beside it."""
    path = tmp_path / "autosave.json"
    answers, base = autosave_of(game, path)
    text = journal_path(path).read_text()
    for damaged in (text.replace('"journal"', '"jmurnal"', 1), text[::-1].replace('"a"'[::-1], '"L"'[::-1], 1)[::-1]):
        journal_path(path).write_text(damaged)
        opened = open_game_file(path)
        assert not opened.complete and "journal" in opened.problem(path)
    journal_path(path).write_text(text)
    edit(path, lambda d: d.pop("journal"))
    opened = open_game_file(path)
    assert not opened.complete and "the save names none" in opened.problem(path)


@pytest.mark.parametrize("game", GAMES)
def test_a_removed_last_answer_is_refused_by_the_answers_digest(game: str, tmp_path: Path) -> None:
    """Found by the fuzz: a save without a checkpoint whose last answer was removed, when that answer changed
    nothing hashed, ended on the recorded state hash. Here the hash is made to fit the shorter history: the
    answers' digest refuses it."""
    path = tmp_path / "save.json"
    answers, base = autosave_of(game, path)
    journal_path(path).unlink()
    kind = KINDS[game]
    shorter = kind.replay(kind.default_setup(), json.loads(path.read_text())["seed"], answers[:base - 1])
    edit(path, lambda d: (d.pop("checkpoint"), d["answers"].pop(), d.update(state_hash=shorter.state_hash())))
    with pytest.raises(SaveError, match="do not match their digest"):
        open_game_file(path)


def test_render_draws_a_save_that_does_not_replay_as_written_and_says_so(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "autosave.json"
    _, base = autosave_of("vs", path)
    edit(path, lambda d: d.update(state_hash="0" * 64))
    assert cli.main(["render", str(path), "-o", str(tmp_path / "t.png"), "--width", "320"]) == 0
    out, err = capsys.readouterr()
    assert "wrote" in out and (tmp_path / "t.png").exists()
    assert err.count("\n") == 1 and "mcdesk render: warning:" in err and "did not replay as written" in err


@pytest.mark.parametrize("game", GAMES)
def test_a_forged_checkpoint_is_not_where_the_game_opens(game: str, tmp_path: Path) -> None:
    """A checkpoint edited with its hash recomputed (a card count changed: no card in two zones) makes the later
    answers end elsewhere. The game does not open at the forged state: the checkpoint is not reached by the
    answers before it, so the answers are replayed from the setup, and here they all reach the recorded hash."""
    path = tmp_path / "save.json"
    answers, base = autosave_of(game, path)
    journal_path(path).unlink()
    clean = open_game_file(path).game.state_hash()

    def forge(d: dict[str, Any]) -> None:
        state = d["checkpoint"]["state"]
        target = state["areas"][0] if game == "champions_competitive" else state
        key = next(k for k in sorted(target) if type(target[k]) is int and k not in ("first_player", "active",
                                                                                       "active_player"))
        target[key] += 3
        blob = json.dumps(state, sort_keys=True, separators=(",", ":"), default=str)
        d["checkpoint"]["state_hash"] = hashlib.sha256(blob.encode()).hexdigest()

    edit(path, forge)
    opened = open_game_file(path)
    assert opened.game.answers == answers[:base] and opened.game.state_hash() == clean and opened.complete

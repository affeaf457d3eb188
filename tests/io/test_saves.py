"""Saving, loading and replaying games: atomic writes and clear errors naming the file."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from mcdesk.games.champions.ai.random_policy import RandomPolicy
from mcdesk.games.champions.cards.decks import default_setup
from mcdesk.games.champions.engine.game import Game
from mcdesk.io.saves import SaveError, load_game, replay_log, save_game, write_log


def _played(seed: int = 4, steps: int = 12) -> Game:
    g = Game(default_setup(), seed)
    policy = RandomPolicy(seed)
    for _ in range(steps):
        if g.pending is None:
            break
        g.answer(policy.choose(g))
    return g


def _raises_naming(path: Path, match: str) -> Any:
    return pytest.raises(SaveError, match=match)


def test_round_trip_keeps_the_state_hash(tmp_path: Path) -> None:
    g = _played()
    path = tmp_path / "game.json"
    save_game(g, path)
    loaded = load_game(path)
    assert loaded.state_hash() == g.state_hash()
    assert loaded.answers == g.answers
    assert (loaded.pending.keys if loaded.pending else None) == (g.pending.keys if g.pending else None)


def test_loading_pauses_garbage_collection_and_always_turns_it_back_on(tmp_path: Path) -> None:
    """A save is read and replayed without cyclic collections (see ``collection_paused``); whether it opens or
    is refused, collection runs again afterwards (else every later cycle would leak)."""
    import gc

    path = tmp_path / "game.json"
    save_game(_played(), path)
    seen: list[bool] = []
    real = Game.from_save.__func__  # type: ignore[attr-defined]

    def spy(cls: type[Game], *args: Any, **kwargs: Any) -> Game:
        seen.append(gc.isenabled())
        return real(cls, *args, **kwargs)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Game, "from_save", classmethod(spy))
        load_game(path)
    assert seen == [False] and gc.isenabled()
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    with pytest.raises(SaveError):
        load_game(bad)
    assert gc.isenabled()


def test_save_error_is_a_value_error() -> None:
    assert issubclass(SaveError, ValueError)


def _tmp_leftovers(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if p.name.endswith(".tmp")]


def test_failed_serialization_leaves_the_old_save_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    g = _played()
    path = tmp_path / "game.json"
    save_game(g, path)
    before = path.read_bytes()
    monkeypatch.setattr(g, "to_save", lambda: {"format": "mcdesk-save", "oops": object()})
    with pytest.raises(SaveError, match="game.json"):
        save_game(g, path)
    assert path.read_bytes() == before
    assert _tmp_leftovers(tmp_path) == []


def test_failed_write_leaves_the_old_save_intact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    g = _played()
    path = tmp_path / "game.json"
    save_game(g, path)
    before = path.read_bytes()

    def boom(src: object, dst: object) -> None:
        raise OSError("disk fell off")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError, match="disk fell off"):
        save_game(_played(steps=20), path)
    assert path.read_bytes() == before
    assert _tmp_leftovers(tmp_path) == []


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "missing.json"
    with pytest.raises(SaveError, match="missing.json: no such file"):
        load_game(path)


@pytest.mark.parametrize(
    ("content", "what"),
    [
        ("", "empty"),
        ("{not json", "not valid JSON"),
        ('{"hello": "world"}', "not an mcdesk save"),
        ("[1, 2, 3]", "not an mcdesk save"),
        ('{"format": "mcdesk-log", "version": 1}', "not an mcdesk save"),
    ],
)
def test_corrupt_or_foreign_files(tmp_path: Path, content: str, what: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=what) as exc:
        load_game(path)
    assert str(path) in str(exc.value)


def test_truncated_save(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    with pytest.raises(SaveError, match="not valid JSON") as exc:
        load_game(path)
    assert str(path) in str(exc.value)


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "image.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    with pytest.raises(SaveError, match="image.json"):
        load_game(path)


def _rewrite(path: Path, change: Any) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_malformed_fields(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)
    _rewrite(path, lambda d: d.update(seed="4"))
    with pytest.raises(SaveError, match="seed"):
        load_game(path)


def test_unsupported_version(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)
    _rewrite(path, lambda d: d.update(version=99))
    with pytest.raises(SaveError, match="version 99"):
        load_game(path)


def test_tampered_answers_raise(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)

    def bogus(d: dict[str, Any]) -> None:
        d["answers"][2] = "no-such-option"

    _rewrite(path, bogus)
    with pytest.raises(SaveError, match="game.json.*(does not fit|answers do not match their digest)"):
        load_game(path)


def test_dropped_answer_is_a_hash_mismatch(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)
    _rewrite(path, lambda d: d["answers"].pop())
    with pytest.raises(SaveError, match="game.json.*(state hash|answers do not match their digest)"):
        load_game(path)


# == replay logs ======================================================================================
def test_log_round_trip(tmp_path: Path) -> None:
    g = _played(seed=6, steps=500)
    path = tmp_path / "game.log.json"
    write_log(g, path)
    replayed = replay_log(path)
    assert replayed.state_hash() == g.state_hash()
    assert replayed.result == g.result


def test_log_mismatch(tmp_path: Path) -> None:
    path = tmp_path / "game.log.json"
    write_log(_played(), path)
    _rewrite(path, lambda d: d.update(final_hash="0" * 64))
    with pytest.raises(SaveError, match="game.log.json.*replay mismatch"):
        replay_log(path)


def test_a_save_is_not_a_log(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_played(), path)
    with pytest.raises(SaveError, match="not an mcdesk game log"):
        replay_log(path)

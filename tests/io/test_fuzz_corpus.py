"""Issue 22: the stored corpus of damaged saves of every game (tests/io/fuzz_corpus/, written once by
tools/fuzz_saves.py corpus). Each file is refused in one line, the same line, by the window's loader and by
``mcdesk replay`` and ``mcdesk render``: no traceback, nothing opened, nothing written."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mcdesk import cli
from mcdesk.io.opening import open_game_file
from mcdesk.io.safejson import printable
from mcdesk.io.saves import SaveError

CORPUS = Path(__file__).parent / "fuzz_corpus"
FILES = sorted(CORPUS.glob("*.json"))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    folder.mkdir()
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    return folder


def test_the_corpus_covers_every_game() -> None:
    games = {f.name.split("-", 1)[0] for f in FILES}
    assert games == {"champions", "champions_competitive", "vs", "legendary"} and len(FILES) >= 40
    assert all(f.stat().st_size < 40_000 for f in FILES)


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_a_corpus_file_is_refused_in_one_line_everywhere(path: Path, tmp_path: Path, qapp: Any,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from mcdesk.app.engine_bridge import EngineBridge

    copy = tmp_path / path.name
    copy.write_bytes(path.read_bytes())
    with pytest.raises(SaveError) as refused:
        open_game_file(copy, keep=True)
    message = str(refused.value)
    assert "\n" not in message and message.startswith(str(copy))
    reply = EngineBridge()._op_load(str(copy))  # the window's File > Open
    assert not reply.ok and reply.message == message
    for argv in (["replay", str(copy)], ["render", str(copy), "-o", str(tmp_path / "t.png")]):
        assert cli.main(argv) == 1
        out, err = capsys.readouterr()
        assert err.strip().splitlines() == [printable(f"mcdesk {argv[0]}: {message}").strip()] and not out
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "userdata") == [path.name]

"""The bad-input corpus (issue 16): every file, value and name a hostile but fair user fed mcdesk, through
the command line's readers (replay, render, deck validate/import/list, cards import). Each gets one clear
line naming the file and what is wrong, exits 1 (2 for a bad option), and changes nothing in the user's
data folder."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mcdesk import cli
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, default_setup
from mcdesk.games.champions.engine.game import Game

SPIDEY = BUILTIN_DECKS["spider-man-justice"]
DEEP = "[" * 1000 + "]" * 1000
HUGE = "4" * 4400


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "userdata"
    folder.mkdir()
    monkeypatch.setenv("MCDESK_DATA_DIR", str(folder))
    return folder


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    try:
        code = cli.main(list(argv))
    except SystemExit as e:  # argparse refuses an option
        code = int(e.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


# == the files ==============================================================================================
_BASE: dict[str, Any] = {}


def base_save() -> dict[str, Any]:
    """A real save at the first player's turn (built once)."""
    if not _BASE:
        g = Game(default_setup(), 7)
        g.answer("keep")
        _BASE["save"] = g.to_save()
        _BASE["card"] = g.hand(0)[0]
        _BASE["villain"] = g.villain()
    return json.loads(json.dumps(_BASE["save"]))


def save_text(change: Callable[[dict[str, Any]], None] | None = None) -> str:
    data = base_save()
    if change is not None:
        change(data)
    return json.dumps(data)


def setup_field(name: str, value: Any) -> str:
    def change(d: dict[str, Any]) -> None:
        d["setup"][name] = value
        d.pop("state_hash")
    return save_text(change)


def manual(raw: str) -> str:
    """A save whose last entry is the free-table change ``raw`` (JSON text, written as is)."""
    base_save()
    # without its hash, digest and checkpoint (a save of an older version): the change itself is what is read
    text = save_text(lambda d: (d["answers"].append("@@"), d.pop("state_hash"), d.pop("answers_digest", None),
                                d.pop("checkpoint", None)))
    return text.replace('"@@"', json.dumps("manual:" + raw.replace("CARD", str(_BASE["card"]))
                                                           .replace("VILLAIN", str(_BASE["villain"]))))


def decklist(**changes: Any) -> str:
    data: dict[str, Any] = {"name": "Web Warriors", "hero_code": SPIDEY.identity, "slots": dict(SPIDEY.cards),
                            "meta": json.dumps({"aspect": "justice"})}
    data.update(changes)
    return json.dumps(data)


CARD = {"code": "99101", "pack_code": "zz", "name": "Test Goon", "type_code": "minion", "faction_code": "encounter",
        "set_code": "test_villain", "attack": 1, "scheme": 1, "health": 3, "quantity": 2}


def cards(**changes: Any) -> str:
    return json.dumps([dict(CARD, **changes)])


SAVE_CASES = [
    ("deep nesting", lambda: DEEP, r"nested more than 64 levels deep"),
    ("deep nesting inside the setup", lambda: setup_field("players", json.loads("[" * 60 + "]" * 60)),
     r"nested more than 64 levels deep|setup\.players"),
    ("4400-digit seed", lambda: save_text(lambda d: d.update(seed=0)).replace('"seed": 0', f'"seed": {HUGE}'),
     r"a number with 4400 digits"),
    ("seed beyond 64 bits", lambda: save_text(lambda d: d.update(seed=2**65)), r"seed: Input should be less"),
    ("skirmish stage 99", lambda: setup_field("skirmish_stage", 99), r"setup\.skirmish_stage: Input should be less"),
    ("skirmish stage -5", lambda: setup_field("skirmish_stage", -5), r"setup\.skirmish_stage: Input should be greater"),
    ("skirmish stage -1", lambda: setup_field("skirmish_stage", -1), r"setup\.skirmish_stage: Input should be greater"),
    ("skirmish stage 5 (Rhino has 3)", lambda: setup_field("skirmish_stage", 5),
     r"skirmish stage 6 is not one of rhino's villain stages \(1 to 3\)"),
    ("heroic 10**15", lambda: setup_field("heroic", 10**15), r"setup\.heroic: Input should be less"),
    ("first player 7", lambda: setup_field("first_player", 7), r"setup\.first_player: Input should be less"),
    ("expert as text", lambda: setup_field("expert", "false"), r"setup\.expert: Input should be a valid boolean"),
    ("lone surrogate in a player's name",
     lambda: save_text(lambda d: d["setup"]["players"][0].update(name="@@")).replace("@@", "\\ud800"),
     r"lone surrogate \(\\ud800\)"),
    ("only null", "null", r"not an mcdesk save"),
    ("an array", "[1, 2]", r"not an mcdesk save or log"),
    ("empty", "", r"the file is empty"),
    ("truncated", lambda: save_text()[:200], r"not valid JSON \(line 1, column \d+"),
    ("not UTF-8", b"\xff\xfe\x00garbage", r"not a text file \(not UTF-8\)"),
    ("NaN in the checkpoint", lambda: save_text().replace('"checkpoint": {', '"checkpoint": {"x": NaN, ', 1),
     r"NaN is not a number JSON allows"),
    ("Infinity", lambda: save_text(lambda d: d.update(seed=0)).replace('"seed": 0', '"seed": Infinity'),
     r"Infinity is not a number JSON allows"),
    ("1e999", lambda: save_text(lambda d: d.update(seed=0)).replace('"seed": 0', '"seed": 1e999'),
     r"the number 1e999 is too large"),
    ("answers not text", lambda: save_text(lambda d: d.update(answers=[1])), r"answers\.0: Input should be a valid"),
    ("a foreign answer", lambda: save_text(lambda d: d["answers"].append("no-such-answer")),
     r"log answer 2 \('no-such-answer'\) does not fit the game"),
    ("free table: card is a list", lambda: manual('{"kind": "exhaust", "card": [1]}'),
     r"log answer 2 .*manual change: card must be a card id"),
    ("free table: card is an object", lambda: manual('{"kind": "exhaust", "card": {}}'),
     r"manual change: card must be a card id"),
    ("free table: value as text", lambda: manual('{"kind": "set", "card": VILLAIN, "field": "damage", "value": "5"}'),
     r"manual change: value must be a whole number, not '5'"),
    ("free table: value a list", lambda: manual('{"kind": "set", "card": VILLAIN, "field": "damage", "value": [1]}'),
     r"manual change: value must be a whole number, not \[1\]"),
    ("free table: player as text",
     lambda: manual('{"kind": "move", "card": CARD, "zone": "discard", "player": "0"}'),
     r"manual change: player must be a player number, not '0'"),
    ("free table: value NaN", lambda: manual('{"kind": "set", "card": VILLAIN, "field": "damage", "value": NaN}'),
     r"malformed manual change .*NaN is not a number"),
    ("free table: value 2.5", lambda: manual('{"kind": "set", "card": VILLAIN, "field": "damage", "value": 2.5}'),
     r"manual change: value must be a whole number, not 2\.5"),
    ("free table: value out of range",
     lambda: manual('{"kind": "set", "card": VILLAIN, "field": "damage", "value": 1000000}'),
     r"damage must be a whole number, 0 or more and at most 999, not 1000000"),
    ("free table: two stunned status cards... and more",
     lambda: manual('{"kind": "set", "card": VILLAIN, "field": "stunned", "value": 3}'),
     r"stunned must be a whole number, 0 or more and at most 2, not 3"),
    ("free table: a true card", lambda: manual('{"kind": "exhaust", "card": true}'),
     r"manual change: card must be a card id"),
    ("free table: an unknown field", lambda: manual('{"kind": "exhaust", "card": CARD, "rm": "-rf"}'),
     r"malformed manual change .*unknown field\(s\) rm"),
    ("free table: a 5000-digit card", lambda: manual('{"kind": "exhaust", "card": ' + "9" * 5000 + "}"),
     r"answers\.1: String should have at most 4096 characters"),
    ("free table: a 1000-digit card", lambda: manual('{"kind": "exhaust", "card": ' + "9" * 1000 + "}"),
     r"malformed manual change .*a number with 1000 digits"),
]

DECK_CASES = [
    ("deep nesting", lambda: DEEP, r"nested more than 64 levels deep"),
    ("4400-digit meta", lambda: decklist(meta=json.dumps({"aspect": "justice"})[:-1] + f', "n": {HUGE}}}'),
     r"valid|problem"),
    ("4400-digit copies", lambda: decklist(slots={"01060": 1}).replace('"01060": 1', f'"01060": {HUGE}'),
     r"a number with 4400 digits"),
    ("a billion copies", lambda: decklist(slots=dict(SPIDEY.cards, **{"01088": 1000000000})),
     r"card 01088: 1,000,000,000 copies; a deck has at most 50 cards"),
    ("10**30 copies", lambda: decklist(slots=dict(SPIDEY.cards, **{"01088": 10**30})),
     r"a number with 31 digits"),
    ("10**19 copies", lambda: decklist(slots=dict(SPIDEY.cards, **{"01088": 10**19})),
     r"card 01088: 10,000,000,000,000,000,000 copies; a deck has at most 50 cards"),
    ("negative copies", lambda: decklist(slots=dict(SPIDEY.cards, **{"01088": -1})),
     r"card 01088: copies must be a whole number, got -1"),
    ("a thousand cards in all", lambda: decklist(slots={f"010{n:02d}": 50 for n in range(60, 90)}),
     r"cards; a deck has at most 50 cards|unknown card"),
    ("lone surrogate in the name", lambda: decklist(name="@@").replace("@@", "\\udc00"), r"lone surrogate"),
    ("only null", "null", r"expected a deck object .*found null"),
    ("a number", "[3]", r"expected a deck object .*found an array"),
    ("not UTF-8", b"\xff\xfe garbage", r"not a text file \(not UTF-8\)"),
    ("a billion copies in a text list", "Spider-Man (core)\n1000000000x Energy (core)\n",
     r"line 2: 1000000000 copies of Energy \[01088\]; a deck has at most 50 cards"),
    ("a 4400-digit count in a text list", f"Spider-Man (core)\n{HUGE}x Energy (core)\n",
     r"line 2: 444444444444\.\.\. \(4400 digits\) copies of Energy"),
    ("garbage lines are capped", "Spider-Man (core)\n" + "".join(f"{i}x nothing{i}\n" for i in range(1, 3001)),
     r"3,000 problems:"),
    ("a 10 MB garbage deck", lambda: "x" * (10 * 1024 * 1024), r"too large to be a deck \(10,485,760 bytes"),
]

CARD_CASES = [
    ("deep nesting", lambda: DEEP, r"nested more than 64 levels deep"),
    ("5000-digit quantity", lambda: cards(quantity=1).replace('"quantity": 1', '"quantity": ' + "5" * 5000),
     r"a number with 5000 digits"),
    ("quantity 10**12", lambda: cards(quantity=10**12), r"field 'quantity': 1000000000000 copies"),
    ("negative quantity", lambda: cards(quantity=-2), r"field 'quantity': -2 copies"),
    ("a billion hit points", lambda: cards(health=10**9), r"field 'health': 1000000000 is out of range"),
    ("lone surrogate in the name", lambda: cards(name="@@").replace("@@", "\\ud800"), r"lone surrogate"),
    ("lone surrogate in the text", lambda: cards(text="@@").replace("@@", "x\\udfff"), r"lone surrogate"),
    ("only null", "null", r"expected a JSON array of card records, found null"),
    ("an empty array", "[]", r"holds no card records"),
    ("NaN attack", lambda: cards(attack=1).replace('"attack": 1', '"attack": NaN'), r"NaN is not a number"),
    ("a name of a million letters", lambda: cards(name="x" * 1_000_000), r"field 'name'"),
]


def _content(content: Callable[[], str | bytes] | str | bytes) -> str | bytes:
    return content() if callable(content) else content


def _check(capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path, command: tuple[str, ...],
           content: str | bytes, expected: str, suffix: str = ".json", code: int = 1) -> str:
    bad = tmp_path / f"bad{suffix}"
    if isinstance(content, bytes):
        bad.write_bytes(content)
    else:
        bad.write_text(content, encoding="utf-8", errors="surrogatepass")
    before = snapshot(data_dir)
    source = bad.read_bytes()
    argv = [str(bad) if a == "FILE" else a for a in command]
    got, out, err = run_cli(capsys, *argv)
    assert got == code, (out, err)
    lines = err.strip().splitlines()
    assert lines, out
    first = lines[0]
    assert str(bad) in first, first  # names the file
    assert re.search(expected, err), err
    assert "Traceback" not in err and len(first) < 2000
    assert err.isprintable() or all(line.isprintable() for line in err.splitlines())
    assert snapshot(data_dir) == before  # nothing written, nothing lost
    assert bad.read_bytes() == source
    return err


@pytest.mark.parametrize(("name", "content", "expected"), SAVE_CASES, ids=[c[0] for c in SAVE_CASES])
def test_a_bad_save_or_log_is_one_line_through_replay(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                                     tmp_path: Path, name: str, content: Any, expected: str) -> None:
    err = _check(capsys, data_dir, tmp_path, ("replay", "FILE"), _content(content), expected)
    assert len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize(("name", "content", "expected"), SAVE_CASES[:4] + SAVE_CASES[11:13] + SAVE_CASES[22:24],
                         ids=[c[0] for c in SAVE_CASES[:4] + SAVE_CASES[11:13] + SAVE_CASES[22:24]])
def test_a_bad_save_is_one_line_through_render(capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path,
                                               name: str, content: Any, expected: str) -> None:
    out = tmp_path / "out.png"
    err = _check(capsys, data_dir, tmp_path, ("render", "FILE", "-o", str(out)), _content(content), expected)
    assert len(err.strip().splitlines()) == 1, err
    assert not out.exists()


def test_a_log_with_a_bad_setup_is_one_line(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                            tmp_path: Path) -> None:
    g = Game(default_setup(), 3)
    g.answer("keep")
    from mcdesk.io.saves import log_data

    for stage, expected in ((99, r"setup\.skirmish_stage"), (-1, r"setup\.skirmish_stage"),
                            (2, r"replay mismatch|skirmish")):
        data = log_data(g)
        data["setup"]["skirmish_stage"] = stage
        _check(capsys, data_dir, tmp_path, ("replay", "FILE"), json.dumps(data), expected)


@pytest.mark.parametrize(("name", "content", "expected"), DECK_CASES, ids=[c[0] for c in DECK_CASES])
@pytest.mark.parametrize("action", ["validate", "import"])
def test_a_bad_deck_is_refused_naming_the_file(capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path,
                                               action: str, name: str, content: Any, expected: str) -> None:
    text = _content(content)
    suffix = ".txt" if isinstance(text, str) and not text.lstrip().startswith(("{", "[", "n")) else ".json"
    if name == "4400-digit meta":  # the meta is optional: the deck is read, its aspect is not
        bad = tmp_path / "meta.json"
        bad.write_text(str(text), encoding="utf-8")
        code, out, err = run_cli(capsys, "deck", "validate", str(bad))
        assert "Traceback" not in err and code in (0, 1) and str(bad) in out + err
        return
    err = _check(capsys, data_dir, tmp_path, ("deck", action, "FILE"), text, expected, suffix=suffix)
    assert len(err.strip().splitlines()) <= 1 + 21, err  # the problems are capped: 20 listed and "... and N more"
    if "problems:" in err:
        assert re.search(r"\.\.\. and [\d,]+ more", err), err


@pytest.mark.parametrize(("name", "content", "expected"), CARD_CASES, ids=[c[0] for c in CARD_CASES])
def test_a_bad_card_import_is_refused_naming_the_file(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                                      tmp_path: Path, name: str, content: Any, expected: str) -> None:
    _check(capsys, data_dir, tmp_path, ("cards", "import", "FILE"), _content(content), expected)


@pytest.mark.parametrize("width", ["40000", "1000000", "0", "-5", "9" * 5000, "x"])
def test_render_sizes_are_bounded_before_anything_is_built(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                           width: str) -> None:
    save = tmp_path / "game.json"
    save.write_text(save_text(), encoding="utf-8")
    for option in ("--width", "--height"):
        code, out, err = run_cli(capsys, "render", str(save), option, width)
        assert code == 2 and "16 to 8192 pixels" in err or "not a whole number" in err, err
        assert "QImage" not in err and "Traceback" not in err and len(err.splitlines()) <= 3
    assert not (tmp_path / "game.png").exists()


def test_render_refuses_a_size_too_large_for_the_tables_shape(tmp_path: Path) -> None:
    from mcdesk.app.render import render_save

    save = tmp_path / "game.json"
    save.write_text(save_text(), encoding="utf-8")
    with pytest.raises(ValueError, match="each side must be 16 to 8192"):
        render_save(save, tmp_path / "out.png", height=8192)  # the table is wider than high
    with pytest.raises(ValueError, match="width must be 16 to 8192"):
        render_save(save, tmp_path / "out.png", width=40000)
    assert not (tmp_path / "out.png").exists()


# == the kept decks and their names ========================================================================
def test_deck_list_escapes_control_characters(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    folder = data_dir / "decks"
    folder.mkdir()
    evil = "Evil\x1b]0;pwned\x07\x1b[2J deck"
    (folder / "evil.json").write_text(json.dumps({"format": "mcdesk-deck", "version": 1, "name": evil,
                                                  "identity": SPIDEY.identity, "cards": dict(SPIDEY.cards)}))
    (folder / "bad.json").write_text(json.dumps({"format": "mcdesk-deck", "name": "x\x1b[31m", "identity": 5,
                                                 "cards": {}}))
    code, out, err = run_cli(capsys, "deck", "list")
    assert code == 0
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert "Evil\\x1b]0;pwned\\x07\\x1b[2J deck" in out
    assert "bad.json: field 'identity'" in err


@pytest.mark.parametrize("name", ["CON", "nul", "Com1", "LPT9", "aux", "PRN"])
def test_windows_reserved_deck_names_get_safe_file_names(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                                         tmp_path: Path, name: str) -> None:
    deck = tmp_path / "deck.json"
    deck.write_text(decklist(), encoding="utf-8")
    code, out, err = run_cli(capsys, "deck", "import", str(deck), "--name", name)
    assert code == 0, err
    assert [p.name for p in (data_dir / "decks").iterdir()] == [f"{name.lower()}-deck.json"]


def test_deck_names_differing_only_in_case_share_a_file_and_are_not_overwritten(
        capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path) -> None:
    deck = tmp_path / "deck.json"
    deck.write_text(decklist(), encoding="utf-8")
    assert run_cli(capsys, "deck", "import", str(deck), "--name", "Spidey")[0] == 0
    before = snapshot(data_dir)
    code, out, err = run_cli(capsys, "deck", "import", str(deck), "--name", "SPIDEY")
    assert code == 1 and "already kept as 'Spidey' (names differing only in case share a file)" in err
    assert snapshot(data_dir) == before


def test_a_deck_name_with_a_lone_surrogate_or_control_characters_is_cleaned(
        capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path) -> None:
    deck = tmp_path / "deck.json"
    deck.write_text(decklist(), encoding="utf-8")
    code, out, err = run_cli(capsys, "deck", "import", str(deck), "--name", "Web\udcff\x1b[2J Warriors")
    assert code == 0, err
    kept = json.loads(next((data_dir / "decks").iterdir()).read_text(encoding="utf-8"))
    assert kept["name"] == "Web [2J Warriors"


# == the imported-card store ===============================================================================
@pytest.mark.parametrize("damage", [DEEP, '{"format": "mcdesk-imported-cards", "version": 1, "cards": {"1": '
                                    + "5" * 5000 + "}}", "\x00\x01", "null",
                                    json.dumps({"format": "mcdesk-imported-cards", "version": 1, "cards": {
                                        "99101": {"facts": dict(CARD, quantity=10**12), "name": "X"}}})])
def test_a_damaged_card_store_is_set_aside_once_and_the_built_in_cards_work(
        capsys: pytest.CaptureFixture[str], data_dir: Path, tmp_path: Path, damage: str) -> None:
    store = data_dir / "cards" / "imported.json"
    store.parent.mkdir()
    store.write_text(damage, encoding="utf-8")
    deck = tmp_path / "deck.json"
    deck.write_text(decklist(), encoding="utf-8")
    code, out, err = run_cli(capsys, "deck", "validate", str(deck))
    assert code == 0 and "valid Spider-Man deck" in out
    assert len([line for line in err.splitlines() if "imported.json" in line]) == 1, err
    assert "set aside as imported.json.damaged-" in err
    aside = [p for p in store.parent.iterdir() if p.name.startswith("imported.json.damaged-")]
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == damage  # renamed, not deleted
    code, out, err = run_cli(capsys, "deck", "validate", str(deck))
    assert code == 0 and "imported.json" not in err  # reported once

    save = tmp_path / "game.json"
    save.write_text(save_text(), encoding="utf-8")
    store.write_text(damage, encoding="utf-8")
    code, out, err = run_cli(capsys, "render", str(save), "-o", str(tmp_path / "t.png"), "--width", "320")
    assert code == 0 and (tmp_path / "t.png").exists(), err
    assert "set aside" in err


# == the free-table edits, called directly ================================================================
@pytest.mark.parametrize("fields", [
    {"card": [1]}, {"card": {}}, {"card": True}, {"card": "3"}, {"value": "5"}, {"value": [1]}, {"value": 2.5},
    {"value": float("nan")}, {"value": -1}, {"value": 10**30}, {"player": "0", "kind": "move", "zone": "hand"},
    {"kind": ["set"]}, {"field": 7}, {"zone": {}, "kind": "move"},
])
def test_manual_edit_refuses_wrong_types_and_changes_nothing(fields: dict[str, Any]) -> None:
    from mcdesk.core.errors import IllegalAnswer
    from mcdesk.games.champions.engine.manual import ManualEdit

    g = Game(default_setup(), 7)
    g.answer("keep")
    villain = g.villain()
    args: dict[str, Any] = {"kind": "set", "card": villain, "field": "damage", "value": 1}
    args.update(fields)
    before, answers, log = g.state_hash(), list(g.answers), list(g.log_lines)
    with pytest.raises(IllegalAnswer):
        g.manual_edit(ManualEdit(**args))
    key = "manual:" + json.dumps(args, allow_nan=True)
    with pytest.raises(IllegalAnswer):
        g.manual_edit(key)
    assert g.state_hash() == before and g.answers == answers and g.log_lines == log
    g.manual_edit(ManualEdit("set", villain or 0, field="damage", value=2))  # the game goes on
    assert g.state.cards[villain or 0].damage == 2


# == fuzzing: a damaged file never changes the user's data folder ==========================================
_TOKENS = [b"[" * 80, b"]", b"{", b"}", b'"', b",", b":", b"NaN", b"-Infinity", b"1e999", b"9" * 30, b"-1", b"null",
           b"true", b"\\ud800", b"\\u0000", b"\x1b[2J", b"\xff", b"\x00", b"2.5", b"1000000000", b"manual:",
           b"<img src=x>", b"CON", b"\n", b" x "]


def _mutate(data: bytes, ops: list[tuple[int, int, int]]) -> bytes:
    """Apply edits: (kind, position, argument): delete a run, insert a token, or duplicate a run."""
    out = bytearray(data)
    for kind, pos, arg in ops:
        at = pos % (len(out) + 1)
        if kind == 0:
            del out[at:at + arg % 40 + 1]
        elif kind == 1:
            out[at:at] = _TOKENS[arg % len(_TOKENS)]
        else:
            out[at:at] = out[at:at + arg % 60]
    return bytes(out)


def _fuzz_sources() -> dict[str, bytes]:
    deck_text = ("Web Warriors\nSpider-Man (core)\n" + "".join(f"{n}x {code}\n" for code, n in SPIDEY.cards))
    return {"save": save_text().encode(), "deck": decklist().encode(), "text deck": deck_text.encode(),
            "cards": json.dumps([CARD, dict(CARD, code="99102", name="Other Goon")]).encode()}


def test_fuzzed_saves_decks_and_cards_leave_the_user_data_folder_unchanged(tmp_path: Path, data_dir: Path) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    # a lived-in data folder: imported cards, a kept deck, settings, an autosave
    pack = tmp_path / "pack.json"
    pack.write_text(json.dumps([dict(CARD, code="99500", name="Kept Goon")]), encoding="utf-8")
    assert cli.main(["cards", "import", str(pack)]) == 0
    deck = tmp_path / "kept.json"
    deck.write_text(decklist(name="Kept"), encoding="utf-8")
    assert cli.main(["deck", "import", str(deck)]) == 0
    (data_dir / "settings.json").write_text('{"animations": false}', encoding="utf-8")
    (data_dir / "autosave.json").write_text(save_text(), encoding="utf-8")
    sources = _fuzz_sources()
    commands = {"save": [["replay"], ["deck", "validate"]], "deck": [["deck", "validate"], ["deck", "import"]],
                "text deck": [["deck", "import"]], "cards": [["cards", "import"], ["replay"]]}
    ops = st.lists(st.tuples(st.integers(0, 2), st.integers(0, 10**6), st.integers(0, 10**3)), min_size=1,
                   max_size=4)

    @settings(max_examples=60, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
    @given(kind=st.sampled_from(sorted(sources)), edits=ops, which=st.integers(0, 1))
    def fuzz(kind: str, edits: list[tuple[int, int, int]], which: int) -> None:
        bad = tmp_path / "fuzzed.json"
        content = _mutate(sources[kind], edits)
        bad.write_bytes(content)
        command = commands[kind][which % len(commands[kind])]
        before = snapshot(data_dir)
        import contextlib
        import io

        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main([*command, str(bad)])  # never raises
        assert code in (0, 1), err.getvalue()
        assert "Traceback" not in err.getvalue()
        assert bad.read_bytes() == content  # the input is never touched
        after = snapshot(data_dir)
        if code != 0 or command[-1] != "import":
            assert after == before, (command, err.getvalue())
        else:  # a fuzzed file that is still valid may be kept: only added or replaced, never lost
            assert set(before) <= set(after)
            for name in sorted(after):  # undo it, so that every example starts from the same folder
                if name not in before:
                    (data_dir / name).unlink()
                elif after[name] != before[name]:
                    (data_dir / name).write_bytes(before[name])
        if code == 1:  # deck validate lists deck-building problems on stdout, everything else is on stderr
            first = (err.getvalue() or out.getvalue()).splitlines()[0]
            assert str(bad) in first or "problems" in first, first

    fuzz()


# == settings and options ==================================================================================
@pytest.mark.parametrize("content", [DEEP, "null", "[]", '{"autopilot_delay_ms": ' + "9" * 5000 + "}",
                                     '{"autopilot_delay_ms": -5, "animations": "yes", "image_dir": [1]}',
                                     '{"autopilot_delay_ms": 1e999}', "\xff", '{"image_dir": "\\ud800"}'])
def test_damaged_settings_fall_back_to_the_defaults(data_dir: Path, content: str) -> None:
    from mcdesk.app.settings import AppSettings

    (data_dir / "settings.json").write_text(content, encoding="utf-8")
    assert AppSettings.load() == AppSettings()


def test_good_settings_are_kept_field_by_field(data_dir: Path) -> None:
    from mcdesk.app.settings import AppSettings

    (data_dir / "settings.json").write_text('{"animations": false, "autopilot_delay_ms": 10**9}'
                                            .replace("10**9", "1000000000"), encoding="utf-8")
    loaded = AppSettings.load()
    assert loaded.animations is False and loaded.autopilot_delay_ms == AppSettings().autopilot_delay_ms


@pytest.mark.parametrize("argv", [["simulate", "--seed", "9" * 5000], ["simulate", "--seed", str(2**70)],
                                  ["simulate", "--games", "9" * 5000], ["play", "--seed", "1" * 30]])
def test_huge_numbers_on_the_command_line_are_one_short_line(capsys: pytest.CaptureFixture[str],
                                                             argv: list[str]) -> None:
    code, out, err = run_cli(capsys, *argv)
    assert code == 2 and len(err.splitlines()[-1]) < 200, err

"""Bad-file fuzzing of every game's saves and autosave journals (issue 22): Marvel Champions, its Civil War
competitive mode, Vs. System and Legendary.

    python tools/fuzz_saves.py corpus              rewrite tests/io/fuzz_corpus/ (a few dozen small damaged files)
    python tools/fuzz_saves.py run [--inputs N]    the corpus and N random damages; prints the counts

Every input goes through the loader the window and ``mcdesk replay`` share (:func:`mcdesk.io.opening.open_game_file`)
and through ``mcdesk replay`` itself, and ends in one of:

- refused: one SaveError line from the loader, exit 1 and one stderr line from the CLI;
- said: opened at its last state that replays, with the answers kept and dropped said (CLI: exit 1, one line);
- consistent: opened in full, and an independent replay of the file's setup, seed and answers reaches the same
  state and log (the damage changed nothing the game holds, or an edit that still replays, e.g. a name);
- torn: the journal's last line lost its newline, so it reads as the line being written when the program
  stopped: that one answer is not applied (the journal's design: a kill loses at most the answer being written);
- silently accepted: opened in full as something the file does not describe, or with answers lost without a
  word (must be 0);
- traceback: an exception other than a SaveError escaped, or the CLI printed more than one line (must be 0).

Run from the repository root with PYTHONPATH=. (no window is opened).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "io" / "fuzz_corpus"
GAMES = ("champions", "champions_competitive", "vs", "legendary")
PALETTE: list[Any] = [None, "", "x", "1", -1, 0, 1, 1.7, True, [], {}, [[1]], {"a": [1]}, 2**63, "ü" * 300]


# == base files ==========================================================================================
def played(game: str, seed: int, answers: int) -> Any:
    from mcdesk.app.game_kinds import KINDS

    kind = KINDS[game]
    g = kind.new(kind.default_setup(), seed, None)
    rng = random.Random(seed)
    while g.pending is not None and len(g.answers) < answers:
        g.answer(rng.choice(g.pending.options).key)
    return g


def dumps(data: Any) -> str:
    from mcdesk.io.saves import _plain

    return json.dumps(data, separators=(",", ":"), default=_plain)


def small_save(game: str) -> dict[str, Any]:
    """A short game's save without its checkpoint (it then replays from the setup): a file of a few KB."""
    data = json.loads(dumps(played(game, 11, 8).to_save()))
    data.pop("checkpoint", None)
    return data


def autosave_pair(game: str, seed: int = 12) -> tuple[str, str]:
    """An autosave as the window writes it: a full save with a checkpoint, then journaled answers."""
    from mcdesk.io.journal import Autosave, journal_path

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "a.json"
        g = played(game, seed, 10)
        rng = random.Random(seed)
        saver = Autosave(path)
        saver.write(g)
        for _ in range(4):
            if g.pending is not None:
                g.answer(rng.choice(g.pending.options).key)
                saver.write(g)
        return path.read_text(), journal_path(path).read_text()


def rehash_checkpoint(data: dict[str, Any]) -> None:
    """A hostile edit: the checkpoint's state hash recomputed as the game computes it."""
    cp = data["checkpoint"]
    blob = json.dumps(cp["state"], sort_keys=True, separators=(",", ":"), default=str)
    cp["state_hash"] = hashlib.sha256(blob.encode()).hexdigest()


def zones_of(state: dict[str, Any]) -> dict[str, list[int]]:
    return state["areas"][0]["zones"] if "areas" in state else state["zones"]


# == the stored corpus ===================================================================================
def corpus_cases(game: str) -> dict[str, str]:
    """Damaged files that must be refused, by name (the text of each)."""
    base = small_save(game)
    text = dumps(base)

    def edited(change: Any) -> str:
        data = json.loads(text)
        change(data)
        return dumps(data)

    def last_answer(d: dict[str, Any]) -> None:
        d["answers"][-1] = "no-such-answer"

    players = "registration" if game == "champions_competitive" else "players"
    cases = {
        "setup-list": edited(lambda d: d.update(setup=[])),
        "setup-string": edited(lambda d: d.update(setup="setup")),
        "setup-part-string": edited(lambda d: d["setup"].update({players: "x"})),
        "seed-changed": edited(lambda d: d.update(seed=d["seed"] + 1)),
        "seed-text": edited(lambda d: d.update(seed=str(d["seed"]))),
        "answer-bogus": edited(last_answer),
        "state-hash-altered": edited(lambda d: d.update(state_hash="0" * 64)),
        "truncated": text[: len(text) // 2],
        "duplicate-key": '{"seed":5,' + text[1:],
        "version-2": edited(lambda d: d.update(version=2)),
    }
    if game == "vs":
        cases["first-player-text"] = edited(lambda d: d["setup"].update(first_player="1"))
        cases["first-player-fraction"] = edited(lambda d: d["setup"].update(first_player=1.7))
    rng = random.Random(f"corpus-{game}")
    found = 0
    while found < 2:  # random 3-byte edits the loader must refuse
        damaged = bytearray(text.encode())
        for _ in range(3):
            damaged[rng.randrange(len(damaged))] = rng.randrange(32, 127)
        candidate = damaged.decode("utf-8", "replace")
        if classify_text(candidate, None)[0] == "refused":
            found += 1
            cases[f"random-bytes-{found}"] = candidate
    if game in ("vs", "legendary"):  # hostile checkpoints (the hash recomputed): the larger files, two games
        full = json.loads(autosave_pair(game)[0])
        full.pop("journal", None)

        def two_zones(d: dict[str, Any]) -> None:
            zones = zones_of(d["checkpoint"]["state"])
            full_zones = [z for z in zones if zones[z]]
            zones[full_zones[1]].append(zones[full_zones[0]][0])
            rehash_checkpoint(d)

        def wrong_type(d: dict[str, Any]) -> None:
            d["checkpoint"]["state"]["cards"] = [1, 2]
            rehash_checkpoint(d)

        for name, change in (("checkpoint-card-in-two-zones", two_zones), ("checkpoint-cards-list", wrong_type)):
            data = json.loads(dumps(full))
            change(data)
            cases[name] = dumps(data)
    return cases


def write_corpus() -> int:
    CORPUS.mkdir(parents=True, exist_ok=True)
    for old in CORPUS.glob("*.json"):
        old.unlink()
    n = 0
    for game in GAMES:
        for name, text in corpus_cases(game).items():
            (CORPUS / f"{game}-{name}.json").write_text(text, encoding="utf-8")
            n += 1
    return n


# == classifying one input ===============================================================================
def _independent_replay(data: dict[str, Any], opened: Any) -> bool:
    """Does the file's own setup, seed and the opened answers replay, from the start, to the opened game?"""
    from mcdesk.io.opening import game_class

    game = opened.game
    try:
        cls = type(game) if opened.game_name != "champions" else None
        if cls is None:
            from mcdesk.games.champions.engine.game import Game

            cls = Game
        else:
            cls = game_class(opened.game_name)
        setup = cls._setup_from_dict(data["setup"])
        again = cls.replay(setup, data["seed"], list(game.answers))
    except Exception:  # noqa: BLE001 - any failure means the opened game is not what the file describes
        return False
    recorded = data.get("state_hash")
    tail_played = opened.report is not None and opened.report.journal_kept
    return again.state_hash() == game.state_hash() and again.log_lines == game.log_lines and (
        recorded is None or tail_played or recorded == game.state_hash())


def classify_text(text: str, journal: str | None, cli_check: bool = False,
                  written: list[str] | None = None) -> tuple[str, str]:
    """(category, detail) of a save's text and its journal's (see the module text)."""
    from mcdesk.io.opening import open_game_file
    from mcdesk.io.saves import SaveError

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.json"
        path.write_text(text, encoding="utf-8", errors="surrogateescape")
        if journal is not None:
            Path(f"{path}.journal").write_text(journal, encoding="utf-8", errors="surrogateescape")
        try:
            opened = open_game_file(path)
        except SaveError as e:
            category, detail = ("refused", str(e)) if "\n" not in str(e) else ("traceback", "two-line error")
        except Exception as e:  # noqa: BLE001 - counted: what must never happen
            return "traceback", f"{type(e).__name__}: {e}"
        else:
            if not opened.complete:
                category, detail = "said", opened.problem(path)
            else:
                try:
                    data = json.loads(text)
                except ValueError:
                    data = None
                good = isinstance(data, dict) and _independent_replay(data, opened)
                lost = written is not None and len(opened.game.answers) < len(written) \
                    and written[: len(opened.game.answers)] == opened.game.answers
                torn = lost and written is not None and journal is not None and not journal.endswith("\n") \
                    and len(opened.game.answers) == len(written) - 1
                category, detail = ("consistent", "") if good and not lost else ("torn", "") if good and torn else \
                    ("silently accepted", "answers lost without a word" if lost else "")
        if cli_check:
            code, out, err = run_cli(path)
            lines = err.strip().splitlines()
            expected = 0 if category in ("consistent", "torn") else 1
            if "Traceback" in err or len(lines) > 1 or code != expected:
                return "traceback", f"CLI exit {code}: {err[-300:]}"
            from mcdesk.io.safejson import printable

            if category == "refused" and lines != [printable(f"mcdesk replay: {detail}").strip()]:
                return "traceback", f"the CLI's error differs from the loader's: {lines}"
        return category, detail


def run_cli(path: Path) -> tuple[int, str, str]:
    from mcdesk import cli

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = cli.main(["replay", str(path)])
        except SystemExit as e:
            code = int(e.code or 0)
        except Exception as e:  # noqa: BLE001
            err.write(f"Traceback: {type(e).__name__}: {e}\n")
            code = -1
    return code, out.getvalue(), err.getvalue()


# == random damage ========================================================================================
def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value[:50]):
            out += _paths(v, prefix + (i,))
    return out


def _set(data: Any, path: tuple[Any, ...], value: Any, delete: bool = False) -> None:
    for key in path[:-1]:
        data = data[key]
    if delete and isinstance(data, dict):
        del data[path[-1]]
    elif delete and isinstance(data, list):
        data.pop(path[-1])
    else:
        data[path[-1]] = value


def damage(rng: random.Random, text: str, journal: str | None) -> tuple[str, str | None, str]:
    """One random damage of a save (and its journal): (save text, journal text, what was done)."""
    how = rng.choice(["bytes", "bytes", "truncate", "value", "value", "delete", "hostile", "journal"])
    if how == "journal" and journal is None:
        how = "value"
    if how in ("hostile",) and '"checkpoint"' not in text:
        how = "value"
    if how == "bytes":
        b = bytearray(text.encode())
        for _ in range(rng.randint(1, 3)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return b.decode("utf-8", "surrogateescape"), journal, how
    if how == "truncate":
        return text[: rng.randrange(len(text))], journal, how
    if how == "journal":
        assert journal is not None
        j = bytearray(journal.encode())
        for _ in range(rng.randint(1, 3)):
            j[rng.randrange(len(j))] = rng.randrange(32, 127)
        return text, j.decode("utf-8", "replace"), how
    data = json.loads(text)
    if how == "hostile":
        cp_paths = [p for p in _paths(data["checkpoint"]["state"]) if p]
        _set(data["checkpoint"]["state"], rng.choice(cp_paths), rng.choice(PALETTE))
        rehash_checkpoint(data)
        return dumps(data), journal, how
    paths = [p for p in _paths(data) if p]
    target = rng.choice(paths)
    if how == "delete":
        _set(data, target, None, delete=True)
    else:
        _set(data, target, rng.choice(PALETTE))
    return dumps(data), journal, f"{how} {'.'.join(map(str, target))[:60]}"


def _answers_of(text: str, journal: str | None) -> list[str]:
    """Every answer an undamaged file holds (its journal's too)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "save.json"
        path.write_text(text, encoding="utf-8")
        if journal is not None:
            Path(f"{path}.journal").write_text(journal, encoding="utf-8")
        from mcdesk.io.opening import open_game_file

        return list(open_game_file(path).game.answers)


def run(inputs: int, seed: int, verbose: bool) -> int:
    counts: Counter[str] = Counter()
    by_game: dict[str, Counter[str]] = {g: Counter() for g in GAMES}
    bad: list[str] = []
    t0 = time.perf_counter()
    for f in sorted(CORPUS.glob("*.json")):
        category, detail = classify_text(f.read_text(encoding="utf-8", errors="surrogateescape"), None, True)
        counts[f"corpus {category}"] += 1
        if category != "refused":
            bad.append(f"corpus {f.name}: {category} {detail[:200]}")
    rng = random.Random(seed)
    bases = {g: [(dumps(small_save(g)), None), autosave_pair(g)] for g in GAMES}
    written = {g: [_answers_of(t, j) for t, j in bases[g]] for g in GAMES}
    for i in range(inputs):
        game = GAMES[i % len(GAMES)]
        which = rng.randrange(len(bases[game]))
        text, journal, how = damage(rng, *bases[game][which])
        category, detail = classify_text(text, journal, cli_check=True, written=written[game][which])
        counts[category] += 1
        by_game[game][category] += 1
        if category in ("traceback", "silently accepted"):
            bad.append(f"{game} {how}: {category} {detail[:300]}")
        if verbose and i % 200 == 0:
            print(f"{i} inputs, {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    corpus = sum(v for k, v in counts.items() if k.startswith("corpus"))
    print(f"inputs: {corpus + inputs} ({corpus} stored corpus files, {inputs} random damages, seed {seed}), "
          f"{time.perf_counter() - t0:.0f} s")
    print(f"corpus: {corpus} files, refused in one line {counts['corpus refused']}")
    for game in GAMES:
        c = by_game[game]
        print(f"  {game}: {sum(c.values())} random inputs: refused in one line {c['refused']}, opened with the "
              f"answers kept and dropped said {c['said']}, consistent {c['consistent']}, torn {c['torn']}, "
              f"silently accepted {c['silently accepted']}, tracebacks {c['traceback']}")
    print(f"random: refused in one line {counts['refused']}, said {counts['said']}, consistent "
          f"{counts['consistent']}, torn last line {counts['torn']}, silently accepted {counts['silently accepted']}, "
          f"tracebacks {counts['traceback']}")
    for line in bad[:40]:
        print("  " + line)
    return 1 if bad else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("what", choices=["corpus", "run"])
    parser.add_argument("--inputs", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    if args.what == "corpus":
        print(f"wrote {write_corpus()} files to {CORPUS.relative_to(ROOT)}")
        return 0
    return run(args.inputs, args.seed, args.verbose)


if __name__ == "__main__":
    sys.exit(main())

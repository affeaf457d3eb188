"""The refereed-game driver: what every game's ``Game`` does that is no game's rules.

A game is its setup, its seed and the entries answered. The rules run as one *procedure*: a Python generator
that yields a :class:`~mcdesk.core.decisions.Decision` and receives the chosen option's key. :class:`Referee`
owns everything around it: the game-owned ``random.Random``, the list of answers, the redo stack, the pending
decision, the typed events of the last answer, checkpoints, undo/redo, replay, the state hash and the save
envelope (which names its game). Errors keep their promise: an illegal answer raises :class:`IllegalAnswer` and
changes nothing; an exception inside a rule or card script raises :class:`EngineError` and leaves the game
exactly as it was before that answer (not recorded, its procedure alive, the same hash); a log or save that
does not fit raises :class:`CorruptLog`.

**A procedure never runs against a state it does not own.** Undo, load and the recovery from an error start a
new *run* on the same game object (a fresh or checkpointed state, RNG and scratch). Before that, the old
procedure is closed while the game still holds the old run's state, so its ``finally`` blocks (discarding a
boost, popping a window) clean up the state that is being thrown away; once closed a generator never runs
again, so nothing it left behind can touch the new run, not even garbage collection.

**Checkpoints.** At points where a game can restart its procedure without what came before (the start of a
player's turn, a villain phase), the procedure calls :meth:`Referee.checkpoint` with a small JSON-able
*resume point* (where it is, e.g. ``{"at": "turn", "order": [2, 3]}``). The referee keeps a private copy of
the state and the RNG's state there. Undo and error recovery restart from the nearest checkpoint at or before
the target and replay only the answers after it; a save carries the last checkpoint, so loading replays only
its tail (:mod:`mcdesk.core.checkpoints`).

Subclass contract (a game implements these; everything else is here):

- ``GAME``: the game's name in the save envelope (``"champions"``, ``"vs"``...).
- ``setup``: an object with ``to_dict()``; :meth:`_setup_from_dict` (classmethod) reads it back.
- ``state``: the game's plain-data state, with ``canonical()`` (a JSON-able dict), ``state_hash()`` and
  ``result`` (None until the game ends). :meth:`_new_state` returns the empty state a game starts from.
- :meth:`_procedure`: the whole game (``resume`` None) or the game from a checkpoint's resume point.
- :meth:`_reset_run`: clear per-run scratch kept outside the state (stacks of windows...); called before every
  run starts.
- :meth:`_game_over`: record ``GameOver(result, reason)`` in the state (procedures raise it to end the game).
- Optional: :meth:`_validate_setup`; :meth:`_copy_state` (default ``copy.deepcopy``); :meth:`_state_from_data`
  (the inverse of ``canonical()``, so that saves load from their checkpoint; default: saves replay from the
  start); :meth:`_procedure_ended` (the procedure returned); :meth:`_after_advance`; :meth:`play_entry` (for log
  entries other than answers, such as changes by hand, applied through :meth:`_record`).
"""

from __future__ import annotations

import atexit
import copy
import gc
import hashlib
import json
import random
import weakref
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .checkpoints import read_checkpoint, rng_to_data
from .decisions import Decision, Option
from .errors import CorruptLog, EngineError, IllegalAnswer, InvalidSetup
from .events import GameEvent

SAVE_FORMAT = "mcdesk-save"
SAVE_VERSION = 1
LEGACY_GAME = "champions"
"""The game of a save written before saves named their game (only Marvel Champions existed then)."""

Procedure = Generator[Decision, str, None]
"""A rules procedure: yields decisions, receives the chosen option's key."""
ResumePoint = dict[str, Any]
"""Where a procedure restarts at a checkpoint: plain JSON data, defined by each game."""


_RUNNING: weakref.WeakSet[Referee[Any, Any]] = weakref.WeakSet()
"""Games whose procedure may be suspended at a decision."""


@atexit.register
def _close_running_procedures() -> None:
    """A game left waiting at a decision when a script ends would otherwise have its procedure closed by
    the interpreter's final garbage collection, after modules are torn down: its ``finally`` blocks (which
    import inside functions) then print "Exception ignored ... sys.meta_path is None". Close them while
    the interpreter still works."""
    for game in list(_RUNNING):
        game._detach()


@contextmanager
def collection_paused() -> Iterator[None]:
    """No cyclic garbage collection while a save is opened: it builds many objects and frees none, and a full
    collection over a long game's heap would double the time (seen: 23 ms loads becoming 40 ms)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def answers_digest(answers: Iterable[str]) -> str:
    """A save's check on its answers: the ones before its checkpoint are not replayed when it opens, so an
    answer changed there would go unseen without it."""
    return hashlib.sha256("\n".join(answers).encode("utf-8", "surrogatepass")).hexdigest()


def checkpoint_digest(setup: Any, seed: Any, log: Any) -> str:
    """A checkpoint's check that it belongs to its save: a checkpoint is trusted only when the setup and seed the
    file holds are the ones it was taken from, and its log (the history shown before it) is as written. Else the
    game is replayed from the setup, and its answers must reach the recorded state hash there."""
    text = json.dumps({"setup": setup, "seed": seed, "log": log}, sort_keys=True, separators=(",", ":"),
                      default=str)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class LoadReport:
    """What opening a save did with what it holds: how many of its answers, and of its autosave journal's later
    answers, replayed. Nothing is dropped without being counted here (and said in the game's log)."""

    answers: int
    """Answers the save holds."""
    kept: int
    """Of them, how many the game opened with."""
    journal: int = 0
    """Answers the save's autosave journal holds after them."""
    journal_kept: int = 0
    problem: str = ""
    """Why answers were dropped (the first reason)."""
    journal_note: str = ""
    """What was wrong with the autosave journal itself (a damaged line, a file that cannot be read)."""

    @property
    def dropped(self) -> int:
        return self.answers - self.kept

    @property
    def journal_dropped(self) -> int:
        return self.journal - self.journal_kept

    @property
    def complete(self) -> bool:
        """Every recorded answer replayed (to the recorded state hash)."""
        return self.dropped == 0 and self.journal_dropped == 0 and not self.journal_note

    def line(self) -> str:
        """One line: what was kept and dropped, and why."""
        text = f"kept {self.kept} of the save's {self.answers} answers, dropped {self.dropped}"
        if self.journal:
            text += (f"; kept {self.journal_kept} of the {self.journal} later answers in its autosave journal, "
                     f"dropped {self.journal_dropped}")
        if self.journal_note:
            text += f"; {self.journal_note}"
        return text + (f" ({self.problem})" if self.problem and self.problem != self.journal_note else "")


_DEFER_START: ContextVar[bool] = ContextVar("mcdesk_referee_defer_start", default=False)


class RefereedState(Protocol):
    result: str | None

    def canonical(self) -> dict[str, Any]: ...

    def state_hash(self) -> str: ...


class GameSetupLike(Protocol):
    def to_dict(self) -> dict[str, Any]: ...


StateT = TypeVar("StateT", bound=RefereedState)
SetupT = TypeVar("SetupT", bound=GameSetupLike)


class GameOver(Exception):
    """Raised by a procedure to end the game: ``result`` ("win", "loss", or a game's own word) and why."""

    def __init__(self, result: str, reason: str) -> None:
        super().__init__(f"{result}: {reason}")
        self.result = result
        self.reason = reason


@dataclass(frozen=True)
class Checkpoint:
    """A point the procedure can restart from without what came before."""

    answers: int
    """How many log entries had been applied when the game got here (it got here on the way to the next
    decision, so the entry that follows is ``answers[self.answers]``)."""
    resume: ResumePoint
    state: Any
    """A private copy of the state, never shared with a live run (each restart copies it again)."""
    rng: tuple[Any, ...]
    log: int
    """How many log lines had been written."""


class Referee(Generic[StateT, SetupT]):
    """Drives one game's procedure. See the module docstring for what a game implements."""

    GAME: ClassVar[str] = ""

    setup: SetupT
    state: StateT

    def __init__(self, setup: SetupT, seed: int, *, answers: Iterable[str] = (), start: bool = True) -> None:
        """``start=False`` builds the game without running its procedure (a save then starts it from its
        checkpoint)."""
        self.setup = setup
        self.seed = seed
        self.answers: list[str] = []
        self.redo_stack: list[str] = []
        self.pending: Decision | None = None
        self.log_lines: list[str] = []
        self.events: list[GameEvent] = []
        """What the last answer (or change by hand) did, in order; what setup did before the first answer."""
        self.checkpoints: list[Checkpoint] = []
        """The checkpoints of the current history, in order (at most one per number of answers)."""
        self.rng = random.Random(seed)
        self._proc: Procedure | None = None
        self._replaying = False
        self._floor = 0
        """Entries before this one were not replayed (the game opened from a save's checkpoint): undo past it
        first checks that they still replay (:meth:`check_history`)."""
        self._floor_hash = ""
        self._history_ok: bool | None = True
        self.history_note = ""
        """Why earlier history is kept as text only, when it is (also written to the log)."""
        self._saved_checkpoint: tuple[Checkpoint, dict[str, Any]] | None = None
        self.load_report: LoadReport | None = None
        """What opening a save kept and dropped (None for a game not opened from a save)."""
        self._fell_back = False
        self._validate_setup()
        if start and not _DEFER_START.get():
            self._start_run(None)
        for key in answers:
            self.play_entry(key)

    # == what a game implements =====================================================================
    def _new_state(self) -> StateT:
        raise NotImplementedError

    def _procedure(self, resume: ResumePoint | None) -> Procedure:
        raise NotImplementedError

    def _reset_run(self) -> None:
        """Clear per-run scratch kept outside the state."""

    def _game_over(self, result: str, reason: str) -> None:
        raise NotImplementedError

    def _validate_setup(self) -> None:
        """Raise InvalidSetup naming what cannot be played."""

    def _copy_state(self, state: StateT) -> StateT:
        return copy.deepcopy(state)

    def _state_from_data(self, data: Mapping[str, Any]) -> StateT | None:
        """The state whose ``canonical()`` is ``data``; None when the game cannot rebuild one."""
        return None

    def _state_problems(self, state: StateT) -> list[str]:
        """What is inconsistent in a state read from a save (a card in two zones...); a game checks its own."""
        return zone_problems(state)

    def _procedure_ended(self) -> None:
        """The procedure returned without a result (a test procedure may; a whole game must not)."""
        raise EngineError("the game procedure ended without a result")

    def _after_advance(self) -> None:
        """Called after every step of the procedure (the game reached a decision or its end)."""

    def _trim_log(self, n: int) -> None:
        """Keep the first ``n`` log lines (a game keeping more per line trims that too)."""
        del self.log_lines[n:]

    def _restore_log(self, lines: list[str]) -> None:
        """The log up to a save's checkpoint, as text."""
        self.log_lines = list(lines)

    def _note(self, line: str) -> None:
        """Tell the players something about the game itself (not a game event)."""
        self.log_lines.append(line)

    def _fresh(self) -> Self:
        """A new game of the same setup, seed and cards, at its start."""
        return type(self)(self.setup, self.seed)

    @classmethod
    def _setup_from_dict(cls, data: Mapping[str, Any]) -> SetupT:
        raise NotImplementedError

    # == public API ==================================================================================
    @property
    def result(self) -> str | None:
        return self.state.result

    @property
    def over(self) -> bool:
        return self.state.result is not None

    def legal_options(self) -> tuple[Option, ...]:
        return self.pending.options if self.pending else ()

    def state_hash(self) -> str:
        return self.state.state_hash()

    def answer(self, key: str) -> list[GameEvent]:
        """Answer the pending decision with one of its options' keys; returns what happened. Illegal answers
        change nothing; an error inside the rules leaves the game as it was before the answer."""
        if self.pending is None:
            raise IllegalAnswer(f"answer {key!r}: the game is over, there is no pending decision")
        if self.pending.option(key) is None:
            legal = ", ".join(self.pending.keys)
            raise IllegalAnswer(f"answer {key!r} is not a legal option for {self.pending.prompt!r}; legal: {legal}")
        return self._record(key, lambda: self._advance(key), f"while answering {key!r}")

    def play_entry(self, key: str) -> list[GameEvent]:
        """Apply one log entry (an answer; a game may have other kinds of entries)."""
        return self.answer(key)

    def undo(self) -> bool:
        """Step back to the previous decision. Returns False when there is nothing to undo."""
        if not self.answers or not self._can_restore_to(len(self.answers) - 1):
            return False
        redo = self.redo_stack + [self.answers[-1]]
        self._restore_to(len(self.answers) - 1)
        self.redo_stack = redo
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        key = self.redo_stack.pop()
        keep = list(self.redo_stack)  # answering clears the redo stack; keep the rest of it
        self.play_entry(key)
        self.redo_stack = keep
        return True

    @classmethod
    def replay(cls, setup: SetupT, seed: int, answers: Iterable[str], **kwargs: Any) -> Self:
        """Play ``answers`` from the start. Raises CorruptLog naming the first answer that does not fit."""
        g = cls(setup, seed, **kwargs)
        g._play_log(answers, 1)
        return g

    def _play_log(self, answers: Iterable[str], first: int) -> None:
        for n, key in enumerate(answers, first):
            try:
                self.play_entry(key)
            except IllegalAnswer as e:
                raise CorruptLog(f"log answer {n} ({key!r}) does not fit the game: {e}") from None

    def to_save(self) -> dict[str, Any]:
        """The save envelope: setup, seed, answers, state hash and the last checkpoint (loading restores it and
        replays only the answers after it)."""
        data: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.GAME,
            "setup": self.setup.to_dict(),
            "seed": self.seed,
            "answers": list(self.answers),
            "answers_digest": answers_digest(self.answers),
            "state_hash": self.state_hash(),
        }
        cp = self.checkpoint_data()
        if cp is not None:
            data["checkpoint"] = cp
        return data

    def checkpoint_data(self) -> dict[str, Any] | None:
        """The last checkpoint as save data (see :mod:`mcdesk.core.checkpoints`); None without one."""
        if not self.checkpoints or not self._saves_checkpoints():
            return None
        cp = self.checkpoints[-1]
        saved = self._saved_checkpoint
        if saved is None or saved[0] is not cp:  # a checkpoint's data never changes: make it once
            log = self.log_lines[:cp.log]
            saved = (cp, {
                "answers": cp.answers, "resume": cp.resume, "state": cp.state.canonical(),
                "state_hash": cp.state.state_hash(), "rng": rng_to_data(cp.rng), "log": log,
                "digest": checkpoint_digest(self.setup.to_dict(), self.seed, log),
            })
            self._saved_checkpoint = saved
        return saved[1]

    def _saves_checkpoints(self) -> bool:
        return type(self)._state_from_data is not Referee._state_from_data

    @classmethod
    def from_save(cls, data: Any, *, tail: Iterable[str] = (), **kwargs: Any) -> Self:
        with collection_paused():
            return cls._from_save(data, tail=tail, **kwargs)

    @classmethod
    def _from_save(cls, data: Any, *, tail: Iterable[str] = (), **kwargs: Any) -> Self:
        """Open a save: from its checkpoint when it has one (replaying only the answers after it), else by
        replaying every answer; the state hash is checked. ``tail``: answers given after the save was written
        (an autosave's journal), played after the check; one that does not fit ends the tail there.

        A save whose answers after the checkpoint no longer replay (a rules fix changed an outcome) opens at the
        checkpoint; the log says so, and keeps them as text."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise CorruptLog("not an mcdesk save: its format field is missing or different")
        if data.get("version") != SAVE_VERSION:
            raise CorruptLog(f"save version {data.get('version')!r} is not supported (expected {SAVE_VERSION})")
        game = data.get("game", LEGACY_GAME)
        if game != cls.GAME:
            raise CorruptLog(f"save is a game of {game!r}, not of {cls.GAME!r}")
        seed = data.get("seed")
        answers = data.get("answers")
        if not isinstance(seed, int) or not isinstance(answers, list) or not all(isinstance(a, str) for a in answers):
            raise CorruptLog("save is malformed: seed must be an integer and answers a list of strings")
        # Answers as the game wrote them: one that no longer replays means the rules changed, not the file.
        written = data.get("answers_digest") == answers_digest(answers)
        raw_setup = data.get("setup")
        if not isinstance(raw_setup, dict):
            raise CorruptLog(f"save's setup must be an object, not {_kind(raw_setup)}")
        try:
            setup = cls._setup_from_dict(raw_setup)
        except CorruptLog:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise CorruptLog(f"save's setup is malformed ({type(e).__name__}: {e})") from None
        expected = data.get("state_hash")
        checked = False
        # A checkpoint is trusted only when it belongs to this setup, seed and log: after an edit to one, the game
        # is replayed from the setup instead (and its answers must then reach the recorded state hash).
        raw_cp = data.get("checkpoint")
        trusted = isinstance(raw_cp, dict) and raw_cp.get("digest") == checkpoint_digest(raw_setup, seed,
                                                                                          raw_cp.get("log"))
        try:
            if trusted:
                token = _DEFER_START.set(True)  # the checkpoint starts the procedure, not the setup
                try:
                    g = cls(setup, seed, **kwargs)
                finally:
                    _DEFER_START.reset(token)
                if g._saves_checkpoints():
                    g._open_at_checkpoint(data["checkpoint"], answers, expected, strict=not written)
                    checked = True  # it compared the hash itself
                    if g._fell_back:
                        g = g._verify_fallback(answers, expected)
                else:
                    g = cls.replay(setup, seed, answers, **kwargs)
            else:
                g = cls.replay(setup, seed, answers, **kwargs)
        except InvalidSetup as e:
            raise CorruptLog(f"save's setup cannot be played: {e}") from None
        if not checked and expected is not None and expected != g.state_hash():
            why = (" (its checkpoint is not the one of its setup, seed and log, so the game was replayed from the "
                   "setup)") if raw_cp is not None and not trusted else ""
            raise CorruptLog(f"save's state hash does not match its replayed answers: the file was altered{why}")
        if not written and (data.get("checkpoint") is not None or "answers_digest" in data):
            # an answer changed or removed that the replay did not see: one before the checkpoint (not replayed),
            # or one that changed nothing hashed
            raise CorruptLog("save's answers do not match their digest: the file was altered")
        g._apply_journal(answers, tail)
        return g

    def _apply_journal(self, answers: list[str], tail: Iterable[str]) -> None:
        """After a save's ``answers`` were replayed: play its journal's later answers (``tail``), and record what
        was kept and dropped (:attr:`load_report`). The journal's answers come after all of the save's: when the
        save opened at an earlier point (its later answers no longer replay), they are not applied."""
        entries = list(tail)
        report = LoadReport(len(answers), len(self.answers), len(entries))
        if self._fell_back:
            report.problem = self.history_note
            if entries:
                note = (f"Its autosave journal's {len(entries)} later answers come after the answers that no longer "
                        "replay: they were not applied (the original file is kept).")
                self.history_note += " " + note
                self._note(note)
        elif entries:
            report.journal_kept, why = self._play_tail(entries)
            if report.journal_kept < len(entries):
                report.problem = why
                self._note(f"{len(entries) - report.journal_kept} of the {len(entries)} answers in this save's "
                           f"autosave journal no longer replay ({why}); the game opens after the first "
                           f"{report.journal_kept}.")
        self.load_report = report

    def _play_tail(self, tail: Iterable[str]) -> tuple[int, str]:
        """Answers given after a save was written (an autosave's journal); one that does not fit ends them.
        Returns how many were played, and why the next one was not."""
        played = 0
        for key in tail:
            if self.pending is None:
                return played, f"the game was over before journal answer {played + 1} ({key[:40]!r})"
            try:
                self.play_entry(key)
            except (IllegalAnswer, EngineError) as e:
                return played, f"journal answer {played + 1} ({key[:40]!r}) does not fit: {_first_line(e)}"
            played += 1
        return played, ""

    def _open_at_checkpoint(self, raw: Any, answers: list[str], expected: Any, *, strict: bool) -> None:
        """Open at the save's checkpoint and replay the answers after it. When they no longer fit: ``strict``
        (the answers are not the ones the game wrote) raises CorruptLog, else the game opens at the checkpoint."""
        n, resume, state_data, digest, rng, log = read_checkpoint(raw, len(answers))
        try:
            state = self._state_from_data(state_data)
        except CorruptLog:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as e:
            raise CorruptLog(f"save's checkpoint state is malformed ({type(e).__name__}: {_first_line(e)})") from None
        if state is None or state.state_hash() != digest:
            raise CorruptLog("save's checkpoint does not match its state hash: the file was altered")
        problems = self._state_problems(state)
        if problems:
            raise CorruptLog(f"save's checkpoint state is inconsistent: {problems[0]}")
        self._restore_log(log)
        self.answers = list(answers[:n])
        self.checkpoints = [Checkpoint(n, resume, state, rng, len(log))]
        self._start_run(self.checkpoints[0])
        self._floor, self._floor_hash, self._history_ok = n, digest, (None if n else True)
        try:
            self._play_log(answers[n:], n + 1)
            fits = expected is None or expected == self.state_hash()
            problem = "" if fits else "it ends on a different state"
        except (CorruptLog, EngineError) as e:
            fits, problem = False, str(e)
        if fits:
            return
        if strict:
            raise CorruptLog(problem if problem != "it ends on a different state" else
                             "save's state hash does not match its replayed answers: the file was altered")
        # The answers after the checkpoint no longer replay: open at the checkpoint, keep them as text.
        self.history_note = (f"The {len(answers) - n} answers after this save's last checkpoint no longer replay "
                             f"with this version's rules ({problem}); the game opens at that checkpoint and they "
                             "are kept as text only.")
        self._restore_log(log + [self.history_note])
        self.answers = list(answers[:n])
        self.checkpoints = [Checkpoint(n, resume, state, rng, len(log) + 1)]
        self.redo_stack = []
        self._fell_back = True
        self._start_run(self.checkpoints[0])

    def _verify_fallback(self, answers: list[str], expected: Any) -> Self:
        """This game opened at its save's checkpoint because the later answers do not replay: open there only if
        the checkpoint is one the rules reach (the answers before it replay to it from the setup). Otherwise the
        checkpoint is not evidence of anything (damaged, or the rules changed before it too): the game opens where
        the answers replay from the setup, which is a state that did happen."""
        n = len(self.answers)
        sibling = self._fresh()
        played = 0
        for key in answers[:n]:
            try:
                sibling.play_entry(key)
            except (IllegalAnswer, EngineError):
                break
            played += 1
        if played == n:
            same = [c for c in sibling.checkpoints if c.answers == n]
            if same and same[-1].state.state_hash() == self._floor_hash:  # the checkpoint is the rules' own
                self.checkpoints = [c for c in sibling.checkpoints if c.answers < n] + self.checkpoints
                self._floor, self._history_ok = 0, True
                return self
            for key in answers[n:]:
                try:
                    sibling.play_entry(key)
                except (IllegalAnswer, EngineError):
                    break
                played += 1
        if played == len(answers) and (expected is None or expected == sibling.state_hash()):
            return sibling  # only the checkpoint was wrong: every answer replays from the setup to the hash
        sibling.redo_stack = []
        sibling._fell_back = True
        sibling.history_note = (f"This save's checkpoint is not reached by its {n} earlier answers with this "
                                f"version's rules, and its later answers do not replay from it: the game opens after "
                                f"the first {played} of its {len(answers)} answers, the ones that replay from its "
                                "setup; the rest are kept as text only.")
        sibling._note(sibling.history_note)
        return sibling

    def check_history(self) -> bool:
        """Whether the entries before the checkpoint this game opened from still replay (once, then known). If
        they do not (a rules fix changed an outcome), they are kept as text only: undo stops at the checkpoint,
        and the log says so."""
        if self._history_ok is None:
            sibling = self._fresh()
            try:
                sibling._play_log(self.answers[: self._floor], 1)
                # The same history reaches the same checkpoint: the last one taken on the way to that decision.
                same = [c for c in sibling.checkpoints if c.answers == self._floor]
                ok = bool(same) and same[-1].state.state_hash() == self._floor_hash
            except (CorruptLog, EngineError):
                ok = False
            if ok:
                self.checkpoints = [c for c in sibling.checkpoints if c.answers < self._floor] + self.checkpoints
                self._floor = 0
            else:
                self.history_note = (f"The history before this save's checkpoint (its first {self._floor} "
                                     "answers) no longer replays with this version's rules: it is kept as text "
                                     "only, and undo stops at the checkpoint.")
                self._note(self.history_note)
            self._history_ok = ok
        return bool(self._history_ok)

    # == checkpoints ===================================================================================
    def checkpoint(self, resume: ResumePoint) -> None:
        """Called by the procedure where it could restart from ``resume`` (nothing in flight)."""
        n = len(self.answers)
        cp = Checkpoint(n, resume, self._copy_state(self.state), self.rng.getstate(), len(self.log_lines))
        if self.checkpoints and self.checkpoints[-1].answers >= n:
            self.checkpoints[-1] = cp  # the later point of the same answer is the better one
        else:
            self.checkpoints.append(cp)

    def _nearest_checkpoint(self, n: int) -> Checkpoint | None:
        best = None
        for cp in self.checkpoints:
            if cp.answers > n:
                break
            best = cp
        return best

    # == driving the procedure =========================================================================
    def _record(self, key: str, run: Callable[[], None], what: str) -> list[GameEvent]:
        """Apply one log entry: record it, ``run`` it; on an error inside the rules put everything back."""
        self.answers.append(key)
        self.events = []
        try:
            run()
        except Exception as e:
            if self._replaying:
                raise
            n = len(self.answers)
            del self.answers[-1]
            try:
                self._restore_to(len(self.answers))
            except Exception as again:  # the answers before it replayed once; they must again
                raise EngineError(f"engine error {what} (decision {n}): {type(e).__name__}: {e}; "
                                  f"restoring the game failed too: {type(again).__name__}: {again}") from e
            detail = str(e) if isinstance(e, EngineError) else f"{type(e).__name__}: {e}"
            raise EngineError(f"engine error {what} (decision {n}): {detail}; "
                              "the game was restored to its state before that answer") from e
        self.redo_stack.clear()
        return list(self.events)

    def _advance(self, key: str | None) -> None:
        proc = self._proc
        if proc is None:
            raise EngineError("the game has no running procedure")
        try:
            self.pending = proc.send(key) if key is not None else next(proc)
        except GameOver as over:
            self.pending = None
            self._proc = None
            self._game_over(over.result, over.reason)
        except StopIteration:
            self.pending = None
            self._proc = None
            self._procedure_ended()
        self._after_advance()

    def _detach(self) -> None:
        """Close the running procedure while this game still holds the state it ran on: its cleanup
        (``finally`` blocks) touches only that state, which is about to be replaced."""
        proc, self._proc = self._proc, None
        if proc is not None:
            try:
                proc.close()
            except Exception:  # a cleanup that fails on a state being thrown away does not matter
                pass

    def _start_run(self, cp: Checkpoint | None) -> None:
        """Start the procedure anew: from the beginning, or from a checkpoint."""
        self._detach()
        self.pending = None
        self._reset_run()
        if cp is None:
            self.state = self._new_state()
            self.rng = random.Random(self.seed)
            self._trim_log(0)
            self.checkpoints = []
        else:
            self.state = self._copy_state(cp.state)
            self.rng = random.Random()
            self.rng.setstate(cp.rng)
            self._trim_log(cp.log)
            self.checkpoints = [c for c in self.checkpoints if c.answers <= cp.answers]
        self.events = []
        self._proc = self._procedure(cp.resume if cp is not None else None)
        _RUNNING.add(self)
        self._advance(None)

    def _can_restore_to(self, n: int) -> bool:
        return n >= self._floor or self.check_history()

    def _restore_to(self, n: int) -> None:
        """Rebuild the game as it was after its first ``n`` entries: from the nearest checkpoint, replaying
        only the entries after it. The redo stack is left as it is."""
        entries = self.answers[:n]
        redo = list(self.redo_stack)
        cp = self._nearest_checkpoint(n)
        self._replaying = True
        try:
            self.answers = entries[: cp.answers] if cp is not None else []  # before a checkpoint counts them
            self._start_run(cp)
            for key in entries[len(self.answers):]:
                self.play_entry(key)
        finally:
            self._replaying = False
        self.redo_stack = redo
        self.events = []


def _first_line(e: BaseException) -> str:
    text = " ".join(str(e).split())
    return text if len(text) <= 200 else text[:197] + "..."


def _kind(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", type(None): "null", bool: "true/false"}.get(
        type(value), "a number" if isinstance(value, int | float) else type(value).__name__)


def zone_problems(state: Any) -> list[str]:
    """A state's cards each in exactly one zone, the zone the card names: the check of a game whose state is
    ``cards`` (id -> a card with ``.zone``, the name of its zone) and ``zones`` (name -> card ids). A state of
    another shape has nothing to check here."""
    cards = getattr(state, "cards", None)
    zones = getattr(state, "zones", None)
    if not isinstance(cards, dict) or not isinstance(zones, dict):
        return []
    problems: list[str] = []
    seen: dict[Any, str] = {}
    for zname, ids in zones.items():
        if not isinstance(ids, list):
            return [f"zone {zname!r} is not a list of cards"]
        for cid in ids:
            if cid in seen:
                problems.append(f"card {cid} is in both {seen[cid]} and {zname}")
                continue
            seen[cid] = zname
            card = cards.get(cid)
            if card is None:
                problems.append(f"zone {zname} holds unknown card {cid}")
            elif getattr(card, "zone", zname) != zname:
                problems.append(f"card {cid} names zone {getattr(card, 'zone', '?')}, found in {zname}")
    for cid in cards:
        if cid not in seen:
            problems.append(f"card {cid} is in no zone")
    return problems[:5]

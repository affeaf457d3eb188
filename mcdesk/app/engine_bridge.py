"""The engine in a worker thread: the window talks to it only through queued signals.

:class:`EngineBridge` owns the game (any game of :mod:`.game_kinds`: Marvel Champions, the Vs. System 2PCG,
Legendary) and lives in a worker ``QThread``. The window
sends it requests through one queued signal, ``(request id, operation, argument)``:

===========  ======================================  =====================================================
operation    argument                                what it does
===========  ======================================  =====================================================
``new``      ``(setup, seed[, seats])``              start a game (the setup's class says which game)
``load``     path of a save or a replay log          open it (the current game stays if it fails)
``save``     path                                    save the game (atomically, with its seats)
``answer``   an option's key                         answer the pending decision
``manual``   a :class:`ManualEdit` or its key        free table: change something by hand
``undo``     None                                    step back (past the autopilot's answers, see below)
``redo``     None                                    step forward again
``seek``     ``("step", n)`` or ``("to", n)``        replay stepper: move n answers, or to answer n
``suggest``  None                                    ask the autopilot what it would do (if it exists)
``pilot``    ``{"paused", "delay_ms", "seats",       pause or resume the autopilot, its pace, its seats;
             "follow_display"}``                     wait for ``shown`` before each autopilot answer
``shown``    None                                    the window has drawn the last view's events
``autosave`` path or None                            where the game is autosaved from now on
``reveal``   a seat                                  private hands: the person at that seat has the computer
``hands``    True or False                           games whose hands are secret only at a hot seat (Civil
                                                     War competitive mode): True shows every hand (open play)
===========  ======================================  =====================================================

**Autopilot seats.** Every decision whose :attr:`Decision.player` is an autopilot seat is answered by the
bridge itself, one at a time, ``autopilot_delay_ms`` after the view before it (a timer in the worker thread,
so requests such as ``pilot`` or ``undo`` get in between). The log notes its one-line reason. Undo while
autopilot seats play steps back past their answers to the last decision a person made (or changed by hand);
when every seat is the autopilot's, or the autopilot is paused, undo steps back one answer (and pauses it).

After every request that changes the game the bridge sends a frozen :class:`EngineView` (signal ``view``):
the table as a :class:`~mcdesk.table.view_model.TableView`, the pending decision, the new log lines, the
events that happened since the last view (:mod:`.event_feed`) and a few flags. Then it writes the autosave
and answers the request (signal ``reply``: the id and a :class:`Reply`).
The bridge never touches a widget, and the window never touches the game.

Anything unexpected that happens while handling a request (a fault outside the engine's own safety net) is
reported on ``failed``; the game is left as it was at the last good view, whose autosave is on disk.
"""

from __future__ import annotations

import dataclasses
import traceback
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from mcdesk.core.decisions import ActionKind, Decision, DecisionContext, DecisionKind, Payment
from mcdesk.core.errors import EngineError, IllegalAnswer, InvalidSetup
from mcdesk.core.events import EventKind, GameEvent

from ..games.champions.engine.manual import BY_HAND as MANUAL_KIND
from ..games.champions.engine.manual import PREFIX as MANUAL_PREFIX
from ..table.view_model import CardView, TableView
from .event_feed import EventFeed
from .game_kinds import CHAMPIONS, GameKind, Outcome, kind_named, kind_of
from .log_entries import BY_HAND as BY_HAND  # (the log's names, imported from here by the window)
from .log_entries import LINE as LINE
from .log_entries import NOTE, PILOT, LogEntry, entry_kind, note_text, pilot_line
from .log_entries import RESULT as RESULT
from .log_entries import ROUND as ROUND
from .offstage import NONE as NO_CARDS
from .offstage import decision_cards
from .private_hands import hide_hands, secret_lines
from .seats import (
    AUTOPILOT,
    HUMAN,
    Seats,
    all_human,
    is_autopilot,
    normalize_seats,
    save_game_with_seats,
    seats_from_save,
)

DEFAULT_AUTOPILOT_DELAY_MS = 700
"""The pause before each of the autopilot's answers, so that a person can follow them."""

@dataclass(frozen=True)
class SourceCard:
    """The card a decision is about."""

    id: int
    code: str
    name: str
    face_down: bool = False


@dataclass(frozen=True)
class EngineView:
    """What the window shows after each step: an immutable snapshot, safe to hand to another thread."""

    table: TableView
    pending: Decision | None
    log: tuple[LogEntry, ...]
    """New log entries since the last view, or the whole log when ``log_reset`` is set."""
    log_reset: bool
    decisions: int
    """How many entries (answers and changes by hand) the game's log has."""
    can_undo: bool
    can_redo: bool
    seed: int
    setup: Any
    """The game's setup (each game's own setup class)."""
    title: str
    """"Spider-Man vs Rhino"."""
    game_id: int
    """Changes when a new game starts or a save is opened."""
    source: SourceCard | None = None
    state_hash: str = ""
    seats: Seats = ()
    """"human" or "autopilot", per player."""
    autopilot_paused: bool = False
    redo_count: int = 0
    """Answers that redo (or the replay stepper) can step forward through."""
    events: tuple[GameEvent, ...] = ()
    """What happened since the last view, for the table to show (none after undo, open or a new game)."""
    game: str = CHAMPIONS
    """Which game this is (its save name, see :mod:`.game_kinds`)."""
    outcome: Outcome | None = None
    """How the end of the game is announced (None while it goes on)."""
    hand_seat: int | None = None
    """The seat whose hand the table shows face up when hands are private (None: no hand is shown; every
    hand is shown in games whose players see each other's hands)."""
    handover: int | None = None
    """Hands are private and the decision passed to another person at this computer: that seat, whose hand
    and options stay hidden until they ask for them (request ``reveal``)."""
    handover_to: str = ""
    """Who is asked to take the computer at a handover when it is a team ("the resistance team"; "": the
    player of the seat)."""
    hands_open: bool = False
    """The hot seat setting of a game whose hands are secret only at a hot seat is off: every hand shows."""
    team: str = ""
    """The team of the seat the pending decision asks, in games whose teams have names (Civil War competitive
    mode: "the resistance team"; "": no team to name, or no decision)."""
    decision_cards: Mapping[int, CardView] = dataclasses.field(default_factory=lambda: NO_CARDS)
    """The cards the pending decision's options name that the table does not list (a deck being searched, set
    aside cards): their faces for the card picker (see :mod:`.offstage`)."""
    sees: frozenset[int] | None = None
    """Hands are private: the seats whose secret log lines the window may show as they are now (the person or
    team at the computer; none at a handover); None: every line shows (see :meth:`LogEntry.text_for`)."""

    @property
    def kind(self) -> GameKind:
        return kind_named(self.game) or kind_named(CHAMPIONS)  # type: ignore[return-value]

    @property
    def result(self) -> str | None:
        return self.table.result

    @property
    def private_hands(self) -> bool:
        """Only the deciding person's (team's) hand shows."""
        return self.kind.private_hands and not (self.kind.hands_optional and self.hands_open)

    @property
    def autopilot_turn(self) -> bool:
        """The pending decision is an autopilot seat's, and the autopilot is about to answer it."""
        return (self.pending is not None and not self.autopilot_paused
                and is_autopilot(self.seats, self.pending.player))

    @property
    def has_autopilot(self) -> bool:
        return AUTOPILOT in self.seats


@dataclass(frozen=True)
class Reply:
    ok: bool
    message: str = ""
    data: Any = None


def frozen_decision(d: Decision | None) -> Decision | None:
    """The decision to hand to the window: it is immutable (options, actions and its typed context are frozen
    dataclasses of tuples), so the window thread can read it while the engine goes on."""
    return d


def game_title(game: Any) -> str:
    return kind_of(game).title(game)


def why_not_play(game: Any, card_id: int) -> str:
    """Why ``play:<card_id>`` is not a legal answer now, in the game's words."""
    d = game.pending
    reason = kind_of(game).why_not_play(game, card_id)
    if reason is not None:
        return reason
    if d is None:
        return "The game is over."
    return f"That card cannot be played now: “{d.prompt}” is waiting for an answer."


def nothing_to_choose(d: Decision) -> bool:
    """A discard that can only be Done (the hand is empty): the window answers it by itself."""
    only = d.options[0] if len(d.options) == 1 else None
    return d.kind is DecisionKind.DISCARD and only is not None and not only.cards and only.action is not None \
        and only.action.kind is ActionKind.KEEP


def autopilot_available(game: str = CHAMPIONS) -> bool:
    """Whether the autopilot of ``game`` (a save name) can play."""
    kind = kind_named(game)
    return kind is not None and kind.autopilot_available()


_Note = tuple[int, str, str, tuple[int, ...]]
"""A line the bridge adds to the log: (log position, text, entry kind, the cards of the answer it tells)."""


@dataclass(frozen=True)
class _Good:
    """What the last view sent showed, to go back to when something fails."""

    setup: Any
    seed: int
    answers: tuple[str, ...]
    redo: tuple[str, ...]
    game_id: int
    sent: int
    notes: tuple[_Note | None, ...]
    seats: Seats


class EngineBridge(QObject):
    """Runs a :class:`Game` in whatever thread it lives in; reports through signals (see the module text)."""

    view = Signal(object)
    """An :class:`EngineView` after every change."""
    reply = Signal(int, object)
    """(request id, :class:`Reply`) once a request has been handled."""
    failed = Signal(str)
    """Something unexpected went wrong; the game is as it was at the last good view (and its autosave)."""
    notice = Signal(str)
    """Something the player should read that no request asked about (the autopilot stopped, and why)."""

    def __init__(self, autosave: str | Path | None = None, db: Any = None,
                 autopilot_delay_ms: int = DEFAULT_AUTOPILOT_DELAY_MS) -> None:
        super().__init__()
        self.autosave_path = Path(autosave) if autosave else None
        self.autopilot_delay_ms = max(0, int(autopilot_delay_ms))
        self._db = db
        self._game: Any = None
        self._kind: GameKind = kind_of(None)
        self._notes: list[_Note | None] = []
        """One per game log entry: a line the bridge adds to the log before what the entry did."""
        self._deciders: list[int] | None = []
        """One per game log entry: the player who answered it (-1 for a change by hand); None: not known yet."""
        self._reasons: dict[tuple[int, str], str] = {}
        """(answer index, key) -> the autopilot's note, kept so that redo can show it again."""
        self._seats: Seats = ()
        self._revealed: int | None = None
        self.open_hands = False
        """Games whose hands are secret only at a hot seat (see :attr:`GameKind.hands_optional`): show them all."""
        """Private hands: the seat whose person last asked to see their hand (they have the computer)."""
        self._last_person: int | None = None
        self._paused = False
        self._sent = 0
        self._game_id = 0
        self._good: _Good | None = None
        self._autosaver: Any = None
        """The :class:`mcdesk.io.journal.Autosave` writing to ``autosave_path``."""
        self._timer = QTimer(self)  # a child: it moves to the worker thread with the bridge
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._autopilot_step)
        self._feed = EventFeed()
        self._skipped: tuple[GameEvent, ...] = ()
        self._by_itself = 0
        """Events of the answers given for a person that had nothing to decide (:meth:`_answer_empty`)."""
        self._seen: TableView | None = None
        """The whole table of the last view sent (before any hand was hidden): what everyone saw."""
        self.follow_display = False
        """The autopilot answers only once the window has shown the last view's events (request ``shown``)."""
        self._display_pending = False

    # -- the one entry point ---------------------------------------------------------------------------
    @Slot(int, str, object)
    def handle(self, rid: int, op: str, arg: object) -> None:
        try:
            handler = getattr(self, f"_op_{op}", None)
            if handler is None:
                reply = Reply(False, f"unknown request {op!r}")
            else:
                reply = handler(arg)
        except Exception as e:  # a fault outside the engine's safety net: report it, keep the thread alive
            detail = "".join(traceback.format_exception_only(type(e), e)).strip()
            self._roll_back()
            self.failed.emit(f"The engine failed while handling “{op}”: {detail}")
            self._show_paused()
            reply = Reply(False, f"engine failure: {detail}", "failed")
        self.reply.emit(rid, reply)

    def _roll_back(self) -> None:
        """Back to the game of the last view sent (the one the window shows and the autosave holds); the
        autopilot pauses, so that it does not walk into the same fault again."""
        self._timer.stop()
        if AUTOPILOT in self._seats:
            self._paused = True
        good = self._good
        game = self._game
        if good is None:
            self._game = None
            return
        self._game_id, self._sent, self._notes, self._seats = good.game_id, good.sent, list(good.notes), good.seats
        self._deciders = None
        if game is not None and game.setup == good.setup and game.seed == good.seed \
                and tuple(game.answers) == good.answers:
            game.redo_stack = list(good.redo)
            return
        try:
            self._game = self._kind.replay(good.setup, good.seed, good.answers, self._db_for(self._kind))
            self._game.redo_stack = list(good.redo)
        except Exception:  # cannot even rebuild it: only a restart from the autosave helps now
            self._game = None

    # -- operations ------------------------------------------------------------------------------------
    def _db_for(self, kind: GameKind) -> Any:
        """The Marvel Champions card database (the user's imported cards too); other games bring their own."""
        return self.database() if kind.key == CHAMPIONS else None

    def database(self) -> Any:
        if self._db is None:
            try:
                from ..io.userdata import load_user_database

                self._db = load_user_database()
            except Exception:  # a damaged user card store must not stop the built-in game
                from ..games.champions.cards.database import default_database

                self._db = default_database()
        return self._db

    def _op_new(self, arg: Any) -> Reply:
        setup, seed, *rest = arg
        kind = kind_of(setup)
        try:
            game = kind.new(setup, int(seed), self._db_for(kind))
        except InvalidSetup as e:
            return Reply(False, f"Cannot start the game: {e}")
        except EngineError as e:
            return Reply(False, f"Cannot start the game: {e}")
        self._adopt(game, normalize_seats(rest[0] if rest else None, kind.players(setup)))
        return self._after_change(Reply(True, f"New game: {game_title(game)}, seed {game.seed}."))

    def _op_load(self, arg: Any) -> Reply:
        from ..io.opening import open_game_file
        from ..io.saves import SaveError

        try:
            # The CLI's reader too (mcdesk replay/render): the same games, journals and errors. A save that does
            # not replay as written gets its original kept beside it before any autosave can write over it.
            opened = open_game_file(str(arg), self.database(), keep=True)
            game = opened.game
            kind = opened.kind
            players = kind_of(game).players(game.setup)
            seats = all_human(players) if kind == "log" else seats_from_save(opened.data, players)
        except SaveError as e:
            return Reply(False, str(e))
        except Exception as e:  # anything else a damaged file may provoke: the current game stays
            return Reply(False, f"{arg}: cannot be opened: {type(e).__name__}: {e}")
        self._adopt(game, seats)
        n = len(game.answers)
        problem = opened.problem(str(arg))
        if kind == "log":
            message = (f"Replayed {arg}: {n} decision{'s' if n != 1 else ''}, ending on the log's state hash. "
                       "Game > Replay steps back and forth through them.")
        elif problem:
            message = f"Opened {arg} at its last state that replays: {opened.report.line() if opened.report else ''}."
        else:
            message = f"Opened {arg}."
        return self._after_change(Reply(True, message, {"kind": kind, "decisions": n, "problem": problem,
                                                        "state_hash": game.state_hash()}))

    def _op_autosave(self, arg: Any) -> Reply:
        """Where the game is autosaved from now on (None: nowhere); see :mod:`.recent_games`."""
        self.autosave_path = Path(str(arg)) if arg else None
        return Reply(True, "")

    def _op_save(self, arg: Any) -> Reply:
        from ..io.saves import SaveError

        game = self._game
        if game is None:
            return Reply(False, "There is no game to save.")
        try:
            save_game_with_seats(game, str(arg), self._seats)
        except SaveError as e:
            return Reply(False, str(e))
        except OSError as e:
            return Reply(False, f"{arg}: cannot be written: {e.strerror or e}")
        return Reply(True, f"Saved to {arg}.", str(arg))

    def _op_answer(self, arg: Any) -> Reply:
        game = self._require()
        key = str(arg)
        d = game.pending
        if d is None:
            return Reply(False, "The game is over: there is nothing to answer.")
        if self._pilot_turn(game):
            return Reply(False, f"Player {d.player + 1} is played by the autopilot; pause it (Game > Pause "
                                "Autopilot) to answer for that seat by hand.")
        option = d.option(key)
        if option is None:
            if key.startswith("play:") and key[5:].isdigit():
                return Reply(False, why_not_play(game, int(key[5:])))
            return Reply(False, f"“{key}” is not one of the answers to “{d.prompt}”.")
        log_at = len(game.log_lines)
        try:
            game.answer(key)
        except (IllegalAnswer, EngineError) as e:
            self._truncate(len(game.answers))
            return self._after_change(Reply(False, str(e)), reset=True)
        self._forget_reasons(len(game.answers) - 1)
        self._record(game, d, key, log_at)
        self._answer_empty(game)
        return self._after_change(Reply(True, option.label))

    def _op_manual(self, arg: Any) -> Reply:
        from ..games.champions.engine.manual import ManualEdit

        game = self._require()
        if not self._kind.manual_edits:
            return Reply(False, f"{self._kind.name} has no changes by hand: the free table is for Marvel Champions.")
        if not isinstance(arg, ManualEdit) and not str(arg).startswith(MANUAL_PREFIX):
            return Reply(False, f"not a change by hand: {arg!r}")
        try:
            edit = arg if isinstance(arg, ManualEdit) else ManualEdit.from_key(str(arg))
        except IllegalAnswer as e:  # a malformed change: refused, nothing changed
            return Reply(False, str(e))
        before = len(game.log_lines)
        d = game.pending
        try:
            game.manual_edit(edit)
        except (IllegalAnswer, EngineError) as e:
            self._truncate(len(game.answers))
            return self._after_change(Reply(False, str(e)), reset=True)
        self._forget_reasons(len(game.answers) - 1)
        self._record(game, d, game.answers[-1], before, manual=True)
        line = next((e.text for e in self._kind.log_events(game)[before:] if e.kind == MANUAL_KIND),
                    "Changed by hand.")
        return self._after_change(Reply(True, line))

    def _op_undo(self, arg: Any) -> Reply:
        game = self._require()
        if not game.answers:
            return Reply(False, "Nothing to undo.")
        n = len(game.answers)
        if AUTOPILOT not in self._seats:
            game = self._seek(game, n - 1)
            while game.answers and game.pending is not None and nothing_to_choose(game.pending):
                game = self._seek(game, len(game.answers) - 1)  # back past what was answered by itself
            return self._after_change(Reply(True, "Undone."), reset=True)
        if self._paused or HUMAN not in self._seats:
            was_running = not self._paused
            self._paused = True
            self._seek(game, n - 1)
            message = "Undone one decision."
            if was_running:
                message += (" The autopilot is paused, or it would play that decision again: Game > Pause "
                            "Autopilot resumes it.")
            return self._after_change(Reply(True, message), reset=True)
        deciders = self._decider_list(game)
        target = next((i for i in range(n - 1, -1, -1) if not is_autopilot(self._seats, deciders[i])), None)
        if target is None:
            return Reply(False, "Nothing of yours to undo: every decision so far was the autopilot's. Pause the "
                                "autopilot to step back through its decisions.")
        who = deciders[target]
        pilots = n - 1 - target
        self._seek(game, target)
        back = "your last change by hand" if who < 0 else f"Player {who + 1}'s last decision"
        message = f"Undone back to {back}"
        if pilots:
            message += f", past {pilots} of the autopilot's answer{'s' if pilots != 1 else ''}"
        return self._after_change(Reply(True, message + "."), reset=True)

    def _op_redo(self, arg: Any) -> Reply:
        game = self._require()
        if not game.redo_stack:
            return Reply(False, "Nothing to redo.")
        self._redo_one(game)
        pilots = 0
        if not self._paused and HUMAN in self._seats:  # redo what undo took back: up to a person's decision
            while game.redo_stack and self._pilot_turn(game):
                self._redo_one(game)
                pilots += 1
        message = "Redone." if not pilots else \
            f"Redone, with the autopilot's {pilots} answer{'s' if pilots != 1 else ''} after it."
        return self._after_change(Reply(True, message), reset=True)

    def _op_seek(self, arg: Any) -> Reply:
        """The replay stepper: ("step", n) moves n answers back (n < 0) or forward; ("to", n) goes to answer n.
        It pauses the autopilot (or it would answer again at once)."""
        game = self._require()
        how, amount = arg
        total = len(game.answers) + len(game.redo_stack)
        target = len(game.answers) + int(amount) if how == "step" else int(amount)
        target = max(0, min(total, target))
        if target == len(game.answers):
            edge = "the start" if target == 0 else "the end" if target == total else f"decision {target}"
            return Reply(False, f"Already at {edge} of the game's decisions.")
        paused = AUTOPILOT in self._seats and not self._paused
        if AUTOPILOT in self._seats:
            self._paused = True
        self._seek(game, target)
        message = f"Decision {target} of {total}."
        if paused:
            message += " The autopilot is paused: Game > Pause Autopilot resumes it."
        return self._after_change(Reply(True, message), reset=True)

    def _op_pilot(self, arg: Any) -> Reply:
        """Pause or resume the autopilot, set its pace, or change who plays each seat."""
        settings = dict(arg) if isinstance(arg, Mapping) else {}
        if "delay_ms" in settings:
            self.autopilot_delay_ms = max(0, int(settings["delay_ms"]))
        if "follow_display" in settings:
            self.follow_display = bool(settings["follow_display"])
            self._display_pending = self._display_pending and self.follow_display
        game = self._game
        if game is None:
            return Reply(True, "")
        if "seats" in settings:
            self._seats = normalize_seats(settings["seats"], self._kind.players(game.setup))
        if "paused" in settings:
            self._paused = bool(settings["paused"])
        if "seats" not in settings and "paused" not in settings:
            self._schedule()
            return Reply(True, "")
        if AUTOPILOT not in self._seats:
            message = "Every seat is played by a person."
        elif self._paused:
            message = "The autopilot is paused: answer for its seats by hand, or resume it."
        else:
            message = "The autopilot plays its seats."
        return self._after_change(Reply(True, message))

    def _op_reveal(self, arg: Any) -> Reply:
        """Private hands: the person at seat ``arg`` has the computer now; their hand and choices show."""
        self._require()
        try:
            seat = int(str(arg))
        except ValueError:
            return Reply(False, f"not a seat: {arg!r}")
        if not 0 <= seat < len(self._seats) or self._seats[seat] != HUMAN:
            return Reply(False, f"Player {seat + 1} is not a person at this computer.")
        self._revealed = seat
        return self._after_change(Reply(True, f"Player {seat + 1}'s hand is shown."))

    def _op_hands(self, arg: Any) -> Reply:
        """The hot seat setting: True shows every hand (open play), False hides the other team's."""
        self.open_hands = bool(arg)
        if self._game is None:
            return Reply(True, "")
        return self._after_change(Reply(True, "Every hand is shown." if self.open_hands else
                                        "Only the deciding team's hands are shown."))

    def _op_shown(self, arg: Any) -> Reply:
        """The window has shown the last view's events: the autopilot may answer (after its pause)."""
        self._display_pending = False
        self._schedule()
        return Reply(True, "")

    def _op_suggest(self, arg: Any) -> Reply:
        game = self._require()
        if game.pending is None:
            return Reply(False, "The game is over.")
        if not self._kind.autopilot_available():
            return Reply(False, "No suggestions: the autopilot is not available.")
        try:
            key, why = self._kind.suggest(game)
        except Exception as e:
            return Reply(False, f"The autopilot has no suggestion: {type(e).__name__}: {e}")
        option = game.pending.option(key)
        if option is None:
            return Reply(False, f"The autopilot suggested {key!r}, which is not a legal answer.")
        return Reply(True, why, (key, option.label, why))

    # -- the autopilot's seats ---------------------------------------------------------------------------
    def _pilot_turn(self, game: Any) -> bool:
        d = game.pending
        return d is not None and not self._paused and is_autopilot(self._seats, d.player)

    def _schedule(self) -> None:
        """Start the timer of the autopilot's next answer if it is the autopilot's turn; stop it otherwise."""
        game = self._game
        if self._display_pending:
            self._timer.stop()
        elif game is not None and self._pilot_turn(game) and self._kind.autopilot_available():
            self._timer.start(self.autopilot_delay_ms)
        else:
            self._timer.stop()

    @Slot()
    def _autopilot_step(self) -> None:
        game = self._game
        if game is None or not self._pilot_turn(game):
            return
        d = game.pending
        assert d is not None
        try:
            self._autopilot_answer(game, d)
        except Exception as e:  # as in handle(): back to the last good view, and the autopilot stops
            detail = "".join(traceback.format_exception_only(type(e), e)).strip()
            self._roll_back()
            self.failed.emit(f"The engine failed while the autopilot played for player {d.player + 1}: {detail}")
            self._show_paused()

    def _show_paused(self) -> None:
        """After a failure with autopilot seats: show the last good state again, now with the autopilot paused
        (so that a person can answer for its seats). If even that view cannot be built, the window keeps the
        last one it has."""
        if self._game is None or AUTOPILOT not in self._seats:
            return
        try:
            self._after_change(Reply(True, ""), reset=True)
        except Exception:
            pass

    def _autopilot_answer(self, game: Any, d: Decision) -> None:
        key, why = self._kind.suggest(game)
        option = d.option(key)
        players = self._kind.players(game.setup)
        if option is None:
            self._paused = True
            self._after_change(Reply(False, ""))
            self.notice.emit(f"The autopilot chose {key!r}, which is not a legal answer to “{d.prompt}”; it is "
                             "paused. Answer by hand, or resume it.")
            return
        log_at = len(game.log_lines)
        try:
            game.answer(key)
        except (IllegalAnswer, EngineError) as e:
            self._truncate(len(game.answers))
            self._paused = True
            self._after_change(Reply(False, ""), reset=True)
            self.notice.emit(f"The autopilot's answer “{option.label}” failed: {e}. The autopilot is paused.")
            return
        index = len(game.answers) - 1
        self._forget_reasons(index)
        note = pilot_line(d.player, players, why)
        self._reasons[(index, key)] = note
        self._record(game, d, key, log_at)
        self._answer_empty(game)
        reply = self._after_change(Reply(True, option.label))
        if "autosave failed" in reply.message:
            self.notice.emit(reply.message)

    def _answer_empty(self, game: Any) -> None:
        """A person is never asked what has nothing to choose: "You may discard any number of cards" with an
        empty hand is answered Done at once (here, not in the engine: the games' recorded answers stay as they
        are). Their events join the view's (:meth:`.EventFeed.events`)."""
        while (d := game.pending) is not None and not self._pilot_turn(game) and nothing_to_choose(d):
            self._skipped += tuple(e for e in getattr(game, "events", ()) if isinstance(e, GameEvent))
            log_at = len(game.log_lines)
            game.answer(d.options[0].key)
            self._by_itself += 1
            self._forget_reasons(len(game.answers) - 1)
            self._record(game, d, d.options[0].key, log_at)

    # -- bookkeeping of the log's entries ----------------------------------------------------------------
    def _record(self, game: Any, d: Decision | None, key: str, log_at: int, *, manual: bool = False) -> None:
        """Note the entry just applied (the last of ``game.answers``): its log line and who decided it."""
        index = len(game.answers) - 1
        player = -1 if manual or d is None or key.startswith(MANUAL_PREFIX) else d.player
        note: _Note | None = None
        reason = self._reasons.get((index, key))
        option = d.option(key) if d is not None else None
        cards = tuple(option.cards) if option is not None else ()
        if reason is not None:
            note = (log_at, reason, PILOT, cards)
        elif d is not None and not manual:
            text = note_text(d, key)
            note = (log_at, text, NOTE, cards) if text else None
        self._notes = self._notes[:index] + [None] * max(0, index - len(self._notes)) + [note]
        if self._deciders is not None and len(self._deciders) >= index:
            self._deciders = self._deciders[:index] + [player]
        else:
            self._deciders = None

    def _truncate(self, n: int) -> None:
        self._notes = self._notes[:n]
        if self._deciders is not None:
            self._deciders = self._deciders[:n] if len(self._deciders) >= n else None

    def _forget_reasons(self, index: int) -> None:
        """A new answer at ``index``: the autopilot notes kept for the old answers from there on are stale."""
        self._reasons = {k: v for k, v in self._reasons.items() if k[0] < index}

    def _decider_list(self, game: Any) -> list[int]:
        """Who answered each entry of the game's log (replaying it once if that is not known yet)."""
        if self._deciders is None or len(self._deciders) != len(game.answers):
            g = self._kind.new(game.setup, game.seed, self._db_for(self._kind))
            out: list[int] = []
            for key in game.answers:
                d = g.pending
                out.append(-1 if d is None or key.startswith(MANUAL_PREFIX) else d.player)
                g.play_entry(key)
            self._deciders = out
        return self._deciders

    def _redo_one(self, game: Any) -> None:
        d, log_at = game.pending, len(game.log_lines)
        rest = game.redo_stack[:-1]  # a copy: Game.redo() keeps the very list that answering clears
        key = game.redo_stack[-1]
        game.play_entry(key)
        game.redo_stack = rest
        self._record(game, d, key, log_at)

    def _seek(self, game: Any, target: int) -> Any:
        """Move to the point after ``target`` log entries, keeping the rest to redo (one replay at most)."""
        full = list(game.answers) + game.redo_stack[::-1]
        target = max(0, min(len(full), target))
        if target < len(game.answers):
            fresh = self._kind.replay(game.setup, game.seed, full[:target], self._db_for(self._kind))
            fresh.redo_stack = full[target:][::-1]
            self._game = fresh
            self._truncate(target)
            return fresh
        while len(game.answers) < target:
            self._redo_one(game)
        return game

    # -- helpers ---------------------------------------------------------------------------------------
    def _require(self) -> Any:
        if self._game is None:
            raise RuntimeError("no game has been started")
        return self._game

    def _adopt(self, game: Any, seats: Seats) -> None:
        self._game = game
        self._kind = kind_of(game)
        self._notes = [None] * len(game.answers)
        self._deciders = [] if not game.answers else None
        self._reasons = {}
        self._seats = seats
        self._revealed = None
        self._last_person = None
        self._paused = False
        self._sent = 0
        self._game_id += 1

    def _entries(self, game: Any) -> list[LogEntry]:
        notes: dict[int, list[tuple[str, str, tuple[int, ...]]]] = {}
        for n in self._notes:
            if n is not None:
                notes.setdefault(n[0], []).append((n[1], n[2], n[3]))
        out: list[LogEntry] = []
        for i, event in enumerate(self._kind.log_events(game)):
            out += [LogEntry(t, k, cards=c) for t, k, c in notes.get(i, ())]
            named = (event.card,) if event.card is not None and event.kind != EventKind.REVEALED else ()
            out.append(LogEntry(event.text, entry_kind(event), event, named))
        out += [LogEntry(t, k, cards=c) for t, k, c in notes.get(len(game.log_lines), ())]
        return out

    def _after_change(self, reply: Reply, *, reset: bool = False) -> Reply:
        """Send the new view, then write the autosave; return ``reply`` (noting an autosave failure). Then the
        autopilot's timer starts if the next decision is one of its seats'."""
        game = self._require()
        entries = self._entries(game)
        reset = reset or self._sent == 0 or self._sent > len(entries)
        new = tuple(entries) if reset else tuple(entries[self._sent:])
        kind = self._kind
        table = kind.table_view(game)
        if kind.private_hands:  # lines naming a card put into a secret hand: unnamed for the others
            new = secret_lines(new, table, None if reset else self._seen, lambda c: kind.card_title(game, c))
            self._seen = table
        hand_seat = handover = None
        sees: frozenset[int] | None = None
        handover_to = ""
        hands_open = kind.hands_optional and self.open_hands
        if kind.private_hands and not hands_open:
            hand_seat = self._hand_seat(game)
            if hand_seat is not None and not self._same_team(game, hand_seat, self._revealed) \
                    and self._human_teams(game) > 1:
                handover, hand_seat = hand_seat, None  # another person's (team's) turn at the computer: cover first
                handover_to = kind.team_name(game, handover)
            team = () if hand_seat is None else [
                i for i, s in enumerate(self._seats) if s == HUMAN and self._same_team(game, i, hand_seat)]
            table = hide_hands(table, hand_seat, team)
            sees = frozenset(team) | frozenset(() if hand_seat is None else (hand_seat,))
        events = self._feed.events(game, self._game_id, self._skipped, self._by_itself)
        self._skipped, self._by_itself = (), 0
        self._display_pending = self.follow_display and bool(events)
        source = None
        d = game.pending
        asked = "" if d is None else kind.team_name(game, d.player)
        if d is not None and d.source is not None:
            shown = kind.source_card(game, table, d.source)
            if shown is not None:
                source = SourceCard(d.source, shown[0], kind.card_title(game, d.source), shown[1])
        self.view.emit(EngineView(
            table=table, pending=frozen_decision(d), log=new, log_reset=reset, decisions=len(game.answers),
            can_undo=bool(game.answers), can_redo=bool(game.redo_stack), seed=game.seed, setup=game.setup,
            title=game_title(game), game_id=self._game_id, source=source, state_hash=game.state_hash(),
            seats=self._seats, autopilot_paused=self._paused, redo_count=len(game.redo_stack), events=events,
            game=kind.key, outcome=kind.outcome(game), hand_seat=hand_seat, handover=handover,
            handover_to=handover_to, hands_open=hands_open, team=asked, sees=sees,
            decision_cards=NO_CARDS if handover is not None else decision_cards(kind, game, table, d),
        ))
        self._sent = len(entries)
        self._good = _Good(game.setup, game.seed, tuple(game.answers), tuple(game.redo_stack), self._game_id,
                           self._sent, tuple(self._notes), self._seats)
        problem = self._autosave(game)
        self._schedule()
        if problem:
            return dataclasses.replace(reply, message=f"{reply.message} (autosave failed: {problem})".strip())
        return reply

    def _same_team(self, game: Any, a: int, b: int | None) -> bool:
        """Whether seats ``a`` and ``b`` share the computer's secrets (the same seat, or teammates)."""
        if b is None:
            return False
        return a == b or self._kind.team_of(game, a) == self._kind.team_of(game, b)

    def _human_teams(self, game: Any) -> int:
        """How many teams (players, in games without teams) have a person at this computer."""
        return len({self._kind.team_of(game, i) for i, s in enumerate(self._seats) if s == HUMAN})

    def _hand_seat(self, game: Any) -> int | None:
        """Whose hand is face up when hands are private: the person deciding; while an autopilot seat decides,
        the person who decided last (their hand stays in front of them); no one if no seat is a person's."""
        d = game.pending
        if d is not None and not is_autopilot(self._seats, d.player):
            self._last_person = d.player
            return d.player
        last = self._last_person
        if last is not None and 0 <= last < len(self._seats) and not is_autopilot(self._seats, last):
            return int(last)
        people = [i for i, s in enumerate(self._seats) if s == HUMAN]
        return people[0] if people else None

    def _autosave(self, game: Any) -> str | None:
        if self.autosave_path is None:
            return None
        from ..io.journal import Autosave
        from ..io.saves import SaveError
        from .seats import app_metadata

        try:
            self.autosave_path.parent.mkdir(parents=True, exist_ok=True)
            writer = self._autosaver
            if writer is None or writer.path != self.autosave_path:
                writer = self._autosaver = Autosave(self.autosave_path)
            # One short journal line per answer; a full save at checkpoints (io/journal.py), and when the round
            # changes, so that the recent games list (which reads the full save's summary) names it.
            writer.write(game, lambda: app_metadata(game, self._seats), (self._seats, self._kind._round(game)))
        except (SaveError, OSError, TypeError, ValueError) as e:
            self._autosaver = None
            return str(e)
        return None


def summary_line(view: EngineView) -> str:
    """Round, phase and whose turn, for the status bar."""
    t = view.table
    if t.result:
        if view.outcome is not None and view.game != CHAMPIONS:
            return f"Game over — {view.outcome.headline.rstrip('.!')}"
        return f"Game over — the players {'win' if t.result == 'win' else 'lose'}"
    if t.banner and t.areas:  # a two-sided table says the round, the phase and whose phase it is
        bits = [t.banner]
        if t.active_player is not None and 0 <= t.active_player < len(t.players):
            p = t.players[t.active_player]
            bits.append(f"{p.name} ({p.identity_name})'s turn")
        return " · ".join(bits)
    if view.game == "legendary":
        bits = [f"Turn {t.round}" if t.round else "Setup"]
        if t.active_player is not None and 0 <= t.active_player < len(t.players) and len(t.players) > 1:
            bits.append(f"{t.players[t.active_player].name}'s turn")
        return " · ".join(bits)
    if not t.round or t.phase in ("", "setup", "ready"):
        bits = ["Setup"]
    elif view.game == "vs":
        bits = [f"Turn {t.round}", f"{t.phase.split(' ')[0].replace('_', ' ')} phase"]
    else:
        bits = [f"Round {t.round}", f"{t.phase.replace('_', ' ')} phase"]
    if t.active_player is not None and 0 <= t.active_player < len(t.players):
        p = t.players[t.active_player]
        bits.append(f"{p.identity_name}'s turn" if len(t.players) == 1 else f"{p.name} ({p.identity_name})'s turn")
    return " · ".join(b for b in bits if b)


def payment_totals(extra: DecisionContext | None) -> tuple[dict[str, int], int] | None:
    """(paid by resource type, resources needed) from a pay decision's context; None for any other."""
    if not isinstance(extra, Payment):
        return None
    return extra.paid_by_type(), extra.need

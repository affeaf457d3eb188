"""The engine in a worker thread: the window talks to it only through queued signals.

:class:`EngineBridge` owns the :class:`~mcdesk.engine.game.Game` and lives in a worker ``QThread``. The window
sends it requests through one queued signal, ``(request id, operation, argument)``:

===========  ======================================  =====================================================
operation    argument                                what it does
===========  ======================================  =====================================================
``new``      ``(GameSetup, seed)``                   start a game
``load``     path of a save                          open a save (the current game stays if it fails)
``save``     path                                    save the game (atomically)
``answer``   an option's key                         answer the pending decision
``manual``   a :class:`ManualEdit` or its key        free table: change something by hand
``undo``     None                                    step back to the previous decision
``redo``     None                                    step forward again
``suggest``  None                                    ask the autopilot what it would do (if it exists)
===========  ======================================  =====================================================

After every request that changes the game the bridge sends a frozen :class:`EngineView` (signal ``view``):
the table as a :class:`~mcdesk.table.view_model.TableView`, the pending decision, the new log lines and a few
flags. Then it writes the autosave and answers the request (signal ``reply``: the id and a :class:`Reply`).
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
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..engine.database import CardDatabase
from ..engine.decisions import Decision, DecisionKind
from ..engine.errors import EngineError, IllegalAnswer, InvalidSetup
from ..engine.game import Game, GameSetup
from ..engine.manual import PREFIX as MANUAL_PREFIX
from ..engine.manual import ManualEdit
from ..table.view_model import TableView

AUTOSAVE_NAME = "autosave.json"

# Log entry kinds (how the log dock styles them).
LINE = "line"
ROUND = "round"
NOTE = "note"
"""A decision answered, added by the bridge: "You may respond: ... -> Pass"."""
BY_HAND = "by_hand"
RESULT = "result"

_NOTED_KINDS = frozenset({
    DecisionKind.WINDOW, DecisionKind.YES_NO, DecisionKind.CHOOSE, DecisionKind.ORDER, DecisionKind.NUMBER,
    DecisionKind.DEFEND, DecisionKind.TARGET,
})
"""Decisions whose answer the log notes (the engine's own lines already tell plays, payments and discards)."""


@dataclass(frozen=True)
class LogEntry:
    text: str
    kind: str = LINE


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
    setup: GameSetup
    title: str
    """"Spider-Man vs Rhino"."""
    game_id: int
    """Changes when a new game starts or a save is opened."""
    source: SourceCard | None = None
    state_hash: str = ""

    @property
    def result(self) -> str | None:
        return self.table.result


@dataclass(frozen=True)
class Reply:
    ok: bool
    message: str = ""
    data: Any = None


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def frozen_decision(d: Decision | None) -> Decision | None:
    """A private, read-only copy of a decision (its ``extra`` is the only mutable part)."""
    if d is None:
        return None
    return dataclasses.replace(d, extra=_freeze(dict(d.extra)))


def game_title(game: Game) -> str:
    heroes = " & ".join(game.db.card(p.identity).name for p in game.setup.players)
    try:
        villain = game.db.scenarios[game.setup.scenario].name
    except KeyError:
        villain = game.setup.scenario
    return f"{heroes} vs {villain}"


def why_not_play(game: Game, card_id: int) -> str:
    """Why ``play:<card_id>`` is not a legal answer now, in the game's words."""
    from ..cards.facts import X
    from ..engine.abilities import Ctx, Timing
    from ..engine.payment import sources
    from ..engine.players import team_up_ok
    from ..engine.playing import attach_targets, card_cost, max_per_player_ok, unique_conflict
    from ..engine.state import HAND

    d = game.pending
    if d is None:
        return "The game is over."
    card = game.state.cards.get(card_id)
    if card is None:
        return f"There is no card {card_id} in this game."
    title = game.card_title(card_id)
    if card.zone[0] != HAND:
        return f"{title} is not in a hand."
    owner = card.zone[1]
    if d.kind is not DecisionKind.TURN:
        return f"{title} cannot be played now: first answer “{d.prompt}”."
    if owner != d.player:
        return f"{title} is in player {(owner or 0) + 1}'s hand; it is player {d.player + 1}'s turn."
    f = game.facts(card_id)
    if f.type_code == "resource":
        return f"{title} is a resource card: it is discarded to pay for other cards, not played."
    if f.type_code not in ("ally", "support", "upgrade", "event", "player_side_scheme"):
        return f"{title} cannot be played from hand."
    script = game.script(card_id)
    if f.type_code == "event":
        actions = [a for a in script.abilities if a.from_hand and a.timing is Timing.ACTION]
        if not actions and script.abilities:
            timing = script.abilities[0].timing.value.lower()
            article = "an" if timing[0] in "aeiou" else "a"
            return f"{title} is not an action: it is played as {article} {timing}, when its moment comes."
        for a in actions:
            if a.form is not None and game.form(d.player) != a.form:
                form = "hero" if a.form == "hero" else "alter-ego"
                return f"{title} can be played only in {form} form."
    if script.play_restriction is not None and not script.play_restriction(Ctx(game, card_id, d.player)):
        return f"{title}'s condition to be played is not met."
    if not max_per_player_ok(game, card_id, d.player):
        return f"{title}: you already have as many copies as its limit allows."
    if not team_up_ok(game, card_id):
        return f"{title} has Team-Up: both named characters must be in play."
    if f.is_unique and unique_conflict(game, card_id):
        return f"{title} is unique and a card with that title is already in play."
    targets = attach_targets(game, card_id, d.player)
    if targets is not None and not targets:
        return f"There is nothing {title} can be attached to."
    cost = 0 if f.cost == X else card_cost(game, card_id, d.player)
    have = sum(sum(s.gives.values()) for s in sources(game, d.player, card_id, {card_id}))
    if have < cost:
        return (f"{title} costs {cost} and your other cards and resource abilities give only {have} "
                f"resource{'s' if have != 1 else ''}.")
    return f"{title} cannot be played now."


def _entry_kind(line: str) -> str:
    if line.startswith("—") or line.startswith("- Round"):
        return ROUND
    if line.startswith("By hand:"):
        return BY_HAND
    if line.startswith("The players win") or line.startswith("The players lose"):
        return RESULT
    return LINE


def _note(d: Decision, key: str) -> str | None:
    if d.kind not in _NOTED_KINDS:
        return None
    option = d.option(key)
    if option is None:
        return None
    who = f"Player {d.player + 1}"
    label = option.label.rstrip(".")
    if d.kind is DecisionKind.WINDOW:
        if key == "pass":
            return f"{d.prompt} — {who} passes."
        return f"{d.prompt} — {who}: {label}."
    return f"{d.prompt} — {label}."


def autopilot_available() -> bool:
    """Whether mcdesk.ai.autopilot exists and has ``Autopilot(seed).choose(game)`` and ``explain(game)``."""
    try:
        from ..ai import autopilot
    except Exception:
        return False
    cls = getattr(autopilot, "Autopilot", None)
    return cls is not None and callable(getattr(cls, "choose", None)) and callable(getattr(cls, "explain", None))


class EngineBridge(QObject):
    """Runs a :class:`Game` in whatever thread it lives in; reports through signals (see the module text)."""

    view = Signal(object)
    """An :class:`EngineView` after every change."""
    reply = Signal(int, object)
    """(request id, :class:`Reply`) once a request has been handled."""
    failed = Signal(str)
    """Something unexpected went wrong; the game is as it was at the last good view (and its autosave)."""

    def __init__(self, autosave: str | Path | None = None, db: CardDatabase | None = None) -> None:
        super().__init__()
        self.autosave_path = Path(autosave) if autosave else None
        self._db = db
        self._game: Game | None = None
        self._notes: list[tuple[int, str] | None] = []
        """One per game log entry: (log position, note) for answers the log notes."""
        self._sent = 0
        self._game_id = 0
        self._good: tuple[GameSetup, int, tuple[str, ...], int, int, tuple[tuple[int, str] | None, ...]] | None = None
        """What the last view sent showed: setup, seed, answers, game id, log entries sent, notes."""

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
            reply = Reply(False, f"engine failure: {detail}", "failed")
        self.reply.emit(rid, reply)

    def _roll_back(self) -> None:
        """Back to the game of the last view sent (the one the window shows and the autosave holds)."""
        good = self._good
        game = self._game
        if good is None:
            self._game = None
            return
        setup, seed, answers, game_id, sent, notes = good
        self._game_id, self._sent, self._notes = game_id, sent, list(notes)
        if game is not None and game.setup == setup and game.seed == seed and tuple(game.answers) == answers:
            return
        try:
            self._game = Game.replay(setup, seed, answers, self.database())
        except Exception:  # cannot even rebuild it: only a restart from the autosave helps now
            self._game = None

    # -- operations ------------------------------------------------------------------------------------
    def database(self) -> CardDatabase:
        if self._db is None:
            try:
                from ..io.userdata import load_user_database

                self._db = load_user_database()
            except Exception:  # a damaged user card store must not stop the built-in game
                from ..cards.database import default_database

                self._db = default_database()
        return self._db

    def _op_new(self, arg: Any) -> Reply:
        setup, seed = arg
        try:
            game = Game(setup, int(seed), self.database())
        except InvalidSetup as e:
            return Reply(False, f"Cannot start the game: {e}")
        except EngineError as e:
            return Reply(False, f"Cannot start the game: {e}")
        self._adopt(game)
        return self._after_change(Reply(True, f"New game: {game_title(game)}, seed {game.seed}."))

    def _op_load(self, arg: Any) -> Reply:
        from ..io.saves import SaveError, load_game

        try:
            game = load_game(str(arg), self.database())
        except SaveError as e:
            return Reply(False, str(e))
        except Exception as e:  # anything else a damaged file may provoke: the current game stays
            return Reply(False, f"{arg}: cannot be opened: {type(e).__name__}: {e}")
        self._adopt(game)
        return self._after_change(Reply(True, f"Opened {arg}."))

    def _op_save(self, arg: Any) -> Reply:
        from ..io.saves import SaveError, save_game

        game = self._game
        if game is None:
            return Reply(False, "There is no game to save.")
        try:
            save_game(game, str(arg))
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
        option = d.option(key)
        if option is None:
            if key.startswith("play:") and key[5:].isdigit():
                return Reply(False, why_not_play(game, int(key[5:])))
            return Reply(False, f"“{key}” is not one of the answers to “{d.prompt}”.")
        log_at = len(game.log_lines)
        try:
            game.answer(key)
        except (IllegalAnswer, EngineError) as e:
            self._notes = self._notes[:len(game.answers)]
            return self._after_change(Reply(False, str(e)), reset=True)
        note = _note(d, key)
        self._notes = self._notes[:len(game.answers) - 1] + [(log_at, note) if note else None]
        return self._after_change(Reply(True, option.label))

    def _op_manual(self, arg: Any) -> Reply:
        game = self._require()
        edit = arg if isinstance(arg, ManualEdit) else ManualEdit.from_key(str(arg))
        if not isinstance(arg, ManualEdit) and not str(arg).startswith(MANUAL_PREFIX):
            return Reply(False, f"not a change by hand: {arg!r}")
        before = len(game.log_lines)
        try:
            game.manual_edit(edit)
        except (IllegalAnswer, EngineError) as e:
            self._notes = self._notes[:len(game.answers)]
            return self._after_change(Reply(False, str(e)), reset=True)
        self._notes = self._notes[:len(game.answers) - 1] + [None]
        line = next((ln for ln in game.log_lines[before:] if ln.startswith("By hand:")), "Changed by hand.")
        return self._after_change(Reply(True, line))

    def _op_undo(self, arg: Any) -> Reply:
        game = self._require()
        if not game.undo():
            return Reply(False, "Nothing to undo.")
        self._notes = self._notes[:len(game.answers)]
        return self._after_change(Reply(True, "Undone."), reset=True)

    def _op_redo(self, arg: Any) -> Reply:
        game = self._require()
        if not game.redo_stack:
            return Reply(False, "Nothing to redo.")
        d, key, log_at = game.pending, game.redo_stack[-1], len(game.log_lines)
        game.redo()
        note = _note(d, key) if d is not None else None
        self._notes = self._notes[:len(game.answers) - 1] + [(log_at, note) if note else None]
        return self._after_change(Reply(True, "Redone."), reset=True)

    def _op_suggest(self, arg: Any) -> Reply:
        game = self._require()
        if game.pending is None:
            return Reply(False, "The game is over.")
        if not autopilot_available():
            return Reply(False, "No suggestions: the autopilot is not available.")
        from ..ai.autopilot import Autopilot

        pilot = Autopilot(game.seed)
        key = pilot.choose(game)
        option = game.pending.option(key)
        if option is None:
            return Reply(False, f"The autopilot suggested {key!r}, which is not a legal answer.")
        try:
            why = str(pilot.explain(game))
        except Exception as e:
            why = f"(no explanation: {type(e).__name__})"
        return Reply(True, why, (key, option.label, why))

    # -- helpers ---------------------------------------------------------------------------------------
    def _require(self) -> Game:
        if self._game is None:
            raise RuntimeError("no game has been started")
        return self._game

    def _adopt(self, game: Game) -> None:
        self._game = game
        self._notes = [None] * len(game.answers)
        self._sent = 0
        self._game_id += 1

    def _entries(self, game: Game) -> list[LogEntry]:
        notes: dict[int, list[str]] = {}
        for n in self._notes:
            if n is not None:
                notes.setdefault(n[0], []).append(n[1])
        out: list[LogEntry] = []
        for i, line in enumerate(game.log_lines):
            out += [LogEntry(t, NOTE) for t in notes.get(i, ())]
            out.append(LogEntry(line, _entry_kind(line)))
        out += [LogEntry(t, NOTE) for t in notes.get(len(game.log_lines), ())]
        return out

    def _after_change(self, reply: Reply, *, reset: bool = False) -> Reply:
        """Send the new view, then write the autosave; return ``reply`` (noting an autosave failure)."""
        game = self._require()
        entries = self._entries(game)
        reset = reset or self._sent == 0 or self._sent > len(entries)
        new = tuple(entries) if reset else tuple(entries[self._sent:])
        table = TableView.from_game(game)
        source = None
        d = game.pending
        if d is not None and d.source is not None and d.source in game.state.cards:
            c = game.state.cards[d.source]
            source = SourceCard(c.id, c.code, game.card_title(c.id), c.face_down)
        self.view.emit(EngineView(
            table=table, pending=frozen_decision(d), log=new, log_reset=reset, decisions=len(game.answers),
            can_undo=bool(game.answers), can_redo=bool(game.redo_stack), seed=game.seed, setup=game.setup,
            title=game_title(game), game_id=self._game_id, source=source, state_hash=game.state_hash(),
        ))
        self._sent = len(entries)
        self._good = (game.setup, game.seed, tuple(game.answers), self._game_id, self._sent, tuple(self._notes))
        problem = self._autosave(game)
        if problem:
            return dataclasses.replace(reply, message=f"{reply.message} (autosave failed: {problem})".strip())
        return reply

    def _autosave(self, game: Game) -> str | None:
        if self.autosave_path is None:
            return None
        from ..io.saves import SaveError, save_game

        try:
            self.autosave_path.parent.mkdir(parents=True, exist_ok=True)
            save_game(game, self.autosave_path)
        except (SaveError, OSError) as e:
            return str(e)
        return None


def summary_line(view: EngineView) -> str:
    """Round, phase and whose turn, for the status bar."""
    t = view.table
    if t.result:
        return f"Game over — the players {'win' if t.result == 'win' else 'lose'}"
    if not t.round or t.phase in ("", "setup", "ready"):
        bits = ["Setup"]
    else:
        bits = [f"Round {t.round}", f"{t.phase.replace('_', ' ')} phase"]
    if t.active_player is not None and 0 <= t.active_player < len(t.players):
        p = t.players[t.active_player]
        bits.append(f"{p.identity_name}'s turn" if len(t.players) == 1 else f"{p.name} ({p.identity_name})'s turn")
    return " · ".join(b for b in bits if b)


def payment_totals(extra: Mapping[str, object]) -> tuple[dict[str, int], int] | None:
    """(paid by resource type, resources needed) from a pay decision's ``extra``; None when absent."""
    paid = extra.get("paid")
    need = extra.get("need")
    if not isinstance(paid, Mapping) or not isinstance(need, int):
        return None
    return {str(k): int(v) for k, v in paid.items() if isinstance(v, int)}, need

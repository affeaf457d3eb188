"""The engine in a worker thread: the window talks to it only through queued signals.

:class:`EngineBridge` owns the :class:`Game` and lives in a worker :class:`QThread`. The window sends it
requests (start, answer, undo, redo) and gets back plain, immutable :class:`DecisionView` values: the
pending decision and a summary of the state, never the game itself.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ..engine.decisions import Decision
from ..engine.errors import EngineError, IllegalAnswer, InvalidSetup
from ..engine.game import Game, GameSetup
from ..engine.state import DECK, DISCARD, HAND, PLAY


@dataclass(frozen=True)
class DecisionView:
    """What the window shows after each step: a snapshot, safe to read from another thread."""

    pending: Decision | None
    summary: Mapping[str, Any]
    """See :func:`summarize`."""
    log: tuple[str, ...]
    """New log lines since the last view, or the whole log when ``log_reset`` is set (after an undo)."""
    log_reset: bool
    decisions: int
    """How many answers the game has had."""
    can_undo: bool
    can_redo: bool
    seed: int


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value


def summarize(game: Game) -> Mapping[str, Any]:
    """A plain, read-only summary of the game state (strings, numbers, tuples and mappings only).

    Keys: round, phase, active_player, first_player, result, result_reason, villain ({name, hp, max_hp,
    statuses} or None), main_scheme ({name, threat, target} or None), side_schemes ([{name, threat}]),
    encounter_deck, encounter_discard, players ([{index, name, identity, form, hp, max_hp, hand, in_play,
    exhausted, deck, discard, eliminated}]).
    """
    from ..engine.schemes import target_threat
    from ..engine.values import max_hit_points

    s = game.state

    def title(cid: int) -> str:
        return game.card_title(cid)

    def statuses(cid: int) -> list[str]:
        c = s.cards[cid]
        return [name for name in ("stunned", "confused", "tough") if getattr(c, name)]

    villain_id = game.villain()
    villain = None
    if villain_id is not None:
        villain = {"name": title(villain_id), "hp": game.hit_points(villain_id),
                   "max_hp": max_hit_points(game, villain_id), "statuses": statuses(villain_id)}
    main_id = game.main_scheme()
    main = None
    if main_id is not None:
        main = {"name": title(main_id), "threat": s.cards[main_id].threat, "target": target_threat(game, main_id)}
    sides = [{"name": title(c), "threat": s.cards[c].threat} for c in game.side_schemes()]

    players = []
    for p in s.players:
        ident = p.identity
        in_play = []
        for cid in s.zone(PLAY, p.index):
            if cid == ident:
                continue
            card = s.cards[cid]
            facts = game.facts(cid)
            bits = [facts.type_code.replace("_", " ")]
            if facts.type_code in ("ally", "minion"):
                bits.append(f"{game.hit_points(cid)}/{max_hit_points(game, cid)} hp")
            if card.threat:
                bits.append(f"{card.threat} threat")
            if card.counters:
                bits.append(f"{card.counters} counters")
            bits += statuses(cid)
            if card.exhausted:
                bits.append("exhausted")
            in_play.append(f"{title(cid)} ({', '.join(bits)})")
        players.append({
            "index": p.index,
            "name": game.setup.players[p.index].name if p.index < len(game.setup.players) else "",
            "identity": title(ident),
            "form": game.form(p.index).replace("_", " "),
            "hp": game.hit_points(ident),
            "max_hp": max_hit_points(game, ident),
            "statuses": statuses(ident),
            "identity_exhausted": s.cards[ident].exhausted,
            "hand": [title(c) for c in s.zone(HAND, p.index)],
            "in_play": in_play,
            "exhausted": [title(c) for c in s.zone(PLAY, p.index) if s.cards[c].exhausted],
            "deck": len(s.zone(DECK, p.index)),
            "discard": len(s.zone(DISCARD, p.index)),
            "eliminated": p.eliminated,
        })
    summary = {
        "round": s.round,
        "phase": s.phase,
        "active_player": s.active_player,
        "first_player": s.first_player,
        "result": s.result,
        "result_reason": s.result_reason,
        "villain": villain,
        "main_scheme": main,
        "side_schemes": sides,
        "encounter_deck": len(s.zone("encounter_deck")),
        "encounter_discard": len(s.zone("encounter_discard")),
        "players": players,
    }
    frozen: Mapping[str, Any] = _freeze(summary)
    return frozen


class EngineBridge(QObject):
    """Runs a :class:`Game` in whatever thread it lives in; reports through signals.

    Slots: :meth:`start`, :meth:`answer`, :meth:`undo`, :meth:`redo`. Signals: ``decision(DecisionView)``
    after every step, ``finished(str)`` when the game ends, ``error(str)`` when a request is refused or
    the engine fails (the game stays as it was), ``message(str)`` for notices ("nothing to undo").
    """

    decision = Signal(object)
    finished = Signal(str)
    error = Signal(str)
    message = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self._game: Game | None = None
        self._log_sent = 0
        self._announced = False

    # -- slots ---------------------------------------------------------------------------------------
    @Slot(object, object)
    def start(self, setup: GameSetup, seed: int) -> None:
        try:
            game = Game(setup, seed)
        except InvalidSetup as e:
            self.error.emit(f"cannot start the game: {e}")
            return
        except Exception as e:  # a fault in setup code: report it, keep the thread alive
            self.error.emit(f"cannot start the game: engine error: {type(e).__name__}: {e}")
            return
        self._game = game
        self._log_sent = 0
        self._announced = False
        self._emit(reset=True)

    @Slot(str)
    def answer(self, key: str) -> None:
        game = self._require()
        if game is None:
            return
        try:
            game.answer(key)
        except (IllegalAnswer, EngineError) as e:
            self.error.emit(str(e))
            self._emit(reset=False)  # the same decision again, so the window can take a new answer
            return
        self._emit(reset=False)

    @Slot()
    def undo(self) -> None:
        self._step_back(redo=False)

    @Slot()
    def redo(self) -> None:
        self._step_back(redo=True)

    # -- helpers ---------------------------------------------------------------------------------------
    def _step_back(self, *, redo: bool) -> None:
        game = self._require()
        if game is None:
            return
        try:
            moved = game.redo() if redo else game.undo()
        except (IllegalAnswer, EngineError) as e:
            self.error.emit(str(e))
            self._emit(reset=True)
            return
        if not moved:
            self.message.emit("Nothing to redo" if redo else "Nothing to undo")
        self._emit(reset=True)

    def _require(self) -> Game | None:
        if self._game is None:
            self.error.emit("no game has been started")
        return self._game

    def _emit(self, *, reset: bool) -> None:
        game = self._game
        assert game is not None
        lines = game.log_lines
        if reset or self._log_sent > len(lines):
            new, reset = tuple(lines), True
        else:
            new = tuple(lines[self._log_sent:])
        self._log_sent = len(lines)
        pending = game.pending
        if pending is not None:  # a private copy: the window must not share mutable engine data
            pending = dataclasses.replace(pending, extra=dict(pending.extra))
        try:
            summary = summarize(game)
        except Exception as e:  # never lose the decision because a summary line failed
            summary = MappingProxyType({"summary_error": f"{type(e).__name__}: {e}"})
        self.decision.emit(DecisionView(
            pending=pending, summary=summary, log=new, log_reset=reset, decisions=len(game.answers),
            can_undo=bool(game.answers), can_redo=bool(game.redo_stack), seed=game.seed,
        ))
        if game.result is None:
            self._announced = False
        elif not self._announced:
            self._announced = True
            verb = "win" if game.result == "win" else "lose"
            self.finished.emit(f"The players {verb}: {game.state.result_reason}")

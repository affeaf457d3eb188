"""State snapshots for checkpoints: a private copy of the state, its canonical data, and the state rebuilt
from that data (a save's checkpoint).

The copy is shallow where the state's parts are immutable values (a card's fields are numbers, strings and
tuples) and fresh where they are containers, so a checkpoint never shares a mutable object with a live run.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from mcdesk.core.errors import CorruptLog

from .state import SNAPSHOT, CardInstance, DelayedEffect, GameState, LastingEffect, PlayerState, bump_layout

_CARD_FIELDS = tuple(f.name for f in fields(CardInstance))
_PLAYER_FIELDS = tuple(f.name for f in fields(PlayerState))
_LASTING_FIELDS = tuple(f.name for f in fields(LastingEffect))
_DELAYED_FIELDS = tuple(f.name for f in fields(DelayedEffect))
_STATE_FIELDS = tuple(f.name for f in fields(GameState))
_IMMUTABLE = (int, str, bool, float, tuple, type(None))
_IMMUTABLE_FLAT = (int, str, bool, float, type(None))
"""Values a plain dict copy may share (a tuple could hold a container)."""


def _clone(obj: Any) -> Any:
    """A copy of a small dataclass whose fields hold immutable values (containers are copied deeply)."""
    new = object.__new__(type(obj))
    d = {k: v for k, v in obj.__dict__.items() if not k.startswith("_")}  # derived caches stay behind
    for k, v in d.items():
        if not isinstance(v, _IMMUTABLE):
            d[k] = copy.deepcopy(v)
    new.__dict__.update(d)
    return new


_NEW_CARD = CardInstance.__new__


def _clone_card(card: CardInstance) -> CardInstance:
    """A copy of a card: its fields are all immutable values (numbers, strings, tuples), so one dict copy does;
    a card holding anything else (a cache, a container) takes the careful path."""
    d = card.__dict__
    if len(d) != len(_CARD_FIELDS):  # e.g. a live card holding its checkpoint copy
        return _clone(card)
    new = _NEW_CARD(CardInstance)
    new.__dict__.update(d)
    return new


def copy_state(st: GameState) -> GameState:
    """A private copy of ``st``: changing either never changes the other."""
    return _copy(st, {k: _clone_card(c) for k, c in st.cards.items()})


def checkpoint_state(st: GameState) -> GameState:
    """A copy of the live state ``st`` for a checkpoint, which is never changed (restoring one copies it): a card
    not changed since the last checkpoint shares that checkpoint's copy of it (most cards wait in decks and
    discard piles between two turns). Any assignment to a live card drops its copy (``_Watched``)."""
    return _copy(st, {k: c.__dict__.get(SNAPSHOT) or _snapshot(c) for k, c in st.cards.items()}, replaced=False)


def _snapshot(card: CardInstance) -> CardInstance:
    snap = card.__dict__[SNAPSHOT] = _clone_card(card)
    return snap


def _copy(st: GameState, cards: dict[int, CardInstance], *, replaced: bool = True) -> GameState:
    new = object.__new__(GameState)
    d = {k: v for k, v in st.__dict__.items() if not k.startswith("_")}  # derived caches stay behind
    d["cards"] = cards
    d["zones"] = {k: list(v) for k, v in st.zones.items()}
    d["players"] = [_clone(p) for p in st.players]
    d["lasting"] = [_clone(e) for e in st.lasting]
    d["delayed"] = [_clone(e) for e in st.delayed]
    d["used"] = dict(st.used)
    flags = st.flags  # usually plain values: a dict copy does
    d["flags"] = dict(flags) if all(isinstance(v, _IMMUTABLE_FLAT) for v in flags.values()) else copy.deepcopy(flags)
    d["moves"] = []  # moves not yet reported belong to the run that made them
    for k, v in d.items():  # any other field a later version adds: never share a container
        if k not in ("cards", "zones", "players", "lasting", "delayed", "used", "flags", "moves") \
                and not isinstance(v, _IMMUTABLE):
            d[k] = copy.deepcopy(v)
    new.__dict__.update(d)
    if replaced:
        bump_layout()  # a state replaced: what was derived from the old one's layout is not this one's
    return new


def _build(cls: type[Any], data: Any, names: tuple[str, ...], what: str) -> Any:
    if not isinstance(data, Mapping) or set(data) != set(names):
        raise CorruptLog(f"checkpoint's {what} is malformed")
    try:
        return cls(**data)
    except TypeError as e:
        raise CorruptLog(f"checkpoint's {what} is malformed: {e}") from None


def state_from_data(data: Mapping[str, Any]) -> GameState:
    """The state whose :meth:`GameState.canonical` is ``data`` (raises CorruptLog when it cannot be)."""
    if not isinstance(data, Mapping) or set(data) != set(_STATE_FIELDS):
        raise CorruptLog("checkpoint's state does not have the fields of a game state")
    try:
        cards: dict[int, CardInstance] = {}
        for k, c in data["cards"].items():
            card = _build(CardInstance, c, _CARD_FIELDS, "card")
            zone = card.zone
            if not (isinstance(zone, list | tuple) and len(zone) == 2):
                raise CorruptLog(f"checkpoint's card {k} has no zone")
            card.zone = (zone[0], zone[1])
            if card.id != int(k):
                raise CorruptLog(f"checkpoint's card {k} is numbered {card.id}")
            cards[card.id] = card
        scalars = {n: data[n] for n in _STATE_FIELDS
                   if n not in ("cards", "zones", "players", "lasting", "delayed", "used", "flags")}
        st = GameState(
            cards=cards,
            zones={str(k): [int(i) for i in v] for k, v in data["zones"].items()},
            players=[_build(PlayerState, p, _PLAYER_FIELDS, "player") for p in data["players"]],
            lasting=[_build(LastingEffect, e, _LASTING_FIELDS, "lasting effect") for e in data["lasting"]],
            delayed=[_build(DelayedEffect, e, _DELAYED_FIELDS, "delayed effect") for e in data["delayed"]],
            used={str(k): int(v) for k, v in data["used"].items()},
            flags=copy.deepcopy(dict(data["flags"])),
            **scalars,
        )
    except (AttributeError, TypeError, ValueError, KeyError) as e:
        raise CorruptLog(f"checkpoint's state is malformed: {type(e).__name__}: {e}") from None
    problems = st.check_invariants()
    if problems:
        raise CorruptLog(f"checkpoint's state is inconsistent: {problems[0]}")
    return st


__all__ = ["checkpoint_state", "copy_state", "state_from_data"]

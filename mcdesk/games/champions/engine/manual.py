"""Free table: changes a player makes by hand (house rules, cards the engine cannot resolve).

Each change is recorded in the game's log as one entry (``manual:<json>``) so undo, replay and saves keep
it. The engine applies the change as told, then, back at the active player's turn decision, checks the state
it finds: a character at 0 hit points is defeated, a main scheme at its target threat advances.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

from mcdesk.core.errors import IllegalAnswer

from .state import GLOBAL_ZONES, PLAYER_ZONES, STATUSES

if TYPE_CHECKING:
    from .game import Game

PREFIX = "manual:"
REFRESH = "__refresh__"
"""Sent to the turn decision after a manual change, so it lists its options anew."""

KINDS = ("move", "exhaust", "ready", "flip", "set")
COUNTERS = ("damage", "threat", "counters", "acceleration") + STATUSES
MAX_COUNT = 999
"""The largest damage, threat, counters or acceleration a change may set."""
MAX_STATUS = 2
"""The most status cards of one type a change may set: one (Rules Reference, Status Cards: "A character
cannot have more than one status card of each type at a time"), two with Steady."""
_FIELD_TYPES: dict[str, tuple[type, ...]] = {
    "kind": (str,), "card": (int,), "zone": (str, type(None)), "player": (int, type(None)),
    "field": (str, type(None)), "value": (int, type(None)),
}


def _refuse_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > 20:
        raise ValueError(f"a number with {len(text.lstrip('-'))} digits")
    return int(text)


@dataclass(frozen=True)
class ManualEdit:
    kind: str
    """"move" (to ``zone`` of ``player``), "exhaust", "ready", "flip" (face up/down), or "set" (``field`` to
    ``value``: damage, threat, counters, acceleration, stunned, confused, tough)."""
    card: int
    zone: str | None = None
    player: int | None = None
    field: str | None = None
    value: int | None = None

    def key(self) -> str:
        return PREFIX + json.dumps(asdict(self), sort_keys=True, separators=(",", ":"))

    @staticmethod
    def from_key(key: str) -> ManualEdit:
        shown = key if len(key) <= 200 else key[:197] + "..."
        try:
            data = json.loads(key[len(PREFIX):], parse_constant=_refuse_constant, parse_int=_small_int)
        except (ValueError, RecursionError) as e:
            raise IllegalAnswer(f"malformed manual change {shown!r}: {e}") from None
        if not isinstance(data, dict):
            raise IllegalAnswer(f"malformed manual change {shown!r}: expected an object")
        unknown = sorted(str(k) for k in data if k not in _FIELD_TYPES)
        if unknown:
            raise IllegalAnswer(f"malformed manual change {shown!r}: unknown field(s) {', '.join(unknown)}")
        if "kind" not in data or "card" not in data:
            raise IllegalAnswer(f"malformed manual change {shown!r}: it needs a kind and a card")
        edit = ManualEdit(**data)
        check_types(edit)
        return edit


def check_types(e: ManualEdit) -> None:
    """Refuse a change whose fields have the wrong type (a change built by hand, or read from a file)."""
    for name, types in _FIELD_TYPES.items():
        value = getattr(e, name)
        if isinstance(value, bool) or not isinstance(value, types):
            want = {"kind": "text", "card": "a card id (a whole number)", "zone": "a zone name",
                    "player": "a player number", "field": "a counter's name", "value": "a whole number"}[name]
            shown = repr(value)
            shown = shown if len(shown) <= 40 else shown[:37] + "..."
            raise IllegalAnswer(f"manual change: {name} must be {want}, not {shown}")


BY_HAND = "by_hand"
"""The kind of the log's event for a change made by hand."""


_TO_PLAYER_ZONE = {
    "play": "into play for {p}", "hand": "to {p}'s hand", "deck": "to the top of {p}'s deck",
    "discard": "to {p}'s discard pile", "facedown_encounter": "facedown among {p}'s encounter cards",
    "nemesis": "to {p}'s nemesis set",
}
_TO_ZONE = {
    "villain": "into play as the villain", "villain_deck": "under the villain", "main_scheme": "into play as the "
    "main scheme", "main_scheme_deck": "under the main scheme", "villain_area": "into the villain's area",
    "encounter_deck": "to the top of the encounter deck", "encounter_discard": "to the encounter discard pile",
    "boost": "facedown as a boost card", "victory": "to the victory display", "removed": "out of the game",
    "set_aside": "aside",
}
_COUNT_NAMES = {"damage": ("damage", "damage"), "threat": ("threat", "threat"),
                "counters": ("counter", "counters"), "acceleration": ("acceleration token", "acceleration tokens")}


def where(zone: str | None, player: int | None) -> str:
    """Where a card goes, as a player says it: "into play for player 2", "to the encounter discard pile"."""
    if zone in _TO_PLAYER_ZONE and player is not None:
        return _TO_PLAYER_ZONE[zone].format(p=f"player {player + 1}")
    return _TO_ZONE.get(zone or "", f"to {(zone or 'somewhere').replace('_', ' ')}")


def count_words(field: str | None, value: int | None) -> str:
    """"now has 3 damage", "is confused", "is no longer tough", "has 2 stunned status cards"."""
    n = value or 0
    if field in STATUSES:
        if n == 0:
            return f"is no longer {field}"
        return f"is {field}" if n == 1 else f"has {n} {field} status cards"
    one, many = _COUNT_NAMES.get(field or "", (field or "?", field or "?"))
    return f"now has no {many}" if n == 0 else f"now has {n} {one if n == 1 else many}"


def _by_hand(g: Game, line: str) -> None:
    g.log(line, BY_HAND)


def check(g: Game, e: ManualEdit) -> None:
    """Refuse a change of the wrong shape, or that names something that does not exist, or sets a value out
    of range (the state stays as it was)."""
    check_types(e)
    if e.kind not in KINDS:
        raise IllegalAnswer(f"unknown manual change {e.kind!r}; known: {', '.join(KINDS)}")
    if e.card not in g.state.cards:
        raise IllegalAnswer(f"manual change names card {e.card}, which is not in this game")
    if e.kind == "move":
        if e.zone in PLAYER_ZONES:
            if e.player is None or not 0 <= e.player < len(g.state.players):
                raise IllegalAnswer(f"moving to {e.zone!r} needs a player (0-{len(g.state.players) - 1})")
        elif e.zone not in GLOBAL_ZONES:
            raise IllegalAnswer(f"unknown zone {e.zone!r}")
    if e.kind == "set":
        if e.field not in COUNTERS:
            raise IllegalAnswer(f"cannot set {e.field!r}; settable: {', '.join(COUNTERS)}")
        high = MAX_STATUS if e.field in STATUSES else MAX_COUNT
        if e.value is None or not 0 <= e.value <= high:
            raise IllegalAnswer(f"{e.field} must be a whole number, 0 or more and at most {high}, not {e.value!r}")


def apply(g: Game, e: ManualEdit) -> None:
    card = g.state.cards[e.card]
    title = g.card_title(e.card)
    if e.kind == "move":
        assert e.zone is not None
        owner = e.player if e.zone in PLAYER_ZONES else None
        g.state.move(e.card, (e.zone, owner), top=True)
        if e.zone == "play" and g.facts(e.card).type_code == "minion":
            card.engaged_with = e.player
        _by_hand(g, f"By hand: {title} goes {where(e.zone, owner)}.")
    elif e.kind in ("exhaust", "ready"):
        card.exhausted = e.kind == "exhaust"
        _by_hand(g, f"By hand: {title} is {'exhausted' if card.exhausted else 'readied'}.")
    elif e.kind == "flip":
        card.face_down = not card.face_down
        _by_hand(g, f"By hand: {title} is turned {'face down' if card.face_down else 'face up'}.")
    else:
        assert e.field is not None and e.value is not None
        setattr(card, e.field, e.value)
        _by_hand(g, f"By hand: {title} {count_words(e.field, e.value)}.")

"""The plain-data state of a Vs. System 2PCG game: every card is an instance in exactly one zone.

Zones per player: ``deck``, ``hand``, ``ko`` (the KO pile), ``resource`` (the resource row), ``aside`` (the
level 2 main character, set aside for everyone to see) and ``removed`` (out of the game). The front and back
rows belong to a *side*: in most layouts a side is one player; 2-headed teammates share one side.
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

PLAYER_ZONES = ("deck", "hand", "ko", "resource", "aside", "removed")
ROWS = ("front", "back")


@dataclass
class CardInstance:
    id: int
    code: str
    owner: int
    controller: int
    zone: str
    """``p<n>:<zone>`` or ``s<n>:front`` / ``s<n>:back``."""
    exhausted: bool = False
    stunned: bool = False
    """A stunned character is face down (rulebook: Stun)."""
    face_down: bool = False
    """A face-down resource (every resource is face down except a location played or turned face up)."""
    wounds: int = 0
    plus: int = 0
    minus: int = 0
    frozen: bool = False
    """Freeze: it does not ready during its controller's next recovery phase."""
    xp: int = 0


@dataclass
class PlayerState:
    index: int
    name: str
    side: int
    team: int
    main: int = -1
    """Card id of the main character in play (the level 1 or level 2 version)."""
    aside: int = -1
    """Card id of the other level's card (off to the side), -1 once both are gone."""
    out: bool = False
    main_ko: bool = False
    """The main character was KO'd: out of the game, except 2-headed teammates, who play on."""
    recruit_points: int = 0
    discount: int = 0
    """Star-Lord's Greatest Guardian: paid less for the next recruit this turn."""
    powers_used: list[str] = field(default_factory=list)
    """``<card id>:<power index>`` used this turn: the same super power only once each turn."""
    plots_played_turn: int = 0
    schemer_used: bool = False
    attacks_made: int = 0
    drew_first: bool = False


@dataclass
class Effect:
    """A lasting effect: ``until`` is "combat", "turn" or "game" (or "source" while its source stays face up)."""

    kind: str
    card: int = -1
    player: int = -1
    atk: int = 0
    def_: int = 0
    until: str = "turn"
    source: int = -1
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Combat:
    attackers: list[int]
    defender: int
    attacking_player: int
    defending_player: int
    ranged: bool
    team: bool
    flew: bool = False
    cancelled: bool = False
    juggernaut: bool = False
    resolving: bool = False
    """Strikes are simultaneous: a character stunned while they resolve stays counted in them."""
    used: list[str] = field(default_factory=list)
    """Per-combat "once" markers (not super powers, which are once per turn)."""


@dataclass
class GameState:
    cards: dict[int, CardInstance] = field(default_factory=dict)
    zones: dict[str, list[int]] = field(default_factory=dict)
    players: list[PlayerState] = field(default_factory=list)
    mode: str = "1v1"
    first_player: int = 0
    active: int = 0
    """The player whose turn it is (for 2-headed teammates, the team's first player)."""
    turn: int = 0
    phase: str = "setup"
    step: str = ""
    combat: Combat | None = None
    effects: list[Effect] = field(default_factory=list)
    shrink_used: list[int] = field(default_factory=list)
    result: str | None = None
    winners: list[int] = field(default_factory=list)
    reason: str = ""
    next_id: int = 1
    stalled_turns: int = 0

    def zone(self, name: str) -> list[int]:
        return self.zones.setdefault(name, [])

    def canonical(self) -> dict[str, Any]:
        """Plain JSON data (every card instance, zone, player, effect and the combat)."""
        d = asdict(self)
        d["cards"] = {str(k): v for k, v in sorted(d["cards"].items())}
        d["zones"] = {k: v for k, v in sorted(d["zones"].items())}
        return d

    def copy(self) -> GameState:
        """A deep copy, by hand: a checkpoint takes one each turn, and ``copy.deepcopy`` walking every card was
        most of a game's time (more with four players' cards). Lists and dicts of plain values are copied one
        level deep; anything else is deep-copied as before."""
        new = _dup(self)
        card_new = object.__new__
        cards = {}
        for k, c in self.cards.items():  # every field of a card is a plain value
            n = card_new(CardInstance)
            n.__dict__.update(c.__dict__)
            cards[k] = n
        new.cards = cards
        new.zones = {k: list(v) for k, v in self.zones.items()}
        new.players = [_dup(p) for p in self.players]
        new.effects = [_dup(e) for e in self.effects]
        new.combat = None if self.combat is None else _dup(self.combat)
        return new

    def state_hash(self) -> str:
        return hashlib.sha256(json.dumps(self.canonical(), sort_keys=True, separators=(",", ":")).encode()).hexdigest()


_PLAIN = frozenset({int, str, bool, float, type(None)})


def _copied(v: Any) -> Any:
    t = type(v)
    if t in _PLAIN:
        return v
    if t is list and all(type(x) in _PLAIN for x in v):
        return list(v)
    if t is dict and all(type(x) in _PLAIN for x in v.values()):
        return dict(v)
    return copy.deepcopy(v)


def _dup(obj: Any) -> Any:
    """A copy of a dataclass instance of this module with each attribute copied by :func:`_copied` (the state's
    own containers of instances are replaced by the caller)."""
    new = object.__new__(type(obj))
    new.__dict__.update({k: _copied(v) for k, v in obj.__dict__.items()
                         if k not in ("cards", "zones", "players", "effects", "combat")})
    return new


def state_from_canonical(d: Mapping[str, Any]) -> GameState | None:
    """The inverse of :meth:`GameState.canonical` (None if the data does not fit)."""
    try:
        data = dict(d)
        st = GameState(**{k: v for k, v in data.items() if k not in ("cards", "players", "effects", "combat")})
        st.cards = {int(k): CardInstance(**v) for k, v in data["cards"].items()}
        st.zones = {k: list(v) for k, v in data["zones"].items()}
        st.players = [PlayerState(**p) for p in data["players"]]
        st.effects = [Effect(**e) for e in data["effects"]]
        st.combat = Combat(**data["combat"]) if data.get("combat") else None
        return st
    except (KeyError, TypeError, ValueError):
        return None

"""Game state: every physical card is an instance with its own id, in exactly one zone.

The state is plain data so that it can be hashed canonically and snapshotted. Rules live elsewhere:
this module only knows where things are.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Hashable
from dataclasses import MISSING, asdict, dataclass, field, fields
from typing import Any, TypeVar

T = TypeVar("T")

# Zones owned by a player (key: (name, player index)).
DECK = "deck"
HAND = "hand"
DISCARD = "discard"
PLAY = "play"  # identity, allies, supports, upgrades, engaged minions, obligations in play
FACEDOWN_ENCOUNTER = "facedown_encounter"  # encounter cards dealt to the player, not yet revealed
NEMESIS = "nemesis"  # the player's set-aside nemesis set
PLAYER_ZONES = (DECK, HAND, DISCARD, PLAY, FACEDOWN_ENCOUNTER, NEMESIS)

# Zones of the villain side (key: (name, None)).
VILLAIN = "villain"  # the current villain stage
VILLAIN_DECK = "villain_deck"  # the villain's later stages, in order
MAIN_SCHEME = "main_scheme"  # the current main scheme stage
MAIN_SCHEME_DECK = "main_scheme_deck"  # later main scheme stages, in order
VILLAIN_AREA = "villain_area"  # side schemes, environments, attachments on villain-side cards
ENCOUNTER_DECK = "encounter_deck"
ENCOUNTER_DISCARD = "encounter_discard"
BOOST = "boost"  # boost cards dealt to the current activation
VICTORY = "victory"
REMOVED = "removed"  # removed from the game
SET_ASIDE = "set_aside"
GLOBAL_ZONES = (
    VILLAIN, VILLAIN_DECK, MAIN_SCHEME, MAIN_SCHEME_DECK, VILLAIN_AREA, ENCOUNTER_DECK,
    ENCOUNTER_DISCARD, BOOST, VICTORY, REMOVED, SET_ASIDE,
)
IN_PLAY_ZONES = frozenset({PLAY, VILLAIN, MAIN_SCHEME, VILLAIN_AREA})
_ACTIVE_ZONES = IN_PLAY_ZONES | {HAND}
"""Where cards' abilities can be used (see :func:`layout_version`)."""

ZoneKey = tuple[str, int | None]

STATUSES = ("stunned", "confused", "tough")

_LAYOUT_ATTRS = frozenset({"code", "face_down", "controller", "owner", "attached_to", "eliminated", "identity",
                           "zones", "cards", "players"})
_layout = [0, 0]


def layout_version() -> tuple[int, int]:
    """Numbers that change whenever a card in play (the first) or in a hand (the second), in any game, moves, shows
    another face, turns over, changes hands or is attached, a player is eliminated, or a state's zones are
    replaced: everything that decides which cards' abilities are active. Derived data (see
    :meth:`GameState.cached`) is kept only while they stay the same, so every value is still read from the state as
    it is now."""
    return (_layout[0], _layout[1])


def play_version() -> int:
    """The first of :func:`layout_version`: what is in play (hands left out)."""
    return _layout[0]


def bump_layout() -> None:
    """Mark a change of layout that no watched attribute saw (e.g. a zone reordered in place)."""
    _layout[0] += 1
    _layout[1] += 1


def _bump_for(zone_name: str) -> None:
    if zone_name in IN_PLAY_ZONES:
        _layout[0] += 1
    elif zone_name == HAND:
        _layout[1] += 1


_changes = [0]

_ZONE_NAMES: dict[ZoneKey, str] = {}
"""Zone keys' names (``hand:0``), made once."""


_TOKEN_ATTRS = frozenset({"exhausted", "threat", "counters", "acceleration", "stunned", "confused", "tough",
                          "surge"})
"""Card attributes no hit point value depends on (no card's hit point modifier reads them), set very often: they
do not move the hit point mark."""


def hit_point_mark(state: GameState) -> tuple[int, int, int, int]:
    """Changes whenever anything hit points can depend on may have changed: the layout, any other attribute of a
    card, a player or the state assigned (damage, attachment, engagement...), a lasting effect added or removed, a
    flag added. The engine's defeat check after an occurrence is skipped while it stays the same (the full check at
    the end of each phase and round runs regardless)."""
    return (_layout[0], _changes[0], len(state.lasting), len(state.flags))


SNAPSHOT = "_snapshot"
"""Where a card keeps its copy in the last checkpoint (see ``snapshot.checkpoint_state``); off the fields."""


_SAME_SKIPPED = frozenset({int, str, bool, type(None)})
"""Types of values whose assignment is skipped when the attribute already holds an equal value of the same type."""
_UNSET = object()


class _Watched:
    """Counts attribute assignments, and bumps the layout version when an attribute that decides what is active
    is assigned. A card assigned anything no longer matches its checkpoint copy: the copy is dropped."""

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        if type(value) in _SAME_SKIPPED:
            old = d.get(name, _UNSET)
            if old is value or (type(old) is type(value) and old == value):
                # The value it already holds (the engine often sets a face, a controller or a host again): nothing
                # changes, so no version moves and the checkpoint copy still matches. Only plain values: a
                # container assigned must become the object held, even when equal.
                return
        if SNAPSHOT in d:
            del d[SNAPSHOT]
        if name not in _TOKEN_ATTRS:
            _changes[0] += 1
        if name in _LAYOUT_ATTRS:
            zone = self.__dict__.get("zone")
            if zone is None:  # a player, the state, or a card being made
                bump_layout()
            elif zone[0] in _ACTIVE_ZONES:  # a card's attributes matter where its abilities work
                _bump_for(zone[0])
        elif name == "zone":
            old = self.__dict__.get("zone")
            if old is None:
                bump_layout()
            else:
                if old[0] in _ACTIVE_ZONES:
                    _bump_for(old[0])
                if value[0] in _ACTIVE_ZONES:
                    _bump_for(value[0])
        d[name] = value  # plain fields (no slots, no descriptors): what object.__setattr__ would do


@dataclass
class CardInstance(_Watched):
    id: int
    code: str
    """The code of the face showing (an identity's hero or alter-ego face, a scheme's stage)."""
    owner: int | None
    """Index of the owning player, or None for encounter cards."""
    controller: int | None
    zone: ZoneKey
    exhausted: bool = False
    face_down: bool = False
    damage: int = 0
    threat: int = 0
    counters: int = 0
    """All-purpose counters (also the counters of the uses keyword)."""
    acceleration: int = 0
    """Acceleration tokens (on the main scheme)."""
    stunned: int = 0
    confused: int = 0
    tough: int = 0
    attached_to: int | None = None
    engaged_with: int | None = None
    """For a minion: the index of the player it is engaged with."""
    surge: bool = False
    """This card gained surge while it resolves."""


_CARD_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(CardInstance) if f.default is not MISSING}
"""Every optional field of a new card with its default (all plain values)."""


@dataclass
class PlayerState(_Watched):
    index: int
    identity: int
    """Card id of the player's identity."""
    hero_set: str
    eliminated: bool = False
    changed_form_this_turn: bool = False


@dataclass
class LastingEffect:
    """A modifier that lasts until its timing point (e.g. "until the end of the phase").

    Stored as data (not a closure) so the state hashes and snapshots canonically.
    """

    stat: str
    op: str  # "add", "double", "halve", "set"
    amount: int
    target: int
    expires: str  # a timing point name: "end_of_activation", "end_of_turn", "end_of_phase", "end_of_round"
    source: int | None = None
    serial: int = 0
    """Order of resolution, so that the most recent "set" wins."""


@dataclass
class DelayedEffect:
    """"At the end of the round, discard him": an effect waiting for a timing point (Rules Reference
    "Delayed Effect"). It names an effect of its source card's script, so the state stays plain data."""

    point: str
    source: int
    effect: str
    controller: int | None = None


@dataclass
class GameState(_Watched):
    cards: dict[int, CardInstance] = field(default_factory=dict)
    zones: dict[str, list[int]] = field(default_factory=dict)
    """Ordered card ids per zone; the key is ``zone_name`` or ``zone_name:player``. Index 0 is the top."""
    players: list[PlayerState] = field(default_factory=list)
    first_player: int = 0
    active_player: int | None = None
    round: int = 0
    phase: str = "setup"
    lasting: list[LastingEffect] = field(default_factory=list)
    delayed: list[DelayedEffect] = field(default_factory=list)
    used: dict[str, int] = field(default_factory=dict)
    """Use counts for limits: key -> count (keys carry their period, e.g. "round:3:c12:0")."""
    flags: dict[str, Any] = field(default_factory=dict)
    """Small per-game facts that cards remember (e.g. the next card a player plays costs 1 less)."""
    serial: int = 0
    next_card_id: int = 1
    result: str | None = None
    """"win" or "loss" when the game has ended."""
    result_reason: str = ""

    def __post_init__(self) -> None:
        self.moves: list[tuple[int, ZoneKey, ZoneKey]] = []
        """Cards moved and not yet reported as events (the game reports them); not part of the state."""

    # -- derived data ---------------------------------------------------------------------------------
    def cached(self, key: Hashable, build: Callable[[], T], *, hands: bool = True) -> T:
        """``build()``, remembered until the layout version changes (kept off the dataclass fields, so it is
        neither hashed nor compared). Only for what depends on the layout alone: which cards are where. With
        ``hands=False``, for what depends on the cards in play alone: kept while only hands change."""
        slot = "_memo" if hands else "_memo_play"
        version: Hashable = (_layout[0], _layout[1]) if hands else _layout[0]
        memo: tuple[Hashable, dict[Hashable, Any]] | None = self.__dict__.get(slot)
        if memo is None or memo[0] != version:
            memo = (version, {})
            self.__dict__[slot] = memo
        try:
            return memo[1][key]
        except KeyError:
            value = memo[1][key] = build()
            return value

    def kept_in_play(self, key: Hashable) -> Any:
        """What ``cached(key, ..., hands=False)`` keeps now, or None when it keeps nothing for ``key`` (the values
        kept are never None): the common case of a read, without making the builder."""
        memo: tuple[Hashable, dict[Hashable, Any]] | None = self.__dict__.get("_memo_play")
        if memo is not None and memo[0] == _layout[0]:
            return memo[1].get(key)
        return None

    # -- zones -----------------------------------------------------------------------------------
    @staticmethod
    def zone_name(key: ZoneKey) -> str:
        found = _ZONE_NAMES.get(key)
        if found is None:
            name, player = key
            found = _ZONE_NAMES[key] = name if player is None else f"{name}:{player}"
        return found

    def zone(self, name: str, player: int | None = None) -> list[int]:
        key = (name, player)
        found = _ZONE_NAMES.get(key)
        if found is None:
            found = self.zone_name(key)
        ids = self.zones.get(found)
        return ids if ids is not None else self.zones.setdefault(found, [])

    def new_card(self, code: str, owner: int | None, key: ZoneKey, *, top: bool = False) -> CardInstance:
        # Built without the per-attribute hook (a game makes hundreds of cards); the counters move once below.
        card = object.__new__(CardInstance)
        card.__dict__.update(_CARD_DEFAULTS, id=self.next_card_id, code=code, owner=owner, controller=owner, zone=key)
        _changes[0] += 1
        self.next_card_id += 1
        self.cards[card.id] = card
        ids = self.zone(*key)
        if top:
            ids.insert(0, card.id)
        else:
            ids.append(card.id)
        _bump_for(key[0])
        return card

    def move(self, card_id: int, key: ZoneKey, *, top: bool = True, index: int | None = None) -> None:
        card = self.cards[card_id]
        self.zone(*card.zone).remove(card_id)
        ids = self.zone(*key)
        if key != card.zone:
            self.moves.append((card_id, card.zone, key))
        if index is not None:
            ids.insert(index, card_id)
        elif top:
            ids.insert(0, card_id)
        else:
            ids.append(card_id)
        card.zone = key  # bumps the layout version if either zone is in play or a hand

    def in_zone(self, name: str, player: int | None = None) -> list[CardInstance]:
        return [self.cards[i] for i in self.zone(name, player)]

    # -- canonical form ----------------------------------------------------------------------------
    def canonical(self) -> dict[str, Any]:
        """The state as plain data (what it hashes to and what a checkpoint saves)."""
        d = _fast_canonical(self)
        if d is None:  # a value of an unusual type somewhere: the general (slower) conversion
            d = asdict(self)
            d["cards"] = {str(k): v for k, v in sorted(d["cards"].items())}
        d["zones"] = {k: list(v) for k, v in sorted(self.zones.items()) if v}
        return d

    def state_hash(self) -> str:
        blob = json.dumps(self.canonical(), sort_keys=True, separators=(",", ":"), default=str)
        return hashlib.sha256(blob.encode()).hexdigest()

    def check_invariants(self) -> list[str]:
        """Problems with the state's consistency: a card in no zone or two, a negative counter."""
        problems: list[str] = []
        seen: dict[int, str] = {}
        for zname, ids in self.zones.items():
            for cid in ids:
                if cid in seen:
                    problems.append(f"card {cid} is in both {seen[cid]} and {zname}")
                seen[cid] = zname
                card = self.cards.get(cid)
                if card is None:
                    problems.append(f"zone {zname} holds unknown card {cid}")
                elif self.zone_name(card.zone) != zname:
                    problems.append(f"card {cid} thinks it is in {self.zone_name(card.zone)}, found in {zname}")
        for cid, card in self.cards.items():
            if cid not in seen:
                problems.append(f"card {cid} ({card.code}) is in no zone")
            for attr in ("damage", "threat", "counters", "acceleration", "stunned", "confused", "tough"):
                if getattr(card, attr) < 0:
                    problems.append(f"card {cid} has negative {attr}")
        return problems


_PLAIN = (int, str, bool, float, type(None))


def _flat(obj: Any) -> dict[str, Any] | None:
    """``asdict`` of a dataclass whose fields are plain values or tuples of them; None otherwise."""
    out = {}
    for name in _field_names(type(obj)):
        v = getattr(obj, name)
        if not isinstance(v, _PLAIN) and not (isinstance(v, tuple) and all(isinstance(x, _PLAIN) for x in v)):
            return None
        out[name] = v
    return out


_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _NAMES.get(cls)
    if names is None:
        names = _NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


def _fast_canonical(st: GameState) -> dict[str, Any] | None:
    """What ``asdict`` gives, about seven times faster, for a state of plain values (the usual case)."""
    d: dict[str, Any] = {}
    for name in _field_names(GameState):
        v = getattr(st, name)
        if name == "cards":
            cards = {}
            for k in sorted(v):
                c = _flat(v[k])
                if c is None:
                    return None
                cards[str(k)] = c
            d[name] = cards
        elif name in ("players", "lasting", "delayed"):
            items = [_flat(x) for x in v]
            if any(x is None for x in items):
                return None
            d[name] = items
        elif name in ("used", "flags"):
            if not all(isinstance(x, _PLAIN) for x in v.values()):
                return None
            d[name] = dict(v)
        elif name == "zones":
            d[name] = v
        elif isinstance(v, _PLAIN):
            d[name] = v
        else:
            return None
    return d

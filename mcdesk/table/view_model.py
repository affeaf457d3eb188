"""What the table shows, as an immutable snapshot of a game (no Qt, and no game: each game builds these).

A game supplies a :class:`TableView` (its ``mcdesk/games/<game>/view.py`` builds one from its state; Marvel
Champions: :func:`mcdesk.games.champions.view.table_view`). The view is plain values (frozen dataclasses,
tuples and read-only mappings), so it can be built in the engine's worker thread and handed to the GUI
thread. :func:`diff` says which cards moved or changed between two views, so that the table animates only
those. The table pieces (:mod:`.layout`, :mod:`.scene`, :mod:`.items`) know no game: everything they draw
comes from here.

What a game fills in:

- :class:`ZoneView` for every zone, keyed ``"<name>"`` for a shared zone and ``"p<n>:<name>"`` (see
  :func:`player_zone`) for player ``n``'s; ``kind`` is ROW (cards side by side), PILE (a stack, top card
  first; a deck counts its cards without listing them) or HAND; ``label`` is the caption; ``back`` is the
  card back a face-down pile shows ("player", "encounter", or a game's own back name).
- :class:`CardView` for every card listed: the fields a game has no use for stay at their defaults.
  ``tokens`` (damage, threat, counters, acceleration) and ``extra_tokens`` (any other kind, e.g. "+1/+1")
  are drawn as tokens, ``statuses`` as status chips, ``stats`` with :data:`STAT_LABELS` (or the name in
  capitals), ``hp``/``max_hp`` as a dial. An attachment is not listed in a zone's ``cards``: its ``zone`` is
  its host's zone and ``attached_to`` names the host (see :meth:`TableView.attachments`).
- :class:`PlayerView` for every player (``identity``: the player's main card, e.g. a hero or a main
  character).
- :class:`AreaView` (optional, two-sided games such as Marvel Champions' Civil War competitive mode): the
  table holds several game areas, each with its own shared zones (keyed ``"<prefix><name>"``, e.g.
  ``"a0:villain"``, see :func:`area_zone`) and its own players; the layout faces them across the table.
- :class:`Arrangement`: where the zones go. The table is drawn top to bottom as the ``shared_rows`` (zones
  every player shares, e.g. Marvel Champions' villain row), then one area per player holding the
  ``player_rows`` (player zone names, top row first), then the answering player's ``hand`` zone fanned
  along the bottom (the other players' hand zones are drawn as face-down piles where ``player_rows`` name
  them). Each :class:`ZoneSlot` says how much room its zone keeps when empty and how it shares spare width.

A minimal game view::

    ARRANGEMENT = Arrangement(
        shared_rows=((ZoneSlot("board", room=2.0, grow=1),),),
        player_rows=((ZoneSlot("deck"), ZoneSlot("hand"), ZoneSlot("play", room=3.0, grow=1)),),
        hand="hand",
    )
    TableView(cards=..., zones=(ZoneView("board", "Board", ROW, None, ids, len(ids)), ...),
              players=(PlayerView(0, "Player 1", main_card_id, "Hero"),), arrangement=ARRANGEMENT)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType

ROW = "row"
PILE = "pile"
HAND = "hand"

STAT_LABELS = {"attack": "ATK", "thwart": "THW", "defense": "DEF", "recover": "REC", "scheme": "SCH"}
"""How a stat is captioned on the table (any other stat: its name in capitals, see :func:`stat_label`)."""


def stat_label(name: str) -> str:
    return STAT_LABELS.get(name, name.upper())


def player_zone(player: int, name: str) -> str:
    return f"p{player}:{name}"


def area_zone(prefix: str, name: str) -> str:
    """A shared zone of one game area: ``area_zone("a1:", "villain")`` -> ``"a1:villain"``."""
    return f"{prefix}{name}"


def split_zone(key: str) -> tuple[int | None, str]:
    """``"p1:allies"`` -> ``(1, "allies")``; ``"villain"`` -> ``(None, "villain")``."""
    if key.startswith("p") and ":" in key:
        head, name = key.split(":", 1)
        if head[1:].isdigit():
            return int(head[1:]), name
    return None, key


@dataclass(frozen=True)
class CardView:
    id: int
    code: str
    name: str
    """The card's title as the game says it ("Rhino (I)"; "a facedown card" when hidden)."""
    type_code: str
    zone: str
    """The table zone it is shown in (an attachment: its host's zone)."""
    owner: int | None = None
    controller: int | None = None
    exhausted: bool = False
    face_down: bool = False
    damage: int = 0
    threat: int = 0
    counters: int = 0
    acceleration: int = 0
    statuses: tuple[str, ...] = ()
    """"stunned", "confused", "tough", each as many times as the card has it."""
    attached_to: int | None = None
    engaged_with: int | None = None
    hp: int | None = None
    """Remaining hit points of a character in play."""
    max_hp: int | None = None
    threat_target: int | None = None
    """The main scheme's target threat."""
    stage: str | None = None
    form: str | None = None
    """An identity's form: "hero" or "alter_ego"."""
    stats: tuple[tuple[str, int], ...] = ()
    """Current values (every modifier applied) of ATK/THW/DEF/REC/SCH for a card in play, e.g.
    (("attack", 2), ("scheme", 1))."""
    back: str = "player"
    """Which back it shows face down: "player" or "encounter" (or a game's own back)."""
    landscape: bool = False
    """The card lies sideways on the table (Marvel Champions' schemes)."""
    extra_tokens: tuple[tuple[str, int], ...] = ()
    """(kind, number) for tokens of any other kind a game uses (e.g. "+1/+1")."""
    shown_stats: tuple[str, ...] = ()
    """One or two of ``stats`` the table draws on the card itself as a small dial ("ATK/DEF 3/4", "ATK 5"):
    current values the printed face cannot show (a Vs. System character's attack and defense with every
    modifier, a Legendary villain's attack)."""
    marks: tuple[str, ...] = ()
    """Short words the table writes on the card among its status cards, telling how it came to be there
    ("Earned": a Civil War leader's basic card a player earned through Choosing Sides)."""

    @property
    def tokens(self) -> tuple[tuple[str, int], ...]:
        """(kind, number) for each kind of token on the card: damage, threat, counters, acceleration, then the
        extra tokens."""
        out = []
        for kind in ("damage", "threat", "counters", "acceleration"):
            n = getattr(self, kind)
            if n:
                out.append((kind, n))
        return tuple(out) + tuple(t for t in self.extra_tokens if t[1])

    def stat(self, name: str) -> int | None:
        for k, v in self.stats:
            if k == name:
                return v
        return None


@dataclass(frozen=True)
class ZoneView:
    key: str
    label: str
    kind: str
    """ROW (cards side by side), PILE (a stack: decks, discard piles) or HAND."""
    player: int | None
    cards: tuple[int, ...] = ()
    """Cards shown, in order (a pile: top first; attachments are listed with their host instead)."""
    count: int = 0
    """How many cards the zone holds (a deck's cards are counted but not listed)."""
    back: str | None = None
    """The card back drawn on the zone while it holds cards that are not shown (a deck, another player's
    hand); None: no back."""


@dataclass(frozen=True)
class ZoneSlot:
    """A zone's place in a row of an :class:`Arrangement`."""

    name: str
    """A shared zone's key, or a player zone's name (its key is ``player_zone(n, name)``)."""
    room: float = 1.0
    """Card widths the zone takes for its cards when the row has room for them, however few it holds (a pile: at
    least one card's). When the table is tight the zone takes only what its cards need (at least one card)."""
    grow: float = 0.0
    """Share of the row's spare width the zone takes once every zone has what it wants."""
    turns: bool = True
    """Its cards may turn sideways (exhaust): the zone always keeps room for one turned card, so that a card
    exhausting never rescales the table. False for a game whose cards never turn (Legendary)."""


@dataclass(frozen=True)
class Arrangement:
    """Where a game's zones are drawn (see the module docstring)."""

    shared_rows: tuple[tuple[ZoneSlot, ...], ...] = ()
    player_rows: tuple[tuple[ZoneSlot, ...], ...] = ()
    hand: str | None = None
    """The player zone (a HAND) fanned along the bottom for the answering player; None: no hand row."""


@dataclass(frozen=True)
class PlayerView:
    index: int
    name: str
    identity: int
    """The player's main card (an identity, a main character)."""
    identity_name: str
    form: str = ""
    """The side the main card shows ("hero", "alter_ego", "level 2"), shown in the area's header."""
    hp: int | None = None
    max_hp: int | None = None
    hand: int = 0
    deck: int = 0
    discard: int = 0
    eliminated: bool = False


@dataclass(frozen=True)
class AreaView:
    """One game area of a two-sided table (Civil War competitive mode: a team's players and the enemy leader,
    main scheme and encounter deck they face)."""

    prefix: str
    """Prefix of this area's shared zone keys (``"a0:"``): its shared rows are the arrangement's shared rows
    with this prefix."""
    title: str
    """"Resistance game area — fighting Iron Man"."""
    seats: tuple[int, ...]
    """The players (their ``PlayerView.index``) of this area, left to right."""
    active: bool = False
    """Its phase is being played now."""
    first_player: int | None = None
    """The seat holding this area's first player token."""
    team: str = ""
    """Whose area it is ("registration", "resistance"): the table tints it by team."""


@dataclass(frozen=True)
class TableView:
    cards: Mapping[int, CardView]
    zones: tuple[ZoneView, ...]
    players: tuple[PlayerView, ...]
    arrangement: Arrangement
    first_player: int = 0
    active_player: int | None = None
    deciding_player: int | None = None
    """Who answers the pending decision (None when the game is over)."""
    round: int = 0
    phase: str = ""
    result: str | None = None
    result_reason: str = ""
    villain_stages_left: int = 0
    main_scheme_stages_left: int = 0
    """Marvel Champions: cards left under the villain and the main scheme."""
    hand_seat: int | None = None
    """Hands are private and this is the one player whose hand the view lists (it lies along the bottom)."""
    areas: tuple[AreaView, ...] = ()
    """Game areas of a two-sided table (empty: one table shared by every player)."""
    banner: str = ""
    """A line the table always shows between the game areas ("Round 2 · Resistance hero phase")."""
    _zone_index: Mapping[str, ZoneView] = field(init=False, compare=False, repr=False)
    _attachments: Mapping[int, tuple[int, ...]] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not isinstance(self.cards, MappingProxyType):
            object.__setattr__(self, "cards", MappingProxyType(dict(self.cards)))
        object.__setattr__(self, "_zone_index", MappingProxyType({z.key: z for z in self.zones}))
        att: dict[int, list[int]] = {}
        for c in self.cards.values():
            if c.attached_to is not None and c.attached_to in self.cards:
                att.setdefault(c.attached_to, []).append(c.id)
        object.__setattr__(self, "_attachments", MappingProxyType({k: tuple(v) for k, v in att.items()}))

    # -- reading -------------------------------------------------------------------------------------
    def zone(self, key: str) -> ZoneView:
        return self._zone_index[key]

    def has_zone(self, key: str) -> bool:
        return key in self._zone_index

    def card(self, card_id: int) -> CardView:
        return self.cards[card_id]

    def attachments(self, host: int) -> tuple[int, ...]:
        """Cards attached to ``host`` (in the order they were attached, as far as the state says)."""
        return self._attachments.get(host, ())

    def player_zones(self, player: int) -> tuple[ZoneView, ...]:
        return tuple(z for z in self.zones if z.player == player)

    def shown_cards(self) -> Iterator[CardView]:
        """Every card the view lists (zone cards and their attachments)."""
        for z in self.zones:
            for cid in z.cards:
                yield self.cards[cid]
                for a in self.attachments(cid):
                    yield self.cards[a]

    def area_of(self, player: int) -> int | None:
        """The index in :attr:`areas` of the game area ``player`` plays in (None: no areas, or not found)."""
        for n, a in enumerate(self.areas):
            if player in a.seats:
                return n
        return None

    def first_players(self) -> frozenset[int]:
        """Every seat holding a first player token (one per game area when there are areas)."""
        if self.areas:
            return frozenset(a.first_player for a in self.areas if a.first_player is not None)
        return frozenset({self.first_player})

    @property
    def hand_player(self) -> int:
        """Whose hand lies face up along the bottom: the deciding player, else the active one, else the
        first player (when hands are private: the one hand the view lists)."""
        for p in (self.hand_seat, self.deciding_player, self.active_player, self.first_player):
            if p is not None and 0 <= p < len(self.players):
                return p
        return 0


@dataclass(frozen=True)
class TableDiff:
    added: frozenset[int]
    removed: frozenset[int]
    moved: frozenset[int]
    """Cards shown in both views whose zone, host or place in the zone changed."""
    changed: frozenset[int]
    """Cards shown in both views with anything else changed (exhausted, tokens, statuses, face...)."""

    @property
    def touched(self) -> frozenset[int]:
        return self.added | self.removed | self.moved | self.changed

    def __bool__(self) -> bool:
        return bool(self.touched)


def _positions(view: TableView) -> dict[int, tuple[str, int]]:
    out: dict[int, tuple[str, int]] = {}
    for z in view.zones:
        for n, cid in enumerate(z.cards):
            out[cid] = (z.key, n)
            for m, a in enumerate(view.attachments(cid)):
                out[a] = (z.key, m)
    return out


_PLACE_FIELDS = frozenset({"zone", "attached_to"})
_OTHER_FIELDS = tuple(f.name for f in fields(CardView) if f.name not in _PLACE_FIELDS and f.name != "id")


def diff(old: TableView | None, new: TableView) -> TableDiff:
    """Which card ids were added, removed, moved or changed from ``old`` to ``new``."""
    new_pos = _positions(new)
    if old is None:
        return TableDiff(frozenset(new_pos), frozenset(), frozenset(), frozenset())
    old_pos = _positions(old)
    added = frozenset(new_pos.keys() - old_pos.keys())
    removed = frozenset(old_pos.keys() - new_pos.keys())
    moved: set[int] = set()
    changed: set[int] = set()
    for cid in new_pos.keys() & old_pos.keys():
        a, b = old.cards[cid], new.cards[cid]
        if old_pos[cid] != new_pos[cid] or a.attached_to != b.attached_to:
            moved.add(cid)
        if a is b or a == b:
            continue
        if any(getattr(a, f) != getattr(b, f) for f in _OTHER_FIELDS):
            changed.add(cid)
    return TableDiff(added, removed, frozenset(moved), frozenset(changed))

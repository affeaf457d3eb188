"""What the table shows, as an immutable snapshot of a game (no Qt).

:meth:`TableView.from_game` reads a :class:`~mcdesk.games.champions.engine.game.Game` once and keeps only plain values
(frozen dataclasses, tuples and read-only mappings), so a view built in the engine's worker thread can be
handed to the GUI thread. :func:`diff` says which cards moved or changed between two views, so that the
table animates only those.

Table zones (``ZoneView.key``)::

    villain row   encounter_deck, encounter_discard, villain, main_scheme, side_schemes, environments,
                  boost, victory
    per player n  p<n>:deck, p<n>:discard, p<n>:hand, p<n>:engaged (minions), p<n>:encounter (facedown
                  encounter cards, obligations), p<n>:identity, p<n>:allies, p<n>:supports, p<n>:upgrades

An attachment is not listed in a zone's ``cards``: its ``zone`` is its host's zone and ``attached_to`` names
the host (see :meth:`TableView.attachments`). Piles (decks, discard piles, the victory display) give a
``count``; a deck lists no cards (they are secret), a discard pile lists its cards top first.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..games.champions.engine.game import Game

ROW = "row"
PILE = "pile"
HAND = "hand"

STAT_NAMES = ("attack", "thwart", "defense", "recover", "scheme")
STAT_LABELS = {"attack": "ATK", "thwart": "THW", "defense": "DEF", "recover": "REC", "scheme": "SCH"}
CHARACTER_TYPES = frozenset({"hero", "alter_ego", "villain", "minion", "ally"})
IDENTITY_TYPES = frozenset({"hero", "alter_ego"})
SCHEME_TYPES = frozenset({"main_scheme", "side_scheme"})

VILLAIN_ZONES = (
    "encounter_deck", "encounter_discard", "villain", "main_scheme", "side_schemes", "environments", "boost",
    "victory",
)
PLAYER_ZONES = ("deck", "discard", "hand", "engaged", "encounter", "identity", "allies", "supports", "upgrades")
ZONE_LABELS = {
    "encounter_deck": "Encounter", "encounter_discard": "Enc. discard", "villain": "Villain",
    "main_scheme": "Main scheme", "side_schemes": "Side schemes", "environments": "Environment",
    "boost": "Boost", "victory": "Victory", "deck": "Deck", "discard": "Discard", "hand": "Hand",
    "engaged": "Engaged minions", "encounter": "Encounter cards", "identity": "Identity", "allies": "Allies",
    "supports": "Supports", "upgrades": "Upgrades",
}
_PILES = frozenset({"encounter_deck", "encounter_discard", "victory", "deck", "discard"})


def player_zone(player: int, name: str) -> str:
    return f"p{player}:{name}"


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
    """Which back it shows face down: "player" or "encounter"."""

    @property
    def landscape(self) -> bool:
        """Schemes lie sideways on the table."""
        return self.type_code in SCHEME_TYPES and not self.face_down

    @property
    def tokens(self) -> tuple[tuple[str, int], ...]:
        """(kind, number) for each kind of token on the card: damage, threat, counters, acceleration."""
        out = []
        for kind in ("damage", "threat", "counters", "acceleration"):
            n = getattr(self, kind)
            if n:
                out.append((kind, n))
        return tuple(out)

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


@dataclass(frozen=True)
class PlayerView:
    index: int
    name: str
    identity: int
    identity_name: str
    form: str
    hp: int
    max_hp: int
    hand: int
    deck: int
    discard: int
    eliminated: bool = False


@dataclass(frozen=True)
class TableView:
    cards: Mapping[int, CardView]
    zones: tuple[ZoneView, ...]
    players: tuple[PlayerView, ...]
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

    @property
    def hand_player(self) -> int:
        """Whose hand lies face up along the bottom: the deciding player, else the active one, else the
        first player."""
        for p in (self.deciding_player, self.active_player, self.first_player):
            if p is not None and 0 <= p < len(self.players):
                return p
        return 0

    # -- building ------------------------------------------------------------------------------------
    @classmethod
    def from_game(cls, game: Game) -> TableView:
        return _build(game)


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


# == building from a game =================================================================================

def _build(game: Game) -> TableView:
    from ..games.champions.engine import state as st
    from ..games.champions.engine.schemes import target_threat
    from ..games.champions.engine.values import max_hit_points

    s = game.state
    cards: dict[int, CardView] = {}
    zone_cards: dict[str, list[int]] = {}

    def category(cid: int) -> str:
        """The table zone of a card that is not an attachment."""
        c = s.cards[cid]
        zname, player = c.zone
        t = game.facts(cid).type_code
        if zname == st.VILLAIN:
            return "villain"
        if zname == st.MAIN_SCHEME:
            return "main_scheme"
        if zname == st.VILLAIN_AREA:
            return "side_schemes" if t == "side_scheme" else "environments"
        if zname == st.BOOST:
            return "boost"
        if zname == st.ENCOUNTER_DISCARD:
            return "encounter_discard"
        if zname == st.VICTORY:
            return "victory"
        assert player is not None
        if zname == st.HAND:
            return player_zone(player, "hand")
        if zname == st.DISCARD:
            return player_zone(player, "discard")
        if zname == st.FACEDOWN_ENCOUNTER:
            return player_zone(player, "encounter")
        # in play in a player's area
        name = {
            "hero": "identity", "alter_ego": "identity", "ally": "allies", "support": "supports",
            "upgrade": "upgrades", "minion": "engaged", "obligation": "encounter", "side_scheme": "encounter",
            "treachery": "encounter", "attachment": "encounter", "environment": "encounter",
        }.get(t, "supports")
        return player_zone(player, name)

    def is_attachment(cid: int) -> bool:
        c = s.cards[cid]
        host = c.attached_to
        return (
            host is not None and c.zone[0] in st.IN_PLAY_ZONES and host in s.cards
            and s.cards[host].zone[0] in st.IN_PLAY_ZONES and host != cid
        )

    def host_zone(cid: int) -> str:
        seen = set()
        while is_attachment(cid) and cid not in seen:
            seen.add(cid)
            host = s.cards[cid].attached_to
            assert host is not None
            cid = host
        return category(cid)

    def card_view(cid: int, zone: str) -> CardView:
        c = s.cards[cid]
        f = game.facts(cid)
        in_play = c.zone[0] in st.IN_PLAY_ZONES
        hp = max_hp = target = None
        stats: tuple[tuple[str, int], ...] = ()
        if in_play and not (c.face_down and f.type_code not in CHARACTER_TYPES):
            if f.type_code in CHARACTER_TYPES:
                max_hp = max_hit_points(game, cid)
                hp = game.hit_points(cid)
            vals = []
            for name in STAT_NAMES:
                v = game.stat(cid, name)
                if v is not None:
                    vals.append((name, v))
            stats = tuple(vals)
            if f.type_code == "main_scheme" and c.zone[0] == st.MAIN_SCHEME:
                target = target_threat(game, cid)
        statuses: list[str] = []
        for name in st.STATUSES:
            statuses += [name] * getattr(c, name)
        form = None
        if f.type_code in IDENTITY_TYPES:
            form = f.type_code
        return CardView(
            id=cid, code=c.code, name=game.card_title(cid), type_code=f.type_code, zone=zone, owner=c.owner,
            controller=c.controller, exhausted=c.exhausted, face_down=c.face_down, damage=c.damage,
            threat=c.threat, counters=c.counters, acceleration=c.acceleration, statuses=tuple(statuses),
            attached_to=c.attached_to if is_attachment(cid) else None, engaged_with=c.engaged_with, hp=hp,
            max_hp=max_hp, threat_target=target, stage=f.stage, form=form, stats=stats,
            back="player" if c.owner is not None else "encounter",
        )

    shown_global = (st.VILLAIN, st.MAIN_SCHEME, st.VILLAIN_AREA, st.BOOST, st.ENCOUNTER_DISCARD, st.VICTORY)
    shown_player = (st.HAND, st.DISCARD, st.FACEDOWN_ENCOUNTER, st.PLAY)
    ordered: list[int] = []
    for zname in shown_global:
        ordered += s.zone(zname)
    for p in s.players:
        for zname in shown_player:
            ordered += s.zone(zname, p.index)
    attachments: list[int] = []
    for cid in ordered:
        if is_attachment(cid):
            attachments.append(cid)
            continue
        key = category(cid)
        zone_cards.setdefault(key, []).append(cid)
        cards[cid] = card_view(cid, key)
    for cid in attachments:
        cards[cid] = card_view(cid, host_zone(cid))

    def zone(key: str, player: int | None, count: int | None = None, listed: bool = True) -> ZoneView:
        _, name = split_zone(key)
        ids = tuple(zone_cards.get(key, ())) if listed else ()
        kind = PILE if name in _PILES else HAND if name == "hand" else ROW
        label = ZONE_LABELS[name]
        return ZoneView(key, label, kind, player, ids, len(ids) if count is None else count)

    zones: list[ZoneView] = []
    for key in VILLAIN_ZONES:
        if key == "encounter_deck":
            zones.append(zone(key, None, len(s.zone(st.ENCOUNTER_DECK)), listed=False))
        else:
            zones.append(zone(key, None))
    players: list[PlayerView] = []
    for p in s.players:
        n = p.index
        for name in PLAYER_ZONES:
            key = player_zone(n, name)
            if name == "deck":
                zones.append(zone(key, n, len(s.zone(st.DECK, n)), listed=False))
            else:
                zones.append(zone(key, n))
        ident = p.identity
        setup_name = game.setup.players[n].name if n < len(game.setup.players) else ""
        players.append(PlayerView(
            index=n, name=setup_name or f"Player {n + 1}", identity=ident, identity_name=game.card_title(ident),
            form=game.form(n), hp=game.hit_points(ident), max_hp=max_hit_points(game, ident),
            hand=len(s.zone(st.HAND, n)), deck=len(s.zone(st.DECK, n)), discard=len(s.zone(st.DISCARD, n)),
            eliminated=p.eliminated,
        ))
    pending = game.pending
    return TableView(
        cards=MappingProxyType(cards), zones=tuple(zones), players=tuple(players), first_player=s.first_player,
        active_player=s.active_player, deciding_player=pending.player if pending is not None else None,
        round=s.round, phase=s.phase, result=s.result, result_reason=s.result_reason,
        villain_stages_left=len(s.zone(st.VILLAIN_DECK)), main_scheme_stages_left=len(s.zone(st.MAIN_SCHEME_DECK)),
    )

"""How large the cards can be, and which way to lay the table gives the largest (pure functions, no Qt): each zone's
least width in card widths (what its cards need, up to its room; a label for an empty zone or a deck), each row's
height (a strip for a row of labels), and each way to lay the table (columns of player areas; the shared rows
above or beside the players, folded) with the card width it allows, and the grid a round keeps (:class:`Keep`).
:mod:`.layout` places the zones and cards."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .view_model import HAND, PILE, TableView, ZoneSlot, ZoneView, player_zone

CARD_RATIO = 88 / 63
"""A card's height over its width (63 x 88 mm)."""

# Measures in card widths.
MARGIN = 0.05
GAP = 0.07
LABEL = 0.2
PAD = 0.04
ATTACH_ROOM = 0.3
"""Room above a row's cards for attachments' title bars."""
FAN_ROOM = 0.34
"""Room in the hand zone for the fan's tilt and droop."""
HEADER = 0.2
"""A player area's header (name, identity, first player)."""
TITLE = 0.24
"""A game area's title strip (two-sided tables)."""
BANNER = 0.3
"""The banner between two game areas (round, phase, whose phase)."""
HANG = 0.05
"""Room below the last row for the dials and tokens that hang below its cards (else the hand dock hides them);
:func:`compute_layout`'s ``hang`` keeps more when they are drawn larger than the card would."""
OVERLAY_START = 0.13
"""How far up a card its overlays start (``overlays.OVERLAY_DEPTH``): the part of them that hangs below it is the
rest."""
MAX_FAN_ANGLE = 14.0
"""Degrees between the outermost cards of the hand fan and the vertical."""


# == sizes in card widths ===================================================================================

def _row_height(attachments: bool = True) -> float:
    """A row's height; room above the cards for attachments' title bars only when some card has one."""
    return LABEL + 2 * PAD + CARD_RATIO + (ATTACH_ROOM if attachments else 0.0)


def _hand_height() -> float:
    return LABEL + 2 * PAD + CARD_RATIO + FAN_ROOM


STRIP = LABEL + 2 * PAD
"""The height of a row whose zones all fold to their labels (empty zones, decks): a labelled strip."""


def _area_height(rows: tuple[float, ...]) -> float:
    """A player area holding rows of these heights."""
    return HEADER + sum(rows) + max(0, len(rows) - 1) * GAP + PAD


def _slot(units: float = 1.0) -> float:
    """Width of a zone holding one card of ``units`` card widths."""
    return units + 2 * PAD


_PILE_MIN = _slot(1.0)
_PORTRAIT_MIN = _slot(CARD_RATIO)  # room for one exhausted card


COLLAPSED = 0.72
"""An empty row zone shrinks to its label (card widths), so that the cards get the room."""


def is_deck(zone: ZoneView) -> bool:
    """A pile of unseen cards that lists none (a deck): drawn as its back when its row has room, else folded to
    its label and count."""
    return zone.kind == PILE and zone.back is not None and not zone.cards


def _footprint_units(view: TableView, cid: int) -> float:
    """The width (card widths) a card takes in its row: sideways when exhausted, a scheme lies sideways."""
    c = view.cards[cid]
    w, h = (CARD_RATIO, 1.0) if c.landscape else (1.0, CARD_RATIO)
    return h if c.exhausted else w


def _card_units(view: TableView, cid: int) -> float:
    """A card's slot in its row (card widths): its own footprint or its attachments', the widest."""
    return max([_footprint_units(view, cid)] + [_footprint_units(view, a) for a in view.attachments(cid)])


def _slot_min(slot: ZoneSlot, zone: ZoneView | None, view: TableView | None = None, *, hard: bool = False) -> float:
    """The least width (in card widths) of a zone: an empty row its label, a pile one card; a row with cards
    what its cards need up to ``room`` cards (beyond that they overlap), and at least one card, turned when its
    cards may turn (so that exhausting never rescales the table). ``hard``: only the one card (the most a
    crowded row squeezes a zone to before the table must shrink)."""
    if zone is not None and not zone.count and zone.back is None and zone.kind != HAND:
        return COLLAPSED  # an empty row or pile (a deck keeps its place)
    if zone is not None and is_deck(zone):
        return COLLAPSED  # a deck's back says nothing its count does not: a labelled strip when room is short
    if zone is None or zone.kind in (PILE, HAND):
        return _PILE_MIN
    cards = [_card_units(view, c) for c in zone.cards] if view is not None else []
    one = max([CARD_RATIO if slot.turns else 1.0, *cards])
    if view is None:  # no cards known: the zone's room
        return _slot(max(one, slot.room))
    if hard:
        return _slot(one)
    content = sum(cards) + GAP * max(0, len(cards) - 1)
    return _slot(max(one, min(content, slot.room)))


def _key(slot: ZoneSlot, player: int | None, prefix: str = "") -> str:
    return prefix + slot.name if player is None else player_zone(player, slot.name)


def _zone(view: TableView, key: str) -> ZoneView | None:
    return view.zone(key) if view.has_zone(key) else None


def _row_min(view: TableView, slots: tuple[ZoneSlot, ...], player: int | None, prefix: str = "", *,
             hard: bool = False) -> float:
    return (sum(_slot_min(s, _zone(view, _key(s, player, prefix)), view, hard=hard) for s in slots)
            + GAP * max(0, len(slots) - 1))


def _row_attached(view: TableView, slots: tuple[ZoneSlot, ...], players: list[int | None], prefix: str = "") -> bool:
    """Whether a card of the row (for any of ``players``) has an attachment."""
    for p in players:
        for s in slots:
            z = _zone(view, _key(s, p, prefix))
            if z is not None and any(view.attachments(c) for c in z.cards):
                return True
    return False


def _row_h(view: TableView, slots: tuple[ZoneSlot, ...], players: list[int | None], prefix: str = "") -> float:
    """A row's height (card widths): a labelled strip when every zone of it (for each of ``players``) folds to its
    label, else room for a card, and above it for attachments' title bars when a card of the row has one."""
    zones = [_zone(view, _key(s, p, prefix)) for p in players for s in slots]
    if all(_slot_min(s, z, view) <= COLLAPSED + 1e-9 for s, z in zip(slots * len(players), zones, strict=True)
           if z is not None):
        return STRIP
    return _row_height(_row_attached(view, slots, players, prefix))


@dataclass(frozen=True)
class _Plan:
    """What the table needs, in card widths, before the card size is known."""

    shared_w: float
    shared_rows: tuple[float, ...]
    """Each shared row's height."""
    area_w: float
    player_rows: tuple[float, ...]
    """Each player row's height (the same in every player's area)."""
    hand_h: float
    player_w: Mapping[int, float] = field(default_factory=dict)
    """Each player's area's least width (``area_w`` is the widest)."""

    def columns_w(self, seats: tuple[int, ...], cols: int) -> list[float]:
        """The widths of the columns of a grid of these players' areas in ``cols`` columns: each column as wide as
        its widest area when every row is full, else all as wide as the widest area."""
        if not seats or len(seats) % cols:
            return [self.area_w] * cols
        return [max(self.player_w.get(s, self.area_w) for s in seats[c::cols]) for c in range(cols)]

    def players_w(self, seats: tuple[int, ...], cols: int) -> float:
        return sum(self.columns_w(seats, cols)) + (cols - 1) * GAP

    @property
    def shared_h(self) -> float:
        return sum(h + GAP for h in self.shared_rows)

    @property
    def area_h(self) -> float:
        return _area_height(self.player_rows)


def _plan(view: TableView, docked_hand: bool, hard: bool = False) -> _Plan:
    arr = view.arrangement
    players: list[int | None] = [p.index for p in view.players]
    prefixes = [a.prefix for a in view.areas] or [""]
    shared_w = max((_row_min(view, r, None, pre, hard=hard) for r in arr.shared_rows for pre in prefixes),
                   default=0.0)
    player_w = {p.index: max((_row_min(view, r, p.index, hard=hard) for r in arr.player_rows), default=0.0) + 2 * PAD
                for p in view.players}
    area_w = max(player_w.values(), default=2 * PAD)
    hand_h = _hand_height() if arr.hand is not None and players and not docked_hand else 0.0
    return _Plan(
        shared_w, tuple(max(_row_h(view, r, [None], pre) for pre in prefixes) for r in arr.shared_rows),
        area_w if players else 0.0, tuple(_row_h(view, r, players) for r in arr.player_rows), hand_h,
        MappingProxyType(player_w),
    )


Rows = tuple[tuple[ZoneSlot, ...], ...]


def _shared_h(view: TableView, prefix: str, rows: Rows | None = None) -> float:
    """The height of one game area's shared rows, each followed by a gap."""
    rows = view.arrangement.shared_rows if rows is None else rows
    return sum(_row_h(view, r, [None], prefix) + GAP for r in rows)


def folded_rows(view: TableView, hard: bool = False, parts: int = 2) -> Rows:
    """The shared rows folded in ``parts`` (each row cut where its pieces are the most even), for shared zones
    that lie beside the players."""
    prefixes = [a.prefix for a in view.areas] or [""]
    out: list[tuple[ZoneSlot, ...]] = []

    def widest(slots: tuple[ZoneSlot, ...]) -> float:
        return max(_row_min(view, slots, None, pre, hard=hard) for pre in prefixes)

    for row in view.arrangement.shared_rows:
        n = min(parts, len(row))
        if n < 2:
            out.append(row)
            continue

        def pieces(cuts: tuple[int, ...], row: tuple[ZoneSlot, ...] = row) -> list[tuple[ZoneSlot, ...]]:
            edges = (0, *cuts, len(row))
            return [row[a:b] for a, b in itertools.pairwise(edges)]

        best = min(itertools.combinations(range(1, len(row)), n - 1),
                   key=lambda cuts: max(widest(p) for p in pieces(cuts)))
        out += pieces(best)
    return tuple(out)


FOLDS = (2, 3, 4, 5)
"""Into how many rows the shared rows may be folded to lie beside the players."""


@dataclass(frozen=True)
class _AreasChoice:
    cols: int
    rows: int
    cw: float
    beside: bool
    """Each game area's shared rows (folded in two) lie beside its players rather than above or below them."""
    parts: int = 2
    """Beside: into how many rows each shared row is folded."""


def _fit_h(height: float, h_units: float, hang: float) -> float:
    """The card width at which ``h_units`` card widths fill ``height``, leaving at least ``hang`` below the last
    row for its hanging overlays (which start :data:`OVERLAY_START` up the card, above its zone's padding, the
    margin and :data:`HANG`)."""
    cw = height / h_units
    below = OVERLAY_START + PAD + MARGIN + HANG
    if hang <= below * cw or h_units <= below:
        return cw
    return max(0.0, (height - hang) / (h_units - below))


def _areas_choices(view: TableView, width: float, height: float, plan: _Plan, hard: bool = False,
                   hang: float = 0.0) -> list[_AreasChoice]:
    """A two-sided table: each way to lay it (the columns of players' areas, the shared rows beside them or not)
    with the card width it allows."""
    counts = [len(a.seats) for a in view.areas]
    prefixes = [a.prefix for a in view.areas]
    folds = {}
    for parts in FOLDS[:2]:
        folded = folded_rows(view, hard, parts)
        folds[parts] = (folded, max((_row_min(view, r, None, pre, hard=hard) for r in folded for pre in prefixes),
                                    default=0.0))
    out: list[_AreasChoice] = []
    for cols in range(1, max(1, *counts) + 1):
        rows = [math.ceil(n / cols) for n in counts]
        players_w = max(plan.players_w(a.seats, cols) for a in view.areas)
        fixed_h = 2 * MARGIN + HANG + BANNER + GAP + plan.hand_h + len(view.areas) * TITLE
        # stacked: the shared rows above or below the players
        w_units = 2 * MARGIN + max(plan.shared_w, players_w)
        h_units = fixed_h + sum(_shared_h(view, a.prefix) + r * (plan.area_h + GAP)
                                for a, r in zip(view.areas, rows, strict=True))
        out.append(_AreasChoice(cols, max(rows), min(width / w_units, _fit_h(height, h_units, hang)), False))
        for parts, (folded, folded_w) in folds.items():
            w = 2 * MARGIN + folded_w + GAP + players_w
            h = fixed_h + sum(max(_shared_h(view, a.prefix, folded), r * (plan.area_h + GAP))
                              for a, r in zip(view.areas, rows, strict=True))
            out.append(_AreasChoice(cols, max(rows), min(width / w, _fit_h(height, h, hang)), True, parts))
    return out


def _choices(view: TableView, width: float, height: float, plan: _Plan, hard: bool = False,
             hang: float = 0.0) -> list[_AreasChoice]:
    """Each way to lay the table (columns of players' areas; for a two-sided table, the shared rows beside the
    players or not) with the card width it allows."""
    if view.areas:
        return _areas_choices(view, width, height, plan, hard, hang)
    players = len(view.players)
    out = []
    for cols in range(1, max(1, players) + 1):
        rows = math.ceil(max(1, players) / cols)
        players_w = plan.players_w(tuple(p.index for p in view.players), cols)
        w_units = 2 * MARGIN + max(plan.shared_w, players_w)
        h_units = 2 * MARGIN + HANG + plan.shared_h + rows * (plan.area_h + GAP) + plan.hand_h
        out.append(_AreasChoice(cols, rows, min(width / w_units, _fit_h(height, h_units, hang)), False))
        if not view.arrangement.shared_rows or not players:
            continue
        for parts in FOLDS:  # the shared rows folded beside the players' areas
            folded = folded_rows(view, hard, parts)
            folded_w = max((_row_min(view, r, None, hard=hard) for r in folded), default=0.0)
            w = 2 * MARGIN + folded_w + GAP + players_w
            h = 2 * MARGIN + HANG + max(_shared_h(view, "", folded), rows * (plan.area_h + GAP)) + plan.hand_h
            out.append(_AreasChoice(cols, rows, min(width / w, _fit_h(height, h, hang)), True, parts))
    return out


def _best(choices: list[_AreasChoice]) -> _AreasChoice:
    best = choices[0]
    for c in choices[1:]:
        if c.cw > best.cw + 1e-9:
            best = c
    return best


def grid_for(view: TableView, width: float, height: float, *, docked_hand: bool = False) -> tuple[int, int, float]:
    """(columns, rows, card width) of the player-area grid giving the largest cards."""
    c = _best(_choices(view, width, height, _plan(view, docked_hand)))
    return c.cols, c.rows, c.cw


REGROW = 1.15
"""Within a round the table is laid afresh only when that makes the cards this much larger (zones emptied, say):
a zone filling never makes it jump."""


@dataclass(frozen=True)
class Keep:
    """What a layout keeps for the next one within the same round (see :func:`compute_layout`): its scene size,
    its grid and its card width."""

    width: float
    height: float
    docked_hand: bool
    cols: int
    beside: bool
    card_w: float
    parts: int = 2
    hang: float = 0.0


def _kept_choice(view: TableView, width: float, height: float, docked_hand: bool, keep: Keep | None,
                 hang: float = 0.0) -> tuple[_AreasChoice, bool]:
    """The grid and card width to lay ``view`` with (``hang`` scene units kept free at the bottom), and whether
    zones may be squeezed to one card (kept)."""
    same_table = keep is not None and (keep.width, keep.height, keep.docked_hand, keep.hang) == (
        width, height, docked_hand, hang)
    fresh = _best(_choices(view, width, height, _plan(view, docked_hand), hang=hang))
    if keep is not None and same_table and fresh.cw < keep.card_w * REGROW:
        # within a round: the same grid and card width as long as every zone still has room for one card
        for c in _choices(view, width, height, _plan(view, docked_hand, hard=True), hard=True, hang=hang):
            if (c.cols, c.beside, c.parts) == (keep.cols, keep.beside, keep.parts):
                return _AreasChoice(c.cols, c.rows, min(c.cw, keep.card_w), c.beside, c.parts), True
    return fresh, False

"""Where every zone and card goes, for 1-4 players and a given scene size (pure functions, no Qt, no game).

The zones' arrangement comes from the view (:class:`~.view_model.Arrangement`): top to bottom, the shared
rows (Marvel Champions: the villain row); one area per player (a grid of 1x1, 2x1 or 2x2 areas, whichever
gives the largest cards), each holding the player rows (Marvel Champions: a front row towards the villain
and a back row); and along the bottom the hand of the player answering the pending question, fanned. The
other players' hands are face-down piles where the player rows name the hand zone.

Everything is measured in card widths, so the layout only depends on the scene's proportions. The cards get the
screen: a zone takes what its cards need (up to its ``room``; beyond that it overlaps them), an empty zone or a
deck folds to its label (a row of them to a strip), each column of player areas is as wide as its widest area,
and the shared rows may lie beside the players, folded in 2-5 rows, whichever way gives the largest cards.
Within a round the table holds still (:class:`Keep`): zones that fill squeeze their neighbours and overlap
their cards rather than rescale the table. An exhausted card takes a landscape slot (it is rotated 90 degrees
about its centre); attachments are tucked under their host with their title bar showing above it.

A two-sided table (the view lists :class:`~.view_model.AreaView` game areas, e.g. Civil War competitive mode)
faces the game areas across the table: the other team's area at the top (its title, its players' areas with
their front row towards the middle, then its shared rows: its enemy leader), a banner in the middle (round,
phase, whose phase), then the viewing team's area (the area of the hand player: its title, its shared rows, then
its players), and the hand along the bottom.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from . import zvalues
from .layout_plan import (  # noqa: F401  (re-exported: the layout's measures and choices)
    _PILE_MIN,
    ATTACH_ROOM,
    BANNER,
    CARD_RATIO,
    COLLAPSED,
    FOLDS,
    GAP,
    HANG,
    HEADER,
    LABEL,
    MARGIN,
    MAX_FAN_ANGLE,
    PAD,
    REGROW,
    STRIP,
    TITLE,
    Keep,
    Rows,
    _best,
    _choices,
    _hand_height,
    _kept_choice,
    _key,
    _plan,
    _row_h,
    _row_min,
    _shared_h,
    _slot,
    _slot_min,
    folded_rows,
    grid_for,
    is_deck,
)
from .view_model import HAND, PILE, AreaView, TableView, ZoneSlot, ZoneView, player_zone


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    def intersects(self, other: Rect, eps: float = 1e-6) -> bool:
        """True when the two overlap with a positive area (touching edges do not count)."""
        return (
            self.x < other.right - eps and other.x < self.right - eps
            and self.y < other.bottom - eps and other.y < self.bottom - eps
        )

    def contains(self, other: Rect, eps: float = 1e-6) -> bool:
        return (
            other.x >= self.x - eps and other.y >= self.y - eps
            and other.right <= self.right + eps and other.bottom <= self.bottom + eps
        )

    def contains_point(self, x: float, y: float) -> bool:
        return self.x <= x <= self.right and self.y <= y <= self.bottom

    def inset(self, d: float) -> Rect:
        return Rect(self.x + d, self.y + d, self.w - 2 * d, self.h - 2 * d)


@dataclass(frozen=True)
class ZoneBox:
    key: str
    label: str
    kind: str
    player: int | None
    rect: Rect
    count: int
    hidden: bool = False
    """A pile of face-down cards (another player's hand)."""


@dataclass(frozen=True)
class Placement:
    card_id: int
    zone: str
    x: float
    """Top-left corner of the card before it is rotated (it rotates about its centre)."""
    y: float
    w: float
    h: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = True
    in_hand: bool = False

    @property
    def rect(self) -> Rect:
        return Rect(self.x, self.y, self.w, self.h)

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2

    @property
    def bounds(self) -> Rect:
        """The rotated card's bounding box."""
        return rotated_bounds(self.rect, self.rotation)


@dataclass(frozen=True)
class Area:
    """A player's area (frame and header), drawn behind their zones."""

    player: int
    rect: Rect
    header: Rect


@dataclass(frozen=True)
class AreaFrame:
    """A game area of a two-sided table: its frame and title strip (its players' areas are in
    :attr:`Layout.areas`)."""

    index: int
    """Its index in :attr:`TableView.areas`."""
    rect: Rect
    title: Rect
    text: str
    active: bool
    top: bool
    """The other team's area, at the top of the table."""
    shared: Rect
    """Its shared rows (the enemy leader's row)."""


@dataclass(frozen=True)
class Layout:
    width: float
    height: float
    card_w: float
    card_h: float
    hand_player: int
    zones: Mapping[str, ZoneBox]
    cards: Mapping[int, Placement]
    areas: tuple[Area, ...] = ()
    villain_row: Rect = field(default_factory=lambda: Rect(0, 0, 0, 0))
    """The shared rows (Marvel Champions: the villain row)."""
    hand_zone: str | None = None
    """With a docked hand: the zone key of the hand the dock shows."""
    docked_hand: tuple[int, ...] = ()
    """With a docked hand: its cards, left to right (not in :attr:`cards`: the dock places them)."""
    game_areas: tuple[AreaFrame, ...] = ()
    """A two-sided table's game areas, top first (empty otherwise)."""
    banner: Rect | None = None
    """A two-sided table's banner between its game areas."""
    banner_text: str = ""
    areas_beside: bool = False
    """Each game area's shared rows lie beside its players (folded in two) instead of above or below them."""
    keep: Keep | None = None
    """What the next layout within the same round keeps (see :func:`compute_layout`)."""

    @property
    def scene_rect(self) -> Rect:
        return Rect(0, 0, self.width, self.height)

    def zone_at(self, x: float, y: float) -> str | None:
        for key, z in self.zones.items():
            if z.rect.contains_point(x, y):
                return key
        return None


def rotated_bounds(r: Rect, degrees: float) -> Rect:
    if not degrees:
        return r
    a = math.radians(degrees)
    c, s = abs(math.cos(a)), abs(math.sin(a))
    w = r.w * c + r.h * s
    h = r.w * s + r.h * c
    cx, cy = r.center
    return Rect(cx - w / 2, cy - h / 2, w, h)


# == packing a row of zones ===================================================================================

@dataclass
class _ZoneSpec:
    key: str
    min_w: float
    want_w: float
    grow: float = 0.0
    """Share of the row's spare width this zone takes once every zone has what it wants."""
    need_w: float = 0.0
    """What its cards need (between ``min_w`` and ``want_w``), given before any zone gets what it wants."""


def _pack_row(specs: list[_ZoneSpec], x: float, width: float, gap: float) -> dict[str, tuple[float, float]]:
    """Widths for a row of zones: each its minimum, then what it wants, then spare room to the growers."""
    avail = width - gap * (len(specs) - 1)
    widths = [s.min_w for s in specs]
    extra = avail - sum(widths)
    if extra < 0:  # should not happen (the card size was chosen to fit the minimums): shrink evenly
        scale = avail / sum(widths)
        widths = [w * scale for w in widths]
        extra = 0
    for goal in ([max(s.min_w, s.need_w) for s in specs], [s.want_w for s in specs]):
        wants = [max(0.0, g - w) for g, w in zip(goal, widths, strict=True)]
        total_want = sum(wants)
        if total_want > 0:
            take = min(extra, total_want)
            widths = [w + take * wt / total_want for w, wt in zip(widths, wants, strict=True)]
            extra -= take
    grow = sum(s.grow for s in specs)
    if extra > 0 and grow > 0:
        widths = [w + extra * s.grow / grow for w, s in zip(widths, specs, strict=True)]
    out: dict[str, tuple[float, float]] = {}
    for s, w in zip(specs, widths, strict=True):
        out[s.key] = (x, w)
        x += w + gap
    return out


# == the layout ===============================================================================================

class _Builder:
    def __init__(self, view: TableView, width: float, height: float, hand_player: int, docked_hand: bool,
                 keep: Keep | None = None, hang: float = 0.0) -> None:
        self.view = view
        self.W = width
        self.H = height
        self.hand_player = hand_player
        self.docked_hand = docked_hand
        choice, self.hard = _kept_choice(view, width, height, docked_hand, keep, hang)
        self.hang = hang
        self.plan = _plan(view, docked_hand, self.hard)
        self.cols, self.rows, self.cw, self.beside = choice.cols, choice.rows, choice.cw, choice.beside
        self.parts = choice.parts
        self.ch = self.cw * CARD_RATIO
        self.zones: dict[str, ZoneBox] = {}
        self.cards: dict[int, Placement] = {}
        self.areas: list[Area] = []

    def u(self, units: float) -> float:
        return units * self.cw

    # -- zone contents ---------------------------------------------------------------------------------------
    def card_size(self, cid: int) -> tuple[float, float]:
        c = self.view.cards[cid]
        return (self.ch, self.cw) if c.landscape else (self.cw, self.ch)

    def _footprint(self, cid: int) -> float:
        w, h = self.card_size(cid)
        return h if self.view.cards[cid].exhausted else w

    def slot_width(self, cid: int) -> float:
        """The width a card takes in its row: its own (sideways when exhausted), or its attachments'."""
        return max([self._footprint(cid)] + [self._footprint(a) for a in self.view.attachments(cid)])

    def row_want(self, zone: ZoneView, min_cards: float = 1.0) -> float:
        widths = [self.slot_width(c) for c in zone.cards]
        content = sum(widths) + self.u(GAP) * max(0, len(widths) - 1)
        return max(content, self.u(min_cards)) + self.u(2 * PAD)

    def add_zone(self, zone: ZoneView, rect: Rect, hidden: bool = False) -> None:
        self.zones[zone.key] = ZoneBox(zone.key, zone.label, zone.kind, zone.player, rect, zone.count, hidden)

    def place_row(self, zone: ZoneView, rect: Rect) -> None:
        """Cards left to right, overlapping when crowded; attachments peek out above their host."""
        ids = list(zone.cards)
        if not ids:
            return
        inner_x = rect.x + self.u(PAD)
        inner_w = rect.w - self.u(2 * PAD)
        top = rect.y + self.u(LABEL + PAD)
        room = self.u(ATTACH_ROOM)
        slots = [self.slot_width(c) for c in ids]
        steps = [s + self.u(GAP) for s in slots[:-1]]
        natural = sum(steps) + slots[-1]
        factor = 1.0
        if natural > inner_w and steps:
            factor = max(0.0, (inner_w - slots[-1]) / sum(steps))
        x = inner_x
        for n, cid in enumerate(ids):
            w, h = self.card_size(cid)
            slot = slots[n]
            att = self.view.attachments(cid)
            peek = min(self.ch * 0.2, room / len(att)) if att else 0.0
            host_y = top + peek * len(att)
            cx = x + slot / 2
            z = zvalues.card_z(n)
            c = self.view.cards[cid]
            self.cards[cid] = Placement(
                cid, zone.key, cx - w / 2, host_y, w, h, 90.0 if c.exhausted else 0.0, z, not c.face_down,
            )
            for k, aid in enumerate(att):
                a = self.view.cards[aid]
                aw, ah = self.card_size(aid)
                ay = top + peek * k
                ar = 90.0 if a.exhausted else 0.0
                self.cards[aid] = Placement(
                    aid, zone.key, cx - aw / 2, ay, aw, ah, ar, zvalues.attachment_z(z, k, len(att)),
                    not a.face_down,
                )
            if n < len(steps):
                x += steps[n] * factor

    def place_pile(self, zone: ZoneView, rect: Rect, hidden: bool = False) -> None:
        """A stack: only the top card is shown, centred (a hidden pile shows every card's back, stacked)."""
        if not zone.cards:
            return
        x = rect.x + (rect.w - self.cw) / 2
        y = rect.y + self.u(LABEL + PAD)
        shown = list(zone.cards) if hidden else [zone.cards[0]]
        n = len(shown)
        for k, cid in enumerate(shown):  # bottom card first, the top card (index 0) highest
            depth = n - 1 - k
            off = min(depth, 3) * self.u(0.012)
            self.cards[cid] = Placement(
                cid, zone.key, x + off, y + off, self.cw, self.ch, 0.0, zvalues.card_z(n - k),
                face_up=not hidden and not self.view.cards[cid].face_down,
            )

    def place_hand(self, zone: ZoneView, rect: Rect) -> None:
        ids = list(zone.cards)
        n = len(ids)
        if not n:
            return
        cw, ch = self.cw, self.ch
        top = rect.y + self.u(LABEL + PAD)
        avail = rect.w - self.u(2 * PAD) - ch  # leave room for the tilted outer cards
        step = min(cw + self.u(GAP), avail / (n - 1)) if n > 1 else 0.0
        span = step * (n - 1)
        angle_step = min(MAX_FAN_ANGLE / max(1, (n - 1) / 2), 4.0) if n > 1 else 0.0
        droop = self.u(0.12)
        cx0 = rect.x + rect.w / 2 - span / 2
        for i, cid in enumerate(ids):
            off = i - (n - 1) / 2
            rot = off * angle_step
            rel = off / max(1.0, (n - 1) / 2)
            cx = cx0 + i * step
            cy = top + ch / 2 + droop * rel * rel + self.u(0.06)
            self.cards[cid] = Placement(
                cid, zone.key, cx - cw / 2, cy - ch / 2, cw, ch, rot, zvalues.hand_z(i),
                face_up=not self.view.cards[cid].face_down, in_hand=True,
            )

    # -- rows ------------------------------------------------------------------------------------------------
    def _spec(self, slot: ZoneSlot, key: str) -> _ZoneSpec:
        zone = self.view.zone(key)
        lo = self.u(_slot_min(slot, zone, self.view, hard=True))
        if is_deck(zone):
            return _ZoneSpec(key, lo, self.u(_PILE_MIN), 0.0, self.u(_PILE_MIN))
        if lo <= self.u(COLLAPSED):
            return _ZoneSpec(key, lo, lo, slot.grow if zone.kind == "row" else 0.0)
        if zone.kind in (PILE, HAND):
            return _ZoneSpec(key, lo, self.u(_slot(max(1.0, slot.room))), slot.grow)
        need = self.u(_slot_min(slot, zone, self.view))
        return _ZoneSpec(key, lo, max(need, self.row_want(zone, slot.room)), slot.grow, need)

    def row(self, slots: tuple[ZoneSlot, ...], player: int | None, x: float, y: float, width: float,
            row_h: float, prefix: str = "") -> None:
        """Pack and fill one row of zones (a player's hand zone: skipped for the hand player, whose hand is
        fanned along the bottom, and a face-down pile for the others). ``prefix``: a game area's shared
        zones."""
        v = self.view
        specs = []
        for slot in slots:
            key = _key(slot, player, prefix)
            if not v.has_zone(key):
                continue
            if player == self.hand_player and slot.name == v.arrangement.hand:
                continue
            specs.append(self._spec(slot, key))
        if not specs:
            return
        for key, (zx, w) in _pack_row(specs, x, width, self.u(GAP)).items():
            zone = v.zone(key)
            r = Rect(zx, y, w, row_h)
            if zone.kind == PILE:
                self.add_zone(zone, r)
                self.place_pile(zone, r)
            elif zone.kind == HAND:
                self.add_zone(zone, r, hidden=True)
                self.place_pile(zone, r, hidden=True)
            else:
                self.add_zone(zone, r)
                self.place_row(zone, r)

    def shared_rows(self, y: float, prefix: str = "", *, x: float | None = None, width: float | None = None,
                    rows: Rows | None = None) -> Rect:
        """The rows every player (of a game area: ``prefix``) shares (by default the whole width from the margin);
        returns the rectangle they take."""
        x0 = self.u(MARGIN) if x is None else x
        width = self.W - 2 * self.u(MARGIN) if width is None else width
        rows = self.view.arrangement.shared_rows if rows is None else rows
        h = 0.0
        for n, slots in enumerate(rows):
            row_h = self.u(_row_h(self.view, slots, [None], prefix))
            self.row(slots, None, x0, y + h, width, row_h, prefix)
            h += row_h + (self.u(GAP) if n < len(rows) - 1 else 0.0)
        return Rect(x0, y, width, h)

    def player_area(self, player: int, rect: Rect, *, facing_down: bool = False) -> None:
        """A player's area: header, then the player rows (``facing_down``: in reverse, so that the front row
        lies towards the middle of a two-sided table for the team at the top)."""
        header = Rect(rect.x, rect.y, rect.w, self.u(HEADER))
        self.areas.append(Area(player, rect, header))
        inner_x = rect.x + self.u(PAD)
        inner_w = rect.w - self.u(2 * PAD)
        y = rect.y + self.u(HEADER)
        rows = list(zip(self.view.arrangement.player_rows, self.plan.player_rows, strict=True))
        for slots, height in reversed(rows) if facing_down else rows:
            row_h = self.u(height)
            self.row(slots, player, inner_x, y, inner_w, row_h)
            y += row_h + self.u(GAP)

    def player_grid(self, seats: tuple[int, ...], y: float, *, facing_down: bool = False, x: float | None = None,
                    width: float | None = None) -> float:
        """Players' areas in rows of ``self.cols`` (a short last row centred) from ``y`` (by default across the
        whole width from the margin); returns the y below."""
        m = self.u(MARGIN) if x is None else x
        width = self.W - 2 * self.u(MARGIN) if width is None else width
        area_h = self.u(self.plan.area_h)
        area_w = (width - (self.cols - 1) * self.u(GAP)) / self.cols
        n = len(seats)
        rows = math.ceil(n / self.cols) if n else 0
        # each column as wide as its widest area needs, the spare width shared in proportion
        need = self.plan.columns_w(seats, self.cols)
        col_w = [(width - (self.cols - 1) * self.u(GAP)) * w / sum(need) for w in need] if sum(need) else []
        col_x = [m + sum(col_w[:c]) + c * self.u(GAP) for c in range(self.cols)] if col_w else []
        for i, seat in enumerate(seats):
            r, c = divmod(i, self.cols)
            w = area_w
            if r == rows - 1 and n % self.cols:
                used = n % self.cols
                x = m + (width - (used * area_w + (used - 1) * self.u(GAP))) / 2 + c * (area_w + self.u(GAP))
            elif col_w:
                x, w = col_x[c], col_w[c]
            else:
                x = m + c * (area_w + self.u(GAP))
            self.player_area(seat, Rect(x, y + r * (area_h + self.u(GAP)), w, area_h), facing_down=facing_down)
        return y + rows * (area_h + self.u(GAP))

    def game_areas(self) -> tuple[tuple[AreaFrame, ...], Rect, list[Rect]]:
        """A two-sided table: the other team's area at the top, the banner, the viewing team's area (the
        hand player's) below it. Returns the frames (top first), the banner and the shared rows' rectangles."""
        v = self.view
        bottom = v.area_of(self.hand_player)
        if bottom is None:
            bottom = len(v.areas) - 1
        order = [n for n in range(len(v.areas)) if n != bottom] + [bottom]
        m = self.u(MARGIN)
        width = self.W - 2 * m
        y = m
        frames: list[AreaFrame] = []
        shared: list[Rect] = []
        banner = Rect(m, y, width, 0.0)

        for k, n in enumerate(order):
            a = v.areas[n]
            top = n != bottom
            if k and not top:
                banner = Rect(m, y, width, self.u(BANNER))
                y = banner.bottom + self.u(GAP)
            y0 = y
            t = Rect(m, y, width, self.u(TITLE))
            y = t.bottom
            if self.beside:
                rows, y = self.beside_band(a, y, top)
            elif top:
                y = self.player_grid(a.seats, y, facing_down=True)
                rows = self.shared_rows(y, a.prefix)
                y = rows.bottom + self.u(GAP)
            else:
                rows = self.shared_rows(y, a.prefix)
                y = self.player_grid(a.seats, rows.bottom + self.u(GAP))
            shared.append(rows)
            frames.append(AreaFrame(n, Rect(m, y0, width, y - self.u(GAP) - y0), t, a.title, a.active, top, rows))
        if len(order) == 1:
            banner = Rect(m, m, width, 0.0)
        return tuple(frames), banner, shared

    def beside_band(self, a: AreaView, y: float, top: bool) -> tuple[Rect, float]:
        """A game area (or a table without areas: ``AreaView("", "", seats)``) whose shared rows (folded) lie on
        the left of its players (the top team's towards the middle, at the bottom of its band). Returns the shared
        rows' rectangle and the y below the band."""
        m = self.u(MARGIN)
        width = self.W - 2 * m
        folded = folded_rows(self.view, self.hard, self.parts)
        prefixes = [x.prefix for x in self.view.areas] or [""]
        shared_w = max((_row_min(self.view, r, None, pre, hard=self.hard) for r in folded for pre in prefixes),
                       default=0.0)
        players_w = self.plan.players_w(a.seats, self.cols)
        spare = max(0.0, width - self.u(shared_w + GAP + players_w))
        sw = self.u(shared_w) + spare * shared_w / (shared_w + players_w)
        px = m + sw + self.u(GAP)
        pw = width - sw - self.u(GAP)
        rows_h = self.u(_shared_h(self.view, a.prefix, folded) - GAP)
        grid_h = math.ceil(len(a.seats) / self.cols) * (self.u(self.plan.area_h + GAP)) - self.u(GAP)
        band_h = max(rows_h, grid_h)
        self.player_grid(a.seats, y, facing_down=top, x=px, width=pw)
        rows = self.shared_rows(y + (band_h - rows_h if top else 0.0), a.prefix, x=m, width=sw, rows=folded)
        return rows, y + band_h + self.u(GAP)

    def build(self) -> Layout:
        v = self.view
        m = self.u(MARGIN)
        width = self.W - 2 * m
        frames: tuple[AreaFrame, ...] = ()
        banner: Rect | None = None
        if v.areas:
            frames, banner, shared = self.game_areas()
            villain = shared[-1]  # the viewing team's enemy leader
        elif self.beside:
            villain, _ = self.beside_band(AreaView("", "", tuple(p.index for p in v.players)), m, False)
        else:
            y = m
            villain = self.shared_rows(y)
            if villain.h:
                y = villain.bottom + self.u(GAP)
            self.player_grid(tuple(p.index for p in v.players), y)
        hand_key = player_zone(self.hand_player, v.arrangement.hand) if v.arrangement.hand else None
        docked: tuple[int, ...] = ()
        if v.players and hand_key is not None and v.has_zone(hand_key):
            hz = v.zone(hand_key)
            if self.docked_hand:
                docked = hz.cards  # the hand dock, outside the zoomable table, shows them
            else:
                hand_h = self.u(_hand_height())
                hand_rect = Rect(m, self.H - m - hand_h, width, hand_h)
                self.add_zone(hz, hand_rect)
                self.place_hand(hz, hand_rect)
        return Layout(
            keep=Keep(self.W, self.H, self.docked_hand, self.cols, self.beside, self.cw, self.parts, self.hang),
            width=self.W, height=self.H, card_w=self.cw, card_h=self.ch, hand_player=self.hand_player,
            zones=MappingProxyType(dict(self.zones)), cards=MappingProxyType(dict(self.cards)),
            areas=tuple(self.areas), villain_row=villain, hand_zone=hand_key if docked or self.docked_hand else None,
            docked_hand=docked, game_areas=frames, banner=banner, banner_text=v.banner, areas_beside=self.beside,
        )


def compute_layout(view: TableView, width: float, height: float, hand_player: int | None = None, *,
                   docked_hand: bool = False, keep: Keep | None = None, hang: float = 0.0) -> Layout:
    """Place every zone and card of ``view`` in a ``width`` x ``height`` scene.

    ``hand_player`` is the player whose hand is fanned along the bottom (default: ``view.hand_player``);
    the other players' hands are face-down piles in their areas. With ``docked_hand`` the table leaves that
    hand out (:attr:`Layout.docked_hand` lists its cards for the hand dock, which draws it outside the
    zoomable table) and uses the room for the rest.

    Zones take what their cards need (up to their ``room``), and the card size is the largest at which that fits.
    ``keep`` (the :attr:`Layout.keep` of the layout before, within the same round) holds the table still while
    the round is played: the same grid and card width, a zone that fills squeezing its neighbours and then
    overlapping its cards, and the cards smaller only when some zone no longer has room for one card. The cards
    grow again at the next layout made without ``keep`` (the scene drops it when a round begins).

    ``hang``: room (scene units) kept below the last row for the dials and tokens hanging below its cards, on top of
    :data:`HANG` card widths (the table draws them larger than the card would on small cards).
    """
    if width <= 0 or height <= 0:
        raise ValueError(f"scene size must be positive, got {width} x {height}")
    hp = view.hand_player if hand_player is None else hand_player
    if view.players and not 0 <= hp < len(view.players):
        raise ValueError(f"hand player {hp} is not one of the {len(view.players)} players")
    return _Builder(view, float(width), float(height), hp, docked_hand, keep, max(0.0, min(hang, height / 3))).build()


def overlapping_zones(layout: Layout) -> list[tuple[str, str]]:
    """Pairs of zones whose rectangles overlap (none, in a good layout)."""
    boxes = list(layout.zones.values())
    out = []
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a.rect.intersects(b.rect):
                out.append((a.key, b.key))
    return out


def misplaced_cards(layout: Layout, ids: Iterable[int] | None = None) -> list[int]:
    """Cards whose (rotated) bounds leave their zone's rectangle or the scene."""
    scene = layout.scene_rect
    out = []
    for cid in layout.cards if ids is None else ids:
        p = layout.cards[cid]
        b = p.bounds
        if not scene.contains(b) or not layout.zones[p.zone].rect.contains(b, eps=1e-3):
            out.append(cid)
    return out

"""Showing what happened, one beat at a time, at the player's pace.

The table already shows the state after an answer when its events arrive (the engine is never slowed). The
:class:`EventPlayer` then draws the events over it in order, as *beats*:

- a banner when the round, the phase or the active player changes;
- a revealed encounter card, a boost card turned face up, a villain stage that flips or a main scheme that
  advances: the card large in the middle of the table, then carried to where it lies now (a card revealed
  where it arrives is hidden there until it lands; one that turns over in its place stays shown, see
  :func:`hides`);
- an attack or a scheme: an arrow from the enemy to its target;
- damage, healing and threat: a floating -N / +N over the card (these overlap the beats that follow).

:func:`beats_for` turns events into beats (no Qt drawing; tests read it). At the ``instant`` pace nothing is
drawn and the player is idle at once; ``step`` holds each reveal until :meth:`EventPlayer.advance` (a click
or Space). :attr:`EventPlayer.idle_changed` says when the queue drains, so the window can let the autopilot
answer only once its last answer has been shown, and ask a person the next question only then.
:class:`StandingArrow` keeps an arrow between two cards while a question about them is open.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from mcdesk.core.events import EventKind, GameEvent

from .banners import ArrowItem, BannerItem, NumberItem, RevealItem
from .pacing import DEFAULT_PACE, Pace, Timings, timings

BANNER = "banner"
REVEAL = "reveal"
ARROW = "arrow"
NUMBER = "number"

STEP_HINT = "Click or press Space to go on"
MAX_QUEUED = 60
"""Beats waiting beyond this (an autopilot far ahead of the drawing) are dropped, oldest numbers first."""

_NUMBER_SIGNS = {EventKind.DAMAGE: "-", EventKind.HEALED: "+", EventKind.THREAT_PLACED: "+",
                 EventKind.THREAT_REMOVED: "-"}


@dataclass(frozen=True)
class Beat:
    kind: str
    """BANNER, REVEAL, ARROW or NUMBER."""
    text: str
    """What it shows: the banner's line, the reveal's caption, the arrow's kind, the number ("-3")."""
    card: int | None = None
    """The card revealed, or the source of an arrow."""
    target: int | None = None
    """The card an arrow points at, or the card a number floats over."""
    event: GameEvent | None = None
    subtitle: str = ""
    """A banner's second line (the steps and turns that follow it at once)."""


STEP_TEXTS = {
    "place_threat": "Threat is placed on the main scheme",
    "activate": "The enemies activate",
    "deal_encounter_cards": "Encounter cards are dealt",
    "reveal_encounter_cards": "Encounter cards are revealed",
    "pass_first_player": "The first player token passes",
}
"""Banner lines of the named steps of the round's timing chart (an unknown step: its name)."""


def _words(name: str) -> str:
    return name.replace("_", " ").strip().capitalize()


def _banner_text(e: GameEvent, name_of: Callable[[int], str] | None) -> str:
    kind = str(e.kind)
    if kind == EventKind.ROUND:
        return f"Round {e.amount}" if e.amount else e.text.strip("—- .")
    if kind == EventKind.PHASE:
        phase = e.data.get("phase")
        return f"{_words(str(phase))} phase" if phase else e.text
    if kind == EventKind.TURN:
        who = f"Player {e.player + 1}" if e.player is not None else ""
        name = name_of(e.card) if name_of is not None and e.card is not None else ""
        return f"{who}: {name}" if who and name else e.text.rstrip(".")
    if kind == EventKind.STEP:
        step = str(e.data.get("step") or "")
        text = STEP_TEXTS.get(step, _words(step))
        if step == "activate" and e.player is not None:
            text = f"The enemies activate against player {e.player + 1}"
        return text
    return e.text


def _caption(e: GameEvent) -> str:
    text = e.text.strip()
    if e.data.get("boost"):
        return text.split(" (")[0] if text else "Boost"
    return text.rstrip(".") or ("Flipped" if e.kind == EventKind.FLIPPED else "Revealed")


def beats_for(events: Iterable[GameEvent], name_of: Callable[[int], str] | None = None) -> list[Beat]:
    """The beats that show ``events``, in order (events with nothing to draw give none). Banners that follow
    each other at once are one banner: the first line large, the others under it. ``name_of`` names a card
    (a turn's banner names the player's hero)."""
    out: list[Beat] = []
    for e in events:
        kind = str(e.kind)
        if kind in (EventKind.ROUND, EventKind.PHASE, EventKind.TURN, EventKind.STEP, EventKind.GAME_OVER):
            text = _banner_text(e, name_of)
            if not text:
                continue
            last = out[-1] if out else None
            opens = kind == EventKind.ROUND or kind == EventKind.PHASE and (
                last is None or last.event is None or last.event.kind != EventKind.ROUND)
            if last is not None and last.kind == BANNER and not opens and last.subtitle.count(" · ") < 1:
                sub = f"{last.subtitle} · {text}" if last.subtitle else text
                out[-1] = Beat(BANNER, last.text, event=last.event, subtitle=sub)
            else:
                out.append(Beat(BANNER, text, event=e))
        elif kind in (EventKind.REVEALED, EventKind.FLIPPED):
            if e.card is not None and "form" not in e.data and e.data.get("show", True) is not False:
                out.append(Beat(REVEAL, _caption(e), card=e.card, event=e))
        elif kind in (EventKind.ATTACK, EventKind.SCHEME, EventKind.THWART):
            if e.card is not None and e.target is not None:
                out.append(Beat(ARROW, kind, card=e.card, target=e.target, event=e))
        elif kind in _NUMBER_SIGNS:
            where = e.target if e.target is not None else e.card
            if where is not None and e.amount:
                out.append(Beat(NUMBER, f"{_NUMBER_SIGNS[EventKind(kind)]}{abs(e.amount)}", target=where, event=e))
    return out


def hides(beat: Beat) -> bool:
    """Whether a beat's card stays hidden on the table until the beat lands: a card revealed where it arrives
    (an encounter card dealt, a card put into play). A card that turns over in its place (a villain stage, a
    main scheme advancing, even as a new card) stays shown: its zone never looks empty meanwhile."""
    e = beat.event
    return beat.kind == REVEAL and beat.card is not None and e is not None and e.kind == EventKind.REVEALED \
        and "from_card" not in e.data


class EventPlayer(QObject):
    """Plays beats over a table scene at a :class:`Pace` (see the module text).

    The scene must offer ``card_item(id)`` (an item with ``card`` and ``size``) and ``faces``
    (:class:`~mcdesk.table.card_face.CardFaces`), as :class:`~mcdesk.table.scene.TableScene` does."""

    idle_changed = Signal(bool)
    """True when the last beat is over (and at once when nothing is to be drawn)."""
    beat_started = Signal(object)
    """A :class:`Beat` begins."""
    waiting_changed = Signal(bool)
    """Step by step: a reveal waits for a click or Space (True), or goes on (False)."""

    def __init__(self, scene: QGraphicsScene, pace: Pace = DEFAULT_PACE, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.pace = pace
        self.timings: Timings = timings(pace)
        self._queue: deque[Beat] = deque()
        self._current: Beat | None = None
        self._items: list[QGraphicsItem] = []
        """Items of the current beat (removed when it ends)."""
        self._lingering: list[tuple[QGraphicsItem, QAbstractAnimation]] = []
        """Numbers still floating after their beat."""
        self._hidden: set[int] = set()
        """Cards hidden until their reveal lands."""
        self._anim: QAbstractAnimation | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._beat_timeout)
        self._stage = ""
        self.waiting = False
        self.history: deque[Beat] = deque(maxlen=200)
        """The beats begun, latest last (what the player saw)."""

    # -- settings --------------------------------------------------------------------------------------
    def set_pace(self, pace: Pace) -> None:
        self.pace = pace
        self.timings = timings(pace)
        if not self.timings.draws:
            self.skip_all()
        elif self.waiting and not self.timings.hold_reveals:
            self.advance()

    # -- state -----------------------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._queue)

    @property
    def current(self) -> Beat | None:
        return self._current

    def pending(self) -> list[Beat]:
        return list(self._queue)

    def overlay_items(self) -> list[QGraphicsItem]:
        """The items drawn now (the current beat's and the numbers still floating)."""
        return [*self._items, *(i for i, _ in self._lingering)]

    def hidden_cards(self) -> frozenset[int]:
        return frozenset(self._hidden)

    # -- input -----------------------------------------------------------------------------------------
    def play(self, events: Sequence[GameEvent]) -> None:
        """Queue the beats of ``events`` (after the ones still playing)."""
        if not self.timings.draws:
            if not self.busy:
                self.idle_changed.emit(True)
            return
        beats = beats_for(events, self._card_name)
        if not beats:
            if not self.busy:
                self.idle_changed.emit(True)
            return
        was_busy = self.busy
        for b in beats:
            if hides(b):
                self._hide(b.card)  # type: ignore[arg-type]
        self._queue.extend(beats)
        self._trim()
        if not was_busy:
            self.idle_changed.emit(False)
        if self._current is None:
            self._next()

    def advance(self) -> None:
        """Move on now: a held reveal goes to its place, a running beat ends (a click or Space)."""
        if self._current is None:
            return
        self._timer.stop()
        if self._stage == "fly":
            self._finish_anim()
            self._end_beat()
        else:
            self._beat_timeout()

    def skip_all(self) -> None:
        """Drop every beat and overlay; the table shows its state as it is."""
        self._timer.stop()
        self._queue.clear()
        self._finish_anim()
        self._clear_items()
        for item, anim in self._lingering:
            anim.stop()
            self._remove(item)
        self._lingering.clear()
        for cid in list(self._hidden):
            self._show_card(cid)
        was_busy = self._current is not None
        self._current = None
        self._stage = ""
        self._set_waiting(False)
        if was_busy:
            self.idle_changed.emit(True)

    # -- the beats -------------------------------------------------------------------------------------
    def _trim(self) -> None:
        while len(self._queue) > MAX_QUEUED:
            drop = next((b for b in self._queue if b.kind == NUMBER), self._queue[0])
            self._queue.remove(drop)
            if hides(drop) and drop.card is not None:
                self._show_card(drop.card)

    def _next(self) -> None:
        self._clear_items()
        if not self._queue:
            self._current = None
            self._stage = ""
            self.idle_changed.emit(True)
            return
        beat = self._queue.popleft()
        self._current = beat
        self.history.append(beat)
        self.beat_started.emit(beat)
        t = self.timings
        if beat.kind == BANNER:
            self._start_banner(beat, t.banner)
        elif beat.kind == REVEAL:
            self._start_reveal(beat)
        elif beat.kind == ARROW:
            self._start_arrow(beat, t.arrow)
        else:
            self._start_number(beat, t.number)

    def _beat_timeout(self) -> None:
        beat = self._current
        if beat is None:
            return
        if beat.kind == REVEAL and self._stage == "show":
            self._set_waiting(False)
            self._fly(beat)
            return
        self._finish_anim()
        self._end_beat()

    def _end_beat(self) -> None:
        beat = self._current
        if beat is not None and hides(beat) and beat.card is not None:
            self._show_card(beat.card)
        self._stage = ""
        self._next()

    # banners
    def _start_banner(self, beat: Beat, ms: int) -> None:
        item = BannerItem(beat.text, self._visible_rect(), beat.subtitle)
        self._add(item)
        item.setOpacity(0.0)
        anim = QPropertyAnimation(item, b"opacity", self)
        anim.setDuration(ms)
        edge = min(0.12, 120 / max(1, ms))  # short fades: each of their frames repaints the band's width
        anim.setKeyValueAt(0.0, 0.0)
        anim.setKeyValueAt(edge, 1.0)
        anim.setKeyValueAt(1.0 - edge, 1.0)
        anim.setKeyValueAt(1.0, 0.0)
        self._run(anim)
        self._stage = "banner"
        self._timer.start(ms)

    # reveals
    def _start_reveal(self, beat: Beat) -> None:
        card = self._card_view(beat.card)
        if card is None:  # not on the table any more (back in a deck, out of the game): nothing to show
            self._end_beat()
            return
        area = self._visible_rect()
        h = area.height() * 0.46
        w = h * 63 / 88
        if card.landscape:
            w, h = h, h * 63 / 88
            w, h = w * 1.25, h * 1.25
        px = self._pixels(w)
        face = self.scene.faces.face(card.code, px, max(1, round(px * h / w)))  # type: ignore[attr-defined]
        hint = STEP_HINT if self.timings.hold_reveals else ""
        item = RevealItem(face, w, h, beat.text, hint)
        item.clicked.connect(self.advance)
        self._add(item)
        item.setPos(area.center().x() - w / 2, area.center().y() - h / 2 - h * 0.05)
        item.setOpacity(0.0)
        fade = QPropertyAnimation(item, b"opacity", self)
        fade.setDuration(max(1, min(120, self.timings.reveal // 4)))
        fade.setStartValue(0.0)
        fade.setEndValue(1.0)
        self._run(fade)
        self._stage = "show"
        if self.timings.hold_reveals:
            self._set_waiting(True)
        else:
            self._timer.start(self.timings.reveal)

    def _fly(self, beat: Beat) -> None:
        item = next((i for i in self._items if isinstance(i, RevealItem)), None)
        dest = self._destination(beat.card)
        if item is None or dest is None or self.timings.fly <= 0:
            self._end_beat()
            return
        self._finish_anim()
        item.setOpacity(1.0)
        item.set_hint("")
        scale = min(dest.width() / item.w, dest.height() / item.h) if item.w and item.h else 1.0
        group = QParallelAnimationGroup(self)
        pos = QPropertyAnimation(item, b"pos", group)
        pos.setDuration(self.timings.fly)
        pos.setStartValue(item.pos())
        pos.setEndValue(QPointF(dest.center().x() - item.w * scale / 2, dest.center().y() - item.h * scale / 2))
        pos.setEasingCurve(QEasingCurve.Type.InOutCubic)
        size = QPropertyAnimation(item, b"scale", group)
        size.setDuration(self.timings.fly)
        size.setStartValue(1.0)
        size.setEndValue(scale)
        size.setEasingCurve(QEasingCurve.Type.InOutCubic)
        group.addAnimation(pos)
        group.addAnimation(size)
        self._run(group)
        self._stage = "fly"
        self._timer.start(self.timings.fly)

    # arrows
    def _start_arrow(self, beat: Beat, ms: int) -> None:
        a, b = self._card_item(beat.card), self._card_item(beat.target)
        if a is None or b is None:
            self._end_beat()
            return
        ra = a.mapRectToScene(QRectF(0, 0, *a.size))
        rb = b.mapRectToScene(QRectF(0, 0, *b.size))
        width = max(4.0, min(ra.width(), rb.width()) * 0.06)
        item = ArrowItem(ra.center(), rb.center(), beat.text, width)
        self._add(item)
        item.setOpacity(0.0)
        anim = QPropertyAnimation(item, b"opacity", self)
        anim.setDuration(ms)
        anim.setKeyValueAt(0.0, 0.0)
        anim.setKeyValueAt(0.2, 1.0)
        anim.setKeyValueAt(0.8, 1.0)
        anim.setKeyValueAt(1.0, 0.0)
        self._run(anim)
        self._stage = "arrow"
        self._timer.start(ms)

    # numbers
    def _start_number(self, beat: Beat, ms: int) -> None:
        target = self._card_item(beat.target)
        if target is None:
            self._end_beat()
            return
        r = target.mapRectToScene(QRectF(0, 0, *target.size))
        event_kind = str(beat.event.kind) if beat.event is not None else ""
        item = NumberItem(beat.text, event_kind, max(18.0, r.width() * 0.32))
        self.scene.addItem(item)
        start = QPointF(r.center().x(), r.top() + r.height() * 0.3)
        item.setPos(start)
        group = QParallelAnimationGroup(self)
        rise = QPropertyAnimation(item, b"pos", group)
        rise.setDuration(ms)
        rise.setStartValue(start)
        rise.setEndValue(QPointF(start.x(), start.y() - r.height() * 0.35))
        rise.setEasingCurve(QEasingCurve.Type.OutCubic)
        fade = QPropertyAnimation(item, b"opacity", group)
        fade.setDuration(ms)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        group.addAnimation(rise)
        group.addAnimation(fade)
        entry = (item, group)
        self._lingering.append(entry)

        def done() -> None:
            if entry in self._lingering:
                self._lingering.remove(entry)
                self._remove(item)

        group.finished.connect(done)
        group.start()
        self._stage = "number"
        self._timer.start(max(1, ms // 3))

    # -- helpers ---------------------------------------------------------------------------------------
    def _card_view(self, card_id: int | None) -> Any:
        """The card as the table's view lists it (in a pile, it may have no item of its own)."""
        item = self._card_item(card_id)
        if item is not None:
            return item.card
        view = getattr(self.scene, "view", None)
        return view.cards.get(card_id) if view is not None and card_id is not None else None

    def _destination(self, card_id: int | None) -> QRectF | None:
        """Where a revealed card lies now: its own place, or the top of the pile it went into."""
        item = self._card_item(card_id)
        if item is not None:
            return item.mapRectToScene(QRectF(0, 0, *item.size))
        card = self._card_view(card_id)
        zone = self.scene.zone_item(card.zone) if card is not None else None  # type: ignore[attr-defined]
        lay = getattr(self.scene, "layout", None)
        if zone is None or lay is None:
            return None
        r = zone.rect
        w, h = lay.card_w, lay.card_h
        return QRectF(r.center().x() - w / 2, r.center().y() - h / 2, w, h)

    def _card_name(self, card_id: int) -> str:
        """A card's name; a player's identity is named by the player's hero ("Spider-Man", in either form)."""
        view = getattr(self.scene, "view", None)
        for p in view.players if view is not None else ():
            if p.identity == card_id and p.name and not p.name.startswith("Player "):
                return str(p.name)
        card = self._card_view(card_id)
        return str(card.name) if card is not None else ""

    def _card_item(self, card_id: int | None) -> Any:
        """The scene's card item (a :class:`~mcdesk.table.items.CardItem`), or None."""
        if card_id is None:
            return None
        getter = getattr(self.scene, "card_item", None)
        return getter(card_id) if getter is not None else None

    def _hide(self, card_id: int) -> None:
        item = self._card_item(card_id)
        if item is not None:
            item.setOpacity(0.0)
            self._hidden.add(card_id)

    def _show_card(self, card_id: int) -> None:
        self._hidden.discard(card_id)
        if any(hides(b) and b.card == card_id for b in self._queue):
            return  # revealed again later in the queue
        item = self._card_item(card_id)
        if item is not None:
            item.setOpacity(1.0)

    def _visible_rect(self) -> QRectF:
        r = self.scene.sceneRect()
        views = self.scene.views()
        if views:
            v = views[0]
            shown = v.mapToScene(v.viewport().rect()).boundingRect()
            shown = shown.intersected(r)
            if shown.width() > 50 and shown.height() > 50:
                return shown
        return r

    def _pixels(self, w: float) -> int:
        views = self.scene.views()
        zoom = views[0].transform().m11() if views else 1.0
        return max(32, min(1400, round(w * zoom * 1.0)))

    def _add(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self._items.append(item)

    def _remove(self, item: QGraphicsItem) -> None:
        if item.scene() is self.scene:
            self.scene.removeItem(item)
        if isinstance(item, QObject):
            item.deleteLater()

    def _clear_items(self) -> None:
        for item in self._items:
            self._remove(item)
        self._items.clear()

    def _run(self, anim: QAbstractAnimation) -> None:
        self._finish_anim()
        self._anim = anim
        anim.start()

    def _finish_anim(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None

    def _set_waiting(self, on: bool) -> None:
        if on != self.waiting:
            self.waiting = on
            self.waiting_changed.emit(on)


class StandingArrow(QObject):
    """An arrow that stands from one card to another while a question about it is open (the attack whose
    defender is being chosen), following both cards when they move. It takes no click."""

    def __init__(self, scene: QGraphicsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.item: ArrowItem | None = None
        self.ends: tuple[int, int] | None = None
        """The cards it joins (source, target)."""
        self._cards: list[Any] = []

    def show(self, source: int | None, target: int | None, kind: str = "attack") -> None:
        """Stand an arrow from ``source`` to ``target`` (either not on the table: none)."""
        getter = getattr(self.scene, "card_item", None)
        a = getter(source) if getter is not None and source is not None else None
        b = getter(target) if getter is not None and target is not None else None
        if a is None or b is None or source is None or target is None:
            self.clear()
            return
        if self.ends == (source, target) and self.item is not None and self._cards == [a, b] \
                and self.item.kind == kind:
            self._follow()
            return
        self.clear()
        ra, rb = self._rect(a), self._rect(b)
        self.item = ArrowItem(ra.center(), rb.center(), kind, max(4.0, min(ra.width(), rb.width()) * 0.06))
        self.item.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # it is redrawn as its cards move
        self.scene.addItem(self.item)
        self.ends = (source, target)
        self._cards = [a, b]
        for card in self._cards:
            for signal in (card.xChanged, card.yChanged, card.rotationChanged):
                signal.connect(self._follow)

    def clear(self) -> None:
        for card in self._cards:
            for signal in (card.xChanged, card.yChanged, card.rotationChanged):
                try:
                    signal.disconnect(self._follow)
                except (RuntimeError, TypeError):  # the card item is gone already
                    pass
        self._cards = []
        self.ends = None
        if self.item is not None:
            if self.item.scene() is self.scene:
                self.scene.removeItem(self.item)
            self.item.deleteLater()
            self.item = None

    @staticmethod
    def _rect(item: Any) -> QRectF:
        return QRectF(item.mapRectToScene(QRectF(0, 0, *item.size)))

    def _follow(self) -> None:
        if self.item is None or len(self._cards) != 2:
            return
        a, b = self._cards
        if a.scene() is not self.scene or b.scene() is not self.scene:
            self.clear()
            return
        self.item.set_ends(self._rect(a).center(), self._rect(b).center())

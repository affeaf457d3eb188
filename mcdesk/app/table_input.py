"""The player's input on the table: the glowing cards of the pending decision, a click or a double-click on
a card, a drop, the context menus of cards and piles, the pile viewer, Space/Enter and Esc, and the free table
(changes by hand).

A drop or a click never moves a card by itself: each becomes an answer to the pending decision (or, on a free
table, a change by hand), sent to the engine, which says whether it is legal.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from PySide6.QtCore import QPoint, Qt, Slot
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu, QWidget

from mcdesk.core.decisions import ActionKind, DecisionKind, Option, Payment

from ..games.champions.engine.manual import ManualEdit
from .free_table import drop_edit, free_actions, token_edit
from .prompt_panel import cards_of
from .window_base import WindowBase

PICK_KINDS = frozenset({
    DecisionKind.PAY, DecisionKind.TARGET, DecisionKind.DEFEND, DecisionKind.DISCARD, DecisionKind.MULLIGAN,
    DecisionKind.CHOOSE, DecisionKind.ORDER,
})
"""Decisions answered by clicking one of the glowing cards."""


def _plays(option: Option) -> bool:
    """An option that plays a card from hand (a use aimed at a card is given by a drop on that card)."""
    a = option.action
    return a is not None and a.kind is ActionKind.PLAY


def _either(names: list[str]) -> str:
    """"Front row", "Front row or Back row", "A, B or C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


class TableInput(WindowBase):
    """Clicks, drops, menus and keys on the table (a part of :class:`~.main_window.MainWindow`)."""

    # == keys ==========================================================================================
    def answer_primary(self) -> asyncio.Task[Any] | None:
        """Give the pending decision's primary answer (End your turn, Pass, Done, Keep...), if it has one."""
        key = self.prompt.primary_key()
        if key is None or self.free_table:
            return None
        return self.choose(key)

    def back_out(self) -> asyncio.Task[Any] | None:
        """Esc: drop the targeting arrow, or step back out of a choice in progress (paying for a card,
        choosing its target or an amount) to the decision before it."""
        d = self.view.pending if self.view else None
        self.table.set_target_source(None)
        if d is None or self.view is None or not self.view.can_undo:
            return None
        if d.kind in (DecisionKind.PAY, DecisionKind.TARGET, DecisionKind.NUMBER):
            return self.spawn(self.undo())
        return None

    # == the glowing cards =============================================================================
    def _refresh_highlights(self) -> None:
        view = self.view
        # a handover shows no choices yet; nor does a question waiting for the table's pictures
        d = view.pending if view and view.handover is None and not self.pacer.holding else None
        for kind in ("payment", "paid", "target", "selected", "source", "suggested", "hover"):
            self.scene.clear_highlights(kind)
        if d is None or self.free_table or view is None:
            self.table.set_target_source(None)
            self.scene.set_movable(())
            return
        cards = cards_of(d.options)  # every card with a legal option now, whatever its zone
        if d.kind is DecisionKind.PAY:
            self.scene.highlight(cards, "payment")
            if isinstance(d.extra, Payment):  # the cards already chosen to pay carry a mark of their own
                chosen = set(d.extra.pending_discards) | set(d.extra.used)
                self.scene.highlight(chosen - cards - {d.extra.paying_for}, "paid")
        elif d.kind in PICK_KINDS:
            self.scene.highlight(cards, "target")
        else:
            self.scene.highlight(cards, "selected")
        if d.source is not None:
            self.scene.highlight([d.source], "source")
        aiming = d.kind is DecisionKind.TARGET and d.source is not None and not view.autopilot_turn
        self.table.set_target_source(d.source if aiming else None)
        # a card on the table whose option names a place (a Vs. System character's other row) drags there
        self.scene.set_movable(c for c, zones in self._drop_zones().items()
                               if zones and not view.table.cards[c].zone.endswith(":hand"))

    @Slot(str)
    def _on_option_hovered(self, key: str) -> None:
        d = self.view.pending if self.view else None
        option = d.option(key) if d and key else None
        self.scene.highlight(option.cards if option else (), "hover")

    # == the table's input =============================================================================
    def _options_for(self, card_id: int) -> list[Option]:
        d = self.view.pending if self.view and self.view.handover is None and not self.pacer.holding else None
        return [o for o in d.options if card_id in o.cards] if d else []

    def _card_name(self, card_id: int) -> str:
        if self.view and card_id in self.view.table.cards:
            c = self.view.table.cards[card_id]
            return "a facedown card" if c.face_down else c.name
        return f"card {card_id}"

    @Slot(int)
    def _on_card_clicked(self, card_id: int) -> None:
        """One click on a glowing card does its only option; with several, a small menu at the card lists
        them."""
        if self.free_table or self.view is None or self.view.pending is None:
            return
        opts = self._options_for(card_id)
        if not opts:
            return
        self._last_pick = (card_id, time.monotonic())
        if len(opts) == 1:
            self.choose(opts[0].key)
        else:
            self._popup(self.card_menu(card_id, short=True), self.table.card_menu_point(card_id) or QCursor.pos())

    @Slot(int)
    def _on_card_activated(self, card_id: int) -> None:
        if self._last_pick and self._last_pick[0] == card_id and time.monotonic() - self._last_pick[1] < 0.6:
            return  # the second click of a double-click on a card a click already picked
        if self.view is None or card_id not in self.view.table.cards:
            return
        card = self.view.table.cards[card_id]
        if self.free_table:
            kind = "ready" if card.exhausted else "exhaust"
            self.spawn(self.manual(ManualEdit(kind, card_id)))
            return
        if card.zone.endswith(":hand"):
            self.play_card(card_id)
            return
        opts = self._options_for(card_id)
        if len(opts) == 1:
            self.choose(opts[0].key)
        elif opts:
            self._popup(self.card_menu(card_id), QCursor.pos())
        elif self._pile_of(card_id) is not None:
            self.open_pile(card.zone)
        else:
            self.statusBar().showMessage(f"Nothing to do with {self._card_name(card_id)} now.", 4000)

    def _drop_zones(self) -> dict[int, dict[str, list[Option]]]:
        """Card id -> zone key -> the pending decision's options that dropping the card on that zone gives
        (options that put their card in a place of their own, see :meth:`GameKind.drop_zone`)."""
        view = self.view
        d = view.pending if view is not None and view.handover is None else None
        out: dict[int, dict[str, list[Option]]] = {}
        if d is None or view is None:
            return out
        for o in d.options:
            if len(o.cards) != 1 or o.cards[0] not in view.table.cards:
                continue
            zone = view.kind.drop_zone(o, view.table, d.player)
            if zone is not None:
                out.setdefault(o.cards[0], {}).setdefault(zone, []).append(o)
        return out

    @Slot(int, str)
    def _on_card_dropped(self, card_id: int, zone: str) -> None:
        if self.free_table:
            if self.view is None or card_id not in self.view.table.cards:
                return
            edit = drop_edit(self.view.table.cards[card_id], zone)
            if edit is None:
                self.statusBar().showMessage("Cards cannot be put there by hand.", 4000)
            else:
                self.spawn(self.manual(edit))
            return
        self.drop_card(card_id, zone)

    @Slot(int, str)
    def _on_drop_refused(self, card_id: int, zone: str) -> None:
        me = self.view.pending.player if self.view is not None and self.view.pending is not None else None
        self.statusBar().showMessage(f"{self._card_name(card_id)} cannot be put on {self._zone_name(zone, me)}: "
                                     "drop it on the table to play it.", 6000)

    def drop_card(self, card_id: int, zone: str) -> asyncio.Task[Any] | None:
        """A card dragged onto ``zone`` ("table": no zone): the option that names both it and the card it was
        dropped on (:attr:`TableScene.drop_onto`), the option that puts it in that zone (a Vs. System row, the
        resource row), else the one way to play it anywhere; when the drop gives no answer, the status bar
        says why and where the card can go, and nothing moves."""
        view = self.view
        onto = self.scene.drop_onto
        if onto is not None and onto != card_id:  # on a card: an option naming both (a Vs. System power-up)
            both = [o for o in self._options_for(card_id) if onto in o.cards
                    or o.action is not None and o.action.target == onto]
            if len(both) == 1:
                return self.choose(both[0].key)
            if both:
                self._popup(self._options_menu(both), self.table.card_menu_point(onto) or QCursor.pos())
                return None
        places = self._drop_zones().get(card_id, {})
        if not places or view is None:
            return self.play_card(card_id)
        here = places.get(zone, [])
        if len(here) == 1:
            return self.choose(here[0].key)
        if here:  # several ways to put it there (a Vs. location: face down or face up)
            self._popup(self._options_menu(here), self.table.card_menu_point(card_id) or QCursor.pos())
            return None
        placed = {o.key for opts in places.values() for o in opts}
        anywhere = [o for o in self._options_for(card_id) if o.key not in placed and _plays(o)]
        if len(anywhere) == 1 and zone not in places:
            return self.choose(anywhere[0].key)  # e.g. a card with one play of its own, dropped off the rows
        me = view.pending.player if view.pending is not None else None
        names = [self._zone_name(z, me) for z in places]
        where = self._zone_name(zone, me) if view.table.has_zone(zone) else "there"
        self.statusBar().showMessage(f"{self._card_name(card_id)} cannot go to {where} now: drop it on "
                                     f"{_either(names)}.", 6000)
        return None

    def _zone_name(self, key: str, me: int | None) -> str:
        """A zone as a message names it: "your Back row", "Player 2's Back row", "Main scheme"."""
        t = self.view.table if self.view is not None else None
        if t is None or not t.has_zone(key):
            return key
        zone = t.zone(key)
        if zone.player is None or not 0 <= zone.player < len(t.players):
            return zone.label
        if zone.player == me:
            return f"your {zone.label}"
        return f"{t.players[zone.player].name}'s {zone.label}"

    def _options_menu(self, options: list[Option]) -> QMenu:
        menu = QMenu(self)
        for o in options:
            a = menu.addAction(o.label)
            a.setData(o.key)
            a.triggered.connect(lambda _c=False, key=o.key: self.choose(key))
        return menu

    def play_card(self, card_id: int) -> asyncio.Task[Any] | None:
        """Play a card from hand (a drop on the table or a double-click): ``play:<id>`` if it is legal now, the
        one option that plays it (a small menu at the card when there are several, e.g. a Vs. System character
        recruited to the front or the back row), or the one way to use it in this decision; otherwise the
        engine says why not (in the status bar) and nothing moves."""
        d = self.view.pending if self.view else None
        key = f"play:{card_id}"
        if d is not None and d.option(key) is None:
            opts = self._options_for(card_id)
            plays = [o for o in opts if _plays(o)]
            if len(plays) == 1:
                key = plays[0].key
            elif plays:
                self._popup(self._options_menu(plays), self.table.card_menu_point(card_id) or QCursor.pos())
                return None
            elif len(opts) == 1 and d.kind is not DecisionKind.TURN:
                key = opts[0].key
        return self.choose(key)

    @Slot(int, QPoint)
    def _on_card_context(self, card_id: int, pos: QPoint) -> None:
        menu = self.card_menu(card_id)
        self._popup(menu, pos)

    def _log_card_name(self, card_id: int) -> str | None:
        card = self.view.table.cards.get(card_id) if self.view is not None else None
        return card.name if card is not None and not card.face_down else None

    @Slot(int)
    def _on_log_card_hovered(self, card_id: int) -> None:
        """A card's name hovered in the log: its preview, and the card itself marked on the table."""
        self.scene.preview_card(card_id if card_id >= 0 else None)
        self.scene.highlight([card_id] if card_id >= 0 else (), "hover")

    def _free_token(self, card_id: int, *, steps: int = 0, value: int | None = None) -> None:
        """Free table: the wheel or a number key over a card changes its main token (damage, threat, counters)."""
        if not self.free_table or self.view is None or card_id not in self.view.table.cards:
            return
        edit = token_edit(self.view.table.cards[card_id], steps=steps, value=value)
        if edit is not None:
            self.spawn(self.manual(edit))

    def card_menu(self, card_id: int, short: bool = False) -> QMenu:
        """The context menu of a card: exactly the pending decision's options that concern it, and on a free
        table the changes by hand. ``short``: the options only (the menu a click opens at the card)."""
        menu = QMenu(self)
        if not short:
            title = menu.addAction(self._card_name(card_id))
            title.setEnabled(False)
            menu.addSeparator()
        opts = self._options_for(card_id)
        for o in opts:
            a = menu.addAction(o.label)
            a.setData(o.key)
            a.triggered.connect(lambda _c=False, key=o.key: self.choose(key))
        if not opts and not self.free_table:
            none = menu.addAction("Nothing to do with this card now")
            none.setEnabled(False)
        if not short and self.view is not None and card_id in self.view.table.cards:
            self._add_pile_entry(menu, card_id)
            menu.addSeparator()
            menu.addAction(self.images_action)  # the player's own scans of the cards
        if self.free_table and self.view is not None and card_id in self.view.table.cards:
            if opts:
                menu.addSeparator()
            head = menu.addAction("By hand")
            head.setEnabled(False)
            move = menu.addMenu("Move to")
            tokens = menu  # one click away (the wheel and number keys over a card change its main token too)
            status = menu.addMenu("Status cards")
            for fa in free_actions(self.view.table.cards[card_id], self.view.table):
                target = {"move": move, "damage": tokens, "threat": tokens, "counters": tokens,
                          "status": status}.get(fa.group, menu)
                a = target.addAction(fa.label)
                a.setData(fa.edit.key())
                a.triggered.connect(lambda _c=False, e=fa.edit: self.spawn(self.manual(e)))
        return menu

    def _pile_of(self, card_id: int) -> str | None:
        """The browsable pile (see :func:`~mcdesk.table.pile_viewer.browsable`) a card lies on, if any."""
        from ..table.pile_viewer import browsable

        if self.view is None or card_id not in self.view.table.cards:
            return None
        key = self.view.table.cards[card_id].zone
        t = self.view.table
        return key if t.has_zone(key) and browsable(t.zone(key)) else None

    def _add_pile_entry(self, menu: QMenu, card_id: int) -> None:
        key = self._pile_of(card_id)
        if key is not None and self.view is not None:
            zone = self.view.table.zone(key)
            menu.addSeparator()
            a = menu.addAction(f"Look through {zone.label} ({zone.count})")
            a.triggered.connect(lambda _c=False, k=key: self.open_pile(k))

    def open_pile(self, zone_key: str) -> QWidget | None:
        """The grid viewer of a pile's cards (a discard pile, the encounter discard, the victory display,
        removed or set-aside cards); decks are secret and do not open."""
        from ..table.pile_viewer import PileViewer, browsable

        t = self.view.table if self.view is not None else None
        if t is None or not t.has_zone(zone_key):
            return None
        zone = t.zone(zone_key)
        if not browsable(zone):
            what = "is empty" if not zone.count else "is secret: its cards are not looked through"
            self.statusBar().showMessage(f"{zone.label} {what}.", 4000)
            return None
        viewer = PileViewer(t, zone_key, self.faces, self)
        viewer.open()
        self.pile_viewer = viewer
        return viewer

    @Slot(str, QPoint)
    def _on_zone_context(self, zone_key: str, pos: QPoint) -> None:
        from ..table.pile_viewer import browsable

        t = self.view.table if self.view is not None else None
        if t is None or not t.has_zone(zone_key):
            return
        zone = t.zone(zone_key)
        menu = QMenu(self)
        a = menu.addAction(f"Look through {zone.label} ({zone.count})")
        a.setEnabled(browsable(zone))
        a.triggered.connect(lambda _c=False: self.open_pile(zone_key))
        self._popup(menu, pos)

    def _popup(self, menu: QMenu, pos: QPoint) -> None:
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.scene.set_preview_blocked(True)  # the preview would lie over the menu
        menu.aboutToHide.connect(self._block_preview_while_paying)
        menu.popup(pos)

    def _block_preview_while_paying(self) -> None:
        d = self.view.pending if self.view is not None else None
        self.scene.set_preview_blocked(d is not None and d.kind is DecisionKind.PAY)

    # == the free table ================================================================================
    def set_free_table(self, on: bool) -> None:
        on = bool(on)
        if on and self.view is not None and not self.view.kind.manual_edits:
            self.free_action.setChecked(False)
            self.statusBar().showMessage(f"{self.view.kind.name} has no free table: every change goes through "
                                         "its rules.", 5000)
            return
        self.free_table = on
        self.free_action.setChecked(on)
        self.scene.set_free(on)
        self.free_label.setText("FREE TABLE" if on else "")
        self.free_label.setStyleSheet("color: #ffb74d; font-weight: bold;" if on else "")
        self._refresh_highlights()
        if on:
            self.statusBar().showMessage("Free table: drag any card to any zone; right-click a card for tokens "
                                         "and status cards. Each change is logged and can be undone.", 8000)


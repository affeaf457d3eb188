"""Hands kept secret at one computer: only one seat's hand reaches the window.

In games whose players hide their hands from each other (the Vs. System 2PCG, Legendary), the engine bridge
takes every other player's hand out of the table view before the view leaves the worker thread: those zones
keep their count and their card back, and their cards are not listed at all (so nothing of them can show, not
in the hand row, a hover preview or a pile viewer). Which seat's hand stays is the bridge's choice (the person
deciding; see :meth:`mcdesk.app.engine_bridge.EngineBridge._hand_seat`). No Qt.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection

from mcdesk.table.view_model import HAND, TableView, ZoneView


def hide_hands(view: TableView, shown: int | None, team: Collection[int] = ()) -> TableView:
    """``view`` with every hand but player ``shown``'s (and those of ``team``, the players who share the
    computer with them: Civil War competitive mode's teammates) face down (None: every hand face down)."""
    hidden: set[int] = set()
    zones: list[ZoneView] = []
    keep = set(team) | ({shown} if shown is not None else set())
    for z in view.zones:
        if z.kind == HAND and z.player is not None and z.player not in keep:
            hidden.update(z.cards)
            zones.append(dataclasses.replace(z, cards=(), back=z.back or "player"))
        else:
            zones.append(z)
    # attachments of hidden cards (none in a hand today) go with them
    cards = {cid: c for cid, c in view.cards.items() if cid not in hidden and c.attached_to not in hidden}
    return dataclasses.replace(view, cards=cards, zones=tuple(zones), hand_seat=shown)

"""Hands kept secret at one computer: only one seat's hand reaches the window.

In games whose players hide their hands from each other (the Vs. System 2PCG, Legendary), the engine bridge
takes every other player's hand out of the table view before the view leaves the worker thread: those zones
keep their count and their card back, and their cards are not listed at all (so nothing of them can show, not
in the hand row, a hover preview or a pile viewer). Which seat's hand stays is the bridge's choice (the person
deciding; see :meth:`mcdesk.app.engine_bridge.EngineBridge._hand_seat`).

The log keeps the same secrets (:func:`secret_lines`): a line that names a card now in a player's hand, which
the others did not see go there (found in a deck, taken from the top of it, chosen among set-aside cards), is
shown to the other seats without the card's name ("Player 2 adds a card to their hand"). Which cards a line
names comes from its event (the card it is about) or the answer it tells, never from reading the words; a
card revealed is seen by everyone, and one that was face up on the table before it went back to a hand was
seen going there. No Qt.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Sequence
from typing import Any, Protocol, TypeVar

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


class _Line(Protocol):
    """A log line (:class:`~mcdesk.app.engine_bridge.LogEntry`): its words and the cards it may name."""

    @property
    def text(self) -> str: ...

    @property
    def cards(self) -> tuple[int, ...]: ...


L = TypeVar("L", bound=_Line)

UNNAMED = "a card"


def _seen_face_up(table: TableView | None, card_id: int) -> bool:
    """Whether everyone saw the card in ``table`` (listed face up in a zone that is not a hand)."""
    if table is None or card_id not in table.cards:
        return False
    c = table.cards[card_id]
    return not c.face_down and not (table.has_zone(c.zone) and table.zone(c.zone).kind == HAND)


def secret_lines(lines: Sequence[L], table: TableView, before: TableView | None,
                 title: Callable[[int], str]) -> tuple[L, ...]:
    """``lines`` with each one that names a card secret to all but its holder marked: ``owner`` (the player whose
    hand holds it, in the whole ``table``) and ``public_text`` (the line with the card unnamed). ``before``: the
    whole table the players saw last (None: not known, after undo or opening a game)."""
    holders = {cid: z.player for z in table.zones if z.kind == HAND and z.player is not None for cid in z.cards}
    out: list[L] = []
    for line in lines:
        owner: int | None = None
        names: set[str] = set()
        for cid in line.cards:
            p = holders.get(cid)
            if p is None or _seen_face_up(before, cid):
                continue
            owner = p if owner is None else owner
            names.update(n for n in (title(cid), table.cards[cid].name if cid in table.cards else "") if n)
        if owner is None:
            out.append(line)
            continue
        text = line.text
        for name in sorted(names, key=len, reverse=True):  # "Panther Claws" before "Panther"
            text = text.replace(name, UNNAMED)
        marked: Any = dataclasses.replace(line, owner=owner, public_text=text)  # type: ignore[type-var]
        out.append(marked)
    return tuple(out)

"""Every z-value of the table, in bands (no Qt here, so the layout can use it too).

Cards are top-level scene items; the chips, badges and dials on a card are its children, so their values
are relative to the card (a child is always drawn above its parent). Bands, bottom to top::

    table background < player areas < zones < cards in play (attachments just below their host)
    < hand < a card in flight < the card being dragged < the hover preview
"""

from __future__ import annotations

TABLE_BACKGROUND = -1000.0
AREA = -900.0
"""Player area frames and their headers."""
ZONE = -500.0
"""Zone frames, labels and pile backs."""
CARD = 0.0
"""Cards on the table: CARD + their order in the zone (later cards lie on earlier ones)."""
CARD_STEP = 1.0
ATTACHMENT_STEP = 0.01
HAND = 1000.0
"""Cards in the hand fan: HAND + their index."""
MOVING = 5000.0
"""A card while its move animation runs (it passes over everything else)."""
DRAG = 8000.0
HOVER_PREVIEW = 9000.0

# Relative to the card that owns them (children of the card item).
CHILD_TOKEN = 10.0
CHILD_STATUS = 11.0
CHILD_DIAL = 12.0

CARD_BAND_TOP = HAND - 1.0
"""Cards in play stay below this (at most this many cards in one zone)."""


def card_z(index: int) -> float:
    """A card in play: the ``index``-th card of its zone, above the ones before it."""
    return min(CARD + index * CARD_STEP, CARD_BAND_TOP)


def attachment_z(host_z: float, index: int, count: int) -> float:
    """The ``index``-th of ``count`` attachments of a host at ``host_z``: below the host (and the later
    attachments), above the card that precedes the host in its zone."""
    return host_z - 0.5 + index * ATTACHMENT_STEP - count * ATTACHMENT_STEP / 2


def hand_z(index: int) -> float:
    return HAND + index * CARD_STEP

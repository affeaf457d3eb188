"""Game occurrences told in the game's words, for prompts and the game log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .events import Event

if TYPE_CHECKING:
    from .game import Game


def describe_event(g: Game, e: Event) -> str:
    def t(cid: int | None) -> str:
        return g.card_title(cid) if cid is not None else "?"

    k = e.kind
    if k == ev.DAMAGE:
        return f"{t(e.source)} would deal {e.amount} damage to {t(e.target)}" if e.source else \
            f"{e.amount} damage would be dealt to {t(e.target)}"
    if k == ev.THREAT_PLACED:
        return f"{e.amount} threat would be placed on {t(e.target)}"
    if k == ev.THREAT_REMOVED:
        return f"{e.amount} threat removed from {t(e.target)}"
    if k == ev.ENEMY_ATTACK:
        return f"{t(e.source)} attacks player {(e.player or 0) + 1}"
    if k == ev.ENEMY_SCHEME:
        return f"{t(e.source)} schemes"
    if k == ev.PLAYER_ATTACK:
        return f"{t(e.source)} attacks {t(e.target)}"
    if k == ev.PLAYER_THWART:
        return f"{t(e.source)} thwarts {t(e.target)}"
    if k == ev.CARD_PLAYED:
        return f"player {(e.player or 0) + 1} plays {t(e.source)}"
    if k == ev.ENTERS_PLAY:
        return f"{t(e.target)} enters play"
    if k == ev.DEFEATED:
        return f"{t(e.target)} is defeated"
    if k == ev.REVEALED:
        return f"{t(e.target)} is revealed"
    if k == ev.FORM_CHANGED:
        return f"player {(e.player or 0) + 1} changes form"
    if k == ev.DISCARDED_FROM_DECK:
        plural = "s" if e.amount != 1 else ""
        return f"{e.amount} card{plural} discarded from the top of player {(e.player or 0) + 1}'s deck"
    if k == ev.BOOST_FLIPPED:
        return f"boost card {t(e.source)} is turned face up"
    return k.replace("_", " ")

"""The Expert encounter set (core set): added to the encounter deck in expert mode. Exhaustion's and Under
Fire's surge is a keyword the engine resolves."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    SIDE_SCHEME,
    YOUR_IDENTITY,
    DiscardUntilRevealed,
    Exhaust,
    If,
    PlaceThreat,
    RevealEncounterTop,
    script,
)
from ..vocabulary.procedures import Ctx

CARDS = CardSet("expert")


def _side_scheme_in_play(ctx: Ctx) -> bool:
    return bool(ctx.game.side_schemes())


CARDS.add(
    script("01191", when_revealed={"": Exhaust(YOUR_IDENTITY)}),
    # An emptied encounter deck fulfils the "discard until" (Rules Reference "Encounter Deck").
    script("01192", when_revealed={"": If(
        _side_scheme_in_play, PlaceThreat(4, SIDE_SCHEME.every("each side scheme")), "a side scheme is in play",
        otherwise=DiscardUntilRevealed("side_scheme", "a side scheme"))}),
    script("01193", when_revealed={"": RevealEncounterTop()}),
)

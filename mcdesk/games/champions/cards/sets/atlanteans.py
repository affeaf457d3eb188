"""Atlanteans (Civil War resistance modular set, 56165-56167). "Different card types discarded this way" counts
the types among the player cards the same effect took from the top of the deck."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MAIN_SCHEME,
    AccelerationTokensHere,
    And,
    DiscardFromYourDeck,
    PlaceThreat,
    TakeIndirectDamage,
    different_types_discarded,
    script,
)
from ..vocabulary.procedures import Ctx

CARDS = CardSet("atlanteans")

PER_TYPE = " per card type among the discarded cards"


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


CARDS.add(
    script("56165", when_revealed={"": DiscardFromYourDeck(3)}),
    script("56166", when_revealed={
        "hero": And(DiscardFromYourDeck(3), TakeIndirectDamage(different_types_discarded, per=PER_TYPE)),
        "alter_ego": And(DiscardFromYourDeck(3), PlaceThreat(different_types_discarded, MAIN_SCHEME, amount_text="1",
                                                              per=PER_TYPE)),
    }),
    script("56167", when_revealed={"": And(DiscardFromYourDeck(_per_player, amount_text="1 [per_hero] cards"),
                                           AccelerationTokensHere(different_types_discarded, per=PER_TYPE))}),
)

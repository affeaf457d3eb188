"""Legions of Hydra (core set modular encounter set). Hydra Soldier's guard and the side scheme's hazard icon
are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    SELF,
    SIDE_SCHEME,
    And,
    DealEncounterCard,
    FetchMinion,
    ForEngagedPlayer,
    PlaceThreat,
    ev,
    has_trait,
    named_card,
    script,
    source_is_this,
    triggered,
)
from ..vocabulary.procedures import Ctx, Rule, Timing

CARDS = CardSet("legions_of_hydra")

MADAME_HYDRA = "Madame Hydra"
LEGIONS = SIDE_SCHEME.where(lambda c, i: c.game.facts(i).name == "Legions of Hydra", "the Legions of Hydra scheme")


def _hydra_threat(ctx: Ctx) -> int:
    return 2 * sum(1 for e in ctx.game.enemies() if has_trait(ctx.game, e, "Hydra"))


def _legions_in_play(ctx: Ctx, _card: int) -> bool:
    return bool(LEGIONS(ctx))


_TO_LEGIONS = PlaceThreat(2, LEGIONS)

CARDS.add(
    script("01180", when_revealed={"": And(
        FetchMinion(named_card(MADAME_HYDRA), MADAME_HYDRA, unless_in_play=MADAME_HYDRA),
        PlaceThreat(_hydra_threat, SELF, amount_text="2", per=" for each [[Hydra]] enemy in play"),
    )}),
    script(
        "01181",
        triggered(Timing.FORCED_RESPONSE, ev.ENEMY_SCHEME, _TO_LEGIONS, when=source_is_this,
                  when_text="After Madame Hydra schemes"),
        triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, _TO_LEGIONS, when=source_is_this,
                  when_text="After Madame Hydra attacks"),
        rules=[Rule("cannot_take_damage", "Madame Hydra takes no damage while a Legions of Hydra scheme is in play.",
                    _legions_in_play)],
    ),
    script("01182", when_defeated=ForEngagedPlayer(DealEncounterCard(), "The player it was engaged with is dealt "
                                                                        "an encounter card.")),
)

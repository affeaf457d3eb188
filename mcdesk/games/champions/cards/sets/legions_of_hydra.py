"""Legions of Hydra (core set modular encounter set). Hydra Soldier's guard and the side scheme's hazard icon
are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    SIDE_SCHEME,
    And,
    Custom,
    FetchMinion,
    PlaceThreat,
    ev,
    has_trait,
    named_card,
    script,
    source_is_this,
    triggered,
)
from ..vocabulary.procedures import Ctx, Gen, Rule, Timing, deal_encounter_card, place_threat

CARDS = CardSet("legions_of_hydra")

MADAME_HYDRA = "Madame Hydra"
LEGIONS = SIDE_SCHEME.where(lambda c, i: c.game.facts(i).name == "Legions of Hydra", "the Legions of Hydra scheme")


def _hydra_threat(ctx: Ctx) -> Gen[None]:
    n = sum(1 for e in ctx.game.enemies() if has_trait(ctx.game, e, "Hydra"))
    yield from place_threat(ctx.game, ctx.source, 2 * n, ctx.source)


def _legions_in_play(ctx: Ctx, _card: int) -> bool:
    return bool(LEGIONS(ctx))


def _deal_to_engaged(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    p = g.state.cards[ctx.source].engaged_with
    if p is not None and not g.state.players[p].eliminated:
        g.log(f"Player {p + 1} is dealt an encounter card.")
        yield from deal_encounter_card(g, p)


_TO_LEGIONS = PlaceThreat(2, LEGIONS)

CARDS.add(
    script("01180", when_revealed={"": And(
        FetchMinion(named_card(MADAME_HYDRA), MADAME_HYDRA, unless_in_play=MADAME_HYDRA),
        Custom(_hydra_threat, "Then this scheme gets 2 more threat per [[Hydra]] enemy in play."),
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
    script("01182", when_defeated=Custom(_deal_to_engaged, "The player it was engaged with is dealt an encounter "
                                         "card.")),
)

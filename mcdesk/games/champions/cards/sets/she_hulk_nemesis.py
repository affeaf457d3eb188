"""She-Hulk's nemesis set (core set): Titania and her schemes, set aside at setup and brought in by Shadow of
the Past. Personal Challenge's crisis icon is a fact the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    BOOSTED_VILLAIN,
    SELF,
    And,
    EnemyAttacks,
    ExtraBoostCard,
    GainSurge,
    Heal,
    If,
    PlaceThreat,
    boost,
    gets,
    named,
    script,
)
from ..vocabulary.procedures import Ctx, remaining_hit_points

CARDS = CardSet("she_hulk_nemesis")

TITANIA = named("Titania")


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


# == Titania: ATK X, X = her remaining hit points (the printed X counts as 0, boosts add to it) ==================
CARDS.add(
    script("01162", constants=[gets("attack", lambda c: remaining_hit_points(c.game, c.source), SELF,
                                    "X is this minion's remaining hit points.")]),
)


# == Genetically Enhanced ==========================================================================================
def _strongest_minions(ctx: Ctx) -> list[int]:
    """The minions with the highest printed hit points (the first player picks among ties). With no minion in
    play the card gains surge (the engine then discards it, as an attachment with nothing to attach to)."""
    g = ctx.game
    minions = g.minions()
    if not minions:
        if ctx.event is not None:
            ctx.event.data["surge"] = True
        return []
    top = max(g.facts(m).health or 0 for m in minions)
    return [m for m in minions if (g.facts(m).health or 0) == top]


CARDS.add(
    script("01163", constants=[gets("health", 3, ATTACHED, "The attached minion gets +3 hit points.")],
           attach_to=_strongest_minions,
           attach_text="Attach to the minion with the highest printed hit points. With no minion in play, this "
                       "card gains surge."),
)


# == Titania's Fury ================================================================================================
def _your_hero(ctx: Ctx) -> bool:
    return ctx.game.form(ctx.player) == "hero"


def _titania_did_not_attack(ctx: Ctx) -> bool:
    """"Titania did not attack": she is not in play, you are not a hero, her stun replaced the attack, or an
    effect cancelled it."""
    return not ctx.memory.get("attacked")


def _titania_damage(ctx: Ctx) -> int:
    return sum(ctx.game.state.cards[t].damage for t in TITANIA(ctx))


CARDS.add(
    script("01161", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
    script("01164",
           boost(ExtraBoostCard(BOOSTED_VILLAIN)),
           when_revealed={"": And(
               If(_your_hero, EnemyAttacks(TITANIA), "you are in hero form"),
               And(If(_titania_did_not_attack, Heal(_titania_damage, TITANIA, amount_text="all the"),
                      "Titania did not attack"),
                   GainSurge(_titania_did_not_attack, "If Titania did not attack")))}),
)

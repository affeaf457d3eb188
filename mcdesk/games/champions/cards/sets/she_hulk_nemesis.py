"""She-Hulk's nemesis set (core set): Titania and her schemes, set aside at setup and brought in by Shadow of
the Past. Personal Challenge's crisis icon is a fact the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import ATTACHED, SELF, Custom, GainSurge, PlaceThreat, Sel, boost, gets, script
from ..vocabulary.procedures import Ctx, Gen, deal_boost_cards, enemy_attack, heal, remaining_hit_points

CARDS = CardSet("she_hulk_nemesis")

TITANIA = Sel(lambda c: [m for m in c.game.minions() if c.game.facts(m).name == "Titania"], "Titania", True)


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
def _fury(ctx: Ctx) -> Gen[None]:
    """"Titania did not attack": she is not in play, you are not a hero, her stun replaced the attack, or an
    effect cancelled it."""
    g = ctx.game
    p = ctx.player
    titania = next(iter(TITANIA(ctx)), None)
    outcome = {"made": False}
    if titania is not None and g.form(p) == "hero":
        yield from enemy_attack(g, titania, p, outcome=outcome)
    if outcome["made"]:
        return
    if titania is not None and g.is_in_play(titania):
        yield from heal(g, titania, g.state.cards[titania].damage)
    yield from GainSurge().resolve(ctx)


def _extra_boost(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    enemy = ctx.event.target if ctx.event is not None else None
    if enemy is not None and g.facts(enemy).type_code == "villain":
        g.log(f"{g.card_title(ctx.source)}: the villain gets 1 more boost card for this activation.")
        yield from deal_boost_cards(g, enemy)


CARDS.add(
    script("01161", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
    script("01164",
           boost(Custom(_extra_boost, "Deal the villain 1 more boost card for this activation.")),
           when_revealed={"": Custom(_fury, "Titania attacks your hero. If she did not attack, heal all her "
                                            "damage and this card gains surge.")}),
)

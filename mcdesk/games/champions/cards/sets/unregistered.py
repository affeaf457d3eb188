"""Unregistered Super, the obligation both Cape-Killer and Heroes for Hire bring (Civil War registration modular
sets, 56106 and 56114)."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import Custom, action, gains_trait, script
from ..vocabulary.abilities import CardScript
from ..vocabulary.procedures import HAND, Ctx, Gen, discard_card

CARDS = CardSet("unregistered")

def _its_players_identity(ctx: Ctx, cid: int) -> bool:
    owner = ctx.game.state.cards[ctx.source].zone[1]
    return owner is not None and cid == ctx.game.identity(owner)


def _identity_specific_in_hand(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [c for c in g.state.zone(HAND, ctx.player) if g.facts(c).faction_code == "hero"]


def _register(ctx: Ctx) -> Gen[None]:
    # Custom: the cost is a card of a kind (identity-specific) from hand, then this card goes.
    g = ctx.game
    pick = yield from g.choose_card(ctx.player, "Discard an identity-specific card", _identity_specific_in_hand(ctx),
                                    source=ctx.source)
    if pick is not None:
        discard_card(g, pick)
        discard_card(g, ctx.source, by=ctx.source)
        g.log(f"Player {ctx.player + 1} discards {g.card_title(ctx.source)}.")


def unregistered_super(code: str) -> CardScript:
    return script(code, action(Custom(_register, "Discard an identity-specific card from your hand: discard this "
                                      "card.", could=lambda ctx: bool(_identity_specific_in_hand(ctx))),
                               form="alter_ego"),
                  constants=[gains_trait("Unregistered", _its_players_identity,
                                         "Your identity gains the [[Unregistered]] trait.")])


CARDS.add(unregistered_super("56106"), unregistered_super("56114"))

"""Paladin (Civil War registration modular set, 56117-56120). A player with the [[Unregistered]] trait loses a
card at random; otherwise they choose it."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    AfterThisAttack,
    And,
    Custom,
    DiscardThis,
    ThisAttackGains,
    Timing,
    ev,
    gains_trait,
    gets,
    has_trait,
    printed,
    script,
    triggered,
)
from ..vocabulary.procedures import Ctx, DecisionKind, Event, Gen, discard_card, place_threat

CARDS = CardSet("paladin")


def _discard_one(ctx: Ctx) -> Gen[int | None]:
    """Discard 1 card from your hand, at random if your identity has the Unregistered trait."""
    g = ctx.game
    hand = g.hand(ctx.player)
    if not hand:
        return None
    if has_trait(g, g.identity(ctx.player), "Unregistered"):
        pick: int | None = hand[g.rng.randrange(len(hand))]
        g.log(f"Player {ctx.player + 1} is Unregistered: a card is discarded at random.")
    else:
        pick = yield from g.choose_card(ctx.player, "Discard a card from your hand", hand, source=ctx.source,
                                        kind=DecisionKind.DISCARD)
    if pick is not None:
        g.log(f"Player {ctx.player + 1} discards {g.card_title(pick)}.")
        discard_card(g, pick)
    return pick


def _paladin(ctx: Ctx) -> Gen[None]:
    yield from _discard_one(ctx)


def _bounty(ctx: Ctx) -> Gen[None]:
    # Custom: the threat counts the resource icons printed on the card discarded.
    g = ctx.game
    pick = yield from _discard_one(ctx)
    main = g.main_scheme()
    if pick is not None and main is not None:
        n = sum(g.facts(pick).resources.values())
        yield from place_threat(g, main, n, ctx.source)


def _paladin_else_villain(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [m for m in g.minions() if g.facts(m).name == "Paladin"] or list(g.villains())


def _host_attacks(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and e.source == ctx.game.state.cards[ctx.source].attached_to


def _ranged(ctx: Ctx) -> Gen[None]:
    host = ctx.game.state.cards[ctx.source].attached_to
    if host is not None:
        ctx.game.add_lasting("kw:ranged", "add", 1, host, "end_of_attack", ctx.source)
    return
    yield


def _each_identity(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).type_code in ("hero", "alter_ego") and ctx.game.is_in_play(cid)


BOUNTY = Custom(_bounty, "You lose 1 card from your hand (your choice; at random when you are [[Unregistered]]); "
                "the main scheme gets 1 threat per resource icon printed on it.")

CARDS.add(
    script("56117", when_revealed={"": Custom(_paladin, "You lose 1 card from your hand (your choice; at random when "
                                              "you are [[Unregistered]]).")}),
    script("56118", triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK, And(
        And(ThisAttackGains("overkill"), Custom(_ranged, "That attack gains ranged.")),
        AfterThisAttack(DiscardThis(), "After that attack")), when=_host_attacks,
        when_text="When attached character attacks"),
           constants=[gets("attack", printed("attack"), ATTACHED, "Attached character gets +2 ATK.")],
           attach_to=_paladin_else_villain, attach_text="Attach to Paladin. Otherwise, attach to the enemy leader."),
    script("56119", when_revealed={"": BOUNTY}),
    script("56120", constants=[gains_trait("Unregistered", _each_identity,
                                           "Each identity gains the [[Unregistered]] trait.")]),
)

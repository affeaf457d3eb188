"""The basic cards of Civil War's Hulkling starter deck: Iron Lad (56052) and Assess the Situation (56053, a
reprint of a card from a pack the project does not hold the facts of, scripted under its Civil War code)."""

from __future__ import annotations

from dataclasses import dataclass

from ..registry import CardSet
from ..vocabulary import (
    YOUR_IDENTITY,
    Custom,
    GetsUntil,
    Timing,
    action,
    ev,
    has_trait,
    script,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Gen

CARDS = CardSet("cw_basic")


@dataclass(frozen=True)
class ExhaustAnotherAvengerAlly:
    """Iron Lad's cost: exhaust another [[Avenger]] ally you control (it is left in ``ctx.memory["lent"]``)."""

    def _cands(self, ctx: Ctx) -> list[int]:
        g = ctx.game
        return [a for a in g.allies(ctx.player) if a != ctx.source and g.state.cards[a].controller == ctx.player
                and not g.state.cards[a].exhausted and has_trait(g, a, "Avenger")]

    def can_pay(self, ctx: Ctx) -> bool:
        return bool(self._cands(ctx))

    def pay(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        ally = yield from g.choose_card(ctx.player, "Exhaust another [[Avenger]] ally", self._cands(ctx),
                                        source=ctx.source)
        if ally is not None:
            g.exhaust(ally)
            ctx.memory["lent"] = ally

    def text(self) -> str:
        return "Exhaust another [[Avenger]] ally you control"


def _lend(stat: str) -> Custom:
    def add(ctx: Ctx) -> Gen[None]:
        # Custom: the exhausted ally's printed power joins Iron Lad's for this one use of his basic power.
        g = ctx.game
        e = ctx.event
        ally = ctx.memory.get("lent")
        if e is None or ally is None:
            return
        n = g.stat(ally, stat) or 0
        e.amount += n
        g.log(f"{g.card_title(ally)} adds {n} to {g.card_title(ctx.source)}'s {stat} for this use.")
        return
        yield

    name = {"attack": "ATK", "thwart": "THW"}[stat]
    return Custom(add, f"Add that ally's {name} to Iron Lad's {name} for this use.")


def _his_basic(ctx: Ctx, e: Event) -> bool:
    return e.source == ctx.source and bool(e.data.get("basic"))


CARDS.add(
    script("56052",
           triggered(Timing.INTERRUPT, ev.PLAYER_ATTACK, _lend("attack"), when=_his_basic,
                     when_text="When Iron Lad attacks with his basic power", costs=[ExhaustAnotherAvengerAlly()]),
           triggered(Timing.INTERRUPT, ev.PLAYER_THWART, _lend("thwart"), when=_his_basic,
                     when_text="When Iron Lad thwarts with his basic power", costs=[ExhaustAnotherAvengerAlly()])),
    script("56053", action(GetsUntil(YOUR_IDENTITY, (("hand_size", 1),), "end_of_phase", amount_text="+1 hand size"),
                           event_card=True)),
)

"""Leadership aspect (core set): 01066-01074."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..registry import CardSet
from ..vocabulary import (
    ALLY,
    ATTACHED,
    EVENT_TARGET,
    SELF,
    YOUR_CHARACTERS,
    ChooseAPlayer,
    ChooseOne,
    Custom,
    Damage,
    Draw,
    EachPlayer,
    GetsUntil,
    PlaceCounters,
    Ready,
    RemoveCounter,
    Spend,
    action,
    ev,
    gets,
    minion_entered,
    power_of,
    power_of_text,
    script,
    target_is_this,
    triggered,
)
from ..vocabulary.procedures import DISCARD, Ctx, Gen, ResourceNeed, Timing, can_pay, enter_play, pay, unique_conflict

CARDS = CardSet("leadership")


# -- allies --------------------------------------------------------------------------------------------------
CARDS.add(
    # Hawkeye: his arrow counters are no "uses": with none left he stays in play.
    script("01066",
           triggered(Timing.FORCED_INTERRUPT, ev.ENTERS_PLAY, PlaceCounters(4, "arrow"), when=target_is_this,
                     when_text="As this card enters play"),
           triggered(Timing.RESPONSE, ev.ENTERS_PLAY, Damage(EVENT_TARGET.every("that minion"), 2),
                     when=minion_entered, when_text="After a minion enters play", costs=[RemoveCounter("arrow")])),
    # Maria Hill: whether played or put into play.
    script("01067", triggered(Timing.RESPONSE, ev.ENTERS_PLAY, EachPlayer(Draw(1), "Each player draws 1 card."),
                              when=target_is_this, when_text="After this card enters play")),
    script("01068", action(
        ChooseOne((("+2 THW", GetsUntil(SELF, (("thwart", 2),))), ("+2 ATK", GetsUntil(SELF, (("attack", 2),))))),
        costs=[Spend({"energy": 1})], limit=(1, "round"))),
)


# -- events --------------------------------------------------------------------------------------------------
def _ally_candidates(ctx: Ctx) -> list[int]:
    """Allies in any player's discard pile that could enter play (no unique conflict) and whose printed cost
    the player can pay (The Power of <Aspect> counts that ally's aspect: FAQ Make the Call #71)."""
    return list(_iter_ally_candidates(ctx))


def _iter_ally_candidates(ctx: Ctx) -> Iterator[int]:
    g = ctx.game
    for p in range(len(g.state.players)):
        for cid in g.state.zone(DISCARD, p):
            f = g.facts(cid)
            if f.type_code != "ally" or (f.is_unique and unique_conflict(g, cid)):
                continue
            if can_pay(g, ctx.player, ResourceNeed(max(0, f.cost or 0)), cid, {ctx.source}):
                yield cid


@dataclass(frozen=True)
class PayForDiscardedAlly:
    """Cost: choose an ally in a discard pile and pay its printed cost (as paying for that ally)."""

    def can_pay(self, ctx: Ctx) -> bool:
        # Whether there is one is enough: listing the turn's options asks this often.
        return next(_iter_ally_candidates(ctx), None) is not None

    def pay(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        ally = yield from g.choose_card(ctx.player, "Choose an ally in a discard pile", _ally_candidates(ctx),
                                        source=ctx.source)
        assert ally is not None
        ctx.targets["ally"] = ally
        cost = max(0, g.facts(ally).cost or 0)
        ctx.paid = yield from pay(g, ctx.player, ResourceNeed(cost), ally, {ctx.source}, g.card_title(ally))

    def text(self) -> str:
        return "Pay the printed cost of an ally in a discard pile"


def _make_the_call(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    ally = ctx.targets.get("ally")
    if ally is None or g.state.cards[ally].zone[0] != DISCARD:
        return
    if g.facts(ally).is_unique and unique_conflict(g, ally):
        return
    g.log(f"Player {ctx.player + 1} puts {g.card_title(ally)} into play.")
    yield from enter_play(g, ally, ctx.player)


CARDS.add(
    script("01069", action(Ready(ALLY.where(lambda c, a: c.game.state.cards[a].exhausted, "an ally")),
                           event_card=True)),
    script("01070", action(ChooseAPlayer(
        GetsUntil(YOUR_CHARACTERS, (("thwart", 1), ("attack", 1))),
        "Until the phase ends, that player's identity and allies get +1 THW and +1 ATK."),
        form="hero", event_card=True)),
    # Custom: puts an ally from any discard pile into play after its cost was paid (PayForDiscardedAlly).
    script("01071", action(Custom(_make_the_call, "Put that ally into play under your control."),
                           costs=[PayForDiscardedAlly()], event_card=True)),
)


# -- resources -----------------------------------------------------------------------------------------------
CARDS.add(
    script("01072", resource_bonus=power_of("leadership"), text_lines=[power_of_text("leadership")]),
)


# -- supports and upgrades -----------------------------------------------------------------------------------
def _ally_without_inspired(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [a for a in ALLY(ctx) if not any(g.facts(x).name == "Inspired" for x in g.attachments(a))]


CARDS.add(
    # The Triskelion: the engine's ally limit adds the "ally_limit" modifiers on the player's identity.
    script("01073", constants=[gets("ally_limit", 1, lambda ctx, cid: cid == ctx.game.identity(ctx.player),
                                    "Your ally limit is 1 higher.")]),
    script("01074", constants=[gets("thwart", 1, ATTACHED, "The attached ally gets +1 THW."),
                               gets("attack", 1, ATTACHED, "The attached ally gets +1 ATK.")],
           attach_to=_ally_without_inspired, attach_text="Attach to an ally (at most 1 Inspired per ally)."),
)

"""Paladin (Civil War registration modular set, 56117-56120). A player with the [[Unregistered]] trait loses a
card at random; otherwise they choose it."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    AfterThisAttack,
    And,
    Custom,
    DiscardOneFromHand,
    DiscardThis,
    ThisAttackGains,
    Timing,
    ev,
    gains_trait,
    gets,
    printed,
    script,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Gen

CARDS = CardSet("paladin")


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


CARDS.add(
    script("56117", when_revealed={"": DiscardOneFromHand()}),
    script("56118", triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK, And(
        And(ThisAttackGains("overkill"), Custom(_ranged, "That attack gains ranged.")),
        AfterThisAttack(DiscardThis(), "After that attack")), when=_host_attacks,
        when_text="When attached character attacks"),
           constants=[gets("attack", printed("attack"), ATTACHED, "Attached character gets +2 ATK.")],
           attach_to=_paladin_else_villain, attach_text="Attach to Paladin. Otherwise, attach to the enemy leader."),
    script("56119", when_revealed={"": DiscardOneFromHand(threat_per_icon=True)}),
    script("56120", constants=[gains_trait("Unregistered", _each_identity,
                                           "Each identity gains the [[Unregistered]] trait.")]),
)

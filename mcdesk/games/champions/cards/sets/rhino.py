"""Rhino (core set scenario): the villain stages, The Break-In! main scheme and the Rhino encounter set.

Cards driven only by their facts need no script: Rhino (I) (stats), The Break-In! (its Setup advances to
stage 1B, the engine's main scheme procedure; 1B completed with no next stage loses the game), Hydra
Mercenary (guard), Sandman (toughness) and Crowd Control (crisis icon).
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    DAMAGED_THIS_WAY,
    EACH_HERO,
    SELF,
    AfterThisAttack,
    And,
    Custom,
    Damage,
    DiscardThis,
    EnemyAttacks,
    GainSurge,
    Heal,
    If,
    PlaceThreat,
    SearchAndReveal,
    Spend,
    Stun,
    ThisAttackGains,
    Tough,
    action,
    ev,
    gets,
    printed,
    script,
    triggered,
    villain_named,
)
from ..vocabulary.procedures import (
    Ctx,
    Event,
    Gen,
    Timing,
    discard_card,
)

CARDS = CardSet("rhino")

BREAKIN_AND_TAKIN = "01107"

RHINO = villain_named("Rhino")
"""The villain Rhino (whatever his stage)."""


def _attach_to_rhino(ctx: Ctx) -> list[int]:
    return RHINO(ctx)


def _host(ctx: Ctx) -> int | None:
    return ctx.game.state.cards[ctx.source].attached_to


# == villain stages ===================================================================================


CARDS.add(
    script("01095", when_revealed={"": SearchAndReveal("Breakin' & Takin'")}),
    script("01096", when_revealed={"": Stun(EACH_HERO)}),
)


# == attachments ======================================================================================


def _damage_to_host(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and e.target == _host(ctx) and e.amount > 0


def _armored_suit(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    suit = ctx.source
    e = ctx.event
    if e is None:
        return

    def onto_the_suit(e: Event) -> None:
        card = g.state.cards[suit]
        if not g.is_in_play(suit):
            return
        card.damage += e.amount
        g.log(f"{e.amount} damage is placed on {g.card_title(suit)} instead of Rhino.")
        if card.damage >= 5:
            g.log(f"{g.card_title(suit)} has 5 or more damage and is discarded.")
            discard_card(g, suit)

    e.replace(onto_the_suit, by=suit)
    return
    yield


CARDS.add(
    script(
        "01098",
        triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE,
                  # Custom: a replacement placing the host's damage on this attachment (discarded at 5); unique to the
                  # suit.
                  Custom(_armored_suit, "Place that damage on this card instead. Then, if this card has 5 or "
                         "more damage on it, discard it."),
                  when=_damage_to_host, when_text="When any amount of damage would be dealt to Rhino"),
        attach_to=_attach_to_rhino, attach_text="Attach to Rhino.",
    ),
)


def _host_attacks(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and e.source == _host(ctx)


CARDS.add(
    script(
        "01099",
        triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                  And(ThisAttackGains("overkill"), AfterThisAttack(DiscardThis())),
                  when=_host_attacks, when_text="When Rhino attacks"),
        constants=[gets("attack", printed("attack"), ATTACHED, "Rhino gets +3 ATK.")],
        attach_to=_attach_to_rhino, attach_text="Attach to Rhino.",
    ),
    script(
        "01100",
        action(DiscardThis(), form="hero", costs=[Spend({"physical": 3})]),
        constants=[gets("attack", printed("attack"), ATTACHED, "Rhino gets +1 ATK.")],
        attach_to=_attach_to_rhino, attach_text="Attach to Rhino.",
    ),
)


# == minions ==========================================================================================

CARDS.add(
    script("01103", when_revealed={"": Damage(EACH_HERO, 1)}),
)


# == treacheries ======================================================================================


def _rhino_is_tough(ctx: Ctx) -> bool:
    return any(ctx.game.state.cards[r].tough for r in RHINO(ctx))


CARDS.add(
    script("01104", when_revealed={"": And(
        Heal(4, RHINO), GainSurge(lambda c: not c.memory.get("healed"), "If no damage was healed this way"))}),
    # "Already": a Rhino who has a tough status card makes this card surge instead.
    script("01105", when_revealed={"": If(_rhino_is_tough, GainSurge(), "Rhino already has a tough status card",
                                          otherwise=Tough(RHINO))}),
    script("01106", when_revealed={
        "alter_ego": GainSurge(),
        "hero": And(EnemyAttacks(RHINO), Stun(DAMAGED_THIS_WAY)),
    }),
)


# == side schemes =====================================================================================


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


CARDS.add(
    script("01107", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
)

"""Captain Marvel (core set): Carol Danvers's identity, her identity-specific cards and her obligation.

Energy Absorption (01014) is a plain resource card (three printed [energy]): its facts need no script.
Energy Channel's "Max 1 per player" is a fact the engine enforces.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    VILLAIN,
    YOUR_IDENTITY,
    AlterEgoObligation,
    And,
    Attack,
    AttackX,
    ChooseAPlayer,
    Confuse,
    Custom,
    DiscardFromHand,
    DiscardThisCost,
    DiscardThisCounting,
    Draw,
    DrawX,
    ExhaustThis,
    HealYourIdentity,
    If,
    PlaceCounters,
    Reduce,
    Spend,
    SpendX,
    Stun,
    action,
    ev,
    gains_trait,
    gets,
    has_trait,
    identity_named,
    script,
    target_is_this,
    triggered,
    you_have_trait,
)
from ..vocabulary.procedures import Ctx, Event, Gen, Timing, has_status, player_thwart, thwartable_schemes

CARDS = CardSet("captain_marvel")

CAPTAIN_MARVEL = identity_named("Captain Marvel")
"""Captain Marvel is the hero face: upgrades that name her do nothing while she is Carol Danvers."""


# -- the identity -----------------------------------------------------------------------------------------
CARDS.add(
    # Captain Marvel (hero face): Rechannel. Healing 1 damage is part of the cost, so she must have damage.
    script("01010a", action(Draw(1), costs=[Spend({"energy": 1}), HealYourIdentity(1)], limit=(1, "round"),
                            name="Rechannel")),
    # Carol Danvers (alter-ego face): Commander.
    script("01010b", action(ChooseAPlayer(Draw(1), "That player draws 1 card."), limit=(1, "round"),
                            name="Commander")),
)


# -- Spider-Woman -------------------------------------------------------------------------------------------
CARDS.add(
    script("01011", triggered(Timing.RESPONSE, ev.ENTERS_PLAY, Confuse(VILLAIN), when=target_is_this,
                              when_text="After this card enters play")),
)


# -- events ----------------------------------------------------------------------------------------------------
def _crisis_interdiction(ctx: Ctx) -> Gen[None]:
    """A thwart event: 2 threat from a scheme, then (Aerial) 2 from a different one. A confused hero's thwart is
    replaced by discarding the status card: the whole thwart, so the second part does not happen either."""
    g = ctx.game
    me = g.identity(ctx.player)
    confused = has_status(g, me, "confused")

    def cands(exclude: int | None) -> list[int]:
        return [s for s in thwartable_schemes(g, ctx.player) if s != exclude and g.state.cards[s].threat > 0]

    first = yield from g.choose_card(ctx.player, "Remove 2 threat from a scheme", cands(None), source=ctx.source)
    if first is None:
        return
    yield from player_thwart(g, me, first, 2, ctx.player)
    if confused or not you_have_trait("Aerial")(ctx):
        return
    second = yield from g.choose_card(ctx.player, "Remove 2 threat from a different scheme", cands(first),
                                      source=ctx.source)
    if second is not None:
        yield from player_thwart(g, me, second, 2, ctx.player)


def _could_thwart(ctx: Ctx) -> bool:
    g = ctx.game
    return any(g.state.cards[s].threat > 0 for s in thwartable_schemes(g, ctx.player))


def _paid_energy(ctx: Ctx) -> bool:
    """Paid with an [energy] resource: a wild resource counts as one of any type."""
    return bool(ctx.paid.get("energy") or ctx.paid.get("wild"))


CARDS.add(
    script("01012", action(
        # Custom: a second removal on a different scheme only with the Aerial trait; no other core card thwarts twice
        # apart.
        Custom(_crisis_interdiction, "Remove 2 threat from a scheme. With the [[Aerial]] trait, also remove 2 "
               "threat from another scheme.", could=_could_thwart),
        form="hero", tags=("thwart",), event_card=True)),
    script("01013", action(
        And(Attack(5, ENEMY), If(_paid_energy, Draw(1), "you paid for this card with an [energy] resource")),
        form="hero", tags=("attack",), event_card=True)),
)


# -- supports and upgrades --------------------------------------------------------------------------------------
def _alpha_flight_draws(ctx: Ctx) -> int:
    g = ctx.game
    return 2 if g.facts(g.identity(ctx.player)).name == "Carol Danvers" else 1


def _aerial(ctx: Ctx) -> bool:
    return any(has_trait(ctx.game, c, "Aerial") for c in CAPTAIN_MARVEL.fn(ctx))


def _damage_to_captain_marvel(ctx: Ctx, e: Event) -> bool:
    return e.amount > 0 and e.target is not None and e.target == ctx.game.identity(ctx.player) \
        and e.target in CAPTAIN_MARVEL.fn(ctx)


CARDS.add(
    script("01015", action(
        DrawX(_alpha_flight_draws, "1 card, or 2 as Carol Danvers"),
        costs=[ExhaustThis(), DiscardFromHand(1)])),
    script("01016", constants=[gets(
        "defense", lambda c: 2 if _aerial(c) else 1, CAPTAIN_MARVEL,
        "Captain Marvel gets +1 DEF, or +2 DEF while you have the [[Aerial]] trait.")]),
    script(
        "01017",
        triggered(Timing.INTERRUPT, ev.DAMAGE, Reduce(3, "that damage"), when=_damage_to_captain_marvel,
                  when_text="When Captain Marvel would take damage", form="hero", costs=[DiscardThisCost()],
                  tags=("defense",)),
        constants=[gains_trait("Aerial", CAPTAIN_MARVEL, "Captain Marvel gains the [[Aerial]] trait.")],
    ),
    script(
        "01018",
        action(PlaceCounters(lambda c: c.x, "energy", amount_text="X"), costs=[SpendX("energy")]),
        action(AttackX(lambda c: 2 * int(c.memory.get("counters", c.game.state.cards[c.source].counters)),
                       "2", ENEMY, maximum=10, per=" per energy counter here"),
               form="hero", tags=("attack",), costs=[DiscardThisCounting()]),
    ),
)


# -- the obligation ----------------------------------------------------------------------------------------------
CARDS.add(
    script(
        "01175",
        when_revealed={"": AlterEgoObligation(
            "Carol Danvers", Stun(YOUR_IDENTITY),
            "You are stunned; Family Emergency gains surge and is discarded", surge=True)},
        text_lines=["Give to the Carol Danvers player."],
    ),
)

"""She-Hulk (core set): Jennifer Walters's identity, her identity-specific cards and her obligation."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    SCHEME,
    YOUR_HERO,
    Accelerate,
    AlterEgoObligation,
    AttackX,
    Custom,
    Damage,
    DiscardThisCost,
    DiscardUpTo,
    Draw,
    ExhaustThis,
    Ready,
    Reduce,
    RemoveThreat,
    ReturnThisToHand,
    Sel,
    Spend,
    Stun,
    TakeDamage,
    action,
    ev,
    gets,
    identity_named,
    script,
    sustained_damage,
    triggered,
)
from ..vocabulary.procedures import (
    Ctx,
    Event,
    Gen,
    Timing,
    draw_cards,
    flip_identity,
    player_thwart,
    thwartable_schemes,
)

CARDS = CardSet("she_hulk")

SHE_HULK = identity_named("She-Hulk")
"""She-Hulk is the hero face: her upgrades do nothing for Jennifer Walters."""


# -- the identity -----------------------------------------------------------------------------------------
def _you_became_she_hulk(ctx: Ctx, e: Event) -> bool:
    """Any change to She-Hulk: by choice, or by a card (Split Personality, an obligation...)."""
    return e.player == ctx.player and ctx.game.form(ctx.player) == "hero"


def _threat_would_be_placed(ctx: Ctx, e: Event) -> bool:
    """FAQ (Jennifer Walters #19B): a side scheme entering play with its threat is not "placing" it (the
    engine sets it directly); and no ability without Setup timing resolves during setup."""
    return e.amount > 0 and ctx.game.state.phase != "setup"


CARDS.add(
    # She-Hulk (hero face): "Do You Even Lift?".
    script("01019a", triggered(Timing.RESPONSE, ev.FORM_CHANGED, Damage(ENEMY, 2), when=_you_became_she_hulk,
                               when_text="After you change to She-Hulk", name="Do You Even Lift?")),
    # Jennifer Walters (alter-ego face): "I Object!".
    script("01019b", triggered(Timing.INTERRUPT, ev.THREAT_PLACED, Reduce(1, "that threat"),
                               when=_threat_would_be_placed, when_text="When threat would be placed on a scheme",
                               limit=(1, "round"), name="I Object!")),
)


# -- Hellcat ---------------------------------------------------------------------------------------------------
CARDS.add(
    script("01020", action(ReturnThisToHand())),
)


# -- events ----------------------------------------------------------------------------------------------------
def _your_sustained_damage(ctx: Ctx) -> int:
    return sustained_damage(ctx.game, ctx.game.identity(ctx.player))


def _legal_practice(ctx: Ctx) -> Gen[None]:
    """FAQ (Legal Practice #23): all the threat comes off a single scheme. A thwart: a confused Jennifer
    Walters discards the status card instead."""
    g = ctx.game
    n = len(ctx.memory.get("discarded", ()))
    cands = [s for s in thwartable_schemes(g, ctx.player) if g.state.cards[s].threat > 0]
    t = yield from g.choose_card(ctx.player, f"Remove {n} threat from a scheme", cands, source=ctx.source)
    if t is not None and n:
        yield from player_thwart(g, g.identity(ctx.player), t, n, ctx.player)


def _could_thwart(ctx: Ctx) -> bool:
    g = ctx.game
    return any(g.state.cards[s].threat > 0 for s in thwartable_schemes(g, ctx.player))


def _basic_attack_by_you(ctx: Ctx, e: Event) -> bool:
    return bool(e.data.get("basic")) and e.source == ctx.game.identity(ctx.player)


def _split_personality(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    p = ctx.player
    yield from flip_identity(g, p, by_choice=False)
    printed = g.facts(g.identity(p)).hand_size or 0
    need = printed - len(g.hand(p))
    if need > 0:
        yield from draw_cards(g, p, need)


CARDS.add(
    script("01021", action(AttackX(_your_sustained_damage, "X", ENEMY, maximum=15), form="hero",
                           tags=("attack",), event_card=True),
           text_lines=["X is the damage your identity has sustained."]),
    script("01022", action(Damage(ENEMY.every("each enemy"), 1), form="hero", event_card=True)),
    script("01023", action(
        # Custom: a thwart whose amount is the number of cards its cost discarded, all from a single scheme (FAQ #23).
        Custom(_legal_practice, "Remove 1 threat from one scheme per card discarded.", could=_could_thwart),
        form="alter_ego", tags=("thwart",), costs=[DiscardUpTo(5)], event_card=True)),
    script("01024", triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, Ready(YOUR_HERO), when=_basic_attack_by_you,
                              when_text="After you make a basic attack", event_card=True)),
    # Custom: change form, then draw up to the new form's printed hand size; unique in the core set.
    script("01025", action(Custom(_split_personality, "Change form. Then draw until your hand has as many cards "
                                  "as your new form's printed hand size."), event_card=True)),
)


# -- supports and upgrades --------------------------------------------------------------------------------------
ATTACKED_ENEMY = Sel(lambda c: [c.event.target] if c.event is not None and c.event.target is not None else [],
                     "the attacked enemy", True)


def _she_hulk_attacked(ctx: Ctx, e: Event) -> bool:
    """Any attack She-Hulk makes (basic or an attack event); a stunned She-Hulk's attack is replaced, so it
    does not trigger this."""
    return e.source is not None and e.source == ctx.game.identity(ctx.player) and e.source in SHE_HULK.fn(ctx)


CARDS.add(
    script("01026", action(RemoveThreat(2, SCHEME), form="alter_ego", costs=[ExhaustThis(), Spend({"mental": 1})])),
    script("01027", action(Draw(1), form="hero", costs=[ExhaustThis(), TakeDamage(1)])),
    script(
        "01028",
        triggered(Timing.FORCED_RESPONSE, ev.PLAYER_ATTACK, Stun(ATTACKED_ENEMY), when=_she_hulk_attacked,
                  when_text="After She-Hulk attacks", costs=[DiscardThisCost()]),
        constants=[gets("attack", 2, SHE_HULK, "She-Hulk gets +2 ATK.")],
    ),
)


# -- the obligation ----------------------------------------------------------------------------------------------
CARDS.add(
    script(
        "01160",
        when_revealed={"": AlterEgoObligation(
            "Jennifer Walters", Accelerate(1),
            "Give the main scheme 1 acceleration token; Legal Work is discarded")},
        text_lines=["Give to the Jennifer Walters player."],
    ),
)

"""Iron Man (core set): Tony Stark's identity, his identity-specific cards and his obligation.

The [[Aerial]] trait Iron Man gains from Rocket Boots is a lasting modifier read by ``has_trait``.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    YOUR_HERO,
    YOUR_IDENTITY,
    YOUR_UPGRADES,
    AlterEgoObligation,
    AttackX,
    ChooseAPlayer,
    Custom,
    Damage,
    DamageThisCost,
    Exhaust,
    ExhaustThis,
    GainTrait,
    Ready,
    Spend,
    action,
    gets,
    has_trait,
    printed_count,
    resource_from,
    script,
    you_have_trait,
    yours_with_trait,
)
from ..vocabulary.procedures import (
    DECK,
    DISCARD,
    HAND,
    Ctx,
    Gen,
    attackable_enemies,
    base_value,
    discard_from_deck,
    has_status,
    player_attack,
    player_thwart,
    refill_deck,
    replace_by_status,
    thwartable_schemes,
)

CARDS = CardSet("iron_man")

MAX_HAND_SIZE = 7
AERIAL = "Aerial"
aerial = you_have_trait(AERIAL)


# -- the identity ---------------------------------------------------------------------------------------
def _tech_bonus(ctx: Ctx) -> int:
    """+1 hand size per Tech upgrade you control, never above a hand size of 7 (counted from the printed 1)."""
    room = MAX_HAND_SIZE - (base_value(ctx.game, ctx.source, "hand_size") or 0)
    return max(0, min(len(yours_with_trait(ctx, "upgrade", "Tech")), room))


def _futurist(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    p = ctx.player
    yield from refill_deck(g, p)
    top = list(g.state.zone(DECK, p))[:3]
    if not top:
        return
    keep = yield from g.choose_card(p, "Futurist: choose the card to put into your hand", top, source=ctx.source)
    for cid in top:
        if cid == keep:
            g.state.move(cid, (HAND, p), top=False)
            g.log(f"Player {p + 1} puts a card from the top of their deck into their hand.")
        else:
            g.state.move(cid, (DISCARD, p))
            g.log(f"Player {p + 1} discards {g.card_title(cid)} from the top of their deck.")
    yield from refill_deck(g, p)


CARDS.add(
    # Iron Man (hero face): his hand size grows with each Tech upgrade he controls.
    script("01029a", constants=[gets(
        "hand_size", _tech_bonus, lambda c, cid: cid == c.source,
        "Your hand size is increased by 1 per [[Tech]] upgrade you control, to at most 7.")]),
    # Tony Stark (alter-ego face): Futurist.
    script("01029b", action(
        # Custom: looking at the top cards and splitting them between hand and discard is unique to Futurist in the
        # core set.
        Custom(_futurist, "Look at your deck's top 3 cards: put 1 of them into your hand and discard the rest.",
               could=lambda c: bool(c.game.state.zone(DECK, c.player) or c.game.state.zone(DISCARD, c.player))),
        limit=(1, "round"), name="Futurist")),
)


# -- War Machine ------------------------------------------------------------------------------------------------
CARDS.add(
    script("01030", action(Damage(ENEMY.every("each enemy"), 1), costs=[ExhaustThis(), DamageThisCost(2)])),
)


# -- events -----------------------------------------------------------------------------------------------------
def _repulsor_blast(ctx: Ctx) -> Gen[None]:
    """Rules Reference "Additional" and FAQ (Repulsor Blast): the extra damage is part of the first point, so
    all of it is dealt at once (one tough status card prevents all of it). A stunned hero's attack is replaced
    before anything is discarded."""
    g = ctx.game
    p = ctx.player
    me = g.identity(p)
    target = yield from g.choose_card(p, "Repulsor Blast: choose an enemy", attackable_enemies(g, p),
                                      source=ctx.source)
    if target is None:
        return
    if has_status(g, me, "stunned"):
        yield from player_attack(g, me, target, 1, p, source=ctx.source)  # replaced by discarding the stun
        return
    discarded = yield from discard_from_deck(g, p, 5)
    energy = printed_count(g, discarded, "energy")
    g.log(f"Repulsor Blast discards {energy} printed [energy] resource{'s' if energy != 1 else ''}.")
    yield from player_attack(g, me, target, 1 + 2 * energy, p, source=ctx.source)


CARDS.add(
    script("01031", action(
        # Custom: the attack's amount depends on the cards it discards first; unique to Repulsor Blast in the core
        # set.
        Custom(_repulsor_blast, "Deal 1 damage to an enemy, plus 2 more for each printed [energy] resource among "
                                "the top 5 cards of your deck, which you discard.",
               could=lambda c: bool(attackable_enemies(c.game, c.player))),
        form="hero", tags=("attack",), event_card=True)),
    script("01032", action(
        AttackX(lambda c: 8 if aerial(c) else 4, "4 (or 8, if you have the [[Aerial]] trait)", ENEMY),
        form="hero", tags=("attack",), event_card=True)),
)


# -- supports ---------------------------------------------------------------------------------------------------
def _top_of_discard(ctx: Ctx) -> dict[str, int]:
    """FAQ (Pepper Potts): the top card's printed resources (both of Energy's); no aspect doubling, and a
    card being spent in the same payment is not on top yet (the engine discards them after paying)."""
    pile = ctx.game.state.zone(DISCARD, ctx.player)
    if not pile:
        return {}
    return {k: v for k, v in ctx.game.facts(pile[0]).resources.items() if v}


def _topmost_tech_upgrade(ctx: Ctx) -> int | None:
    g = ctx.game
    return next((c for c in g.state.zone(DISCARD, ctx.player)
                 if g.facts(c).type_code == "upgrade" and has_trait(g, c, "Tech")), None)


def _return_tech(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    cid = _topmost_tech_upgrade(ctx)
    if cid is not None:
        g.state.move(cid, (HAND, ctx.player), top=False)
        g.log(f"{g.card_title(cid)} returns to player {ctx.player + 1}'s hand.")
    return
    yield


CARDS.add(
    script("01033", resource_from(_top_of_discard, "Generate the resources printed on the top card of your "
                                                   "discard pile.", costs=[ExhaustThis()])),
    script("01034", action(
        # Custom: the only core card that returns a card from a discard pile to hand.
        ChooseAPlayer(Custom(_return_tech, "", could=lambda c: _topmost_tech_upgrade(c) is not None),
                      "That player puts the [[Tech]] upgrade nearest the top of their discard pile into their hand."),
        form="alter_ego", costs=[ExhaustThis()])),
)


# -- upgrades ---------------------------------------------------------------------------------------------------
def _thwart_candidates(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [s for s in thwartable_schemes(g, ctx.player) if g.state.cards[s].threat > 0]


def _helmet(ctx: Ctx) -> Gen[None]:
    """A thwart by your hero: a confused hero's attempt only discards the confused card."""
    g = ctx.game
    p = ctx.player
    me = g.identity(p)
    if has_status(g, me, "confused"):
        replace_by_status(g, me, "confused")
        g.log(f"{g.card_title(me)} is confused: the thwart is replaced by discarding the confused card.")
        return
    if aerial(ctx):
        for s in _thwart_candidates(ctx):
            yield from player_thwart(g, me, s, 1, p)
        return
    pick = yield from g.choose_card(p, "Remove 1 threat from a scheme", _thwart_candidates(ctx), source=ctx.source)
    if pick is not None:
        yield from player_thwart(g, me, pick, 1, p)


def _helmet_could(ctx: Ctx) -> bool:
    return bool(_thwart_candidates(ctx)) or has_status(ctx.game, ctx.game.identity(ctx.player), "confused")


CARDS.add(
    # Arc Reactor.
    script("01035", action(Ready(YOUR_HERO), form="hero", costs=[ExhaustThis()])),
    # Mark V Armor.
    script("01036", constants=[gets("health", 6, YOUR_IDENTITY, "Your identity gets +6 hit points.")]),
    # Mark V Helmet.
    script("01037", action(
        # Custom: a thwart on one scheme or on every scheme by trait, where a confused hero only discards the status.
        Custom(_helmet, "Remove 1 threat from a scheme (from every scheme instead, if you have the [[Aerial]] "
                        "trait).", could=_helmet_could),
        form="hero", tags=("thwart",), costs=[ExhaustThis()])),
    # Powered Gauntlets.
    script("01038", action(
        AttackX(lambda c: 2 if aerial(c) else 1, "1 (or 2, if you have the [[Aerial]] trait)", ENEMY),
        form="hero", tags=("attack",), costs=[ExhaustThis()])),
    # Rocket Boots.
    script("01039",
           action(GainTrait(AERIAL, YOUR_IDENTITY, says="You gain the [[Aerial]] trait until the end of the phase."),
                  form="hero", costs=[ExhaustThis(), Spend({"mental": 1})]),
           constants=[gets("health", 1, YOUR_IDENTITY, "Your identity gets +1 hit point.")]),
)


# -- the obligation -------------------------------------------------------------------------------------------------
CARDS.add(
    script("01170",
           when_revealed={"": AlterEgoObligation("Tony Stark", Exhaust(YOUR_UPGRADES),
                                                 "Exhaust each upgrade you control; discard Business Problems")},
           text_lines=["Give to the Tony Stark player."]),
)

"""Spider-Man's nemesis set (core set): set aside at setup, brought in by Shadow of the Past. Vulture's
quickstrike and Highway Robbery's acceleration icon are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    FRIENDLY_DAMAGED_BY_THIS_ATTACK,
    MAIN_SCHEME,
    YOUR_HERO,
    AfterThisAttack,
    And,
    Custom,
    DiscardAtRandom,
    EachPlayer,
    GainSurge,
    PlaceThreat,
    Stun,
    boost,
    script,
)
from ..vocabulary.procedures import HAND, REMOVED, SET_ASIDE, Ctx, Gen

CARDS = CardSet("spider_man_nemesis")


# == Highway Robbery: cards taken from hand lie facedown under the scheme (set aside, out of play) ==============


def under(ctx: Ctx) -> list[int]:
    """The facedown cards lying under this side scheme."""
    g = ctx.game
    return [c for c in g.state.zone(SET_ASIDE) if g.state.cards[c].attached_to == ctx.source
            and g.state.cards[c].face_down]


def _rob(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    for p in g.players_in_order():
        hand = g.hand(p)
        if not hand:
            continue
        cid = g.rng.choice(hand)
        g.state.move(cid, (SET_ASIDE, None), top=False)
        card = g.state.cards[cid]
        card.face_down = True
        card.attached_to = ctx.source
        g.log(f"Player {p + 1} places a random card from their hand facedown under {g.card_title(ctx.source)}.")
    return
    yield


def _return_loot(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    for cid in under(ctx):
        card = g.state.cards[cid]
        owner = card.owner
        card.face_down = False
        card.attached_to = None
        if owner is not None and not g.state.players[owner].eliminated:
            g.state.move(cid, (HAND, owner), top=False)
            g.log(f"{g.card_title(cid)} returns to player {owner + 1}'s hand.")
        else:  # an eliminated player's cards leave the game with them
            g.state.move(cid, (REMOVED, None))
    return
    yield


CARDS.add(
    script("01166",
           # Custom: cards taken from hands lie facedown under the scheme until it is defeated; unique to Highway
           # Robbery.
           when_revealed={"": Custom(_rob, "Each player places a random card from their hand facedown here.")},
           # Custom: returns the cards Highway Robbery took to their owners' hands.
           when_defeated=Custom(_return_loot, "Each facedown card here returns to its owner's hand.")),
)


# == Sweeping Swoop and The Vulture's Plans ====================================================================


def _vulture_in_play(ctx: Ctx) -> bool:
    return any(ctx.game.facts(c).name == "Vulture" for c in ctx.game.minions())


def _resource_types_discarded(ctx: Ctx) -> int:
    g = ctx.game
    return len({t for c in ctx.memory.get("at_random", ()) for t, n in g.facts(c).resources.items() if n})


CARDS.add(
    script("01168",
           # Checked when the attack ends: the boost resolves before the attack deals damage.
           boost(AfterThisAttack(Stun(FRIENDLY_DAMAGED_BY_THIS_ATTACK), when_text="When this attack ends")),
           when_revealed={"": And(Stun(YOUR_HERO), GainSurge(_vulture_in_play, "If Vulture is in play"))}),
    script("01169", when_revealed={"": And(
        EachPlayer(DiscardAtRandom(1), "Each player discards 1 random card from their hand."),
        PlaceThreat(_resource_types_discarded, MAIN_SCHEME, amount_text="1",
                    per=" for each resource type among the cards discarded this way"))}),
)

"""Spider-Man's nemesis set (core set): set aside at setup, brought in by Shadow of the Past. Vulture's
quickstrike and Highway Robbery's acceleration icon are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import YOUR_HERO, And, Custom, GainSurge, Stun, boost, script
from ..vocabulary.procedures import HAND, REMOVED, SET_ASIDE, Ctx, Gen, discard_card, give_status, place_threat

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
           when_revealed={"": Custom(_rob, "Each player places a random card from their hand facedown here.")},
           when_defeated=Custom(_return_loot, "Each facedown card here returns to its owner's hand.")),
)


# == Sweeping Swoop and The Vulture's Plans ====================================================================


def _vulture_in_play(ctx: Ctx) -> bool:
    return any(ctx.game.facts(c).name == "Vulture" for c in ctx.game.minions())


def _swoop_boost(ctx: Ctx) -> Gen[None]:
    """At the end of the attack this card boosts, stun each friendly character it damaged."""
    g = ctx.game
    enemy = ctx.event.target if ctx.event is not None else None
    w = next((w for w in reversed(g.stack) if w.kind == "attack" and w.source == enemy), None)
    if w is None:
        return
    friendly = set(g.identities()) | set(g.allies())

    def stun_damaged() -> None:
        for cid in w.data.get("damaged", []):
            if cid in friendly and g.is_in_play(cid):
                give_status(g, cid, "stunned")

    w.data.setdefault("at_end", []).append(stun_damaged)
    return
    yield


def _vultures_plans(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    types: set[str] = set()
    for p in g.players_in_order():
        hand = g.hand(p)
        if not hand:
            continue
        cid = g.rng.choice(hand)
        g.log(f"Player {p + 1} discards {g.card_title(cid)} at random.")
        discard_card(g, cid)
        types |= {t for t, n in g.facts(cid).resources.items() if n}
    main = g.main_scheme()
    if types and main is not None:
        yield from place_threat(g, main, len(types), ctx.source)


CARDS.add(
    script("01168",
           boost(Custom(_swoop_boost, "If this activation damages a friendly character, stun that character.")),
           when_revealed={"": And(Stun(YOUR_HERO), GainSurge(_vulture_in_play, "If Vulture is in play"))}),
    script("01169", when_revealed={"": Custom(
        _vultures_plans, "Each player discards a card at random from hand; then 1 threat goes on the main scheme per "
        "resource type among the discarded cards.")}),
)

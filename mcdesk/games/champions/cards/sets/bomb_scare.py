"""Bomb Scare (core set modular encounter set). Its acceleration icon is a fact the engine counts."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    HEROES_AND_ALLIES,
    MAIN_SCHEME,
    SELF,
    YOUR_IDENTITY,
    AssignDamage,
    ChooseOne,
    Custom,
    Damage,
    GainSurge,
    PlaceThreat,
    script,
)
from ..vocabulary.procedures import Ctx, Gen, give_status

CARDS = CardSet("bomb_scare")

BOMB_SCARE = "01109"


def _bomb_scare(ctx: Ctx) -> int | None:
    """The Bomb Scare side scheme in play, if any."""
    return next((s for s in ctx.game.side_schemes() if ctx.game.state.cards[s].code == BOMB_SCARE), None)


def _bomb_threat(ctx: Ctx) -> int:
    scheme = _bomb_scare(ctx)
    return ctx.game.state.cards[scheme].threat if scheme is not None else 0


def _explosion(ctx: Ctx) -> Gen[None]:
    if _bomb_scare(ctx) is None:
        yield from GainSurge().resolve(ctx)
        return
    yield from AssignDamage(_bomb_threat, HEROES_AND_ALLIES).resolve(ctx)


def _false_alarm(ctx: Ctx) -> Gen[None]:
    """"Already": a player who is already confused gains surge for this card instead."""
    g = ctx.game
    you = g.identity(ctx.player)
    if g.state.cards[you].confused:
        yield from GainSurge().resolve(ctx)
    else:
        give_status(g, you, "confused")


CARDS.add(
    script("01109", when_revealed={"": PlaceThreat(lambda c: c.game.player_count(), SELF,
                                                    amount_text="an additional 1 [per_hero]")}),
    script("01110", when_revealed={"": ChooseOne((
        ("Take 2 damage", Damage(YOUR_IDENTITY, 2)),
        ("Place 1 threat on the main scheme", PlaceThreat(1, MAIN_SCHEME)),
    ))}),
    script("01111", when_revealed={"": Custom(
        _explosion, "With Bomb Scare in play: split X damage as you choose between heroes and allies (X = the "
        "threat on Bomb Scare). Without it: surge.")}),
    script("01112", when_revealed={"": Custom(
        _false_alarm, "You are confused. If you already are, this card gains surge instead.")}),
)

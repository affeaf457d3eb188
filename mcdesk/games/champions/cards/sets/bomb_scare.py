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
    Confuse,
    Damage,
    GainSurge,
    If,
    PlaceThreat,
    script,
)
from ..vocabulary.procedures import Ctx

CARDS = CardSet("bomb_scare")

BOMB_SCARE = "01109"


def _bomb_scare(ctx: Ctx) -> int | None:
    """The Bomb Scare side scheme in play, if any."""
    return next((s for s in ctx.game.side_schemes() if ctx.game.state.cards[s].code == BOMB_SCARE), None)


def _bomb_threat(ctx: Ctx) -> int:
    scheme = _bomb_scare(ctx)
    return ctx.game.state.cards[scheme].threat if scheme is not None else 0


def _bomb_scare_in_play(ctx: Ctx) -> bool:
    return _bomb_scare(ctx) is not None


def _you_are_confused(ctx: Ctx) -> bool:
    return bool(ctx.game.state.cards[ctx.game.identity(ctx.player)].confused)


CARDS.add(
    script("01109", when_revealed={"": PlaceThreat(lambda c: c.game.player_count(), SELF,
                                                    amount_text="an additional 1 [per_hero]")}),
    script("01110", when_revealed={"": ChooseOne((
        ("Take 2 damage", Damage(YOUR_IDENTITY, 2)),
        ("Place 1 threat on the main scheme", PlaceThreat(1, MAIN_SCHEME)),
    ))}),
    script("01111", when_revealed={"": If(
        _bomb_scare_in_play, AssignDamage(_bomb_threat, HEROES_AND_ALLIES, amount_text="X"), "Bomb Scare is in play",
        otherwise=GainSurge())}),
    # "Already": a player who is already confused makes this card surge instead.
    script("01112", when_revealed={"": If(_you_are_confused, GainSurge(), "your identity already is confused",
                                          otherwise=Confuse(YOUR_IDENTITY))}),
)

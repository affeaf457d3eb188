"""Tigra's nemesis set (Civil War, 56024-56028): The Hood, Criminal Underworld, The Hood's Mantle, Madame Masque,
Jigsaw."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    And,
    DiscardThis,
    FindAndReveal,
    GainsBoostIcons,
    PlaceThreat,
    RevealThis,
    Sel,
    Spend,
    Timing,
    boost,
    ev,
    gets,
    has_trait,
    printed,
    script,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Game

CARDS = CardSet("tigra_nemesis")

UNDERWORLD = "Criminal Underworld"
CRIMINAL_UNDERWORLD = Sel(lambda c: [s for s in c.game.side_schemes() if c.game.facts(s).name == UNDERWORLD],
                          "the Criminal Underworld side scheme", True)


def _underworld_in_play(ctx: Ctx) -> bool:
    return bool(CRIMINAL_UNDERWORLD(ctx))


def _no_underworld(ctx: Ctx) -> bool:
    return not _underworld_in_play(ctx)


def _is_underworld(g: Game, c: int) -> bool:
    return g.facts(c).name == UNDERWORLD


def _this_attacked(ctx: Ctx, e: Event) -> bool:
    return e.source == ctx.source


def _this_attacked_and_damaged(ctx: Ctx, e: Event) -> bool:
    w = e.data.get("window")
    damaged = (w.data.get("damaged") if w is not None else None) or e.data.get("damaged")
    return e.source == ctx.source and bool(damaged)


def _criminal_minion(ctx: Ctx, cid: int) -> bool:
    g = ctx.game
    return g.facts(cid).type_code == "minion" and g.is_in_play(cid) and has_trait(g, cid, "Criminal")


def _the_hood_else_villain(ctx: Ctx) -> list[int]:
    g = ctx.game
    hood = [m for m in g.minions() if g.facts(m).name == "The Hood"]
    return hood or list(g.villains())


def _basic_attack_on_host(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return bool(e.data.get("basic")) and e.target == host and e.player == ctx.player


CARDS.add(
    script("56024", triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, PlaceThreat(1, CRIMINAL_UNDERWORLD),
                              when=_this_attacked, when_text="After The Hood attacks", would=False)),
    script("56025", constants=[gets("kw:cannot_take_damage", 1, _criminal_minion,
                                    "Each [[Criminal]] minion cannot take damage.")]),
    script("56026",
           triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, DiscardThis(), when=_basic_attack_on_host,
                     when_text="After you make a basic attack against attached enemy", form="hero",
                     costs=[Spend({"energy": 1, "physical": 1})], would=False),
           boost(RevealThis()),
           constants=[gets("attack", printed("attack"), ATTACHED, "Attached enemy gets +1 ATK."),
                      gets("scheme", printed("scheme"), ATTACHED, "Attached enemy gets +1 SCH.")],
           attach_to=_the_hood_else_villain, attach_text="Attach to The Hood. Otherwise, attach to the villain."),
    script("56027",
           boost(And(PlaceThreat(2, CRIMINAL_UNDERWORLD),
                     GainsBoostIcons(2, _no_underworld, "Criminal Underworld is not in play"))),
           when_revealed={"": PlaceThreat(2, CRIMINAL_UNDERWORLD).then(
               FindAndReveal(_is_underworld, "Criminal Underworld (if it is not in play)"))}),
    script("56028", triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, PlaceThreat(2, CRIMINAL_UNDERWORLD),
                              when=_this_attacked_and_damaged, when_text="After Jigsaw attacks and damages a "
                              "character", would=False)),
)

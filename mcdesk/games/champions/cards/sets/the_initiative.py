"""The Initiative (Civil War registration modular set, 56078-56082)."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MAIN_SCHEME,
    YOUR_IDENTITY,
    And,
    Custom,
    ForActivationPlayer,
    GiveStatus,
    If,
    PlaceThreat,
    ResolveMinionsWhenRevealed,
    ShuffleDiscardedIntoEncounterDeck,
    TakeIndirectDamage,
    YourLeaderOr,
    boost,
    discard_encounter_until,
    gains_trait,
    gets,
    has_trait,
    script,
)
from ..vocabulary.procedures import (
    Ctx,
    Game,
    Gen,
    has_status,
    put_minion_into_play,
)
from ..vocabulary.rivals import EnemyTeamDraftsToYou

CARDS = CardSet("the_initiative")

DRAFTED = "drafted"
"""Where Drafted's When Revealed leaves the minion it found (ctx memory), for its attach-to."""


def _already(status: str):  # type: ignore[no-untyped-def]
    return lambda ctx: has_status(ctx.game, ctx.game.identity(ctx.player), status)


def _attached_minion(ctx: Ctx, cid: int) -> bool:
    return ctx.game.state.cards[ctx.source].attached_to == cid


def _draft(ctx: Ctx) -> Gen[None]:
    # Custom: discard until a minion, reveal it, and keep it as Drafted's host (the attach-to reads it).
    g = ctx.game
    found = yield from discard_encounter_until(g, lambda g, c: g.facts(c).type_code == "minion")
    g.state.flags.pop(f"{DRAFTED}:{ctx.source}", None)
    if found is None:
        return
    g.log(f"{g.card_title(found)} is revealed for {g.card_title(ctx.source)}.")
    if (yield from put_minion_into_play(g, found, ctx.player, revealed=True)):
        g.state.flags[f"{DRAFTED}:{ctx.source}"] = found


def _drafted_host(ctx: Ctx) -> list[int]:
    found = ctx.game.state.flags.pop(f"{DRAFTED}:{ctx.source}", None)
    return [found] if found is not None and ctx.game.is_in_play(found) else []


def _avenger_minion(g: Game, c: int) -> bool:
    return g.facts(c).type_code == "minion" and has_trait(g, c, "Avenger")


CARDS.add(
    script("56078", boost(ForActivationPlayer(GiveStatus("confused", YOUR_IDENTITY))),
           when_revealed={"": And(If(_already("confused"), PlaceThreat(2, MAIN_SCHEME), "you are already confused"),
                                  GiveStatus("confused", YOUR_IDENTITY))}),
    script("56079", boost(ForActivationPlayer(GiveStatus("stunned", YOUR_IDENTITY))),
           when_revealed={"": And(If(_already("stunned"), TakeIndirectDamage(2), "you are already stunned"),
                                  GiveStatus("stunned", YOUR_IDENTITY))}),
    script("56080",
           when_revealed={"": YourLeaderOr(
               "the enemy team attaches this card to a minion engaged with them and that minion engages you",
               Custom(_draft, "Discard encounter cards until a minion is discarded; reveal it and attach this card "
                      "to it."), EnemyTeamDraftsToYou(DRAFTED))},
           constants=[gets("health", 2, _attached_minion, "Attached minion gets +2 hit points."),
                      gains_trait("Avenger", _attached_minion, "Attached minion gains the [[Avenger]] trait.")],
           attach_to=_drafted_host, attach_text="", attach_after_reveal=True),
    script("56081", when_revealed={"": ResolveMinionsWhenRevealed()}),
    script("56082", when_defeated=ShuffleDiscardedIntoEncounterDeck(_avenger_minion, "[[Avenger]] minion")),
)

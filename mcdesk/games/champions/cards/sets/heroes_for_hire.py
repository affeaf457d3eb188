"""Heroes for Hire (Civil War registration modular set, 56112-56116; its Unregistered Super is in
unregistered.py). "The enemy team chooses instead" is the players in cooperative play (Civil War rulebook), so the
player chooses either way."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import Custom, DiscardOneFromHand, deal_found, is_unregistered_super, script
from ..vocabulary.procedures import Ctx, Gen
from ..vocabulary.rivals import DiscardYourCardChosenByEnemyTeamIfUnregistered

CARDS = CardSet("heroes_for_hire")


def _ally(ctx: Ctx, c: int) -> bool:
    return ctx.game.facts(c).type_code == "ally"


def _upgrade(ctx: Ctx, c: int) -> bool:
    return ctx.game.facts(c).type_code == "upgrade"


def _to_the_defeater(ctx: Ctx) -> Gen[None]:
    e = ctx.event
    g = ctx.game
    player = e.player if e is not None and e.player is not None else g.state.first_player
    yield from deal_found(ctx, player, is_unregistered_super, "Unregistered Super")


CARDS.add(
    script("56112", when_revealed={"": DiscardYourCardChosenByEnemyTeamIfUnregistered(_ally, "an ally")}),
    script("56113", when_revealed={"": DiscardYourCardChosenByEnemyTeamIfUnregistered(_upgrade, "an upgrade")}),
    script("56115", when_revealed={"": DiscardOneFromHand(threat_per_icon=True)}),
    script("56116", when_defeated=Custom(_to_the_defeater, "An Unregistered Super from the encounter deck or its "
                                         "discard pile is dealt facedown to the player who defeated this scheme.")),
)

"""Secret Avengers (Civil War resistance modular set, 56155-56159).

"The enemy leader" is the villain and "the enemy team" the players in cooperative play (Civil War rulebook,
"Playing a Custom Scenario Cooperatively"); a sentence "in competitive mode" does nothing there. In competitive
play the other team is the enemy team (Switching Sides: one of its players may take the discarded ally).
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    A_CHARACTER_YOU_CONTROL,
    YOUR_UPGRADES,
    CompetitiveOnly,
    DiscardYourCard,
    Exhaust,
    ForActivationPlayer,
    GainSurge,
    GiveFromTopToLeaderAsBoost,
    GiveThisToLeaderAsBoost,
    ResolveMinionBoosts,
    boost,
    script,
)
from ..vocabulary.procedures import Ctx
from ..vocabulary.rivals import EnemyTeamMayTakeAlly

CARDS = CardSet("secret_avengers")

def _ally(ctx: Ctx, c: int) -> bool:
    return ctx.game.facts(c).type_code == "ally"


def _no_ally_left(ctx: Ctx) -> bool:
    return ctx.memory.get("discarded_card") is None


CARDS.add(
    script("56155", boost(ForActivationPlayer(Exhaust(YOUR_UPGRADES))), when_defeated=GiveThisToLeaderAsBoost()),
    script("56156", boost(ForActivationPlayer(Exhaust(A_CHARACTER_YOU_CONTROL))),
           when_defeated=GiveThisToLeaderAsBoost()),
    script("56157", boost(ForActivationPlayer(ResolveMinionBoosts(engaged_with_you=True))),
           when_revealed={"": ResolveMinionBoosts(surge=True)}),
    script("56158", when_revealed={"": DiscardYourCard(_ally, "an ally")
                                   .then(CompetitiveOnly("a player of the enemy team may pay that ally's cost to put "
                                                         "it into play under their control", EnemyTeamMayTakeAlly()))
                                   .then(GainSurge(_no_ally_left, "If no ally left play this way"))}),
    script("56159", when_defeated=GiveFromTopToLeaderAsBoost(5)),
)

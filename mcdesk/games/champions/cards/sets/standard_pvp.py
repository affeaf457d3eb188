"""The standard PvP set (Civil War, 56125-56128 and its second copy 56203-56206): it replaces the standard set in
competitive mode only (Civil War rulebook, "Setting Up a Competitive Game"). Cooperative setup never adds it
(see ``civil_war.COMPETITIVE_SETS`` and the engine's setup check).

"The enemy leader" is the villain of the game area; "your leader" is the other area's (competitive play,
:mod:`..vocabulary.rivals`); what "the enemy team" searches, the other team chooses.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    VILLAIN,
    DamageAtMost,
    DealFromTop,
    EnemyAttacks,
    FlipToFirstPlayer,
    GainsBoostPerPlayer,
    LeaderSchemes,
    RemoveThisCost,
    Timing,
    YourLeaderOnly,
    action,
    boost,
    ev,
    script,
    triggered,
)
from ..vocabulary.abilities import CardScript
from ..vocabulary.procedures import Ctx, Event
from ..vocabulary.rivals import AttacksYourLeader, EarnLeaderCards

CARDS = CardSet("standard_pvp")


def _attack_damage_to_the_leader(ctx: Ctx, e: Event) -> bool:
    return bool(e.data.get("attack")) and e.target is not None and e.target in ctx.game.villains()


def _last_threat_removed(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    return e.target == ctx.source and bool(e.data.get("removed")) and g.state.cards[ctx.source].threat == 0


def _copy(codes: tuple[str, str, str, str, str]) -> list[CardScript]:
    righteous, whatever, targeted, choosing, personal = codes
    return [
        script(righteous, when_revealed={"": LeaderSchemes()}),
        script(whatever, when_revealed={"alter_ego": YourLeaderOnly("the enemy leader attacks your leader",
                                                                     AttacksYourLeader()),
                                        "hero": EnemyAttacks(VILLAIN)}),
        script(targeted, boost(GainsBoostPerPlayer()), when_revealed={"": DealFromTop(5)}),
        script(choosing,
               triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, DamageAtMost(2), when=_attack_damage_to_the_leader,
                         when_text="When an attack would deal the enemy leader more than 2 damage"),
               triggered(Timing.FORCED_RESPONSE, ev.THREAT_REMOVED, DealFromTop(5, each_player=True)
                         .then(FlipToFirstPlayer()), when=_last_threat_removed,
                         when_text="After the last threat is removed from this scheme", would=False)),
        script(personal, action(YourLeaderOnly("each player of your team adds 2 of your leader's set-aside player "
                                               "cards of their choice to their hand", EarnLeaderCards(2)),
                                costs=[RemoveThisCost()])),
    ]


CARDS.add(*_copy(("56125", "56126", "56127", "56128a", "56128b")))
CARDS.add(*_copy(("56203", "56204", "56205", "56206a", "56206b")))

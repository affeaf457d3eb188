"""Hell's Kitchen (Civil War resistance modular set, 56189-56193).

"The enemy team" chooses as an opponent would (the grim rule, Civil War rulebook "Playing a Custom Scenario
Cooperatively"): Daredevil's exhaust takes a ready character while you have one; the players choose Resistance
Fighter's minion. Abilities about "your leader" give way to their alternate effect, or do nothing.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    A_MINION_ENGAGED_WITH_YOU,
    A_READY_CHARACTER_YOU_CONTROL,
    ATTACHED_CHARACTER,
    ENEMY_LEADER,
    ActivatesAgainstYou,
    AttachThisTo,
    EachMinionActivates,
    Exhaust,
    ForActivationPlayer,
    GainSurge,
    YourLeaderOnly,
    YourLeaderOr,
    boost,
    gets,
    has_trait,
    minion_named,
    printed,
    script,
)
from ..vocabulary.procedures import Ctx, Rule
from ..vocabulary.rivals import AfterThisActivation, AttacksYourLeader, EnemyTeamExhausts

CARDS = CardSet("hells_kitchen")

EXHAUST_ONE = Exhaust(A_READY_CHARACTER_YOU_CONTROL)
BY_THE_ENEMY_TEAM = EnemyTeamExhausts(EXHAUST_ONE)
STREET_DEFENDERS = EachMinionActivates(ActivatesAgainstYou(ENEMY_LEADER, boost=False))
"""The same card as the Defenders set's Street Defenders (56187)."""


def _no_minion(ctx: Ctx) -> bool:
    return not ctx.game.minions()


def _any_minion(ctx: Ctx) -> list[int]:
    return ctx.game.minions()


def _defender_minion_in_play(ctx: Ctx, _scheme: int) -> bool:
    g = ctx.game
    return any(has_trait(g, m, "Defender") for m in g.minions())


CARDS.add(
    script("56189", boost(ForActivationPlayer(EXHAUST_ONE)), when_revealed={"": BY_THE_ENEMY_TEAM}),
    script("56190", boost(YourLeaderOnly("after this activation, the enemy leader attacks your leader without a "
                                         "boost card", AfterThisActivation(AttacksYourLeader(boost=False)))),
           when_revealed={"": YourLeaderOr("Iron Fist attacks your leader",
                                           ActivatesAgainstYou(minion_named("Iron Fist")),
                                           AttacksYourLeader(minion_named("Iron Fist"), what="Iron Fist"))}),
    script("56191", boost(ForActivationPlayer(AttachThisTo(A_MINION_ENGAGED_WITH_YOU))),
           when_revealed={"": GainSurge(_no_minion, "If there is no minion to attach it to")},
           constants=[gets("health", 4, ATTACHED_CHARACTER, "The attached minion gets +4 hit points."),
                      gets("kw:stalwart", 1, ATTACHED_CHARACTER, "The attached minion has stalwart."),
                      gets("attack", printed("attack"), ATTACHED_CHARACTER, "The attached minion gets +1 ATK."),
                      gets("scheme", printed("scheme"), ATTACHED_CHARACTER, "The attached minion gets +1 SCH.")],
           attach_to=_any_minion, attach_after_reveal=True, attach_by_enemy_team=True,
           attach_text="Attach to a minion (the players choose, as an opponent would)."),
    script("56192", when_revealed={"": STREET_DEFENDERS}),
    script("56193", rules=[Rule("threat_cannot_be_removed", "While a [[Defender]] minion is in play, no threat can "
                                "be removed from this scheme.", _defender_minion_in_play)]),
)

"""Defenders (Civil War resistance modular set, 56184-56188). "Your leader" cannot be stunned or confused in
cooperative play, so you are (Civil War rulebook, "Playing a Custom Scenario Cooperatively"); The Defenders' hinder
and acceleration icon are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY_LEADER,
    ENEMY_LEADER_AND_EACH_MINION,
    YOUR_IDENTITY,
    ActivatesAgainstYou,
    And,
    Confuse,
    EachMinionActivates,
    ForActivationPlayer,
    GainSurge,
    Stun,
    Tough,
    YourLeaderOr,
    boost,
    each_minion,
    gets,
    script,
)
from ..vocabulary.procedures import Ctx
from ..vocabulary.rivals import YourLeaderStatus

CARDS = CardSet("defenders")

STUN_YOU = YourLeaderOr("stun your leader", Stun(YOUR_IDENTITY), YourLeaderStatus("stunned"))
CONFUSE_YOU = YourLeaderOr("confuse your leader", Confuse(YOUR_IDENTITY), YourLeaderStatus("confused"))

STREET_DEFENDERS = EachMinionActivates(ActivatesAgainstYou(ENEMY_LEADER, boost=False))
"""Street Defenders (56187 here, 56192 in Hell's Kitchen): each minion activates against its own player; with no
minion, the enemy leader activates against you without a boost card."""


def _leader_tough(ctx: Ctx) -> bool:
    return any(ctx.game.state.cards[v].tough for v in ctx.game.villains())


CARDS.add(
    script("56184", boost(ForActivationPlayer(STUN_YOU)), when_revealed={"": STUN_YOU}),
    script("56185", boost(ForActivationPlayer(CONFUSE_YOU)), when_revealed={"": CONFUSE_YOU}),
    script("56186", when_revealed={"": And(GainSurge(_leader_tough, "If the enemy leader already has a tough status "
                                                     "card"), Tough(ENEMY_LEADER_AND_EACH_MINION))}),
    script("56187", when_revealed={"": STREET_DEFENDERS}),
    script("56188", constants=[gets("kw:guard", 1, each_minion, "Every minion has guard.")]),
)

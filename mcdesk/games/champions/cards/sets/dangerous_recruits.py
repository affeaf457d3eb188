"""Dangerous Recruits (Civil War registration modular set, 56087-56091).

Abilities about "your leader" cannot be resolved in cooperative play; their alternate ("Otherwise") effect
resolves (Civil War rulebook, "Playing a Custom Scenario Cooperatively").
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MAIN_SCHEME,
    SELF,
    VILLAIN,
    ActivatesAgainstYou,
    Custom,
    DiscardYourCard,
    EachMinionActivates,
    GainSurge,
    PlaceThreat,
    Timing,
    YourLeaderOnly,
    YourLeaderOr,
    boost,
    ev,
    gets,
    script,
    triggered,
)
from ..vocabulary.procedures import BOOST, Ctx, Event, Gen
from ..vocabulary.rivals import AfterThisActivation, AttacksYourLeader, EnemyTeamDiscardsYourLeadersAttachment

CARDS = CardSet("dangerous_recruits")


def _upgrade(ctx: Ctx, c: int) -> bool:
    return ctx.game.facts(c).type_code == "upgrade"


def _minions_in_play(ctx: Ctx) -> int:
    return len(ctx.game.minions())


def _no_minions(ctx: Ctx) -> bool:
    return not ctx.game.minions()


def _minion_defeated(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and e.data.get("type") == "minion"


def _to_the_leader(ctx: Ctx) -> Gen[None]:
    # Custom: a defeated minion becomes a facedown boost card of the villain (no vocabulary piece moves a card there).
    g = ctx.game
    e = ctx.event
    villain = g.villain()
    if e is None or e.target is None or villain is None:
        return
    m = e.target
    card = g.state.cards.get(m)  # None: a minion from the other game area went back there (Civil War FAQ, Drafted)
    if card is None or card.zone[0] != "encounter_discard":  # e.g. a victory display card stays there
        return
    g.state.move(m, (BOOST, None))
    g.state.cards[m].face_down = True
    g.state.cards[m].attached_to = villain
    g.log(f"{g.card_title(m)} is given to {g.card_title(villain)} as a facedown boost card.")
    return
    yield


CARDS.add(
    script("56087", when_revealed={"": YourLeaderOr("this minion attacks your leader", ActivatesAgainstYou(SELF),
                                                    AttacksYourLeader(SELF, what="this minion"))},
           constants=[gets("kw:piercing", 1, SELF, "Venom's attacks gain piercing.")]),
    script("56088", when_revealed={"": YourLeaderOr("the enemy team discards an attachment from your leader",
                                                    DiscardYourCard(_upgrade, "an upgrade"),
                                                    EnemyTeamDiscardsYourLeadersAttachment())}),
    script("56089", when_revealed={"": EachMinionActivates(ActivatesAgainstYou(VILLAIN, boost=False))}),
    script("56090", boost(YourLeaderOnly("after this activation, the enemy leader attacks your leader (no boost "
                                         "card)", AfterThisActivation(AttacksYourLeader(boost=False)))),
           when_revealed={"": PlaceThreat(_minions_in_play, MAIN_SCHEME, amount_text="1",
                                          per=" for each minion in play")
                          .then(GainSurge(_no_minions, "If there are no minions in play"))}),
    script("56091", triggered(Timing.FORCED_RESPONSE, ev.DEFEATED, Custom(
        _to_the_leader, "Give that minion to the enemy leader as a facedown boost card."),
        when=_minion_defeated, when_text="After a minion is defeated", would=False)),
)

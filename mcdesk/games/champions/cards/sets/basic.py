"""Basic (core set): 01083-01093.

Energy, Genius and Strength (01088-01090) are plain resource cards: their two printed resources and
"Max 1 per deck" are facts, so they need no script.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    CHARACTER,
    ENEMY,
    SCHEME,
    YOUR_HERO,
    And,
    Attack,
    ChooseAPlayer,
    ChooseOne,
    Damage,
    DiscardThis,
    DiscardThisCost,
    Draw,
    ExhaustThis,
    Heal,
    Ready,
    Reduce,
    ReduceNextCardCost,
    RemoveThreat,
    Schedule,
    Spend,
    Stun,
    action,
    ev,
    script,
    source_is_villain,
    target_is_this,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Timing

CARDS = CardSet("basic")


# -- allies --------------------------------------------------------------------------------------------------
CARDS.add(
    script("01083", triggered(Timing.RESPONSE, ev.ENTERS_PLAY, Stun(ENEMY), when=target_is_this,
                              when_text="After this card enters play")),
    script(
        "01084",
        triggered(Timing.FORCED_RESPONSE, ev.ENTERS_PLAY, And(
            ChooseOne((("Remove 2 threat from a scheme", RemoveThreat(2, SCHEME)),
                       ("Draw 3 cards", Draw(3)),
                       ("Deal 4 damage to an enemy", Damage(ENEMY, 4)))),
            Schedule(ev.ROUND_END, "discard", "At the end of the round, discard this card if it is still in play."),
        ), when=target_is_this, when_text="After this card enters play"),
        delayed={"discard": DiscardThis()},
    ),
)


# -- events --------------------------------------------------------------------------------------------------
def _villain_schemes(ctx: Ctx, e: Event) -> bool:
    """The threat the villain's scheme places (its activation or a card making it scheme)."""
    return bool(e.data.get("enemy_scheme")) and source_is_villain(ctx, e) and e.amount > 0


CARDS.add(
    script("01085", triggered(Timing.INTERRUPT, ev.THREAT_PLACED, Reduce(1, "the threat it places"),
                              when=_villain_schemes, when_text="When the villain schemes", tags=("thwart",),
                              event_card=True, would=False)),
    script("01086", action(Heal(2, CHARACTER), event_card=True)),
    script("01087", action(Attack(3, ENEMY), form="hero", tags=("attack",), event_card=True)),
)


# -- supports and upgrades -----------------------------------------------------------------------------------
CARDS.add(
    script("01091", action(ChooseAPlayer(Draw(1), "That player draws 1 card."), costs=[ExhaustThis()])),
    script("01092", action(ChooseAPlayer(ReduceNextCardCost(1), "Reduce the resource cost of the next card that "
                                         "player plays this phase by 1."), costs=[ExhaustThis()])),
    script("01093", action(Ready(YOUR_HERO), form="hero", costs=[Spend({"physical": 1}), DiscardThisCost()])),
)

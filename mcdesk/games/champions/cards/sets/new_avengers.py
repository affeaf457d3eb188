"""New Avengers (Civil War resistance modular set, 56150-56154).

"The enemy leader" is the villain in cooperative play (Civil War rulebook, "Playing a Custom Scenario
Cooperatively"). Each of its three minions goes to the enemy leader as a facedown boost card when defeated.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    VILLAIN,
    YOUR_IDENTITY,
    ForActivationPlayer,
    GiveThisToLeaderAsBoost,
    ResolveMinionBoosts,
    ShuffleDiscardedIntoEncounterDeck,
    StatusOrBoostIcons,
    boost,
    script,
)
from ..vocabulary.procedures import Game

CARDS = CardSet("new_avengers")


def _minion(g: Game, c: int) -> bool:
    return g.facts(c).type_code == "minion"



CARDS.add(
    script("56150", boost(ForActivationPlayer(StatusOrBoostIcons("confused", YOUR_IDENTITY))),
           when_defeated=GiveThisToLeaderAsBoost()),
    script("56151", boost(ForActivationPlayer(StatusOrBoostIcons("stunned", YOUR_IDENTITY))),
           when_defeated=GiveThisToLeaderAsBoost()),
    script("56152", boost(StatusOrBoostIcons("tough", VILLAIN)), when_defeated=GiveThisToLeaderAsBoost()),
    script("56153", boost(ForActivationPlayer(ResolveMinionBoosts(engaged_with_you=True))),
           when_revealed={"": ResolveMinionBoosts(surge=True)}),
    script("56154", when_defeated=ShuffleDiscardedIntoEncounterDeck(_minion, "minion")),
)

"""Black Panther's nemesis set (core set): set aside at setup, brought in by Shadow of the Past. Usurp The
Throne's hazard icon and Heart-Shaped Herb's surge are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MAIN_SCHEME,
    MINIONS_ENGAGED_WITH_YOU,
    VILLAIN,
    YOUR_HERO,
    And,
    ChooseOne,
    Damage,
    DiscardEncounterTop,
    PlaceThreat,
    Then,
    Tough,
    boost,
    boost_icons_of_top,
    cannot_take_damage_from,
    has_trait,
    script,
)
from ..vocabulary.procedures import Ctx, Game

CARDS = CardSet("black_panther_nemesis")


# == Killmonger =====================================================================================================
def _black_panther_upgrade(g: Game, source: int) -> bool:
    return g.facts(source).type_code == "upgrade" and has_trait(g, source, "Black Panther")


CARDS.add(
    # The Black Panther upgrades skip him as a target (see black_panther.py: takes_damage_from).
    script("01157", rules=[cannot_take_damage_from(
        _black_panther_upgrade, "Damage from [[Black Panther]] upgrades cannot be dealt to this minion.")]),
)


# == Heart-Shaped Herb ==============================================================================================
_HERB = And(Tough(VILLAIN), Tough(MINIONS_ENGAGED_WITH_YOU))
_HERB_BOOST = Tough(VILLAIN)

CARDS.add(script("01158", boost(_HERB_BOOST), when_revealed={"": _HERB}))


# == Ritual Combat ==================================================================================================
def _ritual_x(ctx: Ctx) -> int:
    """X: 1 plus the boost icons of the encounter card discarded first."""
    return 1 + boost_icons_of_top(ctx)


CARDS.add(
    script("01159", when_revealed={"": Then(DiscardEncounterTop(), ChooseOne((
        ("Deal X damage to your hero", Damage(YOUR_HERO, _ritual_x, amount_text="X")),
        ("Place X threat on the main scheme", PlaceThreat(_ritual_x, MAIN_SCHEME, amount_text="X",
                                                          per=" (X is 1 plus that card's boost icons)")),
    )))}),
)

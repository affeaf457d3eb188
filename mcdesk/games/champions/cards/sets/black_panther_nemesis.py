"""Black Panther's nemesis set (core set): set aside at setup, brought in by Shadow of the Past. Usurp The
Throne's hazard icon and Heart-Shaped Herb's surge are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MINIONS_ENGAGED_WITH_YOU,
    VILLAIN,
    YOUR_HERO,
    And,
    ChooseOne,
    Custom,
    Tough,
    boost,
    cannot_take_damage_from,
    has_trait,
    script,
)
from ..vocabulary.procedures import ENCOUNTER_DISCARD, Ctx, Game, Gen, deal_damage, place_threat, take_encounter_card

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

CARDS.add(
    script("01158",
           boost(Custom(lambda c: _HERB_BOOST.resolve(c), "The villain gets a tough status card.")),
           when_revealed={"": Custom(lambda c: _HERB.resolve(c), "The villain and every minion engaged with you "
                                                                 "each get a tough status card.")}),
)


# == Ritual Combat ==================================================================================================
def _ritual_x(ctx: Ctx) -> int:
    return int(ctx.memory.get("ritual_x", 1))


def _ritual_combat(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    top = yield from take_encounter_card(g, (ENCOUNTER_DISCARD, None), face_down=False, top=True)
    icons = (g.facts(top).boost or 0) if top is not None else 0
    if top is not None:
        g.log(f"Ritual Combat discards {g.card_title(top)} ({icons} boost icon{'s' if icons != 1 else ''}).")
    ctx.memory["ritual_x"] = 1 + icons
    yield from _RITUAL_CHOICE.resolve(ctx)


def _ritual_damage(ctx: Ctx) -> Gen[None]:
    for hero in YOUR_HERO(ctx):
        yield from deal_damage(ctx.game, hero, _ritual_x(ctx), ctx.source)


def _ritual_threat(ctx: Ctx) -> Gen[None]:
    main = ctx.game.main_scheme()
    if main is not None:
        yield from place_threat(ctx.game, main, _ritual_x(ctx), ctx.source)


_RITUAL_CHOICE = ChooseOne((
    ("Deal X damage to your hero", Custom(_ritual_damage, "Deal X damage to your hero",
                                          could=lambda c: bool(YOUR_HERO(c)))),
    ("Place X threat on the main scheme", Custom(_ritual_threat, "Place X threat on the main scheme",
                                                 could=lambda c: c.game.main_scheme() is not None)),
))

CARDS.add(
    script("01159", when_revealed={"": Custom(
        _ritual_combat, "Discard the encounter deck's top card. Then choose: deal X damage to your hero, or place "
                        "X threat on the main scheme, where X is 1 plus that card's boost icons.")}),
)

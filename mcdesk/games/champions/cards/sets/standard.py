"""The Standard encounter set (core set): added to every scenario's encounter deck."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import VILLAIN, And, Custom, DiscardYourCard, EnemyAttacks, EnemySchemes, GainSurge, script
from ..vocabulary.procedures import (
    ENCOUNTER_DECK,
    NEMESIS,
    Ctx,
    Gen,
    enter_side_scheme,
    put_minion_into_play,
    shuffle,
)

CARDS = CardSet("standard")


def _upgrade_or_support(ctx: Ctx, card: int) -> bool:
    return ctx.game.facts(card).type_code in ("upgrade", "support")


def _nothing_discarded(ctx: Ctx) -> bool:
    return ctx.memory.get("discarded_card") is None


def _shadow_of_the_past(ctx: Ctx) -> Gen[None]:
    """Bring the revealing player's set-aside nemesis set into the game.

    Custom: the only core card that moves a player's nemesis set (minion, side scheme, the rest shuffled in)."""
    g = ctx.game
    p = ctx.player
    nemesis = list(g.state.zone(NEMESIS, p))
    minion = next((c for c in nemesis if g.facts(c).type_code == "minion"), None)
    scheme = next((c for c in nemesis if g.facts(c).type_code == "side_scheme"), None)
    entered = False
    if minion is not None:
        g.state.cards[minion].face_down = False
        g.log(f"Shadow of the Past: player {p + 1} reveals their nemesis {g.card_title(minion)}.")
        entered = yield from put_minion_into_play(g, minion, p, revealed=True)
    if scheme is not None and g.state.cards[scheme].zone == (NEMESIS, p):
        g.state.cards[scheme].face_down = False
        yield from enter_side_scheme(g, scheme, p)
    rest = list(g.state.zone(NEMESIS, p))
    for cid in rest:
        g.state.move(cid, (ENCOUNTER_DECK, None))
        g.state.cards[cid].face_down = False
    if rest:
        shuffle(g, ENCOUNTER_DECK)
    if not entered:
        yield from GainSurge().resolve(ctx)


CARDS.add(
    script("01186", when_revealed={"": EnemySchemes(VILLAIN)}),
    script("01187", when_revealed={"alter_ego": GainSurge(), "hero": EnemyAttacks(VILLAIN)}),
    # Hit points the discarded upgrade gave are lost with it: a character left at 0 is defeated at once (FAQ,
    # Rocket Boots).
    script("01188", when_revealed={"": And(
        DiscardYourCard(_upgrade_or_support, "an upgrade or support"),
        GainSurge(_nothing_discarded, "If nothing was discarded this way"))}),
    script("01189", when_revealed={"alter_ego": GainSurge(),
                                   "hero": EnemyAttacks(VILLAIN, also_engaged_minions=True)}),
    # Custom: the only core card that brings a player's set-aside nemesis set into play.
    script("01190", when_revealed={"": Custom(
        _shadow_of_the_past, "Reveal your set-aside nemesis minion and put it into play engaged with you, and "
        "your set-aside nemesis side scheme into play. Shuffle the rest of your set-aside nemesis set into the "
        "encounter deck. If your nemesis minion does not enter play this way, this card gains surge.")}),
)

"""The Standard encounter set (core set): added to every scenario's encounter deck."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import VILLAIN, Custom, EnemyAttacks, EnemySchemes, GainSurge, script
from ..vocabulary.procedures import (
    ENCOUNTER_DECK,
    NEMESIS,
    Ctx,
    Gen,
    discard_card,
    enter_side_scheme,
    put_minion_into_play,
    shuffle,
)

CARDS = CardSet("standard")


def _caught_off_guard(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    cands = [c for c in g.controlled(ctx.player)
             if g.facts(c).type_code in ("upgrade", "support") and not g.facts(c).permanent]
    chosen = yield from g.choose_card(ctx.player, "Discard an upgrade or support you control", cands,
                                      source=ctx.source)
    if chosen is None:
        yield from GainSurge().resolve(ctx)
        return
    g.log(f"Player {ctx.player + 1} discards {g.card_title(chosen)}.")
    discard_card(g, chosen)


def _shadow_of_the_past(ctx: Ctx) -> Gen[None]:
    """Bring the revealing player's set-aside nemesis set into the game."""
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
    script("01188", when_revealed={"": Custom(
        _caught_off_guard, "Discard an upgrade or support you control. If you discard nothing this way, this "
        "card gains surge.")}),
    script("01189", when_revealed={"alter_ego": GainSurge(),
                                   "hero": EnemyAttacks(VILLAIN, also_engaged_minions=True)}),
    script("01190", when_revealed={"": Custom(
        _shadow_of_the_past, "Reveal your set-aside nemesis minion and put it into play engaged with you, and "
        "your set-aside nemesis side scheme into play. Shuffle the rest of your set-aside nemesis set into the "
        "encounter deck. If your nemesis minion does not enter play this way, this card gains surge.")}),
)

"""The Expert encounter set (core set): added to the encounter deck in expert mode. Exhaustion's and Under
Fire's surge is a keyword the engine resolves."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import YOUR_IDENTITY, Custom, Exhaust, script
from ..vocabulary.procedures import (
    ENCOUNTER_DECK,
    ENCOUNTER_DISCARD,
    Ctx,
    Gen,
    place_threat,
    reveal,
    reveal_top,
    take_encounter_card,
)

CARDS = CardSet("expert")


def _masterplan(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    sides = g.side_schemes()
    for s in sides:
        yield from place_threat(g, s, 4, ctx.source)
    if sides:
        return

    # Discard until a side scheme or until the deck runs out; an emptied deck fulfils the effect (Rules
    # Reference "Encounter Deck": do not continue with the newly shuffled deck).
    for _ in range(len(g.state.zone(ENCOUNTER_DECK))):
        top = yield from take_encounter_card(g, (ENCOUNTER_DISCARD, None), face_down=False, top=True)
        if top is None:
            return
        if g.facts(top).type_code == "side_scheme":
            g.log(f"Masterplan discards {g.card_title(top)} and reveals it.")
            yield from reveal(g, top, ctx.player)
            return
        g.log(f"Masterplan discards {g.card_title(top)}.")


def _under_fire(ctx: Ctx) -> Gen[None]:
    yield from reveal_top(ctx.game, ctx.player)


CARDS.add(
    script("01191", when_revealed={"": Exhaust(YOUR_IDENTITY)}),
    script("01192", when_revealed={"": Custom(
        _masterplan, "Place 4 threat on each side scheme. If no side scheme is in play, discard cards from the "
        "top of the encounter deck until you discard a side scheme, and reveal it.")}),
    script("01193", when_revealed={"": Custom(_under_fire, "Reveal the top card of the encounter deck.")}),
)

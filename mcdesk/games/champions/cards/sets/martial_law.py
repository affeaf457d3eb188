"""Martial Law (Civil War registration modular set, 56109-56111)."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import BoostEntersPlay, Custom, boost, discard_encounter_until, gets, has_trait, script
from ..vocabulary.procedures import ENCOUNTER_DISCARD, Ctx, Gen, deal_damage, place_threat, put_minion_into_play

CARDS = CardSet("martial_law")


def _topmost_shield_minion(ctx: Ctx) -> Gen[None]:
    # Custom: the topmost fitting card of the encounter discard pile (no vocabulary piece reads that pile in order).
    g = ctx.game
    pile = g.state.zone(ENCOUNTER_DISCARD)
    found = next((c for c in reversed(pile) if g.facts(c).type_code == "minion"
                  and has_trait(g, c, "S.H.I.E.L.D.")), None)
    if found is not None:
        g.log(f"{g.card_title(found)} comes back from the encounter discard pile.")
        yield from put_minion_into_play(g, found, ctx.player)


def _rapid_response(ctx: Ctx) -> Gen[None]:
    # Custom: the discarded minion's printed SCH or ATK decides the amount.
    g = ctx.game
    m = yield from discard_encounter_until(g, lambda g, c: g.facts(c).type_code == "minion")
    if m is None:
        return
    if g.form(ctx.player) == "hero":
        yield from deal_damage(g, g.identity(ctx.player), g.facts(m).attack or 0, ctx.source)
    else:
        main = g.main_scheme()
        if main is not None:
            yield from place_threat(g, main, g.facts(m).scheme or 0, ctx.source)


def _each_minion(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).type_code == "minion" and ctx.game.is_in_play(cid)


CARDS.add(
    script("56109", boost(BoostEntersPlay()), when_revealed={"": Custom(
        _topmost_shield_minion, "Put the topmost [[S.H.I.E.L.D.]] minion of the encounter discard pile into play "
        "engaged with you.")}),
    script("56110", when_revealed={"": Custom(
        _rapid_response, "Discard encounter cards until a minion is discarded. Alter-ego: place threat on the main "
        "scheme equal to its SCH. Hero: deal damage to your hero equal to its ATK.")}),
    script("56111", constants=[gets("kw:guard", 1, _each_minion, "Each minion gains guard.")]),
)

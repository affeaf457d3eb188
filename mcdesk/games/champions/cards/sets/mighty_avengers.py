"""Mighty Avengers (Civil War registration modular set, 56073-56077)."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MAIN_SCHEME,
    VILLAIN,
    YOUR_IDENTITY,
    Damage,
    ForActivationPlayer,
    GiveStatus,
    PlaceThreat,
    ResolveMinionsWhenRevealed,
    boost,
    gets,
    has_trait,
    script,
)
from ..vocabulary.procedures import Ctx

CARDS = CardSet("mighty_avengers")

SHARED_KEYWORDS = ("guard", "patrol", "quickstrike", "retaliate", "toughness", "steady", "stalwart",
                   "villainous", "piercing", "ranged", "incite", "surge", "overkill")
"""The printed keywords a minion can have that Earth's Mightiest Heroes passes on (teamwork names a trait: it is
read from the printed card only)."""


def _avenger_minion(ctx: Ctx, cid: int) -> bool:
    g = ctx.game
    return g.facts(cid).type_code == "minion" and g.is_in_play(cid) and has_trait(g, cid, "Avenger")


def _others_printed(keyword: str):  # type: ignore[no-untyped-def]
    """Who gains ``keyword``: an Avenger minion while another Avenger minion has it printed (amount: the sum of
    their printed values, 1 for a keyword without a value)."""

    def amount(ctx: Ctx, cid: int) -> int:
        g = ctx.game
        total = 0
        for m in g.minions():
            if m != cid and _avenger_minion(ctx, m) and g.facts(m).has_keyword(keyword):
                v = g.facts(m).keyword(keyword)
                total += v if isinstance(v, int) and not isinstance(v, bool) else 1
        return total

    return amount


def _gain(keyword: str, text: str):  # type: ignore[no-untyped-def]
    amount = _others_printed(keyword)
    # The amount depends on the receiving minion: the engine reads a constant's amount right after its applies()
    # said yes for that card (values.modifiers), so applies() leaves the receiving minion's amount here.
    holder: dict[str, int] = {}

    def applies(ctx: Ctx, cid: int) -> bool:
        if not _avenger_minion(ctx, cid):
            return False
        holder["n"] = amount(ctx, cid)
        return holder["n"] > 0

    return gets(f"kw:{keyword}", lambda ctx: holder.get("n", 0), applies, text)


CARDS.add(
    script("56073", boost(GiveStatus("tough", VILLAIN)), when_revealed={"": GiveStatus("tough", VILLAIN)}),
    script("56074", boost(PlaceThreat(1, MAIN_SCHEME)), when_revealed={"": PlaceThreat(1, MAIN_SCHEME)}),
    script("56075", boost(ForActivationPlayer(Damage(YOUR_IDENTITY, 1))),
           when_revealed={"": Damage(YOUR_IDENTITY, 1)}),
    script("56076", when_revealed={"": ResolveMinionsWhenRevealed()}),
    script("56077", constants=[
        _gain(k, "Each [[Avenger]] minion gains the printed keywords of each other [[Avenger]] minion." if i == 0
              else "") for i, k in enumerate(SHARED_KEYWORDS)]),
)

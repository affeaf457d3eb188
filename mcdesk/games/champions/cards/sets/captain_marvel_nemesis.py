"""Captain Marvel's nemesis set (core set): Yon-Rogg and his schemes, set aside at setup and brought in by
Shadow of the Past. The Psyche-Magnitron's hazard icon and Kree Manipulator's surge are facts the engine
enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MAIN_SCHEME,
    SELF,
    And,
    DiscardEachFromHand,
    GainSurge,
    If,
    PlaceThreat,
    Sel,
    boost,
    ev,
    script,
    triggered,
    villain_attack_undefended,
    with_printed_resource,
)
from ..vocabulary.procedures import Ctx, Event, Timing

CARDS = CardSet("captain_marvel_nemesis")

PSYCHE_MAGNITRON = Sel(lambda c: [s for s in c.game.side_schemes() if c.game.facts(s).name == "The Psyche-Magnitron"],
                       "The Psyche-Magnitron", True)


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


def _yon_rogg_attacked(ctx: Ctx, e: Event) -> bool:
    """Any attack he makes (activation or card effect); a stunned Yon-Rogg's attack is replaced, not made."""
    return e.source == ctx.source and bool(PSYCHE_MAGNITRON(ctx))


def _nothing_discarded(ctx: Ctx) -> bool:
    return not ctx.memory.get("from_hand")


CARDS.add(
    script("01176", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
    script("01177", triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, PlaceThreat(1, PSYCHE_MAGNITRON),
                              when=_yon_rogg_attacked, when_text="After this minion attacks")),
    script("01178",
           # The boost card is turned face up after defenders are declared: an attack with no defender is
           # undefended.
           boost(If(villain_attack_undefended, PlaceThreat(1, MAIN_SCHEME), "the villain's attack is undefended")),
           when_revealed={"": PlaceThreat(1, MAIN_SCHEME)}),
    script("01179", when_revealed={"": And(
        DiscardEachFromHand(with_printed_resource("energy"), "card with a printed [energy] resource"),
        GainSurge(_nothing_discarded, "If no card was discarded this way"))}),
)

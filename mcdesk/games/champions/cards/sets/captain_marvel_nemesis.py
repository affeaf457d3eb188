"""Captain Marvel's nemesis set (core set): Yon-Rogg and his schemes, set aside at setup and brought in by
Shadow of the Past. The Psyche-Magnitron's hazard icon and Kree Manipulator's surge are facts the engine
enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import MAIN_SCHEME, SELF, Custom, GainSurge, PlaceThreat, Sel, boost, ev, script, triggered
from ..vocabulary.procedures import Ctx, Event, Gen, Timing, discard_card, place_threat

CARDS = CardSet("captain_marvel_nemesis")

PSYCHE_MAGNITRON = Sel(lambda c: [s for s in c.game.side_schemes() if c.game.facts(s).name == "The Psyche-Magnitron"],
                       "The Psyche-Magnitron", True)


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


def _yon_rogg_attacked(ctx: Ctx, e: Event) -> bool:
    """Any attack he makes (activation or card effect); a stunned Yon-Rogg's attack is replaced, not made."""
    return e.source == ctx.source and bool(PSYCHE_MAGNITRON(ctx))


def _undefended_villain_attack(ctx: Ctx) -> Gen[None]:
    """The boost card is turned face up after defenders are declared: an attack with no defender is
    undefended."""
    g = ctx.game
    enemy = ctx.event.target if ctx.event is not None else None
    if enemy is None or g.facts(enemy).type_code != "villain":
        return
    w = next((w for w in reversed(g.stack) if w.kind == "attack" and w.source == enemy), None)
    main = g.main_scheme()
    if w is not None and w.data.get("defender") is None and main is not None:
        yield from place_threat(g, main, 1, ctx.source)


def _treason(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    p = ctx.player
    energy = [c for c in g.hand(p) if g.facts(c).resources.get("energy")]
    for c in energy:
        g.log(f"Player {p + 1} discards {g.card_title(c)}.")
        discard_card(g, c)
    if not energy:
        yield from GainSurge().resolve(ctx)


CARDS.add(
    script("01176", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
    script("01177", triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, PlaceThreat(1, PSYCHE_MAGNITRON),
                              when=_yon_rogg_attacked, when_text="After this minion attacks")),
    script("01178",
           boost(Custom(_undefended_villain_attack, "If the villain's attack is undefended, place 1 threat on "
                        "the main scheme.")),
           when_revealed={"": PlaceThreat(1, MAIN_SCHEME)}),
    script("01179", when_revealed={"": Custom(
        _treason, "Discard every card with a printed [energy] resource from your hand. If none is discarded, "
        "this card gains surge.")}),
)

"""Conditions: the predicates an ability checks before it can be used (``when=``, ``If``, ``active=``).

A triggered ability's condition takes the occurrence as well (``Condition``: ctx and event); the others
read only the game through the context. The text the card says is given beside them (``when_text``).
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.abilities import Condition, Ctx
from ...engine.events import Event

# -- the game now (ctx only) -----------------------------------------------------------------------------------








def paid_with(kind: str) -> Callable[[Ctx], bool]:
    """"If you paid for this card using a [kind] resource": a wild resource counts as any type (Rules
    Reference "Wild Resource")."""
    return lambda c: c.paid.get(kind, 0) + c.paid.get("wild", 0) > 0


# -- the triggering occurrence (ctx and event) -----------------------------------------------------------------


def this_card_played(ctx: Ctx, e: Event) -> bool:
    """"After you play this card": a CARD_PLAYED event for this very card, played by its controller."""
    return e.source == ctx.source and e.player == ctx.player


def source_is_this(ctx: Ctx, e: Event) -> bool:
    """The occurrence is made by this card: "after this character attacks / thwarts", "when Klaw attacks"."""
    return e.source == ctx.source


def target_is_this(ctx: Ctx, e: Event) -> bool:
    """The occurrence happens to this card: "after this card enters play", "when this minion is defeated"."""
    return e.target == ctx.source


def source_is_host(ctx: Ctx, e: Event) -> bool:
    """The occurrence is made by the card this one is attached to."""
    return e.source is not None and e.source == ctx.game.state.cards[ctx.source].attached_to


def target_is_attached_host(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and e.target == ctx.game.state.cards[ctx.source].attached_to


def source_is_villain(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and ctx.game.facts(e.source).type_code == "villain"




def minion_entered(ctx: Ctx, e: Event) -> bool:
    """"After a minion enters play" (it is still in play)."""
    return e.target is not None and ctx.game.facts(e.target).type_code == "minion" and ctx.game.is_in_play(e.target)


def attacked_and_defeated(attacker: Callable[[Ctx], int | None], types: tuple[str, ...]) -> Condition:
    """"After <attacker> attacks and defeats <an enemy of these types>": a PLAYER_ATTACK by that character
    that dealt damage and left its target out of play."""

    def cond(ctx: Ctx, e: Event) -> bool:
        g = ctx.game
        who = attacker(ctx)
        return (who is not None and e.source == who and e.target is not None
                and g.facts(e.target).type_code in types and int(e.data.get("dealt", 0)) > 0
                and not g.is_in_play(e.target))

    return cond


def your_hero(ctx: Ctx) -> int | None:
    """Your identity while it is in hero form (else None)."""
    return ctx.game.identity(ctx.player) if ctx.game.form(ctx.player) == "hero" else None


def your_hero_defended(ctx: Ctx, e: Event) -> bool:
    """"After your hero defends (against an enemy attack)": an ENEMY_ATTACK whose defender was your hero
    (by exhausting, or by a defense ability — Rules Reference "Defense")."""
    w = e.data.get("window")
    defender = getattr(w, "data", {}).get("defender") if w is not None else None
    return defender is not None and defender == your_hero(ctx)


def revealed_from_encounter_deck(ctx: Ctx, e: Event) -> bool:
    """An encounter card being revealed from the encounter deck (or dealt from it facedown), not one found in
    the discard pile."""
    from ...engine.state import ENCOUNTER_DECK, FACEDOWN_ENCOUNTER

    return e.target is not None and ctx.game.state.cards[e.target].zone[0] in (FACEDOWN_ENCOUNTER, ENCOUNTER_DECK)


def treachery_revealed_from_encounter_deck(ctx: Ctx, e: Event) -> bool:
    return e.data.get("type") == "treachery" and revealed_from_encounter_deck(ctx, e)

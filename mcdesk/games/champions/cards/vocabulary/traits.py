"""Traits: reading a card's traits, giving traits, and choosing cards by trait.

A trait can be printed or gained (a constant ability or a lasting effect adds ``trait:<Name>``), so every
trait check goes through ``has_trait`` rather than the printed list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.abilities import Constant, Ctx, Gen
from .abilities import gets
from .effects import Base, cap
from .selectors import YOUR_IDENTITY, Sel, choose_from

if TYPE_CHECKING:
    from ...engine.game import Game


def has_trait(g: Game, card_id: int, trait: str) -> bool:
    """A printed trait, or one a constant ability gives (``gains_trait``: the value ``trait:<Name>``)."""
    from ...engine.values import modifiers

    if trait.lower() in (t.lower() for t in g.traits(card_id)):
        return True
    return any(m[1] > 0 for m in modifiers(g, card_id, f"trait:{trait}"))


def you_have_trait(trait: str) -> Callable[[Ctx], bool]:
    """"If you have the [[Trait]] trait": your identity has it (printed or gained)."""
    return lambda c: has_trait(c.game, c.game.identity(c.player), trait)


def yours_with_trait(ctx: Ctx, type_code: str, trait: str | None = None) -> list[int]:
    """Cards of a type (e.g. "upgrade") you control, with a trait if one is given."""
    g = ctx.game
    return [c for c in g.controlled(ctx.player)
            if g.facts(c).type_code == type_code and (trait is None or has_trait(g, c, trait))]


def is_type_with_trait(type_code: str, trait: str | None = None) -> Callable[[Ctx, int], bool]:
    """A card filter: this type (and this trait, if given)."""
    return lambda c, cid: c.game.facts(cid).type_code == type_code and (
        trait is None or has_trait(c.game, cid, trait))




YOUR_UPGRADES = Sel(lambda c: yours_with_trait(c, "upgrade"), "each upgrade you control", True)


def gains_trait(trait: str, who: Sel | Callable[[Ctx, int], bool], text: str,
                *, active: Callable[[Ctx], bool] | None = None) -> Constant:
    """A constant "X gains the [[Trait]] trait" while this card is in play (read by ``has_trait``)."""
    return gets(f"trait:{trait}", 1, who, text, active=active)


@dataclass(frozen=True)
class GainTrait(Base):
    """"Gain the X trait until the end of the phase": a lasting modifier the trait checks read."""

    trait: str
    target: Sel = YOUR_IDENTITY
    expires: str = "end_of_phase"
    says: str = ""

    def could_change(self, ctx: Ctx) -> bool:
        return any(not has_trait(ctx.game, t, self.trait) for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from choose_from(ctx, self.target, f"Who gains the {self.trait} trait")):
            ctx.game.add_lasting(f"trait:{self.trait}", "add", 1, t, self.expires, ctx.source)
            ctx.game.log(f"{ctx.game.card_title(t)} gains the {self.trait} trait.")

    def text(self) -> str:
        when = {"end_of_phase": "phase", "end_of_round": "round", "end_of_turn": "turn"}.get(self.expires, "phase")
        return self.says or f"{cap(self.target.text)} gains the [[{self.trait}]] trait until the end of the {when}."

"""Damage beyond "deal N damage": spreading it among characters, damage a character cannot take, and
sustained damage.

``Damage`` and ``Attack`` themselves are general effects (``effects``); what is here needs the rules about
who the damage may go to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import combat
from ...engine.abilities import Ctx, Gen, Rule
from .effects import Amount, Base, amount_of
from .selectors import Sel

if TYPE_CHECKING:
    from ...engine.game import Game


@dataclass(frozen=True)
class AssignDamage(Base):
    """"Assign N damage among heroes and allies": the resolving player places the damage one point at a
    time on characters of ``among``; then each chosen character is dealt its share at once."""

    amount: Amount
    among: Sel
    amount_text: str = ""

    def could_change(self, ctx: Ctx) -> bool:
        return amount_of(self.amount, ctx) > 0 and bool(self.among(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        n = amount_of(self.amount, ctx)
        shares: dict[int, int] = {}
        for k in range(n):
            cands = self.among(ctx)
            if not cands:
                break
            t = yield from g.choose_card(ctx.player, f"Assign 1 damage ({k + 1} of {n})", cands, source=ctx.source)
            if t is not None:
                shares[t] = shares.get(t, 0) + 1
        ctx.memory["assigned"] = dict(shares)
        for t, amount in shares.items():
            yield from combat.deal_damage(g, t, amount, ctx.source, by_player=ctx.controller)

    def text(self) -> str:
        return f"Assign {self.amount_text or self.amount} damage among {self.among.text}."


def sustained_damage(g: Game, card_id: int) -> int:
    """Rules Reference "Sustained Damage": maximum hit points minus remaining hit points."""
    from ...engine.values import max_hit_points, remaining_hit_points

    return max(0, max_hit_points(g, card_id) - remaining_hit_points(g, card_id))


def cannot_take_damage_from(fits: Callable[[Game, int], bool], text: str) -> Rule:
    """A constant rule: this character takes no damage from source cards that fit (see :func:`takes_damage_from`)."""
    return Rule("cannot_take_damage_from", text, lambda c, src: fits(c.game, src))


def takes_damage_from(g: Game, target: int, source: int) -> bool:
    """Can damage from ``source`` be dealt to ``target``? (False when the target's rule forbids it.)"""
    for r in g.script(target).rules:
        if r.name == "cannot_take_damage_from" and r.applies is not None \
                and r.applies(Ctx(g, target, g.ability_controller(target)), source):
            return False
    return True


def damageable_by_source(sel: Sel) -> Sel:
    """The cards of ``sel`` that this card's damage can be dealt to."""
    return sel.where(lambda c, i: takes_damage_from(c.game, i, c.source), sel.text)

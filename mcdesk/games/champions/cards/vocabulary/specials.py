"""Special abilities: abilities that resolve only when another card says so (Black Panther's upgrades).

Each Special resolved by ``ResolveSpecials`` is one step of a single sequence, so an effect can ask
whether it is the final step.
"""

from __future__ import annotations

from dataclasses import dataclass

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from ...engine.abilities import Ability, Ctx, Effect, Gen, Timing
from .effects import Base
from .traits import yours_with_trait


def special(effect: Effect, *, tags: tuple[str, ...] = (), name: str = "") -> Ability:
    """A Special ability: resolved only when another card says so (see :class:`ResolveSpecials`)."""
    return Ability(Timing.SPECIAL, effect, tags=tags, name=name)


def final_step(ctx: Ctx) -> bool:
    """Inside a sequence of Special abilities: is this the sequence's final step?"""
    return bool(ctx.memory.get("final_step"))


@dataclass(frozen=True)
class ResolveSpecials(Base):
    """Resolve the Special ability of each card of a type and trait you control, in the order you choose; each
    is a step of one sequence, and each Special effect can ask :func:`final_step` whether it is the last."""

    trait: str
    type_code: str = "upgrade"

    def _cards(self, ctx: Ctx) -> list[int]:
        return [c for c in yours_with_trait(ctx, self.type_code, self.trait)
                if any(a.timing is Timing.SPECIAL for a in ctx.game.script(c).abilities)]

    def _step_ctx(self, ctx: Ctx, card: int, final: bool) -> Ctx:
        return Ctx(ctx.game, card, ctx.player, memory={"final_step": final, "sequence": ctx.source})

    def could_change(self, ctx: Ctx) -> bool:
        return any(a.effect.could_change(self._step_ctx(ctx, c, True))
                   for c in self._cards(ctx) for a in ctx.game.script(c).abilities if a.timing is Timing.SPECIAL)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        done: set[int] = set()
        while True:
            left = [c for c in self._cards(ctx) if c not in done]
            if not left:
                return
            if len(left) == 1:
                card = left[0]
            else:
                opts = tuple(Option(f"card:{c}", f"Resolve {g.card_title(c)}", (c,), Action(ActionKind.ORDER, c))
                             for c in left)
                pick = yield from g.ask(ctx.player, DecisionKind.ORDER, "Choose the next Special ability to resolve",
                                        opts, source=ctx.source)
                card = left[opts.index(pick)]
            done.add(card)
            final = len(left) == 1
            g.log(f"{g.card_title(card)}: Special{' (final step)' if final else ''}.")
            for a in g.script(card).abilities:
                if a.timing is Timing.SPECIAL:
                    yield from a.effect.resolve(self._step_ctx(ctx, card, final))

    def text(self) -> str:
        return (f"Resolve the Special ability of every [[{self.trait}]] {self.type_code} you control, one at a "
                "time in the order you choose; each one is a step of this sequence.")

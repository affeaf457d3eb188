"""Resources: abilities that generate them, "The Power of" bonuses, and counting printed resources.

A resource ability does nothing when it resolves: the engine's payment reads what it ``generates``, and the
effect only says it in the card's words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.abilities import Ability, Ctx, Gen, Timing
from .effects import Base

if TYPE_CHECKING:
    from ...engine.game import Game


@dataclass(frozen=True)
class _Generates(Base):
    says: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        return
        yield

    def text(self) -> str:
        return self.says


def resource(gives: dict[str, int], *, form: str | None = None, costs: Iterable[object] = (),
             limit: tuple[int, str] | None = None, name: str = "") -> Ability:
    icons = " ".join(f"[{k}]" for k, n in gives.items() for _ in range(n))
    return Ability(Timing.RESOURCE, _Generates(f"Generate a {icons} resource."), form=form, costs=tuple(costs),  # type: ignore[arg-type]
                   limit=limit, name=name, generates=dict(gives))


def resource_from(gives: Callable[[Ctx], dict[str, int]], says: str, *, form: str | None = None,
                  costs: Iterable[object] = (), limit: tuple[int, str] | None = None, name: str = "") -> Ability:
    """A resource ability whose resources depend on the game (worked out each time it is offered)."""
    return Ability(Timing.RESOURCE, _Generates(says), form=form, costs=tuple(costs), limit=limit,  # type: ignore[arg-type]
                   name=name, generates_fn=gives)


def power_of(aspect: str) -> Callable[[Ctx, int], dict[str, int]]:
    """A "The Power of <Aspect>" resource card's ``resource_bonus``: its printed resources, doubled while
    they pay for a card of that aspect (the paid-for card's own aspect, e.g. an ally whose cost Make the
    Call pays; FAQ Make the Call #71)."""

    def bonus(ctx: Ctx, paying_for: int) -> dict[str, int]:
        printed = {k: v for k, v in ctx.game.facts(ctx.source).resources.items() if v}
        if ctx.game.facts(paying_for).faction_code == aspect:
            return {k: 2 * v for k, v in printed.items()}
        return printed

    return bonus


def power_of_text(aspect: str) -> str:
    name = aspect.capitalize()
    return f"Generates twice its resources while paying for {'an' if name[0] in 'AEIOU' else 'a'} {name} card."


def printed_count(g: Game, cards: Iterable[int], kind: str) -> int:
    """How many printed resources of ``kind`` the cards show (wild ones do not count as another type)."""
    return sum(g.facts(c).resources.get(kind, 0) for c in cards)

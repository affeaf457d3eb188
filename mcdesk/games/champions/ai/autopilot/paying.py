"""Paying: the cheapest set of resources, the cards least needed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import (
    Payment,
)

from .common import Scored, act
from .knowledge import (
    PAID_WITH_BONUS,
)

if TYPE_CHECKING:
    from ...engine.payment import ResourceSource
from .reading import Reading


class Paying(Reading):
    # == paying =====================================================================================================
    def pay(self) -> list[Scored]:
        from ...engine.payment import ResourceNeed, sources

        g = self.g
        x = self.d.extra  # the payment's context, as the engine states it
        assert isinstance(x, Payment)
        need = ResourceNeed(x.need, dict(x.typed))
        paid: dict[str, int] | None = x.paid_by_type()
        paying_for = x.paying_for
        used = set(x.used)
        by_action: dict[tuple[int, str | None], ResourceSource] = {}
        for s in sources(g, self.p, paying_for, used):
            if s.card not in x.pending_discards:
                aid = g.script(s.card).ability_id(s.ability) if s.ability is not None else None
                by_action[(s.card, aid)] = s
        by_key = {o.key: by_action[(a.card, a.ability)] for o in self.d.options
                  if (a := act(o)).card is not None and (a.card, a.ability) in by_action}
        offered = [by_key[o.key] for o in self.d.options if o.key in by_key]
        bonus_type = PAID_WITH_BONUS.get(self.code(paying_for)) if paying_for is not None else None
        plan = self.cheapest_payment(need, offered, paid, bonus_type)
        what = self.title(paying_for) if paying_for is not None else "the cost"
        out: list[Scored] = []
        chosen = {k for k, s in by_key.items() if plan and s in plan[1]}
        for o in self.d.options:
            found = by_key.get(o.key)
            if found is None:
                out.append(Scored(-5.0, o.key, o.label))
                continue
            s = found
            base = 10.0 if o.key in chosen else -self.source_cost(s)
            if s.ability is not None:
                why = f"Pay for {what} with {self.title(s.card)}'s resource ability instead of discarding a card"
                base += 0.5
            elif self.type_of(s.card) == "resource":
                why = f"Pay for {what} with {self.title(s.card)}, a resource card"
            else:
                why = f"Pay for {what} with {self.title(s.card)}: it is the card least needed"
            out.append(Scored(base - 0.01 * self.source_cost(s), o.key, why))
        return out

"""Setup: which cards to mulligan."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import (
    Mulligan,
)

from .common import Scored, act
from .knowledge import (
    HOLD_VALUE,
)

if TYPE_CHECKING:
    pass
from .reading import Reading


class Setup(Reading):
    # == setup ======================================================================================================
    def mulligan(self) -> list[Scored]:
        g = self.g
        x = self.d.extra
        chosen = list(x.chosen) if isinstance(x, Mulligan) else []
        hand = [c for c in g.hand(self.p) if c not in chosen]
        out: list[Scored] = []
        worst = None
        keep = "keep"
        for o in self.d.options:
            cid = act(o).card
            if cid is None:
                keep = o.key
                continue
            v = self.opener_value(cid, hand)
            if worst is None or v < worst[0]:
                worst = (v, o.key, cid)
        if worst is not None and worst[0] < 1.0:
            out.append(Scored(1.0, worst[1], f"Mulligan {self.title(worst[2])}: not useful in the first turns"))
        out.append(Scored(0.5, keep, "Keep this hand: it has cards to play early"))
        return out

    def opener_value(self, cid: int, hand: list[int]) -> float:
        g = self.g
        f = g.facts(cid)
        code = self.code(cid)
        if f.type_code == "resource":
            return 1.3
        if not self.playable_later(cid):
            return 0.0
        if any(c != cid and self.code(c) == code and (f.is_unique or f.keyword("max_per_player")) for c in hand):
            return 0.2  # a second copy that cannot be in play with the first
        budget = sum(self.resources_of(c) for c in hand if c != cid) + 1
        cost = f.cost or 0
        if f.type_code in ("ally", "upgrade", "support"):
            if code == "01007":
                return 0.4
            return 1.8 if cost <= min(4, budget) else 0.7
        if code in self.known.damage_events or code in self.known.thwart_events:
            return 1.1 if cost <= 2 else 0.9
        if code in HOLD_VALUE:
            return 1.0 if HOLD_VALUE[code] >= 1.5 else 0.6
        return 0.7

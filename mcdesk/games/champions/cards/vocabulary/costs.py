"""Costs: what an ability asks before it resolves ("Exhaust {this}", "Spend [energy]").

A cost is paid in full before the effect, so each one says whether it can be paid (``can_pay``) as well
as how (``pay``); an ability whose costs cannot all be paid is not offered.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from ...engine import combat
from ...engine.abilities import COST_UNPAID, Ctx, Gen
from ...engine.payment import ResourceNeed, can_pay
from ...engine.zones import discard_card, remove_from_game
from .effects import Base


@dataclass(frozen=True)
class ExhaustThis:
    def can_pay(self, ctx: Ctx) -> bool:
        return not ctx.game.state.cards[ctx.source].exhausted

    def pay(self, ctx: Ctx) -> Gen[None]:
        ctx.game.exhaust(ctx.source)
        return
        yield

    def text(self) -> str:
        return "Exhaust {this}"


@dataclass(frozen=True)
class ExhaustIdentity:
    def can_pay(self, ctx: Ctx) -> bool:
        return not ctx.game.state.cards[ctx.game.identity(ctx.player)].exhausted

    def pay(self, ctx: Ctx) -> Gen[None]:
        ctx.game.exhaust(ctx.game.identity(ctx.player))
        return
        yield

    def text(self) -> str:
        return "Exhaust your identity"


@dataclass(frozen=True)
class RemoveCounter:
    kind: str
    amount: int = 1

    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.state.cards[ctx.source].counters >= self.amount

    def pay(self, ctx: Ctx) -> Gen[None]:
        ctx.game.state.cards[ctx.source].counters -= self.amount
        return
        yield

    def text(self) -> str:
        return f"remove {self.amount} {self.kind} counter{'s' if self.amount != 1 else ''} from it"


@dataclass(frozen=True)
class DiscardThisCost:
    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.is_in_play(ctx.source)

    def pay(self, ctx: Ctx) -> Gen[None]:
        discard_card(ctx.game, ctx.source)
        return
        yield

    def text(self) -> str:
        return "discard this card"


@dataclass(frozen=True)
class RemoveThisCost:
    """Cost: remove this card from the game."""

    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.is_in_play(ctx.source)

    def pay(self, ctx: Ctx) -> Gen[None]:
        remove_from_game(ctx.game, ctx.source, by=ctx.source)
        return
        yield

    def text(self) -> str:
        return "remove this card from the game"


@dataclass(frozen=True)
class DiscardThisCounting:
    """Cost: discard this card, noting its counters first (``ctx.memory["counters"]``) for an effect that
    counts them ("for each counter here")."""

    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.is_in_play(ctx.source)

    def pay(self, ctx: Ctx) -> Gen[None]:
        ctx.memory["counters"] = ctx.game.state.cards[ctx.source].counters
        discard_card(ctx.game, ctx.source)
        return
        yield

    def text(self) -> str:
        return "Discard this card"


def _check_taken(ctx: Ctx, dealt: int, amount: int, text: str) -> None:
    """Damage taken as a cost and prevented (in part) by an interrupt: the cost was not paid in full, so the
    effect does not occur (Rules Reference, "Cost": "if they cannot pay for all of the costs at once, then they
    do not pay any of the costs and the effect associated with the costs does not occur")."""
    if dealt < amount:
        ctx.memory[COST_UNPAID] = text


@dataclass(frozen=True)
class DamageThisCost:
    """"Deal N damage to this character" as part of a cost (paid even if it defeats the character)."""

    amount: int

    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.is_in_play(ctx.source) and not combat.damage_prevented(ctx.game, ctx.source)

    def pay(self, ctx: Ctx) -> Gen[None]:
        dealt = yield from combat.deal_damage(ctx.game, ctx.source, self.amount, ctx.source)
        _check_taken(ctx, dealt, self.amount, self.text())

    def text(self) -> str:
        return f"deal {self.amount} damage to this character"


@dataclass(frozen=True)
class TakeDamage:
    """Cost: your identity takes N damage."""

    amount: int = 1

    def can_pay(self, ctx: Ctx) -> bool:
        g = ctx.game
        identity = g.identity(ctx.player)
        return g.is_in_play(identity) and not combat.damage_prevented(g, identity)

    def pay(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        dealt = yield from combat.deal_damage(g, g.identity(ctx.player), self.amount, ctx.source)
        _check_taken(ctx, dealt, self.amount, self.text())

    def text(self) -> str:
        return f"take {self.amount} damage"


@dataclass(frozen=True)
class HealYourIdentity:
    """Cost: heal N damage from your identity (it must have that much damage to heal)."""

    amount: int = 1

    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.state.cards[ctx.game.identity(ctx.player)].damage >= self.amount

    def pay(self, ctx: Ctx) -> Gen[None]:
        yield from combat.heal(ctx.game, ctx.game.identity(ctx.player), self.amount)

    def text(self) -> str:
        return f"heal {self.amount} damage from your identity"


def _hand_except_source(ctx: Ctx) -> list[int]:
    return [c for c in ctx.game.hand(ctx.player) if c != ctx.source]


@dataclass(frozen=True)
class DiscardFromHand:
    """Cost: choose and discard N cards from your hand (not the card being played). The cards are left in
    ``ctx.memory["discarded"]``."""

    amount: int = 1

    def can_pay(self, ctx: Ctx) -> bool:
        return len(_hand_except_source(ctx)) >= self.amount

    def pay(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        chosen: list[int] = []
        for k in range(self.amount):
            cands = [c for c in _hand_except_source(ctx) if c not in chosen]
            c = yield from g.choose_card(ctx.player, f"Choose a card to discard ({k + 1} of {self.amount})", cands,
                                         kind=DecisionKind.DISCARD, source=ctx.source)
            if c is not None:
                chosen.append(c)
        for c in chosen:
            g.log(f"Player {ctx.player + 1} discards {g.card_title(c)}.")
            discard_card(g, c)
        ctx.memory["discarded"] = chosen

    def text(self) -> str:
        return f"choose and discard {self.amount} card{'s' if self.amount != 1 else ''} from your hand"


@dataclass(frozen=True)
class DiscardUpTo:
    """Cost: choose and discard up to N cards from your hand, at least one (discarding none would leave an
    effect "for each card discarded" nothing to do). The cards are left in ``ctx.memory["discarded"]``."""

    amount: int

    def can_pay(self, ctx: Ctx) -> bool:
        return bool(_hand_except_source(ctx))

    def pay(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        chosen: list[int] = []
        while len(chosen) < self.amount:
            cands = [c for c in _hand_except_source(ctx) if c not in chosen]
            if not cands:
                break
            opts = [Option(f"card:{c}", g.card_title(c), (c,), Action(ActionKind.DISCARD, c)) for c in cands]
            if chosen:
                opts.append(Option("done", f"Done ({len(chosen)} chosen)", (), Action(ActionKind.KEEP)))
            pick = yield from g.ask(ctx.player, DecisionKind.DISCARD,
                                    f"Choose cards to discard ({len(chosen)} of up to {self.amount})", tuple(opts),
                                    source=ctx.source, auto_single=False)
            if pick.action is None or pick.action.card is None:
                break
            chosen.append(pick.action.card)
        for c in chosen:
            g.log(f"Player {ctx.player + 1} discards {g.card_title(c)}.")
            discard_card(g, c)
        ctx.memory["discarded"] = chosen

    def text(self) -> str:
        return f"Discard 1 to {self.amount} cards of your choice from your hand"


@dataclass(frozen=True)
class Spend:
    """Spend resources of given types (paid like a card cost, together with the other costs)."""

    resources: dict[str, int] = field(default_factory=dict)

    def _need(self) -> object:
        from ...engine.payment import ResourceNeed

        typed = {k: v for k, v in self.resources.items() if k != "any"}
        return ResourceNeed(sum(self.resources.values()), typed)

    def can_pay(self, ctx: Ctx) -> bool:
        need = self._need()
        assert isinstance(need, ResourceNeed)
        return can_pay(ctx.game, ctx.player, need, ctx.source, {ctx.source})

    def pay(self, ctx: Ctx) -> Gen[None]:
        from ...engine.payment import ResourceNeed, pay

        need = self._need()
        assert isinstance(need, ResourceNeed)
        ctx.paid = yield from pay(ctx.game, ctx.player, need, ctx.source, {ctx.source},
                                  ctx.game.card_title(ctx.source))

    def text(self) -> str:
        icons = " ".join(f"[{k}]" for k, n in self.resources.items() for _ in range(n))
        return f"Spend {icons} resource{'s' if sum(self.resources.values()) != 1 else ''}"


@dataclass(frozen=True)
class SpendX:
    """Cost: spend X resources of one type (X chosen by the player, at least 1); ``ctx.x`` is X."""

    kind: str

    def _most(self, ctx: Ctx) -> int:
        from ...engine.payment import sources

        return sum(s.gives.get(self.kind, 0) + s.gives.get("wild", 0)
                   for s in sources(ctx.game, ctx.player, ctx.source, {ctx.source}))

    def can_pay(self, ctx: Ctx) -> bool:
        return self._most(ctx) >= 1

    def pay(self, ctx: Ctx) -> Gen[None]:
        from ...engine.payment import ResourceNeed, can_pay, pay

        g = ctx.game
        opts = tuple(Option(f"x:{n}", f"X = {n}", (), Action(ActionKind.NUMBER, ctx.source, amount=n))
                     for n in range(1, self._most(ctx) + 1)
                     if can_pay(g, ctx.player, ResourceNeed(n, {self.kind: n}), ctx.source, {ctx.source}))
        pick = yield from g.ask(ctx.player, DecisionKind.NUMBER, f"Choose X for {g.card_title(ctx.source)}", opts,
                                source=ctx.source, auto_single=False)
        assert pick.action is not None and pick.action.amount is not None
        ctx.x = pick.action.amount
        ctx.paid = yield from pay(g, ctx.player, ResourceNeed(ctx.x, {self.kind: ctx.x}), ctx.source,
                                  {ctx.source}, g.card_title(ctx.source))

    def text(self) -> str:
        return f"Spend X [{self.kind}] resources"


@dataclass(frozen=True)
class SpendResources(Base):
    """"Spend [energy] [mental] resources" as an effect (e.g. one side of a choice): it could change the game
    only if you can pay."""

    resources: dict[str, int] = field(default_factory=dict)

    def could_change(self, ctx: Ctx) -> bool:
        return Spend(self.resources).can_pay(ctx)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if self.could_change(ctx):
            yield from Spend(self.resources).pay(ctx)

    def text(self) -> str:
        return Spend(self.resources).text() + "."

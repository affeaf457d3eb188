"""Your cards and your form: discarding each card a selector names, shuffling cards from your discard pile back
into your deck, and changing form because a card says so (Rules Reference "Change Form", "Discard", "Shuffle").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.abilities import Ctx, Gen
from ...engine.zones import discard_card
from .effects import Base, Instant
from .selectors import Sel


@dataclass(frozen=True)
class ShuffleFromDiscard(Base):
    """Shuffle N chosen cards that fit from your discard pile into your deck."""

    fits: Callable[[Ctx, int], bool]
    what: str
    amount: int = 1

    def could_change(self, ctx: Ctx) -> bool:
        from ...engine.state import DISCARD

        return any(self.fits(ctx, c) for c in ctx.game.state.zone(DISCARD, ctx.player))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.state import DECK, DISCARD
        from ...engine.zones import shuffle

        g = ctx.game
        p = ctx.player
        moved = 0
        for _ in range(self.amount):
            cands = [c for c in g.state.zone(DISCARD, p) if self.fits(ctx, c)]
            pick = yield from g.choose_card(p, f"Shuffle {self.what} into your deck", cands, source=ctx.source)
            if pick is None:
                break
            g.state.move(pick, (DECK, p), top=False)
            g.log(f"Player {p + 1} shuffles {g.card_title(pick)} from their discard pile into their deck.")
            moved += 1
        if moved:
            shuffle(g, DECK, p)

    def text(self) -> str:
        return f"Shuffle {self.amount} {self.what} from your discard pile into your deck."


@dataclass(frozen=True)
class DiscardEach(Instant):
    """Discard each card a selector names (e.g. "each other [[Shapeshift]] upgrade you control"); hit points an
    upgrade gave are lost with it (the engine checks defeat after the occurrence)."""

    target: Sel

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self.target(ctx))

    def apply(self, ctx: Ctx) -> None:
        g = ctx.game
        for c in self.target(ctx):
            if g.is_in_play(c):
                g.log(f"{g.card_title(c)} is discarded.")
                discard_card(g, c)

    def text(self) -> str:
        what = self.target.text
        return f"Discard {what if what.startswith('each') else 'each ' + what}."


@dataclass(frozen=True)
class MayChangeForm(Base):
    """"You may change to <form> form" (not the once-per-turn change of form a player chooses in their turn)."""

    form: str = "alter_ego"

    def could_change(self, ctx: Ctx) -> bool:
        return ctx.game.form(ctx.player) != self.form

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.players import flip_identity

        g = ctx.game
        if g.form(ctx.player) == self.form:
            return
        name = "alter-ego" if self.form == "alter_ego" else "hero"
        if (yield from g.yes_no(ctx.player, f"Change to {name} form?", ctx.source)):
            yield from flip_identity(g, ctx.player, by_choice=False)

    def text(self) -> str:
        return f"You may change to {'alter-ego' if self.form == 'alter_ego' else 'hero'} form."

"""Players: who "you" is when an effect resolves, for effects that address another player than the controller.

Every effect reads "you" as ``ctx.player``; these pieces resolve an effect for a chosen player, each
player, the first player, or the player an enemy's activation targets, by giving it a context where that
player is the controller.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from ...engine.abilities import Ctx, Effect, Gen
from .effects import Base


def as_player(ctx: Ctx, player: int) -> Ctx:
    """The same context with ``player`` as "you"."""
    return replace(ctx, controller=player)


def choose_player(ctx: Ctx, prompt: str = "Choose a player") -> Gen[int]:
    """Ask the resolving player to choose an active player (no question when only one is left)."""
    g = ctx.game
    players = g.active_players()
    opts = tuple(Option(f"player:{p}", f"Player {p + 1}", (g.identity(p),),
                        Action(ActionKind.TARGET, g.identity(p), player=p)) for p in players)
    pick = yield from g.ask(ctx.player, DecisionKind.CHOOSE, prompt, opts, source=ctx.source)
    return players[opts.index(pick)]


@dataclass(frozen=True)
class ChooseAPlayer(Base):
    """"Choose a player. That player ...": ``effect`` resolves with the chosen player as its "you"."""

    effect: Effect
    says: str
    """The effect told for the chosen player, e.g. "That player draws 1 card."."""

    def could_change(self, ctx: Ctx) -> bool:
        return any(self.effect.could_change(as_player(ctx, p)) for p in ctx.game.active_players())

    def resolve(self, ctx: Ctx) -> Gen[None]:
        p = yield from choose_player(ctx)
        yield from self.effect.resolve(as_player(ctx, p))

    def text(self) -> str:
        return f"Choose a player. {self.says}"


def activation_player(ctx: Ctx) -> int:
    """"You" for an enemy's own ability or a boost card: the player the attack or scheme targets now (a player
    who defends for another becomes it), else the player the occurrence concerns, else the resolving player."""
    e = ctx.event
    if e is not None:
        w = e.data.get("window")
        if w is not None and getattr(w, "player", None) is not None:
            return int(w.player)
        if e.player is not None:
            return e.player
    g = ctx.game
    for w in reversed(g.stack):
        if w.kind in ("attack", "scheme") and w.player is not None:
            return w.player
    return ctx.player


@dataclass(frozen=True)
class ForActivationPlayer(Base):
    """An enemy's forced ability or a boost ability that addresses "you": ``effect`` resolves with the targeted
    player (see :func:`activation_player`) as "you"."""

    effect: Effect

    def could_change(self, ctx: Ctx) -> bool:
        return self.effect.could_change(as_player(ctx, activation_player(ctx)))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        yield from self.effect.resolve(as_player(ctx, activation_player(ctx)))

    def text(self) -> str:
        return self.effect.text()


@dataclass(frozen=True)
class EachPlayer(Base):
    """"Each player ...": ``effect`` resolves for each player in player order, that player being "you"."""

    effect: Effect
    says: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for p in ctx.game.players_in_order():
            if not ctx.game.state.players[p].eliminated:
                yield from self.effect.resolve(as_player(ctx, p))

    def text(self) -> str:
        return self.says


@dataclass(frozen=True)
class FirstPlayer(Base):
    """"The first player ...": ``effect`` resolves with the first player as "you"."""

    effect: Effect
    says: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        yield from self.effect.resolve(as_player(ctx, ctx.game.state.first_player))

    def text(self) -> str:
        return self.says


@dataclass(frozen=True)
class ForEngagedPlayer(Base):
    """"The player this enemy is (was) engaged with ...": ``effect`` resolves with that player as "you"
    (nothing happens when it is engaged with nobody, or with an eliminated player)."""

    effect: Effect
    says: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        p = g.state.cards[ctx.source].engaged_with
        if p is not None and not g.state.players[p].eliminated:
            yield from self.effect.resolve(as_player(ctx, p))

    def text(self) -> str:
        return self.says

"""This attack: pieces for an enemy's attack that is being resolved (Rules Reference "Enemy Activation"; an
attack's boost cards, its defender, the characters it damages, effects "until the end of this attack").

A card addresses the attack it answers (a forced interrupt or response to an enemy attack), or, for a boost
ability, the attack its boost card belongs to. What the attack did is read from the engine's record of it; an
effect lasting "until the end of this attack" resolves when the attack ends.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import events as ev
from ...engine.abilities import Ctx, Effect, Gen, Window
from .effects import Instant, uncap
from .selectors import Sel


def this_attack(ctx: Ctx) -> Window | None:
    """The enemy attack the resolving card is about, while it is being resolved (None during a scheme)."""
    e = ctx.event
    if e is not None:
        w = e.data.get("window")
        if isinstance(w, Window):
            return w if w.kind == "attack" else None
        if e.kind == ev.BOOST_FLIPPED:  # a boost ability: the attack of the enemy the boost card was dealt to
            return next((w for w in reversed(ctx.game.stack) if w.kind == "attack" and w.source == e.target), None)
    w = next((w for w in reversed(ctx.game.stack) if w.kind in ("attack", "scheme")), None)
    return w if w is not None and w.kind == "attack" else None


def _damaged(ctx: Ctx) -> list[int]:
    w = this_attack(ctx)
    return list(w.data.get("damaged", ())) if w is not None else []


DAMAGED_BY_THIS_ATTACK = Sel(_damaged, "each character damaged by this attack", True)
"""The characters this attack has damaged so far (after the attack: every one it damaged)."""

FRIENDLY_DAMAGED_BY_THIS_ATTACK = Sel(
    lambda c: [x for x in _damaged(c) if x in set(c.game.identities()) | set(c.game.allies())],
    "each friendly character damaged by this attack", True)

BOOSTED_VILLAIN = Sel(
    lambda c: [c.event.target] if (c.event is not None and c.event.kind == ev.BOOST_FLIPPED and c.event.target is not
                                   None and c.game.facts(c.event.target).type_code == "villain") else [],
    "the villain", True)
"""For a boost ability: the villain its boost card was dealt to (nobody when it boosts a minion)."""

DAMAGED_THIS_WAY = Sel(lambda c: list(c.memory.get("damaged", ())), "each character damaged this way", True)
"""The characters an earlier ``EnemyAttacks`` of the same effect damaged."""


def villain_attack_undefended(ctx: Ctx) -> bool:
    """This attack is the villain's and nobody defends it (known once defenders are declared: boosts)."""
    w = this_attack(ctx)
    return (w is not None and w.source is not None and ctx.game.facts(w.source).type_code == "villain"
            and w.data.get("defender") is None)


def you_were_damaged_by_this_attack(ctx: Ctx) -> bool:
    """Your hero (your identity in hero form, in play) is among the characters this attack damaged."""
    g = ctx.game
    you = g.identity(ctx.player)
    return you in _damaged(ctx) and g.form(ctx.player) == "hero" and g.is_in_play(you)


@dataclass(frozen=True)
class ThisAttackGains(Instant):
    """"That attack gains <keyword>" for the attack being resolved (overkill)."""

    keyword: str

    def apply(self, ctx: Ctx) -> None:
        w = this_attack(ctx)
        if w is not None:
            w.data[self.keyword] = True
            ctx.game.log(f"{ctx.game.card_title(ctx.source)}: this attack gains {self.keyword}.")

    def text(self) -> str:
        return f"That attack gains {self.keyword}."


@dataclass(frozen=True)
class DefendWithoutExhausting(Instant):
    """"Your hero defends against this attack without exhausting": as the basic defense does (its DEF reduces the
    damage), declared by an ability as the attack begins (Rules Reference "Defense")."""

    def could_change(self, ctx: Ctx) -> bool:
        w = this_attack(ctx)
        return w is not None and ctx.game.form(ctx.player) == "hero" and w.data.get("defender") in (
            None, ctx.game.identity(ctx.player))

    def apply(self, ctx: Ctx) -> None:
        g = ctx.game
        w = this_attack(ctx)
        if w is None or g.form(ctx.player) != "hero":
            return
        w.data["defender"] = g.identity(ctx.player)
        w.data["basic_defense"] = True
        w.player = ctx.player
        g.log(f"{g.card_title(g.identity(ctx.player))} defends without exhausting.")

    def text(self) -> str:
        return "Your hero defends against this attack; it does not exhaust to do so."


@dataclass(frozen=True)
class AfterThisAttack(Instant):
    """"When this attack ends, <effect>": ``effect`` resolves, with this card's context, when the attack being
    resolved ends (boost abilities that depend on what the attack did, a card discarded after the attack)."""

    effect: Effect
    when_text: str = "When that attack ends"

    def apply(self, ctx: Ctx) -> None:
        w = this_attack(ctx)
        if w is None:
            return
        effect = self.effect

        def at_end() -> Gen[None]:
            yield from effect.resolve(ctx)

        w.data.setdefault("at_end", []).append(at_end)

    def text(self) -> str:
        body = self.effect.text()
        return f"{self.when_text}, {uncap(body)}"


__all__ = [
    "BOOSTED_VILLAIN",
    "this_attack", "DAMAGED_BY_THIS_ATTACK", "FRIENDLY_DAMAGED_BY_THIS_ATTACK", "DAMAGED_THIS_WAY",
    "villain_attack_undefended", "you_were_damaged_by_this_attack", "ThisAttackGains", "AfterThisAttack",
    "DefendWithoutExhausting",
]

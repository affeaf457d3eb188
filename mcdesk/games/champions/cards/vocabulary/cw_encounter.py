"""Words the Civil War modular encounter sets repeat: the enemy leader (and each minion), a character you control,
the enemy a boost card was dealt to, "attach to <minion>; otherwise to the enemy leader", every minion activating
against its own player, card types discarded "this way", acceleration tokens on a side scheme, and a boost card
that attaches itself.

Civil War rulebook, "Playing a Custom Scenario Cooperatively": "the enemy leader" is the villain in play, and what
"the enemy team" would choose is chosen by the players by the grim rule (an opponent's choice: e.g. a ready
character to exhaust).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine import events as ev
from ...engine.abilities import Ctx, Effect, Gen
from .effects import Amount, Base, Instant, amount_of, uncap
from .selectors import NAMES, Sel, choose_from

# -- who -----------------------------------------------------------------------------------------------------------

ENEMY_LEADER = Sel(lambda c: c.game.villains(), "the enemy leader", True, side="enemy")
"""The villain in play, in the Civil War's own words (a leader is a villain)."""

ENEMY_LEADER_AND_EACH_MINION = Sel(lambda c: c.game.villains() + c.game.minions(), "the enemy leader and each minion",
                                   True, side="enemy")

A_CHARACTER_YOU_CONTROL = Sel(
    lambda c: [i for i in c.game.controlled(c.player) if c.game.facts(i).type_code in ("hero", "alter_ego", "ally")],
    "a character you control", side="friendly")


def _ready_first(c: Ctx) -> list[int]:
    mine = A_CHARACTER_YOU_CONTROL.fn(c)
    ready = [i for i in mine if not c.game.state.cards[i].exhausted]
    return ready or mine


A_READY_CHARACTER_YOU_CONTROL = Sel(_ready_first, "a character you control (a ready one, as an opponent would "
                                    "choose)", side="friendly")
""""The enemy team exhausts a character you control": by the grim rule a ready one, while there is one."""

ATTACHED_CHARACTER = Sel(lambda c: [h] if (h := c.game.state.cards[c.source].attached_to) is not None else [],
                         "the attached character", True)

A_MINION_ENGAGED_WITH_YOU = Sel(lambda c: c.game.minions(c.player), "a minion engaged with you", side="enemy")

ACTIVATING_ENEMY = Sel(
    lambda c: [c.event.target] if (c.event is not None and c.event.kind == ev.BOOST_FLIPPED
                                   and c.event.target is not None) else [],
    "the activating enemy", True, side="enemy")
"""For a boost ability: the enemy its boost card was dealt to (villain or minion)."""


def minion_named(name: str) -> Sel:
    """A minion by name ("Namor"), wherever it is engaged."""
    NAMES.add(name)
    return Sel(lambda c: [m for m in c.game.minions() if c.game.facts(m).name == name], name, True, side="enemy")


def minion_in_play(name: str) -> Callable[[Ctx], bool]:
    """"If <name> is in play" for a minion."""
    return lambda c: any(c.game.facts(m).name == name for m in c.game.minions())


def each_minion(ctx: Ctx, cid: int) -> bool:
    """For constants: "each minion" (in play)."""
    return ctx.game.facts(cid).type_code == "minion" and ctx.game.is_in_play(cid)


def minion_with(trait: str) -> Callable[[Ctx, int], bool]:
    """For constants: "each [[Trait]] minion"."""
    from .traits import has_trait

    return lambda ctx, cid: each_minion(ctx, cid) and has_trait(ctx.game, cid, trait)


def named_minion_else_leader(name: str) -> Callable[[Ctx], list[int]]:
    """An attachment's host: "attach to <minion name>; otherwise, to the enemy leader"."""

    def hosts(ctx: Ctx) -> list[int]:
        g = ctx.game
        return [m for m in g.minions() if g.facts(m).name == name] or list(g.villains())

    return hosts


# -- activations ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EachMinionActivates(Base):
    """"Each minion activates against the player it is engaged with" (in player order); when no minion did,
    ``otherwise`` resolves (e.g. the enemy leader activates against you without a boost card)."""

    otherwise: Effect | None = None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import activate

        g = ctx.game
        activated = False
        for p in g.players_in_order():
            if g.state.players[p].eliminated:
                continue
            for m in list(g.minions(p)):
                if g.is_in_play(m):
                    activated = True
                    yield from activate(g, m, p)
        if not activated and self.otherwise is not None:
            yield from self.otherwise.resolve(ctx)

    def text(self) -> str:
        tail = f" If no minion does, {uncap(self.otherwise.text())}" if self.otherwise is not None else ""
        return f"Each minion activates against the player it is engaged with.{tail}"


# -- "this way": the cards an earlier part discarded ------------------------------------------------------------------


def different_types_discarded(ctx: Ctx) -> int:
    """How many different card types are among the cards ``DiscardFromYourDeck`` discarded this way."""
    g = ctx.game
    return len({g.facts(c).type_code for c in ctx.memory.get("from_deck", ())})


@dataclass(frozen=True)
class AccelerationTokensHere(Instant):
    """"Place N acceleration tokens here" (a side scheme: its tokens add threat in villain phase step 1 while it is
    in play; Rules Reference "Acceleration Token": X is the number of tokens in play)."""

    amount: Amount
    per: str = ""

    def apply(self, ctx: Ctx) -> None:
        g = ctx.game
        n = amount_of(self.amount, ctx)
        if n > 0 and g.is_in_play(ctx.source):
            g.state.cards[ctx.source].acceleration += n
            g.log(f"{g.card_title(ctx.source)} gets {n} acceleration token{'s' if n != 1 else ''}.")

    def text(self) -> str:
        n = "1" if self.per and callable(self.amount) else str(self.amount)
        return f"Put {n} acceleration token{'s' if n != '1' else ''} on this scheme{self.per}."


# -- a boost card that stays ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class AttachThisTo(Base):
    """A boost ability: "attach this card to <a card>" (it stays in play, attached, instead of being discarded
    after the activation). Nothing happens when there is no such card."""

    host: Sel

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self.host(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.zones import put_into_play

        g = ctx.game
        for h in (yield from choose_from(ctx, self.host, f"Attach {g.card_title(ctx.source)} to")):
            put_into_play(g, ctx.source, None, attach_to=h)
            g.log(f"{g.card_title(ctx.source)} is attached to {g.card_title(h)}.")
            return

    def text(self) -> str:
        return f"Attach this card to {self.host.text}."


__all__ = [
    "ENEMY_LEADER", "ENEMY_LEADER_AND_EACH_MINION", "A_CHARACTER_YOU_CONTROL", "A_READY_CHARACTER_YOU_CONTROL",
    "A_MINION_ENGAGED_WITH_YOU", "ACTIVATING_ENEMY", "ATTACHED_CHARACTER", "minion_named", "minion_in_play",
    "each_minion", "minion_with",
    "named_minion_else_leader", "EachMinionActivates", "different_types_discarded", "AccelerationTokensHere",
    "AttachThisTo",
]

"""The Legendary card vocabulary: what a card script is made of, each piece able to resolve itself and to say
itself in the game's words (a built-in card's rules text is generated from its script, never copied).

Scripts hold effects; an effect resolves against a :class:`Ctx` (the game, the player it is for, the card it
comes from) through the game's rule primitives (draw, gain, KO, rescue...). Nothing here imports the engine at
run time: the engine receives the scripts.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from mcdesk.core.decisions import Decision

if TYPE_CHECKING:
    from ..engine.game import LegendaryGame

T = TypeVar("T")
Ask = Generator[Decision, str, T]
"""A rules procedure that yields decisions, receives answers and returns a T."""
Gen = Generator[Decision, str, None]

ATK = "Attack"
REC = "Recruit"


@dataclass
class Ctx:
    game: LegendaryGame
    player: int
    """The player the effect is for ("you"): who played the card, or who fought the villain."""
    card: int | None = None
    """The card instance it comes from."""
    space: str | None = None
    """Where a fought villain was ("city:2", "mastermind"), for "if you fight it on the Rooftops"."""
    data: dict[str, int] = field(default_factory=dict)


class Effect:
    """One thing a card does."""

    def resolve(self, ctx: Ctx) -> Gen:  # pragma: no cover - every effect overrides it
        raise NotImplementedError
        yield  # noqa: B901 - makes this a generator

    def text(self) -> str:  # pragma: no cover
        raise NotImplementedError


@dataclass(frozen=True)
class Do(Effect):
    """An effect written as a generator function: the escape hatch for a card no other piece says."""

    fn: Callable[[Ctx], Gen]
    says: str

    def resolve(self, ctx: Ctx) -> Gen:
        yield from self.fn(ctx)

    def text(self) -> str:
        return self.says


@dataclass(frozen=True)
class Requirement:
    """Among "your heroes" (your hand and the cards you played this turn) there is one of this class or team."""

    hero_class: str | None = None
    team: str | None = None

    def label(self) -> str:
        from .facts import CLASS_LABELS, TEAM_LABELS

        return CLASS_LABELS[self.hero_class] if self.hero_class else TEAM_LABELS[self.team or ""]


@dataclass(frozen=True)
class HeroScript:
    effects: tuple[Effect, ...] = ()
    discard_to_play: bool = False
    """Playing it needs a card discarded from the hand first."""
    returns_when_discarded: bool = False
    """When a card effect would discard it, its owner may return it to their hand."""
    wound_guard: bool = False
    """While in its owner's hand: when they would gain a Wound, they may reveal it and draw a card instead."""
    copy_powers: bool = False
    """Played as a copy of another hero played this turn (and keeps its own class too)."""


@dataclass(frozen=True)
class VillainScript:
    fight: tuple[Effect, ...] = ()
    ambush: tuple[Effect, ...] = ()
    escape: tuple[Effect, ...] = ()
    fight_requires: Requirement | None = None
    """It cannot be defeated unless the player has such a hero."""
    attack_is_cost_under: bool = False
    """Its attack is the cost of the hero put under it."""
    vp_bonus: Callable[[LegendaryGame, int, int], int] | None = None
    """Extra victory points at the end of the game: fn(game, player, card id)."""
    vp_text: str = ""
    twist_on_escape: bool = False
    """When it escapes it becomes a Scheme Twist that takes effect at once."""


@dataclass(frozen=True)
class MastermindScript:
    strike: tuple[Effect, ...]


@dataclass(frozen=True)
class SchemeScript:
    twists: Callable[[int], int]
    """Scheme Twists in the villain deck for a number of players."""
    twist: tuple[Effect, ...]
    setup_text: str
    twist_text: str
    evil_wins_text: str
    evil_wins: Callable[[LegendaryGame], bool]
    bystanders: Callable[[int], int] | None = None
    """Total bystanders in the villain deck, where the scheme sets it."""
    wounds_per_player: int | None = None
    """The wound stack holds this many wounds per player."""
    extra_twists_by_scheme: int = 0
    """Twists put next to the scheme at setup."""
    heroes_in_villain_deck: int = 0
    """Heroes from the hero deck shuffled into the villain deck at setup."""
    special_text: str = ""
    villain_attack_bonus: Callable[[LegendaryGame, int], int] | None = None
    """A scheme's constant change to a villain's attack: fn(game, villain id)."""
    mastermind_attack_bonus: Callable[[LegendaryGame], int] | None = None


Script = HeroScript | VillainScript | MastermindScript | SchemeScript


# == the recurring effects ==========================================================================

@dataclass(frozen=True)
class Gain(Effect):
    """You get +N Attack or +N Recruit."""

    amount: int
    what: str = ATK

    def resolve(self, ctx: Ctx) -> Gen:
        ctx.game.add_points(ctx.player, self.amount, self.what)
        return
        yield

    def text(self) -> str:
        return f"You get +{self.amount} {self.what}."


@dataclass(frozen=True)
class GainPer(Effect):
    """You get +N Attack (or Recruit) for each of something the game can count."""

    amount: int
    counter: Callable[[Ctx], int]
    counted: str
    what: str = ATK

    def resolve(self, ctx: Ctx) -> Gen:
        ctx.game.add_points(ctx.player, self.amount * self.counter(ctx), self.what)
        return
        yield

    def text(self) -> str:
        return f"+{self.amount} {self.what} for each {self.counted}."


@dataclass(frozen=True)
class Draw(Effect):
    n: int = 1

    def resolve(self, ctx: Ctx) -> Gen:
        ctx.game.draw(ctx.player, self.n)
        return
        yield

    def text(self) -> str:
        return "Draw a card." if self.n == 1 else f"Draw {self.n} cards."


@dataclass(frozen=True)
class Rescue(Effect):
    n: int = 1

    def resolve(self, ctx: Ctx) -> Gen:
        ctx.game.rescue_bystanders(ctx.player, self.n)
        return
        yield

    def text(self) -> str:
        return "Rescue a Bystander." if self.n == 1 else f"Rescue {self.n} Bystanders."


@dataclass(frozen=True)
class Superpower(Effect):
    """Used only if the player played another card of this class (or team) earlier this turn (rulebook
    "Activating Superpower Abilities"); used once, and must be used when it can."""

    needs: tuple[Requirement, ...]
    effects: tuple[Effect, ...]

    def resolve(self, ctx: Ctx) -> Gen:
        if ctx.game.superpower_active(ctx.player, ctx.card, self.needs):
            for e in self.effects:
                yield from e.resolve(ctx)

    def text(self) -> str:
        need = " and ".join(r.label() for r in self.needs)
        return f"[{need}]: " + " ".join(e.text() for e in self.effects)


@dataclass(frozen=True)
class EachPlayer(Effect):
    """Each player (from the player whose turn it is, clockwise) does something; ``others`` for each other player."""

    effect: Callable[[Ctx, int], Gen]
    says: str
    others: bool = False

    def resolve(self, ctx: Ctx) -> Gen:
        for p in ctx.game.players_from(ctx.player, others=self.others):
            yield from self.effect(ctx, p)

    def text(self) -> str:
        return self.says


@dataclass(frozen=True)
class RevealOrWound(Effect):
    """Each player (each other player) reveals a hero of this class or team, or gains a Wound (rulebook
    "Reveal a Hero or Gain a Wound": revealing is never required)."""

    need: Requirement
    others: bool = False
    wounds: int = 1

    def resolve(self, ctx: Ctx) -> Gen:
        for p in ctx.game.players_from(ctx.player, others=self.others, villain_effect=True):
            yield from ctx.game.reveal_or_wound(p, self.need, self.wounds)

    def text(self) -> str:
        who = "Each other player" if self.others else "Each player"
        wound = "a Wound" if self.wounds == 1 else f"{self.wounds} Wounds"
        article = "an" if self.need.label()[0] in "AEIOUX" else "a"
        return f"{who} reveals {article} {self.need.label()} Hero or gains {wound}."


@dataclass(frozen=True)
class AttackModifier(Effect):
    """Villains fought in a city space (or the mastermind) get +/-N Attack this turn."""

    where: str
    amount: int
    where_text: str

    def resolve(self, ctx: Ctx) -> Gen:
        mods = ctx.game.state.turn.attack_modifiers
        mods[self.where] = mods.get(self.where, 0) + self.amount
        return
        yield

    def text(self) -> str:
        return f"{self.where_text} gets {self.amount:+d} Attack this turn."


def describe(effects: tuple[Effect, ...]) -> str:
    return " ".join(e.text() for e in effects)

"""What a card's script is made of, as the engine sees it: abilities, costs, constant modifiers.

The card vocabulary (mcdesk.games.champions.cards.vocabulary) builds these; the engine only reads them. Every effect
knows how to resolve itself and how to say itself in the game's words (the generated rules text).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from mcdesk.core.decisions import Decision

if TYPE_CHECKING:
    from .events import Event
    from .game import Game

T = TypeVar("T")
Gen = Generator[Decision, str, T]
"""A rules procedure: yields decisions, receives the chosen option's key, returns its result."""


class Timing(StrEnum):
    FORCED_INTERRUPT = "Forced Interrupt"
    INTERRUPT = "Interrupt"
    FORCED_RESPONSE = "Forced Response"
    RESPONSE = "Response"
    ACTION = "Action"
    RESOURCE = "Resource"
    WHEN_REVEALED = "When Revealed"
    BOOST = "Boost"
    WHEN_DEFEATED = "When Defeated"
    SETUP = "Setup"
    SPECIAL = "Special"
    """Only resolved when another card explicitly says so (e.g. Wakanda Forever!); never triggered by the engine."""

    @property
    def forced(self) -> bool:
        return self in (Timing.FORCED_INTERRUPT, Timing.FORCED_RESPONSE)

    @property
    def interrupt(self) -> bool:
        return self in (Timing.FORCED_INTERRUPT, Timing.INTERRUPT)

    @property
    def response(self) -> bool:
        return self in (Timing.FORCED_RESPONSE, Timing.RESPONSE)


COST_UNPAID = "cost_unpaid"
"""``Ctx.memory`` key a cost sets (to its text) when it could not be paid in full: the effect does not occur."""


@dataclass
class Ctx:
    """Where an effect resolves: the game, the card it comes from and who controls it."""

    game: Game
    source: int
    controller: int | None
    event: Event | None = None
    paid: dict[str, int] = field(default_factory=dict)
    """Resources paid for this card or ability, by type (energy, mental, physical, wild)."""
    x: int = 0
    targets: dict[str, int] = field(default_factory=dict)
    memory: dict[str, Any] = field(default_factory=dict)
    """What "this way" refers to: results an earlier part of the effect leaves for a later one."""

    @property
    def player(self) -> int:
        """The player an effect addresses as "you": the controller, or the active/revealing player."""
        if self.controller is not None:
            return self.controller
        return self.game.current_player()


@dataclass
class Window:
    """The activation or ability being resolved, for "this activation" and "this attack"."""

    kind: str
    source: int | None = None
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


class Effect(Protocol):
    def resolve(self, ctx: Ctx) -> Gen[None]: ...

    def text(self) -> str: ...

    def could_change(self, ctx: Ctx) -> bool: ...


def effect_roles(effect: object) -> tuple[tuple[str, int], ...]:
    """What an effect does, as its vocabulary says (see ``roles()`` on the vocabulary's effects): ("heal", 2),
    ("damage", 3), ("thwart", 1)... (0: an amount worked out in play). A custom effect says nothing."""
    roles = getattr(effect, "roles", None)
    return tuple(sorted(roles().items())) if callable(roles) else ()


class Cost(Protocol):
    def can_pay(self, ctx: Ctx) -> bool: ...

    def pay(self, ctx: Ctx) -> Gen[None]: ...

    def text(self) -> str: ...


Condition = Callable[[Ctx, "Event"], bool]


@dataclass(frozen=True)
class Ability:
    """A triggered ability (or the play of an event card, when ``from_hand``)."""

    timing: Timing
    effect: Effect
    event: str | None = None
    """For interrupts and responses: the kind of game occurrence that triggers it."""
    condition: Condition | None = None
    condition_text: str = ""
    form: str | None = None
    """"hero" or "alter_ego" when the ability is a Hero or Alter-Ego ability."""
    costs: tuple[Cost, ...] = ()
    limit: tuple[int, str] | None = None
    """(count, period) e.g. (1, "round"), period in "round", "phase", "turn", "game"."""
    tags: tuple[str, ...] = ()
    """Parenthetical labels: "attack", "thwart", "defense"."""
    name: str = ""
    from_hand: bool = False
    """True for an event card: using the ability means playing the card."""
    generates: dict[str, int] = field(default_factory=dict)
    """For resource abilities: the resources generated, by type."""
    generates_fn: Callable[[Ctx], dict[str, int]] | None = None
    """For resource abilities whose resources depend on the game (e.g. the top card of a discard pile):
    works them out when the ability is offered; used instead of ``generates``."""
    would: bool = True
    """For interrupts: a "would" interrupt resolves before "when" ones."""
    boost_star: bool = False
    id: str = ""
    """A stable id, unique on its card, for option keys, logs and limits. Empty: worked out from what the
    ability is (see :meth:`CardScript.ability_ids`), so a script rarely needs to name it."""

    def slug(self) -> str:
        """What the ability is, as an id: its timing, form, triggering event and name ("response-hero-damage")."""
        parts = [self.timing.name.lower()]
        if self.boost_star:
            parts.append("star")
        if self.form:
            parts.append(self.form)
        if self.event:
            parts.append(self.event)
        if self.name:
            parts.append(self.name)
        return _id_text("-".join(parts))

    def fingerprint(self) -> str:
        """Tells apart two abilities of one card with the same slug: a short digest of their generated text."""
        return hashlib.sha1(ability_text(self).encode()).hexdigest()[:6]


@dataclass(frozen=True)
class Constant:
    """A constant ability that modifies a value while its card is in play (or while a condition holds)."""

    stat: str
    op: str
    amount: Callable[[Ctx], int]
    applies: Callable[[Ctx, int], bool]
    """(ctx of the source, candidate card id) -> whether the modifier applies to that card."""
    text: str
    active: Callable[[Ctx], bool] | None = None


@dataclass(frozen=True)
class Rule:
    """A constant rule a card imposes that is not a number (e.g. crisis), checked by name."""

    name: str
    text: str
    applies: Callable[[Ctx, int], bool] | None = None
    instead: Callable[[Ctx, int], None] | None = None
    """A replacement the rule makes at once, given (the ctx of the card with the rule, the card it replaces for):
    ``status_instead`` on an attachment replaces its host being stunned or confused (Contaminant Immunity)."""


@dataclass
class CardScript:
    """A card's script: its abilities in the card vocabulary."""

    code: str
    abilities: list[Ability] = field(default_factory=list)
    constants: list[Constant] = field(default_factory=list)
    rules: list[Rule] = field(default_factory=list)
    attach_to: Callable[[Ctx], list[int]] | None = None
    """For attachments and attaching upgrades: the cards it may attach to."""
    attach_text: str = ""
    attach_after_reveal: bool = False
    """The attachment's When Revealed finds its host first (Civil War's Drafted: discard until a minion, then
    attach to it); ``attach_to`` is asked after it resolves."""
    attach_by_enemy_team: bool = False
    """"The enemy team" chooses the host (Civil War: the other team in competitive play, see ``Game.ask``)."""
    play_restriction: Callable[[Ctx], bool] | None = None
    play_restriction_text: str = ""
    cost_change: Callable[[Ctx], int] | None = None
    """A change to this card's own cost while it is played (e.g. -1 for each minion engaged with you)."""
    cost_change_text: str = ""
    when_spent: Effect | None = None
    """A resource card's "Hero Response: after you spend this card" (offered once it is discarded for a cost)."""
    play_costs: list[Any] = field(default_factory=list)
    """Additional costs to play this (permanent) card, paid with its resource cost ("as an additional cost")."""
    when_revealed: dict[str, Effect] = field(default_factory=dict)
    """Effects keyed by "" (any form), "hero" or "alter_ego"."""
    when_defeated: Effect | None = None
    when_completed: Effect | None = None
    """Main schemes: "if this stage is completed" (the default is to advance; a final stage loses)."""
    setup: Effect | None = None
    play_under_any_players_control: bool = False
    max_per_enemy: int | None = None
    text_lines: list[str] = field(default_factory=list)
    """Extra generated lines (e.g. a resource card's doubling rule)."""
    delayed: dict[str, Effect] = field(default_factory=dict)
    """Named delayed effects this card can create (see Game.add_delayed)."""
    resource_bonus: Callable[[Ctx, int], dict[str, int]] | None = None
    """A resource card whose printed resources change by what they pay for: (ctx, paid-for card id)."""

    def ability_ids(self) -> tuple[str, ...]:
        """Each ability's stable id, in the order of ``abilities``: its own ``id``, else its slug; two abilities
        with one slug add their text's fingerprint (and a count, if even that is the same). Reordering a
        card's abilities does not change them. Kept on the script, worked out anew if its abilities change."""
        cached = self.__dict__.get("_ability_ids")
        if cached is not None and cached[0] is self.abilities and cached[1] == len(self.abilities):
            ids: tuple[str, ...] = cached[2]
            return ids
        slugs = [a.id or a.slug() for a in self.abilities]
        out: list[str] = []
        for a, slug in zip(self.abilities, slugs, strict=True):
            if a.id or slugs.count(slug) == 1:
                out.append(slug)
                continue
            base = f"{slug}-{a.fingerprint()}"
            n = sum(1 for o in out if o == base or o.startswith(base + "-"))
            out.append(base if n == 0 else f"{base}-{n + 1}")
        ids = tuple(out)
        self.__dict__["_ability_ids"] = (self.abilities, len(self.abilities), ids)
        return ids

    def ability_id(self, index: int) -> str:
        return self.ability_ids()[index]

    def timed(self, timing: Timing) -> tuple[int, ...]:
        """The indexes of the abilities with this timing, in order (kept on the script, worked out anew if its
        abilities change): listing a player's actions need not look at every ability of every card."""
        cached = self.__dict__.get("_timed")
        if cached is None or cached[0] is not self.abilities or cached[1] != len(self.abilities):
            by: dict[Timing, list[int]] = {}
            for i, a in enumerate(self.abilities):
                by.setdefault(a.timing, []).append(i)
            cached = (self.abilities, len(self.abilities), {t: tuple(v) for t, v in by.items()})
            self.__dict__["_timed"] = cached
        found: tuple[int, ...] = cached[2].get(timing, ())
        return found

    def ability_index(self, ability_id: str) -> int | None:
        """The position of the ability with this id, or None when the card has none such."""
        try:
            return self.ability_ids().index(ability_id)
        except ValueError:
            return None

    def rules_text(self) -> str:
        """The card's rules text, generated from the script."""
        lines: list[str] = []
        if self.play_under_any_players_control:
            lines.append("Play under any player's control.")
        if self.attach_text:
            lines.append(self.attach_text)
        if self.play_restriction_text:
            lines.append(self.play_restriction_text)
        if self.cost_change_text:
            lines.append(self.cost_change_text)
        for c in self.play_costs:
            lines.append(f"As an additional cost to play this card, {c.text()[:1].lower()}{c.text()[1:]}")
        if self.max_per_enemy:
            lines.append(f"Max {self.max_per_enemy} per enemy.")
        lines.extend(self.text_lines)
        for c in self.constants:
            if c.text:  # a constant said by another line (e.g. one of several keyword gains) has no text
                lines.append(c.text)
        for r in self.rules:
            if r.text:
                lines.append(r.text)
        if self.setup is not None:
            lines.append(f"Setup: {self.setup.text()}")
        if self.when_spent is not None:
            lines.append(f"Hero Response: after you spend this card, {self.when_spent.text()[:1].lower()}"
                         f"{self.when_spent.text()[1:]}")
        for form, eff in self.when_revealed.items():
            label = {"": "When Revealed", "hero": "When Revealed (Hero)", "alter_ego": "When Revealed (Alter-Ego)"}
            lines.append(f"{label[form]}: {eff.text()}")
        for a in self.abilities:
            if a.boost_star:
                continue
            lines.append(ability_text(a))
        if self.when_defeated is not None:
            lines.append(f"When Defeated: {self.when_defeated.text()}")
        if self.when_completed is not None:
            lines.append(f"If this stage is completed, {self.when_completed.text()}")
        boosts = [a for a in self.abilities if a.boost_star]
        for a in boosts:
            lines.append(f"[star] Boost: {a.effect.text()}")
        return "\n".join(lines)


def _id_text(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def ability_text(a: Ability) -> str:
    prefix = {"hero": "Hero ", "alter_ego": "Alter-Ego "}.get(a.form or "", "")
    head = f"{a.name} — " if a.name else ""
    tags = f" ({', '.join(a.tags)})" if a.tags else ""
    trig = f"{a.condition_text}, " if a.condition_text else ""
    cost = ""
    if a.costs:
        cost = " and ".join(c.text() for c in a.costs) + " → "
        if trig:
            cost = cost[:1].lower() + cost[1:]
    body = a.effect.text()
    if trig or cost:
        body = body[:1].lower() + body[1:]
    limit = ""
    if a.limit:
        n, period = a.limit
        limit = f" (Limit {'once' if n == 1 else f'{n} times'} per {period}.)"
    return f"{head}{prefix}{a.timing.value}{tags}: {trig}{cost}{body}{limit}"

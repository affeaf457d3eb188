"""The card vocabulary: selectors, effects, costs and triggers that read like the card.

A card script is built from these pieces; each piece resolves itself through the engine's rules procedures
and says itself in the game's words, so a built-in card's rules text is generated from its script.
``Custom`` is the escape hatch for a card that really is unique.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..engine import combat, schemes
from ..engine import events as ev
from ..engine.abilities import Ability, CardScript, Condition, Constant, Ctx, Effect, Gen, Timing
from ..engine.decisions import DecisionKind, Option
from ..engine.events import Event
from ..engine.state import HAND, IN_PLAY_ZONES
from ..engine.zones import discard_card, draw_cards

if TYPE_CHECKING:
    from ..engine.game import Game

# == selectors =========================================================================================


@dataclass(frozen=True)
class Sel:
    """A set of cards an effect can address, and how the card names it ("an enemy", "each hero")."""

    fn: Callable[[Ctx], list[int]]
    text: str
    each: bool = False
    """True for "each X" (every card), False for "a/an X" (one chosen card)."""

    def __call__(self, ctx: Ctx) -> list[int]:
        return [c for c in self.fn(ctx) if ctx.game.is_in_play(c)]

    def __or__(self, other: Sel) -> Sel:
        return Sel(lambda c: list(dict.fromkeys(self.fn(c) + other.fn(c))), f"{self.text} or {other.text}", self.each)

    def where(self, pred: Callable[[Ctx, int], bool], text: str) -> Sel:
        return Sel(lambda c: [i for i in self.fn(c) if pred(c, i)], text, self.each)

    def every(self, text: str) -> Sel:
        return Sel(self.fn, text, True)


ENEMY = Sel(lambda c: c.game.enemies(), "an enemy")
MINION = Sel(lambda c: c.game.minions(), "a minion")
VILLAIN = Sel(lambda c: c.game.villains(), "the villain", True)
SCHEME = Sel(lambda c: c.game.schemes(), "a scheme")
MAIN_SCHEME = Sel(lambda c: [m for m in [c.game.main_scheme()] if m is not None], "the main scheme", True)
SIDE_SCHEME = Sel(lambda c: c.game.side_schemes(), "a side scheme")
CHARACTER = Sel(lambda c: c.game.characters(), "a character")
FRIENDLY_CHARACTER = Sel(lambda c: c.game.identities() + c.game.allies(), "a friendly character")
HERO = Sel(lambda c: c.game.heroes(), "a hero")
EACH_HERO = Sel(lambda c: c.game.heroes(), "each hero", True)
YOUR_IDENTITY = Sel(lambda c: [c.game.identity(c.player)], "your identity", True)
YOUR_HERO = Sel(lambda c: [c.game.identity(c.player)] if c.game.form(c.player) == "hero" else [], "your hero", True)
SELF = Sel(lambda c: [c.source], "this card", True)
ATTACHED = Sel(lambda c: [h] if (h := c.game.state.cards[c.source].attached_to) is not None else [],
               "the attached card", True)
EVENT_TARGET = Sel(lambda c: [c.event.target] if c.event is not None and c.event.target is not None else [],
                   "that character", True)
EVENT_SOURCE = Sel(lambda c: [c.event.source] if c.event is not None and c.event.source is not None else [],
                   "that enemy", True)


def named(name: str) -> Sel:
    return Sel(lambda c: [i for i in c.game.characters() + c.game.schemes() if c.game.facts(i).name == name],
               name, True)


def _pick(ctx: Ctx, sel: Sel, prompt: str) -> Gen[list[int]]:
    cands = sel(ctx)
    if sel.each or not cands:
        return cands
    chosen = yield from ctx.game.choose_card(ctx.player, prompt, cands, source=ctx.source)
    return [chosen] if chosen is not None else []


# == effects ==========================================================================================


class Base:
    """An effect's defaults: it could change the game, and "then" chains it with another."""

    def could_change(self, ctx: Ctx) -> bool:
        return True

    def text(self) -> str:  # pragma: no cover - every effect overrides it
        raise NotImplementedError

    def resolve(self, ctx: Ctx) -> Gen[None]:  # pragma: no cover
        raise NotImplementedError
        yield

    def then(self, other: Effect) -> Then:
        return Then(self, other)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


@dataclass(frozen=True)
class Then(Base):
    """"A. Then, B.": B resolves only after A; "and" effects are the same pieces without the "then"."""

    first: Effect
    second: Effect
    word: str = "Then, "

    def could_change(self, ctx: Ctx) -> bool:
        return self.first.could_change(ctx) or self.second.could_change(ctx)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        yield from self.first.resolve(ctx)
        yield from self.second.resolve(ctx)

    def text(self) -> str:
        first = self.first.text().rstrip(".")
        second = self.second.text()
        return f"{first}. {self.word}{second[:1].lower() + second[1:] if self.word else second}"


def And(first: Effect, second: Effect) -> Then:
    return Then(first, second, word="")


@dataclass(frozen=True)
class Damage(Base):
    """Deal N damage to a target (not an attack)."""

    target: Sel
    amount: int | Callable[[Ctx], int]
    amount_text: str = ""

    def _n(self, ctx: Ctx) -> int:
        return self.amount(ctx) if callable(self.amount) else self.amount

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from _pick(ctx, self.target, f"Deal damage to {self.target.text}")):
            yield from combat.deal_damage(ctx.game, t, self._n(ctx), ctx.source, by_player=ctx.controller)

    def text(self) -> str:
        n = self.amount_text or str(self.amount)
        return f"Deal {n} damage to {self.target.text}."


@dataclass(frozen=True)
class Attack(Base):
    """An attack event: your hero attacks a target for N damage (stunned, guard and retaliate apply)."""

    amount: int
    target: Sel = ENEMY
    overkill: bool = False
    piercing: bool = False

    def could_change(self, ctx: Ctx) -> bool:
        return bool(_attackable(ctx, self.target))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        cands = _attackable(ctx, self.target)
        t = yield from g.choose_card(ctx.player, f"Attack {self.target.text}", cands, source=ctx.source)
        if t is not None:
            ctx.targets["attack"] = t
            yield from combat.player_attack(g, g.identity(ctx.player), t, self.amount, ctx.player,
                                            overkill=self.overkill, piercing=self.piercing, source=ctx.source)

    def text(self) -> str:
        return f"Deal {self.amount} damage to {self.target.text}."


def _attackable(ctx: Ctx, sel: Sel) -> list[int]:
    allowed = set(combat.attackable_enemies(ctx.game, ctx.player))
    return [t for t in sel(ctx) if t in allowed]


@dataclass(frozen=True)
class Thwart(Base):
    """A thwart event: your hero removes N threat (confused, crisis and patrol apply)."""

    amount: int | Callable[[Ctx], int]
    target: Sel = SCHEME
    amount_text: str = ""

    def _cands(self, ctx: Ctx) -> list[int]:
        allowed = set(schemes.thwartable_schemes(ctx.game, ctx.player))
        return [s for s in self.target(ctx) if s in allowed and ctx.game.state.cards[s].threat > 0]

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self._cands(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        t = yield from g.choose_card(ctx.player, f"Remove threat from {self.target.text}", self._cands(ctx),
                                     source=ctx.source)
        if t is not None:
            n = self.amount(ctx) if callable(self.amount) else self.amount
            yield from combat.player_thwart(g, g.identity(ctx.player), t, n, ctx.player)

    def text(self) -> str:
        return f"Remove {self.amount_text or self.amount} threat from {self.target.text}."


@dataclass(frozen=True)
class RemoveThreat(Base):
    amount: int
    target: Sel = SCHEME

    def _cands(self, ctx: Ctx) -> list[int]:
        return [s for s in self.target(ctx) if schemes.can_remove_threat(ctx.game, s)]

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self._cands(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        cands = self._cands(ctx)
        ts = cands if self.target.each else [
            t for t in [(yield from ctx.game.choose_card(ctx.player, "Remove threat from", cands, source=ctx.source))]
            if t is not None]
        for t in ts:
            yield from schemes.remove_threat(ctx.game, t, self.amount, ctx.source, by_player=ctx.controller)

    def text(self) -> str:
        return f"Remove {self.amount} threat from {self.target.text}."


@dataclass(frozen=True)
class PlaceThreat(Base):
    amount: int | Callable[[Ctx], int]
    target: Sel = MAIN_SCHEME
    amount_text: str = ""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        n = self.amount(ctx) if callable(self.amount) else self.amount
        for t in (yield from _pick(ctx, self.target, "Place threat on")):
            yield from schemes.place_threat(ctx.game, t, n, ctx.source)

    def text(self) -> str:
        return f"Place {self.amount_text or self.amount} threat on {self.target.text}."


@dataclass(frozen=True)
class Heal(Base):
    amount: int
    target: Sel = YOUR_IDENTITY

    def could_change(self, ctx: Ctx) -> bool:
        return any(ctx.game.state.cards[t].damage > 0 for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        cands = [t for t in self.target(ctx) if ctx.game.state.cards[t].damage > 0] if not self.target.each \
            else self.target(ctx)
        sel = Sel(lambda c: cands, self.target.text, self.target.each)
        total = 0
        for t in (yield from _pick(ctx, sel, "Heal")):
            total += yield from combat.heal(ctx.game, t, self.amount)
        ctx.memory["healed"] = total

    def text(self) -> str:
        return f"Heal {self.amount} damage from {self.target.text}."


@dataclass(frozen=True)
class Draw(Base):
    amount: int

    def resolve(self, ctx: Ctx) -> Gen[None]:
        yield from draw_cards(ctx.game, ctx.player, self.amount)

    def text(self) -> str:
        return f"Draw {self.amount} card{'s' if self.amount != 1 else ''}."


@dataclass(frozen=True)
class GiveStatus(Base):
    status: str  # "stunned", "confused", "tough"
    target: Sel

    def could_change(self, ctx: Ctx) -> bool:
        return any(getattr(ctx.game.state.cards[t], self.status) < combat.status_limit(ctx.game, t, self.status)
                   for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        done = []
        for t in (yield from _pick(ctx, self.target, f"Choose who is {self.status}")):
            if combat.give_status(ctx.game, t, self.status):
                done.append(t)
        ctx.memory["given"] = done

    def text(self) -> str:
        verb = {"stunned": "Stun", "confused": "Confuse"}.get(self.status)
        if verb:
            return f"{verb} {self.target.text}."
        return f"Give {self.target.text} a tough status card."


def Stun(target: Sel) -> GiveStatus:
    return GiveStatus("stunned", target)


def Confuse(target: Sel) -> GiveStatus:
    return GiveStatus("confused", target)


def Tough(target: Sel) -> GiveStatus:
    return GiveStatus("tough", target)


@dataclass(frozen=True)
class Exhaust(Base):
    target: Sel

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from _pick(ctx, self.target, "Exhaust")):
            ctx.game.state.cards[t].exhausted = True

    def text(self) -> str:
        return f"Exhaust {self.target.text}."


@dataclass(frozen=True)
class Ready(Base):
    target: Sel

    def could_change(self, ctx: Ctx) -> bool:
        return any(ctx.game.state.cards[t].exhausted for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from _pick(ctx, self.target, "Ready")):
            ctx.game.state.cards[t].exhausted = False

    def text(self) -> str:
        return f"Ready {self.target.text}."


@dataclass(frozen=True)
class GainSurge(Base):
    """"This card gains surge" (optionally only if a condition holds after the rest resolved)."""

    condition: Callable[[Ctx], bool] | None = None
    condition_text: str = ""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if self.condition is None or self.condition(ctx):
            ctx.game.state.cards[ctx.source].surge = True
        return
        yield

    def text(self) -> str:
        return f"{self.condition_text + ', t' if self.condition_text else 'T'}his card gains surge."


@dataclass(frozen=True)
class EnemyAttacks(Base):
    """"The villain attacks you" / "[enemy] attacks you"."""

    enemy: Sel = VILLAIN
    also_engaged_minions: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        for e in self.enemy(ctx):
            yield from combat.enemy_attack(g, e, ctx.player)
        if self.also_engaged_minions:
            for m in g.minions(ctx.player):
                yield from combat.enemy_attack(g, m, ctx.player)

    def text(self) -> str:
        extra = " and each minion engaged with you" if self.also_engaged_minions else ""
        verb = "attack" if extra else "attacks"
        return f"{_cap(self.enemy.text)}{extra} {verb} you."


@dataclass(frozen=True)
class EnemySchemes(Base):
    enemy: Sel = VILLAIN

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for e in self.enemy(ctx):
            yield from combat.enemy_scheme(ctx.game, e, ctx.player)

    def text(self) -> str:
        return f"{_cap(self.enemy.text)} schemes."


@dataclass(frozen=True)
class CancelIt(Base):
    """Cancel the triggering occurrence (e.g. a treachery's When Revealed effects)."""

    what: str = "its effects"

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if ctx.event is not None:
            ctx.event.cancel()
        return
        yield

    def text(self) -> str:
        return f"Cancel {self.what}."


@dataclass(frozen=True)
class PreventAll(Base):
    """Prevent all of that damage."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if ctx.event is not None:
            ctx.event.amount = 0
            ctx.event.cancel()
        return
        yield

    def text(self) -> str:
        return "Prevent all of that damage."


@dataclass(frozen=True)
class Reduce(Base):
    """Reduce the amount of the triggering occurrence (threat placed, damage dealt) by N."""

    amount: int
    what: str

    def could_change(self, ctx: Ctx) -> bool:
        return ctx.event is not None and ctx.event.amount > 0

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if ctx.event is not None:
            ctx.event.amount = max(0, ctx.event.amount - self.amount)
        return
        yield

    def text(self) -> str:
        return f"Reduce {self.what} by {self.amount}."


@dataclass(frozen=True)
class DiscardThis(Base):
    def resolve(self, ctx: Ctx) -> Gen[None]:
        if ctx.game.is_in_play(ctx.source):
            discard_card(ctx.game, ctx.source)
        return
        yield

    def text(self) -> str:
        return "Discard this card."


@dataclass(frozen=True)
class ChooseOne(Base):
    """"Choose one:" — the player picks one of the effects that could change the game."""

    choices: tuple[tuple[str, Effect], ...]
    chooser: str = "you"

    def could_change(self, ctx: Ctx) -> bool:
        return any(e.could_change(ctx) for _, e in self.choices)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        live = [(k, label, e) for k, (label, e) in enumerate(self.choices) if e.could_change(ctx)]
        if not live:
            live = [(k, label, e) for k, (label, e) in enumerate(self.choices)]
        opts = tuple(Option(f"choice:{k}", label) for k, label, _ in live)
        pick = yield from ctx.game.ask(ctx.player, DecisionKind.CHOOSE, "Choose one", opts, source=ctx.source)
        k = int(pick.key.split(":")[1])
        yield from self.choices[k][1].resolve(ctx)

    def text(self) -> str:
        return "Choose one: " + "; or ".join(e.text().rstrip(".") for _, e in self.choices) + "."


@dataclass(frozen=True)
class Custom(Base):
    """The escape hatch: a plain procedure for a card that really is unique."""

    fn: Callable[[Ctx], Gen[None]]
    says: str
    could: Callable[[Ctx], bool] | None = None

    def could_change(self, ctx: Ctx) -> bool:
        return self.could(ctx) if self.could is not None else True

    def resolve(self, ctx: Ctx) -> Gen[None]:
        yield from self.fn(ctx)

    def text(self) -> str:
        return self.says


@dataclass(frozen=True)
class Nothing(Base):
    def could_change(self, ctx: Ctx) -> bool:
        return False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        return
        yield

    def text(self) -> str:
        return ""


# == costs ============================================================================================


@dataclass(frozen=True)
class ExhaustThis:
    def can_pay(self, ctx: Ctx) -> bool:
        return not ctx.game.state.cards[ctx.source].exhausted

    def pay(self, ctx: Ctx) -> Gen[None]:
        ctx.game.state.cards[ctx.source].exhausted = True
        return
        yield

    def text(self) -> str:
        return "Exhaust {this}"


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
class ExhaustIdentity:
    def can_pay(self, ctx: Ctx) -> bool:
        return not ctx.game.state.cards[ctx.game.identity(ctx.player)].exhausted

    def pay(self, ctx: Ctx) -> Gen[None]:
        ctx.game.state.cards[ctx.game.identity(ctx.player)].exhausted = True
        return
        yield

    def text(self) -> str:
        return "Exhaust your identity"


@dataclass(frozen=True)
class Spend:
    """Spend resources of given types (paid like a card cost, together with the other costs)."""

    resources: dict[str, int] = field(default_factory=dict)

    def _need(self) -> object:
        from ..engine.payment import ResourceNeed

        typed = {k: v for k, v in self.resources.items() if k != "any"}
        return ResourceNeed(sum(self.resources.values()), typed)

    def can_pay(self, ctx: Ctx) -> bool:
        from ..engine.payment import ResourceNeed, can_pay

        need = self._need()
        assert isinstance(need, ResourceNeed)
        return can_pay(ctx.game, ctx.player, need, ctx.source, {ctx.source})

    def pay(self, ctx: Ctx) -> Gen[None]:
        from ..engine.payment import ResourceNeed, pay

        need = self._need()
        assert isinstance(need, ResourceNeed)
        ctx.paid = yield from pay(ctx.game, ctx.player, need, ctx.source, {ctx.source},
                                  ctx.game.card_title(ctx.source))

    def text(self) -> str:
        icons = " ".join(f"[{k}]" for k, n in self.resources.items() for _ in range(n))
        return f"Spend {icons} resource{'s' if sum(self.resources.values()) != 1 else ''}"


# == building abilities =================================================================================


def action(effect: Effect, *, form: str | None = None, costs: Iterable[object] = (),
           limit: tuple[int, str] | None = None, tags: tuple[str, ...] = (), name: str = "",
           event_card: bool = False) -> Ability:
    """An Action (Hero Action, Alter-Ego Action); ``event_card`` when it is an event played from hand."""
    return Ability(Timing.ACTION, effect, form=form, costs=tuple(costs), limit=limit, tags=tags, name=name,  # type: ignore[arg-type]
                   from_hand=event_card)


def triggered(timing: Timing, event: str, effect: Effect, *, when: Condition | None = None, when_text: str = "",
              form: str | None = None, costs: Iterable[object] = (), limit: tuple[int, str] | None = None,
              tags: tuple[str, ...] = (), name: str = "", event_card: bool = False, would: bool = True) -> Ability:
    return Ability(timing, effect, event=event, condition=when, condition_text=when_text, form=form,
                   costs=tuple(costs), limit=limit, tags=tags, name=name, from_hand=event_card,  # type: ignore[arg-type]
                   would=would)


def resource(gives: dict[str, int], *, form: str | None = None, costs: Iterable[object] = (),
             limit: tuple[int, str] | None = None, name: str = "") -> Ability:
    icons = " ".join(f"[{k}]" for k, n in gives.items() for _ in range(n))
    return Ability(Timing.RESOURCE, _Generate(icons), form=form, costs=tuple(costs), limit=limit,  # type: ignore[arg-type]
                   name=name, generates=dict(gives))


@dataclass(frozen=True)
class _Generate(Base):
    icons: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        return
        yield

    def text(self) -> str:
        return f"Generate a {self.icons} resource."


def boost(effect: Effect) -> Ability:
    """A star Boost ability: resolves when this card is turned face up as a boost card."""
    return Ability(Timing.BOOST, effect, boost_star=True)


def gets(stat: str, amount: int | Callable[[Ctx], int], who: Sel | Callable[[Ctx, int], bool], text: str,
         *, op: str = "add", active: Callable[[Ctx], bool] | None = None) -> Constant:
    """A constant "X gets +N STAT" while this card is in play."""
    amt: Callable[[Ctx], int] = amount if callable(amount) else (lambda _c, n=amount: n)  # type: ignore[misc]
    if isinstance(who, Sel):
        sel = who
        applies: Callable[[Ctx, int], bool] = lambda c, cid: cid in sel.fn(c)  # noqa: E731
    else:
        applies = who
    return Constant(stat, op, amt, applies, text, active)


# == conditions ============================================================================================


def you_are(form: str) -> Callable[[Ctx], bool]:
    return lambda c: c.game.form(c.player) == form


def event_targets_you(ctx: Ctx, e: Event) -> bool:
    return e.player == ctx.player


def source_is_villain(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and ctx.game.facts(e.source).type_code == "villain"


def target_is_attached_host(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and e.target == ctx.game.state.cards[ctx.source].attached_to


def in_hand(ctx: Ctx) -> bool:
    return ctx.game.state.cards[ctx.source].zone[0] == HAND


def in_play(ctx: Ctx) -> bool:
    return ctx.game.state.cards[ctx.source].zone[0] in IN_PLAY_ZONES


def script(code: str, *abilities: Ability, **kw: object) -> CardScript:
    return CardScript(code, list(abilities), **kw)  # type: ignore[arg-type]


__all__ = [
    "ev", "Timing", "Game", "Sel", "ENEMY", "MINION", "VILLAIN", "SCHEME", "MAIN_SCHEME", "SIDE_SCHEME",
    "CHARACTER", "FRIENDLY_CHARACTER", "HERO", "EACH_HERO", "YOUR_IDENTITY", "YOUR_HERO", "SELF", "ATTACHED",
    "EVENT_TARGET", "EVENT_SOURCE", "named",
]


# == added for player cards ============================================================================


def this_card_played(ctx: Ctx, e: Event) -> bool:
    """"After you play this card": a CARD_PLAYED event for this very card, played by its controller."""
    return e.source == ctx.source and e.player == ctx.player


def this_card_entered(ctx: Ctx, e: Event) -> bool:
    """"After this card enters play": an ENTERS_PLAY event for this very card."""
    return e.target == ctx.source


def this_card_acted(ctx: Ctx, e: Event) -> bool:
    """"After this character attacks / thwarts": a PLAYER_ATTACK or PLAYER_THWART made by this card."""
    return e.source == ctx.source


def choose_player(ctx: Ctx, prompt: str = "Choose a player") -> Gen[int]:
    """Ask the resolving player to choose an active player (no question when only one is left)."""
    g = ctx.game
    opts = tuple(Option(f"player:{p}", f"Player {p + 1}", (g.identity(p),)) for p in g.active_players())
    pick = yield from g.ask(ctx.player, DecisionKind.CHOOSE, prompt, opts, source=ctx.source)
    return int(pick.key.split(":")[1])


@dataclass(frozen=True)
class ChooseAPlayer(Base):
    """"Choose a player. That player ...": ``effect`` resolves with the chosen player as its "you"."""

    effect: Effect
    says: str
    """The effect told for the chosen player, e.g. "That player draws 1 card."."""

    def could_change(self, ctx: Ctx) -> bool:
        from dataclasses import replace

        return any(self.effect.could_change(replace(ctx, controller=p)) for p in ctx.game.active_players())

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from dataclasses import replace

        p = yield from choose_player(ctx)
        yield from self.effect.resolve(replace(ctx, controller=p))

    def text(self) -> str:
        return f"Choose a player. {self.says}"


@dataclass(frozen=True)
class ReduceNextCardCost(Base):
    """The resource cost of the next card you play this phase is reduced by N (the engine applies it when
    working out a card's cost and clears it once a card is played)."""

    amount: int = 1

    def resolve(self, ctx: Ctx) -> Gen[None]:
        key = f"phase:next_card_cost:{ctx.player}"
        flags = ctx.game.state.flags
        flags[key] = flags.get(key, 0) + self.amount
        return
        yield

    def text(self) -> str:
        return f"Reduce the resource cost of the next card you play this phase by {self.amount}."


@dataclass(frozen=True)
class Schedule(Base):
    """Create a delayed effect: the source card's named ``delayed`` effect resolves at timing point ``point``
    (e.g. "At the end of the round, discard this card")."""

    point: str
    effect: str
    says: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        ctx.game.add_delayed(self.point, ctx.source, self.effect, ctx.controller)
        return
        yield

    def text(self) -> str:
        return self.says


# == added for encounter cards (damage assigned among several characters) ================================


@dataclass(frozen=True)
class AssignDamage(Base):
    """"Assign N damage among heroes and allies": the resolving player places the damage one point at a
    time on characters of ``among``; then each chosen character is dealt its share at once."""

    amount: int | Callable[[Ctx], int]
    among: Sel
    amount_text: str = ""

    def _n(self, ctx: Ctx) -> int:
        return self.amount(ctx) if callable(self.amount) else self.amount

    def could_change(self, ctx: Ctx) -> bool:
        return self._n(ctx) > 0 and bool(self.among(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        n = self._n(ctx)
        shares: dict[int, int] = {}
        for k in range(n):
            cands = self.among(ctx)
            if not cands:
                break
            t = yield from g.choose_card(ctx.player, f"Assign 1 damage ({k + 1} of {n})", cands, source=ctx.source)
            if t is not None:
                shares[t] = shares.get(t, 0) + 1
        ctx.memory["assigned"] = dict(shares)
        for t, amount in shares.items():
            yield from combat.deal_damage(g, t, amount, ctx.source, by_player=ctx.controller)

    def text(self) -> str:
        return f"Assign {self.amount_text or self.amount} damage among {self.among.text}."


HEROES_AND_ALLIES = Sel(lambda c: c.game.heroes() + c.game.allies(), "heroes and allies", True)
"""Every hero and ally in play (for effects that spread damage among them)."""

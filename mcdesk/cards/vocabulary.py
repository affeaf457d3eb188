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
from ..engine.abilities import Ability, CardScript, Condition, Constant, Ctx, Effect, Gen, Rule, Timing
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
            if ctx.event is not None and ctx.event.kind == ev.REVEALED and ctx.event.target == ctx.source:
                ctx.event.data["surge"] = True  # the card's own flag is cleared when a treachery is discarded
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


# == added for Captain Marvel and She-Hulk ================================================================


def has_trait(g: Game, card_id: int, trait: str) -> bool:
    """A printed trait, or one a constant ability gives (``gains_trait``: the value ``trait:<Name>``)."""
    from ..engine.values import modifiers

    if trait.lower() in (t.lower() for t in g.traits(card_id)):
        return True
    return any(m[1] > 0 for m in modifiers(g, card_id, f"trait:{trait}"))


def gains_trait(trait: str, who: Sel | Callable[[Ctx, int], bool], text: str,
                *, active: Callable[[Ctx], bool] | None = None) -> Constant:
    """A constant "X gains the [[Trait]] trait" while this card is in play (read by ``has_trait``)."""
    return gets(f"trait:{trait}", 1, who, text, active=active)


def you_have_trait(trait: str) -> Callable[[Ctx], bool]:
    """"If you have the [[Trait]] trait": your identity has it (printed or gained)."""
    return lambda c: has_trait(c.game, c.game.identity(c.player), trait)


def identity_named(name: str) -> Sel:
    """An identity by the name its face shows now ("Captain Marvel" is only the hero face)."""
    return Sel(lambda c: [i for i in c.game.identities() if c.game.facts(i).name == name], name, True)


def sustained_damage(g: Game, card_id: int) -> int:
    """Rules Reference "Sustained Damage": maximum hit points minus remaining hit points."""
    from ..engine.values import max_hit_points, remaining_hit_points

    return max(0, max_hit_points(g, card_id) - remaining_hit_points(g, card_id))


@dataclass(frozen=True)
class If(Base):
    """"If <condition>, <effect>": the effect resolves only while the condition holds."""

    condition: Callable[[Ctx], bool]
    effect: Effect
    condition_text: str

    def could_change(self, ctx: Ctx) -> bool:
        return self.condition(ctx) and self.effect.could_change(ctx)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if self.condition(ctx):
            yield from self.effect.resolve(ctx)

    def text(self) -> str:
        body = self.effect.text()
        return f"If {self.condition_text}, {body[:1].lower() + body[1:]}"


@dataclass(frozen=True)
class AttackX(Base):
    """An attack event dealing a worked-out amount (X, N per counter...), optionally capped (at most N).
    It cannot be initiated while the amount is 0 (it would not change the game)."""

    amount: Callable[[Ctx], int]
    amount_text: str
    target: Sel = ENEMY
    maximum: int | None = None
    per: str = ""
    """How the amount is counted, said after the target (e.g. " per energy counter here")."""

    def _n(self, ctx: Ctx) -> int:
        n = self.amount(ctx)
        return min(n, self.maximum) if self.maximum is not None else n

    def could_change(self, ctx: Ctx) -> bool:
        return self._n(ctx) > 0 and bool(_attackable(ctx, self.target))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        cands = _attackable(ctx, self.target)
        t = yield from g.choose_card(ctx.player, f"Attack {self.target.text}", cands, source=ctx.source)
        if t is not None:
            ctx.targets["attack"] = t
            yield from combat.player_attack(g, g.identity(ctx.player), t, self._n(ctx), ctx.player, source=ctx.source)

    def text(self) -> str:
        cap = f" (at most {self.maximum})" if self.maximum is not None else ""
        return f"Deal {self.amount_text} damage{self.per} to {self.target.text}{cap}."


@dataclass(frozen=True)
class DrawX(Base):
    """Draw a worked-out number of cards (nothing happens at 0)."""

    amount: Callable[[Ctx], int]
    amount_text: str

    def could_change(self, ctx: Ctx) -> bool:
        return self.amount(ctx) > 0

    def resolve(self, ctx: Ctx) -> Gen[None]:
        n = self.amount(ctx)
        if n > 0:
            yield from draw_cards(ctx.game, ctx.player, n)

    def text(self) -> str:
        return f"Draw {self.amount_text}."


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
            opts = [Option(f"card:{c}", g.card_title(c), (c,)) for c in cands]
            if chosen:
                opts.append(Option("done", f"Done ({len(chosen)} chosen)"))
            pick = yield from g.ask(ctx.player, DecisionKind.DISCARD,
                                    f"Choose cards to discard ({len(chosen)} of up to {self.amount})", tuple(opts),
                                    source=ctx.source, auto_single=False)
            if pick.key == "done":
                break
            chosen.append(int(pick.key.split(":")[1]))
        for c in chosen:
            g.log(f"Player {ctx.player + 1} discards {g.card_title(c)}.")
            discard_card(g, c)
        ctx.memory["discarded"] = chosen

    def text(self) -> str:
        return f"Discard 1 to {self.amount} cards of your choice from your hand"


@dataclass(frozen=True)
class TakeDamage:
    """Cost: your identity takes N damage."""

    amount: int = 1

    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.is_in_play(ctx.game.identity(ctx.player))

    def pay(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        yield from combat.deal_damage(g, g.identity(ctx.player), self.amount, ctx.source)

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


@dataclass(frozen=True)
class SpendX:
    """Cost: spend X resources of one type (X chosen by the player, at least 1); ``ctx.x`` is X."""

    kind: str

    def _most(self, ctx: Ctx) -> int:
        from ..engine.payment import sources

        return sum(s.gives.get(self.kind, 0) + s.gives.get("wild", 0)
                   for s in sources(ctx.game, ctx.player, ctx.source, {ctx.source}))

    def can_pay(self, ctx: Ctx) -> bool:
        return self._most(ctx) >= 1

    def pay(self, ctx: Ctx) -> Gen[None]:
        from ..engine.payment import ResourceNeed, can_pay, pay

        g = ctx.game
        opts = tuple(Option(f"x:{n}", f"X = {n}") for n in range(1, self._most(ctx) + 1)
                     if can_pay(g, ctx.player, ResourceNeed(n, {self.kind: n}), ctx.source, {ctx.source}))
        pick = yield from g.ask(ctx.player, DecisionKind.NUMBER, f"Choose X for {g.card_title(ctx.source)}", opts,
                                source=ctx.source, auto_single=False)
        ctx.x = int(pick.key.split(":")[1])
        ctx.paid = yield from pay(g, ctx.player, ResourceNeed(ctx.x, {self.kind: ctx.x}), ctx.source,
                                  {ctx.source}, g.card_title(ctx.source))

    def text(self) -> str:
        return f"Spend X [{self.kind}] resources"


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


@dataclass(frozen=True)
class AlterEgoObligation(Base):
    """An identity's obligation: "You may change to alter-ego form. Choose: exhaust <alter-ego> to remove this
    card from the game; or <penalty>, [this card gains surge,] and discard it." The engine gives it to the
    identity's player and resolves it with that player as "you" (Rules Reference "Obligation")."""

    alter_ego: str
    penalty: Effect
    penalty_label: str
    surge: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ..engine.players import flip_identity
        from ..engine.zones import remove_from_game

        g = ctx.game
        me = ctx.source
        p = ctx.player
        if g.form(p) == "hero" and (yield from g.yes_no(p, f"{g.card_title(me)}: change to alter-ego form?", me)):
            yield from flip_identity(g, p, by_choice=False)
        ident = g.identity(p)
        opts = []
        if g.form(p) == "alter_ego" and not g.state.cards[ident].exhausted:
            opts.append(Option("exhaust", f"Exhaust {g.card_title(ident)}: remove {g.card_title(me)} from the game",
                               (ident,)))
        opts.append(Option("penalty", self.penalty_label))
        pick = yield from g.ask(p, DecisionKind.CHOOSE, f"{g.card_title(me)}: choose one", tuple(opts), source=me)
        if pick.key == "exhaust":
            g.state.cards[ident].exhausted = True
            g.log(f"{g.card_title(ident)} is exhausted: {g.card_title(me)} is removed from the game.")
            remove_from_game(g, me)
            return
        yield from self.penalty.resolve(ctx)
        if self.surge and ctx.event is not None:  # surge outlives the card's discard
            ctx.event.data["surge"] = True
        if g.is_in_play(me):
            discard_card(g, me)

    def text(self) -> str:
        surge = " This card gains surge." if self.surge else ""
        return (f"You may change to alter-ego form. Then choose one: exhaust {self.alter_ego} to remove this card "
                f"from the game; or {self.penalty.text()[:1].lower() + self.penalty.text()[1:].rstrip('.')}."
                f"{surge} Discard this card.")


# == added for Iron Man and Black Panther (traits gained, specials, searches) ===========================


def yours_with_trait(ctx: Ctx, type_code: str, trait: str | None = None) -> list[int]:
    """Cards of a type (e.g. "upgrade") you control, with a trait if one is given."""
    g = ctx.game
    return [c for c in g.controlled(ctx.player)
            if g.facts(c).type_code == type_code and (trait is None or has_trait(g, c, trait))]


def printed_count(g: Game, cards: Iterable[int], kind: str) -> int:
    """How many printed resources of ``kind`` the cards show (wild ones do not count as another type)."""
    return sum(g.facts(c).resources.get(kind, 0) for c in cards)


YOUR_UPGRADES = Sel(lambda c: yours_with_trait(c, "upgrade"), "each upgrade you control", True)
MINIONS_ENGAGED_WITH_YOU = Sel(lambda c: c.game.minions(c.player), "each minion engaged with you", True)


@dataclass(frozen=True)
class GainTrait(Base):
    """"Gain the X trait until the end of the phase": a lasting modifier the trait checks read."""

    trait: str
    target: Sel = YOUR_IDENTITY
    expires: str = "end_of_phase"
    says: str = ""

    def could_change(self, ctx: Ctx) -> bool:
        return any(not has_trait(ctx.game, t, self.trait) for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from _pick(ctx, self.target, f"Who gains the {self.trait} trait")):
            ctx.game.add_lasting(f"trait:{self.trait}", "add", 1, t, self.expires, ctx.source)
            ctx.game.log(f"{ctx.game.card_title(t)} gains the {self.trait} trait.")

    def text(self) -> str:
        when = {"end_of_phase": "phase", "end_of_round": "round", "end_of_turn": "turn"}.get(self.expires, "phase")
        return self.says or f"{_cap(self.target.text)} gains the [[{self.trait}]] trait until the end of the {when}."


@dataclass(frozen=True)
class DamageThisCost:
    """"Deal N damage to this character" as part of a cost (paid even if it defeats the character)."""

    amount: int

    def can_pay(self, ctx: Ctx) -> bool:
        return ctx.game.is_in_play(ctx.source)

    def pay(self, ctx: Ctx) -> Gen[None]:
        yield from combat.deal_damage(ctx.game, ctx.source, self.amount, ctx.source)

    def text(self) -> str:
        return f"deal {self.amount} damage to this character"


@dataclass(frozen=True)
class SearchDeck(Base):
    """Search your deck for a card that fits and put it into your hand; then shuffle the deck."""

    fits: Callable[[Ctx, int], bool]
    what: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ..engine.state import DECK
        from ..engine.zones import shuffle

        g = ctx.game
        p = ctx.player
        cands = [c for c in g.state.zone(DECK, p) if self.fits(ctx, c)]
        pick = yield from g.choose_card(p, f"Search your deck for {self.what}", cands, source=ctx.source)
        if pick is not None:
            g.state.move(pick, (HAND, p), top=False)
            g.log(f"Player {p + 1} finds {g.card_title(pick)} in their deck.")
        else:
            g.log(f"Player {p + 1} finds no {self.what} in their deck.")
        shuffle(g, DECK, p)

    def text(self) -> str:
        return f"Search your deck for {self.what} and put it in your hand, then shuffle your deck."


def is_type_with_trait(type_code: str, trait: str | None = None) -> Callable[[Ctx, int], bool]:
    """A card filter: this type (and this trait, if given)."""
    return lambda c, cid: c.game.facts(cid).type_code == type_code and (
        trait is None or has_trait(c.game, cid, trait))


@dataclass(frozen=True)
class _GenerateFrom(Base):
    says: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        return
        yield

    def text(self) -> str:
        return self.says


def resource_from(gives: Callable[[Ctx], dict[str, int]], says: str, *, form: str | None = None,
                  costs: Iterable[object] = (), limit: tuple[int, str] | None = None, name: str = "") -> Ability:
    """A resource ability whose resources depend on the game (worked out each time it is offered)."""
    return Ability(Timing.RESOURCE, _GenerateFrom(says), form=form, costs=tuple(costs), limit=limit,  # type: ignore[arg-type]
                   name=name, generates_fn=gives)


def special(effect: Effect, *, tags: tuple[str, ...] = (), name: str = "") -> Ability:
    """A Special ability: resolved only when another card says so (see :class:`ResolveSpecials`)."""
    return Ability(Timing.SPECIAL, effect, tags=tags, name=name)


def final_step(ctx: Ctx) -> bool:
    """Inside a sequence of Special abilities: is this the sequence's final step?"""
    return bool(ctx.memory.get("final_step"))


@dataclass(frozen=True)
class ResolveSpecials(Base):
    """Resolve the Special ability of each card of a type and trait you control, in the order you choose; each
    is a step of one sequence, and each Special effect can ask :func:`final_step` whether it is the last."""

    trait: str
    type_code: str = "upgrade"

    def _cards(self, ctx: Ctx) -> list[int]:
        return [c for c in yours_with_trait(ctx, self.type_code, self.trait)
                if any(a.timing is Timing.SPECIAL for a in ctx.game.script(c).abilities)]

    def _step_ctx(self, ctx: Ctx, card: int, final: bool) -> Ctx:
        return Ctx(ctx.game, card, ctx.player, memory={"final_step": final, "sequence": ctx.source})

    def could_change(self, ctx: Ctx) -> bool:
        return any(a.effect.could_change(self._step_ctx(ctx, c, True))
                   for c in self._cards(ctx) for a in ctx.game.script(c).abilities if a.timing is Timing.SPECIAL)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        done: set[int] = set()
        while True:
            left = [c for c in self._cards(ctx) if c not in done]
            if not left:
                return
            if len(left) == 1:
                card = left[0]
            else:
                opts = tuple(Option(f"card:{c}", f"Resolve {g.card_title(c)}", (c,)) for c in left)
                pick = yield from g.ask(ctx.player, DecisionKind.ORDER, "Choose the next Special ability to resolve",
                                        opts, source=ctx.source)
                card = int(pick.key.split(":")[1])
            done.add(card)
            final = len(left) == 1
            g.log(f"{g.card_title(card)}: Special{' (final step)' if final else ''}.")
            for a in g.script(card).abilities:
                if a.timing is Timing.SPECIAL:
                    yield from a.effect.resolve(self._step_ctx(ctx, card, final))

    def text(self) -> str:
        return (f"Resolve the Special ability of every [[{self.trait}]] {self.type_code} you control, one at a "
                "time in the order you choose; each one is a step of this sequence.")


def cannot_take_damage_from(fits: Callable[[Game, int], bool], text: str) -> Rule:
    """A constant rule: this character takes no damage from source cards that fit (see :func:`takes_damage_from`)."""
    return Rule("cannot_take_damage_from", text, lambda c, src: fits(c.game, src))


def takes_damage_from(g: Game, target: int, source: int) -> bool:
    """Can damage from ``source`` be dealt to ``target``? (False when the target's rule forbids it.)"""
    for r in g.script(target).rules:
        if r.name == "cannot_take_damage_from" and r.applies is not None \
                and r.applies(Ctx(g, target, g.ability_controller(target)), source):
            return False
    return True


def damageable_by_source(sel: Sel) -> Sel:
    """The cards of ``sel`` that this card's damage can be dealt to."""
    return sel.where(lambda c, i: takes_damage_from(c.game, i, c.source), sel.text)


@dataclass(frozen=True)
class DiscardYourCard(Base):
    """"Choose and discard a X you control" (a permanent card cannot be chosen). Hit points an upgrade gave
    are lost with it, which can defeat a character at once (Rules Reference FAQ, Rocket Boots)."""

    fits: Callable[[Ctx, int], bool]
    what: str

    def _cands(self, ctx: Ctx) -> list[int]:
        from ..engine.zones import is_permanent

        g = ctx.game
        return [c for c in g.controlled(ctx.player) if self.fits(ctx, c) and not is_permanent(g, c)]

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self._cands(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        pick = yield from g.choose_card(ctx.player, f"Choose {self.what} you control to discard", self._cands(ctx),
                                        kind=DecisionKind.DISCARD, source=ctx.source)
        if pick is not None:
            g.log(f"Player {ctx.player + 1} discards {g.card_title(pick)}.")
            discard_card(g, pick)
            yield from combat.check_all_defeats(g)

    def text(self) -> str:
        return f"Choose and discard {self.what} you control."


# == added for Klaw, Ultron and their modular sets (encounter searches, facedown minions, choices) ==========


def villain_named(name: str) -> Sel:
    """The villain by name, whatever its stage (e.g. "Klaw")."""
    return Sel(lambda c: [v for v in c.game.villains() if c.game.facts(v).name == name], name, True)


def minions_with_trait(trait: str, *, engaged_with_you: bool = False) -> Sel:
    """Each minion with the trait (only those engaged with "you" if asked)."""
    where = " engaged with you" if engaged_with_you else ""
    return Sel(lambda c: [m for m in c.game.minions(c.player if engaged_with_you else None)
                          if has_trait(c.game, m, trait)], f"each [[{trait}]] minion{where}", True)


def source_is_this(ctx: Ctx, e: Event) -> bool:
    """The occurrence is made by this card (it attacks, schemes...)."""
    return e.source == ctx.source


def target_is_this(ctx: Ctx, e: Event) -> bool:
    return e.target == ctx.source


def source_is_host(ctx: Ctx, e: Event) -> bool:
    """The occurrence is made by the card this one is attached to."""
    return e.source is not None and e.source == ctx.game.state.cards[ctx.source].attached_to


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


def as_player(ctx: Ctx, player: int) -> Ctx:
    """The same context with ``player`` as "you"."""
    from dataclasses import replace

    return replace(ctx, controller=player)


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
class DiscardAtRandom(Base):
    """Discard N cards at random from your hand (the game's random number generator picks them)."""

    amount: int = 1

    def could_change(self, ctx: Ctx) -> bool:
        return bool(ctx.game.hand(ctx.player))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        for _ in range(self.amount):
            hand = g.hand(ctx.player)
            if not hand:
                return
            c = hand[g.rng.randrange(len(hand))]
            g.log(f"Player {ctx.player + 1} discards {g.card_title(c)} at random.")
            discard_card(g, c)
        return
        yield

    def text(self) -> str:
        return f"Discard {self.amount} random card{'s' if self.amount != 1 else ''} from your hand."


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


@dataclass(frozen=True)
class DiscardFromYourDeck(Base):
    """Discard the top N cards of your deck."""

    amount: int | Callable[[Ctx], int]
    amount_text: str = ""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ..engine.zones import discard_from_deck

        n = self.amount(ctx) if callable(self.amount) else self.amount
        if n > 0:
            out = yield from discard_from_deck(ctx.game, ctx.player, n)
            ctx.game.log(f"Player {ctx.player + 1} discards {len(out)} card{'s' if len(out) != 1 else ''} "
                         "from the top of their deck.")

    def text(self) -> str:
        if self.amount_text:
            return f"Discard {self.amount_text} from the top of your deck."
        return f"Discard the top {self.amount} card{'s' if self.amount != 1 else ''} of your deck."


def discard_for(resources: dict[str, int], *, exhaust_hero: bool = False) -> Ability:
    """"Hero Action: [Exhaust your hero and] spend these resources → discard this card" (encounter attachments)."""
    costs: list[object] = [ExhaustIdentity()] if exhaust_hero else []
    costs.append(Spend(resources))
    return action(DiscardThis(), form="hero", costs=costs)


# -- the encounter deck: searching and discarding until ---------------------------------------------------


def encounter_pool(g: Game, *, discard_pile: bool = True) -> list[int]:
    """The cards of the encounter deck (and its discard pile), top of the deck first."""
    from ..engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD

    out = list(g.state.zone(ENCOUNTER_DECK))
    if discard_pile:
        out += g.state.zone(ENCOUNTER_DISCARD)
    return out


def search_encounter(ctx: Ctx, fits: Callable[[Game, int], bool], what: str, *,
                     discard_pile: bool = True) -> Gen[int | None]:
    """The resolving player searches the encounter deck (and discard pile) and chooses a card that fits;
    None when none does. (The caller shuffles.)"""
    g = ctx.game
    cands = [c for c in encounter_pool(g, discard_pile=discard_pile) if fits(g, c)]
    # Copies of one card are all alike: offer each title once.
    seen: dict[str, int] = {}
    for c in cands:
        seen.setdefault(g.state.cards[c].code, c)
    pick = yield from g.choose_card(ctx.player, f"Search the encounter deck for {what}", list(seen.values()),
                                    source=ctx.source)
    if pick is None:
        g.log(f"The search for {what} finds nothing.")
    return pick


def named_card(name: str) -> Callable[[Game, int], bool]:
    return lambda g, c: g.facts(c).name == name


def minion_with_trait(trait: str | None) -> Callable[[Game, int], bool]:
    return lambda g, c: g.facts(c).type_code == "minion" and (trait is None or has_trait(g, c, trait))


@dataclass(frozen=True)
class SearchAndReveal(Base):
    """Search the encounter deck (and discard pile) for a card by name and reveal it; then shuffle the deck."""

    name: str
    discard_pile: bool = True

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ..engine.encounter import reveal
        from ..engine.state import ENCOUNTER_DECK, FACEDOWN_ENCOUNTER
        from ..engine.zones import shuffle

        g = ctx.game
        found = yield from search_encounter(ctx, named_card(self.name), self.name, discard_pile=self.discard_pile)
        if found is not None:
            g.state.move(found, (FACEDOWN_ENCOUNTER, ctx.player), top=False)  # off the deck while it resolves
            g.state.cards[found].face_down = False
            yield from reveal(g, found, ctx.player)
        shuffle(g, ENCOUNTER_DECK)

    def text(self) -> str:
        where = " or its discard pile" if self.discard_pile else ""
        return f"Find {self.name} in the encounter deck{where} and reveal it, then shuffle the encounter deck."


@dataclass(frozen=True)
class FetchMinion(Base):
    """Find a fitting minion in the encounter deck or its discard pile; it enters play engaged with the
    player, and the encounter deck is shuffled afterwards. With ``unless_in_play``, nothing happens while a
    minion of that name is in play. The minion found is left in ``ctx.memory["fetched"]``."""

    fits: Callable[[Game, int], bool]
    what: str
    unless_in_play: str = ""

    def could_change(self, ctx: Ctx) -> bool:
        g = ctx.game
        return not (self.unless_in_play and any(g.facts(m).name == self.unless_in_play for m in g.minions()))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ..engine.encounter import put_minion_into_play
        from ..engine.state import ENCOUNTER_DECK
        from ..engine.zones import shuffle

        g = ctx.game
        if not self.could_change(ctx):
            return
        found = yield from search_encounter(ctx, self.fits, self.what)
        if found is not None:
            g.log(f"Player {ctx.player + 1} finds {g.card_title(found)} and puts it into play.")
            if (yield from put_minion_into_play(g, found, ctx.player)):
                ctx.memory["fetched"] = found
        shuffle(g, ENCOUNTER_DECK)

    def text(self) -> str:
        cond = f"Unless {self.unless_in_play} is in play, f" if self.unless_in_play else "F"
        return (f"{cond}ind {self.what} in the encounter deck or its discard pile; it enters play engaged with "
                "you. Shuffle the encounter deck.")


def discard_encounter_until(g: Game, fits: Callable[[Game, int], bool]) -> Gen[int | None]:
    """Discard cards from the top of the encounter deck until one that fits is discarded, and return it. Rules
    Reference "Encounter Deck": if the deck empties first, the effect is fulfilled (None); it does not go on
    with the newly shuffled deck."""
    from ..engine.encounter import take_encounter_card
    from ..engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD

    for _ in range(len(g.state.zone(ENCOUNTER_DECK))):
        cid = yield from take_encounter_card(g, (ENCOUNTER_DISCARD, None), face_down=False, top=True)
        if cid is None:
            return None
        g.log(f"{g.card_title(cid)} is discarded from the encounter deck.")
        if fits(g, cid):
            return cid
    return None


@dataclass(frozen=True)
class DiscardUntilMinion(Base):
    """Discard cards from the encounter deck until a minion (with the trait, if given) is discarded; put that
    minion into play engaged with the first player."""

    trait: str | None = None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ..engine.encounter import put_minion_into_play

        g = ctx.game
        found = yield from discard_encounter_until(g, minion_with_trait(self.trait))
        if found is not None:
            first = g.state.first_player
            g.log(f"{g.card_title(found)} is put into play engaged with player {first + 1}.")
            yield from put_minion_into_play(g, found, first)

    def text(self) -> str:
        kind = f"[[{self.trait}]] minion" if self.trait else "minion"
        return (f"Discard encounter cards from the top of the deck one by one until you hit a {kind}; it enters "
                "play engaged with the first player.")


# -- facedown minions (Ultron's Drones) -----------------------------------------------------------------------


def is_facedown_minion(g: Game, card_id: int) -> bool:
    c = g.state.cards[card_id]
    return c.face_down and g.is_in_play(card_id) and g.facts(card_id).type_code == "minion"


def put_facedown_minion(g: Game, player: int, trait: str, n: int = 1) -> Gen[list[int]]:
    """Put the top N cards of the player's deck into play facedown, engaged with them as [[trait]] minions (the
    engine reads such a card as a minion with only that trait, see ``Game.facts``). An emptied deck is
    reshuffled from the discard pile at once (Rules Reference "Player Deck")."""
    from ..engine.game import FACEDOWN_MINION
    from ..engine.state import DECK, PLAY
    from ..engine.timing import occur
    from ..engine.zones import refill_deck

    out: list[int] = []
    for _ in range(n):
        if g.state.players[player].eliminated:
            break
        yield from refill_deck(g, player)
        deck = g.state.zone(DECK, player)
        if not deck:
            g.log(f"Player {player + 1} has no card left to put into play as a {trait} minion.")
            break
        cid = deck[0]
        g.state.move(cid, (PLAY, player), top=False)
        c = g.state.cards[cid]
        c.face_down = True
        c.controller = None
        c.engaged_with = player
        c.exhausted = False
        g.state.flags[f"{FACEDOWN_MINION}:{cid}"] = trait
        out.append(cid)
        g.log(f"The top card of player {player + 1}'s deck enters play facedown as a {trait} minion.")
        yield from refill_deck(g, player)
        yield from occur(g, Event(ev.ENTERS_PLAY, source=cid, target=cid, player=player), lambda e: None)
    return out


@dataclass(frozen=True)
class PutFacedownMinion(Base):
    """The top card(s) of the player's deck become facedown minions of a trait, engaged with that player."""

    trait: str
    amount: int = 1

    def resolve(self, ctx: Ctx) -> Gen[None]:
        ctx.memory["facedown"] = yield from put_facedown_minion(ctx.game, ctx.player, self.trait, self.amount)

    def text(self) -> str:
        if self.amount == 1:
            return f"Your top deck card enters play facedown as a [[{self.trait}]] minion engaged with you."
        return f"Your top {self.amount} deck cards enter play facedown as [[{self.trait}]] minions engaged with you."


# == added for the Aggression, Protection and Leadership aspects ============================================


ALLY = Sel(lambda c: c.game.allies(), "an ally")
"""Any ally in play, whoever controls it."""

YOUR_CHARACTERS = Sel(
    lambda c: [c.game.identity(c.player)]
    + [a for a in c.game.allies(c.player) if c.game.state.cards[a].controller == c.player],
    "each character you control", True)
"""Your identity and the allies you control."""


def paid_with(kind: str) -> Callable[[Ctx], bool]:
    """"If you paid for this card using a [kind] resource": a wild resource counts as any type (Rules
    Reference "Wild Resource")."""
    return lambda c: c.paid.get(kind, 0) + c.paid.get("wild", 0) > 0


def power_of(aspect: str) -> Callable[[Ctx, int], dict[str, int]]:
    """A "The Power of <Aspect>" resource card's ``resource_bonus``: its printed resources, doubled while
    they pay for a card of that aspect (the paid-for card's own aspect, e.g. an ally whose cost Make the
    Call pays; FAQ Make the Call #71)."""

    def bonus(ctx: Ctx, paying_for: int) -> dict[str, int]:
        printed = {k: v for k, v in ctx.game.facts(ctx.source).resources.items() if v}
        if ctx.game.facts(paying_for).faction_code == aspect:
            return {k: 2 * v for k, v in printed.items()}
        return printed

    return bonus


def power_of_text(aspect: str) -> str:
    name = aspect.capitalize()
    return f"Generates twice its resources while paying for {'an' if name[0] in 'AEIOU' else 'a'} {name} card."


@dataclass(frozen=True)
class AttackGainsOverkill(Base):
    """An attack event that gains overkill while a condition holds (checked as the attack resolves)."""

    amount: int
    target: Sel
    condition: Callable[[Ctx], bool]
    condition_text: str

    def could_change(self, ctx: Ctx) -> bool:
        return bool(_attackable(ctx, self.target))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        cands = _attackable(ctx, self.target)
        t = yield from g.choose_card(ctx.player, f"Attack {self.target.text}", cands, source=ctx.source)
        if t is not None:
            ctx.targets["attack"] = t
            yield from combat.player_attack(g, g.identity(ctx.player), t, self.amount, ctx.player,
                                            overkill=self.condition(ctx), source=ctx.source)

    def text(self) -> str:
        return f"Deal {self.amount} damage to {self.target.text}; if {self.condition_text}, it has overkill."


_STAT_NAMES = {"attack": "ATK", "thwart": "THW", "defense": "DEF", "recover": "REC", "health": "hit points"}
_UNTIL = {"end_of_phase": "the end of the phase", "end_of_round": "the end of the round",
          "end_of_turn": "the end of the turn", "end_of_activation": "the end of the activation"}


@dataclass(frozen=True)
class GetsUntil(Base):
    """A lasting "gets +N STAT until <timing point>" for the cards a selector names when it resolves (cards
    entering play later are not affected)."""

    target: Sel
    changes: tuple[tuple[str, int], ...]
    until: str = "end_of_phase"

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from _pick(ctx, self.target, "Choose who gets the bonus")):
            for stat, n in self.changes:
                ctx.game.add_lasting(stat, "add", n, t, self.until, ctx.source)

    def text(self) -> str:
        bonus = " and ".join(f"{'+' if n >= 0 else ''}{n} {_STAT_NAMES.get(s, s)}" for s, n in self.changes)
        verb = "get" if self.target.each and not self.target.text.startswith(("this", "that", "your")) else "gets"
        return f"{_cap(self.target.text)} {verb} {bonus} until {_UNTIL.get(self.until, self.until)}."


@dataclass(frozen=True)
class PlaceCounters(Base):
    """Place N counters (of a named kind, on the card's all-purpose counters) on this card."""

    amount: int
    kind: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if ctx.game.is_in_play(ctx.source):
            ctx.game.state.cards[ctx.source].counters += self.amount
        return
        yield

    def text(self) -> str:
        return f"Place {self.amount} {self.kind} counter{'s' if self.amount != 1 else ''} on this card."


def minion_entered(ctx: Ctx, e: Event) -> bool:
    """"After a minion enters play" (it is still in play)."""
    return e.target is not None and ctx.game.facts(e.target).type_code == "minion" and ctx.game.is_in_play(e.target)


def attacked_and_defeated(attacker: Callable[[Ctx], int | None], types: tuple[str, ...]) -> Condition:
    """"After <attacker> attacks and defeats <an enemy of these types>": a PLAYER_ATTACK by that character
    that dealt damage and left its target out of play."""

    def cond(ctx: Ctx, e: Event) -> bool:
        g = ctx.game
        who = attacker(ctx)
        return (who is not None and e.source == who and e.target is not None
                and g.facts(e.target).type_code in types and int(e.data.get("dealt", 0)) > 0
                and not g.is_in_play(e.target))

    return cond


def your_hero(ctx: Ctx) -> int | None:
    """Your identity while it is in hero form (else None)."""
    return ctx.game.identity(ctx.player) if ctx.game.form(ctx.player) == "hero" else None


def your_hero_defended(ctx: Ctx, e: Event) -> bool:
    """"After your hero defends (against an enemy attack)": an ENEMY_ATTACK whose defender was your hero
    (by exhausting, or by a defense ability — Rules Reference "Defense")."""
    w = e.data.get("window")
    defender = getattr(w, "data", {}).get("defender") if w is not None else None
    return defender is not None and defender == your_hero(ctx)


def revealed_from_encounter_deck(ctx: Ctx, e: Event) -> bool:
    """An encounter card being revealed from the encounter deck (or dealt from it facedown), not one found in
    the discard pile."""
    from ..engine.state import ENCOUNTER_DECK, FACEDOWN_ENCOUNTER

    return e.target is not None and ctx.game.state.cards[e.target].zone[0] in (FACEDOWN_ENCOUNTER, ENCOUNTER_DECK)


def treachery_revealed_from_encounter_deck(ctx: Ctx, e: Event) -> bool:
    return e.data.get("type") == "treachery" and revealed_from_encounter_deck(ctx, e)


CHARACTERS_YOU_CONTROL = Sel(
    lambda c: [i for i in c.game.controlled(c.player) if c.game.facts(i).type_code in ("hero", "alter_ego", "ally")],
    "each character you control", True)
"""Your identity and the allies you control."""

YOUR_ALLIES = Sel(lambda c: [a for a in c.game.allies(c.player) if c.game.state.cards[a].controller == c.player],
                  "each ally you control", True)

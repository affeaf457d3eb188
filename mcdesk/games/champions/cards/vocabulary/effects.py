"""Effects: what a card does, each one resolving through the engine's rules procedures and saying itself
in the card's words, so the rules text is generated from the same object that plays the card.

``Custom`` is the escape hatch for a card that really is unique.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeAlias

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from ...engine import combat, schemes
from ...engine import events as ev
from ...engine.abilities import Ctx, Effect, Gen, effect_roles
from ...engine.state import HAND
from ...engine.zones import discard_card, draw_cards
from .selectors import ENEMY, MAIN_SCHEME, NAMES, SCHEME, VILLAIN, YOUR_IDENTITY, Sel, choose_from

# -- composing effects -----------------------------------------------------------------------------------------


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

    def roles(self) -> dict[str, int]:
        """What the effect does, as data (see :mod:`.roles`): "damage", "heal", "thwart"... and how much."""
        from .roles import roles

        return roles(self)


class Instant(Base):
    """An effect that changes the game at once and asks nothing (no decision, no occurrence to answer):
    subclasses write ``apply``; ``resolve`` is the procedure form the engine runs."""

    def apply(self, ctx: Ctx) -> None:  # pragma: no cover - every instant effect overrides it
        raise NotImplementedError

    def resolve(self, ctx: Ctx) -> Gen[None]:
        self.apply(ctx)
        yield from ()


def cap(s: str) -> str:
    """The text with its first letter capitalized (a selector's text opening a sentence)."""
    return s[:1].upper() + s[1:]


def uncap(s: str) -> str:
    """A sentence continuing another ("If ..., deal 2 damage"): its first letter in lower case, unless it opens
    with a card's name ("If ..., Titania attacks you"; the names selectors address, see ``selectors.NAMES``)."""
    if any(s == n or s.startswith((n + " ", n + "'")) for n in NAMES):
        return s
    return s[:1].lower() + s[1:]


Amount: TypeAlias = int | Callable[[Ctx], int]
"""A number printed on the card, or one worked out when the effect resolves."""


def amount_of(amount: Amount, ctx: Ctx) -> int:
    return amount(ctx) if callable(amount) else amount


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
        return f"{first}. {self.word}{uncap(second) if self.word else second}"


def And(first: Effect, second: Effect) -> Then:
    return Then(first, second, word="")


@dataclass(frozen=True)
class If(Base):
    """"If <condition>, <effect>" (and "Otherwise, <other>" when given): the condition is checked as it
    resolves ("already": a status card a character already has makes the card surge instead)."""

    condition: Callable[[Ctx], bool]
    effect: Effect
    condition_text: str
    otherwise: Effect | None = None

    def could_change(self, ctx: Ctx) -> bool:
        if self.condition(ctx):
            return self.effect.could_change(ctx)
        return self.otherwise is not None and self.otherwise.could_change(ctx)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if self.condition(ctx):
            yield from self.effect.resolve(ctx)
        elif self.otherwise is not None:
            yield from self.otherwise.resolve(ctx)

    def text(self) -> str:
        body = self.effect.text()
        said = f"If {self.condition_text}, {uncap(body)}"
        if self.otherwise is None:
            return said
        other = self.otherwise.text()
        return f"{said.rstrip('.')}. Otherwise, {uncap(other)}"


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
        opts = tuple(Option(f"choice:{k}", label, (), Action(ActionKind.CHOOSE, ctx.source, choice=str(k),
                                                             roles=effect_roles(e)))
                     for k, label, e in live)
        pick = yield from ctx.game.ask(ctx.player, DecisionKind.CHOOSE, "Choose one", opts, source=ctx.source)
        k = live[opts.index(pick)][0]
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




# -- damage, attacks and healing -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Damage(Base):
    """Deal N damage to a target (not an attack)."""

    target: Sel
    amount: Amount
    amount_text: str = ""
    per: str = ""
    """How a worked-out amount is counted, said after the target (e.g. " for each upgrade you control")."""

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self.target(ctx)) and amount_of(self.amount, ctx) > 0

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from choose_from(ctx, self.target, f"Deal damage to {self.target.text}")):
            yield from combat.deal_damage(ctx.game, t, amount_of(self.amount, ctx), ctx.source,
                                          by_player=ctx.controller)

    def text(self) -> str:
        n = self.amount_text or str(self.amount)
        return f"Deal {n} damage to {self.target.text}{self.per}."


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
        t = yield from _attack_target(ctx, self.target)
        if t is not None:
            yield from combat.player_attack(g, g.identity(ctx.player), t, self.amount, ctx.player,
                                            overkill=self.overkill, piercing=self.piercing, source=ctx.source)

    def text(self) -> str:
        return f"Deal {self.amount} damage to {self.target.text}."


def _attackable(ctx: Ctx, sel: Sel) -> list[int]:
    allowed = set(combat.attackable_enemies(ctx.game, ctx.player))
    return [t for t in sel(ctx) if t in allowed]


def _attack_target(ctx: Ctx, sel: Sel) -> Gen[int | None]:
    """The player chooses which enemy of ``sel`` your hero attacks; it is remembered as the "attack" target."""
    t = yield from ctx.game.choose_card(ctx.player, f"Attack {sel.text}", _attackable(ctx, sel), source=ctx.source)
    if t is not None:
        ctx.targets["attack"] = t
    return t


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
        t = yield from _attack_target(ctx, self.target)
        if t is not None:
            yield from combat.player_attack(g, g.identity(ctx.player), t, self._n(ctx), ctx.player, source=ctx.source)

    def text(self) -> str:
        most = f" (at most {self.maximum})" if self.maximum is not None else ""
        return f"Deal {self.amount_text} damage{self.per} to {self.target.text}{most}."


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
        t = yield from _attack_target(ctx, self.target)
        if t is not None:
            yield from combat.player_attack(g, g.identity(ctx.player), t, self.amount, ctx.player,
                                            overkill=self.condition(ctx), source=ctx.source)

    def text(self) -> str:
        return f"Deal {self.amount} damage to {self.target.text}; if {self.condition_text}, it has overkill."


@dataclass(frozen=True)
class Heal(Base):
    """Heal N damage (the damage healed is left in ``ctx.memory["healed"]``: "if no damage was healed this
    way")."""

    amount: Amount
    target: Sel = YOUR_IDENTITY
    amount_text: str = ""
    per: str = ""
    """How a worked-out amount is counted, said after the target."""

    def could_change(self, ctx: Ctx) -> bool:
        return amount_of(self.amount, ctx) > 0 and any(ctx.game.state.cards[t].damage > 0 for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        cands = [t for t in self.target(ctx) if ctx.game.state.cards[t].damage > 0] if not self.target.each \
            else self.target(ctx)
        sel = Sel(lambda c: cands, self.target.text, self.target.each)
        total = 0
        n = amount_of(self.amount, ctx)
        for t in (yield from choose_from(ctx, sel, "Heal")):
            total += yield from combat.heal(ctx.game, t, n)
        ctx.memory["healed"] = total

    def text(self) -> str:
        return f"Heal {self.amount_text or self.amount} damage from {self.target.text}{self.per}."


# -- threat ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Thwart(Base):
    """A thwart event: your hero removes N threat (confused, crisis and patrol apply)."""

    amount: Amount
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
            n = amount_of(self.amount, ctx)
            removed = yield from combat.player_thwart(g, g.identity(ctx.player), t, n, ctx.player)
            # "if this removes the last threat from that scheme" (see ``removed_last_threat``)
            ctx.memory["emptied"] = removed > 0 and g.state.cards[t].threat == 0

    def text(self) -> str:
        return f"Remove {self.amount_text or self.amount} threat from {self.target.text}."


def removed_last_threat(ctx: Ctx) -> bool:
    """"If this removes the last threat from that scheme": the ``Thwart`` before it emptied its scheme."""
    return bool(ctx.memory.get("emptied"))


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
    amount: Amount
    target: Sel = MAIN_SCHEME
    amount_text: str = ""
    per: str = ""
    """How a worked-out amount is counted, said after the target (e.g. " for each [[Drone]] minion in play")."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        n = amount_of(self.amount, ctx)
        for t in (yield from choose_from(ctx, self.target, "Place threat on")):
            yield from schemes.place_threat(ctx.game, t, n, ctx.source)

    def text(self) -> str:
        return f"Place {self.amount_text or self.amount} threat on {self.target.text}{self.per}."


# -- characters: statuses, exhausting, stat changes, counters --------------------------------------------------


@dataclass(frozen=True)
class GiveStatus(Base):
    status: str  # "stunned", "confused", "tough"
    target: Sel

    def could_change(self, ctx: Ctx) -> bool:
        return any(getattr(ctx.game.state.cards[t], self.status) < combat.status_limit(ctx.game, t, self.status)
                   for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        done = []
        chosen = yield from choose_from(ctx, self.target, f"Choose who is {self.status}")
        for t in chosen:
            if combat.give_status(ctx.game, t, self.status):
                done.append(t)
                yield from combat.status_given(ctx.game, t, self.status, ctx.source)
        ctx.memory["given"] = done
        ctx.memory["chosen"] = chosen  # "that enemy", even if it could take no more status cards

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
        for t in (yield from choose_from(ctx, self.target, "Exhaust")):
            ctx.game.exhaust(t)

    def text(self) -> str:
        return f"Exhaust {self.target.text}."


@dataclass(frozen=True)
class Ready(Base):
    target: Sel

    def could_change(self, ctx: Ctx) -> bool:
        return any(ctx.game.state.cards[t].exhausted for t in self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from choose_from(ctx, self.target, "Ready")):
            ctx.game.ready(t)

    def text(self) -> str:
        return f"Ready {self.target.text}."


_STAT_NAMES = {"attack": "ATK", "thwart": "THW", "defense": "DEF", "recover": "REC", "health": "hit points"}
_UNTIL = {"end_of_phase": "the end of the phase", "end_of_round": "the end of the round",
          "end_of_turn": "the end of the turn", "end_of_activation": "the end of the activation"}


@dataclass(frozen=True)
class GetsUntil(Base):
    """A lasting "gets +N STAT until <timing point>" for the cards a selector names when it resolves (cards
    entering play later are not affected)."""

    target: Sel
    changes: tuple[tuple[str, Amount], ...]
    until: str = "end_of_phase"
    amount_text: str = ""
    """How a worked-out change is counted, e.g. "+1 ATK per [[Drone]] minion engaged with you"."""

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self.target(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in (yield from choose_from(ctx, self.target, "Choose who gets the bonus")):
            for stat, amount in self.changes:
                n = amount_of(amount, ctx)
                if n or not callable(amount):  # a worked-out +0 changes nothing
                    ctx.game.add_lasting(stat, "add", n, t, self.until, ctx.source)

    def text(self) -> str:
        bonus = self.amount_text or " and ".join(
            f"{'+' if n >= 0 else ''}{n} {_STAT_NAMES.get(s, s)}" for s, n in self.changes if isinstance(n, int))
        verb = "get" if self.target.each and not self.target.text.startswith(("this", "that", "your")) else "gets"
        return f"{cap(self.target.text)} {verb} {bonus} until {_UNTIL.get(self.until, self.until)}."


@dataclass(frozen=True)
class PlaceCounters(Instant):
    """Place N counters (of a named kind, on the card's all-purpose counters) on this card."""

    amount: Amount
    kind: str
    amount_text: str = ""

    def apply(self, ctx: Ctx) -> None:
        g = ctx.game
        n = amount_of(self.amount, ctx)
        if g.is_in_play(ctx.source):
            g.state.cards[ctx.source].counters += n
            if callable(self.amount):
                g.log(f"{g.card_title(ctx.source)} gets {n} {self.kind} counter{'s' if n != 1 else ''}.")

    def text(self) -> str:
        plural = "s" if self.amount_text or self.amount != 1 else ""
        return f"Place {self.amount_text or self.amount} {self.kind} counter{plural} on this card."


# -- enemies ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EnemyAttacks(Base):
    """"The villain attacks you" / "[enemy] attacks you"."""

    enemy: Sel = VILLAIN
    also_engaged_minions: bool = False
    only_you_defend: bool = False
    """"Other characters cannot defend against this attack": only your hero may."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        """What the attacks did is left for the rest of the effect: ``ctx.memory["damaged"]`` (the characters
        they damaged), ``["dealt"]`` (the damage they dealt) and ``["attacked"]`` (whether any attack was made,
        not replaced by a stun)."""
        g = ctx.game
        enemies = self.enemy(ctx)
        for key, empty in (("damaged", []), ("dealt", 0), ("attacked", False)):  # several add up ("each player")
            ctx.memory.setdefault(key, empty)
        for e in enemies:
            yield from self._attack(ctx, e)
        if self.also_engaged_minions:
            for m in g.minions(ctx.player):
                yield from self._attack(ctx, m)

    def _attack(self, ctx: Ctx, enemy: int) -> Gen[None]:
        outcome: dict[str, Any] = {}
        only = ctx.game.identity(ctx.player) if self.only_you_defend else None
        ctx.memory["damaged"] += yield from combat.enemy_attack(ctx.game, enemy, ctx.player, outcome=outcome,
                                                                only_defender=only)
        ctx.memory["dealt"] += int(outcome.get("dealt", 0))
        ctx.memory["attacked"] = ctx.memory["attacked"] or bool(outcome.get("made"))

    def text(self) -> str:
        extra = " and each minion engaged with you" if self.also_engaged_minions else ""
        verb = "attack" if extra else "attacks"
        only = " Only your hero may defend." if self.only_you_defend else ""
        return f"{cap(self.enemy.text)}{extra} {verb} you.{only}"


@dataclass(frozen=True)
class EnemySchemes(Base):
    enemy: Sel = VILLAIN

    def resolve(self, ctx: Ctx) -> Gen[None]:
        """The threat the schemes placed is left in ``ctx.memory["placed"]``."""
        ctx.memory["placed"] = 0
        for e in self.enemy(ctx):
            outcome: dict[str, Any] = {}
            yield from combat.enemy_scheme(ctx.game, e, ctx.player, outcome=outcome)
            ctx.memory["placed"] += int(outcome.get("placed", 0))

    def text(self) -> str:
        return f"{cap(self.enemy.text)} schemes."


# -- this card and the occurrence it answers -------------------------------------------------------------------


@dataclass(frozen=True)
class GainSurge(Instant):
    """"This card gains surge" (optionally only if a condition holds after the rest resolved)."""

    condition: Callable[[Ctx], bool] | None = None
    condition_text: str = ""

    def apply(self, ctx: Ctx) -> None:
        if self.condition is None or self.condition(ctx):
            ctx.game.state.cards[ctx.source].surge = True
            if ctx.event is not None and ctx.event.kind == ev.REVEALED and ctx.event.target == ctx.source:
                ctx.event.data["surge"] = True  # the card's own flag is cleared when a treachery is discarded

    def text(self) -> str:
        return f"{self.condition_text + ', t' if self.condition_text else 'T'}his card gains surge."


@dataclass(frozen=True)
class DiscardThis(Instant):
    def apply(self, ctx: Ctx) -> None:
        if ctx.game.is_in_play(ctx.source):
            discard_card(ctx.game, ctx.source, by=ctx.source)  # a permanent card may discard itself (same set)

    def text(self) -> str:
        return "Discard this card."


@dataclass(frozen=True)
class CancelIt(Instant):
    """Cancel the triggering occurrence (e.g. a treachery's When Revealed effects)."""

    what: str = "its effects"

    def apply(self, ctx: Ctx) -> None:
        if ctx.event is not None:
            ctx.event.cancel()

    def text(self) -> str:
        return f"Cancel {self.what}."


@dataclass(frozen=True)
class PreventAll(Instant):
    """Prevent all of that damage."""

    def apply(self, ctx: Ctx) -> None:
        if ctx.event is not None:
            ctx.event.amount = 0
            ctx.event.cancel()

    def text(self) -> str:
        return "Prevent all of that damage."


@dataclass(frozen=True)
class Reduce(Instant):
    """Reduce the amount of the triggering occurrence (threat placed, damage dealt) by N."""

    amount: int
    what: str

    def could_change(self, ctx: Ctx) -> bool:
        return ctx.event is not None and ctx.event.amount > 0

    def apply(self, ctx: Ctx) -> None:
        if ctx.event is not None:
            ctx.event.amount = max(0, ctx.event.amount - self.amount)

    def text(self) -> str:
        return f"Reduce {self.what} by {self.amount}."


# -- your hand, deck and cards ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Base):
    amount: int

    def resolve(self, ctx: Ctx) -> Gen[None]:
        yield from draw_cards(ctx.game, ctx.player, self.amount)

    def text(self) -> str:
        return f"Draw {self.amount} card{'s' if self.amount != 1 else ''}."


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


@dataclass(frozen=True)
class DiscardAtRandom(Instant):
    """Discard N cards at random from your hand (the game's random number generator picks them). The cards
    discarded are added to ``ctx.memory["at_random"]`` (over every player of an "each player")."""

    amount: int = 1

    def could_change(self, ctx: Ctx) -> bool:
        return ctx.game.physical_player_cards or bool(ctx.game.hand(ctx.player))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if ctx.game.physical_player_cards:  # the table assistant: the hand is on the player's side
            yield from ctx.game.physical("discard_at_random", ctx.player, self.amount, source=ctx.source)
        else:
            self.apply(ctx)

    def apply(self, ctx: Ctx) -> None:
        g = ctx.game
        out = ctx.memory.setdefault("at_random", [])
        for _ in range(self.amount):
            hand = g.hand(ctx.player)
            if not hand:
                return
            c = hand[g.rng.randrange(len(hand))]
            g.log(f"Player {ctx.player + 1} discards {g.card_title(c)} at random.")
            discard_card(g, c)
            out.append(c)

    def text(self) -> str:
        return f"Discard {self.amount} random card{'s' if self.amount != 1 else ''} from your hand."


@dataclass(frozen=True)
class DiscardFromYourDeck(Base):
    """Discard the top N cards of your deck (they are left in ``ctx.memory["from_deck"]``)."""

    amount: Amount
    amount_text: str = ""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.zones import discard_from_deck

        n = amount_of(self.amount, ctx)
        ctx.memory["from_deck"] = []
        if n > 0:
            out = yield from discard_from_deck(ctx.game, ctx.player, n)
            ctx.memory["from_deck"] = out
            ctx.game.log(f"Player {ctx.player + 1} discards {len(out)} card{'s' if len(out) != 1 else ''} "
                         "from the top of their deck.")

    def text(self) -> str:
        if self.amount_text:
            return f"Discard {self.amount_text} from the top of your deck."
        return f"Discard the top {self.amount} card{'s' if self.amount != 1 else ''} of your deck."


@dataclass(frozen=True)
class SearchDeck(Base):
    """Search your deck (only its top ``top`` cards, if given; and your discard pile too, with
    ``discard_pile``) for a card that fits and put it into your hand; then shuffle the deck. Copies of one
    card are offered once per pile."""

    fits: Callable[[Ctx, int], bool]
    what: str
    discard_pile: bool = False
    top: int | None = None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.state import DECK, DISCARD
        from ...engine.zones import shuffle

        g = ctx.game
        p = ctx.player
        if g.physical_player_cards:  # the table assistant: the deck is on the player's side
            yield from g.physical("search_deck", p, 1, source=ctx.source)
            return
        deck = g.state.zone(DECK, p)
        pool = list(deck[:self.top] if self.top is not None else deck)
        if self.discard_pile:
            pool += g.state.zone(DISCARD, p)
        seen: dict[tuple[str, str], int] = {}
        for c in pool:
            if self.fits(ctx, c):
                seen.setdefault((g.state.cards[c].zone[0], g.state.cards[c].code), c)
        pick = yield from g.choose_card(p, f"Search for {self.what}", list(seen.values()), source=ctx.source)
        if pick is not None:
            g.state.move(pick, (HAND, p), top=False)
            g.log(f"Player {p + 1} finds {g.card_title(pick)} and adds it to their hand.", card=pick, player=p)
        else:
            g.log(f"Player {p + 1} finds no {self.what}.")
        shuffle(g, DECK, p)

    def text(self) -> str:
        where = f"the top {self.top} cards of your deck" if self.top is not None else "your deck"
        if self.discard_pile:
            where += " and your discard pile"
        return f"Look through {where} for {self.what} and take it into your hand. Shuffle your deck."


@dataclass(frozen=True)
class DiscardYourCard(Base):
    """"Choose and discard a X you control" (a permanent card cannot be chosen). Hit points an upgrade gave
    are lost with it, which can defeat a character at once (Rules Reference FAQ, Rocket Boots). The card
    discarded (None when there was none) is left in ``ctx.memory["discarded_card"]``."""

    fits: Callable[[Ctx, int], bool]
    what: str

    def _cands(self, ctx: Ctx) -> list[int]:
        from ...engine.zones import is_permanent

        g = ctx.game
        return [c for c in g.controlled(ctx.player) if self.fits(ctx, c) and not is_permanent(g, c)]

    def could_change(self, ctx: Ctx) -> bool:
        return ctx.game.physical_player_cards or bool(self._cands(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        if g.physical_player_cards and not self._cands(ctx):  # only cards on the player's side could fit
            done = yield from g.physical("discard_you_control", ctx.player, 1, source=ctx.source)
            ctx.memory["discarded_card"] = -1 if done else None
            return
        pick = yield from g.choose_card(ctx.player, f"Choose {self.what} you control to discard", self._cands(ctx),
                                        kind=DecisionKind.DISCARD, source=ctx.source)
        ctx.memory["discarded_card"] = pick
        if pick is not None:
            g.log(f"Player {ctx.player + 1} discards {g.card_title(pick)}.")
            discard_card(g, pick)
            yield from combat.check_all_defeats(g)

    def text(self) -> str:
        return f"Choose and discard {self.what} you control."


@dataclass(frozen=True)
class DiscardEachFromHand(Instant):
    """Discard every card in your hand that fits (e.g. each card with a printed [energy] resource); they are
    left in ``ctx.memory["from_hand"]`` ("if no card is discarded this way")."""

    fits: Callable[[Ctx, int], bool]
    what: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if ctx.game.physical_player_cards:  # the table assistant: the hand is on the player's side
            yield from ctx.game.physical("discard_from_hand", ctx.player, 1, source=ctx.source)
            ctx.memory["from_hand"] = []
        else:
            self.apply(ctx)

    def apply(self, ctx: Ctx) -> None:
        g = ctx.game
        out = [c for c in g.hand(ctx.player) if self.fits(ctx, c)]
        for c in out:
            g.log(f"Player {ctx.player + 1} discards {g.card_title(c)}.")
            discard_card(g, c)
        ctx.memory["from_hand"] = out

    def text(self) -> str:
        return f"Discard each {self.what} from your hand."


def with_printed_resource(kind: str) -> Callable[[Ctx, int], bool]:
    """A card with a printed resource of that kind."""
    return lambda c, card: bool(c.game.facts(card).resources.get(kind))


@dataclass(frozen=True)
class ReturnThisToHand(Instant):
    """Return this card from play to its owner's hand."""

    def apply(self, ctx: Ctx) -> None:
        from ...engine.zones import leave_play

        g = ctx.game
        owner = g.state.cards[ctx.source].owner
        if owner is not None and g.is_in_play(ctx.source):
            g.log(f"{g.card_title(ctx.source)} returns to player {owner + 1}'s hand.")
            leave_play(g, ctx.source, (HAND, owner), top=False)

    def text(self) -> str:
        return "Return this card to your hand."


@dataclass(frozen=True)
class Accelerate(Instant):
    """Place N acceleration tokens on the main scheme (each adds 1 threat in every villain phase step 1)."""

    amount: int = 1

    def apply(self, ctx: Ctx) -> None:
        g = ctx.game
        main = g.main_scheme()
        if main is not None:
            g.state.cards[main].acceleration += self.amount
            g.log(f"{g.card_title(main)} gets an acceleration token.")

    def text(self) -> str:
        return f"Place {self.amount} acceleration token{'s' if self.amount != 1 else ''} on the main scheme."


# -- reduced costs and delayed effects -------------------------------------------------------------------------


@dataclass(frozen=True)
class ReduceNextCardCost(Instant):
    """The resource cost of the next card you play this phase is reduced by N (the engine applies it when
    working out a card's cost and clears it once a card is played)."""

    amount: int = 1

    def apply(self, ctx: Ctx) -> None:
        key = f"phase:next_card_cost:{ctx.player}"
        flags = ctx.game.state.flags
        flags[key] = flags.get(key, 0) + self.amount

    def text(self) -> str:
        return f"Reduce the resource cost of the next card you play this phase by {self.amount}."


@dataclass(frozen=True)
class Schedule(Instant):
    """Create a delayed effect: the source card's named ``delayed`` effect resolves at timing point ``point``
    (e.g. "At the end of the round, discard this card")."""

    point: str
    effect: str
    says: str

    def apply(self, ctx: Ctx) -> None:
        ctx.game.add_delayed(self.point, ctx.source, self.effect, ctx.controller)

    def text(self) -> str:
        return self.says

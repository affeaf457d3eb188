"""A small declarative vocabulary for Vs. System card scripts: who is chosen, what happens, and the rules text
that says so in the project's own words. A plain generator is the escape hatch for one-off effects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.abilities import Check, Ctx, Effect, Gen, LevelUp, PlotTwist, Power, Script, Timing, _always

if TYPE_CHECKING:
    from ..engine.game import Game

Select = Callable[["Game", Ctx], list[int]]

KEYWORD_TEXT = {
    "shrink": ("Shrink", "the first time it is attacked in a turn, its controller may cancel that combat"),
    "sting": ("Sting", "as it appears, an enemy character of your choice gets a -1/-1 counter"),
    "ferocious": ("Ferocious", "in melee combat it strikes ahead of characters without Ferocious"),
    "dodge": ("Dodge", "ranged attacks can't target it"),
    "fearless": ("Fearless", "its strike is double its ATK while it attacks a main character"),
    "leader": ("Leader", "in a team attack it joins, you pick which attacker the defender strikes back at"),
    "inspire": ("Inspire", "each other character arriving on your side gets a +1/+1 counter"),
    "freeze": ("Freeze", "as it appears, exhaust any character; that character stays exhausted through its next "
                         "recovery"),
    "duplication": ("Mutant Power Duplication", "it also has every power that any other X-Men supporting "
                                                "character you control has while face up"),
    "mercenary": ("Mercenary", "it may team attack alongside any main character"),
    "invade": ("Invade", "a back row character it attacks gets no strike back against it"),
    "genius": ("Genius", "when your turn starts and it is face up, you may draw one card"),
    "berserker": ("Berserker", "each time it attacks it gets a +1/+1 counter"),
    "regeneration": ("Regeneration", "when your turn starts and it is face up, one wound comes off it"),
    "mind_games": ("Mind Games", "as it appears, you may make one player discard their whole hand and draw as "
                                 "many cards"),
    "nullify": ("Nullify", "as it appears, pick an enemy character: it has no keyword or super powers while this "
                           "card stays face up in play"),
    "rebirth": ("Rebirth", "if it is KO'd, its owner may put it in their resource row face down"),
    "lethal": ("Lethal", "an enemy supporting character it stuns while attacking is KO'd"),
    "team_up": ("Team Up", "every supporting character on your side counts as a member of this card's team"),
    "i_am_groot": ("I Am Groot", "+1/+1 for every resource its controller has"),
    "grab": ("Grab", "while it stands in the front row, enemies can't fly over to that back row"),
    "cocoon": ("Evolutionary Cocoon", "it arrives stunned, without a wound"),
    "blast": ("Blast", "as it appears, pick an enemy row; each character there gets a -1/-1 counter"),
    "swarm": ("Swarm", "uniqueness does not apply to it, and this can't be switched off"),
    "monstrous": ("Monstrous", "against a melee team attack it strikes back at every attacker"),
    "magnetic_suppression": ("Magnetic Suppression", "stunned enemy supporting characters stay stunned"),
    "schemer": ("Schemer", "after your first plot twist of a turn you may draw one card"),
    "immortal": ("Immortal", "if it is KO'd, its owner may shuffle it back into their deck"),
    "inventive": ("Inventive", "as it appears, you may flip one of your face-down location resources face up"),
    "toss": ("Toss", "as it appears, another character on your side gets [flight] until the turn ends"),
}


@dataclass(frozen=True)
class Fx:
    """An effect with its rules text (and, optionally, when it can do something)."""

    run: Effect
    text: str
    usable: Check = _always


def card(code: str, *keywords: str, powers: tuple[Power, ...] = (), level_up: LevelUp | None = None,
         plot: PlotTwist | None = None, symbols: tuple[str, ...] = (), team_location: str = "") -> Script:
    return Script(code, frozenset(keywords), powers, level_up, plot, symbols, team_location,
                  tuple(KEYWORD_TEXT[k] for k in keywords if k in KEYWORD_TEXT))


def power(name: str, timing: Timing, cost: str, fx: Fx, *, any_turn: bool = False, zone: str = "play") -> Power:
    return Power(name, timing, tuple(cost.split()), fx.run, fx.text, any_turn, fx.usable, zone)


def plot(timing: Timing, fx: Fx, *, any_turn: bool = False) -> PlotTwist:
    return PlotTwist(timing, fx.run, fx.text, any_turn, fx.usable)


def level(name: str, needed: int, on: str, xp: Callable[[Game, int, dict[str, Any]], int], text: str) -> LevelUp:
    return LevelUp(name, needed, on, xp, text)


# == selectors ==========================================================================================
def enemy_chars(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in g.enemy_characters(ctx.player) if g.face_up(c)]


def enemy_supporting(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in enemy_chars(g, ctx) if g.is_supporting(c)]


def my_chars(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in g.my_characters(ctx.player) if g.face_up(c)]


def all_chars(g: Game, ctx: Ctx) -> list[int]:
    return [c for s in range(len(g.players)) for c in g.characters(s) if g.face_up(c)]


def in_combat(g: Game, ctx: Ctx) -> list[int]:
    cb = g.state.combat
    return [c for c in (cb.attackers + [cb.defender]) if c >= 0 and g.face_up(c)] if cb else []


def attackers(g: Game, ctx: Ctx) -> list[int]:
    cb = g.state.combat
    return [c for c in cb.attackers if g.face_up(c)] if cb else []


def defenders(g: Game, ctx: Ctx) -> list[int]:
    cb = g.state.combat
    return [cb.defender] if cb and cb.defender >= 0 and g.face_up(cb.defender) else []


def enemy_in_combat(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in in_combat(g, ctx) if g.is_enemy_card(ctx.player, c)]


def mine_in_combat(g: Game, ctx: Ctx) -> list[int]:
    return [c for c in in_combat(g, ctx) if not g.is_enemy_card(ctx.player, c)]


def this(g: Game, ctx: Ctx) -> list[int]:
    return [ctx.source] if g.face_up(ctx.source) else []


SELECT_TEXT: dict[Select, str] = {
    enemy_chars: "an enemy character", enemy_supporting: "an enemy supporting character",
    my_chars: "a character you control", all_chars: "any character", in_combat: "a character in this combat",
    attackers: "an attacker", defenders: "a defender", enemy_in_combat: "an enemy character in this combat",
    mine_in_combat: "a character of yours in this combat", this: "this character",
}
EACH_TEXT: dict[Select, str] = {
    enemy_chars: "every enemy character", my_chars: "every character you control",
    enemy_in_combat: "every enemy character in this combat", mine_in_combat: "every character of yours in "
    "this combat", all_chars: "every character",
}


def _has(select: Select) -> Check:
    return lambda g, ctx: bool(select(g, ctx))


def choose(g: Game, ctx: Ctx, select: Select, what: str) -> Gen:
    """The user picks one of the selected characters (a single one is picked for them)."""
    return (yield from g.choose_card(ctx.player, f"{ctx.name}: choose {what}", select(g, ctx),
                                     source=ctx.source))


# == effects ============================================================================================
def counters(n: int, select: Select, *, extra: str = "") -> Fx:
    what = SELECT_TEXT[select]
    kind = "+1/+1" if n > 0 else "-1/-1"

    def run(g: Game, ctx: Ctx) -> Gen:
        t = yield from choose(g, ctx, select, what)
        if t is not None:
            yield from g.add_counters(t, n)
        ctx.data["target"] = t

    word = {1: "one", 2: "two", 3: "three", 7: "seven"}.get(abs(n), str(abs(n)))
    return Fx(run, f"Give {what} {word} {kind} counter{'s' if abs(n) > 1 else ''}{extra}.", _has(select))


def counters_each(n: int, select: Select) -> Fx:
    kind = "+1/+1" if n > 0 else "-1/-1"

    def run(g: Game, ctx: Ctx) -> Gen:
        for t in select(g, ctx):
            yield from g.add_counters(t, n)

    return Fx(run, f"{EACH_TEXT[select].capitalize()} gets a {kind} counter.", _has(select))


def combat_mod(atk: int, def_: int, select: Select) -> Fx:
    what = SELECT_TEXT[select]

    def run(g: Game, ctx: Ctx) -> Gen:
        t = yield from choose(g, ctx, select, what)
        if t is not None:
            g.add_effect("mod", t, atk=atk, def_=def_, until="combat")
            g.log(f"{g.name(t)} gets {atk:+d}/{def_:+d} this combat", "counter", card=t)

    return Fx(run, f"Until this combat ends, {what} gets {atk:+d}/{def_:+d}.", _has(select))


def self_combat_mod(atk: int, def_: int, per: Callable[[Game, Ctx], int] | None = None, per_text: str = "") -> Fx:
    def run(g: Game, ctx: Ctx) -> Gen:
        k = per(g, ctx) if per else 1
        g.add_effect("mod", ctx.source, atk=atk * k, def_=def_ * k, until="combat")
        g.log(f"{g.name(ctx.source)} gets {atk * k:+d}/{def_ * k:+d} this combat", "counter", card=ctx.source)
        return
        yield

    text = f"This character gets {atk:+d}/{def_:+d}" + (f" for each {per_text}" if per_text else "") + \
        " until the combat ends."
    return Fx(run, text)


def self_counters(n: int) -> Fx:
    def run(g: Game, ctx: Ctx) -> Gen:
        yield from g.add_counters(ctx.source, n)

    return Fx(run, f"This character gets {n} +1/+1 counter{'s' if n > 1 else ''}.")


def gain(keyword: str, select: Select, *, counter: int = 0, until: str = "turn") -> Fx:
    what = SELECT_TEXT[select]
    span = "the turn" if until == "turn" else "this combat"

    def run(g: Game, ctx: Ctx) -> Gen:
        t = yield from choose(g, ctx, select, what)
        if t is None:
            return
        if counter:
            yield from g.add_counters(t, counter)
        if g.face_up(t):
            g.add_effect("gain", t, keyword=keyword, until=until)

    pre = f"Give {what} a +1/+1 counter; it also has [{keyword}]" if counter else f"{what.capitalize()} has " \
        f"[{keyword}]"
    return Fx(run, f"{pre} until {span} ends.", _has(select))


def seq(*parts: Fx, text: str = "") -> Fx:
    def run(g: Game, ctx: Ctx) -> Gen:
        for p in parts:
            yield from p.run(g, ctx)

    return Fx(run, text or " ".join(p.text for p in parts), parts[0].usable)


def bespoke(text: str, usable: Check = _always) -> Callable[[Effect], Fx]:
    """The escape hatch: a plain generator with its text."""

    def wrap(fn: Effect) -> Fx:
        return Fx(fn, text, usable)

    return wrap

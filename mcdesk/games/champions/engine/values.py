"""Values are recomputed from the base value and every active modifier each time they are read (only the list of
cards in play with constant abilities is kept, until a card moves, turns over or changes hands).

Rules Reference "Modifiers": add and subtract first, then double and halve; a "set" overrides the others
(the most recent set wins); below zero counts as zero; fractions round up. "Gets": hit points a lasting
effect gives are lost when it ends. "Per player icon": multiplied by the players who started the scenario.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from .abilities import CardScript, Constant, Ctx
from .facts import X
from .state import IN_PLAY_ZONES, play_version

if TYPE_CHECKING:
    from .game import Game

INFINITE = 10**9
"""Infinite hit points: a character with them cannot be defeated by damage."""

_STATS = ("attack", "thwart", "defense", "recover", "scheme", "health", "hand_size", "cost",
          "attack_cost", "thwart_cost", "boost", "threat")


def base_value(g: Game, card_id: int, stat: str) -> int | None:
    f = g.facts(card_id)
    value: int | None = getattr(f, stat, None)
    if value is None:
        return None
    if value == X:
        return g.state.flags.get(f"x:{card_id}:{stat}", 0)
    if stat == "health" and f.health_per_hero:
        value *= g.player_count()
    if stat == "cost" and f.cost_per_hero:
        value *= g.player_count()
    return value


def modifiers(g: Game, card_id: int, stat: str) -> list[tuple[str, int, int]]:
    """(op, amount, order) for each active modifier of ``stat`` on the card: lasting effects on it, then constant
    abilities of cards in play (each one's condition and target checked now, on the state as it is)."""
    out: list[tuple[str, int, int]] = []
    for e in g.state.lasting:
        if e.target == card_id and e.stat == stat:
            out.append((e.op, e.amount, e.serial))
    for src, constants in constant_sources(g, stat):
        ctx = Ctx(g, src, g.ability_controller(src))
        for c in constants:
            if c.active is not None and not c.active(ctx):
                continue
            if c.applies(ctx, card_id):
                out.append((c.op, c.amount(ctx), 0))
    return out


_NONE: list[tuple[int, list[Constant]]] = []


def constant_sources(g: Game, stat: str) -> list[tuple[int, list[Constant]]]:
    """Cards in play with constant abilities that modify ``stat``, in card id order, each with those abilities.
    Which cards are in play changes only with the layout, so the table is kept until what is in play changes
    (``GameState.cached``); the abilities' conditions and amounts are still evaluated on every read."""
    memo: tuple[int, dict[Hashable, Any]] | None = g.state.__dict__.get("_memo_play")
    if memo is not None and memo[0] == play_version():  # the common case, without a call
        by_stat = memo[1].get("constants")
        if by_stat is not None:
            return by_stat.get(stat, _NONE)
    return g.state.cached("constants", lambda: _build_sources(g), hands=False).get(stat, _NONE)


def _build_sources(g: Game) -> dict[str, list[tuple[int, list[Constant]]]]:
    s = g.state
    ids: list[int] = []
    for key, zone in s.zones.items():
        if zone and _zone_base(key) in IN_PLAY_ZONES:
            ids += zone
    out: dict[str, list[tuple[int, list[Constant]]]] = {}
    for cid in sorted(ids):
        c = s.cards[cid]
        if c.zone[0] not in IN_PLAY_ZONES or c.face_down:
            continue
        for stat, constants in _constants_by_stat(g.db.script(c.code)):
            out.setdefault(stat, []).append((cid, constants))
    return out


_ZONE_BASES: dict[str, str] = {}


def _zone_base(key: str) -> str:
    """``hand:0`` -> ``hand`` (zone keys are few: each is split once)."""
    base = _ZONE_BASES.get(key)
    if base is None:
        base = _ZONE_BASES[key] = key.split(":", 1)[0]
    return base


_BY_STAT = "_mcdesk_constants_by_stat"


def _constants_by_stat(script: CardScript) -> list[tuple[str, list[Constant]]]:
    """A script's constant abilities grouped by the stat they modify, in order (kept on the script object, made
    again if its list of constants changes)."""
    entry: tuple[list[Constant], int, list[tuple[str, list[Constant]]]] | None = script.__dict__.get(_BY_STAT)
    if entry is None or entry[0] is not script.constants or entry[1] != len(script.constants):
        by_stat: dict[str, list[Constant]] = {}
        for k in script.constants:
            by_stat.setdefault(k.stat, []).append(k)
        entry = (script.constants, len(script.constants), list(by_stat.items()))
        script.__dict__[_BY_STAT] = entry
    return entry[2]


def fold(base: int, mods: list[tuple[str, int, int]]) -> int:
    sets = [m for m in mods if m[0] == "set"]
    if sets:
        value = max(sets, key=lambda m: m[2])[1]
    else:
        value = base + sum(m[1] for m in mods if m[0] == "add")
        mult = 1.0
        for op, _amount, _ in mods:
            if op == "double":
                mult *= 2
            elif op == "halve":
                mult /= 2
        value = math.ceil(value * mult)
    return max(0, value)


def stat_value(g: Game, card_id: int, stat: str) -> int | None:
    """The card's current value of ``stat`` (None for a dash or a stat it does not have)."""
    base = base_value(g, card_id, stat)
    mods = modifiers(g, card_id, stat)
    if base is None:
        if stat in ("attack", "thwart", "scheme", "defense", "recover") or not mods:
            return None
        base = 0
    if base >= INFINITE:
        return INFINITE
    if not mods:  # the usual case: what fold gives for no modifiers, without the work
        return max(0, base)
    return fold(base, mods)


def max_hit_points(g: Game, card_id: int) -> int:
    hp = stat_value(g, card_id, "health")
    return hp if hp is not None else 0


def remaining_hit_points(g: Game, card_id: int) -> int:
    return max(0, max_hit_points(g, card_id) - g.state.cards[card_id].damage)


def has_keyword(g: Game, card_id: int, name: str) -> bool:
    """A printed keyword holds unless every modifier takes it away; an unprinted one needs a modifier giving it
    (keyword modifiers are stat ``kw:<name>``: a positive amount gains it, a negative one loses it)."""
    mods = modifiers(g, card_id, f"kw:{name}")
    printed = g.facts(card_id).has_keyword(name)
    if not mods:  # the usual case: the printed keywords decide
        return printed
    if printed:
        return any(m[1] >= 0 for m in mods)
    return any(m[1] > 0 for m in mods)


def keyword_value(g: Game, card_id: int, name: str) -> int:
    """A numeric keyword's value (retaliate 1, incite 2, hinder 1 per player...), with modifiers."""
    raw = g.facts(card_id).keyword(name)
    base = 0
    if isinstance(raw, int) and not isinstance(raw, bool):
        base = raw
    elif isinstance(raw, str):
        parts = raw.split()
        base = int(parts[0]) if parts and parts[0].isdigit() else 0
        if "per_hero" in parts:
            base *= g.player_count()
    mods = [m for m in modifiers(g, card_id, f"kw:{name}") if m[0] != "add" or m[1] != 0]
    return fold(base, mods) if mods else base

"""Triggered effects: keyword powers that fire when something happens, and level up powers.

Triggers resolve before any player can play a plot twist, super power or power-up (rulebook: Timing).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import DecisionKind, Option

from .abilities import Gen

if TYPE_CHECKING:
    from .game import Game


def trigger(g: Game, kind: str, **data: Any) -> Gen:
    if g.state.result is not None:
        return
    if kind == "appears":
        yield from _appears(g, int(data["card"]), int(data["player"]))
    elif kind == "plot_played":
        yield from _schemer(g, int(data["player"]))
    yield from level_up_check(g, kind, data)


def level_up_check(g: Game, kind: str, data: dict[str, Any]) -> Gen:
    """Level Up: meet the XP condition and an XP counter goes on the level 2 version; at the number, the
    level 2 version replaces level 1 (rulebook: Level Up Powers). A stunned level 1 character's Level Up
    power is off."""
    for p in g.alive():
        main = g.players[p].main
        if main <= 0 or not g.in_play(main):
            continue
        own_stun = kind == "stunned" and data.get("card") == main and not g.effects_of("lose_powers", card=main)
        if not g.powers_active(main) and not own_stun:  # "when it gets stunned" fires as it is stunned
            continue
        lu = g.script(main).level_up
        if lu is None or lu.on != kind or g.facts(main).level != 1:
            continue
        n = lu.xp(g, p, data)
        if n <= 0:
            continue
        l2 = g.players[p].aside
        g.card(l2).xp += n
        g.log(f"{g.name(main)} gains {n} XP ({g.card(l2).xp}/{lu.needed})", "counter", card=l2, amount=n,
              data={"counter": "xp"})
        if g.card(l2).xp >= lu.needed:
            level_up(g, p)
    return
    yield  # a generator for callers that may one day need a choice here


def level_up(g: Game, p: int) -> None:
    """Swap in the level 2 version with the same orientation, wounds and counters; XP counters go."""
    old = g.players[p].main
    new = g.players[p].aside
    a, b = g.card(old), g.card(new)
    zone = a.zone
    g.state.zones[zone][g.state.zones[zone].index(old)] = new
    g.state.zones[b.zone].remove(new)
    g.state.zones[b.zone].append(old)
    a.zone, b.zone = b.zone, zone
    for f in ("exhausted", "stunned", "wounds", "plus", "minus", "frozen", "controller"):
        setattr(b, f, getattr(a, f))
    a.exhausted = a.stunned = a.frozen = False
    a.wounds = a.plus = a.minus = a.xp = b.xp = 0
    for e in g.state.effects:
        if e.card == old:
            e.card = new
        if e.source == old:
            e.source = new
    if g.state.combat:
        cb = g.state.combat
        cb.attackers = [new if x == old else x for x in cb.attackers]
        if cb.defender == old:
            cb.defender = new
    g.players[p].main, g.players[p].aside = new, old
    g.log(f"{g.name(new)} levels up to level {g.facts(new).level}", "flipped", card=new, player=p)


def _appears(g: Game, cid: int, p: int) -> Gen:
    side = g.side_of(p)
    for other in g.characters(side):
        if other != cid and "inspire" in g.keywords(other) and g.in_play(cid):
            g.log(f"Inspire ({g.name(other)})", card=other)
            yield from g.add_counters(cid, 1)
    if not g.in_play(cid) or not g.face_up(cid):
        return
    kws = g.keywords(cid)
    name = g.name(cid)
    if "sting" in kws:
        t = yield from g.choose_card(p, f"Sting ({name}): put a -1/-1 counter on an enemy character",
                                     [c for c in g.enemy_characters(p) if g.face_up(c)], source=cid)
        if t is not None:
            yield from g.add_counters(t, -1)
    if "blast" in kws:
        rows = [(s, r) for s in sorted({g.side_of(q) for q in g.enemies(p)}) for r in ("front", "back")
                if any(g.face_up(c) for c in g.characters(s, r))]
        if rows:
            key = yield from g.ask(p, DecisionKind.CHOOSE, f"Blast ({name}): choose an enemy row",
                                   [Option(f"row:{s}:{r}", f"Side {s + 1} {r} row", tuple(g.characters(s, r)))
                                    for s, r in rows], source=cid)
            _, s, r = key.split(":")
            for c in g.characters(int(s), r):
                yield from g.add_counters(c, -1)
    if "freeze" in kws:
        everyone = [c for s in range(len(g.players)) for c in g.characters(s)]
        t = yield from g.choose_card(p, f"Freeze ({name}): exhaust a character; it can't ready next turn",
                                     everyone, source=cid)
        if t is not None:
            g.exhaust(t)
            g.card(t).frozen = True
            g.log(f"{g.name(t)} is frozen", "status", card=t, data={"status": "frozen"})
    if "inventive" in kws:
        down = [c for c in g.resources(p) if g.card(c).face_down and g.facts(c).is_location]
        t = yield from g.choose_card(p, f"Inventive ({name}): turn a face-down location face up?", down,
                                     optional=True, source=cid)
        if t is not None:
            g.card(t).face_down = False
            g.log(f"{g.name(t)} is turned face up", "flipped", card=t)
    if "mind_games" in kws:
        key = yield from g.ask(p, DecisionKind.CHOOSE, f"Mind Games ({name}): a player discards their hand and "
                               "draws that many", [Option(f"player:{q}", f"Player {q + 1}") for q in g.alive()]
                               + [Option("none", "Nobody")], source=cid)
        if key != "none":
            q = int(key.split(":")[1])
            cards = g.hand(q)
            for c in cards:
                g.move(c, g.pz(q, "ko"))
            g.log(f"Player {q + 1} discards their hand ({len(cards)})", "discard", player=q, amount=len(cards))
            if cards:
                yield from trigger(g, "hand_left", player=q)
            g.draw(q, len(cards))
    if "nullify" in kws:
        t = yield from g.choose_card(p, f"Nullify ({name}): an enemy character loses its keyword and super powers",
                                     g.enemy_characters(p), source=cid)
        if t is not None:
            g.add_effect("lose_powers", t, until="source", source=cid)
            g.log(f"{g.name(t)} is nullified", "status", card=t, data={"status": "nullified"})
    if "toss" in kws:
        t = yield from g.choose_card(p, f"Toss ({name}): another character on your side gains flight this turn",
                                     [c for c in g.my_characters(p) if c != cid], source=cid)
        if t is not None:
            g.add_effect("gain", t, keyword="flight")


def _schemer(g: Game, p: int) -> Gen:
    """Schemer: the first time you play a plot twist each turn, you may draw a card."""
    if g.players[p].schemer_used:
        return
    for c in g.my_characters(p):
        if "schemer" in g.keywords(c) and g.card(c).controller == p:
            g.players[p].schemer_used = True
            if (yield from g.yes_no(p, f"Schemer ({g.name(c)}): draw a card?", c)):
                g.draw(p, 1)
            return

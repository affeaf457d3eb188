"""What a player may do in each step: resources, recruiting, formation, the main phase, and the uses of super
powers, plot twists and power-ups (with their timing and payment).

Rulebook: Build Phase, Main Phase, Playing Plot Twists, Super Powers, Power-Ups, Resources and Locations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import DecisionKind, Option
from mcdesk.core.events import EventKind

from ..cards.facts import PLOT_TWIST, SUPPORTING
from .abilities import Ctx, Gen, Power, Timing
from .triggers import trigger

if TYPE_CHECKING:
    from .game import Game


# == resource step =====================================================================================
def resource_step(g: Game, p: int) -> Gen:
    """Rulebook: Resource Step. Any one card face down; a location may go face up instead. Optional."""
    opts = []
    for c in g.hand(p):
        opts.append(Option(f"resource:{c}", f"{g.name(c)} face down as a resource", (c,)))
        if g.facts(c).is_location:
            opts.append(Option(f"location:{c}", f"{g.name(c)} face up as a location", (c,)))
    opts.append(Option("skip", "Play no resource"))
    key = yield from g.ask(p, DecisionKind.TURN, "Resource step: play a resource?", opts, wait=True)
    if key == "skip":
        return
    kind, cid = key.split(":")
    c = int(cid)
    g.move(c, g.pz(p, "resource"))
    g.card(c).face_down = kind == "resource"
    g.log(f"Player {p + 1} plays a resource" + ("" if kind == "resource" else f": {g.name(c)} face up"),
          EventKind.MOVED, card=c, player=p, to_zone="resource")
    yield from trigger(g, "hand_left", player=p)
    yield from trigger(g, "resource_gained", player=p)


# == build phase (recruit step) ========================================================================
def recruit_cost(g: Game, p: int, cid: int) -> int:
    return max(0, g.cost(cid) - g.players[p].discount)


def recruit_options(g: Game, p: int) -> list[Option]:
    opts = []
    pts = g.players[p].recruit_points
    for c in g.hand(p):
        f = g.facts(c)
        if f.type != SUPPORTING or recruit_cost(g, p, c) > pts or g.same_name_as_main(p, c):
            continue
        for row in ("front", "back"):
            opts.append(Option(f"recruit:{c}:{row}", f"Recruit {f.name} ({recruit_cost(g, p, c)}) to the {row} row",
                               (c,)))
    return opts


def build_actions(g: Game, p: int, *, recruit: bool) -> Gen:
    """Rulebook: Recruit Step. Gain 1 recruit point per resource; spend them on supporting characters.
    Build plot twists and Build super powers are used here too; leftover points go away."""
    while True:
        opts = recruit_options(g, p) if recruit else []
        opts += power_options(g, p, "build") + plot_options(g, p, "build")
        opts.append(Option("done", "Done recruiting"))
        key = yield from g.ask(p, DecisionKind.TURN, f"Recruit step: {g.players[p].recruit_points} recruit "
                               "point(s)", opts, wait=True, recruit_points=g.players[p].recruit_points)
        if key == "done":
            return
        if key.startswith("recruit:"):
            _, cid, row = key.split(":")
            c = int(cid)
            g.players[p].recruit_points -= recruit_cost(g, p, c)
            g.players[p].discount = 0
            g.log(f"Player {p + 1} recruits {g.name(c)}", "recruit", card=c, player=p)
            yield from g.put_into_play(c, p, row)
            yield from trigger(g, "hand_left", player=p)
            yield from trigger(g, "recruited", player=p, card=c)
        else:
            yield from do_action(g, p, key)


# == formation step ====================================================================================
def formation_step(g: Game, p: int) -> Gen:
    """Rulebook: Formation Step. Rearrange any characters (main character included) between the rows."""
    side = g.side_of(p)
    while True:
        opts = [Option(f"move:{c}", f"Move {g.name(c)} to the {'back' if g.row(c) == 'front' else 'front'} row",
                       (c,)) for c in g.characters(side)]
        opts.append(Option("done", "Formation done"))
        key = yield from g.ask(p, DecisionKind.TURN, "Formation step: move characters between rows", opts,
                               wait=True, group=g.state.mode == "2hg")
        if key == "done":
            return
        move_row(g, int(key.split(":")[1]))


def move_row(g: Game, c: int, row: str | None = None) -> None:
    new = row or ("back" if g.row(c) == "front" else "front")
    if g.row(c) == new:
        return
    g.move(c, g.rz(g.card_side(c), new))
    g.log(f"{g.name(c)} moves to the {new} row", EventKind.MOVED, card=c, to_zone=new)


# == main phase ========================================================================================
def main_phase(g: Game, p: int) -> Gen:
    """Rulebook: Main Phase. Attacks one at a time, main powers, plot twists and power-ups, until you stop."""
    from .combat import attack, attack_options

    while True:
        from .turn import check_end

        check_end(g)
        opts = attack_options(g, p)
        users = _users(g, p)
        for q in users:
            opts += power_options(g, q, "main") + plot_options(g, q, "main") + powerup_options(g, q, None)
        opts.append(Option("end", "End the turn"))
        key = yield from g.ask(p, DecisionKind.TURN, "Main phase", opts, wait=True, group=g.state.mode == "2hg")
        if key == "end":
            return
        if key.startswith("attack:"):
            yield from attack(g, p, int(key.split(":")[1]))
        else:
            yield from do_action(g, _actor(g, key, p), key)


def _users(g: Game, p: int) -> list[int]:
    if g.state.mode == "2hg":
        return [q for q in g.side_players(g.side_of(p)) if not g.players[q].out]
    return [p]


def _actor(g: Game, key: str, default: int) -> int:
    """Who takes an action named by its key: the owner of the card played or the controller of the power."""
    parts = key.split(":")
    c = int(parts[1])
    return g.card(c).controller if parts[0] == "power" else g.card(c).owner if parts[0] != "powerup" else \
        g.card(c).owner


def do_action(g: Game, p: int, key: str) -> Gen:
    parts = key.split(":")
    if parts[0] == "power":
        yield from use_power(g, p, int(parts[1]), int(parts[2]))
    elif parts[0] == "plot":
        yield from play_plot(g, p, int(parts[1]))
    elif parts[0] == "powerup":
        yield from power_up(g, p, int(parts[1]), int(parts[2]))
    else:
        raise RuntimeError(f"unknown action {key!r}")


# == super powers ======================================================================================
def powers_of(g: Game, c: int) -> list[tuple[int, Power]]:
    """(index, power) pairs: its own super powers, then (Mutant Power Duplication) those of each other face-up
    X-Men supporting character on its side. Returns nothing for a character whose powers are off."""
    own = list(enumerate(g.script(c).powers))
    if "duplication" in g.keywords(c) and g.in_play(c):
        k = len(own)
        for other in g.my_characters(g.card(c).controller):
            if other != c and g.is_supporting(other) and "xmen" in g.teams(other) and g.face_up(other) \
                    and "duplication" not in g.script(other).keywords:
                for pw in g.script(other).powers:
                    own.append((k, pw))
                    k += 1
    return own


def _power_sources(g: Game, p: int) -> list[int]:
    """Characters whose powers player p might use: on their side, plus cards whose power works from the KO
    pile (Can't Keep a Bad Man Down)."""
    mine = [c for c in g.my_characters(p) if g.card(c).controller == p]
    return mine + [c for c in g.ko_pile(p) if any(pw.zone == "ko" for pw in g.script(c).powers)]


def _timing_ok(g: Game, p: int, c: int, pw: Power, window: str) -> bool:
    st = g.state
    my_turn = g.players[st.active].side == g.side_of(p)
    if pw.timing == Timing.BUILD:
        return window == "build" and my_turn
    if pw.timing == Timing.MAIN:
        return window == "main" and my_turn and st.combat is None
    if window != "combat" or st.combat is None or not (my_turn or pw.any_turn):
        return False
    if pw.timing == Timing.COMBAT:
        return c in st.combat.attackers or c == st.combat.defender
    return True


def _zone_ok(g: Game, c: int, pw: Power) -> bool:
    where = pw.zone
    if where == "stunned":
        return g.in_play(c) and g.card(c).stunned and not _nullified(g, c)
    if where == "ko":
        return g.zone_kind(c) == "ko"
    return g.powers_active(c)


def _nullified(g: Game, c: int) -> bool:
    return any(e.kind == "lose_powers" and e.card == c for e in g.state.effects)


def power_options(g: Game, p: int, window: str) -> list[Option]:
    opts = []
    for c in _power_sources(g, p):
        for i, pw in powers_of(g, c) if g.in_play(c) else enumerate(g.script(c).powers):
            if f"{c}:{pw.name}" in g.players[p].powers_used or not _timing_ok(g, p, c, pw, window):
                continue
            if not _zone_ok(g, c, pw) or payment_plan(g, p, c, pw.cost) is None:
                continue
            if not pw.usable(g, Ctx(p, c, pw.name)):
                continue
            cost = "".join(f"[{s}]" for s in pw.cost)
            opts.append(Option(f"power:{c}:{i}", f"{g.name(c)}: {pw.name} {cost}", (c,)))
    return opts


def produces(g: Game, loc: int, symbol: str, for_char: int) -> bool:
    s = g.script(loc)
    if symbol in s.symbols:
        return True
    return bool(s.team_location) and s.team_location in g.teams(for_char)


def _pay_sources(g: Game, p: int) -> list[int]:
    up = [c for c in g.resources(p) if not g.card(c).face_down and g.facts(c).is_location]
    return up + [c for c in g.hand(p) if g.facts(c).is_location]


def payment_plan(g: Game, p: int, char: int, cost: tuple[str, ...],
                 exclude: tuple[int, ...] = ()) -> list[int] | None:
    """One location per symbol (a face-up location in the resource row or one in hand), or None."""
    sources = [s for s in _pay_sources(g, p) if s not in exclude]

    def fit(i: int, used: list[int]) -> list[int] | None:
        if i == len(cost):
            return used
        for s in sources:
            if s not in used and produces(g, s, cost[i], char):
                r = fit(i + 1, used + [s])
                if r is not None:
                    return r
        return None

    return fit(0, [])


def pay(g: Game, p: int, char: int, cost: tuple[str, ...]) -> Gen:
    """Pay each symbol by turning a matching location face down or discarding one from hand."""
    paid: list[int] = []
    for i, sym in enumerate(cost):
        ok = [s for s in _pay_sources(g, p) if s not in paid and produces(g, s, sym, char)
              and payment_plan(g, p, char, cost[i + 1:], tuple(paid + [s])) is not None]
        opts = [Option(f"pay:{s}", (f"Turn {g.name(s)} face down" if g.zone_kind(s) == "resource"
                                    else f"Discard {g.name(s)} from hand"), (s,)) for s in ok]
        key = yield from g.ask(p, DecisionKind.PAY, f"Pay [{sym}]", opts, source=char)
        s = int(key.split(":")[1])
        paid.append(s)
        if g.zone_kind(s) == "resource":
            g.card(s).face_down = True
            g.log(f"{g.name(s)} is turned face down", "flipped", card=s)
        else:
            yield from g.discard(p, s)


def use_power(g: Game, p: int, c: int, i: int) -> Gen:
    pw = dict(powers_of(g, c) if g.in_play(c) else enumerate(g.script(c).powers))[i]
    g.players[p].powers_used.append(f"{c}:{pw.name}")
    yield from pay(g, p, c, pw.cost)
    g.log(f"{g.name(c)} uses {pw.name}", "power", card=c, player=p)
    yield from pw.effect(g, Ctx(p, c, pw.name))
    yield from g.check_zero_def()
    yield from trigger(g, "power_used", player=p, card=c)


# == plot twists =======================================================================================
def plot_ok(g: Game, p: int, c: int, window: str, *, from_ko: bool = False) -> bool:
    f = g.facts(c)
    s = g.script(c)
    if f.type != PLOT_TWIST or s.plot is None:
        return False
    pt = s.plot
    st = g.state
    my_turn = g.players[st.active].side == g.side_of(p)
    if pt.timing == Timing.BUILD:
        ok = window == "build" and my_turn
    elif pt.timing == Timing.MAIN:
        ok = window == "main" and my_turn and st.combat is None
    else:
        ok = window == "combat" and st.combat is not None and (my_turn or pt.any_turn)
    if not ok:
        return False
    if f.team and not from_ko and not any(f.team in g.teams(x) for x in g.my_characters(p) if g.face_up(x)):
        return False  # a team plot twist needs a face-up member of that team on your side
    return pt.usable(g, Ctx(p, c, f.name))


def plot_options(g: Game, p: int, window: str) -> list[Option]:
    return [Option(f"plot:{c}", f"Play {g.name(c)}", (c,)) for c in g.hand(p) if plot_ok(g, p, c, window)]


def play_plot(g: Game, p: int, c: int, *, from_ko: bool = False) -> Gen:
    """Follow its instructions, then put it into your KO pile."""
    pt = g.script(c).plot
    assert pt is not None
    g.move(c, g.pz(p, "removed" if from_ko else "ko"))
    g.log(f"Player {p + 1} plays {g.name(c)}", "plot_twist", card=c, player=p)
    g.players[p].plots_played_turn += 1
    if not from_ko:
        yield from trigger(g, "hand_left", player=p)
    yield from trigger(g, "plot_played", player=p, card=c)
    yield from pt.effect(g, Ctx(p, c, g.name(c)))
    yield from g.check_zero_def()


# == power-ups ========================================================================================
def powerup_options(g: Game, p: int, combat: list[int] | None) -> list[Option]:
    """Discard a card with the same name as a character on your side: +1/+1 counter on it (rulebook:
    Power-Ups). As a main action, or as a combat action for a character in the combat."""
    opts = []
    targets = [c for c in g.my_characters(p) if g.face_up(c) and (combat is None or c in combat)]
    for h in g.hand(p):
        for t in targets:
            if g.name(h) == g.name(t):
                opts.append(Option(f"powerup:{h}:{t}", f"Power up {g.name(t)}", (h, t)))
    return opts


def power_up(g: Game, p: int, h: int, t: int) -> Gen:
    g.log(f"Player {p + 1} powers up {g.name(t)}", "power_up", card=t, player=p)
    yield from g.discard(p, h)
    yield from g.add_counters(t, 1)
    yield from trigger(g, "powered_up", player=p, card=t)

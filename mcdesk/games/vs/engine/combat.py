"""Attacks: melee, ranged, flight, team attacks, the combat window, strikes and strike back.

Rulebook: Making a Melee Attack, During Combat, Resolving Combat, Making a Ranged Attack, Flight and Ranged,
Team Attacks, and the keyword powers that change combat (Ferocious, Fearless, Invade, Leader, Monstrous,
Lethal, Dodge, Grab, Shrink, Berserker, Mercenary).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import DecisionKind, Option
from mcdesk.core.events import EventKind

from .abilities import END_OF_COMBAT, Gen
from .actions import plot_options, power_options, powerup_options
from .state import Combat
from .triggers import trigger

if TYPE_CHECKING:
    from .game import Game


def can_attack(g: Game, c: int) -> bool:
    """Only ready, face-up characters attack: front row (melee) or back row with [ranged]."""
    if not g.face_up(c) or g.card(c).exhausted:
        return False
    return g.row(c) == "front" or "ranged" in g.keywords(c)


def defenders(g: Game, p: int, attackers: list[int]) -> list[int]:
    """Legal defenders: a face-up enemy front row character; the back row if that enemy has no face-up front
    row character, or by flying over it when every attacker has [flight] and no face-up front row character
    there has [flight] or Grab. Dodge: can't be ranged attacked."""
    ranged = g.row(attackers[0]) == "back"
    fly = all("flight" in g.keywords(a) for a in attackers)
    out: list[int] = []
    for s in sorted({g.side_of(q) for q in g.enemies(p)}):
        front = [c for c in g.characters(s, "front") if g.face_up(c)]
        back = [c for c in g.characters(s, "back") if g.face_up(c)]
        cands = list(front)
        if not front:
            cands += back
        elif fly and not any({"flight", "grab"} & g.keywords(c) for c in front):
            cands += back
        out += [c for c in cands if not (ranged and "dodge" in g.keywords(c))]
    return out


def teammates_ok(g: Game, attackers: list[int]) -> bool:
    """Team attack: same row and a shared team affiliation (Mercenary: with any main character, but other
    supporting characters must share a team with the Mercenary)."""
    if len(attackers) < 2:
        return True
    if len({g.row(a) for a in attackers}) != 1:
        return False
    common = set.intersection(*(g.teams(a) for a in attackers))
    if common:
        return True
    mercs = [a for a in attackers if "mercenary" in g.keywords(a)]
    if not mercs:
        return False
    others = [a for a in attackers if a not in mercs]
    supporting = [a for a in others if g.is_supporting(a)]
    if supporting and not set.intersection(*(g.teams(a) for a in supporting + mercs)):
        return False
    mains = [a for a in others if g.is_main(a)]
    return len(mains) <= 1 or bool(set.intersection(*(g.teams(a) for a in mains)))


def attack_options(g: Game, p: int) -> list[Option]:
    opts = []
    for c in g.characters(g.side_of(p)):
        if can_attack(g, c) and (defenders(g, p, [c]) or _player_targets(g, p, c)):
            opts.append(Option(f"attack:{c}", f"Attack with {g.name(c)}", (c,)))
    return opts


def _player_targets(g: Game, p: int, c: int) -> list[int]:
    """Deadpool's level 2 power: a player all of whose characters are stunned can be attacked."""
    if not g.effects_of("attack_players", card=c):
        return []
    return [q for q in g.enemies(p) if all(g.card(x).stunned for x in g.characters(g.side_of(q)))]


def attack(g: Game, p: int, first: int) -> Gen:
    attackers = [first]
    while True:
        row = g.row(first)
        more = [c for c in g.characters(g.side_of(p), row) if c not in attackers and can_attack(g, c)
                and teammates_ok(g, attackers + [c]) and defenders(g, p, attackers + [c])]
        opts = [Option(f"with:{c}", f"Team attack with {g.name(c)}", (c,)) for c in more]
        opts += [Option(f"defender:{d}", f"Attack {g.describe(d)}", (d,)) for d in defenders(g, p, attackers)]
        if len(attackers) == 1:
            opts += [Option(f"player:{q}", f"Attack player {q + 1}") for q in _player_targets(g, p, first)]
        opts.append(Option("back", "Don't attack"))
        key = yield from g.ask(p, DecisionKind.TARGET, "Choose teammates or the defender", opts, source=first,
                               attackers=tuple(attackers))
        if key == "back":
            return
        kind, v = key.split(":")
        if kind == "with":
            attackers.append(int(v))
            continue
        if kind == "player":
            yield from attack_player(g, p, first, int(v))
            return
        yield from combat(g, p, attackers, int(v))
        return


def attack_player(g: Game, p: int, a: int, q: int) -> Gen:
    """The attacked player defends as a 0/1 supporting character with 1 health: stunned means KO'd (Marvel
    Battles card clarifications, Deadpool level 2)."""
    g.exhaust(a)
    g.players[p].attacks_made += 1
    g.log(f"{g.name(a)} attacks player {q + 1}", EventKind.ATTACK, card=a, player=q)
    if g.atk(a) >= 1:
        g.players[q].out = True
        g.log(f"Player {q + 1} is stunned and KO'd: out of the game", "player_out", player=q)
    return
    yield


def combat(g: Game, p: int, attackers: list[int], defender: int, *, exhaust: bool = True) -> Gen:
    st = g.state
    ranged = g.row(attackers[0]) == "back"
    q = g.card(defender).controller
    flew = g.row(defender) == "back" and any(g.face_up(c) for c in g.characters(g.card_side(defender), "front"))
    cb = Combat(list(attackers), defender, p, q, ranged, len(attackers) > 1, flew)
    st.combat = cb
    g.players[p].attacks_made += 1
    for a in attackers:
        if exhaust:
            g.exhaust(a)
    names = " and ".join(g.name(a) for a in attackers)
    g.log(f"{names} {'ranged' if ranged else 'melee'} attack{'s' if len(attackers) == 1 else ''} "
          f"{g.name(defender)}", EventKind.ATTACK, card=attackers[0], target=defender, player=p,
          data={"attackers": ",".join(map(str, attackers)), "ranged": ranged})
    # Berserker: when it attacks, put a +1/+1 counter on it.
    for a in attackers:
        if "berserker" in g.keywords(a):
            yield from g.add_counters(a, 1)
    # Shrink: the first time it's attacked each turn, its controller may cancel the combat.
    if "shrink" in g.keywords(defender) and defender not in st.shrink_used:
        st.shrink_used.append(defender)
        if (yield from g.yes_no(q, f"Shrink ({g.name(defender)}): cancel this combat?", defender)):
            cb.cancelled = True
    if not cb.cancelled:
        yield from combat_window(g, p)
    if not cb.cancelled and cb.attackers and cb.defender >= 0:
        yield from resolve(g, cb)
    yield from end_combat(g, cb)


def combat_window(g: Game, p: int) -> Gen:
    """Starting with the attacking player and going left, each player plays one combat plot twist, uses one
    combat super power or powers up, or passes, until all pass in succession (rulebook: During Combat)."""
    from .actions import do_action

    st = g.state
    assert st.combat is not None
    order = [p]
    while len(order) < len(g.alive()):
        order.append(g.next_player(order[-1]))
    passes = 0
    i = 0
    while passes < len(order):
        cb = st.combat
        if cb is None or cb.cancelled or not cb.attackers or cb.defender < 0:
            return
        q = order[i % len(order)]
        i += 1
        if g.players[q].out:
            passes += 1
            continue
        in_combat = cb.attackers + [cb.defender]
        opts = power_options(g, q, "combat") + plot_options(g, q, "combat") + powerup_options(g, q, in_combat)
        if not opts:
            passes += 1
            continue
        opts.append(Option("pass", "Pass"))
        key = yield from g.ask(q, DecisionKind.WINDOW, "Combat: play a plot twist, use a power or pass", opts,
                               attackers=tuple(cb.attackers), defender=cb.defender)
        if key == "pass":
            passes += 1
            continue
        passes = 0
        yield from do_action(g, q, key)


def strike_value(g: Game, a: int, target: int) -> int:
    """Fearless: while attacking a main character, it strikes with double its ATK."""
    v = g.atk(a)
    cb = g.state.combat
    if cb and a in cb.attackers and "fearless" in g.keywords(a) and g.is_main(target):
        v *= 2
    return max(0, v)


def can_strike_back(g: Game, cb: Combat, a: int) -> bool:
    d = cb.defender
    if cb.ranged and "ranged" not in g.keywords(d):
        return False
    if cb.team and g.effects_of("no_team_strike_back", player=cb.attacking_player):
        return False
    if "invade" in g.keywords(a) and g.row(d) == "back":
        return False
    if cb.ranged and "ranged" in g.keywords(d) and g.effects_of("ranged_immune", card=a):
        return False
    return True


def resolve(g: Game, cb: Combat) -> Gen:
    """Strikes: total attackers' ATK against the defender's DEF; the defender strikes back at one attacker
    (ATK >= DEF stuns). Ferocious characters strike first in melee combat."""
    d = cb.defender
    targets = [a for a in cb.attackers if can_strike_back(g, cb, a)]
    melee = not cb.ranged
    if cb.team and targets and len(cb.attackers) > 1 and not (melee and "monstrous" in g.keywords(d)):
        chooser = cb.attacking_player if any("leader" in g.keywords(a) for a in cb.attackers) \
            else cb.defending_player
        t = yield from g.choose_card(chooser, f"Choose the attacker {g.name(d)} strikes back against", targets,
                                     source=d)
        targets = [t] if t is not None else []
    elif not cb.team:
        targets = targets[:1]
    cb.resolving = True
    att = list(cb.attackers)
    fer_att = [a for a in att if melee and "ferocious" in g.keywords(a)]
    d_fer = melee and "ferocious" in g.keywords(d)
    d_down = False
    a_down: list[int] = []

    def back_strikes(who: list[int]) -> None:
        for t in who:
            if t not in a_down and strike_value(g, d, t) >= g.defense(t):
                a_down.append(t)

    if fer_att or d_fer:
        first = sum(strike_value(g, a, d) for a in fer_att)
        first_down = bool(fer_att) and first >= g.defense(d)
        d_down = first_down
        if d_fer:
            back_strikes(targets)
        rest = [a for a in att if a not in fer_att and a not in a_down]
        if not d_down and rest:
            # a ferocious strike that does not stun still adds its ATK to the teammates' strike
            d_down = first + sum(strike_value(g, a, d) for a in rest) >= g.defense(d)
        if not d_fer and not first_down:
            back_strikes(targets)
    else:
        d_down = sum(strike_value(g, a, d) for a in att) >= g.defense(d)
        back_strikes(targets)
    stunned: list[tuple[int, int | None]] = [(d, att[0])] if d_down else []
    stunned += [(t, d) for t in a_down]
    for cid, by in stunned:
        yield from stun_in_combat(g, cb, cid, by)
    cb.resolving = False
    from .turn import check_end

    check_end(g)


def stun_in_combat(g: Game, cb: Combat, cid: int, by: int | None) -> Gen:
    """Lethal (and effects like it): an attacker's stun on an enemy supporting character KOs it."""
    lethal = False
    is_defender = cid == cb.defender
    attackers_now = tuple(cb.attackers)
    if by is not None and by in cb.attackers:
        lethal = g.is_supporting(cid) and any("lethal" in g.keywords(a) for a in cb.attackers)
        lethal = lethal or any(g.effects_of("godslayer", card=a) for a in cb.attackers)
        for a in cb.attackers:
            g.add_effect("stunned_enemy", a)
    elif by is not None:
        lethal = bool(g.effects_of("godslayer", card=by))
        g.add_effect("stunned_enemy", by)
    if not g.in_play(cid):
        return
    if (yield from g.stun(cid, reason="combat", by=by)) and lethal and g.in_play(cid):
        g.log(f"{g.name(by) if by else ''}: KO", card=cid)
        yield from g.ko(cid)
    yield from trigger(g, "combat_stun", card=cid, by=by, attackers=attackers_now, team=cb.team,
                       defender=is_defender)


def end_combat(g: Game, cb: Combat) -> Gen:
    st = g.state
    for e in list(st.effects):
        if e.kind == "end_of_combat" and not cb.cancelled:
            yield from END_OF_COMBAT[str(e.data["hook"])](g, cb, e)
    for a in cb.attackers:
        st.effects = [e for e in st.effects if not (e.kind == "attack_bonus" and e.card == a)]
    st.combat = None
    g.end_effects("combat")
    if cb.juggernaut and not cb.cancelled:
        yield from e_juggernaut(g, cb)
    from .turn import check_end

    check_end(g)


def e_juggernaut(g: Game, cb: Combat) -> Gen:
    """Unstoppable: after stunning a front row enemy and surviving while attacking solo, attack that back row."""
    a = cb.attackers[0] if cb.attackers else -1
    d = cb.defender
    if a < 0 or d < 0 or not g.in_play(a) or not g.face_up(a) or not g.card(d).stunned:
        return
    back = [c for c in g.characters(g.card_side(d), "back") if g.face_up(c)]
    t = yield from g.choose_card(cb.attacking_player, "Unstoppable: attack a character in that back row?", back,
                                 optional=True, source=a)
    if t is not None:
        yield from combat(g, cb.attacking_player, [a], t, exhaust=False)

"""A Vs. System autopilot: recruits what it can afford, forms rows (ranged characters behind), uses super powers
and plot twists that help, and picks attacks it can win (stun the defender without losing more).

It reads only the pending decision and the public state (plus its own hand), and returns one option's key.
"""

from __future__ import annotations

from mcdesk.core.decisions import Decision, DecisionKind, Details

from ..cards.facts import PLOT_TWIST, SUPPORTING
from ..engine.combat import can_strike_back, defenders, strike_value, teammates_ok
from ..engine.game import Game
from ..engine.state import Combat

SKIP_POWERS = {"Teleport to Limbo", "We are Groot", "Banner's Influence", "Battle Tactics", "Transmute",
               "Accuse", "Impersonate"}
"""Powers whose use needs judgement the autopilot doesn't have; it leaves them alone."""
HARMFUL = {"Makluan Rings: Wither", "Yaka Arrow", "Extinguish", "Quantum Blast", "Mutant Supremacy",
           "Dust of Death", "Freeze", "Kinetic Card Throw", "Bombs Away", "Even The Odds", "Metal and Fire"}


def value(g: Game, c: int) -> float:
    """How much a character is worth to its side (a main character is the game)."""
    if g.is_main(c):
        left = g.health(c) - g.card(c).wounds
        return 40.0 if left <= 1 else 12.0 / left + 6
    v = float(g.cost(c)) + 1
    return v if g.card(c).wounds + 1 < g.health(c) else v * 1.5


def predict(g: Game, p: int, attackers: list[int], d: int) -> float:
    """The score of attacking d with these attackers (positive: worth it)."""
    total = sum(strike_value(g, a, d) for a in attackers)
    gain = value(g, d) if total >= g.defense(d) else 0.0
    cb = Combat(list(attackers), d, p, g.card(d).controller, g.row(attackers[0]) == "back", len(attackers) > 1)
    loss = 0.0
    saved, g.state.combat = g.state.combat, cb
    try:
        hit = [a for a in attackers if can_strike_back(g, cb, a) and strike_value(g, d, a) >= g.defense(a)]
    finally:
        g.state.combat = saved
    if hit:
        loss = max(value(g, a) for a in hit) if len(attackers) == 1 or "monstrous" in g.keywords(d) \
            else min(value(g, a) for a in hit)
        if "monstrous" in g.keywords(d) and cb.team and not cb.ranged:
            loss = sum(value(g, a) for a in hit)
    return gain - loss * 1.1 - (0.3 * len(attackers) if gain else 1)


def best_plan(g: Game, p: int, first: int, fixed: list[int] | None = None) -> tuple[float, list[int], int]:
    """The best defender for an attack led by ``first`` (greedily adding teammates from its row)."""
    attackers = list(fixed or [first])
    best: tuple[float, list[int], int] = (-1e9, attackers, -1)
    row = g.row(first)
    pool = [c for c in g.characters(g.side_of(p), row) if c not in attackers and g.face_up(c)
            and not g.card(c).exhausted and (row == "front" or "ranged" in g.keywords(c))]
    for d in defenders(g, p, attackers):
        team = list(attackers)
        score = predict(g, p, team, d)
        for c in sorted(pool, key=lambda x: -g.atk(x)):
            if sum(strike_value(g, a, d) for a in team) >= g.defense(d):
                break
            if teammates_ok(g, team + [c]) and d in defenders(g, p, team + [c]):
                s2 = predict(g, p, team + [c], d)
                if s2 > score:
                    team, score = team + [c], s2
        if score > best[0]:
            best = (score, team, d)
    return best


def choose(g: Game) -> str:
    d = g.pending
    assert d is not None
    p = d.player
    keys = d.keys
    if d.kind == DecisionKind.MULLIGAN:
        hand = g.hand(p)
        ok = any(g.facts(c).is_location for c in hand) and any(g.facts(c).type == SUPPORTING and g.cost(c) <= 3
                                                               for c in hand)
        return "keep" if ok else "mulligan"
    if d.kind == DecisionKind.CHOOSE and keys and keys[0].startswith("first:"):
        return f"first:{p}"
    if set(keys) == {"front", "back"}:
        src = d.source
        return "back" if src is not None and "ranged" in g.keywords(src) else "front"
    if d.kind == DecisionKind.TURN:
        if d.prompt.startswith("Resource step"):
            return _resource(g, p, keys)
        if d.prompt.startswith("Recruit step"):
            return _recruit(g, p, keys)
        if d.prompt.startswith("Formation step"):
            return _formation(g, p, keys)
        return _main(g, p, keys)
    if d.kind == DecisionKind.WINDOW:
        return _window(g, p, d)
    if d.kind == DecisionKind.TARGET:
        return _target(g, p, d)
    if d.kind == DecisionKind.YES_NO:
        if "Sadistic Choice" in d.prompt:
            return "yes" if len(g.hand(p)) > 3 else "no"
        return "yes"
    if d.kind == DecisionKind.PAY:
        hand_pay = [k for k in keys if g.zone_kind(int(k.split(":")[1])) == "hand"]
        locs_in_hand = sum(1 for c in g.hand(p) if g.facts(c).is_location)
        return hand_pay[0] if hand_pay and locs_in_hand > 2 else keys[0]
    if d.kind == DecisionKind.CHOOSE:
        enemy = [k for k in keys if k.startswith("player:") and int(k.split(":")[1]) in g.enemies(p)]
        if enemy:
            return max(enemy, key=lambda k: len(g.hand(int(k.split(":")[1]))))
        rows = [k for k in keys if k.startswith("row:")]
        if rows:
            return max(rows, key=lambda k: len(d.option(k).cards))  # type: ignore[union-attr]
        return "none" if "none" in keys else keys[0]
    return keys[0]


def _resource(g: Game, p: int, keys: tuple[str, ...]) -> str:
    locs = [k for k in keys if k.startswith("location:")]
    if locs:
        return locs[0]
    cards = [int(k.split(":")[1]) for k in keys if k.startswith("resource:")]
    if not cards:
        return "skip"
    have = len(g.resources(p)) + 1
    # the card least likely to be played soon: the most expensive, or a plot twist
    return f"resource:{max(cards, key=lambda c: (g.cost(c) - have) if g.facts(c).type == SUPPORTING else 0.5)}"


def _recruit(g: Game, p: int, keys: tuple[str, ...]) -> str:
    build_powers = [k for k in keys if k.startswith("power:") and _power_name(g, k) not in SKIP_POWERS]
    if build_powers and any(k.startswith("recruit:") for k in keys) or build_powers and _power_name(
            g, build_powers[0]) != "Greatest Guardian":
        return build_powers[0]
    rec = [k for k in keys if k.startswith("recruit:")]
    if not rec:
        return "done"
    best = max(rec, key=lambda k: (g.cost(int(k.split(":")[1])), k.endswith("front")))
    c = int(best.split(":")[1])
    row = "back" if "ranged" in g.keywords(c) or g.facts(c).ranged else "front"
    return f"recruit:{c}:{row}"


def _power_name(g: Game, key: str) -> str:
    from ..engine.actions import powers_of

    _, c, i = key.split(":")
    cid = int(c)
    pw = dict(powers_of(g, cid) if g.in_play(cid) else enumerate(g.script(cid).powers)).get(int(i))
    return pw.name if pw else ""


def _desired_row(g: Game, p: int, c: int) -> str:
    if "ranged" in g.keywords(c):
        return "back"
    return "front"


def _formation(g: Game, p: int, keys: tuple[str, ...]) -> str:
    side = g.side_of(p)
    main = g.main_of(p)
    front_guards = [c for c in g.characters(side, "front") if c != main and g.face_up(c)]
    for k in keys:
        if not k.startswith("move:"):
            continue
        c = int(k.split(":")[1])
        want = _desired_row(g, p, c)
        if c == main and front_guards and g.card(c).wounds + 2 >= g.health(c):
            want = "back"  # a badly wounded main character hides behind its team
        if g.card(c).stunned:
            want = "back" if c == main else g.row(c)
        if g.row(c) != want:
            return k
    return "done"


def _main(g: Game, p: int, keys: tuple[str, ...]) -> str:
    for k in keys:
        if k.startswith("plot:") and g.facts(int(k.split(":")[1])).type == PLOT_TWIST:
            return k
    for k in keys:
        if k.startswith("power:") and _power_name(g, k) not in SKIP_POWERS:
            return k
    best: tuple[float, str] = (0.0, "end")
    for k in keys:
        if k.startswith("attack:"):
            c = int(k.split(":")[1])
            score = best_plan(g, p, c)[0]
            if _player_attack(g, k):
                score = 100.0
            if score > best[0]:
                best = (score, k)
    if best[1] != "end":
        return best[1]
    for k in keys:
        if k.startswith("powerup:"):
            return k
    return "end"


def _player_attack(g: Game, k: str) -> bool:
    from ..engine.combat import _player_targets

    c = int(k.split(":")[1])
    return bool(_player_targets(g, g.card(c).controller, c))


def _window(g: Game, p: int, d: Decision) -> str:
    cb = g.state.combat
    keys = d.keys
    if cb is None:
        return "pass"
    mine_attacking = g.card(cb.attackers[0]).controller in g.side_players(g.side_of(p)) if cb.attackers else False
    total = sum(strike_value(g, a, cb.defender) for a in cb.attackers)
    d_stunned = total >= g.defense(cb.defender)
    a_risk = any(can_strike_back(g, cb, a) and strike_value(g, cb.defender, a) >= g.defense(a) for a in cb.attackers)
    unhappy = (not d_stunned or a_risk) if mine_attacking else (d_stunned or not a_risk)
    if not unhappy:
        return "pass"
    for k in keys:
        if k.startswith(("plot:", "power:", "powerup:")):
            if k.startswith("power:") and _power_name(g, k) in SKIP_POWERS:
                continue
            return k
    return "pass"


def _target(g: Game, p: int, d: Decision) -> str:
    keys = d.keys
    if keys and keys[0].startswith(("with:", "defender:", "player:")) or "back" in keys:
        return _attack_target(g, p, d)
    cards = {k: int(k.split(":")[1]) for k in keys if k.startswith("card:")}
    if not cards:
        return keys[0]
    mine = {k: c for k, c in cards.items() if g.in_play(c) and not g.is_enemy_card(p, c)}
    enemy = {k: c for k, c in cards.items() if g.in_play(c) and g.is_enemy_card(p, c)}
    harmful = any(h.lower() in d.prompt.lower() for h in HARMFUL) or any(
        w in d.prompt for w in ("-1/-1", "enemy", "stun", "KO", "Nullify", "Freeze", "Sting"))
    if "strikes back" in d.prompt:
        return max(cards, key=lambda k: value(g, cards[k]) if g.stats(cards[k])[1] <= g.atk(d.source or 0) else 0)
    if harmful and enemy:
        return max(enemy, key=lambda k: (value(g, enemy[k]) - g.defense(enemy[k]) * 0.5))
    if mine and not harmful:
        cb = g.state.combat
        in_cb = [k for k, c in mine.items() if cb and (c in cb.attackers or c == cb.defender)]
        if in_cb:
            return in_cb[0]
        return max(mine, key=lambda k: (g.is_main(mine[k]), g.atk(mine[k])))
    if "none" in keys:
        return "none"
    return max(cards, key=lambda k: (not g.in_play(cards[k]) or g.is_enemy_card(p, cards[k])))


def _attack_target(g: Game, p: int, d: Decision) -> str:
    keys = d.keys
    players = [k for k in keys if k.startswith("player:")]
    if players:
        return players[0]
    attackers = list(d.extra.cards("attackers")) if isinstance(d.extra, Details) else []
    if not attackers:
        return keys[0]
    score, team, target = best_plan(g, p, attackers[0], attackers)
    for c in team:
        if c not in attackers and f"with:{c}" in keys:
            return f"with:{c}"
    if target >= 0 and f"defender:{target}" in keys:
        return f"defender:{target}"
    defs = [k for k in keys if k.startswith("defender:")]
    return defs[0] if defs else keys[-1]

"""Reading the table: what the autopilot sees and how it values hit points, threat, damage and cards."""

from __future__ import annotations

import zlib
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import (
    Action,
    Decision,
    DecisionKind,
)

from ...engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD
from .common import add_dist, mix_dist, shift_dist
from .knowledge import (
    ALLY_BONUS,
    DEATH,
    DRAW_VALUE,
    EXHAUST_FACTOR,
    HOLD_VALUE,
    HP_POINT,
    PAID_WITH_BONUS,
    PERMANENT_VALUE,
    RECOVER_OPTION,
    SOFT_THREAT,
    TEMPORARY_ALLIES,
    Roles,
    derived,
)

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.payment import ResourceNeed, ResourceSource


GainRecipe = tuple[int, tuple[tuple[int, float], ...], tuple[tuple[int, int], ...],
                   tuple[tuple[bool, tuple[tuple[int, int], ...]], ...], float]
"""What the next villain phase's threat is made of (see :meth:`Reading.gain_dist`): the fixed threat, the boost
icons of one encounter card as (icons, chance) pairs, the villains' (boost cards, scheme) pairs, for each player
still in the game whether it is in alter-ego form and its minions' (boost cards, scheme) pairs, and the chance
of a card that makes the villain scheme."""

_GAIN_MEMO: dict[GainRecipe, dict[int, float]] = {}
"""Threat distributions by recipe: a pure function of the recipe, so kept across decisions and games (the
convolutions over every player's minions are the autopilot's dearest reading); never changed once made."""
_MEMO_SIZE = 4096


def _gain_from(recipe: GainRecipe) -> dict[int, float]:
    """The distribution of the threat the recipe places, worked out in the order the table is read (the same
    sums in the same order: the same numbers to the last bit)."""
    fixed, boost_items, villains, players, q_adv = recipe
    boost = dict(boost_items)

    def n_boosts(cards: int) -> dict[int, float]:
        d: dict[int, float] = {0: 1.0}
        for _ in range(cards):
            d = add_dist(d, boost)
        return d

    def villain_scheme() -> dict[int, float]:
        d: dict[int, float] = {0: 1.0}
        for cards, scheme in villains:
            d = add_dist(d, shift_dist(n_boosts(cards), scheme))
        return d

    dist: dict[int, float] = {0: 1.0}
    for ae, minions in players:
        if ae:
            dist = add_dist(dist, villain_scheme())
            for cards, scheme in minions:
                dist = add_dist(dist, shift_dist(n_boosts(cards), scheme))
        if q_adv > 0:
            dist = add_dist(dist, mix_dist({0: 1.0}, villain_scheme(), q_adv))
    return shift_dist(dist, fixed)


class Reading:
    """One decision's worth of reasoning: reads the state once and scores the pending options."""

    def __init__(self, g: Game, d: Decision, seed: int) -> None:
        self.g = g
        self.d = d
        self.p = d.player
        self.seed = seed
        self.ident = g.identity(self.p)
        self._keep: dict[int, float] = {}
        self.known = derived(g.db)
        self._cache: dict[str, Any] = {}
        self._memo: dict[tuple[Any, ...], Any] = {}
        """Readings that depend on the table alone (not on the plan being weighed, see end_in_alter_ego)."""

    def tiebreak(self, key: str) -> int:
        return zlib.crc32(f"{self.seed}:{len(self.g.answers)}:{key}".encode())

    # -- plain reads ----------------------------------------------------------------------------------
    def title(self, cid: int) -> str:
        return self.g.card_title(cid)

    def code(self, cid: int) -> str:
        return self.g.state.cards[cid].code

    def type_of(self, cid: int) -> str:
        return self.g.facts(cid).type_code

    def stat(self, cid: int, name: str) -> int:
        return self.g.stat(cid, name) or 0

    def hp(self, cid: int | None = None) -> int:
        return self.g.hit_points(self.ident if cid is None else cid)

    def max_hp(self, cid: int | None = None) -> int:
        from ...engine.values import max_hit_points

        return max_hit_points(self.g, self.ident if cid is None else cid)

    def form(self, p: int | None = None) -> str:
        return self.g.form(self.p if p is None else p)

    def is_enemy(self, cid: int) -> bool:
        return self.g.is_in_play(cid) and self.type_of(cid) in ("villain", "minion")

    def is_scheme(self, cid: int) -> bool:
        return self.g.is_in_play(cid) and self.type_of(cid) in ("main_scheme", "side_scheme")

    def final_stage(self) -> bool:
        return not self.g.state.zone("villain_deck")

    def my_allies(self) -> list[int]:
        return [a for a in self.g.allies(self.p) if self.g.state.cards[a].controller == self.p]

    # -- the villain's side ------------------------------------------------------------------------------
    def boost_dist(self) -> dict[int, float]:
        """Boost icons of one card from the encounter deck, as a distribution (the deck's composition is known,
        not its order), amplify icons included."""
        if "boost_dist" not in self._cache:
            from ...engine.combat import amplify_icons

            ids = self.g.state.zone(ENCOUNTER_DECK) or self.g.state.zone(ENCOUNTER_DISCARD)
            amp = amplify_icons(self.g)
            dist: dict[int, float] = {}
            for c in ids:
                n = (self.g.db.card(self.g.state.cards[c].code).boost or 0) + amp
                dist[n] = dist.get(n, 0.0) + 1.0 / len(ids)
            self._cache["boost_dist"] = dist or {1: 1.0}
        boost: dict[int, float] = self._cache["boost_dist"]
        return boost

    def expected_boost(self) -> float:
        return sum(n * p for n, p in self.boost_dist().items())

    def boost_cards(self, enemy: int) -> int:
        """Boost cards an enemy gets per activation (the villain one, Klaw two, villainous minions one)."""
        f = self.g.facts(enemy)
        if f.type_code == "villain":
            return 2 if f.name == "Klaw" else 1
        return 1 if self.g.has_keyword(enemy, "villainous") else 0

    def attack_dist(self, enemy: int, *, dealt: int | None = None) -> dict[int, float]:
        """The damage of one attack by ``enemy`` as a distribution (``dealt``: boost cards already dealt)."""
        ck = ("attack", enemy, dealt)  # a pure reading of the table, which does not change during a decision
        known: dict[int, float] | None = self._memo.get(ck)
        if known is not None:
            return known
        if self.g.state.cards[enemy].stunned:
            return {0: 1.0}
        dist = {self.stat(enemy, "attack"): 1.0}
        for _ in range(self.boost_cards(enemy) if dealt is None else dealt):
            nxt: dict[int, float] = {}
            for a, pa in dist.items():
                for b, pb in self.boost_dist().items():
                    nxt[a + b] = nxt.get(a + b, 0.0) + pa * pb
            dist = nxt
        self._memo[ck] = dist
        return dist

    def enemy_attack(self, enemy: int, *, dealt: int | None = None) -> float:
        """Expected damage of one attack by ``enemy``."""
        return sum(a * p for a, p in self.attack_dist(enemy, dealt=dealt).items())

    def enemy_scheme(self, enemy: int) -> float:
        if self.g.state.cards[enemy].confused:
            return 0.0
        return self.stat(enemy, "scheme") + self.boost_cards(enemy) * self.expected_boost()

    # -- threat ----------------------------------------------------------------------------------------------
    def main_threat(self) -> tuple[int | None, int, int]:
        from ...engine.schemes import target_threat

        main = self.g.main_scheme()
        if main is None or self.g.facts(main).threat is None:
            return main, 0, 99
        return main, self.g.state.cards[main].threat, target_threat(self.g, main)

    def threat_gain(self, me_alter_ego: bool | None = None) -> float:
        """Expected threat placed on the main scheme in the next villain phase: escalation and acceleration,
        the villain's and minions' schemes against players in alter-ego form, and a little for the
        encounter cards."""
        from ...engine.schemes import acceleration, threat_value

        main = self.g.main_scheme()
        if main is None:
            return 0.0
        gain = float(threat_value(self.g, main, "escalation_threat") + acceleration(self.g))
        for q in self.g.active_players():
            ae = self.form(q) == "alter_ego"
            if q == self.p and me_alter_ego is not None:
                ae = me_alter_ego
            if ae:
                gain += sum(self.enemy_scheme(v) for v in self.g.villains())
                gain += sum(self.enemy_scheme(m) for m in self.g.minions(q))
        return gain + 0.7 * len(self.g.active_players())

    def room(self, me_alter_ego: bool | None = None) -> float:
        """How much threat the main scheme can still take after the next villain phase (<= 0: we lose)."""
        _, t, k = self.main_threat()
        return k - t - self.threat_gain(me_alter_ego)

    def end_in_alter_ego(self) -> bool:
        """Will our identity be in alter-ego form when the villain phase comes (the plan for this turn)?"""
        if "end_ae" not in self._cache:
            g = self.g
            if self.d.kind is not DecisionKind.TURN or g.state.players[self.p].changed_form_this_turn \
                    or g.state.active_player != self.p:
                self._cache["end_ae"] = self.form() == "alter_ego"
            else:
                self._cache["end_ae"] = self.form() == "alter_ego"  # provisional, while the plan is weighed
                self._cache["end_ae"] = self._decide_end_form() == "alter_ego"
        ae: bool = self._cache["end_ae"]
        return ae

    def gain_dist(self, me_alter_ego: bool | None = None) -> dict[int, float]:
        """The threat the next villain phase places on the main scheme, as a distribution: escalation and
        acceleration, the schemes of the villain (with its boost cards) and of the minions against players in
        alter-ego form, and the chance of an encounter card that makes the villain scheme (Advance)."""
        from ...engine.schemes import acceleration, threat_value

        ck = f"gain:{me_alter_ego}"
        if ck in self._cache:
            cached: dict[int, float] = self._cache[ck]
            return cached
        g = self.g
        main = g.main_scheme()
        if main is None:
            dist: dict[int, float] = {0: 1.0}
            self._cache[ck] = dist
            return dist
        # What the distribution is made of, read from the table; the convolutions are worked out once for each
        # such recipe (see _gain_from) and kept while later decisions read the same numbers.
        fixed = threat_value(g, main, "escalation_threat") + acceleration(g)
        villains = tuple((self.boost_cards(v), self.stat(v, "scheme")) for v in g.villains()
                         if not g.state.cards[v].confused)
        q_adv = self.encounter_share(self.known.threat_treacheries)
        players = []
        for q in g.active_players():
            ae = self.form(q) == "alter_ego"
            if q == self.p and me_alter_ego is not None:
                ae = me_alter_ego
            minions = tuple((self.boost_cards(m), self.stat(m, "scheme")) for m in g.minions(q)
                            if not g.state.cards[m].confused) if ae else ()
            players.append((ae, minions))
        recipe = (fixed, tuple(self.boost_dist().items()), villains, tuple(players), q_adv)
        made = _GAIN_MEMO.get(recipe)
        if made is None:
            if len(_GAIN_MEMO) >= _MEMO_SIZE:
                _GAIN_MEMO.clear()
            made = _GAIN_MEMO[recipe] = _gain_from(recipe)
        self._cache[ck] = made
        return made

    def n_boosts(self, enemy: int) -> dict[int, float]:
        """The boost icons an enemy's activation adds, as a distribution."""
        d: dict[int, float] = {0: 1.0}
        for _ in range(self.boost_cards(enemy)):
            d = add_dist(d, self.boost_dist())
        return d

    def encounter_share(self, codes: frozenset[str]) -> float:
        """The chance that a card dealt from the encounter deck is one of ``codes`` (its composition is known)."""
        ids = self.g.state.zone(ENCOUNTER_DECK)
        if not ids:
            return 0.0
        return sum(1 for c in ids if self.g.state.cards[c].code in codes) / len(ids)

    def scheme_cost(self, threat: float, gain: dict[int, float] | None = None) -> float:
        """The cost of the main scheme holding ``threat`` now, counted after the next villain phase: the chance
        that it completes the stage (the game lost, or the scheme advancing) and the threat that will then
        have to be removed."""
        main, _, k = self.main_threat()
        if main is None or k >= 99:
            return 0.0
        gain = self.gain_dist(self.end_in_alter_ego()) if gain is None else gain
        final = not self.g.state.zone("main_scheme_deck")
        lose = DEATH if final else 15.0
        cost = 0.0
        for g_, p in gain.items():
            level = threat + g_
            cost += p * (lose if level >= k else self.soft_threat(level, k))
        return cost

    def soft_threat(self, level: float, k: int) -> float:
        """Threat sitting on the main scheme: work to come, more pressing near the target."""
        soft = 0.0
        for i in range(int(max(0, level))):
            r = (i + 1) / k
            soft += SOFT_THREAT[0] if r <= 0.4 else SOFT_THREAT[1] if r <= 0.6 else SOFT_THREAT[2] if r <= 0.8 \
                else SOFT_THREAT[3]
        return soft

    def threat_removal_value(self, n: int, gain: dict[int, float] | None = None) -> float:
        """The worth of removing ``n`` threat from the main scheme now."""
        _, t, _ = self.main_threat()
        n = min(n, t)
        if n <= 0:
            return 0.0
        return self.scheme_cost(t, gain) - self.scheme_cost(t - n, gain)

    def threat_placing_cost(self, n: int, gain: dict[int, float] | None = None) -> float:
        """The cost of ``n`` more threat on the main scheme now."""
        _, t, _ = self.main_threat()
        return self.scheme_cost(t + n, gain) - self.scheme_cost(t, gain)

    def residual_gain(self) -> dict[int, float]:
        """In the villain phase: what may still come this phase (an encounter card or two)."""
        return {0: 0.85, 2: 0.15}

    def thwart_value(self, scheme: int, n: int) -> float:
        """The worth of removing ``n`` threat from ``scheme``."""
        from ...engine.schemes import can_remove_threat

        g = self.g
        if n <= 0 or not g.is_in_play(scheme) or not can_remove_threat(g, scheme):
            return 0.0
        c = g.state.cards[scheme]
        removed = min(n, c.threat)
        if self.type_of(scheme) == "main_scheme":
            return self.threat_removal_value(removed)
        f = g.facts(scheme)
        impact = 1.0 + 1.6 * f.scheme_acceleration + 1.5 * f.scheme_hazard
        if f.scheme_crisis:
            impact += 1.0 + min(6.0, self.threat_removal_value(2))
        impact += self.side_scheme_extra(scheme)
        value = removed * 0.4 + impact * (removed / max(1, c.threat))
        if removed >= c.threat:
            value += impact * 1.5
        return value

    def side_scheme_extra(self, scheme: int) -> float:
        """Side schemes whose text matters more than their icons."""
        name = self.g.facts(scheme).name
        if name == 'The "Immortal" Klaw':
            return 4.0
        if name in ("Legions of Hydra", "Highway Robbery", "Bomb Scare"):
            return 1.5
        return 0.0

    def best_thwart(self, n: int, schemes: Iterable[int] | None = None) -> tuple[float, int | None]:
        from ...engine.schemes import thwartable_schemes

        cands = list(schemes) if schemes is not None else thwartable_schemes(self.g, self.p)
        best: tuple[float, int | None] = (0.0, None)
        for s in cands:
            v = self.thwart_value(s, n)
            if v > best[0]:
                best = (v, s)
        return best

    # -- damage ----------------------------------------------------------------------------------------------
    def minion_value(self, m: int) -> float:
        """The worth of defeating a minion: what it would do over a few rounds, more for guard."""
        g = self.g
        v = 1.5 + 1.6 * (self.stat(m, "attack") + self.stat(m, "scheme"))
        if g.has_keyword(m, "guard"):
            v += 3.0
        if g.has_keyword(m, "retaliate"):
            v += 1.0
        if g.facts(m).name in ("M.O.D.O.K.", "Madame Hydra", "Vulture", "Whiplash", "Yon-Rogg", "Titania",
                               "Killmonger"):
            v += 2.0
        return v

    def damage_value(self, target: int, n: int, *, overkill: bool = False, attacker: int | None = None,
                     waste: float = 0.0) -> float:
        """The worth of dealing ``n`` damage to an enemy now (``waste``: what each point beyond a minion's
        hit points costs, for damage that could have gone elsewhere)."""
        from ...engine.combat import has_rule

        g = self.g
        if n <= 0 or not g.is_in_play(target):
            return 0.0
        c = g.state.cards[target]
        if has_rule(g, target, "cannot_take_damage") or g.has_keyword(target, "cannot_take_damage"):
            return 0.0  # its own rule, or one another card gives it (Ruler of Atlantis, Criminal Underworld)
        hp = g.hit_points(target)
        kind = self.type_of(target)
        if c.tough:  # the tough status card absorbs the whole hit: a small hit should break it
            if kind == "minion" and self.team_damage(attacker) >= hp:
                return 0.5 * self.minion_value(target)
            return 1.6
        if kind == "villain":
            if any(g.facts(a).name == "Armored Rhino Suit" for a in g.attachments(target)):
                return 0.7 * n
            v = 1.0 * min(n, hp)
            if n >= hp:
                v += 100.0 if self.final_stage() else 4.0
            return v
        if kind == "minion":
            if n >= hp:
                v = self.minion_value(target) + 0.3 * hp
                if overkill and g.villain() is not None:
                    v += 0.8 * (n - hp)
                else:
                    v -= waste * (n - hp)
                return v
            if n + self.team_damage(attacker) >= hp:
                return 0.9 * self.minion_value(target) * n / hp
            return 0.45 * n
        return 0.0

    def team_damage(self, exclude: int | None) -> int:
        """What our other ready characters could still deal this turn with basic attacks."""
        from ...engine.combat import has_status

        g = self.g
        if self.d.kind is not DecisionKind.TURN or g.state.active_player != self.p:
            return 0
        if "team" not in self._cache:
            team: dict[int, int] = {}
            chars = self.my_allies() + ([self.ident] if self.form() == "hero" else [])
            for c in chars:
                if not g.state.cards[c].exhausted and not has_status(g, c, "stunned"):
                    team[c] = self.stat(c, "attack")
            self._cache["team"] = team
        team_: dict[int, int] = self._cache["team"]
        return sum(v for c, v in team_.items() if c != exclude)

    def best_damage(self, n: int, cands: Iterable[int] | None = None, *, minions_only: bool = False,
                    overkill: bool = False, attacker: int | None = None, waste: float = 0.0,
                    ) -> tuple[float, int | None]:
        from ...engine.combat import attackable_enemies

        targets = list(cands) if cands is not None else attackable_enemies(self.g, self.p)
        if minions_only:
            targets = [t for t in targets if self.type_of(t) == "minion"]
        best: tuple[float, int | None] = (0.0, None)
        for t in targets:
            v = self.damage_value(t, n, overkill=overkill, attacker=attacker, waste=waste)
            if v > best[0] or (v == best[0] and best[1] is None and v > 0):
                best = (v, t)
        return best

    # -- hit points ------------------------------------------------------------------------------------------
    def hp_point(self, left: float) -> float:
        """What one hit point of our identity is worth when ``left`` would remain after losing it."""
        if left < 0.5:
            return DEATH
        if left < 2.5:
            return HP_POINT[0]
        if left < 4.5:
            return HP_POINT[1]
        if left < 6.5:
            return HP_POINT[2]
        return HP_POINT[3]

    def hp_cost(self, amount: float, hp: int | None = None) -> float:
        """The cost of our identity losing ``amount`` hit points (fractions count proportionally)."""
        hp = self.hp() if hp is None else hp
        cost = 0.0
        whole = int(amount)
        for i in range(whole):
            cost += self.hp_point(hp - i - 1)
            if cost >= DEATH:
                return DEATH
        frac = amount - whole
        if frac > 0:
            cost += frac * self.hp_point(hp - whole - 1)
        return min(cost, DEATH)

    def heal_value(self, target: int, n: int) -> float:
        g = self.g
        healed = min(n, g.state.cards[target].damage)
        if healed <= 0:
            return 0.0
        if target == self.ident:
            hp = self.hp()
            return sum(min(2.0, self.hp_point(hp + i)) for i in range(healed))
        if self.type_of(target) == "ally":
            return 0.5 * healed
        return 0.0

    # -- allies ---------------------------------------------------------------------------------------------------
    def ally_value(self, a: int) -> float:
        """What an ally in play is still worth: its actions to come and one attack it can block."""
        ck = ("ally", a)
        known: float | None = self._memo.get(ck)
        if known is not None:
            return known
        value = self._ally_value(a)
        self._memo[ck] = value
        return value

    def _ally_value(self, a: int) -> float:
        if self.code(a) in TEMPORARY_ALLIES:
            return 0.0
        hp = self.hp(a)
        best = max(self.stat(a, "attack"), self.stat(a, "thwart"))
        cost = max(1, min(self.stat(a, "attack_cost") or 1, self.stat(a, "thwart_cost") or 1))
        actions = max(0, (hp - 1) // cost)
        return self.chump_value() + 0.8 * best * min(actions, 3)

    def chump_value(self) -> float:
        """Blocking one villain attack with an ally: the hero hit points it saves."""
        v = self.g.villain()
        if v is None:
            return 1.0
        return min(6.0, 0.3 + 0.6 * self.enemy_attack(v) * (1.0 if self.form() == "hero" else 0.4))

    def ally_action_cost(self, a: int, stat_cost: str) -> float:
        """The cost of an ally's consequential damage: small if it survives, its worth if it is defeated."""
        dmg = self.stat(a, stat_cost)
        if dmg <= 0 or self.code(a) in TEMPORARY_ALLIES:
            return 0.0
        if dmg >= self.hp(a):
            return self.chump_value() + 0.3
        return 0.25 * dmg

    # -- hand -------------------------------------------------------------------------------------------------------
    def playable_later(self, cid: int) -> bool:
        """Could this card ever be played from hand here (not a dead duplicate)?"""
        from ...engine.playing import max_per_player_ok, unique_conflict

        g = self.g
        f = g.facts(cid)
        if f.type_code == "resource":
            return True
        if f.is_unique and unique_conflict(g, cid):
            return False
        if f.type_code in ("ally", "support", "upgrade") and not max_per_player_ok(g, cid, self.p):
            return False
        return True

    def keep_value(self, cid: int) -> float:
        """What keeping a card in hand is worth (what paying with it or discarding it loses): what playing it
        later would bring, less the fresh card it keeps us from drawing."""
        if cid in self._keep:
            return self._keep[cid]
        v = max(0.05, self.future_value(cid) - DRAW_VALUE)
        self._keep[cid] = v
        return v

    def future_value(self, cid: int) -> float:
        """A rough worth of a card in hand, net of the resources playing it will take."""
        g = self.g
        f = g.facts(cid)
        code = self.code(cid)
        cost = 0.6 * max(0, f.cost or 0)
        if f.type_code == "resource":
            return DRAW_VALUE + 0.15 * sum(f.resources.values())
        if not self.playable_later(cid):
            return 0.0
        if code in HOLD_VALUE:
            return DRAW_VALUE + HOLD_VALUE[code]
        if f.type_code == "ally":
            if code in TEMPORARY_ALLIES:
                return 6.0 - cost
            return 2.0 + 0.9 * ((f.attack or 0) + (f.thwart or 0)) + 0.45 * (f.health or 1) + \
                ALLY_BONUS.get(code, 0.0) - cost
        if f.type_code in ("upgrade", "support"):
            if code == "01007" and not g.minions():
                return 1.2
            return PERMANENT_VALUE.get(code, 2.5) - cost
        if code in self.known.damage_events:
            return 0.8 * self.known.damage_events[code] - cost
        if code in self.known.thwart_events:
            return 1.1 * self.known.thwart_events[code] - cost
        return 1.2

    def resources_of(self, cid: int) -> int:
        return sum(self.g.facts(cid).resources.values())

    # -- paying ------------------------------------------------------------------------------------------------------
    def source_cost(self, s: ResourceSource) -> float:
        if s.ability is None:
            return self.keep_value(s.card)
        if self.type_of(s.card) == "alter_ego" or self.type_of(s.card) == "hero":
            return 0.0  # an identity's once-per-round resource (Scientist)
        if self.g.facts(s.card).has_keyword("uses"):
            return 0.35  # a counter of Web-Shooter: what it is there for
        return 0.1

    def cheapest_payment(self, need: ResourceNeed, srcs: list[ResourceSource],
                         paid: dict[str, int] | None = None, bonus_type: str | None = None,
                         ) -> tuple[float, list[ResourceSource]] | None:
        """The cheapest set of sources (one per card) meeting ``need`` on top of ``paid``: the cards least
        needed, resource abilities first, as little waste as possible. None when it cannot be met."""
        from ...engine.payment import meets

        paid = dict(paid or {})
        groups: dict[int, list[ResourceSource]] = {}
        for s in srcs:
            groups.setdefault(s.card, []).append(s)
        cards = sorted(groups.values(), key=lambda grp: min(self.source_cost(s) for s in grp))[:12]
        if meets(paid, need):
            return 0.0, []
        best: tuple[float, list[ResourceSource]] | None = None

        def waste(total: dict[str, int]) -> float:
            return 0.3 * max(0, sum(total.values()) - need.amount)

        def bonus(chosen: list[ResourceSource]) -> float:
            if bonus_type and any(s.gives.get(bonus_type) or s.gives.get("wild") for s in chosen):
                return -0.8
            return 0.0

        def search(i: int, acc: dict[str, int], cost: float, chosen: list[ResourceSource]) -> None:
            nonlocal best
            if best is not None and cost >= best[0] + 1.0:
                return
            if meets(acc, need):
                total = cost + waste(acc) + bonus(chosen)
                if best is None or total < best[0] - 1e-9:
                    best = (total, list(chosen))
                return
            if i == len(cards):
                return
            for s in cards[i]:
                nxt = dict(acc)
                for t, n in s.gives.items():
                    nxt[t] = nxt.get(t, 0) + n
                chosen.append(s)
                search(i + 1, nxt, cost + self.source_cost(s), chosen)
                chosen.pop()
            search(i + 1, acc, cost, chosen)

        search(0, paid, 0.0, [])
        return best

    def play_cost(self, cid: int) -> float | None:
        """The cheapest way to pay for playing ``cid`` now, in keep value (None: cannot pay)."""
        from ...engine.payment import ResourceNeed, sources
        from ...engine.playing import card_cost

        amount = card_cost(self.g, cid, self.p)
        if amount <= 0:
            return 0.0
        srcs = sources(self.g, self.p, cid, {cid})
        plan = self.cheapest_payment(ResourceNeed(amount), srcs, bonus_type=PAID_WITH_BONUS.get(self.code(cid)))
        return None if plan is None else plan[0]

    def spare_resources(self) -> int:
        from ...engine.payment import sources

        return sum(sum(s.gives.values()) for s in sources(self.g, self.p, None, set()))

    # == the end-of-turn form ==============================================================================
    def _decide_end_form(self) -> str:
        """Which form to be in when the villain phase comes. The hero is attacked (priced with the best
        defenses), the alter-ego is schemed against (priced by the threat left after what we can still remove
        this turn) and draws a bigger hand. Starting the turn in alter-ego form, becoming the hero also lets
        the hero act this turn (a basic power or hero events), instead of recovering."""
        g = self.g
        _, t, _ = self.main_threat()
        gain_h, gain_a = self.gain_dist(False), self.gain_dist(True)
        hero_cost = self.villain_phase_cost(as_hero=True)
        hand_bonus = 0.6 * ((g.db.card(self.alter_ego_code()).hand_size or 6) - self.hand_size_as_hero())
        if self.form() == "hero":
            left = max(0, t - self.thwart_capacity(as_hero=True))
            ae_rel = self.scheme_cost(left, gain_a) - self.scheme_cost(left, gain_h) - hand_bonus
            # Starting the next turn in alter-ego form, the identity can recover instead of using its basic power.
            rec = g.db.card(self.alter_ego_code()).recover or 0
            hero = g.db.card(self.hero_code())
            basic = max(self.best_damage(hero.attack or 0)[0], self.best_thwart(hero.thwart or 0)[0])
            ae_rel -= RECOVER_OPTION * max(0.0, self.heal_value(self.ident, rec) - basic)
            return "alter_ego" if ae_rel < hero_cost - 0.2 else "hero"
        ready = not g.state.cards[self.ident].exhausted
        heal = self.heal_value(self.ident, self.stat(self.ident, "recover")) if ready else 0.0
        hero = g.db.card(self.hero_code())
        basic_atk = self.best_damage(hero.attack or 0)[0] if ready else 0.0
        events = self.hero_event_damage()
        stay = self.scheme_cost(max(0, t - self.thwart_capacity(as_hero=False)), gain_a) - hand_bonus - heal
        flip = hero_cost - events + min(
            self.scheme_cost(max(0, t - self.thwart_capacity(as_hero=True)), gain_h),
            self.scheme_cost(max(0, t - self.thwart_capacity(as_hero=True, basic=False)), gain_h)
            - max(basic_atk, heal),
        )
        return "hero" if flip <= stay else "alter_ego"

    def thwart_capacity(self, *, as_hero: bool, basic: bool = True) -> int:
        """About how much threat we can still remove from the main scheme this turn: the hero's basic thwart
        (``basic``), ready allies, thwart events we can afford (hero events only ``as_hero``)."""
        from ...engine.combat import has_status
        from ...engine.schemes import can_remove_threat

        g = self.g
        main = g.main_scheme()
        if self.d.kind is not DecisionKind.TURN or main is None or not can_remove_threat(g, main):
            return 0
        hero_ok = as_hero or self.form() == "hero"
        confused = has_status(g, self.ident, "confused")
        cap = 0
        if basic and hero_ok and not g.state.cards[self.ident].exhausted:
            if confused:  # the basic thwart only discards the confused card, which frees the thwart events
                confused = False
            else:
                cap += self.stat(self.ident, "thwart") if self.form() == "hero" else \
                    (g.db.card(self.hero_code()).thwart or 0)
        for a in self.my_allies():
            if not g.state.cards[a].exhausted and not has_status(g, a, "confused"):
                cap += self.stat(a, "thwart")
        budget = self.spare_resources()
        events = sorted((c for c in g.hand(self.p) if self.code(c) in self.known.thwart_events),
                        key=lambda c: -self.known.thwart_events[self.code(c)])
        for cid in events:
            hero_only = any(a.form == "hero" for a in g.script(cid).abilities if a.from_hand)
            if (hero_only and not hero_ok) or (hero_ok and confused):
                continue
            need = (g.facts(cid).cost or 0) + self.resources_of(cid)
            if need <= budget:
                budget -= need
                cap += self.known.thwart_events[self.code(cid)]
        return cap

    def hero_event_damage(self) -> float:
        """What the best hero-only damage event we can afford would do."""
        g = self.g
        best = 0.0
        budget = self.spare_resources()
        for cid in g.hand(self.p):
            code = self.code(cid)
            if code not in self.known.damage_events or (g.facts(cid).cost or 0) + self.resources_of(cid) > budget:
                continue
            best = max(best, self.best_damage(self.known.damage_events[code], waste=0.35)[0] - 1.5)
        return best

    def villain_phase_cost(self, *, as_hero: bool) -> float:
        """The expected cost of the next villain phase's activations against us in that form."""
        g = self.g
        if not as_hero:
            _, t, _ = self.main_threat()
            cost = self.scheme_cost(t, self.gain_dist(True)) - self.scheme_cost(t, self.gain_dist(False))
            hands = (self.g.db.card(self.alter_ego_code()).hand_size or 6) - self.hand_size_as_hero()
            return cost - 0.6 * hands
        attackers = list(g.villains()) + list(g.minions(self.p))
        dists = sorted((self.attack_dist(a) for a in attackers), key=lambda d: -sum(k * v for k, v in d.items()))
        allies = sorted(self.my_allies(), key=self.ally_value)
        hero_free = True
        hp = self.hp()
        defense = self.hero_defense()
        total = 0.0
        for dist in dists:
            none = self.dist_cost(dist, lambda a, hp=hp: self.hp_cost(a, hp))
            best, how = none, "none"
            if hero_free:
                hero = self.dist_cost(dist, lambda a, hp=hp: self.hp_cost(max(0, a - defense), hp)) \
                    + self.exhaust_cost()
                if hero < best:
                    best, how = hero, "hero"
            if allies:
                a0 = allies[0]
                ally = self.dist_cost(dist, lambda a, a0=a0: self.ally_block_cost(a0, a))
                if ally < best:
                    best, how = ally, "ally"
            total += best
            if how == "hero":
                hero_free = False
            elif how == "ally":
                allies.pop(0)
            else:
                hp -= round(sum(k * v for k, v in dist.items()))
        q = self.encounter_share(self.known.attack_treacheries)
        if q > 0 and g.villains():
            dist = self.attack_dist(g.villains()[0])
            extra = self.dist_cost(dist, lambda a: self.hp_cost(a, hp))
            if allies:
                extra = min(extra, self.dist_cost(dist, lambda a: self.ally_block_cost(allies[0], a)))
            total += q * len(g.active_players()) * extra
        return total

    def dist_cost(self, dist: dict[int, float], f: Any) -> float:
        return sum(p * f(a) for a, p in dist.items())

    def hero_defense(self) -> int:
        if self.form() == "hero":
            return self.stat(self.ident, "defense")
        return self.g.db.card(self.hero_code()).defense or 0

    def hand_size_as_hero(self) -> int:
        from ...engine.players import hand_size

        if self.form() == "hero":
            return hand_size(self.g, self.p)
        return self.g.db.card(self.hero_code()).hand_size or 5

    def ally_block_cost(self, ally: int, amount: int) -> float:
        """An ally blocking an attack of ``amount``: its worth if defeated, a little damage otherwise."""
        if amount >= self.hp(ally):
            return self.ally_value(ally) + 0.2
        return 0.25 * amount + 0.5

    def alter_ego_code(self) -> str:
        f = self.g.db.card(self.code(self.ident))
        return f.code if f.type_code == "alter_ego" else (f.back_link or f.code)

    def hero_code(self) -> str:
        f = self.g.db.card(self.code(self.ident))
        return f.code if f.type_code == "hero" else (f.front_link or f.code)

    # -- used by several kinds of decision ------------------------------------------------------------
    def exhaust_cost(self) -> float:
        """Defending exhausts the hero through the next turn: it loses its basic power then."""
        hero = self.g.db.card(self.hero_code())
        return 0.3 + EXHAUST_FACTOR * max(self.best_damage(hero.attack or 0)[0], self.best_thwart(hero.thwart or 0)[0],
                                          1.5)

    def ability_index(self, a: Action) -> int:
        assert a.card is not None and a.ability is not None
        idx = self.g.script(a.card).ability_index(a.ability)
        assert idx is not None
        return idx

    def roles_value(self, roles: Roles) -> float:
        """An effect's worth from what its card's script says it does (damage to enemies, threat removed,
        healing, cards drawn)."""
        v = 0.0
        n = roles.get("damage", 0)
        if n:
            v += self.best_damage(n)[0]
        n = roles.get("thwart", 0)
        if n:
            v += self.best_thwart(n)[0]
        n = roles.get("heal", 0)
        if n:
            v += self.heal_value(self.ident, n)
        n = roles.get("draw", 0)
        if n:
            v += 1.0 * n
        return v if v else 0.3

    def ally_play_value(self, cid: int) -> tuple[float, str]:
        from ...engine.playing import ally_limit

        g = self.g
        f = g.facts(cid)
        code = self.code(cid)
        name = self.title(cid)
        if code in TEMPORARY_ALLIES:  # Nick Fury: his entering choice and one action
            best = max(self.best_thwart(2)[0], 3.0 * 1.0, self.best_damage(4)[0])
            return best + 2.0, f"Play {name}: his entering effect and one action this round"
        atk, thw, hp = f.attack or 0, f.thwart or 0, f.health or 1
        v = (2.0 + 0.9 * (atk + thw) + 0.45 * hp + ALLY_BONUS.get(code, 0.0)) * (0.6 + 0.4 * self.game_left())
        mine = self.my_allies()
        if len(mine) >= ally_limit(g, self.p):
            v -= min(self.ally_value(a) for a in mine) + 1.0
        return v, f"Play the ally {name} ({atk} ATK, {thw} THW, {hp} hit points)"

    def game_left(self) -> float:
        """Permanents are worth less when the game is about to end."""
        v = self.g.villain()
        if v is None:
            return 1.0
        if self.final_stage() and self.hp(v) <= 8:
            return 0.4
        return 1.0

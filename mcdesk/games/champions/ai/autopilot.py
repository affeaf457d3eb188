"""The autopilot: a heuristic computer player that plays like a reasonable player, not a random one.

It answers any pending decision with one of its legal options (``game.pending.options``) and can say why in
one line (``explain``), for a "Suggest a move" command. It never looks ahead by replaying the game: it reads
``game.state`` and the helpers on :class:`~mcdesk.games.champions.engine.game.Game`, scores each option in a common unit
(roughly "one damage to the villain") and picks the best. It does not peek at hidden information (the order
of decks, facedown boost and encounter cards); it only uses what a player at the table knows, such as the
encounter deck's composition.

How it plays, in short:

* **Turn**: it attacks the villain (or the minions that threaten it, respecting guard through the options
  offered), thwarts when the main scheme is in danger (threat close to its target after the next villain
  phase) or a side scheme has crisis, acceleration or hazard icons, plays allies, upgrades and supports it
  can afford, keeps its allies alive (an ally on its last hit point is kept back to block an attack), and
  ends the turn in alter-ego form to recover when an attack could take its hero too low.
* **Payment**: it pays with the cards it is least likely to need (resource cards and cards it cannot play
  soon), prefers resource abilities (Web-Shooter, Scientist) over discarding, and prefers exact payments.
* **Villain phase**: it defends when an attack would hurt (its hero when defense absorbs most of it, a
  low-value ally as a chump blocker), uses responses and interrupts when they pay off (Backflip against a
  big attack, cancelling a harmful treachery) and passes otherwise.
* **Setup**: it mulligans cards it cannot use early and keeps cheap allies, upgrades and supports.

It is deterministic: the same game and seed give the same answer (the seed only breaks exact ties).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import (
    Action,
    ActionKind,
    Decision,
    DecisionKind,
    Defense,
    Mulligan,
    Option,
    Payment,
    WindowContext,
)

from ..engine.abilities import Ability, Timing
from ..engine.events import Event
from ..engine.state import DISCARD, ENCOUNTER_DECK, ENCOUNTER_DISCARD, HAND, PLAY

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.payment import ResourceNeed, ResourceSource

__all__ = ["Autopilot"]

DEATH = 150.0
HP_POINT = [3.0, 1.4, 0.7, 0.5]
"""What a hit point of the identity is worth with 1-2, 3-4, 5-6 and 7+ left after losing it."""
SOFT_THREAT = [0.8, 1.0, 1.3, 1.7]
"""What a threat on the main scheme costs up to 40%, 60%, 80% and beyond of its target."""
EXHAUST_FACTOR = 1.0
"""How much of the hero's next basic power defending (which exhausts it through the next turn) costs."""
RECOVER_OPTION = 0.5
"""How much of recovering next turn (instead of the basic power) counts when choosing to end in alter-ego form."""
DRAW_VALUE = 1.0
"""A fresh card from the deck: what a card kept in hand at the end of the turn costs (hands are refilled)."""
"""The cost of losing the game (or a hero), in the autopilot's unit (about one damage to the villain)."""

# == what the autopilot knows about the core set's player cards ============================================
# Codes, not names: the values are a player's rough sense of what a card is worth once in play.
PERMANENT_VALUE: dict[str, float] = {
    "01006": 3.0,  # Aunt May
    "01007": 2.0,  # Spider-Tracer
    "01008": 3.2,  # Web-Shooter
    "01009": 4.5,  # Webbed Up
    "01063": 1.5,  # Interrogation Room
    "01064": 3.0,  # Surveillance Team
    "01065": 3.5,  # Heroic Intuition
    "01091": 4.0,  # Avengers Mansion
    "01092": 3.0,  # Helicarrier
    "01093": 2.0,  # Tenacity
    "01015": 2.5,  # Alpha Flight Station
    "01016": 2.0,  # Captain Marvel's Helmet
    "01017": 3.0,  # Cosmic Flight
    "01018": 1.5,  # Energy Channel
    "01073": 1.0,  # The Triskelion
    "01074": 2.5,  # Inspired
    "01026": 3.0,  # Superhuman Law Division
    "01027": 3.0,  # Focused Rage
    "01028": 4.0,  # Superhuman Strength
    "01033": 3.0,  # Pepper Potts
    "01034": 1.5,  # Stark Tower
    # Iron Man's Tech upgrades each raise his hand size (1 printed) besides their stats: worth a lot early.
    "01035": 4.5,  # Arc Reactor
    "01036": 6.0,  # Mark V Armor
    "01037": 4.5,  # Mark V Helmet
    "01038": 4.5,  # Powered Gauntlets
    "01039": 3.0,  # Rocket Boots
    "01045": 5.0,  # The Golden City
    "01046": 4.0,  # Energy Daggers
    "01047": 4.0,  # Panther Claws
    "01048": 4.0,  # Tactical Genius
    "01049": 4.0,  # Vibranium Suit
    "01056": 4.0,  # Tac Team
    "01057": 3.5,  # Combat Training
    "01080": 3.0,  # Med Team
    "01081": 2.5,  # Armored Vest
    "01082": 2.0,  # Indomitable
}
ALLY_BONUS: dict[str, float] = {
    "01002": 1.0,  # Black Cat: digs for mental cards
    "01083": 1.5,  # Mockingbird: stuns an enemy
    "01011": 1.5,  # Spider-Woman: confuses the villain
    "01066": 1.0,  # Hawkeye
    "01067": 1.5,  # Maria Hill: everyone draws
    "01041": 1.5,  # Shuri: finds an upgrade
    "01075": 1.0,  # Black Widow
    "01076": 1.0,  # Luke Cage: toughness
    "01030": 0.5,  # War Machine
}
TEMPORARY_ALLIES = frozenset({"01084"})
"""Allies discarded at the end of the round (Nick Fury): worth their entering effect and one action."""
HOLD_VALUE: dict[str, float] = {  # reactive cards worth keeping in hand for the villain phase
    "01003": 2.2,  # Backflip
    "01004": 1.6,  # Enhanced Spider-Sense
    "01061": 0.9,  # Great Responsibility
    "01085": 0.9,  # Emergency
    "01024": 1.0,  # One-Two Punch
    "01052": 0.8,  # Chase Them Down
    "01077": 1.2,  # Counter-Punch
    "01078": 1.2,  # Get Behind Me!
}
DAMAGE_EVENTS: dict[str, int] = {
    "01005": 8,  # Swinging Web Kick
    "01087": 3,  # Haymaker
    "01054": 5,  # Uppercut
    "01013": 5,  # Photonic Blast
    "01032": 4,  # Supersonic Punch (8 with Aerial)
    "01031": 4,  # Repulsor Blast (1 + 2 per energy among 5 cards: about 4)
    "01053": 5,  # Relentless Assault (minions only)
}
THWART_EVENTS: dict[str, int] = {
    "01060": 3,  # For Justice! (4 when paid with a mental resource)
    "01012": 2,  # Crisis Interdiction
}
PAID_WITH_BONUS: dict[str, str] = {"01060": "mental", "01013": "energy", "01053": "physical"}
"""Cards that do more when a resource of this type pays for them."""
WAKANDA_ORDER = ("01048", "01046", "01049", "01047")
"""Black Panther upgrades from least to most worth doubling as Wakanda Forever!'s final step."""

TREACHERY_HARM: dict[str, float] = {
    "01104": 3.0,  # Hard to Keep Down: heals the villain
    "01105": 1.5,  # "I'm Tough"
    "01106": 3.0,  # Stampede
    "01111": 4.0,  # Explosion
    "01112": 1.5,  # False Alarm
    "01186": 3.0,  # Advance
    "01187": 3.0,  # Assault
    "01188": 3.0,  # Caught Off Guard
    "01189": 4.5,  # Gang-Up
    "01190": 5.0,  # Shadow of the Past
    "01191": 2.5,  # Exhaustion
    "01192": 5.0,  # Masterplan
    "01193": 2.5,  # Under Fire
    "01122": 3.0, "01123": 3.0, "01124": 3.0, "01133": 4.0,
    "01144a": 4.0, "01144b": 4.0, "01144c": 4.0, "01145": 3.5, "01146": 3.0, "01147": 4.0, "01154": 2.5,
    "01168": 3.0, "01169": 3.0, "01178": 1.5, "01179": 3.0, "01164": 3.0, "01173": 3.0, "01174": 3.0,
    "01158": 2.5, "01159": 3.0,
}

_DAMAGE_RE = re.compile(r"[Dd]eal (\d+)(?: \(or \d+[^)]*\))? damage to (?:an|a|that) (enemy|minion|villain)")
_THREAT_RE = re.compile(r"[Rr]emove (\d+)(?: \(or \d+[^)]*\))? threat")
_HEAL_RE = re.compile(r"[Hh]eal (\d+) damage")
_DRAW_RE = re.compile(r"[Dd]raws? (\d+) cards?")


def _act(o: Option) -> Action:
    """What an option does (every option the engine offers says it)."""
    return o.action if o.action is not None else Action(ActionKind.PASS)


def _num(pattern: re.Pattern[str], text: str) -> int:
    m = pattern.search(text)
    return int(m.group(1)) if m else 0


@dataclass(frozen=True)
class _Scored:
    score: float
    key: str
    reason: str


class Autopilot:
    """A heuristic player. ``choose(game)`` returns the key of the option it would pick for the pending
    decision, ``explain(game)`` one line saying why; ``suggest(game)`` returns both. Deterministic for a
    given seed (which only breaks exact ties)."""

    name = "autopilot"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = 0 if seed is None else seed

    def choose(self, game: Game) -> str:
        return self.suggest(game)[0]

    def explain(self, game: Game) -> str:
        return self.suggest(game)[1]

    def suggest(self, game: Game) -> tuple[str, str]:
        d = game.pending
        if d is None:
            raise ValueError("the game has no pending decision to answer")
        if not d.options:
            raise ValueError(f"the pending decision {d.prompt!r} has no options")
        if len(d.options) == 1:
            return d.options[0].key, f"{d.options[0].label}: the only option"
        mind = _Mind(game, d, self.seed)
        scored = mind.score_options()
        legal = {o.key for o in d.options}
        scored = [s for s in scored if s.key in legal]
        if not scored:
            o = d.options[0]
            return o.key, f"{o.label}: nothing to prefer"
        best = max(scored, key=lambda s: (round(s.score, 6), mind.tiebreak(s.key)))
        return best.key, best.reason


# == reading the table =======================================================================================
class _Mind:
    """One decision's worth of reasoning: reads the state once and scores the pending options."""

    def __init__(self, g: Game, d: Decision, seed: int) -> None:
        self.g = g
        self.d = d
        self.p = d.player
        self.seed = seed
        self.ident = g.identity(self.p)
        self._keep: dict[int, float] = {}
        self._cache: dict[str, Any] = {}

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
        from ..engine.values import max_hit_points

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
            from ..engine.combat import amplify_icons

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
        if self.g.state.cards[enemy].stunned:
            return {0: 1.0}
        dist = {self.stat(enemy, "attack"): 1.0}
        for _ in range(self.boost_cards(enemy) if dealt is None else dealt):
            nxt: dict[int, float] = {}
            for a, pa in dist.items():
                for b, pb in self.boost_dist().items():
                    nxt[a + b] = nxt.get(a + b, 0.0) + pa * pb
            dist = nxt
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
        from ..engine.schemes import target_threat

        main = self.g.main_scheme()
        if main is None or self.g.facts(main).threat is None:
            return main, 0, 99
        return main, self.g.state.cards[main].threat, target_threat(self.g, main)

    def threat_gain(self, me_alter_ego: bool | None = None) -> float:
        """Expected threat placed on the main scheme in the next villain phase: escalation and acceleration,
        the villain's and minions' schemes against players in alter-ego form, and a little for the
        encounter cards."""
        from ..engine.schemes import acceleration, threat_value

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
        from ..engine.schemes import acceleration, threat_value

        ck = f"gain:{me_alter_ego}"
        if ck in self._cache:
            cached: dict[int, float] = self._cache[ck]
            return cached
        g = self.g
        main = g.main_scheme()
        dist: dict[int, float] = {0: 1.0}
        if main is None:
            self._cache[ck] = dist
            return dist
        fixed = threat_value(g, main, "escalation_threat") + acceleration(g)
        villains = [v for v in g.villains() if not g.state.cards[v].confused]

        def villain_scheme() -> dict[int, float]:
            d: dict[int, float] = {0: 1.0}
            for v in villains:
                d = _add(d, _shift(self.n_boosts(v), self.stat(v, "scheme")))
            return d

        for q in g.active_players():
            ae = self.form(q) == "alter_ego"
            if q == self.p and me_alter_ego is not None:
                ae = me_alter_ego
            if ae:
                dist = _add(dist, villain_scheme())
                for m in g.minions(q):
                    if not g.state.cards[m].confused:
                        dist = _add(dist, _shift(self.n_boosts(m), self.stat(m, "scheme")))
            q_adv = self.encounter_share(THREAT_TREACHERIES)
            if q_adv > 0:
                extra = villain_scheme()
                dist = _add(dist, _mix({0: 1.0}, extra, q_adv))
        dist = _shift(dist, fixed)
        self._cache[ck] = dist
        return dist

    def n_boosts(self, enemy: int) -> dict[int, float]:
        """The boost icons an enemy's activation adds, as a distribution."""
        d: dict[int, float] = {0: 1.0}
        for _ in range(self.boost_cards(enemy)):
            d = _add(d, self.boost_dist())
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
        from ..engine.schemes import can_remove_threat

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
        from ..engine.schemes import thwartable_schemes

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
        from ..engine.combat import has_rule

        g = self.g
        if n <= 0 or not g.is_in_play(target):
            return 0.0
        c = g.state.cards[target]
        if has_rule(g, target, "cannot_take_damage"):
            return 0.0
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
        from ..engine.combat import has_status

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
        from ..engine.combat import attackable_enemies

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
        from ..engine.playing import max_per_player_ok, unique_conflict

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
        if code in DAMAGE_EVENTS:
            return 0.8 * DAMAGE_EVENTS[code] - cost
        if code in THWART_EVENTS:
            return 1.1 * THWART_EVENTS[code] - cost
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
        from ..engine.payment import meets

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
        from ..engine.payment import ResourceNeed, sources
        from ..engine.playing import card_cost

        amount = card_cost(self.g, cid, self.p)
        if amount <= 0:
            return 0.0
        srcs = sources(self.g, self.p, cid, {cid})
        plan = self.cheapest_payment(ResourceNeed(amount), srcs, bonus_type=PAID_WITH_BONUS.get(self.code(cid)))
        return None if plan is None else plan[0]

    def spare_resources(self) -> int:
        from ..engine.payment import sources

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
        from ..engine.combat import has_status
        from ..engine.schemes import can_remove_threat

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
        events = sorted((c for c in g.hand(self.p) if self.code(c) in THWART_EVENTS),
                        key=lambda c: -THWART_EVENTS[self.code(c)])
        for cid in events:
            hero_only = any(a.form == "hero" for a in g.script(cid).abilities if a.from_hand)
            if (hero_only and not hero_ok) or (hero_ok and confused):
                continue
            need = (g.facts(cid).cost or 0) + self.resources_of(cid)
            if need <= budget:
                budget -= need
                cap += THWART_EVENTS[self.code(cid)]
        return cap

    def hero_event_damage(self) -> float:
        """What the best hero-only damage event we can afford would do."""
        g = self.g
        best = 0.0
        budget = self.spare_resources()
        for cid in g.hand(self.p):
            code = self.code(cid)
            if code not in DAMAGE_EVENTS or (g.facts(cid).cost or 0) + self.resources_of(cid) > budget:
                continue
            best = max(best, self.best_damage(DAMAGE_EVENTS[code], waste=0.35)[0] - 1.5)
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
        q = self.encounter_share(ATTACK_TREACHERIES)
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
        from ..engine.players import hand_size

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

    # == dispatch ==================================================================================================
    def score_options(self) -> list[_Scored]:
        kind = self.d.kind
        handler = {
            DecisionKind.TURN: self.turn,
            DecisionKind.PAY: self.pay,
            DecisionKind.MULLIGAN: self.mulligan,
            DecisionKind.DEFEND: self.defend,
            DecisionKind.WINDOW: self.window,
            DecisionKind.DISCARD: self.discard,
            DecisionKind.TARGET: self.target,
            DecisionKind.CHOOSE: self.choose,
            DecisionKind.ORDER: self.order,
            DecisionKind.NUMBER: self.number,
            DecisionKind.YES_NO: self.yes_no,
        }.get(kind)
        if handler is None:  # pragma: no cover - every kind has a handler
            return [_Scored(0.0, o.key, o.label) for o in self.d.options]
        return handler()

    # == the turn =================================================================================================
    def turn(self) -> list[_Scored]:
        out: list[_Scored] = []
        repeats = self.repeats_this_turn()
        for o in self.d.options:
            s = self.turn_option(o)
            if repeats.get(o.key, 0) >= 3 and o.key != "end_turn":
                s = _Scored(-50.0, o.key, s.reason)
            out.append(s)
        return out

    def repeats_this_turn(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for k in reversed(self.g.answers[-80:]):
            if k == "end_turn":
                break
            counts[k] = counts.get(k, 0) + 1
        return counts

    def ability_index(self, a: Action) -> int:
        assert a.card is not None and a.ability is not None
        idx = self.g.script(a.card).ability_index(a.ability)
        assert idx is not None
        return idx

    def turn_option(self, o: Option) -> _Scored:
        key = o.key
        a = _act(o)
        kind, card = a.kind, a.card
        if kind is ActionKind.END_TURN:
            return _Scored(0.0, key, "End the turn: nothing left worth doing")
        if kind is ActionKind.CHANGE_FORM:
            return self.score_change_form(key)
        if card is None or kind is ActionKind.ASK:
            return _Scored(-1.0, key, o.label)  # asking another player: they decide on their own turn
        if kind is ActionKind.PLAY:
            return self.score_play(key, card)
        if kind is ActionKind.ATTACK:
            return self.score_attack(key, card)
        if kind is ActionKind.THWART:
            return self.score_thwart(key, card)
        if kind is ActionKind.RECOVER:
            return self.score_recover(key, card)
        if kind is ActionKind.USE:
            v, why = self.ability_value(card, self.ability_index(a))
            return _Scored(v, key, why)
        return _Scored(-1.0, key, o.label)

    # -- change form -----------------------------------------------------------------------------------------
    def score_change_form(self, key: str) -> _Scored:
        g = self.g
        want_ae = self.end_in_alter_ego()
        ic = g.state.cards[self.ident]
        if self.form() == "hero":
            if not want_ae:
                return _Scored(-5.0, key, "Stay a hero")
            # Flip once the hero has acted; flip first if recovering now beats the hero's basic power.
            v = 0.05
            if not ic.exhausted:
                rec = g.db.card(self.alter_ego_code()).recover or 0
                v = max(v, self.heal_value(self.ident, rec) - self.hero_basic_value())
            return _Scored(v, key, f"Change to alter-ego form: the villain schemes instead of attacking "
                                   f"({self.hp()} hit points left)")
        if want_ae:
            return _Scored(-5.0, key, "Stay in alter-ego form")
        if any(self.ae_only_value(o) > 0.2 for o in self.d.options if _act(o).kind is not ActionKind.RECOVER):
            return _Scored(0.04, key, "Change to hero form")
        if not ic.exhausted and self.recover_first():
            return _Scored(0.04, key, "Change to hero form")
        after = self.hero_value_after_flip()
        return _Scored(0.05 + after, key, "Change to hero form to attack and thwart")

    def hero_basic_value(self) -> float:
        """The best basic power of our hero now (attack or thwart), 0 when it cannot act."""
        if self.form() != "hero" or self.g.state.cards[self.ident].exhausted:
            return 0.0
        best = 0.0
        if self.can_basic("attack"):
            best = max(best, self.score_attack("", self.ident).score)
        if self.can_basic("thwart"):
            best = max(best, self.score_thwart("", self.ident).score)
        return best

    def recover_first(self) -> bool:
        """In alter-ego form, planning to become the hero: is recovering worth more than the hero's basic power
        (the identity can only do one of them)?"""
        rec = self.stat(self.ident, "recover")
        heal = self.heal_value(self.ident, rec)
        hero = self.g.db.card(self.hero_code())
        basic = max(self.best_damage(hero.attack or 0)[0], self.best_thwart(hero.thwart or 0)[0])
        return heal > basic

    def score_recover(self, key: str, ident: int) -> _Scored:
        n = min(self.stat(ident, "recover"), self.g.state.cards[ident].damage)
        heal = self.heal_value(ident, self.stat(ident, "recover"))
        why = f"Recover: heal {n} of {self.title(ident)}'s {self.g.state.cards[ident].damage} damage"
        if n <= 0 or (not self.end_in_alter_ego() and not self.recover_first()):
            return _Scored(-0.5, key, why)
        return _Scored(heal + 0.05, key, why)

    def can_basic(self, stat: str) -> bool:
        return self.stat(self.ident, stat) > 0

    def ae_only_value(self, o: Option) -> float:
        act = _act(o)
        if act.kind is ActionKind.RECOVER:
            return self.turn_option(o).score
        if act.kind is ActionKind.USE and act.card is not None:
            cid, idx = act.card, self.ability_index(act)
            a = self.g.script(cid).abilities[idx]
            if a.form == "alter_ego" or self.type_of(cid) == "alter_ego":
                return self.ability_value(cid, idx)[0]
        return 0.0

    def hero_value_after_flip(self) -> float:
        """What the hero could do right after changing form: a basic power if ready, hero-only events."""
        g = self.g
        v = 0.0
        hero = g.db.card(self.hero_code())
        if not g.state.cards[self.ident].exhausted:
            v += max(self.best_damage(hero.attack or 0)[0], self.best_thwart(hero.thwart or 0)[0]) * 0.9
        budget = self.spare_resources()
        for cid in g.hand(self.p):
            code = self.code(cid)
            f = g.facts(cid)
            if f.type_code != "event" or (f.cost or 0) > budget:
                continue
            if not any(a.form == "hero" and a.timing is Timing.ACTION for a in g.script(cid).abilities):
                continue
            if code in DAMAGE_EVENTS:
                v = max(v, self.best_damage(DAMAGE_EVENTS[code])[0] - 1.5)
            elif code in THWART_EVENTS:
                v = max(v, self.best_thwart(THWART_EVENTS[code])[0] - 1.5)
        return max(0.0, v)

    # -- basic powers -----------------------------------------------------------------------------------------
    def score_attack(self, key: str, attacker: int) -> _Scored:
        from ..engine.combat import attackable_enemies, has_status

        g = self.g
        name = self.title(attacker)
        if has_status(g, attacker, "stunned"):
            unlock = self.unlocked_events("attack") if attacker == self.ident else 0.0
            return _Scored(0.6 + unlock, key, f"{name} attacks to shake off the stun")
        amount = self.stat(attacker, "attack")
        overkill = g.has_keyword(attacker, "overkill")
        value, target = self.best_damage(amount, attackable_enemies(g, self.p), overkill=overkill, attacker=attacker)
        if target is None:
            return _Scored(-1.0, key, f"{name} has nothing worth attacking")
        cost = 0.0
        if g.has_keyword(target, "retaliate") and not g.has_keyword(attacker, "ranged"):
            from ..engine.values import keyword_value

            r = keyword_value(g, target, "retaliate")
            cost += self.hp_cost(r) if attacker == self.ident else (
                self.chump_value() if r >= self.hp(attacker) else 0.3 * r)
        if self.type_of(attacker) == "ally":
            cost += self.ally_action_cost(attacker, "attack_cost")
        else:
            value += 0.05  # the hero's action is spent either way
        hp = g.hit_points(target)
        why = f"{name} attacks {self.title(target)} for {amount} ({hp} hit points left)"
        return _Scored(value - cost, key, why)

    def score_thwart(self, key: str, thwarter: int) -> _Scored:
        from ..engine.combat import has_status

        g = self.g
        name = self.title(thwarter)
        if has_status(g, thwarter, "confused"):
            unlock = self.unlocked_events("thwart") if thwarter == self.ident else 0.0
            return _Scored(0.6 + unlock, key, f"{name} thwarts to shake off the confusion")
        amount = self.stat(thwarter, "thwart")
        value, scheme = self.best_thwart(amount)
        if scheme is None:
            return _Scored(-1.0, key, f"{name} has nothing worth thwarting")
        cost = self.ally_action_cost(thwarter, "thwart_cost") if self.type_of(thwarter) == "ally" else 0.0
        _, t, k = self.main_threat()
        if self.type_of(scheme) == "main_scheme":
            why = f"{name} thwarts {self.title(scheme)} for {amount}: threat {t} of {k} is close to its target" \
                if self.room(self.end_in_alter_ego()) < 3 else f"{name} thwarts {self.title(scheme)} for {amount}"
        else:
            why = f"{name} thwarts the side scheme {self.title(scheme)} for {amount}"
        return _Scored(value - cost, key, why)

    def unlocked_events(self, tag: str) -> float:
        """What the best (attack or thwart) event in hand would be worth once our hero is no longer stunned or
        confused: shaking off the status card is worth that much."""
        g = self.g
        best = 0.0
        for cid in g.hand(self.p):
            if g.facts(cid).type_code != "event":
                continue
            if not any(a.from_hand and tag in a.tags for a in g.script(cid).abilities):
                continue
            code = self.code(cid)
            if tag == "thwart" and code in THWART_EVENTS:
                v = self.best_thwart(THWART_EVENTS[code])[0]
            elif tag == "attack" and code in DAMAGE_EVENTS:
                v = self.best_damage(DAMAGE_EVENTS[code], waste=0.35)[0]
            else:
                continue
            cost = self.play_cost(cid)
            if cost is not None:
                best = max(best, 0.8 * (v - cost))
        return best

    # -- playing cards -----------------------------------------------------------------------------------------
    def score_play(self, key: str, cid: int) -> _Scored:
        value, why = self.play_value(cid)
        cost = self.play_cost(cid)
        if cost is None:
            return _Scored(-10.0, key, f"Cannot pay for {self.title(cid)}")
        net = value - cost - self.keep_value(cid) * 0.5
        return _Scored(net, key, why)

    def game_left(self) -> float:
        """Permanents are worth less when the game is about to end."""
        v = self.g.villain()
        if v is None:
            return 1.0
        if self.final_stage() and self.hp(v) <= 8:
            return 0.4
        return 1.0

    def play_value(self, cid: int) -> tuple[float, str]:
        g = self.g
        f = g.facts(cid)
        code = self.code(cid)
        name = self.title(cid)
        if f.type_code == "ally":
            return self.ally_play_value(cid)
        if f.type_code in ("upgrade", "support"):
            v = PERMANENT_VALUE.get(code, 2.5) * self.game_left()
            if code == "01006" and self.g.state.cards[self.ident].damage < 2:  # Aunt May with nothing to heal
                v *= 0.8
            if code == "01007":  # Spider-Tracer: on a minion that is about to be defeated
                v = 2.0 if g.minions() else 0.0
            if code == "01074" and not self.my_allies():
                v = 0.0
            return v, f"Play {name} ({f.type_code})"
        if f.type_code == "event":
            return self.event_value(cid)
        if f.type_code == "player_side_scheme":
            return 1.0, f"Play {name}"
        return 0.5, f"Play {name}"

    def ally_play_value(self, cid: int) -> tuple[float, str]:
        from ..engine.playing import ally_limit

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

    def event_value(self, cid: int) -> tuple[float, str]:
        from ..engine.combat import has_status

        g = self.g
        code = self.code(cid)
        name = self.title(cid)
        tags = {t for a in g.script(cid).abilities if a.from_hand for t in a.tags}
        if "attack" in tags and has_status(g, self.ident, "stunned"):
            return -1.0, f"{name}: {self.title(self.ident)} is stunned"
        if "thwart" in tags and has_status(g, self.ident, "confused"):
            return -1.0, f"{name}: {self.title(self.ident)} is confused"
        if code in DAMAGE_EVENTS:
            n = DAMAGE_EVENTS[code]
            if code == "01032" and "Aerial" in g.traits(self.ident):
                n = 8
            v, t = self.best_damage(n, minions_only=code == "01053", overkill=code == "01053", waste=0.35,
                                    attacker=self.ident)
            if code == "01013":
                v += 0.5
            if t is None:
                return -1.0, f"{name}: no enemy worth it"
            return v, f"Play {name}: {n} damage to {self.title(t)}"
        if code == "01021":  # Gamma Slam: X = the identity's damage
            n = min(15, g.state.cards[self.ident].damage)
            v, t = self.best_damage(n)
            return v, f"Play {name}: {n} damage" + (f" to {self.title(t)}" if t is not None else "")
        if code in THWART_EVENTS:
            n = THWART_EVENTS[code]
            v, s = self.best_thwart(n + (1 if code == "01060" else 0))
            if code == "01012" and "Aerial" in g.traits(self.ident):
                v *= 1.6
            if s is None:
                return -1.0, f"{name}: no threat worth it"
            return v, f"Play {name}: remove threat from {self.title(s)}"
        if code == "01022":  # Ground Stomp
            v = sum(self.damage_value(e, 1) for e in g.enemies())
            return v, f"Play {name}: 1 damage to each enemy"
        if code == "01086":  # First Aid
            v = max([self.heal_value(c, 2) for c in [self.ident] + self.my_allies()] + [0.0])
            return v, f"Play {name}: heal 2"
        if code == "01069":  # Get Ready
            exhausted = [a for a in self.my_allies() if g.state.cards[a].exhausted]
            v = max([max(self.best_damage(self.stat(a, "attack"))[0], self.best_thwart(self.stat(a, "thwart"))[0])
                     - self.ally_action_cost(a, "attack_cost") for a in exhausted] + [0.0])
            return v, f"Play {name}: ready an ally to act again"
        if code == "01070":  # Lead from the Front
            ready = [c for c in [self.ident] + self.my_allies() if not g.state.cards[c].exhausted]
            if self.form() != "hero":
                ready = [c for c in ready if c != self.ident]
            return 1.0 * len(ready), f"Play {name}: +1 ATK and THW for {len(ready)} characters"
        if code == "01071":  # Make the Call
            allies = [c for q in g.active_players() for c in g.state.zone(DISCARD, q) if self.type_of(c) == "ally"]
            v = max([self.ally_play_value(a)[0] - (g.facts(a).cost or 0) * 0.7 for a in allies] + [0.0])
            return v, f"Play {name}: bring back an ally"
        if code == "01025":  # Split Personality
            return 0.5, f"Play {name}"
        if code in ("01043a", "01043b", "01043c", "01043d"):  # Wakanda Forever!
            ups = [c for c in g.controlled(self.p)
                   if g.facts(c).type_code == "upgrade" and self.code(c) in WAKANDA_ORDER]
            return 2.0 * len(ups) + (1.0 if ups else -1.0), f"Play {name}: resolve {len(ups)} Black Panther upgrades"
        if code == "01023":  # Legal Practice: discard junk to remove threat
            junk = [c for c in g.hand(self.p) if c != cid and self.keep_value(c) <= 0.6]
            v, s = self.best_thwart(len(junk))
            return v - 0.3 * len(junk), f"Play {name}: remove {len(junk)} threat"
        if code == "01042":  # Ancestral Knowledge
            return 0.3, f"Play {name}"
        # An unknown action: read its text.
        text = " ".join(a.effect.text() for a in g.script(cid).abilities if a.from_hand)
        return self.text_value(text), f"Play {name}"

    def text_value(self, text: str) -> float:
        v = 0.0
        n = _num(_DAMAGE_RE, text)
        if n:
            v += self.best_damage(n)[0]
        n = _num(_THREAT_RE, text)
        if n:
            v += self.best_thwart(n)[0]
        n = _num(_HEAL_RE, text)
        if n:
            v += self.heal_value(self.ident, n)
        n = _num(_DRAW_RE, text)
        if n:
            v += 1.0 * n
        return v if v else 0.3

    # -- abilities of cards in play ---------------------------------------------------------------------------
    def ability_value(self, cid: int, idx: int) -> tuple[float, str]:
        g = self.g
        a = g.script(cid).abilities[idx]
        code = self.code(cid)
        name = self.title(cid)
        text = a.effect.text()
        ident_exhausted = g.state.cards[self.ident].exhausted
        if code == "01006":  # Aunt May
            return self.heal_value(self.ident, 4) - 0.2, f"{name}: heal 4 damage from {self.title(self.ident)}"
        if code in ("01093", "01035"):  # Tenacity, Arc Reactor: ready the hero once it has acted
            if not ident_exhausted or self.form() != "hero":
                return -1.0, f"{name}: the hero is ready already"
            hero_next = max(self.best_damage(self.stat(self.ident, "attack"))[0],
                            self.best_thwart(self.stat(self.ident, "thwart"))[0])
            cost = 1.2 if code == "01093" else 0.0
            return hero_next - cost, f"{name}: ready {self.title(self.ident)} to act again"
        if code == "01092":  # Helicarrier: before playing a card
            hand = [c for c in g.hand(self.p) if (g.facts(c).cost or 0) >= 1 and g.facts(c).type_code != "resource"]
            return (0.9 if hand else -1.0), f"{name}: the next card costs 1 less"
        if code == "01020":  # Hellcat: return to hand
            return -2.0, f"{name}"
        if code == "01027":  # Focused Rage: 1 damage for a card
            return (1.0 - self.hp_cost(1)), f"{name}: draw 1 card for 1 damage"
        if code == "01030":  # War Machine
            dmg = sum(self.damage_value(e, 1) for e in g.enemies())
            cost = self.ally_action_cost(cid, "attack_cost") + (self.chump_value() if self.hp(cid) <= 2 else 0.5)
            return dmg - cost, f"{name}: 1 damage to each enemy"
        if code == "01039":  # Rocket Boots: Aerial only matters with Supersonic Punch in hand
            punch = any(self.code(c) == "01032" for c in g.hand(self.p))
            return (0.8 if punch else -1.0), f"{name}: gain Aerial"
        if code == "01018" and idx == 0:  # Energy Channel: store energy
            return 0.4, f"{name}: store energy"
        if code == "01018":
            n = min(10, 2 * g.state.cards[cid].counters)
            v, t = self.best_damage(n)
            return v - 2.0, f"{name}: {n} damage"
        if code == "01068":  # Vision: +2 for the phase, paid with energy
            return -0.5, f"{name}"
        if code == "01015":  # Alpha Flight Station: discard 1 junk card, draw
            junk = min([self.keep_value(c) for c in g.hand(self.p)] + [9.0])
            draw = 2 if self.form() == "alter_ego" else 1
            return draw * 1.0 - junk - 0.3, f"{name}: cycle a card"
        if code == "01010a":  # Rechannel: spend energy and heal 1 → draw
            return -0.2, f"{name}"
        # Villain-side attachments: pay resources (or exhaust the identity) to discard them.
        if self.type_of(cid) == "attachment":
            worth = 2.5 + 1.5 * self.stat(cid, "attack")
            cost = 0.0
            for c in a.costs:
                ct = c.text()
                if "resource" in ct:
                    cost += 1.1 * ct.count("[")
                if "Exhaust your identity" in ct:
                    cost += 2.0
            return worth - cost, f"{name}: discard it from the villain"
        # Generic: read the effect.
        v = self.text_value(text)
        for c in a.costs:
            ct = c.text()
            if "Spend" in ct:
                v -= 1.1 * max(1, ct.count("["))
            if "discard this card" in ct.lower():
                v -= 1.5
            if "damage" in ct.lower():
                v -= self.hp_cost(1)
        if "Choose a player" in text and "draws" in text:
            v = max(v, 1.0)
        if "Ready your hero" in text:
            v = -0.5
        return v, f"{name}: {text.rstrip('.')}"

    # == paying =====================================================================================================
    def pay(self) -> list[_Scored]:
        from ..engine.payment import ResourceNeed, sources

        g = self.g
        x = self.d.extra  # the payment's context, as the engine states it
        assert isinstance(x, Payment)
        need = ResourceNeed(x.need, dict(x.typed))
        paid: dict[str, int] | None = x.paid_by_type()
        paying_for = x.paying_for
        used = set(x.used)
        by_action: dict[tuple[int, str | None], ResourceSource] = {}
        for s in sources(g, self.p, paying_for, used):
            if s.card not in x.pending_discards:
                aid = g.script(s.card).ability_id(s.ability) if s.ability is not None else None
                by_action[(s.card, aid)] = s
        by_key = {o.key: by_action[(a.card, a.ability)] for o in self.d.options
                  if (a := _act(o)).card is not None and (a.card, a.ability) in by_action}
        offered = [by_key[o.key] for o in self.d.options if o.key in by_key]
        bonus_type = PAID_WITH_BONUS.get(self.code(paying_for)) if paying_for is not None else None
        plan = self.cheapest_payment(need, offered, paid, bonus_type)
        what = self.title(paying_for) if paying_for is not None else "the cost"
        out: list[_Scored] = []
        chosen = {k for k, s in by_key.items() if plan and s in plan[1]}
        for o in self.d.options:
            found = by_key.get(o.key)
            if found is None:
                out.append(_Scored(-5.0, o.key, o.label))
                continue
            s = found
            base = 10.0 if o.key in chosen else -self.source_cost(s)
            if s.ability is not None:
                why = f"Pay for {what} with {self.title(s.card)}'s resource ability instead of discarding a card"
                base += 0.5
            elif self.type_of(s.card) == "resource":
                why = f"Pay for {what} with {self.title(s.card)}, a resource card"
            else:
                why = f"Pay for {what} with {self.title(s.card)}: it is the card least needed"
            out.append(_Scored(base - 0.01 * self.source_cost(s), o.key, why))
        return out

    # == setup ======================================================================================================
    def mulligan(self) -> list[_Scored]:
        g = self.g
        x = self.d.extra
        chosen = list(x.chosen) if isinstance(x, Mulligan) else []
        hand = [c for c in g.hand(self.p) if c not in chosen]
        out: list[_Scored] = []
        worst = None
        keep = "keep"
        for o in self.d.options:
            cid = _act(o).card
            if cid is None:
                keep = o.key
                continue
            v = self.opener_value(cid, hand)
            if worst is None or v < worst[0]:
                worst = (v, o.key, cid)
        if worst is not None and worst[0] < 1.0:
            out.append(_Scored(1.0, worst[1], f"Mulligan {self.title(worst[2])}: not useful in the first turns"))
        out.append(_Scored(0.5, keep, "Keep this hand: it has cards to play early"))
        return out

    def opener_value(self, cid: int, hand: list[int]) -> float:
        g = self.g
        f = g.facts(cid)
        code = self.code(cid)
        if f.type_code == "resource":
            return 1.3
        if not self.playable_later(cid):
            return 0.0
        if any(c != cid and self.code(c) == code and (f.is_unique or f.keyword("max_per_player")) for c in hand):
            return 0.2  # a second copy that cannot be in play with the first
        budget = sum(self.resources_of(c) for c in hand if c != cid) + 1
        cost = f.cost or 0
        if f.type_code in ("ally", "upgrade", "support"):
            if code == "01007":
                return 0.4
            return 1.8 if cost <= min(4, budget) else 0.7
        if code in DAMAGE_EVENTS or code in THWART_EVENTS:
            return 1.1 if cost <= 2 else 0.9
        if code in HOLD_VALUE:
            return 1.0 if HOLD_VALUE[code] >= 1.5 else 0.6
        return 0.7

    # == the villain phase ==========================================================================================
    def defend(self) -> list[_Scored]:
        g = self.g
        enemy = self.d.source
        if enemy is None:
            return [_Scored(0.0, o.key, o.label) for o in self.d.options]
        dealt = sum(1 for b in g.state.zone("boost") if g.state.cards[b].attached_to == enemy)
        dist = self.attack_dist(enemy, dealt=dealt)
        mean = sum(a * p for a, p in dist.items())
        overkill = g.has_keyword(enemy, "overkill") or any(
            g.facts(a).name == "Charge" for a in g.attachments(enemy))
        x = self.d.extra
        attacked = x.attacked_player if isinstance(x, Defense) else self.p
        attacked_id = g.identity(attacked)
        hp = self.hp(attacked_id)
        if attacked == self.p:  # attacks still to come this phase will hit what is left
            hp = max(1, round(hp - self.later_damage(enemy)))
        enemy_name = self.title(enemy)
        resolving = x.resolving if isinstance(x, Defense) else None  # Stampede stuns whoever its attack damages
        stun_rider = 1.5 if isinstance(resolving, int) and self.code(resolving) == "01106" else 0.0
        out: list[_Scored] = []
        for o in self.d.options:
            c_or_none = _act(o).card
            if c_or_none is None:
                if attacked == self.p:
                    cost = self.dist_cost(dist, lambda a: self.hp_cost(a, hp) + (stun_rider if a > 0 else 0.0))
                else:
                    cost = 0.8 * mean
                out.append(_Scored(-cost, o.key, f"Do not defend: {enemy_name}'s attack (about {mean:.0f}) "
                                                 f"is worth taking ({hp} hit points left)"))
                continue
            c = c_or_none
            if self.type_of(c) in ("hero", "alter_ego"):
                d = self.stat(c, "defense")
                hc = self.hp(c)
                cost = self.dist_cost(dist, lambda a, d=d, hc=hc: self.hp_cost(max(0, a - d), hc)
                                      + (stun_rider if a > d else 0.0)) + self.exhaust_cost()
                out.append(_Scored(-cost, o.key, f"Defend with {self.title(c)}: its {d} DEF absorbs most of "
                                                 f"{enemy_name}'s attack (about {mean:.0f})"))
            else:
                ally_hp = self.hp(c)

                def block(a: int, c: int = c, ally_hp: int = ally_hp) -> float:
                    v = self.ally_block_cost(c, a)
                    if overkill and a > ally_hp:
                        v += self.hp_cost(a - ally_hp, hp)
                    return v

                cost = self.dist_cost(dist, block)
                if mean >= ally_hp:
                    why = f"Chump block with {self.title(c)}: it is worth less than the damage it stops"
                else:
                    why = f"Defend with {self.title(c)}: it survives {enemy_name}'s attack"
                out.append(_Scored(-cost, o.key, why))
        return out

    def later_damage(self, enemy: int) -> float:
        """Expected damage of the attacks still to come this villain phase after ``enemy``'s: the minions engaged
        with us after the villain's attack, and an encounter card that makes the villain attack."""
        g = self.g
        if g.state.phase != "villain":
            return 0.0
        later = 0.0
        if self.type_of(enemy) == "villain":
            later += sum(self.enemy_attack(m) for m in g.minions(self.p) if m != enemy)
        if g.villains():
            later += self.encounter_share(ATTACK_TREACHERIES) * self.enemy_attack(g.villains()[0])
        return later * 0.7

    def exhaust_cost(self) -> float:
        """Defending exhausts the hero through the next turn: it loses its basic power then."""
        hero = self.g.db.card(self.hero_code())
        return 0.3 + EXHAUST_FACTOR * max(self.best_damage(hero.attack or 0)[0], self.best_thwart(hero.thwart or 0)[0],
                                          1.5)

    # -- interrupts and responses ------------------------------------------------------------------------------
    def window(self) -> list[_Scored]:
        x = self.d.extra
        events = [Event(e.kind, e.source, e.target, e.player, e.amount, {"attack": e.attack})
                  for e in (x.events if isinstance(x, WindowContext) else ())]
        out: list[_Scored] = []
        for o in self.d.options:
            act = _act(o)
            if act.card is None:
                out.append(_Scored(0.0, o.key, "Pass: nothing here is worth using now"))
                continue
            idx = self.ability_index(act)
            trigger = self.g.script(act.card).abilities[idx].event
            event = next((e for e in events if e.kind == trigger and e.target == act.target),
                         next((e for e in events if e.kind == trigger), events[0] if events else None))
            v, why = self.response_value(act.card, idx, event)
            out.append(_Scored(v, o.key, why))
        return out

    def response_value(self, cid: int, idx: int, e: Event | None) -> tuple[float, str]:
        from ..engine import events as ev

        g = self.g
        a: Ability = g.script(cid).abilities[idx]
        code = self.code(cid)
        name = self.title(cid)
        from_hand = a.from_hand
        card_cost = 0.0
        if from_hand:
            pc = self.play_cost(cid)
            if pc is None:
                return -5.0, f"{name}: cannot pay for it"
            card_cost = pc + self.keep_value(cid)
        amount = e.amount if e is not None else 0
        if code == "01003" or (a.effect.text().startswith("Prevent all") and e is not None and e.kind == ev.DAMAGE):
            target = e.target if e is not None and e.target is not None else self.ident
            if target == self.ident:
                saved = self.hp_cost(amount)
            else:
                saved = self.ally_value(target) if amount >= self.hp(target) else 0.3 * amount
            return saved - card_cost, f"{name}: prevent {amount} damage"
        if code == "01017":  # Cosmic Flight: reduce by 3, discard it
            saved = self.hp_cost(amount) - self.hp_cost(max(0, amount - 3))
            return saved - PERMANENT_VALUE["01017"], f"{name}: reduce {amount} damage by 3"
        if code in ("01004", "01078") or (e is not None and e.kind == ev.REVEALED and "Cancel" in a.effect.text()):
            revealed = e.target if e is not None else None
            harm = self.reveal_harm(revealed) if revealed is not None else 0.0
            if code == "01078":  # Get Behind Me!: the villain attacks instead
                vil = g.villain()
                harm -= self.hp_cost(max(0.0, self.enemy_attack(vil) + 0.5 - self.stat(self.ident, "defense"))) \
                    if vil is not None else 0.0
            if code == "01075":  # Black Widow: exhaust and spend a mental resource
                card_cost += 1.5
            what = self.title(revealed) if revealed is not None else "it"
            return harm - card_cost, f"{name}: cancel {what}"
        if code == "01061":  # Great Responsibility: take the threat as damage instead
            if e is None or e.target != self.g.main_scheme():
                return -1.0, name
            saved = self.threat_placing_cost(amount, self.residual_gain())
            return saved - self.hp_cost(amount) - card_cost, f"{name}: take {amount} threat as damage instead"
        if code == "01085":  # Emergency: 1 less threat from the villain's scheme
            _, t, _ = self.main_threat()
            gain = self.residual_gain()
            saved = self.scheme_cost(t + max(1, amount), gain) - self.scheme_cost(t + max(1, amount) - 1, gain)
            return saved - card_cost, f"{name}: 1 less threat on the main scheme"
        if code == "01019b":  # I Object!: free
            return 0.8, f"{name}: reduce that threat by 1"
        if code == "01024":  # One-Two Punch: ready the hero after a basic attack
            hero_next = max(self.best_damage(self.stat(self.ident, "attack"))[0],
                            self.best_thwart(self.stat(self.ident, "thwart"))[0])
            return hero_next - card_cost, f"{name}: ready {self.title(self.ident)} to act again"
        if code == "01052":  # Chase Them Down
            v, s = self.best_thwart(2)
            return v - card_cost, f"{name}: remove 2 threat"
        if code == "01077":  # Counter-Punch
            src = e.source if e is not None else None
            n = self.stat(self.ident, "attack")
            v = self.damage_value(src, n) if src is not None and self.is_enemy(src) else 0.0
            return v - card_cost, f"{name}: hit back for {n}"
        if code == "01082":  # Indomitable: ready the hero after defending
            return 2.0 - PERMANENT_VALUE["01082"] * 0.5, f"{name}: ready {self.title(self.ident)}"
        if code == "01001a":  # Spider-Sense
            return 1.0, f"{name}: draw 1 card"
        if code == "01066":  # Hawkeye
            tgt = e.target if e is not None else None
            v = self.damage_value(tgt, 2) if tgt is not None and self.is_enemy(tgt) else 0.0
            return v + 0.01, f"{name}: 2 damage to that minion"
        if code == "01063":  # Interrogation Room
            v, s = self.best_thwart(1)
            return v + 0.01, f"{name}: remove 1 threat"
        # A card in play with a free effect is worth using; from hand, read its effect.
        text = a.effect.text()
        v = self.text_value(text) if _DAMAGE_RE.search(text) or _THREAT_RE.search(text) else 0.8
        costs_text = " ".join(c.text() for c in a.costs).lower()
        if "discard this card" in costs_text:
            v -= 1.5
        if "spend" in costs_text:
            v -= 1.1
        if "Stun" in text or "Confuse" in text:
            v = max(v, 1.0)
        return v - card_cost, f"{name}: {text.rstrip('.')}"

    def reveal_harm(self, cid: int) -> float:
        """How bad a revealed encounter card is (what cancelling it saves)."""
        g = self.g
        f = g.facts(cid)
        code = self.code(cid)
        if code in TREACHERY_HARM:
            harm = TREACHERY_HARM[code]
            if code == "01186":  # Advance: the villain schemes
                v = g.villain()
                harm = self.threat_placing_cost(round(self.enemy_scheme(v)), self.residual_gain()) if v else 1.0
            if code in ("01106", "01187", "01189") and self.form() != "hero":
                harm = 0.5  # surges in alter-ego form
            return harm
        if f.type_code == "treachery":
            return 2.5
        if f.type_code == "side_scheme":
            return 2.0 + 2.0 * (f.scheme_acceleration + f.scheme_crisis + f.scheme_hazard)
        if f.type_code == "minion":
            return 1.0 + (f.attack or 0) + (f.scheme or 0)
        if f.type_code == "attachment":
            return 2.0
        if f.type_code == "obligation":
            return 2.0
        return 1.0

    # == end of phase, targets and the rest ==========================================================================
    def discard(self) -> list[_Scored]:
        g = self.g
        out: list[_Scored] = []
        prompt = self.d.prompt
        over = not any(_act(o).kind is ActionKind.KEEP for o in self.d.options)
        for o in self.d.options:
            if _act(o).kind is ActionKind.KEEP:
                out.append(_Scored(0.0, o.key, "Done discarding: the rest of the hand is worth keeping"))
                continue
            if not o.cards:
                out.append(_Scored(-1.0, o.key, o.label))
                continue
            cid = o.cards[0]
            zone = g.state.cards[cid].zone[0]
            if zone == PLAY:  # ally limit, restricted, an upgrade or support to discard
                worth = self.ally_value(cid) if self.type_of(cid) == "ally" else \
                    PERMANENT_VALUE.get(self.code(cid), 2.5)
                out.append(_Scored(-worth, o.key, f"Discard {self.title(cid)}: the one worth least"))
                continue
            keep = self.keep_value(cid)
            if over or "Choose a card to discard" in prompt:
                out.append(_Scored(5.0 - keep, o.key, f"Discard {self.title(cid)}: the card least needed"))
            elif "Legal Practice" in prompt or "Discard 1 to 5" in prompt or "remove" in prompt.lower():
                v, _ = self.best_thwart(1)
                out.append(_Scored(v - keep - 0.2, o.key, f"Discard {self.title(cid)} to remove 1 threat"))
            else:  # end of the player phase: throw away dead cards to draw fresh ones
                out.append(_Scored(0.15 - keep, o.key,
                                   f"Discard {self.title(cid)}: it cannot be played, a fresh card is better"))
        return out

    def target(self) -> list[_Scored]:
        g = self.g
        prompt = self.d.prompt
        low = prompt.lower()
        src = self.d.source
        out: list[_Scored] = []
        amount = self.amount_for(prompt, src)
        for o in self.d.options:
            if _act(o).kind is ActionKind.PASS:
                out.append(_Scored(0.0, o.key, "Choose none"))
                continue
            if not o.cards:
                out.append(_Scored(0.0, o.key, o.label))
                continue
            c = o.cards[0]
            name = self.title(c)
            zone = g.state.cards[c].zone[0]
            if zone in (HAND, "deck", DISCARD) and not g.is_in_play(c):
                v = self.keep_value(c)
                if "discard" in low:
                    out.append(_Scored(5.0 - v, o.key, f"Choose {name}: the card least needed"))
                elif zone == DISCARD and self.type_of(c) == "ally":
                    out.append(_Scored(self.ally_play_value(c)[0], o.key, f"Choose {name}"))
                else:
                    out.append(_Scored(v + (0.5 if self.playable_later(c) else 0.0), o.key, f"Choose {name}"))
                continue
            if self.is_enemy(c):
                out.append(self.enemy_target(o.key, c, low, amount))
            elif self.is_scheme(c):
                if "place threat" in low or "place" in low:
                    bad = self.thwart_value(c, 1) if self.type_of(c) == "main_scheme" else 0.3
                    out.append(_Scored(-bad, o.key, f"Put the threat on {name}, where it hurts least"))
                else:
                    out.append(_Scored(self.thwart_value(c, max(1, amount)), o.key,
                                       f"Remove threat from {name}"))
            else:
                out.append(self.friendly_target(o.key, c, low, amount))
        return out

    def amount_for(self, prompt: str, src: int | None) -> int:
        m = re.search(r"(\d+)", prompt)
        if m and "of" not in prompt:
            return int(m.group(1))
        if src is not None and self.g.state.cards.get(src) is not None:
            code = self.code(src)
            if code in DAMAGE_EVENTS:
                return DAMAGE_EVENTS[code]
            if code in THWART_EVENTS:
                return THWART_EVENTS[code]
            if self.type_of(src) in ("hero", "ally", "alter_ego") and "attacks" in prompt:
                return self.stat(src, "attack")
            if "thwarts" in prompt:
                return self.stat(src, "thwart")
            text = " ".join(a.effect.text() for a in self.g.script(src).abilities)
            return _num(_DAMAGE_RE, text) or _num(_THREAT_RE, text) or 1
        return 1

    def enemy_target(self, key: str, c: int, low: str, amount: int) -> _Scored:
        g = self.g
        name = self.title(c)
        if low.startswith("attach"):
            src = self.d.source
            if src is not None and self.code(src) == "01007":  # Spider-Tracer: the minion defeated soonest
                return _Scored(10.0 - self.hp(c), key, f"Attach to {name}: it will be defeated soon")
            v = 2.0 if self.type_of(c) == "villain" else 1.0
            return _Scored(v + 0.1 * self.stat(c, "attack"), key, f"Attach to {name}")
        if "stun" in low or "confuse" in low or "choose who is" in low:
            v = self.stat(c, "attack") + (2.0 if self.type_of(c) == "villain" else 0.0)
            return _Scored(v, key, f"Choose {name}: it would hurt most")
        overkill = False
        v = self.damage_value(c, amount, overkill=overkill)
        hp = g.hit_points(c)
        return _Scored(v, key, f"Target {name} ({hp} hit points left) with {amount}")

    def friendly_target(self, key: str, c: int, low: str, amount: int) -> _Scored:
        g = self.g
        name = self.title(c)
        mine = g.state.cards[c].controller == self.p or g.state.cards[c].owner == self.p
        if "heal" in low:
            v = self.heal_value(c, max(amount, 1)) if mine else 0.3 * min(amount, g.state.cards[c].damage)
            return _Scored(v, key, f"Heal {name}")
        if "assign" in low or "damage" in low:
            if self.type_of(c) in ("hero", "alter_ego"):
                cost = self.hp_cost(1, self.hp(c))
            else:
                cost = self.ally_value(c) if self.hp(c) <= 1 else 0.35
            return _Scored(-cost, key, f"Put the damage on {name}, where it hurts least")
        if "ready" in low:
            v = 2.0 if g.state.cards[c].exhausted else 0.0
            return _Scored(v + (0.5 if self.type_of(c) in ("hero",) else 0.0), key, f"Ready {name}")
        if "discard" in low:
            worth = self.ally_value(c) if self.type_of(c) == "ally" else PERMANENT_VALUE.get(self.code(c), 2.5)
            return _Scored(-worth, key, f"Discard {name}: the one worth least")
        if "exhaust" in low:
            return _Scored(-1.0 if not g.state.cards[c].exhausted else 0.0, key, f"Exhaust {name}")
        if "attach" in low:
            v = self.stat(c, "attack") + self.stat(c, "thwart") + 0.1 * self.hp(c)
            return _Scored(v, key, f"Attach to {name}")
        v = 1.0 if c == self.ident else 0.5 + 0.1 * (self.stat(c, "attack") + self.stat(c, "thwart"))
        return _Scored(v if mine else 0.2, key, f"Choose {name}")

    def choose(self) -> list[_Scored]:
        out: list[_Scored] = []
        for o in self.d.options:
            k = o.key
            a = _act(o)
            if a.player is not None:
                q = a.player
                out.append(_Scored(1.0 if q == self.p else 0.5, k, f"Choose player {q + 1}"))
            elif a.kind is ActionKind.PASS:
                out.append(_Scored(0.5, k, "Decline: better on my own turn"))
            elif a.kind is ActionKind.PLAY:
                out.append(_Scored(0.0, k, o.label))
            elif a.choice == "exhaust":
                out.append(_Scored(1.0, k, f"{o.label}: cheaper than the penalty"))
            elif a.choice in ("penalty", "discard"):
                out.append(_Scored(0.0, k, o.label))
            else:
                out.append(_Scored(self.label_value(o.label), k, o.label))
        return out

    def label_value(self, label: str) -> float:
        """Score a "choose one" effect from its words (what it gives us, less what it costs us)."""
        low = label.lower()
        v = 0.0
        n = _num(re.compile(r"(\d+) damage"), low)
        if "deal" in low and n and ("enemy" in low or "villain" in low or "minion" in low):
            v += self.best_damage(n)[0]
        elif n and ("your" in low or "you" in low or "hero" in low or "identity" in low):
            v -= self.hp_cost(n)
        m = _num(re.compile(r"(\d+) threat"), low)
        if m:
            if "remove" in low:
                v += self.best_thwart(m)[0]
            elif "main scheme" in low or "place" in low or "goes on" in low:
                v -= self.threat_placing_cost(m, self.residual_gain() if self.g.state.phase == "villain" else None)
        d = _num(_DRAW_RE, label)
        if d:
            v += 1.0 * d
        if "+2 atk" in low or "+2 thw" in low:
            v += 1.5
        if "stun" in low or "confused" in low:
            v -= 1.5
        if "discard" in low:
            v -= 1.5
        if "exhaust each" in low or "exhaust your" in low:
            v -= 2.0
        if "spend" in low:
            v -= 1.5
        return v

    def order(self) -> list[_Scored]:
        out: list[_Scored] = []
        for n, o in enumerate(self.d.options):
            v = -0.01 * n
            if o.cards:
                code = self.code(o.cards[0])
                if code in WAKANDA_ORDER:  # the last one resolved is doubled: keep the best for last
                    v = -float(WAKANDA_ORDER.index(code))
            out.append(_Scored(v, o.key, f"{o.label}: order does not matter much"))
        return out

    def number(self) -> list[_Scored]:
        out: list[_Scored] = []
        for o in self.d.options:
            n = _act(o).amount or 0
            out.append(_Scored(float(n), o.key, f"Choose {n}: as much as can be paid"))
        return out

    def yes_no(self) -> list[_Scored]:
        prompt = self.d.prompt.lower()
        yes = 1.0
        why = "Yes: it helps"
        if "change to alter-ego" in prompt:
            if self.threat_placing_cost(0, self.gain_dist(True)) > 20:
                yes, why = -1.0, "No: the scheme cannot afford the villain scheming"
            else:
                why = "Yes: change to alter-ego form to deal with the obligation"
        return [_Scored(yes, o.key, why) if _act(o).kind is ActionKind.YES else _Scored(0.0, o.key, "No")
                for o in self.d.options]


ATTACK_TREACHERIES = frozenset({"01106", "01187", "01189", "01122", "01145", "01164", "01147", "01133"})
"""Encounter cards that make the villain (or minions) attack a hero (Stampede, Assault and the like)."""
THREAT_TREACHERIES = frozenset({"01186", "01178", "01169", "01145"})
"""Encounter cards that make the villain scheme or put threat on the main scheme (Advance and the like)."""


def _add(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    """The distribution of the sum of two independent amounts."""
    out: dict[int, float] = {}
    for x, px in a.items():
        for y, py in b.items():
            out[x + y] = out.get(x + y, 0.0) + px * py
    return out


def _shift(d: dict[int, float], n: int) -> dict[int, float]:
    return {k + n: p for k, p in d.items()}


def _mix(a: dict[int, float], b: dict[int, float], pb: float) -> dict[int, float]:
    """``b`` with probability ``pb``, else ``a``."""
    out = {k: p * (1 - pb) for k, p in a.items()}
    for k, p in b.items():
        out[k] = out.get(k, 0.0) + p * pb
    return out

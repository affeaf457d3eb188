"""The turn: change form, basic powers, playing cards, abilities of cards in play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import (
    ActionKind,
    Option,
)

from ...engine.abilities import Timing
from ...engine.state import DISCARD
from .common import Scored, act
from .knowledge import (
    PERMANENT_VALUE,
    SHAPESHIFT_SWAP_VALUE,
    SHAPESHIFT_UPGRADES,
    WAKANDA_ORDER,
    cost_roles,
    effect_roles,
    played_roles,
)

if TYPE_CHECKING:
    pass
from .reading import Reading


class Turn(Reading):
    # == the turn =================================================================================================
    def turn(self) -> list[Scored]:
        out: list[Scored] = []
        repeats = self.repeats_this_turn()
        for o in self.d.options:
            s = self.turn_option(o)
            if repeats.get(o.key, 0) >= 3 and o.key != "end_turn":
                s = Scored(-50.0, o.key, s.reason)
            out.append(s)
        return out

    def repeats_this_turn(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for k in reversed(self.g.answers[-80:]):
            if k == "end_turn":
                break
            counts[k] = counts.get(k, 0) + 1
        return counts

    def turn_option(self, o: Option) -> Scored:
        key = o.key
        a = act(o)
        kind, card = a.kind, a.card
        if kind is ActionKind.END_TURN:
            return Scored(0.0, key, "End the turn: nothing left worth doing")
        if kind is ActionKind.CHANGE_FORM:
            return self.score_change_form(key)
        if card is None or kind is ActionKind.ASK:
            return Scored(-1.0, key, o.label)  # asking another player: they decide on their own turn
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
            return Scored(v, key, why)
        return Scored(-1.0, key, o.label)

    # -- change form -----------------------------------------------------------------------------------------
    def score_change_form(self, key: str) -> Scored:
        g = self.g
        want_ae = self.end_in_alter_ego()
        ic = g.state.cards[self.ident]
        if self.form() == "hero":
            if not want_ae:
                return Scored(-5.0, key, "Stay a hero")
            # Flip once the hero has acted; flip first if recovering now beats the hero's basic power.
            v = 0.05
            if not ic.exhausted:
                rec = g.db.card(self.alter_ego_code()).recover or 0
                v = max(v, self.heal_value(self.ident, rec) - self.hero_basic_value())
            return Scored(v, key, f"Change to alter-ego form: the villain schemes instead of attacking "
                                   f"({self.hp()} hit points left)")
        if want_ae:
            return Scored(-5.0, key, "Stay in alter-ego form")
        if any(self.ae_only_value(o) > 0.2 for o in self.d.options if act(o).kind is not ActionKind.RECOVER):
            return Scored(0.04, key, "Change to hero form")
        if not ic.exhausted and self.recover_first():
            return Scored(0.04, key, "Change to hero form")
        after = self.hero_value_after_flip()
        return Scored(0.05 + after, key, "Change to hero form to attack and thwart")

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

    def score_recover(self, key: str, ident: int) -> Scored:
        n = min(self.stat(ident, "recover"), self.g.state.cards[ident].damage)
        heal = self.heal_value(ident, self.stat(ident, "recover"))
        why = f"Recover: heal {n} of {self.title(ident)}'s {self.g.state.cards[ident].damage} damage"
        if n <= 0 or (not self.end_in_alter_ego() and not self.recover_first()):
            return Scored(-0.5, key, why)
        return Scored(heal + 0.05, key, why)

    def can_basic(self, stat: str) -> bool:
        return self.stat(self.ident, stat) > 0

    def ae_only_value(self, o: Option) -> float:
        action = act(o)
        if action.kind is ActionKind.RECOVER:
            return self.turn_option(o).score
        if action.kind is ActionKind.USE and action.card is not None:
            cid, idx = action.card, self.ability_index(action)
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
            if code in self.known.damage_events:
                v = max(v, self.best_damage(self.known.damage_events[code])[0] - 1.5)
            elif code in self.known.thwart_events:
                v = max(v, self.best_thwart(self.known.thwart_events[code])[0] - 1.5)
        return max(0.0, v)

    # -- basic powers -----------------------------------------------------------------------------------------
    def score_attack(self, key: str, attacker: int) -> Scored:
        from ...engine.combat import attackable_enemies, has_status

        g = self.g
        name = self.title(attacker)
        if has_status(g, attacker, "stunned"):
            unlock = self.unlocked_events("attack") if attacker == self.ident else 0.0
            return Scored(0.6 + unlock, key, f"{name} attacks to shake off the stun")
        amount = self.stat(attacker, "attack")
        overkill = g.has_keyword(attacker, "overkill")
        value, target = self.best_damage(amount, attackable_enemies(g, self.p), overkill=overkill, attacker=attacker)
        if target is None:
            return Scored(-1.0, key, f"{name} has nothing worth attacking")
        cost = 0.0
        if g.has_keyword(target, "retaliate") and not g.has_keyword(attacker, "ranged"):
            from ...engine.values import keyword_value

            r = keyword_value(g, target, "retaliate")
            cost += self.hp_cost(r) if attacker == self.ident else (
                self.chump_value() if r >= self.hp(attacker) else 0.3 * r)
        if self.type_of(attacker) == "ally":
            cost += self.ally_action_cost(attacker, "attack_cost")
        else:
            value += 0.05  # the hero's action is spent either way
        hp = g.hit_points(target)
        why = f"{name} attacks {self.title(target)} for {amount} ({hp} hit points left)"
        return Scored(value - cost, key, why)

    def score_thwart(self, key: str, thwarter: int) -> Scored:
        from ...engine.combat import has_status

        g = self.g
        name = self.title(thwarter)
        if has_status(g, thwarter, "confused"):
            unlock = self.unlocked_events("thwart") if thwarter == self.ident else 0.0
            return Scored(0.6 + unlock, key, f"{name} thwarts to shake off the confusion")
        amount = self.stat(thwarter, "thwart")
        value, scheme = self.best_thwart(amount)
        if scheme is None:
            return Scored(-1.0, key, f"{name} has nothing worth thwarting")
        cost = self.ally_action_cost(thwarter, "thwart_cost") if self.type_of(thwarter) == "ally" else 0.0
        _, t, k = self.main_threat()
        if self.type_of(scheme) == "main_scheme":
            why = f"{name} thwarts {self.title(scheme)} for {amount}: threat {t} of {k} is close to its target" \
                if self.room(self.end_in_alter_ego()) < 3 else f"{name} thwarts {self.title(scheme)} for {amount}"
        else:
            why = f"{name} thwarts the side scheme {self.title(scheme)} for {amount}"
        return Scored(value - cost, key, why)

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
            if tag == "thwart" and code in self.known.thwart_events:
                v = self.best_thwart(self.known.thwart_events[code])[0]
            elif tag == "attack" and code in self.known.damage_events:
                v = self.best_damage(self.known.damage_events[code], waste=0.35)[0]
            else:
                continue
            cost = self.play_cost(cid)
            if cost is not None:
                best = max(best, 0.8 * (v - cost))
        return best

    # -- playing cards -----------------------------------------------------------------------------------------
    def score_play(self, key: str, cid: int) -> Scored:
        value, why = self.play_value(cid)
        cost = self.play_cost(cid)
        if cost is None:
            return Scored(-10.0, key, f"Cannot pay for {self.title(cid)}")
        net = value - cost - self.keep_value(cid) * 0.5
        return Scored(net, key, why)

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
            if code in SHAPESHIFT_UPGRADES and any(self.code(c) in SHAPESHIFT_UPGRADES for c in g.controlled(self.p)):
                v = SHAPESHIFT_SWAP_VALUE  # Hulkling keeps one Shapeshift upgrade: this one replaces it
            return v, f"Play {name} ({f.type_code})"
        if f.type_code == "event":
            return self.event_value(cid)
        if f.type_code == "player_side_scheme":
            return 1.0, f"Play {name}"
        return 0.5, f"Play {name}"

    def event_value(self, cid: int) -> tuple[float, str]:
        from ...engine.combat import has_status

        g = self.g
        code = self.code(cid)
        name = self.title(cid)
        tags = {t for a in g.script(cid).abilities if a.from_hand for t in a.tags}
        if "attack" in tags and has_status(g, self.ident, "stunned"):
            return -1.0, f"{name}: {self.title(self.ident)} is stunned"
        if "thwart" in tags and has_status(g, self.ident, "confused"):
            return -1.0, f"{name}: {self.title(self.ident)} is confused"
        if code in self.known.damage_events:
            n = self.known.damage_events[code]
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
        if code in self.known.thwart_events:
            n = self.known.thwart_events[code]
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
        return self.roles_value(played_roles(g.db, g.state.cards[cid].code)), f"Play {name}"

    # -- abilities of cards in play ---------------------------------------------------------------------------
    def ability_value(self, cid: int, idx: int) -> tuple[float, str]:
        g = self.g
        a = g.script(cid).abilities[idx]
        code = self.code(cid)
        name = self.title(cid)
        roles = effect_roles(a.effect)
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
                takes = cost_roles(c)
                cost += 1.1 * takes.get("spend", 0) + (2.0 if "self_exhaust" in takes else 0.0)
            return worth - cost, f"{name}: discard it from the villain"
        # Generic: read the effect.
        v = self.roles_value(roles)
        for c in a.costs:
            takes = cost_roles(c)
            if "spend" in takes:
                v -= 1.1 * max(1, takes["spend"])
            if "discard_this" in takes:
                v -= 1.5
            if "self_damage" in takes:
                v -= self.hp_cost(1)
        if roles.get("draw"):
            v = max(v, 1.0)
        if "ready" in roles:
            v = -0.5
        return v, f"{name}: {a.effect.text().rstrip('.')}"

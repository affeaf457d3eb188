"""The villain phase: defending, interrupts and responses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import (
    Defense,
    WindowContext,
)

from ...engine.abilities import Ability
from ...engine.events import Event
from .common import Scored, act
from .knowledge import (
    PERMANENT_VALUE,
    TREACHERY_HARM,
    cost_roles,
    effect_roles,
    merged,
)

if TYPE_CHECKING:
    pass
from .reading import Reading


class VillainPhase(Reading):
    # == the villain phase ==========================================================================================
    def defend(self) -> list[Scored]:
        g = self.g
        enemy = self.d.source
        if enemy is None:
            return [Scored(0.0, o.key, o.label) for o in self.d.options]
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
        out: list[Scored] = []
        for o in self.d.options:
            c_or_none = act(o).card
            if c_or_none is None:
                if attacked == self.p:
                    cost = self.dist_cost(dist, lambda a: self.hp_cost(a, hp) + (stun_rider if a > 0 else 0.0))
                else:
                    cost = 0.8 * mean
                out.append(Scored(-cost, o.key, f"Do not defend: {enemy_name}'s attack (about {mean:.0f}) "
                                                 f"is worth taking ({hp} hit points left)"))
                continue
            c = c_or_none
            if self.type_of(c) in ("hero", "alter_ego"):
                d = self.stat(c, "defense")
                hc = self.hp(c)
                cost = self.dist_cost(dist, lambda a, d=d, hc=hc: self.hp_cost(max(0, a - d), hc)
                                      + (stun_rider if a > d else 0.0)) + self.exhaust_cost()
                out.append(Scored(-cost, o.key, f"Defend with {self.title(c)}: its {d} DEF absorbs most of "
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
                out.append(Scored(-cost, o.key, why))
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
            later += self.encounter_share(self.known.attack_treacheries) * self.enemy_attack(g.villains()[0])
        return later * 0.7

    # -- interrupts and responses ------------------------------------------------------------------------------
    def window(self) -> list[Scored]:
        x = self.d.extra
        events = [Event(e.kind, e.source, e.target, e.player, e.amount, {"attack": e.attack})
                  for e in (x.events if isinstance(x, WindowContext) else ())]
        out: list[Scored] = []
        for o in self.d.options:
            action = act(o)
            if action.card is None:
                out.append(Scored(0.0, o.key, "Pass: nothing here is worth using now"))
                continue
            idx = self.ability_index(action)
            trigger = self.g.script(action.card).abilities[idx].event
            event = next((e for e in events if e.kind == trigger and e.target == action.target),
                         next((e for e in events if e.kind == trigger), events[0] if events else None))
            v, why = self.response_value(action.card, idx, event)
            out.append(Scored(v, o.key, why))
        return out

    def response_value(self, cid: int, idx: int, e: Event | None) -> tuple[float, str]:
        from ...engine import events as ev

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
        if code == "01003" or ("cancel" in effect_roles(a.effect) and e is not None and e.kind == ev.DAMAGE):
            target = e.target if e is not None and e.target is not None else self.ident
            if target == self.ident:
                saved = self.hp_cost(amount)
            else:
                saved = self.ally_value(target) if amount >= self.hp(target) else 0.3 * amount
            return saved - card_cost, f"{name}: prevent {amount} damage"
        if code == "01017":  # Cosmic Flight: reduce by 3, discard it
            saved = self.hp_cost(amount) - self.hp_cost(max(0, amount - 3))
            return saved - PERMANENT_VALUE["01017"], f"{name}: reduce {amount} damage by 3"
        cancels = "cancel" in effect_roles(a.effect)
        if code in ("01004", "01078") or (e is not None and e.kind == ev.REVEALED and cancels):
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
        roles = effect_roles(a.effect)
        v = self.roles_value(roles) if roles.get("damage") or roles.get("thwart") else 0.8
        takes = merged([cost_roles(c) for c in a.costs])
        if "discard_this" in takes:
            v -= 1.5
        if "spend" in takes:
            v -= 1.1
        if "stun" in roles or "confuse" in roles:
            v = max(v, 1.0)
        return v - card_cost, f"{name}: {a.effect.text().rstrip('.')}"

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

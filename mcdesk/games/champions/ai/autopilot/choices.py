"""The rest: discards, targets, choices, order, numbers, yes or no."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import (
    ActionKind,
    Targeting,
)

from ...engine.state import DISCARD, HAND, PLAY
from .common import Scored, act
from .knowledge import (
    PERMANENT_VALUE,
    WAKANDA_ORDER,
    Roles,
    effect_roles,
    merged,
)

if TYPE_CHECKING:
    pass
from .reading import Reading


class Choices(Reading):
    # == end of phase, targets and the rest ==========================================================================
    def discard(self) -> list[Scored]:
        g = self.g
        out: list[Scored] = []
        prompt = self.d.prompt
        over = not any(act(o).kind is ActionKind.KEEP for o in self.d.options)
        for o in self.d.options:
            if act(o).kind is ActionKind.KEEP:
                out.append(Scored(0.0, o.key, "Done discarding: the rest of the hand is worth keeping"))
                continue
            if not o.cards:
                out.append(Scored(-1.0, o.key, o.label))
                continue
            cid = o.cards[0]
            zone = g.state.cards[cid].zone[0]
            if zone == PLAY:  # ally limit, restricted, an upgrade or support to discard
                worth = self.ally_value(cid) if self.type_of(cid) == "ally" else \
                    PERMANENT_VALUE.get(self.code(cid), 2.5)
                out.append(Scored(-worth, o.key, f"Discard {self.title(cid)}: the one worth least"))
                continue
            keep = self.keep_value(cid)
            if over or "Choose a card to discard" in prompt:
                out.append(Scored(5.0 - keep, o.key, f"Discard {self.title(cid)}: the card least needed"))
            elif "Legal Practice" in prompt or "Discard 1 to 5" in prompt or "remove" in prompt.lower():
                v, _ = self.best_thwart(1)
                out.append(Scored(v - keep - 0.2, o.key, f"Discard {self.title(cid)} to remove 1 threat"))
            else:  # end of the player phase: throw away dead cards to draw fresh ones
                out.append(Scored(0.15 - keep, o.key,
                                   f"Discard {self.title(cid)}: it cannot be played, a fresh card is better"))
        return out

    def target(self) -> list[Scored]:
        g = self.g
        prompt = self.d.prompt
        x = self.d.extra
        # What the target is for: the decision's typed purpose; a card effect that does not state it yet
        # (the vocabulary's own targets) is read from its prompt.
        low = x.purpose if isinstance(x, Targeting) and x.purpose else prompt.lower()
        src = self.d.source
        out: list[Scored] = []
        amount = self.amount_for(prompt, src)
        for o in self.d.options:
            if act(o).kind is ActionKind.PASS:
                out.append(Scored(0.0, o.key, "Choose none"))
                continue
            if not o.cards:
                out.append(Scored(0.0, o.key, o.label))
                continue
            c = o.cards[0]
            name = self.title(c)
            zone = g.state.cards[c].zone[0]
            if zone in (HAND, "deck", DISCARD) and not g.is_in_play(c):
                v = self.keep_value(c)
                if "discard" in low:
                    out.append(Scored(5.0 - v, o.key, f"Choose {name}: the card least needed"))
                elif zone == DISCARD and self.type_of(c) == "ally":
                    out.append(Scored(self.ally_play_value(c)[0], o.key, f"Choose {name}"))
                else:
                    out.append(Scored(v + (0.5 if self.playable_later(c) else 0.0), o.key, f"Choose {name}"))
                continue
            if self.is_enemy(c):
                out.append(self.enemy_target(o.key, c, low, amount))
            elif self.is_scheme(c):
                if "place threat" in low or "place" in low:
                    bad = self.thwart_value(c, 1) if self.type_of(c) == "main_scheme" else 0.3
                    out.append(Scored(-bad, o.key, f"Put the threat on {name}, where it hurts least"))
                else:
                    out.append(Scored(self.thwart_value(c, max(1, amount)), o.key,
                                       f"Remove threat from {name}"))
            else:
                out.append(self.friendly_target(o.key, c, low, amount))
        return out

    def amount_for(self, prompt: str, src: int | None) -> int:
        x = self.d.extra
        if isinstance(x, Targeting) and x.amount is not None:
            return x.amount
        if src is not None and self.g.state.cards.get(src) is not None:
            code = self.code(src)
            if code in self.known.damage_events:
                return self.known.damage_events[code]
            if code in self.known.thwart_events:
                return self.known.thwart_events[code]
            if self.type_of(src) in ("hero", "ally", "alter_ego") and "attacks" in prompt:
                return self.stat(src, "attack")
            if "thwarts" in prompt:
                return self.stat(src, "thwart")
            roles = merged([effect_roles(a.effect) for a in self.g.script(src).abilities])
            return roles.get("damage", 0) or roles.get("thwart", 0) or 1
        return 1

    def enemy_target(self, key: str, c: int, low: str, amount: int) -> Scored:
        g = self.g
        name = self.title(c)
        if low.startswith("attach"):
            src = self.d.source
            if src is not None and self.code(src) == "01007":  # Spider-Tracer: the minion defeated soonest
                return Scored(10.0 - self.hp(c), key, f"Attach to {name}: it will be defeated soon")
            v = 2.0 if self.type_of(c) == "villain" else 1.0
            return Scored(v + 0.1 * self.stat(c, "attack"), key, f"Attach to {name}")
        if "stun" in low or "confuse" in low or "choose who is" in low:
            v = self.stat(c, "attack") + (2.0 if self.type_of(c) == "villain" else 0.0)
            return Scored(v, key, f"Choose {name}: it would hurt most")
        overkill = False
        v = self.damage_value(c, amount, overkill=overkill)
        hp = g.hit_points(c)
        return Scored(v, key, f"Target {name} ({hp} hit points left) with {amount}")

    def friendly_target(self, key: str, c: int, low: str, amount: int) -> Scored:
        g = self.g
        name = self.title(c)
        mine = g.state.cards[c].controller == self.p or g.state.cards[c].owner == self.p
        if "heal" in low:
            v = self.heal_value(c, max(amount, 1)) if mine else 0.3 * min(amount, g.state.cards[c].damage)
            return Scored(v, key, f"Heal {name}")
        if "assign" in low or "damage" in low:
            if self.type_of(c) in ("hero", "alter_ego"):
                cost = self.hp_cost(1, self.hp(c))
            else:
                cost = self.ally_value(c) if self.hp(c) <= 1 else 0.35
            return Scored(-cost, key, f"Put the damage on {name}, where it hurts least")
        if "ready" in low:
            v = 2.0 if g.state.cards[c].exhausted else 0.0
            return Scored(v + (0.5 if self.type_of(c) in ("hero",) else 0.0), key, f"Ready {name}")
        if "discard" in low:
            worth = self.ally_value(c) if self.type_of(c) == "ally" else PERMANENT_VALUE.get(self.code(c), 2.5)
            return Scored(-worth, key, f"Discard {name}: the one worth least")
        if "exhaust" in low:
            return Scored(-1.0 if not g.state.cards[c].exhausted else 0.0, key, f"Exhaust {name}")
        if "attach" in low:
            v = self.stat(c, "attack") + self.stat(c, "thwart") + 0.1 * self.hp(c)
            return Scored(v, key, f"Attach to {name}")
        v = 1.0 if c == self.ident else 0.5 + 0.1 * (self.stat(c, "attack") + self.stat(c, "thwart"))
        return Scored(v if mine else 0.2, key, f"Choose {name}")

    def choose(self) -> list[Scored]:
        out: list[Scored] = []
        for o in self.d.options:
            k = o.key
            a = act(o)
            if a.player is not None:
                q = a.player
                out.append(Scored(1.0 if q == self.p else 0.5, k, f"Choose player {q + 1}"))
            elif a.kind is ActionKind.PASS:
                out.append(Scored(0.5, k, "Decline: better on my own turn"))
            elif a.kind is ActionKind.PLAY:
                out.append(Scored(0.0, k, o.label))
            elif a.choice == "exhaust":
                out.append(Scored(1.0, k, f"{o.label}: cheaper than the penalty"))
            elif a.choice in ("penalty", "discard"):
                out.append(Scored(0.0, k, o.label))
            else:
                out.append(Scored(self.choice_value(dict(a.roles)), k, o.label))
        return out

    def choice_value(self, roles: Roles) -> float:
        """Score a "choose one" effect from what the card's script says it does (what it gives us, less what it
        costs us)."""
        v = 0.0
        if roles.get("damage"):
            v += self.best_damage(roles["damage"])[0]
        if roles.get("self_damage"):
            v -= self.hp_cost(roles["self_damage"])
        if roles.get("thwart"):
            v += self.best_thwart(roles["thwart"])[0]
        if roles.get("threat"):
            v -= self.threat_placing_cost(roles["threat"],
                                          self.residual_gain() if self.g.state.phase == "villain" else None)
        v += 1.0 * roles.get("draw", 0)
        if "boost" in roles:
            v += 1.5
        if "self_stun" in roles or "self_confuse" in roles:
            v -= 1.5
        if "discard" in roles:
            v -= 1.5
        if "self_exhaust" in roles:
            v -= 2.0
        return v

    def order(self) -> list[Scored]:
        out: list[Scored] = []
        for n, o in enumerate(self.d.options):
            v = -0.01 * n
            if o.cards:
                code = self.code(o.cards[0])
                if code in WAKANDA_ORDER:  # the last one resolved is doubled: keep the best for last
                    v = -float(WAKANDA_ORDER.index(code))
            out.append(Scored(v, o.key, f"{o.label}: order does not matter much"))
        return out

    def number(self) -> list[Scored]:
        out: list[Scored] = []
        for o in self.d.options:
            n = act(o).amount or 0
            out.append(Scored(float(n), o.key, f"Choose {n}: as much as can be paid"))
        return out

    def yes_no(self) -> list[Scored]:
        prompt = self.d.prompt.lower()
        yes = 1.0
        why = "Yes: it helps"
        if "change to alter-ego" in prompt:
            if self.threat_placing_cost(0, self.gain_dist(True)) > 20:
                yes, why = -1.0, "No: the scheme cannot afford the villain scheming"
            else:
                why = "Yes: change to alter-ego form to deal with the obligation"
        return [Scored(yes, o.key, why) if act(o).kind is ActionKind.YES else Scored(0.0, o.key, "No")
                for o in self.d.options]

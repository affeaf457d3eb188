"""The table: zones, who controls what, current stats and keywords, counters, stun, wounds, KO.

Every procedure that might need a player's answer is a generator (``Gen``); plain queries are functions.
Rule citations are to the Marvel Battles rulebook (../shared/rules/vs-system-2pcg-rulebook.md).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import Decision, DecisionKind, Details, Option, Responder
from mcdesk.core.events import EventKind, GameEvent

from ..cards.facts import MAIN, SUPPORTING, VsFacts, all_facts
from .abilities import Gen, Script
from .state import CardInstance, Effect, GameState, PlayerState

if TYPE_CHECKING:
    from .game import GameSetup


def _scripts() -> dict[str, Script]:
    from ..cards.scripts import all_scripts

    return all_scripts()


class Table:
    state: GameState
    rng: random.Random
    log_lines: list[str]
    events: list[GameEvent]
    setup: GameSetup

    def __init__(self) -> None:
        self._facts = all_facts()
        self._script_cache = _scripts()

    # == card data ====================================================================================
    def card(self, cid: int) -> CardInstance:
        return self.state.cards[cid]

    def facts(self, cid: int) -> VsFacts:
        return self._facts[self.state.cards[cid].code]

    def script(self, cid: int) -> Script:
        code = self.state.cards[cid].code
        f = self._facts[code]
        return self._script_cache.get(code) or self._script_cache.get(f.alt_of) or Script(code)

    def name(self, cid: int) -> str:
        return self.facts(cid).name

    def log(self, text: str, kind: str = "log", **kw: Any) -> None:
        self.log_lines.append(text)
        self.events.append(GameEvent(kind, text, **kw))

    # == zones ========================================================================================
    def pz(self, player: int, zone: str) -> str:
        return f"p{player}:{zone}"

    def rz(self, side: int, row: str) -> str:
        return f"s{side}:{row}"

    def zone_cards(self, zone: str) -> list[int]:
        return list(self.state.zones.get(zone, []))

    def hand(self, p: int) -> list[int]:
        return self.zone_cards(self.pz(p, "hand"))

    def deck(self, p: int) -> list[int]:
        return self.zone_cards(self.pz(p, "deck"))

    def ko_pile(self, p: int) -> list[int]:
        return self.zone_cards(self.pz(p, "ko"))

    def resources(self, p: int) -> list[int]:
        return self.zone_cards(self.pz(p, "resource"))

    def new_card(self, code: str, owner: int, zone: str) -> int:
        cid = self.state.next_id
        self.state.next_id += 1
        self.state.cards[cid] = CardInstance(cid, code, owner, owner, zone)
        self.state.zone(zone).append(cid)
        return cid

    def move(self, cid: int, zone: str, *, top: bool = True, controller: int | None = None) -> None:
        c = self.card(cid)
        old = c.zone
        self.state.zones[old].remove(cid)
        if top:
            self.state.zone(zone).append(cid)
        else:
            self.state.zone(zone).insert(0, cid)
        c.zone = zone
        if controller is not None:
            c.controller = controller
        if not self.in_play(cid):
            c.exhausted = c.stunned = c.face_down = c.frozen = False
            c.wounds = c.plus = c.minus = 0
            c.controller = c.owner
            self.state.effects = [e for e in self.state.effects if e.card != cid and e.source != cid]
            if self.state.combat and (cid in self.state.combat.attackers or cid == self.state.combat.defender):
                self.remove_from_combat(cid)
        self.events.append(GameEvent(EventKind.MOVED, "", card=cid, from_zone=old, to_zone=zone))

    def zone_kind(self, cid: int) -> str:
        return self.card(cid).zone.split(":", 1)[1]

    def in_play(self, cid: int) -> bool:
        return self.card(cid).zone.split(":", 1)[1] in ("front", "back")

    def row(self, cid: int) -> str:
        return self.zone_kind(cid)

    # == players and sides ============================================================================
    @property
    def players(self) -> list[PlayerState]:
        return self.state.players

    def side_of(self, p: int) -> int:
        return self.state.players[p].side

    def card_side(self, cid: int) -> int:
        c = self.card(cid)
        if c.zone.startswith("s"):
            return int(c.zone[1:].split(":")[0])
        return self.side_of(c.controller)

    def side_players(self, side: int) -> list[int]:
        return [p.index for p in self.players if p.side == side]

    def alive(self) -> list[int]:
        return [p.index for p in self.players if not p.out]

    def enemies(self, p: int) -> list[int]:
        """Enemy players still in the game (never a teammate)."""
        team = self.players[p].team
        return [q.index for q in self.players if q.team != team and not q.out]

    def is_enemy_card(self, p: int, cid: int) -> bool:
        return self.players[self.card(cid).controller].team != self.players[p].team

    def characters(self, side: int, row: str | None = None) -> list[int]:
        rows = (row,) if row else ("front", "back")
        return [c for r in rows for c in self.state.zones.get(self.rz(side, r), [])]

    def my_characters(self, p: int) -> list[int]:
        return self.characters(self.side_of(p))

    def enemy_characters(self, p: int) -> list[int]:
        sides = sorted({self.side_of(q) for q in self.enemies(p)})
        return [c for s in sides for c in self.characters(s)]

    def face_up(self, cid: int) -> bool:
        return self.in_play(cid) and not self.card(cid).stunned

    def is_main(self, cid: int) -> bool:
        return self.facts(cid).type == MAIN

    def is_supporting(self, cid: int) -> bool:
        return self.facts(cid).type == SUPPORTING

    def main_of(self, p: int) -> int:
        return self.players[p].main

    def next_player(self, p: int) -> int:
        """The player to the left (the next seat still in the game)."""
        n = len(self.players)
        for k in range(1, n + 1):
            q = (p + k) % n
            if not self.players[q].out:
                return q
        return p

    # == powers and keywords ===========================================================================
    def powers_active(self, cid: int, _seen: frozenset[int] = frozenset()) -> bool:
        """Stunned characters lose their powers; Nullify and "loses its powers" effects turn them off. A
        Nullify stops while the character with it has lost its own powers (rulebook: Nullify)."""
        if not self.face_up(cid):
            return False
        for e in self.state.effects:
            if e.kind == "lose_powers" and e.card == cid:
                if e.until != "source" or e.source in _seen:
                    return False
                if self.powers_active(e.source, _seen | {cid}):
                    return False
        return True

    def keywords(self, cid: int) -> set[str]:
        f = self.facts(cid)
        s = self.script(cid)
        printed = set(s.keywords)
        if f.flight:
            printed.add("flight")
        if f.ranged:
            printed.add("ranged")
        if not self.in_play(cid):
            return printed
        if not self.powers_active(cid):
            return {"swarm"} & printed
        kws = set(printed)
        if "duplication" in kws:
            for other in self.my_characters(self.card(cid).controller):
                if other != cid and self.is_supporting(other) and "xmen" in self.teams(other) \
                        and self.face_up(other) and "duplication" not in self.script(other).keywords:
                    kws |= self.keywords(other)
        side = self.card_side(cid)
        for e in self.state.effects:
            if e.kind == "gain" and (e.card == cid or (e.card == -1 and e.data.get("side") == side)):
                kws.add(str(e.data["keyword"]))
        return kws

    def has(self, cid: int, kw: str) -> bool:
        return kw in self.keywords(cid)

    def teams(self, cid: int) -> set[str]:
        """Team affiliations; Team Up makes each supporting character on that side a member too."""
        t = {self.facts(cid).team} - {""}
        if self.in_play(cid) and self.is_supporting(cid):
            for other in self.characters(self.card_side(cid)):
                if "team_up" in self.script(other).keywords and self.powers_active(other):
                    t.add(self.facts(other).team)
        return t

    # == stats ========================================================================================
    def base(self, cid: int) -> tuple[int, int]:
        f = self.facts(cid)
        a, d = f.atk, f.def_
        if "i_am_groot" in self.keywords(cid):
            n = len(self.resources(self.card(cid).controller))
            a, d = a + n, d + n
        for e in self.state.effects:
            if e.kind == "base" and e.card == cid:
                a, d = e.atk, e.def_
        return a, d

    def stats(self, cid: int) -> tuple[int, int]:
        """Current ATK and DEF: base, counters, then "gets" modifiers (rulebook: +1/+1 counters, Base ATK)."""
        a, d = self.base(cid)
        c = self.card(cid)
        a += c.plus - c.minus
        d += c.plus - c.minus
        swap = False
        for e in self.state.effects:
            if e.card != cid:
                continue
            if e.kind == "mod":
                a += e.atk
                d += e.def_
            elif e.kind == "as_base":
                a, d = self.base(cid)
            elif e.kind == "swap":
                swap = not swap
            elif e.kind == "attack_bonus" and self.state.combat and cid in self.state.combat.attackers:
                a += e.atk
        if swap:
            a, d = d, a
        return a, d

    def atk(self, cid: int) -> int:
        return self.stats(cid)[0]

    def defense(self, cid: int) -> int:
        return self.stats(cid)[1]

    def health(self, cid: int) -> int:
        return self.facts(cid).health

    def cost(self, cid: int) -> int:
        return self.facts(cid).cost

    # == effects ======================================================================================
    def add_effect(self, kind: str, card: int = -1, *, player: int = -1, atk: int = 0, def_: int = 0,
                   until: str = "turn", source: int = -1, **data: Any) -> None:
        self.state.effects.append(Effect(kind, card, player, atk, def_, until, source, dict(data)))

    def effects_of(self, kind: str, *, card: int | None = None, player: int | None = None) -> list[Effect]:
        return [e for e in self.state.effects if e.kind == kind and (card is None or e.card == card)
                and (player is None or e.player == player)]

    def end_effects(self, until: str) -> None:
        self.state.effects = [e for e in self.state.effects if e.until != until]

    # == questions ====================================================================================
    def ask(self, player: int, kind: DecisionKind, prompt: str, options: Iterable[Option], *,
            source: int | None = None, group: bool = False, **extra: Any) -> Gen:
        from .options import typed

        opts = typed(tuple(options))
        if not opts:
            raise RuntimeError(f"no options for {prompt!r}")
        if len(opts) == 1 and not extra.get("wait"):
            return opts[0].key  # a forced answer resolves by itself and is not logged
        key = yield Decision(kind, prompt, opts, player, Responder.GROUP if group else Responder.PLAYER,
                             source, Details.of(extra) if extra else None)
        return key

    def choose_card(self, player: int, prompt: str, cards: Iterable[int], *, optional: bool = False,
                    source: int | None = None) -> Gen:
        """Ask for one of ``cards``; returns its id, or None when ``optional`` and the player declines."""
        opts = [Option(f"card:{c}", self.describe(c), (c,)) for c in cards]
        if optional:
            opts.append(Option("none", "Choose none"))
        if not opts:
            return None
        key = yield from self.ask(player, DecisionKind.TARGET, prompt, opts, source=source)
        return None if key == "none" else int(key.split(":")[1])

    def yes_no(self, player: int, prompt: str, source: int | None = None) -> Gen:
        key = yield from self.ask(player, DecisionKind.YES_NO, prompt,
                                  (Option("yes", "Yes"), Option("no", "No")), source=source)
        return key == "yes"

    def describe(self, cid: int) -> str:
        c = self.card(cid)
        f = self.facts(cid)
        if f.is_character and self.in_play(cid):
            a, d = self.stats(cid)
            st = " stunned" if c.stunned else (" exhausted" if c.exhausted else "")
            return f"{f.name} {a}/{d} (P{c.controller + 1} {self.row(cid)} row{st})"
        return f"{f.name} (P{c.owner + 1} {self.zone_kind(cid)})"

    # == counters, stun, KO ============================================================================
    def add_counters(self, cid: int, n: int) -> Gen:
        """Put n +1/+1 counters (n > 0) or -n -1/-1 counters (n < 0) on a character; they cancel out.
        Stunned characters can't gain counters; DEF reduced to 0 stuns it (rulebook: +1/+1 and -1/-1)."""
        c = self.card(cid)
        if n == 0 or not self.face_up(cid):
            return
        if n > 0:
            c.plus += n
        else:
            c.minus += -n
        k = min(c.plus, c.minus)
        c.plus -= k
        c.minus -= k
        self.log(f"{self.name(cid)} gets {abs(n)} {'+1/+1' if n > 0 else '-1/-1'} counter(s)",
                 EventKind.COUNTER, card=cid, amount=n, data={"counter": "+1/+1" if n > 0 else "-1/-1"})
        yield from self.check_zero_def()

    def check_zero_def(self) -> Gen:
        for cid in sorted(c for s in range(len(self.players)) for c in self.characters(s)):
            if self.in_play(cid) and self.face_up(cid) and self.defense(cid) <= 0:
                yield from self.stun(cid, reason="DEF 0")

    def stun(self, cid: int, *, reason: str = "", wound: bool = True, by: int | None = None) -> Gen:
        """Stun: face down, exhausted, counters removed, one wound; KO'd at wounds >= health (rulebook: Stunned
        Characters). A character stunned mid-combat is removed from the combat."""
        c = self.card(cid)
        if not self.face_up(cid):
            return False
        c.stunned = True
        c.exhausted = True
        c.plus = c.minus = 0
        if self.effects_of("no_wound", card=cid):
            wound = False
        if wound:
            c.wounds += 1
        # Nullify lasts until the character with it is stunned.
        self.state.effects = [e for e in self.state.effects if not (e.until == "source" and e.source == cid)]
        self.log(f"{self.name(cid)} is stunned" + (f" ({reason})" if reason else ""), EventKind.STATUS,
                 card=cid, amount=1, data={"status": "stunned"})
        if self.state.combat and (cid in self.state.combat.attackers or cid == self.state.combat.defender):
            if not self.state.combat.resolving:
                self.remove_from_combat(cid)
        from .triggers import trigger

        yield from trigger(self, "stunned", card=cid, by=by)  # type: ignore[arg-type]
        if c.wounds >= self.health(cid) and self.in_play(cid):
            yield from self.ko(cid)
        return True

    def remove_from_combat(self, cid: int) -> None:
        cb = self.state.combat
        if cb is None:
            return
        if cid in cb.attackers:
            cb.attackers.remove(cid)
        if cid == cb.defender:
            cb.defender = -1

    def ko(self, cid: int) -> Gen:
        """KO: into its owner's KO pile; a KO'd main character's player is out (rulebook: Ending the Game)."""
        if not self.in_play(cid):
            return
        c = self.card(cid)
        owner = c.owner
        was_controller = c.controller
        main = self.is_main(cid) and self.players[owner].main == cid
        kws = set(self.script(cid).keywords)
        self.move(cid, self.pz(owner, "ko"))
        self.log(f"{self.name(cid)} is KO'd", EventKind.DEFEATED, card=cid)
        from .triggers import trigger

        yield from trigger(self, "ko", card=cid, controller=was_controller)  # type: ignore[arg-type]
        if main:
            self.players[owner].main_ko = True
            if self.state.mode == "2hg":  # 2-headed teammates: you continue to play on
                self.log(f"Player {owner + 1}'s main character is KO'd", "player_out", player=owner)
            else:
                self.players[owner].out = True
                self.log(f"Player {owner + 1}'s main character is KO'd: out of the game", "player_out",
                         player=owner)
            return
        if "immortal" in kws and self.zone_kind(cid) == "ko":
            if (yield from self.yes_no(owner, f"Immortal: shuffle {self.name(cid)} into your deck?", cid)):
                self.move(cid, self.pz(owner, "deck"))
                self.shuffle(owner)
        if "rebirth" in kws and self.zone_kind(cid) == "ko":
            if (yield from self.yes_no(owner, f"Rebirth: turn {self.name(cid)} into a face-down resource?", cid)):
                self.move(cid, self.pz(owner, "resource"))
                self.card(cid).face_down = True
                yield from trigger(self, "resource_gained", player=owner)  # type: ignore[arg-type]

    def wound(self, cid: int, n: int = 1) -> Gen:
        c = self.card(cid)
        c.wounds += n
        self.log(f"{self.name(cid)} gets a wound", EventKind.DAMAGE, card=cid, amount=n)
        if c.wounds >= self.health(cid):
            yield from self.ko(cid)

    def heal(self, cid: int, n: int = 1) -> None:
        c = self.card(cid)
        k = min(n, c.wounds)
        if k:
            c.wounds -= k
            self.log(f"{self.name(cid)} heals {k} wound(s)", EventKind.HEALED, card=cid, amount=k)

    def recover(self, cid: int) -> bool:
        """Turn a stunned character face up, still exhausted and wounded (rulebook: Recovering Characters).
        Magnetic Suppression: enemy supporting characters can't recover ("can't" beats "can")."""
        c = self.card(cid)
        if not c.stunned:
            return False
        if self.is_supporting(cid):
            for s in range(len(self.players)):
                for m in self.characters(s):
                    if "magnetic_suppression" in self.keywords(m) and self.is_enemy_card(self.card(m).controller,
                                                                                         cid):
                        return False
        c.stunned = False
        self.log(f"{self.name(cid)} recovers", EventKind.STATUS, card=cid, amount=-1, data={"status": "stunned"})
        return True

    def ready(self, cid: int) -> bool:
        """Stunned characters can't ready."""
        c = self.card(cid)
        if c.stunned or not c.exhausted:
            return False
        c.exhausted = False
        self.events.append(GameEvent(EventKind.READIED, "", card=cid))
        return True

    def exhaust(self, cid: int) -> None:
        c = self.card(cid)
        if not c.exhausted:
            c.exhausted = True
            self.events.append(GameEvent(EventKind.EXHAUSTED, "", card=cid))

    # == drawing ======================================================================================
    def shuffle(self, p: int) -> None:
        self.rng.shuffle(self.state.zone(self.pz(p, "deck")))

    def draw(self, p: int, n: int = 1) -> int:
        """Draw n; an empty deck skips the draws (rulebook: Running Out Of Cards)."""
        got = 0
        for _ in range(n):
            d = self.state.zone(self.pz(p, "deck"))
            if not d:
                break
            self.move(d[-1], self.pz(p, "hand"))
            got += 1
        if got:
            self.log(f"Player {p + 1} draws {got}", "draw", player=p, amount=got)
        return got

    def discard(self, p: int, cid: int) -> Gen:
        self.move(cid, self.pz(p, "ko"))
        self.log(f"Player {p + 1} discards {self.name(cid)}", "discard", card=cid, player=p)
        from .triggers import trigger

        yield from trigger(self, "hand_left", player=p)  # type: ignore[arg-type]

    # == entering play ================================================================================
    def put_into_play(self, cid: int, p: int, row: str, *, stunned: bool = False) -> Gen:
        """A character appears on player p's side (rulebook: Appears), then uniqueness is checked."""
        if self.is_supporting(cid) and self.same_name_as_main(p, cid):
            return False
        self.move(cid, self.rz(self.side_of(p), row), controller=p)
        c = self.card(cid)
        c.exhausted = False
        if "cocoon" in self.script(cid).keywords:
            c.stunned = True  # Evolutionary Cocoon: appears stunned, with no wound
            c.exhausted = True
        if stunned:
            c.stunned = c.exhausted = True
        self.log(f"{self.name(cid)} appears in player {p + 1}'s {row} row", EventKind.MOVED, card=cid, player=p,
                 to_zone=row)
        yield from self.check_unique(p, cid)
        if self.in_play(cid):
            from .triggers import trigger

            yield from trigger(self, "appears", card=cid, player=p)  # type: ignore[arg-type]
        return True

    def same_name_as_main(self, p: int, cid: int) -> bool:
        """You may never control a character with your main character's name (rulebook: Uniqueness)."""
        mains = [self.players[q].main for q in self.side_players(self.side_of(p)) if self.players[q].main > 0]
        return any(self.name(m) == self.name(cid) and m != cid for m in mains if self.in_play(m))

    def check_unique(self, p: int, new: int) -> Gen:
        """One character of a name per side: the one already there is KO'd (Swarm is exempt)."""
        if "swarm" in self.script(new).keywords:
            return
        for other in self.my_characters(p):
            if other != new and self.name(other) == self.name(new) and not self.is_main(other) \
                    and self.card(other).controller == p:
                self.log(f"Uniqueness: the first {self.name(other)} is KO'd", card=other)
                yield from self.ko(other)

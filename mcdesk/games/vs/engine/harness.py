"""Build a table by hand for a rules or card test, then run a procedure on it.

    h = Harness(mains=("mnb-029", "mnb-083"))          # Wolverine (player 1) vs Magneto (player 2), 1v1
    bp = h.add("Black Panther", "front", player=0)      # name or code; zone: front, back, hand, deck, ko, resource
    h.start(lambda g: combat(g, 0, [bp], h.main(1)))    # or h.turn(0), h.main_phase(0)
    h.run("pass", "pass")                               # keys or option labels
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.facts import all_facts, name_key
from .abilities import Gen
from .game import Game, GameSetup, PlayerSetup
from .state import PlayerState


class UnexpectedQuestion(AssertionError):
    pass


def code_of(name: str) -> str:
    facts = all_facts()
    if name in facts:
        return name
    hits = [f.code for f in facts.values() if name_key(f.name) == name_key(name) and not f.alt_of
            and (f.type != "main")]
    if not hits:
        raise KeyError(f"no card named {name!r}")
    return hits[0]


class Harness:
    def __init__(self, mains: tuple[str, ...] = ("mnb-029", "mnb-083"), mode: str = "1v1", seed: int = 1,
                 main_rows: tuple[str, ...] | None = None) -> None:
        self.mains = mains
        self.mode = mode
        self.seed = seed
        self.main_rows = main_rows or tuple("front" for _ in mains)
        self.adds: list[tuple[str, str, int, dict[str, Any]]] = []
        self.tweaks: list[Callable[[Game], None]] = []
        self.g: Game | None = None

    def main(self, p: int) -> int:
        return 2 * p + 1

    def level2(self, p: int) -> int:
        return 2 * p + 2

    def add(self, name: str, zone: str, player: int = 0, **props: Any) -> int:
        self.adds.append((code_of(name), zone, player, props))
        return 2 * len(self.mains) + len(self.adds)

    def set(self, fn: Callable[[Game], None]) -> None:
        self.tweaks.append(fn)

    def _build(self, g: Game) -> None:
        from .turn import seat_layout

        st = g.state
        for i, (side, team) in enumerate(seat_layout(self.mode, len(self.mains))):
            st.players.append(PlayerState(i, f"Player {i + 1}", side, team))
        for i, m in enumerate(self.mains):
            l1 = g.new_card(m, i, g.rz(st.players[i].side, self.main_rows[i]))
            l2 = g.new_card(all_facts()[m].other_level, i, g.pz(i, "aside"))
            st.players[i].main, st.players[i].aside = l1, l2
        for code, zone, p, props in self.adds:
            z = g.rz(st.players[p].side, zone) if zone in ("front", "back") else g.pz(p, zone)
            cid = g.new_card(code, p, z)
            c = g.card(cid)
            if zone == "resource":
                c.face_down = not all_facts()[code].is_location  # locations face up unless face_down=True
            for k, v in props.items():
                setattr(c, k, v)
        for p in range(len(self.mains)):
            st.players[p].drew_first = True
        st.turn = 5
        st.phase = "main"
        for fn in self.tweaks:
            fn(g)

    def start(self, proc: Callable[[Game], Gen], *, active: int = 0) -> Game:
        def run(g: Game) -> Gen:
            self._build(g)
            g.state.active = active
            yield from proc(g)

        facts = all_facts()
        l1 = [m if facts[m].level == 1 else facts[m].other_level for m in self.mains]
        setup = GameSetup(tuple(PlayerSetup(m, ()) for m in l1), self.mode, 0)
        self.g = Game(setup, self.seed, procedure=run, check_decks=False)
        return self.g

    def turn(self, p: int = 0) -> Game:
        from .turn import take_turn

        return self.start(lambda g: take_turn(g, p), active=p)

    def main_phase(self, p: int = 0) -> Game:
        from .actions import main_phase

        return self.start(lambda g: main_phase(g, p), active=p)

    def run(self, *answers: str) -> Game:
        g = self.g
        assert g is not None
        for a in answers:
            if g.pending is None:
                raise UnexpectedQuestion(f"the procedure ended before answer {a!r}")
            if g.pending.option(a) is None:
                hits = [o.key for o in g.pending.options if o.label == a]
                if not hits:
                    raise UnexpectedQuestion(f"{a!r} is not an option of {g.pending.prompt!r}: "
                                             f"{[(o.key, o.label) for o in g.pending.options]}")
                a = hits[0]
            g.answer(a)
        return g

    def keys(self) -> tuple[str, ...]:
        assert self.g is not None
        return self.g.pending.keys if self.g.pending else ()

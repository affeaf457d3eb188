"""Small helpers for card tests: a table, a main phase, using a power, a combat."""

from __future__ import annotations

from mcdesk.games.vs.engine.combat import combat
from mcdesk.games.vs.engine.game import Game
from mcdesk.games.vs.engine.harness import Harness

WOLVERINE, MAGNETO, CAP, STARLORD, HULK, IRONMAN = "mnb-029", "mnb-083", "mnb-001", "mnb-055", "mnb-003", "mnb-005"
SPIDEY, STORM, DEADPOOL, PROFX, ROCKET, GAMORA = "mnb-007", "mnb-027", "mnb-031", "mnb-033", "mnb-053", "mnb-057"
GROOT, GOBLIN, LOKI, THANOS = "mnb-059", "mnb-079", "mnb-081", "mnb-085"
LOCATION = {"red": "Training Ground", "blue": "Laboratory", "yellow": "Academy", "green": "Fortress"}


def fight(h: Harness, p: int, attackers: list[int], defender: int, *answers: str) -> Game:
    """Start a combat on player p's turn and answer the questions given."""
    h.start(lambda g: combat(g, p, attackers, defender), active=p)
    return h.run(*answers)


def power_key(c: int, i: int = 0) -> str:
    return f"power:{c}:{i}"


def keys(g: Game) -> tuple[str, ...]:
    return g.pending.keys if g.pending else ()

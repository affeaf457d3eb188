"""The autopilot at a seat of a Civil War competitive game: the Marvel Champions autopilot, run on the game area
the pending decision belongs to, with the decision's player numbered as that area numbers its players (no Qt).

The competitive engine keeps one Marvel Champions game per game area (its players numbered 0..n-1 there) and
asks each decision of a seat numbered across the table; :func:`area_decision` maps one to the other."""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.core.decisions import Decision


def area_decision(game: Any) -> tuple[Any, Decision]:
    """(the area's game, the pending decision with its player numbered in that area). The engine's own
    ``CompetitiveGame.area_decision()`` when it has one."""
    helper = getattr(game, "area_decision", None)
    if callable(helper):
        area_game, local = helper()
        return area_game, local
    d = game.pending
    if d is None:
        raise ValueError("the game has no pending decision to answer")
    area, local_player = game.area_of_seat(d.player)
    return game.areas[area], dataclasses.replace(d, player=local_player)


def suggest(game: Any) -> tuple[str, str]:
    """The autopilot's answer to the pending decision of a competitive game, and its one-line reason (seeded per
    seat as ``mcdesk simulate`` seeds it)."""
    from .ai.autopilot import Autopilot
    from .ai.simulate import seat_seed

    d = game.pending
    if d is None:
        raise ValueError("the game has no pending decision to answer")
    area_game, local = area_decision(game)
    key, why = Autopilot(seat_seed(game.seed, d.player)).suggest(area_game, local)
    return str(key), str(why)

"""The autopilot at a seat of a Civil War competitive game: the Marvel Champions autopilot, run on the game area
the pending decision belongs to, with the decision's player numbered as that area numbers its players (no Qt).

The competitive engine keeps one Marvel Champions game per game area (its players numbered 0..n-1 there) and
asks each decision of a seat numbered across the table; :func:`area_decision` maps one to the other."""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.core.decisions import Decision


def area_decision(game: Any) -> tuple[Any, Decision]:
    """(the area's game, the pending decision with its player numbered in that area): the engine's
    ``CompetitiveGame.area_decision()``."""
    out = game.area_decision()
    if out is None:
        raise ValueError("the game has no pending decision to answer")
    area_game, local = out
    return area_game, local


def suggest(game: Any) -> tuple[str, str]:
    """The autopilot's answer to the pending decision of a competitive game, and its one-line reason (seeded per
    seat as ``mcdesk simulate`` seeds it).

    A decision a seat answers for the other game area (during setup, a choice about the leader it brought, before
    its own area has its players) is read in the area of the card it is about, as that area's first player sees
    it; failing that, the first legal option."""
    from .ai.autopilot import Autopilot

    d = game.pending
    if d is None:
        raise ValueError("the game has no pending decision to answer")
    pilot = Autopilot(seat_seed(game.seed, d.player))
    area_game, local = area_decision(game)
    about = _area_about(game, d)
    if about is None or about is area_game:
        key, why = pilot.suggest(area_game, local)
        return str(key), str(why)
    if about.state.players:  # the other area's cards: read as that area's first player
        try:
            key, why = pilot.suggest(about, dataclasses.replace(d, player=0))
            return str(key), str(why)
        except (KeyError, IndexError, ValueError):  # a reading of that area that does not fit this seat
            pass
    o = d.options[0]
    return o.key, f"{o.label}: nothing to prefer"


def _area_about(game: Any, d: Decision) -> Any:
    """The game area holding the card the decision is about (its source, else its options' cards), or None."""
    cards = [d.source] if d.source is not None else [c for o in d.options for c in o.cards][:1]
    for cid in cards:
        for g in game.areas:
            if cid in g.state.cards:
                return g
    return None


def seat_seed(seed: int, seat: int) -> int:
    from .ai.simulate import seat_seed as seed_of

    return seed_of(seed, seat)

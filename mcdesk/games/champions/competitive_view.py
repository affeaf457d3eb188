"""Civil War competitive mode on the table: the :class:`~mcdesk.table.view_model.TableView` of a
:class:`~mcdesk.games.champions.competitive.game.CompetitiveGame` (no Qt).

Each game area is a Marvel Champions game of its own; :func:`mcdesk.games.champions.view.table_view` builds
each area's view with the area's prefix on its shared zones (``"a0:villain"``, ``"a1:main_scheme"``) and its
players at their seats at the table (the registration players first, then the resistance players), and the two
are put side by side as two :class:`~mcdesk.table.view_model.AreaView` (Civil War rulebook, "Setting Up a
Competitive Game" and its game-area diagram: each team's area holds its players, the enemy leader, the main
scheme deck, the Choosing Sides side scheme, the encounter deck and the team's first player token).

The banner between the areas tells the round, the phase and whose phase it is ("Playing a Competitive Game":
registration's hero phase, then resistance's, then registration's villain phase, then resistance's).
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ...table.view_model import AreaView, CardView, PlayerView, TableView, ZoneView
from .view import table_view as area_table_view

if TYPE_CHECKING:
    from .engine.game import Game

TEAMS = ("registration", "resistance")
"""Game area 0 is the registration team's, area 1 the resistance team's."""
AREA_ZONE_LABELS = {"villain": "Enemy leader", "set_aside": "Set aside"}
"""Shared zones named as a competitive game names them."""


def area_prefix(area: int) -> str:
    return f"a{area}:"


def leader_name(area: Game) -> str:
    """The enemy leader of a game area (its title without the stage), or "the enemy leader" before setup."""
    vid = area.villain()
    if vid is None:
        return "the enemy leader"
    return str(area.facts(vid).name)


def team_title(team: str) -> str:
    return f"{team.capitalize()} team"


def phase_line(game: Any) -> str:
    """"Round 2 · Resistance hero phase", "Setup · Registration team", or the result."""
    s = game.state
    result = getattr(s, "result", None)
    if result is not None:
        return f"Game over · {result_headline(result)}"
    team = TEAMS[s.current_area] if 0 <= s.current_area < len(TEAMS) else ""
    if s.phase in ("", "setup") or not s.round:
        return f"Setup · {team_title(team)}" if team else "Setup"
    return f"Round {s.round} · {team.capitalize()} {s.phase.replace('_', ' ')} phase"


def result_headline(result: str) -> str:
    if result in TEAMS:
        return f"The {result} team wins!"
    if result == "tie":
        return "The game is a tie."
    if result == "both_lose":
        return "Both teams lose."
    return str(result)


def table_view(game: Any) -> TableView:
    """What the table shows of a competitive game now: both game areas, every seat numbered at the table."""
    views: list[TableView] = []
    areas: list[AreaView] = []
    s = game.state
    over = getattr(s, "result", None) is not None
    for n, area in enumerate(game.areas):
        seats = tuple(game.seat(n, p) for p in range(len(area.state.players)))  # none before its setup
        v = area_table_view(area, prefix=area_prefix(n), seats=seats)
        views.append(v)
        team = TEAMS[n]
        enemy = game.leader_name(n) if hasattr(game, "leader_name") else leader_name(area)
        areas.append(AreaView(
            prefix=area_prefix(n), title=f"{team.capitalize()} game area — fighting {enemy}",
            seats=seats, active=not over and s.current_area == n, first_player=v.first_player, team=team,
        ))
    cards: dict[int, CardView] = {}
    zones: list[ZoneView] = []
    players: list[PlayerView] = []
    for v, a in zip(views, areas, strict=True):
        cards.update(v.cards)
        for z in v.zones:
            name = z.key.removeprefix(a.prefix)
            if z.player is None and z.key.startswith(a.prefix) and name in AREA_ZONE_LABELS:
                z = dataclasses.replace(z, label=AREA_ZONE_LABELS[name])
            zones.append(z)
        players += v.players
    players.sort(key=lambda p: p.index)
    current = views[s.current_area] if 0 <= s.current_area < len(views) else views[0]
    pending = game.pending
    return TableView(
        cards=MappingProxyType(cards), zones=tuple(zones), players=tuple(players), arrangement=current.arrangement,
        first_player=current.first_player, active_player=None if over else current.active_player,
        deciding_player=pending.player if pending is not None else None, round=s.round, phase=s.phase,
        result=s.result, result_reason=getattr(s, "result_reason", "") or "",
        villain_stages_left=current.villain_stages_left, main_scheme_stages_left=current.main_scheme_stages_left,
        areas=tuple(areas), banner=phase_line(game),
    )

"""Who plays each seat at the table: a person ("human") or the autopilot, and how a save remembers it.

A save is the engine's ``to_save()`` dict (any game's, see :mod:`.game_kinds`);
the window adds its own metadata under
the key ``"app"`` (the save format keeps unknown keys, and the engine ignores them)::

    "app": {"seats": ["human", "autopilot"], "summary": {"heroes": [...], "villain": "Rhino", "round": 3, ...}}

A save without it (older saves, saves written by other tools) has a person at every seat.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

HUMAN = "human"
AUTOPILOT = "autopilot"
SEAT_KINDS = (HUMAN, AUTOPILOT)
APP_KEY = "app"

Seats = tuple[str, ...]


def normalize_seats(seats: Iterable[object] | None, players: int) -> Seats:
    """Exactly ``players`` seats: unknown or missing entries are people."""
    given = list(seats or ())
    return tuple(str(given[i]) if i < len(given) and given[i] in SEAT_KINDS else HUMAN for i in range(players))


def all_human(players: int) -> Seats:
    return (HUMAN,) * players


def is_autopilot(seats: Sequence[str], player: int) -> bool:
    return 0 <= player < len(seats) and seats[player] == AUTOPILOT


def seats_from_save(data: Any, players: int) -> Seats:
    """The seats a save's app metadata records (people everywhere when it records none or garbage)."""
    app = data.get(APP_KEY) if isinstance(data, dict) else None
    raw = app.get("seats") if isinstance(app, dict) else None
    return normalize_seats(raw if isinstance(raw, list) else None, players)


def save_data(game: Any, seats: Sequence[str]) -> dict[str, Any]:
    """The engine's save dict with the window's metadata (the seats, and the summary the recent games list
    shows) beside it."""
    data = game.to_save()
    data.update(app_metadata(game, seats))
    return data


def app_metadata(game: Any, seats: Sequence[str]) -> dict[str, Any]:
    """The window's metadata a save carries beside the engine's fields."""
    from .game_kinds import kind_of
    from .recent_games import summary

    players = kind_of(game).players(game.setup)
    return {APP_KEY: {"seats": list(normalize_seats(seats, players)), "summary": summary(game)}}


def save_game_with_seats(game: Any, path: str | Any, seats: Sequence[str]) -> None:
    """Like :func:`mcdesk.io.saves.save_game` (atomic, same format), remembering who plays each seat."""
    from ..io.saves import _dumps, atomic_write_text

    atomic_write_text(path, _dumps(path, save_data(game, seats)))


def describe_seats(seats: Sequence[str]) -> str:
    """"Player 2 is the autopilot" / "Players 1 and 2 are the autopilot" / ""."""
    ai = [i + 1 for i, s in enumerate(seats) if s == AUTOPILOT]
    if not ai:
        return ""
    if len(ai) == 1:
        return f"Player {ai[0]} is played by the autopilot"
    names = ", ".join(str(n) for n in ai[:-1]) + f" and {ai[-1]}"
    return f"Players {names} are played by the autopilot"

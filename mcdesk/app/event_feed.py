"""The events each view carries to the table: what the answers since the last view made happen.

The engine reports the events of its last answer (or change by hand) as ``Game.events``. A view that follows
the last one by exactly that answer carries them; views that go back (undo, the replay stepper going back),
jump several answers at once (redo up to a person's decision, the stepper's "to the end"), open another game
or start one carry none: there is nothing to watch happen step by step.
"""

from __future__ import annotations

from typing import Any

from mcdesk.core.events import GameEvent


class EventFeed:
    def __init__(self) -> None:
        self._game_id = -1
        self._answers = -1

    def events(self, game: Any, game_id: int) -> tuple[GameEvent, ...]:
        """The events between the last view fed and this one (of ``game``, numbered ``game_id``)."""
        answers = len(game.answers)
        follows = game_id == self._game_id and answers == self._answers + 1
        self._game_id, self._answers = game_id, answers
        own = getattr(game, "events", None)
        if not follows or not isinstance(own, list | tuple):
            return ()
        return tuple(e for e in own if isinstance(e, GameEvent))

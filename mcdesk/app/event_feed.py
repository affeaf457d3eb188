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

    def events(self, game: Any, game_id: int, skipped: tuple[GameEvent, ...] = (),
               by_itself: int = 0) -> tuple[GameEvent, ...]:
        """The events between the last view fed and this one (of ``game``, numbered ``game_id``). ``by_itself``:
        answers the bridge gave after the person's, in one step with it (decisions with nothing to choose), and
        ``skipped`` the events of the answers before them: the view still follows on, with all of them."""
        answers = len(game.answers)
        follows = game_id == self._game_id and answers - by_itself == self._answers + 1
        self._game_id, self._answers = game_id, answers
        own = getattr(game, "events", None)
        if not follows or not isinstance(own, list | tuple):
            return ()
        return (*skipped, *(e for e in own if isinstance(e, GameEvent)))

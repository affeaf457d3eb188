"""Issue 21, item 7: friction at the table, one test each."""

from __future__ import annotations

from typing import Any

from mcdesk.app.engine_bridge import EngineBridge, EngineView, nothing_to_choose
from mcdesk.app.game_kinds import KINDS
from mcdesk.app.seats import HUMAN
from mcdesk.core.events import EventKind


def test_an_empty_hand_is_not_asked_to_discard_any_number_of_cards(qtbot: Any) -> None:
    """Seed 1, Marvel Champions: after 15 answers the end of the turn would ask "You may discard any number of
    cards" with an empty hand (Done is the only answer). The window answers it by itself; the villain phase it
    starts is still drawn; undo steps back past it."""
    kind = KINDS["champions"]
    game = kind.new(kind.default_setup(), 1, None)
    for _ in range(15):
        game.answer(kind.suggest(game)[0])
    assert nothing_to_choose(game.pending) and game.pending.prompt == "You may discard any number of cards"
    bridge = EngineBridge()
    views: list[EngineView] = []
    bridge.view.connect(views.append)
    bridge.handle(1, "new", (kind.default_setup(), 1, (HUMAN,)))
    for key in game.answers[:-1]:
        bridge.handle(2, "answer", key)
    assert not any(nothing_to_choose(v.pending) for v in views if v.pending is not None)
    before = views[-1]
    bridge.handle(3, "answer", game.answers[-1])
    view = views[-1]
    assert view.decisions == before.decisions + 2  # the person's answer, and Done said for them
    assert bridge._game.answers[-1] == "done" and not nothing_to_choose(view.pending)
    phases = [e.data.get("phase") for e in view.events if e.kind == EventKind.PHASE]
    assert "villain" in phases  # what Done started is drawn as if the person had clicked it
    bridge.handle(4, "undo", None)
    assert views[-1].decisions == before.decisions and not nothing_to_choose(views[-1].pending)

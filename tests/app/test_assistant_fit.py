"""The table assistant on a 720p screen (issue 21, item 6): it opens within the screen's room (1280x720 or less),
everything it needs (the primary button, the Report button) shows without scrolling at 1280x720, and the primary
button (Continue, End the turn, Done) stays in one place from step to step, so that repeated taps land on it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from mcdesk.app.assistant import AssistantWindow
from mcdesk.app.assistant.step_panel import NO_PRIMARY, primary_key
from mcdesk.app.assistant.window import FRAME, PREFERRED_SIZE, fitted_size
from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.assistant import AssistantGame, assistant_setup

SCREEN_720P = (1280, 720)


def test_the_opening_size_fits_the_screen() -> None:
    assert PREFERRED_SIZE[0] <= 1280 and PREFERRED_SIZE[1] <= 720
    assert fitted_size(PREFERRED_SIZE, (1920, 1080)) == PREFERRED_SIZE
    w, h = fitted_size(PREFERRED_SIZE, SCREEN_720P)  # the window and its frame within the screen
    assert w + FRAME[0] <= 1280 and h + FRAME[1] <= 720
    assert fitted_size((1280, 720), (1024, 600)) == (1024 - FRAME[0], 600 - FRAME[1])
    assert fitted_size((1280, 720), None) == (1280, 720)


def window(qtbot: Any, size: tuple[int, int]) -> AssistantWindow:
    import mcdesk.games.champions  # noqa: F401

    w = AssistantWindow(AssistantGame(assistant_setup(["01001a"], "rhino", ("bomb_scare",)), seed=3))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    QApplication.processEvents()
    return w


def shown_whole(w: QWidget, b: QWidget) -> bool:
    """The widget lies wholly inside the window and nothing (a scroll area's edge) hides part of it."""
    where = QRect(b.mapTo(w, QPoint(0, 0)), b.size())
    return (b.isVisible() and QRect(0, 0, w.width(), w.height()).contains(where)
            and b.visibleRegion().boundingRect().size() == b.size())


def test_it_works_whole_in_a_720p_screen(qtbot: Any) -> None:
    size = fitted_size(PREFERRED_SIZE, SCREEN_720P)
    w = window(qtbot, size)
    assert (w.width(), w.height()) == size  # its minimum size lets it be that small
    assert shown_whole(w, w.step.primary_button)
    report = w.findChild(QPushButton, "reportButton")
    assert report is not None and shown_whole(w, report)


def test_the_primary_button_stays_in_one_place(qtbot: Any) -> None:
    """Taps at one point of the window answer step after step (Continue, End the turn, Done): the button does
    not move whatever the step's text, and a step without a primary answer keeps it there, disabled."""
    w = window(qtbot, fitted_size(PREFERRED_SIZE, SCREEN_720P))
    g = w.game
    assert g is not None
    b = w.step.primary_button
    spot = b.mapTo(w, b.rect().center())
    places = set()
    taps = 0
    for _ in range(80):
        d = g.pending
        assert d is not None
        QApplication.processEvents()
        places.add((b.mapTo(w, QPoint(0, 0)).toTuple(), b.size().toTuple()))
        key = primary_key(d)
        if key is None:
            assert not b.isEnabled() and b.text() == NO_PRIMARY
            w.answer(d.options[0].key)
            continue
        assert b.isEnabled() and d.option(key) is not None and b.text().startswith(d.option(key).label)
        if d.kind is DecisionKind.TURN and g.form(0) != "hero" and "change_form" in d.keys:
            w.answer("change_form")
            continue
        before = len(g.answers)
        target = w.childAt(spot)
        assert target is b, f"the tap at {spot.toTuple()} lands on {target}"
        qtbot.mouseClick(b, Qt.MouseButton.LeftButton, pos=b.mapFrom(w, spot))
        assert len(g.answers) == before + 1 and g.answers[-1] == key
        taps += 1
    assert taps >= 20
    assert len(places) == 1, places

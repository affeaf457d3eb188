"""The table assistant's window (issue 15): a whole game against Rhino run by its controls only (step buttons,
Space, the report controls), dials logged and undone, a refused report shown without a change, the
across-the-table view's type size, saves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from mcdesk.app.assistant import AssistantWindow
from mcdesk.core.decisions import ActionKind, DecisionKind
from mcdesk.games.champions.assistant import AssistantGame, assistant_setup


def window(qtbot: Any, seed: int = 3, size: tuple[int, int] = (1280, 800), scenario: str = "rhino",
           identity: str = "01001a") -> AssistantWindow:
    import mcdesk.games.champions  # noqa: F401
    from mcdesk.games.champions.engine.database import default_database

    mods = ("bomb_scare",) if scenario == "rhino" else default_database().scenarios[scenario].recommended_modulars
    w = AssistantWindow(AssistantGame(assistant_setup([identity], scenario, mods), seed=seed))
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    return w


def click(qtbot: Any, w: AssistantWindow, name: str) -> None:
    b = w.findChild(QPushButton, name)
    assert b is not None, f"no button {name}"
    qtbot.mouseClick(b, Qt.MouseButton.LeftButton)


def click_option(qtbot: Any, w: AssistantWindow, key: str) -> None:
    qtbot.mouseClick(w.step.option_buttons[key], Qt.MouseButton.LeftButton)


def report_attack(qtbot: Any, w: AssistantWindow, target: int, amount: int) -> None:
    g = w.game
    assert g is not None
    click(qtbot, w, "kind_damage")
    click(qtbot, w, f"card_{target}")
    click(qtbot, w, f"source_{g.identity(0)}")
    if "piercing" not in w.reports.flags:
        click(qtbot, w, "flag_piercing")
    while w.reports.amount.value < amount:
        qtbot.mouseClick(w.reports.amount.plus, Qt.MouseButton.LeftButton)
    while w.reports.amount.value > amount:
        qtbot.mouseClick(w.reports.amount.minus, Qt.MouseButton.LeftButton)
    click(qtbot, w, "reportButton")


@pytest.mark.parametrize(("scenario", "identity", "seed"), [("rhino", "01001a", 3), ("cw_iron_man", "01019a", 5)])
def test_a_whole_game_by_the_controls(qtbot: Any, scenario: str, identity: str, seed: int) -> None:
    """Spider-Man against Rhino, She-Hulk against Iron Man (the Civil War leader): every answer and report by a
    click or Space."""
    w = window(qtbot, seed=seed, scenario=scenario, identity=identity)
    g = w.game
    assert g is not None
    for _ in range(600):
        d = g.pending
        if d is None:
            break
        if d.kind is DecisionKind.TURN:
            if g.form(0) != "hero" and "change_form" in d.keys:
                click_option(qtbot, w, "change_form")
                continue
            v = g.villain()
            if g.form(0) == "hero" and v is not None and not g.state.cards[g.identity(0)].stunned:
                guards = [m for m in g.minions(0) if g.has_keyword(m, "guard")]
                target = guards[0] if guards else v
                report_attack(qtbot, w, target, g.hit_points(target))
                if g.pending is None:
                    break
            click_option(qtbot, w, "end_turn")
        elif d.kind in (DecisionKind.WINDOW, DecisionKind.DEFEND):
            skip = next(o.key for o in d.options if o.action is not None and (
                o.action.kind is ActionKind.PASS or (o.action.kind is ActionKind.DEFEND and o.action.card is None)))
            click_option(qtbot, w, skip)
        elif w.step.option_buttons and any(k in d.keys for k in ("continue", "done")):
            QTest.keyClick(w, Qt.Key.Key_Space)
        else:
            click_option(qtbot, w, d.options[0].key)
    assert g.result == "win"
    assert "win" in w.step.title.text()


def test_a_refused_report_is_shown_and_changes_nothing(qtbot: Any) -> None:
    w = window(qtbot)
    g = w.game
    assert g is not None
    while g.pending is not None and g.pending.kind is not DecisionKind.TURN:
        QTest.keyClick(w, Qt.Key.Key_Space)
    before = g.state_hash()
    click(qtbot, w, "kind_form")
    click(qtbot, w, "reportButton")  # Peter Parker becomes Spider-Man: allowed
    assert g.form(0) == "hero"
    after = g.state_hash()
    click(qtbot, w, "reportButton")  # a second change of form this turn: refused
    assert g.state_hash() == after != before
    assert "already changed form" in w.reports.error.text()


def test_a_dial_change_is_logged_and_undone(qtbot: Any) -> None:
    w = window(qtbot)
    g = w.game
    assert g is not None
    v = g.villain()
    assert v is not None
    hp = g.hit_points(v)
    dial = w.counts.dials[(v, "damage")]
    qtbot.mouseClick(dial.minus, Qt.MouseButton.LeftButton)
    assert g.hit_points(v) == hp - 1 and g.answers[-1].startswith("manual:")
    assert w.counts.dials[(v, "damage")].value == hp - 1
    w.undo_action.trigger()
    assert g.hit_points(v) == hp


def test_the_across_the_table_view_is_large(qtbot: Any) -> None:
    w = window(qtbot)
    w.show_across(True)
    w.resize(1280, 800)
    qtbot.waitUntil(lambda: w.across.height() > 600, timeout=3000)
    w.across._fonts()
    g = w.game
    assert g is not None and g.villain() is not None
    assert w.across.villain_hp.text().startswith(str(g.hit_points(g.villain() or 0)))
    px = [w.across.villain_hp.font().pixelSize(), w.across.header.font().pixelSize()]
    assert min(p for p in px if p > 0) >= 26
    assert w.across.villain_hp.font().pixelSize() >= 100
    QTest.keyClick(w, Qt.Key.Key_Escape)
    assert w.stack.currentWidget() is not w.across
    w.show_across(True)
    qtbot.mouseClick(w.across, Qt.MouseButton.LeftButton)  # a tap goes back to the desk too
    assert w.stack.currentWidget() is w.desk


def test_a_dial_turns_with_the_mouse_wheel(qtbot: Any) -> None:
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    w = window(qtbot)
    g = w.game
    assert g is not None
    main = g.main_scheme() or 0
    dial = w.counts.dials[(main, "threat")]
    centre = QPointF(dial.rect().center())
    up = QWheelEvent(centre, dial.mapToGlobal(centre), QPoint(0, 0), QPoint(0, 120), Qt.MouseButton.NoButton,
                     Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    dial.wheelEvent(up)
    assert g.state.cards[main].threat == 1 and g.answers[-1].startswith("manual:")


def test_a_defender_shows_its_defence(qtbot: Any) -> None:
    w = window(qtbot, seed=1)
    g = w.game
    assert g is not None
    while g.pending is not None and g.pending.kind is not DecisionKind.DEFEND:
        d = g.pending
        if d.kind is DecisionKind.TURN:
            w.answer("change_form" if g.form(0) != "hero" and "change_form" in d.keys else "end_turn")
        else:
            w.answer(next((o.key for o in d.options if o.action is not None and o.action.kind is ActionKind.PASS),
                          d.options[0].key))
    ident = g.identity(0)
    assert w.step.option_buttons[f"defend:{ident}"].text().endswith("(DEF 3)")  # Spider-Man's DEF


def test_save_and_open(qtbot: Any, tmp_path: Path) -> None:
    w = window(qtbot)
    QTest.keyClick(w, Qt.Key.Key_Space)
    g = w.game
    assert g is not None
    path = tmp_path / "a.json"
    w.save_to(path)
    other = window(qtbot, seed=9)
    assert other.open_file(path)
    assert other.game is not None and other.game.state_hash() == g.state_hash()
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert not other.open_file(bad) and "could not be opened" in other.reports.error.text()


def test_the_card_revealed_last_is_shown_with_its_text(qtbot: Any) -> None:
    w = window(qtbot)
    g = w.game
    assert g is not None
    while g.pending is not None and g.state.phase != "villain" or not any(
            e.kind == "revealed" for e in g.log_events):
        d = g.pending
        assert d is not None
        key = "end_turn" if d.kind is DecisionKind.TURN else next(
            (o.key for o in d.options if o.action is not None and (o.action.kind is ActionKind.PASS or (
                o.action.kind is ActionKind.DEFEND and o.action.card is None))), d.options[0].key)
        w.answer(key)
    assert w.step.revealed_name.text().startswith(("Boost: ", "Revealed: "))
    assert w.step.revealed_text.text()  # the generated text of a built-in card
    assert w.across.revealed.text()


def test_a_file_nested_too_deep_is_refused_in_one_line(qtbot: Any, tmp_path: Path) -> None:
    w = window(qtbot)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 5000 + "]" * 5000)
    assert not w.open_file(deep)
    text = w.reports.error.text()
    assert "deep.json" in text and "\n" not in text.strip()


def test_the_setup_dialog_offers_custom_and_random_civil_war_scenarios(qtbot: Any) -> None:
    """Issue 15, setup: core, Civil War preconstructed, custom or random, with modular sets and expert/heroic."""
    from mcdesk.app.assistant.setup_dialog import AssistantSetupDialog
    from mcdesk.app.new_game_scenario import CUSTOM, RANDOM
    from mcdesk.games.champions.cards import civil_war as cw
    from mcdesk.games.champions.engine.database import default_database

    d = AssistantSetupDialog(default_database())
    qtbot.addWidget(d)
    assert d.setup().scenario == "rhino"
    box = d.scenario_box
    box.kind.setCurrentIndex(box.kind.findData(CUSTOM))
    box.leader.setCurrentIndex(box.leader.findData("iron_man"))
    box.stage_one.setCurrentIndex(box.stage_one.findData("56121a"))
    box.check_modulars(("mighty_avengers", "the_initiative", "paladin"))
    setup = d.setup()
    assert setup.scenario.startswith(cw.PREFIX + "iron_man:56121a:") and len(setup.modular_sets) == 3
    assert AssistantGame(setup, 3).pending is not None
    box.check_modulars(("mighty_avengers",))
    d._start()
    assert not d.result() and "3 or 4" in box.problem_label.text()
    box.kind.setCurrentIndex(box.kind.findData(RANDOM))
    setup = d.setup()
    assert setup.random_scenario and setup.scenario.startswith(cw.PREFIX)
    assert AssistantGame(setup, 4).pending is not None


def test_mcdesk_render_draws_an_assistant_save(qtbot: Any, tmp_path: Path) -> None:
    """Issue 15: `mcdesk render` draws the assistant's state (its encounter side and the identities)."""
    from mcdesk.cli import main

    w = window(qtbot)
    QTest.keyClick(w, Qt.Key.Key_Space)
    path = tmp_path / "assist.json"
    w.save_to(path)
    out = tmp_path / "assist.png"
    assert main(["render", str(path), "-o", str(out), "--width", "800"]) == 0
    assert out.stat().st_size > 5000

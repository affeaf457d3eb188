"""Issue 10 (the table a player can follow) in the real window: one glow for every card that can act, one
click acts, Space/Enter/Esc, an always-visible primary answer, pile viewers, and the layout's measures."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from mcdesk.app.help import SHORTCUTS
from mcdesk.app.prompt_panel import option_role, primary_option
from mcdesk.app.widgets import STYLE
from mcdesk.core.decisions import Action, ActionKind, Decision, DecisionKind, Option
from mcdesk.table.view_model import player_zone

from .conftest import answer, card_by_name, click_card, wait_ready

ROOT = Path(__file__).resolve().parents[2]


def test_every_card_with_a_legal_option_glows_the_same(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    d = window.view.pending
    assert d.kind is DecisionKind.TURN
    wanted = {c for o in d.options for c in o.cards}
    identity = window.view.table.players[0].identity
    assert identity in wanted  # change form, basic powers: the identity can act
    glowing = window.scene.highlighted()
    assert wanted <= set(glowing)
    colours = {window.scene.cards[c].highlight_kind for c in wanted}
    from mcdesk.table.items import HIGHLIGHT_COLORS

    assert len({HIGHLIGHT_COLORS[k].name() for k in colours if k is not None}) == 1  # one glow for all
    assert {HIGHLIGHT_COLORS[k].name() for k in ("target", "payment", "selected")} == {HIGHLIGHT_COLORS["target"]
                                                                                      .name()}


def test_one_click_does_the_only_option_and_several_open_a_menu(qtbot: Any, make_window: Any,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    d = window.view.pending
    identity = window.view.table.players[0].identity
    several = [o.key for o in d.options if identity in o.cards]
    assert len(several) > 1
    menus: list[list[str]] = []
    monkeypatch.setattr(window, "_popup", lambda menu, pos: menus.append([a.data() for a in menu.actions()
                                                                           if a.data()]))
    click_card(window, identity)
    assert menus and set(menus[-1]) == set(several)  # a small menu at the card with exactly its options
    # a hand card with one option: one click plays it (then the payment is asked)
    helicarrier = card_by_name(window.view, "Helicarrier", ":hand")
    assert [o.key for o in d.options if helicarrier in o.cards] == [f"play:{helicarrier}"]
    click_card(window, helicarrier)
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.kind is DecisionKind.PAY)
    assert view.source is not None and view.source.id == helicarrier


def test_space_gives_the_primary_answer_and_esc_backs_out(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    assert window.prompt.primary_key() == "keep"
    window.activateWindow()
    window.setFocus()
    helicarrier = card_by_name(window.view, "Helicarrier", ":hand")
    QTest.keyClick(window, Qt.Key.Key_Space)
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.kind is DecisionKind.TURN)
    assert window.prompt.primary_key() == "end_turn"
    assert window.prompt.primary_button.isVisible() and "End" in window.prompt.primary_button.text()
    # Esc backs out of paying for a card, to the turn before it
    answer(qtbot, window, f"play:{helicarrier}")
    assert window.view.pending.kind is DecisionKind.PAY
    QTest.keyClick(window, Qt.Key.Key_Escape)
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.kind is DecisionKind.TURN)
    assert view.table.cards[helicarrier].zone == player_zone(0, "hand")
    before = view.decisions
    QTest.keyClick(window, Qt.Key.Key_Return)  # End your turn
    wait_ready(qtbot, window, lambda v: v.decisions > before)
    keys = {k for k, _ in SHORTCUTS}
    assert {"Space or Enter", "Esc"} <= keys


def test_every_answer_looks_enabled_and_pass_is_the_primary_one() -> None:
    use = Option("use:1:response", "Use it", (1,), Action(ActionKind.USE, 1, "response"))
    d = Decision(DecisionKind.WINDOW, "You may respond", (use, Option("pass", "Pass", (), Action(ActionKind.PASS))), 0)
    assert primary_option(d) == d.options[1] and option_role(d, d.options[1]) == "primary"
    discard = Option("card:3", "X", (3,), Action(ActionKind.DISCARD, 3))
    done = Decision(DecisionKind.DISCARD, "Discard", (discard, Option("done", "Done", (), Action(ActionKind.KEEP))), 0)
    assert option_role(done, done.options[1]) == "primary"
    assert "dashed" not in STYLE and "[role=\"secondary\"] QLabel {{ color: {TEXT_DIM}" not in STYLE


def test_the_decision_panel_collapses_to_a_bar_with_the_primary_answer(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    answer(qtbot, window, "keep")
    prompt = window.prompt
    assert not prompt.bar_label.isVisible()  # an open panel says its prompt once, below the bar
    prompt.set_collapsed(True)
    assert not prompt.options_scroll.isVisible() and not prompt.prompt_label.isVisible()
    assert prompt.primary_button.isVisible() and prompt.bar_label.isVisible()
    full = prompt.bar_label.full_text()
    assert full and prompt.bar_label.toolTip() == full
    prompt.bar_label.resize(40, prompt.bar_label.height())  # too narrow: ends with "…", never half a word
    assert prompt.bar_label.text().endswith("…") and prompt.bar_label.text() != full
    before = window.view.decisions
    prompt.primary_button.click()
    wait_ready(qtbot, window, lambda v: v.decisions > before)
    assert prompt.collapsed and prompt.primary_button.isVisibleTo(prompt) == (prompt.primary_key() is not None)
    prompt.set_collapsed(False)
    assert prompt.options_scroll.isVisible()


def test_a_discard_pile_opens_in_the_pile_viewer(qtbot: Any, make_window: Any) -> None:
    window = make_window(1)
    hand = window.view.table.zone(player_zone(0, "hand")).cards
    answer(qtbot, window, f"mulligan:{hand[0]}")
    answer(qtbot, window, "keep")
    discard = window.view.table.zone(player_zone(0, "discard"))
    assert discard.cards
    viewer = window.open_pile(discard.key)
    assert viewer is not None and viewer.isVisible()
    assert viewer.shown_ids() == list(discard.cards)  # type: ignore[attr-defined]
    viewer.close()
    assert window.open_pile(player_zone(0, "deck")) is None  # a deck is secret
    assert "secret" in window.statusBar().currentMessage()
    menu = window.card_menu(discard.cards[0])
    assert any(a.text().startswith("Look through Discard") for a in menu.actions())


def _screenshots() -> Any:
    spec = importlib.util.spec_from_file_location("mcdesk_screenshots", ROOT / "tools" / "screenshots.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("mcdesk_screenshots", module)  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(("size", "players", "least"), [((1280, 720), 1, 9.0), ((1920, 1080), 4, 8.0)])
def test_card_titles_are_readable_and_the_hand_is_inside_the_window(qtbot: Any, tmp_path: Path,
                                                                   size: tuple[int, int], players: int,
                                                                   least: float) -> None:
    shot = _screenshots().take(tmp_path, *size, players, "midgame")
    assert (tmp_path / shot.name).exists()
    assert shot.min_title_px >= least, shot
    assert shot.hand_inside and shot.primary_visible and shot.overlaps == 0, shot

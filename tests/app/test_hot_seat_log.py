"""Issue 21, item 5: the hot seat hides what it should. When hands are private, a log line that names a card now
in a player's hand, which the others did not see go there, is shown to the other seats without the card
("Player 2 adds a card to their hand"); who may read it is decided from the cards' zones (the view model), the
line's event and the answer it tells, not from its words."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from mcdesk.app.engine_bridge import EngineBridge, EngineView, LogEntry
from mcdesk.app.game_kinds import COMPETITIVE, KINDS, LEGENDARY, VS
from mcdesk.app.log_panel import LogPanel
from mcdesk.app.private_hands import secret_lines
from mcdesk.app.seats import HUMAN
from mcdesk.games.legendary.engine.setup_rules import first_game
from mcdesk.table.view_model import HAND

from .conftest import run, wait_ready
from .test_window_other_games import vs_setup


def test_a_card_found_for_a_hand_is_unnamed_for_the_other_team_in_civil_war(qtbot: Any, make_window: Any) -> None:
    """Civil War competitive mode, seed 5, two teams at one computer: the resistance's player 2 searches a card
    into their hand (Hunted); the registration team reads "Player 2 adds a card to their hand"."""
    kind = KINDS[COMPETITIVE]
    window = make_window(1, autopilot_delay_ms=0)
    run(qtbot, window, window.new_game(kind.default_setup(), 5, (HUMAN, HUMAN)))
    secret: LogEntry | None = None
    checked: set[str] = set()
    for _ in range(300):
        view = wait_ready(qtbot, window)
        if view.result is not None or len(checked) == 3:
            break
        secret = secret or next((e for e in window.log_panel.entries if e.owner is not None), None)
        shown = window.log_panel.text.toPlainText()
        if secret is not None:
            if view.sees is not None and secret.owner not in view.sees:
                assert secret.text not in shown and secret.public_text in shown
                checked.add("cover" if view.handover is not None else "other team")
            else:
                assert secret.text in shown
                checked.add("own team")
        if view.handover is not None:
            window.hot_seat.cover.button.click()
            wait_ready(qtbot, window, lambda v: v.handover is None)
            continue
        reply = run(qtbot, window, window.suggest())
        run(qtbot, window, window.answer(reply.data[0]))
    assert secret is not None and secret.text.endswith("Player 2 adds Hunted to their hand.")
    assert secret.public_text.endswith("Player 2 adds a card to their hand.")
    assert checked == {"cover", "other team", "own team"}, checked
    # open play: every line as it is
    window.hot_seat.action.setChecked(False)
    wait_ready(qtbot, window, lambda v: v.sees is None)
    assert secret.text in window.log_panel.text.toPlainText()


def _two_people(game: str) -> tuple[EngineBridge, list[EngineView]]:
    kind = KINDS[game]
    setup = vs_setup() if game == VS else first_game(2)
    bridge = EngineBridge()
    views: list[EngineView] = []
    bridge.view.connect(views.append)
    bridge.handle(1, "new", (setup, 3, (HUMAN, HUMAN)))
    for _ in range(200):
        table = kind.table_view(bridge._game)
        if all(table.zone(f"p{p}:hand").cards for p in (0, 1)) and bridge._game.pending.player == 0:
            break
        key, _ = kind.suggest(bridge._game)
        bridge.handle(2, "answer", key)
    return bridge, views


@pytest.mark.parametrize("game", [VS, LEGENDARY])
def test_a_line_naming_a_card_in_the_other_persons_hand_is_unnamed_for_them(qtbot: Any, game: str) -> None:
    kind = KINDS[game]
    bridge, views = _two_people(game)
    for v in views:  # who may read the secret lines: the person at the computer, no one under the cover
        assert v.sees == (frozenset() if v.handover is not None else frozenset({v.hand_seat}))
    table = kind.table_view(bridge._game)  # the whole table (no hand hidden)
    theirs = table.zone("p1:hand").cards[0]
    name = table.cards[theirs].name
    found = LogEntry(f"Player 2 finds {name} and adds it to their hand.", cards=(theirs,))
    revealed = LogEntry(f"Player 2 reveals {name}.")  # a revealed card names none: everyone saw it
    line, shown = secret_lines((found, revealed), table, None, lambda c: kind.card_title(bridge._game, c))
    assert line.owner == 1 and line.public_text == "Player 2 finds a card and adds it to their hand."
    assert shown.owner is None
    # a card everyone saw face up on the table before it went back to the hand is no secret
    seen = face_up_on_the_table(table, theirs)
    assert secret_lines((found,), table, seen, lambda c: name)[0].owner is None
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.show_entries([line, shown], True, frozenset({0}))
    assert name not in panel.text.toPlainText().splitlines()[0]
    assert panel.plain_text().splitlines()[0] == line.public_text
    panel.show_entries([], False, frozenset())  # under the cover
    assert panel.text.toPlainText().splitlines()[0] == line.public_text
    panel.show_entries([], False, frozenset({1}))  # player 2 has the computer
    assert panel.text.toPlainText().splitlines()[0] == line.text


def face_up_on_the_table(table: Any, card: int) -> Any:
    """``table`` with ``card`` lying face up in a zone that is not a hand."""
    row = next(z for z in table.zones if z.kind != HAND and z.cards)
    cards = dict(table.cards)
    cards[card] = dataclasses.replace(cards[card], zone=row.key, face_down=False)
    return dataclasses.replace(table, cards=cards)

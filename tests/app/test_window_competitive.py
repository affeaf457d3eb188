"""Civil War competitive mode in the window (issue 12, "The table" and "Done when"): started from New Game
(Marvel Champions page, mode "Competitive (Civil War)"), two game areas on the table, the autopilot playing a
whole 1v1 (and, marked slow, 2v2) game to its end; the hot seat covering the table when control passes from one
human team to the other; save and open; ``mcdesk render`` of a competitive save."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialog

from mcdesk.app.game_choice import GameChoiceDialog
from mcdesk.app.game_kinds import CHAMPIONS, COMPETITIVE, KINDS
from mcdesk.app.new_game import COMPETITIVE as COMPETITIVE_MODE
from mcdesk.app.new_game import NewGameDialog
from mcdesk.app.seats import AUTOPILOT, HUMAN
from mcdesk.cli import main

from .conftest import run, wait_ready

KIND = KINDS[COMPETITIVE]
LONG_MS = 240000


def start_from_new_game(window: Any, monkeypatch: pytest.MonkeyPatch, per_team: int, seat: str) -> None:
    def choose(self: GameChoiceDialog) -> int:
        self.buttons[CHAMPIONS].click()
        return int(self.result())

    def page(self: NewGameDialog) -> int:
        self.mode.setCurrentIndex(self.mode.findData(COMPETITIVE_MODE))
        box = self.competitive
        box.team_size.setCurrentIndex(box.team_size.findData(per_team))
        for team in box.teams:
            for n in range(per_team):
                team.set_seat(n, seat)
        self.seed.setValue(5)
        assert box.problem() is None, box.problem()
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(GameChoiceDialog, "exec", choose)
    monkeypatch.setattr(NewGameDialog, "exec", page)
    window.new_action.trigger()


def play_to_the_end(qtbot: Any, window: Any) -> None:
    qtbot.waitUntil(lambda: window.view is not None and window.view.result is not None, timeout=LONG_MS)
    view = wait_ready(qtbot, window)
    assert view.game == COMPETITIVE
    assert window.prompt.who_label.text() == "GAME OVER"
    assert view.outcome is not None and view.outcome.headline in window.prompt.prompt_label.text()
    assert window.scene.round_banner is not None and window.scene.round_banner.text.startswith("Game over · ")
    text = window.game_over_dialog.text.text()
    assert view.title in text


@pytest.mark.parametrize("per_team", [1, pytest.param(2, marks=pytest.mark.slow)])
def test_an_autopilot_game_started_from_new_game_plays_to_the_end(qtbot: Any, make_window: Any,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  per_team: int) -> None:
    window = make_window(1, autopilot_delay_ms=0)
    start_from_new_game(window, monkeypatch, per_team, AUTOPILOT)
    view = wait_ready(qtbot, window, lambda v: v.game == COMPETITIVE)
    assert len(view.table.players) in (per_team, 2 * per_team)  # the resistance players come with their setup
    assert view.seats == (AUTOPILOT,) * (2 * per_team)
    assert sorted(window.scene.game_areas) == [0, 1]
    assert not window.hot_seat.cover.isVisible()  # autopilot seats never need the cover
    play_to_the_end(qtbot, window)
    assert len(window.view.table.players) == 2 * per_team


def _answer_as_the_autopilot(qtbot: Any, window: Any) -> None:
    reply = run(qtbot, window, window.suggest())
    assert reply.ok, reply.message
    key = reply.data[0]
    reply = run(qtbot, window, window.answer(key))
    assert reply.ok, reply.message


def test_the_hot_seat_covers_the_table_when_control_passes_to_the_other_team(qtbot: Any, make_window: Any) -> None:
    window = make_window(1, autopilot_delay_ms=0)
    run(qtbot, window, window.new_game(KIND.default_setup(), 5, (HUMAN, HUMAN)))
    seen: list[int] = []
    for _ in range(400):
        view = wait_ready(qtbot, window)
        if view.result is not None or len(seen) >= 3:
            break
        if view.handover is not None:
            team = ("registration", "resistance")[view.handover]
            assert window.hot_seat.cover.isVisible()
            assert window.hot_seat.cover.title.text() == f"Pass to the {team} team"
            # nothing of any hand is on the table while the cover is up, nor in the hand dock
            for z in view.table.zones:
                if z.kind == "hand":
                    assert z.cards == (), z.key
            assert window.prompt.primary_key() is not None
            seen.append(view.handover)
            window.hot_seat.cover.button.click()
            view = wait_ready(qtbot, window, lambda v: v.handover is None)
            assert not window.hot_seat.cover.isVisible()
            other = 1 - seen[-1]
            if view.table.has_zone(f"p{other}:hand"):  # the other team's hand stays hidden
                assert view.table.zone(f"p{other}:hand").cards == ()
            if view.table.has_zone(f"p{seen[-1]}:hand"):  # (none before its game area's setup)
                own = view.table.zone(f"p{seen[-1]}:hand")
                assert own.cards or not own.count  # the team at the computer sees its own hand
            continue
        _answer_as_the_autopilot(qtbot, window)
    assert len(seen) >= 3 and {0, 1} <= set(seen), seen  # control went back and forth between the teams


def test_open_play_shows_every_hand_and_never_covers(qtbot: Any, make_window: Any) -> None:
    window = make_window(1, autopilot_delay_ms=0)
    window.hot_seat.action.setChecked(False)
    assert not window.settings.hot_seat
    run(qtbot, window, window.new_game(KIND.default_setup(), 5, (HUMAN, HUMAN)))
    for _ in range(60):
        view = wait_ready(qtbot, window)
        assert view.handover is None and not window.hot_seat.cover.isVisible()
        assert view.hands_open and not view.private_hands
        if all(view.table.has_zone(f"p{p}:hand") and view.table.zone(f"p{p}:hand").cards for p in (0, 1)):
            return
        _answer_as_the_autopilot(qtbot, window)
    pytest.fail("both hands were never dealt")


def test_save_open_and_render_a_competitive_game(qtbot: Any, make_window: Any, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    window = make_window(1, autopilot_delay_ms=0)
    run(qtbot, window, window.new_game(KIND.default_setup(), 9, (AUTOPILOT, AUTOPILOT)))
    wait_ready(qtbot, window, lambda v: v.table.round >= 2 or v.result is not None)
    run(qtbot, window, window.set_seats([HUMAN, HUMAN]))  # so that nobody plays on once it is opened
    before = wait_ready(qtbot, window)
    path = tmp_path / "cw.json"
    assert run(qtbot, window, window.save_to(path)).ok
    run(qtbot, window, window.new_game(KIND.default_setup(), 1, (HUMAN, HUMAN)))
    assert run(qtbot, window, window.open_file(path)).ok
    after = wait_ready(qtbot, window)
    assert after.decisions == before.decisions, (after.decisions, before.decisions)
    assert after.game == COMPETITIVE and after.state_hash == before.state_hash
    assert after.decisions == before.decisions and after.table.banner == before.table.banner
    assert after.seats == (HUMAN, HUMAN)
    out = tmp_path / "cw.png"
    assert main(["render", str(path), "-o", str(out), "--width", "1280", "--height", "720"]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1280, 720)


def test_one_person_against_an_autopilot_team_never_sees_the_cover_nor_its_hand(qtbot: Any,
                                                                                 make_window: Any) -> None:
    window = make_window(1, autopilot_delay_ms=0)
    run(qtbot, window, window.new_game(KIND.default_setup(), 5, (HUMAN, AUTOPILOT)))
    rounds = set()
    for _ in range(300):
        view = wait_ready(qtbot, window)
        if view.result is not None or len(rounds) >= 2:
            break
        assert view.handover is None and not window.hot_seat.cover.isVisible()
        if view.table.has_zone("p1:hand"):  # the autopilot team's hand is never on the table
            assert view.table.zone("p1:hand").cards == ()
        rounds.add(view.table.round)
        if view.pending is not None and view.pending.player == 0:
            _answer_as_the_autopilot(qtbot, window)
    assert len(rounds) >= 2 or window.view.result is not None


def test_the_decision_panel_names_the_team_whose_decision_it_is(qtbot: Any, make_window: Any) -> None:
    """At a hot seat table of a competitive game the Decision panel says which team is asked ("PLAYER 2
    (RESISTANCE TEAM) · …"), and never the other team; a cooperative game's panel names no team."""
    window = make_window(1, autopilot_delay_ms=0)
    window.hot_seat.action.setChecked(False)  # both teams at the computer, no cover between them
    run(qtbot, window, window.new_game(KIND.default_setup(), 5, (HUMAN, HUMAN)))
    seen = set()
    for _ in range(200):
        view = wait_ready(qtbot, window)
        if view.pending is None or len(seen) == 2:
            break
        seat = view.pending.player
        team, other = ("registration", "resistance")[::1 if seat == 0 else -1]
        assert view.team == f"the {team} team"
        text = window.prompt.who_label.text()
        assert text.startswith(f"PLAYER {seat + 1} ({team.upper()} TEAM)"), text
        assert other.upper() not in text, text
        seen.add(seat)
        _answer_as_the_autopilot(qtbot, window)
    assert seen == {0, 1}, "both teams were asked something"

    run(qtbot, window, window.new_game(KINDS[CHAMPIONS].default_setup(), 5, (HUMAN,)))
    view = wait_ready(qtbot, window, lambda v: v.game == CHAMPIONS and v.pending is not None)
    assert view.team == ""
    text = window.prompt.who_label.text()
    assert text.startswith("PLAYER 1 · ") and "TEAM" not in text, text


def test_the_autopilot_line_names_the_team_it_answers_for(qtbot: Any) -> None:
    """A paused autopilot seat of a competitive game: the panel says which team's seat it answers for."""
    from mcdesk.app.engine_bridge import EngineView
    from mcdesk.app.prompt_panel import PromptPanel
    from mcdesk.games.champions.competitive.game import CompetitiveGame
    from mcdesk.table.card_face import CardFaces

    game = CompetitiveGame(KIND.default_setup(), 5)
    d = game.pending
    assert d is not None
    view = EngineView(table=KIND.table_view(game), pending=d, log=(), log_reset=True, decisions=0,
                      can_undo=False, can_redo=False, seed=5, setup=game.setup, title="t", game_id=1,
                      seats=(AUTOPILOT, AUTOPILOT), autopilot_paused=True, game=COMPETITIVE,
                      team=KIND.team_name(game, d.player))
    panel = PromptPanel(CardFaces())
    qtbot.addWidget(panel)
    panel.show_view(view)
    team = KIND.team_name(game, d.player)
    assert team in ("the registration team", "the resistance team")
    assert f"player {d.player + 1} ({team})" in panel.pilot_label.text()
    assert f"({team.removeprefix('the ').upper()})" in panel.who_label.text()

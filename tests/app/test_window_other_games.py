"""The Vs. System 2PCG and Legendary in the window: started from New Game, played to the end by the autopilot
in every player layout, a person's decisions answered at the table, hands kept private at one computer, saves
and autosaves opened again, bad saves refused with one line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QLabel

from mcdesk.app import recent_games
from mcdesk.app.game_choice import GameChoiceDialog
from mcdesk.app.game_kinds import KINDS, LEGENDARY, VS
from mcdesk.app.main_window import MainWindow
from mcdesk.app.new_game_legendary import LegendaryNewGameDialog
from mcdesk.app.new_game_vs import VsNewGameDialog
from mcdesk.app.prompt_panel import REVEAL_PREFIX
from mcdesk.app.seats import AUTOPILOT, HUMAN
from mcdesk.games.legendary.engine.setup_rules import first_game
from mcdesk.games.vs.cards.decks import first_deck
from mcdesk.games.vs.engine.game import GameSetup as VsSetup
from mcdesk.games.vs.engine.game import PlayerSetup as VsPlayer
from mcdesk.table.view_model import HAND

from .conftest import WAIT_MS, answer, click_card, run, wait_ready

FULL_GAME_MS = 120000


def vs_setup(mode: str = "1v1", teams: tuple[str, ...] = ("avengers", "villains")) -> VsSetup:
    return VsSetup(tuple(VsPlayer(first_deck(t).main, first_deck(t).cards) for t in teams), mode, 0)


def start_from_new_game(window: MainWindow, monkeypatch: pytest.MonkeyPatch, game: str, fill: Any) -> None:
    """File > New Game: pick ``game`` in the first step, let ``fill(dialog)`` fill in its page, press Start."""

    def choose(self: GameChoiceDialog) -> int:
        self.buttons[game].click()
        return int(self.result())

    def page(self: QDialog) -> int:
        fill(self)
        return int(QDialog.DialogCode.Accepted.value)

    monkeypatch.setattr(GameChoiceDialog, "exec", choose)
    monkeypatch.setattr(VsNewGameDialog if game == VS else LegendaryNewGameDialog, "exec", page)
    window.new_action.trigger()


def play_to_the_end(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.view is not None and window.view.result is not None, timeout=FULL_GAME_MS)
    view = wait_ready(qtbot, window)
    assert window.prompt.who_label.text() == "GAME OVER"
    assert view.outcome is not None and view.outcome.headline in window.prompt.prompt_label.text()
    assert window.round_label.text().startswith("Game over — ")
    assert not window.prompt.fail_box.isVisibleTo(window.prompt)
    # the end is summed up in the game's words: who won, and how many turns
    dialog = window.game_over_dialog
    assert view.title in dialog.text.text() and " turn" in dialog.text.text()
    assert any(label.text() == view.outcome.headline for label in dialog.findChildren(QLabel))


def hand_zones(window: MainWindow) -> dict[int, tuple[int, ...]]:
    assert window.view is not None
    return {z.player: z.cards for z in window.view.table.zones if z.kind == HAND and z.player is not None}


VS_LAYOUTS = [
    ("1v1", 2),
    pytest.param("ffa", 3, marks=pytest.mark.slow),
    pytest.param("ffa", 4, marks=pytest.mark.slow),
    pytest.param("2v2", 4, marks=pytest.mark.slow),
    pytest.param("2hg", 4, marks=pytest.mark.slow),
]


@pytest.mark.parametrize(("mode", "players"), VS_LAYOUTS)
def test_a_vs_game_from_new_game_plays_to_its_end_with_every_seat_on_autopilot(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, mode: str, players: int) -> None:
    """Rulebook, Multiplayer: every player layout, played to the end in the window (fast pace)."""
    window = make_window(1, autopilot_delay_ms=0)

    def fill(dialog: VsNewGameDialog) -> None:
        dialog.set_layout(mode, players)
        dialog.seed.setValue(2)
        for row in dialog.rows:
            row.set_seat(AUTOPILOT)

    start_from_new_game(window, monkeypatch, VS, fill)
    wait_ready(qtbot, window, lambda v: v.game == VS)
    assert window.view.setup.mode == mode and len(window.view.table.players) == players
    assert window.faces.describe is not None  # the table draws Vs. System faces now
    assert window.windowTitle().endswith(" — mcdesk") and " vs " in window.windowTitle()
    play_to_the_end(qtbot, window)
    # autopilot hands are never on the table
    assert all(not cards for cards in hand_zones(window).values())


@pytest.mark.parametrize(("players", "mastermind"), [
    *((1, m) for m in ("red_skull", "dr_doom", "loki", "magneto")),
    *(pytest.param(n, m, marks=pytest.mark.slow) for n in (2, 3) for m in ("red_skull", "dr_doom", "loki", "magneto")),
])
def test_a_legendary_game_from_new_game_plays_to_its_end_with_every_seat_on_autopilot(
        qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch, players: int, mastermind: str) -> None:
    """Issue 14: a game against each mastermind plays to the end in the window, solo and with several players."""
    window = make_window(1, autopilot_delay_ms=0)

    def fill(dialog: LegendaryNewGameDialog) -> None:
        dialog.player_count.setValue(players)
        dialog.mastermind.setCurrentIndex(dialog.mastermind.findData(mastermind))
        dialog.seed.setValue(3)
        for row in dialog.rows:
            row.set_seat(AUTOPILOT)

    start_from_new_game(window, monkeypatch, LEGENDARY, fill)
    wait_ready(qtbot, window, lambda v: v.game == LEGENDARY)
    assert window.view.setup.players == players and window.view.setup.mastermind == mastermind
    from mcdesk.games.legendary.cards.facts import core_set

    assert core_set().card(mastermind).name in window.view.title
    play_to_the_end(qtbot, window)


def test_legendary_with_three_players_human_first(qtbot: Any, make_window: Any) -> None:
    """A person plays cards from the hand by clicking them on the table; two autopilot seats play on."""
    setup = first_game(3)
    window = make_window(4, setup=setup, seats=(HUMAN, AUTOPILOT, AUTOPILOT), autopilot_delay_ms=0)
    view = window.view
    assert view.game == LEGENDARY and view.pending.player == 0 and view.hand_seat == 0
    hands = hand_zones(window)
    assert len(hands[0]) == 6 and hands[1] == () and hands[2] == ()  # only the person's own hand
    mastermind = view.table.zone("mastermind").cards[0]
    dial = window.scene.cards[mastermind].stat_dial  # its attack now, read on the table at any size
    assert dial is not None and (dial.label, dial.text) == ("ATK", str(view.table.card(mastermind).stat("attack")))
    card = hands[0][0]
    option = next(o for o in view.pending.options if card in o.cards)
    click_card(window, card)
    view = wait_ready(qtbot, window, lambda v: v.decisions >= 1)
    assert card not in hand_zones(window)[0]
    assert card in view.table.zone("p0:played").cards, option.label
    end = next(o.key for o in view.pending.options if o.key.startswith("end"))
    answer(qtbot, window, end)
    view = wait_ready(qtbot, window, lambda v: v.pending is not None and v.pending.player == 0 and v.table.round >= 2)
    assert view.hand_seat == 0 and len(hand_zones(window)[0]) == 6  # the autopilots' turns went by
    assert all(not hand_zones(window)[p] for p in (1, 2))


def test_a_person_answers_vs_decisions_at_the_table_against_the_autopilot(qtbot: Any, make_window: Any) -> None:
    window = make_window(5, setup=vs_setup(), seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    view = window.view
    assert view.game == VS and view.pending.player == 0
    # the first decision: where the main character starts (the primary button answers it)
    assert window.prompt.primary_key() is not None or window.prompt.option_buttons()
    buttons = [b for b in window.prompt.option_buttons() if b.property("optionKey") == "back"]
    if buttons:
        buttons[0].click()
    else:
        answer(qtbot, window, "back")
    view = wait_ready(qtbot, window, lambda v: v.decisions >= 1 and v.pending is not None and v.pending.player == 0)
    for _ in range(6):  # a few more of the person's decisions, each with the option the autopilot suggests
        if view.pending is None:
            break
        hands = hand_zones(window)
        assert view.hand_seat == 0 and not hands[1]  # the autopilot's hand stays hidden
        assert all(cid in window.scene.cards for cid in hands[0])
        reply = run(qtbot, window, window.suggest())
        assert reply.ok, reply.message
        answer(qtbot, window, reply.data[0])
        view = wait_ready(qtbot, window, lambda v: v.pending is None or v.pending.player == 0)
    assert view.decisions > 6
    # the log names cards as the table does: hovering a name shows that card
    assert any(e.event is not None and e.event.card in view.table.cards for e in window.log_panel.entries)
    # each character in play shows its current attack and defense (every modifier applied) on the card
    main = view.table.players[0].identity
    card = view.table.card(main)
    dial = window.scene.cards[main].stat_dial
    assert dial is not None and (dial.label, dial.text) == ("ATK/DEF", f"{card.stat('attack')}/{card.stat('defense')}")
    assert all(window.scene.cards[c].stat_dial is None for c in hand_zones(window)[0])  # not in a hand


def test_two_people_at_one_computer_see_only_their_own_vs_hand(qtbot: Any, make_window: Any) -> None:
    """Hands are secret (rulebook: your hand is hidden from the other players): the next person's hand and
    choices show only once they ask, and the other person's never."""
    window = make_window(6, setup=vs_setup(), seats=(HUMAN, HUMAN), autopilot_delay_ms=0)
    view = window.view
    assert view.handover == 0 and view.hand_seat is None
    assert all(not cards for cards in hand_zones(window).values())
    assert window.prompt.keys() == [f"{REVEAL_PREFIX}0"]  # no choice shows before the hand does
    assert window.prompt.primary_key() == f"{REVEAL_PREFIX}0"
    handovers: set[int] = set()
    shown_with_cards: set[int] = set()
    for _ in range(120):
        view = window.view
        if view.pending is None:
            break
        seat = view.pending.player
        if view.handover is not None:
            assert view.handover == seat and view.hand_seat is None
            assert all(not cards for cards in hand_zones(window).values())
            assert window.prompt.keys() == [f"{REVEAL_PREFIX}{seat}"]
            handovers.add(seat)
            window.answer_primary()  # Space/Enter: the person at that seat shows their hand
            wait_ready(qtbot, window, lambda v: v.handover is None)
            continue
        hands = hand_zones(window)
        assert view.hand_seat == seat and not hands[1 - seat]  # the other person's hand is never listed
        assert view.table.zone(f"p{1 - seat}:hand").count == window.view.table.players[1 - seat].hand
        if hands[seat]:
            shown_with_cards.add(seat)
            assert all(cid in window.scene.cards for cid in hands[seat])
        answer(qtbot, window, view.pending.options[0].key)
        if shown_with_cards == {0, 1} and len(handovers) == 2 and view.table.round >= 3:
            break
    assert handovers == {0, 1} and shown_with_cards == {0, 1}
    assert not window.hand_menu.isEnabled()  # no peeking through Show Hand Of


@pytest.mark.parametrize("game", [VS, LEGENDARY])
def test_save_open_and_autosave_round_trip_in_the_window(qtbot: Any, make_window: Any, tmp_path: Path,
                                                         game: str) -> None:
    setup = vs_setup() if game == VS else first_game(2)
    window = make_window(8, setup=setup, seats=(HUMAN, AUTOPILOT), autopilot_delay_ms=0)
    for _ in range(4):
        view = window.view
        reply = run(qtbot, window, window.suggest())
        answer(qtbot, window, reply.data[0])
        wait_ready(qtbot, window, lambda v: v.pending is None or v.pending.player == 0)
    view = window.view
    path = tmp_path / f"{game}.json"
    assert run(qtbot, window, window.save_to(path)).ok
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == game and data["app"]["seats"] == [HUMAN, AUTOPILOT]
    assert data["app"]["summary"]["title"] == view.title

    assert run(qtbot, window, window.undo()).ok
    assert window.view.decisions < view.decisions
    assert run(qtbot, window, window.open_file(path)).ok
    opened = window.view
    assert (opened.game, opened.state_hash, opened.decisions, opened.seats) == \
        (game, view.state_hash, view.decisions, view.seats)

    # the recent games list names the game and its title
    qtbot.waitUntil(lambda: recent_games.recent_games() != [], timeout=WAIT_MS)
    line = recent_games.recent_games()[0].line()
    assert line.startswith(f"{KINDS[game].name}: {view.title} — turn ")

    # a second window resumes the autosave where the first stopped
    qtbot.waitUntil(lambda: json.loads(window.autosave.read_text(encoding="utf-8")).get("game") == game,
                    timeout=WAIT_MS)
    autosave = window.autosave
    other = make_window(1, open_path=autosave, autopilot_delay_ms=0)
    again = wait_ready(qtbot, other, lambda v: v.game == game)
    assert again.state_hash == opened.state_hash and again.seats == opened.seats


def _bad(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", [VS, LEGENDARY])
def test_bad_saves_of_either_game_give_one_clear_line(qtbot: Any, make_window: Any, tmp_path: Path,
                                                      game: str) -> None:
    setup = vs_setup() if game == VS else first_game(2)
    good = KINDS[game].new(setup, 3)
    for _ in range(3):
        good.answer(KINDS[game].suggest(good)[0])
    data = good.to_save()
    window = make_window(1)
    before = window.view.state_hash
    cases = {
        "answers": {**data, "answers": [*data["answers"][:1], "no-such-answer", *data["answers"][2:]]},
        "setup": {**data, "setup": {"players": "many"}},
        "seed": {**data, "seed": "x"},
        "game": {**data, "game": "chess"},
        "hash": {**data, "state_hash": "0" * 64, "answers_digest": "1" * 64},
    }
    for name, bad in cases.items():
        reply = run(qtbot, window, window.open_file(_bad(tmp_path / f"{name}.json", bad)))
        assert not reply.ok, name
        assert "\n" not in reply.message and str(tmp_path) in reply.message, (name, reply.message)
        assert "Traceback" not in reply.message and len(reply.message) < 400, (name, reply.message)
        assert window.view.state_hash == before  # the game on the table goes on
        window.last_message = None


@pytest.mark.parametrize("game", [VS, LEGENDARY])
def test_replay_table_opens_a_vs_or_legendary_save_in_the_window(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 game: str) -> None:
    """`mcdesk replay SAVE --table` checks the save, then opens it in the window (which plays every game)."""
    from mcdesk import cli
    from mcdesk.app import main_window

    opened: list[object] = []
    monkeypatch.setattr(main_window, "run_app", lambda **kw: opened.append(kw.get("open_path")) or 0)
    g = KINDS[game].new(vs_setup() if game == VS else first_game(2), 2)
    for _ in range(5):
        g.answer(KINDS[game].suggest(g)[0])
    path = tmp_path / "save.json"
    path.write_text(json.dumps(g.to_save()), encoding="utf-8")
    assert cli.main(["replay", str(path), "--table"]) == 0 and opened == [str(path)]
    bad = _bad(tmp_path / "bad.json", {**g.to_save(), "answers": ["nonsense"]})
    assert cli.main(["replay", str(bad), "--table"]) == 1 and opened == [str(path)]

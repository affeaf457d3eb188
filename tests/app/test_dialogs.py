"""The New Game dialog, the help texts, the prompt's layout of options, and the free table's pure helpers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt

from mcdesk.app.free_table import drop_edit, free_actions, move_targets
from mcdesk.app.help import GLOSSARY, HelpDialog, glossary_html, shortcuts_html
from mcdesk.app.new_game import NewGameDialog, available_decks, modular_sets
from mcdesk.app.prompt_panel import in_groups, merged_copies, turn_group
from mcdesk.app.table_widget import engine_zone
from mcdesk.core.decisions import Action, ActionKind, Option
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import SPIDER_MAN_JUSTICE, default_setup
from mcdesk.games.champions.engine.manual import ManualEdit
from mcdesk.games.champions.view import table_view

from .conftest import game_at


def test_new_game_dialog_builds_a_setup(qtbot: Any) -> None:
    db = default_database()
    dialog = NewGameDialog(db, default_setup(), 5)
    qtbot.addWidget(dialog)
    setup, seed = dialog.result_setup()
    assert seed == 5
    assert setup.players[0].identity == SPIDER_MAN_JUSTICE.identity
    assert sorted(setup.players[0].deck) == sorted(SPIDER_MAN_JUSTICE.codes())
    assert setup.scenario == "rhino" and setup.modular_sets == ("bomb_scare",)

    dialog.player_count.setValue(3)
    assert [r.identity.isVisibleTo(dialog) for r in dialog.rows] == [True, True, True, False]
    dialog.rows[1].identity.setCurrentIndex(dialog.rows[1].identity.findData("01010a"))
    dialog.scenario.setCurrentIndex(dialog.scenario.findData("ultron"))  # its recommended modular set
    dialog.expert.setChecked(True)
    dialog.heroic.setValue(2)
    dialog.skirmish.setCurrentIndex(dialog.skirmish.findData(1))
    dialog.first_player.setCurrentIndex(2)
    setup, _ = dialog.result_setup()
    assert len(setup.players) == 3 and setup.players[1].identity == "01010a"
    assert setup.players[1].name == "Captain Marvel"
    assert setup.scenario == "ultron" and setup.modular_sets == ("under_attack",)
    assert (setup.expert, setup.heroic, setup.skirmish_stage, setup.first_player) == (True, 2, 1, 2)


def test_new_game_offers_the_users_imported_decks(qtbot: Any, data_dir: Path) -> None:
    decks = data_dir / "decks"
    decks.mkdir()
    (decks / "my-deck.json").write_text(json.dumps({
        "format": "mcdesk-deck", "version": 1, "name": "My Web Deck", "identity": "01001a",
        "cards": {"01002": 1, "01003": 2, "01088": 3},
    }), encoding="utf-8")
    (decks / "broken.json").write_text("{", encoding="utf-8")
    db = default_database()
    choices, problems = available_decks(db)
    mine = [c for c in choices if c.key == "imported:My Web Deck"]
    assert mine and mine[0].identity == "01001a" and len(mine[0].codes) == 6
    assert any("broken.json" in p for p in problems)
    dialog = NewGameDialog(db, default_setup(), 1)
    qtbot.addWidget(dialog)
    row = dialog.rows[0]
    row.deck.setCurrentIndex(row.deck.findData("imported:My Web Deck"))
    setup, _ = dialog.result_setup()
    assert sorted(setup.players[0].deck) == ["01002", "01003", "01003", "01088", "01088", "01088"]


def test_new_game_dialog_chooses_who_plays_each_seat(qtbot: Any) -> None:
    from mcdesk.app.seats import AUTOPILOT, HUMAN

    db = default_database()
    dialog = NewGameDialog(db, default_setup(), 1, seats=(AUTOPILOT,))
    qtbot.addWidget(dialog)
    assert dialog.result_seats() == (AUTOPILOT,)
    dialog.player_count.setValue(3)
    assert [r.played_by.isVisibleTo(dialog) for r in dialog.rows] == [True, True, True, False]
    assert [dialog.rows[1].played_by.itemText(i) for i in range(2)] == ["Human", "Autopilot"]
    dialog.rows[2].played_by.setCurrentIndex(dialog.rows[2].played_by.findData(AUTOPILOT))
    assert dialog.result_seats() == (AUTOPILOT, HUMAN, AUTOPILOT)
    dialog.rows[0].played_by.setCurrentIndex(0)
    dialog.player_count.setValue(2)
    assert dialog.result_seats() == (HUMAN, HUMAN)


def test_modular_sets_are_the_swappable_encounter_sets() -> None:
    sets = modular_sets(default_database())
    assert {"bomb_scare", "masters_of_evil", "under_attack", "legions_of_hydra", "the_doomsday_chair"} <= set(sets)
    assert not {"rhino", "standard", "expert", "spider_man_nemesis", "spider_man"} & set(sets)
    # Civil War: modular sets yes; main scheme sets, leaders' sets and the competitive standard set no
    assert {"mighty_avengers", "dangerous_recruits"} <= set(sets)
    assert not {"registration", "resistance", "iron_man_leader", "captain_marvel_leader", "standard_pvp"} & set(sets)


def test_help_lists_shortcuts_and_explains_in_our_own_words(qtbot: Any) -> None:
    text = shortcuts_html()
    for key in ("Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+S", "Ctrl+O", "Ctrl+E"):
        assert key in text
    glossary = glossary_html()
    terms = [term for _section, entries in GLOSSARY for term, _icon, _text in entries]
    for term in ("Stunned", "Confused", "Tough", "Guard", "Surge", "Energy", "Wild", "Threat", "Crisis"):
        assert term in terms and term in glossary
    dialog = HelpDialog("Glossary", glossary)
    qtbot.addWidget(dialog)
    assert "Stunned" in dialog.browser.toPlainText()


def test_turn_options_are_grouped() -> None:
    """Grouped by what each option does (its action), never by its key."""
    def o(kind: ActionKind, card: int | None = None) -> Option:
        return Option("any-key", "", (), Action(kind, card))

    assert turn_group(o(ActionKind.PLAY, 7), 1) == "Play a card"
    assert turn_group(o(ActionKind.ATTACK, 1), 1) == turn_group(o(ActionKind.CHANGE_FORM, 1), 1) == "Your identity"
    assert turn_group(o(ActionKind.ATTACK, 9), 1) == "Allies"
    assert turn_group(o(ActionKind.USE, 44), 1) == "Abilities"
    assert turn_group(o(ActionKind.END_TURN), 1) == ""


def test_each_turn_group_is_shown_once() -> None:
    """Change form, a card to play, then basic recover: "Your identity" is one heading over both of its options."""
    form = Option("form", "Change form", (), Action(ActionKind.CHANGE_FORM, 1))
    play = Option("play", "Play X", (7,), Action(ActionKind.PLAY, 7))
    recover = Option("recover", "Basic recover", (), Action(ActionKind.RECOVER, 1))
    use = Option("use", "Use Y", (8,), Action(ActionKind.USE, 8))
    play2 = Option("play2", "Play Z", (9,), Action(ActionKind.PLAY, 9))
    end = Option("end", "End your turn", (), Action(ActionKind.END_TURN))
    ordered = in_groups([form, play, recover, use, play2, end], 1)
    assert [x.key for x in ordered] == ["form", "recover", "play", "play2", "use", "end"]
    assert in_groups([], 1) == []


def test_copies_of_a_card_in_hand_are_one_button() -> None:
    """Three S.H.I.E.L.D. Troopers in hand: one "Play" button with its count (any copy does the same); two
    different cards, or using a card in play, stay apart."""
    def play(cid: int, name: str) -> Option:
        return Option(f"play:{cid}", f"Play {name}", (cid,), Action(ActionKind.PLAY, cid))

    codes = {1: "trooper", 2: "trooper", 3: "agent", 4: "trooper", 5: "mansion", 6: "mansion"}
    use = [Option(f"use:{c}", "Use Avengers Mansion", (c,), Action(ActionKind.USE, c)) for c in (5, 6)]
    merged = merged_copies([play(1, "Trooper"), play(2, "Trooper"), play(3, "Agent"), play(4, "Trooper"), *use],
                           codes)
    assert [(o.key, n) for o, n in merged] == [("play:1", 3), ("play:3", 1), ("use:5", 1), ("use:6", 1)]
    # a card whose face is hidden (no code known) is never merged
    assert [n for _, n in merged_copies([play(7, "Card"), play(8, "Card")], {})] == [1, 1]


def test_free_table_actions_and_drops() -> None:
    game = game_at(1, ["keep"])
    view = table_view(game)
    villain = view.cards[view.zone("villain").cards[0]]
    actions = free_actions(villain, view)
    keys = {a.edit.key() for a in actions}
    assert ManualEdit("set", villain.id, field="damage", value=1).key() in keys
    assert ManualEdit("set", villain.id, field="stunned", value=1).key() in keys
    assert ManualEdit("exhaust", villain.id).key() in keys
    assert not any(a.edit.kind == "set" and a.edit.value == -1 for a in actions)  # nothing below zero
    assert len([a for a in actions if a.group == "move"]) == len(move_targets(view))  # not in any of those
    hand_card = view.cards[view.zone("p0:hand").cards[0]]
    assert ManualEdit("move", hand_card.id, zone="hand", player=0).key() not in {a.edit.key()
                                                                                for a in free_actions(hand_card, view)}
    assert drop_edit(hand_card, "p0:allies") == ManualEdit("move", hand_card.id, zone="play", player=0)
    assert engine_zone("side_schemes") == ("villain_area", None)
    assert engine_zone("p1:encounter") == ("facedown_encounter", 1)
    assert engine_zone("table") is None


def test_a_number_choice_uses_a_spin_box(qtbot: Any) -> None:
    import dataclasses

    from mcdesk.app.engine_bridge import EngineView
    from mcdesk.app.prompt_panel import PromptPanel
    from mcdesk.core.decisions import Decision, DecisionKind, Option
    from mcdesk.table.card_face import CardFaces

    game = game_at(1, ["keep"])
    numbers = tuple(Option(f"x:{n}", f"X = {n}", (), Action(ActionKind.NUMBER, amount=n)) for n in range(12))
    d = Decision(DecisionKind.NUMBER, "Choose X", numbers, 0)
    view = EngineView(table=table_view(game), pending=d, log=(), log_reset=True, decisions=1,
                      can_undo=True, can_redo=False, seed=1, setup=game.setup, title="t", game_id=1)
    panel = PromptPanel(CardFaces())
    qtbot.addWidget(panel)
    chosen: list[str] = []
    panel.option_chosen.connect(chosen.append)
    panel.show_view(view)
    assert panel._number is not None
    panel._number.setValue(7)
    qtbot.mouseClick(panel.option_buttons()[0], Qt.MouseButton.LeftButton)
    assert chosen == ["x:7"]
    panel.show_view(dataclasses.replace(view, pending=None))
    assert panel.option_buttons() == [] and "GAME OVER" in panel.who_label.text()


def test_trait_marks_are_read_as_plain_words_in_prompts_and_the_log() -> None:
    """"Search for a [[Black Panther]] upgrade" reads "Search for a Black Panther upgrade" off the card face."""
    from mcdesk.app.engine_bridge import LogEntry
    from mcdesk.app.log_panel import entry_html
    from mcdesk.app.widgets import plain_marks

    assert plain_marks("Search for a [[Black Panther]] upgrade") == "Search for a Black Panther upgrade"
    assert plain_marks("Each [[Drone]] minion and [[Masters of Evil]]") == "Each Drone minion and Masters of Evil"
    assert plain_marks("Deal 2 [x] damage") == "Deal 2 [x] damage"
    assert "[[" not in entry_html(LogEntry("Each [[Drone]] minion attacks."))


def test_new_game_refuses_the_same_hero_twice_and_says_why(qtbot: Any) -> None:
    """Hero identities are unique (Rules Reference, "Unique Icon"): Start does nothing while two seats play
    Captain Marvel, and the heroes box says why."""
    dialog = NewGameDialog(default_database(), default_setup(), 5)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.player_count.setValue(2)
    assert dialog.heroes_problem() is None and not dialog.heroes_problem_label.isVisible()
    for row in dialog.rows[:2]:
        row.identity.setCurrentIndex(row.identity.findData("01010a"))
    problem = dialog.heroes_problem()
    assert problem is not None and problem.startswith("Players 1 and 2 both play Captain Marvel (Carol Danvers)")
    assert dialog.heroes_problem_label.isVisible() and dialog.heroes_problem_label.text() == problem
    dialog._start()
    assert dialog.result() != dialog.DialogCode.Accepted and dialog.isVisible()
    dialog.player_count.setValue(1)  # the second seat is gone: nothing to refuse
    assert dialog.heroes_problem() is None and not dialog.heroes_problem_label.isVisible()
    dialog._start()
    assert dialog.result() == dialog.DialogCode.Accepted

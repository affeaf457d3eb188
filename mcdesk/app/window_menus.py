"""The window's menus, toolbar and keys: every action of the menu bar (File, Edit, View, Game, Settings,
Help), the toolbar's share of them, Space/Enter/Esc, the View > Show Hand of menu that follows the game's
players, and the small dialogs of Settings and Help.

The menus offer what each part of the window does, so :class:`WindowMenus` sits on all of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QShortcut
from PySide6.QtWidgets import QMessageBox, QStyle

from .autopilot_controls import AUTOPILOT_PACES, AutopilotControls
from .engine_bridge import autopilot_available
from .help import GLOSSARY_TITLE
from .settings import image_cache_dir
from .start_and_end import StartAndEnd
from .table_input import TableInput

if TYPE_CHECKING:
    from .engine_bridge import EngineView


class WindowMenus(StartAndEnd, TableInput, AutopilotControls):
    """The menu bar, the toolbar and the keys (a part of :class:`~.main_window.MainWindow`)."""

    # == building ======================================================================================
    def _build_keys(self) -> None:
        """Space or Enter: the primary answer; Esc: back out of a choice in progress (see :meth:`back_out`)."""
        self.primary_shortcuts = []
        for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            sc = QShortcut(QKeySequence(key), self)
            sc.activated.connect(self.answer_primary)
            self.primary_shortcuts.append(sc)
        self.escape_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape_shortcut.activated.connect(self.back_out)

    def _action(self, text: str, slot: Any, shortcut: str | QKeySequence.StandardKey | None = None,
                icon: QStyle.StandardPixmap | None = None, tip: str = "") -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            a.setIcon(self.style().standardIcon(icon))
        if tip:
            a.setToolTip(tip)
            a.setStatusTip(tip)
        a.triggered.connect(slot)
        return a

    def _build_actions(self) -> None:
        sp = QStyle.StandardPixmap
        self.new_action = self._action("&New Game…", self.show_new_game, "Ctrl+N", sp.SP_FileIcon,
                                       "Start a new game")
        self.open_action = self._action("&Open…", self.show_open, "Ctrl+O", sp.SP_DialogOpenButton,
                                        "Open a saved game or a replay log")
        self.resume_action = self._action("&Resume Previous Game", self.resume_previous,
                                          tip="Reopen the game that was going on when mcdesk last closed")
        self.assistant_action = self._action("Table &Assistant…", self.show_assistant,
                                             tip="Run the villain's side beside a game with physical cards")
        self.start_action = self._action("S&tart Screen", self.show_start_screen, "Ctrl+Shift+H",
                                         tip="Continue a recent game, start a new one or open a file")
        self.resume_action.setEnabled(self.previous_autosave is not None)
        self.save_action = self._action("&Save", self.save, "Ctrl+S", sp.SP_DialogSaveButton, "Save the game")
        self.save_as_action = self._action("Save &As…", self.save_as, "Ctrl+Shift+S")
        self.export_action = self._action("&Export Image…", self.show_export, "Ctrl+E",
                                          tip="Save a picture of the table")
        self.quit_action = self._action("&Quit", self.close, "Ctrl+Q")
        self.undo_action = self._action("&Undo", lambda: self.spawn(self.undo()), "Ctrl+Z", sp.SP_ArrowBack,
                                        "Undo the last decision")
        self.redo_action = self._action("&Redo", lambda: self.spawn(self.redo()), "Ctrl+Shift+Z",
                                        sp.SP_ArrowForward, "Redo")
        self.undo_action.setEnabled(False)
        self.redo_action.setEnabled(False)
        self.free_action = self._action("&Free Table", self.set_free_table, "F",
                                        tip="Move cards, tokens and status cards by hand")
        self.free_action.setCheckable(True)
        self.fit_action = self._action("&Fit to Window", self.table.fit_to_window, "Ctrl+0",
                                       tip="Show the whole table")
        self.zoom_in_action = self._action("Zoom &In", lambda: self.table.zoom_by(1.25), "Ctrl++")
        self.zoom_out_action = self._action("Zoom &Out", lambda: self.table.zoom_by(1 / 1.25), "Ctrl+-")
        self.animations_action = self._action("&Animations", self._toggle_animations)
        self.animations_action.setCheckable(True)
        self.animations_action.setChecked(self.settings.animations)
        self.images_action = self._action("Card &Images…", self.show_images_dialog)
        self.suggest_action = self._action("&Suggest a Move", lambda: self.spawn(self.suggest()), "Ctrl+H",
                                           tip="Ask the autopilot what it would do")
        self.suggest_action.setVisible(autopilot_available())
        self.pause_action = self._action("&Pause Autopilot", lambda on: self.spawn(self.pause_autopilot(bool(on))),
                                         "Ctrl+P", tip="Stop the autopilot between its decisions, or let it go on")
        self.pause_action.setCheckable(True)
        self.pause_action.setEnabled(False)
        self.pace_group = QActionGroup(self)
        self.pace_actions: dict[int, QAction] = {}
        for text, ms in AUTOPILOT_PACES:
            a = self._action(text, lambda _c=False, ms=ms: self.spawn(self.set_autopilot_pace(ms)))
            a.setCheckable(True)
            a.setChecked(ms == self.settings.autopilot_delay_ms)
            self.pace_group.addAction(a)
            self.pace_actions[ms] = a
        self.step_back_action = self._action("Step &Back", lambda: self.spawn(self.step("step", -1)), "Alt+Left",
                                             tip="Go back one decision (the game's later decisions are kept)")
        self.step_forward_action = self._action("Step &Forward", lambda: self.spawn(self.step("step", 1)),
                                                "Alt+Right", tip="Play the next of the kept decisions again")
        self.to_start_action = self._action("To the &Start", lambda: self.spawn(self.step("to", 0)), "Alt+Home",
                                            tip="Back to the game's first decision")
        self.to_end_action = self._action("To the &End", lambda: self.spawn(self.step("to", 10**9)), "Alt+End",
                                          tip="Forward through all the kept decisions")
        for a in (self.step_back_action, self.step_forward_action, self.to_start_action, self.to_end_action):
            a.setEnabled(False)
        self.watch_action = self._action("&Watch Replay", lambda: self.pacer.watch_replay(),
                                         tip="Play the game again from its first decision, at the pace")
        self.restart_action = self._action("Restart &Engine from Autosave", self.restart_engine)
        self.shortcuts_action = self._action("&Shortcuts", self.show_shortcuts, "F1")
        self.glossary_action = self._action(f"&{GLOSSARY_TITLE}", self.show_glossary)
        self.about_action = self._action("&About mcdesk", self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        m = bar.addMenu("&File")
        for a in (self.start_action, None, self.new_action, self.assistant_action, self.open_action,
                  self.resume_action, None, self.save_action, self.save_as_action, None, self.export_action, None,
                  self.quit_action):
            m.addSeparator() if a is None else m.addAction(a)
        m = bar.addMenu("&Edit")
        for a in (self.undo_action, self.redo_action, None, self.free_action):
            m.addSeparator() if a is None else m.addAction(a)
        m = bar.addMenu("&View")
        for a in (self.fit_action, self.zoom_in_action, self.zoom_out_action, None):
            m.addSeparator() if a is None else m.addAction(a)
        self.hand_menu = m.addMenu("Show &Hand of")
        self.hand_group = QActionGroup(self)
        m.addSeparator()
        m.addAction(self.prompt_dock.toggleViewAction())
        m.addAction(self.log_dock.toggleViewAction())
        m = bar.addMenu("&Game")
        m.addAction(self.suggest_action)
        m.addSeparator()
        m.addAction(self.pause_action)
        self.seats_menu = m.addMenu("Autopilot &Seats")
        pace = m.addMenu("Autopilot Pa&ce")
        for a in self.pace_actions.values():
            pace.addAction(a)
        m.addSeparator()
        self.replay_menu = m.addMenu("&Replay")
        for a in (self.step_back_action, self.step_forward_action, None, self.to_start_action, self.to_end_action):
            self.replay_menu.addSeparator() if a is None else self.replay_menu.addAction(a)
        self.replay_menu.addSeparator()
        self.replay_menu.addAction(self.watch_action)
        m.addSeparator()
        m.addAction(self.restart_action)
        m = bar.addMenu("&Settings")
        self.settings_menu = m
        self.pacer.fill_menu(m.addMenu("&Pace"))
        m.addAction(self.animations_action)
        m.addSeparator()
        m.addAction(self.images_action)
        m = bar.addMenu("&Help")
        for a in (self.shortcuts_action, self.glossary_action, None, self.about_action):
            m.addSeparator() if a is None else m.addAction(a)

    def _build_toolbar(self) -> None:
        tb = self.addToolBar("Game")
        tb.setObjectName("gameToolbar")
        tb.setMovable(False)
        tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        tb.setIconSize(QSize(16, 16))
        for a in (self.new_action, self.open_action, self.save_action, None, self.undo_action, self.redo_action,
                  None, self.free_action, self.fit_action, self.suggest_action):
            tb.addSeparator() if a is None else tb.addAction(a)

    # == menus that follow the game ====================================================================
    def _update_hand_menu(self, view: EngineView) -> None:
        players = view.table.players
        if view.private_hands:  # only the deciding person's hand shows (see private_hands.py)
            self.hand_menu.setEnabled(False)
            self.scene.set_hand_player(None)
            return
        self.hand_menu.setEnabled(len(players) > 1)
        if len(self.hand_menu.actions()) == len(players) + 1:
            return
        self.hand_menu.clear()
        auto = self.hand_menu.addAction("Whoever is deciding")
        auto.setCheckable(True)
        auto.setChecked(True)
        auto.triggered.connect(lambda: self.scene.set_hand_player(None))
        self.hand_group.addAction(auto)
        for p in players:
            a = self.hand_menu.addAction(f"{p.name} ({p.identity_name})")
            a.setCheckable(True)
            a.triggered.connect(lambda _c=False, n=p.index: self.scene.set_hand_player(n))
            self.hand_group.addAction(a)

    # == Settings and Help =============================================================================
    def show_images_dialog(self) -> None:
        from .dialogs import ImagesDialog

        dialog = ImagesDialog(self.settings, self)
        if dialog.exec() != ImagesDialog.DialogCode.Accepted:
            return
        self.settings = dialog.settings(self.settings)
        self._save_settings()
        self.faces.set_sources(image_dir=self.settings.image_dir or None,
                               url_template=self.settings.url_template or None, cache_dir=image_cache_dir())
        self.animations_action.setChecked(self.settings.animations)
        self.scene.set_animations(self.settings.animations)
        self.scene.update()

    def _toggle_animations(self, on: bool) -> None:
        self.settings.animations = bool(on)
        self.scene.set_animations(bool(on))
        self._save_settings()

    def show_shortcuts(self) -> None:
        from .help import HelpDialog, shortcuts_html

        HelpDialog("Shortcuts", shortcuts_html(), self).open()

    def show_glossary(self) -> None:
        from .help import HelpDialog, glossary_html

        HelpDialog(GLOSSARY_TITLE, glossary_html(), self).open()

    def show_about(self) -> None:
        self.show_message("About mcdesk", "mcdesk: a desktop tabletop for three Marvel card games (Marvel Champions: "
                                          "The Card Game, the Vs. System 2PCG and Legendary), each with a rules "
                                          "engine that referees the game.\n\nAn unofficial fan project.",
                          QMessageBox.Icon.Information)


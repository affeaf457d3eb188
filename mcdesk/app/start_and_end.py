"""The start and the end of a game in the window: the start screen (continue a recent game, New Game, Open),
the New Game dialogs (which game, then that game's own dialog), the table assistant, and the summing up when
a game ends while it is played (New Game or Watch Replay from there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import recent_games
from .file_actions import FileActions
from .game_kinds import CHAMPIONS, kind_of, new_game_choice
from .start_screen import GameOverDialog, StartScreen

if TYPE_CHECKING:
    from .engine_bridge import EngineView


class StartAndEnd(FileActions):
    """The start screen, New Game and Game Over (a part of :class:`~.main_window.MainWindow`); it starts and
    opens games through :class:`~.file_actions.FileActions`."""

    def show_start_screen(self) -> None:
        """Continue, New Game, Open and the recent games (File > Start Screen)."""
        if self.start_screen is None:
            self.start_screen = StartScreen(self)
            self.start_screen.continue_requested.connect(lambda path: self.spawn(self.open_file(path)))
            self.start_screen.new_requested.connect(self.show_new_game)
            self.start_screen.assistant_requested.connect(self.show_assistant)
            self.start_screen.open_requested.connect(self.show_open)
        self.start_screen.show_games(recent_games.recent_games())
        self.start_screen.show_over()

    def _maybe_game_over(self, view: EngineView, first: bool) -> None:
        """When a game ends while it is played (not when a finished game is opened), sum it up once."""
        if view.result is None or first or self._game_over_shown == view.game_id or self.pacer.watching:
            return
        self._game_over_shown = view.game_id
        t = view.table
        headline = view.outcome.headline if view.outcome is not None and view.game != CHAMPIONS else None
        good = view.outcome.good if view.outcome is not None else view.result == "win"
        dialog = GameOverDialog(view.title, view.result, t.result_reason, t.round, view.decisions, self,
                                headline=headline, good=good, round_word=view.kind.round_word)
        dialog.finished.connect(self._game_over_choice)
        self.game_over_dialog = dialog
        dialog.open()

    def _game_over_choice(self, choice: int) -> None:
        if choice == GameOverDialog.NEW_GAME:
            self.show_new_game()
        elif choice == GameOverDialog.WATCH:
            self.pacer.watch_replay()

    def show_assistant(self) -> None:
        """The table assistant (mcdesk.app.assistant): its own window beside this one."""
        from .assistant import open_assistant

        self.assistant_window = open_assistant()

    def show_new_game(self) -> None:
        """New Game: which game first (:mod:`.game_choice`), then that game's own dialog."""
        from .game_choice import GameChoiceDialog

        playing = self.view.game if self.view is not None else kind_of(self.setup).key
        choice = GameChoiceDialog(playing, self)
        self.game_choice_dialog = choice
        if choice.exec() != GameChoiceDialog.DialogCode.Accepted or choice.chosen is None:
            return
        self.show_new_game_of(choice.chosen)

    def show_new_game_of(self, game: str) -> None:
        """The New Game dialog of ``game`` (a save name), filled in from the game on the table if it is the
        same game; Start starts it."""
        from PySide6.QtWidgets import QDialog

        from .game_choice import setup_dialog

        current = self.view.setup if self.view else self.setup
        same = new_game_choice(kind_of(current).key) == new_game_choice(game)
        dialog = setup_dialog(game, self.db, current if same else None, self.seats if same else None, self)
        self.new_game_dialog = dialog
        if dialog.exec() == QDialog.DialogCode.Accepted:
            setup, seed = dialog.result_setup()
            self.spawn(self.new_game(setup, seed, dialog.result_seats()))


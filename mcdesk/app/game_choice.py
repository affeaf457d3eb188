"""New Game, first step: which game (Marvel Champions, the Vs. System 2PCG, Legendary). Then that game's own
New Game dialog opens (:func:`setup_dialog`): :mod:`.new_game` for Marvel Champions, :mod:`.new_game_vs` and
:mod:`.new_game_legendary` for the others. Each of those dialogs answers ``result_setup() -> (setup, seed)`` and
``result_seats()``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout, QWidget

from .game_kinds import CHAMPIONS, COMPETITIVE, KINDS, LEGENDARY, VS, kind_of, new_game_choice
from .seats import Seats

BLURBS = {
    CHAMPIONS: "Cooperative: 1-4 heroes against a villain and its scheme; or Civil War competitive: a team of 1 "
               "or 2 against another, at one computer or against the autopilot.",
    VS: "Competitive: build rows of characters and KO the other main characters (1v1, free-for-all, 2v2, "
        "two-headed).",
    LEGENDARY: "Deck building: 1-5 players recruit heroes and fight a mastermind's villains.",
}
"""One line under each game's button."""


class GameChoiceDialog(QDialog):
    """Three buttons, one per game; :attr:`chosen` is the game's save name once one is clicked."""

    def __init__(self, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New Game")
        self.setMinimumWidth(520)
        self.chosen: str | None = None
        lay = QVBoxLayout(self)
        head = QLabel("Which game?")
        head.setStyleSheet("font-size: 18px; font-weight: bold;")
        lay.addWidget(head)
        self.buttons: dict[str, QPushButton] = {}
        for key, kind in KINDS.items():
            if kind.family:  # a mode of another game: chosen on that game's page
                continue
            b = QPushButton(kind.name)
            b.setObjectName(f"game-{key}")
            b.setMinimumHeight(44)
            b.setStyleSheet("font-size: 15px; font-weight: bold; text-align: left; padding-left: 14px;")
            b.clicked.connect(lambda _c=False, k=key: self._pick(k))
            lay.addWidget(b)
            blurb = QLabel(BLURBS.get(key, ""))
            blurb.setTextFormat(Qt.TextFormat.PlainText)
            blurb.setWordWrap(True)
            blurb.setStyleSheet("color: #b0bec5; margin: 0 0 8px 14px;")
            lay.addWidget(blurb)
            self.buttons[key] = b
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel.rejected.connect(self.reject)
        lay.addWidget(cancel)
        start = self.buttons.get(new_game_choice(current or CHAMPIONS))
        if start is not None:
            start.setDefault(True)
            start.setFocus()

    def _pick(self, key: str) -> None:
        self.chosen = key
        self.accept()


def setup_dialog(game: str, db: Any, current: Any, seats: Seats | None, parent: QWidget | None) -> Any:
    """The New Game dialog of ``game``, filled in from ``current`` (the setup of the game on the table, when it
    is the same game)."""
    if game == VS:
        from .new_game_vs import VsNewGameDialog

        return VsNewGameDialog(current, None, parent, seats=seats)
    if game == LEGENDARY:
        from .new_game_legendary import LegendaryNewGameDialog

        return LegendaryNewGameDialog(current, None, parent, seats=seats)
    from .new_game import NewGameDialog

    if game == COMPETITIVE:  # Civil War competitive mode: on the Marvel Champions page
        game = CHAMPIONS
    if current is not None and new_game_choice(kind_of(current).key) != game:
        current, seats = None, None
    if current is None:  # else the page opens on the first villain by name, a Civil War one: start at Rhino
        from ..games.champions.cards.decks import default_setup

        current = default_setup()
    return NewGameDialog(db, current, None, parent, seats=seats)

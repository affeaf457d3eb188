"""The hot seat of a game whose teams share one computer (Civil War competitive mode): when the decision passes
to the other team, a cover hides the whole table ("Pass to the resistance team") until someone of that team
clicks it; the other team's hands stay hidden meanwhile (the engine bridge takes them out of the view, see
:mod:`.private_hands`). A setting turns it off for open play: every hand shows and nothing is covered. Seats of
the autopilot never need the cover (the bridge hands over only between people)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from .prompt_panel import REVEAL_PREFIX

if TYPE_CHECKING:
    from .engine_bridge import EngineView
    from .main_window import MainWindow


class HandoverCover(QWidget):
    """An opaque panel over the table: who takes the computer now, and the button they click."""

    revealed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("handover-cover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#handover-cover { background: #102018; }"
                           "QLabel { color: #ffd54f; }"
                           "QPushButton { font-size: 20px; font-weight: bold; padding: 14px 28px; }")
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.title = QLabel()
        self.title.setObjectName("handover-title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 34px; font-weight: bold;")
        lay.addWidget(self.title)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 16px; color: #e0e0e0;")
        lay.addWidget(self.text)
        self.button = QPushButton()
        self.button.setObjectName("handover-button")
        self.button.clicked.connect(self.revealed)
        lay.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        lay.addStretch(1)
        self.hide()

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def cover(self, who: str) -> None:
        """Hide the table until ``who`` ("the resistance team") clicks."""
        self.title.setText(f"Pass to {who}")
        self.text.setText(f"It is {who}'s turn to decide. The table and their hands stay hidden until they have "
                          "the computer: the other team looks away.")
        self.button.setText(f"We are {who}: show the table")
        self._fit()
        self.show()
        self.raise_()

    def uncover(self) -> None:
        self.hide()


class HotSeat(QObject):
    """The window's part of the hot seat: the cover over the table and the setting in the Settings menu."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.cover = HandoverCover(window.table)
        window.table.overlays.append(self.cover)
        self.cover.revealed.connect(self._reveal)
        self.seat: int | None = None
        self.action = QAction("Hide the Other Team's Hands (Hot Seat)", window)
        self.action.setCheckable(True)
        self.action.setChecked(window.settings.hot_seat)
        self.action.setToolTip("Civil War competitive mode at one computer: the other team's hands stay hidden, and "
                               "a cover hides the table when the decision passes to the other team. Off: open play, "
                               "every hand shown.")
        self.action.toggled.connect(self._toggled)

    @property
    def window(self) -> MainWindow:
        """The window (its Qt parent: no Python reference cycle keeps a closed window alive until a garbage
        collection deletes it at some random moment, as :class:`.pacing.PaceController` says)."""
        return cast("MainWindow", self.parent())

    def tell_engine(self) -> None:
        self.window.spawn(self.window._request("hands", not self.window.settings.hot_seat, quiet=True))

    def _toggled(self, on: bool) -> None:
        self.window.settings.hot_seat = bool(on)
        self.window._save_settings()
        self.tell_engine()

    def show_view(self, view: EngineView) -> None:
        if view.handover is not None and view.kind.cover_table and view.pending is not None:
            self.seat = view.handover
            self.cover.cover(view.handover_to or view.table.players[view.handover].name)
        else:
            self.seat = None
            self.cover.uncover()

    def _reveal(self) -> None:
        if self.seat is not None:
            self.window.choose(f"{REVEAL_PREFIX}{self.seat}")

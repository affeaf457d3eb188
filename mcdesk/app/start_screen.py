"""The start screen the window opens on: Continue, New Game, Open, and the recent games (each its own autosave,
see :mod:`.recent_games`), and the summary shown when a game ends (New Game, Watch Replay).

The start screen lies over the whole window below the menu bar (a child widget that follows the window's size),
so the window's layout stays as it is under it; it hides when a game is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .recent_games import RecentGame

_STYLE = """
#startScreen { background: #14271f; }
#startScreen QLabel#startTitle { color: #ffca28; font-size: 40px; font-weight: bold; }
#startScreen QLabel { color: #e0e0e0; font-size: 15px; }
#startScreen QLabel#startSubtitle { color: #a5d6a7; }
#startScreen QPushButton { font-size: 17px; padding: 10px 22px; min-width: 190px; }
#startScreen QPushButton#continueButton { font-weight: bold; }
#startScreen QListWidget { font-size: 15px; background: #1d3b2f; color: #f5f5f5; border: 1px solid #2e5a47; }
#startScreen QListWidget::item { padding: 6px; }
#startScreen QListWidget::item:selected { background: #2e7d5b; }
"""


SUBTITLE = "Marvel Champions · Vs. System 2PCG · Legendary"
BUTTON_TIPS = {
    "Continue": "Go on with the game played last (or the one picked in the list below)",
    "New Game…": "Start a game: Marvel Champions (cooperative or Civil War competitive), Vs. System 2PCG or "
                 "Legendary, against the autopilot or at one computer",
    "Open…": "Open a saved game or a replay log",
    "Table Assistant…": "Playing Marvel Champions with real cards? mcdesk runs the villain's side (the encounter "
                        "deck, the villain phase) and the players tell it what their cards did",
}
EMPTY_LIST = "Your games will be listed here: each is saved as you play, to go on with later."


class StartScreen(QWidget):
    """Continue (the last game), New Game, Open, and the recent games list (double-click or Enter opens one)."""

    continue_requested = Signal(str)
    """The path of the game to go on with (the most recent, or the one picked in the list)."""
    new_requested = Signal()
    open_requested = Signal()
    assistant_requested = Signal()
    """Open the table assistant (a game with physical cards, the villain's side run here)."""
    """Open a file chosen in a file dialog."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(_STYLE)
        self.games: list[RecentGame] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(60, 40, 60, 40)
        outer.setSpacing(14)
        title = QLabel("mcdesk")
        title.setObjectName("startTitle")
        title.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(title, 0, Qt.AlignmentFlag.AlignHCenter)
        # a newcomer sees "mcdesk" only: say which games it plays
        subtitle = QLabel(SUBTITLE)
        subtitle.setObjectName("startSubtitle")
        subtitle.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(subtitle, 0, Qt.AlignmentFlag.AlignHCenter)
        row = QHBoxLayout()
        row.addStretch(1)
        self.continue_button = QPushButton("Continue")
        self.continue_button.setObjectName("continueButton")
        self.new_button = QPushButton("New Game…")
        self.open_button = QPushButton("Open…")
        self.assistant_button = QPushButton("Table Assistant…")
        for b in (self.continue_button, self.new_button, self.open_button, self.assistant_button):
            b.setToolTip(BUTTON_TIPS[b.text()])
            row.addWidget(b)
        row.addStretch(1)
        outer.addLayout(row)
        self.last_label = QLabel("")
        self.last_label.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.last_label, 0, Qt.AlignmentFlag.AlignHCenter)
        heading = QLabel("Recent games")
        heading.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(heading)
        self.list = QListWidget()
        self.list.setObjectName("recentGames")
        outer.addWidget(self.list, 1)
        self.continue_button.clicked.connect(self._continue)
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.assistant_button.clicked.connect(self.assistant_requested)
        self.list.itemActivated.connect(self._open_item)
        parent.installEventFilter(self)
        self._fit()

    def show_games(self, games: list[RecentGame]) -> None:
        self.games = list(games)
        self.list.clear()
        for g in self.games:
            item = QListWidgetItem(g.line())
            item.setData(Qt.ItemDataRole.UserRole, str(g.path))
            item.setToolTip(f"{g.line()}\n{g.path}")  # the whole line: a long one is elided in the list
            self.list.addItem(item)
        self.continue_button.setEnabled(bool(self.games))
        if self.games:
            self.last_label.setText(f"Continue: {self.games[0].line()}")
            self.list.setCurrentRow(0)
        else:
            self.last_label.setText("No games yet: New Game… starts one.")
            # an empty box says nothing: say what will be listed there
            empty = QListWidgetItem(EMPTY_LIST)
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            empty.setForeground(QColor("#90a4ae"))
            f = empty.font()
            f.setItalic(True)
            empty.setFont(f)
            self.list.addItem(empty)

    def show_over(self) -> None:
        self._fit()
        self.show()
        self.raise_()
        (self.continue_button if self.games else self.new_button).setFocus()

    def _continue(self) -> None:
        if self.games:
            self.continue_requested.emit(str(self.games[0].path))

    def _open_item(self, item: QListWidgetItem) -> None:
        path = item.data(Qt.ItemDataRole.UserRole)
        if path:
            self.continue_requested.emit(str(path))

    # -- lie over the window -------------------------------------------------------------------------
    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        top = 0
        bar = getattr(parent, "menuBar", None)
        if callable(bar):
            top = bar().geometry().bottom() + 1
        self.setGeometry(0, top, parent.width(), max(0, parent.height() - top))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit()
        return False


class GameOverDialog(QDialog):
    """The end of a game: result, reason, rounds, heroes and villain; New Game or Watch Replay."""

    NEW_GAME = 10
    WATCH = 11

    def __init__(self, title: str, result: str, reason: str, rounds: int, decisions: int,
                 parent: QWidget | None = None, *, headline: str | None = None, good: bool | None = None,
                 round_word: str = "round") -> None:
        """``headline`` says who won in the game's words (default: the players together win or lose);
        ``round_word``: "round" or "turn"."""
        super().__init__(parent)
        self.setWindowTitle("Game over")
        self.choice = 0
        lay = QVBoxLayout(self)
        won = result == "win" if good is None else good
        head = QLabel(headline or ("The players win!" if result == "win" else "The players lose."))
        head.setTextFormat(Qt.TextFormat.PlainText)
        head.setStyleSheet(f"font-size: 22px; font-weight: bold; color: {'#69f0ae' if won else '#ff8a80'};")
        lay.addWidget(head)
        lines = [title]
        if reason:
            lines.append(reason[0].upper() + reason[1:] + ("" if reason.endswith(".") else "."))
        lines.append(f"{rounds} {round_word}{'s' if rounds != 1 else ''}, "
                     f"{decisions} decision{'s' if decisions != 1 else ''}.")
        self.text = QLabel("\n".join(lines))
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        buttons = QDialogButtonBox()
        self.new_button = buttons.addButton("New Game…", QDialogButtonBox.ButtonRole.AcceptRole)
        self.watch_button = buttons.addButton("Watch Replay", QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.new_button.clicked.connect(lambda: self._pick(self.NEW_GAME))
        self.watch_button.clicked.connect(lambda: self._pick(self.WATCH))
        self.close_button.clicked.connect(self.reject)
        lay.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def _pick(self, choice: int) -> None:
        self.choice = choice
        self.done(choice)

"""The step the round is at: its name, the trigger windows open at it, what the players do on their side, and
the engine's options as big buttons. The primary one (Continue, End the turn, Done; it also answers to Space) is
one button that never moves: :attr:`StepPanel.primary_button`, which the window places above the step's text, so
repeated taps on it land on it whatever the step says."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mcdesk.core.decisions import ActionKind, Decision, Reporting

from .layouts import clear_layout

STEP_STYLE = """
QWidget#stepPanel { background: #1b2228; }
QWidget#stepPanel QLabel#stepTitle { color: #ffffff; font-size: 22px; font-weight: bold; }
QWidget#stepPanel QLabel#stepWindows { color: #ffcc80; font-size: 15px; }
QWidget#stepPanel QLabel#stepPhysical { color: #a5d6a7; font-size: 15px; }
QWidget#stepPanel QLabel#revealedName { color: #ff8a80; font-size: 20px; font-weight: bold; }
QWidget#stepPanel QLabel#revealedText { color: #eceff1; font-size: 15px; background: #26323a; padding: 6px;
                                        border-radius: 6px; }
QWidget#stepPanel QPushButton { background: #2e3b44; color: #eceff1; font-size: 17px; min-height: 52px;
                                border: 1px solid #3d4d58; border-radius: 8px; padding: 4px 14px; }
"""
PRIMARY_STYLE = """
QPushButton#primary { background: #b8860b; color: #111; font-weight: bold; font-size: 19px; min-height: 56px;
                      border: 1px solid #3d4d58; border-radius: 8px; padding: 4px 14px; }
QPushButton#primary:disabled { background: #263238; color: #78909c; font-weight: normal; }
"""
NO_PRIMARY = "Choose an option below"
PRIMARY = ("continue", "end_turn", "done")


def primary_key(d: Decision | None) -> str | None:
    """The option Space answers: Continue, End the turn or Done; else the only option."""
    if d is None:
        return None
    for key in PRIMARY:
        if d.option(key) is not None:
            return key
    return d.options[0].key if len(d.options) == 1 else None


class StepPanel(QWidget):
    answered = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STEP_STYLE)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        self.title = self._label("stepTitle")
        self.windows = self._label("stepWindows")
        self.physical = self._label("stepPhysical")
        self.revealed_name = self._label("revealedName")
        self.revealed_text = self._label("revealedText")
        for w in (self.title, self.windows, self.physical, self.revealed_name, self.revealed_text):
            lay.addWidget(w)
        self.buttons = QGridLayout()
        lay.addLayout(self.buttons)
        self.option_buttons: dict[str, QPushButton] = {}
        self.primary_button = QPushButton(NO_PRIMARY)
        """The primary answer's button: one widget for every step (the window lays it where it stays put);
        disabled, keeping its place, when the step has no primary answer."""
        self.primary_button.setObjectName("primary")
        self.primary_button.setStyleSheet(PRIMARY_STYLE)
        self.primary_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.primary_button.setEnabled(False)
        self.primary_button.clicked.connect(self._primary_clicked)
        self._primary: str | None = None

    def _primary_clicked(self) -> None:
        if self._primary is not None:
            self.answered.emit(self._primary)

    def _label(self, name: str) -> QLabel:
        w = QLabel("")
        w.setObjectName(name)
        w.setWordWrap(True)
        w.setTextFormat(Qt.TextFormat.PlainText)
        return w

    def show_revealed(self, name: str, text: str) -> None:
        """The encounter or boost card revealed last, with its text (the official text when the user imported
        the card data, else the text generated from its script)."""
        self.revealed_name.setText(name)
        self.revealed_text.setText(text)
        self.revealed_name.setVisible(bool(name))
        self.revealed_text.setVisible(bool(text))

    def show_decision(self, d: Decision | None, result: str = "") -> None:
        clear_layout(self.buttons)
        self.option_buttons = {}
        primary = primary_key(d)
        self._primary = primary
        option = d.option(primary) if d is not None and primary is not None else None
        self.primary_button.setText(f"{option.label}  (Space)" if option is not None else NO_PRIMARY)
        self.primary_button.setEnabled(option is not None)
        if d is None:
            self.title.setText(result or "The game is over.")
            self.windows.setText("")
            self.physical.setText("")
            return
        who = f"Player {d.player + 1} · " if d.kind.value != "choose" or not isinstance(d.extra, Reporting) else ""
        self.title.setText(f"{who}{d.prompt}")
        extra = d.extra
        windows = extra.windows if isinstance(extra, Reporting) else ()
        self.windows.setText(("Now: " + "; ".join(windows)) if windows else "")
        self.physical.setText(("On your side: " + extra.physical) if isinstance(extra, Reporting) and extra.physical
                              else "")
        others = [o for o in d.options if o.key != primary]
        if primary is not None:
            self.option_buttons[primary] = self.primary_button
        for i, o in enumerate(others):
            b = QPushButton(o.label)
            b.setObjectName(f"option_{i}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(lambda _=False, k=o.key: self.answered.emit(k))
            self.buttons.addWidget(b, i // 2, i % 2)
            self.option_buttons[o.key] = b
            if o.action is not None and o.action.kind is ActionKind.DEFEND and o.action.card is not None:
                b.setToolTip("Defend with this character (it exhausts)")


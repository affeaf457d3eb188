"""A large dial for one count (hit points, threat, acceleration): the number big, a minus and a plus button
each as large as a fingertip; a click on a button, the mouse wheel over the dial or a tap changes it by one.

The dial only asks for a change (:attr:`Dial.changed` with the new value); the window applies it to the game as
a logged change by hand, so every turn of a dial is in the log and can be undone."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

DIAL_STYLE = """
QFrame#dial { background: #1f2a31; border: 2px solid #3d4d58; border-radius: 12px; }
QFrame#dial QLabel#dialValue { color: #ffffff; font-size: 40px; font-weight: bold; }
QFrame#dial QLabel#dialCaption { color: #b0bec5; font-size: 14px; font-weight: bold; }
QFrame#dial QPushButton { background: #2e3b44; color: #ffffff; font-size: 28px; font-weight: bold;
                          border: 1px solid #5b6c77; border-radius: 10px; min-width: 52px; min-height: 52px; }
QFrame#dial QPushButton:pressed { background: #4a606e; }
"""


class Dial(QFrame):
    """One count: ``caption`` over a big value with - and + buttons (at least 52 px each, for touch)."""

    changed = Signal(int)
    """The value the user asks for (the window decides; :meth:`set_value` shows what the game holds)."""

    def __init__(self, caption: str, value: int, *, low: int = 0, high: int = 999, parent: QWidget | None = None,
                 accent: str = "#ffca28") -> None:
        super().__init__(parent)
        self.setObjectName("dial")
        self.setStyleSheet(DIAL_STYLE + f"QFrame#dial {{ border-color: {accent}; }}")
        self.low, self.high = low, high
        self.value = value
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(2)
        self.caption = QLabel(caption)
        self.caption.setObjectName("dialCaption")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        lay.addWidget(self.caption)
        row = QHBoxLayout()
        self.minus = QPushButton("−")
        self.plus = QPushButton("+")
        self.label = QLabel(str(value))
        self.label.setObjectName("dialValue")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setMinimumWidth(48)
        row.addWidget(self.minus)
        row.addWidget(self.label, 1)
        row.addWidget(self.plus)
        lay.addLayout(row)
        for b, step in ((self.minus, -1), (self.plus, 1)):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setAccessibleName(f"{caption} {'minus' if step < 0 else 'plus'} one")
            b.clicked.connect(lambda _=False, s=step: self.nudge(s))
        self.setToolTip(f"{caption}: click − or +, or turn the mouse wheel over it")

    def set_value(self, value: int) -> None:
        self.value = value
        self.label.setText(str(value))

    def nudge(self, step: int) -> None:
        new = max(self.low, min(self.high, self.value + step))
        if new != self.value:
            self.changed.emit(new)

    def wheelEvent(self, event: QWheelEvent) -> None:
        dy = event.angleDelta().y()
        if dy:
            self.nudge(1 if dy > 0 else -1)
        event.accept()

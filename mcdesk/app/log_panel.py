"""The game log dock: what happened, in the game's words, styled by kind (rounds, notes, the autopilot's
reasons, changes by hand)."""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextEdit, QVBoxLayout, QWidget

from .engine_bridge import BY_HAND, NOTE, PILOT, RESULT, ROUND, LogEntry
from .widgets import named

_STYLES = {
    ROUND: "color:#ffca28; font-weight:bold; margin-top:6px;",
    NOTE: "color:#80cbc4; font-style:italic;",
    PILOT: "color:#90a4ae; font-style:italic;",
    BY_HAND: "color:#ffb74d;",
    RESULT: "color:#ffffff; font-weight:bold; font-size:14px;",
}
_MARKS = {NOTE: "▸ ", PILOT: "▸ "}


def entry_html(e: LogEntry) -> str:
    text = html.escape(e.text)
    for word in ("Boost:", "Surge:", "Setup is complete."):
        text = text.replace(word, f"<b>{word}</b>")
    style = _STYLES.get(e.kind, "")
    return f'<div style="{style}">{_MARKS.get(e.kind, "")}{text}</div>'


class LogPanel(QWidget):
    MAX_LINES = 20000

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logPanel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.text = named(QTextEdit(readOnly=True), "log")
        self.text.document().setMaximumBlockCount(self.MAX_LINES)
        self.text.document().setDefaultStyleSheet("div { margin: 0; }")
        lay.addWidget(self.text)
        self.entries: list[LogEntry] = []

    def show_entries(self, entries: Iterable[LogEntry], reset: bool) -> None:
        entries = list(entries)
        bar = self.text.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        if reset:
            self.entries = entries
            self.text.setHtml("".join(entry_html(e) for e in entries))
        else:
            self.entries += entries
            cursor = self.text.textCursor()
            for e in entries:
                cursor.movePosition(QTextCursor.MoveOperation.End)
                self.text.append(entry_html(e))
        if at_end or reset or entries:
            bar.setValue(bar.maximum())

    def plain_text(self) -> str:
        return "\n".join(e.text for e in self.entries)

"""The game log dock: what happened, in the game's words, styled by kind (rounds, notes, the autopilot's
reasons, changes by hand). The names of the cards a line is about can be hovered: :attr:`LogPanel.card_hovered`
says which (the window shows that card's preview). When hands are private, a line that names a card in a hand
the seats at the computer may not see is shown without it (:meth:`.LogEntry.text_for`); when another seat
takes the computer, the whole log is shown again as that seat may read it."""

from __future__ import annotations

import html
import weakref
from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QMouseEvent, QTextCursor
from PySide6.QtWidgets import QTextEdit, QVBoxLayout, QWidget

from .engine_bridge import BY_HAND, NOTE, PILOT, RESULT, ROUND, LogEntry
from .widgets import named, plain_marks

_STYLES = {
    ROUND: "color:#ffca28; font-weight:bold; margin-top:6px;",
    NOTE: "color:#80cbc4; font-style:italic;",
    PILOT: "color:#90a4ae; font-style:italic;",
    BY_HAND: "color:#ffb74d;",
    RESULT: "color:#ffffff; font-weight:bold; font-size:14px;",
}
_MARKS = {NOTE: "▸ ", PILOT: "▸ "}


CARD_LINK = "card:"
_LINK_STYLE = "color:#ffe082; text-decoration:none;"
"""Card names a player can hover: a warm light colour (Qt's rich text has no "inherit" for links)."""


def _link_cards(text: str, e: LogEntry, name_of: Callable[[int], str | None] | None) -> str:
    """Each card the line's event names (its card and its target), linked where its name appears in ``text``."""
    ev = e.event
    if ev is None or name_of is None:
        return text
    for cid in dict.fromkeys(c for c in (ev.card, ev.target) if c is not None):
        name = name_of(cid)
        if not name:
            continue
        shown = html.escape(name)
        at = text.find(shown)
        if at < 0 or text.rfind("<a ", 0, at) > text.rfind("</a>", 0, at):
            continue
        link = f'<a href="{CARD_LINK}{cid}" style="{_LINK_STYLE}">{shown}</a>'
        text = text[:at] + link + text[at + len(shown):]
    return text


def entry_html(e: LogEntry, name_of: Callable[[int], str | None] | None = None,
               sees: frozenset[int] | None = None) -> str:
    secret = e.text_for(sees) != e.text
    text = html.escape(plain_marks(e.text_for(sees)))
    text = text if secret else _link_cards(text, e, name_of)
    for word in ("Boost:", "Surge:", "Setup is complete."):
        text = text.replace(word, f"<b>{word}</b>")
    style = _STYLES.get(e.kind, "")
    return f'<div style="{style}">{_MARKS.get(e.kind, "")}{text}</div>'


class LogPanel(QWidget):
    MAX_LINES = 20000

    card_hovered = Signal(int)
    """The pointer is over a card's name in the log (its id), or left it (-1)."""

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
        self._namer: weakref.WeakMethod[Callable[[int], str | None]] | None = None
        self._hovered = -1
        self.sees: frozenset[int] | None = None
        """The seats whose secret lines show as they are (None: every line does)."""
        self.text.viewport().setMouseTracking(True)
        self.text.viewport().installEventFilter(self)

    def set_namer(self, method: Callable[[int], str | None]) -> None:
        """The window's method that names the cards of the table: the lines link them. Held weakly (the window
        owns this panel; a reference cycle would leave a closed window to a random garbage collection)."""
        self._namer = weakref.WeakMethod(method)

    def name_of(self, card_id: int) -> str | None:
        method = self._namer() if self._namer is not None else None
        return method(card_id) if method is not None else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.text.viewport():
            if event.type() == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
                self._hover(self.text.anchorAt(event.position().toPoint()))
            elif event.type() == QEvent.Type.Leave:
                self._hover("")
        return False

    def _hover(self, anchor: str) -> None:
        cid = int(anchor[len(CARD_LINK):]) if anchor.startswith(CARD_LINK) and anchor[len(CARD_LINK):].isdigit() \
            else -1
        if cid != self._hovered:
            self._hovered = cid
            self.card_hovered.emit(cid)

    def show_entries(self, entries: Iterable[LogEntry], reset: bool, sees: frozenset[int] | None = None) -> None:
        """Add the new lines (``reset``: they are the whole log), as the seats ``sees`` may read them; when
        those seats change (another takes the computer), every line is written again for them."""
        entries = list(entries)
        bar = self.text.verticalScrollBar()
        at_end = bar.value() >= bar.maximum() - 4
        rewrite = sees != self.sees and any(e.owner is not None for e in self.entries)
        self.sees = sees
        if reset or rewrite:
            self.entries = entries if reset else self.entries + entries
            self.text.setHtml("".join(entry_html(e, self.name_of, sees) for e in self.entries))
        else:
            self.entries += entries
            cursor = self.text.textCursor()
            for e in entries:
                cursor.movePosition(QTextCursor.MoveOperation.End)
                self.text.append(entry_html(e, self.name_of, sees))
        if at_end or reset or rewrite or entries:
            bar.setValue(bar.maximum())

    def plain_text(self) -> str:
        """The log's lines as shown now."""
        return "\n".join(e.text_for(self.sees) for e in self.entries)

"""Small shared pieces of the window: icons from the assets, colours, and the window's style sheet."""

from __future__ import annotations

import re
from functools import cache
from typing import TypeVar

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPaintEvent, QPalette, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from ..table.icons import svg

PLAYER_COLORS = ("#ffca28", "#4fc3f7", "#ef5350", "#81c784")
RESOURCE_NAMES = ("energy", "mental", "physical", "wild")
RESOURCE_HEX = {"energy": "#f9a825", "mental": "#1e88e5", "physical": "#e53935", "wild": "#43a047"}

_TRAIT_MARK = re.compile(r"\[\[([^\]]*)\]\]")


def plain_marks(text: str) -> str:
    """Text as a player reads it: the card vocabulary marks traits as ``[[Drone]]`` for card faces (drawn in
    bold italics there); prompts, option labels and log lines show the bare word."""
    return _TRAIT_MARK.sub(r"\1", text) if "[[" in text else text


ACCENT = "#ffca28"
PANEL_BG = "#1b2228"
PANEL_BG_2 = "#232c33"
TEXT = "#eceff1"
TEXT_DIM = "#90a4ae"

STYLE = f"""
QMainWindow, QDialog {{ background: #151b20; }}
QDockWidget {{ color: {TEXT}; font-weight: bold; }}
QDockWidget::title {{ background: #10161a; padding: 6px 10px; text-align: left; }}
QWidget#promptPanel, QWidget#logPanel {{ background: {PANEL_BG}; }}
QLabel#whoLabel {{ color: {TEXT_DIM}; font-size: 11px; letter-spacing: 1px; font-weight: bold; }}
QLabel#promptLabel {{ color: {TEXT}; font-size: 17px; font-weight: bold; }}
QLabel#sourceName {{ color: {TEXT}; font-size: 13px; font-weight: bold; }}
QLabel#sourceInfo {{ color: {TEXT_DIM}; font-size: 12px; }}
QLabel#groupLabel {{ color: {ACCENT}; font-size: 11px; font-weight: bold; letter-spacing: 1px;
                     padding-top: 6px; }}
QLabel#hintLabel {{ color: {TEXT_DIM}; font-size: 12px; font-style: italic; }}
QFrame#payBox {{ background: {PANEL_BG_2}; border-radius: 8px; }}
QFrame#suggestBox {{ background: #1f3a4d; border: 1px solid #4fc3f7; border-radius: 8px; }}
QFrame#failBox {{ background: #4a1c1c; border: 1px solid #ef5350; border-radius: 8px; }}
QFrame#suggestBox QLabel, QFrame#failBox QLabel {{ color: {TEXT}; }}
QPushButton#option {{
    background: #2e3b44; color: {TEXT}; border: 1px solid #3d4d58; border-radius: 6px;
    padding: 7px 10px; text-align: left; font-size: 13px;
}}
QPushButton#option:hover {{ background: #3a4c58; border-color: {ACCENT}; }}
QPushButton#option:pressed {{ background: #4a606e; }}
QPushButton#option:disabled {{ background: #242d33; border-color: #2c363d; }}
QPushButton#option QLabel {{ color: {TEXT}; background: transparent; font-size: 13px; }}
QPushButton#option QLabel:disabled {{ color: #6f7f89; }}
QPushButton#option[role="primary"] QLabel {{ color: #111; font-weight: bold; }}
QPushButton#option[role="secondary"] QLabel {{ color: {TEXT}; }}
QPushButton#option[role="primary"] {{ background: #b8860b; color: #111; border-color: {ACCENT}; font-weight: bold; }}
QPushButton#option[role="primary"]:hover {{ background: {ACCENT}; }}
QPushButton#option[role="primary"]:disabled {{ background: #4a3a12; border-color: #5d4a1a; }}
QPushButton#option[role="secondary"] {{ background: #26323a; color: {TEXT}; border: 1px solid #5b6c77; }}
QFrame#primaryBar QPushButton#option {{ padding: 7px 14px; text-align: center; font-size: 14px; }}
QLabel#barLabel {{ color: {TEXT}; font-weight: bold; }}
QPushButton#pickerButton {{
    background: #1f3a4d; color: {TEXT}; border: 1px solid #4fc3f7; border-radius: 6px; padding: 8px 10px;
    font-size: 13px; font-weight: bold;
}}
QPushButton#pickerButton:hover {{ background: #28506a; }}
QLabel#pickerPrompt {{ color: {TEXT}; font-size: 16px; font-weight: bold; }}
QDialog#cardPicker QLabel {{ color: {TEXT}; }}
QDialog#cardPicker QListWidget {{ background: #12181c; color: {TEXT}; border: 1px solid #2c363d; font-size: 13px; }}
QDialog#cardPicker QListWidget::item:hover {{ background: #2e3b44; border-radius: 6px; }}
QDialog#cardPicker QListWidget::item:selected {{ background: #5d4500; color: {ACCENT}; border-radius: 6px; }}
QPushButton#option[role="suggested"] {{ background: #1f3a4d; border: 2px solid #4fc3f7; }}
QLabel#pilotLabel {{ background: #1f3a4d; color: #b3e5fc; border-radius: 6px; padding: 6px 8px; font-size: 12px; }}
QTextEdit#log {{ background: #12181c; color: #cfd8dc; border: none; font-size: 12px; }}
QStatusBar {{ background: #10161a; color: {TEXT}; }}
QStatusBar QLabel {{ color: {TEXT_DIM}; padding: 0 8px; }}
QToolBar {{ background: #10161a; border: none; spacing: 4px; padding: 3px; }}
QToolButton {{ color: {TEXT}; padding: 4px 8px; border-radius: 4px; }}
QToolButton:hover {{ background: #2e3b44; }}
QToolButton:checked {{ background: #5d4500; color: {ACCENT}; }}
QCheckBox::indicator, QListView::indicator {{
    width: 13px; height: 13px; border: 1px solid #78909c; border-radius: 3px; background: #12181c;
}}
QCheckBox::indicator:checked, QListView::indicator:checked {{ background: {ACCENT}; border-color: {ACCENT}; }}
QCheckBox::indicator:hover, QListView::indicator:hover {{ border-color: {ACCENT}; }}
QScrollArea {{ border: none; background: transparent; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
"""


def apply_dark_theme(app: QApplication) -> None:
    """Fusion with a dark palette: the table is dark green, the panels around it should not glare."""
    app.setStyle("Fusion")
    pal = QPalette()
    pal.setColor(QPalette.ColorRole.Window, QColor("#1b2228"))
    pal.setColor(QPalette.ColorRole.WindowText, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.Base, QColor("#12181c"))
    pal.setColor(QPalette.ColorRole.AlternateBase, QColor("#1e262c"))
    pal.setColor(QPalette.ColorRole.ToolTipBase, QColor("#263238"))
    pal.setColor(QPalette.ColorRole.ToolTipText, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.Text, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.Button, QColor("#2e3b44"))
    pal.setColor(QPalette.ColorRole.ButtonText, QColor(TEXT))
    pal.setColor(QPalette.ColorRole.Highlight, QColor("#b8860b"))
    pal.setColor(QPalette.ColorRole.HighlightedText, QColor("#111111"))
    pal.setColor(QPalette.ColorRole.Link, QColor("#4fc3f7"))
    pal.setColor(QPalette.ColorRole.PlaceholderText, QColor(TEXT_DIM))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#6f7f89"))
    app.setPalette(pal)


W = TypeVar("W", bound=QWidget)


def named(widget: W, name: str) -> W:
    """``widget`` with its object name set (the style sheet addresses widgets by name)."""
    widget.setObjectName(name)
    return widget


@cache
def asset_pixmap(name: str, size: int) -> QPixmap:
    """An SVG from assets/ (e.g. "resources/energy.svg") drawn at ``size`` pixels; empty if it is missing."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    renderer = svg(name)
    if renderer is not None:
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(p, QRectF(0, 0, size, size))
        p.end()
    return pm


def asset_icon(name: str) -> QIcon:
    icon = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        icon.addPixmap(asset_pixmap(name, size))
    return icon


class ElidedLabel(QLabel):
    """A one-line label that ends its text with "…" when it is narrower than the text (the whole text in its
    tooltip), instead of cutting a word in half."""

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self._full = ""
        self.set_full_text(text)

    def set_full_text(self, text: str) -> None:
        self._full = text
        self.setToolTip(text)
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width())
        self.setText(self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width))


def never_widen(label: QLabel) -> QLabel:
    """A word-wrapped label of game text (names come from files and setups): its longest word no longer sets
    the panel's minimum width; the label takes the width it is given and wraps (or cuts a word too long for
    it) there."""
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(label.wordWrap())
    label.setSizePolicy(policy)
    return label


class BoundedLabel(QLabel):
    """A one-line label (the status bar's) that asks for at most ``max_width`` pixels and draws its text
    elided to the width it gets; ``text()`` stays the whole text, which is also its tooltip."""

    def __init__(self, text: str = "", max_width: int = 420) -> None:
        super().__init__(text)
        self._max_width = max_width

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        super().setText(text)
        self.setToolTip(text if self.fontMetrics().horizontalAdvance(text) > self._max_width else "")

    def sizeHint(self) -> QSize:
        s = super().sizeHint()
        return QSize(min(s.width(), self._max_width), s.height())

    def minimumSizeHint(self) -> QSize:
        s = super().minimumSizeHint()
        return QSize(min(s.width(), 40), s.height())

    def paintEvent(self, _event: QPaintEvent) -> None:
        r = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, r.width())
        painter = QPainter(self)
        self.style().drawItemText(painter, r, int(self.alignment()), self.palette(), self.isEnabled(), shown,
                                  self.foregroundRole())


class BoundedButton(QPushButton):
    """A push button that asks for at most ``max_width`` pixels and draws its text elided to its width (an
    option's label can name a player); ``text()`` stays the whole text."""

    def __init__(self, max_width: int = 280) -> None:
        super().__init__()
        self._max_width = max_width

    def sizeHint(self) -> QSize:
        s = super().sizeHint()
        return QSize(min(s.width(), self._max_width), s.height())

    def minimumSizeHint(self) -> QSize:
        s = super().minimumSizeHint()
        return QSize(min(s.width(), 60), s.height())

    def paintEvent(self, _event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self).width()
        option.text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, max(0, room - 8))
        painter = QPainter(self)
        self.style().drawControl(QStyle.ControlElement.CE_PushButton, option, painter, self)

"""Emptying a layout that is drawn anew: each widget is hidden and taken off its parent at once (a widget only
deleted later would still be painted, over the new ones, until the event loop runs)."""

from __future__ import annotations

from PySide6.QtWidgets import QLayout


def clear_layout(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        w = item.widget()
        if w is not None:
            w.hide()
            w.setParent(None)
            w.deleteLater()
        elif item.layout() is not None:
            inner = item.layout()
            assert inner is not None
            clear_layout(inner)

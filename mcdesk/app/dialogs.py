"""Small dialogs: Export Image (whole table or visible part, scale) and Card Images (folder, URL template)."""

from __future__ import annotations

import math

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from .settings import AppSettings


class ExportDialog(QDialog):
    """Choose what to export and at which scale; the file name is asked next."""

    def __init__(self, table_size: QSize, visible_size: QSize, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Export Image")
        self.table_size = table_size
        self.visible_size = visible_size
        lay = QVBoxLayout(self)
        self.whole = QRadioButton("The whole table")
        self.visible = QRadioButton("The visible part (as zoomed now)")
        self.whole.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.whole)
        group.addButton(self.visible)
        lay.addWidget(self.whole)
        lay.addWidget(self.visible)
        form = QFormLayout()
        self.scale = QDoubleSpinBox()
        self.scale.setRange(0.25, 4.0)
        self.scale.setSingleStep(0.25)
        self.scale.setValue(2.0)  # sharp on any screen; the selection glows are never drawn
        self.scale.setSuffix(" ×")
        form.addRow("Scale:", self.scale)
        self.size_label = QLabel()
        form.addRow("Image size:", self.size_label)
        lay.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Export…")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        for w in (self.whole, self.visible):
            w.toggled.connect(self._update_size)
        self.scale.valueChanged.connect(self._update_size)
        self._update_size()

    def _update_size(self) -> None:
        base = self.visible_size if self.visible.isChecked() else self.table_size
        s = self.scale.value()
        self.size_label.setText(f"{math.ceil(base.width() * s)} × {math.ceil(base.height() * s)} pixels")

    @property
    def visible_only(self) -> bool:
        return self.visible.isChecked()


class ImagesDialog(QDialog):
    """Where card images come from: a folder of images named by card code, and a URL template."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Card Images")
        self.setMinimumWidth(560)
        lay = QVBoxLayout(self)
        note = QLabel("Cards show a generated face. If you have card images, mcdesk can show them instead: "
                      "a folder of images named by card code (01001a.jpg, 01094.png…), or a web address with "
                      "{code} where the card code goes (images are downloaded when needed and kept).")
        note.setWordWrap(True)
        lay.addWidget(note)
        form = QFormLayout()
        row = QHBoxLayout()
        self.folder = QLineEdit(settings.image_dir)
        browse = QPushButton("Browse…")
        browse.clicked.connect(self._browse)
        row.addWidget(self.folder, 1)
        row.addWidget(browse)
        form.addRow("Image folder:", row)
        self.url = QLineEdit(settings.url_template)
        self.url.setPlaceholderText("https://example.org/cards/{code}.jpg")
        form.addRow("Image URL:", self.url)
        self.animations = QCheckBox("Animate cards (moves, exhausting)")
        self.animations.setChecked(settings.animations)
        form.addRow(self.animations)
        lay.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _browse(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Card image folder", self.folder.text())
        if folder:
            self.folder.setText(folder)

    def settings(self, old: AppSettings) -> AppSettings:
        url = self.url.text().strip()
        return AppSettings(image_dir=self.folder.text().strip(), url_template=url if "{code}" in url else "",
                           animations=self.animations.isChecked())

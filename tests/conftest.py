"""Shared test set-up: Qt runs without a display unless one is chosen explicitly."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

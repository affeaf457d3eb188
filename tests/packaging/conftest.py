"""Shared set-up for the packaging tests: the scripts in packaging/ are importable by name.

(No __init__.py here: a test package named ``packaging`` would shadow the ``packaging`` library that PyInstaller
imports.)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING) not in sys.path:
    sys.path.insert(0, str(PACKAGING))

"""Hostile input stays cheap (issue 22 items 3 and 7): a Vs. System deck list as long as one may be, one far
longer (refused before it is read), and the window opened on a Legendary game whose two players are named with
a million characters each (once 24 GB and a killed process; names are now bounded as they enter).

    python benchmarks/bench_bad_input.py

Targets: the longest deck list read < 100 ms; a 200,000-line deck list refused < 10 ms (it once took 23 CPU
seconds); the window open at its set width, ready < 3 s. The process's peak memory is printed for information.
"""

from __future__ import annotations

import os
import resource
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Figure, best_of  # noqa: E402


def deck_figures() -> list[Figure]:
    from mcdesk.games.vs.cards.decks import MAX_TEXT, DeckError, parse_text

    line = "1 Thor\n"
    longest = "Main: Captain America\n" + line * ((MAX_TEXT - 30) // len(line))
    huge = "Main: Captain America\n" + line * 200_000

    def refuse() -> None:
        try:
            parse_text(huge)
        except DeckError:
            return
        raise AssertionError("a 200,000-line deck list was read")

    return [Figure("Vs deck list of 64,000 characters read", best_of(lambda: parse_text(longest)) * 1000, "ms",
                   100.0),
            Figure("Vs deck list of 200,000 lines refused", best_of(refuse) * 1000, "ms", 10.0)]


def window_figures() -> list[Figure]:
    from PySide6.QtWidgets import QApplication

    with tempfile.TemporaryDirectory() as tmp:
        os.environ["MCDESK_DATA_DIR"] = tmp
        os.environ["MCDESK_PACE"] = "instant"
        app = QApplication.instance() or QApplication([])
        from mcdesk.app.main_window import MainWindow
        from mcdesk.games.legendary.engine.setup_rules import first_game

        name = "N" * 1_000_000
        start = time.perf_counter()
        window = MainWindow(replace(first_game(2), names=(name, name)), 1)
        window.resize(1400, 900)
        window.show()
        while not (window.view is not None and window.idle()) and time.perf_counter() - start < 30:
            app.processEvents()
            time.sleep(0.005)
        ready = time.perf_counter() - start
        width = window.width()
        window.shutdown()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return [Figure("window with two 1,000,000-character names ready", ready, "s", 3.0),
            Figure("its width (set to 1400)", width, "px", 1400.0),
            Figure("peak memory of this process", peak, "MB")]


def figures() -> list[Figure]:
    return deck_figures() + window_figures()


def main() -> None:
    for f in figures():
        print(f.line(), flush=True)


if __name__ == "__main__":
    main()

"""Screenshots of the table assistant for docs/screenshots/: the desk and the across-the-table view at 1280x720
(a 720p screen: the size the assistant opens at) and 1920x1080, two players against Rhino in round 2's villain phase.

    xvfb-run -s "-screen 0 1920x1080x24" python tools/assistant_screenshots.py [--out docs/screenshots]

Prints each picture's smallest across-the-table type in pixels."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def midgame() -> Any:
    """Spider-Man and She-Hulk against Rhino: round 2, Rhino damaged, an ally in play, at a villain phase step."""
    import mcdesk.games.champions  # noqa: F401
    from mcdesk.core.decisions import DecisionKind, Reporting
    from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind, assistant_setup

    g = AssistantGame(assistant_setup(["01001a", "01019a"], "rhino", ("bomb_scare",)), seed=7)
    reported = False
    for _ in range(300):
        d = g.pending
        assert d is not None
        if g.state.round == 2 and isinstance(d.extra, Reporting) and d.extra.step == "activate":
            return g
        if d.kind is DecisionKind.TURN:
            p = d.player
            if g.form(p) != "hero" and "change_form" in d.keys:
                g.answer("change_form")
                continue
            if not reported and p == 1:
                g.report(Report(ReportKind.DAMAGE, p, g.villain(), 5, source=g.identity(p), attack=True,
                                basic=True))
                g.report(Report(ReportKind.ALLY, p, code="01020"))
                reported = True
            g.answer("end_turn")
            continue
        pas = [o.key for o in d.options if o.action is not None and o.action.kind.value == "pass"]
        nodef = [o.key for o in d.options if o.action is not None and o.action.kind.value == "defend"
                 and o.action.card is None]
        g.answer((pas or nodef or [d.options[0].key])[0])
    raise RuntimeError("the game did not reach round 2's villain phase")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["mcdesk-assistant-screenshots"])
    from mcdesk.app.assistant import AssistantWindow

    for w_, h_ in ((1280, 720), (1920, 1080)):
        window = AssistantWindow(midgame())
        window.resize(w_, h_)
        window.show()
        for _ in range(5):
            app.processEvents()
        window.grab().save(str(out / f"assistant-desk-{w_}x{h_}.png"), "PNG")
        window.stack.setCurrentWidget(window.across)
        for _ in range(5):
            app.processEvents()
        window.across._fonts()
        app.processEvents()
        window.grab().save(str(out / f"assistant-across-{w_}x{h_}.png"), "PNG")
        a = window.across
        sizes = [lab.font().pixelSize() for lab in (a.header, a.villain_hp, a.scheme_threat, *a.player_labels)]
        print(f"{w_}x{h_}: smallest across-the-table type {min(s for s in sizes if s > 0)} px, hit points "
              f"{a.villain_hp.font().pixelSize()} px")
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

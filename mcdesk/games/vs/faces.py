"""How a Vs. System card looks on the table: its facts and its generated rules text (no Qt, no official text)."""

from __future__ import annotations

from functools import cache

from mcdesk.table.face_spec import BackSpec, FaceSpec

from .cards.facts import LOCATION, MAIN, PLOT_TWIST, SPECIAL_LOCATION, SUPPORTING, TEAM_NAMES, all_facts
from .cards.scripts import rules_text

TEAM_COLOURS = {"avengers": "#1565c0", "xmen": "#f9a825", "guardians": "#2e7d32", "villains": "#6a1b9a",
                "": "#546e7a"}
KIND_LABELS = {MAIN: "Main Character", SUPPORTING: "Supporting Character", PLOT_TWIST: "Plot Twist",
               LOCATION: "Location", SPECIAL_LOCATION: "Special Location"}
BACKS = {"player": BackSpec("VS", "VS. SYSTEM 2PCG", "#102a43", "#e53935")}


@cache
def face_spec(code: str) -> FaceSpec | None:
    f = all_facts().get(code)
    if f is None:
        return None
    kind = KIND_LABELS.get(f.type, f.type)
    if f.level:
        kind = f"{kind} - Level {f.level}"
    icons = " ".join(i for i, on in (("[flight]", f.flight), ("[ranged]", f.ranged)) if on)
    type_line = " - ".join(x for x in (kind, TEAM_NAMES.get(f.team, f.team) if f.team else "", icons) if x)
    stats: tuple[tuple[str, str], ...] = ()
    if f.is_character:
        plus = "+" if code in ("mnb-070",) else ""
        stats = (("ATK", f"{f.atk}{plus}"), ("DEF", f"{f.def_}{plus}"), ("HP", str(f.health)))
    corner = str(f.cost) if f.type == SUPPORTING else ""
    return FaceSpec(f.name, type_line, TEAM_COLOURS.get(f.team, "#546e7a"), rules_text(code), stats, corner,
                    f"{f.set.upper()} {f.number}")

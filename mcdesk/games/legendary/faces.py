"""How a Legendary card looks on the table: its facts and its generated rules text (no Qt, no official text)."""

from __future__ import annotations

from functools import cache

from mcdesk.table.face_spec import BackSpec, FaceSpec

from .cards.facts import (
    BYSTANDER,
    CLASS_LABELS,
    HENCHMAN,
    HERO,
    MASTER_STRIKE,
    MASTERMIND,
    SCHEME,
    SCHEME_TWIST,
    TACTIC,
    TEAM_LABELS,
    VILLAIN,
    WOUND,
    core_set,
)
from .cards.scripts import rules_text

CLASS_COLOURS = {"covert": "#c62828", "instinct": "#f9a825", "ranged": "#1565c0", "strength": "#2e7d32",
                 "tech": "#455a64"}
"""The hero classes' colours (rulebook: a card's class shows in the colour of its border)."""
KIND_COLOURS = {HERO: "#78909c", VILLAIN: "#6a1b9a", HENCHMAN: "#8e24aa", MASTERMIND: "#4a148c", TACTIC: "#4a148c",
                SCHEME: "#37474f", WOUND: "#b71c1c", BYSTANDER: "#00897b", MASTER_STRIKE: "#311b92",
                SCHEME_TWIST: "#263238"}
KIND_LABELS = {HERO: "Hero", VILLAIN: "Villain", HENCHMAN: "Henchman", MASTERMIND: "Mastermind",
               TACTIC: "Mastermind Tactic", SCHEME: "Scheme", WOUND: "Wound", BYSTANDER: "Bystander",
               MASTER_STRIKE: "Master Strike", SCHEME_TWIST: "Scheme Twist"}
BACKS = {"legendary": BackSpec("L", "LEGENDARY", "#4e1b12", "#ffb300")}
_BASIC_TEXT = {
    WOUND: "Healing: when you recruited no Hero and defeated no villain this turn, you may KO every Wound in your "
           "hand.",
    BYSTANDER: "Worth 1 victory point in your victory pile.",
    MASTER_STRIKE: "The Mastermind's Master Strike happens.",
    SCHEME_TWIST: "The scheme's Twist happens.",
}


def _points(value: int | None, plus: bool) -> str:
    return f"{value or 0}{'+' if plus else ''}"


@cache
def face_spec(code: str) -> FaceSpec | None:
    cards = core_set()
    f = cards.cards.get(code)
    if f is None:
        return None
    kind = KIND_LABELS.get(f.kind, f.kind.title())
    stats: list[tuple[str, str]] = []
    corner = ""
    footer = ""
    if f.kind == HERO:
        parts = [kind, CLASS_LABELS.get(f.hero_class or "", TEAM_LABELS["shield"] if f.team == "shield" else "Grey")]
        if f.team and f.team != "shield":
            parts.append(TEAM_LABELS[f.team])
        type_line = " - ".join(parts)
        colour = CLASS_COLOURS.get(f.hero_class or "", KIND_COLOURS[HERO])
        corner = str(f.cost)
        if f.recruit is not None:
            stats.append(("REC", _points(f.recruit, f.recruit_plus)))
        if f.attack is not None:
            stats.append(("ATK", _points(f.attack, f.attack_plus)))
        footer = f.group_name
    else:
        type_line = f"{kind} - {f.group_name}" if f.group_name and f.group_name != f.name else kind
        colour = KIND_COLOURS.get(f.kind, "#546e7a")
        if f.kind in (VILLAIN, HENCHMAN, MASTERMIND, TACTIC):
            stats.append(("ATK", "*" if f.attack_plus and not f.attack else str(f.attack or 0)))
            stats.append(("VP", _points(f.vp, f.vp_plus)))
        if f.kind == MASTERMIND:
            footer = f"Always leads: {f.always_leads}"
    text = rules_text(code) or _BASIC_TEXT.get(f.kind, "")
    return FaceSpec(f.name, type_line, colour, text, tuple(stats), corner, footer)

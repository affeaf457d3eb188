"""A built-in card's rules text, generated: its keywords (facts) followed by its script's abilities.

Official card text is never stored; imported official text is shown only when a user imports it.
"""

from __future__ import annotations

from ..engine.database import CardDatabase
from .facts import CardFacts

_PLAIN = {
    "guard": "Guard.", "surge": "Surge.", "toughness": "Toughness.", "quickstrike": "Quickstrike.",
    "ranged": "Ranged.", "piercing": "Piercing.", "overkill": "Overkill.", "patrol": "Patrol.", "peril": "Peril.",
    "permanent": "Permanent.", "restricted": "Restricted.", "setup": "Setup.", "stalwart": "Stalwart.",
    "steady": "Steady.", "villainous": "Villainous.",
}


def keyword_line(name: str, value: str | int | None) -> str:
    if name in _PLAIN:
        return _PLAIN[name]
    if name in ("incite", "retaliate", "victory"):
        return f"{name.capitalize()} {value}."
    if name == "hinder":
        parts = str(value).split()
        return f"Hinder {parts[0]}{' [per player]' if 'per_hero' in parts else ''}."
    if name == "uses":
        parts = str(value).split()
        kind = " ".join(parts[1:]) or "use"
        return f"Uses ({parts[0]} {kind} counters)."
    if name == "team-up":
        return f"Team-Up ({' and '.join(str(value).split('|'))})."
    if name == "teamwork":
        return f"Teamwork ({value})."
    if name == "max_per_deck":
        return f"Max {value} per deck."
    if name == "max_per_player":
        return f"Max {value} per player."
    if name == "max_per_round":
        return f"Max {value} per round."
    return f"{name.replace('_', ' ').capitalize()}{f' {value}' if value is not None else ''}."


def keyword_text(facts: CardFacts) -> str:
    return " ".join(keyword_line(k, v) for k, v in facts.keywords)


def rules_text(db: CardDatabase, code: str) -> str:
    """Keywords, then the script's generated text (empty for a card with neither)."""
    facts = db.card(code)
    parts = [keyword_text(facts)] if facts.keywords else []
    if db.is_scripted(code):
        body = db.script(code).rules_text()
        if body:
            parts.append(body)
    return "\n".join(parts).replace("{this}", facts.name)

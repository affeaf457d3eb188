"""Every built-in Legendary card's script, by card code: heroes, villains and henchmen, masterminds and their
tactics, schemes. :func:`rules_text` generates a card's rules text from its script."""

from __future__ import annotations

from functools import cache

from ..vocabulary import HeroScript, MastermindScript, SchemeScript, Script, VillainScript, describe
from .heroes import BASIC, HEROES
from .masterminds import MASTERMINDS
from .schemes import SCHEMES
from .villains import VILLAINS


@cache
def all_scripts() -> dict[str, Script]:
    out: dict[str, Script] = {}
    for part in (BASIC, HEROES, VILLAINS, MASTERMINDS, SCHEMES):
        for code, script in part.items():
            assert code not in out, code
            out[code] = script
    return out


def rules_text(code: str) -> str:
    """The card's rules text, said from its script in words of our own."""
    s = all_scripts().get(code)
    if s is None:
        return ""
    if isinstance(s, HeroScript):
        parts = []
        if s.discard_to_play:
            parts.append("Discard another card from your hand to play this.")
        if s.copy_powers:
            parts.append("Plays as a copy of a Hero already played by you this turn, keeping its own class too.")
        if s.returns_when_discarded:
            parts.append("When an effect makes you discard this, you may put it back into your hand.")
        if s.wound_guard:
            parts.append("When you would gain a Wound, you may show this card from your hand to draw a card "
                         "instead.")
        parts.append(describe(s.effects))
        return " ".join(p for p in parts if p)
    if isinstance(s, VillainScript):
        parts = []
        if s.fight_requires is not None:
            parts.append(f"Only a player with a {s.fight_requires.label()} Hero can defeat it.")
        if s.attack_is_cost_under:
            parts.append("Attack: the cost of the Hero under it.")
        if s.ambush:
            parts.append("Ambush: " + describe(s.ambush))
        if s.fight:
            parts.append("Fight: " + describe(s.fight))
        if s.escape:
            parts.append("Escape: " + describe(s.escape))
        if s.twist_on_escape:
            parts.append("Escape: it turns into a Scheme Twist and resolves at once.")
        if s.vp_text:
            parts.append(s.vp_text)
        return " ".join(parts)
    if isinstance(s, MastermindScript):
        return "Master Strike: " + describe(s.strike)
    if isinstance(s, SchemeScript):
        parts = [f"Setup: {s.setup_text}"]
        if s.special_text:
            parts.append(f"Special rules: {s.special_text}")
        parts += [f"Twist: {s.twist_text}", f"Evil wins: when {s.evil_wins_text}."]
        return " ".join(parts)
    return ""

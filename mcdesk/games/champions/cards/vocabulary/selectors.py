"""Selectors: the cards an effect addresses, named as the card names them.

Every effect takes its targets as a ``Sel``, so the text it generates and the cards it reaches come from
one place. Selectors that need the trait or damage rules live with them (``traits``, ``damage``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine.abilities import Ctx, Gen


@dataclass(frozen=True)
class Sel:
    """A set of cards an effect can address, and how the card names it ("an enemy", "each hero")."""

    fn: Callable[[Ctx], list[int]]
    text: str
    each: bool = False
    """True for "each X" (every card), False for "a/an X" (one chosen card)."""
    side: str = ""
    """Whose cards: "enemy", "friendly", "scheme", or "" (either side); see roles.py."""

    def __call__(self, ctx: Ctx) -> list[int]:
        return [c for c in self.fn(ctx) if ctx.game.is_in_play(c)]

    def __or__(self, other: Sel) -> Sel:
        return Sel(lambda c: list(dict.fromkeys(self.fn(c) + other.fn(c))), f"{self.text} or {other.text}", self.each,
                   self.side if self.side == other.side else "")

    def where(self, pred: Callable[[Ctx, int], bool], text: str) -> Sel:
        return Sel(lambda c: [i for i in self.fn(c) if pred(c, i)], text, self.each, self.side)

    def every(self, text: str) -> Sel:
        return Sel(self.fn, text, True, self.side)


def choose_from(ctx: Ctx, sel: Sel, prompt: str) -> Gen[list[int]]:
    """The cards an effect resolves on: all of an "each" selector, else the one the player chooses."""
    cands = sel(ctx)
    if sel.each or not cands:
        return cands
    chosen = yield from ctx.game.choose_card(ctx.player, prompt, cands, source=ctx.source)
    return [chosen] if chosen is not None else []


# -- enemies and schemes ---------------------------------------------------------------------------------------

ENEMY = Sel(lambda c: c.game.enemies(), "an enemy", side="enemy")
MINION = Sel(lambda c: c.game.minions(), "a minion", side="enemy")
VILLAIN = Sel(lambda c: c.game.villains(), "the villain", True, side="enemy")
MINIONS_ENGAGED_WITH_YOU = Sel(lambda c: c.game.minions(c.player), "each minion engaged with you", True, side="enemy")
SCHEME = Sel(lambda c: c.game.schemes(), "a scheme", side="scheme")
MAIN_SCHEME = Sel(lambda c: [m for m in [c.game.main_scheme()] if m is not None], "the main scheme", True,
                  side="scheme")
SIDE_SCHEME = Sel(lambda c: c.game.side_schemes(), "a side scheme", side="scheme")

# -- characters ------------------------------------------------------------------------------------------------

CHARACTER = Sel(lambda c: c.game.characters(), "a character")
FRIENDLY_CHARACTER = Sel(lambda c: c.game.identities() + c.game.allies(), "a friendly character", side="friendly")
HERO = Sel(lambda c: c.game.heroes(), "a hero", side="friendly")
EACH_HERO = Sel(lambda c: c.game.heroes(), "each hero", True, side="friendly")

ALLY = Sel(lambda c: c.game.allies(), "an ally")
"""Any ally in play, whoever controls it."""

HEROES_AND_ALLIES = Sel(lambda c: c.game.heroes() + c.game.allies(), "heroes and allies", True, side="friendly")
"""Every hero and ally in play (for effects that spread damage among them)."""

# -- yours -----------------------------------------------------------------------------------------------------

YOUR_IDENTITY = Sel(lambda c: [c.game.identity(c.player)], "your identity", True, side="friendly")
YOUR_HERO = Sel(lambda c: [c.game.identity(c.player)] if c.game.form(c.player) == "hero" else [], "your hero", True,
                side="friendly")

YOUR_CHARACTERS = Sel(
    lambda c: [c.game.identity(c.player)]
    + [a for a in c.game.allies(c.player) if c.game.state.cards[a].controller == c.player],
    "each character you control", True, side="friendly")
"""Your identity and the allies you control."""

CHARACTERS_YOU_CONTROL = Sel(
    lambda c: [i for i in c.game.controlled(c.player) if c.game.facts(i).type_code in ("hero", "alter_ego", "ally")],
    "each character you control", True, side="friendly")
"""Your identity and the allies you control, in the order of your play area."""

YOUR_ALLIES = Sel(lambda c: [a for a in c.game.allies(c.player) if c.game.state.cards[a].controller == c.player],
                  "each ally you control", True, side="friendly")

# -- this card and the triggering occurrence -------------------------------------------------------------------

SELF = Sel(lambda c: [c.source], "this card", True)
ATTACHED = Sel(lambda c: [h] if (h := c.game.state.cards[c.source].attached_to) is not None else [],
               "the attached card", True)
EVENT_TARGET = Sel(lambda c: [c.event.target] if c.event is not None and c.event.target is not None else [],
                   "that character", True)
EVENT_SOURCE = Sel(lambda c: [c.event.source] if c.event is not None and c.event.source is not None else [],
                   "that enemy", True, side="enemy")

# -- by name ---------------------------------------------------------------------------------------------------

NAMES: set[str] = set()
"""Every name a selector addresses by name: generated text keeps its capital mid-sentence."""


def named(name: str) -> Sel:
    """A character or scheme by name."""
    NAMES.add(name)
    return Sel(lambda c: [i for i in c.game.characters() + c.game.schemes() if c.game.facts(i).name == name],
               name, True)


def identity_named(name: str) -> Sel:
    """An identity by the name its face shows now ("Captain Marvel" is only the hero face)."""
    NAMES.add(name)
    return Sel(lambda c: [i for i in c.game.identities() if c.game.facts(i).name == name], name, True)


def villain_named(name: str) -> Sel:
    """The villain by name, whatever its stage (e.g. "Klaw")."""
    NAMES.add(name)
    return Sel(lambda c: [v for v in c.game.villains() if c.game.facts(v).name == name], name, True)

"""Game occurrences. Each is announced before it happens (interrupts) and after (responses)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

# Event kinds, in the game's words.
DAMAGE = "damage"  # damage would be / was dealt to a character
HEAL = "heal"
THREAT_PLACED = "threat_placed"
THREAT_REMOVED = "threat_removed"
ENEMY_ATTACK = "enemy_attack"  # an enemy attacks a player (activation or card effect)
ENEMY_SCHEME = "enemy_scheme"  # an enemy schemes
PLAYER_ATTACK = "player_attack"  # a hero or ally attacks (basic power or attack event)
PLAYER_THWART = "player_thwart"
CARD_PLAYED = "card_played"
ENTERS_PLAY = "enters_play"
DEFEATED = "defeated"
REVEALED = "revealed"  # an encounter card is revealed
FORM_CHANGED = "form_changed"
BOOST_FLIPPED = "boost_flipped"
STATUS_GIVEN = "status_given"
CARDS_DRAWN = "cards_drawn"
DISCARDED_FROM_DECK = "discarded_from_deck"  # cards were discarded from the top of a player's deck (data "cards")
SCHEME_ADVANCED = "scheme_advanced"
# Timing points of the round (the steps that cards hook).
SETUP_DONE = "setup_done"
ROUND_START = "round_start"
PLAYER_PHASE_START = "player_phase_start"
TURN_START = "turn_start"
TURN_END = "turn_end"
PLAYER_PHASE_END = "player_phase_end"
VILLAIN_PHASE_START = "villain_phase_start"
VILLAIN_PHASE_STEP = "villain_phase_step"
VILLAIN_PHASE_END = "villain_phase_end"
ROUND_END = "round_end"


@dataclass
class Event:
    kind: str
    source: int | None = None
    """The card causing it (the attacker, the card whose ability deals damage...)."""
    target: int | None = None
    """The card it happens to."""
    player: int | None = None
    """The player it concerns (the attacked player, the player who played a card...)."""
    amount: int = 0
    data: dict[str, Any] = field(default_factory=dict)
    cancelled: bool = False
    replacement: Callable[[Event], Any] | None = None
    """Set by an "instead" effect; the most recent replacement wins."""
    replaced_by: int | None = None
    changed: bool = False
    """A replacement or cancel happened: no further interrupts to this occurrence."""

    def summary(self) -> dict[str, Any]:
        """The occurrence as plain data (for a decision's context: what a window is about)."""
        data = {k: v for k, v in self.data.items() if isinstance(v, (bool, int, str, type(None)))}
        return {"kind": self.kind, "source": self.source, "target": self.target, "player": self.player,
                "amount": self.amount, "data": data}

    @staticmethod
    def from_summary(d: dict[str, Any]) -> Event:
        return Event(d["kind"], d.get("source"), d.get("target"), d.get("player"), d.get("amount", 0),
                     dict(d.get("data") or {}))

    def replace(self, fn: Callable[[Event], Any], by: int | None = None) -> None:
        self.replacement = fn
        self.replaced_by = by
        self.changed = True

    def cancel(self) -> None:
        self.cancelled = True
        self.changed = True

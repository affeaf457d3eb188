"""Decisions are data: the engine stops at a pending decision listing exactly the legal options.

Answering with one option's ``key`` is the only way the game moves. Keys are stable strings, so a game is
its setup, its seed and the list of keys answered (see :mod:`mcdesk.games.champions.engine.game`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Responder(StrEnum):
    """Who answers a decision."""

    PLAYER = "player"  # the named player (often the active player)
    FIRST_PLAYER = "first_player"  # the first player, e.g. ordering simultaneous effects
    GROUP = "group"  # the players together (the first player has the final say)


class DecisionKind(StrEnum):
    TURN = "turn"  # the active player's next step in their turn
    WINDOW = "window"  # use an interrupt or response, or pass
    PAY = "pay"  # choose the next resource to pay a cost with
    TARGET = "target"  # choose a target
    CHOOSE = "choose"  # choose one of several effects or cards
    ORDER = "order"  # choose which simultaneous effect resolves next
    NUMBER = "number"  # choose a number (X)
    MULLIGAN = "mulligan"  # choose a card to discard, or keep the hand
    DISCARD = "discard"  # choose a card to discard (end of player phase)
    DEFEND = "defend"  # choose a defender, or leave the attack undefended
    YES_NO = "yes_no"  # an optional "you may" effect


@dataclass(frozen=True)
class Option:
    """One legal answer. ``cards`` are the card instances it concerns (what a table highlights)."""

    key: str
    label: str
    cards: tuple[int, ...] = ()


@dataclass(frozen=True)
class Decision:
    kind: DecisionKind
    prompt: str
    options: tuple[Option, ...]
    player: int
    """Index of the player who answers (for FIRST_PLAYER and GROUP decisions: the first player)."""
    responder: Responder = Responder.PLAYER
    source: int | None = None
    """The card instance the question is about, if any."""
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False)
    """Context for a table, e.g. the running payment total. Never needed to answer."""

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)

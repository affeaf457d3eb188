"""What happened: typed events an engine returns for each answer, for the table to animate and the log to show.

Every game reports its occurrences in this one shape, so the table, the log and the replay stepper read data and
never parse log lines. An engine appends to its list of events while it runs; the answer that started the run
returns them (see each game's ``Game.events``). Kinds are named in the game's words; the ones below are shared by
the table's animations, and a game may add its own (an unknown kind is shown in the log and not animated).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class EventKind(StrEnum):
    # The structure of the round: banners ("Round 3", "Villain phase", "Player 2: Captain Marvel").
    ROUND = "round"
    PHASE = "phase"
    TURN = "turn"
    STEP = "step"
    """A named step of the round's timing chart (e.g. "place threat", "activate villain")."""
    # Cards.
    MOVED = "moved"
    """A card went from one zone to another (``from_zone`` -> ``to_zone``)."""
    REVEALED = "revealed"
    """A card was turned face up for everyone to see: an encounter card, a boost card, a card from a deck."""
    FLIPPED = "flipped"
    """A card changed face or stage (a villain stage, an identity changing form, a main scheme advancing)."""
    EXHAUSTED = "exhausted"
    READIED = "readied"
    # Numbers on cards: ``amount`` is the change (positive), the dial shows +N / -N.
    DAMAGE = "damage"
    HEALED = "healed"
    THREAT_PLACED = "threat_placed"
    THREAT_REMOVED = "threat_removed"
    COUNTER = "counter"
    """A token or counter other than damage and threat changed; ``data["counter"]`` names it, ``amount`` is signed."""
    STATUS = "status"
    """A status card (stunned, confused, tough...) was given or removed; ``data["status"]``, ``amount`` +1 / -1."""
    # Aggression between cards: drawn as an arrow from ``card`` to ``target``.
    ATTACK = "attack"
    SCHEME = "scheme"
    THWART = "thwart"
    DEFEATED = "defeated"
    # The end.
    GAME_OVER = "game_over"


@dataclass(frozen=True, init=False)
class GameEvent:
    kind: str
    """An :class:`EventKind` value, or a game's own kind."""
    text: str = ""
    """The event as a log line, in the game's words."""
    card: int | None = None
    """The card instance it is about (the attacker, the card moved or revealed)."""
    target: int | None = None
    """The card it is done to (the attacked character, the scheme threat is placed on)."""
    player: int | None = None
    amount: int = 0
    from_zone: str | None = None
    to_zone: str | None = None
    data: dict[str, str | int | bool | None] = field(default_factory=dict, compare=False, hash=False)

    def __init__(self, kind: str, text: str = "", card: int | None = None, target: int | None = None,
                 player: int | None = None, amount: int = 0, from_zone: str | None = None, to_zone: str | None = None,
                 data: dict[str, str | int | bool | None] | None = None) -> None:
        # Written out (init=False): a frozen dataclass's own __init__ sets each field through object.__setattr__,
        # several times slower, and a game reports tens of thousands of events. No data: a new empty dict.
        d = self.__dict__
        d["kind"], d["text"], d["card"], d["target"], d["player"] = kind, text, card, target, player
        d["amount"], d["from_zone"], d["to_zone"], d["data"] = amount, from_zone, to_zone, {} if data is None else data

"""Decisions are data: the engine stops at a pending decision listing exactly the legal options.

Answering with one option's ``key`` is the only way the game moves. Keys are stable strings, so a game is
its setup, its seed and the list of keys answered (see :mod:`mcdesk.games.champions.engine.game`). Keys name
cards by instance id and abilities by their stable id, never by a position in a list.

Nobody reads a key or a label to learn what an option does: each option carries an :class:`Action` (what kind
of answer it is, the card, the ability, the amount, the target), and a decision's :attr:`Decision.extra` is a
small typed context per kind (a payment's running total, the attack being defended...).
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


class ActionKind(StrEnum):
    """What an answer does, in the game's words."""

    PLAY = "play"  # play a card from hand
    ATTACK = "attack"  # a basic attack (hero) or an ally's attack
    THWART = "thwart"
    RECOVER = "recover"
    CHANGE_FORM = "change_form"
    USE = "use"  # use a card's ability (action, interrupt, response, resource...)
    ASK = "ask"  # ask another player to use an action or play an action card
    END_TURN = "end_turn"
    DEFEND = "defend"  # defend with ``card``; no card: do not defend
    PAY = "pay"  # pay with ``card``: discard it (no ability) or use its resource ability
    TARGET = "target"  # choose ``card`` (or ``player``)
    CHOOSE = "choose"  # choose one of several effects (``choice`` names it)
    ORDER = "order"  # resolve ``card``'s ability (or activate ``card``) next
    NUMBER = "number"  # choose ``amount``
    DISCARD = "discard"
    MULLIGAN = "mulligan"
    KEEP = "keep"  # keep the hand (mulligan), stop discarding, or stop choosing
    PASS = "pass"  # pass, decline, choose nothing
    YES = "yes"
    NO = "no"
    RESOLVED = "resolved"  # a card resolved by hand
    RECRUIT = "recruit"  # recruit (gain by paying) ``card``, e.g. a Legendary hero from the HQ
    FIGHT = "fight"  # fight ``card`` (a villain, the mastermind)
    HEAL = "heal"  # heal: KO one's wounds (Legendary)
    REVEAL = "reveal"  # show ``card`` (to avoid a penalty or earn a reward)


@dataclass(frozen=True, init=False)
class Action:
    """What an option does, as data (the table highlights and the autopilot read this, never the key)."""

    kind: ActionKind
    card: int | None = None
    """The card played, used, attacking, defending, paid with, chosen..."""
    ability: str | None = None
    """The stable id of the card's ability used (see the engine's ``Ability.id``)."""
    amount: int | None = None
    target: int | None = None
    """The card it is aimed at, when the option already names it."""
    player: int | None = None
    """The player chosen, or asked."""
    choice: str | None = None
    """For ``choose``: the name of the effect chosen (a card's own word for it)."""
    roles: tuple[tuple[str, int], ...] = ()
    """For ``choose``: what the effect chosen does, as the card vocabulary says: (role, amount) pairs such as
    ("damage", 3), ("heal", 2), ("thwart", 1) (amount 0: worked out in play)."""

    def __init__(self, kind: ActionKind, card: int | None = None, ability: str | None = None,
                 amount: int | None = None, target: int | None = None, player: int | None = None,
                 choice: str | None = None, roles: tuple[tuple[str, int], ...] = ()) -> None:
        # Written out (init=False): a frozen dataclass's own __init__ sets each field through object.__setattr__,
        # several times slower, and an engine makes tens of thousands of options a game.
        d = self.__dict__
        d["kind"], d["card"], d["ability"], d["amount"] = kind, card, ability, amount
        d["target"], d["player"], d["choice"], d["roles"] = target, player, choice, roles


@dataclass(frozen=True, init=False)
class Option:
    """One legal answer. ``cards`` are the card instances it concerns (what a table highlights)."""

    key: str
    label: str
    cards: tuple[int, ...] = ()
    action: Action | None = field(default=None, compare=False)
    """What the answer does. Every option an engine offers has one (None only for a table's own options)."""

    def __init__(self, key: str, label: str, cards: tuple[int, ...] = (), action: Action | None = None) -> None:
        # Written out (init=False), as Action's.
        d = self.__dict__
        d["key"], d["label"], d["cards"], d["action"] = key, label, cards, action


@dataclass(frozen=True)
class Payment:
    """A ``pay`` decision: what is being paid for and how far the payment has got."""

    paid: tuple[tuple[str, int], ...]
    """Resources paid so far, by type (energy, mental, physical, wild), as (type, count) pairs."""
    need: int
    """Resources the cost needs in all."""
    typed: tuple[tuple[str, int], ...] = ()
    """Resources of a given type the cost needs (part of ``need``)."""
    paying_for: int | None = None
    """The card being played or whose ability is paid for."""
    used: tuple[int, ...] = ()
    """Cards that cannot pay (already used, or the card being played)."""
    pending_discards: tuple[int, ...] = ()
    """Cards chosen to be discarded for resources when the payment is complete."""

    @property
    def paid_total(self) -> int:
        return sum(n for _, n in self.paid)

    def paid_by_type(self) -> dict[str, int]:
        return dict(self.paid)


@dataclass(frozen=True)
class Defense:
    """A ``defend`` decision: which enemy attacks which player, and the card whose effect made the attack."""

    enemy: int
    attacked_player: int
    resolving: int | None = None


@dataclass(frozen=True)
class DamageAssignment:
    """Damage (or another amount) assigned one point at a time: ``assigned`` so far out of ``amount``."""

    amount: int
    assigned: tuple[tuple[int, int], ...] = ()
    """(card, points) assigned so far."""
    purpose: str = "indirect_damage"
    """What is assigned: "indirect_damage" (the only one so far)."""


@dataclass(frozen=True)
class WindowEvent:
    """One occurrence a window is about (see the engine's events): kind in the game's words and its cards."""

    kind: str
    source: int | None = None
    target: int | None = None
    player: int | None = None
    amount: int = 0
    attack: bool = False
    """Damage dealt by an attack."""


@dataclass(frozen=True)
class WindowContext:
    """A ``window`` decision (or the order of forced abilities): the occurrences it responds to."""

    events: tuple[WindowEvent, ...]
    interrupt: bool = False


@dataclass(frozen=True)
class Mulligan:
    chosen: tuple[int, ...] = ()
    """Cards already chosen to be mulliganed."""


@dataclass(frozen=True)
class ByHand:
    """An imported card without a script: its text, for the players to resolve by hand."""

    text: str


@dataclass(frozen=True)
class Details:
    """Context as named plain values, for a game that has no typed context of its own for a decision yet."""

    values: tuple[tuple[str, str | int | bool | None | tuple[int, ...]], ...] = ()

    @staticmethod
    def of(values: dict[str, object]) -> Details:
        out: list[tuple[str, str | int | bool | None | tuple[int, ...]]] = []
        for k, v in values.items():
            if isinstance(v, str | int | bool | None):
                out.append((k, v))
            elif isinstance(v, tuple | list) and all(isinstance(i, int) for i in v):
                out.append((k, tuple(v)))
        return Details(tuple(out))

    def get(self, name: str) -> str | int | bool | None | tuple[int, ...]:
        return dict(self.values).get(name)

    def cards(self, name: str) -> tuple[int, ...]:
        """The card ids a value names (empty when it names none)."""
        v = self.get(name)
        return v if isinstance(v, tuple) else ()


@dataclass(frozen=True)
class Targeting:
    """What a question's answer is for, in the game's words ("damage", "heal", "discard"...), and how much."""

    purpose: str
    amount: int | None = None


@dataclass(frozen=True)
class Reporting:
    """A decision of a table assistant (the players' own cards are physical): besides its options it accepts
    the players' reports of what their cards did. ``step`` names the step of the round (the timing chart's
    words), ``windows`` the trigger windows open at it, ``physical`` what the players do on their side."""

    step: str
    windows: tuple[str, ...] = ()
    physical: str = ""


DecisionContext = (Payment | Defense | DamageAssignment | WindowContext | Mulligan | ByHand | Targeting | Details
                   | Reporting)


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
    extra: DecisionContext | None = field(default=None, compare=False, hash=False)
    """Context for a table or the autopilot, typed per kind (see :data:`DecisionContext`). Never needed to
    answer."""

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(o.key for o in self.options)

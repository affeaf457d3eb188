"""The game log's entries as the engine bridge sends them: the engine's lines (each with its event) and the
bridge's own notes (a decision answered, the autopilot's reason), with what a hot seat may not show of them
(see :mod:`.private_hands`). No Qt."""

from __future__ import annotations

from dataclasses import dataclass

from mcdesk.core.decisions import Decision, DecisionKind
from mcdesk.core.events import EventKind, GameEvent

from ..games.champions.engine.manual import BY_HAND as MANUAL_KIND

# Log entry kinds (how the log dock styles them).
LINE = "line"
ROUND = "round"
NOTE = "note"
"""A decision answered, added by the bridge: "You may respond: ... -> Pass"."""
BY_HAND = "by_hand"
RESULT = "result"
PILOT = "pilot"
"""An autopilot seat's answer and its one-line reason, added by the bridge."""

NOTED_KINDS = frozenset({
    DecisionKind.WINDOW, DecisionKind.YES_NO, DecisionKind.CHOOSE, DecisionKind.ORDER, DecisionKind.NUMBER,
    DecisionKind.DEFEND, DecisionKind.TARGET,
})
"""Decisions whose answer the log notes (the engine's own lines already tell plays, payments and discards)."""


@dataclass(frozen=True)
class LogEntry:
    text: str
    kind: str = LINE
    event: GameEvent | None = None
    """The engine's event this line tells (None for the bridge's own notes)."""
    cards: tuple[int, ...] = ()
    """The cards the line may name that someone may not see (the card an event puts somewhere, the card an
    answer chose); a revealed card is seen by everyone and is not listed."""
    owner: int | None = None
    """Hands are private and the line names a card in this player's hand that the others did not see go there:
    only the seats that see that hand read it as it is (see :mod:`.private_hands`)."""
    public_text: str = ""
    """The line for everyone else: the card unnamed ("Player 2 adds a card to their hand")."""

    def text_for(self, sees: frozenset[int] | None) -> str:
        """The line as the seats ``sees`` may read it (None: everyone sees everything)."""
        if self.owner is None or sees is None or self.owner in sees:
            return self.text
        return self.public_text


ENTRY_KINDS = {EventKind.ROUND.value: ROUND, MANUAL_KIND: BY_HAND, EventKind.GAME_OVER.value: RESULT}
"""How the log dock styles the engine's events, by the event's kind (every other kind is a plain line)."""


def entry_kind(event: GameEvent) -> str:
    return ENTRY_KINDS.get(event.kind, LINE)


def note_text(d: Decision, key: str) -> str | None:
    if d.kind not in NOTED_KINDS:
        return None
    option = d.option(key)
    if option is None:
        return None
    who = f"Player {d.player + 1}"
    label = option.label.rstrip(".")
    if d.kind is DecisionKind.WINDOW:
        if key == "pass":
            return f"{d.prompt} — {who} passes."
        return f"{d.prompt} — {who}: {label}."
    return f"{d.prompt} — {label}."


def pilot_line(player: int, players: int, why: str) -> str:
    """The log's note for an autopilot answer: who, and the autopilot's reason."""
    who = "Autopilot" if players == 1 else f"Player {player + 1} (autopilot)"
    why = why.strip()
    return f"{who}: {why}" + ("" if why.endswith((".", "!", "?")) else ".")

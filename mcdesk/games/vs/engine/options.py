"""Typed actions for the Vs. System engine's options (:class:`mcdesk.core.decisions.Action`).

The engine names its answers with keys (its own stable scheme, see docs/vs.md); this module is the one place
that says what each kind of key does, so that the table and the autopilot read actions, never keys.
"""

from __future__ import annotations

from mcdesk.core.decisions import Action, ActionKind, Option

_PASS = {"skip", "done", "pass", "none", "back"}


def action_for(key: str, label: str = "") -> Action:
    head, _, rest = key.partition(":")
    parts = rest.split(":") if rest else []
    n = [int(p) for p in parts if p.lstrip("-").isdigit()]
    if key in ("front", "back") and not rest:
        return Action(ActionKind.CHOOSE, choice=key)
    if key in _PASS:
        return Action(ActionKind.PASS)
    simple = {"keep": ActionKind.KEEP, "mulligan": ActionKind.MULLIGAN, "end": ActionKind.END_TURN,
              "yes": ActionKind.YES, "no": ActionKind.NO}
    if key in simple:
        return Action(simple[key])
    if head in ("first", "player"):
        return Action(ActionKind.TARGET, player=n[0])
    if head == "resource":
        return Action(ActionKind.PLAY, card=n[0], choice="resource")
    if head == "location":
        return Action(ActionKind.PLAY, card=n[0], choice="location")
    if head == "recruit":
        return Action(ActionKind.PLAY, card=n[0], choice=parts[1])
    if head == "plot":
        return Action(ActionKind.PLAY, card=n[0], choice="plot_twist")
    if head == "move":
        return Action(ActionKind.CHOOSE, card=n[0], choice="move")
    if head == "attack":
        return Action(ActionKind.ATTACK, card=n[0])
    if head == "with":
        return Action(ActionKind.ATTACK, card=n[0], choice="team")
    if head == "defender":
        return Action(ActionKind.TARGET, card=n[0], target=n[0])
    if head == "power":
        return Action(ActionKind.USE, card=n[0], ability=str(n[1]))
    if head == "powerup":
        return Action(ActionKind.USE, card=n[0], target=n[1], choice="power_up")
    if head == "pay":
        return Action(ActionKind.PAY, card=n[0])
    if head == "card":
        return Action(ActionKind.TARGET, card=n[0])
    if head == "row":
        return Action(ActionKind.CHOOSE, choice=f"row:{parts[0]}:{parts[1]}")
    if head == "name":
        return Action(ActionKind.CHOOSE, choice=label)
    raise ValueError(f"no action for option key {key!r}")


def typed(options: tuple[Option, ...]) -> tuple[Option, ...]:
    return tuple(o if o.action is not None else Option(o.key, o.label, o.cards, action_for(o.key, o.label))
                 for o in options)

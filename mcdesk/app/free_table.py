"""Free table: the changes by hand the context menu offers for a card (no Qt; each is one ManualEdit)."""

from __future__ import annotations

from dataclasses import dataclass

from ..games.champions.engine.manual import MAX_COUNT, MAX_STATUS, ManualEdit
from ..table.view_model import CardView, TableView
from .table_widget import engine_zone

STATUS_NAMES = ("stunned", "confused", "tough")


@dataclass(frozen=True)
class FreeAction:
    label: str
    edit: ManualEdit
    group: str = ""
    """"move" for the Move to submenu; "" for the main list."""


SCHEME_TYPES = frozenset({"main_scheme", "side_scheme", "player_side_scheme"})


def main_token(card: CardView) -> str:
    """The token the wheel and number keys change on a card: threat on a scheme, damage on a character,
    counters on anything else."""
    if card.type_code in SCHEME_TYPES:
        return "threat"
    if card.hp is not None or card.max_hp is not None or card.type_code in ("hero", "alter_ego", "villain",
                                                                          "minion", "ally"):
        return "damage"
    return "counters"


def token_edit(card: CardView, *, steps: int = 0, value: int | None = None) -> ManualEdit | None:
    """The change by hand that adds ``steps`` of the card's main token, or sets it to ``value`` (None: no
    change)."""
    field = main_token(card)
    now = getattr(card, field)
    new = now + steps if value is None else value
    new = max(0, min(MAX_COUNT, new))
    return None if new == now else ManualEdit("set", card.id, field=field, value=new)


def move_targets(view: TableView) -> list[tuple[str, str, int | None]]:
    """(label, engine zone, player) for every zone a card can be moved to by hand."""
    out: list[tuple[str, str, int | None]] = []
    many = len(view.players) > 1
    for p in view.players:
        who = f"{p.name} — " if many else ""
        out += [
            (f"{who}Hand", "hand", p.index),
            (f"{who}Play area", "play", p.index),
            (f"{who}Deck (on top)", "deck", p.index),
            (f"{who}Discard pile", "discard", p.index),
            (f"{who}Facedown encounter cards", "facedown_encounter", p.index),
        ]
    out += [
        ("Villain area (side schemes, environments)", "villain_area", None),
        ("Encounter deck (on top)", "encounter_deck", None),
        ("Encounter discard pile", "encounter_discard", None),
        ("Victory display", "victory", None),
    ]
    return out


def free_actions(card: CardView, view: TableView) -> list[FreeAction]:
    cid = card.id
    out: list[FreeAction] = []
    here = engine_zone(card.zone)
    for label, zone, player in move_targets(view):
        if here == (zone, player) and card.attached_to is None:
            continue
        out.append(FreeAction(label, ManualEdit("move", cid, zone=zone, player=player), "move"))
    out.append(FreeAction("Turn face up" if card.face_down else "Turn face down", ManualEdit("flip", cid)))
    if card.exhausted:
        out.append(FreeAction("Ready", ManualEdit("ready", cid)))
    else:
        out.append(FreeAction("Exhaust", ManualEdit("exhaust", cid)))
    for field, noun in (("damage", "damage"), ("threat", "threat"), ("counters", "counter")):
        n = getattr(card, field)
        if n < MAX_COUNT:  # the engine refuses more
            out.append(FreeAction(f"+1 {noun}", ManualEdit("set", cid, field=field, value=n + 1), field))
        if n > 0:
            out.append(FreeAction(f"−1 {noun}", ManualEdit("set", cid, field=field, value=n - 1), field))
    for status in STATUS_NAMES:
        n = card.statuses.count(status)
        if n < MAX_STATUS:
            out.append(FreeAction(f"Add a {status} card", ManualEdit("set", cid, field=status, value=n + 1),
                                  "status"))
        if n > 0:
            out.append(FreeAction(f"Remove a {status} card", ManualEdit("set", cid, field=status, value=n - 1),
                                  "status"))
    return out


def drop_edit(card: CardView, table_zone: str) -> ManualEdit | None:
    """The change by hand a card dropped on ``table_zone`` asks for (None: the zone takes no cards by hand)."""
    target = engine_zone(table_zone)
    if target is None:
        return None
    zone, player = target
    return ManualEdit("move", card.id, zone=zone, player=player)

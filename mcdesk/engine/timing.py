"""Trigger windows: who may use which interrupt or response, in what order, and the would/did pipeline.

Rules Reference: "Interrupt", "Response", "Forced", "Priority of Simultaneous Resolution", "Replacement
Effect", "Cancel". For each occurrence: forced interrupts, then interrupts ("would" before "when"); the
occurrence (or its replacement) resolves unless cancelled; then forced responses, then responses. Optional
windows go round in player order from the first player until every player has passed in a row.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .abilities import Ability, Ctx, Gen, Timing
from .decisions import DecisionKind, Option, Responder
from .events import Event

if TYPE_CHECKING:
    from .game import Game


def run(result: Any) -> Gen[Any]:
    """Run a step that may be a procedure (generator) or a plain function's result."""
    if inspect.isgenerator(result):
        return (yield from result)
    return result


def occur(g: Game, event: Event, apply: Callable[[Event], Any]) -> Gen[Event]:
    """Announce ``event``, let interrupts change it, resolve it (or its replacement), then responses."""
    yield from window(g, event, interrupt=True)
    if not event.cancelled:
        if event.replacement is not None:
            yield from run(event.replacement(event))
        else:
            yield from run(apply(event))
        if not event.cancelled:
            yield from g.resolve_delayed(event.kind)
            yield from window(g, event, interrupt=False)
    return event


def timing_point(g: Game, kind: str, **data: Any) -> Gen[Event]:
    """A named step of the round (e.g. the start of the villain phase) that cards can hook."""
    event = Event(kind, player=data.pop("player", None), data=data)
    from .combat import check_all_defeats

    yield from window(g, event, interrupt=True)
    before = len(g.state.lasting)
    g.expire_lasting(kind)
    if len(g.state.lasting) != before:  # a "gets" that ended can defeat a character
        yield from check_all_defeats(g)
    yield from g.resolve_delayed(kind)
    yield from window(g, event, interrupt=False)
    return event


def window(g: Game, event: Event, *, interrupt: bool) -> Gen[None]:
    forced = Timing.FORCED_INTERRUPT if interrupt else Timing.FORCED_RESPONSE
    optional = Timing.INTERRUPT if interrupt else Timing.RESPONSE
    passes = (True, False) if interrupt else (True,)
    for would in passes:
        yield from _forced(g, event, forced, would if interrupt else None)
        if event.changed and interrupt:
            return
    for would in passes:
        yield from _optional(g, event, optional, would if interrupt else None)
        if event.changed and interrupt:
            return


def _forced(g: Game, event: Event, timing: Timing, would: bool | None) -> Gen[None]:
    """Resolve every forced ability this occurrence triggers; the first player orders simultaneous ones."""
    done: set[tuple[int, int]] = set()
    while True:
        ready = [t for t in g.triggers(event, timing, would) if (t[0], t[1]) not in done]
        if not ready:
            return
        if len(ready) == 1:
            card_id, index, _ = ready[0]
        else:
            opts = tuple(
                Option(f"order:{cid}:{i}", f"Resolve {g.card_title(cid)}: {g.ability_summary(cid, i)}", (cid,))
                for cid, i, _ in ready
            )
            chosen = yield from g.ask(
                g.state.first_player, DecisionKind.ORDER, "Choose which forced ability resolves next",
                opts, responder=Responder.FIRST_PLAYER,
            )
            _, cid_s, i_s = chosen.key.split(":")
            card_id, index = int(cid_s), int(i_s)
        done.add((card_id, index))
        yield from g.use_ability(card_id, index, event)
        # Forced replacements all initiate (the most recent one is used); a cancel ends the window.
        if event.cancelled and timing.interrupt:
            return


def _optional(g: Game, event: Event, timing: Timing, would: bool | None) -> Gen[None]:
    """Optional abilities go round in player order until every player passes in a row."""
    order = g.players_in_order()
    if not order:
        return
    peril = g.peril_player()
    passed_in_row = 0
    i = 0
    used: set[tuple[int, int]] = set()  # an ability is initiated at most once per occurrence
    while passed_in_row < len(order):
        player = order[i % len(order)]
        i += 1
        if peril is not None and player != peril:
            passed_in_row += 1
            continue
        ready = [t for t in g.triggers(event, timing, would) if t[2] == player and (t[0], t[1]) not in used]
        if not ready:
            passed_in_row += 1
            continue
        opts = [
            Option(f"use:{cid}:{idx}", f"{g.ability_summary(cid, idx)}", (cid,)) for cid, idx, _ in ready
        ]
        opts.append(Option("pass", "Pass"))
        label = "interrupt" if timing.interrupt else "respond to"
        chosen = yield from g.ask(
            player, DecisionKind.WINDOW, f"You may {label}: {g.describe_event(event)}", tuple(opts),
            auto_single=False, source=event.target,
        )
        if chosen.key == "pass":
            passed_in_row += 1
            continue
        _, cid_s, i_s = chosen.key.split(":")
        used.add((int(cid_s), int(i_s)))
        yield from g.use_ability(int(cid_s), int(i_s), event)
        passed_in_row = 0
        if event.changed and timing.interrupt:
            return


def ability_ctx(g: Game, card_id: int, event: Event | None) -> Ctx:
    card = g.state.cards[card_id]
    controller = card.controller
    return Ctx(g, card_id, controller, event)


def is_forced(a: Ability) -> bool:
    return a.timing.forced

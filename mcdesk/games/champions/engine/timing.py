"""Trigger windows: who may use which interrupt or response, in what order, and the would/did pipeline.

Rules Reference: "Interrupt", "Response", "Forced", "Priority of Simultaneous Resolution", "Replacement
Effect", "Cancel", "Triggering Condition". For each occurrence: forced interrupts, then interrupts ("would"
before "when"); the occurrence (or its replacement) resolves unless cancelled; then forced responses, then
responses. Optional windows go round in player order from the first player until every player has passed
in a row; each ability is initiated at most once per occurrence.

A single occurrence that creates several triggering conditions (an attack that damages and defeats a minion)
has a single response window for all of them: the responses of what happens inside an attack or a thwart
wait for that attack's or thwart's response window.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option, Responder, WindowContext, WindowEvent

from . import events as ev
from .abilities import Gen, Timing
from .events import Event

if TYPE_CHECKING:
    from .game import Game

COMPOUND = frozenset({ev.PLAYER_ATTACK, ev.PLAYER_THWART, ev.ENEMY_ATTACK, ev.ENEMY_SCHEME})
"""Occurrences whose inner triggering conditions share their response window."""


def run(result: Any) -> Gen[Any]:
    """Run a step that may be a procedure (generator) or a plain function's result."""
    if inspect.isgenerator(result):
        return (yield from result)
    return result


def occur(g: Game, event: Event, apply: Callable[[Event], Any]) -> Gen[Event]:
    """Announce ``event``, let interrupts change it, resolve it (or its replacement), then responses."""
    yield from window(g, [event], interrupt=True)
    if event.cancelled:
        return event
    compound = event.kind in COMPOUND
    if compound:
        g.compound.append([])
    try:
        if event.replacement is not None:
            yield from run(event.replacement(event))
        else:
            yield from run(apply(event))
    finally:
        joined = g.compound.pop() if compound else []
    # Whatever the occurrence did, a character left with no hit points is defeated at once (RR "Defeat").
    yield from _check_hit_points(g)
    if event.cancelled or event.replacement is not None:
        return event  # a replaced occurrence did not happen: nothing responds to it
    yield from g.resolve_delayed(event.kind)
    if g.compound and not compound:
        g.compound[-1].append(event)  # its responses wait for the enclosing occurrence's window
    else:
        yield from window(g, [event, *joined], interrupt=False)
    return event


_CHECK: list[Callable[[Game], Gen[None]]] = []


def _check_hit_points(g: Game) -> Gen[None]:
    if not _CHECK:  # combat uses occur: imported when first needed, once
        from .combat import check_hit_points

        _CHECK.append(check_hit_points)
    return _CHECK[0](g)


def timing_point(g: Game, kind: str, **data: Any) -> Gen[Event]:
    """A named step of the round (e.g. the start of the villain phase) that cards can hook."""
    event = Event(kind, player=data.pop("player", None), data=data)
    yield from window(g, [event], interrupt=True)
    g.expire_lasting(kind)
    yield from _check_hit_points(g)  # hit points a lasting effect gave are lost when it ends (RR "Gets")
    yield from g.resolve_delayed(kind)
    yield from window(g, [event], interrupt=False)
    return event


Ready = tuple[int, int, int, int]
"""(card id, ability index, player who may use it, index of the triggering event in the window)."""


def _ready(g: Game, events: list[Event], timing: Timing, would: bool | None) -> list[Ready]:
    out: list[Ready] = []
    for n, e in enumerate(events):
        if e.cancelled:
            continue
        for cid, idx, player in g.triggers(e, timing, would):
            out.append((cid, idx, player, n))
    return out


def _key(g: Game, prefix: str, t: Ready) -> str:
    """``use:<card>:<ability id>`` (``:<n>`` for the window's n-th occurrence): no position in a script."""
    return f"{prefix}:{t[0]}:{g.script(t[0]).ability_id(t[1])}" + (f":{t[3]}" if t[3] else "")


def _option(g: Game, kind: ActionKind, t: Ready, label: str, events: list[Event]) -> Option:
    """Use (or resolve next) the ability ``t``; its target is the card the triggering occurrence happens to."""
    aid = g.script(t[0]).ability_id(t[1])
    return Option(_key(g, kind.value, t), label, (t[0],), Action(kind, t[0], aid, target=events[t[3]].target,
                                                                 player=t[2]))


def window_context(events: list[Event], *, interrupt: bool) -> WindowContext:
    return WindowContext(tuple(
        WindowEvent(e.kind, e.source, e.target, e.player, e.amount, bool(e.data.get("attack")))
        for e in events), interrupt)


def window(g: Game, events: list[Event], *, interrupt: bool) -> Gen[None]:
    forced = Timing.FORCED_INTERRUPT if interrupt else Timing.FORCED_RESPONSE
    optional = Timing.INTERRUPT if interrupt else Timing.RESPONSE
    passes: tuple[bool | None, ...] = (True, False) if interrupt else (None,)
    first = events[0]
    # Most occurrences have no window at all: no card has a triggered ability (of any timing) for their kind.
    kinds = g._window_kinds()
    for e in events:
        if not e.cancelled and e.kind in kinds:
            break
    else:
        return
    # Most occurrences trigger nothing: a pass with no card that has such an ability (looked up in the trigger
    # table, as it is at that moment) is skipped without starting it; it would find nothing and ask nothing.
    for would in passes:
        if _candidates(g, events, forced):
            yield from _forced(g, events, forced, would)
        if first.changed and interrupt:
            return
    for would in passes:
        if _candidates(g, events, optional):
            yield from _optional(g, events, optional, would)
        if first.changed and interrupt:
            return


def _candidates(g: Game, events: list[Event], timing: Timing) -> bool:
    """Does any card have an ability with this timing for one of these (not cancelled) occurrences?"""
    for e in events:
        if not e.cancelled and g._trigger_candidates(timing, e.kind):
            return True
    return False


def _forced(g: Game, events: list[Event], timing: Timing, would: bool | None) -> Gen[None]:
    """Resolve every forced ability triggered; the first player orders simultaneous ones."""
    done: set[tuple[int, int, int]] = set()
    while True:
        ready = [t for t in _ready(g, events, timing, would) if (t[0], t[1], t[3]) not in done]
        if not ready:
            return
        if len(ready) == 1:
            pick = ready[0]
        else:
            opts = tuple(
                _option(g, ActionKind.ORDER, t, f"Resolve {g.card_title(t[0])}: {g.ability_summary(t[0], t[1])}",
                        events)
                for t in ready
            )
            chosen = yield from g.ask(
                g.state.first_player, DecisionKind.ORDER, "Choose which forced ability resolves next",
                opts, responder=Responder.FIRST_PLAYER, extra=window_context(events, interrupt=timing.interrupt),
            )
            pick = ready[opts.index(chosen)]
        done.add((pick[0], pick[1], pick[3]))
        event = events[pick[3]]
        yield from g.use_ability(pick[0], pick[1], event)
        # Forced replacements all initiate (the most recent one is used); a cancel ends the window.
        if event.cancelled and timing.interrupt:
            return


def _optional(g: Game, events: list[Event], timing: Timing, would: bool | None) -> Gen[None]:
    """Optional abilities go round in player order until every player passes in a row."""
    order = g.players_in_order()
    if not order:
        return
    peril = g.peril_player()
    passed_in_row = 0
    i = 0
    used: set[tuple[int, int, int]] = set()  # an ability is initiated at most once per occurrence
    # What every player could use, worked out once until the game next stops for a decision: nothing can
    # change while the players who have nothing to use are skipped.
    everyone: list[Ready] | None = None
    while passed_in_row < len(order):
        player = order[i % len(order)]
        i += 1
        if peril is not None and player != peril:
            passed_in_row += 1
            continue
        if everyone is None:
            everyone = _ready(g, events, timing, would)
        ready = [t for t in everyone if t[2] == player and (t[0], t[1], t[3]) not in used]
        if not ready:
            passed_in_row += 1
            continue
        opts = [_option(g, ActionKind.USE, t, g.ability_summary(t[0], t[1]), events) for t in ready]
        opts.append(Option("pass", "Pass", (), Action(ActionKind.PASS)))
        label = "interrupt" if timing.interrupt else "respond to"
        what = "; ".join(dict.fromkeys(g.describe_event(events[t[3]]) for t in ready))
        chosen = yield from g.ask(
            player, DecisionKind.WINDOW, f"You may {label}: {what}", tuple(opts),
            auto_single=False, source=events[0].target, extra=window_context(events, interrupt=timing.interrupt),
        )
        everyone = None  # the game stopped for the answer (a change by hand could come meanwhile)
        if chosen.key == "pass":
            passed_in_row += 1
            continue
        pick = ready[opts.index(chosen)]
        used.add((pick[0], pick[1], pick[3]))
        # The player who chose it uses it (a Hero Response printed on an encounter card has no controller).
        yield from g.use_ability(pick[0], pick[1], events[pick[3]], pick[2])
        passed_in_row = 0
        if events[0].changed and timing.interrupt:
            return

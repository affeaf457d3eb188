"""The round (Rules Reference "Round Overview", "Player Phase", "End of Player Phase", "Villain Phase").

Every step is a named timing point that cards can hook (see :mod:`mcdesk.games.champions.engine.events`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option
from mcdesk.core.errors import CorruptLog
from mcdesk.core.events import EventKind
from mcdesk.core.referee import ResumePoint

from . import events as ev
from .abilities import Gen
from .combat import activate, check_all_defeats
from .encounter import deal_encounter_card, hazard_count, reveal_facedown
from .players import hand_size
from .schemes import acceleration, place_threat, threat_value
from .timing import timing_point
from .turn import player_turn
from .zones import discard_card, draw_cards

if TYPE_CHECKING:
    from .game import Game


TURN = "turn"
"""Checkpoint: a player's turn is about to start (``order``: that player and those still to take a turn)."""
VILLAIN_PHASE = "villain_phase"
"""Checkpoint: the villain phase is about to start."""


def game_round(g: Game, resume: ResumePoint | None = None) -> Gen[None]:
    """One round; or the rest of a round from a checkpoint's resume point (see :func:`resume_point`)."""
    at = resume_point(resume)
    if at is None:
        g.state.round += 1
        g.emit(EventKind.ROUND, f"— Round {g.state.round} —", amount=g.state.round)
        yield from timing_point(g, ev.ROUND_START)
    if at != VILLAIN_PHASE:
        yield from player_phase(g, None if resume is None else list(resume["order"]))
    yield from villain_phase(g, resumed=at == VILLAIN_PHASE)
    yield from timing_point(g, ev.ROUND_END)
    yield from check_all_defeats(g)


def resume_point(resume: ResumePoint | None) -> str | None:
    """Which checkpoint ``resume`` names (None: the round from its start); CorruptLog if none."""
    if resume is None:
        return None
    at = resume.get("at")
    if at == VILLAIN_PHASE:
        return at
    order = resume.get("order")
    if at == TURN and isinstance(order, list) and order and all(type(p) is int for p in order):
        return at
    raise CorruptLog(f"checkpoint names no point a round can resume from: {resume!r}")


def player_phase(g: Game, order: list[int] | None = None, *,
                 turn: Callable[[Game, int], Gen[None]] | None = None,
                 end: Callable[[Game], Gen[None]] | None = None) -> Gen[None]:
    """The player phase; from the turn of ``order[0]`` when it resumes at a checkpoint. ``turn`` and ``end`` play
    a player's turn and the end of the phase (the table assistant gives its own: the players' cards are
    physical)."""
    if order is None:
        g.state.phase = "player"
        g.emit(EventKind.PHASE, data={"phase": "player"})
        yield from timing_point(g, ev.PLAYER_PHASE_START)
        order = g.players_in_order()
    for i, p in enumerate(order):
        if not g.state.players[p].eliminated:
            g.checkpoint({"at": TURN, "order": order[i:]})
            yield from (turn or player_turn)(g, p)
    g.state.active_player = None
    yield from (end or end_of_player_phase)(g)
    yield from timing_point(g, ev.PLAYER_PHASE_END)
    yield from check_all_defeats(g)


def end_of_player_phase(g: Game) -> Gen[None]:
    """1. Each player, in player order, discards any number and down to hand size. 2. Each draws up to
    hand size. 3. Each readies all of their cards."""
    for p in g.players_in_order():
        while True:
            size = hand_size(g, p)
            hand = g.hand(p)
            opts = [Option(f"discard:{c}", f"Discard {g.card_title(c)}", (c,), Action(ActionKind.DISCARD, c))
                    for c in hand]
            over = len(hand) > size
            if not over:
                opts.append(Option("done", "Done discarding", (), Action(ActionKind.KEEP)))
            prompt = (f"Discard down to your hand size ({size})" if over else "You may discard any number of cards")
            pick = yield from g.ask(p, DecisionKind.DISCARD, prompt, tuple(opts), auto_single=over)
            if pick.action is None or pick.action.card is None:
                break
            discard_card(g, pick.action.card)
    for p in g.players_in_order():
        need = hand_size(g, p) - len(g.hand(p))
        if need > 0:
            yield from draw_cards(g, p, need)
    for p in g.players_in_order():
        for cid in g.controlled(p):
            g.ready(cid)


def villain_phase(g: Game, *, resumed: bool = False) -> Gen[None]:
    if not resumed:
        g.checkpoint({"at": VILLAIN_PHASE})
    g.state.phase = "villain"
    g.emit(EventKind.PHASE, data={"phase": "villain"})
    yield from timing_point(g, ev.VILLAIN_PHASE_START)
    # 1. Place threat on the main scheme: escalation threat plus acceleration.
    main = g.main_scheme()
    g.emit(EventKind.STEP, data={"step": "place_threat"})
    if main is not None:
        amount = threat_value(g, main, "escalation_threat") + acceleration(g)
        yield from place_threat(g, main, amount, None)
    yield from timing_point(g, ev.VILLAIN_PHASE_STEP, step=1)  # "after resolving step 1 of the villain phase"
    # 2. The villain activates against each player, then the minions engaged with that player activate.
    for p in g.players_in_order():
        if g.state.players[p].eliminated:
            continue
        g.emit(EventKind.STEP, player=p, data={"step": "activate"})
        for villain in g.villains():
            yield from activate(g, villain, p)
        yield from activate_minions(g, p)
    # 3. Deal encounter cards: one per player (plus heroic), then one per hazard icon from the first player.
    order = g.players_in_order()
    g.emit(EventKind.STEP, data={"step": "deal_encounter_cards"})
    for p in order:
        for _ in range(1 + g.setup.heroic):
            yield from deal_encounter_card(g, p)
    for k in range(hazard_count(g)):
        if order:
            yield from deal_encounter_card(g, order[k % len(order)])
    # 4. Reveal encounter cards, in player order.
    g.emit(EventKind.STEP, data={"step": "reveal_encounter_cards"})
    for p in g.players_in_order():
        yield from reveal_facedown(g, p)
    # 5. Pass the first player token.
    active = g.active_players()
    g.emit(EventKind.STEP, data={"step": "pass_first_player"})
    if active:
        n = len(g.state.players)
        cur = g.state.first_player
        g.state.first_player = next((cur + k) % n for k in range(1, n + 1) if (cur + k) % n in active)
    yield from timing_point(g, ev.VILLAIN_PHASE_END)


def activate_minions(g: Game, p: int) -> Gen[None]:
    """Engaged minions activate one at a time, in the order the player chooses."""
    done: set[int] = set()
    while True:
        left = [m for m in g.minions(p) if m not in done]
        if not left or g.state.players[p].eliminated:
            return
        if len(left) == 1:
            m = left[0]
        else:
            opts = tuple(Option(f"card:{m}", f"{g.card_title(m)} activates", (m,), Action(ActionKind.ORDER, m))
                         for m in left)
            pick = yield from g.ask(p, DecisionKind.ORDER, "Choose the next minion to activate", opts)
            m = left[opts.index(pick)]
        done.add(m)
        yield from activate(g, m, p)

"""The assistant's round, step by step after the Rules Reference's timing chart ("Round Overview", "Player
Phase", "End of Player Phase", "Villain Phase" steps 1-5).

Each step is named in a decision the players confirm (one click or Space), listing its trigger windows; every
such decision also takes the players' reports. The encounter side runs under the engine's own procedures
(threat with acceleration, activations with boosts, dealing and revealing encounter cards, surge); the players'
side is what they report. Checkpoints are the engine's: each player's turn and the villain phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option, Reporting
from mcdesk.core.events import EventKind
from mcdesk.core.referee import ResumePoint

from ..engine import events as ev
from ..engine import rounds
from ..engine.abilities import Gen
from ..engine.combat import activate, check_all_defeats
from ..engine.encounter import deal_encounter_card, hazard_count, reveal, reveal_top
from ..engine.players import flip_identity, hand_size
from ..engine.rounds import VILLAIN_PHASE, activate_minions, resume_point
from ..engine.schemes import acceleration, check_main_scheme, place_threat, threat_value
from ..engine.state import FACEDOWN_ENCOUNTER
from ..engine.timing import timing_point
from ..engine.zones import discard_card

if TYPE_CHECKING:
    from ..engine.game import Game

CONTINUE = "continue"
END_TURN = "end_turn"
CHANGE_FORM = "change_form"
CANCEL = "cancel"


def step(g: Game, name: str, title: str, windows: tuple[str, ...], physical: str = "",
         player: int | None = None) -> Gen[None]:
    """Stop at a step of the round until the players confirm it (reports are taken meanwhile)."""
    who = g.state.first_player if player is None else player
    opt = Option(CONTINUE, "Continue", (), Action(ActionKind.PASS))
    yield from g.ask(who, DecisionKind.CHOOSE, title, (opt,), auto_single=False,
                     extra=Reporting(name, windows, physical))


def assistant_round(g: Game, resume: ResumePoint | None = None) -> Gen[None]:
    at = resume_point(resume)
    if at is None:
        g.state.round += 1
        g.emit(EventKind.ROUND, f"— Round {g.state.round} —", amount=g.state.round)
        yield from timing_point(g, ev.ROUND_START)
    if at != VILLAIN_PHASE:
        yield from player_phase(g, None if resume is None else list(resume["order"]))
    yield from villain_phase(g, resumed=at == VILLAIN_PHASE)
    yield from step(g, "round_end", f"End of round {g.state.round}",
                    ("'at the end of the round' abilities resolve now",))
    yield from timing_point(g, ev.ROUND_END)
    yield from check_all_defeats(g)


def player_phase(g: Game, order: list[int] | None = None) -> Gen[None]:
    """The engine's player phase, with the assistant's turn and end of phase."""
    yield from rounds.player_phase(g, order, turn=player_turn, end=end_of_player_phase)


def turn_options(g: Game, p: int) -> tuple[Option, ...]:
    opts = []
    if not g.state.players[p].changed_form_this_turn:
        opts.append(Option(CHANGE_FORM, "Change form", (g.identity(p),), Action(ActionKind.CHANGE_FORM,
                                                                                   g.identity(p), player=p)))
    opts.append(Option(END_TURN, "End the turn", (), Action(ActionKind.END_TURN, player=p)))
    return tuple(opts)


def player_turn(g: Game, p: int) -> Gen[None]:
    """A player's turn on their side of the table: they play their cards and report what the cards did."""
    g.state.active_player = p
    g.state.players[p].changed_form_this_turn = False
    g.emit(EventKind.TURN, f"Player {p + 1}'s turn.", card=g.identity(p), player=p)
    yield from timing_point(g, ev.TURN_START, player=p)
    while not g.state.players[p].eliminated:
        pick = yield from g.ask(p, DecisionKind.TURN, f"Player {p + 1}'s turn ({g.card_title(g.identity(p))})",
                                turn_options(g, p), auto_single=False,
                                extra=Reporting("turn", ("actions, basic powers and cards played by the player",
                                                         "responses to what they do"),
                                                "play your cards, then report what they did"))
        if pick.key == "__refresh__":  # back from a change by hand
            yield from check_all_defeats(g)
            yield from check_main_scheme(g)
            continue
        if pick.key == END_TURN:
            break
        yield from flip_identity(g, p, by_choice=True)
    if not g.state.players[p].eliminated:
        yield from timing_point(g, ev.TURN_END, player=p)


def end_of_player_phase(g: Game) -> Gen[None]:
    """Each player discards down to hand size and draws up to it (physical), then readies their cards."""
    sizes = ", ".join(f"player {p + 1}: {hand_size(g, p)}" for p in g.players_in_order())
    yield from step(g, "end_player_phase", "End of the player phase",
                    ("'at the end of the player phase' abilities",),
                    f"discard down to your hand size, draw up to it ({sizes}), ready your cards")
    for p in g.players_in_order():
        for cid in g.controlled(p):
            g.ready(cid)


def villain_phase(g: Game, *, resumed: bool = False) -> Gen[None]:
    if not resumed:
        g.checkpoint({"at": VILLAIN_PHASE})
    g.state.phase = "villain"
    g.emit(EventKind.PHASE, data={"phase": "villain"})
    yield from step(g, "villain_phase_start", "Villain phase",
                    ("'at the start of the villain phase' abilities resolve now",))
    yield from timing_point(g, ev.VILLAIN_PHASE_START)
    main = g.main_scheme()
    if main is not None:
        esc, acc = threat_value(g, main, "escalation_threat"), acceleration(g)
        yield from step(g, "place_threat", f"Step 1: place threat on {g.card_title(main)}: {esc} plus {acc} "
                        "acceleration", ("interrupts to placing threat", "responses after step 1"))
        g.emit(EventKind.STEP, data={"step": "place_threat"})
        main = g.main_scheme()  # counted anew: a report or a change by hand may have changed them meanwhile
        if main is not None:
            yield from place_threat(g, main, threat_value(g, main, "escalation_threat") + acceleration(g), None)
    yield from timing_point(g, ev.VILLAIN_PHASE_STEP, step=1)
    for p in g.players_in_order():
        if g.state.players[p].eliminated:
            continue
        does = "attacks" if g.form(p) == "hero" else "schemes against"
        names = " and ".join(g.card_title(v) for v in g.villains())
        yield from step(g, "activate", f"Step 2: {names} {does} player {p + 1}, then their engaged minions",
                        ("boost cards are turned up after the defender is chosen",
                         "interrupts and responses to each attack or scheme"), "choose a defender when asked",
                        player=p)
        g.emit(EventKind.STEP, player=p, data={"step": "activate"})
        for villain in g.villains():
            yield from activate(g, villain, p)
        yield from activate_minions(g, p)
    order = g.players_in_order()
    extra = hazard_count(g)
    yield from step(g, "deal_encounter_cards", f"Step 3: deal {1 + g.setup.heroic} encounter card"
                    f"{'s' * bool(g.setup.heroic)} to each player" + (f", plus {extra} for hazard" if extra else ""),
                    ("none: the cards are dealt facedown",))
    g.emit(EventKind.STEP, data={"step": "deal_encounter_cards"})
    order, extra = g.players_in_order(), hazard_count(g)  # counted anew after the players' reports
    for p in order:
        for _ in range(1 + g.setup.heroic):
            yield from deal_encounter_card(g, p)
    for k in range(extra):
        if order:
            yield from deal_encounter_card(g, order[k % len(order)])
    for p in g.players_in_order():
        yield from step(g, "reveal_encounter_cards", f"Step 4: player {p + 1} reveals their encounter cards",
                        ("'when revealed' abilities", "responses to each card revealed"), player=p)
        g.emit(EventKind.STEP, player=p, data={"step": "reveal_encounter_cards"})
        yield from reveal_cards(g, p)
    active = g.active_players()
    yield from step(g, "pass_first_player", "Step 5: pass the first player token", ())
    g.emit(EventKind.STEP, data={"step": "pass_first_player"})
    if active:
        n = len(g.state.players)
        cur = g.state.first_player
        g.state.first_player = next((cur + k) % n for k in range(1, n + 1) if (cur + k) % n in active)
        g.log(f"Player {g.state.first_player + 1} is the first player.")
    yield from timing_point(g, ev.VILLAIN_PHASE_END)


def reveal_cards(g: Game, p: int) -> Gen[None]:
    """Step 4 for one player: their facedown cards one at a time. A treachery is shown first, so that a player's
    card can cancel its When Revealed effects (Rules Reference "Cancel"): it is then discarded unresolved; a
    printed surge still reveals another card."""
    while True:
        cards = g.state.zone(FACEDOWN_ENCOUNTER, p)
        if not cards or g.state.players[p].eliminated:
            return
        cid = cards[0]
        if g.facts(cid).type_code == "treachery":
            title = g.db.card(g.state.cards[cid].code).name
            opts = (Option(CONTINUE, "Resolve it", (cid,), Action(ActionKind.PASS, cid)),
                    Option(CANCEL, "Its effects are cancelled by a player's card", (cid,),
                           Action(ActionKind.CHOOSE, cid, choice="cancel")))
            pick = yield from g.ask(p, DecisionKind.CHOOSE, f"Player {p + 1} reveals {title}", opts,
                                    source=cid, auto_single=False,
                                    extra=Reporting("reveal", ("cancel its When Revealed effects",)))
            if pick.key == CANCEL:
                g.state.cards[cid].face_down = False
                g.emit(EventKind.REVEALED, f"Player {p + 1} reveals {title}: its effects are cancelled.", card=cid,
                       player=p)
                discard_card(g, cid)
                if g.facts(cid).has_keyword("surge"):
                    g.log(f"Surge: player {p + 1} reveals another encounter card.")
                    yield from reveal_top(g, p)
                continue
        yield from reveal(g, cid, p)


__all__ = ["assistant_round", "step", "CONTINUE", "END_TURN", "CHANGE_FORM"]

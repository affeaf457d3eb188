"""The game and the player turn: rulebook "A Player Turn" (play the top card of the villain deck; play cards,
recruit and fight; discard and draw 6), "How to Win", "How to Lose", and the end of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option
from mcdesk.core.events import EventKind
from mcdesk.core.referee import GameOver, Procedure, ResumePoint

from ..cards.facts import WOUND
from ..cards.purposes import Purpose as P
from ..cards.vocabulary import Ctx, Gen
from .setup import set_up
from .state import CITY_SPACES, pzone
from .villains import can_fight_villain, fight_mastermind, fight_villain, play_villain_card

if TYPE_CHECKING:
    from .game import LegendaryGame

OFFICER_COST = 3


def play_game(g: LegendaryGame, resume: ResumePoint | None) -> Procedure:
    if resume is None:
        if g.scenario is not None:
            g.scenario(g)
        else:
            set_up(g)
    while True:
        g.checkpoint({"at": "turn"})
        p = g.state.active_player
        yield from player_turn(g, p)
        if g.state.deck_ran_out is not None:
            raise GameOver("draw", f"the {g.state.deck_ran_out} ran out before the scheme was completed; "
                                   f"{g.scores(won=False)}")
        if g.state.turn.extra_turn:
            g.log_lines.append(f"Player {p + 1} takes another turn.")
        else:
            g.state.active_player = (p + 1) % g.state.players


def player_turn(g: LegendaryGame, p: int) -> Gen:
    g.start_turn_state()
    g.state.turn_number += 1
    g.emit(EventKind.TURN, f"Turn {g.state.turn_number}: player {p + 1}.", player=p)
    yield from play_villain_card(g, p)
    while True:
        opts = turn_options(g, p)
        chosen = yield from g.ask(p, DecisionKind.TURN, "Play cards, recruit and fight", opts, auto_single=False,
                                  purpose=P.TURN)
        if chosen.action is not None and chosen.action.kind is ActionKind.END_TURN:
            break
        yield from take(g, p, chosen)
    yield from end_of_turn(g, p)


def turn_options(g: LegendaryGame, p: int) -> list[Option]:
    t = g.state.turn
    opts: list[Option] = []
    hand = g.hand(p)
    for c in hand:
        if not g.is_hero(c):
            continue
        if g.hero_script(c).discard_to_play and len(hand) < 2:
            continue  # it needs another card to discard
        opts.append(Option(f"play:{c}", f"Play {g.title(c)}", (c,), Action(ActionKind.PLAY, c)))
    if not t.healed:
        for c in g.hq_heroes():
            if g.facts(c).cost <= t.recruit:
                opts.append(Option(f"recruit:{c}", f"Recruit {g.title(c)} ({g.facts(c).cost})", (c,),
                                   Action(ActionKind.RECRUIT, c, amount=g.facts(c).cost)))
        officer = g.state.top("officers")
        if officer is not None and t.recruit >= OFFICER_COST:
            opts.append(Option("recruit:officer", f"Recruit {g.facts(officer).name} ({OFFICER_COST})", (officer,),
                               Action(ActionKind.RECRUIT, officer, amount=OFFICER_COST, choice="officer")))
        for c in g.villains_in_city():
            if can_fight_villain(g, p, c):
                space = CITY_SPACES[int(g.space_of(c).split(":")[1])]
                opts.append(Option(f"fight:{c}", f"Fight {g.title(c)} in the {space} ({g.villain_attack(c)})", (c,),
                                   Action(ActionKind.FIGHT, c, amount=g.villain_attack(c))))
        if g.state.zones.get("tactics") and g.attack_available() >= g.mastermind_attack():
            mm = g.state.top("mastermind")
            opts.append(Option("fight:mastermind", f"Fight the Mastermind ({g.mastermind_attack()})",
                               (mm,) if mm is not None else (),
                               Action(ActionKind.FIGHT, mm, amount=g.mastermind_attack(), choice="mastermind")))
    wounds = [c for c in hand if g.facts(c).kind == WOUND]
    if wounds and not (t.recruited or t.defeated or t.fought_mastermind):
        opts.append(Option("heal", f"Heal: KO the {len(wounds)} Wound(s) in your hand", tuple(wounds),
                           Action(ActionKind.HEAL, amount=len(wounds))))
    opts.append(Option("end", "End your turn", action=Action(ActionKind.END_TURN)))
    return opts


def take(g: LegendaryGame, p: int, chosen: Option) -> Gen:
    action = chosen.action
    assert action is not None  # every turn option says what it does
    t = g.state.turn
    if action.kind is ActionKind.PLAY:
        assert action.card is not None
        yield from play_hero(g, p, action.card)
    elif action.kind is ActionKind.RECRUIT:
        cid = g.state.top("officers") if action.choice == "officer" else action.card
        assert cid is not None
        t.recruit -= g.facts(cid).cost
        t.recruited = True
        g.gain(p, cid)
        if action.choice != "officer":
            g.refill_hq()
    elif action.kind is ActionKind.FIGHT:
        if action.choice == "mastermind":
            yield from fight_mastermind(g, p)
        else:
            assert action.card is not None
            yield from fight_villain(g, p, action.card)
    elif action.kind is ActionKind.HEAL:
        # Wound "Healing": KO every Wound in the hand; no recruiting or fighting after it this turn.
        for c in [c for c in g.hand(p) if g.facts(c).kind == WOUND]:
            g.ko(c)
        t.healed = True


def play_hero(g: LegendaryGame, p: int, cid: int) -> Gen:
    """Play a hero from the hand: its printed recruit and attack, then its abilities in order (rulebook
    "Totaling up Recruit and Attack values")."""
    script = g.hero_script(cid)
    if script.discard_to_play:
        others = [c for c in g.hand(p) if c != cid]
        pick = yield from g.choose_card(p, f"Discard a card to play {g.title(cid)}", others,
                                        kind=DecisionKind.DISCARD, purpose=P.DISCARD)
        assert pick is not None
        yield from g.discard(p, pick)
    g.state.move(cid, pzone("played", p), top=False)
    g.emit(EventKind.MOVED, f"Player {p + 1} plays {g.title(cid)}.", card=cid, player=p,
           from_zone=pzone("hand", p), to_zone=pzone("played", p))
    if script.copy_powers:
        yield from copy_powers(g, p, cid)
        return
    yield from resolve_hero(g, p, cid, cid)


def resolve_hero(g: LegendaryGame, p: int, played: int, source: int) -> Gen:
    """``played`` gives ``source``'s printed points and abilities (itself, or a copy of another card)."""
    f = g.facts(source)
    if f.recruit:
        g.add_points(p, f.recruit, "Recruit")
    if f.attack:
        g.add_points(p, f.attack, "Attack")
    for e in g.hero_script(source).effects:
        yield from e.resolve(Ctx(g, p, played))


def copy_powers(g: LegendaryGame, p: int, cid: int) -> Gen:
    """Rogue's Copy Powers: played as a copy of another hero played this turn, of both classes."""
    others = [c for c in g.played(p) if c != cid and g.is_hero(c)]
    pick = yield from g.choose_card(p, f"Choose a hero for {g.title(cid)} to copy", others, purpose=P.COPY)
    if pick is None:
        return
    g.state.turn.copies[str(cid)] = pick
    g.log_lines.append(f"{g.title(cid)} copies {g.title(pick)}.")
    yield from resolve_hero(g, p, cid, pick)


def end_of_turn(g: LegendaryGame, p: int) -> Gen:
    """Rulebook "Step 3": played cards and the hand to the discard pile, then draw 6 (or what cards changed)."""
    t = g.state.turn
    keep = [c for c in t.end_seventh if g.state.cards[c].zone in (pzone("played", p), pzone("hand", p))]
    for c in g.played(p) + g.hand(p):
        if c not in keep:
            g.state.move(c, pzone("discard", p))
    g.draw(p, t.end_draw + t.end_draw_extra, end_of_turn=True)
    for c in keep:
        g.state.move(c, pzone("hand", p), top=False)
    g.emit(EventKind.STEP, f"Player {p + 1} ends their turn.", player=p)
    return
    yield

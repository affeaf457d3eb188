"""A player's turn (Rules Reference "Player Turn"): change form once, play cards, basic powers, allies,
action abilities, asking another player to use an action, and ending the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option
from mcdesk.core.events import EventKind

from . import events as ev
from .abilities import Gen
from .combat import (
    attackable_enemies,
    check_all_defeats,
    check_hit_points,
    consequential_damage,
    has_status,
    heal,
    player_attack,
    player_thwart,
)
from .players import flip_identity
from .playing import action_abilities, enforce_limits, play_card, playable_actions, playable_from_hand
from .schemes import check_main_scheme, thwartable_schemes
from .timing import timing_point

if TYPE_CHECKING:
    from .game import Game


def player_turn(g: Game, p: int) -> Gen[None]:
    g.state.active_player = p
    g.state.players[p].changed_form_this_turn = False
    g.emit(EventKind.TURN, f"Player {p + 1}'s turn.", card=g.identity(p), player=p)
    yield from timing_point(g, ev.TURN_START, player=p)
    while not g.state.players[p].eliminated:
        for q in g.players_in_order():  # a limit that shrank (e.g. a card raising it left play) applies now
            yield from enforce_limits(g, q)
        yield from check_hit_points(g)  # e.g. an ally over the limit discarded took hit points with it
        if g.state.players[p].eliminated:
            break
        opts = turn_options(g, p)
        pick = yield from g.ask(p, DecisionKind.TURN, f"Player {p + 1}: your turn", tuple(opts), auto_single=False)
        if pick.key == "__refresh__":  # back from a change by hand: check the state the engine finds
            yield from check_all_defeats(g)
            yield from check_main_scheme(g)
            continue
        if pick.key == "end_turn":
            break
        yield from do_turn_option(g, p, pick)
    if not g.state.players[p].eliminated:
        yield from timing_point(g, ev.TURN_END, player=p)


def turn_options(g: Game, p: int) -> list[Option]:
    """Every option the active player has now; nothing illegal, nothing legal missing."""
    opts: list[Option] = []
    ident = g.identity(p)
    ic = g.state.cards[ident]
    form = g.form(p)
    if not g.state.players[p].changed_form_this_turn:
        opts.append(Option("change_form", "Change form", (ident,), Action(ActionKind.CHANGE_FORM, ident)))
    for cid, idx in playable_from_hand(g, p):
        opts.append(play_option(g, cid, idx))
    enemies = attackable_enemies(g, p)
    schemes = [s for s in thwartable_schemes(g, p) if g.state.cards[s].threat > 0]
    # Each value is read once (a value is worked out from every modifier in play each time it is read).
    if form == "hero" and not ic.exhausted:
        if enemies and (attack := g.stat(ident, "attack")) is not None:
            opts.append(Option(f"attack:{ident}", "Basic attack", (ident,),
                               Action(ActionKind.ATTACK, ident, amount=attack)))
        if (schemes or ic.confused) and (thwart := g.stat(ident, "thwart")) is not None:
            opts.append(Option(f"thwart:{ident}", "Basic thwart", (ident,),
                               Action(ActionKind.THWART, ident, amount=thwart)))
    if form == "alter_ego" and not ic.exhausted and (recover := g.stat(ident, "recover")) is not None:
        opts.append(Option(f"recover:{ident}", "Basic recover", (ident,),
                           Action(ActionKind.RECOVER, ident, amount=recover)))
    for ally in g.allies(p):
        card = g.state.cards[ally]
        if card.controller != p or card.exhausted:
            continue
        if enemies and (attack := g.stat(ally, "attack")) is not None:
            opts.append(Option(f"attack:{ally}", f"{g.card_title(ally)} attacks", (ally,),
                               Action(ActionKind.ATTACK, ally, amount=attack)))
        if (schemes or card.confused) and (thwart := g.stat(ally, "thwart")) is not None:
            opts.append(Option(f"thwart:{ally}", f"{g.card_title(ally)} thwarts", (ally,),
                               Action(ActionKind.THWART, ally, amount=thwart)))
    for cid, idx in action_abilities(g, p):
        aid = g.script(cid).ability_id(idx)
        opts.append(Option(f"ability:{cid}:{aid}", g.ability_summary(cid, idx), (cid,),
                           Action(ActionKind.USE, cid, aid, player=p)))
    for other in g.active_players():
        if other == p:
            continue
        for cid, idx in action_abilities(g, other):
            aid = g.script(cid).ability_id(idx)
            opts.append(Option(f"ask:{other}:{cid}:{aid}", f"Ask player {other + 1}: {g.ability_summary(cid, idx)}",
                               (cid,), Action(ActionKind.ASK, cid, aid, player=other)))
        for cid, _act in playable_actions(g, other):  # the first is enough
            opts.append(Option(f"askplay:{other}:{cid}", f"Ask player {other + 1} to play an action", (),
                               Action(ActionKind.ASK, player=other)))
            break
    opts.append(Option("end_turn", "End your turn", (), Action(ActionKind.END_TURN)))
    return opts


def play_option(g: Game, cid: int, idx: int | None) -> Option:
    aid = g.script(cid).ability_id(idx) if idx is not None else None
    return Option(f"play:{cid}", f"Play {g.card_title(cid)}", (cid,), Action(ActionKind.PLAY, cid, aid))


def _index(g: Game, action: Action) -> int:
    assert action.card is not None and action.ability is not None
    idx = g.script(action.card).ability_index(action.ability)
    assert idx is not None, f"{g.card_title(action.card)} has no ability {action.ability!r}"
    return idx


def do_turn_option(g: Game, p: int, option: Option) -> Gen[None]:
    """Carry out the turn option chosen (what its action says)."""
    a = option.action
    assert a is not None, f"turn option {option.key!r} has no action"
    kind, card = a.kind, a.card
    if kind is ActionKind.CHANGE_FORM:
        yield from flip_identity(g, p, by_choice=True)
    elif kind is ActionKind.PLAY:
        assert card is not None
        # The option was listed on this very state (the game stops for nothing between the two): the ability it
        # names is the one playable_from_hand found for the card, without listing the hand again.
        idx = _index(g, a) if a.ability is not None else None
        yield from play_card(g, card, p, ability_index=idx)
    elif kind is ActionKind.ATTACK:
        assert card is not None
        yield from basic_attack(g, p, card)
    elif kind is ActionKind.THWART:
        assert card is not None
        yield from basic_thwart(g, p, card)
    elif kind is ActionKind.RECOVER:
        assert card is not None
        g.exhaust(card)
        n = g.stat(card, "recover") or 0
        g.log(f"{g.card_title(card)} recovers {n}.")
        yield from heal(g, card, n)
    elif kind is ActionKind.USE:
        assert card is not None
        yield from g.use_ability(card, _index(g, a), None, player=p)
    elif kind is ActionKind.ASK and card is not None:
        other = a.player
        assert other is not None
        idx = _index(g, a)
        agree = yield from g.yes_no(other, f"Player {p + 1} asks you: {g.ability_summary(card, idx)}?", card)
        if agree:
            yield from g.use_ability(card, idx, None, player=other)
    elif kind is ActionKind.ASK:
        other = a.player
        assert other is not None
        cards = list(playable_actions(g, other))
        opts = tuple(play_option(g, c, i) for c, i in cards) + (
            Option("decline", "Decline", (), Action(ActionKind.PASS)),)
        pick = yield from g.ask(other, DecisionKind.CHOOSE, f"Player {p + 1} asks you to play an action card",
                                opts, auto_single=False)
        if pick.action is not None and pick.action.kind is ActionKind.PLAY and pick.action.card is not None:
            cid = pick.action.card
            idx = next(i for c, i in cards if c == cid)
            yield from play_card(g, cid, other, ability_index=idx)
    else:  # pragma: no cover - options come from turn_options
        raise ValueError(f"unknown turn option {option.key!r}")


def basic_attack(g: Game, p: int, attacker: int) -> Gen[None]:
    """Hero basic attack, or an ally attack followed by its consequential damage."""
    target = yield from g.choose_card(p, f"{g.card_title(attacker)} attacks: choose an enemy",
                                      attackable_enemies(g, p), source=attacker, purpose="attack",
                                      amount=g.stat(attacker, "attack"))
    assert target is not None
    g.exhaust(attacker)
    amount = g.stat(attacker, "attack") or 0
    g.log(f"{g.card_title(attacker)} attacks {g.card_title(target)} for {amount}.")
    replaced = has_status(g, attacker, "stunned")  # a stunned ally's attack is replaced: no consequential damage
    yield from player_attack(g, attacker, target, amount, p, basic=True)
    if g.facts(attacker).type_code == "ally" and not replaced:
        yield from consequential_damage(g, attacker, "attack_cost")


def basic_thwart(g: Game, p: int, thwarter: int) -> Gen[None]:
    schemes = [s for s in thwartable_schemes(g, p) if g.state.cards[s].threat > 0]
    if not schemes:  # only reachable when confused: the thwart attempt just discards the status card
        schemes = thwartable_schemes(g, p) or g.schemes()
    target = yield from g.choose_card(p, f"{g.card_title(thwarter)} thwarts: choose a scheme", schemes,
                                      source=thwarter, purpose="thwart",
                                      amount=g.stat(thwarter, "thwart"))
    assert target is not None
    g.exhaust(thwarter)
    amount = g.stat(thwarter, "thwart") or 0
    g.log(f"{g.card_title(thwarter)} thwarts {g.card_title(target)} for {amount}.")
    replaced = has_status(g, thwarter, "confused")  # a confused ally's thwart is replaced: no consequential damage
    yield from player_thwart(g, thwarter, target, amount, p, basic=True)
    if g.facts(thwarter).type_code == "ally" and not replaced:
        yield from consequential_damage(g, thwarter, "thwart_cost")

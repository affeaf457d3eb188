"""Threat: placing it, removing it, side schemes defeated, the main scheme advancing.

Rules Reference: "Threat", "Main Scheme", "Side Scheme", "Crisis" icon (no threat removed from the main
scheme while a crisis side scheme is in play), "Acceleration" icons and tokens, "Hinder X", "Patrol".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.events import EventKind

from . import events as ev
from .abilities import Ctx, Gen
from .events import Event
from .state import MAIN_SCHEME
from .timing import occur

if TYPE_CHECKING:
    from .game import Game


def threat_value(g: Game, scheme: int, field: str) -> int:
    """A scheme's threat, base threat or escalation threat, multiplied per player unless fixed."""
    f = g.facts(scheme)
    value = getattr(f, field) or 0
    if value < 0:
        value = g.state.flags.get(f"x:{scheme}:{field}", 0)
    if not getattr(f, f"{field}_fixed", False):
        value *= g.player_count()
    return value


def target_threat(g: Game, scheme: int) -> int:
    """The main scheme's target threat: its printed value per player (unless fixed), then any modifiers."""
    from .values import fold, modifiers

    return fold(threat_value(g, scheme, "threat"), modifiers(g, scheme, "threat"))


def crisis_in_play(g: Game) -> bool:
    return any(g.facts(s).scheme_crisis for s in g.side_schemes())


def acceleration(g: Game) -> int:
    """Threat added in villain phase step 1 beyond the escalation threat: icons and tokens (Rules Reference
    "Acceleration Token": one per token in play, those by the main scheme and those a side scheme holds)."""
    tokens = sum(g.state.cards[s].acceleration for s in g.schemes())
    icons = sum(g.facts(s).scheme_acceleration for s in g.schemes())
    return tokens + icons


def place_threat(g: Game, scheme: int, amount: int, source: int | None, *, enemy_scheme: bool = False) -> Gen[int]:
    if amount <= 0 or not g.is_in_play(scheme):
        return 0
    e = Event(ev.THREAT_PLACED, source=source, target=scheme, amount=amount,
              data={"enemy_scheme": enemy_scheme, "placed": 0}, player=g.current_player())

    def apply(e: Event) -> Gen[None]:
        if e.amount <= 0:
            return
        g.state.cards[scheme].threat += e.amount
        e.data["placed"] = e.amount
        g.emit(EventKind.THREAT_PLACED, f"{e.amount} threat is placed on {g.card_title(scheme)}.", card=source,
               target=scheme, amount=e.amount)
        yield from check_main_scheme(g)

    yield from occur(g, e, apply)
    return int(e.data["placed"]) if not e.cancelled else 0


def threat_locked(g: Game, scheme: int) -> bool:
    """"Threat cannot be removed from this scheme" (e.g. Countdown to Oblivion)."""
    from .combat import has_rule

    return has_rule(g, scheme, "threat_cannot_be_removed")


def can_remove_threat(g: Game, scheme: int) -> bool:
    if g.state.cards[scheme].threat <= 0 or threat_locked(g, scheme):
        return False
    return not (g.state.cards[scheme].zone[0] == MAIN_SCHEME and crisis_in_play(g))


def thwartable_schemes(g: Game, player: int) -> list[int]:
    """Schemes the player can remove threat from (crisis and patrol respected)."""
    patrol = any(g.has_keyword(m, "patrol") for m in g.minions(player))
    out = []
    for s in g.schemes():
        if g.state.cards[s].zone[0] == MAIN_SCHEME and (patrol or crisis_in_play(g)):
            continue
        if threat_locked(g, s):
            continue
        out.append(s)
    return out


def remove_threat(g: Game, scheme: int, amount: int, source: int | None, *, by_player: int | None = None) -> Gen[int]:
    if amount <= 0 or not g.is_in_play(scheme) or not can_remove_threat(g, scheme):
        return 0
    e = Event(ev.THREAT_REMOVED, source=source, target=scheme, amount=amount, player=by_player,
              data={"removed": 0})

    def apply(e: Event) -> Gen[None]:
        c = g.state.cards[scheme]
        n = min(e.amount, c.threat)
        c.threat -= n
        e.data["removed"] = n
        g.emit(EventKind.THREAT_REMOVED, f"{n} threat is removed from {g.card_title(scheme)}.", card=source,
               target=scheme, player=by_player, amount=n)
        if c.threat == 0 and g.facts(scheme).type_code == "side_scheme":
            yield from defeat_side_scheme(g, scheme, by_player)

    yield from occur(g, e, apply)
    return int(e.data["removed"]) if not e.cancelled else 0


def defeat_side_scheme(g: Game, scheme: int, by_player: int | None) -> Gen[None]:
    from .zones import discard_card, leave_play

    e = Event(ev.DEFEATED, target=scheme, player=by_player, data={"type": "side_scheme"})

    def apply(e: Event) -> Gen[None]:
        g.emit(EventKind.DEFEATED, f"{g.card_title(scheme)} is defeated.", target=scheme, player=by_player)
        wd = g.script(scheme).when_defeated
        if wd is not None:
            yield from wd.resolve(Ctx(g, scheme, None, e))
        if g.facts(scheme).has_keyword("victory"):
            leave_play(g, scheme, ("victory", None))
        else:
            discard_card(g, scheme)
        # Its constant abilities end with it: hit points it gave (The "Immortal" Klaw) are lost at once (the
        # defeat check after every occurrence, in timing.occur).

    yield from occur(g, e, apply)


def check_main_scheme(g: Game) -> Gen[None]:
    """Threat at or above the main scheme's target completes the stage: advance, or the players lose."""
    from .game import GameOver
    from .setup import reveal_main_scheme_stage

    main = g.main_scheme()
    if main is None or g.facts(main).threat is None:  # an A side being resolved has no threat target yet
        return
    if g.state.cards[main].threat < target_threat(g, main):
        return
    completed = g.script(main).when_completed
    if completed is not None:
        yield from completed.resolve(Ctx(g, main, None))
    deck = g.state.zone("main_scheme_deck")
    if not deck:
        raise GameOver("loss", f"the threat on {g.card_title(main)} reached its target")
    g.emit(EventKind.FLIPPED, f"{g.card_title(main)} is completed: the main scheme advances.", card=deck[0],
           data={"from_card": main})
    acc = g.state.cards[main].acceleration
    nxt = deck[0]
    from .zones import remove_from_game

    remove_from_game(g, main)
    g.state.move(nxt, (MAIN_SCHEME, None))
    g.state.cards[nxt].acceleration = acc  # acceleration tokens stay when a main scheme leaves play
    yield from reveal_main_scheme_stage(g, nxt)

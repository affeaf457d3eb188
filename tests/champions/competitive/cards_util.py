"""Building precise competitive states for the card tests: a started game, cards put where a test needs them, and
procedures driven by hand (each decision answered by a chooser)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from mcdesk.core.decisions import Decision
from mcdesk.games.champions.competitive.area import AreaGame
from mcdesk.games.champions.competitive.game import CompetitiveGame
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.encounter import reveal
from mcdesk.games.champions.engine.state import ENCOUNTER_DECK, FACEDOWN_ENCOUNTER, VILLAIN_AREA

from .conftest import competitive_setup, started

Chooser = Callable[[Decision], str]


def game(reg: str = "iron_man", res: str = "captain_america", players: int = 1, seed: int = 1) -> CompetitiveGame:
    """Set up, every mulligan kept; the registration team's first hero phase is about to be played (area 0)."""
    return started(CompetitiveGame(competitive_setup(players, reg, res), seed))


def first(d: Decision) -> str:
    return d.options[0].key


def passing(d: Decision) -> str:
    """Pass every optional ability (players' interrupts stay out of the way); else the first option."""
    return "pass" if d.option("pass") else d.options[0].key


def drive(proc: Generator[Any, Any, Any], choose: Chooser = first) -> tuple[Any, list[Decision]]:
    """Run a procedure to its end, each decision answered by ``choose``; (its result, the decisions asked)."""
    asked: list[Decision] = []
    try:
        d = next(proc)
        while True:
            asked.append(d)
            d = proc.send(choose(d))
    except StopIteration as stop:
        return stop.value, asked


def card_of(area: AreaGame, code: str) -> int:
    """A card of ``area`` with this code (one not in play first), made in the encounter deck when there is none."""
    ids = [c.id for c in area.state.cards.values() if c.code == code]
    ids.sort(key=lambda c: area.is_in_play(c))
    if ids:
        return ids[0]
    return area.state.new_card(code, None, (ENCOUNTER_DECK, None)).id


def on_top(area: AreaGame, code: str) -> int:
    """A card of ``code`` put on top of the area's encounter deck."""
    cid = card_of(area, code)
    area.state.cards[cid].attached_to = None
    area.state.move(cid, (ENCOUNTER_DECK, None), top=True)
    area.state.cards[cid].face_down = True
    return cid


def reveal_card(area: AreaGame, code: str, player: int = 0, choose: Chooser = first) -> tuple[int, list[Decision]]:
    """Reveal an encounter card of ``code`` for ``player`` (dealt facedown first)."""
    cid = card_of(area, code)
    area.state.move(cid, (FACEDOWN_ENCOUNTER, player), top=False)
    _, asked = drive(reveal(area, cid, player), choose)
    return cid, asked


def resolve_ability(area: AreaGame, cid: int, index: int = 0, player: int = 0,
                    choose: Chooser = first) -> list[Decision]:
    """Resolve ability ``index`` of card ``cid``'s script (its effect only: costs are the engine's usual ones)."""
    a = area.script(cid).abilities[index]
    _, asked = drive(a.effect.resolve(Ctx(area, cid, player)), choose)
    return asked


def clear_side_schemes(area: AreaGame) -> None:
    """Take the side schemes (Choosing Sides caps the leader's damage) out of the way."""
    for s in area.side_schemes():
        area.state.move(s, ("removed", None))


def attach(area: AreaGame, code: str, host: int) -> int:
    cid = card_of(area, code)
    area.state.move(cid, (VILLAIN_AREA, None), top=False)
    area.state.cards[cid].face_down = False
    area.state.cards[cid].attached_to = host
    return cid


def set_form(area: AreaGame, player: int, form: str) -> int:
    """Turn ``player``'s identity card to ``form`` ("hero" or "alter_ego"); its id."""
    ident = area.identity(player)
    if area.form(player) != form:
        card = area.state.cards[ident]
        back = area.facts(ident).back_link
        card.code = back if back is not None else card.code[:-1] + "a"
    assert area.form(player) == form
    return ident

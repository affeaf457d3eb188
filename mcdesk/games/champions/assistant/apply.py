"""Applying a checked report under the rules: the engine's own procedures do the work (tough absorbs damage,
stunned and confused replace an attack or a thwart, retaliate hits back, overkill carries on, defeats and
villain stages follow), so a report changes the game exactly as the same card would in a digital game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.events import EventKind

from ..engine.abilities import Gen
from ..engine.combat import (
    check_all_defeats,
    consequential_damage,
    deal_damage,
    defeat,
    give_status,
    has_status,
    heal,
    player_attack,
    player_thwart,
)
from ..engine.encounter import put_minion_into_play
from ..engine.players import flip_identity
from ..engine.schemes import remove_threat
from ..engine.state import PLAY
from ..engine.zones import discard_card
from .reports import Report, ReportKind

if TYPE_CHECKING:
    from ..engine.game import Game


def describe(g: Game, r: Report) -> str:
    """The report in the game's words (the log line that opens it)."""
    who = f"Player {r.player + 1}"
    card = g.card_title(r.card) if r.card is not None else ""
    src = g.card_title(r.source) if r.source is not None else ""
    flags = ", ".join(f for f in ("piercing", "overkill", "ranged") if getattr(r, f))
    flags = f" ({flags})" if flags else ""
    if r.kind is ReportKind.DAMAGE:
        if r.attack or r.basic:
            return f"{who} reports: {src} attacks {card} for {r.amount}{flags}."
        return f"{who} reports: {r.amount} damage to {card}{flags}" + (f" from {src}." if src else ".")
    if r.kind is ReportKind.THWART:
        by = f"{src} thwarts" if src else "a card removes"
        return f"{who} reports: {by} {r.amount} threat from {card}."
    if r.kind is ReportKind.ALLY:
        return f"{who} reports: {g.db.card(r.code).name} enters play."
    if r.kind is ReportKind.DEFEATED:
        return f"{who} reports: {card} is defeated."
    if r.kind is ReportKind.DISCARD:
        return f"{who} reports: {card} is discarded."
    if r.kind is ReportKind.STATUS:
        return f"{who} reports: {card} {'is given' if r.amount > 0 else 'loses'} a {r.status} status card."
    if r.kind is ReportKind.FORM:
        return f"{who} reports: a change of form."
    if r.kind is ReportKind.HIT_POINTS:
        return f"{who} reports: {card} {'heals' if r.amount > 0 else 'loses'} {abs(r.amount)} hit points."
    return f"{who} reports: {card} is put into play engaged with them."


def apply_report(g: Game, r: Report) -> Gen[None]:
    """Carry out a report that :func:`~mcdesk.games.champions.assistant.checks.check` allowed."""
    g.log(describe(g, r), kind="report")
    yield from _APPLY[r.kind](g, r)
    yield from check_all_defeats(g)


def _damage(g: Game, r: Report) -> Gen[None]:
    assert r.card is not None
    if not (r.attack or r.basic):
        yield from deal_damage(g, r.card, r.amount, r.source, by_player=r.player, overkill=r.overkill,
                               piercing=r.piercing)
        return
    assert r.source is not None
    replaced = has_status(g, r.source, "stunned")
    if r.basic:
        g.exhaust(r.source)
    yield from player_attack(g, r.source, r.card, r.amount, r.player, basic=r.basic, overkill=r.overkill,
                             piercing=r.piercing, ranged=r.ranged)
    if r.basic and not replaced and g.facts(r.source).type_code == "ally":
        yield from consequential_damage(g, r.source, "attack_cost")


def _thwart(g: Game, r: Report) -> Gen[None]:
    assert r.card is not None
    if r.source is None:
        yield from remove_threat(g, r.card, r.amount, None, by_player=r.player)
        return
    replaced = has_status(g, r.source, "confused")
    if r.basic:
        g.exhaust(r.source)
    yield from player_thwart(g, r.source, r.card, r.amount, r.player, basic=r.basic)
    if r.basic and not replaced and g.facts(r.source).type_code == "ally":
        yield from consequential_damage(g, r.source, "thwart_cost")


def _ally(g: Game, r: Report) -> Gen[None]:
    card = g.state.new_card(r.code, r.player, (PLAY, r.player))
    if g.facts(card.id).has_keyword("toughness"):
        card.tough = 1
    yield from ()


def _defeated(g: Game, r: Report) -> Gen[None]:
    assert r.card is not None
    yield from defeat(g, r.card, by_player=r.player)


def _discard(g: Game, r: Report) -> Gen[None]:
    assert r.card is not None
    discard_card(g, r.card)
    yield from ()


def _status(g: Game, r: Report) -> Gen[None]:
    assert r.card is not None
    if r.amount > 0:
        give_status(g, r.card, r.status)
    else:
        c = g.state.cards[r.card]
        setattr(c, r.status, getattr(c, r.status) - 1)
        g.emit(EventKind.STATUS, card=r.card, amount=-1, data={"status": r.status})
    yield from ()


def _form(g: Game, r: Report) -> Gen[None]:
    yield from flip_identity(g, r.player, by_choice=True)


def _hit_points(g: Game, r: Report) -> Gen[None]:
    assert r.card is not None
    if r.amount < 0:
        yield from deal_damage(g, r.card, -r.amount, None)
    else:
        yield from heal(g, r.card, r.amount)


def _minion(g: Game, r: Report) -> Gen[None]:
    assert r.card is not None
    if not (yield from put_minion_into_play(g, r.card, r.player)):
        g.log(f"{g.card_title(r.card)} is unique and already in play: it does not enter play.")


_APPLY = {
    ReportKind.DAMAGE: _damage, ReportKind.THWART: _thwart, ReportKind.ALLY: _ally, ReportKind.DEFEATED: _defeated,
    ReportKind.DISCARD: _discard, ReportKind.STATUS: _status, ReportKind.FORM: _form,
    ReportKind.HIT_POINTS: _hit_points, ReportKind.MINION: _minion,
}

__all__ = ["apply_report", "describe"]

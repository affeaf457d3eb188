"""Faces of the cards a pending decision names that the table does not list (no Qt; built in the worker thread).

A search ("search your deck for an upgrade", a Setup search of the encounter deck, "look at the top 3 cards")
offers cards that lie in a deck, set aside or in some other zone the table view does not list: the table has
no :class:`~mcdesk.table.view_model.CardView` for them, so the window could name them but not show them. The
engine bridge adds a card view for each to the :class:`~mcdesk.app.engine_bridge.EngineView` it sends
(:func:`decision_cards`), so that the card picker (:mod:`.card_picker`) can show their faces.

Only the answering player is shown these cards, as the game itself shows them to that player (the option
labels already name them). A card in a hand is never added: another player's hand may be hidden from the view
on purpose (:mod:`.private_hands`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from mcdesk.core.decisions import Decision
from mcdesk.table.view_model import CardView, TableView, player_zone

if TYPE_CHECKING:
    from .game_kinds import GameKind

NONE: Mapping[int, CardView] = MappingProxyType({})


def champions_card(game: Any, cid: int, prefix: str = "", seats: tuple[int, ...] | None = None) -> CardView | None:
    c = game.state.cards.get(cid)
    if c is None:
        return None
    zname, player = c.zone
    if zname == "hand":
        return None
    seat = player if seats is None or player is None or not 0 <= player < len(seats) else seats[player]
    if seat is not None and zname in ("deck", "discard"):
        zone = player_zone(seat, zname)
    elif seat is None and zname in ("encounter_deck", "encounter_discard", "set_aside", "removed", "victory"):
        zone = prefix + zname
    else:
        zone = ""  # a zone the table has no pile for (a nemesis set, the villain's later stages)
    f = game.facts(cid)
    return CardView(id=cid, code=c.code, name=game.card_title(cid), type_code=f.type_code, zone=zone,
                    owner=None if c.owner is None else seat, back="player" if c.owner is not None else "encounter",
                    landscape=f.type_code in ("main_scheme", "side_scheme"))


def competitive_card(game: Any, cid: int) -> CardView | None:
    for n, area in enumerate(game.areas):
        if cid in area.state.cards:
            seats = tuple(game.seat(n, p) for p in range(len(area.state.players)))
            return champions_card(area, cid, f"a{n}:", seats)
    return None


def vs_card(game: Any, cid: int) -> CardView | None:
    from mcdesk.games.vs.view import card_view

    if cid not in game.state.cards or game.zone_kind(cid) == "hand":
        return None
    zone = game.card(cid).zone  # "p0:deck", as the table's zone keys
    return card_view(game, cid, zone)


def legendary_card(game: Any, cid: int) -> CardView | None:
    c = game.state.cards.get(cid)
    if c is None or c.zone.startswith("hand:"):
        return None
    name, _, player = c.zone.partition(":")
    zone = player_zone(int(player), name) if player.isdigit() else c.zone
    f = game.facts(cid)
    return CardView(id=cid, code=c.code, name=f.name, type_code=str(f.kind), zone=zone, back="legendary")


def decision_cards(kind: GameKind, game: Any, table: TableView, d: Decision | None) -> Mapping[int, CardView]:
    """A card view for every card an option of ``d`` names that ``table`` does not list (each game's kind
    builds its own: :meth:`~.game_kinds.GameKind.offstage_card`)."""
    if d is None:
        return NONE
    out: dict[int, CardView] = {}
    for o in d.options:
        ids = o.cards or ((o.action.card,) if o.action is not None and o.action.card is not None else ())
        for cid in ids:
            if cid in table.cards or cid in out:
                continue
            try:
                card = kind.offstage_card(game, cid)
            except (KeyError, AttributeError, ValueError):  # a card the game cannot describe: no face, its label
                card = None
            if card is not None:
                out[cid] = card
    return MappingProxyType(out) if out else NONE

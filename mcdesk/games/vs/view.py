"""The Vs. System on the table: zones, labels, arrangement, and the :class:`~mcdesk.table.view_model.TableView`
builder (no Qt).

Per player n: ``p<n>:front`` and ``p<n>:back`` (the characters that player controls in the front and back row,
main character included; 2-headed teammates' shared rows are shown split by controller), ``p<n>:resource`` (the
resource row), ``p<n>:aside`` (the other level of the main character, with its XP), ``p<n>:deck``,
``p<n>:hand`` and ``p<n>:ko`` (the KO pile, face up, top first). Exhausted characters are turned, stunned ones
are face down; wounds, +1/+1, -1/-1 and XP counters are tokens; frozen and nullified are status chips.
Face-down resources are drawn face down (only their owner may look at them).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from ...core.decisions import ActionKind, Option
from ...table.view_model import (
    HAND,
    PILE,
    ROW,
    Arrangement,
    CardView,
    PlayerView,
    TableView,
    ZoneSlot,
    ZoneView,
    player_zone,
    split_zone,
)

if TYPE_CHECKING:
    from .engine.game import Game

PLAYER_ZONES = ("front", "back", "resource", "aside", "deck", "hand", "ko")
ZONE_LABELS = {"front": "Front row", "back": "Back row", "resource": "Resource row", "aside": "Level 2",
               "deck": "Deck", "hand": "Hand", "ko": "KO pile"}
ARRANGEMENT = Arrangement(
    player_rows=(
        (ZoneSlot("front", 3.0, grow=3),),
        (ZoneSlot("back", 3.0, grow=3), ZoneSlot("aside")),
        # resources overlap sooner than characters (a row of mostly face-down cards): the cards grow instead
        (ZoneSlot("deck"), ZoneSlot("ko"), ZoneSlot("hand"), ZoneSlot("resource", 2.0, grow=2)),
    ),
    hand="hand",
)


def _kind(name: str) -> str:
    return PILE if name in ("deck", "ko") else HAND if name == "hand" else ROW


def card_view(game: Game, cid: int, zone: str) -> CardView:
    c = game.card(cid)
    f = game.facts(cid)
    in_play = game.in_play(cid)
    hidden_resource = game.zone_kind(cid) == "resource" and c.face_down
    tokens: list[tuple[str, int]] = [("wound", c.wounds), ("+1/+1", c.plus), ("-1/-1", c.minus), ("xp", c.xp)]
    statuses: list[str] = []
    if in_play:
        if c.stunned:
            statuses.append("stunned")
        if c.frozen:
            statuses.append("frozen")
        if any(e.kind == "lose_powers" and e.card == cid for e in game.state.effects):
            statuses.append("nullified")
    stats: tuple[tuple[str, int], ...] = ()
    if in_play:
        a, d = game.stats(cid)
        stats = (("attack", a), ("defense", d))
    return CardView(
        id=cid, code="" if hidden_resource else c.code, name="a face-down resource" if hidden_resource else f.name,
        type_code=f.type, zone=zone, owner=c.owner, controller=c.controller, exhausted=c.exhausted and in_play,
        face_down=(c.stunned and in_play) or hidden_resource, statuses=tuple(statuses),
        hp=(f.health - c.wounds) if in_play else None, max_hp=f.health if in_play else None, stats=stats,
        extra_tokens=tuple(t for t in tokens if t[1]),
        shown_stats=("attack", "defense") if stats else (),
        stage=f"level {f.level}" if f.level else None,
    )


def table_view(game: Game) -> TableView:
    """What the table shows of ``game`` now."""
    s = game.state
    cards: dict[int, CardView] = {}
    zones: list[ZoneView] = []
    for pl in s.players:
        p = pl.index
        lists: dict[str, list[int]] = {
            "front": [c for c in game.characters(pl.side, "front") if game.card(c).controller == p],
            "back": [c for c in game.characters(pl.side, "back") if game.card(c).controller == p],
            "resource": game.resources(p),
            "aside": game.zone_cards(game.pz(p, "aside")),
            "deck": game.deck(p),
            "hand": game.hand(p),
            "ko": list(reversed(game.ko_pile(p))),
        }
        for name in PLAYER_ZONES:
            key = player_zone(p, name)
            ids = lists[name]
            listed = () if name == "deck" else tuple(ids)
            for cid in listed:
                cards[cid] = card_view(game, cid, key)
            back = "player" if name in ("deck", "hand") else None
            zones.append(ZoneView(key, ZONE_LABELS[name], _kind(name), p, listed, len(ids), back))
    players = []
    for pl in s.players:
        m = pl.main
        if m < 0:  # setup: the main character is not in play yet (the table names the one the deck brings)
            from .cards.facts import all_facts

            f = all_facts()[game.setup.players[pl.index].main]
            players.append(PlayerView(pl.index, pl.name, -1, f.name, form=f"level {f.level}", hand=len(
                game.hand(pl.index)), deck=len(game.deck(pl.index)), discard=len(game.ko_pile(pl.index))))
            continue
        f = game.facts(m)
        players.append(PlayerView(
            pl.index, pl.name, m, f.name, form=f"level {f.level}", hp=f.health - game.card(m).wounds,
            max_hp=f.health, hand=len(game.hand(pl.index)), deck=len(game.deck(pl.index)),
            discard=len(game.ko_pile(pl.index)), eliminated=pl.out or pl.main_ko))
    return TableView(
        cards=MappingProxyType(cards), zones=tuple(zones), players=tuple(players), arrangement=ARRANGEMENT,
        first_player=s.first_player, active_player=s.active,
        deciding_player=game.pending.player if game.pending else None, round=s.turn,
        phase=f"{s.phase} {s.step}".strip(), result=s.result, result_reason=s.reason,
    )


def attack_arrows(game: Game) -> tuple[tuple[int, int], ...]:
    """(attacker, defender) pairs of the combat going on, for the table's attack arrows."""
    cb = game.state.combat
    if cb is None or cb.defender < 0:
        return ()
    return tuple((a, cb.defender) for a in cb.attackers)


ROWS = ("front", "back")


def drop_zone(option: Option, table: TableView, player: int) -> str | None:
    """The zone a card is dropped on to give ``option`` (``player`` answers): the row a character is recruited
    to or a main character starts in, the resource row for a resource or a location, the other row for a
    character moved in the formation step. None: the option puts its card nowhere in particular."""
    a = option.action
    if a is None:
        return None
    card = a.card if a.card is not None else option.cards[0] if len(option.cards) == 1 else None
    c = table.cards.get(card) if card is not None else None
    owner = c.owner if c is not None and c.owner is not None else player
    if a.kind is ActionKind.PLAY and a.choice in ROWS:  # recruit to that row
        return player_zone(owner, a.choice)
    if a.kind is ActionKind.PLAY and a.choice in ("resource", "location"):
        return player_zone(owner, "resource")
    if a.kind is ActionKind.CHOOSE and a.choice in ROWS and c is not None:  # the main character's first row
        return player_zone(owner, a.choice)
    if a.kind is ActionKind.CHOOSE and a.choice == "move" and c is not None:  # formation: to the other row
        seat, row = split_zone(c.zone)
        if seat is None or row not in ROWS:
            return None
        return player_zone(seat, ROWS[1 - ROWS.index(row)])
    return None

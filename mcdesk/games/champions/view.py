"""Marvel Champions on the table: the zones, their labels and arrangement, and the builder of the
:class:`~mcdesk.table.view_model.TableView` from a :class:`~mcdesk.games.champions.engine.game.Game` (no Qt).

:func:`table_view` reads a game once and keeps only plain values, so it can run in the engine's worker
thread.

Table zones (``ZoneView.key``)::

    villain row   encounter_deck, encounter_discard, villain, main_scheme, side_schemes, environments,
                  boost, victory, removed (from the game), set_aside
    per player n  p<n>:deck, p<n>:discard, p<n>:hand, p<n>:engaged (minions), p<n>:encounter (facedown
                  encounter cards, obligations), p<n>:identity, p<n>:allies, p<n>:supports, p<n>:upgrades

Drawn (:data:`ARRANGEMENT`) as the villain row, then each player's area with a front row (deck, discard,
another player's hand as a pile, engaged minions, facedown encounter cards: "in front of" the player,
towards the villain) and a back row (identity, allies, supports, upgrades), and the answering player's hand
along the bottom. Piles (decks, discard piles, the victory display) give a ``count``; a deck lists no cards
(they are secret), a discard pile lists its cards top first.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING

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

STAT_NAMES = ("attack", "thwart", "defense", "recover", "scheme")
CHARACTER_TYPES = frozenset({"hero", "alter_ego", "villain", "minion", "ally"})
IDENTITY_TYPES = frozenset({"hero", "alter_ego"})
SCHEME_TYPES = frozenset({"main_scheme", "side_scheme"})

VILLAIN_ZONES = (
    "encounter_deck", "encounter_discard", "villain", "main_scheme", "side_schemes", "environments", "boost",
    "victory", "removed", "set_aside",
)
PLAYER_ZONES = ("deck", "discard", "hand", "engaged", "encounter", "identity", "allies", "supports", "upgrades")
ZONE_LABELS = {
    "encounter_deck": "Encounter", "encounter_discard": "Enc. discard", "villain": "Villain",
    "main_scheme": "Main scheme", "side_schemes": "Side schemes", "environments": "Environment",
    "boost": "Boost", "victory": "Victory", "deck": "Deck", "discard": "Discard", "hand": "Hand",
    "engaged": "Engaged minions", "encounter": "Encounter cards", "identity": "Identity", "allies": "Allies",
    "supports": "Supports", "upgrades": "Upgrades", "removed": "Removed", "set_aside": "Set aside",
}
PILES = frozenset({"encounter_deck", "encounter_discard", "victory", "deck", "discard", "removed", "set_aside"})
BACKS = {"encounter_deck": "encounter", "deck": "player", "hand": "player"}
"""The back a zone of unseen cards shows."""

_R = 88 / 63  # a card's height over its width: room for one exhausted card, or one scheme
_G = 0.1  # the gap between two cards (layout.GAP)
ARRANGEMENT = Arrangement(
    shared_rows=((
        ZoneSlot("encounter_deck", 1.3), ZoneSlot("encounter_discard", 1.3), ZoneSlot("villain"),
        ZoneSlot("main_scheme", _R), ZoneSlot("side_schemes", 2 * _R + _G, grow=3), ZoneSlot("environments", grow=1),
        ZoneSlot("boost", grow=1), ZoneSlot("victory", 1.3), ZoneSlot("removed"), ZoneSlot("set_aside"),
    ),),
    player_rows=(
        (ZoneSlot("deck"), ZoneSlot("discard"), ZoneSlot("hand"), ZoneSlot("engaged", 2 + _G, grow=3),
         ZoneSlot("encounter", grow=1)),
        (ZoneSlot("identity"), ZoneSlot("allies", 2 + _G, grow=3), ZoneSlot("supports", grow=2),
         ZoneSlot("upgrades", grow=2)),
    ),
    hand="hand",
)


def zone_kind(name: str) -> str:
    """ROW, PILE or HAND for a zone name (without its "p<n>:")."""
    return PILE if name in PILES else HAND if name == "hand" else ROW


def leader_set_codes(game: Game) -> frozenset[str]:
    """The sets of the Civil War leaders. A player's card of one of them with the basic aspect was earned through
    Choosing Sides (rulebook, "Leader-Specific Basic Cards": set aside at setup, never in a deck otherwise), and
    the table marks it so."""
    facts = game.db.facts
    held = _LEADER_SETS.get(id(facts))
    if held is None or held[0] is not facts:  # a database is read once (a few exist in a session)
        sets = frozenset(f.set_code for f in facts.values() if f.leader and f.set_code)
        held = _LEADER_SETS[id(facts)] = (facts, sets)
    return held[1]


_LEADER_SETS: dict[int, tuple[object, frozenset[str]]] = {}


def table_view(game: Game, *, prefix: str = "", seats: Sequence[int] | None = None) -> TableView:
    """What the table shows of ``game`` now.

    For one game area of a two-sided table (Civil War competitive mode, see
    :mod:`mcdesk.games.champions.competitive_view`): ``prefix`` goes before the shared zones' keys ("a1:" ->
    "a1:villain") and ``seats`` gives each of the game's players its seat at the table (player n is
    ``seats[n]`` in the zone keys, the players, owners, controllers and the first, active and deciding
    player)."""
    from .engine import state as st
    from .engine.schemes import target_threat
    from .engine.values import max_hit_points

    s = game.state
    cards: dict[int, CardView] = {}
    zone_cards: dict[str, list[int]] = {}

    def seat(player: int | None) -> int | None:
        if player is None or seats is None or not 0 <= player < len(seats):
            return player
        return seats[player]

    def mine(player: int) -> int:
        out = seat(player)
        assert out is not None
        return out

    def shared(name: str) -> str:
        return prefix + name

    def category(cid: int) -> str:
        """The table zone of a card that is not an attachment."""
        c = s.cards[cid]
        zname, player = c.zone
        t = game.facts(cid).type_code
        if zname == st.VILLAIN:
            return shared("villain")
        if zname == st.MAIN_SCHEME:
            return shared("main_scheme")
        if zname == st.VILLAIN_AREA:
            return shared("side_schemes" if t == "side_scheme" else "environments")
        if zname == st.BOOST:
            return shared("boost")
        if zname == st.ENCOUNTER_DISCARD:
            return shared("encounter_discard")
        if zname == st.VICTORY:
            return shared("victory")
        if zname == st.REMOVED:
            return shared("removed")
        if zname == st.SET_ASIDE:
            return shared("set_aside")
        assert player is not None
        player = mine(player)
        if zname == st.HAND:
            return player_zone(player, "hand")
        if zname == st.DISCARD:
            return player_zone(player, "discard")
        if zname == st.FACEDOWN_ENCOUNTER:
            return player_zone(player, "encounter")
        # in play in a player's area
        name = {
            "hero": "identity", "alter_ego": "identity", "ally": "allies", "support": "supports",
            "upgrade": "upgrades", "minion": "engaged", "obligation": "encounter", "side_scheme": "encounter",
            "treachery": "encounter", "attachment": "encounter", "environment": "encounter",
        }.get(t, "supports")
        return player_zone(player, name)

    def is_attachment(cid: int) -> bool:
        c = s.cards[cid]
        host = c.attached_to
        return (
            host is not None and c.zone[0] in st.IN_PLAY_ZONES and host in s.cards
            and s.cards[host].zone[0] in st.IN_PLAY_ZONES and host != cid
        )

    def host_zone(cid: int) -> str:
        seen = set()
        while is_attachment(cid) and cid not in seen:
            seen.add(cid)
            host = s.cards[cid].attached_to
            assert host is not None
            cid = host
        return category(cid)

    hidden_sets = set(game.setup.modular_sets) if game.setup.random_scenario else set()
    leader_sets = leader_set_codes(game)

    def unrevealed(cid: int) -> bool:
        """Civil War rulebook, "Random Scenario Creation": a random scenario's modular sets stay unknown until
        their cards are revealed, so a card of one set aside (not yet in play) is shown by its back."""
        return s.cards[cid].zone[0] == st.SET_ASIDE and game.facts(cid).set_code in hidden_sets

    def card_view(cid: int, zone: str) -> CardView:
        c = s.cards[cid]
        f = game.facts(cid)
        if unrevealed(cid):
            return CardView(id=cid, code="", name="Encounter card (unknown set)", type_code="encounter",
                            zone=zone, owner=None, controller=None, face_down=True, back="encounter")
        in_play = c.zone[0] in st.IN_PLAY_ZONES
        hp = max_hp = target = None
        stats: tuple[tuple[str, int], ...] = ()
        changed: tuple[str, ...] = ()
        if in_play and not (c.face_down and f.type_code not in CHARACTER_TYPES):
            if f.type_code in CHARACTER_TYPES:
                max_hp = max_hit_points(game, cid)
                hp = game.hit_points(cid)
            vals = []
            for name in STAT_NAMES:
                v = game.stat(cid, name)
                if v is not None:
                    vals.append((name, v))
            stats = tuple(vals)
            # the printed face shows the printed values: a value changed by a modifier is drawn on the card
            changed = tuple(n for n, v in vals if getattr(f, n, None) is not None and v != getattr(f, n))[:2]
            if f.type_code == "main_scheme" and c.zone[0] == st.MAIN_SCHEME:
                target = target_threat(game, cid)
        statuses: list[str] = []
        for name in st.STATUSES:
            statuses += [name] * getattr(c, name)
        form = None
        if f.type_code in IDENTITY_TYPES:
            form = f.type_code
        return CardView(
            id=cid, code=c.code, name=game.card_title(cid), type_code=f.type_code, zone=zone, owner=seat(c.owner),
            controller=seat(c.controller), exhausted=c.exhausted, face_down=c.face_down, damage=c.damage,
            threat=c.threat, counters=c.counters, acceleration=c.acceleration, statuses=tuple(statuses),
            attached_to=c.attached_to if is_attachment(cid) else None, engaged_with=seat(c.engaged_with), hp=hp,
            max_hp=max_hp, threat_target=target, stage=f.stage, form=form, stats=stats, shown_stats=changed,
            back="player" if c.owner is not None else "encounter",
            landscape=f.type_code in SCHEME_TYPES and not c.face_down,
            marks=("Earned",) if c.owner is not None and f.faction_code == "basic" and f.set_code in leader_sets
            else (),
        )

    shown_global = (st.VILLAIN, st.MAIN_SCHEME, st.VILLAIN_AREA, st.BOOST, st.ENCOUNTER_DISCARD, st.VICTORY,
                    st.REMOVED, st.SET_ASIDE)
    shown_player = (st.HAND, st.DISCARD, st.FACEDOWN_ENCOUNTER, st.PLAY)
    ordered: list[int] = []
    for zname in shown_global:
        ordered += s.zone(zname)
    for p in s.players:
        for zname in shown_player:
            ordered += s.zone(zname, p.index)
    attachments: list[int] = []
    for cid in ordered:
        if is_attachment(cid):
            attachments.append(cid)
            continue
        key = category(cid)
        zone_cards.setdefault(key, []).append(cid)
        cards[cid] = card_view(cid, key)
    for cid in attachments:
        cards[cid] = card_view(cid, host_zone(cid))

    def zone(key: str, player: int | None, count: int | None = None, listed: bool = True) -> ZoneView:
        _, name = split_zone(key)
        name = name.removeprefix(prefix) if prefix else name
        ids = tuple(zone_cards.get(key, ())) if listed else ()
        return ZoneView(key, ZONE_LABELS[name], zone_kind(name), player, ids, len(ids) if count is None else count,
                        BACKS.get(name))

    zones: list[ZoneView] = []
    for name in VILLAIN_ZONES:
        if name == "encounter_deck":
            zones.append(zone(shared(name), None, len(s.zone(st.ENCOUNTER_DECK)), listed=False))
        else:
            zones.append(zone(shared(name), None))
    players: list[PlayerView] = []
    for p in s.players:
        local = p.index
        n = mine(local)
        for name in PLAYER_ZONES:
            key = player_zone(n, name)
            if name == "deck":
                zones.append(zone(key, n, len(s.zone(st.DECK, local)), listed=False))
            else:
                zones.append(zone(key, n))
        ident = p.identity
        setup_name = game.setup.players[local].name if local < len(game.setup.players) else ""
        players.append(PlayerView(
            index=n, name=setup_name or f"Player {n + 1}", identity=ident, identity_name=game.card_title(ident),
            form=game.form(local), hp=game.hit_points(ident), max_hp=max_hit_points(game, ident),
            hand=len(s.zone(st.HAND, local)), deck=len(s.zone(st.DECK, local)),
            discard=len(s.zone(st.DISCARD, local)), eliminated=p.eliminated,
        ))
    pending = game.pending
    return TableView(
        cards=MappingProxyType(cards), zones=tuple(zones), players=tuple(players), arrangement=ARRANGEMENT,
        first_player=mine(s.first_player), active_player=seat(s.active_player),
        deciding_player=seat(pending.player) if pending is not None else None,
        round=s.round, phase=s.phase, result=s.result, result_reason=s.result_reason,
        villain_stages_left=len(s.zone(st.VILLAIN_DECK)), main_scheme_stages_left=len(s.zone(st.MAIN_SCHEME_DECK)),
    )

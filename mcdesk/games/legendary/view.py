"""What the table shows of a Legendary game: the board (villain deck, city, escaped villains; mastermind,
scheme, HQ, stacks) and each player's deck, discard pile, played cards, victory pile and hand.

Builds the game-agnostic :class:`mcdesk.table.view_model.TableView` (no Qt) from a :class:`LegendaryGame`.
The villain deck, hero deck, tactics and the stacks are face down (counted, not listed); another player's
hand is drawn face down.
"""

from __future__ import annotations

from mcdesk.table.view_model import (
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
)

from .cards.facts import BYSTANDER, HERO
from .engine.game import LegendaryGame
from .engine.state import CITY_SPACES, HQ_SPACES

CITY = tuple(f"city:{i}" for i in range(len(CITY_SPACES)))
HQ = tuple(f"hq:{i}" for i in range(HQ_SPACES))


def _slot(name: str, room: float = 1.0, grow: float = 0.0) -> ZoneSlot:
    return ZoneSlot(name, room, grow, turns=False)  # Legendary cards never turn sideways: no room kept for that


ARRANGEMENT = Arrangement(
    shared_rows=(
        # The city runs from the Bridge (left, next to the escaped villains) to the Sewers (right, next to the
        # villain deck), as on the board; the KO pile ends the city's row, which has room the HQ's row has not.
        (_slot("escaped"), _slot("carried_away"), *(_slot(z, 1.0, 1) for z in reversed(CITY)), _slot("revealed"),
         _slot("villain_deck"), _slot("ko")),
        (_slot("mastermind"), _slot("tactics"), _slot("scheme"), _slot("twists"), *(_slot(z, 1.0, 1) for z in HQ),
         _slot("hero_deck")),
        (_slot("officers"), _slot("bystanders"), _slot("wounds")),
    ),
    player_rows=((_slot("deck"), _slot("played", 3.0, 1), _slot("discard"), _slot("victory"), _slot("hand")),),
    hand="hand",
)

_LABELS = {
    "escaped": "Escaped", "carried_away": "Carried off", "revealed": "Villain card",
    "villain_deck": "Villains", "mastermind": "Mastermind", "tactics": "Tactics", "scheme": "Scheme",
    "twists": "Twists", "hero_deck": "Hero deck", "ko": "KO", "officers": "Officers", "bystanders": "Bystanders",
    "wounds": "Wounds", "deck": "Deck", "played": "Played", "discard": "Discard", "victory": "Victory",
    "hand": "Hand",
}
_FACE_DOWN = frozenset({"villain_deck", "hero_deck", "tactics", "officers", "bystanders", "wounds", "deck"})
_PILES = _FACE_DOWN | {"escaped", "carried_away", "ko", "discard", "victory", "twists"}


def label(zone: str) -> str:
    if zone.startswith("city:"):
        return CITY_SPACES[int(zone.split(":")[1])]
    if zone.startswith("hq:"):
        return f"HQ {int(zone.split(':')[1]) + 1}"
    return _LABELS.get(zone, zone)


def table_view(g: LegendaryGame) -> TableView:
    st = g.state
    cards: dict[int, CardView] = {}

    def card(cid: int, zone: str, *, hidden: bool = False, attached_to: int | None = None) -> CardView:
        f = g.facts(cid)
        kind = f.kind
        if zone in CITY or (attached_to is None and zone.startswith("city:")):
            kind = "villain" if kind in (HERO, BYSTANDER) else kind  # a Skrull hero or a Killbot is a villain
        stats: list[tuple[str, int]] = []
        if zone in CITY:
            stats.append(("attack", g.villain_attack(cid)))
        elif zone == "mastermind":
            stats.append(("attack", g.mastermind_attack()))
        elif f.kind == HERO:
            if f.recruit is not None:
                stats.append(("recruit", f.recruit))
            if f.attack is not None:
                stats.append(("attack", f.attack))
            stats.append(("cost", f.cost))
        view = CardView(id=cid, code=st.cards[cid].code, name="a facedown card" if hidden else f.name,
                        type_code=kind, zone=zone, face_down=hidden, stats=tuple(stats), attached_to=attached_to,
                        shown_stats=("attack",) if attached_to is None and (zone in CITY or zone == "mastermind")
                        else (),
                        back="legendary")
        cards[cid] = view
        return view

    zones: list[ZoneView] = []

    def zone(key: str, name: str, player: int | None, ids: list[int]) -> None:
        kind = HAND if name == "hand" else PILE if name in _PILES else ROW
        hidden = name in _FACE_DOWN
        listed: list[int] = []
        if not hidden:
            for cid in ids:
                card(cid, key)
                listed.append(cid)
                for held in [*st.zones.get(f"captured:{cid}", ()), *st.zones.get(f"under:{cid}", ())]:
                    card(held, key, attached_to=cid)
        zones.append(ZoneView(key, label(name), kind, player, tuple(listed), len(ids),
                              back="legendary" if hidden or kind == HAND else None))

    for slot_row in ARRANGEMENT.shared_rows:
        for slot in slot_row:
            ids = list(st.zones.get(slot.name, ()))
            zone(slot.name, slot.name, None, ids)
            if slot.name == "mastermind":
                for held in st.zones.get("captured:mastermind", ()):
                    if ids:
                        card(held, "mastermind", attached_to=ids[0])
    players = []
    for p in range(st.players):
        for slot in ARRANGEMENT.player_rows[0]:
            zone(player_zone(p, slot.name), slot.name, p, list(st.zones.get(f"{slot.name}:{p}", ())))
        name = g.setup.names[p] if p < len(g.setup.names) else f"Player {p + 1}"
        points = ""
        if p == st.active_player and st.result is None:  # what the player whose turn it is has to spend
            points = f"recruit {st.turn.recruit}, attack {st.turn.attack}"
        players.append(PlayerView(p, name, -1, f"{g.victory_points(p)} VP", form=points, hand=len(g.hand(p)),
                                  deck=len(st.zones.get(f"deck:{p}", ())),
                                  discard=len(st.zones.get(f"discard:{p}", ()))))
    return TableView(cards=cards, zones=tuple(zones), players=tuple(players), arrangement=ARRANGEMENT,
                     first_player=st.first_player, active_player=st.active_player,
                     deciding_player=g.pending.player if g.pending else None, round=st.turn_number,
                     phase=f"turn {st.turn_number}", result=st.result, result_reason=st.result_reason)

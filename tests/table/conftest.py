"""Shared helpers for the table tests. Qt runs offscreen unless a display is chosen explicitly."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterable  # noqa: E402
from types import MappingProxyType  # noqa: E402

from mcdesk.games.champions.engine import Game  # noqa: E402
from mcdesk.games.champions.view import (  # noqa: E402
    ARRANGEMENT,
    BACKS,
    PILES,
    PLAYER_ZONES,
    SCHEME_TYPES,
    VILLAIN_ZONES,
    ZONE_LABELS,
)
from mcdesk.table.view_model import (  # noqa: E402
    CardView,
    PlayerView,
    TableView,
    ZoneView,
    player_zone,
    split_zone,
)

# A few real codes per table zone, so that card faces render real facts.
_CODES = {
    "villain": ("01094", "villain"), "main_scheme": ("01097b", "main_scheme"),
    "side_schemes": ("01107", "side_scheme"), "environments": ("01098", "attachment"),
    "boost": ("01106", "treachery"), "encounter_discard": ("01106", "treachery"), "victory": ("01101", "minion"),
    "discard": ("01086", "event"), "hand": ("01058", "ally"), "engaged": ("01101", "minion"),
    "encounter": ("01105", "treachery"), "identity": ("01001a", "hero"), "allies": ("01058", "ally"),
    "supports": ("01091", "support"), "upgrades": ("01008", "upgrade"), "removed": ("01105", "treachery"),
    "set_aside": ("01101", "minion"),
}


def synthetic_view(
    players: int,
    per_zone: int = 2,
    *,
    exhausted: Iterable[str] = (),
    attachments: int = 0,
    hand: int | None = None,
    deciding: int = 0,
) -> TableView:
    """A view with ``per_zone`` cards in every zone (one villain and main scheme; ``hand`` cards per hand), a
    card exhausted in each zone named in ``exhausted`` and ``attachments`` attachments on the villain and on
    each player's first engaged minion."""
    cards: dict[int, CardView] = {}
    zones: list[ZoneView] = []
    next_id = [1]
    exhausted = set(exhausted)

    def new(zone: str, *, owner: int | None, exhaust: bool = False, attached_to: int | None = None) -> int:
        _, name = split_zone(zone)
        code, type_code = _CODES[name]
        cid = next_id[0]
        next_id[0] += 1
        cards[cid] = CardView(
            cid, code, f"Card {cid}", type_code, zone, owner=owner, controller=owner, exhausted=exhaust,
            attached_to=attached_to, back="player" if owner is not None else "encounter",
            landscape=type_code in SCHEME_TYPES,
        )
        return cid

    def fill(key: str, player: int | None, n: int, kind: str) -> None:
        _, name = split_zone(key)
        ids = tuple(new(key, owner=player, exhaust=(name in exhausted and i == 0)) for i in range(n))
        zones.append(ZoneView(key, ZONE_LABELS[name], kind, player, ids, n, BACKS.get(name)))

    for key in VILLAIN_ZONES:
        if key == "encounter_deck":
            zones.append(ZoneView(key, ZONE_LABELS[key], "pile", None, (), 20, "encounter"))
        elif key in ("villain", "main_scheme"):
            fill(key, None, 1, "row")
        else:
            fill(key, None, per_zone, "pile" if key in PILES else "row")
    for p in range(players):
        for name in PLAYER_ZONES:
            key = player_zone(p, name)
            if name == "deck":
                zones.append(ZoneView(key, ZONE_LABELS[name], "pile", p, (), 30, "player"))
            elif name == "identity":
                fill(key, p, 1, "row")
            elif name == "hand":
                fill(key, p, per_zone + 3 if hand is None else hand, "hand")
            else:
                owner = None if name in ("engaged", "encounter") else p
                fill(key, owner, per_zone, "pile" if name == "discard" else "row")
    for z in zones:
        if z.key == "villain" or z.key.endswith(":engaged"):
            if z.cards:
                for _ in range(attachments):
                    new(z.key, owner=None, attached_to=z.cards[0])
    identities = {z.player: z.cards[0] for z in zones if z.key.endswith(":identity")}
    players_v = tuple(
        PlayerView(p, f"Player {p + 1}", identities[p], "Spider-Man", "hero", 10, 10, 5, 30, per_zone)
        for p in range(players)
    )
    return TableView(cards=MappingProxyType(cards), zones=tuple(zones), players=players_v, arrangement=ARRANGEMENT,
                     active_player=deciding,
                     deciding_player=deciding)


def advanced_game(seed: int = 1, plays: int = 2) -> Game:
    """The default game after the mulligan with ``plays`` cards played from hand (cheapest first, paid with
    the first legal payments), then through the villain phase to the next turn: cards are in play, in the
    discard piles and in a fresh hand."""
    from mcdesk.games.champions.cards.decks import default_setup

    game = Game(default_setup(), seed)
    played = 0
    ended = False
    for _ in range(200):
        d = game.pending
        assert d is not None
        keys = d.keys
        if d.kind == "mulligan":
            key = "keep" if "keep" in keys else keys[-1]
        elif d.kind == "turn":
            plays_now = [k for k in keys if k.startswith("play:")]
            if ended:
                break
            if played >= plays or not plays_now:
                key = "end_turn"
                ended = True
            else:
                key = min(plays_now, key=lambda k: game.facts(int(k.split(":")[1])).cost or 0)  # cheapest first
                played += 1
        else:
            key = "done" if d.kind == "discard" and "done" in keys else keys[0]
        game.answer(key)
    return game

"""The table knows no game: a view of any game's zones, arranged as the game says, is laid out and drawn."""

from __future__ import annotations

import ast
from pathlib import Path
from types import MappingProxyType

from mcdesk.table.layout import compute_layout, misplaced_cards, overlapping_zones
from mcdesk.table.scene import TableScene
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

TABLE = Path(__file__).resolve().parents[2] / "mcdesk" / "table"

# A made-up game: a shared "board" row and each player's deck, hand (a pile for the others), front and back
# rows; its stat is not one the table has a caption for.
ARRANGEMENT = Arrangement(
    shared_rows=((ZoneSlot("board", room=2.0, grow=1), ZoneSlot("graveyard")),),
    player_rows=(
        (ZoneSlot("deck"), ZoneSlot("hand"), ZoneSlot("front", room=3.0, grow=1)),
        (ZoneSlot("main"), ZoneSlot("back", room=3.0, grow=1)),
    ),
    hand="hand",
)


def made_up_view(players: int, per_zone: int = 3) -> TableView:
    cards: dict[int, CardView] = {}
    zones: list[ZoneView] = []

    def fill(key: str, label: str, kind: str, player: int | None, n: int, back: str | None = None) -> None:
        ids = []
        for _ in range(n):
            cid = len(cards) + 1
            cards[cid] = CardView(cid, "01001a", f"Thing {cid}", "character", key, owner=player,
                                  stats=(("power", 3),), extra_tokens=(("+1/+1", 2),))
            ids.append(cid)
        zones.append(ZoneView(key, label, kind, player, tuple(ids), n, back))

    fill("board", "Board", ROW, None, 2)
    fill("graveyard", "Graveyard", PILE, None, 1)
    mains = {}
    for p in range(players):
        zones.append(ZoneView(player_zone(p, "deck"), "Deck", PILE, p, (), 40, "player"))
        fill(player_zone(p, "hand"), "Hand", HAND, p, per_zone + 2, "player")
        fill(player_zone(p, "front"), "Front row", ROW, p, per_zone)
        fill(player_zone(p, "main"), "Main character", ROW, p, 1)
        mains[p] = zones[-1].cards[0]
        fill(player_zone(p, "back"), "Back row", ROW, p, per_zone)
    pv = tuple(PlayerView(p, f"Player {p + 1}", mains[p], "Hero", form="level 1") for p in range(players))
    return TableView(cards=MappingProxyType(cards), zones=tuple(zones), players=pv, arrangement=ARRANGEMENT,
                     active_player=0, deciding_player=players - 1)


def test_a_made_up_game_is_laid_out_from_its_own_arrangement() -> None:
    for players in (1, 2, 4):
        view = made_up_view(players)
        lay = compute_layout(view, 1920, 1080)
        assert set(lay.zones) == {z.key for z in view.zones}, "every zone the game lists has a place"
        assert not overlapping_zones(lay)
        assert not misplaced_cards(lay)
        board, front = lay.zones["board"].rect, lay.zones[player_zone(0, "front")].rect
        assert board.bottom <= front.y or board.right <= front.x, "shared rows lie above or beside the player areas"
        assert front.bottom <= lay.zones[player_zone(0, "back")].rect.y, "player rows in the game's order"
        answering = players - 1
        hand = lay.zones[player_zone(answering, "hand")]
        assert hand.rect.w > lay.zones[player_zone(0, "back")].rect.w, "the answering player's hand is fanned"
        assert all(lay.cards[c].in_hand for c in view.zone(player_zone(answering, "hand")).cards)
        for other in range(players - 1):
            assert lay.zones[player_zone(other, "hand")].hidden, "other hands are face-down piles"
        assert len(lay.areas) == players


def test_the_scene_draws_a_made_up_game(qtbot: object) -> None:
    scene = TableScene(animations=False)
    view = made_up_view(2)
    scene.update_from(view)
    assert set(scene.cards) == {c for z in view.zones for c in z.cards}
    board = scene.zone_item("board")
    assert board is not None and board.title == "Board"
    deck = scene.zone_item(player_zone(0, "deck"))
    assert deck is not None and deck.pile_back == "player" and deck.count == 40
    item = scene.card_item(view.zone("board").cards[0])
    assert item is not None and "+1/+1" in item.tokens


def test_view_model_and_layout_import_no_game() -> None:
    for name in ("view_model.py", "layout.py"):
        tree = ast.parse((TABLE / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert "games" not in (node.module or ""), f"{name} imports {node.module}"
            elif isinstance(node, ast.Import):
                assert all("games" not in a.name for a in node.names), f"{name} imports a game"

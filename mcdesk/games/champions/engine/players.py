"""Players: changing form, hand size, player elimination (Rules Reference "Form", "Hand Size",
"Player Elimination", "First Player")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mcdesk.core.events import EventKind

from . import events as ev
from .abilities import Gen
from .events import Event
from .state import (
    DECK,
    DISCARD,
    FACEDOWN_ENCOUNTER,
    HAND,
    NEMESIS,
    PLAY,
    REMOVED,
)
from .timing import occur

if TYPE_CHECKING:
    from .database import CardDatabase
    from .game import Game


def hand_size(g: Game, player: int) -> int:
    return g.stat(g.identity(player), "hand_size") or 0


def flip_identity(g: Game, player: int, *, by_choice: bool) -> Gen[None]:
    """Change form. Only a change by choice uses the player's once-per-turn change form option."""
    ident = g.identity(player)
    card = g.state.cards[ident]
    new_code = g.db.card(card.code).back_link or g.db.card(card.code).front_link
    if new_code is None:
        return
    e = Event(ev.FORM_CHANGED, source=ident, target=ident, player=player, data={"by_choice": by_choice})

    def apply(e: Event) -> None:
        card.code = new_code
        if by_choice:
            g.state.players[player].changed_form_this_turn = True
        g.emit(EventKind.FLIPPED, f"Player {player + 1} changes form to {g.card_title(ident)}.", card=ident,
               player=player, data={"form": g.form(player)})

    yield from occur(g, e, apply)


def team_up_ok(g: Game, card_id: int) -> bool:
    """Rules Reference "Team-Up": a card with team-up cannot be played unless both named characters (hero or
    ally) are in play. The keyword's value names them: "Name|Name"."""
    named = g.facts(card_id).keyword("team-up")
    if not isinstance(named, str):
        return True
    in_play = {g.facts(c).name.lower() for c in g.heroes() + g.allies()}
    return all(n.strip().lower() in in_play for n in named.split("|") if n.strip())


def eliminate(g: Game, player: int) -> Gen[None]:
    """Player elimination: minions engage the next player; foreign cards go to their owners; the play area
    is removed from the game; the first player token passes on; all players eliminated lose."""
    from .game import GameOver
    from .zones import discard_card

    ps = g.state.players[player]
    if ps.eliminated:
        return
    g.log(f"Player {player + 1}'s identity is defeated: they are eliminated.")
    ps.eliminated = True
    remaining = g.active_players()
    if not remaining:
        raise GameOver("loss", "every player has been eliminated")
    n = len(g.state.players)
    nxt = next((player + k) % n for k in range(1, n + 1) if not g.state.players[(player + k) % n].eliminated)
    for m in g.minions(player):
        g.state.move(m, (PLAY, nxt), top=False)
        g.state.cards[m].engaged_with = nxt
        for att in g.attachments(m):
            if g.state.cards[att].zone == (PLAY, player):
                g.state.move(att, (PLAY, nxt), top=False)
    for cid in list(g.state.zone(PLAY, player)):
        c = g.state.cards[cid]
        if c.owner != player:  # to its owner's discard pile, even if it is permanent
            discard_card(g, cid, force=True)
    for zone in (PLAY, HAND, DECK, DISCARD, FACEDOWN_ENCOUNTER, NEMESIS):
        for cid in list(g.state.zone(zone, player)):
            c = g.state.cards[cid]
            if c.owner is None and zone in (FACEDOWN_ENCOUNTER, NEMESIS):
                discard_card(g, cid)
            else:
                g.state.move(cid, (REMOVED, None))
    # Cards the eliminated player owns elsewhere (e.g. upgrades on a minion) leave with them.
    for c in list(g.state.cards.values()):
        if c.owner == player and g.is_in_play(c.id):
            g.state.move(c.id, (REMOVED, None))
    if g.state.first_player == player:
        g.state.first_player = nxt
    yield from occur(g, Event(ev.DEFEATED, target=ps.identity, player=player, data={"eliminated": True}),
                     lambda e: None)


def same_identity_twice(db: CardDatabase, identities: Sequence[str]) -> str | None:
    """Why a table's heroes cannot play together, or None. Identity cards are unique, and "the players as a
    group are permitted to have only one copy of each unique card (by title) in play"; two identities that share
    a title may coexist only with different alter-egos (Rules Reference, "Unique Icon")."""
    seen: dict[tuple[str, str], int] = {}
    for n, code in enumerate(identities, 1):
        if code not in db.facts:
            continue
        hero = db.card(code)
        back = db.back(code)
        alter_ego = db.card(back).name if back is not None and back in db.facts else ""
        key = (hero.name.strip().casefold(), alter_ego.strip().casefold())
        if key in seen:
            who = f"{hero.name} ({alter_ego})" if alter_ego else hero.name
            return (f"players {seen[key]} and {n} both play {who}: a hero is unique, and the players as a group "
                    "may have only one copy of a unique card in play (Rules Reference, \"Unique Icon\")")
        seen[key] = n
    return None

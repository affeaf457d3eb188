"""Encounter cards: drawing, dealing, revealing by card type, surge, engagement, hazard.

Rules Reference: "Encounter Deck" (an empty deck reshuffles its discard pile and adds an acceleration token;
both empty is an infinite loop and the players lose), "Reveal", "Surge", "Engage", "Minion", "Treachery",
"Attachment", "Environment", "Side Scheme", "Obligation", "Hinder X", "Quickstrike", "Unique".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import events as ev
from .abilities import Ctx, Gen
from .events import Event
from .state import ENCOUNTER_DECK, ENCOUNTER_DISCARD, FACEDOWN_ENCOUNTER, PLAY, VILLAIN_AREA
from .timing import occur

if TYPE_CHECKING:
    from .game import Game


def draw_encounter(g: Game) -> Gen[int | None]:
    """The top card of the encounter deck; an empty deck is rebuilt from the discard pile first."""
    from .game import GameOver
    from .zones import shuffle

    deck = g.state.zone(ENCOUNTER_DECK)
    if not deck:
        discard = g.state.zone(ENCOUNTER_DISCARD)
        if not discard:
            raise GameOver("loss", "the encounter deck and its discard pile are both empty (an infinite loop)")
        for cid in list(discard):
            g.state.move(cid, (ENCOUNTER_DECK, None), top=False)
        shuffle(g, ENCOUNTER_DECK)
        main = g.main_scheme()
        if main is not None:
            g.state.cards[main].acceleration += 1
        g.log("The encounter deck is empty: its discard pile is shuffled in and an acceleration token added.")
    if False:  # pragma: no cover - keeps this a generator for callers that yield from it
        yield
    return g.state.zone(ENCOUNTER_DECK)[0]


def deal_encounter_card(g: Game, player: int) -> Gen[None]:
    cid = yield from draw_encounter(g)
    if cid is None:
        return
    g.state.move(cid, (FACEDOWN_ENCOUNTER, player), top=False)
    g.state.cards[cid].face_down = True


def reveal_facedown(g: Game, player: int) -> Gen[None]:
    """Villain phase step 4: the player reveals their facedown encounter cards one at a time."""
    while True:
        cards = g.state.zone(FACEDOWN_ENCOUNTER, player)
        if not cards or g.state.players[player].eliminated:
            return
        yield from reveal(g, cards[0], player)


def reveal_top(g: Game, player: int) -> Gen[None]:
    cid = yield from draw_encounter(g)
    if cid is not None:
        # Take it off the deck first: while it resolves it must not be drawn again (as a boost card, or
        # by its own "reveal the top card of the encounter deck").
        g.state.move(cid, (FACEDOWN_ENCOUNTER, player), top=False)
        yield from reveal(g, cid, player)


def reveal(g: Game, card_id: int, player: int) -> Gen[None]:
    """Reveal an encounter card for a player and resolve it by type; then surge."""
    from .game import _Window
    from .zones import discard_card, remove_from_game

    c = g.state.cards[card_id]
    c.face_down = False
    f = g.facts(card_id)
    g.log(f"Player {player + 1} reveals {f.name}.")
    w = _Window("reveal", card_id, player)
    g.stack.append(w)
    if f.has_keyword("peril"):
        g.peril = player
    try:
        e = Event(ev.REVEALED, source=card_id, target=card_id, player=player, data={"type": f.type_code})
        surge = f.has_keyword("surge")

        def resolve(e: Event) -> Gen[None]:
            t = f.type_code
            if t == "minion":
                yield from _reveal_minion(g, card_id, player, e)
            elif t == "treachery":
                yield from _when_revealed(g, card_id, player, e)
                if g.state.cards[card_id].zone[0] not in (ENCOUNTER_DISCARD,) and not g.is_in_play(card_id):
                    discard_card(g, card_id)
            elif t == "side_scheme":
                yield from enter_side_scheme(g, card_id, player, e)
            elif t == "attachment":
                yield from _reveal_attachment(g, card_id, player, e)
            elif t == "environment":
                g.state.move(card_id, (VILLAIN_AREA, None), top=False)
                yield from _when_revealed(g, card_id, player, e)
            elif t == "obligation":
                owner = obligation_player(g, card_id, player)
                if owner is None:  # its identity was eliminated: ignore it, remove it, reveal another
                    g.log(f"{f.name}'s player has been eliminated: it is removed from the game.")
                    remove_from_game(g, card_id)
                    e.data["surge"] = True
                    return
                w.player = owner  # "you" on the obligation is the player it is given to
                g.state.move(card_id, (PLAY, owner), top=False)
                yield from _when_revealed(g, card_id, owner, e)
                if g.state.cards[card_id].zone == (PLAY, owner) and not g.script(card_id).abilities:
                    discard_card(g, card_id)
            else:
                yield from _when_revealed(g, card_id, player, e)
                discard_card(g, card_id)

        yield from occur(g, e, resolve)
        if e.cancelled and g.state.cards[card_id].zone[0] not in (ENCOUNTER_DISCARD,) and not g.is_in_play(card_id):
            discard_card(g, card_id)
        gained = g.state.cards[card_id].surge or bool(e.data.get("surge"))
        g.state.cards[card_id].surge = False
    finally:
        g.stack.remove(w)
        if g.peril == player:
            g.peril = None
    if (surge or gained) and not g.state.players[player].eliminated:
        g.log(f"Surge: player {player + 1} reveals another encounter card.")
        yield from reveal_top(g, player)


def obligation_player(g: Game, card_id: int, revealer: int) -> int | None:
    """Rules Reference "Obligation": an identity's obligation ("Give to the Peter Parker player") goes to the
    player whose identity shares its set; None if that player was eliminated. Others stay with the revealer."""
    set_code = g.facts(card_id).set_code
    for ps in g.state.players:
        if set_code and ps.hero_set == set_code:
            return None if ps.eliminated else ps.index
    return revealer


def _when_revealed(g: Game, card_id: int, player: int, e: Event) -> Gen[None]:
    wr = g.script(card_id).when_revealed
    eff = wr.get(g.form(player)) or wr.get("")
    if eff is not None:
        ctx = Ctx(g, card_id, None, e)
        ctx.memory["player"] = player
        yield from eff.resolve(ctx)


def _reveal_minion(g: Game, card_id: int, player: int, e: Event) -> Gen[None]:
    from .playing import unique_conflict
    from .zones import discard_card

    if g.facts(card_id).is_unique and unique_conflict(g, card_id):
        g.log(f"{g.card_title(card_id)} is unique and already in play: it is discarded and another card revealed.")
        discard_card(g, card_id)
        e.data["surge"] = True
        return
    yield from engage(g, card_id, player)
    yield from _when_revealed(g, card_id, player, e)
    if g.has_keyword(card_id, "quickstrike") and g.form(player) == "hero" and g.is_in_play(card_id):
        from .combat import enemy_attack

        yield from enemy_attack(g, card_id, player)


def engage(g: Game, card_id: int, player: int) -> Gen[None]:
    """A minion enters play engaged with the player (in their play area)."""
    c = g.state.cards[card_id]
    g.state.move(card_id, (PLAY, player), top=False)
    c.engaged_with = player
    c.controller = None
    c.face_down = False
    if g.facts(card_id).has_keyword("toughness"):
        c.tough = 1
    g.log(f"{g.card_title(card_id)} engages player {player + 1}.")
    yield from occur(g, Event(ev.ENTERS_PLAY, source=card_id, target=card_id, player=player), lambda e: None)


def put_minion_into_play(g: Game, card_id: int, player: int) -> Gen[bool]:
    """A card ability puts a minion into play: a unique conflict makes it fail (nothing else happens)."""
    from .playing import unique_conflict

    if g.facts(card_id).is_unique and unique_conflict(g, card_id):
        return False
    yield from engage(g, card_id, player)
    return True


def enter_side_scheme(g: Game, card_id: int, player: int, e: Event | None = None) -> Gen[None]:
    from .schemes import threat_value
    from .values import keyword_value

    g.state.move(card_id, (VILLAIN_AREA, None), top=False)
    c = g.state.cards[card_id]
    c.threat = threat_value(g, card_id, "base_threat")
    if g.has_keyword(card_id, "hinder"):
        c.threat += keyword_value(g, card_id, "hinder")
    g.log(f"{g.card_title(card_id)} enters play with {c.threat} threat.")
    yield from _when_revealed(g, card_id, player, e or Event(ev.REVEALED, target=card_id, player=player))


def _reveal_attachment(g: Game, card_id: int, player: int, e: Event) -> Gen[None]:
    from .zones import discard_card, put_into_play

    script = g.script(card_id)
    hosts = script.attach_to(Ctx(g, card_id, None, e)) if script.attach_to else [v for v in g.villains()]
    if not hosts:
        discard_card(g, card_id)
        return
    host = yield from g.choose_card(player, f"Attach {g.card_title(card_id)} to", hosts, source=card_id)
    assert host is not None
    put_into_play(g, card_id, None, attach_to=host)
    g.log(f"{g.card_title(card_id)} is attached to {g.card_title(host)}.")
    yield from _when_revealed(g, card_id, player, e)


def hazard_count(g: Game) -> int:
    return sum(g.facts(s).scheme_hazard for s in g.schemes())

"""Encounter cards: drawing, dealing, revealing by card type, surge, engagement, hazard.

Rules Reference: "Encounter Deck" (an empty deck reshuffles its discard pile and adds an acceleration token;
both empty is an infinite loop and the players lose), "Reveal", "Surge", "Engage", "Minion", "Treachery",
"Attachment", "Environment", "Side Scheme", "Obligation", "Hinder X", "Quickstrike", "Unique".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.events import EventKind

from . import events as ev
from .abilities import Ctx, Gen, Window
from .events import Event
from .state import ENCOUNTER_DECK, ENCOUNTER_DISCARD, FACEDOWN_ENCOUNTER, PLAY, VILLAIN_AREA, ZoneKey
from .timing import occur

if TYPE_CHECKING:
    from .game import Game


def _rebuild_encounter_deck(g: Game) -> None:
    from .zones import shuffle

    for cid in list(g.state.zone(ENCOUNTER_DISCARD)):
        g.state.move(cid, (ENCOUNTER_DECK, None), top=False)
        g.state.cards[cid].face_down = False
    shuffle(g, ENCOUNTER_DECK)
    main = g.main_scheme()
    if main is not None:
        g.state.cards[main].acceleration += 1
    g.log("The encounter deck is empty: its discard pile is shuffled in and an acceleration token added.")


def draw_encounter(g: Game) -> Gen[int | None]:
    """The top card of the encounter deck (still in the deck); an empty deck is rebuilt from the discard pile
    first, and with both empty the players lose (an infinite loop of acceleration tokens)."""
    from .game import GameOver

    if not g.state.zone(ENCOUNTER_DECK):
        if not g.state.zone(ENCOUNTER_DISCARD):
            raise GameOver("loss", "the encounter deck and its discard pile are both empty (an infinite loop)")
        _rebuild_encounter_deck(g)
    if False:  # pragma: no cover - keeps this a generator for callers that yield from it
        yield
    return g.state.zone(ENCOUNTER_DECK)[0]


def take_encounter_card(g: Game, to: ZoneKey, *, face_down: bool = True, top: bool = False) -> Gen[int | None]:
    """Take the top card of the encounter deck to ``to``. The deck it empties is rebuilt at once from the
    discard pile (Rules Reference "Encounter Deck": "immediately"), so its acceleration token counts from now;
    with the discard pile empty too, the loss comes when a card is next needed."""
    cid = yield from draw_encounter(g)
    if cid is None:
        return None
    g.state.move(cid, to, top=top)
    g.state.cards[cid].face_down = face_down
    if not g.state.zone(ENCOUNTER_DECK) and g.state.zone(ENCOUNTER_DISCARD):
        _rebuild_encounter_deck(g)
    return cid


def deal_encounter_card(g: Game, player: int) -> Gen[None]:
    yield from take_encounter_card(g, (FACEDOWN_ENCOUNTER, player))


def reveal_facedown(g: Game, player: int) -> Gen[None]:
    """Villain phase step 4: the player reveals their facedown encounter cards one at a time."""
    while True:
        cards = g.state.zone(FACEDOWN_ENCOUNTER, player)
        if not cards or g.state.players[player].eliminated:
            return
        yield from reveal(g, cards[0], player)


def reveal_top(g: Game, player: int) -> Gen[None]:
    # Take it off the deck first: while it resolves it must not be drawn again (as a boost card, or
    # by its own "reveal the top card of the encounter deck").
    cid = yield from take_encounter_card(g, (FACEDOWN_ENCOUNTER, player), face_down=False)
    if cid is not None:
        yield from reveal(g, cid, player)


def reveal(g: Game, card_id: int, player: int) -> Gen[None]:
    """Reveal an encounter card for a player and resolve it by type; then surge."""
    from .zones import discard_card, remove_from_game

    c = g.state.cards[card_id]
    c.face_down = False
    f = g.facts(card_id)
    g.emit(EventKind.REVEALED, f"Player {player + 1} reveals {f.name}.", card=card_id, player=player)
    w = Window("reveal", card_id, player)
    g.stack.append(w)
    if f.has_keyword("peril"):
        g.peril = player
    try:
        e = Event(ev.REVEALED, source=card_id, target=card_id, player=player, data={"type": f.type_code})
        surge = f.has_keyword("surge")

        def resolve(e: Event) -> Gen[None]:
            t = f.type_code
            if g.has_keyword(card_id, "incite"):  # Incite X: place X threat on the main scheme
                yield from _incite(g, card_id)
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
        here = g.state.cards.get(card_id)  # None: it went to the other game area (competitive play)
        if (here is not None and e.cancelled and here.zone[0] not in (ENCOUNTER_DISCARD,)
                and not g.is_in_play(card_id)):
            discard_card(g, card_id)
        gained = (here is not None and here.surge) or bool(e.data.get("surge"))
        if here is not None:
            here.surge = False
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


def _incite(g: Game, card_id: int) -> Gen[None]:
    from .schemes import place_threat
    from .values import keyword_value

    main = g.main_scheme()
    n = keyword_value(g, card_id, "incite")
    if main is not None and n > 0:
        g.log(f"Incite {n}: {g.card_title(card_id)} places threat on the main scheme.")
        yield from place_threat(g, main, n, card_id)


def _when_revealed(g: Game, card_id: int, player: int, e: Event) -> Gen[None]:
    wr = g.script(card_id).when_revealed
    eff = wr.get(g.form(player)) or wr.get("")
    if eff is not None:
        ctx = Ctx(g, card_id, None, e)
        ctx.memory["player"] = player
        yield from eff.resolve(ctx)
    else:
        yield from g.resolve_by_hand(card_id, player)


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
    yield from teamwork(g, card_id, player)


def teamwork(g: Game, card_id: int, player: int) -> Gen[None]:
    """Teamwork (TRAIT): after the minion enters play and engages a player, if another minion sharing the
    trait is in play, the minion activates against the player it is engaged with."""
    from .combat import activate

    trait = g.facts(card_id).keyword("teamwork")
    if not isinstance(trait, str) or not g.is_in_play(card_id) or g.state.players[player].eliminated:
        return
    low = trait.lower()
    if any(m != card_id and low in (t.lower() for t in g.traits(m)) for m in g.minions()):
        g.log(f"Teamwork ({trait}): {g.card_title(card_id)} activates.")
        yield from activate(g, card_id, player)


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


def put_minion_into_play(g: Game, card_id: int, player: int, *, revealed: bool = False) -> Gen[bool]:
    """A card ability puts a minion into play: a unique conflict makes it fail (nothing else happens).

    With ``revealed`` (an effect that reveals the minion, e.g. a nemesis), its When Revealed resolves after it
    engages. Then quickstrike: after the minion engages a hero, it attacks; then teamwork."""
    from .playing import unique_conflict

    if g.facts(card_id).is_unique and unique_conflict(g, card_id):
        return False
    yield from engage(g, card_id, player)
    if revealed:
        yield from _when_revealed(g, card_id, player, Event(ev.REVEALED, source=card_id, target=card_id,
                                                             player=player, data={"type": "minion"}))
    if g.has_keyword(card_id, "quickstrike") and g.form(player) == "hero" and g.is_in_play(card_id):
        from .combat import enemy_attack

        yield from enemy_attack(g, card_id, player)
    yield from teamwork(g, card_id, player)
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
    if script.attach_after_reveal:
        yield from _when_revealed(g, card_id, player, e)
    hosts = script.attach_to(Ctx(g, card_id, None, e)) if script.attach_to else [v for v in g.villains()]
    if not hosts:
        discard_card(g, card_id)
        return
    from .rivalry import all_across, attach_across

    if all_across(g, hosts):  # "attach to your leader" (competitive play): the leader of the other game area
        yield from attach_across(g, card_id, hosts[0])
        return
    host = yield from g.choose_card(player, f"Attach {g.card_title(card_id)} to", hosts, source=card_id,
                                 purpose="attach", enemy_team=script.attach_by_enemy_team)
    assert host is not None
    put_into_play(g, card_id, None, attach_to=host)
    g.log(f"{g.card_title(card_id)} is attached to {g.card_title(host)}.")
    if not script.attach_after_reveal:
        yield from _when_revealed(g, card_id, player, e)


def hazard_count(g: Game) -> int:
    return sum(g.facts(s).scheme_hazard for s in g.schemes())

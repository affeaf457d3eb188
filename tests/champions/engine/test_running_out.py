"""Running out of cards, player elimination, winning and losing (issue point 12).

The card database keeps the built-in facts but no card scripts, so only the rules are checked.
"""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.abilities import Gen
from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.rounds import villain_phase
from mcdesk.games.champions.engine.schemes import place_threat
from mcdesk.games.champions.engine.zones import discard_from_deck, draw_cards

SPIDER_MAN, CAPTAIN_MARVEL, SHE_HULK = "01001a", "01010a", "01019a"
ADVANCE = "01186"  # treachery without boost icons
SHOCKER = "01103"
HYDRA_MERCENARY = "01101"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"


def bare_db() -> CardDatabase:
    """The built-in facts and scenarios with no card scripts."""
    base = default_database()
    return CardDatabase(facts=dict(base.facts), scenarios=dict(base.scenarios))


def codes(g: Game, zone: str, player: int | None = None) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zone(zone, player)]


def nothing(g: Game) -> Gen[None]:
    return
    yield


# -- the encounter deck ---------------------------------------------------------------------------------------
def test_empty_encounter_deck_shuffles_in_its_discard_pile_and_adds_an_acceleration_token() -> None:
    """Rules Reference "Encounter Deck": if the encounter deck is empty, the encounter discard pile is shuffled to
    make a new one, and an acceleration token is placed next to the main scheme."""
    h = Harness(encounter_deck=[], db=bare_db())
    h.form(0, "hero")
    h.add(ADVANCE, "encounter_discard")
    h.add(SHOCKER, "encounter_discard")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    assert h.card(h.main_scheme).acceleration == 1
    assert len(g.state.zone("boost")) == 1
    assert len(g.state.zone("encounter_deck")) == 1 and codes(g, "encounter_discard") == []
    assert sorted(codes(g, "boost") + codes(g, "encounter_deck")) == sorted([ADVANCE, SHOCKER])


def test_encounter_deck_is_rebuilt_the_moment_it_empties() -> None:
    """Rules Reference "Encounter Deck": "immediately" — taking its last card rebuilds it at once (not at the
    next draw)."""
    h = Harness(encounter_deck=[ADVANCE], db=bare_db())
    h.form(0, "hero")
    h.add(SHOCKER, "encounter_discard")
    h.add(SHOCKER, "encounter_discard")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    assert g.pending is not None and g.pending.kind is DecisionKind.DEFEND
    assert codes(g, "boost") == [ADVANCE]
    assert codes(g, "encounter_deck") == [SHOCKER, SHOCKER] and codes(g, "encounter_discard") == []
    assert h.card(h.main_scheme).acceleration == 1


def test_acceleration_token_from_an_emptied_deck_counts_at_the_next_step_one() -> None:
    """Rules Reference "Acceleration Token" and "Villain Phase" step 1: the deck emptied by dealing encounter
    cards (step 3) gets its token at once, so the next villain phase places 1 + 1 threat in step 1."""
    h = Harness(encounter_deck=[ADVANCE, ADVANCE], db=bare_db())
    h.form(0, "hero")
    h.add(ADVANCE, "encounter_discard")

    def two_villain_phases(g: Game) -> Gen[None]:
        yield from villain_phase(g)
        yield from villain_phase(g)

    g = h.start(two_villain_phases)
    h.answer("no_defense")  # phase 1: Rhino attacks (boost: the first Advance); step 3 deals the last card
    assert h.card(h.main_scheme).acceleration == 1
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DEFEND  # phase 2, step 2
    assert h.card(h.main_scheme).threat == 1 + (1 + 1)


def test_encounter_deck_and_discard_both_empty_lose_the_game() -> None:
    """Rules Reference "Encounter Deck": with no cards in both the encounter deck and its discard pile, an
    infinite loop of acceleration tokens occurs and the players lose."""
    h = Harness(encounter_deck=[], db=bare_db())
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    assert g.over and g.result == "loss"
    assert "encounter deck" in g.state.result_reason
    assert g.pending is None


# -- the player deck ------------------------------------------------------------------------------------------
def test_empty_player_deck_reshuffles_and_deals_an_encounter_card_while_drawing() -> None:
    """Rules Reference "Player Deck": if a player deck empties, the player shuffles their discard pile into a new
    deck and deals themself one facedown encounter card; a draw goes on from the new deck."""
    h = Harness(deck=[ENERGY], encounter_deck=[ADVANCE, SHOCKER], db=bare_db())
    h.add(GENIUS, "discard")
    g = h.start(lambda g: draw_cards(g, 0, 2))
    assert sorted(codes(g, "hand", 0)) == sorted([ENERGY, GENIUS])
    assert codes(g, "deck", 0) == [] and codes(g, "discard", 0) == []
    assert codes(g, "facedown_encounter", 0) == [ADVANCE]
    assert h.card(g.state.zone("facedown_encounter", 0)[0]).face_down


def test_player_deck_is_reshuffled_the_moment_it_empties() -> None:
    """Rules Reference "Player Deck": "immediately" — drawing the last card reshuffles the discard pile then and
    deals the encounter card then (not at the next draw)."""
    h = Harness(deck=[ENERGY], encounter_deck=[ADVANCE, SHOCKER], db=bare_db())
    h.add(GENIUS, "discard")
    h.add(STRENGTH, "discard")
    g = h.start(lambda g: draw_cards(g, 0, 1))
    assert codes(g, "hand", 0) == [ENERGY]
    assert sorted(codes(g, "deck", 0)) == sorted([GENIUS, STRENGTH]) and codes(g, "discard", 0) == []
    assert codes(g, "facedown_encounter", 0) == [ADVANCE]


def test_deck_emptied_while_discarding_from_it_stops_the_discarding() -> None:
    """Rules Reference "Player Deck": if the deck empties while discarding cards from it, no further cards are
    discarded from the newly shuffled deck."""
    h = Harness(deck=[ENERGY, GENIUS], encounter_deck=[ADVANCE, SHOCKER], db=bare_db())
    h.add(STRENGTH, "discard")
    result: list[list[int]] = []

    def discard_three(g: Game) -> Gen[None]:
        result.append((yield from discard_from_deck(g, 0, 3)))

    g = h.start(discard_three)
    assert [g.state.cards[c].code for c in result[0]] == [ENERGY, GENIUS]
    assert sorted(codes(g, "deck", 0)) == sorted([ENERGY, GENIUS, STRENGTH]) and codes(g, "discard", 0) == []
    assert codes(g, "facedown_encounter", 0) == [ADVANCE]


def test_no_discard_pile_no_new_deck() -> None:
    """Rules Reference "Discard Pile": a discard pile of zero cards is not shuffled into a deck; nothing is
    drawn from nothing."""
    h = Harness(deck=[ENERGY], encounter_deck=[ADVANCE], db=bare_db())
    g = h.start(lambda g: draw_cards(g, 0, 3))
    assert codes(g, "hand", 0) == [ENERGY]
    assert codes(g, "facedown_encounter", 0) == []


# -- player elimination ---------------------------------------------------------------------------------------
def three_players() -> Harness:
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL, SHE_HULK], db=bare_db())
    for p in range(3):
        h.form(p, "hero")
    return h


def test_eliminated_players_minions_engage_the_next_player_with_their_state() -> None:
    """Rules Reference "Player Elimination" step 1: each minion engaged with the eliminated player engages the
    next clockwise player, keeping its attachments, damage, counters and status cards."""
    h = three_players()
    merc = h.add(HYDRA_MERCENARY, "engaged", 1, damage=1, stunned=1, counters=2)
    tracer = h.add("Spider-Tracer", "play", 1, attach_to=merc, owner=0)
    g = h.start(lambda g: deal_damage(g, h.identities[1], 12, None))
    assert g.state.players[1].eliminated
    m = h.card(merc)
    assert m.zone == ("play", 2) and m.engaged_with == 2
    assert (m.damage, m.stunned, m.counters) == (1, 1, 2)
    assert g.minions(2) == [merc]
    assert h.card(tracer).attached_to == merc and h.card(tracer).zone == ("play", 2)


def test_eliminated_players_cards_owned_by_others_go_to_their_owners() -> None:
    """Rules Reference "Player Elimination" steps 2-3: cards in the eliminated player's play area owned by another
    player go to that owner's discard pile (encounter cards to the encounter discard pile); the player's own
    game elements are removed from the game."""
    h = three_players()
    widow = h.add("Black Widow", "play", 1, owner=0)
    own = h.add("Daredevil", "play", 1)
    hand = h.add(GENIUS, "hand", 1)
    notice = h.add("01165", "play", 1)  # an obligation in their play area
    g = h.start(lambda g: deal_damage(g, h.identities[1], 12, None))
    assert h.card(widow).zone == ("discard", 0)
    assert h.card(notice).zone == ("encounter_discard", None)
    assert h.card(own).zone == ("removed", None) and h.card(hand).zone == ("removed", None)
    assert h.card(h.identities[1]).zone == ("removed", None)
    assert g.state.zone("play", 1) == [] and g.state.zone("deck", 1) == [] and g.state.zone("hand", 1) == []


def test_eliminating_the_first_player_passes_the_token() -> None:
    """Rules Reference "Player Elimination" / "First Player": the first player token passes to the next player."""
    h = three_players()
    h.set(lambda g: setattr(g.state, "first_player", 1))
    g = h.start(lambda g: deal_damage(g, h.identities[1], 12, None))
    assert g.state.first_player == 2
    assert g.players_in_order() == [2, 0]
    assert not g.over


def test_eliminated_player_is_skipped_by_the_villain() -> None:
    """Rules Reference "Player Elimination": the remaining players continue; the villain activates once per
    remaining player."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE] * 4, db=bare_db())
    h.form(0, "hero")
    h.form(1, "hero")
    h.set(lambda g: setattr(g.state.players[0], "eliminated", True))
    g = h.start_villain_phase()
    d = g.pending
    assert d is not None and d.kind is DecisionKind.DEFEND and d.player == 1
    h.run(["no_defense"])
    assert g.pending is None
    assert h.card(h.identities[1]).damage == 2 and h.card(h.identities[0]).damage == 0


def test_all_players_eliminated_lose() -> None:
    """Rules Reference "Player Elimination": if all players are eliminated, the game ends and the players lose."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db())
    h.form(0, "hero")
    h.form(1, "hero")

    def both(g: Game) -> Gen[None]:
        yield from deal_damage(g, h.identities[0], 10, None)
        assert not g.over
        yield from deal_damage(g, h.identities[1], 12, None)

    g = h.start(both)
    assert g.over and g.result == "loss"


def test_solo_player_defeated_loses() -> None:
    """Rules Reference "Player Elimination": a single player eliminated means all players are."""
    h = Harness(encounter_deck=[SHOCKER], db=bare_db())
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 8))
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run(["no_defense"])  # 2 + 2 boost icons on 2 remaining hit points
    assert g.result == "loss"


# -- winning and losing ----------------------------------------------------------------------------------------
def test_defeating_the_final_villain_stage_wins() -> None:
    """Rules Reference "Winning the Game": if the players defeat the final villain stage, they win."""
    h = Harness(db=bare_db())
    g = h.start(lambda g: deal_damage(g, h.villain, 14, None))
    assert g.over and g.result == "win"


def test_defeating_a_villain_stage_reveals_the_next() -> None:
    """Rules Reference "Villain Defeat": a defeated stage (not the last) is removed from the game and the next
    is revealed at full hit points; status cards and counters carry over, damage does not; no win yet."""
    h = Harness(db=bare_db())
    nxt = h.add("01095", "villain_deck")
    h.set(lambda g: setattr(g.state.cards[h.villain], "stunned", 1))
    g = h.start(lambda g: deal_damage(g, h.villain, 20, None))
    assert not g.over
    assert g.villain() == nxt and h.card(h.villain).zone == ("removed", None)
    assert g.hit_points(nxt) == 15 and h.card(nxt).stunned == 1 and h.card(nxt).damage == 0


def test_completing_the_final_main_scheme_stage_loses() -> None:
    """Rules Reference "Main Scheme" / "Winning the Game": if threat on the final main scheme stage reaches its
    target, the villain wins."""
    h = Harness(db=bare_db())
    g = h.start(lambda g: place_threat(g, h.main_scheme, 7, None))
    assert g.over and g.result == "loss"


def test_threat_below_the_target_does_not_lose() -> None:
    h = Harness(db=bare_db())
    g = h.start(lambda g: place_threat(g, h.main_scheme, 6, None))
    assert not g.over and h.card(h.main_scheme).threat == 6


def test_completing_a_main_scheme_stage_advances_keeping_acceleration_tokens() -> None:
    """Rules Reference "Main Scheme": a completed stage is removed and the next revealed; excess threat does not
    carry over; acceleration tokens do."""
    h = Harness(scenario="klaw", db=bare_db())
    nxt = h.add("01117a", "main_scheme_deck", None)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "acceleration", 2))
    g = h.start(lambda g: place_threat(g, h.main_scheme, 9, None))
    assert not g.over
    assert g.main_scheme() == nxt and h.card(nxt).code == "01117b"
    assert h.card(nxt).threat == 0 and h.card(nxt).acceleration == 2
    assert h.card(h.main_scheme).zone == ("removed", None)

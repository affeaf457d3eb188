"""Setting up a game of Legendary: rulebook "General Game Setup", "Your Opponent", "The Villain Deck",
"The Hero Deck", "Starting the Game" and "Solo Play"; each scheme's Setup section (its script's numbers).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.events import EventKind

from .setup_rules import SETUP_TABLE, SOLO_HENCHMEN
from .state import pzone

if TYPE_CHECKING:
    from .game import LegendaryGame

STARTING_DECK = (("shield_agent", 8), ("shield_trooper", 4))
"""Rulebook "Player Starting Decks": 8 Agents and 4 Troopers of SHIELD."""
STACKS = 30
"""30 Bystanders, 30 Officers, 30 Wounds."""
MASTER_STRIKES = 5
HAND_SIZE = 6


def set_up(g: LegendaryGame) -> None:
    s = g.setup
    st = g.state
    scheme = g.scheme_script()
    solo = s.players == 1
    for p in range(s.players):
        for code, n in STARTING_DECK:
            for _ in range(n):
                st.add(code, pzone("deck", p))
    wounds = STACKS if scheme.wounds_per_player is None else scheme.wounds_per_player * s.players
    for _ in range(wounds):
        st.add("wound", "wounds")
    for _ in range(STACKS):
        st.add("bystander", "bystanders")
        st.add("shield_officer", "officers")
    st.add(s.mastermind, "mastermind")
    for code in g.cards.masterminds[s.mastermind].tactics:
        st.add(code, "tactics")
    g.rng.shuffle(st.zones["tactics"])  # face down in random order
    st.add(s.scheme, "scheme")
    for _ in range(scheme.extra_twists_by_scheme):
        st.add("scheme_twist", "twists")
    # The hero deck: every card of each hero (rulebook "The Hero Deck").
    for hero in s.heroes:
        for code in g.cards.heroes[hero].cards:
            for _ in range(g.cards.card(code).copies):
                st.add(code, "hero_deck")
    g.rng.shuffle(st.zones["hero_deck"])
    # The villain deck.
    for _ in range(scheme.twists(s.players)):
        st.add("scheme_twist", "villain_deck")
    strikes = 1 if solo and not s.advanced_solo else MASTER_STRIKES
    for _ in range(strikes):
        st.add("master_strike", "villain_deck")
    for group in s.villain_groups:
        for code in g.cards.villain_groups[group].cards:
            for _ in range(g.cards.card(code).copies):
                st.add(code, "villain_deck")
    for group in s.henchmen:
        for _ in range(SOLO_HENCHMEN if solo else g.cards.card(group).copies):
            st.add(group, "villain_deck")
    bystanders = SETUP_TABLE[s.players][2] if scheme.bystanders is None else scheme.bystanders(s.players)
    for _ in range(bystanders):
        top = st.top("bystanders")
        if top is not None:
            st.move(top, "villain_deck")
    for _ in range(scheme.heroes_in_villain_deck):
        top = st.top("hero_deck")
        if top is not None:
            st.move(top, "villain_deck")
    g.rng.shuffle(st.zones["villain_deck"])
    # Starting the game: the HQ, then each player's hand.
    g.refill_hq()
    for p in range(s.players):
        g.rng.shuffle(st.zones[pzone("deck", p)])
        g.draw(p, HAND_SIZE, end_of_turn=True)
    g.emit(EventKind.STEP, f"Setup: {g.cards.masterminds[s.mastermind].name} pursues "
                           f"{g.cards.schemes[s.scheme].name}.")

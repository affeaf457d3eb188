"""The engine's rules procedures a ``Custom`` effect may call, and the types a card script names.

Set modules import from the vocabulary only (tests/champions/cards/test_import_direction.py checks it): the
pieces of the vocabulary for what recurs, and for what is truly unique to one card, these procedures (each
resolves a rule the way the engine does: damage, threat, statuses, zones, the encounter deck...).
"""

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from ...engine.abilities import Ability, CardScript, Constant, Ctx, Effect, Gen, Rule, Timing, effect_roles
from ...engine.combat import (
    activate,
    attackable_enemies,
    deal_boost_cards,
    deal_damage,
    defeat,
    enemy_attack,
    enemy_scheme,
    give_status,
    has_status,
    heal,
    player_attack,
    player_thwart,
    replace_by_status,
    status_given,
)
from ...engine.encounter import (
    deal_encounter_card,
    enter_side_scheme,
    put_minion_into_play,
    reveal,
    reveal_top,
    take_encounter_card,
)
from ...engine.events import Event
from ...engine.game import Game
from ...engine.payment import ResourceNeed, can_pay, pay
from ...engine.players import flip_identity
from ...engine.playing import enter_play, unique_conflict
from ...engine.schemes import place_threat, remove_threat, thwartable_schemes
from ...engine.state import (
    BOOST,
    DECK,
    DISCARD,
    ENCOUNTER_DECK,
    ENCOUNTER_DISCARD,
    FACEDOWN_ENCOUNTER,
    HAND,
    NEMESIS,
    PLAY,
    REMOVED,
    SET_ASIDE,
    VILLAIN_AREA,
)
from ...engine.timing import occur
from ...engine.values import base_value, remaining_hit_points
from ...engine.zones import (
    discard_card,
    discard_from_deck,
    draw_cards,
    leave_play,
    put_into_play,
    refill_deck,
    remove_from_game,
    shuffle,
)

__all__ = [
    # types
    "Ctx", "Effect", "Event", "Game", "Gen", "Rule", "Timing", "DecisionKind", "Option", "ResourceNeed",
    "Action", "ActionKind", "effect_roles", "Ability", "CardScript", "Constant",
    # zones
    "BOOST", "DECK", "DISCARD", "ENCOUNTER_DECK", "ENCOUNTER_DISCARD", "FACEDOWN_ENCOUNTER", "HAND", "NEMESIS",
    "PLAY", "REMOVED", "SET_ASIDE", "VILLAIN_AREA",
    # combat
    "activate", "attackable_enemies", "deal_boost_cards", "deal_damage", "defeat", "enemy_attack",
    "enemy_scheme",
    "give_status", "status_given",
    "has_status", "heal", "player_attack", "player_thwart", "replace_by_status",
    # encounter
    "deal_encounter_card", "enter_side_scheme", "put_minion_into_play", "reveal", "reveal_top",
    "take_encounter_card",
    # paying and playing
    "can_pay", "pay", "enter_play", "unique_conflict", "flip_identity",
    # threat
    "place_threat", "remove_threat", "thwartable_schemes",
    # values
    "base_value", "remaining_hit_points",
    # occurrences (an occurrence a card announces, for other cards' interrupts and responses)
    "occur",
    # zones
    "discard_card", "discard_from_deck", "draw_cards", "leave_play", "put_into_play", "refill_deck",
    "remove_from_game", "shuffle",
]

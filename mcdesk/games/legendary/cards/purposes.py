"""What a Legendary question is for, as a stable name the autopilot and the table read (never the prompt).

Each decision the engine asks carries one (in ``Decision.extra``): a card is chosen to lose it (KO, discard), to
gain it, as a fight's target, to order a deck...; a yes/no says what "yes" does.
"""

from __future__ import annotations

from enum import StrEnum


class Purpose(StrEnum):
    TURN = "turn"
    # Choosing one of your cards to lose it.
    KO = "ko"
    DISCARD = "discard"
    DECK_TOP = "deck_top"
    """Put a card from the hand on top of the deck."""
    PASS_LEFT = "pass_left"
    KO_FROM_VICTORY = "ko_from_victory"
    # Choosing a card to have it.
    GAIN = "gain"
    COPY = "copy"
    KEEP = "keep"
    """Keep a hero for the next hand."""
    ORDER_TOP = "order_top"
    """The next card to put back on top of a deck."""
    # Choosing a villain, a hero in the HQ, a place, a player.
    DEFEAT = "defeat"
    CAPTURE = "capture"
    """A villain to capture a bystander."""
    MOVE_VILLAIN = "move_villain"
    MOVE_TO = "move_to"
    HQ_LOSS = "hq_loss"
    """A hero leaves the HQ (KO'd, under a villain, turned into a villain)."""
    PLAYER = "player"
    REVEAL_OR_WOUND = "reveal_or_wound"
    CHOOSE_ONE = "choose_one"
    # Yes/no: what "yes" does.
    RETURN_TO_HAND = "return_to_hand"
    DRAW_INSTEAD_OF_WOUND = "draw_instead_of_wound"
    DO_OVER = "do_over"
    WOUND_TO_HAND = "wound_to_hand"
    PLAY_VILLAIN_CARD = "play_villain_card"
    GAIN_OFFICER = "gain_officer"
    DISCARD_FROM_DECK = "discard_from_deck"
    KO_FROM_DECK = "ko_from_deck"
    REVEAL = "reveal"
    """Show a hero to avoid a penalty or to earn a reward."""

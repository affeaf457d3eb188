"""Namor (Civil War resistance modular set, 56160-56164). Namor's keywords (stalwart, toughness, villainous) and
Ruler of Atlantis's hinder and amplify icon are facts the engine enforces; the attachments go to Namor, else to
the enemy leader."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ACTIVATING_ENEMY,
    ATTACHED_CHARACTER,
    ENEMY_LEADER,
    ActivatesAgainstYou,
    ExtraBoostCard,
    If,
    Timing,
    Tough,
    boost,
    discard_for,
    ev,
    gets,
    minion_in_play,
    minion_named,
    minion_with,
    named_minion_else_leader,
    printed,
    script,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event

CARDS = CardSet("namor_modular")

NAMOR = "Namor"
ON_NAMOR = "Attach to Namor; when he is not in play, to the enemy leader."


def _host_schemes(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and e.source == ctx.game.state.cards[ctx.source].attached_to


CARDS.add(
    script("56160", when_revealed={"": ActivatesAgainstYou(minion_named(NAMOR))}),
    script("56161", discard_for({"energy": 1, "physical": 1}),
           constants=[gets("attack", printed("attack"), ATTACHED_CHARACTER, "The attached character gets +1 ATK."),
                      gets("kw:piercing", 1, ATTACHED_CHARACTER, "The attached character's attacks have piercing.")],
           attach_to=named_minion_else_leader(NAMOR), attach_text=ON_NAMOR),
    script("56162", discard_for({"mental": 1, "physical": 1}),
           triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_SCHEME, Tough(ATTACHED_CHARACTER), when=_host_schemes,
                     when_text="When the attached character schemes"),
           constants=[gets("scheme", printed("scheme"), ATTACHED_CHARACTER, "The attached character gets +1 SCH.")],
           attach_to=named_minion_else_leader(NAMOR), attach_text=ON_NAMOR),
    script("56163", boost(ExtraBoostCard(ACTIVATING_ENEMY)),
           when_revealed={"": If(minion_in_play(NAMOR), ActivatesAgainstYou(minion_named(NAMOR)), "Namor is in play",
                                 otherwise=ActivatesAgainstYou(ENEMY_LEADER))}),
    script("56164", constants=[gets("kw:cannot_take_damage", 1, minion_with("Atlantis"),
                                    "No [[Atlantis]] minion can take damage.")]),
)

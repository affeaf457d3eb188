"""Under Attack (core set modular encounter set). The Under Attack side scheme's crisis icon is a fact the
engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    CHARACTERS_YOU_CONTROL,
    FRIENDLY_CHARACTER,
    SELF,
    YOUR_HERO,
    ChooseOne,
    Damage,
    EachPlayer,
    ForActivationPlayer,
    PlaceThreat,
    Tough,
    boost,
    discard_for,
    ev,
    gets,
    script,
    target_is_attached_host,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Timing

CARDS = CardSet("under_attack")


def _attach_to_villain(ctx: Ctx) -> list[int]:
    return ctx.game.villains()


def _host_took_damage(ctx: Ctx, e: Event) -> bool:
    return target_is_attached_host(ctx, e) and int(e.data.get("dealt", 0)) > 0


CARDS.add(
    script("01151", when_revealed={"": EachPlayer(ChooseOne((
        ("Place 2 threat on Under Attack", PlaceThreat(2, SELF)),
        ("Deal 3 damage to your hero", Damage(YOUR_HERO, 3)),
    )), "Every player picks one: 2 threat goes on this scheme, or their hero takes 3 damage.")}),
    script(
        "01152",
        triggered(Timing.FORCED_RESPONSE, ev.DAMAGE, Tough(ATTACHED),
                  when=_host_took_damage, when_text="After the villain is dealt damage"),
        discard_for({"physical": 2}, exhaust_hero=True),
        attach_to=_attach_to_villain, attach_text="Attach to the villain.",
    ),
    script(
        "01153",
        discard_for({"energy": 2}, exhaust_hero=True),
        constants=[gets("kw:retaliate", 1, ATTACHED, "The villain gains retaliate 1.")],
        attach_to=_attach_to_villain, attach_text="Attach to the villain.",
    ),
    script(
        "01154",
        boost(ForActivationPlayer(Damage(CHARACTERS_YOU_CONTROL, 1))),
        when_revealed={"": Damage(FRIENDLY_CHARACTER.every("every friendly character"), 1)},
    ),
)

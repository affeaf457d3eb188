"""Cloak & Dagger (Civil War resistance modular set, 56194-56198). Threat removed from "your leader's main scheme"
is competitive play only; in cooperative play the rest of each ability resolves (Civil War rulebook, "Playing a
Custom Scenario Cooperatively": do as much as you can). Cloak and Dagger's hinder and crisis icon are facts the
engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    A_CHARACTER_YOU_CONTROL,
    ATTACHED_CHARACTER,
    ENEMY_LEADER,
    SCHEME,
    And,
    CompetitiveOnly,
    Damage,
    DiscardThis,
    ForActivationPlayer,
    Heal,
    If,
    PlaceThreat,
    RevealThis,
    TakeIndirectDamage,
    Timing,
    Tough,
    boost,
    ev,
    gets,
    minion_in_play,
    printed,
    script,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event
from ..vocabulary.rivals import YourLeadersSchemeThreat

CARDS = CardSet("cloak_and_dagger_modular")


def _host_schemed_on_main(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    host = g.state.cards[ctx.source].attached_to
    return (host is not None and e.source == host and bool(e.data.get("enemy_scheme"))
            and e.target == g.main_scheme() and int(e.data.get("placed", 0)) > 0)


def _placed(ctx: Ctx) -> int:
    return int(ctx.event.data.get("placed", 0)) if ctx.event is not None else 0


def _leader_hosts(ctx: Ctx) -> list[int]:
    return list(ctx.game.villains())


CARDS.add(
    script("56194",
           boost(If(minion_in_play("Dagger"), ForActivationPlayer(RevealThis()), "Dagger is in play",
                    otherwise=ForActivationPlayer(PlaceThreat(1, SCHEME)))),
           when_revealed={"": And(PlaceThreat(2, SCHEME),
                                  CompetitiveOnly("your leader's main scheme loses 2 threat",
                                                  YourLeadersSchemeThreat(2)))}),
    script("56195",
           boost(If(minion_in_play("Cloak"), ForActivationPlayer(RevealThis()), "Cloak is in play",
                    otherwise=ForActivationPlayer(Damage(A_CHARACTER_YOU_CONTROL, 1)))),
           when_revealed={"": And(Heal(2, ENEMY_LEADER), Damage(A_CHARACTER_YOU_CONTROL, 2))}),
    script("56196",
           triggered(Timing.FORCED_RESPONSE, ev.THREAT_PLACED, And(
               CompetitiveOnly("your leader's main scheme loses that much threat",
                               YourLeadersSchemeThreat(_placed)), DiscardThis()),
               when=_host_schemed_on_main, when_text="After the attached leader schemes and places threat on the main "
               "scheme", would=False),
           constants=[gets("scheme", printed("scheme"), ATTACHED_CHARACTER, "The attached leader gets +1 SCH.")],
           when_revealed={"": Tough(ENEMY_LEADER)},
           attach_to=_leader_hosts, attach_text="Attach to the enemy leader."),
    script("56197", when_revealed={"": And(Heal(3, ENEMY_LEADER), TakeIndirectDamage(3))}),
    script("56198", when_defeated=And(Heal(3, ENEMY_LEADER), Tough(ENEMY_LEADER))),
)

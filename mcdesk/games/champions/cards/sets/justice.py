"""Justice aspect (core set): 01058-01065."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    SCHEME,
    SELF,
    Custom,
    Damage,
    ExhaustThis,
    RemoveCounter,
    RemoveThreat,
    Thwart,
    action,
    ev,
    gets,
    power_of,
    power_of_text,
    script,
    source_is_this,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Gen, Timing, deal_damage

CARDS = CardSet("justice")


# -- allies --------------------------------------------------------------------------------------------------
CARDS.add(
    # Daredevil: responds to his own thwarts (basic or otherwise); a confused thwart is no thwart.
    script("01058", triggered(Timing.RESPONSE, ev.PLAYER_THWART, Damage(ENEMY, 1), when=source_is_this,
                              when_text="After this character thwarts")),
    # Jessica Jones.
    script("01059", constants=[gets("thwart", lambda ctx: len(ctx.game.side_schemes()), SELF,
                                    "This character gets +1 THW for each side scheme in play.")]),
)


# -- events --------------------------------------------------------------------------------------------------
def _for_justice_amount(ctx: Ctx) -> int:
    """Rules Reference "Wild Resource": a wild resource generated for a cost may be used as a mental one."""
    return 4 if ctx.paid.get("mental", 0) + ctx.paid.get("wild", 0) > 0 else 3


def _threat_as_damage(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    e = ctx.event
    if e is None:
        return
    me = g.identity(ctx.player)
    source = ctx.source

    def instead(e: Event) -> Gen[None]:
        g.log(f"{g.card_title(me)} takes the {e.amount} threat as damage instead.")
        yield from deal_damage(g, me, e.amount, source)

    e.replace(instead, by=source)
    return
    yield


def _threat_would_be_placed(ctx: Ctx, e: Event) -> bool:
    return e.amount > 0


CARDS.add(
    script("01060", action(Thwart(_for_justice_amount, SCHEME,
                                  amount_text="3 (or 4, if a [mental] resource paid for this card)"),
                           form="hero", tags=("thwart",), event_card=True)),
    script("01061", triggered(Timing.INTERRUPT, ev.THREAT_PLACED,
                              # Custom: a replacement turning threat into damage to you; unique to Great
                              # Responsibility.
                              Custom(_threat_as_damage, "You take that threat as damage instead."),
                              when=_threat_would_be_placed, when_text="When threat would be placed on a scheme",
                              form="hero", event_card=True)),
)


# -- resources -----------------------------------------------------------------------------------------------
CARDS.add(
    script("01062", resource_bonus=power_of("justice"), text_lines=[power_of_text("justice")]),
)


# -- supports and upgrades -----------------------------------------------------------------------------------
def _you_defeated_a_minion(ctx: Ctx, e: Event) -> bool:
    return e.data.get("type") == "minion" and e.player == ctx.player


CARDS.add(
    script("01063", triggered(Timing.RESPONSE, ev.DEFEATED, RemoveThreat(1, SCHEME), when=_you_defeated_a_minion,
                              when_text="After you defeat a minion", costs=[ExhaustThis()])),
    # Surveillance Team: uses (3 snoop counters) is a fact; the engine discards it once the last one is gone.
    script("01064", action(RemoveThreat(1, SCHEME), costs=[ExhaustThis(), RemoveCounter("snoop")])),
    script("01065", constants=[gets(
        "thwart", 1,
        lambda ctx, cid: cid == ctx.game.identity(ctx.player) and ctx.game.form(ctx.player) == "hero",
        "Your hero gets +1 THW.")],
        play_under_any_players_control=True),
)

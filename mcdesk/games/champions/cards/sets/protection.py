"""Protection aspect (core set): 01075-01082.

Luke Cage (01076) needs no script: toughness is a fact and the engine gives him his tough status card as he
enters play.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    EVENT_SOURCE,
    FRIENDLY_CHARACTER,
    YOUR_HERO,
    AttackX,
    Custom,
    DiscardThisCost,
    ExhaustThis,
    Heal,
    Ready,
    RemoveCounter,
    Spend,
    action,
    ev,
    gets,
    power_of,
    power_of_text,
    revealed_from_encounter_deck,
    script,
    treachery_revealed_from_encounter_deck,
    triggered,
    your_hero_defended,
)
from ..vocabulary.procedures import ENCOUNTER_DISCARD, Ctx, Gen, Timing, discard_card, enemy_attack

CARDS = CardSet("protection")


def _discard_revealed(ctx: Ctx) -> None:
    g = ctx.game
    e = ctx.event
    if e is not None and e.target is not None and g.state.cards[e.target].zone[0] != ENCOUNTER_DISCARD \
            and not g.is_in_play(e.target):
        discard_card(g, e.target)


# -- allies --------------------------------------------------------------------------------------------------
def _black_widow(ctx: Ctx) -> Gen[None]:
    """Cancelling the card's effects cancels its surge keyword too; the one card revealed in its place comes
    after the cancelled card is discarded (the reveal's surge step, for the same player)."""
    e = ctx.event
    if e is None:
        return
    e.cancel()
    _discard_revealed(ctx)
    ctx.game.log(f"Black Widow cancels {ctx.game.card_title(e.target or 0)}; another card is revealed instead.")
    e.data["surge"] = True
    return
    yield


CARDS.add(
    script("01075", triggered(
        Timing.INTERRUPT, ev.REVEALED,
        # Custom: cancels a revealed card entirely and reveals a replacement; unique to Black Widow.
        Custom(_black_widow, "Cancel everything that card does and discard it. Then, reveal another encounter "
                             "card."),
        when=revealed_from_encounter_deck, when_text="When a card is revealed from the encounter deck",
        costs=[ExhaustThis(), Spend({"mental": 1})], would=False)),
)


# -- events --------------------------------------------------------------------------------------------------
def _your_hero_atk(ctx: Ctx) -> int:
    return ctx.game.stat(ctx.game.identity(ctx.player), "attack") or 0


def _get_behind_me(ctx: Ctx) -> Gen[None]:
    """The treachery's When Revealed effects are cancelled (its surge keyword still applies) and it goes to the
    discard pile; the villain attacks the player who played this card instead."""
    e = ctx.event
    if e is None:
        return
    e.cancel()
    _discard_revealed(ctx)
    villain = ctx.game.villain()
    if villain is not None:
        yield from enemy_attack(ctx.game, villain, ctx.player)


CARDS.add(
    # Counter-Punch: Rules Reference "Defense" — a (defense) ability also makes your hero the defender.
    script("01077", triggered(Timing.RESPONSE, ev.ENEMY_ATTACK,
                              AttackX(_your_hero_atk, "your hero's ATK in", EVENT_SOURCE.every("that enemy")),
                              when=your_hero_defended, when_text="After your hero defends against an enemy attack",
                              tags=("attack",), event_card=True)),
    script("01078", triggered(Timing.INTERRUPT, ev.REVEALED,
                              # Custom: cancels a treachery's When Revealed effects and has the villain attack in
                              # their place.
                              Custom(_get_behind_me, 'Cancel its "When Revealed" effects, and the villain attacks '
                                                     "you in their place."),
                              when=treachery_revealed_from_encounter_deck,
                              when_text="When a treachery is revealed from the encounter deck", form="hero",
                              event_card=True, would=False)),
)


# -- resources -----------------------------------------------------------------------------------------------
CARDS.add(
    script("01079", resource_bonus=power_of("protection"), text_lines=[power_of_text("protection")]),
)


# -- supports and upgrades -----------------------------------------------------------------------------------
CARDS.add(
    # Med Team: uses (3 medical counters) is a fact; the engine discards it once the last one is gone.
    script("01080", action(Heal(2, FRIENDLY_CHARACTER), costs=[ExhaustThis(), RemoveCounter("medical")])),
    # Armored Vest: "Max 1 per player" is a fact.
    script("01081", constants=[gets(
        "defense", 1,
        lambda ctx, cid: cid == ctx.game.identity(ctx.player) and ctx.game.form(ctx.player) == "hero",
        "Your hero gets +1 DEF.")],
        play_under_any_players_control=True),
    script("01082", triggered(Timing.RESPONSE, ev.ENEMY_ATTACK, Ready(YOUR_HERO), when=your_hero_defended,
                              when_text="After your hero defends", costs=[DiscardThisCost()])),
)

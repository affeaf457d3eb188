"""Rhino (core set scenario): the villain stages, The Break-In! main scheme and the Rhino encounter set.

Cards driven only by their facts need no script: Rhino (I) (stats), The Break-In! (its Setup advances to
stage 1B, the engine's main scheme procedure; 1B completed with no next stage loses the game), Hydra
Mercenary (guard), Sandman (toughness) and Crowd Control (crisis icon).
"""

from __future__ import annotations

from collections.abc import Callable

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    EACH_HERO,
    SELF,
    And,
    Custom,
    Damage,
    DiscardThis,
    GainSurge,
    Heal,
    PlaceThreat,
    Sel,
    Spend,
    Stun,
    action,
    ev,
    gets,
    script,
    triggered,
)
from ..vocabulary.procedures import (
    ENCOUNTER_DECK,
    ENCOUNTER_DISCARD,
    Ctx,
    Event,
    Gen,
    Timing,
    discard_card,
    enemy_attack,
    give_status,
    reveal,
    shuffle,
)

CARDS = CardSet("rhino")

BREAKIN_AND_TAKIN = "01107"

RHINO = Sel(lambda c: [v for v in c.game.villains() if c.game.facts(v).name == "Rhino"], "Rhino", True)
"""The villain Rhino (whatever his stage)."""


def _attach_to_rhino(ctx: Ctx) -> list[int]:
    return RHINO(ctx)


def _host(ctx: Ctx) -> int | None:
    return ctx.game.state.cards[ctx.source].attached_to


def _printed(stat: str) -> Callable[[Ctx], int]:
    """The attachment's own printed stat modifier (e.g. Charge's +3 ATK)."""
    return lambda c: int(getattr(c.game.facts(c.source), stat) or 0)


# == villain stages ===================================================================================


def _rhino_ii(ctx: Ctx) -> Gen[None]:
    """Find Breakin' & Takin' in the encounter deck or its discard pile, reveal it, shuffle the deck."""
    g = ctx.game
    found = next((c for zone in (ENCOUNTER_DECK, ENCOUNTER_DISCARD) for c in g.state.zone(zone)
                  if g.state.cards[c].code == BREAKIN_AND_TAKIN), None)
    if found is not None:
        yield from reveal(g, found, ctx.player)
    shuffle(g, ENCOUNTER_DECK)


CARDS.add(
    script("01095", when_revealed={"": Custom(
        _rhino_ii, "Search the encounter deck and its discard pile for Breakin' & Takin' and reveal it. "
        "Shuffle the encounter deck.")}),
    script("01096", when_revealed={"": Stun(EACH_HERO)}),
)


# == attachments ======================================================================================


def _damage_to_host(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and e.target == _host(ctx) and e.amount > 0


def _armored_suit(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    suit = ctx.source
    e = ctx.event
    if e is None:
        return

    def onto_the_suit(e: Event) -> None:
        card = g.state.cards[suit]
        if not g.is_in_play(suit):
            return
        card.damage += e.amount
        g.log(f"{e.amount} damage is placed on {g.card_title(suit)} instead of Rhino.")
        if card.damage >= 5:
            g.log(f"{g.card_title(suit)} has 5 or more damage and is discarded.")
            discard_card(g, suit)

    e.replace(onto_the_suit, by=suit)
    return
    yield


CARDS.add(
    script(
        "01098",
        triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE,
                  Custom(_armored_suit, "Place that damage on this card instead. Then, if this card has 5 or "
                         "more damage on it, discard it."),
                  when=_damage_to_host, when_text="When any amount of damage would be dealt to Rhino"),
        attach_to=_attach_to_rhino, attach_text="Attach to Rhino.",
    ),
)


def _host_attacks(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and e.source == _host(ctx)


def _charge(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    charge = ctx.source
    e = ctx.event
    if e is None:
        return
    w = e.data.get("window")
    if w is None:
        return
    w.data["overkill"] = True
    g.log(f"{g.card_title(charge)}: this attack gains overkill.")

    def discard_charge() -> None:
        if g.is_in_play(charge):
            g.log(f"The attack ends: {g.card_title(charge)} is discarded.")
            discard_card(g, charge)

    w.data.setdefault("at_end", []).append(discard_charge)
    return
    yield


CARDS.add(
    script(
        "01099",
        triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                  Custom(_charge, "That attack gains overkill. When it ends, discard this card."),
                  when=_host_attacks, when_text="When Rhino attacks"),
        constants=[gets("attack", _printed("attack"), ATTACHED, "Rhino gets +3 ATK.")],
        attach_to=_attach_to_rhino, attach_text="Attach to Rhino.",
    ),
    script(
        "01100",
        action(DiscardThis(), form="hero", costs=[Spend({"physical": 3})]),
        constants=[gets("attack", _printed("attack"), ATTACHED, "Rhino gets +1 ATK.")],
        attach_to=_attach_to_rhino, attach_text="Attach to Rhino.",
    ),
)


# == minions ==========================================================================================

CARDS.add(
    script("01103", when_revealed={"": Damage(EACH_HERO, 1)}),
)


# == treacheries ======================================================================================


def _im_tough(ctx: Ctx) -> Gen[None]:
    """"Already": if Rhino has a tough status card, surge happens instead of giving him another."""
    g = ctx.game
    for rhino in RHINO(ctx):
        if g.state.cards[rhino].tough:
            yield from GainSurge().resolve(ctx)
        else:
            give_status(g, rhino, "tough")


def _stampede(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    for rhino in RHINO(ctx):
        damaged = yield from enemy_attack(g, rhino, ctx.player)
        for cid in damaged:
            give_status(g, cid, "stunned")


CARDS.add(
    script("01104", when_revealed={"": And(
        Heal(4, RHINO), GainSurge(lambda c: not c.memory.get("healed"), "If no damage was healed this way"))}),
    script("01105", when_revealed={"": Custom(
        _im_tough, "Give Rhino a tough status card. If he already has one, this card gains surge instead.")}),
    script("01106", when_revealed={
        "alter_ego": GainSurge(),
        "hero": Custom(_stampede, "Rhino attacks you. If that attack damages a character, stun it."),
    }),
)


# == side schemes =====================================================================================


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


CARDS.add(
    script("01107", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
)

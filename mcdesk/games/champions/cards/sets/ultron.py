"""Ultron (core set scenario): the villain stages, the three main scheme stages and the Ultron encounter set.

Ultron's Drones are player cards put into play facedown as minions: they keep their owner (a defeated one goes
to its owner's discard pile), are in exactly one zone like any card, and while facedown the engine reads them
as minions with only the [[Drone]] trait and no printed values (``Game.facts``); the Ultron Drones environment
gives them their base values. Advanced Ultron Drone's guard, the side schemes' acceleration and hazard icons are
facts the engine enforces; completing Countdown to Oblivion 3B (the last stage) loses the game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    MAIN_SCHEME,
    SELF,
    SIDE_SCHEME,
    And,
    ChooseOne,
    Custom,
    DiscardFromYourDeck,
    EachPlayer,
    EnemyAttacks,
    EnemySchemes,
    FirstPlayer,
    ForActivationPlayer,
    ForEngagedPlayer,
    GainSurge,
    GetsUntil,
    Heal,
    If,
    PlaceThreat,
    PutFacedownMinion,
    PutIntoPlayFromEncounterDeck,
    SearchAndReveal,
    Sel,
    SpendResources,
    boost,
    discard_for,
    ev,
    gets,
    has_trait,
    is_facedown_minion,
    printed,
    script,
    source_is_host,
    source_is_this,
    target_is_this,
    triggered,
    villain_named,
)
from ..vocabulary.procedures import (
    DISCARD,
    VILLAIN_AREA,
    Ctx,
    Event,
    Gen,
    Rule,
    Timing,
)

CARDS = CardSet("ultron")

DRONE = "Drone"
ULTRON = villain_named("Ultron")
ULTRON_DRONES = "01140"
EMP = {"energy": 1, "mental": 1, "physical": 1}

DRONES = Sel(lambda c: [m for m in c.game.minions() if has_trait(c.game, m, DRONE)], f"each [[{DRONE}]] minion",
             True)


def drones_engaged_with(ctx: Ctx, player: int) -> list[int]:
    return [m for m in ctx.game.minions(player) if has_trait(ctx.game, m, DRONE)]


def _facedown_drone(ctx: Ctx, card: int) -> bool:
    g = ctx.game
    return is_facedown_minion(g, card) and has_trait(g, card, DRONE) and g.state.cards[card].engaged_with is not None


PUT_DRONE = PutFacedownMinion(DRONE)
EACH_PLAYER_DRONE = EachPlayer(PUT_DRONE, f"Every player's top deck card enters play facedown as a [[{DRONE}]] "
                                          "minion engaged with that player.")


def _drone_or(label: str, other: Any) -> ChooseOne:
    """A choice between something else and a Drone from the top of your deck."""
    return ChooseOne(((label, other), ("Put the top card of your deck into play as a Drone", PUT_DRONE)))


# == villain stages ====================================================================================


DRONES_ENGAGED_WITH_YOU = Sel(lambda c: drones_engaged_with(c, c.player), f"each [[{DRONE}]] minion engaged with you",
                              True)


def _drones_engaged_with_you(ctx: Ctx) -> int:
    return len(drones_engaged_with(ctx, ctx.player))


def _drone_in_play(ctx: Ctx, _card: int) -> bool:
    return bool(DRONES(ctx))


CARDS.add(
    script("01134", triggered(
        Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK,
        ForActivationPlayer(_drone_or("Place 1 threat on the main scheme", PlaceThreat(1, MAIN_SCHEME))),
        when=source_is_this, when_text="After Ultron attacks you")),
    script("01135", triggered(
        Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
        ForActivationPlayer(And(PUT_DRONE, GetsUntil(
            SELF, (("attack", _drones_engaged_with_you),), until="end_of_activation",
            amount_text=f"+1 ATK for each [[{DRONE}]] minion engaged with you"))),
        when=source_is_this, when_text="When Ultron attacks you")),
    script(
        "01136",
        constants=[gets("attack", 1, DRONES, f"Each [[{DRONE}]] minion gets +1 ATK."),
                   gets("health", 1, DRONES, f"Each [[{DRONE}]] minion gets +1 hit point.")],
        rules=[Rule("cannot_take_damage", f"While any [[{DRONE}]] minion is in play, Ultron takes no damage.",
                    _drone_in_play)],
        when_revealed={"": SearchAndReveal("Ultron's Imperative")},
    ),
)


# == main scheme stages ================================================================================


def _after_step_one(ctx: Ctx, e: Event) -> bool:
    """Threat placed here by villain phase step 1 (the only threat placed with no source card)."""
    return e.target == ctx.source and e.source is None and ctx.game.state.phase == "villain"


CARDS.add(
    script("01137a", setup=PutIntoPlayFromEncounterDeck(ULTRON_DRONES, "the Ultron Drones environment")),
    script("01137b", when_revealed={"": EACH_PLAYER_DRONE}),
    script("01138a", when_revealed={"": EACH_PLAYER_DRONE}),
    script("01138b", triggered(
        Timing.FORCED_RESPONSE, ev.THREAT_PLACED,
        EachPlayer(_drone_or("Place 2 threat on this scheme", PlaceThreat(2, SELF)),
                   f"Every player picks one: 2 more threat here, or their top deck card enters play facedown as a "
                   f"[[{DRONE}]] minion engaged with them."),
        when=_after_step_one, when_text="After threat is placed here in step one of the villain phase")),
    script("01139a", when_revealed={"": EACH_PLAYER_DRONE}),
    script("01139b", rules=[Rule("threat_cannot_be_removed", "No threat can be removed from this scheme.")]),
)


# == environment and attachments =======================================================================


def _to_owners_discard(ctx: Ctx) -> Gen[None]:
    """Custom: only facedown Drones are player cards defeated as minions; no other core card moves a card
    that has left play (the engine put it in the encounter discard pile) to a player's discard pile."""
    g = ctx.game
    e = ctx.event
    if e is None or e.target is None:
        return
    c = g.state.cards[e.target]
    if c.owner is not None and c.zone != (DISCARD, c.owner) and not g.is_in_play(e.target):
        g.state.move(e.target, (DISCARD, c.owner))
        c.face_down = False
    return
    yield


def _player_card_defeated_as_minion(ctx: Ctx, e: Event) -> bool:
    if e.target is None or e.data.get("type") != "minion":
        return False
    return ctx.game.state.cards[e.target].owner is not None


def _attach_to_ultron(ctx: Ctx) -> list[int]:
    return ULTRON(ctx)


def _attach_to_drones_environment(ctx: Ctx) -> list[int]:
    return [c for c in ctx.game.state.zone(VILLAIN_AREA) if ctx.game.state.cards[c].code == ULTRON_DRONES]


CARDS.add(
    script(
        ULTRON_DRONES,
        triggered(Timing.FORCED_RESPONSE, ev.DEFEATED,
                  Custom(_to_owners_discard, "That card goes to its owner's discard pile."),
                  when=_player_card_defeated_as_minion, when_text=f"After a facedown [[{DRONE}]] minion is defeated"),
        constants=[
            gets("attack", 1, _facedown_drone, f"Facedown [[{DRONE}]] minions engaged with a player have base ATK 1."),
            gets("scheme", 1, _facedown_drone, f"Facedown [[{DRONE}]] minions engaged with a player have base SCH 1."),
            gets("health", 1, _facedown_drone,
                 f"Facedown [[{DRONE}]] minions engaged with a player have 1 base hit point."),
        ],
    ),
    script(
        "01141",
        triggered(Timing.FORCED_RESPONSE, ev.ENEMY_SCHEME, PlaceThreat(1, SIDE_SCHEME.every("each side scheme")),
                  when=source_is_host, when_text="After a scheme by Ultron"),
        discard_for({"mental": 2}, exhaust_hero=True),
        constants=[gets("scheme", printed("scheme"), ATTACHED, "Ultron gets +1 SCH.")],
        attach_to=_attach_to_ultron, attach_text="Attach to Ultron.",
    ),
    script(
        "01142",
        discard_for(EMP),
        constants=[gets("attack", 1, _facedown_drone, f"Each facedown [[{DRONE}]] minion gets +1 ATK."),
                   gets("health", 1, _facedown_drone, f"Each facedown [[{DRONE}]] minion gets +1 hit point.")],
        attach_to=_attach_to_drones_environment, attach_text="Attach to the Ultron Drones environment.",
    ),
)


# == minion ============================================================================================


CARDS.add(script("01143", triggered(
    Timing.FORCED_INTERRUPT, ev.DEFEATED,
    ForEngagedPlayer(PUT_DRONE, f"The player it is engaged with puts their top deck card into play facedown as a "
                                f"[[{DRONE}]] minion engaged with them."),
    when=target_is_this, when_text="When this minion is defeated")))


# == treacheries =======================================================================================


def _android_efficiency(code: str, resource: str) -> None:
    CARDS.add(script(
        code,
        boost(ForActivationPlayer(_drone_or(f"Spend a [{resource}] resource", SpendResources({resource: 1})))),
        when_revealed={"": EACH_PLAYER_DRONE},
    ))


_android_efficiency("01144a", "energy")
_android_efficiency("01144b", "mental")
_android_efficiency("01144c", "physical")


def _per_drone_engaged_with_you(n: int) -> Callable[[Ctx], int]:
    return lambda c: n * _drones_engaged_with_you(c)


def _nothing_healed(ctx: Ctx) -> bool:
    return not ctx.memory.get("healed")


def _no_attack_made(ctx: Ctx) -> bool:
    return not ctx.memory.get("attacked")


def _your_hero(ctx: Ctx) -> bool:
    return ctx.game.form(ctx.player) == "hero"


CARDS.add(
    script("01145", when_revealed={
        "alter_ego": And(EnemySchemes(ULTRON), DiscardFromYourDeck(
            lambda c: int(c.memory.get("placed", 0)), amount_text="1 card per threat placed this way")),
        "hero": And(EnemyAttacks(ULTRON), DiscardFromYourDeck(
            lambda c: int(c.memory.get("dealt", 0)), amount_text="1 card per damage dealt this way")),
    }),
    script(
        "01146",
        boost(ForActivationPlayer(Heal(_per_drone_engaged_with_you(1), ULTRON,
                                       amount_text="1",
                                       per=f" for each [[{DRONE}]] minion engaged with you"))),
        when_revealed={"": And(
            Heal(_per_drone_engaged_with_you(2), ULTRON,
                 amount_text="2", per=f" for each [[{DRONE}]] minion engaged with you"),
            GainSurge(_nothing_healed, "If no damage was healed this way"))},
    ),
    script("01147", when_revealed={"": And(
        If(_your_hero, EnemyAttacks(DRONES_ENGAGED_WITH_YOU), "you are in hero form"),
        If(_no_attack_made, PUT_DRONE, "no attack was made this way"))}),
)


# == side schemes ======================================================================================

CARDS.add(
    script("01148", when_revealed={"": And(
        EACH_PLAYER_DRONE,
        PlaceThreat(lambda c: len(DRONES(c)), SELF, amount_text="1", per=f" for each [[{DRONE}]] minion in play"),
    )}),
    script("01149", when_revealed={"": EachPlayer(DiscardFromYourDeck(3), "Every player discards the top 3 cards "
                                                                          "of their deck.")}),
    script("01150", when_revealed={"": FirstPlayer(
        PutFacedownMinion(DRONE, 2),
        f"The first player's top 2 deck cards enter play facedown as [[{DRONE}]] minions engaged with them.")}),
)

"""Hulkling (Civil War): Teddy Altman's identity, his identity-specific cards and his obligation (56029-56040,
56054).

His [[Shapeshift]] upgrades change his basic powers; only one is kept at a time (Chosen Shape as Hulkling, Teddy
Altman's rule as the alter-ego). Each has a Hero Response to the events he plays.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    EVENT_SOURCE,
    SCHEME,
    AfterThisAttack,
    AlterEgoObligation,
    And,
    Attack,
    Custom,
    Damage,
    DiscardEach,
    Draw,
    ExhaustThis,
    Heal,
    If,
    MayChangeForm,
    Ready,
    RemoveThreat,
    SearchDeck,
    Sel,
    ShuffleFromDiscard,
    Thwart,
    Timing,
    Tough,
    action,
    ev,
    gains_trait,
    gets,
    has_trait,
    identity_named,
    removed_last_threat,
    resource_from,
    script,
    triggered,
)
from ..vocabulary.procedures import Ability, CardScript, Constant, Ctx, Effect, Event, Game, Gen, Rule, enemy_scheme

CARDS = CardSet("hulkling")

SHAPESHIFT = "Shapeshift"
HULKLING = identity_named("Hulkling")
TEDDY = identity_named("Teddy Altman")


def is_shapeshift(g: Game, cid: int) -> bool:
    return g.facts(cid).type_code == "upgrade" and has_trait(g, cid, SHAPESHIFT)


def _your_shapeshifts(ctx: Ctx) -> list[int]:
    return [c for c in ctx.game.controlled(ctx.player) if is_shapeshift(ctx.game, c)]


YOUR_SHAPESHIFT = Sel(_your_shapeshifts, "your [[Shapeshift]] upgrade", True)
EACH_SHAPESHIFT = Sel(_your_shapeshifts, "each [[Shapeshift]] upgrade you control", True)
OTHER_SHAPESHIFTS = Sel(lambda c: [u for u in _your_shapeshifts(c) if c.event is None or u != c.event.target],
                        "each other [[Shapeshift]] upgrade you control", True)


def _shapeshift_card(ctx: Ctx, cid: int) -> bool:
    return is_shapeshift(ctx.game, cid)


def is_hulkling_card(g: Game, cid: int) -> bool:
    """A card of Hulkling's identity-specific set (his hero set)."""
    f = g.facts(cid)
    return f.set_code == "hulkling" and f.faction_code == "hero" and f.type_code not in ("hero", "alter_ego")


# -- the identity --------------------------------------------------------------------------------------------------
def _your_shapeshift_entered(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    return (e.target is not None and is_shapeshift(g, e.target) and g.is_in_play(e.target)
            and g.state.cards[e.target].controller == ctx.player)


ONE_SHAPESHIFT = "one_shapeshift"
"""Teddy Altman's rule: his Shapeshift upgrades read it (``_room_for_a_shapeshift``)."""

CARDS.add(
    script("56029a", triggered(Timing.FORCED_RESPONSE, ev.ENTERS_PLAY, And(DiscardEach(OTHER_SHAPESHIFTS),
                                                                             Ready(HULKLING)),
                               when=_your_shapeshift_entered, name="Chosen Shape",
                               when_text="Once a [[Shapeshift]] upgrade enters play under your control",
                               would=False)),
    script("56029b",
           action(SearchDeck(_shapeshift_card, "a [[Shapeshift]] upgrade", discard_pile=True), limit=(1, "round"),
                  name="Shape-Changer"),
           rules=[Rule(ONE_SHAPESHIFT, "At most 1 [[Shapeshift]] upgrade of yours may be in play.")]),
)


# -- allies, supports, upgrades ------------------------------------------------------------------------------------
def _identity_specific_event(ctx: Ctx, cid: int) -> bool:
    g = ctx.game
    return g.facts(cid).type_code == "event" and is_hulkling_card(g, cid)


def _hulkling_card(ctx: Ctx, cid: int) -> bool:
    return is_hulkling_card(ctx.game, cid)


def _room_for_a_shapeshift(ctx: Ctx) -> bool:
    """Teddy Altman: "you cannot have more than 1 [[Shapeshift]] upgrade in play" (as Hulkling, Chosen Shape
    discards the others once the new one is in play)."""
    g = ctx.game
    ident = g.identity(ctx.player)
    teddy_rule = any(r.name == ONE_SHAPESHIFT for r in g.script(ident).rules)
    return not (teddy_rule and _your_shapeshifts(ctx))


def _you_played_an_event(ctx: Ctx, e: Event) -> bool:
    return e.player == ctx.player and e.source is not None and ctx.game.facts(e.source).type_code == "event"


def _attacks_you(ctx: Ctx, e: Event) -> bool:
    return e.player == ctx.player and e.source is not None and ctx.game.is_in_play(e.source)


def _scheme_instead(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    e = ctx.event
    if e is None or e.source is None:
        return
    enemy = e.source
    player = ctx.player
    g.log(f"Imitation Shape: {g.card_title(enemy)} schemes instead of attacking.")
    e.replace(lambda _e: enemy_scheme(g, enemy, player), by=ctx.source)
    return
    yield


def _shapeshift(code: str, *constants: Constant, response: Effect, extra: tuple[Ability, ...] = ()) -> CardScript:
    """A [[Shapeshift]] upgrade: its changes to Hulkling, and "Hero Response: after you play an event, exhaust
    this card → <response>"."""
    return script(code,
                  triggered(Timing.RESPONSE, ev.CARD_PLAYED, response, when=_you_played_an_event,
                            when_text="After you play an event", form="hero", costs=[ExhaustThis()], would=False),
                  *extra,
                  constants=list(constants), play_restriction=_room_for_a_shapeshift)


def _alien_physiology(ctx: Ctx) -> dict[str, int]:
    paying_for = ctx.memory.get("paying_for")
    return {"wild": 2 if paying_for is not None and is_hulkling_card(ctx.game, paying_for) else 1}


CARDS.add(
    script("56030", triggered(Timing.RESPONSE, ev.CARD_PLAYED,
                              SearchDeck(_identity_specific_event, "a Hulkling event", discard_pile=True),
                              when=lambda c, e: e.source == c.source and e.player == c.player,
                              when_text="Once you play this ally from your hand", would=False)),
    script("56031", action(And(Heal(2, TEDDY), ShuffleFromDiscard(_hulkling_card, "Hulkling card")),
                           form="alter_ego", costs=[ExhaustThis()])),
    _shapeshift("56032",
                gets("thwart", 1, HULKLING, "Hulkling gets +1 THW, +1 ATK and +1 DEF, and gains the [[Aerial]] trait."),
                gets("attack", 1, HULKLING, ""), gets("defense", 1, HULKLING, ""),
                gains_trait("Aerial", HULKLING, ""),
                response=RemoveThreat(2, SCHEME)),
    _shapeshift("56033",
                gets("attack", 2, HULKLING, "Hulkling gets +2 ATK and +1 DEF."), gets("defense", 1, HULKLING, ""),
                response=Damage(ENEMY, 2)),
    _shapeshift("56034",
                gets("attack", 1, HULKLING, "Hulkling gets +1 ATK and +2 DEF, and gains retaliate 1."),
                gets("defense", 2, HULKLING, ""), gets("kw:retaliate", 1, HULKLING, ""),
                response=Heal(2, HULKLING)),
    _shapeshift("56035",
                gets("thwart", 2, HULKLING, "Hulkling gets +2 THW."),
                response=Draw(1),
                extra=(triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                                 # Custom: replaces the attack by a scheme of the same enemy (no vocabulary piece
                                 # turns one enemy activation into the other).
                                 Custom(_scheme_instead, "It schemes instead."),
                                 when=_attacks_you, when_text="When an enemy would attack you"),)),
    script("56036", resource_from(_alien_physiology, "Generate a [wild] resource; while paying for a Hulkling "
                                  "card, [wild] [wild] instead.", costs=[ExhaustThis()])),
)


# -- events --------------------------------------------------------------------------------------------------------
def _your_def(ctx: Ctx) -> int:
    return ctx.game.stat(ctx.game.identity(ctx.player), "defense") or 0


def _an_enemy_attacks(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and ctx.game.is_in_play(e.source)


CARDS.add(
    script("56037", action(And(Attack(5, ENEMY), Ready(YOUR_SHAPESHIFT)), form="hero", tags=("attack",),
                           event_card=True)),
    script("56038", triggered(Timing.INTERRUPT, ev.ENEMY_ATTACK,
                              And(Damage(EVENT_SOURCE.every("that enemy"), _your_def, amount_text="X",
                                         per=", where X is your DEF"),
                                  AfterThisAttack(Tough(HULKLING), when_text="Once the attack is over")),
                              when=_an_enemy_attacks, when_text="When an enemy attacks", form="hero",
                              tags=("defense",), event_card=True, would=False)),
    script("56039", action(And(Thwart(4, SCHEME), If(removed_last_threat, MayChangeForm("alter_ego"),
                                                       "that emptied the scheme of threat")),
                           form="hero", tags=("thwart",), event_card=True)),
    script("56040", action(SearchDeck(_shapeshift_card, "a [[Shapeshift]] upgrade", discard_pile=True),
                           form="hero", event_card=True)),
)


# -- obligation ----------------------------------------------------------------------------------------------------
CARDS.add(
    script("56054", when_revealed={"": AlterEgoObligation(
        "Teddy Altman", DiscardEach(EACH_SHAPESHIFT), "Discard each Shapeshift upgrade you control")}),
)

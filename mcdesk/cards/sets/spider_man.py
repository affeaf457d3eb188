"""Spider-Man (core set): Peter Parker's identity and his identity-specific cards."""

from __future__ import annotations

from ...engine import events as ev
from ...engine.abilities import Ctx, Gen, Timing
from ...engine.events import Event
from ...engine.zones import discard_from_deck
from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    MINION,
    SCHEME,
    YOUR_IDENTITY,
    Attack,
    CancelIt,
    Custom,
    Draw,
    ExhaustThis,
    Heal,
    PreventAll,
    RemoveCounter,
    RemoveThreat,
    Stun,
    action,
    resource,
    script,
    source_is_villain,
    triggered,
)

CARDS = CardSet("spider_man")


def _villain_attacks_you(ctx: Ctx, e: Event) -> bool:
    return source_is_villain(ctx, e) and e.player == ctx.player


CARDS.add(
    # Spider-Man (hero): Spider-Sense.
    script("01001a", triggered(Timing.INTERRUPT, ev.ENEMY_ATTACK, Draw(1), when=_villain_attacks_you,
                               when_text="When the villain initiates an attack against you", name="Spider-Sense")),
    # Peter Parker (alter-ego): Scientist.
    script("01001b", resource({"mental": 1}, limit=(1, "round"), name="Scientist")),
)


def _black_cat(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    for cid in (yield from discard_from_deck(g, ctx.player, 2)):
        if g.facts(cid).resources.get("mental"):
            g.state.move(cid, ("hand", ctx.player), top=False)


def _played_this(ctx: Ctx, e: Event) -> bool:
    return e.source == ctx.source


CARDS.add(
    script("01002", triggered(
        Timing.FORCED_RESPONSE, ev.ENTERS_PLAY,
        Custom(_black_cat, "Discard the top 2 cards of your deck. Add each card with a printed [mental] resource "
               "discarded this way to your hand."),
        when=lambda c, e: e.target == c.source and bool(c.game.state.flags.get(f"played:{c.source}", True)),
        when_text="After you play this card")),
)


def _damage_from_attack_to_you(ctx: Ctx, e: Event) -> bool:
    return bool(e.data.get("attack")) and e.target == ctx.game.identity(ctx.player) and e.source is not None \
        and ctx.game.facts(e.source).type_code in ("villain", "minion")


def _treachery_revealed(ctx: Ctx, e: Event) -> bool:
    return e.data.get("type") == "treachery"


CARDS.add(
    script("01003", triggered(Timing.INTERRUPT, ev.DAMAGE, PreventAll(), when=_damage_from_attack_to_you,
                              when_text="When you would take any amount of damage from an attack",
                              tags=("defense",), event_card=True)),
    script("01004", triggered(Timing.INTERRUPT, ev.REVEALED, CancelIt('its "When Revealed" effects'),
                              when=_treachery_revealed, when_text="When a treachery card is revealed from the "
                              "encounter deck", form="hero", event_card=True)),
    script("01005", action(Attack(8, ENEMY), form="hero", tags=("attack",), event_card=True)),
    script("01006", action(Heal(4, YOUR_IDENTITY), form="alter_ego", costs=[ExhaustThis()])),
    script("01008", resource({"wild": 1}, form="hero", costs=[ExhaustThis(), RemoveCounter("web")])),
)

CARDS.add(
    script(
        "01007",
        triggered(Timing.FORCED_INTERRUPT, ev.DEFEATED, RemoveThreat(3, SCHEME),
                  when=lambda c, e: e.target is not None and e.target == c.game.state.cards[c.source].attached_to,
                  when_text="When attached minion is defeated"),
        attach_to=lambda c: MINION(c), attach_text="Attach to a minion.",
    ),
)


def _webbed_up(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    e = ctx.event
    enemy = g.state.cards[ctx.source].attached_to
    if e is not None:
        e.cancel()
    from ...engine.combat import give_status
    from ...engine.zones import discard_card

    discard_card(g, ctx.source)
    if enemy is not None:
        give_status(g, enemy, "stunned")
    return
    yield


CARDS.add(
    script(
        "01009",
        triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                  Custom(_webbed_up, "Discard this card instead. Then, stun that enemy."),
                  when=lambda c, e: e.source is not None and e.source == c.game.state.cards[c.source].attached_to,
                  when_text="When attached enemy would attack"),
        attach_to=lambda c: ENEMY(c), attach_text="Attach to an enemy.", max_per_enemy=1,
        play_restriction=lambda c: c.game.form(c.player) == "hero", play_restriction_text="Hero form only.",
    ),
)

_ = Stun

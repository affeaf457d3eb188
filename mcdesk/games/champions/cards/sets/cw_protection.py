"""The Protection cards of Civil War's Hulkling starter deck (56041-56051).

Brother Voodoo, The Night Nurse, Taunt, Tackle and Preservation are reprints (``duplicate_of``) of cards from packs
the project does not hold the facts of: they are scripted here under their Civil War codes (as cw_aggression does).
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    VILLAIN,
    YOUR_HERO,
    YOUR_IDENTITY,
    And,
    Custom,
    Damage,
    DefendWithoutExhausting,
    Draw,
    EnemyAttacks,
    ExhaustThis,
    GetsUntil,
    Heal,
    If,
    RemoveCounter,
    SearchDeck,
    Sel,
    Spend,
    Stun,
    Timing,
    Tough,
    action,
    ev,
    gets,
    paid_with,
    script,
    target_is_this,
    triggered,
    your_hero_defended,
)
from ..vocabulary.procedures import Ctx, Event, Gen, attackable_enemies, has_status, heal, replace_by_status

CARDS = CardSet("cw_protection")


def _you_engaged_a_minion(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    return (e.target is not None and e.player == ctx.player and g.facts(e.target).type_code == "minion"
            and g.is_in_play(e.target) and g.state.cards[e.target].engaged_with == ctx.player)


def _you_changed_form(ctx: Ctx, e: Event) -> bool:
    return e.player == ctx.player


def _an_enemy_attacks(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and ctx.game.is_in_play(e.source)


def _event_card(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).type_code == "event"


# -- The Night Nurse -------------------------------------------------------------------------------------------
def _status_count(ctx: Ctx, cid: int) -> int:
    c = ctx.game.state.cards[cid]
    return c.stunned + c.confused + c.tough


def _night_nurse_targets(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [h for h in g.heroes() if g.state.cards[h].damage > 0 or _status_count(ctx, h) > 0]


def _night_nurse(ctx: Ctx) -> Gen[None]:
    # Custom: one hero is chosen for both the healing and the status card it loses (which status card, when it has
    # several, is its controller's choice).
    g = ctx.game
    hero = yield from g.choose_card(ctx.player, "Heal 1 damage from a hero", _night_nurse_targets(ctx),
                                    source=ctx.source)
    if hero is None:
        return
    yield from heal(g, hero, 1)
    kinds = [k for k in ("stunned", "confused", "tough") if has_status(g, hero, k)]
    if not kinds:
        return
    kind = kinds[0]
    if len(kinds) > 1:
        from ..vocabulary.procedures import Action, ActionKind, DecisionKind, Option

        opts = tuple(Option(f"status:{k}", f"Discard its {k} status card", (hero,),
                            Action(ActionKind.CHOOSE, hero, choice=k)) for k in kinds)
        pick = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "Which status card?", opts, source=ctx.source)
        kind = kinds[opts.index(pick)]
    card = g.state.cards[hero]
    setattr(card, kind, getattr(card, kind) - 1)
    g.log(f"{g.card_title(hero)} discards a {kind} status card.")


# -- Tackle ------------------------------------------------------------------------------------------------------
ATTACKABLE_ENEMY = Sel(lambda c: attackable_enemies(c.game, c.player), "an enemy", side="enemy")
THAT_ENEMY = Sel(lambda c: list(c.memory.get("chosen", ())), "that enemy", True, side="enemy")


def _stunned_hero(ctx: Ctx) -> bool:
    """An attack event played by a stunned hero is replaced by discarding the stunned card (Rules Reference
    "Stunned")."""
    g = ctx.game
    return has_status(g, g.identity(ctx.player), "stunned")


def _discard_your_stun(ctx: Ctx) -> Gen[None]:
    # Custom: the stunned hero's attack is replaced by discarding its stunned status card.
    g = ctx.game
    replace_by_status(g, g.identity(ctx.player), "stunned")
    g.log(f"{g.card_title(g.identity(ctx.player))} is stunned: the attack is replaced.")
    return
    yield


CARDS.add(
    script("56041", triggered(Timing.RESPONSE, ev.ENTERS_PLAY, Tough(Sel(lambda c: [c.source], "Patriot", True)),
                              when=_you_engaged_a_minion, when_text="After you engage a minion", would=False)),
    script("56042", triggered(Timing.RESPONSE, ev.ENTERS_PLAY,
                              SearchDeck(_event_card, "an event", top=5),
                              when=target_is_this, when_text="After this ally enters play", would=False)),
    script("56043", triggered(Timing.RESPONSE, ev.FORM_CHANGED, Tough(YOUR_IDENTITY), when=_you_changed_form,
                              when_text="After you change form", form="alter_ego",
                              costs=[ExhaustThis(), RemoveCounter("stronghold")], would=False)),
    script("56044", action(Custom(_night_nurse, "Heal 1 damage from a hero, and that hero discards 1 of its status "
                                  "cards."),
                           costs=[ExhaustThis(), RemoveCounter("medical")])),
    script("56045", triggered(Timing.RESPONSE, ev.ENEMY_ATTACK, Damage(ENEMY, 2), when=your_hero_defended,
                              when_text="After your hero defends against an enemy attack",
                              costs=[Spend({"energy": 1})], would=False)),
    script("56046", play_under_any_players_control=True,
           constants=[gets("health", 3, YOUR_IDENTITY, "You get +3 hit points."),
                      gets("defense", 1, YOUR_HERO, "Your hero gets +1 DEF.")]),
    script("56047", triggered(Timing.INTERRUPT, ev.ENEMY_ATTACK, DefendWithoutExhausting(),
                              when=_an_enemy_attacks, when_text="When an enemy attacks", form="hero",
                              tags=("defense",), event_card=True, would=False)),
    script("56048", action(And(EnemyAttacks(VILLAIN, only_you_defend=True), Draw(3)), form="hero",
                           event_card=True)),
    script("56049", action(If(_stunned_hero, Custom(_discard_your_stun, "Its stunned status card is discarded "
                                                    "instead of this attack."),
                              "your hero is stunned",
                              otherwise=And(Stun(ATTACKABLE_ENEMY),
                                            If(paid_with("physical"), Damage(THAT_ENEMY, 3),
                                               "you paid for this card with a [physical] resource"))),
                           form="hero", tags=("attack",), event_card=True)),
    script("56050", triggered(Timing.INTERRUPT, ev.ENEMY_ATTACK,
                              GetsUntil(YOUR_HERO, (("kw:retaliate", 1),), "end_of_phase", amount_text="retaliate 1"),
                              when=_an_enemy_attacks, when_text="When an enemy attacks", form="hero",
                              tags=("defense",), event_card=True, would=False)),
    script("56051", when_spent=Heal(1, YOUR_HERO)),
)


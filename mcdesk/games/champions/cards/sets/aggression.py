"""Aggression aspect (core set): 01050-01057."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    CHARACTER,
    ENEMY,
    MINION,
    SCHEME,
    SELF,
    Attack,
    AttackGainsOverkill,
    Custom,
    Damage,
    DiscardThis,
    ExhaustThis,
    Heal,
    RemoveCounter,
    Thwart,
    action,
    attacked_and_defeated,
    ev,
    gets,
    paid_with,
    power_of,
    power_of_text,
    script,
    source_is_this,
    triggered,
    your_hero,
)
from ..vocabulary.procedures import (
    Action,
    ActionKind,
    Ctx,
    DecisionKind,
    Effect,
    Gen,
    Option,
    Timing,
    discard_from_deck,
    effect_roles,
)

CARDS = CardSet("aggression")


# -- allies --------------------------------------------------------------------------------------------------
_HULK_RESULTS: tuple[tuple[str, str, Effect], ...] = (
    ("physical", "[physical]: 2 damage to an enemy", Damage(ENEMY, 2)),
    ("energy", "[energy]: 1 damage to every character", Damage(CHARACTER.every("each character"), 1)),
    ("mental", "[mental]: discard Hulk", DiscardThis()),
)


def _hulk(ctx: Ctx) -> Gen[None]:
    """FAQ (Salvage, Hulk ally #50): every printed resource of the discarded card is checked at once; when
    several results apply, Hulk's controller orders them. A [wild] resource gives all three."""
    g = ctx.game
    for cid in (yield from discard_from_deck(g, ctx.player, 1)):
        kinds = {k for k, n in g.facts(cid).resources.items() if n}
        if "wild" in kinds:
            kinds |= {"physical", "energy", "mental"}
        g.log(f"Hulk discards {g.card_title(cid)} from the top of the deck.")
        todo = [r for r in _HULK_RESULTS if r[0] in kinds]
        while todo:
            pick = todo[0]
            if len(todo) > 1:
                opts = tuple(Option(f"hulk:{kind}", label, (), Action(ActionKind.ORDER, ctx.source, choice=kind,
                                                                      roles=effect_roles(eff)))
                             for kind, label, eff in todo)
                chosen = yield from g.ask(ctx.player, DecisionKind.ORDER, "Hulk: choose which result resolves next",
                                          opts, source=ctx.source)
                pick = next(r for r in todo if f"hulk:{r[0]}" == chosen.key)
            todo.remove(pick)
            effect = pick[2]
            if effect.could_change(ctx):
                yield from effect.resolve(ctx)


CARDS.add(
    script("01050", triggered(
        Timing.FORCED_RESPONSE, ev.PLAYER_ATTACK,
        # Custom: Hulk alone checks every printed resource of a discarded card and lets his controller order the
        # results (FAQ #50).
        Custom(_hulk, "Discard your deck's top card and check its printed resources. With [physical]: 2 damage "
                      "to an enemy. With [energy]: 1 damage to every character. With [mental]: discard this card. "
                      "With [wild]: all three."),
        when=source_is_this, when_text="After this character attacks")),
    # Tigra: FAQ (#51) — the response comes before her consequential damage (the engine deals it afterwards).
    script("01051", triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, Heal(1, SELF),
                              when=attacked_and_defeated(lambda c: c.source, ("minion",)),
                              when_text="After this character attacks and defeats a minion")),
)


# -- events --------------------------------------------------------------------------------------------------
CARDS.add(
    # Chase Them Down: a (thwart) response; a confused hero's thwart is replaced by discarding the status card.
    script("01052", triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, Thwart(2, SCHEME),
                              when=attacked_and_defeated(your_hero, ("minion", "villain")),
                              when_text="After your hero's attack defeats an enemy", tags=("thwart",),
                              event_card=True)),
    script("01053", action(AttackGainsOverkill(5, MINION, paid_with("physical"),
                                               "a [physical] resource paid for this card"),
                           form="hero", tags=("attack",), event_card=True)),
    script("01054", action(Attack(5, ENEMY), form="hero", tags=("attack",), event_card=True)),
)


# -- resources -----------------------------------------------------------------------------------------------
CARDS.add(
    script("01055", resource_bonus=power_of("aggression"), text_lines=[power_of_text("aggression")]),
)


# -- supports and upgrades -----------------------------------------------------------------------------------
CARDS.add(
    # Tac Team: uses (3 attack counters) is a fact; the engine discards it once the last one is gone.
    script("01056", action(Damage(ENEMY, 2), costs=[ExhaustThis(), RemoveCounter("attack")])),
    # Combat Training: "Max 1 per player" is a fact.
    script("01057", constants=[gets(
        "attack", 1,
        lambda ctx, cid: cid == ctx.game.identity(ctx.player) and ctx.game.form(ctx.player) == "hero",
        "Your hero gets +1 ATK.")],
        play_under_any_players_control=True),
)

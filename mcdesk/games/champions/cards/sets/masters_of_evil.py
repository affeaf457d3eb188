"""Masters of Evil (core set modular encounter set). The Masters of Evil side scheme's acceleration icon is a
fact the engine counts."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    EACH_HERO,
    SELF,
    VILLAIN,
    YOUR_ALLIES,
    And,
    Custom,
    Damage,
    DiscardAtRandom,
    DiscardUntilMinion,
    EachPlayer,
    EnemyAttacks,
    Exhaust,
    FetchMinion,
    ForActivationPlayer,
    If,
    Sel,
    Tough,
    boost,
    ev,
    has_trait,
    minion_with_trait,
    script,
    source_is_this,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Gen, Rule, Timing, enemy_attack

CARDS = CardSet("masters_of_evil")

MASTERS = "Masters of Evil"


# == side scheme =======================================================================================

CARDS.add(script("01128", when_revealed={"": DiscardUntilMinion(MASTERS)}))


# == minions ===========================================================================================


def _first_attack_of(ctx: Ctx, e: Event) -> bool:
    """This card attacks, and not as the extra attacks its own ability adds (they would chain forever)."""
    if e.source != ctx.source:
        return False
    return sum(1 for w in ctx.game.stack if w.kind == "attack" and w.source == ctx.source) <= 1


def _whirlwind(ctx: Ctx) -> Gen[None]:
    """Once this attack ends, Whirlwind attacks each other hero too, one at a time in player order."""
    g = ctx.game
    e = ctx.event
    w = e.data.get("window") if e is not None else None
    if w is None:
        return
    whirlwind = ctx.source

    def also_the_others() -> Gen[None]:
        for p in g.players_in_order():
            if p == w.player or g.state.players[p].eliminated or g.form(p) != "hero":
                continue
            g.log(f"{g.card_title(whirlwind)} also attacks player {p + 1}.")
            yield from enemy_attack(g, whirlwind, p)

    w.data.setdefault("at_end", []).append(also_the_others)
    return
    yield


CARDS.add(
    script(
        "01129",
        triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, ForActivationPlayer(DiscardAtRandom(1)),
                  when=source_is_this, when_text="After Radioactive Man attacks you"),
        boost(ForActivationPlayer(DiscardAtRandom(1))),
    ),
    script(
        "01130",
        triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                  # Custom: the same attack resolved again against each other hero; no other core enemy attacks every
                  # hero.
                  Custom(_whirlwind, "His attack is then resolved against every other hero as well."),
                  when=_first_attack_of, when_text="When Whirlwind attacks you"),
        boost(Damage(EACH_HERO, 1)),
    ),
    script(
        "01131",
        triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, Tough(SELF),
                  when=source_is_this, when_text="After Tiger Shark attacks"),
        boost(Tough(VILLAIN)),
    ),
    script(
        "01132",
        boost(ForActivationPlayer(Exhaust(YOUR_ALLIES))),
        rules=[Rule("defend_with_ally", "Melter's attacks on the player he is engaged with must be defended by "
                    "an ally of theirs when one can defend.")],
    ),
)


# == treachery =========================================================================================


MASTERS_ENGAGED_WITH_YOU = Sel(lambda c: [m for m in c.game.minions(c.player) if has_trait(c.game, m, MASTERS)],
                               f"each [[{MASTERS}]] minion engaged with you", True)


def _your_hero(ctx: Ctx) -> bool:
    return ctx.game.form(ctx.player) == "hero"


def _no_attack_made(ctx: Ctx) -> bool:
    return not ctx.memory.get("attacked")


CARDS.add(script("01133", when_revealed={"": And(
    EachPlayer(If(_your_hero, EnemyAttacks(MASTERS_ENGAGED_WITH_YOU), "you are in hero form"),
               f"Each [[{MASTERS}]] minion engaged with a player in hero form attacks that player."),
    If(_no_attack_made, FetchMinion(minion_with_trait(MASTERS), f"a [[{MASTERS}]] minion"),
       "no attack was made this way"))}))

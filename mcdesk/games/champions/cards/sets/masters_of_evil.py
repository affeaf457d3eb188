"""Masters of Evil (core set modular encounter set). The Masters of Evil side scheme's acceleration icon is a
fact the engine counts."""

from __future__ import annotations

from typing import Any

from ..registry import CardSet
from ..vocabulary import (
    EACH_HERO,
    SELF,
    VILLAIN,
    YOUR_ALLIES,
    Custom,
    Damage,
    DiscardAtRandom,
    DiscardUntilMinion,
    Exhaust,
    FetchMinion,
    ForActivationPlayer,
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


def _masters_of_mayhem(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    made = False
    for p in g.players_in_order():
        for m in [m for m in g.minions(p) if has_trait(g, m, MASTERS)]:
            if g.state.players[p].eliminated or g.form(p) != "hero" or not g.is_in_play(m):
                continue
            outcome: dict[str, Any] = {}
            yield from enemy_attack(g, m, p, outcome=outcome)
            made = made or bool(outcome.get("made"))
    if not made:
        yield from FetchMinion(minion_with_trait(MASTERS), f"a [[{MASTERS}]] minion").resolve(ctx)


CARDS.add(script("01133", when_revealed={"": Custom(
    _masters_of_mayhem, f"Every [[{MASTERS}]] minion engaged with a hero attacks that hero. If none attacked, find a "
    f"[[{MASTERS}]] minion in the encounter deck or its discard pile; it enters play engaged with you. Shuffle the "
    "encounter deck.")}))

"""Klaw (core set scenario): the villain stages, the two main scheme stages and the Klaw encounter set.

Cards driven only by their facts need no script: Klaw (III)'s toughness, Armored Guard (guard, toughness),
Weapons Runner's surge, Defense Network's crisis icon, Illegal Arms Factory's hazard icon, The "Immortal"
Klaw's acceleration icon, and Secret Rendezvous 2B (completing the last stage loses the game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    CHARACTERS_YOU_CONTROL,
    SELF,
    YOUR_IDENTITY,
    And,
    ChooseOne,
    Custom,
    Damage,
    DiscardAtRandom,
    DiscardUntilMinion,
    Exhaust,
    GainSurge,
    Heal,
    PlaceThreat,
    SearchAndReveal,
    SpendResources,
    activation_player,
    boost,
    discard_for,
    ev,
    gets,
    script,
    source_is_host,
    source_is_this,
    triggered,
    villain_named,
)
from ..vocabulary.procedures import (
    Ctx,
    Event,
    Gen,
    Timing,
    deal_boost_cards,
    enemy_attack,
    give_status,
    place_threat,
    put_minion_into_play,
)

CARDS = CardSet("klaw")

KLAW = villain_named("Klaw")
EMP = {"energy": 1, "mental": 1, "physical": 1}


def _attach_to_klaw(ctx: Ctx) -> list[int]:
    return KLAW(ctx)


def _printed(stat: str) -> Callable[[Ctx], int]:
    """The attachment's own printed stat modifier (e.g. Sonic Converter's +1 ATK)."""
    return lambda c: int(getattr(c.game.facts(c.source), stat) or 0)


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


# == villain stages ====================================================================================


def _extra_boost(ctx: Ctx) -> Gen[None]:
    """Klaw's star ability: one more boost card for the attack; it is turned face up with the others."""
    g = ctx.game
    g.log(f"{g.card_title(ctx.source)} is given 1 additional boost card.")
    yield from deal_boost_cards(g, ctx.source)


def _klaw_stage(code: str, **kw: object) -> None:
    CARDS.add(script(
        code,
        triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                  Custom(_extra_boost, "He is dealt one more boost card for this activation."),
                  when=source_is_this, when_text="When Klaw attacks"),
        **kw,
    ))


_klaw_stage("01113")
_klaw_stage("01114", when_revealed={"": SearchAndReveal('The "Immortal" Klaw')})
_klaw_stage("01115")


# == main scheme stages ================================================================================


CARDS.add(
    script("01116a", setup=SearchAndReveal("Defense Network", discard_pile=False)),
    script("01116b", when_revealed={"": DiscardUntilMinion()}),
    script("01117a", when_revealed={"": DiscardUntilMinion()}),
)


# == attachments =======================================================================================


def _stun_damaged(ctx: Ctx) -> Gen[None]:
    e = ctx.event
    w = e.data.get("window") if e is not None else None
    if w is None:
        return
    for cid in list(w.data.get("damaged", ())):
        give_status(ctx.game, cid, "stunned")
    return
    yield


def _host_damaged_someone(ctx: Ctx, e: Event) -> bool:
    w = e.data.get("window")
    return source_is_host(ctx, e) and w is not None and bool(w.data.get("damaged"))


CARDS.add(
    script(
        "01118",
        triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK,
                  Custom(_stun_damaged, "That character is stunned."),
                  when=_host_damaged_someone, when_text="After an attack by Klaw damages a character"),
        discard_for(EMP),
        constants=[gets("attack", _printed("attack"), ATTACHED, "Klaw gets +1 ATK.")],
        attach_to=_attach_to_klaw, attach_text="Attach to Klaw.",
    ),
    script(
        "01119",
        discard_for(EMP),
        constants=[gets("kw:retaliate", 1, ATTACHED, "Klaw gains retaliate 1.")],
        attach_to=_attach_to_klaw, attach_text="Attach to Klaw.",
    ),
)


# == minions ===========================================================================================


def _weapons_runner_boost(ctx: Ctx) -> Gen[None]:
    """Turned face up as a boost card: it enters play engaged with the player the activation targets."""
    g = ctx.game
    runner = ctx.source
    g.state.cards[runner].attached_to = None  # no longer a boost card of the enemy
    yield from put_minion_into_play(g, runner, activation_player(ctx))


CARDS.add(script("01121", boost(Custom(_weapons_runner_boost, "This card enters play as a minion engaged with you."))))


# == treacheries =======================================================================================


def _klaws_vengeance(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    outcome: dict[str, Any] = {}
    for klaw in KLAW(ctx):
        yield from enemy_attack(g, klaw, ctx.player, outcome=outcome)
    if outcome.get("dealt", 0) > 0:
        main = g.main_scheme()
        if main is not None:
            yield from place_threat(g, main, 1, ctx.source)


def _sonic_boom_boost(ctx: Ctx) -> Gen[None]:
    """"If this activation deals damage to you": checked when the attack ends (boosts resolve before damage)."""
    g = ctx.game
    w = next((w for w in reversed(g.stack) if w.kind in ("attack", "scheme")), None)
    if w is None or w.kind != "attack":  # a scheme deals no damage
        return
    player = activation_player(ctx)

    def check() -> None:
        you = g.identity(player)
        if you in w.data.get("damaged", ()) and g.form(player) == "hero" and g.is_in_play(you):
            g.state.cards[you].exhausted = True
            g.log(f"Sonic Boom: {g.card_title(you)} was damaged by the activation and is exhausted.")

    w.data.setdefault("at_end", []).append(check)
    return
    yield


CARDS.add(
    script("01122", when_revealed={
        "alter_ego": DiscardAtRandom(1),
        "hero": Custom(_klaws_vengeance, "Klaw attacks you; if his attack deals any damage, the main scheme gets "
                       "1 threat."),
    }),
    script(
        "01123",
        boost(Custom(_sonic_boom_boost, "Exhaust your hero if you are damaged by this activation.")),
        when_revealed={"": ChooseOne((
            ("Spend [energy] [mental] [physical] resources", SpendResources(EMP)),
            ("Exhaust each character you control", Exhaust(CHARACTERS_YOU_CONTROL)),
        ))},
    ),
    script("01124", when_revealed={
        "alter_ego": And(Heal(4, KLAW), GainSurge(lambda c: not c.memory.get("healed"),
                                                  "If no damage was healed this way")),
        "hero": And(Damage(YOUR_IDENTITY, 2), Heal(2, KLAW)),
    }),
)


# == side schemes ======================================================================================

CARDS.add(
    script("01125", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
    script("01126", when_revealed={"": PlaceThreat(_per_player, SELF, amount_text="an additional 1 [per_hero]")}),
    script("01127", constants=[gets("health", 10, KLAW, "Klaw gets +10 hit points.")]),
)


"""Klaw (core set scenario): the villain stages, the two main scheme stages and the Klaw encounter set.

Cards driven only by their facts need no script: Klaw (III)'s toughness, Armored Guard (guard, toughness),
Weapons Runner's surge, Defense Network's crisis icon, Illegal Arms Factory's hazard icon, The "Immortal"
Klaw's acceleration icon, and Secret Rendezvous 2B (completing the last stage loses the game).
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    CHARACTERS_YOU_CONTROL,
    DAMAGED_BY_THIS_ATTACK,
    MAIN_SCHEME,
    SELF,
    YOUR_HERO,
    YOUR_IDENTITY,
    AfterThisAttack,
    And,
    BoostEntersPlay,
    ChooseOne,
    Damage,
    DiscardAtRandom,
    DiscardUntilMinion,
    EnemyAttacks,
    Exhaust,
    ExtraBoostCard,
    ForActivationPlayer,
    GainSurge,
    Heal,
    If,
    PlaceThreat,
    SearchAndReveal,
    SpendResources,
    Stun,
    boost,
    discard_for,
    ev,
    gets,
    printed,
    script,
    source_is_host,
    source_is_this,
    triggered,
    villain_named,
    you_were_damaged_by_this_attack,
)
from ..vocabulary.procedures import (
    Ctx,
    Event,
    Timing,
)

CARDS = CardSet("klaw")

KLAW = villain_named("Klaw")
EMP = {"energy": 1, "mental": 1, "physical": 1}


def _attach_to_klaw(ctx: Ctx) -> list[int]:
    return KLAW(ctx)


def _per_player(ctx: Ctx) -> int:
    return ctx.game.player_count()


# == villain stages ====================================================================================


def _klaw_stage(code: str, **kw: object) -> None:
    CARDS.add(script(
        code,
        triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                  ExtraBoostCard(),
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


def _host_damaged_someone(ctx: Ctx, e: Event) -> bool:
    w = e.data.get("window")
    return source_is_host(ctx, e) and w is not None and bool(w.data.get("damaged"))


CARDS.add(
    script(
        "01118",
        triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK,
                  Stun(DAMAGED_BY_THIS_ATTACK),
                  when=_host_damaged_someone, when_text="After an attack by Klaw damages a character"),
        discard_for(EMP),
        constants=[gets("attack", printed("attack"), ATTACHED, "Klaw gets +1 ATK.")],
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


CARDS.add(script("01121", boost(ForActivationPlayer(BoostEntersPlay()))))


# == treacheries =======================================================================================


def _attack_dealt_damage(ctx: Ctx) -> bool:
    return int(ctx.memory.get("dealt", 0)) > 0


CARDS.add(
    script("01122", when_revealed={
        "alter_ego": DiscardAtRandom(1),
        "hero": And(EnemyAttacks(KLAW), If(_attack_dealt_damage, PlaceThreat(1, MAIN_SCHEME),
                                           "that attack dealt damage")),
    }),
    script(
        "01123",
        # "If this activation damages you" is checked when the attack ends: a boost resolves before the damage.
        boost(ForActivationPlayer(AfterThisAttack(
            If(you_were_damaged_by_this_attack, Exhaust(YOUR_HERO), "it damaged your hero"),
            when_text="When this attack ends"))),
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


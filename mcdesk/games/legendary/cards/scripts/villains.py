"""The base set's seven villain groups and four henchmen groups: Fight, Ambush and Escape effects, fight
requirements and victory-point bonuses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects import (
    DefeatFree,
    EachGainsWound,
    EndDraw,
    GainOfficer,
    KOYourHeroes,
    PlayVillainCards,
)
from ..facts import TEAM_LABELS, VILLAIN, WOUND
from ..purposes import Purpose as P
from ..vocabulary import REC, Ctx, Do, Draw, Gain, Gen, Requirement, Rescue, RevealOrWound, VillainScript
from .heroes import AVENGERS, COVERT, RANGED, SHIELD, STRENGTH, TECH, X_MEN

if TYPE_CHECKING:
    from ...engine.game import LegendaryGame

SEWERS, BANK, ROOFTOPS, STREETS, BRIDGE = (f"city:{i}" for i in range(5))


def _ko_all_shield(ctx: Ctx) -> Gen:
    g = ctx.game
    for c in g.your_heroes(ctx.player):
        if g.meets(c, SHIELD):
            g.ko(c)
    return
    yield


def _ymir_fight(ctx: Ctx) -> Gen:
    g = ctx.game
    from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

    opts = [Option(f"player:{p}", f"Player {p + 1}", action=Action(ActionKind.TARGET, player=p))
            for p in range(g.state.players)]
    chosen = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "Choose a player to KO their Wounds", opts,
                              purpose=P.PLAYER)
    assert chosen.action is not None and chosen.action.player is not None
    p = chosen.action.player
    while True:
        wounds = [c for c in g.hand(p) + g.zone(f"discard:{p}") if g.facts(c).kind == WOUND]
        pick = yield from g.choose_card(p, "KO a Wound from your hand or discard pile (any number)", wounds,
                                        optional=True, purpose=P.KO)
        if pick is None:
            return
        g.ko(pick)


def _hydra_in_victory(ctx: Ctx, p: int, besides: int | None) -> int:
    g = ctx.game
    return sum(1 for c in g.zone(f"victory:{p}")
               if c != besides and g.facts(c).kind == VILLAIN and g.facts(c).group == "hydra")


def _viper(ctx: Ctx) -> Gen:
    g = ctx.game
    for p in g.players_from(ctx.player):
        if not _hydra_in_victory(ctx, p, ctx.card):
            yield from g.gain_wound(p)


def _supreme_hydra_vp(game: LegendaryGame, p: int, cid: int) -> int:
    return 3 * sum(1 for c in game.zone(f"victory:{p}")
                   if c != cid and game.facts(c).kind == VILLAIN and game.facts(c).group == "hydra")


def _ultron_vp(game: LegendaryGame, p: int, cid: int) -> int:
    mine = [c for z in ("deck", "hand", "discard", "played", "victory") for c in game.zone(f"{z}:{p}")]
    return sum(1 for c in mine if game.meets(c, TECH))


def _zemo(ctx: Ctx) -> Gen:
    g = ctx.game
    g.rescue_bystanders(ctx.player, sum(1 for c in g.your_heroes(ctx.player) if g.meets(c, AVENGERS)))
    return
    yield


def _melter(ctx: Ctx) -> Gen:
    g = ctx.game
    for p in g.players_from(ctx.player):
        top = g.reveal_top(p)
        if top is None:
            continue
        if (yield from g.yes_no(ctx.player, f"KO {g.title(top)} from player {p + 1}'s deck? (No: put it back)",
                                top, purpose=P.KO_FROM_DECK)):
            g.ko(top)


def _whirlwind(ctx: Ctx) -> Gen:
    if ctx.space in (ROOFTOPS, BRIDGE):
        yield from KOYourHeroes(2).resolve(ctx)


def _abomination(ctx: Ctx) -> Gen:
    if ctx.space in (STREETS, BRIDGE):
        ctx.game.rescue_bystanders(ctx.player, 3)
    return
    yield


def _maestro(ctx: Ctx) -> Gen:
    g = ctx.game
    n = sum(1 for c in g.your_heroes(ctx.player) if g.meets(c, STRENGTH))
    for _ in range(n):
        yield from KOYourHeroes(1).resolve(ctx)


def _paibok(ctx: Ctx) -> Gen:
    g = ctx.game
    for p in g.players_from(ctx.player):
        pick = yield from g.choose_card(ctx.player, f"Choose a Hero in the HQ for player {p + 1} to gain",
                                        g.hq_heroes(), purpose=P.GAIN)
        if pick is None:
            return
        g.gain(p, pick)
        g.refill_hq()


def _put_under(ctx: Ctx, hero: int | None) -> None:
    g = ctx.game
    if hero is None or ctx.card is None:
        return
    g.state.move(hero, f"under:{ctx.card}")
    g.log_lines.append(f"{g.title(hero)} is put under {g.title(ctx.card)}.")
    g.refill_hq()


def _veranke_ambush(ctx: Ctx) -> Gen:
    g = ctx.game
    heroes = g.hq_heroes()
    if not heroes:
        return
    top_cost = max(g.facts(c).cost for c in heroes)
    pick = yield from g.choose_card(ctx.player, "Choose the highest-cost Hero to put under this villain",
                                    [c for c in heroes if g.facts(c).cost == top_cost], purpose=P.HQ_LOSS)
    _put_under(ctx, pick)


def _shapeshifter_ambush(ctx: Ctx) -> Gen:
    g = ctx.game
    rightmost = next((c for s in reversed(range(5)) for c in g.zone(f"hq:{s}")), None)
    _put_under(ctx, rightmost)
    return
    yield


def _gain_hero_under(ctx: Ctx) -> Gen:
    g = ctx.game
    for c in g.zone(f"under:{ctx.card}"):
        g.gain(ctx.player, c)
    return
    yield


def _green_goblin(ctx: Ctx) -> Gen:
    b = ctx.game.state.top("bystanders")
    if b is not None and ctx.card is not None:
        ctx.game.capture(b, ctx.card)
    return
    yield


def _lizard(ctx: Ctx) -> Gen:
    if ctx.space == SEWERS:
        yield from EachGainsWound(others=True).resolve(ctx)


def _doombot(ctx: Ctx) -> Gen:
    g = ctx.game
    p = ctx.player
    looked = g.top_cards(p, 2)
    pick = yield from g.choose_card(p, "KO one of your deck's top cards (the other goes back)", looked, purpose=P.KO)
    if pick is not None:
        g.ko(pick)


VILLAINS: dict[str, VillainScript] = {
    # Brotherhood
    "brotherhood.blob": VillainScript(fight_requires=X_MEN),
    "brotherhood.juggernaut": VillainScript(ambush=(KOYourHeroes(2, each=True, zone="discard"),),
                                            escape=(KOYourHeroes(2, each=True, zone="hand"),)),
    "brotherhood.mystique": VillainScript(twist_on_escape=True),
    "brotherhood.sabretooth": VillainScript(fight=(RevealOrWound(X_MEN),), escape=(RevealOrWound(X_MEN),)),
    # Enemies of Asgard
    "enemies_of_asgard.destroyer": VillainScript(fight=(Do(_ko_all_shield, f"KO each of your {TEAM_LABELS['shield']} "
                                                                           "Heroes."),),
                                                 escape=(KOYourHeroes(2, each=True),)),
    "enemies_of_asgard.enchantress": VillainScript(fight=(Draw(3),)),
    "enemies_of_asgard.frost_giant": VillainScript(fight=(RevealOrWound(RANGED),), escape=(RevealOrWound(RANGED),)),
    "enemies_of_asgard.ymir_frost_giant_king": VillainScript(
        ambush=(RevealOrWound(RANGED),),
        fight=(Do(_ymir_fight, "Pick a player: they may KO Wounds from their hand and discard pile, as many as "
                               "they like."),)),
    # HYDRA
    "hydra.endless_armies_of_hydra": VillainScript(fight=(PlayVillainCards(2),)),
    "hydra.hydra_kidnappers": VillainScript(fight=(GainOfficer(),)),
    "hydra.supreme_hydra": VillainScript(vp_bonus=_supreme_hydra_vp,
                                         vp_text="+3 victory points per HYDRA villain (other than this) in your "
                                                 "victory pile."),
    "hydra.viper": VillainScript(fight=(Do(_viper, "Every player whose victory pile holds no other HYDRA villain "
                                                   "gains a Wound."),),
                                 escape=(Do(_viper, "Every player whose victory pile holds no other HYDRA villain "
                                                    "gains a Wound."),)),
    # Masters of Evil
    "masters_of_evil.baron_zemo": VillainScript(fight=(Do(_zemo, "Rescue a Bystander per Avengers Hero you "
                                                                 "have."),)),
    "masters_of_evil.melter": VillainScript(fight=(Do(_melter, "Every player shows their deck's top card; you KO it "
                                                               "or leave it, card by card."),)),
    "masters_of_evil.ultron": VillainScript(escape=(RevealOrWound(TECH),), vp_bonus=_ultron_vp,
                                            vp_text="+1 victory point at the end per Tech Hero among all your "
                                                    "cards."),
    "masters_of_evil.whirlwind": VillainScript(fight=(Do(_whirlwind, "Fought on the Rooftops or the Bridge: KO 2 of "
                                                                     "your Heroes."),)),
    # Radiation
    "radiation.abomination": VillainScript(fight=(Do(_abomination, "Fought on the Streets or the Bridge: rescue 3 "
                                                                   "Bystanders."),)),
    "radiation.the_leader": VillainScript(ambush=(PlayVillainCards(1),)),
    "radiation.maestro": VillainScript(fight=(Do(_maestro, "KO one of your Heroes per Strength Hero you have."),)),
    "radiation.zzzax": VillainScript(fight=(RevealOrWound(STRENGTH),), escape=(RevealOrWound(STRENGTH),)),
    # Skrulls
    "skrulls.paibok_the_power_skrull": VillainScript(fight=(Do(_paibok, "For each player, you pick a Hero in the HQ "
                                                                        "and that player gains it."),)),
    "skrulls.skrull_queen_veranke": VillainScript(
        ambush=(Do(_veranke_ambush, "The costliest Hero in the HQ goes under this villain; its Attack is that "
                                    "Hero's cost."),),
        fight=(Do(_gain_hero_under, "Gain the Hero under it."),), attack_is_cost_under=True),
    "skrulls.skrull_shapeshifters": VillainScript(
        ambush=(Do(_shapeshifter_ambush, "The HQ's rightmost Hero goes under this villain; its Attack is that "
                                         "Hero's cost."),),
        fight=(Do(_gain_hero_under, "Gain the Hero under it."),), attack_is_cost_under=True),
    "skrulls.super_skrull": VillainScript(fight=(KOYourHeroes(1, each=True),)),
    # Spider-Foes
    "spider_foes.doctor_octopus": VillainScript(fight=(EndDraw(total=8),)),
    "spider_foes.green_goblin": VillainScript(ambush=(Do(_green_goblin, "It captures a Bystander."),)),
    "spider_foes.the_lizard": VillainScript(fight=(Do(_lizard, "If it was in the Sewers when fought, the other players "
                                                               "gain a Wound each."),)),
    "spider_foes.venom": VillainScript(fight_requires=COVERT, escape=(EachGainsWound(),)),
    # Henchmen
    "doombot_legion": VillainScript(fight=(Do(_doombot, "Look at your deck's top 2 cards; KO one, the other goes "
                                                        "back."),)),
    "hand_ninjas": VillainScript(fight=(Gain(1, REC),)),
    "savage_land_mutates": VillainScript(fight=(EndDraw(extra=1),)),
    "sentinel": VillainScript(fight=(KOYourHeroes(1),)),
}

__all__ = ["VILLAINS", "DefeatFree", "Rescue", "Requirement"]

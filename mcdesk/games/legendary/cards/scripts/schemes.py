"""The base set's eight schemes: setup numbers, special rules, Twist effects and when Evil wins."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.referee import GameOver

from ..effects import EachGainsWound, PlayVillainCards
from ..facts import BYSTANDER, HERO
from ..purposes import Purpose as P
from ..vocabulary import Ctx, Do, Gen, RevealOrWound, SchemeScript
from .heroes import TECH

if TYPE_CHECKING:
    from ...engine.game import LegendaryGame

BANK = "city:1"


def _eight(players: int) -> int:
    return 8


# == Midtown Bank Robbery ===============================================================================

def _bank_robbery_twist(ctx: Ctx) -> Gen:
    g = ctx.game
    for v in g.zone(BANK):
        for _ in range(2):
            b = g.state.top("bystanders")
            if b is not None:
                g.capture(b, v)
    yield from g.play_villain_card(ctx.player)


def _bystanders_held(g: LegendaryGame, villain: int) -> int:
    return len(g.captured(villain))


# == Secret Invasion of the Skrull Shapeshifters =========================================================

def _skrull_twist(ctx: Ctx) -> Gen:
    g = ctx.game
    heroes = g.hq_heroes()
    if not heroes:
        return
    top_cost = max(g.facts(c).cost for c in heroes)
    pick = yield from g.choose_card(ctx.player, "Choose the highest-cost Hero to become a Skrull villain",
                                    [c for c in heroes if g.facts(c).cost == top_cost], purpose=P.HQ_LOSS)
    if pick is None:
        return
    yield from g.enter_city(pick, ctx.player)
    g.refill_hq()


def _skrull_heroes_escaped(g: LegendaryGame) -> bool:
    return sum(1 for c in g.zone("escaped") if g.facts(c).kind == HERO) >= 6


# == Portals to the Dark Dimension =======================================================================

def _portal_twist(ctx: Ctx) -> Gen:
    g = ctx.game
    n = len(g.state.portals) + 1
    if n >= 7:
        raise GameOver("loss", "Evil wins: the seventh Dark Portal opens")
    if n == 1:
        g.state.portals.append("mastermind")
        g.log_lines.append("A Dark Portal opens above the Mastermind.")
    else:
        # The leftmost city space is the Bridge, furthest from the villain deck; portals go from there on.
        space = next(f"city:{s}" for s in (4, 3, 2, 1, 0) if f"city:{s}" not in g.state.portals)
        g.state.portals.append(space)
        g.log_lines.append(f"A Dark Portal opens over city space {space}.")
    return
    yield


def _portal_villain_bonus(g: LegendaryGame, villain: int) -> int:
    return 1 if g.space_of(villain) in g.state.portals else 0


def _portal_mastermind_bonus(g: LegendaryGame) -> int:
    return 1 if "mastermind" in g.state.portals else 0


# == Twists put next to the scheme (Killbots, Cosmic Cube) ===============================================

def _twist_next_to_scheme(ctx: Ctx) -> None:
    """The card resolving as the twist (a Scheme Twist, or a villain that became one) goes beside the scheme."""
    if ctx.card is not None:
        ctx.game.state.move(ctx.card, "twists")


def _killbot_twist(ctx: Ctx) -> Gen:
    _twist_next_to_scheme(ctx)
    return
    yield


def _cosmic_cube_twist(ctx: Ctx) -> Gen:
    g = ctx.game
    _twist_next_to_scheme(ctx)
    n = len(g.zone("twists"))
    if n >= 8:
        raise GameOver("loss", "Evil wins: the Cosmic Cube's eighth twist")
    wounds = 3 if n == 7 else 1 if n in (5, 6) else 0
    if wounds:
        yield from EachGainsWound(n=wounds).resolve(ctx)


# == Super Hero Civil War ================================================================================

def _civil_war_twist(ctx: Ctx) -> Gen:
    g = ctx.game
    for c in g.hq_heroes():
        g.ko(c)
    g.refill_hq()
    return
    yield


SCHEMES: dict[str, SchemeScript] = {
    "midtown_bank_robbery": SchemeScript(
        twists=_eight, twist=(Do(_bank_robbery_twist, "2 Bystanders are captured by a villain in the Bank; after "
                                                      "that, play the villain deck's top card."),),
        setup_text="8 Twists; 12 Bystanders in the villain deck.", bystanders=lambda players: 12,
        special_text="A villain gets +1 Attack per Bystander it holds.", villain_attack_bonus=_bystanders_held,
        twist_text="2 Bystanders are captured by a villain in the Bank; after that, play the villain deck's next card.",
        evil_wins_text="8 Bystanders have been carried away by escaping villains",
        evil_wins=lambda g: len(g.zone("carried_away")) >= 8),
    "secret_invasion_of_the_skrull_shapeshifters": SchemeScript(
        twists=_eight, twist=(Do(_skrull_twist, "The costliest Hero in the HQ enters the Sewers as a Skrull "
                                                "villain."),),
        setup_text="8 Twists; 6 Heroes; the Skrulls villain group; 12 Heroes from the hero deck shuffled into the "
                   "villain deck.", heroes_in_villain_deck=12,
        special_text="Heroes from the villain deck are Skrull villains with Attack = their cost + 2; defeat one "
                     "and you gain it.",
        twist_text="The costliest HQ Hero becomes a Skrull villain in the Sewers.",
        evil_wins_text="6 Heroes are in the Escaped Villains pile", evil_wins=_skrull_heroes_escaped),
    "the_legacy_virus": SchemeScript(
        twists=_eight, twist=(RevealOrWound(TECH),), setup_text="8 Twists; the Wound stack holds 6 Wounds per "
                                                                "player.", wounds_per_player=6,
        twist_text="Each player shows a Tech Hero or gains a Wound.",
        evil_wins_text="the Wound stack ran out", evil_wins=lambda g: not g.state.zones.get("wounds")),
    "negative_zone_prison_breakout": SchemeScript(
        twists=_eight, twist=(PlayVillainCards(2),), setup_text="8 Twists; one more henchman group in the villain "
                                                                "deck.",
        twist_text="Play the villain deck's top 2 cards.",
        evil_wins_text="12 villains have escaped", evil_wins=lambda g: len(g.zone("escaped")) >= 12),
    "portals_to_the_dark_dimension": SchemeScript(
        twists=lambda players: 7, twist=(Do(_portal_twist, "Open a Dark Portal (the first over the Mastermind, then "
                                                           "over the city from the Bridge on); the seventh: Evil "
                                                           "wins."),),
        setup_text="7 Twists, each a Dark Portal.", special_text="A Dark Portal gives +1 Attack to the Mastermind "
                                                                 "or to villains in its city space.",
        villain_attack_bonus=_portal_villain_bonus, mastermind_attack_bonus=_portal_mastermind_bonus,
        twist_text="Open the next Dark Portal.", evil_wins_text="the seventh Dark Portal opened",
        evil_wins=lambda g: len(g.state.portals) >= 7),
    "replace_earths_leaders_with_killbots": SchemeScript(
        twists=lambda players: 5, twist=(Do(_killbot_twist, "Set this Twist beside the scheme."),),
        setup_text="5 Twists in the villain deck and 3 more beside the scheme; 18 Bystanders in the villain deck.",
        bystanders=lambda players: 18, extra_twists_by_scheme=3,
        special_text="Bystanders from the villain deck are Killbot villains with Attack = the Twists beside the "
                     "scheme.",
        twist_text="Set the Twist beside the scheme.", evil_wins_text="5 Killbots have escaped",
        evil_wins=lambda g: sum(1 for c in g.zone("escaped") if g.facts(c).kind == BYSTANDER) >= 5),
    "super_hero_civil_war": SchemeScript(
        twists=lambda players: 8 if players <= 3 else 5, twist=(Do(_civil_war_twist, "KO every Hero in the HQ."),),
        setup_text="8 Twists for 2-3 players, 5 for 4-5; with 2 players only 4 Heroes in the hero deck.",
        twist_text="KO every Hero in the HQ.", evil_wins_text="the hero deck ran out",
        evil_wins=lambda g: g.state.deck_ran_out == "hero deck"),
    "unleash_the_power_of_the_cosmic_cube": SchemeScript(
        twists=_eight, twist=(Do(_cosmic_cube_twist, "Set the Twist beside the scheme: at 5 and 6 each player gains "
                                                     "a Wound, at 7 each gains 3, at 8 Evil wins."),),
        setup_text="8 Twists.", twist_text="Set the Twist beside the scheme; wounds at 5-7; Evil wins at 8.",
        evil_wins_text="the eighth twist came", evil_wins=lambda g: len(g.zone("twists")) >= 8),
}

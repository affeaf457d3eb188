"""The base set's 15 heroes, four cards each (two commons, an uncommon, a rare). Printed attack and recruit
come from the facts; these scripts are what each card does besides."""

from __future__ import annotations

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from ..effects import (
    ChooseOne,
    DefeatFree,
    EachGainsWound,
    GainOfficer,
    MayKO,
    RevealTopDrawIf,
    a_shield_hero,
    a_wound,
    an_x_men_hero,
    any_card,
    bystanders_in_victory,
    colours_you_have,
    costs_2_or_less,
    each_other_discards,
    each_other_draws,
    extra_cards_drawn,
    other_odd_recruit,
    other_played,
    shield_heroes_in_ko,
)
from ..facts import CITY_SPACES, TEAM_LABELS
from ..purposes import Purpose as P
from ..vocabulary import (
    ATK,
    REC,
    AttackModifier,
    Ctx,
    Do,
    Draw,
    EachPlayer,
    Effect,
    Gain,
    GainPer,
    Gen,
    HeroScript,
    Requirement,
    Rescue,
    Superpower,
)

COVERT = Requirement(hero_class="covert")
INSTINCT = Requirement(hero_class="instinct")
RANGED = Requirement(hero_class="ranged")
STRENGTH = Requirement(hero_class="strength")
TECH = Requirement(hero_class="tech")
AVENGERS = Requirement(team="avengers")
SHIELD = Requirement(team="shield")
X_MEN = Requirement(team="x_men")


def sp(need: Requirement, *effects: Effect) -> Superpower:
    return Superpower((need,), tuple(effects))


# == effects only one hero card has ===================================================================

def _silent_sniper_target(ctx: Ctx, villain: int | None) -> bool:
    return bool(ctx.game.captured(villain))


def _pure_fury_target(ctx: Ctx, villain: int | None) -> bool:
    g = ctx.game
    attack = g.mastermind_attack() if villain is None else g.villain_attack(villain)
    return attack < shield_heroes_in_ko(ctx)


def _villain_captures(ctx: Ctx) -> Gen:
    g = ctx.game
    b = g.state.top("bystanders")
    if b is None:
        return
    pick = yield from g.choose_card(ctx.player, "Choose a villain to capture a Bystander", g.villains_in_city(),
                                    purpose=P.CAPTURE)
    if pick is not None:
        g.capture(b, pick)


def _do_over(ctx: Ctx) -> Gen:
    g = ctx.game
    p = ctx.player
    heroes_played = [c for c in g.played(p) if g.is_hero(c)]
    if heroes_played and heroes_played[0] != ctx.card:
        return
    if not (yield from g.yes_no(p, "Discard the rest of your hand and draw four cards?", ctx.card, purpose=P.DO_OVER)):
        return
    for c in g.hand(p):
        yield from g.discard(p, c)
    g.draw(p, 4)


def _random_acts(ctx: Ctx) -> Gen:
    g = ctx.game
    p = ctx.player
    if (yield from g.yes_no(p, "Gain a Wound to your hand?", ctx.card, purpose=P.WOUND_TO_HAND)):
        yield from g.gain_wound(p, to="hand")
    passing: list[tuple[int, int]] = []
    for q in g.players_from(p):  # each chooses first, then all pass at once
        pick = yield from g.choose_card(q, "Choose a card to pass to the player on your left", g.hand(q),
                                        purpose=P.PASS_LEFT)
        if pick is not None:
            passing.append((q, pick))
    n = g.state.players
    for q, c in passing:
        g.state.move(c, f"hand:{(q + 1) % n}", top=False)
    if passing:
        g.log_lines.append("Each player passes a card to the player on their left.")


def _shadowed_thoughts(ctx: Ctx) -> Gen:
    g = ctx.game
    if g.state.top("villain_deck") is None:
        return
    if (yield from g.yes_no(ctx.player, "Play the villain deck's top card for +2 Attack?", ctx.card,
                            purpose=P.PLAY_VILLAIN_CARD)):
        yield from g.play_villain_card(ctx.player)
        g.add_points(ctx.player, 2, ATK)


def _psychic_link(ctx: Ctx, p: int) -> Gen:
    g = ctx.game
    mine = [c for c in g.your_heroes(p) if c != ctx.card and g.meets(c, X_MEN)]
    if mine and (yield from g.yes_no(p, f"Reveal {g.title(mine[0])} to draw a card?", ctx.card, purpose=P.REVEAL)):
        g.draw(p, 1)


def _diamond_form(ctx: Ctx) -> Gen:
    ctx.game.state.turn.on_defeat_recruit += 3
    return
    yield


def _trick_shot(ctx: Ctx) -> Gen:
    ctx.game.state.turn.on_defeat_rescue += 3
    return
    yield


def _stack_the_deck(ctx: Ctx) -> Gen:
    g = ctx.game
    p = ctx.player
    g.draw(p, 2)
    pick = yield from g.choose_card(p, "Put a card from your hand on top of your deck", g.hand(p), purpose=P.DECK_TOP)
    if pick is not None:
        g.state.move(pick, f"deck:{p}")


def _charm_one(ctx: Ctx, owner: int) -> Gen:
    g = ctx.game
    top = g.reveal_top(owner)
    if top is None:
        return
    whose = "your" if owner == ctx.player else f"player {owner + 1}'s"
    if (yield from g.yes_no(ctx.player, f"Discard {g.title(top)} from {whose} deck? (No: put it back)", top,
                            purpose=P.DISCARD_FROM_DECK)):
        yield from g.discard(owner, top)


def _hypnotic_charm(ctx: Ctx) -> Gen:
    yield from _charm_one(ctx, ctx.player)


def _hypnotic_charm_others(ctx: Ctx) -> Gen:
    for q in ctx.game.players_from(ctx.player, others=True):
        yield from _charm_one(ctx, q)


def _jackpot(ctx: Ctx) -> Gen:
    g = ctx.game
    top = g.reveal_top(ctx.player)
    if top is not None:
        g.add_points(ctx.player, g.facts(top).cost, ATK)
    return
    yield


def _god_of_thunder(ctx: Ctx) -> Gen:
    ctx.game.state.turn.recruit_as_attack = True
    return
    yield


def _surge_of_power(ctx: Ctx) -> Gen:
    if ctx.game.state.turn.recruit_made >= 8:
        ctx.game.add_points(ctx.player, 3, ATK)
    return
    yield


def _steal_abilities(ctx: Ctx) -> Gen:
    g = ctx.game
    taken: list[int] = []
    for q in g.players_from(ctx.player):
        top = g.reveal_top(q)
        if top is not None:
            yield from g.discard(q, top)
            taken.append(top)
    for c in taken:  # play a copy of each: its printed points and abilities, for this player
        if g.is_hero(c):
            g.log_lines.append(f"Player {ctx.player + 1} plays a copy of {g.title(c)}.")
            yield from g.play_copy(ctx.player, ctx.card if ctx.card is not None else c, c)


def _amazing_spider_man(ctx: Ctx) -> Gen:
    g = ctx.game
    p = ctx.player
    revealed = g.top_cards(p, 3)
    if revealed:
        g.log_lines.append(f"Player {p + 1} reveals " + ", ".join(g.title(c) for c in revealed) + ".")
    rest = [c for c in revealed if not costs_2_or_less(ctx, c)]
    for c in revealed:
        if costs_2_or_less(ctx, c):
            g.state.move(c, f"hand:{p}", top=False)
    # Put the rest back in any order: the player picks the card to go on top, then the next.
    order: list[int] = []
    while rest:
        pick = yield from g.choose_card(p, "Choose the next card to put back on top of your deck", rest,
                                        purpose=P.ORDER_TOP)
        assert pick is not None
        rest.remove(pick)
        order.append(pick)
    for c in reversed(order):
        g.state.move(c, f"deck:{p}")


def _spinning_cyclone(ctx: Ctx) -> Gen:
    g = ctx.game
    villains = g.villains_in_city()
    pick = yield from g.choose_card(ctx.player, "You may move a villain to another city space", villains,
                                    optional=True, purpose=P.MOVE_VILLAIN)
    if pick is None:
        return
    here = g.space_of(pick)
    opts = [Option(f"city:{i}", f"The {name}", action=Action(ActionKind.TARGET, amount=i, choice=name))
            for i, name in enumerate(CITY_SPACES) if f"city:{i}" != here]
    chosen = yield from g.ask(ctx.player, DecisionKind.CHOOSE, f"Move {g.title(pick)} to", opts, auto_single=False,
                              purpose=P.MOVE_TO)
    assert chosen.action is not None and chosen.action.amount is not None
    to = f"city:{chosen.action.amount}"
    other = g.zone(to)
    g.state.move(pick, to)
    for c in other:  # a villain already there swaps places
        g.state.move(c, here)
    g.log_lines.append(f"{g.title(pick)} moves to the {chosen.action.choice}.")
    for b in g.captured(pick):
        g.state.move(b, f"victory:{ctx.player}")
        g.log_lines.append(f"Player {ctx.player + 1} rescues a Bystander.")


def _battlefield_promotion_reward() -> tuple[Effect, ...]:
    return (GainOfficer(may=True, to="hand"),)


# == the heroes =======================================================================================

HEROES: dict[str, HeroScript] = {
    # Black Widow
    "black_widow.dangerous_rescue": HeroScript((sp(COVERT, MayKO(any_card, "a card", (Rescue(),))),)),
    "black_widow.mission_accomplished": HeroScript((Draw(), sp(TECH, Rescue()))),
    "black_widow.covert_operation": HeroScript((GainPer(1, bystanders_in_victory, "Bystander in your victory pile"),)),
    "black_widow.silent_sniper": HeroScript((DefeatFree(_silent_sniper_target, "a villain or the Mastermind "
                                                                                "holding a Bystander"),)),
    # Captain America
    "captain_america.avengers_assemble": HeroScript((GainPer(1, colours_you_have, "colour among your Heroes", REC),)),
    "captain_america.perfect_teamwork": HeroScript((GainPer(1, colours_you_have, "colour among your Heroes"),)),
    "captain_america.diving_block": HeroScript(wound_guard=True),
    "captain_america.a_day_unlike_any_other": HeroScript((sp(AVENGERS, GainPer(
        3, other_played(AVENGERS), "other Avengers Hero you played this turn")),)),
    # Cyclops
    "cyclops.determination": HeroScript(discard_to_play=True),
    "cyclops.optic_blast": HeroScript(discard_to_play=True),
    "cyclops.unending_energy": HeroScript(returns_when_discarded=True),
    "cyclops.x_men_united": HeroScript((sp(X_MEN, GainPer(2, other_played(X_MEN),
                                                          "other X-Men Hero you played this turn")),)),
    # Deadpool
    "deadpool.here_hold_this_for_a_second": HeroScript((Do(_villain_captures, "A villain you choose captures a "
                                                                              "Bystander."),)),
    "deadpool.oddball": HeroScript((GainPer(1, other_odd_recruit, "other Hero with an odd printed Recruit you "
                                                                  "played this turn"),)),
    "deadpool.hey_can_i_get_a_do_over": HeroScript((Do(_do_over, "When it is the first Hero you play this turn, "
                                                                 "you may discard your other cards in hand and "
                                                                 "draw 4."),)),
    "deadpool.random_acts_of_unkindness": HeroScript((Do(_random_acts, "You may put a Wound into your hand. Then "
                                                                       "every player hands one card from their hand "
                                                                       "to the player at their left."),)),
    # Emma Frost
    "emma_frost.mental_discipline": HeroScript((Draw(),)),
    "emma_frost.shadowed_thoughts": HeroScript((sp(COVERT, Do(_shadowed_thoughts, "You may play the villain "
                                                                                   "deck's top card; if you do, "
                                                                                   "+2 Attack.")),)),
    "emma_frost.psychic_link": HeroScript((EachPlayer(_psychic_link, "Every player may show another X-Men Hero; "
                                                                     "those who do draw a card."),)),
    "emma_frost.diamond_form": HeroScript((Do(_diamond_form, "This turn, +3 Recruit each time you defeat a "
                                                             "villain or the Mastermind."),)),
    # Gambit
    "gambit.card_shark": HeroScript((RevealTopDrawIf(an_x_men_hero, "an X-Men Hero"),)),
    "gambit.stack_the_deck": HeroScript((Do(_stack_the_deck, "Draw 2, then one card of your hand goes back on top of "
                                                             "your deck."),)),
    "gambit.hypnotic_charm": HeroScript((
        Do(_hypnotic_charm, "Look at your deck's top card and show it; discard it or leave it."),
        sp(INSTINCT, Do(_hypnotic_charm_others, "Do the same with each other player's deck.")))),
    "gambit.high_stakes_jackpot": HeroScript((Do(_jackpot, "Show your deck's top card: + Attack equal to its "
                                                           "cost."),)),
    # Hawkeye
    "hawkeye.quick_draw": HeroScript((Draw(),)),
    "hawkeye.team_player": HeroScript((sp(AVENGERS, Gain(1)),)),
    "hawkeye.covering_fire": HeroScript((sp(TECH, ChooseOne((
        ("the other players draw 1", (Do(each_other_draws, "The other players draw 1 card each."),)),
        ("the other players discard 1", (Do(each_other_discards, "The other players discard 1 card each."),)),
    ))),)),
    "hawkeye.impossible_trick_shot": HeroScript((Do(_trick_shot, "This turn, rescue 3 Bystanders each time you "
                                                                 "defeat a villain or the Mastermind."),)),
    # Hulk
    "hulk.growing_anger": HeroScript((sp(STRENGTH, Gain(1)),)),
    "hulk.unstoppable_hulk": HeroScript((MayKO(a_wound, "a Wound", (Gain(2),)),)),
    "hulk.crazed_rampage": HeroScript((EachGainsWound(),)),
    "hulk.hulk_smash": HeroScript((sp(STRENGTH, Gain(5)),)),
    # Iron Man
    "iron_man.endless_invention": HeroScript((Draw(), sp(TECH, Draw()))),
    "iron_man.repulsor_rays": HeroScript((sp(RANGED, Gain(1)),)),
    "iron_man.arc_reactor": HeroScript((sp(TECH, GainPer(1, other_played(TECH),
                                                         "other Tech Hero you played this turn")),)),
    "iron_man.quantum_breakthrough": HeroScript((Draw(2), sp(TECH, Draw(2)))),
    # Nick Fury
    "nick_fury.battlefield_promotion": HeroScript((MayKO(a_shield_hero, f"a {TEAM_LABELS['shield']} Hero",
                                                         _battlefield_promotion_reward()),)),
    "nick_fury.high_tech_weaponry": HeroScript((sp(TECH, Gain(1)),)),
    "nick_fury.legendary_commander": HeroScript((GainPer(1, other_played(SHIELD),
                                                         f"other {TEAM_LABELS['shield']} Hero you played this turn"),)),
    "nick_fury.pure_fury": HeroScript((DefeatFree(
        _pure_fury_target, f"a villain or the Mastermind whose Attack is under the count of {TEAM_LABELS['shield']} "
                           "Heroes in the KO pile"),)),
    # Rogue
    "rogue.borrowed_brawn": HeroScript((sp(STRENGTH, Gain(3)),)),
    "rogue.energy_drain": HeroScript((sp(COVERT, MayKO(any_card, "a card", (Gain(1, REC),))),)),
    "rogue.copy_powers": HeroScript(copy_powers=True),
    "rogue.steal_abilities": HeroScript((Do(_steal_abilities, "Every player discards their deck's top card; you "
                                                              "play a copy of each of them."),)),
    # Spider-Man
    "spider_man.astonishing_strength": HeroScript((RevealTopDrawIf(costs_2_or_less, "a card of cost 2 or less"),)),
    "spider_man.great_responsibility": HeroScript((RevealTopDrawIf(costs_2_or_less, "a card of cost 2 or less"),)),
    "spider_man.web_shooters": HeroScript((Rescue(), RevealTopDrawIf(costs_2_or_less, "a card of cost 2 or less"))),
    "spider_man.the_amazing_spider_man": HeroScript((Do(_amazing_spider_man, "Look at your deck's top 3 cards: "
                                                                             "those of cost 2 or less go to your "
                                                                             "hand, the others back on top in the "
                                                                             "order you like."),)),
    # Storm
    "storm.gathering_stormclouds": HeroScript((sp(RANGED, Draw()),)),
    "storm.lightning_bolt": HeroScript((AttackModifier("city:2", -2, "A villain you fight on the Rooftops"),)),
    "storm.spinning_cyclone": HeroScript((Do(_spinning_cyclone, "You may move a villain to another city space "
                                                                "(trading places with a villain there) and "
                                                                "rescue the Bystanders it holds."),)),
    "storm.tidal_wave": HeroScript((AttackModifier("city:4", -2, "A villain you fight on the Bridge"),
                                    sp(RANGED, AttackModifier("mastermind", -2, "The Mastermind")))),
    # Thor
    "thor.odinson": HeroScript((sp(STRENGTH, Gain(2, REC)),)),
    "thor.surge_of_power": HeroScript((Do(_surge_of_power, "+3 Attack when you have made 8 Recruit or more this "
                                                           "turn."),)),
    "thor.call_lightning": HeroScript((sp(RANGED, Gain(3)),)),
    "thor.god_of_thunder": HeroScript((Do(_god_of_thunder, "This turn your Recruit can pay for fights as "
                                                           "Attack."),)),
    # Wolverine
    "wolverine.keen_senses": HeroScript((sp(INSTINCT, Draw()),)),
    "wolverine.healing_factor": HeroScript((MayKO(a_wound, "a Wound", (Draw(),)),)),
    "wolverine.frenzied_slashing": HeroScript((sp(INSTINCT, Draw(2)),)),
    "wolverine.berserker_rage": HeroScript((Draw(3), sp(INSTINCT, GainPer(1, extra_cards_drawn,
                                                                          "extra card you drew this turn")))),
}

BASIC: dict[str, HeroScript] = {"shield_agent": HeroScript(), "shield_trooper": HeroScript(),
                                "shield_officer": HeroScript()}


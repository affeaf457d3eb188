"""The base set's four masterminds: each one's Master Strike, and the Fight effects of its four tactics."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind

from ..effects import ChooseOne, DefeatFree, EndDraw, each_other_discards, each_other_draws
from ..facts import BYSTANDER, VILLAIN
from ..purposes import Purpose as P
from ..vocabulary import ATK, REC, Ctx, Do, Draw, Gain, Gen, MastermindScript, RevealOrWound, VillainScript
from .heroes import RANGED, STRENGTH, TECH, X_MEN


def _each(ctx: Ctx, *, others: bool = False) -> list[int]:
    return ctx.game.players_from(ctx.player, others=others, villain_effect=True)


# == Master Strikes ====================================================================================

def _doom_strike(ctx: Ctx) -> Gen:
    g = ctx.game
    for p in _each(ctx):
        if len(g.hand(p)) != 6:
            continue
        tech = [c for c in g.your_heroes(p) if g.meets(c, TECH)]
        if tech and (yield from g.yes_no(p, f"Reveal {g.title(tech[0])}? (No: return 2 hand cards to your "
                                            "deck's top)", tech[0], purpose=P.REVEAL)):
            continue
        for _ in range(2):
            pick = yield from g.choose_card(p, "Put a card from your hand on top of your deck", g.hand(p),
                                            purpose=P.DECK_TOP)
            if pick is not None:
                g.state.move(pick, f"deck:{p}")


def _magneto_strike(ctx: Ctx) -> Gen:
    g = ctx.game
    for p in _each(ctx):
        xmen = [c for c in g.your_heroes(p) if g.meets(c, X_MEN)]
        if xmen and (yield from g.yes_no(p, f"Reveal {g.title(xmen[0])}? (No: discard down to 4 cards)", xmen[0],
                                         purpose=P.REVEAL)):
            continue
        while len(g.hand(p)) > 4:
            pick = yield from g.choose_card(p, "Discard down to 4 cards", g.hand(p), kind=DecisionKind.DISCARD,
                                            purpose=P.DISCARD)
            assert pick is not None
            yield from g.discard(p, pick)


def _red_skull_strike(ctx: Ctx) -> Gen:
    g = ctx.game
    for p in _each(ctx):
        pick = yield from g.choose_card(p, "KO a Hero from your hand", [c for c in g.hand(p) if g.is_hero(c)],
                                        purpose=P.KO)
        if pick is not None:
            g.ko(pick)


# == tactics ===========================================================================================

def _free_recruit(ctx: Ctx, test: str) -> Gen:
    g = ctx.game
    if test == "tech_or_ranged":
        pool = [c for c in g.hq_heroes() if g.meets(c, TECH) or g.meets(c, RANGED)]
        optional = True
    else:
        pool = [c for c in g.hq_heroes() if g.meets(c, X_MEN)]
        optional = False
    pick = yield from g.choose_card(ctx.player, "Recruit a Hero from the HQ for free", pool, optional=optional,
                                    purpose=P.GAIN)
    if pick is not None:
        g.gain(ctx.player, pick)
        g.refill_hq()


def _dark_technology(ctx: Ctx) -> Gen:
    yield from _free_recruit(ctx, "tech_or_ranged")


def _bitter_captor(ctx: Ctx) -> Gen:
    yield from _free_recruit(ctx, "x_men")


def _time_travel(ctx: Ctx) -> Gen:
    ctx.game.state.turn.extra_turn = True
    return
    yield


def _maniacal_tyrant(ctx: Ctx) -> Gen:
    g = ctx.game
    for _ in range(4):
        pick = yield from g.choose_card(ctx.player, "KO a card from your discard pile (up to 4)",
                                        g.zone(f"discard:{ctx.player}"), optional=True, purpose=P.KO)
        if pick is None:
            return
        g.ko(pick)


def _ko_from_victory(ctx: Ctx, kind: str, n: int) -> Gen:
    g = ctx.game
    for p in _each(ctx, others=True):
        for _ in range(n):
            pool = [c for c in g.zone(f"victory:{p}") if g.facts(c).kind == kind]
            pick = yield from g.choose_card(p, f"KO a {'Villain' if kind == VILLAIN else 'Bystander'} from your "
                                               "victory pile", pool, purpose=P.KO_FROM_VICTORY)
            if pick is None:
                break
            g.ko(pick)


def _vanishing_illusions(ctx: Ctx) -> Gen:
    yield from _ko_from_victory(ctx, VILLAIN, 1)


def _whispers_and_lies(ctx: Ctx) -> Gen:
    yield from _ko_from_victory(ctx, BYSTANDER, 2)


def _bubble(ctx: Ctx) -> Gen:
    g = ctx.game
    pick = yield from g.choose_card(ctx.player, "Choose an X-Men Hero to keep for your next hand",
                                    [c for c in g.your_heroes(ctx.player) if g.meets(c, X_MEN)], purpose=P.KEEP)
    if pick is not None:
        g.state.turn.end_seventh.append(pick)


def _xaviers_nemesis(ctx: Ctx) -> Gen:
    g = ctx.game
    g.rescue_bystanders(ctx.player, sum(1 for c in g.your_heroes(ctx.player) if g.meets(c, X_MEN)))
    return
    yield


def _hydra_conspiracy(ctx: Ctx) -> Gen:
    g = ctx.game
    g.draw(ctx.player, 2)
    hydra = sum(1 for c in g.zone(f"victory:{ctx.player}")
                if g.facts(c).kind == VILLAIN and g.facts(c).group == "hydra")
    g.draw(ctx.player, hydra)
    return
    yield


def _ruthless_dictator(ctx: Ctx) -> Gen:
    g = ctx.game
    p = ctx.player
    looked = g.top_cards(p, 3)
    ko = yield from g.choose_card(p, "KO one of these cards", looked, purpose=P.KO)
    if ko is not None:
        g.ko(ko)
        looked.remove(ko)
    discard = yield from g.choose_card(p, "Discard one of these cards (the last goes back on top)", looked,
                                       purpose=P.DISCARD)
    if discard is not None:
        yield from g.discard(p, discard)


MASTERMINDS: dict[str, MastermindScript | VillainScript] = {
    "dr_doom": MastermindScript((Do(_doom_strike, "A player with exactly 6 cards in hand shows a Tech Hero, or else "
                                                  "returns 2 of those cards to the top of the deck."),)),
    "dr_doom.dark_technology": VillainScript(fight=(Do(_dark_technology, "You may take a Tech or Ranged Hero from the "
                                                                         "HQ without paying for it."),)),
    "dr_doom.monarchs_decree": VillainScript(fight=(ChooseOne((
        ("the other players draw 1", (Do(each_other_draws, "The other players draw 1 card each."),)),
        ("the other players discard 1", (Do(each_other_discards, "The other players discard 1 card each."),)),
    )),)),
    "dr_doom.secrets_of_time_travel": VillainScript(fight=(Do(_time_travel, "You take an extra turn after this "
                                                                            "one."),)),
    "dr_doom.treasures_of_latveria": VillainScript(fight=(EndDraw(extra=3),)),
    "loki": MastermindScript((RevealOrWound(STRENGTH),)),
    "loki.cruel_ruler": VillainScript(fight=(DefeatFree(lambda ctx, v: v is not None, "a villain in the city",
                                                        mastermind=False),)),
    "loki.maniacal_tyrant": VillainScript(fight=(Do(_maniacal_tyrant, "KO as many as 4 cards from your discard "
                                                                      "pile."),)),
    "loki.vanishing_illusions": VillainScript(fight=(Do(_vanishing_illusions, "The other players each KO one villain "
                                                                              "of their victory pile."),)),
    "loki.whispers_and_lies": VillainScript(fight=(Do(_whispers_and_lies, "Each other player KOs 2 Bystanders from "
                                                                          "their victory pile."),)),
    "magneto": MastermindScript((Do(_magneto_strike, "Every player shows an X-Men Hero or discards until 4 cards "
                                                     "are left in their hand."),)),
    "magneto.bitter_captor": VillainScript(fight=(Do(_bitter_captor, "Take an X-Men Hero from the HQ without paying "
                                                                     "for it."),)),
    "magneto.crushing_shockwave": VillainScript(fight=(RevealOrWound(X_MEN, others=True, wounds=2),)),
    "magneto.electromagnetic_bubble": VillainScript(fight=(Do(_bubble, "Pick one of your X-Men Heroes: it joins the "
                                                                       "hand you draw at the end of this turn as "
                                                                       "a seventh card."),)),
    "magneto.xaviers_nemesis": VillainScript(fight=(Do(_xaviers_nemesis, "Rescue a Bystander per X-Men Hero you "
                                                                         "have."),)),
    "red_skull": MastermindScript((Do(_red_skull_strike, "Every player KOs a Hero from their hand."),)),
    "red_skull.endless_resources": VillainScript(fight=(Gain(4, REC),)),
    "red_skull.hydra_conspiracy": VillainScript(fight=(Do(_hydra_conspiracy, "Draw 2, then 1 more per HYDRA villain "
                                                                             "in your victory pile."),)),
    "red_skull.negablast_grenades": VillainScript(fight=(Gain(3, ATK),)),
    "red_skull.ruthless_dictator": VillainScript(fight=(Do(_ruthless_dictator, "Look at your deck's top 3 cards: KO "
                                                                               "one, discard one, and the last goes "
                                                                               "back on top."),)),
}

__all__ = ["MASTERMINDS", "Draw"]

"""Effects that several Legendary cards share beyond the basic vocabulary: optional KOs with a reward, revealing
the top card of a deck, defeating a villain for free, gaining from a stack, counting what a player has.

Each says itself in words of our own (generated rules text).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mcdesk.core.decisions import DecisionKind

from .facts import BYSTANDER, HERO, TEAM_LABELS, VILLAIN, WOUND
from .purposes import Purpose as P
from .vocabulary import Ctx, Effect, Gen, Requirement

# == counting ==========================================================================================


def bystanders_in_victory(ctx: Ctx) -> int:
    return sum(1 for c in ctx.game.zone(f"victory:{ctx.player}") if ctx.game.facts(c).kind == BYSTANDER)


def colours_you_have(ctx: Ctx) -> int:
    """Rulebook "Your Heroes": colours among the heroes in your hand and played this turn (grey counts)."""
    g = ctx.game
    colours: set[str] = set()
    for c in g.your_heroes(ctx.player):
        colours |= g.colours(c)
    return len(colours)


def other_played(need: Requirement) -> Callable[[Ctx], int]:
    """Other heroes of this class or team the player played this turn."""

    def count(ctx: Ctx) -> int:
        g = ctx.game
        return sum(1 for c in g.played(ctx.player) if c != ctx.card and g.meets(c, need))

    return count


def other_odd_recruit(ctx: Ctx) -> int:
    g = ctx.game
    return sum(1 for c in g.played(ctx.player)
               if c != ctx.card and g.is_hero(c) and (g.facts(c).recruit or 0) % 2 == 1)


def extra_cards_drawn(ctx: Ctx) -> int:
    return ctx.game.state.turn.cards_drawn


def shield_heroes_in_ko(ctx: Ctx) -> int:
    g = ctx.game
    return sum(1 for c in g.zone("ko") if g.meets(c, Requirement(team="shield")))


# == choices with a reward =============================================================================

CardFilter = Callable[[Ctx, int], bool]


def any_card(ctx: Ctx, cid: int) -> bool:
    return True


def a_wound(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).kind == WOUND


def a_shield_hero(ctx: Ctx, cid: int) -> bool:
    return ctx.game.meets(cid, Requirement(team="shield"))


@dataclass(frozen=True)
class MayKO(Effect):
    """You may KO a card (of a kind) from your hand or discard pile; if you do, the reward."""

    what: CardFilter
    what_text: str
    then: tuple[Effect, ...]

    def resolve(self, ctx: Ctx) -> Gen:
        g = ctx.game
        p = ctx.player
        cards = [c for c in g.hand(p) + g.zone(f"discard:{p}") if c != ctx.card and self.what(ctx, c)]
        pick = yield from g.choose_card(p, f"You may KO {self.what_text} from your hand or discard pile", cards,
                                        optional=True, purpose=P.KO)
        if pick is None:
            return
        g.ko(pick)
        for e in self.then:
            yield from e.resolve(ctx)

    def text(self) -> str:
        return (f"You may pick {self.what_text} in your hand or discard pile and KO it. Having done so: "
                + " ".join(e.text() for e in self.then))


@dataclass(frozen=True)
class RevealTopDrawIf(Effect):
    """Reveal the top card of your deck; draw it if it passes."""

    test: CardFilter
    test_text: str

    def resolve(self, ctx: Ctx) -> Gen:
        g = ctx.game
        top = g.reveal_top(ctx.player)
        if top is not None and self.test(ctx, top):
            g.draw(ctx.player, 1)
        return
        yield

    def text(self) -> str:
        return f"Look at your deck's top card and show it; when it is {self.test_text}, draw it."


def costs_2_or_less(ctx: Ctx, cid: int) -> bool:
    """A card costing 2 or less (a card without a cost, such as a Wound, costs 0: rulebook "Card Values")."""
    return ctx.game.facts(cid).cost <= 2


def an_x_men_hero(ctx: Ctx, cid: int) -> bool:
    return ctx.game.meets(cid, Requirement(team="x_men"))


@dataclass(frozen=True)
class DefeatFree(Effect):
    """Defeat a villain in the city (or the mastermind) that passes a test, without spending attack."""

    test: Callable[[Ctx, int | None], bool]
    """fn(ctx, villain id or None for the mastermind)."""
    test_text: str
    mastermind: bool = True

    def resolve(self, ctx: Ctx) -> Gen:
        g = ctx.game
        targets = [c for c in g.villains_in_city() if self.test(ctx, c)]
        mm = g.state.top("mastermind")
        opts = list(targets)
        if self.mastermind and mm is not None and g.state.zones.get("tactics") and self.test(ctx, None):
            opts.append(mm)
        pick = yield from g.choose_card(ctx.player, f"Defeat {self.test_text} for free", opts, purpose=P.DEFEAT)
        if pick is None:
            return
        if pick == mm:
            yield from g.fight_mastermind(ctx.player, free=True)
        else:
            yield from g.fight_villain(ctx.player, pick, free=True)

    def text(self) -> str:
        return f"Defeat {self.test_text}, spending no Attack."


@dataclass(frozen=True)
class GainOfficer(Effect):
    """Gain an Officer from the SHIELD Officer stack (to the discard pile or the hand)."""

    may: bool = True
    to: str = "discard"

    def resolve(self, ctx: Ctx) -> Gen:
        g = ctx.game
        top = g.state.top("officers")
        if top is None:
            return
        if self.may and not (yield from g.yes_no(ctx.player, f"Gain {g.facts(top).name}?", ctx.card,
                                                 purpose=P.GAIN_OFFICER)):
            return
        g.gain(ctx.player, top, to=self.to)

    def text(self) -> str:
        where = " to your hand" if self.to == "hand" else ""
        return f"{'You may gain' if self.may else 'Gain'} an Officer of {TEAM_LABELS['shield']}{where}."


@dataclass(frozen=True)
class EachGainsWound(Effect):
    others: bool = False
    n: int = 1

    def resolve(self, ctx: Ctx) -> Gen:
        for p in ctx.game.players_from(ctx.player, others=self.others, villain_effect=True):
            for _ in range(self.n):
                yield from ctx.game.gain_wound(p)

    def text(self) -> str:
        who = "Each other player" if self.others else "Each player"
        return f"{who} gains {'a Wound' if self.n == 1 else f'{self.n} Wounds'}."


@dataclass(frozen=True)
class KOYourHeroes(Effect):
    """A player KOs N of their heroes (from the hand or played this turn), or from a named zone."""

    n: int = 1
    each: bool = False
    zone: str = ""
    """"discard" or "hand" to take them only from there."""

    def resolve(self, ctx: Ctx) -> Gen:
        g = ctx.game
        players = g.players_from(ctx.player) if self.each else [ctx.player]
        for p in players:
            for _ in range(self.n):
                if self.zone:
                    pool = [c for c in g.zone(f"{self.zone}:{p}") if g.is_hero(c)]
                else:
                    pool = g.your_heroes(p)
                pick = yield from g.choose_card(p, "KO one of your Heroes", pool, purpose=P.KO)
                if pick is None:
                    break
                g.ko(pick)

    def text(self) -> str:
        who = "Every player KOs" if self.each else "KO"
        what = "one of their" if self.each else "one of your"
        if self.n > 1:
            what = f"{self.n} of their" if self.each else f"{self.n} of your"
        where = f" from their {self.zone} pile" if self.zone == "discard" else f" from their {self.zone}" \
            if self.zone else ""
        return f"{who} {what} Heroes{where}."


def is_villain_or_hero_card(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).kind in (HERO, VILLAIN)


@dataclass(frozen=True)
class PlayVillainCards(Effect):
    """Play the top N cards of the villain deck."""

    n: int = 1

    def resolve(self, ctx: Ctx) -> Gen:
        for _ in range(self.n):
            yield from ctx.game.play_villain_card(ctx.game.state.active_player)

    def text(self) -> str:
        return "Play the villain deck's top card." if self.n == 1 else \
            f"Play the villain deck's top {self.n} cards."


@dataclass(frozen=True)
class EndDraw(Effect):
    """The hand drawn at the end of this turn changes: ``total`` cards instead of 6, or ``extra`` more."""

    total: int = 0
    extra: int = 0

    def resolve(self, ctx: Ctx) -> Gen:
        t = ctx.game.state.turn
        if self.total:
            t.end_draw = max(t.end_draw, self.total)
        t.end_draw_extra += self.extra
        return
        yield

    def text(self) -> str:
        if self.total:
            return f"At the end of this turn, draw {self.total} cards for your new hand, not 6."
        return f"At the end of this turn, draw {self.extra} more card{'s' if self.extra > 1 else ''} for your new hand."


@dataclass(frozen=True)
class ChooseOne(Effect):
    """Choose one of several effects."""

    choices: tuple[tuple[str, tuple[Effect, ...]], ...]

    def resolve(self, ctx: Ctx) -> Gen:
        from mcdesk.core.decisions import Action, ActionKind, Option

        g = ctx.game
        opts = [Option(f"choice:{i}", label, action=Action(ActionKind.CHOOSE, amount=i, choice=label))
                for i, (label, _) in enumerate(self.choices)]
        chosen = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "Choose one", opts, auto_single=False,
                                  purpose=P.CHOOSE_ONE)
        assert chosen.action is not None and chosen.action.amount is not None
        for e in self.choices[chosen.action.amount][1]:
            yield from e.resolve(ctx)

    def text(self) -> str:
        return "Choose one: " + " or ".join(label for label, _ in self.choices) + "."


def each_other_draws(ctx: Ctx) -> Gen:
    for p in ctx.game.players_from(ctx.player, others=True):
        ctx.game.draw(p, 1)
    return
    yield


def each_other_discards(ctx: Ctx) -> Gen:
    g = ctx.game
    for p in g.players_from(ctx.player, others=True, villain_effect=ctx.game.facts(ctx.card).kind != HERO
                            if ctx.card is not None else False):
        pick = yield from g.choose_card(p, "Discard a card", g.hand(p), kind=DecisionKind.DISCARD, purpose=P.DISCARD)
        if pick is not None:
            yield from g.discard(p, pick)

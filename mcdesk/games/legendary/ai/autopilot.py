"""The Legendary autopilot: a greedy player that can take any seat.

On its turn it plays every hero (cards whose superpower is on first, cards that need a discard last), fights
what it can (the mastermind first, then the villain worth most, the one nearest to escaping breaking ties),
recruits the most expensive hero it can afford (an Officer when nothing better fits), heals when it did
nothing else, and ends the turn. Other questions are answered by what they are for (the decision's
:class:`~mcdesk.games.legendary.cards.purposes.Purpose`): lose the weakest card, gain or keep the strongest,
fight the target worth most, reveal rather than take a Wound. It reads options' cards and the game's values,
never prompts or labels.
"""

from __future__ import annotations

import random

from mcdesk.core.decisions import ActionKind, Decision, Option

from ..cards.facts import BYSTANDER, HERO, WOUND
from ..cards.purposes import Purpose
from ..cards.vocabulary import Draw, HeroScript, Superpower
from ..engine.game import LegendaryGame

# Yes/no questions the autopilot answers yes to (the rest: no).
_YES = frozenset({Purpose.RETURN_TO_HAND, Purpose.DRAW_INSTEAD_OF_WOUND, Purpose.GAIN_OFFICER, Purpose.REVEAL})
# Choices of one's own card to lose (KO, discard...): the weakest goes.
_LOSE = frozenset({Purpose.KO, Purpose.DISCARD, Purpose.DECK_TOP, Purpose.PASS_LEFT, Purpose.KO_FROM_VICTORY,
                   Purpose.HQ_LOSS})


def purpose_of(d: Decision) -> str:
    extra = d.extra
    value = extra.get("purpose") if isinstance(extra, dict) else getattr(extra, "purpose", None)
    return str(value or "")


def verb(o: Option) -> str:
    """What an option does (its typed action): play, recruit, fight, heal, end_turn, reveal..."""
    return str(o.action.kind) if o.action is not None else ""


class Autopilot:
    name = "autopilot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    # == values ===================================================================================
    @staticmethod
    def card_value(g: LegendaryGame, cid: int) -> float:
        """How much a player wants this card in their deck."""
        f = g.facts(cid)
        if f.kind == WOUND:
            return -3.0
        if f.kind == BYSTANDER:
            return 1.0
        if f.kind != HERO:
            return float(f.vp)
        return f.cost + (f.attack or 0) * 0.5 + (f.recruit or 0) * 0.5

    @staticmethod
    def villain_value(g: LegendaryGame, cid: int) -> float:
        f = g.facts(cid)
        value = f.vp + 1.0 * len(g.captured(cid))
        zone = g.state.cards[cid].zone
        if zone.startswith("city:"):
            value += int(zone.split(":")[1]) * 0.6  # nearer the Bridge: about to escape
        return value

    def play_score(self, g: LegendaryGame, p: int, cid: int) -> float:
        script = g.hero_script(cid)
        score = 0.0
        for e in script.effects:
            if isinstance(e, Superpower):
                if g.superpower_active(p, None, e.needs):
                    score += 5
                elif any(g.meets(other, need) for other in g.hand(p) if other != cid for need in e.needs):
                    score -= 4  # wait for the card that turns it on
            if isinstance(e, Draw):
                score += 3
        if script.discard_to_play:
            score -= 8
        if not g.facts(cid).hero_class:
            score += 1  # grey cards first: they turn nothing on and cost nothing to play
        return score + self.rng.random() * 0.01

    # == answering ================================================================================
    def choose(self, g: LegendaryGame) -> str:
        d = g.pending
        assert d is not None
        purpose = purpose_of(d)
        if purpose == Purpose.TURN:
            return self.turn(g, d)
        if d.kind == "yes_no":
            want = ActionKind.YES if self.yes(g, d, purpose) else ActionKind.NO
            return next(o.key for o in d.options if o.action is not None and o.action.kind is want)
        if purpose == Purpose.REVEAL_OR_WOUND:
            return next((o.key for o in d.options if verb(o) == "reveal"), d.options[0].key)
        return self.pick_card(g, d, purpose)

    def yes(self, g: LegendaryGame, d: Decision, purpose: str) -> bool:
        if purpose in _YES:
            return True
        if purpose == Purpose.DO_OVER:
            return sum(self.card_value(g, c) for c in g.hand(d.player)) < 2 * len(g.hand(d.player))
        if purpose in (Purpose.DISCARD_FROM_DECK, Purpose.KO_FROM_DECK):
            return d.source is not None and self.card_value(g, d.source) <= 0.5
        return False

    def pick_card(self, g: LegendaryGame, d: Decision, purpose: str) -> str:
        with_card = [o for o in d.options if o.cards]
        none = next((o for o in d.options if not o.cards), None)
        if not with_card:
            return self.rng.choice(d.options).key

        def value(o: Option) -> float:
            return self.card_value(g, o.cards[0])

        if purpose in _LOSE:
            worst = min(with_card, key=value)
            if none is not None and value(worst) > 0.5 and purpose == Purpose.KO:
                return none.key  # an optional KO of a good card: decline
            return worst.key
        if purpose in (Purpose.DEFEAT, Purpose.MOVE_VILLAIN):
            return max(with_card, key=lambda o: self.villain_value(g, o.cards[0])).key
        if purpose == Purpose.CAPTURE:
            return min(with_card, key=lambda o: g.villain_attack(o.cards[0])).key
        return max(with_card, key=value).key

    def turn(self, g: LegendaryGame, d: Decision) -> str:
        p = d.player
        by_verb: dict[str, list[Option]] = {}
        for o in d.options:
            by_verb.setdefault(verb(o), []).append(o)
        if "play" in by_verb:
            return max(by_verb["play"], key=lambda o: self.play_score(g, p, o.cards[0])).key
        fights = by_verb.get("fight", [])
        mastermind = [o for o in fights if o.action is not None and o.action.choice == "mastermind"]
        if mastermind:
            return mastermind[0].key
        if fights:
            return max(fights, key=lambda o: self.villain_value(g, o.cards[0])).key
        recruits = by_verb.get("recruit", [])
        heroes = [o for o in recruits if o.action is not None and o.action.choice != "officer"]
        if heroes:
            best = max(heroes, key=lambda o: (g.facts(o.cards[0]).cost, self.card_value(g, o.cards[0])))
            officer = [o for o in recruits if o.action is not None and o.action.choice == "officer"]
            if g.facts(best.cards[0]).cost >= 3 or not officer:
                return best.key
        if recruits:
            return recruits[0].key
        if "heal" in by_verb and len(by_verb["heal"][0].cards) >= 1:
            return by_verb["heal"][0].key
        return by_verb["end_turn"][0].key


class RandomPlayer:
    """Random answers, ending the turn only a third of the times it could do something else."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, g: LegendaryGame) -> str:
        d = g.pending
        assert d is not None
        options = list(d.options)
        end = [o for o in options if o.action is not None and o.action.kind is ActionKind.END_TURN]
        if end and len(options) > 1 and self.rng.random() < 2 / 3:
            options.remove(end[0])
        return self.rng.choice(options).key


__all__ = ["Autopilot", "HeroScript", "RandomPlayer", "purpose_of"]

"""The autopilot: a heuristic computer player that plays like a reasonable player, not a random one.

It answers any pending decision with one of its legal options (``game.pending.options``) and can say why in
one line (``explain``), for a "Suggest a move" command. It never looks ahead by replaying the game: it reads
``game.state`` and the helpers on :class:`~mcdesk.games.champions.engine.game.Game`, scores each option in a common unit
(roughly "one damage to the villain") and picks the best. It does not peek at hidden information (the order
of decks, facedown boost and encounter cards); it only uses what a player at the table knows, such as the
encounter deck's composition.

How it plays, in short:

* **Turn**: it attacks the villain (or the minions that threaten it, respecting guard through the options
  offered), thwarts when the main scheme is in danger (threat close to its target after the next villain
  phase) or a side scheme has crisis, acceleration or hazard icons, plays allies, upgrades and supports it
  can afford, keeps its allies alive (an ally on its last hit point is kept back to block an attack), and
  ends the turn in alter-ego form to recover when an attack could take its hero too low.
* **Payment**: it pays with the cards it is least likely to need (resource cards and cards it cannot play
  soon), prefers resource abilities (Web-Shooter, Scientist) over discarding, and prefers exact payments.
* **Villain phase**: it defends when an attack would hurt (its hero when defense absorbs most of it, a
  low-value ally as a chump blocker), uses responses and interrupts when they pay off (Backflip against a
  big attack, cancelling a harmful treachery) and passes otherwise.
* **Setup**: it mulligans cards it cannot use early and keeps cheap allies, upgrades and supports.

It is deterministic: the same game and seed give the same answer (the seed only breaks exact ties).

The package, one module per kind of decision: ``reading`` (what the autopilot sees and how it values hit
points, threat, damage and cards), ``turn``, ``paying``, ``setup`` (mulligan), ``villain_phase`` (defending,
interrupts and responses), ``choices`` (discards, targets, choices, order, numbers, yes/no); ``knowledge`` holds
its units and a player's sense of what core cards are worth. It reads options' typed actions and decisions'
typed contexts, never keys or labels, and what a card does (damage, heal, thwart, an enemy attack...) from the
card vocabulary's roles (``cards/vocabulary/roles.py``), never from the card's text. It uses only the engine's
public helpers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import Decision, DecisionKind

from .choices import Choices
from .common import Scored
from .paying import Paying
from .setup import Setup
from .turn import Turn
from .villain_phase import VillainPhase

if TYPE_CHECKING:
    from ...engine.game import Game

__all__ = ["Autopilot"]


class Autopilot:
    """A heuristic player. ``choose(game)`` returns the key of the option it would pick for the pending
    decision, ``explain(game)`` one line saying why; ``suggest(game)`` returns both. Deterministic for a
    given seed (which only breaks exact ties)."""

    name = "autopilot"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = 0 if seed is None else seed

    def choose(self, game: Game) -> str:
        return self.suggest(game)[0]

    def explain(self, game: Game) -> str:
        return self.suggest(game)[1]

    def suggest(self, game: Game, decision: Decision | None = None) -> tuple[str, str]:
        """The best answer to ``decision`` (default: the game's pending decision) and its one-line reason.
        Civil War competitive mode passes a game area's decision with its player numbered in that area."""
        d = decision if decision is not None else game.pending
        if d is None:
            raise ValueError("the game has no pending decision to answer")
        if not d.options:
            raise ValueError(f"the pending decision {d.prompt!r} has no options")
        if len(d.options) == 1:
            return d.options[0].key, f"{d.options[0].label}: the only option"
        mind = self.mind(game, d)
        scored = mind.score_options()
        legal = {o.key for o in d.options}
        scored = [s for s in scored if s.key in legal]
        if not scored:
            o = d.options[0]
            return o.key, f"{o.label}: nothing to prefer"
        best = max(scored, key=lambda s: (round(s.score, 6), mind.tiebreak(s.key)))
        return best.key, best.reason

    def mind(self, game: Game, d: Decision) -> Mind:
        """The reasoning for one decision (a competitive autopilot adds its own valuations)."""
        return Mind(game, d, self.seed)


class Mind(Turn, Paying, Setup, VillainPhase, Choices):
    """One decision's worth of reasoning: reads the state once and scores the pending options (each kind of
    decision in its own module)."""

    def score_options(self) -> list[Scored]:
        kind = self.d.kind
        handler = {
            DecisionKind.TURN: self.turn,
            DecisionKind.PAY: self.pay,
            DecisionKind.MULLIGAN: self.mulligan,
            DecisionKind.DEFEND: self.defend,
            DecisionKind.WINDOW: self.window,
            DecisionKind.DISCARD: self.discard,
            DecisionKind.TARGET: self.target,
            DecisionKind.CHOOSE: self.choose,
            DecisionKind.ORDER: self.order,
            DecisionKind.NUMBER: self.number,
            DecisionKind.YES_NO: self.yes_no,
        }.get(kind)
        if handler is None:  # pragma: no cover - every kind has a handler
            return [Scored(0.0, o.key, o.label) for o in self.d.options]
        return handler()

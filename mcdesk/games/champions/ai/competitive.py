"""The autopilot in a competitive game (Civil War rulebook, "Competitive Mode"): any seat of either team.

A competitive game is two Marvel Champions games side by side, so the seat's decision is answered by the
cooperative autopilot reading the seat's own game area (:meth:`CompetitiveGame.area_decision`), with what a
competitive player values on top:

* **The race.** Both teams fight at once and the first to defeat its enemy leader wins (rulebook, "Winning a
  Competitive Game"). When the enemy team is nearer to defeating our leader than we are to defeating theirs, each
  point of damage on the enemy leader is worth more; when we are well ahead, the scheme in our area (the enemy
  team's other way to win) matters more than speed.
* **The last phase.** Once the enemy team's game area is decided, we play one more phase: if they defeated our
  leader, only defeating ours this phase saves a tie; if they lost, we win by not losing this phase.
* **Our area's schemes.** The enemy leader's main scheme completing stage 2B wins the game for the enemy team:
  threat there costs as in a cooperative game, a little more when the enemy team is ahead.
* **Choosing Sides.** Defeating it earns 2 of our leader's basic cards (rulebook, "Leader-Specific Basic
  Cards"): threat removed from it is worth more than from an ordinary side scheme.
* **Our leader's cards.** A leader-specific basic card helps our leader in the other game area or hurts the enemy
  team: worth playing once earned.

It never reads the other team's hands or decks, only what is on the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.game import Game
from .autopilot import Autopilot, Mind

if TYPE_CHECKING:
    from mcdesk.core.decisions import Decision

    from ..competitive.game import CompetitiveGame

CHOOSING_SIDES_BONUS = 1.5
"""Defeating Choosing Sides: two of our leader's basic cards for the rest of the game (it also deals an encounter
card, and a bigger bonus lost games against the plain autopilot in benchmarks/bench_competitive.py)."""
LEADER_CARD_BONUS = 2.5
"""A leader-specific basic card's effect on the other game area (our leader, the enemy team), over its roles."""
LAST_PHASE_WEIGHT = 3.0
"""Our last phase, the enemy team's game already decided: how much more (or less) the enemy leader's defeat and
the scheme in our area count."""
RACE_WEIGHT = 0.8
"""How much more a point of damage on the enemy leader is worth per leader stage the enemy team is ahead."""


def leader_left(area: Game) -> float:
    """How far a game area's team still is from defeating its enemy leader, in leader stages: the stages still
    in the villain deck plus the share of hit points the leader in play has left (0 when it is defeated)."""
    v = area.villain()
    if v is None or area.state.result is not None:
        return 0.0
    from ..engine.values import max_hit_points

    most = max(1, max_hit_points(area, v))
    return len(area.state.zone("villain_deck")) + area.hit_points(v) / most


def is_leader_card(area: Game, cid: int) -> bool:
    """A leader-specific basic player card (earned through Choosing Sides)."""
    f = area.facts(cid)
    return f.faction_code == "basic" and (f.set_code or "").endswith("_leader")


class CompetitiveMind(Mind):
    """The cooperative reasoning of one game area, with the competitive valuations above."""

    def race(self) -> float:
        """Leader stages by which the enemy team is ahead in the race to defeat its enemy leader (negative: we
        are ahead); 0 outside a competitive game."""
        if "race" not in self._cache:
            rival = self.g.rival
            ahead = 0.0
            if rival is not None and rival.state.result is None and self.g.state.result is None:
                ahead = leader_left(self.g) - leader_left(rival)
            self._cache["race"] = ahead
        race: float = self._cache["race"]
        return race

    def rival_outcome(self) -> str | None:
        """How the enemy team's game area was decided, if it was: "win" (they defeated our leader) or "loss"
        (our leader completed its scheme or defeated them). The game goes on until both teams have played the
        same number of phases (rulebook, "Winning a Competitive Game"): this is our last phase."""
        rival = self.g.rival
        return rival.state.result if rival is not None else None

    def damage_value(self, target: int, n: int, *, overkill: bool = False, attacker: int | None = None,
                     waste: float = 0.0) -> float:
        v = super().damage_value(target, n, overkill=overkill, attacker=attacker, waste=waste)
        if v > 0 and self.g.is_in_play(target) and self.type_of(target) == "villain":
            last = self.rival_outcome()
            if last == "win":  # only defeating our enemy leader this phase saves a tie
                v *= LAST_PHASE_WEIGHT
            elif last == "loss":  # we have won if we do not lose this phase: no need to hurry
                v /= LAST_PHASE_WEIGHT
            else:
                v *= 1.0 + RACE_WEIGHT * max(0.0, min(2.0, self.race()))
        return v

    def scheme_cost(self, threat: float, gain: dict[int, float] | None = None) -> float:
        cost = super().scheme_cost(threat, gain)
        last = self.rival_outcome()
        if last == "loss":  # surviving this phase is the win
            return cost * LAST_PHASE_WEIGHT
        if last == "win":
            return cost / LAST_PHASE_WEIGHT
        ahead = self.race()
        if ahead < 0:  # we are winning the race: losing to the scheme is the enemy team's way back
            cost *= 1.0 + 0.25 * min(2.0, -ahead)
        return cost

    def side_scheme_extra(self, scheme: int) -> float:
        from ..cards.vocabulary.civil_war import CHOOSING_SIDES

        extra = super().side_scheme_extra(scheme)
        if self.g.rival is not None and self.g.facts(scheme).name == CHOOSING_SIDES:
            extra += CHOOSING_SIDES_BONUS
        return extra

    def play_value(self, cid: int) -> tuple[float, str]:
        v, why = super().play_value(cid)
        if self.g.rival is not None and is_leader_card(self.g, cid):
            return max(v, 0.0) + LEADER_CARD_BONUS, f"{why}: our leader's card, it reaches the other game area"
        return v, why


class CompetitiveAutopilot:
    """The autopilot for any seat of a competitive game: ``choose(game)`` answers the pending decision (whoever's
    it is) with one of its option keys, ``suggest(game)`` also says why."""

    name = "autopilot"

    def __init__(self, seed: int | None = None) -> None:
        self.inner = _AreaAutopilot(seed)

    def choose(self, game: CompetitiveGame) -> str:
        return self.suggest(game)[0]

    def explain(self, game: CompetitiveGame) -> str:
        return self.suggest(game)[1]

    def suggest(self, game: CompetitiveGame) -> tuple[str, str]:
        found = game.area_decision()
        if found is None:
            raise ValueError("the game has no pending decision to answer")
        area, decision = found
        other = game.areas[1 - area.index]
        if _about(decision, other) and not _about(decision, area):
            return self.enemy_team_choice(other, decision)
        if not area.state.players and not _about(decision, area):
            # during setup, before the seat's own game area has its players: a choice about the other area (the
            # leader the seat brought, say) that offers none of its cards: still the enemy team's choice there
            return self.enemy_team_choice(other, decision)
        return self.inner.suggest(area, decision)

    def enemy_team_choice(self, area: Game, d: Decision) -> tuple[str, str]:
        """Civil War rulebook, "Unique Rule and Other Abilities": "the enemy team" chooses among the cards of the
        other game area (a search of its encounter deck, say). The choice is read as that area's first player
        would weigh it, and the one worst for them is taken."""
        import dataclasses

        if len(d.options) == 1 or not area.state.players:
            o = d.options[0]
            return o.key, f"{o.label}: the enemy team's choice"
        order = area.players_in_order()
        theirs = dataclasses.replace(d, player=order[0] if order else area.state.first_player)
        mind = CompetitiveMind(area, theirs, self.inner.seed)
        legal = {o.key for o in d.options}
        scored = [x for x in mind.score_options() if x.key in legal]
        if not scored:
            o = d.options[0]
            return o.key, f"{o.label}: the enemy team's choice"
        worst = min(scored, key=lambda x: (round(x.score, 6), mind.tiebreak(x.key)))
        label = d.option(worst.key).label if d.option(worst.key) is not None else worst.key  # type: ignore[union-attr]
        return worst.key, f"{label}: the enemy team's choice, the worst for the other team"


def _about(d: Decision, area: Game) -> bool:
    """Does the decision offer cards of this game area?"""
    cards = area.state.cards
    return any((o.action is not None and o.action.card in cards) or any(c in cards for c in o.cards)
               for o in d.options)


class _AreaAutopilot(Autopilot):
    def mind(self, game: Game, d: Decision) -> Mind:
        return CompetitiveMind(game, d, self.seed)


def competitive_choice(game: CompetitiveGame, seed: int = 0) -> str:
    """The option key the autopilot answers the pending decision of ``game`` with (any seat, either team)."""
    return CompetitiveAutopilot(seed).choose(game)


def suggest(game: CompetitiveGame) -> tuple[str, str]:
    """What the window asks: the autopilot's answer to the pending decision of any seat and its one-line reason,
    seeded per seat as ``mcdesk simulate --competitive`` seeds it."""
    from .simulate import seat_seed

    d = game.pending
    if d is None:
        raise ValueError("the game has no pending decision to answer")
    return CompetitiveAutopilot(seat_seed(game.seed, d.player)).suggest(game)


__all__ = ["CompetitiveAutopilot", "CompetitiveMind", "competitive_choice", "is_leader_card", "leader_left",
           "suggest"]

"""The resistance main schemes (Civil War, set ``resistance``): four stage 1 cards (Superhero Resistance on every
1A side) and four stage 2 cards (Resistance Tactics on every 2A side, which has no text: nothing to script).

A custom scenario plays one stage 1 and one stage 2 of its leader's side (Civil War rulebook, "Creating a Custom
Scenario", step 4). In cooperative play "the enemy leader" is the villain and "the enemy team" is the players
("Playing a Custom Scenario Cooperatively").
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    FIND_LEADERS_SIDE_SCHEME,
    HINDER_IF_TEAM,
    SELF,
    VILLAIN,
    And,
    DealFoundToEachPlayer,
    EachDiscardsTopMinionEngages,
    PlaceThreat,
    Timing,
    ev,
    gets,
    script,
    treachery_revealed_once_per_phase,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Game

CARDS = CardSet("resistance")


def _minion(g: Game, c: int) -> bool:
    return g.facts(c).type_code == "minion"


def _side_scheme(g: Game, c: int) -> bool:
    return g.facts(c).type_code == "side_scheme"


def _each_minion(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).type_code == "minion" and ctx.game.is_in_play(cid)


def _villain_attack_bonus(ctx: Ctx) -> int:
    """+1 ATK while the villain attacks, +2 once defenders are declared and nobody defends (the damage is read
    after that)."""
    g = ctx.game
    w = next((w for w in reversed(g.stack) if w.kind == "attack"), None)
    if w is None or w.source is None or g.facts(w.source).type_code != "villain":
        return 0
    return 2 if w.data.get("declared") and w.data.get("defender") is None else 1


def _on_the_leader(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and e.target in ctx.game.villains()


def _villain_step_one(ctx: Ctx, e: Event) -> bool:
    return e.data.get("step") == 1


CARDS.add(
    # Superhero Resistance (every stage 1A): Setup, cooperative mode: find the chosen leader's side scheme and
    # reveal it (the contents line is the scenario itself, see civil_war.custom_scenario).
    script("56141a", setup=FIND_LEADERS_SIDE_SCHEME),
    script("56172a", setup=FIND_LEADERS_SIDE_SCHEME),
    script("56199a", setup=FIND_LEADERS_SIDE_SCHEME),
    script("56200a", setup=FIND_LEADERS_SIDE_SCHEME),
    # Gathering Support (1B)
    script("56141b", when_revealed={"": And(HINDER_IF_TEAM, DealFoundToEachPlayer(_minion, "minions"))}),
    # Open Rebellion (1B)
    script("56172b",
           triggered(Timing.FORCED_INTERRUPT, ev.REVEALED, PlaceThreat(1, SELF),
                     when=treachery_revealed_once_per_phase,
                     when_text="When a player reveals a treachery (once per phase for each player)"),
           when_revealed={"": HINDER_IF_TEAM}),
    # Rallying Call (1B)
    script("56199b", when_revealed={"": HINDER_IF_TEAM},
           constants=[gets("kw:guard", 1, _each_minion, "Each minion gains guard.")]),
    # Going Underground (1B)
    script("56200b", when_revealed={"": HINDER_IF_TEAM},
           constants=[gets("kw:steady", 1, VILLAIN, "The enemy leader gains steady.")]),
    # Secret Avengers (2B)
    script("56142b", constants=[gets("attack", _villain_attack_bonus, VILLAIN,
                                     "While the enemy leader attacks, it gets +1 ATK (+2 ATK instead when nobody "
                                     "defends).")]),
    # Neighborhood Protectors (2B)
    script("56173b", when_revealed={"": DealFoundToEachPlayer(_side_scheme, "side schemes", discard_pile=True)}),
    # Guerilla Warfare (2B)
    script("56201b", triggered(Timing.FORCED_RESPONSE, ev.STATUS_GIVEN, PlaceThreat(1, SELF), when=_on_the_leader,
                               when_text="After the enemy leader is given a status card", would=False)),
    # Superhero Jailbreak (2B)
    script("56202b", triggered(Timing.FORCED_RESPONSE, ev.VILLAIN_PHASE_STEP, EachDiscardsTopMinionEngages(),
                               when=_villain_step_one, when_text="After step 1 of the villain phase is resolved",
                               would=False)),
)

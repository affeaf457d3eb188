"""The competitive round and the end of the game (Civil War rulebook, "Playing a Competitive Game", "Winning a
Competitive Game", "Tie-Break Conditions").

Each round is threaded: the registration team's whole hero phase (its game area's round starts there), the
resistance team's, then the registration team's villain phase, then the resistance team's (each area's round
ends after its villain phase). Each game area keeps its own first player token, passed at the end of its villain
phase. A game area whose game is decided stops; the competitive game ends once both teams have played the same
number of phases, that is at the end of a resistance phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.errors import CorruptLog
from mcdesk.core.events import EventKind
from mcdesk.core.referee import GameOver, ResumePoint

from ..engine import events as ev
from ..engine.abilities import Gen
from ..engine.combat import check_all_defeats
from ..engine.rounds import player_phase, villain_phase
from ..engine.setup import setup_game
from ..engine.state import MAIN_SCHEME_DECK, SET_ASIDE
from ..engine.timing import timing_point
from .area import AreaGame
from .state import HERO, phase_of

if TYPE_CHECKING:
    from .game import CompetitiveGame

PHASE = "phase"
"""Checkpoint: phase ``n`` is about to start."""


def play_competitive(cg: CompetitiveGame, resume: ResumePoint | None) -> Gen[None]:
    st = cg.state
    if resume is None:
        for area in cg.areas:
            st.current_area = area.index
            yield from run(cg, area, setup_area(area))
        n = 0
    else:
        n = resume_phase(resume)
    while True:
        cg.checkpoint({"at": PHASE, "n": n})
        yield from play_phase(cg, n)
        if n % 2 == 1 and any(o is not None for o in st.outcomes):
            raise GameOver(*decide(cg))
        n += 1


def resume_phase(resume: ResumePoint) -> int:
    n = resume.get("n")
    if resume.get("at") != PHASE or type(n) is not int or n < 0:
        raise CorruptLog(f"checkpoint names no point a competitive game can resume from: {resume!r}")
    return n


def run(cg: CompetitiveGame, area: AreaGame, proc: Gen[None]) -> Gen[None]:
    """A procedure of one game area; a decided game (GameOver) is kept for that area and play goes on."""
    try:
        yield from proc
    except GameOver as over:
        cg.area_decided(getattr(over, "area", area.index), over)


def setup_area(area: AreaGame) -> Gen[None]:
    """Civil War rulebook, "Setting Up a Competitive Game": step 3, the team's own leader's basic player cards set
    aside in its game area (earned through Choosing Sides); step 5, the normal setup against the other team's
    scenario (the standard PvP set in place of the standard set, see :class:`AreaGame`)."""
    own = area.parent.setup.teams[area.index].leader
    for f in area.db.set_cards(own.encounter_set):
        if f.faction_code == "basic":
            for _ in range(f.quantity):
                area.state.new_card(f.code, None, (SET_ASIDE, None))
    yield from setup_game(area)


def play_phase(cg: CompetitiveGame, n: int) -> Gen[None]:
    st = cg.state
    index, kind = phase_of(n)
    if n % 4 == 0:
        st.round += 1
        cg.emit(EventKind.ROUND, f"— Round {st.round} —", amount=st.round)
    st.phase_no, st.current_area, st.phase = n, index, kind
    area = cg.areas[index]
    team = cg.team_name(index).capitalize()
    cg.emit(EventKind.PHASE, f"{team} {kind} phase.", data={"phase": kind, "area": index})
    if st.outcomes[index] is not None:
        cg.log(f"The {team} team's game area is decided: it has no {kind} phase.")
        return
    yield from run(cg, area, hero_phase(area) if kind == HERO else villain_phase_and_round_end(area))


def hero_phase(area: AreaGame) -> Gen[None]:
    """The area's round starts, then its whole player (hero) phase, ready and refill included."""
    area.state.round += 1
    yield from timing_point(area, ev.ROUND_START)
    yield from player_phase(area)


def villain_phase_and_round_end(area: AreaGame) -> Gen[None]:
    yield from villain_phase(area)
    yield from timing_point(area, ev.ROUND_END)
    yield from check_all_defeats(area)


# -- winning ------------------------------------------------------------------------------------------------------
def decide(cg: CompetitiveGame) -> tuple[str, str]:
    """Civil War rulebook, "Winning a Competitive Game": (result, why) once both teams have played the same number
    of phases and at least one game area is decided."""
    reg, res = cg.state.outcomes
    why = [f"{cg.team_name(i).capitalize()}: {r}" for i, r in enumerate(cg.state.reasons) if r]
    said = "; ".join(why)
    if reg == "win" and res == "win":
        found = tie_break(cg)
        if found is None:
            return "tie", f"Both teams defeated their enemy leader and every tie-break is equal ({said})"
        team, rule = found
        return team, f"Both teams defeated their enemy leader; the {team} team wins the tie-break: {rule} ({said})"
    if reg == "loss" and res == "loss":
        return "both_lose", f"Both teams lose ({said})"
    if reg == "win" or res == "loss":
        return "registration", f"The registration team wins ({said})"
    return "resistance", f"The resistance team wins ({said})"


def tie_break(cg: CompetitiveGame) -> tuple[str, str] | None:
    """The five tie-break conditions, in order; (winning team, the condition) or None when all are equal."""
    areas = cg.areas

    def advanced(a: AreaGame) -> int:  # 1. the main scheme deck did not advance past stage 1B
        return 0 if a.state.zone(MAIN_SCHEME_DECK) else 1

    def minions_and_side_schemes(a: AreaGame) -> int:
        return len(a.minions()) + len(a.side_schemes())

    def threat(a: AreaGame) -> int:
        main = a.main_scheme()
        return a.state.cards[main].threat if main is not None else 0

    def hit_points(a: AreaGame) -> int:  # the most remaining hit points wins: compare its negative
        return -sum(a.hit_points(a.identity(p)) for p in a.active_players())

    def attachments(a: AreaGame) -> int:
        v = a.villain()
        return len(a.attachments(v)) if v is not None else 0

    rules = (
        (advanced, "its enemy main scheme deck did not advance past stage 1B"),
        (minions_and_side_schemes, "it has the fewest minions and side schemes in its game area"),
        (threat, "it has the least threat on the main scheme in its game area"),
        (hit_points, "its identities have the most remaining hit points"),
        (attachments, "it has the fewest attachments on the leader in its game area"),
    )
    for measure, rule in rules:
        a, b = measure(areas[0]), measure(areas[1])
        if a != b:
            return cg.team_name(0 if a < b else 1), rule
    return None

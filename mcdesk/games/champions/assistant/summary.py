"""Every count the assistant shows, read from the game as plain data (no Qt): the window's panels and the
across-the-table view draw this, and tests read it."""

from __future__ import annotations

from dataclasses import dataclass

from mcdesk.core.decisions import Reporting
from mcdesk.core.events import EventKind

from ..engine.schemes import acceleration, target_threat
from ..engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD, FACEDOWN_ENCOUNTER
from ..engine.values import max_hit_points
from .game import AssistantGame


@dataclass(frozen=True)
class Character:
    card: int
    name: str
    hit_points: int
    max_hit_points: int
    statuses: tuple[str, ...]
    """The status cards it has ("stunned", "confused", "tough"; one entry per card)."""
    exhausted: bool = False
    keywords: tuple[str, ...] = ()
    """The keywords that matter at the table (guard, patrol, retaliate, quickstrike, toughness...)."""


@dataclass(frozen=True)
class SchemeCount:
    card: int
    name: str
    threat: int
    target: int | None
    """The main scheme's target threat (None for a side scheme)."""
    icons: tuple[str, ...]
    """crisis, hazard, acceleration, amplify (one entry per icon)."""


@dataclass(frozen=True)
class PlayerCount:
    player: int
    identity: Character
    form: str
    allies: tuple[Character, ...]
    minions: tuple[Character, ...]
    facedown: int
    """Encounter cards dealt to the player, not yet revealed."""
    first: bool


@dataclass(frozen=True)
class Summary:
    round: int
    phase: str
    step: str
    """The pending step's name (the timing chart's), or the kind of question asked."""
    prompt: str
    windows: tuple[str, ...]
    physical: str
    villain: Character | None
    main_scheme: SchemeCount | None
    acceleration: int
    """Threat added in each villain phase step 1 besides escalation (icons and tokens)."""
    acceleration_tokens: int
    side_schemes: tuple[SchemeCount, ...]
    players: tuple[PlayerCount, ...]
    encounter_deck: int
    encounter_discard: int
    attachments: tuple[str, ...]
    """Cards attached to the villain (by name)."""
    result: str | None
    reason: str
    last_revealed: tuple[int, bool] | None = None
    """The encounter card revealed last (card, whether as a boost card), to be shown large with its text."""


KEYWORDS = ("guard", "patrol", "retaliate", "quickstrike", "toughness", "piercing", "ranged", "overkill", "steady",
            "stalwart", "villainous")


def character(g: AssistantGame, cid: int) -> Character:
    c = g.state.cards[cid]
    statuses = ("stunned",) * c.stunned + ("confused",) * c.confused + ("tough",) * c.tough
    return Character(cid, g.card_title(cid), g.hit_points(cid), max_hit_points(g, cid), statuses, c.exhausted,
                     tuple(k for k in KEYWORDS if g.has_keyword(cid, k)))


def scheme(g: AssistantGame, sid: int, main: bool) -> SchemeCount:
    f = g.facts(sid)
    icons = (("crisis",) * f.scheme_crisis + ("hazard",) * f.scheme_hazard
             + ("acceleration",) * f.scheme_acceleration + ("amplify",) * f.scheme_amplify)
    return SchemeCount(sid, g.card_title(sid), g.state.cards[sid].threat, target_threat(g, sid) if main else None,
                       icons)


def summarize(g: AssistantGame) -> Summary:
    d = g.pending
    extra = d.extra if d is not None else None
    step = extra.step if isinstance(extra, Reporting) else (d.kind.value if d is not None else "over")
    villain = g.villain()
    main = g.main_scheme()
    players = []
    for ps in g.state.players:
        if ps.eliminated:
            continue
        p = ps.index
        players.append(PlayerCount(
            p, character(g, g.identity(p)), g.form(p),
            tuple(character(g, a) for a in g.allies(p) if g.state.cards[a].controller == p),
            tuple(character(g, m) for m in g.minions(p)), len(g.state.zone(FACEDOWN_ENCOUNTER, p)),
            g.state.first_player == p))
    return Summary(
        round=g.state.round, phase=g.state.phase, step=step, prompt=d.prompt if d is not None else "",
        windows=extra.windows if isinstance(extra, Reporting) else (),
        physical=extra.physical if isinstance(extra, Reporting) else "",
        villain=character(g, villain) if villain is not None else None,
        main_scheme=scheme(g, main, True) if main is not None else None,
        acceleration=acceleration(g) if main is not None else 0,
        acceleration_tokens=g.state.cards[main].acceleration if main is not None else 0,
        side_schemes=tuple(scheme(g, s, False) for s in g.side_schemes()),
        players=tuple(players),
        encounter_deck=len(g.state.zone(ENCOUNTER_DECK)), encounter_discard=len(g.state.zone(ENCOUNTER_DISCARD)),
        attachments=tuple(g.card_title(a) for a in (g.attachments(villain) if villain is not None else [])),
        result=g.result, reason=g.state.result_reason or "", last_revealed=last_revealed(g),
    )


def last_revealed(g: AssistantGame) -> tuple[int, bool] | None:
    for e in reversed(g.log_events):
        if e.kind == EventKind.REVEALED and e.card is not None:
            return e.card, bool(e.data.get("boost"))
    return None


__all__ = ["Character", "PlayerCount", "SchemeCount", "Summary", "summarize"]

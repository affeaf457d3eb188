"""What a report can name now, for the report controls: the cards each kind of report is about, the characters
that can attack or thwart, the allies a player can put into play. The rules checks stay in
:mod:`~mcdesk.games.champions.assistant.checks`; these lists only spare the players a search."""

from __future__ import annotations

from ..engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD, NEMESIS, PLAY, SET_ASIDE, VILLAIN_AREA
from .game import AssistantGame
from .reports import ReportKind

NEEDS_AMOUNT = frozenset({ReportKind.DAMAGE, ReportKind.THWART, ReportKind.HIT_POINTS})
NEEDS_SOURCE = frozenset({ReportKind.DAMAGE, ReportKind.THWART})
NO_TARGET = frozenset({ReportKind.FORM, ReportKind.ALLY})

LABELS = {
    ReportKind.DAMAGE: "Damage", ReportKind.THWART: "Thwart", ReportKind.ALLY: "Ally enters",
    ReportKind.DEFEATED: "Defeated", ReportKind.DISCARD: "Discard", ReportKind.STATUS: "Status card",
    ReportKind.FORM: "Change form", ReportKind.HIT_POINTS: "Hit points", ReportKind.MINION: "Minion enters",
}


def targets(g: AssistantGame, kind: ReportKind, player: int) -> list[tuple[int, str]]:
    """(card, label) for each card a report of ``kind`` by ``player`` can be about."""
    t = g.card_title
    if kind is ReportKind.DAMAGE:
        ids = g.enemies()
    elif kind is ReportKind.THWART:
        ids = g.schemes()
    elif kind is ReportKind.DEFEATED:
        ids = g.minions() + g.allies(player)
    elif kind is ReportKind.DISCARD:
        ids = g.allies(player) + g.minions()
        ids += [c for c in g.state.zone(VILLAIN_AREA) if g.facts(c).type_code in ("attachment", "environment",
                                                                                  "side_scheme")]
        ids += [c for c in g.state.zone(PLAY, player) if g.facts(c).type_code in ("attachment", "obligation")]
    elif kind is ReportKind.STATUS:
        ids = g.characters()
    elif kind is ReportKind.HIT_POINTS:
        ids = [g.identity(player)] + g.allies(player)
    elif kind is ReportKind.MINION:
        return minions_out_of_play(g, player)
    else:
        return []
    seen: list[int] = []
    for c in ids:
        if c not in seen:
            seen.append(c)
    return [(c, t(c)) for c in seen]


def minions_out_of_play(g: AssistantGame, player: int) -> list[tuple[int, str]]:
    """Minions a card could put into play: one of each name from the player's nemesis set, the encounter deck,
    its discard pile and the set-aside cards."""
    out: list[tuple[int, str]] = []
    names: set[str] = set()
    for zone, where in ((NEMESIS, "nemesis"), (ENCOUNTER_DISCARD, "discard pile"), (ENCOUNTER_DECK, "encounter deck"),
                        (SET_ASIDE, "set aside")):
        owner = player if zone == NEMESIS else None
        for c in g.state.zone(zone, owner):
            name = g.card_title(c)
            if g.facts(c).type_code == "minion" and name not in names:
                names.add(name)
                out.append((c, f"{name} ({where})"))
    return out


def sources(g: AssistantGame, player: int) -> list[tuple[int, str]]:
    """The characters of ``player`` that can attack or thwart."""
    ids = [g.identity(player)] + [a for a in g.allies(player) if g.state.cards[a].controller == player]
    return [(c, g.card_title(c)) for c in ids]


def ally_codes(g: AssistantGame) -> list[tuple[str, str]]:
    """(code, name) of every ally card the database knows, by name."""
    seen: dict[str, str] = {}
    for code, f in g.db.facts.items():
        if f.type_code == "ally" and f.name not in seen.values():
            seen[code] = f.name
    return sorted(seen.items(), key=lambda kv: (kv[1], kv[0]))


__all__ = ["LABELS", "NEEDS_AMOUNT", "NEEDS_SOURCE", "NO_TARGET", "ally_codes", "minions_out_of_play", "sources",
           "targets"]

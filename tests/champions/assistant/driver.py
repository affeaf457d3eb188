"""Driving an assistant game in tests: confirm steps, pass windows, and stop where a test reports."""

from __future__ import annotations

from collections.abc import Callable

import mcdesk.games.champions  # noqa: F401  (registers the built-in cards)
from mcdesk.core.decisions import ActionKind, Decision, DecisionKind, Reporting
from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind, assistant_setup


def rhino(seed: int = 1, **kw: object) -> AssistantGame:
    """Spider-Man against Rhino (standard, Bomb Scare)."""
    return AssistantGame(assistant_setup(["01001a"], "rhino", ("bomb_scare",), **kw), seed=seed)  # type: ignore[arg-type]


def iron_man_leader(seed: int = 1, identities: tuple[str, ...] = ("01019a",)) -> AssistantGame:
    """She-Hulk against Iron Man, the Civil War leader (preconstructed scenario, its own modular sets)."""
    from mcdesk.games.champions.engine.database import default_database

    mods = default_database().scenarios["cw_iron_man"].recommended_modulars
    return AssistantGame(assistant_setup(identities, "cw_iron_man", mods), seed=seed)


def default_answer(g: AssistantGame, d: Decision) -> str:
    """Confirm a step, pass a window, leave an attack undefended, say a physical card was dealt with; any
    other question: its first option."""
    for o in d.options:
        a = o.action
        if a is None:
            continue
        if d.kind is DecisionKind.WINDOW and a.kind is ActionKind.PASS:
            return o.key
        if d.kind is DecisionKind.DEFEND and a.card is None:
            return o.key
    return d.options[0].key


def advance(g: AssistantGame, until: Callable[[Decision], bool], *, limit: int = 400,
            answer: Callable[[AssistantGame, Decision], str] = default_answer) -> Decision | None:
    """Answer the default way until ``until`` holds for the pending decision (returned) or the game ends."""
    for _ in range(limit):
        d = g.pending
        if d is None or until(d):
            return d
        g.answer(answer(g, d))
    raise AssertionError(f"no such decision within {limit} answers; pending: {g.pending and g.pending.prompt}")


def at_turn(d: Decision) -> bool:
    return d.kind is DecisionKind.TURN


def at_step(name: str) -> Callable[[Decision], bool]:
    return lambda d: isinstance(d.extra, Reporting) and d.extra.step == name


def to_turn(g: AssistantGame) -> Decision:
    d = advance(g, at_turn)
    assert d is not None
    return d


def hero_turn(g: AssistantGame, player: int = 0) -> None:
    """At the player's turn, in hero form."""
    to_turn(g)
    if g.form(player) != "hero":
        g.answer("change_form")


def attack(g: AssistantGame, target: int, amount: int, player: int = 0, **kw: object) -> None:
    g.report(Report(ReportKind.DAMAGE, player, target, amount, source=g.identity(player), attack=True, **kw))  # type: ignore[arg-type]

"""Random assistant games: random answers and random reports (many refused) over every scenario; a refused report
changes nothing, undo returns to the same state, and the whole game replays and saves to the same hash."""

from __future__ import annotations

import random

import pytest

from mcdesk.core.errors import IllegalAnswer
from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind, assistant_setup, takes_reports
from mcdesk.games.champions.assistant.choices import ally_codes, sources, targets
from mcdesk.games.champions.engine.database import default_database

from . import driver  # noqa: F401  (registers the built-in cards)


def random_game(seed: int) -> AssistantGame:
    db = default_database()
    rng = random.Random(seed)
    heroes = sorted(c for c, f in db.facts.items() if f.type_code == "hero")
    scenarios = [("rhino", ("bomb_scare",)), ("klaw", ("masters_of_evil",)), ("ultron", ("under_attack",)),
                 ("cw_iron_man", db.scenarios["cw_iron_man"].recommended_modulars),
                 ("cw_captain_marvel", db.scenarios["cw_captain_marvel"].recommended_modulars)]
    scenario, modulars = rng.choice(scenarios)
    g = AssistantGame(assistant_setup(rng.sample(heroes, rng.randint(1, 3)), scenario, modulars,
                                      expert=rng.random() < 0.3), seed)
    allies = [code for code, _ in ally_codes(g)]
    for _ in range(500):
        d = g.pending
        if d is None:
            break
        if takes_reports(d) and rng.random() < 0.4:
            p = rng.choice(g.active_players())
            kind = rng.choice(list(ReportKind))
            about = targets(g, kind, p)
            r = Report(kind, p, rng.choice(about)[0] if about else None,
                       amount=rng.choice([1, -1]) if kind is ReportKind.STATUS else rng.choice([1, 2, 3, 5, -2]),
                       source=rng.choice([None] + [c for c, _ in sources(g, p)])
                       if kind in (ReportKind.DAMAGE, ReportKind.THWART) else None,
                       basic=rng.random() < 0.5, attack=rng.random() < 0.5, piercing=rng.random() < 0.3,
                       overkill=rng.random() < 0.3,
                       status=rng.choice(["stunned", "confused", "tough"]) if kind is ReportKind.STATUS else "",
                       code=rng.choice(allies) if kind is ReportKind.ALLY else "")
            before = g.state_hash()
            try:
                g.report(r)
            except IllegalAnswer:
                assert g.state_hash() == before
            continue
        if rng.random() < 0.03:
            before = g.state_hash()
            g.answer(rng.choice(d.keys))
            assert g.undo() and g.state_hash() == before
            continue
        g.answer(rng.choice(d.keys))
    return g


def check(g: AssistantGame) -> None:
    assert AssistantGame.replay(g.setup, g.seed, g.answers).state_hash() == g.state_hash()
    if g.pending is not None:
        assert AssistantGame.from_save(g.to_save()).state_hash() == g.state_hash()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_keep_their_promises(seed: int) -> None:
    check(random_game(seed))


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 140))
def test_random_games_keep_their_promises_long(seed: int) -> None:
    check(random_game(seed))

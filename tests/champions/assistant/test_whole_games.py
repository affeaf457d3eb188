"""Whole games in the assistant, from setup to victory or defeat, with the players' side entered by reports
only (issue 15). The encounter side is the engine's: every villain phase runs in full between the turns."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind

from .driver import advance, at_turn, iron_man_leader, rhino


def _fight(g: AssistantGame, rounds: int = 30) -> None:
    """Each turn every player turns to hero form (if they can) and attacks the villain for what it has left,
    with piercing so that tough cannot stop it; a guard minion is attacked first."""
    for _ in range(rounds * 20):
        d = advance(g, at_turn)
        if d is None:
            return
        p = d.player
        ident = g.identity(p)
        if g.form(p) != "hero" and "change_form" in d.keys:
            g.answer("change_form")
            continue
        guards = [m for m in g.minions(p) if g.has_keyword(m, "guard")]
        target = guards[0] if guards else g.villain()
        if g.form(p) == "hero" and target is not None and not g.state.cards[ident].stunned:
            g.report(Report(ReportKind.DAMAGE, p, target, g.hit_points(target), source=ident, attack=True,
                            piercing=True))
            if g.pending is None:
                return
        g.answer("end_turn")
    raise AssertionError("the game did not end")


def test_rhino_to_victory_by_reports() -> None:
    g = rhino(seed=3)
    _fight(g)
    assert g.result == "win"
    assert "Rhino" in g.state.result_reason
    assert g.state.round >= 2  # Rhino (I) and (II) each took a turn of reports


def test_rhino_to_defeat_when_nobody_thwarts() -> None:
    """The players only end their turns: the villain phases place threat until the main scheme (Rhino has a
    single stage) reaches its target (Rules Reference "Main Scheme")."""
    g = rhino(seed=2)
    for _ in range(200):
        d = advance(g, at_turn)
        if d is None:
            break
        g.answer("end_turn")
    assert g.result == "loss"
    assert "threat" in g.state.result_reason


def test_iron_man_leader_to_victory_by_reports() -> None:
    g = iron_man_leader(seed=5)
    assert g.card_title(g.villain() or 0).startswith("Iron Man")
    _fight(g)
    assert g.result == "win"
    assert "Iron Man" in g.state.result_reason


def test_iron_man_leader_to_defeat_by_hit_points_lost() -> None:
    """The player reports their hero losing all its hit points: the identity is defeated, the only player is
    eliminated and the players lose (Rules Reference "Player Elimination")."""
    g = iron_man_leader(seed=4)
    d = advance(g, at_turn)
    assert d is not None and d.kind is DecisionKind.TURN
    ident = g.identity(0)
    g.report(Report(ReportKind.HIT_POINTS, 0, ident, -g.hit_points(ident)))
    assert g.result == "loss"
    assert "eliminated" in g.state.result_reason


def test_a_whole_game_replays_and_saves() -> None:
    g = rhino(seed=3)
    _fight(g)
    again = AssistantGame.replay(g.setup, g.seed, g.answers)
    assert again.state_hash() == g.state_hash() and again.result == "win"
    loaded = AssistantGame.from_save(g.to_save())
    assert loaded.state_hash() == g.state_hash()
    assert g.to_save()["game"] == "champions_assistant"


def test_a_custom_civil_war_scenario_and_the_random_one_set_up() -> None:
    from mcdesk.games.champions.assistant import assistant_setup
    from mcdesk.games.champions.cards.civil_war import random_custom

    key, mods = random_custom(11)
    for scenario, modulars in ((key, mods), ("cw:iron_man:56063a:56064a", ("mighty_avengers", "the_initiative",
                                                                          "maria_hill_modular"))):
        g = AssistantGame(assistant_setup(["01010a"], scenario, modulars), seed=1)
        assert g.villain() is not None and g.main_scheme() is not None
        d = advance(g, at_turn)
        assert d is not None and g.state.round == 1

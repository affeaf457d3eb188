"""The autopilot keeps the threat distributions of the next villain phase (its dearest reading) by what they are
made of, across decisions and games: each must still be the distribution the table gives now, after any change
(a modifier added, a minion engaged), never one kept from before the change."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind
from mcdesk.games.champions.ai.autopilot import Mind
from mcdesk.games.champions.ai.autopilot.common import add_dist, mix_dist, shift_dist
from mcdesk.games.champions.ai.simulate import build_setup, make_policy
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.schemes import acceleration, threat_value


def _fresh_gain(m: Mind, me_alter_ego: bool) -> dict[int, float]:
    """The distribution worked out from the table step by step, as the autopilot did before it kept them."""
    g = m.g
    fixed = threat_value(g, g.main_scheme(), "escalation_threat") + acceleration(g)
    villains = [v for v in g.villains() if not g.state.cards[v].confused]

    def villain_scheme() -> dict[int, float]:
        d: dict[int, float] = {0: 1.0}
        for v in villains:
            d = add_dist(d, shift_dist(m.n_boosts(v), m.stat(v, "scheme")))
        return d

    dist: dict[int, float] = {0: 1.0}
    for q in g.active_players():
        ae = me_alter_ego if q == m.p else m.form(q) == "alter_ego"
        if ae:
            dist = add_dist(dist, villain_scheme())
            for mn in g.minions(q):
                if not g.state.cards[mn].confused:
                    dist = add_dist(dist, shift_dist(m.n_boosts(mn), m.stat(mn, "scheme")))
        q_adv = m.encounter_share(m.known.threat_treacheries)
        if q_adv > 0:
            dist = add_dist(dist, mix_dist({0: 1.0}, villain_scheme(), q_adv))
    return shift_dist(dist, fixed)


def _turn_of_a_busy_game() -> Game:
    """Four autopilot players against Klaw, up to a turn decision of a player with minions engaged."""
    setup = build_setup(["spider-man-justice", "captain-marvel-leadership", "she-hulk-aggression",
                         "black-panther-protection"], "klaw")
    g = Game(setup, 3)
    player = make_policy("autopilot", 3)
    while g.pending is not None:
        d = g.pending
        if d.kind is DecisionKind.TURN and g.minions(d.player) and g.state.round >= 2:
            return g
        g.answer(player.choose(g))
    raise AssertionError("the game ended before a turn with minions in play")


def test_the_threat_distribution_follows_the_table_after_a_modifier_within_the_same_decision() -> None:
    g = _turn_of_a_busy_game()
    d = g.pending
    assert d is not None
    for ae in (True, False):
        assert Mind(g, d, 0).gain_dist(ae) == _fresh_gain(Mind(g, d, 0), ae)
    before = Mind(g, d, 0).gain_dist(True)
    villain = g.villains()[0]
    g.add_lasting("scheme", "add", 2, villain, "end_of_round", None)  # "the villain gets +2 SCH"
    after = Mind(g, d, 0).gain_dist(True)
    assert after != before
    assert after == _fresh_gain(Mind(g, d, 0), True)
    g.state.lasting.pop()  # the effect ends: the distribution from before is given again
    assert Mind(g, d, 0).gain_dist(True) == before == _fresh_gain(Mind(g, d, 0), True)


def test_a_confused_minion_leaves_the_distribution_and_comes_back_when_it_is_not() -> None:
    g = _turn_of_a_busy_game()
    d = g.pending
    assert d is not None
    m = g.minions(d.player)[0]
    before = Mind(g, d, 0).gain_dist(True)  # in alter-ego form, the minions engaged with us scheme
    g.state.cards[m].confused = 1  # a confused minion does not scheme (its scheme is skipped)
    without = Mind(g, d, 0).gain_dist(True)
    assert without == _fresh_gain(Mind(g, d, 0), True)
    if Mind(g, d, 0).stat(m, "scheme") or Mind(g, d, 0).boost_cards(m):
        assert without != before
    g.state.cards[m].confused = 0
    assert Mind(g, d, 0).gain_dist(True) == before


def test_readings_kept_for_one_decision_are_read_again_at_the_next() -> None:
    """An ally's worth and an enemy's attack are kept for the decision they were read for (the table does not
    change while the autopilot thinks); the next decision reads the table as it is then."""
    g = _turn_of_a_busy_game()
    d = g.pending
    assert d is not None
    villain = g.villains()[0]
    m = Mind(g, d, 0)
    before = m.attack_dist(villain)
    assert m.attack_dist(villain) is before  # kept within the decision
    g.add_lasting("attack", "add", 3, villain, "end_of_round", None)  # "the villain gets +3 ATK"
    after = Mind(g, d, 0).attack_dist(villain)
    assert after == {k + 3: p for k, p in before.items()}
    g.state.cards[villain].stunned = 1  # a stunned enemy's attack is replaced: no damage
    assert Mind(g, d, 0).attack_dist(villain) == {0: 1.0}
    g.state.cards[villain].stunned = 0
    allies = [a for q in g.active_players() for a in g.allies(q)]
    if allies:
        a = allies[0]
        worth = Mind(g, d, 0).ally_value(a)
        g.state.cards[a].damage = max(0, Mind(g, d, 0).hp(a) + g.state.cards[a].damage - 1)  # one hit point left
        assert Mind(g, d, 0).ally_value(a) == Mind(g, d, 0)._ally_value(a) <= worth

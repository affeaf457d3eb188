"""Values (issue point 10): Rules Reference "Modifiers", "Gets", "Infinite Hit Points", "Per Player Icon",
"Non-Numerical Variable" (dash and X)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mcdesk.games.champions.cards.facts import X
from mcdesk.games.champions.engine.combat import deal_damage
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.values import INFINITE, fold

from .conftest import custom_db


def test_add_and_subtract_before_double_and_halve_and_round_up() -> None:
    assert fold(3, [("add", 2, 0), ("double", 0, 0)]) == 10
    assert fold(3, [("double", 0, 0), ("add", 2, 0)]) == 10  # order of resolution does not matter
    assert fold(5, [("halve", 0, 0)]) == 3  # 2.5 rounds up
    assert fold(2, [("add", -5, 0)]) == 0  # floor at zero


def test_set_overrides_and_the_most_recent_set_wins() -> None:
    assert fold(3, [("add", 4, 0), ("set", 1, 5), ("set", 6, 9), ("double", 0, 0)]) == 6
    assert fold(3, [("set", 6, 9), ("set", 1, 12)]) == 1


@given(st.integers(0, 20), st.lists(st.integers(-5, 5), max_size=5), st.integers(0, 2), st.integers(0, 2))
def test_fold_is_never_negative_and_order_free(base: int, adds: list[int], doubles: int, halves: int) -> None:
    mods = [("add", a, 0) for a in adds] + [("double", 0, 0)] * doubles + [("halve", 0, 0)] * halves
    assert fold(base, mods) >= 0
    assert fold(base, list(reversed(mods))) == fold(base, mods)


def test_values_are_recomputed_from_base_every_time() -> None:
    """Adding and removing a modifier returns the value to its base (no value is applied twice)."""
    h = Harness()
    h.form(0, "hero")

    def proc(g):  # type: ignore[no-untyped-def]
        ident = h.identities[0]
        assert g.stat(ident, "attack") == 2
        g.add_lasting("attack", "add", 1, ident, "end_of_turn", None)
        g.add_lasting("attack", "double", 0, ident, "end_of_turn", None)
        assert g.stat(ident, "attack") == 6 and g.stat(ident, "attack") == 6
        g.expire_lasting("turn_end")
        assert g.stat(ident, "attack") == 2
        return
        yield

    h.start(proc)


def test_per_player_hit_points_and_dash_stats() -> None:
    """Per player icon: the villain's hit points are multiplied by the players who started the scenario.
    A dash is no value at all (Rhino has no DEF)."""
    h = Harness(heroes=["01001a", "01010a"])
    h.start(lambda g: iter(()))
    g = h.game
    assert g is not None
    assert g.hit_points(h.villain) == 28
    assert g.stat(h.villain, "defense") is None


def test_infinite_hit_points_cannot_be_defeated_by_damage() -> None:
    db = custom_db(facts={"01094": {"health": INFINITE, "health_per_hero": False}})
    h = Harness(db=db)
    h.start(lambda g: deal_damage(g, h.villain, 500, None))
    assert h.card(h.villain).zone == ("villain", None)


def test_x_value_reads_what_the_card_says_x_is() -> None:
    db = custom_db(facts={"01101": {"attack": X}})
    h = Harness(db=db)
    merc = h.add("Hydra Mercenary", "engaged")
    h.set(lambda g: g.state.flags.__setitem__(f"x:{merc}:attack", 4))
    h.start(lambda g: iter(()))
    assert h.game is not None and h.game.stat(merc, "attack") == 4

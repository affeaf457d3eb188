"""Rules Reference "Resource", "Cost": a cost can be paid when some choice of resources (each card used one way
at most: discarded, or one of its resource abilities) meets it, a wild resource standing for any type. The
engine's quick answers (all resources together fall short; every card has one way to pay) must agree with
trying every choice."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from mcdesk.games.champions.engine.payment import ResourceNeed, ResourceSource, _feasible, meets

TYPES = ("energy", "mental", "physical", "wild")


def _every_choice(srcs: list[ResourceSource], need: ResourceNeed, paid: dict[str, int]) -> bool:
    by_card: dict[int, list[ResourceSource | None]] = {}
    for s in srcs:
        by_card.setdefault(s.card, [None]).append(s)
    for choice in product(*by_card.values()):
        total = dict(paid)
        for s in choice:
            if s is not None:
                for t, n in s.gives.items():
                    total[t] = total.get(t, 0) + n
        if meets(total, need):
            return True
    return False


gives = st.dictionaries(st.sampled_from(TYPES), st.integers(1, 2), min_size=1, max_size=2)
source = st.tuples(st.integers(0, 4), gives)


@settings(max_examples=300, deadline=None)
@given(st.lists(source, max_size=6), st.integers(0, 5),
       st.dictionaries(st.sampled_from(TYPES[:3]), st.integers(1, 2), max_size=2),
       st.dictionaries(st.sampled_from(TYPES), st.integers(0, 1), max_size=2))
def test_a_cost_can_be_paid_exactly_when_some_choice_of_resources_meets_it(raw, amount, typed, paid) -> None:
    srcs = [ResourceSource(f"s{i}", "", card, g, None if i % 2 else i) for i, (card, g) in enumerate(raw)]
    if not typed:  # an untyped need counts all the resources offered together: here each card offers one
        srcs = list({s.card: s for s in srcs}.values())
    need = ResourceNeed(max(amount, sum(typed.values())), dict(typed))
    assert _feasible(srcs, need, dict(paid)) == _every_choice(srcs, need, dict(paid))

"""Action, Option and GameEvent write out their ``__init__`` (a frozen dataclass's own one is several times slower):
each must still take every field, in order, with its default, and make what the generated one would."""

from __future__ import annotations

import inspect
from dataclasses import MISSING, fields

import pytest

from mcdesk.core.decisions import Action, ActionKind, Option
from mcdesk.core.events import GameEvent


@pytest.mark.parametrize("cls", [Action, Option, GameEvent])
def test_the_init_takes_every_field_in_order_with_its_default(cls: type) -> None:
    params = list(inspect.signature(cls.__init__).parameters.values())[1:]
    assert [p.name for p in params] == [f.name for f in fields(cls)]
    for p, f in zip(params, fields(cls), strict=True):
        if f.default is not MISSING:
            assert p.default == f.default, f.name
        elif f.default_factory is not MISSING:
            assert p.default is None, f.name  # None stands for a new value of the factory
        else:
            assert p.default is inspect.Parameter.empty, f.name


def test_the_objects_are_what_the_fields_say() -> None:
    a = Action(ActionKind.ATTACK, 5, amount=3)
    assert a == Action(kind=ActionKind.ATTACK, card=5, amount=3) and hash(a) == hash(Action(ActionKind.ATTACK, 5,
                                                                                             amount=3))
    assert (a.ability, a.target, a.player, a.choice, a.roles) == (None, None, None, None, ())
    o = Option("k", "label", (5,), a)
    assert o == Option("k", "label", (5,)) and o.action is a  # the action is not compared
    e, f = GameEvent("moved"), GameEvent("moved")
    assert e == f and e.data == {} and e.data is not f.data  # each event its own data
    assert GameEvent("x", data={"a": 1}).data == {"a": 1}
    with pytest.raises(AttributeError):  # still frozen
        a.card = 6  # type: ignore[misc]

"""Abilities: a card's script and the builders of its Actions, triggered abilities, boosts and constants.

The builders take the effect, costs and condition from the rest of the vocabulary and fill in the engine's
``Ability`` and ``Constant``, so a card script names what the card says and never the engine's fields.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...engine.abilities import Ability, CardScript, Condition, Constant, Ctx, Effect, Timing
from .selectors import Sel


def script(code: str, *abilities: Ability, **kw: object) -> CardScript:
    """A card's script: its abilities, and any other ``CardScript`` field (constants, rules, when_revealed...)."""
    return CardScript(code, list(abilities), **kw)  # type: ignore[arg-type]


def action(effect: Effect, *, form: str | None = None, costs: Iterable[object] = (),
           limit: tuple[int, str] | None = None, tags: tuple[str, ...] = (), name: str = "",
           event_card: bool = False) -> Ability:
    """An Action (Hero Action, Alter-Ego Action); ``event_card`` when it is an event played from hand."""
    return Ability(Timing.ACTION, effect, form=form, costs=tuple(costs), limit=limit, tags=tags, name=name,  # type: ignore[arg-type]
                   from_hand=event_card)


def triggered(timing: Timing, event: str, effect: Effect, *, when: Condition | None = None, when_text: str = "",
              form: str | None = None, costs: Iterable[object] = (), limit: tuple[int, str] | None = None,
              tags: tuple[str, ...] = (), name: str = "", event_card: bool = False, would: bool = True) -> Ability:
    """An interrupt or response to an occurrence of kind ``event`` (``when``: only if the condition holds)."""
    return Ability(timing, effect, event=event, condition=when, condition_text=when_text, form=form,
                   costs=tuple(costs), limit=limit, tags=tags, name=name, from_hand=event_card,  # type: ignore[arg-type]
                   would=would)


def boost(effect: Effect) -> Ability:
    """A star Boost ability: resolves when this card is turned face up as a boost card."""
    return Ability(Timing.BOOST, effect, boost_star=True)


def gets(stat: str, amount: int | Callable[[Ctx], int], who: Sel | Callable[[Ctx, int], bool], text: str,
         *, op: str = "add", active: Callable[[Ctx], bool] | None = None) -> Constant:
    """A constant "X gets +N STAT" while this card is in play."""
    amt: Callable[[Ctx], int] = amount if callable(amount) else (lambda _c, n=amount: n)  # type: ignore[misc]
    if isinstance(who, Sel):
        sel = who
        applies: Callable[[Ctx, int], bool] = lambda c, cid: cid in sel.fn(c)  # noqa: E731
    else:
        applies = who
    return Constant(stat, op, amt, applies, text, active)


def printed(stat: str) -> Callable[[Ctx], int]:
    """This card's own printed value of a stat, as an amount (an attachment's "+1 ATK" printed on it)."""
    return lambda c: int(getattr(c.game.facts(c.source), stat) or 0)

"""Paying resource costs (Rules Reference: "Resource", "Resource Ability", "Cost", "Generate").

A cost is paid by discarding cards from hand for their printed resources and by using resource abilities.
A wild resource counts as any type; a cost that asks for a type needs that many of that type (or wild);
resources beyond the cost are lost. The options offered are exactly those that still let the cost be met.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option, Payment

from .abilities import Ctx, Gen, Timing
from .facts import RESOURCE_TYPES
from .state import HAND

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class ResourceSource:
    key: str
    label: str
    card: int
    gives: dict[str, int]
    ability: int | None = None
    """Index of the resource ability used, or None when the card is discarded from hand."""


@dataclass
class ResourceNeed:
    amount: int
    typed: dict[str, int] = field(default_factory=dict)
    """Resources of a specific type required (part of ``amount``)."""


_PRINTED = "_mcdesk_printed_resources"


def _printed(g: Game, card_id: int, paying_for: int | None, player: int) -> dict[str, int]:
    """The resources a card in hand gives (read only: shared)."""
    bonus = g.script(card_id).resource_bonus
    if bonus is not None and paying_for is not None:
        return bonus(Ctx(g, card_id, player), paying_for)
    f = g.facts(card_id)
    gives: dict[str, int] | None = f.__dict__.get(_PRINTED)  # kept on the facts object: printed, so fixed
    if gives is None:
        gives = f.__dict__[_PRINTED] = {k: v for k, v in f.resources.items() if v}
    return gives


def sources(g: Game, player: int, paying_for: int | None, exclude: set[int]) -> list[ResourceSource]:
    out: list[ResourceSource] = []
    for cid in g.state.zone(HAND, player):
        if cid in exclude:
            continue
        gives = _printed(g, cid, paying_for, player)
        if sum(gives.values()) > 0:
            out.append(ResourceSource(f"discard:{cid}", f"Discard {g.card_title(cid)}", cid, dict(gives)))
    for cid, i, gives in _ability_resources(g, player, paying_for, exclude):
        aid = g.script(cid).ability_id(i)
        out.append(ResourceSource(f"resource:{cid}:{aid}", f"Use {g.card_title(cid)}", cid, gives, i))
    return out


def _ability_resources(
    g: Game, player: int, paying_for: int | None, exclude: set[int],
) -> Iterator[tuple[int, int, dict[str, int]]]:
    """(card, ability index, resources) for each resource ability of the player's cards usable now."""
    for cid in g.controlled(player):
        if cid in exclude:
            continue
        script = g.script(cid)
        for i in script.timed(Timing.RESOURCE):
            a = script.abilities[i]
            if g.can_use(cid, i, a, player, None):
                gives = (a.generates_fn(Ctx(g, cid, player, memory={"paying_for": paying_for}))
                         if a.generates_fn is not None else a.generates)
                if sum(gives.values()) > 0:
                    yield cid, i, gives


def meets(total: dict[str, int], need: ResourceNeed) -> bool:
    """Do the resources ``total`` (by type) meet ``need`` (wild counts as any type)?"""
    if sum(total.values()) < need.amount:
        return False
    wild = total.get("wild", 0)
    for t, n in need.typed.items():
        short = n - total.get(t, 0)
        if short > 0:
            wild -= short
            if wild < 0:
                return False
    return True


def _feasible(srcs: list[ResourceSource], need: ResourceNeed, paid: dict[str, int]) -> bool:
    """Can some subset of ``srcs`` added to ``paid`` meet the need? (Cards per payment are few.)"""
    if meets(paid, need):
        return True
    if not need.typed:
        return sum(paid.values()) + sum(sum(s.gives.values()) for s in srcs) >= need.amount
    by_card: dict[int, list[ResourceSource]] = {}
    for s in srcs:
        by_card.setdefault(s.card, []).append(s)
    groups = list(by_card.values())
    # More resources never make a need harder to meet: if all of them together fall short, nothing will do;
    # if they meet it and each card has one way to pay, using them all is a way.
    everything = dict(paid)
    for s in srcs:
        for t, n in s.gives.items():
            everything[t] = everything.get(t, 0) + n
    if not meets(everything, need):
        return False
    if all(len(options) == 1 for options in groups):
        return True

    def search(i: int, acc: dict[str, int]) -> bool:
        if meets(acc, need):
            return True
        if i == len(groups):
            return False
        for s in groups[i]:
            nxt = dict(acc)
            for t, n in s.gives.items():
                nxt[t] = nxt.get(t, 0) + n
            if search(i + 1, nxt):
                return True
        return search(i + 1, acc)

    return search(0, dict(paid))


def can_pay(g: Game, player: int, need: ResourceNeed, paying_for: int | None, exclude: set[int]) -> bool:
    if need.amount <= 0 and not need.typed:
        return True
    hand = [cid for cid in g.state.zone(HAND, player) if cid not in exclude]
    printed: list[tuple[int, dict[str, int]]] = []  # each hand card's resources, read once
    if not need.typed:  # any resources will do: count them, stopping as soon as there are enough
        total = 0
        for cid in hand:
            gives = _printed(g, cid, paying_for, player)
            printed.append((cid, gives))
            total += sum(gives.values())
            if total >= need.amount:
                return True
        # Resource abilities too (the same ones ``sources`` offers); it decides when the hand is not enough.
    else:  # discarding the whole hand is one way to pay: if it is enough, no search is needed
        by_type: dict[str, int] = {}
        for cid in hand:
            gives = _printed(g, cid, paying_for, player)
            printed.append((cid, gives))
            for t, n in gives.items():
                by_type[t] = by_type.get(t, 0) + n
        if meets(by_type, need):
            return True
    abilities = list(_ability_resources(g, player, paying_for, exclude))
    if not abilities:  # the whole hand falls short and nothing else gives resources: no search can succeed
        return False
    # What ``sources`` offers, without the labels only the question shown to a player needs.
    srcs = [ResourceSource("", "", cid, gives) for cid, gives in printed if sum(gives.values()) > 0]
    srcs += [ResourceSource("", "", cid, gives, i) for cid, i, gives in abilities]
    return _feasible(srcs, need, {})


def pay(
    g: Game, player: int, need: ResourceNeed, paying_for: int | None, exclude: set[int], what: str
) -> Gen[dict[str, int]]:
    """Ask for resources until the need is met; discard the cards and use the abilities chosen."""
    from .playing import resolve_resource_ability
    from .zones import discard_card

    paid: dict[str, int] = {t: 0 for t in RESOURCE_TYPES}
    used: set[int] = set(exclude)
    to_discard: list[int] = []
    while not meets(paid, need):
        srcs = [s for s in sources(g, player, paying_for, used) if s.card not in to_discard]
        opts: list[Option] = []
        offered: list[ResourceSource] = []
        for s in srcs:
            after = dict(paid)
            for t, n in s.gives.items():
                after[t] = after.get(t, 0) + n
            rest = [r for r in srcs if r.card != s.card]
            if _feasible(rest, need, after):
                icons = " ".join(f"{n} {t}" for t, n in s.gives.items())
                aid = g.script(s.card).ability_id(s.ability) if s.ability is not None else None
                opts.append(Option(f"pay:{s.key}", f"{s.label} ({icons})", (s.card,),
                                   Action(ActionKind.PAY, s.card, aid, amount=sum(s.gives.values()),
                                          target=paying_for)))
                offered.append(s)
        if not opts:
            raise RuntimeError(f"cannot pay {need.amount} for {what}: no legal resource left")
        total = sum(paid.values())
        chosen = yield from g.ask(
            player, DecisionKind.PAY, f"Pay for {what}: {total} of {need.amount} paid", tuple(opts),
            source=paying_for, auto_single=False,
            extra=Payment(tuple((t, n) for t, n in paid.items()), need.amount, tuple(need.typed.items()),
                          paying_for, tuple(sorted(used)), tuple(to_discard)),
        )
        src = offered[opts.index(chosen)]
        for t, n in src.gives.items():
            paid[t] = paid.get(t, 0) + n
        if src.ability is None:
            to_discard.append(src.card)
        else:
            used.add(src.card)
            yield from resolve_resource_ability(g, src.card, src.ability, player)
    for cid in to_discard:  # cards discarded for resources go to the discard pile together
        g.log(f"Player {player + 1} discards {g.card_title(cid)} for resources.")
        discard_card(g, cid)
    for cid in to_discard:  # "after you spend this card" (a Hero Response printed on a resource card)
        spent = g.script(cid).when_spent
        if spent is not None and g.form(player) == "hero" and spent.could_change(Ctx(g, cid, player)) and (
                yield from g.yes_no(player, f"{g.card_title(cid)}: use its response?", cid)):
            yield from spent.resolve(Ctx(g, cid, player))
    return {t: n for t, n in paid.items() if n}

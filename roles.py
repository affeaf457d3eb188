"""What an effect does, as data: its roles ("damage", "heal", "thwart"...) and how much, read from the vocabulary.

A computer player (or a table's hint) asks an effect what it does instead of reading its words: ``roles(effect)``
maps each role to an amount (0 when the amount is worked out as the effect resolves). Composite effects add up
their parts; a choice offers the most of each; a condition may not hold, so it counts as given. A ``Custom``
effect says nothing: its card's script has to be read by a person.

Roles, in the game's words:

- ``damage``: damage dealt to an enemy (an attack or an effect); ``self_damage``: to your own characters.
- ``heal``, ``thwart`` (threat removed), ``threat`` (threat placed on a scheme), ``draw``, ``ready``, ``exhaust``.
- ``stun``, ``confuse`` (given to an enemy), ``tough`` (given to a friendly character).
- ``enemy_attack``, ``enemy_scheme``: an enemy attacks or schemes (encounter cards).
- ``boost``: a stat raised for a while; ``cancel``: an occurrence cancelled or prevented; ``discard``: cards
  discarded from a hand or deck; ``resource``: resources generated.
"""

from __future__ import annotations

from .damage import AssignDamage
from .effects import (
    Attack,
    AttackX,
    CancelIt,
    ChooseOne,
    Damage,
    DiscardAtRandom,
    DiscardFromYourDeck,
    Draw,
    DrawX,
    EnemyAttacks,
    EnemySchemes,
    Exhaust,
    GetsUntil,
    GiveStatus,
    Heal,
    If,
    PlaceThreat,
    PreventAll,
    Ready,
    RemoveThreat,
    Then,
    Thwart,
)
from .selectors import Sel

Roles = dict[str, int]


def _n(amount: object) -> int:
    return amount if isinstance(amount, int) else 0


def _add(a: Roles, b: Roles) -> Roles:
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + v
    return out


def _most(a: Roles, b: Roles) -> Roles:
    out = dict(a)
    for k, v in b.items():
        out[k] = max(out.get(k, 0), v)
    return out


def side(sel: Sel) -> str:
    """"enemy", "friendly", "scheme" or "" (either): whose cards a selector reaches."""
    return sel.side


def roles(effect: object) -> Roles:
    """What ``effect`` does: role -> amount (see the module text)."""
    if isinstance(effect, Then):
        return _add(roles(effect.first), roles(effect.second))
    if isinstance(effect, If):
        out = roles(effect.effect)
        return _most(out, roles(effect.otherwise)) if effect.otherwise is not None else out
    if isinstance(effect, ChooseOne):
        out: Roles = {}
        for _, e in effect.choices:
            out = _most(out, roles(e))
        return out
    if isinstance(effect, Attack):
        return {"damage": effect.amount}
    if isinstance(effect, AttackX):
        return {"damage": 0}
    if isinstance(effect, Damage):
        return {"self_damage" if side(effect.target) == "friendly" else "damage": _n(effect.amount)}
    if isinstance(effect, AssignDamage):
        return {"self_damage": _n(getattr(effect, "amount", 0))}
    if isinstance(effect, Heal):
        return {"heal": _n(effect.amount)}
    if isinstance(effect, (Thwart, RemoveThreat)):
        return {"thwart": _n(effect.amount)}
    if isinstance(effect, PlaceThreat):
        return {"threat": _n(effect.amount)}
    if isinstance(effect, GiveStatus):
        if effect.status == "tough":
            return {"tough": 1}
        return {"stun" if effect.status == "stunned" else "confuse": 1}
    if isinstance(effect, Ready):
        return {"ready": 1}
    if isinstance(effect, Exhaust):
        return {"exhaust": 1}
    if isinstance(effect, Draw):
        return {"draw": effect.amount}
    if isinstance(effect, DrawX):
        return {"draw": 0}
    if isinstance(effect, EnemyAttacks):
        return {"enemy_attack": 1}
    if isinstance(effect, EnemySchemes):
        return {"enemy_scheme": 1}
    if isinstance(effect, GetsUntil):
        return {"boost": sum(_n(a) for _, a in effect.changes)}
    if isinstance(effect, (CancelIt, PreventAll)):
        return {"cancel": 1}
    if isinstance(effect, (DiscardAtRandom, DiscardFromYourDeck)):
        return {"discard": _n(effect.amount)}
    return {}

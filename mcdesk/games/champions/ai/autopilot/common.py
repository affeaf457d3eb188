"""Small pieces every part of the autopilot uses: a scored option, an option's action, distributions."""

from __future__ import annotations

from dataclasses import dataclass

from mcdesk.core.decisions import Action, ActionKind, Option


def act(o: Option) -> Action:
    """What an option does (every option the engine offers says it)."""
    return o.action if o.action is not None else Action(ActionKind.PASS)


@dataclass(frozen=True)
class Scored:
    score: float
    key: str
    reason: str


def add_dist(a: dict[int, float], b: dict[int, float]) -> dict[int, float]:
    """The distribution of the sum of two independent amounts."""
    out: dict[int, float] = {}
    for x, px in a.items():
        for y, py in b.items():
            out[x + y] = out.get(x + y, 0.0) + px * py
    return out


def shift_dist(d: dict[int, float], n: int) -> dict[int, float]:
    return {k + n: p for k, p in d.items()}


def mix_dist(a: dict[int, float], b: dict[int, float], pb: float) -> dict[int, float]:
    """``b`` with probability ``pb``, else ``a``."""
    out = {k: p * (1 - pb) for k, p in a.items()}
    for k, p in b.items():
        out[k] = out.get(k, 0.0) + p * pb
    return out

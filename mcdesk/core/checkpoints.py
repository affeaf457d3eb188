"""Checkpoints as save data: the state, the RNG and the log at a point the procedure can restart from.

A save's ``"checkpoint"`` is::

    {"answers": N, "resume": {...}, "state": <the state's canonical data>, "state_hash": "...",
     "rng": [version, [625 integers], gauss_next], "log": ["line", ...]}

``answers`` is how many of the save's answers come before it, ``log`` the log's lines up to it (kept as text:
a save that opens from its checkpoint shows its earlier history from them). Loading checks the state against
its hash, so a damaged checkpoint is refused rather than played.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from .errors import CorruptLog

MAX_LOG_LINES = 1_000_000
MAX_LINE = 100_000


def rng_to_data(state: tuple[Any, ...]) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def rng_from_data(data: Any) -> tuple[Any, ...]:
    """A ``random.Random`` state from save data; CorruptLog when it is not one."""
    if not isinstance(data, list) or len(data) != 3 or not isinstance(data[1], list):
        raise CorruptLog("checkpoint's random generator state is malformed")
    version, internal, gauss = data
    if not all(type(x) is int for x in internal) or not (gauss is None or isinstance(gauss, float)):
        raise CorruptLog("checkpoint's random generator state is malformed")
    state = (version, tuple(internal), gauss)
    try:
        random.Random().setstate(state)
    except (TypeError, ValueError, OverflowError) as e:
        raise CorruptLog(f"checkpoint's random generator state is malformed: {e}") from None
    return state


def read_checkpoint(data: Any, answers: int) -> tuple[int, dict[str, Any], Mapping[str, Any], str,
                                                      tuple[Any, ...], list[str]]:
    """(answers, resume, state data, state hash, rng state, log lines) from a save's checkpoint; CorruptLog when
    it is malformed or names more answers than the save has."""
    if not isinstance(data, Mapping):
        raise CorruptLog("save's checkpoint is not an object")
    n = data.get("answers")
    resume = data.get("resume")
    state = data.get("state")
    digest = data.get("state_hash")
    log = data.get("log")
    if type(n) is not int or not 0 <= n <= answers:
        raise CorruptLog(f"save's checkpoint names {n!r} answers, the save has {answers}")
    if not isinstance(resume, dict) or not isinstance(state, Mapping) or not isinstance(digest, str):
        raise CorruptLog("save's checkpoint is malformed (resume, state or state_hash)")
    if not isinstance(log, list) or len(log) > MAX_LOG_LINES \
            or not all(isinstance(x, str) and len(x) <= MAX_LINE for x in log):
        raise CorruptLog("save's checkpoint log is not a list of lines")
    return n, resume, state, digest, rng_from_data(data.get("rng")), list(log)


__all__ = ["read_checkpoint", "rng_from_data", "rng_to_data"]

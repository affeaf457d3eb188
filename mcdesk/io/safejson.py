"""One JSON reader for every file mcdesk reads (saves, logs, decks, card data, the imported-card store, settings).

A hostile or damaged file must end in one line naming the file and the problem, never a traceback, a
crash or a value the rest of the program cannot handle. Python's own ``json`` lets through what later
breaks: nesting deep enough to exhaust the stack (RecursionError, even a segmentation fault in a thread
with a small stack), integers of thousands of digits (ValueError from the digit limit, or values that
allocate without bound), ``NaN`` and ``Infinity`` (not JSON, and unwritable with ``allow_nan=False``), and
lone surrogates (``"\\ud800"``) that raise UnicodeEncodeError when the text is printed or written. Here
they are refused while reading.
"""

from __future__ import annotations

import json
import math
import os
import re
from pathlib import Path
from typing import Any

MAX_DEPTH = 64
"""Deepest nesting of arrays and objects accepted (mcdesk's own files nest fewer than 10 levels)."""
MAX_INT_DIGITS = 20
"""Longest integer accepted (a 64-bit seed has at most 20 digits)."""
MAX_BYTES = 64 * 1024 * 1024
"""Largest file read (the whole MarvelCDB data is a few megabytes)."""

_SURROGATE = re.compile("[\ud800-\udfff]")
_ESCAPED_SURROGATE = re.compile(r"\\u[dD][89a-fA-F]")
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # unrolled: three times faster than (?:[^"\\]|\\.)*
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class JsonProblem(ValueError):
    """The text is not acceptable JSON. ``problem`` is one line, without the file's name."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


class JsonFileError(ValueError):
    """A JSON file that cannot be read. The message is one line: the file, then what is wrong."""

    def __init__(self, path: str | os.PathLike[str], problem: str) -> None:
        super().__init__(f"{os.fspath(path)}: {problem}")
        self.path = Path(path)
        self.problem = problem


class _Refused(Exception):
    """Raised from inside the decoder's hooks (not a ValueError, so that json does not wrap it)."""


def _parse_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise _Refused(f"a number with {digits} digits (at most {MAX_INT_DIGITS} are accepted)")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 64:
        raise _Refused(f"a number written with {len(text)} characters (at most 64 are accepted)")
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"the number {text[:24]} is too large")
    return value


def _parse_constant(name: str) -> Any:
    raise _Refused(f"{name} is not a number JSON allows")


def kind(value: Any) -> str:
    """A JSON value's kind in words ("an object", "null", ...), for messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, str):
        return "text"
    return "a number"


def _check_tree(value: Any) -> None:
    """Refuse nesting deeper than MAX_DEPTH and text holding lone surrogates (iteratively: no recursion)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, dict):
            if depth > MAX_DEPTH:
                raise JsonProblem(f"nested more than {MAX_DEPTH} levels deep")
            for k, item in v.items():
                if _SURROGATE.search(k):
                    raise JsonProblem(f"the key {_shown(k)} holds a lone surrogate (\\u{_lone(k):04x}), "
                                      "which is not text")
                if isinstance(item, (dict, list, str)):
                    stack.append((item, depth + 1))
        elif isinstance(v, list):
            if depth > MAX_DEPTH:
                raise JsonProblem(f"nested more than {MAX_DEPTH} levels deep")
            stack.extend((item, depth + 1) for item in v if isinstance(item, (dict, list, str)))
        elif isinstance(v, str) and _SURROGATE.search(v):
            raise JsonProblem(f"the text {_shown(v)} holds a lone surrogate (\\u{_lone(v):04x}), which is not text")


def _check_nesting(text: str) -> None:
    """Refuse deep nesting before parsing: the decoder recurses once per level and can exhaust the stack."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    depth = 0
    for run in re.finditer(r"[\[{]+|[\]}]+", brackets):
        n = len(run[0])
        depth += n if run[0][0] in "[{" else -n
        if depth > MAX_DEPTH:
            raise JsonProblem(f"nested more than {MAX_DEPTH} levels deep")


def _lone(s: str) -> int:
    m = _SURROGATE.search(s)
    return ord(m[0]) if m else 0


def _shown(s: str) -> str:
    """Text for a message: short, and safe to print (surrogates and control characters escaped)."""
    short = s if len(s) <= 40 else s[:37] + "..."
    return ascii(short)


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    d = dict(pairs)
    if len(d) != len(pairs):
        seen: set[str] = set()
        for k, _ in pairs:
            if k in seen:
                raise _Refused(f"the key {printable(k[:40])!r} appears twice in one object (which one counts is "
                               "not said)")
            seen.add(k)
    return d


def loads(text: str, expect: type | tuple[type, ...] | None = None, what: str = "JSON", *,
          unique_keys: bool = False) -> Any:
    """Parse ``text`` as JSON under the limits above. ``expect`` is the top level's type (dict or list);
    ``what`` names what was expected, for the message; ``unique_keys`` refuses an object naming a key twice
    (a save: the game must not read a value the writer did not mean). Raises :class:`JsonProblem` with one
    line."""
    _check_nesting(text)
    try:
        data = json.loads(text, parse_int=_parse_int, parse_float=_parse_float, parse_constant=_parse_constant,
                          object_pairs_hook=_unique if unique_keys else None)
    except _Refused as e:
        raise JsonProblem(f"not acceptable JSON: {e}") from None
    except json.JSONDecodeError as e:
        raise JsonProblem(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg}); "
                          "the file is damaged or truncated") from None
    except RecursionError:
        raise JsonProblem(f"nested more than {MAX_DEPTH} levels deep") from None
    except ValueError as e:  # anything else the decoder refuses: one line
        raise JsonProblem(f"not valid JSON: {str(e).splitlines()[0] if str(e) else type(e).__name__}") from None
    if _ESCAPED_SURROGATE.search(text) or _SURROGATE.search(text):
        _check_tree(data)
    if expect is not None and not isinstance(data, expect):
        raise JsonProblem(f"expected {what}, found {kind(data)}")
    return data


def read_text(path: str | os.PathLike[str], *, encoding: str = "utf-8") -> str:
    """A text file's content, or :class:`JsonFileError` with one line naming it."""
    p = Path(path)
    try:
        size = p.stat().st_size
    except FileNotFoundError:
        raise JsonFileError(p, "no such file") from None
    except OSError as e:
        raise JsonFileError(p, f"cannot be read: {e.strerror or e}") from None
    if p.is_dir():
        raise JsonFileError(p, "is a folder, not a file")
    if size > MAX_BYTES:
        raise JsonFileError(p, f"too large to be an mcdesk file ({size} bytes; at most {MAX_BYTES})")
    try:
        return p.read_text(encoding=encoding)
    except UnicodeDecodeError:
        raise JsonFileError(p, "not a text file (not UTF-8)") from None
    except OSError as e:
        raise JsonFileError(p, f"cannot be read: {e.strerror or e}") from None


def read(path: str | os.PathLike[str], expect: type | tuple[type, ...] | None = None,
         what: str = "JSON", *, unique_keys: bool = False) -> Any:
    """Read and parse a JSON file; every problem is a :class:`JsonFileError` with one line naming the file."""
    text = read_text(path)
    if not text.strip():
        raise JsonFileError(path, "the file is empty")
    try:
        return loads(text, expect, what, unique_keys=unique_keys)
    except JsonProblem as e:
        raise JsonFileError(path, e.problem) from None


def printable(s: str) -> str:
    """``s`` safe for a terminal or a one-line message: control characters, escape sequences, surrogates
    and other unprintable characters are shown escaped (``\\x1b``), everything else as it is."""
    if s.isprintable():
        return s
    return "".join(c if c.isprintable() else ascii(c)[1:-1] for c in s)

"""The nesting check skips JSON strings with a faster ("unrolled") pattern; it must find exactly the strings the
plain pattern finds, so a bracket inside a string never counts and a bracket outside one always does."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from mcdesk.io.safejson import _STRING, JsonProblem, loads

PLAIN = re.compile(r'"(?:[^"\\]|\\.)*"')


@given(st.text(alphabet='"\\[]{}ab\n', max_size=60))
def test_the_unrolled_string_pattern_matches_the_plain_one(text: str) -> None:
    assert _STRING.sub("", text) == PLAIN.sub("", text)


def test_brackets_inside_strings_do_not_count_and_outside_they_do() -> None:
    assert loads('["' + "[" * 500 + '\\"' + "{" * 500 + '"]') == ["[" * 500 + '"' + "{" * 500]
    deep = "[" * 65 + "]" * 65
    try:
        loads(deep)
    except JsonProblem as e:
        assert "nested more than 64 levels deep" in str(e)
    else:
        raise AssertionError("65 levels were accepted")

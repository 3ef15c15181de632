"""Parse untrusted JSON text (saves, imported files) without letting it exhaust the interpreter.

`json.loads` recurses once per nesting level, so a text nested a few thousand levels deep
raises RecursionError in CPython and kills Pyodide's stack outright ("Maximum call stack
size exceeded"). The size and the depth are therefore checked by a flat scan *before*
parsing, and a refusal is an IllegalAction like every other bad input.
"""
from __future__ import annotations

import json
import re
from typing import Any

from .errors import IllegalAction

MAX_JSON_CHARS = 2_000_000   # a long 6-player game saves in well under 200 kB
MAX_JSON_DEPTH = 64          # a save nests about 5 levels
MAX_INT_DIGITS = 30          # no count, seed or price in a save comes near this
MAX_INT = 10**15             # the same bound as checks.MAX_INT, for data that arrives already parsed
MAX_NODES = 200_000          # values in a save: a long 6-player game has a few thousand

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
_LONG_NUMBER = re.compile(r"-?\d{%d,}" % (MAX_INT_DIGITS + 1))


def nesting_depth(text: str) -> int:
    """Deepest bracket nesting of JSON text whose string literals are already blanked."""
    depth = deepest = 0
    for m in _BRACKET.finditer(text):
        if m.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def parse_json(text: object, what: str = "the save", max_chars: int = MAX_JSON_CHARS,
               max_depth: int = MAX_JSON_DEPTH) -> Any:
    """json.loads with the size, depth and number-length checks done first.

    Raises IllegalAction (code "save_not_json" or "save_too_large") with a short message.
    """
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * max_chars:
            raise IllegalAction(f"{what} is too large", "save_too_large")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise IllegalAction(f"{what} is not valid JSON text", "save_not_json") from None
    if not isinstance(text, str):
        raise IllegalAction(f"{what} is not JSON text", "save_not_json")
    if len(text) > max_chars:
        raise IllegalAction(f"{what} is too large ({len(text)} characters; at most {max_chars})",
                            "save_too_large")
    bare = _STRING.sub('""', text)     # brackets and digits inside strings do not count
    if nesting_depth(bare) > max_depth:
        raise IllegalAction(f"{what} is nested too deeply", "save_not_json")
    if _LONG_NUMBER.search(bare):
        raise IllegalAction(f"{what} is not valid: a number is too long", "number_too_long")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as e:
        detail = str(e)[:80]
        raise IllegalAction(f"{what} is not valid JSON ({detail})", "save_not_json") from None


def check_parsed(value: Any, what: str = "the save", max_depth: int = MAX_JSON_DEPTH,
                 max_nodes: int = MAX_NODES) -> Any:
    """The same guards for data that is already parsed (a dict handed to Game or from_json).

    One flat walk, no recursion: nesting deeper than `max_depth`, more than `max_nodes`
    values, an integer beyond MAX_INT or a value that is not plain JSON data gives an
    IllegalAction; the value itself is returned unchanged.
    """
    stack = [(value, 1)]
    seen = 0
    while stack:
        v, depth = stack.pop()
        seen += 1
        if seen > max_nodes:
            raise IllegalAction(f"{what} is too large", "save_too_large")
        if depth > max_depth:
            raise IllegalAction(f"{what} is nested too deeply", "save_not_json")
        if isinstance(v, dict):
            if len(v) > max_nodes:
                raise IllegalAction(f"{what} is too large", "save_too_large")
            for k, item in v.items():
                if not isinstance(k, str):
                    raise IllegalAction(f"{what} is not plain JSON data", "save_not_json")
                stack.append((item, depth + 1))
        elif isinstance(v, (list, tuple)):
            if len(v) > max_nodes:
                raise IllegalAction(f"{what} is too large", "save_too_large")
            stack.extend((item, depth + 1) for item in v)
        elif isinstance(v, bool) or v is None:
            continue
        elif isinstance(v, int):
            if abs(v) > MAX_INT:
                raise IllegalAction(f"{what} holds a number too large to be real", "save_not_json")
        elif isinstance(v, str):
            if len(v) > MAX_JSON_CHARS:
                raise IllegalAction(f"{what} is too large", "save_too_large")
        elif not isinstance(v, float):
            raise IllegalAction(f"{what} is not plain JSON data", "save_not_json")
    return value

"""Small validators for untrusted action fields: every failure is an IllegalAction in plain words.

A refusal quotes the input only through `excerpt`, so a 10 MB name never comes back as a
10 MB message.
"""
from __future__ import annotations

from collections.abc import Container, Sequence
from typing import TYPE_CHECKING, TypeGuard

from .data import RESOURCE_TYPES
from .errors import IllegalAction

if TYPE_CHECKING:
    from .state_schema import Card

# No count, bid, price or seat in a game comes near this; beyond it a number is refused before
# it is printed or compared (str() of 10**5000 raises ValueError in CPython 3.11+).
MAX_INT = 10**15
EXCERPT_CHARS = 40
_TYPE_SET = frozenset(RESOURCE_TYPES)
_ZEROS = dict.fromkeys(RESOURCE_TYPES, 0)


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """A short printable quote of untrusted input for a refusal message."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_INT:
        return "a huge number"
    if isinstance(value, (dict, list, tuple)):
        # Never repr a container: it may be deep or huge. Its kind says enough.
        return "an object" if isinstance(value, dict) else "a list"
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return "a value"
    return text if len(text) <= limit else text[:limit - 1] + "…"


def encodable(text: str) -> bool:
    """Can `text` be written as UTF-8? Not with a lone UTF-16 surrogate, which JSON's "\\ud800"
    escape and a browser's storage can hold but no file, hash or page can take."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def whole_number(value: object, what: str, minimum: int = 0, maximum: int = MAX_INT) -> int:
    if type(value) is int and minimum <= value <= maximum:
        return value                # the usual case first: a plain int in range (never a bool)
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalAction(f"{what} must be a whole number")
    if value < minimum:
        raise IllegalAction(f"{what} must be at least {minimum}")
    if value > maximum:
        raise IllegalAction(f"{what} is too large")
    return value


def is_plant_id(value: object, table: Container[Card]) -> TypeGuard[Card]:
    """Is `value` exactly an id of the rules' plant table (3.0 and True are not 3 and 1)?

    The id is matched by type and value, not by int, so a card with a string id fits later.
    """
    # type() rather than isinstance: True is an int, and 3.0 == 3 would find plant 3.
    return type(value) in (int, str) and value in table


def plant_id(value: object, table: Container[Card], what: str = "the plant") -> Card:
    """`value` if it is a plant id of the table, else IllegalAction."""
    if not is_plant_id(value, table):
        raise IllegalAction(f"there is no plant {excerpt(value)}" if type(value) in (int, str)
                            else f"{what} must be named by its number")
    return value


def resource_amounts(value: object, what: str) -> dict[str, int]:
    """A {type: count} object with known types and non-negative counts; missing types are 0."""
    if value is None:
        return _ZEROS.copy()
    if not isinstance(value, dict):
        raise IllegalAction(f"{what} must map resource types to amounts")
    # Only known names (the usual case, checked in C) need no list of the unknown ones: a key the
    # set finds is equal to a type, so the tuple test below would find it too.
    unknown = () if _TYPE_SET.issuperset(value) else [k for k in value if k not in RESOURCE_TYPES]
    if unknown:
        names = ", ".join(excerpt(k) for k in unknown[:3]) + (", …" if len(unknown) > 3 else "")
        raise IllegalAction(f"unknown resource type(s) in {what}: {names}")
    # Every type, in RESOURCE_TYPES order, with the given counts over the zeros (one C merge: a
    # known key keeps its place in _ZEROS). A plain int in range is taken as it is; the first
    # other count, in that order, gets whole_number's verdict (the message is only formatted then).
    out = {**_ZEROS, **value}
    # The usual case in one test: four plain ints, in range since a bitwise or of ints is negative
    # iff one of them is, and is at least each of them when none is (the loop then changes nothing).
    c, o, g, u = out.values()
    if type(c) is type(o) is type(g) is type(u) is int and 0 <= c | o | g | u <= MAX_INT:
        return out
    for r, n in out.items():
        if type(n) is not int or not 0 <= n <= MAX_INT:
            out[r] = whole_number(n, f"the amount of {r}")
    return out


def plant_list(value: object, owned: Sequence[Card], what: str,
               table: Container[Card] | None = None) -> list[Card]:
    if not isinstance(value, list):
        raise IllegalAction(f"{what} must be a list of plant numbers")
    out = []
    for p in value:
        if table is not None and not is_plant_id(p, table):
            plant_id(p, table)              # its refusal (one call, not two, for a good id)
        # After that, with a table, p is a plain int or str: the type tests are for no table.
        if (table is None and (isinstance(p, (bool, float)) or not isinstance(p, (int, str)))
                or p not in owned):
            raise IllegalAction(f"you do not own plant {excerpt(p)}")
        if p in out:
            raise IllegalAction(f"plant {p} is named twice: a plant runs at most once a round")
        out.append(p)
    return out


def check_raise(bid: int, current: int | None, money: int) -> None:
    """A bid in a running auction must beat the current one (if any) and be covered by the
    bidder's money (BASE-AUCTION-5, BASE-AUCTION-9; the promo asset auctions bid the same way, PROMO-GEN-5)."""
    if current is not None and bid <= current:
        raise IllegalAction(f"a bid must be higher than the current {current}", "bid_not_higher", bid=current)
    if bid > money:
        raise IllegalAction(f"a bid of {bid} is more than the {money} Elektro you have",
                            "bid_over_money", bid=bid, money=money)

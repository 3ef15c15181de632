"""Small validators for untrusted action fields: every failure is an IllegalAction in plain words."""
from __future__ import annotations

from .data import RESOURCE_TYPES
from .errors import IllegalAction


def whole_number(value, what: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise IllegalAction(f"{what} must be a whole number")
    if value < minimum:
        raise IllegalAction(f"{what} must be at least {minimum}")
    return value


def resource_amounts(value, what: str) -> dict:
    """A {type: count} object with known types and non-negative counts; missing types are 0."""
    if value is None:
        return {r: 0 for r in RESOURCE_TYPES}
    if not isinstance(value, dict):
        raise IllegalAction(f"{what} must map resource types to amounts")
    unknown = [k for k in value if k not in RESOURCE_TYPES]
    if unknown:
        raise IllegalAction(f"unknown resource type(s) in {what}: {', '.join(map(str, unknown))}")
    return {r: whole_number(value.get(r, 0), f"the amount of {r}") for r in RESOURCE_TYPES}


def plant_list(value, owned: list, what: str) -> list:
    if not isinstance(value, list):
        raise IllegalAction(f"{what} must be a list of plant numbers")
    out = []
    for p in value:
        if p not in owned or isinstance(p, bool):
            raise IllegalAction(f"you do not own plant {p}")
        if p in out:
            raise IllegalAction(f"plant {p} is named twice: a plant runs at most once a round")
        out.append(p)
    return out

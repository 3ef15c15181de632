"""Reading a declared shape: a TypedDict's fields, each with its type and its one-line meaning.

A field is declared once, as `name: Annotated[type, "meaning"]`: a type checker reads the type,
the generated parts of docs/API.md (buildtools/state_doc.py) and the tests read the meaning, so
neither can be written a second time somewhere else. A module of such shapes does not postpone
its annotations (`from __future__ import annotations`): CPython 3.11 tells a NotRequired field
only from an evaluated annotation.
"""
from __future__ import annotations

import typing
from typing import Any, NotRequired, Required


def _bare(hint: Any) -> Any:
    """A field's hint without NotRequired/Required."""
    while typing.get_origin(hint) in (NotRequired, Required):
        hint = typing.get_args(hint)[0]
    return hint


def fields(shape: type) -> dict[str, Any]:
    """Per field, in declared order, its type (without the meaning)."""
    return typing.get_type_hints(shape)


def meanings(shape: type) -> dict[str, str]:
    """Per field, in declared order, its one-line meaning ("" when the field has none)."""
    out = {}
    for name, hint in typing.get_type_hints(shape, include_extras=True).items():
        notes = getattr(_bare(hint), "__metadata__", ())
        out[name] = next((n for n in notes if isinstance(n, str)), "")
    return out


def notes(shape: type) -> dict[str, tuple[Any, ...]]:
    """Per field, in declared order, everything its Annotated carries besides the type."""
    return {name: getattr(_bare(hint), "__metadata__", ())
            for name, hint in typing.get_type_hints(shape, include_extras=True).items()}


def tag(shape: type, key: str) -> str:
    """The value of a shape's tag field, declared `Literal["value"]` (an action's `type`, an
    event's `e`)."""
    (value,) = typing.get_args(fields(shape)[key])
    return str(value)


def required(shape: type) -> tuple[str, ...]:
    """The fields every value of the shape carries, in declared order."""
    keys: frozenset[str] = getattr(shape, "__required_keys__")
    return tuple(f for f in fields(shape) if f in keys)


def members(union: Any) -> tuple[type, ...]:
    """The shapes of a union of shapes (`Action`, `Event`), in declared order."""
    return typing.get_args(union)

"""Reading a declared shape: a TypedDict's fields, each with its type and its one-line meaning.

A field is declared once, as `name: Annotated[type, "meaning"]`: a type checker reads the type,
the generated parts of docs/API.md (buildtools/state_doc.py) and the tests read the meaning, so
neither can be written a second time somewhere else. A module of such shapes does not postpone
its annotations (`from __future__ import annotations`): CPython 3.11 tells a NotRequired field
only from an evaluated annotation.

What the engine reads when it is imported (the keys, the tags, the meanings, the notes) comes
from the shape's own annotations, already evaluated and merged over its bases by TypedDict;
`typing.get_type_hints` would evaluate them again and strip every Annotated, at several times
the cost, and only the types without their meanings (`fields`, for the docs and the tests) need
that.
"""
from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Annotated, Any, NotRequired, Required


def _declared(shape: type) -> dict[str, Any]:
    """Per field, in declared order, its annotation as written (with NotRequired and Annotated)."""
    hints: dict[str, Any] = shape.__annotations__
    return hints


def _bare(hint: Any) -> Any:
    """A field's hint without NotRequired/Required."""
    while typing.get_origin(hint) in (NotRequired, Required):
        hint = typing.get_args(hint)[0]
    return hint


def fields(shape: type) -> dict[str, Any]:
    """Per field, in declared order, its type (without the meaning)."""
    return typing.get_type_hints(shape)


def names(shape: type) -> tuple[str, ...]:
    """The fields, in declared order."""
    return tuple(_declared(shape))


def meanings(shape: type) -> dict[str, str]:
    """Per field, in declared order, its one-line meaning ("" when the field has none)."""
    return {name: next((n for n in field_notes if isinstance(n, str)), "")
            for name, field_notes in notes(shape).items()}


def notes(shape: type) -> dict[str, tuple[Any, ...]]:
    """Per field, in declared order, everything its Annotated carries besides the type."""
    return {name: getattr(_bare(hint), "__metadata__", ()) for name, hint in _declared(shape).items()}


def tag(shape: type, key: str) -> str:
    """The value of a shape's tag field, declared `Literal["value"]` (an action's `type`, an
    event's `e`)."""
    hint = _bare(_declared(shape)[key])
    if typing.get_origin(hint) is Annotated:
        hint = typing.get_args(hint)[0]
    (value,) = typing.get_args(hint)
    return str(value)


def required(shape: type) -> tuple[str, ...]:
    """The fields every value of the shape carries, in declared order."""
    keys: frozenset[str] = getattr(shape, "__required_keys__")
    return tuple(f for f in _declared(shape) if f in keys)


def on_first_use(module: dict[str, Any], **makers: Callable[[], Any]) -> Callable[[str], Any]:
    """A module's `__getattr__` (PEP 562) that makes each of `makers` once, when it is first
    read, and keeps it in the module: a table that only the docs and the tests read costs
    nothing when the engine is imported (the page boots through that import)."""
    def __getattr__(name: str) -> Any:
        if name not in makers:
            raise AttributeError(f"module {module['__name__']!r} has no attribute {name!r}")
        value = module[name] = makers[name]()
        return value
    return __getattr__


def members(union: Any) -> tuple[type, ...]:
    """The shapes of a union of shapes (`Action`, `Event`), in declared order."""
    return typing.get_args(union)

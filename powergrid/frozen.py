"""Read-only plain JSON data, for what the game hands out and keeps sharing.

`Game.actions` and the view's `log` are read again and again (every redraw, every computer
step), so their entries are copied once and then shared between callers; the parts of the
game state that a search copy shares with its game (state_schema.py) are held read-only in
the state itself. Shared mutable data would let one caller change what the next one reads,
what a save writes, or the game itself, so the shared data refuses every change. It is a dict
and a list in every other way: it compares equal to plain data, `json.dumps` writes it, and
`copy`, `dict(...)`, `list(...)` give plain, changeable data back.
"""
from __future__ import annotations

from typing import Any, NoReturn, TypeVar

_K = TypeVar("_K")
_V = TypeVar("_V")


def _refuse(self: object, *args: object, **kwargs: object) -> NoReturn:
    raise TypeError("this is read-only data of the game: change a copy of it (the game changes only "
                    "through its actions)")


class _ReadOnly:
    """Copying or pickling gives plain, changeable data back."""
    __slots__ = ()

    def __copy__(self) -> Any:
        return thaw(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return thaw(self)

    def __reduce__(self) -> tuple[type, tuple[Any]]:
        plain = thaw(self)
        return type(plain), (plain,)


class ReadOnlyDict(_ReadOnly, dict[_K, _V]):
    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse


class ReadOnlyList(_ReadOnly, list[_V]):
    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = clear = extend = insert = pop = remove = reverse = sort = _refuse


def freeze(value: Any) -> Any:
    """A read-only copy of plain JSON data (dicts and lists at any depth)."""
    if isinstance(value, dict):
        return ReadOnlyDict((k, freeze(v)) for k, v in value.items())
    if isinstance(value, list):
        return ReadOnlyList(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """A plain, changeable copy of (possibly read-only) JSON data."""
    if isinstance(value, dict):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, list):
        return [thaw(v) for v in value]
    return value


class FrozenCopies:
    """Read-only copies of a growing list's entries, each made once: the list only grows between
    two reads, so a read copies only the new entries. A replaced or shortened list (undo, load)
    starts the copies again. `of` returns a new list of the shared read-only entries."""

    def __init__(self) -> None:
        self.source: list[Any] | None = None
        self.copies: list[Any] = []

    def of(self, items: list[Any]) -> list[Any]:
        if items is not self.source or len(self.copies) > len(items):
            self.source, self.copies = items, []
        self.copies.extend(freeze(e) for e in items[len(self.copies):])
        return list(self.copies)

"""Every value the page reads back from localStorage passes through one strict reader.

Anything may be stored under the page's keys: an older or newer version of the page, another
tab, an extension, a person at the console. Each key the page reads is declared here once (KEYS,
and PREFIXES for the keys of the saved games), with the shape its value must have and the
default the page takes when the value does not fit. Types are checked exactly: a bool is not a
number and 3.0 is not 3 (a seat count of 3.0 once stopped the start screen). A value that does
not fit is reported once (the store's `warn`: the browser console) and its default is used; it
stays stored until the page writes that key again, so nothing is deleted by reading it.

The save envelopes (and their backups, the version 1 save and the instant-start snapshot) are
read as text: what they hold is checked by their own readers (saves.load_full, the boot script),
which say why one does not load.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from collections.abc import Callable
from typing import Any, Protocol

from ..i18n import LANGS
from .saves import (BACKUP_KEY, BACKUP_PREFIX, CURRENT_KEY, GAME_PREFIX, INDEX_KEY, LANG_KEY, LIST_KEY,
                    MAX_PACE_MS, PACE_KEY, PACE_MS, PLAN_KEY, SAVE_KEY, SEAT_KINDS, SETUP_KEY, SNAPSHOT_KEY,
                    TABLE_KEY, read_json, safe_id, valid_colors)

Shape = Callable[[Any], bool]


class Store(Protocol):
    """A key-value store of texts: localStorage failing soft (soft.py), or a dict (tests)."""
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> object: ...    # False when the browser refused it
    def keys(self) -> list[str]: ...
    def remove(self, key: str) -> None: ...

MAX_PLAN_CITIES = 100          # more than any map's play area: a longer list is not a build plan


# ---- shapes: exact types -----------------------------------------------------------------

def text(most: int | None = None) -> Shape:
    return lambda v: type(v) is str and (most is None or len(v) <= most)


def one_of(*choices: str) -> Shape:
    return lambda v: type(v) is str and v in choices


def whole(lo: int, hi: int | None = None) -> Shape:
    """An int (never a bool, never a float such as 3.0) from lo to hi."""
    return lambda v: type(v) is int and lo <= v and (hi is None or v <= hi)


def flag(v: object) -> bool:
    return type(v) is bool


def game_id(v: object) -> bool:
    return type(v) is str and safe_id(v)


def maybe(shape: Shape) -> Shape:
    return lambda v: v is None or shape(v)


def list_of(item: Shape, length: int | None = None, most: int | None = None) -> Shape:
    return lambda v: (type(v) is list and (length is None or len(v) == length)
                      and (most is None or len(v) <= most) and all(item(x) for x in v))


def record(required: dict[str, Shape], optional: dict[str, Shape] | None = None) -> Shape:
    """A JSON object with every `required` field and any of the `optional` ones, each of its shape
    (fields it does not declare are ignored)."""
    maybe_there = optional or {}
    return lambda v: (type(v) is dict and all(k in v and shape(v[k]) for k, shape in required.items())
                      and all(shape(v[k]) for k, shape in maybe_there.items() if k in v))


class Fields(dict[str, Shape]):
    """A JSON object read field by field: a field that does not fit is left out (the page takes
    its default for that field alone); the others are kept."""


# An index entry: "phase" and "turn" are absent from the entries of earlier pages and of an
# index rebuilt from the envelopes; "other" is the page's own mark, never stored.
INDEX_ENTRY = record({"id": game_id, "players": list_of(text())},
                     {"map": maybe(text()), "round": maybe(whole(0)), "saved": maybe(text()), "over": flag,
                      "seq": whole(0), "phase": text(), "turn": maybe(text())})


@dataclass(frozen=True)
class Stored:
    shape: Shape | Fields
    default: Any = None
    json: bool = True        # the stored text is JSON; else the value is the text itself
    what: str = field(default="", compare=False)


ANY_TEXT = Stored(text(), json=False, what="stored text, checked by its own reader")

KEYS = {
    LANG_KEY: Stored(one_of(*LANGS), None, json=False, what="the language chosen (else the browser's)"),
    TABLE_KEY: Stored(one_of("open", "private"), "open", json=False, what="open table or hand-over screens"),
    LIST_KEY: Stored(one_of("open", "closed"), "closed", json=False, what="the list of cities at a build"),
    PACE_KEY: Stored(whole(0, MAX_PACE_MS), PACE_MS, what="the pause before a computer's action, in ms"),
    CURRENT_KEY: Stored(game_id, None, json=False, what="the id of the game in play"),
    SETUP_KEY: Stored(Fields(n=whole(2, 6), names=list_of(text(64), length=6), colors=lambda v: valid_colors(v, 6),
                             kinds=list_of(one_of(*SEAT_KINDS), length=6)), {},
                      what="the last setup started: seat count, names, colours, who plays"),
    # the cities of a plan are any values: those the engine offers no price for are left out
    PLAN_KEY: Stored(record({"game": text(), "actions": whole(0), "seat": whole(0),
                             "cities": list_of(lambda v: True, most=MAX_PLAN_CITIES)}), None,
                     what="the build plan in progress"),
    INDEX_KEY: Stored(list_of(INDEX_ENTRY), None, what="the list of saved games (else rebuilt from them)"),
    SAVE_KEY: ANY_TEXT,
    SNAPSHOT_KEY: ANY_TEXT,
}
PREFIXES = {GAME_PREFIX: ANY_TEXT, BACKUP_PREFIX: ANY_TEXT, BACKUP_KEY: ANY_TEXT}   # BACKUP_KEY, .2, .3...


def declared(key: str) -> Stored:
    """The declaration of a stored key (KeyError for one the page does not declare: a bug)."""
    if key in KEYS:
        return KEYS[key]
    prefix = max((p for p in PREFIXES if key.startswith(p)), key=len, default=None)
    if prefix is None:
        raise KeyError(f"no declaration for the stored key {key!r}")
    return PREFIXES[prefix]


class StoredValues:
    """The page's one reader of localStorage (any store with get(key) -> str | None, and
    optionally warn(text))."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.reported: set[tuple[str, str]] = set()      # (key, text) already reported: said once

    def present(self, key: str) -> bool:
        """Is anything stored under `key`, fitting or not?"""
        declared(key)
        return self.store.get(key) is not None

    def read(self, key: str) -> Any:
        """The value stored under `key` if it fits its declared shape, else its default (reported)."""
        stored = declared(key)
        raw = self.store.get(key)
        if raw is None:
            return Fields() if isinstance(stored.shape, Fields) else stored.default
        value = read_json(raw, key) if stored.json else raw
        if isinstance(stored.shape, Fields):
            return self._fields(key, raw, value, stored.shape)
        if stored.shape(value):
            return value
        self._report(key, raw, "does not fit")
        return stored.default

    def _fields(self, key: str, raw: str, value: object, shape: Fields) -> dict[str, Any]:
        if type(value) is not dict:
            self._report(key, raw, "is not a record")
            return {}
        kept = {k: value[k] for k, fits in shape.items() if k in value and fits(value[k])}
        left_out = sorted(k for k in shape if k in value and k not in kept)
        if left_out:
            self._report(key, raw, "does not fit in " + ", ".join(left_out))
        return kept

    def _report(self, key: str, raw: str, why: str) -> None:
        if (key, raw) in self.reported:
            return
        self.reported.add((key, raw))
        warn = getattr(self.store, "warn", None)
        if warn is not None:
            warn(f"the value stored under {key} ({declared(key).what}) {why}: the page uses its default")


class DictStore:
    """Storage over a dict (tests, or when the browser refuses localStorage); what the reader of
    stored values reports is kept in `warnings`."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data = {} if data is None else data
        self.warnings: list[str] = []

    def warn(self, text: str) -> None:
        self.warnings.append(text)

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def keys(self) -> list[str]:
        return list(self.data)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

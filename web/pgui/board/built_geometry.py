"""Every map's board geometry, worked out when the site is built, so the page does not.

Placing the cities, badges, names and tags (layout.py's relaxation) takes about 0.3 s per map in
CPython and 1-3 s in the browser on a tablet: it was most of a return visit's first drawing, paid
again at every start. `build.py` writes the geometry of every map (`Game.maps()`) into the page's
zip beside this module (FILE, never in the source tree), from the very code and map data of that
build; layout.py takes a map's geometry from it when it is there and works it out otherwise (the
tests, a map the file does not hold). The JSON keeps the same numbers and order; tuples and the
badges' (a, b) keys are rebuilt on reading.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, TypedDict

from .boxes import Box, Point, Size
from .sizes import Label

FILE = Path(__file__).with_name("geometry.json")


class Geometry(TypedDict):
    """One map's board, placed (layout.work_out)."""
    size: Size                          # (width, height) in board units
    pos: dict[str, Point]               # each city's centre
    badges: dict[tuple[str, str], Point]    # the cost badge of each connection (a, b)
    labels: dict[str, Label]            # each city's name
    tags: dict[str, Point]              # each city's build-cost tag
    opens: dict[str, Box]               # the room of each closed city's "from Step 2" tag (BW-5)


def to_record(geometry: Geometry) -> dict[str, Any]:
    """One map's geometry (layout._geometry) as plain JSON."""
    return {"size": list(geometry["size"]),
            "pos": {c: list(p) for c, p in geometry["pos"].items()},
            "badges": [[a, b, *p] for (a, b), p in geometry["badges"].items()],
            "labels": {c: list(p) for c, p in geometry["labels"].items()},
            "tags": {c: list(p) for c, p in geometry["tags"].items()},
            "opens": {c: list(b) for c, b in geometry["opens"].items()}}


def from_record(record: dict[str, Any]) -> Geometry:
    """The geometry back from `to_record`, equal to what layout._geometry works out."""
    return {"size": tuple(record["size"]),
            "pos": {c: tuple(p) for c, p in record["pos"].items()},
            "badges": {(a, b): (x, y) for a, b, x, y in record["badges"]},
            "labels": {c: tuple(p) for c, p in record["labels"].items()},
            "tags": {c: tuple(p) for c, p in record["tags"].items()},
            "opens": {c: tuple(b) for c, b in record["opens"].items()}}


def dump(geometries: dict[str, Geometry]) -> str:
    """{map id: geometry} as the text of FILE."""
    return json.dumps({key: to_record(g) for key, g in geometries.items()}, ensure_ascii=False,
                      separators=(",", ":"))


@lru_cache(maxsize=1)
def _records() -> dict[str, Any]:
    try:
        return json.loads(FILE.read_text("utf-8"))
    except (OSError, ValueError):
        return {}


def built(map_key: str) -> Geometry | None:
    """The geometry of `map_key` as the build worked it out, or None (no file, or not that map)."""
    record = _records().get(map_key)
    return from_record(record) if isinstance(record, dict) else None

"""A city name the board does not know, and the board's spellings a player may have meant.

The sources of the boards spell some cities otherwise: without their accents ("Orleans",
"Lodz"), in English ("Padua"), or by number ("Paris 1" for one of Paris's three cities). A
refusal of such a name names the board's spelling, so that a player or a tool sees at once
what to write. A map's data file lists the source spellings it renamed ("renamed_from_source").
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from .checks import EXCERPT_CHARS, excerpt
from .data import load_json
from .errors import IllegalAction
from .variants import map_rules

# Letters NFD does not decompose into a base letter and a mark, and the marks between words.
_PLAIN = str.maketrans({"ł": "l", "đ": "d", "ø": "o", "ß": "ss", "-": " ", "'": " ", "’": " "})


def folded(name: str) -> str:
    """The name as compared: no accents, no case, words parted by single spaces."""
    bare = "".join(c for c in unicodedata.normalize("NFD", name.casefold()) if not unicodedata.combining(c))
    return " ".join(bare.translate(_PLAIN).split())


@lru_cache(maxsize=None)
def _renamed(map_id: str) -> dict[str, str]:
    table = load_json(map_rules(map_id).data_file).get("renamed_from_source", {})
    return {folded(source): board for source, board in table.items()}


def similar(map_id: str, cities: Iterable[str], name: str) -> list[str]:
    """The board's cities `name` may mean: the same letters but for accents and case, a source's
    spelling the board renamed, or, for a name ending in a number or letter ("Paris 1",
    "PARIS-A"), every city whose name begins with the words before it."""
    key = folded(name)
    same = [c for c in cities if folded(c) == key]
    if same:
        return same
    if key in _renamed(map_id):
        return [_renamed(map_id)[key]]
    words = key.split()
    if len(words) > 1 and len(words[-1]) <= 2:
        stem = " ".join(words[:-1]) + " "
        return [c for c in cities if folded(c).startswith(stem)]
    return []


def unknown_city(map_id: str, cities: Iterable[str], city: Any) -> IllegalAction:
    """The refusal of a city name the board does not know (code city_unknown), naming the
    board's spellings it may mean (code city_misspelt, `similar`)."""
    quoted = excerpt(city)
    short = isinstance(city, str) and len(city) <= EXCERPT_CHARS
    name = city if short else quoted        # a page shows the name as typed, a long one cut
    found = similar(map_id, cities, city) if short else []
    if found:
        return IllegalAction(f"there is no city called {quoted} on this map: perhaps you mean {' or '.join(found)}",
                             "city_misspelt", city=name, similar=found)
    return IllegalAction(f"there is no city called {quoted} on this map", "city_unknown", city=name)

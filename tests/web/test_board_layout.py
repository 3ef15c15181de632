"""The board's layout on every map: cities spread inside the board, connections clear of the
cities they do not join, names on the board, apart from each other and nearest their own city,
the geography kept (what a player needs to read the map at a glance)."""
from __future__ import annotations

import math

import pytest

from powergrid import Game
from powergrid.maps import get_map
from pgui.board import layout as lay
from pgui.board import boxes, sizes


@pytest.mark.parametrize("game_map", [m["id"] for m in Game.maps()])
def test_layout_spreads_every_city_inside_the_board(game_map):
    """BASE-COMP-2, KOREA-12: every city of the map; no two markers overlap, even in the Ruhr, the
    US north-east, around Seoul, Paris or Katowice."""
    pos = lay.layout(game_map)
    w, h = lay.board_size(game_map)
    assert len(pos) == len(Game.map_board(game_map)["cities"])
    names = sorted(pos)
    closest = min(math.dist(pos[a], pos[b]) for i, a in enumerate(names) for b in names[i + 1:])
    print(f"{game_map}: closest cities {closest:.1f} apart, marker diameter {2 * sizes.CITY_R}")
    assert closest >= 2 * sizes.CITY_R + 10       # a marker diameter and room for a cost badge
    for x, y in pos.values():
        assert sizes.CITY_R <= x <= w - sizes.CITY_R and sizes.CITY_R <= y <= h - sizes.CITY_R


@pytest.mark.parametrize("game_map", [m["id"] for m in Game.maps()])
def test_no_connection_runs_through_a_city_it_does_not_join(game_map):
    """Otherwise a player would read two connections where the map has one (BASE-COMP-2)."""
    pos = lay.layout(game_map)
    for a, b, _ in get_map(game_map).connections:
        (ax, ay), (bx, by) = pos[a], pos[b]
        ex, ey = bx - ax, by - ay
        for c, (x, y) in pos.items():
            if c not in (a, b):
                t = max(0.0, min(1.0, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)))
                assert math.hypot(x - ax - t * ex, y - ay - t * ey) > sizes.CITY_R + 3, (a, b, c)


@pytest.mark.parametrize("game_map", [m["id"] for m in Game.maps()])
def test_city_names_stay_on_the_board_and_do_not_overlap(game_map):
    """A long name at the board's edge grows the board (Reggio di Calabria at the Strait of
    Messina): it is never cut, and no two names overlap, on every map."""
    w, h = lay.board_size(game_map)
    named = {c: sizes.label_box(x, y, a, boxes.text_width(c, sizes.LABEL_SIZE))
             for c, (x, y, a) in lay.label_places(game_map).items()}
    for c, (x0, y0, x1, y1) in named.items():
        assert 0 <= x0 and x1 <= w and 0 <= y0 and y1 <= h, c
    names = sorted(named)
    clashes = [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if boxes.overlap(named[a], named[b])]
    assert clashes == []


@pytest.mark.parametrize("game_map", [m["id"] for m in Game.maps()])
def test_city_names_do_not_cover_another_city(game_map):
    """A name over another city's marker would be read as that city's (China's north-east is dense)."""
    pos = lay.layout(game_map)
    for c, (x, y, a) in lay.label_places(game_map).items():
        x0, y0, x1, y1 = sizes.label_box(x, y, a, boxes.text_width(c, sizes.LABEL_SIZE))
        for other, (cx, cy) in pos.items():
            if other != c:
                nx, ny = min(max(cx, x0), x1), min(max(cy, y0), y1)
                assert math.hypot(nx - cx, ny - cy) >= sizes.CITY_R, (c, other)


@pytest.mark.parametrize("game_map, north, south, west, east", [
    ("germany", "Kiel", "München", "Aachen", "Frankfurt-O"),
    ("usa", "Seattle", "Miami", "San Francisco", "Boston"),
    ("korea", "Rasun", "Busan", "Sinuiju", "Gangneung"),
    ("china", "Hegang", "Haikou", "Karamay", "Shanghai"),
])
def test_layout_keeps_the_geography(game_map, north, south, west, east):
    pos = lay.layout(game_map)
    assert pos[north][1] < pos[south][1]
    assert pos[west][0] < pos[east][0]


def test_layout_is_deterministic_and_cached():
    first = lay.layout("usa")
    lay._geometry.cache_clear()
    lay.layout.cache_clear()
    assert lay.layout("usa") == first
    assert lay.layout("usa") is lay.layout("usa")


# ---- the SVG -------------------------------------------------------------------------

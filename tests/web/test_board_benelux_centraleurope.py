"""The Benelux and Central Europe boards as a player reads them: every city clear of the others,
no line through a city it does not join, names on the board, apart, and off other cities, the
dense clusters included (Brussel/Bruxelles, Amsterdam-Zaanstad-Haarlem, Katowice-Sosnowiec)."""
from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the engine package

import pytest

from powergrid.maps import get_map
from pgui.board import layout as lay

MAPS = {"benelux": ("Groningen", "Luxembourg", "Oostende", "Enschede"),
        "centraleurope": ("Gdynia", "Pécs", "Innsbruck", "Białystok")}
CLUSTERS = {"benelux": (("Brussel", "Bruxelles"), ("Amsterdam", "Zaanstad", "Haarlem")),
            "centraleurope": (("Katowice", "Sosnowiec"),)}


def label_boxes(game_map) -> dict:
    return {c: lay._label_box(x, y, a, lay.text_width(c, lay.LABEL_SIZE))
            for c, (x, y, a) in lay.label_places(game_map).items()}


@pytest.mark.parametrize("game_map", sorted(MAPS))
def test_every_city_keeps_room_around_it_and_the_geography(game_map):
    """BX-6, CE-5: 35 and 42 cities; no two markers closer than a marker and a cost badge, even
    in the clusters; north stays above south and west left of east."""
    pos = lay.layout(game_map)
    w, h = lay.board_size(game_map)
    assert len(pos) == len(get_map(game_map).cities)
    names = sorted(pos)
    assert min(math.dist(pos[a], pos[b]) for i, a in enumerate(names) for b in names[i + 1:]) >= 2 * lay.CITY_R + 10
    for cluster in CLUSTERS[game_map]:
        for i, a in enumerate(cluster):
            for b in cluster[i + 1:]:
                assert math.dist(pos[a], pos[b]) >= 2 * lay.CITY_R + 10, (a, b)
    for x, y in pos.values():
        assert lay.CITY_R <= x <= w - lay.CITY_R and lay.CITY_R <= y <= h - lay.CITY_R
    north, south, west, east = MAPS[game_map]
    assert pos[north][1] < pos[south][1] and pos[west][0] < pos[east][0]


@pytest.mark.parametrize("game_map", sorted(MAPS))
def test_no_connection_runs_through_a_city_it_does_not_join(game_map):
    pos = lay.layout(game_map)
    for a, b, _ in get_map(game_map).connections:
        (ax, ay), (bx, by) = pos[a], pos[b]
        ex, ey = bx - ax, by - ay
        for c, (x, y) in pos.items():
            if c not in (a, b):
                t = max(0.0, min(1.0, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)))
                assert math.hypot(x - ax - t * ex, y - ay - t * ey) > lay.CITY_R + 3, (a, b, c)


@pytest.mark.parametrize("game_map", sorted(MAPS))
def test_city_names_stay_on_the_board_apart_and_off_other_cities(game_map):
    """AMB-101, AMB-102: the long names ('s-Hertogenbosch, České Budějovice, Ústí nad Labem)
    included."""
    w, h = lay.board_size(game_map)
    boxes = label_boxes(game_map)
    pos = lay.layout(game_map)
    names = sorted(boxes)
    for c, (x0, y0, x1, y1) in boxes.items():
        assert 0 <= x0 and x1 <= w and 0 <= y0 and y1 <= h, c
        for other, (cx, cy) in pos.items():
            if other != c:
                nx, ny = min(max(cx, x0), x1), min(max(cy, y0), y1)
                assert math.hypot(nx - cx, ny - cy) >= lay.CITY_R, (c, other)
    assert [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if lay._overlap(boxes[a], boxes[b])] == []

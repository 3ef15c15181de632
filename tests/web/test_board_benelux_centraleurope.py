"""The Benelux and Central Europe boards as a player reads them: every city clear of the others,
the dense clusters included (Brussel/Bruxelles, Amsterdam-Zaanstad-Haarlem, Katowice-Sosnowiec).
Lines and names are checked with the other maps' (test_board.py)."""
from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the engine package

import pytest

from powergrid.maps import get_map
from pgui.board import layout as lay
from pgui.board import sizes

MAPS = {"benelux": ("Groningen", "Luxembourg", "Oostende", "Enschede"),
        "centraleurope": ("Gdynia", "Pécs", "Innsbruck", "Białystok")}
CLUSTERS = {"benelux": (("Brussel", "Bruxelles"), ("Amsterdam", "Zaanstad", "Haarlem")),
            "centraleurope": (("Katowice", "Sosnowiec"),)}


@pytest.mark.parametrize("game_map", sorted(MAPS))
def test_every_city_keeps_room_around_it_and_the_geography(game_map):
    """BX-6, CE-5: 35 and 42 cities; no two markers closer than a marker and a cost badge, even
    in the clusters; north stays above south and west left of east."""
    pos = lay.layout(game_map)
    w, h = lay.board_size(game_map)
    assert len(pos) == len(get_map(game_map).cities)
    names = sorted(pos)
    assert min(math.dist(pos[a], pos[b]) for i, a in enumerate(names) for b in names[i + 1:]) >= 2 * sizes.CITY_R + 10
    for cluster in CLUSTERS[game_map]:
        for i, a in enumerate(cluster):
            for b in cluster[i + 1:]:
                assert math.dist(pos[a], pos[b]) >= 2 * sizes.CITY_R + 10, (a, b)
    for x, y in pos.values():
        assert sizes.CITY_R <= x <= w - sizes.CITY_R and sizes.CITY_R <= y <= h - sizes.CITY_R
    north, south, west, east = MAPS[game_map]
    assert pos[north][1] < pos[south][1] and pos[west][0] < pos[east][0]

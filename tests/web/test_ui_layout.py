"""What the screens must not cut off (issue 22, "At the table"): the progress line's chips read as
titles in every language; the board's play area holds every city name whole."""
from __future__ import annotations

import re

import pytest

from powergrid import Game

from pgui.board.layout import in_play, label_extent, map_data
from pgui.board.svg import play_box
from pgui.i18n import LANGS
from pgui.screens.progress import PHASE_NUMBERS, render_progress
from web_scenes import new_game


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("phase", [*PHASE_NUMBERS, "over"])
def test_every_chip_of_the_progress_line_starts_with_a_capital(lang, phase):
    """BASE-ROUND-1: "Fase 2 · Asta", "Faza 2 · Licitație", never "fase 2"."""
    view = dict(new_game(3).view(), phase=phase)
    chips = re.findall(r'<span class="chip[^"]*">([^<]*)</span>', str(render_progress(view, lang)))
    assert len(chips) >= 3
    for chip in chips:
        assert chip[:1].isupper(), (lang, chip)


def _region_sets(map_key: str):
    """Every single region of the map, and all of them."""
    regions = sorted(set(map_data(map_key).region_of.values()))
    return [(r,) for r in regions] + [tuple(regions)]


@pytest.mark.parametrize("map_key", [m["id"] for m in Game.maps()])
def test_fit_shows_every_name_of_the_play_area_whole(map_key):
    """The board opens on (and "Fit" returns to) the play area: every name of a city in play lies
    inside it, also at the map's edge (China's Kunming, Germany's Trier)."""
    for regions in _region_sets(map_key):
        cities = in_play(map_key, regions)
        x, y, w, h = play_box(map_key, cities)
        for city in cities:
            x0, y0, x1, y1 = label_extent(map_key, city)
            assert x <= x0 and x1 <= x + w and y <= y0 and y1 <= y + h, (regions, city)

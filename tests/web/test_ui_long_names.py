"""A computer's default name in the players panel and the strip: its level said once, the same
words in both (what only a browser can measure of long names is in e2e/test_layout.py and
e2e/test_picker_layout.py)."""
from __future__ import annotations

import re

import pytest

from powergrid import Game
from pgui.i18n import LANGS, t
from pgui.screens.panels import render_players
from pgui.screens.strip import render_strip

COLORS = ["red", "blue", "green"]


def visible_text(markup: str) -> str:
    """The words a reader sees: tags left out (their titles and labels with them)."""
    return re.sub(r"<[^>]+>", "", markup)


@pytest.mark.parametrize("lang", LANGS)
def test_a_default_computer_name_shows_its_level_once_in_the_players_panel_as_in_the_strip(lang):
    """ "Computer 3 (Normal)" reads "Computer 3 (Normal)", not "Computer 3 (Normal) (Normal)":
    the mark beside the name says the level, the name does not say it again."""
    level = t(lang, "start.kind_normal")
    default = t(lang, "start.computer_n", n=3, level=level)
    game = Game({"map": "germany", "players": ["Ann", "Bob", default], "seed": 1})
    kinds = ("person", "person", "normal")
    panels = str(render_players(game, lang, COLORS, kinds))
    strip = str(render_strip(game.view(), Game.plant_cards(), COLORS, lang, kinds))
    header = re.search(r'<section class="player[^"]*" data-seat="2">.*?</header>', panels).group(0)
    entry = re.search(r'<li class="sp[^"]*" data-seat="2".*?</li>', strip).group(0)
    for seen in (visible_text(header), visible_text(entry)):
        assert seen.count(f"({level})") == 1, seen
    panel_name = re.search(r'<span class="pname-text">([^<]*)</span>', header).group(1)
    strip_name = re.search(r'<span class="sp-name"[^>]*>([^<]*)</span>', entry).group(1)
    assert panel_name == strip_name == default[:-len(level) - 3]

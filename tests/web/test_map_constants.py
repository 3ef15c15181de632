"""The page names two maps without a literal: the map of a save, an index entry or a log event that
names none (Germany, for good: every such record was written on it), and the map the start screen
preselects (the engine's default, the first of Game.maps()), which the build hands to the boot
script with the pre-rendered start screens."""
from __future__ import annotations

import re
from pathlib import Path

from powergrid import DEFAULT_MAP, Game

from pgui.common import UNNAMED_MAP
from pgui.controller import snapshot
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.i18n import t
from pgui.screens.savelist import render_saved_games
from pgui.screens.start import PRESELECTED_MAP
from pgui.storage.shelf import entry_of_envelope
from pgui.words.logtext import sentence
from web_scenes import COLORS, new_game

WEB = Path(__file__).resolve().parents[2] / "web"


def test_no_map_id_is_written_out_in_the_page_but_the_one_for_records_naming_none():
    ids = [m["id"] for m in Game.maps()]
    found = []
    for path in sorted(WEB.rglob("*.py")) + sorted(WEB.glob("*.js")):
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if any(re.search(rf"""["']{re.escape(i)}["']""", line) for i in ids):
                found.append(f"{path.relative_to(WEB)}:{n}")
    assert found == ["pgui/common.py:" + str(_line_of_unnamed_map())], found


def _line_of_unnamed_map() -> int:
    lines = (WEB / "pgui" / "common.py").read_text("utf-8").splitlines()
    return next(n for n, line in enumerate(lines, 1) if line.startswith("UNNAMED_MAP ="))


def test_records_that_name_no_map_are_on_germany_whatever_the_default():
    """Saves, index entries and log events of the first versions name no map: they were played on
    Germany, and stay so even if the engine's default map changed."""
    assert UNNAMED_MAP == "germany"
    entry = entry_of_envelope("g1", '{"app": "powergrid-web", "game": {"options": {"players": ["Ann"]}}}')
    assert entry["map"] == UNNAMED_MAP
    listed = render_saved_games([{"id": "g1", "players": ["Ann", "Bob"], "round": 2}], None, "it")
    assert t("it", "map." + UNNAMED_MAP) in listed
    said = sentence(new_game(2), {"e": "game_started", "regions": [], "order": [0, 1], "round": 1}, "de", COLORS)
    assert t("de", "map." + UNNAMED_MAP) in said


def test_the_start_screen_preselects_the_engines_default_map_and_the_boot_script_is_told():
    assert PRESELECTED_MAP == DEFAULT_MAP == Game.maps()[0]["id"]
    app = App(DictStore(), "en")
    app.boot()
    screen = app.render()[1]["pg-screen"]
    pressed = re.findall(r'data-action="map"[^>]*aria-checked="true"[^>]*data-map="([^"]+)"|'
                         r'aria-checked="true"[^>]*data-action="map"[^>]*data-map="([^"]+)"', screen)
    assert [a or b for a, b in pressed] == [PRESELECTED_MAP]
    assert snapshot.boot_config()["map"] == PRESELECTED_MAP
    assert "map: config.map" in (WEB / "instant.js").read_text("utf-8")

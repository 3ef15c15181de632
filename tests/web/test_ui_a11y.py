"""The live region says each log entry once, the page's landmarks
(one h1, a focusable game log), plant buttons named by their printed words first."""
from __future__ import annotations

import re

from powergrid import Game
from web_scenes import COLORS, app_for, kind_is, play_until

from pgui.common import one_view, plant_card, table
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.controller.game_screen import LIVE
from pgui.words.logtext import sentence


def said(app) -> list:
    """The live region's paragraphs after one redraw, as text."""
    html = app.render()[1].get(LIVE, "")
    return [re.sub(r"<[^>]+>", "", p) for p in re.findall(r"<p>(.*?)</p>", html)]


def log_text(game, start: int) -> list:
    with one_view():
        log = table(game)["log"]
        return [re.sub(r"<[^>]+>", "", sentence(game, e, "en", COLORS)) for e in log[start:]]


def test_a_tap_says_its_log_entries_once_and_a_redraw_says_nothing():
    game = play_until(kind_is("buy"))
    app = app_for(game)
    assert said(app) == []                       # an opened game does not read its past out
    before = len(table(game)["log"])
    assert app.dispatch("buy-nothing")
    new = log_text(game, before)
    assert new and said(app) == new             # every new entry, in the log's words
    assert said(app) == []                      # drawn again: nothing new, nothing said


def test_computer_actions_are_said_and_switching_screens_replays_nothing():
    game = Game({"map": "germany", "players": ["Ann", "Bob", "Cem"], "seed": 4})
    app = App(DictStore(), "en")
    first = game.decision()["player"]              # a computer's turn comes first
    seats = [{"kind": "normal" if i == first else "person"} for i in range(3)]
    app.set_game(game, COLORS[:3], seats=seats)
    assert app.computer_seat() == first
    assert said(app) == []
    before = len(table(game)["log"])
    while not app.bot_think(slice_ms=1000):
        pass
    assert app.bot_play()
    assert said(app) == log_text(game, before) != []
    app.dispatch("to-start")
    app.render()
    app.dispatch("continue", {"id": app.game_id})
    assert said(app) == []


def test_the_game_has_one_h1_and_its_log_is_a_focusable_log():
    app = app_for(play_until(kind_is("buy")))
    layout, parts = app.render()
    page = App.skeleton(layout, parts)
    assert len(re.findall(r"<h1\b", page)) == 1
    assert re.search(r'<div id="pg-log-list" class="log-scroll" role="log" aria-live="off" tabindex="0" '
                     r'aria-label="Game log">', parts["pg-log"])


def test_a_plant_buttons_name_starts_with_its_printed_words():
    """BASE-PLANT: number, what it burns, cities; the name holds the visible text (WCAG 2.5.3)."""
    html = plant_card(None, 13, "en", action="pick-plant")
    name = re.search(r'aria-label="([^"]*)"', html).group(1)
    visible = " ".join(re.sub(r"<[^>]+>", " ", html).replace("&nbsp;", " ").split())
    assert name.startswith(visible), (name, visible)
    assert "Plant 13" in name

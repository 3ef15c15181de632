"""The China map in the page: start screen, one row of plants with its note, the round-1 rule, the log."""
from __future__ import annotations

import re

import pytest

from powergrid import Game
from powergrid.bots import RandomBot
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.i18n import LANGS, t
from pgui.words.logtext import sentence
from pgui.screens.panels import render_plant_market
from web_scenes import COLORS, NAMES, app_for


def china(n=4, seed=2):
    return Game({"map": "china", "players": NAMES[:n], "seed": seed})


def screen(app):
    return app.render()[1]


def test_start_screen_offers_china_and_starts_it():
    """CHINA-1: China is a map of the start screen; choosing it starts a China game; the beginner
    game is not offered there (AMB-61) and a ticked box from another map does not carry over."""
    app = App(DictStore(), "en")
    html = screen(app)["pg-screen"]
    assert 'data-map="china"' in html and ">China<" in html
    app.dispatch("beginner", {"value": "true"})
    app.dispatch("map", {"map": "china"})
    html = screen(app)["pg-screen"]
    assert 'data-change="beginner"' not in html
    assert t("en", "start.beginner_not_on_map") in html
    app.dispatch("start")
    assert app.game is not None and app.game.state["options"]["map"] == "china"
    assert app.game.state["options"]["beginner"] is False


def test_region_picker_draws_china_regions():
    """CHINA-22: the six China regions can be tapped in the picker."""
    app = App(DictStore(), "en")
    app.dispatch("map", {"map": "china"})
    app.dispatch("region-mode", {"mode": "pick"})
    html = screen(app)["pg-screen"]
    regions = set(re.findall(r'data-action="region" data-region="([a-z]+)"', html))
    assert regions == {"northeast", "north", "east", "southeast", "southwest", "northwest"}


@pytest.mark.parametrize("lang", LANGS)
def test_plant_market_is_one_row_with_the_china_note(lang):
    """CHINA-6, CHINA-14, CHINA-15: one row of plants on sale, no future row, and a line saying there
    is no future market and what Phase 5 brings (4 players: at least 2 plants, market of 3)."""
    game = china(4)
    html = render_plant_market(game, lang)
    assert "cards-future" not in html
    assert html.count("cards-current") == 1
    assert t(lang, "panel.no_future_note", draws=2, size=3).replace("'", "&#x27;") in html \
        or t(lang, "panel.no_future_note", draws=2, size=3) in html
    assert t(lang, "panel.on_sale") in html
    germany = Game({"map": "germany", "players": NAMES[:4], "seed": 1})
    assert "market-note" not in render_plant_market(germany, lang)


def test_round1_rule_in_the_decision_panel():
    """CHINA-4, CHINA-7: the choose panel of round 1 says one plant per player and one each."""
    game = china(3)
    app = app_for(game)
    html = screen(app)["pg-decision"]
    assert t("en", "auction.round1_one_each") in html
    assert html.count('data-action="pick-plant"') == 3


def test_round2_offers_one_plant_fewer_than_the_players():
    """CHINA-9: after round 1 (one plant each, CHINA-4), round 2's auction offers N-1 plants."""
    game = china(4)
    bot = RandomBot(2)
    while not (game.state["round"] == 2 and game.decision()["kind"] == "choose"):
        game.apply(bot.act(game))
    html = screen(app_for(game))["pg-decision"]
    assert html.count('data-action="pick-plant"') == 3


def test_log_speaks_of_china_draws_in_three_languages():
    """CHINA-13: the Phase 5 refill appears in the log in each language."""
    from powergrid.bots import RandomBot
    game = china(2)
    bot = RandomBot(2)
    while game.state["round"] < 2:
        game.apply(bot.act(game))
    drawn = [e for e in game.state["log"] if e["e"] == "plant_drawn"]
    assert drawn
    for lang in LANGS:
        text = sentence(game, drawn[0], lang, COLORS)
        assert str(drawn[0]["plant"]) in text


def test_log_explains_the_phase5_surplus_removal():
    """CHINA-15: a plant removed because the market holds more than N-1 gets its own sentence."""
    game = china(6)
    event = {"e": "plant_removed", "plant": 11, "reason": "china_surplus", "round": 2}
    for lang in LANGS:
        text = sentence(game, event, lang, COLORS)
        assert "11" in text and text == t(lang, "log.plant_removed_surplus", plant="11")

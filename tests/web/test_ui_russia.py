"""Russia on the page (RU-3, RU-4): the smaller plant market is drawn as it is, three plants on
sale and three coming, then four in Step 3; the removal at a round's first pass is said on the
panel of the player who may pass before he does, and in the log when it happens, in every
language."""
from __future__ import annotations

import html
import re

import pytest

from powergrid import Game

from helpers import buy_round1, names
from helpers_market import enter_phase, set_cards

from pgui.common import plant_label
from pgui.i18n import LANGS, t
from pgui.screens.panels import render_plant_market
from pgui.words.logtext import sentence
from web_scenes import COLORS, decision_html


def text_of(markup) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", str(markup)))


def round4_auction(game_map: str = "russia", market=(10, 12, 13, 15, 16, 20), deck=(22, 25, 26, 27)) -> Game:
    """Round 4's auction of 3 players in seat order 0, 1, 2 with this market and deck."""
    game = Game({"map": game_map, "players": names(3), "seed": 1})
    buy_round1(game, [3, 4, 5])
    enter_phase(game, "auction", round_=4, order=[0, 1, 2])
    set_cards(game, market=list(market), deck=list(deck))
    return game


def plants_shown(markup: str) -> list:
    """The numbers of the plant cards drawn, in order."""
    return [int(n) for n in re.findall(r'<span class="card-num">(\d+)</span>', markup)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_market_shows_three_on_sale_and_three_coming(lang):
    """RU-3: the current row holds 03 04 05 and the future row 07 08 09 at the start."""
    game = Game({"map": "russia", "players": names(3), "seed": 1})
    shown = str(render_plant_market(game, lang))
    assert t(lang, "panel.current") in html.unescape(shown) and t(lang, "panel.future") in html.unescape(shown)
    current, future = shown.split('class="cards cards-future"')
    current = current.split('class="cards cards-current"')[1]
    assert plants_shown(current) == [3, 4, 5] and plants_shown(future) == [7, 8, 9]


@pytest.mark.parametrize("lang", LANGS)
def test_the_step_3_market_is_one_row_of_four(lang):
    """RU-3: in Step 3 the market is one row of 4 plants, all on sale, under its Step 3 heading."""
    game = round4_auction(market=(23, 24, 25, 27), deck=(28, 29))
    game.state["step"] = 3
    shown = str(render_plant_market(game, lang))
    assert t(lang, "panel.step3_market") in html.unescape(shown)
    assert "cards-future" not in shown and shown.count('class="cards cards-current"') == 1
    assert plants_shown(shown) == [23, 24, 25, 27]
    assert game.view()["plant_market"]["current"] == [23, 24, 25, 27]


@pytest.mark.parametrize("lang", LANGS)
def test_the_chooser_is_told_that_his_pass_removes_the_lowest_plant(lang):
    """RU-4: before anyone has passed this round, the panel says that a pass takes plant 10 out
    of the game; once someone has passed, the next chooser is told nothing; on Germany nobody is."""
    game = round4_auction()
    told = t(lang, "auction.pass_removes", plants=plant_label(10))
    assert told in html.unescape(decision_html(game, lang))
    game.apply({"type": "pass", "player": 0})
    assert 10 not in game.state["market"]
    assert 'class="note pass-removes"' not in decision_html(game, lang)
    germany = round4_auction("germany", (10, 12, 13, 15, 16, 20, 21, 23))
    assert 'class="note pass-removes"' not in decision_html(germany, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_log_says_the_first_pass_removed_a_plant(lang):
    """RU-4: the removal's event is told in its own words, naming the plant, not as a plant that
    merely leaves the game."""
    game = round4_auction()
    game.apply({"type": "pass", "player": 0})
    event = next(e for e in game.state["log"] if e["e"] == "plant_removed")
    assert event["reason"] == "first_pass"
    said = text_of(sentence(game, event, lang, COLORS))
    assert said == t(lang, "log.plant_removed_first_pass", plant=plant_label(10))
    assert said != t(lang, "log.plant_removed", plant=plant_label(10))

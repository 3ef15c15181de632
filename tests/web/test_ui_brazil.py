"""Brazil on the page: the plants every player knows on top of the deck are told where the
market is shown (BR-3), in every language."""
from __future__ import annotations

import html as htmllib

import pytest

from powergrid import Game

from pgui.i18n import LANGS, t
from pgui.screens.panels import render_plant_market


def _next_line(lang: str, plants: list) -> str:
    return t(lang, "panel.deck_next", plants=", ".join(map(str, plants)) + " " + t(lang, "panel.deck_more"))


def _game(game_map: str) -> Game:
    return Game({"map": game_map, "players": ["Ann", "Bob", "Cem"], "seed": 3})


@pytest.mark.parametrize("lang", LANGS)
def test_the_market_tells_13_and_14_on_top_then_14_alone(lang):
    """BR-3: the panel says "Next: 13, 14 …"; once 13 is drawn, "Next: 14 …". Germany's says
    "Next: 13 …" (BASE-SETUP-12): only 13 is known there."""
    game = _game("brazil")
    assert _next_line(lang, [13, 14]) in htmllib.unescape(str(render_plant_market(game, lang)))
    seat = game.decision()["player"]
    game.apply({"type": "open", "player": seat, "plant": 3, "bid": 3})
    while game.decision()["kind"] == "bid":
        game.apply({"type": "pass", "player": game.decision()["player"]})
    assert 13 in game.state["market"]
    assert _next_line(lang, [14]) in htmllib.unescape(str(render_plant_market(game, lang)))
    germany = htmllib.unescape(str(render_plant_market(_game("germany"), lang)))
    assert _next_line(lang, [13]) in germany and _next_line(lang, [13, 14]) not in germany

"""Korea on the page (KOREA-2, KOREA-6, KOREA-8, KOREA-9): the start screen offers it, both markets are
drawn under their names, the buy decision asks the market first and prices the cart against it,
and the log names the markets, in every language."""
from __future__ import annotations

import re

import pytest

from powergrid import Game
from powergrid.bots import RandomBot
from pgui.screens import panels
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.i18n import LANGS, t
from web_scenes import app_for


def buttons(html, action):
    return re.findall(rf'<button[^>]*data-action="{action}"[^>]*>', html)


def korea_buy(n=3, seed=2) -> Game:
    """The first Phase 3 decision of a seeded Korea game, the buyer owning a plant."""
    game = Game({"map": "korea", "players": ["Ann", "Bob", "Cem"][:n], "seed": seed})
    bot = RandomBot(seed)
    while game.decision()["kind"] != "buy":
        game.apply(bot.act(game))
    return game


def test_start_screen_offers_korea_and_its_regions_in_every_language():
    """KOREA-12: Korea on the start screen, named in each language; its regions can be picked."""
    for lang, name in (("en", "Korea"), ("it", "Corea"), ("ro", "Coreea"), ("de", "Korea")):
        app = App(DictStore(), lang)
        app.boot()
        html = app.render()[1]["pg-screen"]
        assert re.search(rf'data-action="map"[^>]*data-map="korea"[^>]*>{name}<', html), lang
    app = App(DictStore(), "it")
    app.boot()
    app.dispatch("map", {"map": "korea"})
    app.dispatch("players", {"n": "2"})
    app.dispatch("region-mode", {"mode": "pick"})
    for r in ("seoul", "north_korea_west", "north_korea_east"):
        app.dispatch("region", {"region": r})
    html = app.render()[1]["pg-screen"]
    assert 'data-region="seoul"' in html and "Seul" in html
    app.dispatch("start")
    assert app.game is not None, app.start_error
    assert app.game.state["options"]["map"] == "korea"
    assert app.game.state["regions"] == ["north_korea_east", "north_korea_west", "seoul"]


def test_both_markets_are_drawn_under_their_names_uranium_only_in_the_south():
    """KOREA-2: two blocks, North then South; the North has no uranium row."""
    game = korea_buy()
    for lang in LANGS:
        html = panels.render_resource_market(game, lang)
        north = html.index('rmarket-north')
        south = html.index('rmarket-south')
        assert north < south
        assert t(lang, "market.north") in html[north:south] and t(lang, "market.south") in html[south:]
        assert "mrow-uranium" not in html[north:south] and "mrow-uranium" in html[south:]


def test_buy_asks_the_market_first_then_prices_the_cart_against_it():
    """KOREA-6, KOREA-8: no cart before a market is chosen; after "South" the cart offers uranium and
    its quote is the South's; the purchase is applied in the South market."""
    game = korea_buy()
    seat = game.decision()["player"]
    app = app_for(game)
    html = app.render()[1]["pg-decision"]
    assert [re.search(r'data-market="(\w+)"', b).group(1) for b in buttons(html, "market-pick")] == ["north", "south"]
    assert not buttons(html, "cart") and buttons(html, "buy-nothing")
    assert t("en", "buy.choose_market") in html
    app.dispatch("market-pick", {"market": "north"})
    html = app.render()[1]["pg-decision"]
    assert t("en", "buy.market_from", market="North market") in html
    assert 'cart-uranium' not in html and 'cart-coal' in html
    app.dispatch("market-change")
    app.dispatch("market-pick", {"market": "south"})
    html = app.render()[1]["pg-decision"]
    assert 'cart-uranium' in html
    limits = game.purchase_limits(seat, "south")
    r = next(r for r in ("coal", "oil", "garbage", "uranium") if limits[r])
    app.dispatch("cart", {"res": r, "delta": "1"})
    q = game.quote(seat, {r: 1}, "south")
    html = app.render()[1]["pg-decision"]
    assert t("en", "buy.confirm", cost=q["cost"]) in html
    resources = app.render()[1]["pg-resources"]
    assert resources.count("taking") == 1 and resources.index("taking") > resources.index("rmarket-south")
    south_before = game.state["markets"]["south"][r]
    north_before = dict(game.state["markets"]["north"])
    assert app.dispatch("buy")
    assert game.state["markets"]["south"][r] == south_before - 1
    assert game.state["markets"]["north"] == north_before
    assert game.state["log"][-1]["market"] == "south"


def test_an_unknown_market_tap_changes_nothing():
    game = korea_buy()
    app = app_for(game)
    assert app.dispatch("market-pick", {"market": "east"}) is False
    assert buttons(app.render()[1]["pg-decision"], "market-pick")


@pytest.mark.parametrize("lang, bought, restocked", [
    ("en", "from the South market", "The resource markets are restocked:"),
    ("it", "nel mercato Sud", "I mercati delle risorse vengono riforniti:"),
    ("ro", "din Piața Sud", "Piețele de resurse sunt reaprovizionate:"),
    ("de", "auf dem Südmarkt", "Die Rohstoffmärkte werden aufgefüllt:"),
])
def test_the_log_names_the_markets(lang, bought, restocked):
    """KOREA-6, KOREA-9: a purchase says which market it came from; the restock what each received."""
    game = korea_buy()
    seat = game.decision()["player"]
    limits = game.purchase_limits(seat, "south")
    r = next(r for r in ("coal", "oil", "garbage", "uranium") if limits[r])
    game.apply({"type": "buy", "player": seat, "market": "south", "resources": {r: 1}})
    bot = RandomBot(1)
    while game.state["round"] == 1:
        game.apply(bot.act(game))
    app = app_for(game, lang)
    log = app.render()[1]["pg-log"]
    assert bought in log and restocked in log
    assert t(lang, "market.north") in log

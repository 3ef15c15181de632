"""What the screens must not cut off or hide: the progress line's chips
read as titles in every language; the board's play area holds every city name whole; China's deck
shows what everyone knows of it, and an empty market says so."""
from __future__ import annotations

import html as htmllib
import re

import pytest

from powergrid import Game
from powergrid.bots import RandomBot

from pgui.board.declared import opens_place, opens_width
from pgui.board.layout import in_play, label_extent, map_data
from pgui.board.sizes import OPENS_H
from pgui.board.static_layer import play_box
from pgui.h import esc
from pgui.i18n import LANGS, t
from pgui.screens.panels import render_plant_market
from pgui.screens.progress import PHASE_NUMBERS, render_progress
from web_scenes import decision_html, new_game


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
    inside it, also at the map's edge (China's Kunming, Germany's Trier), and so does the "from
    Step 2" tag of a city in play that opens later, in every language (BW-5: Strasbourg's, at the
    board's left edge, was cut in half)."""
    opens = [t(lang, "board.opens_in_step", step=step) for lang in LANGS for step in (2, 3)]
    slots = Game.map_board(map_key)["city_slots"]
    for regions in _region_sets(map_key):
        cities = in_play(map_key, regions)
        x, y, w, h = play_box(map_key, cities)
        for city in cities:
            x0, y0, x1, y1 = label_extent(map_key, city)
            assert x <= x0 and x1 <= x + w and y <= y0 and y1 <= y + h, (regions, city)
            for text in opens if city in slots and slots[city][0][1] > 1 else ():   # closed in Step 1
                width = opens_width(text)
                tx, ty = opens_place(map_key, city, width)
                assert x <= tx - width / 2 and tx + width / 2 <= x + w, (regions, city, text)
                assert y <= ty - OPENS_H / 2 and ty + OPENS_H / 2 <= y + h, (regions, city, text)


def _china(seed: int = 2) -> Game:
    return Game({"map": "china", "players": ["Ann", "Bob", "Cem", "Dan"], "seed": seed})


@pytest.mark.parametrize("lang", LANGS)
def test_china_shows_the_decks_known_top_band_and_the_removed_plants(lang):
    """CHINA-3, AMB-63: the top band in its order ("Next: 5, 6, 7 …") and the plants removed at
    set-up, both as the view gives them."""
    game = _china()
    view = game.view()
    known = []
    for card in view["plant_market"]["deck"]:
        if card is None:
            break
        known.append(card)
    assert len(known) >= 3 and view["removed_face_up"]
    html = htmllib.unescape(str(render_plant_market(game, lang)))
    next_line = t(lang, "panel.deck_next", plants=", ".join(map(str, known)) + " " + t(lang, "panel.deck_more"))
    assert next_line in html
    assert t(lang, "panel.removed", plants=", ".join(map(str, view["removed_face_up"]))) in html


def _china_market_bought_empty() -> Game:
    """A China game at a plant choice with nothing left in the N-1 market (CHINA-8)."""
    for seed in range(1, 40):
        game = _china(seed)
        bot = RandomBot(seed)
        while not game.over and game.state["round"] < 8:
            d = game.decision()
            if d["kind"] == "choose" and not game.view()["plant_market"]["current"]:
                return game
            game.apply(bot.act(game))
    raise AssertionError("no China game bought its market empty")


@pytest.mark.parametrize("lang", LANGS)
def test_an_empty_china_market_says_nothing_is_on_sale_not_that_you_cannot_afford(lang):
    """CHINA-8: bought empty, the market has nothing to offer: the choice says so, whatever the money."""
    html = str(decision_html(_china_market_bought_empty(), lang))
    assert esc(t(lang, "auction.none_on_sale")) in html
    assert esc(t(lang, "auction.none_affordable")) not in html


@pytest.mark.parametrize("lang", LANGS)
def test_each_korea_market_button_shows_that_markets_next_prices(lang):
    """KOREA-2, KOREA-6: "Buy from the South market" with the South's next token of each type it
    sells, as the engine prices it (the North sells no uranium)."""
    from test_ui_korea import korea_buy
    game = korea_buy()
    seat = game.decision()["player"]
    html = htmllib.unescape(str(decision_html(game, lang)))
    for market in ("north", "south"):
        button = html.split(f'data-market="{market}"')[1].split("</button>")[0]
        for r in ("coal", "oil", "garbage", "uranium"):
            q = game.quote(seat, {r: 1}, market)
            sold = r in game.market_slots(market) and q["available"]
            assert (f'{t(lang, "res." + r)} {q["cost"]}' in button) == sold, (market, r, button)

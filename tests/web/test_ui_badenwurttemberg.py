"""Baden-Württemberg on the page (BW-1, BW-5, AMB-87): the start screen offers it in English, Italian
and Romanian with its region picker and without the beginner game; the board marks the transregional
cities and tags them "from Step 2" in the player's language while they are closed."""
from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET

from powergrid import Game
from powergrid.bots import RandomBot
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.board.sizes import SLOT_R
from pgui.board.static_layer import places_open, static_svg
from pgui.board.svg import render_overlay
from pgui.decisions.planner import plan_facts
from pgui.i18n import t

BW = "badenwurttemberg"


def test_start_screen_offers_baden_wurttemberg_and_its_regions_in_three_languages():
    """BW-7: 3 players pick 3 regions; AMB-87: no beginner check box on this map."""
    for lang in ("en", "it", "ro"):
        app = App(DictStore(), lang)
        app.boot()
        app.dispatch("map", {"map": BW})
        app.dispatch("players", {"n": "3"})
        app.dispatch("region-mode", {"mode": "pick"})
        for r in ("north", "east", "west"):
            app.dispatch("region", {"region": r})
        html = app.render()[1]["pg-screen"]
        assert re.search(rf'data-action="map"[^>]*data-map="{BW}"[^>]*>Baden-Württemberg<', html), lang
        assert 'data-region="southeast"' in html and t(lang, "region.southeast") in html
        assert t(lang, "start.beginner_not_on_map") in html and 'data-change="beginner"' not in html
        app.dispatch("start")
        assert app.game is not None, app.start_error
        assert app.game.state["options"]["map"] == BW and app.game.state["regions"] == ["east", "north", "west"]


def test_closed_transregional_cities_carry_their_opening_step_in_each_language():
    """BW-5: at a Step 1 build the three transregional cities in play get no price but the tag
    "from Step 2"; in Step 2 they get a price like the others."""
    game = Game({"map": BW, "players": ["Ann", "Bob", "Cem"], "seed": 4, "regions": ["east", "north", "west"]})
    bot = RandomBot(4)
    while game.decision()["kind"] != "build":
        game.apply(bot.act(game))
    seat = game.decision()["player"]
    for lang in ("en", "it", "ro"):
        opens = {n: t(lang, "board.opens_in_step", step=n) for n in (2, 3)}
        html = render_overlay(game.view(), ["#f00", "#00f", "#0f0"],
                              plan_facts(game, seat, (), game.build_preview(seat)), opens=opens)
        for city in ("Ludwigshafen", "Nürnberg", "Strasbourg"):
            part = html[html.index(f'data-city="{city}"'):]
            part = part[:part.index("</g></g>") if "</g></g>" in part else 600]
            assert opens[2] in part and "data-cost" not in part[:200], (lang, city)
        assert html.count('class="opens-tag"') == 3
    game.state["step"] = 2
    html = render_overlay(game.view(), ["#f00", "#00f", "#0f0"],
                              plan_facts(game, seat, (), game.build_preview(seat)), opens=opens)
    assert 'class="opens-tag"' not in html
    cost = re.search(r'data-city="Ludwigshafen" data-cost="(\d+)"', html)
    assert cost and int(cost.group(1)) == game.build_preview(seat)["Ludwigshafen"]["cost"] >= 15


def _open_slots(base) -> int:
    """The slots a city's marker draws open (solid): its slot circles less the dashed ones."""
    slots = [e for e in base.iter() if e.tag.endswith("circle") and e.get("r") == str(SLOT_R)]
    closed = [e for e in slots if e.get("class") == "slot-closed"]
    closed += [e for g in base.iter() if g.get("class") == "slot-closed" and g.tag.endswith("g")
               for e in g if e.tag.endswith("circle")]
    return len(slots) - len(closed)


def test_the_board_draws_and_says_the_places_the_engine_gives_each_city():
    """BASE-BUILD-3, BW-5: each city's marker draws as many open slots as the view's
    cities_open[city]["places"] and its spoken name counts them ("0 of 1 places taken" for
    Ludwigshafen in Step 2); the page repeats no Step rule: a view that gives a city other places
    is drawn and said with those."""
    game = Game({"map": BW, "players": ["Ann", "Bob", "Cem"], "seed": 4, "regions": ["east", "north", "west"]})
    for step, ludwigshafen in ((1, 0), (2, 1), (3, 2)):
        game.state["step"] = step
        view = game.view()
        assert view["cities_open"]["Ludwigshafen"]["places"] == ludwigshafen
        places = {c: o["places"] for c, o in view["cities_open"].items()}
        svg = "".join(static_svg(BW, frozenset(places), places_open(view), "Map"))
        bases = {e.get("data-base"): e for e in ET.fromstring(svg).iter() if e.get("data-base")}
        assert {c: _open_slots(e) for c, e in bases.items()} == places, step
        names = _spoken(render_overlay(view, ["#f00", "#00f", "#0f0"]))
        for city, n in places.items():
            houses = len(view["cities"].get(city, ()))
            assert f"{houses} of {n} places taken" in names[city], (city, step)
    view = game.view()
    city = next(c for c, o in view["cities_open"].items() if o["places"] == 3)
    view["cities_open"][city]["places"] = 1
    assert "0 of 1 places taken" in _spoken(render_overlay(view, ["#f00", "#00f", "#0f0"]))[city]


def _spoken(overlay: str) -> dict:
    return {html.unescape(m.group(1)): html.unescape(m.group(2))
            for m in re.finditer(r'data-city="([^"]+)"[^>]* aria-label="([^"]*)"', overlay)}

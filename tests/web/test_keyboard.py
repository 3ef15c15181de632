"""The board, the region picker and the build decision for keyboards and screen readers:
where each arrow key goes (board/compass.py), the cities' spoken names, the one Tab stop, the
list of buildable cities with the same toggle as a tap (BASE-BUILD), the toolbars of the auction."""
from __future__ import annotations

import html
import re

import pytest

from powergrid import Game
from pgui.board.compass import compass, step
from pgui.board.layout import in_play, layout, map_data
from pgui.screens.start import render_region_map
from web_scenes import app_for, decision_html, kind_is, play_until


# ---- the compass -----------------------------------------------------------------------

PLACES = {"A": (0, 0), "B": (10, 1), "C": (4, -9), "D": (30, 0), "E": (-10, 40)}


def test_an_arrow_goes_along_a_connection_before_it_goes_to_the_nearest_place():
    links = {"A": {"C", "D"}}
    # D lies straight right along a connection; B is nearer but not connected: the connection wins
    assert step("A", "right", PLACES, links) == "D"
    # up: C is connected and 24 degrees off the arrow
    assert step("A", "up", PLACES, links) == "C"


def test_without_a_connection_that_way_an_arrow_goes_to_the_nearest_place_in_that_direction():
    assert step("A", "right", PLACES, {}) == "B"
    assert step("A", "down", PLACES, {}) == "E"
    assert step("A", "left", PLACES, {}) is None         # nothing lies to the left: the focus stays


def test_compass_gives_every_place_its_arrows_and_ignores_links_to_unknown_places():
    moves = compass(PLACES, [("A", "D"), ("A", "Z"), (None, "B")])
    assert set(moves) == set(PLACES)
    assert moves["A"]["right"] == "D" and moves["D"]["left"] == "A"
    assert "left" not in moves["A"]


@pytest.mark.parametrize("key", [m["id"] for m in Game.maps()])
def test_on_every_map_the_arrows_reach_every_city_in_play(key):
    """From any city, arrow presses alone lead to every other city of the play area."""
    m = map_data(key)
    pos = layout(key)
    area = in_play(key, tuple(sorted(m.regions)))
    moves = compass({c: pos[c] for c in area}, ((a, b) for a, b, _ in m.connections))
    for start in area:
        seen, todo = {start}, [start]
        while todo:
            for to in moves[todo.pop()].values():
                if to not in seen:
                    seen.add(to)
                    todo.append(to)
        assert seen == set(area), (start, set(area) - seen)


# ---- the board's cities -------------------------------------------------------------------

def _cities(markup: str) -> dict:
    return {html.unescape(m.group(1)): m.group(0)
            for m in re.finditer(r'<g class="city[^"]*" data-city="([^"]+)"[^>]*>', markup)}


def _attr(tag: str, name: str):
    m = re.search(rf' {name}="([^"]*)"', tag)
    return html.unescape(m.group(1)) if m else None


def build_app(plan=()):
    game = play_until(lambda g: kind_is("build")(g) and g.state["round"] >= 2)
    app = app_for(game)
    for city in plan:
        app.dispatch("city", {"city": city})
    return game, app


def test_the_board_is_one_tab_stop_and_each_city_is_a_named_button_with_its_arrows():
    game, app = build_app()
    _layout, parts = app.render()
    cities = _cities(parts["pg-board-overlay"])
    seat = game.decision()["player"]
    preview = game.build_preview(seat)
    stops = [c for c, tag in cities.items() if _attr(tag, "tabindex") == "0"]
    assert len(stops) == 1
    # the Tab stop is the cheapest city to add (BASE-BUILD-6/7: the engine's costs)
    cheapest = min(c for c, v in preview.items() if v["cost"] is not None and
                   v["cost"] == min(x["cost"] for x in preview.values() if x["cost"] is not None))
    assert stops == [cheapest]
    for city, tag in cities.items():
        assert _attr(tag, "role") == "button"
        name = _attr(tag, "aria-label")
        assert name.startswith(city + ": "), name       # the visible text first
        cost = preview[city]["cost"]
        if cost is not None:
            assert f"adds {cost} Elektro" in name and _attr(tag, "aria-pressed") == "false"
        else:
            assert _attr(tag, "aria-disabled") == "true"
        for arrow in ("left", "right", "up", "down"):
            assert _attr(tag, "data-" + arrow) in (None, *cities)
    owned = {c: o for c, o in game.view()["cities"].items() if o and c in cities}
    city, owners = next(iter(owned.items()))
    names = [game.state["players"][s]["name"] for s in owners]
    assert ", ".join(names) in _attr(cities[city], "aria-label")
    assert f"{len(owners)} of {game.state['step']} places taken" in _attr(cities[city], "aria-label")


def test_a_planned_city_says_so_and_is_pressed():
    game, app = build_app()
    seat = game.decision()["player"]
    city = min((v["cost"], c) for c, v in game.build_preview(seat).items() if v["cost"] is not None)[1]
    app.dispatch("city", {"city": city})
    tag = _cities(app.render()[1]["pg-board-overlay"])[city]
    assert _attr(tag, "aria-pressed") == "true" and _attr(tag, "aria-label").endswith("in your plan")


def test_the_svg_does_not_hide_its_buttons_and_hides_its_drawings():
    _game, app = build_app()
    board = app.render()[1]["pg-board"]
    assert 'role="group"' in board and 'role="img"' not in board
    assert board.count('aria-hidden="true"') == 3      # the two static layers and the plan


def test_spoken_names_are_translated():
    game, app = build_app()
    app.lang = "de"
    app.forget_drawings()
    tags = _cities(app.render()[1]["pg-board-overlay"])
    assert any("Elektro hinzu" in _attr(tag, "aria-label") for tag in tags.values())


# ---- the list of buildable cities ------------------------------------------------------------

def _list(markup: str) -> list:
    return [(html.unescape(m.group(2)), m.group(1))
            for m in re.finditer(r'<button ([^>]*data-list="1"[^>]*)>([^<]*)</button>', markup)]


def test_the_list_is_a_disclosure_that_stays_open_for_the_decision():
    game, app = build_app()
    panel = app.render()[1]["pg-decision"]
    assert 'aria-expanded="false"' in panel and 'id="pg-city-list" class="city-options" hidden' in panel
    app.dispatch("city-list", {})
    panel = app.render()[1]["pg-decision"]
    assert 'aria-expanded="true"' in panel and "hidden" not in panel.split('id="pg-city-list"')[1][:40]


def test_the_list_sorts_the_cities_by_what_each_adds_and_toggles_like_a_tap():
    """BASE-BUILD: the buttons name each city with what it adds to the plan now (the planner's
    marginal costs), cheapest first; pressing one plans it, pressing it again takes it out."""
    game, app = build_app()
    seat = game.decision()["player"]
    items = _list(decision_html(game, list=True))
    costs = [int(label.rsplit("+", 1)[1]) for label, _ in items]
    assert costs == sorted(costs) and costs
    open_cities = {c for c, v in game.build_preview(seat).items() if v["cost"] is not None}
    assert {label.rsplit(" +", 1)[0] for label, _ in items} == open_cities
    first = items[0][0].rsplit(" +", 1)[0]
    app.dispatch("city", {"city": first, "list": "1"})
    assert app.current_choice()["plan"] == [first]
    after = _list(decision_html(game, plan=[first], list=True))
    assert after[0][0] == f"{first} ✓" and 'role="checkbox" aria-checked="true"' in after[0][1]
    # what the rest adds is now asked with the plan (the second city's connection may be cheaper)
    planned = game.build_plan(seat, [first])["cost"]
    for label, _ in after[1:]:
        city, cost = label.rsplit(" +", 1)
        assert int(cost) == game.build_plan(seat, [first, city])["cost"] - planned
    app.dispatch("city", {"city": first, "list": "1"})
    assert app.current_choice()["plan"] == []


def _list_buttons(markup: str) -> list:
    """(city, attributes) of each button of the list of cities, in its order."""
    return [(_attr(m.group(1), "data-city"), m.group(1))
            for m in re.finditer(r'<button ([^>]*data-list="1"[^>]*)>', markup)]


def test_the_list_offers_and_names_the_cities_as_the_board_does():
    """BASE-BUILD: with one city planned and money for only some of the rest, the list and the
    board agree: the list's first city to add is the board's Tab stop (the cheapest), the same
    cities are marked as more than the money left, and each button's title is the word the
    board's spoken name of that city ends with ("in your plan", "adds 12 Elektro to your plan")."""
    game = play_until(lambda g: kind_is("build")(g) and g.state["round"] >= 2)
    seat = game.decision()["player"]
    preview = game.build_preview(seat)
    first = min((v["cost"], c) for c, v in preview.items() if v["cost"] is not None)[1]
    adds = sorted(game.build_plan(seat, [first, c])["cost"] for c, v in preview.items()
                  if v["cost"] is not None and c != first)
    game.state["players"][seat]["money"] = game.build_plan(seat, [first])["cost"] + adds[len(adds) // 2]
    app = app_for(game)
    app.dispatch("city", {"city": first})
    app.dispatch("city-list", {})
    parts = app.render()[1]
    board = _cities(parts["pg-board-overlay"])
    items = _list_buttons(parts["pg-decision"])
    assert items[0][0] == first and _attr(items[0][1], "aria-checked") == "true"
    stop = next(c for c, tag in board.items() if _attr(tag, "tabindex") == "0")
    assert items[1][0] == stop
    short = {c for c, tag in items if "unaffordable" in _attr(tag, "class")}
    assert short == {c for c, tag in board.items() if "unaffordable" in _attr(tag, "class")}
    assert short and len(short) < len(items) - 1
    for city, tag in items:
        assert _attr(board[city], "aria-label").endswith(", " + _attr(tag, "title")), city


# ---- the auction's toolbars and the region picker ----------------------------------------

def test_the_one_tap_bids_and_the_stepper_are_toolbars():
    game = play_until(kind_is("bid"))
    panel = decision_html(game)
    assert panel.count('role="toolbar"') == 2
    assert 'class="quick-bids" role="toolbar" aria-label="Bid in one press"' in panel


def test_the_region_picker_is_one_tab_stop_with_arrows_between_linked_regions():
    m = map_data("germany")
    picker = str(render_region_map("germany", ["west"], "en"))
    regions = {m_.group(1): m_.group(0) for m_ in re.finditer(r'<g class="region clickable[^"]*" data-action="region" '
                                                              r'data-region="([^"]+)"[^>]*>', picker)}
    assert set(regions) == set(m.regions)
    assert sum(_attr(tag, "tabindex") == "0" for tag in regions.values()) == 1
    assert _attr(regions["west"], "aria-pressed") == "true"
    region_of = {c: r for r, cs in m.regions.items() for c in cs}
    linked = {frozenset((region_of[a], region_of[b])) for a, b, _ in m.connections}
    for rid, tag in regions.items():
        targets = [_attr(tag, "data-" + a) for a in ("left", "right", "up", "down")]
        assert any(targets), rid
        assert all(t is None or t in regions for t in targets)
        # every region's arrows reach at least one region it shares a connection with
        assert any(t is not None and frozenset((rid, t)) in linked for t in targets), rid

"""The map a player looks at: layout, cities in and out of play, houses, costs, plans.

Rendering is pure (game in, SVG string out), so these tests parse the SVG and check what
a player would notice. Rule IDs: BASE-SETUP-2 (only the chosen regions are in play),
BASE-BUILD-3/4 (slots 10/15/20, one more house per city each Step), BASE-BUILD-6..10
(connection costs and paths of a build).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the engine package

import pytest

from powergrid.bots import RandomBot
from pgui.board import svg as board
from pgui.board import static_layer
from pgui.board import layout as lay
from pgui.board.svg import render_board
from pgui.decisions.planner import plan_facts
from board_scenes import (SVG, COLORS, new_game, play_until, houses_total, parse, city_groups,
                          city_bases, planned, city_art, houses_in, late_game)


# ---- layout --------------------------------------------------------------------------

def test_the_board_is_one_accessible_svg_without_scripts_or_links():
    g = new_game()
    svg = render_board(g, COLORS)
    root = parse(svg)
    assert root.tag == f"{SVG}svg"
    assert root.get("role") == "group"     # not "img": that would hide the city buttons inside
    assert root.get("aria-label") == "Map of Germany"
    # the board opens on the play area: the regions in play fill it, with their names
    x, y, w, h = map(float, root.get("viewBox").split())
    assert root.get("viewBox") == root.get("data-full-viewbox")
    pos = lay.layout("germany")
    for city in g.rules.area.index:
        cx, cy = pos[city]
        assert x + 40 <= cx <= x + w - 40 and y + 40 <= cy <= y + h - 40, city
    full_w, full_h = lay.board_size("germany")
    assert w * h < 0.8 * full_w * full_h
    for el in root.iter():
        assert el.tag != f"{SVG}script" and el.tag != f"{SVG}image" and el.tag != f"{SVG}foreignObject"
        for attr in el.attrib:
            assert not attr.lower().startswith("on"), attr
            assert "href" not in attr.lower(), attr
    assert "url(" not in svg


def test_translated_name_for_screen_readers():
    g = new_game()
    root = parse(render_board(g, COLORS, labels={"board": "Karte von <Deutschland>"}))
    assert root.get("aria-label") == "Karte von <Deutschland>"


@pytest.mark.parametrize("game_map, regions", [
    ("germany", ("northwest", "west", "southwest")),
    ("usa", None),
])
def test_only_cities_in_play_are_click_targets(game_map, regions):
    """BASE-SETUP-2: the cities of the regions not in play cannot be built in: no target."""
    g = new_game(game_map=game_map, regions=regions)
    root = parse(render_board(g, COLORS))
    targets = city_groups(root)
    in_play = set(g.rules.area.index)
    assert set(targets) == in_play
    assert len(in_play) < 42
    for g_el in targets.values():
        assert "city" in g_el.get("class").split()
    # the others are still drawn, dimmed, with their names
    names = {t.text for t in root.iter(f"{SVG}text")}
    assert set(g.rules.map.cities) <= names
    out = [e for e in root.iter(f"{SVG}g") if e.get("class") == "city-out"]
    assert len(out) == 42 - len(in_play)
    assert all(float(e.get("opacity")) < 0.5 for e in out)


def test_connections_show_their_costs_including_zero():
    g = new_game(game_map="usa", regions=None)
    root = parse(render_board(g, COLORS))
    costs_group = next(e for e in root.iter(f"{SVG}g") if e.get("class") == "costs")
    shown = sorted(int(t.text) for t in costs_group.iter(f"{SVG}text"))
    assert shown == sorted(c for _, _, c in g.rules.map.connections)
    assert 0 in shown


def test_slots_not_open_in_this_step_are_dashed():
    """BASE-BUILD-3: in Step 1 a city takes one house, so slots 15 and 20 are closed."""
    g = new_game()
    assert g.state["step"] == 1
    root = parse(render_board(g, COLORS))
    assert set(city_bases(root)) == set(city_groups(root))
    for name, group in city_bases(root).items():
        closed = [c for e in group.iter(f"{SVG}g") if e.get("class") == "slot-closed" for c in e]
        assert len(closed) == 2, name


def test_late_game_slots_follow_the_step():
    g = late_game()
    step = g.state["step"]
    root = parse(render_board(g, COLORS))
    for group in city_bases(root).values():
        closed = [c for e in group.iter(f"{SVG}g") if e.get("class") == "slot-closed" for c in e]
        assert len(closed) == 3 - step


# ---- building: preview and plan ------------------------------------------------------

def test_preview_marks_buildable_cities_with_the_engine_cost():
    """BASE-BUILD-6..10: the tags show what the engine charges; the rest is not clickable."""
    g = new_game(players=("Ann", "Bob", "Cem"), regions=None, seed=5)
    bot = RandomBot(5)
    play_until(g, bot, lambda g: g.decision()["kind"] == "build" and houses_total(g) >= 4)
    seat = g.decision()["player"]
    preview = g.build_preview(seat)
    root = parse(render_board(g, COLORS, build=plan_facts(g, seat, (), preview)))
    groups, art = city_groups(root), city_art(root)
    buildable = {c for c, v in preview.items() if v["cost"] is not None}
    assert buildable and buildable != set(groups)
    for city, group in groups.items():
        classes = group.get("class").split()
        tags = [e for e in group.iter(f"{SVG}g") if "cost-tag" in (e.get("class") or "").split()]
        if city in buildable:
            cost = preview[city]["cost"]
            assert "clickable" in classes
            assert group.get("data-cost") == str(cost)
            assert [t.text for t in tags[0].iter(f"{SVG}text")] == [f"+{cost}"]
        else:
            assert "clickable" not in classes and not tags
            assert group.get("data-cost") is None
            assert any(e.get("class") == "veil" for e in art[city].iter(f"{SVG}circle"))   # dimmed


def test_no_preview_means_nothing_is_clickable():
    root = parse(render_board(new_game(), COLORS))
    assert all("clickable" not in g.get("class") for g in city_groups(root).values())


def test_a_legal_plan_draws_its_paths():
    g = new_game(players=("Ann", "Bob", "Cem"), regions=None, seed=5)
    bot = RandomBot(5)
    play_until(g, bot, lambda g: g.decision()["kind"] == "build"
               and g.state["players"][g.decision()["player"]]["cities"])
    seat = g.decision()["player"]
    preview = g.build_preview(seat)
    plan = sorted((c for c, v in preview.items() if v["cost"] is not None),
                  key=lambda c: (-preview[c]["connection"], c))[:2]
    steps = g.build_plan(seat, plan)["steps"]
    root = parse(render_board(g, COLORS, plan=plan, build=plan_facts(g, seat, plan, preview)))
    assert planned(root) == plan
    pos = lay.layout(g.rules.map.key)
    lines = [p.get("points") for p in root.iter(f"{SVG}polyline")]
    expected = [st["path"] for st in steps if len(st["path"]) >= 2]
    assert len(lines) == len(expected) >= 1
    for pts, path in zip(lines, expected):
        coords = [tuple(float(v) for v in xy.split(",")) for xy in pts.split()]
        assert len(coords) == len(path)
        for (x, y), city in zip(coords, path):
            assert abs(x - pos[city][0]) < 0.2 and abs(y - pos[city][1]) < 0.2


def test_an_illegal_plan_only_highlights_the_cities():
    g = new_game()
    out_of_play = next(c for c in g.rules.map.cities if c not in g.rules.area.index)
    plan = ["Essen", out_of_play]
    root = parse(render_board(g, COLORS, plan=plan, build=plan_facts(g, 0, plan, g.build_preview(0))))
    assert list(root.iter(f"{SVG}polyline")) == []
    assert planned(root) == ["Essen"]


# ---- taps --------------------------------------------------------------------------

def pointer_events(root) -> dict:
    """{element: its effective pointer-events} (inherited down the tree; 'auto' by default)."""
    out = {}

    def walk(el, inherited):
        value = el.get("pointer-events", inherited)
        out[el] = value
        for child in el:
            walk(child, value)
    walk(root, "auto")
    return out


@pytest.mark.parametrize("game_map, regions", [("germany", ("northwest", "west", "southwest")), ("usa", None)])
def test_only_the_cities_hit_circles_take_taps(game_map, regions):
    """Labels, badges, houses, tags and halos never catch a finger meant for a city."""
    g = new_game(players=("Ann", "Bob", "Cem"), game_map=game_map, regions=regions, seed=5)
    play_until(g, RandomBot(5), lambda g: g.decision()["kind"] == "build" and houses_total(g) >= 4)
    seat = g.decision()["player"]
    preview = g.build_preview(seat)
    plan = [c for c, v in preview.items() if v["cost"] is not None][:2]
    root = parse(render_board(g, COLORS, plan=plan, build=plan_facts(g, seat, plan, preview)))
    events = pointer_events(root)
    drawn = {"circle", "rect", "line", "polyline", "polygon", "path", "text"}
    live = [el for el, pe in events.items() if pe != "none" and el.tag[len(SVG):] in drawn]
    assert live and all(el.get("class") == "hit" for el in live)
    for city, group in city_groups(root).items():
        assert list(group)[-1].get("class") == "hit", city           # on top of its drawings
    assert {el.get("class") for el in live} == {"hit"}
    assert len(live) == len(city_groups(root)) == len(g.rules.area.index)


def test_the_board_is_a_static_layer_and_two_dynamic_groups():
    g = new_game(players=("Ann", "Bob", "Cem"), regions=None, seed=5)
    play_until(g, RandomBot(5), lambda g: g.decision()["kind"] == "build"
               and g.state["players"][g.decision()["player"]]["cities"])
    seat = g.decision()["player"]
    preview = g.build_preview(seat)
    plan = [c for c, v in preview.items() if v["cost"] is not None][:2]
    ids = ("pl", "po")
    key = (g.rules.map.key, frozenset(g.rules.area.index), static_layer.places_open(g.view()), "Map", ids)
    head, middle, tail = static_layer.static_svg(*key)
    facts = plan_facts(g, seat, plan, preview)
    plan_g = board.render_plan(g.view(), plan, facts["steps"])
    overlay = board.render_overlay(g.view(), COLORS, facts, plan)
    root = parse(head + plan_g + middle + overlay + tail)
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
    assert set(by_id) == set(ids)
    assert "polyline" in plan_g and "data-city" not in plan_g
    assert planned(by_id["pl"]) == plan
    assert set(city_groups(by_id["po"])) == set(g.rules.area.index)
    assert static_layer.static_svg(*key) is static_layer.static_svg(*key)             # cached: once per game and Step
    plain = static_layer.static_svg(*key[:4])                                  # no ids: render_board's layers
    assert plain[0] + plan_g + plain[1] + overlay + plain[2] == render_board(
        g, COLORS, plan=plan, build=plan_facts(g, seat, plan, preview), labels={"board": "Map"})
    # a tap changes the plan only: the paths and the rings, a few hundred bytes
    assert len(plan_g) < 1000 < len(overlay) < len(head + middle)


# ---- a late game ---------------------------------------------------------------------

@pytest.mark.parametrize("game_map", ["germany", "usa"])
def test_a_late_six_player_board_with_a_plan_is_drawn(game_map):
    """BASE-BUILD-6..10: late in a 6-player game, with 70 houses and a three-city plan, the board
    is one well-formed SVG that draws every house and rings the plan. (Its speed: benchmarks/redraw.py.)"""
    g = late_game(game_map=game_map, seed=11, houses=70)
    d = g.decision()
    seat = d["player"] if d else 0
    preview = g.build_preview(seat)
    plan = [c for c, v in preview.items() if v["cost"] is not None][:3]
    root = parse(render_board(g, COLORS, plan=plan, build=plan_facts(g, seat, plan, preview)))
    assert sum(len(houses_in(group)) for group in city_art(root).values()) == houses_total(g)
    assert planned(root) == plan

"""The map a player looks at: layout, cities in and out of play, houses, costs, plans.

Rendering is pure (game in, SVG string out), so these tests parse the SVG and check what
a player would notice. Rule IDs: BASE-SETUP-2 (only the chosen regions are in play),
BASE-BUILD-3/4 (slots 10/15/20, one more house per city each Step), BASE-BUILD-6..10
(connection costs and paths of a build).
"""
from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the engine package

import pytest

from powergrid import Game
from powergrid.bots import RandomBot
from pgui.board import svg as board
from pgui.board import layout as lay
from pgui.board.svg import initial, render_board, shape_of
from pgui.decisions.planner import plan_facts

SVG = "{http://www.w3.org/2000/svg}"
COLORS = ["#d32f2f", "#1976d2", "#388e3c", "#fbc02d", "#7b1fa2", "#212121"]
HOSTILE = '<img src=x onerror=1>'      # names are at most 32 characters
HOSTILE2 = '"><b onclick=1>&amp;'


# ---- helpers -------------------------------------------------------------------------

def new_game(players=("Ann", "Bob"), game_map="germany", regions=("northwest", "west", "southwest"), seed=3):
    return Game({"map": game_map, "players": list(players), "seed": seed,
                 "regions": list(regions) if regions else None, "beginner": False})


def play_until(game, bot, done):
    for _ in range(5000):
        if game.over or done(game):
            return game
        game.apply(bot.act(game))
    raise AssertionError("the game did not get there")


def to_build(game, bot):
    return play_until(game, bot, lambda g: g.decision()["kind"] == "build")


def houses_total(game):
    return sum(len(p["cities"]) for p in game.state["players"])


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)      # proves the markup is well-formed XML


def city_groups(root) -> dict:
    return {g.get("data-city"): g for g in root.iter(f"{SVG}g") if g.get("data-city") is not None}


def city_bases(root) -> dict:
    """The static drawing of each in-play city (marker, slots, name), by city."""
    return {g.get("data-base"): g for g in root.iter(f"{SVG}g") if g.get("data-base") is not None}


def planned(root) -> list:
    """The cities ringed as planned, in plan order."""
    return [e.get("data-planned") for e in root.iter(f"{SVG}circle") if e.get("data-planned")]


def city_art(root) -> dict:
    """The drawing under each city's button (network ring, build ring or veil, houses), by city."""
    return {g.get("data-art"): g for g in root.iter(f"{SVG}g") if g.get("data-art") is not None}


def houses_in(group) -> list:
    """[(seat, fill, letter, shape)] of the houses drawn in a city, in slot order."""
    out = []
    for h in group.iter(f"{SVG}g"):
        if h.get("class") == "house":
            body = next(e for e in h if e.tag != f"{SVG}text" and e.get("class") != "halo")
            text = next(e for e in h if e.tag == f"{SVG}text")
            out.append((int(h.get("data-seat")), body.get("fill"), text.text, h.get("data-shape")))
    return out


def late_game(game_map="germany", players=6, seed=11, houses=60):
    names = ["Ann", "Bob", "Cem", "Dia", "Eve", "Fay"][:players]
    g = Game({"map": game_map, "players": names, "seed": seed})
    return play_until(g, RandomBot(seed), lambda g: houses_total(g) >= houses)


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


# ---- houses --------------------------------------------------------------------------

def test_a_built_house_shows_colour_initial_and_shape():
    g = new_game(players=("ann", "Bob"))
    bot = RandomBot(1)
    to_build(g, bot)
    seat = g.decision()["player"]
    g.apply({"type": "build", "player": seat, "cities": ["Essen"]})
    root = parse(render_board(g, COLORS))
    [(owner, fill, letter, shape)] = houses_in(city_art(root)["Essen"])
    assert owner == seat
    assert fill == COLORS[seat]
    assert letter == initial(g.state["players"][seat]["name"])
    assert letter in ("A", "B") and letter.isupper()
    assert shape == shape_of(seat, COLORS[seat])
    assert set(city_art(root)) == {"Essen"}     # no other city has anything drawn on it


def test_every_house_of_a_late_game_is_drawn_in_slot_order():
    g = late_game(game_map="usa", players=5, seed=4, houses=45)
    root = parse(render_board(g, COLORS))
    groups = city_art(root)
    drawn = 0
    for city, seats in g.state["cities"].items():
        got = houses_in(groups[city])
        assert [s for s, *_ in got] == seats
        for s, fill, letter, shape in got:
            assert fill == COLORS[s]
            assert letter == g.state["players"][s]["name"][0].upper()
        drawn += len(got)
    assert drawn == houses_total(g) > 0


def test_missing_colours_fall_back_to_the_palette():
    g = new_game()
    bot = RandomBot(1)
    to_build(g, bot)
    g.apply({"type": "build", "player": g.decision()["player"], "cities": ["Essen"]})
    root = parse(render_board(g, []))
    [(_, fill, _, _)] = houses_in(city_art(root)["Essen"])
    assert fill.startswith("#")


def test_six_players_have_six_different_shapes():
    assert len({shape_of(s) for s in range(6)}) == 6
    assert len({shape_of(s, c) for s, c in enumerate(COLORS)}) == 6


def test_palette_colours_keep_their_shape_cue():
    """The page's palette gives each colour a shape; the board draws the same one."""
    common = pytest.importorskip("pgui.common")
    for fill, _ink, shape in common.COLORS.values():
        for seat in range(6):
            assert shape_of(seat, fill) == shape


def test_initials_are_readable_on_light_and_dark_colours():
    assert board.text_color("#fbc02d") == "#111111"     # yellow: dark letter
    assert board.text_color("#212121") == "#fff"     # black: white letter
    assert board.text_color("yellow") == "#111111"
    assert board.text_color("rgb(255, 255, 255)") == "#111111"
    assert board.text_color("hsl(0 0% 0%)") == "#fff"   # unknown syntax: white with an outline


def test_hostile_player_names_are_escaped():
    g = new_game(players=(HOSTILE, HOSTILE2))
    bot = RandomBot(2)
    for city in ("Essen", "Köln"):      # both players build, so both names are on the board
        to_build(g, bot)
        g.apply({"type": "build", "player": g.decision()["player"], "cities": [city]})
    hostile_seat = 0
    for colors in (COLORS, ['"><script>alert(1)</script>', "#1976d2"]):
        svg = render_board(g, colors, build=plan_facts(g, hostile_seat, (), g.build_preview(hostile_seat)))
        assert "<img" not in svg and "<script" not in svg
        root = parse(svg)
        for el in root.iter():
            assert not any(a.lower().startswith("on") for a in el.attrib)
        titles = [t.text or "" for t in root.iter(f"{SVG}title")]
        assert any(HOSTILE in t for t in titles) and any(HOSTILE2 in t for t in titles)   # text, intact
    letters = [letter for grp in city_art(parse(render_board(g, COLORS))).values()
               for s, _, letter, _ in houses_in(grp) if s == hostile_seat]
    assert letters == ["<"]
    assert "&lt;" in svg and "&quot;&gt;" in svg and "&amp;amp;" in svg


def test_a_city_button_shows_only_what_its_name_says_and_its_tooltip_is_that_name():
    """Label in name (WCAG 2.5.3): the houses' letters ("CBA" on a full city) are drawn under the
    buttons, hidden from screen readers, not inside them; a button's only visible text is its
    cost tag, which its name states; the mouse's tooltip is the spoken name."""
    g = late_game(players=3, seed=2, houses=24)
    full = [c for c, seats in g.state["cities"].items() if len(seats) >= 2]
    assert full
    seat = 0
    for svg in (render_board(g, COLORS), render_board(g, COLORS, build=plan_facts(g, seat, (), g.build_preview(seat)))):
        root = parse(svg)
        for city, group in city_groups(root).items():
            name = group.get("aria-label")
            [title] = [e.text for e in group.iter(f"{SVG}title")]
            assert title == name
            for text in group.iter(f"{SVG}text"):
                assert text.text.lstrip("+") in name, (city, text.text, name)
        hidden = next(e for e in root.iter(f"{SVG}g") if e.get("class") == "cities-art")
        assert hidden.get("aria-hidden") == "true"
        assert all(houses_in(city_art(root)[c]) for c in full)


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
    key = (g.rules.map.key, frozenset(g.rules.area.index), board.places_open(g.view()), "Map", ids)
    head, middle, tail = board.static_svg(*key)
    facts = plan_facts(g, seat, plan, preview)
    plan_g = board.render_plan(g.view(), plan, facts["steps"])
    overlay = board.render_overlay(g.view(), COLORS, facts, plan)
    root = parse(head + plan_g + middle + overlay + tail)
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
    assert set(by_id) == set(ids)
    assert "polyline" in plan_g and "data-city" not in plan_g
    assert planned(by_id["pl"]) == plan
    assert set(city_groups(by_id["po"])) == set(g.rules.area.index)
    assert board.static_svg(*key) is board.static_svg(*key)             # cached: once per game and Step
    plain = board.static_svg(*key[:4])                                  # no ids: render_board's layers
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

"""The houses on the board: colour, initial and shape per seat, slot order, escaped names.

Rule IDs: BASE-BUILD-3/4 (slots 10/15/20, one more house per city each Step)."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # the engine package

import pytest

from powergrid.bots import RandomBot
from pgui.board.houses import initial, shape_of, text_color
from pgui.board.svg import render_board
from pgui.decisions.planner import plan_facts
from board_scenes import (SVG, COLORS, HOSTILE, HOSTILE2, new_game, to_build, houses_total, parse,
                          city_groups, city_art, houses_in, late_game)


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
    assert text_color("#fbc02d") == "#111111"     # yellow: dark letter
    assert text_color("#212121") == "#fff"     # black: white letter
    assert text_color("yellow") == "#111111"
    assert text_color("rgb(255, 255, 255)") == "#111111"
    assert text_color("hsl(0 0% 0%)") == "#fff"   # unknown syntax: white with an outline


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

"""The region picker on every map (BASE-SETUP-1/2, MAP-2, BW-5): each region's name takes its
region's taps, a set of regions that does not form one area is said at the tap that picks it, the
cities are named and those with slots of their own ringed; the build list's order ignores case and
accents; a computer seat is marked as one whatever its name; the undo question is a named dialog."""
from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET

import pytest

from powergrid import Game, IllegalAction
from pgui.common import sort_key
from pgui.controller.app import App
from pgui.storage.stored import DictStore
from pgui.decisions.planner import offer
from pgui.i18n import LANGS, t
from pgui.screens.panels import render_players
from pgui.screens import region_names
from pgui.screens.start import render_region_map
from pgui.screens.strip import render_strip
from pgui.board import layout as lay
from pgui.board import boxes, sizes
from pgui.board import declared
from pgui.board.declared import opens_tag
from pgui.board.layout import map_data
from test_ui_saves import TABLE_KEY, clock, start

MAPS = [m["id"] for m in Game.maps()]
SVG = "{http://www.w3.org/2000/svg}"


def picker(map_id: str, regions=(), lang: str = "en") -> ET.Element:
    markup = str(render_region_map(map_id, list(regions), lang))
    return ET.fromstring(markup.replace('<svg ', f'<svg xmlns="{SVG[1:-1]}" ', 1))


def parents(root: ET.Element) -> dict:
    return {child: parent for parent in root.iter() for child in parent}


def region_of(element, up: dict):
    """The region a tap on `element` toggles: its nearest ancestor with data-action="region"."""
    while element is not None:
        if element.get("data-action") == "region":
            return element.get("data-region")
        if element.get("pointer-events") == "none":
            return None
        element = up.get(element)
    return None


@pytest.mark.parametrize("map_id", MAPS)
def test_each_region_name_takes_the_taps_of_its_region(map_id):
    """A region's name may sit over a gap between its cities (Baden-Württemberg's East and
    South-west): the name itself is part of the region's tap target."""
    root = picker(map_id)
    up = parents(root)
    labels = [e for e in root.iter(f"{SVG}text") if e.get("class") == "rlabel"]
    names = {rid: t("en", "region." + rid) for rid in map_data(map_id).regions}
    assert sorted(e.text for e in labels) == sorted(names.values())
    for label in labels:
        rid = next(r for r, n in names.items() if n == label.text)
        assert region_of(label, up) == rid, (map_id, rid)


@pytest.mark.parametrize("map_id", MAPS)
def test_the_picker_names_every_city_and_rings_the_cities_with_slots_of_their_own(map_id):
    """BW-5: the transregional cities wear the board's dashed ring in the picker too."""
    m = map_data(map_id)
    root = picker(map_id)
    texts = [e.text for g in root.iter(f"{SVG}g") if g.get("class") == "rcity" for e in g]
    assert sorted(texts) == sorted(m.cities)
    rings = [c for c in root.iter(f"{SVG}circle") if c.get("stroke-dasharray")]
    assert len(rings) == len(m.city_slots)


def text_box(element, size: float) -> tuple:
    """(x0, y0, x1, y1) of a picker's <text> in `size` units, by its anchor (middle unless said):
    the font's box, as the browser measures it."""
    x, y = float(element.get("x")), float(element.get("y"))
    width = region_names.drawn_width(element.text, size)
    anchor = element.get("text-anchor", "middle")
    x0 = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return (x0, y - region_names.ASCENT * size, x0 + width, y + 0.25 * size)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("map_id", MAPS)
def test_region_names_leave_the_cities_names_and_dots_readable(map_id, lang):
    """KOREA-12 and the dense maps: a region's large name covers no city's name, no city's dot
    (it may touch one's edge) and no other region's name, inside the picker (Benelux's
    "Netherlands north-east" lay over Zaanstad, "Netherlands south" over Breda). The picker is one
    drawing scaled to the screen: what holds in its units holds at both tablet sizes."""
    root = picker(map_id, lang=lang)
    x0, y0, w, h = map(float, root.get("viewBox").split())
    regions = [region_names.name_box(float(e.get("x")), float(e.get("y")),
                                     region_names.drawn_width(e.text, region_names.LABEL_PX) / 2)
               for e in root.iter(f"{SVG}text") if e.get("class") == "rlabel"]
    cities = [(text_box(e, float(g.get("font-size"))), e.text) for g in root.iter(f"{SVG}g")
              if g.get("class") == "rcity" for e in g]
    dots = [(float(c.get("cx")), float(c.get("cy"))) for c in root.iter(f"{SVG}circle") if c.get("class") == "rdot"]
    assert len(regions) == len(map_data(map_id).regions) and len(dots) == len(map_data(map_id).cities)
    for i, box in enumerate(regions):
        assert x0 <= box[0] and box[2] <= x0 + w and y0 <= box[1] and box[3] <= y0 + h, box
        assert not [other for other in regions[i + 1:] if boxes.overlap(box, other)]
        assert not [name for city, name in cities if boxes.overlap(box, city)], box
        assert not [d for d in dots if boxes.box_distance(box, *d) == 0], box


def start_screen(map_id: str, regions, lang: str = "en", n: int = 3) -> str:
    app = App(DictStore(), lang)
    app.boot()
    app.dispatch("map", {"map": map_id})
    app.dispatch("players", {"n": str(n)})
    app.dispatch("region-mode", {"mode": "pick"})
    for r in regions:
        app.dispatch("region", {"region": r})
    return app.render()[1]["pg-screen"]


NOT_ADJACENT = ("regions_not_adjacent", "regions_not_adjacent_on_island")     # UK-2: per island


def apart_pair(map_id: str):
    """Two regions the engine refuses as not adjacent, and the code it refuses them with."""
    regions = sorted(map_data(map_id).regions)
    return next((list(p), code) for p in itertools.combinations(regions, 2)
                if (code := getattr(Game.regions_refusal(map_id, list(p)), "code", None)) in NOT_ADJACENT)


@pytest.mark.parametrize("map_id", MAPS)
def test_regions_that_do_not_touch_are_said_at_the_tap_that_picks_them(map_id):
    """BASE-SETUP-1: the play area is one connected area (one per island, UK-2); the picker says
    so as soon as the regions picked do not form one, above the map, not only after Start."""
    apart, code = apart_pair(map_id)
    warning = t("en", "error." + code)
    html = start_screen(map_id, apart)
    assert warning in html and re.search(r'class="error region-apart" role="alert"', html)
    assert html.index(warning) < html.index('class="regionmap"')
    a = apart[0]
    neighbour = next(r for r in map_data(map_id).regions if r != a and Game.regions_refusal(map_id, [a, r]) is None)
    assert warning not in start_screen(map_id, [a, neighbour])
    assert warning not in start_screen(map_id, [a])


@pytest.mark.parametrize("map_id", MAPS)
def test_the_engine_says_which_region_sets_are_connected_as_it_refuses_them(map_id):
    """MAP-2, MAP-4: Game.regions_refusal answers what Game(options) refuses, for every set of the
    size three players play in (on Italy, blue + green + red cuts Livorno off)."""
    need = Game.player_count(3, map_id)["regions"]
    for combo in itertools.combinations(sorted(map_data(map_id).regions), need):
        try:
            Game({"map": map_id, "players": ["A", "B", "C"], "seed": 1, "regions": list(combo)})
            refused = None
        except IllegalAction as e:
            refused = e.code
        assert getattr(Game.regions_refusal(map_id, list(combo)), "code", None) == refused, combo


def test_the_build_list_sorts_names_without_case_or_accents():
    """Equal costs: by name as a reader sorts it, the same key in CPython and the page's Python."""
    costs = {"Ludwigsburg": 10, "Lörrach": 10, "lahr": 10, "Ülm": 10, "Ulm": 10, "Aalen": 12, "Zell": 8}
    order = offer(costs, None).order
    assert order == ("Zell", "lahr", "Lörrach", "Ludwigsburg", "Ulm", "Ülm", "Aalen")
    assert sort_key("Lörrach") == "lorrach" and sort_key("ÉCOLE") == "ecole"


def strip_and_players(names, kinds, lang: str = "en"):
    game = Game({"map": "germany", "players": names, "seed": 1})
    colors = ["red", "blue", "green", "yellow"][:len(names)]
    return (str(render_strip(game.view(), Game.plant_cards(), colors, lang, kinds)),
            str(render_players(game, lang, colors, kinds)))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_computer_seat_is_marked_as_one_whatever_its_name(lang):
    """A computer named "HAL" shows its mark and level in the strip and the players panel; a
    default name that ends in its level shows the level once, beside the name, so that a cut name
    never loses it; the full name is the strip name's title."""
    default = t(lang, "start.computer_n", n=4, level=t(lang, "start.kind_hard"))
    strip, players = strip_and_players(["Ann", "HAL", "Cem", default], ("person", "normal", "person", "hard"), lang)
    normal = t(lang, "seat.computer", level=t(lang, "start.kind_normal"))
    hard = t(lang, "seat.computer", level=t(lang, "start.kind_hard"))
    for html in (strip, players):
        assert html.count('class="seat-mark"') == 2
        assert f'aria-label="{normal}"' in html and f'aria-label="{hard}"' in html
    entry = re.search(r'<li class="sp[^"]*" data-seat="3".*?</li>', strip).group(0)
    shown = re.search(r'<span class="sp-name" title="([^"]*)">([^<]*)</span>', entry)
    assert shown.group(1) == default and shown.group(2) == t(lang, "start.computer_n", n=4, level="")[:-3]
    assert f'({t(lang, "start.kind_hard")})' in entry.split('class="sp-name"')[1]
    person = re.search(r'<li class="sp[^"]*" data-seat="0".*?</li>', strip).group(0)
    assert "seat-mark" not in person


def test_the_undo_question_is_a_dialog_named_by_its_question():
    app = App(DictStore({TABLE_KEY: "private"}), "en", clock=clock())
    start(app, ["Ann", "Bob", "Cem"])
    app.dispatch("ack")
    app.dispatch("open", {"plant": "4", "bid": "4"})
    app.dispatch("ack")
    app.dispatch("undo")
    panel = app.render()[1]["pg-decision"]
    dialog = re.search(r'<div class="confirm-undo" role="alertdialog" aria-labelledby="([^"]+)">', panel)
    assert dialog and re.search(rf'<p id="{dialog.group(1)}">[^<]*\S', panel)


def name_box(map_id: str, city: str) -> tuple:
    x, y, anchor = lay.label_places(map_id)[city]
    return sizes.label_box(x, y, anchor, boxes.text_width(city, sizes.LABEL_SIZE))


# How much nearer its own city's centre than any other city's a name must lie: half a name's
# height. Names only a unit or two nearer their own city (Philadelphia beside Washington, Korea's
# Chungju over Sangju, Reggio di Calabria beside Siracusa) were read as the neighbour's.
CLEAR_LEAD = sizes.LABEL_SIZE / 2


@pytest.mark.parametrize("map_id", MAPS)
def test_each_city_name_lies_clearly_nearest_its_own_city(map_id):
    """A name nearer another city's marker, or about as near, is read as that city's."""
    pos = lay.layout(map_id)
    for city in pos:
        box = name_box(map_id, city)
        own = boxes.box_distance(box, *pos[city])
        nearest, other = min((boxes.box_distance(box, *p), o) for o, p in pos.items() if o != city)
        assert nearest >= own + CLEAR_LEAD, (city, other, round(nearest - own, 1))


def test_baden_wurttemberg_names_keep_clear_of_their_neighbours():
    """Heidelberg's name sat beside Sinsheim, Sinsheim's beside Heidelberg, "Donaueschingen" under
    Freiburg: each name now lies clearly nearer its own city."""
    pos = lay.layout("badenwurttemberg")
    for city in ("Heidelberg", "Sinsheim", "Donaueschingen", *pos):
        box = name_box("badenwurttemberg", city)
        own = boxes.box_distance(box, *pos[city])
        nearest = min(boxes.box_distance(box, *p) for other, p in pos.items() if other != city)
        assert nearest >= own + sizes.OWN_LEAD, city


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("map_id", [m["id"] for m in Game.maps() if Game.map_board(m["id"])["city_slots"]])
def test_a_closed_citys_tag_is_as_large_as_a_name_and_covers_no_name_and_no_cost(map_id, lang):
    """BW-5: "from Step 2" on a closed city reads like a city's name (it was a third smaller), never
    hides a city's name (it lay on Strasbourg's and Basel's own, so that only the tag showed) nor a
    price: a connection's cost (Mannheim-Ludwigshafen 0, Lörrach-Basel 2) or a neighbour's build
    cost. It lies clearly nearer its own city than any other, so it reads as that city's. The tag
    is translated, so each language is checked with its own width; all fit in the room the board
    keeps for the tag."""
    w, h = lay.board_size(map_id)
    pos = lay.layout(map_id)
    badges = [(x - sizes.BADGE_W / 2, y - sizes.BADGE_H / 2, x + sizes.BADGE_W / 2, y + sizes.BADGE_H / 2)
              for x, y in lay.badge_places(map_id).values()]
    for city, slots in Game.map_board(map_id)["city_slots"].items():
        if slots[0][1] <= 1:
            continue            # open from Step 1 (JP-5, JP-6): never closed, so never tagged
        costs = [(x - sizes.TAG_W / 2, y - sizes.TAG_H / 2, x + sizes.TAG_W / 2, y + sizes.TAG_H / 2)
                 for other, (x, y) in lay.tag_places(map_id).items() if other != city]
        for step in {opens for _price, opens in slots}:
            text = t(lang, "board.opens_in_step", step=step)
            width = declared.opens_width(text)
            x, y = declared.opens_place(map_id, city, width)
            box = (x - width / 2, y - declared.OPENS_H / 2, x + width / 2, y + declared.OPENS_H / 2)
            assert width >= boxes.text_width(text, sizes.LABEL_SIZE) and declared.OPENS_SIZE >= sizes.LABEL_SIZE
            assert width <= sizes.OPENS_ROOM, (lang, text)
            assert 0 <= box[0] and box[2] <= w and 0 <= box[1] and box[3] <= h, (city, box)
            assert not [n for n in pos if boxes.overlap(box, lay.label_extent(map_id, n))], (city, lang)
            assert not [b for b in badges + costs if boxes.overlap(box, b)], (city, lang)
            own = boxes.box_distance(box, *pos[city])
            assert min(boxes.box_distance(box, *p) for o, p in pos.items() if o != city) >= own + CLEAR_LEAD, city
            tag = opens_tag(x, y, text)
            assert f'font-size="{declared.OPENS_SIZE}"' in tag and f">{text}<" in tag

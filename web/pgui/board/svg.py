"""The map as one SVG string: regions, connections with their costs, cities with houses.

The layers are pure: the read model and the build planner's answers in, markup out.
It is a static layer (static_layer.py: background, region halos, connection lines, cost
badges, city markers, names and the empty slots of each Step), built once per (map, regions
in play, Step, label) and cached, with two dynamic groups drawn here: the plan (render_plan: planned paths
and rings, under the badges and markers) and the overlay (render_overlay: houses,
build rings and cost tags, dimming veils, hit targets). The page draws static_svg()
once and then replaces only the dynamic groups; a tap changes only the plan.

Every in-play city is a <g class="city" data-city="NAME"> in the overlay (plus
"clickable" when the preview says it can be built), so the page wires clicks once with
event delegation. Only the cities' hit circles take pointer events; every drawing has
pointer-events="none", so a tap is never caught by a label, a badge or a house.
Every text is escaped: player names come from users.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..common import Drawn, table
from ..h import esc, num
from ..palette import BLACK, BOARD, PAGE, SHEET, WHITE
from .citynames import build_word, spoken_name
from .declared import opens_place, opens_tag, opens_width, slot_place
from .houses import house, initial, seat_color
from .layout import in_play as cities_in_play
from .layout import board_size, layout, map_data
from .boxes import Point
from .planned import PlanFacts
from .sizes import CITY_R, SLOT_POS
from .static_layer import StaticLayer, places_open, static_layer, static_svg

if TYPE_CHECKING:
    from powergrid import Game
    from powergrid.view_schema import GameView

Colors = Sequence[str] | Mapping[int, str]     # colors[seat]: a CSS colour for each seat's houses

PLAN_COLOR = PAGE["chosen"]
TAG_FILL, TAG_TEXT = PAGE["ok"], WHITE
# Luna Park wears the promo cards' colours
PARK_FILL, PARK_LINE, PARK_INK = PAGE["promo-bg"], PAGE["promo"], PAGE["promo-ink"]


def _tag(x: float, y: float, cost: int, dim: bool = False) -> str:
    text = f"+{cost}"
    w = 7.2 * len(text) + 7
    fill, ink = (BOARD["tag-dim"], WHITE) if dim else (TAG_FILL, TAG_TEXT)
    return (f'<g class="cost-tag{" dim" if dim else ""}"><rect x="{num(x - w / 2)}" y="{num(y - 8.5)}" '
            f'width="{num(w)}" height="17" rx="8.5" fill="{fill}" stroke="{WHITE}" stroke-width="1.5"/>'
            f'<text x="{num(x)}" y="{num(y + 4.3)}" font-size="12.5" font-weight="700" text-anchor="middle" '
            f'fill="{ink}">{esc(text)}</text></g>')


def render_paths(view: GameView, steps: Iterable[Mapping[str, Any]] = ()) -> str:
    """The planned connections of the player building now (drawn under badges and cities);
    `steps`: the engine's build plan's steps (decisions/planner.py)."""
    pos = layout(view["map"])
    lines = []
    for st in steps or ():
        path = st.get("path") or []
        if len(path) >= 2:
            pts = " ".join(f"{num(pos[c][0])},{num(pos[c][1])}" for c in path)
            lines.append(f'<polyline points="{pts}"/>')
    if not lines:
        return ""
    return (f'<g class="plan-paths" fill="none" stroke="{PLAN_COLOR}" stroke-width="8" stroke-opacity="0.75" '
            f'stroke-linecap="round" stroke-linejoin="round">{"".join(lines)}</g>')


def render_plan(f: Drawn | GameView, plan: Iterable[str] | None = (),
                steps: Iterable[Mapping[str, Any]] = ()) -> str:
    """The planned paths, and a ring around each planned in-play city (data-planned names it),
    wide enough to show outside the build ring drawn above it."""
    v = table(f)
    pos = layout(v["map"])
    area = cities_in_play(v["map"], tuple(v["regions"]))
    return render_paths(v, steps) + "".join(
        f'<circle class="plan-ring" data-planned="{esc(c)}" cx="{num(pos[c][0])}" cy="{num(pos[c][1])}" '
        f'r="{num(CITY_R + 7)}" fill="none" stroke="{PLAN_COLOR}" stroke-width="8"/>'
        for c in dict.fromkeys(plan or ()) if c in area)


# The parts of each city's overlay that change only with an action (houses, network
# ring, circles), kept for the last read model: a tap on a city then only re-prices the tags.
_CITY_PARTS: dict[str, Any] = {"key": None, "parts": None}


def _city_parts(v: GameView, st: StaticLayer, colors: Colors, current: int | None) -> dict[str, tuple[str, ...]]:
    """{city: (network ring, houses, ring, veil, hit)} as strings, for this read model."""
    key = (tuple(p["name"] for p in v["players"]), tuple((c, tuple(o)) for c, o in v["cities"].items()),
           tuple(colors), current, st.in_play)
    if _CITY_PARTS["key"] == key:
        return _CITY_PARTS["parts"]
    players, occupied, pos = v["players"], v["cities"], st.centres
    parts: dict[str, tuple[str, ...]] = {}
    for c in st.cities:
        x, y = pos[c]
        sx, sy = num(x), num(y)
        owners = occupied.get(c) or ()
        mine = (f'<circle class="mine" cx="{sx}" cy="{sy}" r="{num(CITY_R + 4)}" fill="none" '
                f'stroke="{esc(seat_color(colors, current))}" stroke-width="5"/>'
                if current is not None and current in owners else "")
        count = len(st.slots.get(c, SLOT_POS))
        places = [SLOT_POS[slot_place(k, count)] for k in range(count)]
        houses = "".join(house(x + places[k][0], y + places[k][1], s, seat_color(colors, s),
                               initial(players[s]["name"])) for k, s in enumerate(owners[:count]))
        ring = (f'<circle cx="{sx}" cy="{sy}" r="{num(CITY_R + 3)}" fill="none" '
                f'stroke="{TAG_FILL}" stroke-width="3"/>')
        veil = (f'<circle class="veil" cx="{sx}" cy="{sy}" r="{num(CITY_R + 1.5)}" fill="{SHEET}" '
                f'fill-opacity="0.6"/>')
        # the target, larger than the marker for fingers, on top of the drawings
        hit = f'<circle class="hit" cx="{sx}" cy="{sy}" r="{num(CITY_R + 9)}" fill="{BLACK}" fill-opacity="0"/>'
        parts[c] = (mine, houses, ring, veil, hit)
    _CITY_PARTS["key"], _CITY_PARTS["parts"] = key, parts
    return parts


def render_overlay(f: Drawn | GameView, colors: Colors, build: PlanFacts | None = None, plan: Iterable[str] | None = (),
                   current: int | None = None, opens: Mapping[int, str] | None = None, lang: str = "en") -> str:
    """Two parts. First one aria-hidden layer <g class="cities-art"> (no pointer events) with the
    drawings of each in-play city: a ring in the colour of `current` around his own cities (his
    network), the build ring (buildable and paid for) or the veil (not buildable now, or not
    covered by the money left), and its houses. Then, above it, per in-play city a button
    <g class="city" data-city> holding only its <title> (the spoken name), its cost tag (what
    adding it to `plan` costs, grey when the money left does not cover it) or, while a build is
    shown, a closed city's tag `opens[step]` ("from Step 2", the view's cities_open, BW-5), and
    its hit circle on top; last, Luna Park's card when a player owns it (PROMO-PARK-2). The
    button's classes: "clickable" (the preview says it can be built), "unaffordable" (the money
    left after the plan does not cover it), "planned" (a tap takes it out of the plan). `build`:
    the build planner's answers ({"costs", "offer"}, decisions/planner.py) while a build
    decision is shown, else None.

    For the keyboard each city button is named in `lang` (citynames.spoken_name) and carries the
    cities its arrow keys go to (compass.py); one of them is the board's single Tab stop: the
    first city of the planner's offer (the cheapest to add) while building, else the first."""
    v = table(f)
    st = static_layer(v["map"], cities_in_play(v["map"], tuple(v["regions"])), places_open(v))
    costs: Mapping[str, int] = build["costs"] if build is not None else {}
    order, short = build["offer"] if build is not None else ((), frozenset[str]())
    planned = set(plan or ())
    cached = _city_parts(v, st, colors, current)
    entry = order[0] if order else next(iter(st.cities), None)
    art_out, out = [], []
    for c in st.cities:
        mine, houses, ring, veil, hit = cached[c]
        cost = costs.get(c)
        opens_text = ""
        dim = c in short
        cls = ("city clickable" + (" unaffordable" if dim else "")) if cost is not None else "city"
        if build is not None and c in planned:
            cls = "city clickable planned"       # a tap takes it out of the plan
        extra = f' data-cost="{cost}" cursor="pointer"' if cost is not None else ""
        art = mine
        if cost is not None and not dim:
            art += ring
        elif build is not None and c not in planned:   # cannot be built now, or not paid for
            art += veil
        art += houses
        if art:
            art_out.append(f'<g class="city-art" data-art="{esc(c)}">{art}</g>')
        tag = ""
        if cost is not None:
            tx, ty = st.tags[c]
            tag = _tag(tx, ty, cost, dim)
        elif build is not None and opens and not v["cities_open"][c]["open"]:
            opens_text = opens[v["cities_open"][c]["slots"][0][1]]
            tag = opens_tag(*opens_place(v["map"], c, opens_width(opens_text)), opens_text)
        tag_g = f'<g pointer-events="none">{tag}</g>' if tag else ""
        name, keys = _keyboard(v, c, st, build, cost, dim, planned, opens_text, entry, lang)
        # the tooltip a mouse shows is the name a screen reader says
        out.append(f'<g class="{cls}" data-city="{esc(c)}"{extra}{keys}><title>{esc(name)}</title>{tag_g}{hit}</g>')
    park = v["promo"]["owners"].get("park") if v["promo"] else None
    if park is not None:
        out.append(_luna_park(v["map"], park, seat_color(colors, park), initial(v["players"][park]["name"])))
    # The drawings (network ring, build ring or veil, houses) lie under the cities' buttons and are
    # hidden from screen readers: each button's name already says whose houses stand there, and a
    # button holding the houses' letters ("CBA") would have visible text its name does not contain.
    art_layer = f'<g class="cities-art" aria-hidden="true" pointer-events="none">{"".join(art_out)}</g>'
    return art_layer + "".join(out)


def _keyboard(v: GameView, c: str, st: StaticLayer, build: PlanFacts | None, cost: int | None, short: bool,
              planned: set[str], opens_text: str, entry: str | None, lang: str) -> tuple[str, str]:
    """(spoken name, attributes) of a city for the keyboard and screen readers: a button (pressed
    when planned, disabled when a press would do nothing), its name, its Tab stop, its arrows."""
    owners = [str(v["players"][s]["name"]) for s in v["cities"].get(c) or ()]
    word = build_word(lang, cost, short, c in planned, opens_text) if build is not None else ""
    name = spoken_name(lang, c, owners, v["cities_open"][c], word)
    if build is None:
        state = ' aria-disabled="true"'
    elif c in planned or cost is not None:
        state = f' aria-pressed="{"true" if c in planned else "false"}"'
    else:
        state = ' aria-pressed="false" aria-disabled="true"'
    return name, (f' role="button" tabindex="{0 if c == entry else -1}" aria-label="{esc(name)}"{state}'
                  f'{st.moves[c]}')


PARK_W, PARK_H = 124, 30


@lru_cache(maxsize=8)
def _park_corner(map_key: str) -> Point:
    """The board corner farthest from every city: Luna Park's card goes there (it is no map city)."""
    w, h = board_size(map_key)
    centres = layout(map_key).values()
    corners: list[Point] = [(6, 6), (w - PARK_W - 6, 6), (6, h - PARK_H - 6), (w - PARK_W - 6, h - PARK_H - 6)]
    return max(corners, key=lambda c: min((x - c[0] - PARK_W / 2) ** 2 + (y - c[1] - PARK_H / 2) ** 2
                                          for x, y in centres))


def _luna_park(map_key: str, seat: int, color: str, letter: str) -> str:
    """Luna Park's card with its owner's house (PROMO-PARK-2): on the board, off the network."""
    x, y = _park_corner(map_key)
    return (f'<g class="luna-park" data-seat="{seat}" pointer-events="none">'
            f'<rect x="{num(x)}" y="{num(y)}" width="{PARK_W}" height="{PARK_H}" rx="8" fill="{PARK_FILL}" '
            f'stroke="{PARK_LINE}" stroke-width="2"/><text x="{num(x + 10)}" y="{num(y + 20)}" font-size="13" '
            f'font-weight="700" fill="{PARK_INK}">✪ Luna Park</text>'
            f'{house(x + PARK_W - 16, y + PARK_H / 2, seat, color, letter)}</g>')


def board_name(view: GameView, labels: Mapping[str, str] | None = None) -> str:
    return (labels or {}).get("board") or f"Map of {map_data(view['map']).name}"


def render_board(game: Game | Drawn | GameView, colors: Colors, plan: Iterable[str] = (),
                 build: PlanFacts | None = None, labels: Mapping[str, str] | None = None) -> str:
    """The whole map as an <svg> string (the static layer with the dynamic groups filled), for
    tests and tools, drawn by the page's own pure layers.

    colors   colors[seat] is a CSS colour for each seat's houses
    plan     city names the player is planning to build now (ringed, paths drawn)
    build    the build room's answers for the plan (decisions.planner.plan_facts, asked by the
             caller): buildable cities get "clickable", a ring and a cost tag, the others are
             dimmed, and the plan's paths are drawn
    labels   translated texts: {"board": "Map of Germany"}
    """
    v = table(game)
    head, middle, tail = static_svg(v["map"], cities_in_play(v["map"], tuple(v["regions"])), places_open(v),
                                    board_name(v, labels))
    return (head + render_plan(v, plan, build["steps"] if build else ()) + middle
            + render_overlay(v, colors, build, plan) + tail)

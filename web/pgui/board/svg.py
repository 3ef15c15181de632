"""The map as one SVG string: regions, connections with their costs, cities with houses.

The layers are pure: the read model and the build planner's answers in, markup out.
It is a static layer (background, region halos, connection lines, cost badges, city
markers, names and the empty slots of each Step), built once per (map, regions in play,
Step, label) and cached, with two dynamic groups: the plan (render_plan: planned paths
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

import math
from functools import lru_cache

from powergrid import SLOT_PRICES

from ..common import REGION_FILL, table
from ..palette import BLACK, PAGE, SLOT_CLOSED, SLOT_OPEN, WHITE
from .citynames import build_word, spoken_name
from .compass import attributes, compass
from .declared import PRICE_INK, declared_city, opens_place, opens_tag, opens_width, slot_place
from .houses import _color, _e, _n, house, initial, shape_of, text_color  # noqa: F401  (tests read them here)
from .layout import in_play as cities_in_play
from .layout import (badge_places, board_size, label_extent, label_places, layout, map_data,
                     opens_rooms, tag_places)
from .sizes import BADGE_H, BADGE_W, CITY_R, LABEL_SIZE, SLOT_POS, SLOT_R, readable_height

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
PLAN_COLOR = PAGE["chosen"]
TAG_FILL, TAG_TEXT = PAGE["ok"], WHITE
BADGE_INK = PAGE["grey-333"]            # a connection's cost
# Luna Park wears the promo cards' colours
PARK_FILL, PARK_LINE, PARK_INK = PAGE["promo-bg"], PAGE["promo"], PAGE["promo-ink"]


# ---- the static part -----------------------------------------------------------------

class _Static:
    __slots__ = ("head", "badges", "cities", "dim_cities", "tags", "centres", "in_play", "size", "slots", "moves")


def _slots(x, y, places: int) -> str:
    """The three empty slots (10, 15, 20); those past the city's `places` open in this Step (the
    view's cities_open, BASE-BUILD-3) are dashed."""
    open_, shut, prices = [], [], []
    for k, (dx, dy) in enumerate(SLOT_POS):
        cx, cy = _n(x + dx), _n(y + dy)
        if k < places:
            open_.append(f'<circle cx="{cx}" cy="{cy}" r="{SLOT_R}"/>')
            prices.append(f'<text x="{cx}" y="{_n(y + dy + 2.7)}">{SLOT_PRICES[k]}</text>')
        else:
            shut.append(f'<circle cx="{cx}" cy="{cy}" r="{SLOT_R}"/>')
    out = f'<g fill="{SLOT_OPEN[0]}" stroke="{SLOT_OPEN[1]}" stroke-width="1.1">{"".join(open_)}</g>'
    if shut:
        out += (f'<g class="slot-closed" fill="{SLOT_CLOSED[0]}" stroke="{SLOT_CLOSED[1]}" stroke-width="1" '
                f'stroke-dasharray="2.2 1.8">{"".join(shut)}</g>')
    return out + f'<g font-size="7.5" text-anchor="middle" fill="{PRICE_INK}">{"".join(prices)}</g>'


def _label(city, lx, ly, anchor, fill) -> str:
    return (f'<text x="{_n(lx)}" y="{_n(ly)}" font-size="{LABEL_SIZE}" font-weight="600" '
            f'text-anchor="{anchor}" fill="{fill}" stroke="#fbf8ef" stroke-width="3.2" '
            f'stroke-linejoin="round" paint-order="stroke">{_e(city)}</text>')


def places_open(view) -> tuple:
    """((city, places open in this Step), ...) from the view's cities_open: what the static layer
    draws the slots by (hashable, so the layer is cached per map, regions in play and Step)."""
    return tuple((c, o["places"]) for c, o in view["cities_open"].items())


@lru_cache(maxsize=32)
def _static(map_key: str, in_play: frozenset, places: tuple) -> _Static:
    m = map_data(map_key)
    pos = layout(map_key)
    labels = label_places(map_key)
    badges = badge_places(map_key)
    w, h = board_size(map_key)
    s = _Static()
    s.size, s.centres, s.in_play, s.slots = (w, h), pos, in_play, m.city_slots
    # where each arrow key goes from each city in play (along connections first)
    s.moves = {c: attributes(to) for c, to in compass({c: pos[c] for c in m.cities if c in in_play},
                                                        ((a, b) for a, b, _ in m.connections)).items()}

    # The sheet reaches well past the board: whatever shape the board's box has (a tall play area
    # in a wide portrait box), the map fills it, with no empty band beside the sheet.
    head = [f'<rect class="sheet" x="{-w}" y="{-h}" width="{3 * w}" height="{3 * h}" fill="#f3eedf"/>',
            '<g class="regions" opacity="0.32">']
    for rid, cities in sorted(m.regions.items()):
        fill = REGION_FILL.get(m.region_colors[rid], "#999999")
        for c in cities:
            if c in in_play:
                x, y = pos[c]
                head.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{CITY_R + 17}" fill="{fill}"/>')
    head.append('</g><g class="connections" stroke-linecap="round">')
    badge_parts = ['<g class="costs" font-size="11" font-weight="700" text-anchor="middle">']
    for a, b, cost in m.connections:
        (ax, ay), (bx, by) = pos[a], pos[b]
        live = a in in_play and b in in_play
        stroke = 'stroke="#5f5a50" stroke-width="3"' if live else 'stroke="#b9b4a8" stroke-width="2" opacity="0.5"'
        head.append(f'<line x1="{_n(ax)}" y1="{_n(ay)}" x2="{_n(bx)}" y2="{_n(by)}" {stroke}/>')
        mx, my = badges[(a, b)]
        op = "" if live else ' opacity="0.4"'
        badge_parts.append(
            f'<g{op}><rect x="{_n(mx - BADGE_W / 2)}" y="{_n(my - BADGE_H / 2)}" width="{BADGE_W}" '
            f'height="{BADGE_H}" rx="7" fill="{WHITE}" stroke="#5f5a50" stroke-width="1.2"/>'
            f'<text x="{_n(mx)}" y="{_n(my + 4)}" fill="{BADGE_INK}">{cost}</text></g>')
    head.append('</g>')
    badge_parts.append('</g>')
    s.head = "".join(head)
    s.badges = "".join(badge_parts)

    s.cities, s.dim_cities, s.tags = {}, [], tag_places(map_key)
    places = dict(places)
    for c in m.cities:
        x, y = pos[c]
        lx, ly, anchor = labels[c]
        if c in in_play:
            pad = (f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(CITY_R)}" fill="{WHITE}" stroke="#2f2f2f" '
                   f'stroke-width="2"/>')
            body = (declared_city(x, y, m.city_slots[c], places[c]) if c in m.city_slots
                    else pad + _slots(x, y, places[c]))
            s.cities[c] = body + _label(c, lx, ly, anchor, "#1d1d1d")
        else:   # not in play (BASE-SETUP-2): grey, faint, nothing to click
            s.dim_cities.append(
                f'<g class="city-out" opacity="0.38"><circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(CITY_R - 3)}" '
                f'fill="#d6d3cc" stroke="#9a968c" stroke-width="1.5"/>'
                f'{_label(c, lx, ly, anchor, "#6d6a63")}</g>')
    return s


# ---- the layers ----------------------------------------------------------------------
#
# The board is one <svg>: a static layer (background, regions, connections, cost badges,
# city markers, slots and names: it changes only with the map, the regions in play, the
# Step and the language) and two dynamic groups:
#   plan     the planned connections and a ring around each planned city, under the
#            cost badges and the city markers                                - every tap
#   overlay  per in-play city its hit target, the dimming veil or the build ring,
#            the houses and the cost tag                                     - every action
# The page draws the static layer once and replaces only the groups that changed, so a tap
# on a city rewrites a few hundred bytes. Nothing drawn intercepts a click: the static
# layer, the plan and the drawings of the overlay have pointer-events="none"; each in-play
# city's hit circle is the last (top) element of its group.

PLAN_CLASS, OVERLAY_CLASS = "board-plan", "board-overlay"


@lru_cache(maxsize=32)
def static_svg(map_key: str, in_play: frozenset, places: tuple, name: str, ids: tuple = ("", "")) -> tuple:
    """Three strings: the whole board is s[0] + plan + s[1] + overlay + s[2].

    `places`: places_open(view); `ids` are the element ids of the plan and overlay groups (for the page)."""
    st = _static(map_key, in_play, places)
    area = play_box(map_key, in_play)
    box = " ".join(_n(v) for v in area)
    idattr = [f' id="{_e(i)}"' if i else "" for i in ids]
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="{box}" '
            f'data-full-viewbox="{box}" style="--readable-height: {readable_height(area[3])}px" '
            f'preserveAspectRatio="xMidYMid meet" role="group" '
            f'aria-label="{_e(name)}" font-family="{FONT}" data-map="{_e(map_key)}">'
            f'<g class="board-static" pointer-events="none" aria-hidden="true">{st.head}</g>'
            f'<g class="{PLAN_CLASS}"{idattr[0]} pointer-events="none" aria-hidden="true">')
    bases = "".join(f'<g class="city-base" data-base="{_e(c)}">{base}</g>' for c, base in st.cities.items())
    middle = (f'</g><g class="board-static" pointer-events="none" aria-hidden="true">{st.badges}'
              f'{"".join(st.dim_cities)}{bases}</g><g class="{OVERLAY_CLASS}"{idattr[1]}>')
    return head, middle, "</g></svg>"


PLAY_MARGIN = 62     # board units around the play area's cities: room for their names and tags


@lru_cache(maxsize=64)
def play_box(map_key: str, in_play: frozenset) -> tuple:
    """(x, y, w, h): the part of the board the regions in play fill, with room around each city
    and the whole extent of its name (a name at the edge is never cut) and of the room of its
    "from Step 2" tag (BW-5); the whole board when nothing is in play. The board opens on it and
    "fit" returns to it."""
    w, h = board_size(map_key)
    pos = layout(map_key)
    cities = [c for c in in_play if c in pos]
    if not cities:
        return (0, 0, w, h)
    names = [label_extent(map_key, c) for c in cities]     # a name may reach past the board's edge
    names += [room for c, room in opens_rooms(map_key).items() if c in in_play]
    x0 = min(max(0, min(pos[c][0] for c in cities) - PLAY_MARGIN), *(b[0] for b in names))
    y0 = min(max(0, min(pos[c][1] for c in cities) - PLAY_MARGIN), *(b[1] for b in names))
    x1 = max(min(w, max(pos[c][0] for c in cities) + PLAY_MARGIN), *(b[2] for b in names))
    y1 = max(min(h, max(pos[c][1] for c in cities) + PLAY_MARGIN), *(b[3] for b in names))
    x0, y0 = math.floor(x0 * 10) / 10, math.floor(y0 * 10) / 10      # rounded outwards
    return (x0, y0, round(math.ceil(x1 * 10) / 10 - x0, 1), round(math.ceil(y1 * 10) / 10 - y0, 1))


def _tag(x, y, cost, dim=False) -> str:
    text = f"+{cost}"
    w = 7.2 * len(text) + 7
    fill, ink = ("#9e9e9e", WHITE) if dim else (TAG_FILL, TAG_TEXT)
    return (f'<g class="cost-tag{" dim" if dim else ""}"><rect x="{_n(x - w / 2)}" y="{_n(y - 8.5)}" '
            f'width="{_n(w)}" height="17" rx="8.5" fill="{fill}" stroke="{WHITE}" stroke-width="1.5"/>'
            f'<text x="{_n(x)}" y="{_n(y + 4.3)}" font-size="12.5" font-weight="700" text-anchor="middle" '
            f'fill="{ink}">{_e(text)}</text></g>')


def render_paths(view, steps=()) -> str:
    """The planned connections of the player building now (drawn under badges and cities);
    `steps`: the engine's build plan's steps (decisions/planner.py)."""
    pos = layout(view["map"])
    lines = []
    for st in steps or ():
        path = st.get("path") or []
        if len(path) >= 2:
            pts = " ".join(f"{_n(pos[c][0])},{_n(pos[c][1])}" for c in path)
            lines.append(f'<polyline points="{pts}"/>')
    if not lines:
        return ""
    return (f'<g class="plan-paths" fill="none" stroke="{PLAN_COLOR}" stroke-width="8" stroke-opacity="0.75" '
            f'stroke-linecap="round" stroke-linejoin="round">{"".join(lines)}</g>')


def render_plan(f, plan=(), steps=()) -> str:
    """The planned paths, and a ring around each planned in-play city (data-planned names it),
    wide enough to show outside the build ring drawn above it."""
    v = table(f)
    pos = layout(v["map"])
    area = cities_in_play(v["map"], tuple(v["regions"]))
    return render_paths(v, steps) + "".join(
        f'<circle class="plan-ring" data-planned="{_e(c)}" cx="{_n(pos[c][0])}" cy="{_n(pos[c][1])}" '
        f'r="{_n(CITY_R + 7)}" fill="none" stroke="{PLAN_COLOR}" stroke-width="8"/>'
        for c in dict.fromkeys(plan or ()) if c in area)


# The parts of each city's overlay that change only with an action (houses, network
# ring, circles), kept for the last read model: a tap on a city then only re-prices the tags.
_CITY_PARTS: dict = {"key": None, "parts": None}


def _city_parts(v, st, colors, current) -> dict:
    """{city: (network ring, houses, ring, veil, hit)} as strings, for this read model."""
    key = (tuple(p["name"] for p in v["players"]), tuple((c, tuple(o)) for c, o in v["cities"].items()),
           tuple(colors), current, st.in_play)
    if _CITY_PARTS["key"] == key:
        return _CITY_PARTS["parts"]
    players, occupied, pos = v["players"], v["cities"], st.centres
    parts = {}
    for c in st.cities:
        x, y = pos[c]
        sx, sy = _n(x), _n(y)
        owners = occupied.get(c) or ()
        mine = (f'<circle class="mine" cx="{sx}" cy="{sy}" r="{_n(CITY_R + 4)}" fill="none" '
                f'stroke="{_e(_color(colors, current))}" stroke-width="5"/>'
                if current is not None and current in owners else "")
        count = len(st.slots.get(c, SLOT_POS))
        places = [SLOT_POS[slot_place(k, count)] for k in range(count)]
        houses = "".join(house(x + places[k][0], y + places[k][1], s, _color(colors, s),
                               initial(players[s]["name"])) for k, s in enumerate(owners[:count]))
        ring = (f'<circle cx="{sx}" cy="{sy}" r="{_n(CITY_R + 3)}" fill="none" '
                f'stroke="{TAG_FILL}" stroke-width="3"/>')
        veil = (f'<circle class="veil" cx="{sx}" cy="{sy}" r="{_n(CITY_R + 1.5)}" fill="#f3eedf" '
                f'fill-opacity="0.6"/>')
        # the target, larger than the marker for fingers, on top of the drawings
        hit = f'<circle class="hit" cx="{sx}" cy="{sy}" r="{_n(CITY_R + 9)}" fill="{BLACK}" fill-opacity="0"/>'
        parts[c] = (mine, houses, ring, veil, hit)
    _CITY_PARTS["key"], _CITY_PARTS["parts"] = key, parts
    return parts


def render_overlay(f, colors, build=None, plan=(), current=None, opens=None, lang="en") -> str:
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
    st = _static(v["map"], cities_in_play(v["map"], tuple(v["regions"])), places_open(v))
    costs = build["costs"] if build is not None else {}
    order, short = build["offer"] if build is not None else ((), frozenset())
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
            art_out.append(f'<g class="city-art" data-art="{_e(c)}">{art}</g>')
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
        out.append(f'<g class="{cls}" data-city="{_e(c)}"{extra}{keys}><title>{_e(name)}</title>{tag_g}{hit}</g>')
    park = (v["promo"] or {}).get("owners", {}).get("park")
    if park is not None:
        out.append(_luna_park(v["map"], park, _color(colors, park), initial(v["players"][park]["name"])))
    # The drawings (network ring, build ring or veil, houses) lie under the cities' buttons and are
    # hidden from screen readers: each button's name already says whose houses stand there, and a
    # button holding the houses' letters ("CBA") would have visible text its name does not contain.
    art_layer = f'<g class="cities-art" aria-hidden="true" pointer-events="none">{"".join(art_out)}</g>'
    return art_layer + "".join(out)


def _keyboard(v, c, st, build, cost, short, planned, opens_text, entry, lang) -> tuple:
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
    return name, (f' role="button" tabindex="{0 if c == entry else -1}" aria-label="{_e(name)}"{state}'
                  f'{st.moves[c]}')


PARK_W, PARK_H = 124, 30


@lru_cache(maxsize=8)
def _park_corner(map_key: str) -> tuple:
    """The board corner farthest from every city: Luna Park's card goes there (it is no map city)."""
    w, h = board_size(map_key)
    centres = layout(map_key).values()
    corners = [(6, 6), (w - PARK_W - 6, 6), (6, h - PARK_H - 6), (w - PARK_W - 6, h - PARK_H - 6)]
    return max(corners, key=lambda c: min((x - c[0] - PARK_W / 2) ** 2 + (y - c[1] - PARK_H / 2) ** 2
                                          for x, y in centres))


def _luna_park(map_key: str, seat: int, color: str, letter: str) -> str:
    """Luna Park's card with its owner's house (PROMO-PARK-2): on the board, off the network."""
    x, y = _park_corner(map_key)
    return (f'<g class="luna-park" data-seat="{seat}" pointer-events="none">'
            f'<rect x="{_n(x)}" y="{_n(y)}" width="{PARK_W}" height="{PARK_H}" rx="8" fill="{PARK_FILL}" '
            f'stroke="{PARK_LINE}" stroke-width="2"/><text x="{_n(x + 10)}" y="{_n(y + 20)}" font-size="13" '
            f'font-weight="700" fill="{PARK_INK}">✪ Luna Park</text>'
            f'{house(x + PARK_W - 16, y + PARK_H / 2, seat, color, letter)}</g>')


def board_name(view, labels=None) -> str:
    return (labels or {}).get("board") or f"Map of {map_data(view['map']).name}"


def render_board(game, colors, plan=(), build=None, labels=None) -> str:
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

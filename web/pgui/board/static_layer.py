"""The board's static layer: the sheet, the regions in play, the connections and their cost
badges, the city markers with their empty slots and names (board/svg.py draws the dynamic groups
over it). It changes only with the map, the regions in play, the Step and the language, so it is
built once per (map, regions in play, Step, label) and cached."""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from powergrid import SLOT_PRICES

from ..common import REGION_FILL
from ..h import esc, num
from ..palette import BOARD, PAGE, SHEET, SLOT_CLOSED, SLOT_OPEN, WHITE
from .boxes import Point
from .compass import attributes, compass
from .declared import PRICE_INK, declared_city
from .layout import badge_places, board_size, label_extent, label_places, layout, map_data, opens_rooms, tag_places
from .sizes import BADGE_H, BADGE_W, CITY_R, LABEL_SIZE, SLOT_POS, SLOT_R, readable_height

if TYPE_CHECKING:
    from powergrid.view_schema import GameView

FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
BADGE_INK = PAGE["grey-333"]            # a connection's cost


@dataclass(frozen=True)
class StaticLayer:
    head: str                           # the sheet, the regions' halos, the connections
    badges: str                         # the connections' cost badges
    cities: dict[str, str]              # each city in play: its marker, slots and name
    dim_cities: list[str]               # the cities not in play
    tags: dict[str, Point]              # where each city's build-cost tag goes
    centres: dict[str, Point]
    in_play: frozenset[str]
    slots: dict[str, tuple[tuple[int, int], ...]]     # the cities with declared slots (BW-5)
    moves: dict[str, str]               # each city in play: where its arrow keys go (data attributes)


def _slots(x: float, y: float, places: int) -> str:
    """The three empty slots (10, 15, 20); those past the city's `places` open in this Step (the
    view's cities_open, BASE-BUILD-3) are dashed."""
    open_, shut, prices = [], [], []
    for k, (dx, dy) in enumerate(SLOT_POS):
        cx, cy = num(x + dx), num(y + dy)
        if k < places:
            open_.append(f'<circle cx="{cx}" cy="{cy}" r="{SLOT_R}"/>')
            prices.append(f'<text x="{cx}" y="{num(y + dy + 2.7)}">{SLOT_PRICES[k]}</text>')
        else:
            shut.append(f'<circle cx="{cx}" cy="{cy}" r="{SLOT_R}"/>')
    out = f'<g fill="{SLOT_OPEN[0]}" stroke="{SLOT_OPEN[1]}" stroke-width="1.1">{"".join(open_)}</g>'
    if shut:
        out += (f'<g class="slot-closed" fill="{SLOT_CLOSED[0]}" stroke="{SLOT_CLOSED[1]}" stroke-width="1" '
                f'stroke-dasharray="2.2 1.8">{"".join(shut)}</g>')
    return out + f'<g font-size="7.5" text-anchor="middle" fill="{PRICE_INK}">{"".join(prices)}</g>'


def _label(city: str, lx: float, ly: float, anchor: str, fill: str) -> str:
    return (f'<text x="{num(lx)}" y="{num(ly)}" font-size="{LABEL_SIZE}" font-weight="600" '
            f'text-anchor="{anchor}" fill="{fill}" stroke="{BOARD["name-halo"]}" stroke-width="3.2" '
            f'stroke-linejoin="round" paint-order="stroke">{esc(city)}</text>')


def places_open(view: GameView) -> tuple[tuple[str, int], ...]:
    """((city, places open in this Step), ...) from the view's cities_open: what the static layer
    draws the slots by (hashable, so the layer is cached per map, regions in play and Step)."""
    return tuple((c, o["places"]) for c, o in view["cities_open"].items())


@lru_cache(maxsize=32)
def static_layer(map_key: str, in_play: frozenset[str], places: tuple[tuple[str, int], ...]) -> StaticLayer:
    m = map_data(map_key)
    pos = layout(map_key)
    labels = label_places(map_key)
    badges = badge_places(map_key)
    w, h = board_size(map_key)
    # where each arrow key goes from each city in play (along connections first)
    moves = {c: attributes(to) for c, to in compass({c: pos[c] for c in m.cities if c in in_play},
                                                        ((a, b) for a, b, _ in m.connections)).items()}

    # The sheet reaches well past the board: whatever shape the board's box has (a tall play area
    # in a wide portrait box), the map fills it, with no empty band beside the sheet.
    head = [f'<rect class="sheet" x="{-w}" y="{-h}" width="{3 * w}" height="{3 * h}" fill="{SHEET}"/>',
            '<g class="regions" opacity="0.32">']
    for rid, cities in sorted(m.regions.items()):
        fill = REGION_FILL.get(m.region_colors[rid], BOARD["region-unknown"])
        for c in cities:
            if c in in_play:
                x, y = pos[c]
                head.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{CITY_R + 17}" fill="{fill}"/>')
    head.append('</g><g class="connections" stroke-linecap="round">')
    badge_parts = ['<g class="costs" font-size="11" font-weight="700" text-anchor="middle">']
    for a, b, cost in m.connections:
        (ax, ay), (bx, by) = pos[a], pos[b]
        live = a in in_play and b in in_play
        stroke = (f'stroke="{BOARD["line"]}" stroke-width="3"' if live
                  else f'stroke="{BOARD["line-out"]}" stroke-width="2" opacity="0.5"')
        head.append(f'<line x1="{num(ax)}" y1="{num(ay)}" x2="{num(bx)}" y2="{num(by)}" {stroke}/>')
        mx, my = badges[(a, b)]
        op = "" if live else ' opacity="0.4"'
        badge_parts.append(
            f'<g{op}><rect x="{num(mx - BADGE_W / 2)}" y="{num(my - BADGE_H / 2)}" width="{BADGE_W}" '
            f'height="{BADGE_H}" rx="7" fill="{WHITE}" stroke="{BOARD["line"]}" stroke-width="1.2"/>'
            f'<text x="{num(mx)}" y="{num(my + 4)}" fill="{BADGE_INK}">{cost}</text></g>')
    head.append('</g>')
    badge_parts.append('</g>')
    markers: dict[str, str] = {}
    dim_cities: list[str] = []
    open_places = dict(places)
    for c in m.cities:
        x, y = pos[c]
        lx, ly, anchor = labels[c]
        if c in in_play:
            pad = (f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(CITY_R)}" fill="{WHITE}" '
                   f'stroke="{BOARD["city-edge"]}" stroke-width="2"/>')
            body = (declared_city(x, y, m.city_slots[c], open_places[c]) if c in m.city_slots
                    else pad + _slots(x, y, open_places[c]))
            markers[c] = body + _label(c, lx, ly, anchor, BOARD["city-name"])
        else:   # not in play (BASE-SETUP-2): grey, faint, nothing to click
            dim_cities.append(
                f'<g class="city-out" opacity="0.38"><circle cx="{num(x)}" cy="{num(y)}" r="{num(CITY_R - 3)}" '
                f'fill="{BOARD["city-out"]}" stroke="{BOARD["city-out-edge"]}" stroke-width="1.5"/>'
                f'{_label(c, lx, ly, anchor, BOARD["city-out-name"])}</g>')
    return StaticLayer(head="".join(head), badges="".join(badge_parts), cities=markers, dim_cities=dim_cities,
                   tags=tag_places(map_key), centres=pos, in_play=in_play, slots=m.city_slots, moves=moves)


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
def static_svg(map_key: str, in_play: frozenset[str], places: tuple[tuple[str, int], ...], name: str,
               ids: tuple[str, str] = ("", "")) -> tuple[str, str, str]:
    """Three strings: the whole board is s[0] + plan + s[1] + overlay + s[2].

    `places`: places_open(view); `ids` are the element ids of the plan and overlay groups (for the page)."""
    st = static_layer(map_key, in_play, places)
    area = play_box(map_key, in_play)
    box = " ".join(num(v) for v in area)
    idattr = [f' id="{esc(i)}"' if i else "" for i in ids]
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="{box}" '
            f'data-full-viewbox="{box}" style="--readable-height: {readable_height(area[3])}px" '
            f'preserveAspectRatio="xMidYMid meet" role="group" '
            f'aria-label="{esc(name)}" font-family="{FONT}" data-map="{esc(map_key)}">'
            f'<g class="board-static" pointer-events="none" aria-hidden="true">{st.head}</g>'
            f'<g class="{PLAN_CLASS}"{idattr[0]} pointer-events="none" aria-hidden="true">')
    bases = "".join(f'<g class="city-base" data-base="{esc(c)}">{base}</g>' for c, base in st.cities.items())
    middle = (f'</g><g class="board-static" pointer-events="none" aria-hidden="true">{st.badges}'
              f'{"".join(st.dim_cities)}{bases}</g><g class="{OVERLAY_CLASS}"{idattr[1]}>')
    return head, middle, "</g></svg>"


PLAY_MARGIN = 62     # board units around the play area's cities: room for their names and tags


@lru_cache(maxsize=64)
def play_box(map_key: str, in_play: frozenset[str]) -> tuple[float, float, float, float]:
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

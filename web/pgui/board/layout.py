"""Board geometry: where each city, cost badge and city name goes (pure, deterministic, cached).

The maps store real geography (lat/lon). The board projects it (equirectangular, with
cos(mean latitude) on the longitudes), evens out the density a little (each axis is
blended with the cities' rank order, which gives the US east coast room the empty
plains do not need), fits it into a box whose longer side is LONG_SIDE units, then
spreads the dense clusters (the Ruhr, the US north-east) with a small relaxation so
that no two city markers overlap and no connection line runs through a city it does
not touch. Cost badges slide along their line away from the
markers; city names pick a place around their marker (name_places.py), the one that
lies clearly nearer their own city than any other and covers the fewest markers,
badges, names and lines.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from powergrid import Game

from . import built_geometry, name_places, opens_places
from .boxes import (Box, Point, Size, centred_box, circle_box, near, overlap, reach_past, segment_hits_box,
                    text_width)
from .built_geometry import Geometry
from .sizes import (BADGE_W, CITY_R, LABEL_HALO, LABEL_SIZE, LINE_CLEAR,
                    MIN_DIST, TAG_H, TAG_W)
from .sizes import Label, badge_box, label_box, line_boxes

LONG_SIDE = 1000          # the longer side of the board in SVG units
MARGIN = 56               # room around the cities for names at the edge
ITERATIONS = 90
EVEN_OUT = 0.45          # how much of each axis is replaced by the cities' rank order
# A map's declaration may ask for more ("layout": {"even_out": 0.7} on China, whose cities crowd
# the east coast: it keeps the names of the Beijing cluster off the markers and cost badges).
# "clear_costs": true slides each cost badge a name or a marker covers along its line, clear of them
# (France, Italy: in their dense clusters a name would hide a connection's cost).
# "city_room": 85 keeps the cities that far apart rather than MIN_DIST (USA, Korea 85; France,
# Italy 80): there a name between two stacked cities lay almost as near the other one.
WIDE = 1.2               # side by side, cities keep WIDE times that room apart
MIN_ASPECT = 0.7         # a flat map is stretched to at least this height/width (and vice versa)


class MapData:
    """A map's board as the engine's Game.map_board() gives it, indexed for drawing."""

    def __init__(self, board: dict[str, Any]) -> None:
        self.key: str = board["id"]
        self.name: str = board["name"]
        self.cities: tuple[str, ...] = tuple(c["name"] for c in board["cities"])
        self.coords: dict[str, tuple[float, float]] = {c["name"]: tuple(c["coords"]) for c in board["cities"]}
        self.connections: tuple[tuple[str, str, int], ...] = tuple((a, b, cost) for a, b, cost in board["connections"])
        self.regions: dict[str, tuple[str, ...]] = {r["id"]: tuple(r["cities"]) for r in board["regions"]}
        self.region_colors: dict[str, str] = {r["id"]: r["color"] for r in board["regions"]}
        self.region_of: dict[str, str] = {c["name"]: c["region"] for c in board["cities"]}
        self.even_out: float = board.get("layout", {}).get("even_out", EVEN_OUT)
        self.clear_costs = bool(board.get("layout", {}).get("clear_costs"))
        self.city_room: float = board.get("layout", {}).get("city_room", MIN_DIST)
        # cities with slots of their own, ((price, from Step), ...) (BW-5)
        self.city_slots: dict[str, tuple[tuple[int, int], ...]] = {
            c: tuple(map(tuple, s)) for c, s in board.get("city_slots", {}).items()}
        # where a network may begin, and whether naming one is a player's choice: a second
        # network he may begin where a connection would also reach (JP-3's free jump), not one
        # that only the sea forces (UK-3)
        networks = board.get("networks", {})
        self.network_starts = frozenset(networks.get("starts", ()))
        self.jump_choice = networks.get("most", 1) > 1 and not networks.get("per_land_mass", False)


@lru_cache(maxsize=None)
def map_data(map_key: str) -> MapData:
    return MapData(Game.map_board(map_key))


@lru_cache(maxsize=64)
def in_play(map_key: str, regions: tuple[str, ...]) -> frozenset[str]:
    """The cities of these regions (BASE-SETUP-2)."""
    m = map_data(map_key)
    return frozenset(c for c in m.cities if m.region_of[c] in regions)


@lru_cache(maxsize=None)
def board_size(map_key: str) -> Size:
    """(width, height) of the board in SVG units."""
    return _geometry(map_key)["size"]


@lru_cache(maxsize=None)
def layout(map_key: str) -> dict[str, Point]:
    """{city: (x, y)} centres of every city of the map (in play or not), in board units."""
    return dict(_geometry(map_key)["pos"])


def label_places(map_key: str) -> dict[str, Label]:
    """{city: (x, y, anchor)}: baseline point and text-anchor ("start"/"middle"/"end") of each name."""
    return _geometry(map_key)["labels"]


def label_extent(map_key: str, city: str) -> Box:
    """(x0, y0, x1, y1): the board units a city's name covers, with its halo."""
    x, y, anchor = label_places(map_key)[city]
    x0, y0, x1, y1 = label_box(x, y, anchor, text_width(city, LABEL_SIZE))
    return (x0 - LABEL_HALO, y0 - LABEL_HALO, x1 + LABEL_HALO, y1 + LABEL_HALO)


def badge_places(map_key: str) -> dict[tuple[str, str], Point]:
    """{(a, b): (x, y)}: centre of the cost badge of each connection, keyed as in the map data."""
    return _geometry(map_key)["badges"]


def tag_places(map_key: str) -> dict[str, Point]:
    """{city: (x, y)}: centre of the build-cost tag of each city, clear of names and badges."""
    return _geometry(map_key)["tags"]


def opens_rooms(map_key: str) -> dict[str, Box]:
    """{city: (x0, y0, x1, y1)}: the room of the "from Step 2" tag of each city with slots of its
    own (BW-5), clear of names, badges and build-cost tags (opens_places.py)."""
    return _geometry(map_key)["opens"]


# ---- geometry ------------------------------------------------------------------------

@lru_cache(maxsize=None)
def _geometry(map_key: str) -> Geometry:
    """The map's geometry as the build worked it out (built_geometry: the page), or now."""
    return built_geometry.built(map_key) or work_out(map_key)


def work_out(map_key: str) -> Geometry:
    """Place the cities, badges, names and tags of `map_key` (about 0.3 s in CPython)."""
    m = map_data(map_key)
    cities = list(m.cities)
    size, orig = _project(m, cities)
    pos = _relax(orig, [(cities.index(a), cities.index(b)) for a, b, _ in m.connections], size, m.city_room)
    centres = {c: (round(p[0], 1), round(p[1], 1)) for c, p in zip(cities, pos)}
    badges = _place_badges(m, centres)
    labels = name_places.place_names(m, centres, badges, size)
    size, centres, badges, labels = name_places.hold_names(size, centres, badges, labels)
    if m.clear_costs:
        badges = _clear_badges(centres, badges, labels)
    opens = opens_places.place_rooms(m, centres, badges, labels, size)
    tags = _place_tags(m, centres, badges, labels, size, opens)
    return {"size": size, "pos": centres, "badges": badges, "labels": labels, "tags": tags, "opens": opens}


def _project(m: MapData, cities: list[str]) -> tuple[Size, list[list[float]]]:
    """Equirectangular projection, evened out: each axis is blended with its rank so that dense
    clusters get more room and empty plains less; flat maps are stretched to MIN_ASPECT."""
    lat0 = math.radians(sum(m.coords[c][0] for c in cities) / len(cities))
    k = m.even_out
    xs = _even([m.coords[c][1] * math.cos(lat0) for c in cities], cities, k)
    ys = _even([-m.coords[c][0] for c in cities], cities, k)
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
    inner = LONG_SIDE - 2 * MARGIN
    sx = sy = inner / max(span_x, span_y)
    if span_y * sy < MIN_ASPECT * span_x * sx:
        sy = MIN_ASPECT * span_x * sx / span_y
    if span_x * sx < MIN_ASPECT * span_y * sy:
        sx = MIN_ASPECT * span_y * sy / span_x
    w = round(span_x * sx + 2 * MARGIN)
    h = round(span_y * sy + 2 * MARGIN)
    pts = [[MARGIN + (x - min(xs)) * sx, MARGIN + (y - min(ys)) * sy] for x, y in zip(xs, ys)]
    return (w, h), pts


def _even(values: list[float], names: list[str], k: float = EVEN_OUT) -> list[float]:
    """Blend each value with its rank position (same span), by k."""
    n = len(values)
    lo, hi = min(values), max(values)
    order = sorted(range(n), key=lambda i: (values[i], names[i]))
    rank = [0.0] * n
    for r, i in enumerate(order):
        rank[i] = lo + (hi - lo) * r / (n - 1)
    return [(1 - k) * v + k * q for v, q in zip(values, rank)]


def _relax(orig: list[list[float]], edges: list[tuple[int, int]], size: Size,
           room: float = MIN_DIST) -> list[list[float]]:
    """Push apart cities closer than `room` and cities sitting on foreign lines; pull each
    back towards its true place while it has room. Deterministic (fixed order, no randomness)."""
    n = len(orig)
    pos = [list(p) for p in orig]
    w, h = size
    lo_x, hi_x = MARGIN * 0.7, w - MARGIN * 0.7
    lo_y, hi_y = MARGIN * 0.7, h - MARGIN * 0.7
    d2min = room * room
    for it in range(ITERATIONS):
        settle = it >= ITERATIONS - 25          # the last rounds only separate
        if not settle:
            for p, o in zip(pos, orig):
                p[0] += 0.08 * (o[0] - p[0])
                p[1] += 0.08 * (o[1] - p[1])
        for i in range(n):
            pi = pos[i]
            for j in range(i + 1, n):
                pj = pos[j]
                # Distances are measured with x shrunk by WIDE: names are wider than tall,
                # so side-by-side cities need more room than stacked ones.
                dx, dy = (pj[0] - pi[0]) / WIDE, pj[1] - pi[1]
                d2 = dx * dx + dy * dy
                if d2 >= d2min:
                    continue
                d = math.sqrt(d2)
                if d < 1e-6:
                    dx, dy, d = 1.0, 0.5, math.hypot(1.0, 0.5)
                push = (room - d) / d * 0.52
                pi[0] -= dx * push * WIDE
                pi[1] -= dy * push
                pj[0] += dx * push * WIDE
                pj[1] += dy * push
        for a, b in edges:
            pa, pb = pos[a], pos[b]
            ex, ey = pb[0] - pa[0], pb[1] - pa[1]
            el2 = ex * ex + ey * ey
            if el2 < 1e-9:
                continue
            minx, maxx = min(pa[0], pb[0]) - LINE_CLEAR, max(pa[0], pb[0]) + LINE_CLEAR
            miny, maxy = min(pa[1], pb[1]) - LINE_CLEAR, max(pa[1], pb[1]) + LINE_CLEAR
            for c in range(n):
                if c == a or c == b:
                    continue
                pc = pos[c]
                if not (minx < pc[0] < maxx and miny < pc[1] < maxy):
                    continue
                t = ((pc[0] - pa[0]) * ex + (pc[1] - pa[1]) * ey) / el2
                if t <= 0.05 or t >= 0.95:
                    continue
                qx, qy = pa[0] + t * ex, pa[1] + t * ey
                dx, dy = pc[0] - qx, pc[1] - qy
                d = math.hypot(dx, dy)
                if d >= LINE_CLEAR:
                    continue
                if d < 1e-6:
                    dx, dy, d = -ey, ex, math.sqrt(el2)
                push = (LINE_CLEAR - d) / d * 0.5
                pc[0] += dx * push
                pc[1] += dy * push
                pa[0] -= dx * push * 0.25
                pa[1] -= dy * push * 0.25
                pb[0] -= dx * push * 0.25
                pb[1] -= dy * push * 0.25
        for p in pos:
            p[0] = min(max(p[0], lo_x), hi_x)
            p[1] = min(max(p[1], lo_y), hi_y)
    return pos


def _place_badges(m: MapData, centres: dict[str, Point]) -> dict[tuple[str, str], Point]:
    markers = [circle_box(x, y, CITY_R + 2) for x, y in centres.values()]
    placed: list[Box] = []
    out: dict[tuple[str, str], Point] = {}
    for a, b, _ in m.connections:
        (ax, ay), (bx, by) = centres[a], centres[b]
        mx, my = (ax + bx) / 2, (ay + by) / 2
        reach = max(abs(bx - ax), abs(by - ay)) * 0.2 + BADGE_W
        near_markers, near_placed = near(markers, mx, my, reach), near(placed, mx, my, reach)
        best: tuple[float, float, float, Box] | None = None
        for k, t in enumerate((0.5, 0.42, 0.58, 0.34, 0.66)):
            x, y = ax + t * (bx - ax), ay + t * (by - ay)
            box = badge_box(x, y)
            score = (sum(overlap(box, o) for o in near_markers) * 3
                     + sum(overlap(box, o) for o in near_placed) + k * 4)
            if best is None or score < best[0]:
                best = (score, x, y, box)
        assert best is not None
        placed.append(best[3])
        out[(a, b)] = (round(best[1], 1), round(best[2], 1))
    return out


def _clear_badges(centres: dict[str, Point], badges: dict[tuple[str, str], Point],
                  labels: dict[str, Label]) -> dict[tuple[str, str], Point]:
    """The badges, each one a name or a marker covers moved along its line to the place that
    covers the fewest names, markers and other badges (the nearer the middle, the better)."""
    names = [label_box(x, y, a, text_width(c, LABEL_SIZE)) for c, (x, y, a) in labels.items()]
    names = [(b[0] - 3, b[1] - 3, b[2] + 3, b[3] + 3) for b in names]
    markers = [circle_box(x, y, CITY_R) for x, y in centres.values()]
    out = dict(badges)
    for (a, b), (bx, by) in badges.items():
        if not any(overlap(badge_box(bx, by), o) for o in names + markers):
            continue
        (ax, ay), (qx, qy) = centres[a], centres[b]
        others = [badge_box(x, y) for key, (x, y) in out.items() if key != (a, b)]
        best: tuple[float, float, float] | None = None
        for k, t in enumerate((0.5, 0.42, 0.58, 0.34, 0.66, 0.28, 0.72, 0.22, 0.78)):
            x, y = ax + t * (qx - ax), ay + t * (qy - ay)
            box = badge_box(x, y)
            score = (5 * sum(overlap(box, o) for o in names) + 8 * sum(overlap(box, o) for o in markers)
                     + 2 * sum(overlap(box, o) for o in others) + 2 * k)
            if best is None or score < best[0]:
                best = (score, x, y)
        assert best is not None
        out[(a, b)] = (round(best[1], 1), round(best[2], 1))
    return out


def _place_tags(m: MapData, centres: dict[str, Point], badges: dict[tuple[str, str], Point],
                labels: dict[str, Label], size: Size, opens: dict[str, Box]) -> dict[str, Point]:
    """{city: (x, y)}: each build-cost tag beside its marker, clear of the names, badges and
    markers as it can be, and of the rooms of the closed cities' tags (a price under one is lost)."""
    boxes = [badge_box(x, y) for x, y in badges.values()]
    boxes += [label_box(x, y, a, text_width(c, LABEL_SIZE)) for c, (x, y, a) in labels.items()]
    segs = line_boxes(m, centres)
    markers = {c: circle_box(x, y, CITY_R) for c, (x, y) in centres.items()}
    dist = CITY_R + 4
    reach = dist + TAG_W + 10
    out: dict[str, Point] = {}
    placed: list[Box] = []
    for c in sorted(centres):
        x, y = centres[c]
        near_boxes = near(boxes, x, y, reach)
        near_markers = near([b for o, b in markers.items() if o != c], x, y, reach)
        near_placed = near(placed, x, y, reach)
        near_rooms = near([b for o, b in opens.items() if o != c], x, y, reach)
        near_segs = [(sg[4], sg[5]) for sg in near(segs, x, y, reach)]
        best: tuple[float, float, float, Box] | None = None
        for k, deg in enumerate((-35, 35, -145, 145, 0, 180, -90, 90)):
            a = math.radians(deg)
            tx = x + (dist + TAG_W / 2 - 6) * math.cos(a)
            ty = y + dist * math.sin(a)
            box = centred_box(tx, ty, TAG_W, TAG_H)
            score = k * 8.0
            score += 3 * sum(overlap(box, b) for b in near_boxes)
            score += 3 * sum(overlap(box, b) for b in near_markers)
            score += 2 * sum(overlap(box, b) for b in near_placed)
            score += 1000 * sum(overlap(box, b) for b in near_rooms)
            score += 25 * sum(1 for p, q in near_segs if segment_hits_box(p, q, box))
            outside = reach_past(box, size)
            score += 1e5 * (outside > 0) + 400 * outside
            if best is None or score < best[0]:
                best = (score, tx, ty, box)
        assert best is not None
        placed.append(best[3])
        out[c] = (round(best[1], 1), round(best[2], 1))
    return out

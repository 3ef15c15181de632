"""Which place the arrow keys go to from each place of a map: the board's cities, the start
screen's regions. Pure geometry on the positions the layout gives and the links the map's
connections make, so the page only reads the answer (data-left/right/up/down on each place).

An arrow goes along a link first: of the linked places lying in the arrow's direction (within
ARC_COS of it), the nearest, a place off the arrow's line counting as farther. Where no link goes
that way, it goes to the nearest place in that direction, weighed the same way. Where nothing lies
that way, the arrow stays (no entry). A place that no arrow would reach (a small city tucked
between larger neighbours) takes over one arrow of its nearest neighbour: every place is reached.
"""
from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from ..h import esc
from .boxes import Point

# Screen directions (y grows downwards, as in SVG).
ARROWS = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0)}
Links = dict[str, set[str]]             # {place: the places linked to it}
Moves = dict[str, dict[str, str]]       # {place: {arrow: place}}
ARC_COS = math.cos(math.radians(60))    # a place more than 60° off the arrow is not "that way"


def _bearing(a: Point, b: Point, arrow: Point) -> tuple[float, float]:
    """(cos of the angle between a->b and the arrow, distance a->b)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    dist = math.hypot(dx, dy)
    if dist == 0:
        return -1.0, 0.0
    return (dx * arrow[0] + dy * arrow[1]) / dist, dist


def step(place: str, arrow: str, positions: Mapping[str, Point], links: Links) -> str | None:
    """The place the arrow (a key of ARROWS) goes to from `place`, or None."""
    linked = [other for other in links.get(place, ()) if other in positions]
    return (_nearest_that_way(place, arrow, positions, linked)
            or _nearest_that_way(place, arrow, positions, positions))


def _nearest_that_way(place: str, arrow: str, positions: Mapping[str, Point], candidates: Iterable[str]) -> str | None:
    here, way = positions[place], ARROWS[arrow]
    ahead: list[tuple[float, str]] = []
    for other in candidates:
        if other != place:
            cos, dist = _bearing(here, positions[other], way)
            if cos >= ARC_COS:
                ahead.append((dist * (2 - cos), other))
    return min(ahead)[1] if ahead else None


def _best_arrow(a: Point, b: Point) -> str:
    """The arrow whose direction matches a->b best."""
    return max(ARROWS, key=lambda arrow: _bearing(a, b, ARROWS[arrow])[0])


def _reach_everyone(out: Moves, positions: Mapping[str, Point], links: Links) -> None:
    """Give each place no arrow leads to one incoming arrow: from its nearest (linked first)
    neighbour, the arrow pointing its way, taken from a place that other arrows still reach."""
    incoming = {p: 0 for p in positions}
    for moves in out.values():
        for to in moves.values():
            incoming[to] += 1
    for place in positions:
        if incoming[place]:
            continue
        here = positions[place]
        others = sorted((other for other in positions if other != place),
                        key=lambda o: (o not in links.get(place, ()), math.dist(here, positions[o])))
        for other in others:
            arrow = _best_arrow(positions[other], here)
            old = out[other].get(arrow)
            if old is None or incoming[old] > 1:
                out[other][arrow] = place
                incoming[place] += 1
                if old is not None:
                    incoming[old] -= 1
                break


def compass(positions: Mapping[str, Point], pairs: Iterable[tuple[str, str]]) -> Moves:
    """{place: {arrow: place}} for every place of `positions` ({place: (x, y)}), linked by
    `pairs` (iterable of (a, b), either way); links to places not in `positions` are ignored."""
    links: Links = {}
    for a, b in pairs:
        if a in positions and b in positions and a != b:
            links.setdefault(a, set()).add(b)
            links.setdefault(b, set()).add(a)
    out: Moves = {}
    for place in positions:
        moves = {arrow: step(place, arrow, positions, links) for arrow in ARROWS}
        out[place] = {arrow: to for arrow, to in moves.items() if to is not None}
    _reach_everyone(out, positions, links)
    return out


def attributes(moves: Mapping[str, str]) -> str:
    """The data attributes the page reads when an arrow key is pressed on a place (escaped)."""
    return "".join(f' data-{arrow}="{esc(to)}"' for arrow, to in moves.items())

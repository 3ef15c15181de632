"""Which place the arrow keys go to from each place of a map: the board's cities, the start
screen's regions. Pure geometry on the positions the layout gives and the links the map's
connections make, so the page only reads the answer (data-left/right/up/down on each place).

An arrow goes along a link first: of the linked places lying in the arrow's direction (within
ARC_COS of it), the one whose direction matches the arrow best. Where no link goes that way, it
goes to the nearest place in that direction (within the same arc; a place off the straight line
counts as farther). Where nothing lies that way, the arrow stays (no entry).
"""
from __future__ import annotations

import math

from ..h import esc

# Screen directions (y grows downwards, as in SVG).
ARROWS = {"left": (-1.0, 0.0), "right": (1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0)}
ARC_COS = math.cos(math.radians(60))    # a place more than 60° off the arrow is not "that way"


def _bearing(a, b, arrow):
    """(cos of the angle between a->b and the arrow, distance a->b)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    dist = math.hypot(dx, dy)
    if dist == 0:
        return -1.0, 0.0
    return (dx * arrow[0] + dy * arrow[1]) / dist, dist


def step(place, arrow, positions: dict, links: dict):
    """The place the arrow (a key of ARROWS) goes to from `place`, or None."""
    here, way = positions[place], ARROWS[arrow]
    along = []
    for other in links.get(place, ()):
        if other in positions and other != place:
            cos, dist = _bearing(here, positions[other], way)
            if cos >= ARC_COS:
                along.append((-cos, dist, other))
    if along:
        return min(along)[2]
    ahead = []
    for other, where in positions.items():
        if other != place:
            cos, dist = _bearing(here, where, way)
            if cos >= ARC_COS:
                ahead.append((dist * (2 - cos), other))
    return min(ahead)[1] if ahead else None


def compass(positions: dict, pairs) -> dict:
    """{place: {arrow: place}} for every place of `positions` ({place: (x, y)}), linked by
    `pairs` (iterable of (a, b), either way); links to places not in `positions` are ignored."""
    links: dict = {}
    for a, b in pairs:
        if a in positions and b in positions and a != b:
            links.setdefault(a, set()).add(b)
            links.setdefault(b, set()).add(a)
    out = {}
    for place in positions:
        moves = {arrow: step(place, arrow, positions, links) for arrow in ARROWS}
        out[place] = {arrow: to for arrow, to in moves.items() if to is not None}
    return out


def attributes(moves: dict) -> str:
    """The data attributes the page reads when an arrow key is pressed on a place (escaped)."""
    return "".join(f' data-{arrow}="{esc(to)}"' for arrow, to in moves.items())

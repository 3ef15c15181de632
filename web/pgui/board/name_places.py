"""Where each city's name goes on the board (pure, deterministic; the page reads the names'
places from the built geometry).

A name tries places around its marker, most preferred first: below, above, right, left, the
diagonals, then slid along (under or over its city but off centre, beside it but higher or
lower). It takes the one that covers the fewest markers, badges, names and lines and, above all,
lies clearly nearer its own city than any other (a name beside another city reads as that city's).
A place past the board's edge costs a lot but not everything: a long name at the edge of a dense
corner (Reggio di Calabria, between the Strait of Messina and the sea) may reach past it, and the
board grows to hold it (hold_names).
"""
from __future__ import annotations

import math

from .boxes import Box, Point, Size, box_distance, circle_box, near, overlap, reach_past, segment_hits_box, text_width
from .sizes import CITY_R, LABEL_HALO, LABEL_SIZE, MIN_DIST, OWN_LEAD
from .sizes import Label, Links, badge_box, label_box, line_boxes

Place = tuple[float, float, str]    # a name's offset from its city's centre, and its text-anchor

LEAD_WEIGHT = 1000        # per unit a name lies less than OWN_LEAD nearer its own city
EDGE_WEIGHT = 3000        # for any reach past the board's edge, and 150 per unit of it
NAME_CLASH = 30000        # for each name this one would overlap: two names read as one
NAME_GAP = 6              # the room a name keeps around the names placed before it


def candidates(width: float) -> tuple[Place, ...]:
    """(dx, dy, anchor) of each place a name of `width` tries, most preferred first."""
    r, fs = CITY_R + 3, LABEL_SIZE
    below, above, side, d = r + 0.78 * fs, -r - 0.3 * fs, 0.3 * fs, 0.72 * r
    slid = tuple(s * f * width for f in (0.2, 0.35) for s in (1, -1))
    return (
        (0, below, "middle"), (0, above, "middle"), (r, side, "start"), (-r, side, "end"),
        (d, d + 0.75 * fs, "start"), (-d, d + 0.75 * fs, "end"),
        (d, -d - 0.2 * fs, "start"), (-d, -d - 0.2 * fs, "end"),
        *((dx, dy, "middle") for dx in slid for dy in (below, above)),
        *((dx, side + s * 0.5 * fs, a) for s in (-1, 1) for dx, a in ((r, "start"), (-r, "end"))),
    )


def place_names(m: Links, centres: dict[str, Point], badges: dict[tuple[str, str], Point],
                size: Size) -> dict[str, Label]:
    """{city: (x, y, anchor)}: the crowded cities choose first."""
    # Names keep a little further from other cities' markers, so each reads as its own city's.
    markers = {c: circle_box(x, y, CITY_R + 7) for c, (x, y) in centres.items()}
    badge_boxes = [badge_box(x, y) for x, y in badges.values()]
    segs = line_boxes(m, centres)

    def crowding(c: str) -> int:
        x, y = centres[c]
        return -sum(1 for o, (ox, oy) in centres.items() if o != c and math.hypot(ox - x, oy - y) < 3 * MIN_DIST)

    placed: list[Box] = []
    out: dict[str, Label] = {}
    for c in sorted(centres, key=lambda c: (crowding(c), c)):
        x, y = centres[c]
        own = circle_box(x, y, CITY_R + 1)
        width = text_width(c, LABEL_SIZE)
        reach = CITY_R + 3 + width + LABEL_SIZE + 10
        near_markers = near([mb for o, mb in markers.items() if o != c], x, y, reach)
        near_badges = near(badge_boxes, x, y, reach)
        near_placed = near(placed, x, y, reach)
        near_segs = [(sg[4], sg[5]) for sg in near(segs, x, y, reach)]
        near_centres = [p for o, p in centres.items() if o != c and abs(p[0] - x) < reach and abs(p[1] - y) < reach]
        best: tuple[float, float, float, str, Box] | None = None
        for k, (dx, dy, anchor) in enumerate(candidates(width)):
            box = label_box(x + dx, y + dy, anchor, width)
            score = k * 6.0
            score += LEAD_WEIGHT * _foreign_lead(box, (x, y), near_centres)
            score += 4 * sum(overlap(box, mb) for mb in near_markers)
            score += 4 * overlap(box, own)
            score += 3 * sum(overlap(box, bb) for bb in near_badges)
            score += 5 * sum(overlap(box, pb) for pb in near_placed)   # placed boxes carry a margin
            score += NAME_CLASH * sum(overlap(box, _shrunk(pb)) > 0 for pb in near_placed)
            score += 60 * sum(1 for p, q in near_segs if segment_hits_box(p, q, box))
            outside = reach_past(box, size)
            score += (EDGE_WEIGHT + 150 * outside) * (outside > 0)
            if best is None or score < best[0]:
                best = (score, x + dx, y + dy, anchor, box)
        assert best is not None
        b = best[4]
        placed.append((b[0] - NAME_GAP, b[1] - NAME_GAP, b[2] + NAME_GAP, b[3] + NAME_GAP))
        out[c] = (round(best[1], 1), round(best[2], 1), best[3])
    return out


def _shrunk(box: Box) -> Box:
    """A placed name's box without its NAME_GAP."""
    return (box[0] + NAME_GAP, box[1] + NAME_GAP, box[2] - NAME_GAP, box[3] - NAME_GAP)


def _foreign_lead(box: Box, own: Point, others: list[Point]) -> float:
    """How much nearer than OWN_LEAD past its own city some other city comes to a name's box:
    a name beside another city reads as that city's (Heidelberg's name over Sinsheim)."""
    mine = box_distance(box, *own) + OWN_LEAD
    return sum(max(0.0, mine - box_distance(box, *p)) for p in others)


def hold_names(size: Size, centres: dict[str, Point], badges: dict[tuple[str, str], Point],
               labels: dict[str, Label]
               ) -> tuple[Size, dict[str, Point], dict[tuple[str, str], Point], dict[str, Label]]:
    """(size, centres, badges, labels): the board grown, and moved right or down if a name reaches
    past its left or top edge, so that it holds every name whole (and the halo of one it grew for)."""
    boxes = [label_box(x, y, a, text_width(c, LABEL_SIZE)) for c, (x, y, a) in labels.items()]
    left = LABEL_HALO - min(b[0] for b in boxes) if min(b[0] for b in boxes) < 0 else 0.0
    top = LABEL_HALO - min(b[1] for b in boxes) if min(b[1] for b in boxes) < 0 else 0.0
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    w = (right + LABEL_HALO if right > size[0] else size[0]) + left
    h = (bottom + LABEL_HALO if bottom > size[1] else size[1]) + top
    if (w, h) == size:
        return size, centres, badges, labels

    def moved(x: float, y: float) -> Point:
        return round(x + left, 1), round(y + top, 1)
    return ((math.ceil(w), math.ceil(h)), {c: moved(*p) for c, p in centres.items()},
            {k: moved(*p) for k, p in badges.items()}, {c: (*moved(x, y), a) for c, (x, y, a) in labels.items()})

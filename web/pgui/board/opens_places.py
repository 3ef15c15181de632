"""Where the tag of a city that opens in a later Step goes (BW-5, "from Step 2"; pure,
deterministic; the page reads the places from the built geometry).

Each such city reserves a box OPENS_ROOM wide beside its marker, worked out with the map's other
geometry before the build-cost tags, which then keep out of it: the tag never has to share its
room with a price. The tag's text is translated, so it is narrower than its room in most
languages; declared.opens_place fits it into the room on the side of the city.

The room takes the place that covers no name (its own city's included: a tag on it would leave the
city nameless), no cost badge and none of its city's slots, then the one that covers the fewest
other markers and lines and lies clearly nearer its own city than any other, so that it reads as
that city's; the nearer its city, the better.
"""
from __future__ import annotations

import math

from .boxes import (Box, Point, Segment, Size, box_distance, centred_box, circle_box, near, overlap,
                    segment_hits_box, text_width)
from .sizes import (CITY_R, LABEL_HALO, LABEL_SIZE, OPENS_H, OPENS_ROOM, OWN_LEAD,
                    Label, Links, badge_box, label_box, line_boxes)

COVER_WEIGHT = 1000       # per unit² of a name, a cost badge or its own city's slots the room covers
MARKER_WEIGHT = 100       # per unit² of another city's marker
LINE_WEIGHT = 40          # per connection line under the room
LEAD_WEIGHT = 20          # per unit the room lies less than OWN_LEAD nearer its city than another
OWN_GAP = CITY_R + 1      # the room may lie on its city's dashed ring, not on its slots
ANGLES = tuple(range(-90, 270, 15))     # directions tried, from straight up, clockwise
FURTHER = (0, 14, 28, 42)               # and how much further out (past the city's own name)


def place_rooms(m: Links, centres: dict[str, Point], badges: dict[tuple[str, str], Point],
                labels: dict[str, Label], size: Size) -> dict[str, Box]:
    """{city: (x0, y0, x1, y1)}: the room of each city of `m` with slots of its own."""
    names = [label_box(x, y, a, text_width(c, LABEL_SIZE)) for c, (x, y, a) in labels.items()]
    names = [(b[0] - LABEL_HALO, b[1] - LABEL_HALO, b[2] + LABEL_HALO, b[3] + LABEL_HALO) for b in names]
    badge_boxes = [badge_box(x, y) for x, y in badges.values()]
    segs = line_boxes(m, centres)
    # only a city closed in Step 1 ever shows the tag (JP-5's starting cities never close)
    return {c: _room(c, centres, names + badge_boxes, segs, size) for c in sorted(m.city_slots)
            if m.city_slots[c][0][1] > 1}


def _room(city: str, centres: dict[str, Point], covered: list[Box], segs: list[Segment], size: Size) -> Box:
    x, y = centres[city]
    reach = OWN_GAP + OPENS_ROOM + FURTHER[-1] + 40
    covered = near(covered, x, y, reach)
    others = near([circle_box(cx, cy, CITY_R) for c, (cx, cy) in centres.items() if c != city], x, y, reach)
    ends = [(sg[4], sg[5]) for sg in near(segs, x, y, reach)]
    best: tuple[float, Box] | None = None
    for deg in ANGLES:
        dx, dy = math.cos(math.radians(deg)), math.sin(math.radians(deg))
        t = 0.0
        while box_distance(centred_box(x + t * dx, y + t * dy, OPENS_ROOM, OPENS_H), x, y) < OWN_GAP:
            t += 1.0
        for extra in FURTHER:
            box = _inside(centred_box(x + (t + extra) * dx, y + (t + extra) * dy, OPENS_ROOM, OPENS_H), size)
            own = box_distance(box, x, y)
            nearest_other = min(box_distance(box, ox, oy) for o, (ox, oy) in centres.items() if o != city)
            score = (COVER_WEIGHT * (sum(overlap(box, b) for b in covered) + max(0.0, OWN_GAP - own))
                     + MARKER_WEIGHT * sum(overlap(box, b) for b in others)
                     + LINE_WEIGHT * sum(1 for p, q in ends if segment_hits_box(p, q, box))
                     + LEAD_WEIGHT * max(0.0, own + OWN_LEAD - nearest_other)
                     + own + abs(deg) / 100)
            if best is None or score < best[0]:
                best = (score, box)
    assert best is not None
    x0, y0, x1, y1 = best[1]
    return (round(x0, 1), round(y0, 1), round(x1, 1), round(y1, 1))


def _inside(box: Box, size: Size) -> Box:
    """The box moved the least that puts it inside the board."""
    dx = max(0.0, -box[0]) - max(0.0, box[2] - size[0])
    dy = max(0.0, -box[1]) - max(0.0, box[3] - size[1])
    return (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)

"""The sizes of what the board draws (board units): a city's marker and slots, its name, a cost
badge, a build-cost tag, and the room they need; the box a name covers and the connection lines
as boxes (pure). layout.py places them; name_places.py places the names."""
from __future__ import annotations

import math

from typing import Protocol

from .boxes import Box, Point, Segment, centred_box

Label = tuple[float, float, str]   # a name's baseline point and its text-anchor ("start", "middle", "end")

SLOT_R = 9.5              # radius of one house slot
SLOT_OFFSET = 11.5        # distance of a slot centre from the city centre
CITY_R = SLOT_OFFSET + SLOT_R + 1.5   # radius of the city marker (its three slots inside)
MIN_DIST = 2 * CITY_R + 26            # smallest distance between two city centres
LINE_CLEAR = CITY_R + 7               # how close a foreign connection line may pass a city
LABEL_SIZE = 16           # font size of a city name (15 before the board was fitted to the play area)
# A name's drawn box is about this many times its font size high (the page's sans-serif, weight 600).
NAME_BOX = 1.15
NAME_MIN_PX = 9.5         # the smallest height on screen, in CSS px, at which a name reads at arm's length
LABEL_HALO = 6            # the name's light outline, and slack for text_width's estimate
OWN_LEAD = 12             # a name lies at least this much nearer its own city than any other
BADGE_W, BADGE_H = 22, 15  # cost badge on a connection
TAG_W, TAG_H = 32, 17      # build-cost tag next to a city
OPENS_SIZE = LABEL_SIZE    # font size of a closed city's "from Step 2" tag: as legible as a name
OPENS_H = OPENS_SIZE + 6   # that tag's height
OPENS_ROOM = 130           # the room kept for it beside its city: as wide as it is in any language

# Slot centres relative to the city centre: 10 upper left, 15 upper right, 20 below.
SLOT_POS = tuple((round(SLOT_OFFSET * math.cos(math.radians(a)), 2),
                  round(SLOT_OFFSET * math.sin(math.radians(a)), 2)) for a in (210, 330, 90))


class Links(Protocol):
    """What placing needs of a map's board (layout.MapData): its connections, and the cities with
    slots of their own, ((price, from Step), ...) (BW-5)."""
    connections: tuple[tuple[str, str, int], ...]
    city_slots: dict[str, tuple[tuple[int, int], ...]]


def readable_height(height: float) -> int:
    """The height in CSS px at which a board `height` units high draws its names NAME_MIN_PX high:
    the floor the page keeps the board at when a tall decision panel wants the room."""
    return math.ceil(height * NAME_MIN_PX / (LABEL_SIZE * NAME_BOX))


def badge_box(x: float, y: float) -> Box:
    """The box of a connection's cost badge centred at (x, y)."""
    return centred_box(x, y, BADGE_W, BADGE_H)


def label_box(x: float, y: float, anchor: str, width: float) -> Box:
    """(x0, y0, x1, y1) a city's name of `width` covers, written at (x, y) with `anchor`."""
    x0 = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return (x0, y - 0.8 * LABEL_SIZE, x0 + width, y + 0.25 * LABEL_SIZE)


def line_boxes(m: Links, centres: dict[str, Point]) -> list[Segment]:
    """Connection lines as (bounding box, p, q): x0, y0, x1, y1, p, q, for boxes.near."""
    out: list[Segment] = []
    for a, b, _ in m.connections:
        p, q = centres[a], centres[b]
        out.append((min(p[0], q[0]), min(p[1], q[1]), max(p[0], q[0]), max(p[1], q[1]), p, q))
    return out

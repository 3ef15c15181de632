"""Where the region picker writes each region's name (pure, deterministic).

A region's name is large (LABEL_PX) and the picker is dense: written at the centre of its cities
it lay over the cities' names and dots (Benelux's "Netherlands north-east" over Amsterdam and
Zaanstad, "Netherlands south" over Breda). Each name tries a grid of places around that centre,
longest name first, and takes the one that touches the fewest of the cities' names and dots and
lies over its own region rather than a neighbour's, near the centre; it never overlaps a region's
name placed before it. It may lie beside the land, past the cities' frame: the picker grows to
hold it (picker_box).
"""
from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from ..board.boxes import Box, Point, Size, near, overlap, reach_past, text_width

if TYPE_CHECKING:
    from ..board.layout import MapData

LABEL_PX, LABEL_H = 34, 40      # .rlabel font size and the height one name needs
HALO = 3                        # half the .rlabel outline: the room a name's letters need
ASCENT = 0.95                   # of LABEL_PX above the baseline: the font's box, accents included
STEP_X, STEP_Y, STEPS = 18, 14, 14   # the grid of places: STEPS steps each way from the centre
COVER_WEIGHT = 20               # per unit of area of a city's name or dot under the name
HIT_COST = 2000                 # per city's name or dot the name touches at all
OUTSIDE_WEIGHT = 12             # per unit the name reaches past the cities' frame (the picker grows)
SLACK = 1                       # the picker writes whole units: a name may move by half of one
FOREIGN_WEIGHT = 1000           # per point of the name (ends, middle) nearer another region's city
WIDER = 1.08                    # bold letters run up to this much wider than text_width's estimate


def drawn_width(text: str, size: float) -> float:
    """The width a name of the picker (a region's or a city's) takes on the screen, at most."""
    return text_width(text, size) * WIDER


def name_box(x: float, y: float, half: float) -> Box:
    """(x0, y0, x1, y1) a region's name centred at x with its baseline at y covers, with its halo."""
    return (x - half - HALO, y - ASCENT * LABEL_PX - HALO, x + half + HALO, y + 0.25 * LABEL_PX + HALO)


def region_name_spots(m: MapData, project: Callable[[str], Point], names: Mapping[str, str], taken: list[Box],
                      size: Size) -> dict[str, Point]:
    """{region: (x, y)}: the middle of each region's name's baseline. `taken`: the boxes of the
    cities' names and dots; `size`: the picker's (width, height). Every third place first, then the
    places around the best of it (an eighth of the work of trying every place); every place only
    where that best costs as much as a city's name or dot touched (a crowded region)."""
    homes = {rid: [project(c) for c in cities] for rid, cities in m.regions.items()}
    spots: dict[str, Point] = {}
    placed: list[Box] = []
    for rid in sorted(m.regions, key=lambda r: (-drawn_width(names[r], LABEL_PX), r)):
        pts = homes[rid]
        cx, cy = sum(x for x, _ in pts) / len(pts), sum(y for _, y in pts) / len(pts)
        half = drawn_width(names[rid], LABEL_PX) / 2
        place = _Place(rid, homes, half, (cx, cy), size, placed,
                       near(taken, cx, cy, half + STEPS * max(STEP_X, STEP_Y) + LABEL_H))
        for i in range(-STEPS + 1, STEPS, 3):
            for j in range(-STEPS + 1, STEPS, 3):
                place.consider(i, j)
        if place.best is not None:
            _s, i0, j0 = place.best
            for i in range(i0 - 1, i0 + 2):
                for j in range(j0 - 1, j0 + 2):
                    place.consider(i, j)
        if place.best is None or place.best[0] >= HIT_COST:     # crowded: try every place
            for i in range(-STEPS, STEPS + 1):
                for j in range(-STEPS, STEPS + 1):
                    place.consider(i, j)
        i, j = place.best[1:] if place.best is not None else (0, 0)   # no free place: the centre
        spots[rid] = (cx + i * STEP_X, cy + j * STEP_Y)
        placed.append(name_box(*spots[rid], half + SLACK))
    return spots


class _Place:
    """The search for one region's name: `best` is (score, i, j) of the best grid place so far."""

    def __init__(self, rid: str, homes: dict[str, list[Point]], half: float, centre: Point, size: Size,
                 placed: list[Box], nearby: list[Box]) -> None:
        self.rid, self.homes, self.half, self.centre = rid, homes, half, centre
        self.size, self.placed, self.nearby = size, placed, nearby
        self.rows: dict[int, list[Box]] = {}            # j -> the nearby boxes that reach into that row's height
        self.best: tuple[float, int, int] | None = None

    def _row(self, j: int, y0: float, y1: float) -> list[Box]:
        if j not in self.rows:
            self.rows[j] = [b for b in self.nearby if b[1] < y1 and b[3] > y0]
        return self.rows[j]

    def consider(self, i: int, j: int) -> None:
        x, y = self.centre[0] + i * STEP_X, self.centre[1] + j * STEP_Y
        x0, y0, x1, y1 = name_box(x, y, self.half + SLACK)
        box = (x0, y0 - SLACK, x1, y1 + SLACK)
        if any(overlap(box, p) for p in self.placed):
            return
        outside = reach_past(box, self.size)
        hits = [overlap(box, b) for b in self._row(j, box[1], box[3]) if b[0] < x1 and b[2] > x0]
        score = (abs(i) * STEP_X + abs(j) * STEP_Y + OUTSIDE_WEIGHT * outside
                 + COVER_WEIGHT * sum(hits) + HIT_COST * sum(a > 0 for a in hits))
        if self.best is not None and score >= self.best[0]:
            return                  # the costlier test below only adds
        score += FOREIGN_WEIGHT * _foreign_points(self.rid, self.homes, box)
        if self.best is None or score < self.best[0]:
            self.best = (score, i, j)


def picker_box(spots: Mapping[str, Point], names: Mapping[str, str], size: Size) -> tuple[int, int, int, int]:
    """(x0, y0, width, height): the cities' frame of `size`, grown to hold every region's name."""
    boxes = [name_box(x, y, drawn_width(names[rid], LABEL_PX) / 2) for rid, (x, y) in spots.items()]
    x0 = math.floor(min([0.0, *(b[0] - SLACK for b in boxes)]))
    y0 = math.floor(min([0.0, *(b[1] - SLACK for b in boxes)]))
    x1 = math.ceil(max([size[0], *(b[2] + SLACK for b in boxes)]))
    y1 = math.ceil(max([size[1], *(b[3] + SLACK for b in boxes)]))
    return (x0, y0, x1 - x0, y1 - y0)


def _foreign_points(rid: str, homes: Mapping[str, Sequence[Point]], box: Box) -> int:
    """How many of the name's ends and middle lie nearer another region's city than its own."""
    y = (box[1] + box[3]) / 2
    out = 0
    for x in (box[0], (box[0] + box[2]) / 2, box[2]):
        own = min(math.hypot(px - x, py - y) for px, py in homes[rid])
        out += any(math.hypot(px - x, py - y) < own for r, pts in homes.items() if r != rid for px, py in pts)
    return out

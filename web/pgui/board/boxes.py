"""Boxes on the board: a name's estimated width, overlaps, distances and a line's crossing of a
box, the primitives layout.py places the cities' names, badges and tags with (pure)."""
from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TypeVar

Point = tuple[float, float]               # (x, y) in board units
Box = tuple[float, float, float, float]   # (x0, y0, x1, y1)
Size = tuple[float, float]                # (width, height)
# A connection line: its bounding box, then its two ends (sizes.line_boxes)
Segment = tuple[float, float, float, float, Point, Point]
BoxLike = TypeVar("BoxLike", Box, Segment)


def text_width(text: str, size: float) -> float:
    """A rough width of `text` in a bold sans-serif font (no font metrics in pure Python)."""
    w = 0.0
    for ch in text:
        if ch in "iljtf.,:;'|!I -()[]r":
            w += 0.34
        elif ch in "mwMW":
            w += 0.9
        elif ch.isupper():
            w += 0.7
        else:
            w += 0.6
    return w * size * 1.1


def overlap(a: Box, b: Box) -> float:
    """Overlapping area of two boxes (x0, y0, x1, y1)."""
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def reach_past(box: Box, size: Size) -> float:
    """How far the box reaches past the frame (0, 0)-size, summed over its four sides."""
    return max(0, -box[0]) + max(0, box[2] - size[0]) + max(0, -box[1]) + max(0, box[3] - size[1])


def centred_box(x: float, y: float, w: float, h: float) -> Box:
    """(x0, y0, x1, y1) of a box w by h centred at (x, y)."""
    return (x - w / 2, y - h / 2, x + w / 2, y + h / 2)


def circle_box(x: float, y: float, r: float) -> Box:
    return (x - r, y - r, x + r, y + r)


def segment_hits_box(p: Point, q: Point, box: Box) -> bool:
    """Does segment p-q cross the box? (Liang-Barsky clipping.)"""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pk, qk in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pk == 0:
            if qk < 0:
                return False
            continue
        r = qk / pk
        if pk < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return False
    return True


def near(boxes: Iterable[BoxLike], x: float, y: float, reach: float) -> list[BoxLike]:
    """The boxes that reach into the square of half-side `reach` around (x, y)."""
    return [b for b in boxes if b[0] < x + reach and b[2] > x - reach and b[1] < y + reach and b[3] > y - reach]


def box_distance(box: Box, x: float, y: float) -> float:
    """How far the point (x, y) is from the box (0 inside it)."""
    return math.hypot(max(box[0] - x, 0, x - box[2]), max(box[1] - y, 0, y - box[3]))

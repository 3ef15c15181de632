"""The players' houses on the board: each player's shape in his colour with his initial, and
the colour helpers they need (a readable letter on any fill)."""
from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from functools import lru_cache

from ..common import COLORS
from ..h import escape, num
from ..palette import BLACK, PAGE, WHITE
from .sizes import SLOT_R

NEAR_BLACK = PAGE["near-black"]

# The one palette (common.COLORS): its fills by seat, and its shape cues.
DEFAULT_COLORS = tuple(fill for fill, _ink, _shape in COLORS.values())
SHAPES = tuple(shape for _fill, _ink, shape in COLORS.values())


def _e(text: object) -> str:
    return escape(str(text))


def initial(name: object) -> str:
    """The letter drawn on a player's houses: the first letter of the name, upper case."""
    name = str(name).strip()
    return name[:1].upper() if name else "?"


# the page's palette: each colour has its own shape cue, shown in the panels too
_SHAPE_OF_FILL = {fill.lower(): shape for fill, _ink, shape in COLORS.values()}


def shape_of(seat: int, color: str = "") -> str:
    """The house shape of a player, so that colour-blind players can tell houses apart:
    the palette's shape for a palette colour (the same cue as in the panels), else by seat."""
    return _SHAPE_OF_FILL.get(str(color).strip().lower()) or SHAPES[seat % len(SHAPES)]


# ---- colours -------------------------------------------------------------------------

_NAMED = {
    "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0),
    "blue": (0, 0, 255), "yellow": (255, 255, 0), "purple": (128, 0, 128), "orange": (255, 165, 0),
    "brown": (165, 42, 42), "gray": (128, 128, 128), "grey": (128, 128, 128), "pink": (255, 192, 203),
    "cyan": (0, 255, 255), "magenta": (255, 0, 255), "lime": (0, 255, 0), "navy": (0, 0, 128),
    "teal": (0, 128, 128), "gold": (255, 215, 0), "silver": (192, 192, 192),
}


def _rgb(color: str) -> tuple[float, float, float] | None:
    c = color.strip().lower()
    if c.startswith("#") and len(c) in (4, 7):
        h = c[1:]
        if len(h) == 3:
            h = "".join(ch * 2 for ch in h)
        try:
            return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))
        except ValueError:
            return None
    if c.startswith("rgb") and "(" in c and c.endswith(")"):
        parts = c[c.index("(") + 1:-1].replace("/", ",").replace(" ", ",").split(",")
        try:
            vals = [float(p) for p in parts if p][:3]
        except ValueError:
            return None
        return (vals[0], vals[1], vals[2]) if len(vals) == 3 else None
    return _NAMED.get(c)


def text_color(color: str) -> str:
    """Black or white, whichever reads better on `color` (white when unknown)."""
    rgb = _rgb(str(color))
    if rgb is None:
        return WHITE
    r, g, b = (v / 255 for v in rgb)
    lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
    return NEAR_BLACK if lum > 0.55 else WHITE


def seat_color(colors: Sequence[str] | Mapping[int, str], seat: int) -> str:
    """colors[seat] (a list or a dict), or a fallback from the default palette."""
    try:
        return str(colors[seat])
    except (IndexError, KeyError, TypeError):
        return DEFAULT_COLORS[seat % len(DEFAULT_COLORS)]


# ---- houses --------------------------------------------------------------------------

def _polygon(cx: float, cy: float, radius: float, corners: int, start_deg: float, inner: float | None = None) -> str:
    pts = []
    step = 360 / corners
    for k in range(corners):
        a = math.radians(start_deg + k * step)
        pts.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
        if inner:
            a2 = math.radians(start_deg + (k + 0.5) * step)
            pts.append((cx + inner * math.cos(a2), cy + inner * math.sin(a2)))
    return " ".join(f"{num(x)},{num(y)}" for x, y in pts)


@lru_cache(maxsize=4096)
def house(cx: float, cy: float, seat: int, color: str, letter: str) -> str:
    """One house: the owner's shape in the owner's colour with the owner's initial on it."""
    shape = shape_of(seat, color)
    fill = _e(color)
    attrs = f'fill="{fill}" stroke="{NEAR_BLACK}" stroke-width="1.3" stroke-linejoin="round"'
    r = SLOT_R
    ty = cy + 3.6
    size = 10.5
    if shape == "circle":
        body = f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r - 0.3)}" {attrs}/>'
    elif shape == "square":
        s = r * 0.84
        body = f'<rect x="{num(cx - s)}" y="{num(cy - s)}" width="{num(2 * s)}" height="{num(2 * s)}" {attrs}/>'
    elif shape == "diamond":
        body = f'<polygon points="{_polygon(cx, cy, r + 1.6, 4, -90)}" {attrs}/>'
    elif shape == "triangle":
        body = f'<polygon points="{_polygon(cx, cy + 1.6, r + 2.4, 3, -90)}" {attrs}/>'
        ty, size = cy + 5, 9
    elif shape == "hexagon":
        body = f'<polygon points="{_polygon(cx, cy, r + 0.6, 6, 0)}" {attrs}/>'
    else:
        body = f'<polygon points="{_polygon(cx, cy + 0.6, r + 2.6, 5, -90, inner=(r + 2.6) * 0.58)}" {attrs}/>'
        ty, size = cy + 4.2, 8.5
    # a white halo under the dark outline: a yellow house on a yellow region still stands out
    halo = body.replace(attrs, f'class="halo" fill="none" stroke="{WHITE}" stroke-width="4.5" '
                               'stroke-linejoin="round"')
    body = halo + body
    ink = text_color(color)
    outline = WHITE if ink != WHITE else BLACK
    text = (f'<text x="{num(cx)}" y="{num(ty)}" font-size="{size}" font-weight="700" text-anchor="middle" '
            f'fill="{ink}" stroke="{outline}" stroke-width="0.6" stroke-opacity="0.5" '
            f'paint-order="stroke">{_e(letter)}</text>')
    return f'<g class="house" data-seat="{seat}" data-shape="{shape}">{body}{text}</g>'

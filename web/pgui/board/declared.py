"""The cities whose slots a map declares (Baden-Württemberg's transregional cities, BW-5): a
marker that says they are special, their own slots with their prices, and the "from Step n"
tag shown while a city is closed. The slots and whether a city is open come from the engine
(Game.map_board()["city_slots"], the view's "cities_open"); nothing here decides a rule."""
from __future__ import annotations

from ..h import escape, num
from ..palette import BOARD, PAGE, SLOT_CLOSED, SLOT_OPEN, WHITE
from .boxes import Point, text_width
from .layout import layout, opens_rooms
from .sizes import CITY_R, OPENS_H, OPENS_SIZE, SLOT_POS, SLOT_R

SPECIAL_RING = BOARD["declared-ring"]    # the dashed ring that marks a city with declared slots
PRICE_INK = PAGE["grey-777"]    # a slot's price, under it


def declared_city(x: float, y: float, slots: tuple[tuple[int, int], ...], places: int) -> str:
    """The marker of a city with declared slots ((price, from Step), ...): a dashed outer ring,
    and its slots in the last places of the three (a 15 and a 20 slot sit where the base city
    has them), those past its `places` open in this Step (the view's cities_open) dashed like
    the base game's closed slots."""
    ring = (f'<circle class="declared-ring" cx="{num(x)}" cy="{num(y)}" r="{num(CITY_R + 4.5)}" fill="none" '
            f'stroke="{SPECIAL_RING}" stroke-width="2.4" stroke-dasharray="5 3"/>')
    pad = (f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(CITY_R)}" fill="{BOARD["declared-pad"]}" '
           f'stroke="{SPECIAL_RING}" stroke-width="2"/>')
    circles, prices = [], []
    for k, (price, _opens) in enumerate(slots):
        dx, dy = SLOT_POS[slot_place(k, len(slots))]
        cx, cy = num(x + dx), num(y + dy)
        if k < places:
            circles.append(f'<circle cx="{cx}" cy="{cy}" r="{SLOT_R}" fill="{SLOT_OPEN[0]}" stroke="{SLOT_OPEN[1]}" '
                           f'stroke-width="1.1"/>')
        else:
            circles.append(f'<circle class="slot-closed" cx="{cx}" cy="{cy}" r="{SLOT_R}" fill="{SLOT_CLOSED[0]}" '
                           f'stroke="{SLOT_CLOSED[1]}" stroke-width="1" stroke-dasharray="2.2 1.8"/>')
        prices.append(f'<text x="{cx}" y="{num(y + dy + 2.7)}">{price}</text>')
    return (ring + pad + "".join(circles)
            + f'<g font-size="7.5" text-anchor="middle" fill="{PRICE_INK}">{"".join(prices)}</g>')


def opens_width(text: str) -> float:
    """The width of a closed city's tag showing `text`."""
    return text_width(text, OPENS_SIZE) + 12


def opens_place(map_key: str, city: str, width: float) -> Point:
    """(x, y): the centre of a closed city's tag, `width` wide (BW-5, "from Step 2"), in the room
    the board keeps for it (opens_places.py: clear of the names, cost badges and build-cost tags),
    as near its city's marker as the room lets it be."""
    x0, y0, x1, y1 = opens_rooms(map_key)[city]
    x = layout(map_key)[city][0]
    half = min(width, x1 - x0) / 2
    return (round(min(max(x, x0 + half), x1 - half), 1), round((y0 + y1) / 2, 1))


def slot_place(k: int, count: int) -> int:
    """Where the k-th house of a city with `count` declared slots is drawn (SLOT_POS index)."""
    return len(SLOT_POS) - count + k


def opens_tag(x: float, y: float, text: str) -> str:
    """The build tag of a closed city, centred at (x, y) (opens_place: beside the marker,
    clear of the cost badges): "from Step 2" in the player's language, as large as a city's name."""
    w = opens_width(text)
    return (f'<g class="opens-tag"><rect x="{num(x - w / 2)}" y="{num(y - OPENS_H / 2)}" width="{num(w)}" '
            f'height="{OPENS_H}" rx="{OPENS_H / 2}" fill="{WHITE}" stroke="{SPECIAL_RING}" stroke-width="1.5"/>'
            f'<text x="{num(x)}" y="{num(y + OPENS_SIZE * 0.36)}" font-size="{OPENS_SIZE}" font-weight="700" '
            f'text-anchor="middle" fill="{SPECIAL_RING}">{escape(text)}</text></g>')

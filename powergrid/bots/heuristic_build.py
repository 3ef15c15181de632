"""Where the computer players build: the cheapest cities to add to a network this turn.

Shared by the rules of thumb (`heuristic.py`) and the hard player's candidates (`search.py`). The
answers are the plain definitions' (a greedy spanning tree over the play area's cheapest
connections) worked out with less: only the cities with houses are looked at for what is full,
the urgent cities once, and a first house's city remembered per play area and free cities.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..data import SLOT_PRICES
from ..maps import INF
from .reading import Source, facts

if TYPE_CHECKING:
    from ..maps import PlayArea


def cheapest_cities(src: Source, seat: int, count: int, budget: int, rnd: random.Random | None = None,
                    saving: dict[str, float] | None = None) -> list[str]:
    """Up to `count` cities for `seat` within `budget`, the network grown city by city, cheapest
    connection first (a greedy spanning tree), preferring cities about to fill up. With `rnd` (the
    easy level) each city is drawn from the four cheapest, and a first house lands anywhere.
    `saving`: city -> Elektro a house there saves him (CE-4), counted as if that much nearer."""
    area = src.rules.area
    dist = area.dist
    known = facts(src)
    step = known["step"]
    occupied = known["cities"]
    special = src.rules.declared.city_slots     # cities with slots of their own (BW-5)
    # The cities he may build in, in play-area order; only those with houses need a look.
    index = area.index
    blocked = set()
    pressing = {}       # a city with one free slot left this Step is about to be blocked
    for c, houses in occupied.items():
        i = index.get(c)
        if i is None:
            continue
        n = len(houses)
        if seat in houses or (n >= step and c not in special):
            blocked.add(i)
        elif n == step - 1 and n > 0:
            pressing[i] = 3.0
    for c in special:
        if c in index and src.house_price(c) is None:
            blocked.add(index[c])
    free = [i for i in range(len(area.cities)) if i not in blocked]
    if not free:
        return []
    off = {index[c]: v for c, v in saving.items() if c in index} if saving else {}
    own = tuple([index[c] for c in known["players"][seat]["cities"]])
    if own:
        # Per free city, its cheapest connection from his network: the play area keeps these
        # column minima per network (the build rules ask the same).
        nearest = area.connection_costs(own)
        best = {i: nearest[i] for i in free}
        crossing = _new_network_costs(src, area, own, best)
    else:
        crossing = {}
        # A first house: where the neighbourhood is cheap and still free, and a network may begin
        # (JP-2); in a first round of network starts (JP-4) his networks' first houses alone.
        nets = src.rules.declared.networks
        starters = [i for i in free if nets.may_begin_in(area.cities[i])] if nets.starts else free
        if not starters:
            return []
        start = _roomiest(area, free, off, starters) if rnd is None else rnd.choice(starters)
        if nets.first_round_starts and known["round"] == 1:
            return _network_starts(src, start, starters, min(count, nets.most), budget)
        best = {i: (0 if i == start else dist[start][i] + 10_000) for i in free}
    chosen: list = []
    spent: float = 0
    while len(chosen) < count and best:
        if rnd is not None:
            pool = sorted(best, key=lambda i: best[i] - off.get(i, 0))[:4]
            i = rnd.choice(pool)
        else:
            i = _most_pressing(best, pressing, off)
        conn = best.pop(i)
        if conn >= 10_000:
            conn -= 10_000
        city = area.cities[i]
        house = src.house_price(city) if city in special else SLOT_PRICES[len(occupied.get(city, ()))]
        assert house is not None            # a city of `free` has a place left
        price = house + conn
        if spent + price > budget:
            break
        spent += price
        chosen.append(area.cities[i])
        row = dist[i]
        mass = crossing.pop(i, None)
        for j in best:
            if mass is not None and crossing.get(j) == mass:    # his network is on that land mass now (UK-3)
                del crossing[j]
                best[j] = row[j]
            elif row[j] < best[j]:
                best[j] = row[j]
    return chosen


def _new_network_costs(src: Source, area: PlayArea, own: tuple[int, ...], best: dict[int, float]) -> dict[int, int]:
    """Where no connection reaches a city but a network of his may begin there (one per land mass,
    UK-3), its cost besides the house is the surcharge (UK-4): set in `best`; returns those cities
    with their land mass, so that once one is chosen its neighbours are joined to it instead."""
    nets = src.rules.declared.networks
    if not nets.per_land_mass:
        return {}
    mass_of = area.map.land_mass_of
    his = {mass_of[area.cities[i]] for i in own}
    if len(his) >= nets.most:
        return {}
    out = {}
    for i, cost in best.items():
        city = area.cities[i]
        if cost == INF and mass_of[city] not in his and nets.may_begin_in(city):
            best[i] = nets.surcharge
            out[i] = mass_of[city]
    return out


def _network_starts(src: Source, start: int, starters: list[int], count: int, budget: int) -> list[str]:
    """Up to `count` first houses of networks within `budget` (JP-4): `start`, then the starting
    cities nearest to it, so that the networks are cheap to join later."""
    area = src.rules.area
    row = area.dist[start]
    chosen: list[str] = []
    spent = 0
    for i in [start, *sorted((j for j in starters if j != start), key=lambda j: (row[j], j))][:count]:
        price = src.house_price(area.cities[i])
        if price is None or spent + price > budget:
            break
        spent += price
        chosen.append(area.cities[i])
    return chosen


def _most_pressing(best: dict[int, float], pressing: dict[int, float], off: dict[int, float]) -> int:
    """The city of `best` with the least connection cost less its urgency (`pressing`, none for
    most cities) and what it saves (`off`, CE-4), the first on a tie."""
    if not pressing and not off:
        return min(best, key=best.__getitem__)
    pick, low = -1, None            # (`best` is never empty here)
    for i, conn in best.items():
        v = conn - pressing.get(i, 0) - off.get(i, 0)
        if low is None or v < low:
            pick, low = i, v
    return pick


# A first house's city by play area and free cities: the same question comes back in every
# look-ahead game from one position. (The area is kept in the entry, so its id stays its own.)
_FIRST_HOUSE: dict[Any, tuple[PlayArea, int]] = {}


def _roomiest(area: PlayArea, free: list[int], off: dict[int, float], among: list[int]) -> int:
    """The city of `among` (free cities) whose four nearest free cities are the cheapest to reach
    on average, less what a house there saves (`off`, CE-4)."""
    key = (id(area), tuple(free), tuple(sorted(off.items())), tuple(among) if among is not free else None)
    found = _FIRST_HOUSE.get(key)
    if found is not None and found[0] is area:
        return found[1]
    dist = area.dist

    def spread(i: int) -> float:
        row = dist[i]
        near = sorted([row[j] for j in free if j != i])[:4]
        return sum(near) / max(1, len(near)) - off.get(i, 0)
    start = min(among, key=spread)
    if len(_FIRST_HOUSE) >= 1024:
        _FIRST_HOUSE.clear()
    _FIRST_HOUSE[key] = (area, start)
    return start

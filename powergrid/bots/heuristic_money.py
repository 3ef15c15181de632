"""The money the easy and normal computer players hold back from an auction: what they will
need for the next fuel and, on a fast plant market, for the houses their plants could power."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..data import SLOT_PRICES
from .reading import Facts, Source, plant_capacity

if TYPE_CHECKING:
    from ..variants import MapRules


def market_turns_fast(declared: MapRules) -> bool:
    """Whether the map's plant market brings plants faster than the base game's: a plant more
    leaves it every round (BX-5) or a fifth is on sale (BX-4)."""
    return declared.bureaucracy_removals > 0 or bool(declared.fifth_current)


def auction_reserve(params: dict[str, Any], src: Source, seat: int, known: Facts) -> float:
    """Money held back from any auction for the next fuel and houses; none in round 1,
    when there is nothing to fuel yet. With `house_keep`, where the market turns fast, also
    a house at the Step's slot price (BASE-BUILD-4) for each city his plants could power
    beyond his network: there a plant passed up is soon followed by others, and capacity
    bought with the money its houses needed loses the race for cities. Where plants come
    slowly (China's deck, CHINA-6) the same reserve lost the auctions he needed
    (docs/PERFORMANCE.md)."""
    if known["round"] == 1:
        return 0
    keep = params["reserve"] + 2 * len(known["players"][seat]["plants"])
    if params["house_keep"] and market_turns_fast(src.rules.declared):
        unconnected = min(plant_capacity(src, seat), src.rules.max_cities) - src.city_count(seat)
        if unconnected > 0:
            keep += unconnected * SLOT_PRICES[known["step"] - 1]
    return keep

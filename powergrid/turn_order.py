"""Phase 1: determine turn order (BASE-ORDER-1..6, EX-4)."""
from __future__ import annotations

from typing import cast

from .data import FLUX, plant_key
from .promo_state import city_count
from .state_schema import GameState


def ranked_order(state: GameState) -> list:
    """Most cities first; ties by the highest plant; remaining ties keep the previous order."""
    players = state["players"]
    ranked = []
    for i, seat in enumerate(state["order"]):
        plants = players[seat]["plants"]
        # The highest plant: a base plant's key is its number (plant_key only for the Flux Generator).
        # (without the Flux Generator the plants are numbers)
        top = (max(cast(list[int], plants)) if FLUX not in plants else max(map(plant_key, plants))) if plants else 0
        ranked.append((-city_count(state, seat), -top, i, seat))
    ranked.sort()
    return [r[3] for r in ranked]

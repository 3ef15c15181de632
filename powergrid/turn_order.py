"""Phase 1: determine turn order (BASE-ORDER-1..6, EX-4)."""
from __future__ import annotations

from .data import top_plant_key
from .promo_state import city_count
from .state_schema import GameState


def ranked_order(state: GameState) -> list[int]:
    """Most cities first; ties by the highest plant; remaining ties keep the previous order."""
    players = state["players"]
    ranked = []
    for i, seat in enumerate(state["order"]):
        top = top_plant_key(players[seat]["plants"])      # the highest plant (BASE-ORDER-2)
        ranked.append((-city_count(state, seat), -top, i, seat))
    ranked.sort()
    return [r[3] for r in ranked]

"""Phase 1: determine turn order (BASE-ORDER-1..6, EX-4)."""
from __future__ import annotations

from .data import plant_key
from .promo_state import city_count


def ranked_order(state: dict) -> list:
    """Most cities first; ties by the highest plant; remaining ties keep the previous order."""
    previous = {seat: i for i, seat in enumerate(state["order"])}
    players = state["players"]

    def key(seat):
        p = players[seat]
        return (-city_count(state, seat), -max(map(plant_key, p["plants"]), default=0), previous[seat])

    return sorted(previous, key=key)

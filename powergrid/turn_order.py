"""Phase 1: determine turn order (BASE-ORDER-1..6, EX-4)."""
from __future__ import annotations


def ranked_order(state: dict) -> list:
    """Most cities first; ties by the highest plant; remaining ties keep the previous order."""
    previous = {seat: i for i, seat in enumerate(state["order"])}
    players = state["players"]

    def key(seat):
        p = players[seat]
        return (-len(p["cities"]), -max(p["plants"], default=0), previous[seat])

    return sorted(previous, key=key)

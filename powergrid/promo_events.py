"""The promo event cards Shortage and Surplus (PROMO-SHORT, PROMO-SURPLUS, AMB-53): each moves
tokens between a resource market and the supply, market by market in restock order. Resolved
from the promo queue (promos.settle); what moved is logged there."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .data import RESOURCE_TYPES, promo_table
from .state_schema import GameState

if TYPE_CHECKING:
    from .engine import Context


def _event_amount(r: str) -> int:
    return promo_table()["event_tokens"][r]


def shortage(state: GameState, ctx: Context) -> dict[str, dict[str, int]]:
    """Each market in restock order (North first on Korea, KOREA-13): the type with the cheapest
    token loses its 3 cheapest tokens (1 uranium) to the supply; ties coal, oil, garbage, uranium."""
    moved: dict[str, dict[str, int]] = {}
    for layout in ctx.rules.markets:
        market = state["markets"][layout.name]
        prices = [(layout.cheapest(r, market[r]), i, r) for i, r in enumerate(RESOURCE_TYPES)
                  if r in layout.slots and market[r] > 0]
        if not prices:
            moved[layout.name] = {}
            continue
        r = min(prices)[2]
        n = min(_event_amount(r), market[r])
        market[r] -= n
        state["supply"][r] += n
        moved[layout.name] = {r: -n}
    return moved


def surplus(state: GameState, ctx: Context) -> dict[str, dict[str, int]]:
    """Each market in restock order: the type whose price is highest (an empty type counts at its
    highest space) gains 3 tokens (1 uranium) from the supply, most expensive spaces first;
    only what the supply holds (PROMO-SURPLUS-2..4)."""
    moved: dict[str, dict[str, int]] = {}
    for layout in ctx.rules.markets:
        market = state["markets"][layout.name]
        prices = []
        for i, r in enumerate(RESOURCE_TYPES):
            if r not in layout.slots or not layout.capacity(r):
                continue
            price = layout.cheapest(r, market[r])
            prices.append((layout.slots[r][-1] if price is None else price, -i, r))
        if not prices:
            moved[layout.name] = {}
            continue
        r = max(prices)[2]
        n = max(0, min(_event_amount(r), state["supply"][r], layout.capacity(r) - market[r]))
        market[r] += n
        state["supply"][r] -= n
        moved[layout.name] = {r: n}
    return moved
